import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { locateManifest } from '../asset/index.js';
import { CborError, decodeStrictCbor } from '../cbor/decode.js';
import {
  checkCoseSign1,
  checkManifestBox,
  childByLabel,
  isManifestLabel,
  JumbfError,
  parseJumbf,
  withReadLengths,
} from './parse.js';

const vector = (name: string) =>
  new Uint8Array(
    readFileSync(fileURLToPath(new URL(`../../../../../test-vectors/images/${name}`, import.meta.url))),
  );
const store = () => locateManifest(vector('licensed.jpg'))!.jumbf!.slice();

/** CBOR of a COSE_Sign1: tag 18, [protected (alg ES256), unprotected, payload, signature]. */
function cose({
  tag = true,
  payload = [0xf6],
  signature = 64,
  unprotected = [0xa0],
  protectedHeader = [0x43, 0xa1, 0x01, 0x26], // bstr(3) { 1: -7 }
}: {
  tag?: boolean;
  payload?: number[];
  signature?: number;
  unprotected?: number[];
  protectedHeader?: number[];
} = {}) {
  const sig = [0x58, signature, ...new Array(signature).fill(7)];
  return new Uint8Array([
    ...(tag ? [0xd2] : []),
    0x84,
    ...protectedHeader,
    ...unprotected,
    ...payload,
    ...sig,
  ]);
}

describe('the JUMBF structure, read as c2pa-rs reads it', () => {
  it('accepts what we embed, and finds its boxes', () => {
    const root = parseJumbf(store());
    expect(root.label).toBe('c2pa');
    const manifest = root.children![0]!;
    expect(manifest.label).toMatch(/^urn:c2pa:/);
    expect(childByLabel(manifest, 'c2pa.signature')?.children?.[0]?.type).toBe('cbor');
    const cose = childByLabel(manifest, 'c2pa.signature')!.children![0]!;
    const coseBytes = store().subarray(cose.payload, cose.end);
    expect(checkManifestBox({ label: manifest.label!, claim: { version: 2 }, cose: coseBytes })).toEqual([]);
    expect(checkManifestBox({ label: 'urn:b2pa:x', claim: { version: 2 }, cose: coseBytes })).toHaveLength(1);
    expect(checkManifestBox({ label: 'urn:b2pa:x', claim: { version: 1 }, cose: coseBytes })).toEqual([]);
  });

  it('rejects a description box whose length is one more or one less (c2pa-ts re-serializes and misses it)', () => {
    for (const delta of [1, -1]) {
      const bytes = store();
      bytes[11] = (bytes[11] as number) + delta; // LBox of the store's jumd, at 8
      expect(() => parseJumbf(bytes)).toThrow(JumbfError);
    }
  });

  it('rejects a box that runs past its parent but not past the store', () => {
    const bytes = store();
    const manifest = parseJumbf(bytes).children![0]!;
    const claim = manifest.children!.find((c) => c.label === 'c2pa.claim.v2')!;
    bytes[claim.start + 3] = (bytes[claim.start + 3] as number) + 1; // the claim box, followed by the signature
    expect(() => parseJumbf(bytes)).toThrow(/runs past its parent/);
    const assertions = store();
    assertions[manifest.children![0]!.start + 3]! -= 1; // the assertion store box, one byte short
    expect(() => parseJumbf(assertions)).toThrow(JumbfError);
  });

  it('reads the store box and not the bytes after it, zero or not, as c2pa-rs reads one superbox', () => {
    const original = store();
    for (const after of [[0], [0, 0], [1, 2]]) {
      const tree = parseJumbf(new Uint8Array([...original, ...after]));
      expect(tree.end).toBe(original.length);
      expect(tree.children?.length).toBe(parseJumbf(original).children?.length);
    }
  });

  it("reads a last superbox (the store, its last manifest, that manifest's last box) whose length runs past the store to the store's end, as c2pa-rs does", () => {
    const original = store();
    const expected = parseJumbf(original);
    const manifest = expected.children!.at(-1)!;
    const signature = manifest.children!.at(-1)!;
    expect(signature.label).toBe('c2pa.signature');
    for (const [at, value] of [
      [3, 0xff], // the store
      [manifest.start + 3, (original[manifest.start + 3] as number) + 1], // the last manifest, one byte more
      [signature.start, 0x01], // the signature box, 16 MB more
    ] as const) {
      const bytes = original.slice();
      bytes[at] = value;
      const tree = parseJumbf(bytes);
      expect(tree).toEqual(expected);
      // what c2pa-ts is given: the lengths as read, the same bytes as before the change
      expect(withReadLengths(bytes, tree)).toEqual(original);
    }
    expect(withReadLengths(original, expected)).toBe(original);
  });

  it('rejects a description box that is not requestable and labelled', () => {
    const bytes = store();
    bytes[8 + 8 + 16] = 0x02; // toggles of the store's jumd
    expect(() => parseJumbf(bytes)).toThrow(/requestable/);
  });
});

