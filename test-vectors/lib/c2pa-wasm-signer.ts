/**
 * Signing with the official C2PA implementation (c2pa-rs compiled to WebAssembly,
 * `@contentauth/c2pa-wasm`'s `WasmBuilder`), to make files as another C2PA tool writes them. Node only,
 * for test-vector tooling (test-vectors/sign-with-c2pa-wasm.ts); never used by the library.
 *
 * Two things the package leaves to its caller in Node:
 * - its `WasmSigner` asks the `sign` callback for the whole COSE_Sign1 (it hands over the claim bytes
 *   and writes back what it gets): built here, ES256 with the certificate in `x5chain`, no time-stamp;
 *   `reserveSize` must be that structure's exact length, or c2pa-rs's hash no longer matches its own
 *   file (it hashes with the reserved size and writes the returned one);
 * - it reads its source `Blob` with the browser's `FileReaderSync`: given here for the Blobs made by
 *   {@link blobOf} (and their slices).
 *
 * The output is not deterministic (c2pa-rs draws the manifest's label and instance ids at random):
 * the signed files are committed as they came out.
 */
import { WasmBuilder } from '@contentauth/c2pa-wasm';
import { p256 } from '@noble/curves/nist.js';
import { type Cbor, encodeCbor } from '../../packages/core/src/c2pa/cbor/encode.js';
import { pemCertificates } from '../../packages/core/src/c2pa/cose/pem.js';
import { verifyContent } from '../../packages/core/src/index.js';
import { IDS, ISSUER, JWKS, receiptClaims, receiptHeader, TEST_KEY } from './fixtures.js';
import { signJws } from './jws.js';
import { initOfficialReader } from './official-reader.js';

export { encodeCbor };

const bytesOf = new WeakMap<Blob, Uint8Array>();
let installed = false;

function install(): void {
  if (installed) return;
  installed = true;
  const nativeSlice = Blob.prototype.slice;
  Blob.prototype.slice = function (this: Blob, start?: number, end?: number, type?: string) {
    const out = nativeSlice.call(this, start, end, type);
    const bytes = bytesOf.get(this);
    if (bytes) bytesOf.set(out, bytes.slice(start, end));
    return out;
  };
  (globalThis as Record<string, unknown>).FileReaderSync = class {
    readAsArrayBuffer(blob: Blob): ArrayBuffer {
      const bytes = bytesOf.get(blob);
      if (!bytes) throw new Error('FileReaderSync: a Blob not made by blobOf');
      return bytes.slice().buffer;
    }
  };
  initOfficialReader(); // the one WebAssembly instance, shared with the reader
}

/** A Blob c2pa-wasm can read in Node. */
export function blobOf(bytes: Uint8Array): Blob {
  install();
  const blob = new Blob([bytes.slice()]);
  bytesOf.set(blob, bytes.slice());
  return blob;
}

/** A COSE_Sign1 (tag 18) over `claim`, detached payload, ES256, `x5chain` the leaf alone. */
function coseSign1(claim: Uint8Array, leafDer: Uint8Array, secretKey: Uint8Array): Uint8Array {
  const protectedHeader = encodeCbor(
    new Map<number, Cbor>([
      [1, -7],
      [33, [leafDer]],
    ]),
  );
  const toBeSigned = encodeCbor(['Signature1', protectedHeader, new Uint8Array(0), claim]);
  const signature = p256.sign(toBeSigned, secretKey);
  const body = encodeCbor([protectedHeader, new Map(), null, signature]);
  const out = new Uint8Array(body.length + 1);
  out[0] = 0xd2;
  out.set(body, 1);
  return out;
}

export interface WasmSigning {
  /** The leaf certificate (PEM) and its private scalar. */
  leafPem: string;
  leafSecretKey: Uint8Array;
  /** The manifest definition (c2pa-rs's `ManifestDefinition` JSON). */
  definition: Record<string, unknown>;
  /** c2pa-rs settings besides `verify.verify_after_sign: false` (e.g. `core.merkle_tree_chunk_size_in_kb`). */
  settings?: Record<string, unknown>;
  /**
   * Ingredients c2pa-rs reads from signed files (`addIngredientFromBlob`): it validates each file's
   * manifest store, records what it found in the ingredient assertion (`validationResults`) and copies
   * the store into the new one. `definition` is c2pa-rs's ingredient JSON (`title`, `relationship`, `label`).
   */
  ingredients?: Array<{ definition: Record<string, unknown>; mediaType: string; file: Uint8Array }>;
}

