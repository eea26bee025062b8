import { openAsBlob, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DISCOVERY, IDS, ISSUER, JWKS } from '../../../../test-vectors/lib/fixtures.js';
import type { VectorManifest } from '../../../../test-vectors/lib/manifest.js';
import { bytesSource } from '../c2pa/asset/byte-source.js';
import { verifyContent } from '../content/index.js';
import { describeVerdict } from '../explain/describe-verdict.js';
import { TRUST_ANCHORS_PATH } from '../keys/trust-anchors.js';
import { createVerifier, type VerifierOptions } from './create-verifier.js';
import { isValid, type Verdict } from './verdict.js';

const vectors = fileURLToPath(new URL('../../../../test-vectors/', import.meta.url));
const manifest: VectorManifest = JSON.parse(readFileSync(join(vectors, 'expected.json'), 'utf8'));
const rootPem = readFileSync(join(vectors, 'keys/ca-root.pem'), 'utf8');
const bytes = (file: string) => new Uint8Array(readFileSync(join(vectors, file)));
const text = (file: string) => readFileSync(join(vectors, file), 'utf8').trim();

const offline = { issuers: [{ issuer: ISSUER, jwks: JWKS }], mode: 'test' } satisfies VerifierOptions;

/** An issuer on the network: discovery, keys, its trust anchors file and one receipt object, counted. */
function issuerServer(receipts: Record<string, unknown> = {}, calls: string[] = []): typeof fetch {
  return async (input) => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    calls.push(url.pathname);
    const json = (value: unknown) =>
      new Response(JSON.stringify(value), { headers: { 'content-type': 'application/json' } });
    if (url.origin !== ISSUER) throw new Error(`unexpected host ${url.origin}`);
    if (url.pathname === '/.well-known/talent-license') return json(DISCOVERY);
    if (url.pathname === '/.well-known/jwks.json') return json(JWKS);
    if (url.pathname === TRUST_ANCHORS_PATH) return new Response(rootPem);
    const id = /^\/v1\/receipts\/(.+)$/.exec(url.pathname)?.[1];
    if (id && receipts[id]) return json(receipts[id]);
    return new Response('{}', { status: 404 });
  };
}

describe('createVerifier: every committed vector, one verdict each', () => {
  const cases = manifest.vectors.filter((v) =>
    ['receipt', 'receipt_object', 'image', 'media'].includes(v.kind),
  );
  it.each(cases.map((v) => [`${v.kind} ${v.file}: ${v.description}`, v] as const))('%s', async (_name, v) => {
    const { trustVectorRoot, mode, label } = v.options as {
      trustVectorRoot?: boolean;
      mode?: string;
      label?: string;
    };
    const verifier = createVerifier({
      issuers: [{ issuer: manifest.issuer, jwks: JWKS }],
      ...(mode !== undefined ? { mode: mode as VerifierOptions['mode'] } : {}),
      ...(label !== undefined ? { label } : {}),
      trustAnchors: trustVectorRoot ? [rootPem] : [],
    });
    const input =
      v.kind === 'receipt'
        ? text(v.file)
        : v.kind === 'receipt_object'
          ? JSON.parse(text(v.file))
          : bytes(v.file);
    const verdict = await verifier.verify(input);
    if (v.expected.valid) {
      expect(isValid(verdict), verdict.message ?? '').toBe(true);
      if (v.expected.trusted !== undefined)
        expect(verdict.state).toBe(v.expected.trusted ? 'licensed' : 'licensed_untrusted_signer');
    } else {
      expect(verdict.code).toBe(v.expected.code);
      expect(isValid(verdict)).toBe(false);
    }
  });
});

