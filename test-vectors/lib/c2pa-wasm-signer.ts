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
import { type Cbor, encodeCbor } from '../../packages/core/src/c2pa/cbor-encode.js';
import { pemCertificates } from '../../packages/core/src/c2pa/pem.js';
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