/** `file` signed by c2pa-rs (`WasmBuilder.sign`) as `mediaType`. */
export async function signWithC2paWasm(
  file: Uint8Array,
  mediaType: string,
  signing: WasmSigning,
): Promise<Uint8Array> {
  install();
  const [leafDer] = pemCertificates(signing.leafPem);
  if (!leafDer) throw new Error('no leaf certificate');
  const sign = (claim: Uint8Array) => coseSign1(claim, leafDer, signing.leafSecretKey);
  const settings = { ...signing.settings, verify: { verify_after_sign: false } };
  const builder = WasmBuilder.fromJson(JSON.stringify(signing.definition), JSON.stringify(settings));
  try {
    for (const ingredient of signing.ingredients ?? [])
      await builder.addIngredientFromBlob(
        JSON.stringify(ingredient.definition),
        ingredient.mediaType,
        blobOf(ingredient.file),
      );
    const signed = await builder.sign(
      {
        alg: 'es256',
        reserveSize: sign(new Uint8Array(1)).length,
        sign: async (claim) => sign(claim) as Uint8Array<ArrayBuffer>,
      },
      [],
      mediaType,
      blobOf(file),
    );
    return new Uint8Array(signed);
  } finally {
    builder.free();
  }
}

/**
 * A manifest definition for c2pa-rs: a `c2pa.actions.v2` assertion (`c2pa.created`, a digital capture),
 * the TLP license assertion with `receipt`, and `extra` assertions before them.
 */
export function licenseDefinition(
  mediaType: string,
  title: string,
  receipt: string,
  extra: Array<{ label: string; data: unknown }> = [],
) {
  return {
    claim_generator_info: [{ name: 'tlp-test-vectors', version: '1' }],
    title,
    format: mediaType,
    assertions: [
      ...extra,
      {
        label: 'c2pa.actions.v2',
        data: {
          actions: [
            {
              action: 'c2pa.created',
              digitalSourceType: 'http://cv.iptc.org/newscodes/digitalsourcetype/digitalCapture',
            },
          ],
        },
      },
      { label: 'ai.tlp.license', data: { receipt, verify_url: `${ISSUER}/r/${IDS.receipt}` } },
    ],
  };
}

/** The vectors' test receipt for an artifact of `mediaType` whose SHA-256 is `artifactSha256` (hex). */
export const licenseReceipt = (mediaType: string, artifactSha256: string) =>
  signJws(receiptHeader(TEST_KEY), receiptClaims({ artifactSha256, mediaType }), TEST_KEY);

/** The digest of a signed file without its manifest, as `verifyContent` computes it. */
export async function contentDigestOf(signed: Uint8Array): Promise<string> {
  const verdict = await verifyContent(signed, { issuer: ISSUER, jwks: JWKS, mode: 'test' });
  const digest = verdict.contentDigest;
  if (!digest) throw new Error(`no content digest: ${JSON.stringify(verdict).slice(0, 300)}`);
  return digest.replace(/^sha256:/, '');
}

/**
 * `file` signed by c2pa-rs with a license whose receipt names it without its manifest (and `ingredients`,
 * read by c2pa-rs from their signed files). Signed twice:
 * first with a receipt over nothing in particular, to learn the digest of the signed file without its
 * manifest (c2pa-rs may add or rewrite bytes of its own around the store), then with a receipt naming
 * that digest (a receipt of the same length, so the file around the store comes out the same).
 */
export async function signLicensedWithC2paWasm(
  file: Uint8Array,
  mediaType: string,
  title: string,
  leaf: Pick<WasmSigning, 'leafPem' | 'leafSecretKey'>,
  settings: Record<string, unknown> = {},
  ingredients: WasmSigning['ingredients'] = [],
): Promise<Uint8Array> {
  const first = await signWithC2paWasm(file, mediaType, {
    ...leaf,
    settings,
    ingredients,
    definition: licenseDefinition(mediaType, title, licenseReceipt(mediaType, '00'.repeat(32))),
  });
  const digest = await contentDigestOf(first);
  return signWithC2paWasm(file, mediaType, {
    ...leaf,
    settings,
    ingredients,
    definition: licenseDefinition(mediaType, title, licenseReceipt(mediaType, digest)),
  });
}