describe('createVerifier', () => {
  it('says licensed for a valid image, in the words every front end prints (describeVerdict of the verdict)', async () => {
    const verifier = createVerifier({ ...offline, trustAnchors: [rootPem] });
    const verdict = await verifier.verify(bytes('images/licensed.jpg'));
    expect(verdict).toMatchObject({ state: 'licensed', code: null, checked: 'image', input: 'content' });
    expect(verdict.mediaType).toBe('image/jpeg');
    expect(verdict.content?.manifest?.trusted).toBe(true);
    const words = describeVerdict(verdict);
    expect(words.headline).toBe('Licensed and valid');
    expect(words.sentence).toMatch(
      /is licensed for a generated image by licensing\.example .*the very file licensed/,
    );
    // The verdict of verifyContent, described as it is, says the same (it said "Not valid." before).
    const content = await verifyContent(bytes('images/licensed.jpg'), {
      issuer: ISSUER,
      jwks: JWKS,
      mode: 'test',
      trustAnchors: [rootPem],
    });
    expect(describeVerdict(content)).toEqual(words);
  });

  it('explains a verdict in a language, and its explain method does not cross a structured clone', async () => {
    const verdict = await createVerifier(offline).verify(bytes('images/tampered-pixel.jpg'));
    expect(verdict.state).toBe('tampered');
    const german = await verdict.explain('de');
    expect(german.headline).toMatch(/gültig/i);
    expect(german.headline).not.toBe(describeVerdict(verdict).headline);
    expect(german.explanation?.title).toBeTruthy();
    const cloned = structuredClone(verdict) as Verdict;
    expect(cloned).toEqual({ ...verdict });
    expect('explain' in cloned).toBe(false);
    expect(JSON.parse(JSON.stringify(verdict))).not.toHaveProperty('explain');
  });

  it('reads states a person can read: untrusted signer, no manifest, test receipt which way round', async () => {
    const verifier = createVerifier(offline);
    expect((await verifier.verify(bytes('images/licensed.png'))).state).toBe('licensed_untrusted_signer');
    expect((await verifier.verify(bytes('images/no-manifest.png'))).state).toBe('no_manifest');
    const live = createVerifier({ ...offline, mode: 'live' });
    expect(await live.verify(text('receipts/valid-test.jws'))).toMatchObject({
      state: 'test_receipt',
      code: 'test_key_in_live_mode',
      expected: 'live',
    });
    expect(await verifier.verify(text('receipts/valid-live.jws'))).toMatchObject({
      state: 'test_receipt',
      expected: 'test',
    });
    // Only a genuine one: a forgery naming a test key stays invalid (its mode is judged before its signature).
    expect(await live.verify(text('receipts/tampered-payload.jws'))).toMatchObject({
      state: 'receipt_invalid',
      code: 'test_key_in_live_mode',
    });
    // A file whose receipt is of the other mode, and which is the very file it licenses.
    const file = await createVerifier({ ...offline, mode: 'live', trustAnchors: [rootPem] }).verify(
      bytes('images/licensed.jpg'),
    );
    expect(file).toMatchObject({ state: 'test_receipt', expected: 'live', receipt: { valid: true } });
    expect(file.content?.contentMatches).toBe(true);
  });

  it('takes a file as bytes, a Blob or a byte source, and reports the reads of one read in slices', async () => {
    const verifier = createVerifier({ ...offline, trustAnchors: [rootPem] });
    const path = join(vectors, 'media/licensed.mp4');
    const progress: number[] = [];
    const fromBlob = await verifier.verify(await openAsBlob(path), {
      onProgress: (read) => progress.push(read),
    });
    expect(fromBlob).toMatchObject({ state: 'licensed', checked: 'video', mediaType: 'video/mp4' });
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.at(-1)).toBeLessThanOrEqual(readFileSync(path).length);
    const fromSource = await verifier.verify(bytesSource(bytes('media/licensed.mp4')));
    expect(fromSource.state).toBe('licensed');
    expect(fromSource.content).toEqual(fromBlob.content);
  });

  it('reads a receipt as a JWS, an object, a file of either, an ID or a link', async () => {
    const object = JSON.parse(text('receipts/object-valid.json'));
    const calls: string[] = [];
    const verifier = createVerifier({
      issuers: [ISSUER],
      mode: 'test',
      fetch: issuerServer({ [IDS.receipt]: { ...object, use_status: 'revoked' } }, calls),
    });
    const jws = text('receipts/valid-test.jws');
    expect(await verifier.verify(jws)).toMatchObject({ state: 'licensed', input: 'jws', checked: 'receipt' });
    expect(await verifier.verify(object)).toMatchObject({ state: 'licensed', input: 'receipt_object' });
    expect(await verifier.verify(new TextEncoder().encode(`${jws}\n`))).toMatchObject({
      state: 'licensed',
      input: 'jws',
      mediaType: 'application/jose',
    });
    const byId = await verifier.verify(IDS.receipt);
    expect(byId).toMatchObject({ state: 'licensed', input: 'receipt_id', useStatus: 'revoked' });
    expect(describeVerdict(byId).sentence).toContain('since revoked by the issuer');
    expect(await verifier.verify(`${ISSUER}/r/${IDS.receipt}`)).toMatchObject({ input: 'receipt_url' });
    expect(await verifier.verify('rcpt_01jb8m2k4x7q9v3n5r6t8w0yyy')).toMatchObject({
      state: 'not_found',
      code: 'not_found',
    });
    // The keys were fetched once for all of them.
    expect(calls.filter((p) => p === '/.well-known/jwks.json')).toHaveLength(1);
  });

  it('verifies nothing against an issuer it was not given, and fetches nothing from it', async () => {
    const calls: string[] = [];
    const verifier = createVerifier({
      issuers: ['https://other.example'],
      mode: 'any',
      fetch: issuerServer({}, calls),
    });
    expect(await verifier.verify(text('receipts/valid-test.jws'))).toMatchObject({
      state: 'issuer_not_allowed',
      code: 'issuer_mismatch',
      issuer: null,
      named: ISSUER,
    });
    expect(await verifier.verify(`${ISSUER}/r/${IDS.receipt}`)).toMatchObject({
      state: 'issuer_not_allowed',
    });
    // A file is still read for its content credentials.
    const image = await verifier.verify(bytes('images/licensed.png'));
    expect(image).toMatchObject({ state: 'issuer_not_allowed', receipt: null });
    expect(image.content?.manifest?.signatureValid).toBe(true);
    expect(calls).toEqual([]);
  });

  it('trusts the issuer’s own test signers in test mode only, not for keys given offline (one trust rule)', async () => {
    const calls: string[] = [];
    const fetch = issuerServer({}, calls);
    const file = bytes('images/licensed.png');
    expect((await createVerifier({ issuers: [ISSUER], mode: 'test', fetch }).verify(file)).state).toBe(
      'licensed',
    );
    expect((await createVerifier({ issuers: [ISSUER], mode: 'any', fetch }).verify(file)).state).toBe(
      'licensed_untrusted_signer',
    );
    expect((await createVerifier({ ...offline, fetch }).verify(file)).state).toBe(
      'licensed_untrusted_signer',
    );
    expect(calls.filter((p) => p === TRUST_ANCHORS_PATH)).toHaveLength(1);
  });

  it('without an issuer, reads a file’s credentials and says its receipt was not verified', async () => {
    const verdict = await createVerifier().verify(bytes('images/licensed.jpg'));
    expect(verdict).toMatchObject({ state: 'unverified', code: null, receipt: null });
    expect(verdict.content?.assertion?.receipt).toMatch(/^eyJ/);
    expect(describeVerdict(verdict).headline).toBe('Not verified: no issuer to check it against');
    expect(
      (await createVerifier({ ...offline, contentOnly: true }).verify(bytes('images/licensed.jpg'))).state,
    ).toBe('unverified');
  });

  it('refuses what it does not read, and files over its limits, unread', async () => {
    const verifier = createVerifier({ ...offline, limits: { maxWholeReadBytes: 100, maxBytes: 1 << 30 } });
    expect(await verifier.verify(bytes('images/licensed.png'))).toMatchObject({
      state: 'unsupported',
      code: 'too_large',
      message: expect.stringContaining('PNG is read into memory whole'),
    });
    expect(await verifier.verify(bytes('images/one-pixel.bmp'))).toMatchObject({
      state: 'unsupported',
      code: 'unsupported_media_type',
      mediaType: 'image/bmp',
    });
    // A PDF is read, in slices: no limit on what is read whole applies.
    expect(await verifier.verify(bytes('third-party/c2pa-rs/basic.pdf'))).toMatchObject({
      code: 'no_manifest',
      mediaType: 'application/pdf',
    });
    expect(await verifier.verify('hello')).toMatchObject({ state: 'unsupported', code: 'unsupported_input' });
    expect(await verifier.verify(42 as unknown as string)).toMatchObject({ code: 'unsupported_input' });
  });

  it('answers options it cannot honour with misconfigured, never a guess', async () => {
    const verdict = await createVerifier({ mode: 'Live' as 'live' }).verify('x');
    expect(verdict).toMatchObject({ state: 'misconfigured', code: 'invalid_options' });
    expect((await createVerifier({ issuers: ['ftp://x'] }).verify('x')).code).toBe('invalid_options');
    expect((await createVerifier({ limits: { maxByte: 1 } as never }).verify('x')).code).toBe(
      'invalid_options',
    );
  });
});
