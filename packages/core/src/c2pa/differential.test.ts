/**
 * Our verdict against the official C2PA reader's (c2pa-rs in WebAssembly) on real files from
 * c2pa-rs's own test suite (`test-vectors/third-party/c2pa-rs`). None carries a TLP license, so:
 * official good → ours `no_license_assertion` (never a false tamper alarm); official none → ours
 * `no_manifest`; official remote → ours `remote_manifest` naming the same URL, fetched only when asked;
 * official invalid or unreadable → ours never valid, with a reason. JPEG, PNG, GIF, TIFF, SVG, PDF, AVI
 * and FLAC here; the MP4, WAV, WebP and MP3 files in their own tests.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  initOfficialReader,
  type OfficialClass,
  officialVerdict,
} from '../../../../test-vectors/lib/official-reader.js';
import { verifyContent } from '../content/index.js';
import { detectMediaType } from './asset/container.js';
import { locateManifest } from './asset/index.js';

const dir = fileURLToPath(new URL('../../../../test-vectors/third-party/c2pa-rs/', import.meta.url));
const ISSUER = 'https://licensing.example';

/** What the official reader says of each fixture: a change on either side shows here. */
const OFFICIAL: Record<string, OfficialClass> = {
  'C.jpg': 'good',
  'CA.jpg': 'good',
  'CACA.jpg': 'good', // CAWG identity assertion
  'CA_ct.jpg': 'good', // a time-stamp status c2pa-rs treats as informational
  'C_with_CAWG_data.jpg': 'good', // CAWG identity assertion (X.509 credential, untrusted)
  'boxhash.jpg': 'good',
  'ocsp.jpg': 'good',
  'ocsp_with_assertion.jpg': 'good',
  'update_manifest.jpg': 'good',
  'verify.jpeg': 'good', // Adobe-signed, 32 ingredient statuses
  'E-sig-CA.jpg': 'invalid', // claimSignature.mismatch
  'XCA.jpg': 'invalid', // assertion.dataHash.mismatch
  'adobe-20220124-E-clm-CAICAI.jpg': 'invalid', // assertion.hashedURI.mismatch
  'no_alg.jpg': 'unreadable', // UnknownAlgorithm
  'prerelease.jpg': 'unreadable', // PrereleaseError
  'no_manifest.jpg': 'none',
  'libpng-test.png': 'none',
  'cloud.jpg': 'remote', // XMP dcterms:provenance, no embedded store
  'libpng-test_with_url.png': 'remote',
  'sample1.gif': 'none',
  'TUSCANY.TIF': 'none',
  'tiff_poc.tiff': 'unreadable', // InvalidAsset("TIFF file has too many subfiles")
  'sample1.svg': 'none',
  'sample3.svg': 'unreadable', // JumbfParseError(InvalidJumbfHeader): its c2pa:manifest is no store
  'basic.pdf': 'none',
  'basic-password.pdf': 'none', // encrypted: c2pa-rs reads no store from it
  'express-signed.pdf': 'good', // Adobe Express, the store in the catalog's associated file
  'test.avi': 'none',
  'sample1.flac': 'none',
};

const files = readdirSync(dir)
  .filter((f) => /\.(jpe?g|png|gif|tiff?|svg|pdf|avi|flac)$/i.test(f))
  .sort();
const load = (file: string) => new Uint8Array(readFileSync(join(dir, file)));

/** A fetch that fails the test if called, and counts the calls. */
function forbiddenFetch() {
  const calls: string[] = [];
  const fetch = (async (input: RequestInfo | URL) => {
    calls.push(String(input));
    throw new Error('no fetch expected');
  }) as typeof globalThis.fetch;
  return { calls, fetch };
}

beforeAll(() => initOfficialReader());

describe('the differential against the official C2PA reader', () => {
  it('covers every committed fixture, and every official class', () => {
    expect(files).toEqual(Object.keys(OFFICIAL).sort());
    expect(new Set(Object.values(OFFICIAL))).toEqual(
      new Set(['good', 'invalid', 'none', 'remote', 'unreadable']),
    );
  });

  it.each(files)('%s', async (file) => {
    const bytes = load(file);
    const mediaType = detectMediaType(bytes)!;
    const official = await officialVerdict(bytes, mediaType);
    expect(official.class, `official reader: ${official.state ?? official.error}`).toBe(OFFICIAL[file]);

    const { calls, fetch } = forbiddenFetch();
    const ours = await verifyContent(bytes, { issuer: ISSUER, fetch });
    expect(calls).toEqual([]);
    const said = ours.valid ? 'valid' : `${ours.code}: ${ours.message}`;
    switch (official.class) {
      case 'good':
        expect(ours.valid ? 'valid' : ours.code, said).toBe('no_license_assertion');
        expect(ours.manifest).toMatchObject({ present: true, signatureValid: true, bindingValid: true });
        break;
      case 'none':
        expect(ours.valid ? 'valid' : ours.code, said).toBe('no_manifest');
        break;
      case 'remote':
        expect(ours.valid ? 'valid' : ours.code, said).toBe('remote_manifest');
        expect(ours.manifest?.remoteUrl).toBe(official.remoteUrl);
        expect(ours.valid ? '' : ours.message).toContain(official.remoteUrl);
        break;
      case 'invalid':
      case 'unreadable':
        expect(ours.valid, said).toBe(false);
        expect(ours.valid ? 'valid' : ours.code).toBe('manifest_invalid');
        // A reason, not just a heading: something after "…: ".
        expect(ours.valid ? '' : ours.message).toMatch(/\S[^:]*$/);
        expect(ours.valid ? '' : ours.message).not.toMatch(/:\s*$/);
        break;
    }
  });

  it('names the missing algorithm of no_alg.jpg', async () => {
    const ours = await verifyContent(load('no_alg.jpg'), { issuer: ISSUER });
    expect(ours).toMatchObject({ valid: false, code: 'manifest_invalid' });
    expect(ours.valid ? '' : ours.message).toMatch(/algorithm/i);
  });
});

