/**
 * The rules of c2pa-rs that the c2pa-ts patches once carried (docs/c2pa-rules.md), each on
 * the c2pa-rs file that needs it, now against our own reader: claim/store.ts, claim/validation.ts,
 * cose/sign1.ts, time-stamp.ts, hard-binding/index.ts. Where a file was changed, the official reader (c2pa-rs in
 * WebAssembly) judges it too, and ours must agree.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedJpeg } from '../../../../test-vectors/lib/cose-resign.js';
import { initOfficialReader, officialVerdict } from '../../../../test-vectors/lib/official-reader.js';
import { locateManifest } from './asset/index.js';
import { activeManifest, assertionData, readManifestStore } from './claim/store.js';
import { hardBindings, validateManifest } from './claim/validation.js';
import { parseCertificate } from './cose/certificate.js';
import { readCoseSign1, sigStructure, verifyClaimSignature } from './cose/sign1.js';
import { verifiedTimeStamp } from './cose/time-stamp.js';
import { readDataHash } from './hard-binding/index.js';
import { parseJumbf, withReadLengths } from './jumbf/parse.js';
import { inspectManifest } from './read/index.js';

const dir = fileURLToPath(new URL('../../../../test-vectors/third-party/c2pa-rs/', import.meta.url));
const file = (name: string) => new Uint8Array(readFileSync(join(dir, name)));
/** One of our own vectors, by its path under test-vectors/. */
const vector = (path: string) =>
  new Uint8Array(readFileSync(fileURLToPath(new URL(`../../../../test-vectors/${path}`, import.meta.url))));

function storeOf(bytes: Uint8Array) {
  const jumbf = locateManifest(bytes)!.jumbf!;
  const tree = parseJumbf(jumbf);
  return readManifestStore(withReadLengths(jumbf, tree), tree);
}

const failedCodes = async (bytes: Uint8Array) => {
  const store = storeOf(bytes);
  const { statuses } = await validateManifest(store, activeManifest(store)!);
  return statuses.filter((s) => !s.success).map((s) => s.code);
};

const flipped = (name: string, offset: number) => {
  const bytes = file(name);
  bytes[offset] = bytes[offset]! ^ 0xff;
  return bytes;
};

/** Ours accepts the manifest (valid, or good without a license assertion). */
const oursAccepts = async (bytes: Uint8Array) => {
  const inspection = await inspectManifest(bytes);
  return !inspection.failure || inspection.failure.code === 'no_license_assertion';
};

beforeAll(() => initOfficialReader());