describe('manifest labels, as c2pa-rs accepts them', () => {
  it.each([
    'urn:c2pa:b910e065-1b92-829b-a2cd-6ed94f8a0d98',
    'urn:c2pa:5259041e-8171-49c9-acc2-915f1a48e3a5:contentauth',
    'urn:c2pa:d9702464-4d0f-4e39-98e3-4ad5f4fa6a44:update_manifest_vendor',
    'urn:c2pa:d9702464-4d0f-4e39-98e3-4ad5f4fa6a44::2_1',
    'urn:uuid:83875007-1e81-4027-847f-4137f13027db',
    'adobe:urn:uuid:f3a46a78-8103-4e04-9f98-abcf03ebab19',
  ])('accepts %s', (label) => expect(isManifestLabel(label)).toBe(true));

  it.each([
    'vrn:c2pa:b910e065-1b92-829b-a2cd-6ed94f8a0d98',
    'urn:c2pb:b910e065-1b92-829b-a2cd-6ed94f8a0d98',
    'urn:c2pa:b:10e065-1b92-829b-a2cd-6ed94f8a0d98', // a 34-character "claim generator"
    'urn:c2pa:x:vendor:one',
    'urn:c2pa:x:a:1:2',
    'urn:c2pa',
    'adobe:urn:uuid:x:y',
  ])('rejects %s', (label) => expect(isManifestLabel(label)).toBe(false));
});

describe('the claim signature, as c2pa-rs parses a COSE_Sign1', () => {
  it('accepts a tagged COSE_Sign1 with a detached payload, nil or undefined (c2pa-rs reads both as nil)', () => {
    expect(() => checkCoseSign1(cose())).not.toThrow();
    expect(() => checkCoseSign1(cose({ payload: [0xf7] }))).not.toThrow();
  });

  it('rejects it untagged, with a payload that is not nil or bytes, or with a byte after it', () => {
    expect(() => checkCoseSign1(cose({ tag: false }))).toThrow(/tagged/);
    expect(() => checkCoseSign1(cose({ payload: [0xf5] }))).toThrow(/payload/);
    expect(() => checkCoseSign1(new Uint8Array([...cose(), 0]))).toThrow(/extra bytes/);
  });

  it('rejects a damaged unprotected header', () => {
    expect(() => checkCoseSign1(cose({ unprotected: [0xa1, 0x04, 0x01] }))).toThrow(/parameter 4/); // kid not bytes
    expect(() => checkCoseSign1(cose({ unprotected: [0xa2, 0x04, 0x40, 0x04, 0x40] }))).toThrow(/duplicate/);
  });

  it('rejects the labels c2pa-ts reads as alg or x5chain and c2pa-rs does not: text "1" and "33", 33 unprotected', () => {
    // bstr(6) { "1": -7, 1: -7 }: c2pa-ts takes either as the alg, c2pa-rs only the integer label.
    const textAlg = [0x46, 0xa2, 0x61, 0x31, 0x26, 0x01, 0x26];
    expect(() => checkCoseSign1(cose({ protectedHeader: textAlg }))).toThrow(/text label "1"/);
    // bstr(8) { 1: -7, "33": h'00' }
    const textChain = [0x48, 0xa2, 0x01, 0x26, 0x62, 0x33, 0x33, 0x41, 0x00];
    expect(() => checkCoseSign1(cose({ protectedHeader: textChain }))).toThrow(/text label "33"/);
    expect(() => checkCoseSign1(cose({ unprotected: [0xa1, 0x18, 0x21, 0x41, 0x00] }))).toThrow(/label 33/);
    expect(() => checkCoseSign1(cose({ unprotected: [0xa1, 0x62, 0x33, 0x33, 0x41, 0x00] }))).toThrow(/"33"/);
  });

  it('rejects an ES256 signature that is not raw r‖s (c2pa-ts also accepts DER)', () => {
    expect(() => checkCoseSign1(cose({ signature: 70 }))).toThrow(/ECDSA signature of 70 bytes/);
  });
});

describe('the strict CBOR decoder', () => {
  it('decodes one item that spans its bytes', () => {
    expect(decodeStrictCbor(new Uint8Array([0x83, 0x01, 0x20, 0x41, 0x09]))).toEqual([
      1,
      -1,
      new Uint8Array([9]),
    ]);
    expect(decodeStrictCbor(new Uint8Array([0x9f, 0x01, 0xff]))).toEqual([1]); // indefinite length
  });

  it('rejects cut-short data, invalid UTF-8 and reserved values', () => {
    expect(() => decodeStrictCbor(new Uint8Array([0x42, 0x01]))).toThrow(CborError);
    expect(() => decodeStrictCbor(new Uint8Array([0x61, 0xff]))).toThrow(/UTF-8/);
    expect(() => decodeStrictCbor(new Uint8Array([0x1c]))).toThrow(/reserved/);
  });
});