/**
 * Ingredients by the C2PA 2.x rules (test-vectors/generate-ingredients.ts): c2pa-rs judges a failure of
 * an ingredient's manifest that the ingredient assertion recorded when it was added as known to the
 * signer (the file stays valid), and one recorded nowhere as a failure of the file.
 */
describe('ingredients, against the official reader', () => {
  const vectorsDir = fileURLToPath(new URL('../../../../test-vectors/', import.meta.url));
  const vector = (name: string) => new Uint8Array(readFileSync(join(vectorsDir, 'images', name)));
  const rootPem = readFileSync(join(vectorsDir, 'keys/ca-root.pem'), 'utf8');
  const jwks = JSON.parse(readFileSync(join(vectorsDir, 'keys/jwks.json'), 'utf8'));
  const verify = (bytes: Uint8Array) =>
    verifyContent(bytes, { issuer: ISSUER, jwks, mode: 'test', trustAnchors: [rootPem] });

  it.each([
    ['ingredient-valid.jpg', 'Trusted', []],
    ['ingredient-expired.jpg', 'Trusted', ['signingCredential.expired']],
    ['ingredient-signature.jpg', 'Trusted', ['claimSignature.mismatch']],
  ] as const)('%s: the official %s, ours valid; the ingredient reports %j', async (name, state, found) => {
    const bytes = vector(name);
    const official = await officialVerdict(bytes, 'image/jpeg', rootPem);
    expect(official.state).toBe(state);
    const ours = await verify(bytes);
    expect(ours.valid, ours.valid ? '' : ours.message).toBe(true);
    expect(ours.manifest?.failures).toEqual([]);
    const [ingredient, ...others] = ours.manifest?.ingredients ?? [];
    expect(others).toEqual([]);
    expect(ingredient).toMatchObject({ title: 'ingredient.jpg', relationship: 'componentOf' });
    expect(ingredient?.manifest).toMatch(/^urn:c2pa:/);
    expect(ingredient?.failures).toEqual(found);
    // What c2pa-rs recorded when it added the ingredient: what it finds now, and an untrusted signer
    // (no trust anchor was configured then).
    for (const code of found) expect(ingredient?.recorded).toContain(code);
  });

  it('ingredient-mismatch.jpg: an ingredient manifest changed after signing fails the file for both', async () => {
    const bytes = vector('ingredient-mismatch.jpg');
    const official = await officialVerdict(bytes, 'image/jpeg', rootPem);
    expect(official.class).toBe('invalid');
    const ours = await verify(bytes);
    expect(ours).toMatchObject({ valid: false, code: 'manifest_invalid' });
    expect(ours.manifest?.failures).toContain('ingredient.manifest.mismatch');
    expect(ours.manifest?.ingredients?.[0]?.failures).toContain('ingredient.manifest.mismatch');
    expect(ours.manifest?.ingredients?.[0]?.recorded).not.toContain('ingredient.manifest.mismatch');
  });
});

/**
 * Bytes after the manifest store inside its container piece (test-vectors/generate-store-padding.ts):
 * c2pa-rs's `Store::from_jumbf` reads one superbox and nothing after it, in every container.
 */