describe('c2pa-rs rules of our reader', () => {
  it.each(['C_with_CAWG_data.jpg', 'CACA.jpg'])(
    'reads a sigTst2 time-stamp token (a bare ContentInfo) and verifies it in %s',
    async (name) => {
      const active = activeManifest(storeOf(file(name)))!;
      const cose = readCoseSign1(active.cose);
      expect(cose.timeStamps.map((t) => t.version)).toEqual([2]);
      const check = await verifyClaimSignature(cose, active.claim.bytes);
      expect(check.validated).toBe(true);
      expect(check.timeStamp).toBeInstanceOf(Date);
      expect(await oursAccepts(file(name))).toBe(true);
    },
  );

  it('does not verify a time-stamp over other bytes than the counter-signature structure', async () => {
    const active = activeManifest(storeOf(file('CACA.jpg')))!;
    const cose = readCoseSign1(active.cose);
    const cert = parseCertificate(cose.certificates[0]!);
    const token = cose.timeStamps[0]!.token;
    const other = sigStructure('CounterSignature', cose.protectedBytes, new Uint8Array([1, 2, 3]));
    expect(await verifiedTimeStamp(token, other, cert.notBefore, cert.notAfter)).toBeUndefined();
  });

  it('accepts a data hash padded with non-zero bytes (verify.jpeg)', async () => {
    const store = storeOf(file('verify.jpeg'));
    const active = activeManifest(store)!;
    const [binding] = hardBindings(active);
    const data = assertionData(store, binding!);
    expect(readDataHash(data, active.claim.algorithm).hash).toHaveLength(32);
    expect(await oursAccepts(file('verify.jpeg'))).toBe(true);
  });

  it('accepts a claim signature whose unprotected padding is not all zero (licensed.png, a pad byte changed)', async () => {
    const bytes = vector('images/licensed.png');
    // the COSE unprotected header's `pad`: text "pad", then bstr with a 2-byte length
    const at = Buffer.from(bytes).indexOf(Buffer.from([0x63, 0x70, 0x61, 0x64, 0x59])) + 7;
    expect(at).toBeGreaterThan(7);
    bytes[at + 10] = 0xff;
    expect(await oursAccepts(bytes)).toBe(true);
  });

  it('accepts a claim signature whose padding is a text string, as c2pa-rs does (licensed-id3.mp3, its head 0x59 turned 0x79)', async () => {
    // Found by the parser fuzz: the COSE unprotected header's `pad`, zeros, turned from a byte string into
    // a text string of the same length. Nothing signs the unprotected header, and c2pa-rs reads it good.
    const bytes = vector('media/licensed-id3.mp3');
    const head = Buffer.from(bytes).indexOf(Buffer.from([0x63, 0x70, 0x61, 0x64, 0x59])) + 4;
    expect(head).toBeGreaterThan(4);
    bytes[head] = 0x79;
    expect((await officialVerdict(bytes, 'audio/mpeg')).class).toBe('good');
    expect(await oursAccepts(bytes)).toBe(true);
  });

  it('reads the ingredients list of a c2pa.actions assertion and counts a v3 parentOf (update_manifest.jpg)', async () => {
    const codes = await failedCodes(file('update_manifest.jpg'));
    expect(codes).not.toContain('manifest.update.wrongParents');
    expect(codes).not.toContain('assertion.action.ingredientMismatch');
    expect(await oursAccepts(file('update_manifest.jpg'))).toBe(true);
  });

  it.each(['boxhash.jpg', 'ocsp.jpg', 'ocsp_with_assertion.jpg'])(
    'leaves the 2.x action rules out of v1 claims (%s)',
    async (name) => {
      expect(await failedCodes(file(name))).not.toContain('assertion.action.ingredientMismatch');
    },
  );

  // Flips the certificate-agreement scan found (CERT_SCAN=full): c2pa-wasm judges each file, and ours
  // must agree; c2pa-ts failed the whole store ("Failed to deserialize signature content").
  it.each([
    ['legacy.mp4', 19119, 'video/mp4'], // x5chain[1], its first byte
    ['boxhash.jpg', 109746 + 50, 'image/jpeg'], // x5chain[2]
    ['verify.jpeg', 1139695 + 50, 'image/jpeg'], // the signer of an ingredient manifest, in its Name
    ['C.jpg', 33799 + 150, 'image/jpeg'], // the time-stamp token
    ['boxhash.jpg', 110561 + 150, 'image/jpeg'], // a time-stamp authority certificate
  ])('agrees with c2pa-rs on %s with the byte at %i changed', async (name, at, mediaType) => {
    const bytes = flipped(name, at);
    const official = await officialVerdict(bytes, mediaType);
    expect(await oursAccepts(bytes), official.error ?? official.failures.join(' ')).toBe(
      official.class === 'good',
    );
  });

  it('reads a store whose time-stamp token cannot be parsed, without the time-stamp (C.jpg)', async () => {
    const active = activeManifest(storeOf(flipped('C.jpg', 33799 + 150)))!;
    const check = await verifyClaimSignature(readCoseSign1(active.cose), active.claim.bytes);
    expect(check.validated).toBe(true);
    expect(check.timeStamp).toBeUndefined();
  });

  it('fails a v2 claim whose c2pa.created action has no digital source type, as c2pa-rs does', async () => {
    const bytes = await signedJpeg(true);
    const official = await officialVerdict(bytes, 'image/jpeg');
    expect(official.failures).toContain('assertion.action.malformed');
    const inspection = await inspectManifest(bytes);
    expect(inspection.failure?.code).toBe('manifest_invalid');
    expect(inspection.manifest?.failures).toContain('assertion.action.malformed');
    // with one, both call it good
    expect((await officialVerdict(await signedJpeg(), 'image/jpeg')).class).toBe('good');
    expect((await inspectManifest(await signedJpeg())).failure?.code).toBe('no_license_assertion');
  });
  it('fails a v2 manifest whose label is no C2PA label, whatever its claim box’s label says (licensed.mp4)', async () => {
    // Neither label is covered by a hash: the claim box is found by its UUID and its version by its fields,
    // so a claim box relabelled `c2pa.claim.w2` still holds a v2 claim whose manifest label must be urn:c2pa:.
    const original = vector('media/licensed.mp4');
    const latin1 = Buffer.from(original).toString('latin1');
    const relabelled = (manifestLabel: boolean) => {
      const bytes = original.slice();
      bytes[latin1.indexOf('c2pa.claim.v2') + 11] = 'w'.charCodeAt(0);
      if (manifestLabel) bytes[latin1.indexOf('urn:c2pa:') + 4] = 'b'.charCodeAt(0);
      return bytes;
    };
    // the claim box's label alone: both read it as good
    expect((await officialVerdict(relabelled(false), 'video/mp4')).class).toBe('good');
    expect(await oursAccepts(relabelled(false))).toBe(true);
    // with the manifest label `urn:b2pa:…` too, both find the claim malformed
    expect((await officialVerdict(relabelled(true), 'video/mp4')).failures).toContain('claim.malformed');
    const inspection = await inspectManifest(relabelled(true));
    expect(inspection.failure?.code).toBe('manifest_invalid');
    expect(inspection.manifest?.failures).toContain('claim.malformed');
  });
});