describe('bytes after the manifest store, against the official reader', () => {
  const vectorsDir = fileURLToPath(new URL('../../../../test-vectors/', import.meta.url));
  const padded = readdirSync(join(vectorsDir, 'media')).filter((f) => /^store-(zeros|bytes)-after\./.test(f));
  const rootPem = readFileSync(join(vectorsDir, 'keys/ca-root.pem'), 'utf8');
  const jwks = JSON.parse(readFileSync(join(vectorsDir, 'keys/jwks.json'), 'utf8'));

  it('covers JPEG, PNG, MP4 and WAV with zero and non-zero bytes', () => {
    expect(padded.length).toBe(8);
  });

  it.each(padded)('%s: good for both', async (name) => {
    const bytes = new Uint8Array(readFileSync(join(vectorsDir, 'media', name)));
    const mediaType = detectMediaType(bytes)!;
    const official = await officialVerdict(bytes, mediaType, rootPem);
    expect(official.state).toBe('Trusted');
    const location = locateManifest(bytes)!;
    // The store's own box ends before the bytes its piece holds.
    expect(new DataView(location.jumbf!.buffer, location.jumbf!.byteOffset).getUint32(0)).toBe(
      location.jumbf!.length - 2,
    );
    const ours = await verifyContent(bytes, { issuer: ISSUER, jwks, mode: 'test', trustAnchors: [rootPem] });
    expect(ours.valid, ours.valid ? '' : ours.message).toBe(true);
  });
});

describe('remote manifests', () => {
  const cloudUrl =
    'https://cai-manifests.adobe.com/manifests/adobe-urn-uuid-5f37e182-3687-462e-a7fb-573462780391';

  it('are named, not fetched, by default', async () => {
    const { calls, fetch } = forbiddenFetch();
    const ours = await verifyContent(load('cloud.jpg'), { issuer: ISSUER, fetch });
    expect(ours).toMatchObject({
      valid: false,
      code: 'remote_manifest',
      manifest: { present: false, remoteUrl: cloudUrl },
    });
    expect(calls).toEqual([]);
  });

  it('are fetched through the injected fetch when asked, and a failed fetch says so', async () => {
    const calls: string[] = [];
    const fetch = (async (input: RequestInfo | URL) => {
      calls.push(String(input));
      return new Response('gone', { status: 404 });
    }) as typeof globalThis.fetch;
    const ours = await verifyContent(load('cloud.jpg'), { issuer: ISSUER, fetch, fetchRemoteManifest: true });
    expect(calls).toEqual([cloudUrl]);
    expect(ours).toMatchObject({ valid: false, code: 'remote_manifest', manifest: { remoteUrl: cloudUrl } });
    expect(ours.valid ? '' : ours.message).toMatch(/404/);
  });

  it('are validated against the file once fetched', async () => {
    // licensed.jpg with its manifest segment replaced, byte for byte in place, by an XMP segment naming
    // a remote store: the data hash excludes that range, so the fetched store binds the file.
    const licensed = new Uint8Array(
      readFileSync(fileURLToPath(new URL('../../../../test-vectors/images/licensed.jpg', import.meta.url))),
    );
    const location = locateManifest(licensed)!;
    const [range] = location.ranges;
    const url = 'https://manifests.example/licensed.c2pa';
    const head = `http://ns.adobe.com/xap/1.0/\0<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about="" xmlns:dcterms="http://purl.org/dc/terms/" dcterms:provenance="${url}"/></rdf:RDF></x:xmpmeta>`;
    const payload = range!.end - range!.start - 4;
    const segment = new Uint8Array(range!.end - range!.start);
    segment.set([0xff, 0xe1, (payload + 2) >> 8, (payload + 2) & 0xff]);
    segment.set(new TextEncoder().encode(head.padEnd(payload, ' ')), 4);
    const file = licensed.slice();
    file.set(segment, range!.start);

    const calls: string[] = [];
    const fetch = (async (input: RequestInfo | URL) => {
      calls.push(String(input));
      return new Response(location.jumbf!.slice(), { status: 200 });
    }) as typeof globalThis.fetch;
    const named = await verifyContent(file, { issuer: ISSUER, fetch });
    expect(named).toMatchObject({ code: 'remote_manifest', manifest: { remoteUrl: url } });
    expect(calls).toEqual([]);

    const jwks = JSON.parse(
      readFileSync(
        fileURLToPath(new URL('../../../../test-vectors/keys/jwks.json', import.meta.url)),
        'utf8',
      ),
    );
    const fetched = await verifyContent(file, {
      issuer: ISSUER,
      jwks,
      mode: 'test',
      fetch,
      fetchRemoteManifest: true,
    });
    expect(calls).toEqual([url]);
    expect(fetched.manifest).toMatchObject({
      present: true,
      signatureValid: true,
      bindingValid: true,
      failures: [],
      remoteUrl: url,
    });
    expect(fetched.assertion?.label).toBe('ai.tlp.license');
    // The receipt names the image without its embedded manifest; this file is another byte sequence.
    expect(fetched).toMatchObject({ valid: false, code: 'content_mismatch' });

    // A changed pixel after the remote store was fetched: the binding fails.
    const changed = file.slice();
    changed[changed.length - 100] = (changed[changed.length - 100] as number) ^ 1;
    const tampered = await verifyContent(changed, { issuer: ISSUER, fetch, fetchRemoteManifest: true });
    expect(tampered).toMatchObject({
      valid: false,
      code: 'manifest_invalid',
      manifest: { bindingValid: false },
    });
  });
});
