/**
 * Writing a C2PA manifest store: the JUMBF boxes, a v2 claim over its assertions, and the claim's COSE_Sign1
 * signature (ES256, the certificate chain in the protected header under label 33). One manifest, its
 * assertions given as CBOR values; the hard binding is filled in once the container has room for the store.
 *
 * The bytes are those the manifests of this library had when c2pa-ts wrote them (JUMBF description boxes
 * requestable and labelled, every CBOR map with a two-byte count, the same padding rules), so that
 * the committed test vectors regenerate byte for byte.
 */
import { utf8 } from '../../lib/base64url.js';
import { platform } from '../../platform/current.js';
import { type Cbor, encodeCbor } from '../cbor/encode.js';

/** The C2PA JUMBF content types: four characters, then the ISO 19566-5 suffix. */
const UUID_SUFFIX = [0x00, 0x11, 0x00, 0x10, 0x80, 0x00, 0x00, 0xaa, 0x00, 0x38, 0x9b, 0x71];
const uuidOf = (fourcc: string) => new Uint8Array([...utf8(fourcc), ...UUID_SUFFIX]);
const STORE_UUID = uuidOf('c2pa');
const MANIFEST_UUID = uuidOf('c2ma');
const ASSERTIONS_UUID = uuidOf('c2as');
const CLAIM_UUID = uuidOf('c2cl');
const SIGNATURE_UUID = uuidOf('c2cs');
/** A CBOR assertion's box. */
const CBOR_UUID = uuidOf('cbor');

/** The COSE algorithm identifier of ES256 (ECDSA P-256 with SHA-256). */
export const COSE_ES256 = -7;
/** The COSE header label of the X.509 certificate chain (`x5chain`, RFC 9360). */
const COSE_X5CHAIN = 33;
/** CBOR tag of a COSE_Sign1. */
const COSE_SIGN1_TAG = 18;

/** The padding a data hash assertion starts with, taken from as its exclusion is filled in. */
const DATA_HASH_PADDING = 100;

/** Who signs the claim: ES256, with the DER of the signing certificate and of its chain. */
export interface ClaimSigner {
  /** The COSE algorithm: ES256 only. */
  readonly algorithm: typeof COSE_ES256;
  /** The signing certificate, DER. */
  readonly certificate: Uint8Array;
  /** The intermediates, DER, the leaf's issuer first. */
  readonly chainCertificates: readonly Uint8Array[];
  /** The raw 64-byte `r‖s` signature of `payload`. */
  sign(payload: Uint8Array): Promise<Uint8Array>;
}

/** An assertion: its label and its CBOR content. */
export interface AssertionContent {
  label: string;
  content: Cbor;
}

function box(type: string, parts: readonly Uint8Array[]): Uint8Array {
  const length = 8 + parts.reduce((n, p) => n + p.length, 0);
  const out = new Uint8Array(length);
  new DataView(out.buffer).setUint32(0, length);
  out.set(utf8(type), 4);
  let at = 8;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** A JUMBF superbox: a description box (requestable, labelled) of content type `uuid`, then `children`. */
function superbox(label: string, uuid: Uint8Array, children: readonly Uint8Array[]): Uint8Array {
  const description = box('jumd', [uuid, new Uint8Array([0x03]), utf8(label), new Uint8Array(1)]);
  return box('jumb', [description, ...children]);
}

const cbor = (value: Cbor) => encodeCbor(value, { wideMapHeads: true });

/** The JUMBF superbox of an assertion: a `cbor` box under its label. */
export function assertionBox(assertion: AssertionContent): Uint8Array {
  return superbox(assertion.label, CBOR_UUID, [box('cbor', [cbor(assertion.content)])]);
}

/** The content of a `c2pa.hash.data` assertion over a file with one exclusion (empty while room is measured). */
export function dataHashContent(
  exclusion: { start: number; length: number } | null,
  hash: Uint8Array,
  padding: number,
): Cbor {
  return {
    exclusions: exclusion ? [{ start: exclusion.start, length: exclusion.length }] : [],
    alg: 'sha256',
    hash,
    pad: new Uint8Array(padding),
  };
}

/**
 * The padding of a data hash assertion once its exclusion is filled in: what it started with, less what
 * the exclusion adds, so that the assertion keeps the length the container's room was made for.
 */
export function dataHashPadding(exclusion: { start: number; length: number }): number {
  const zero = new Uint8Array(32);
  const grown =
    cbor(dataHashContent(exclusion, zero, DATA_HASH_PADDING)).length -
    cbor(dataHashContent(null, zero, DATA_HASH_PADDING)).length;
  if (grown > DATA_HASH_PADDING) throw new Error('not enough padding for the data hash exclusion');
  return DATA_HASH_PADDING - grown;
}

/** A data hash assertion as written before its exclusion is known: no exclusion, a zero hash. */
export function placeholderDataHash(): Cbor {
  return dataHashContent(null, new Uint8Array(32), DATA_HASH_PADDING);
}

export interface ManifestInput {
  /** The manifest's label (`urn:c2pa:<uuid>`). */
  label: string;
  /** The claim's `instanceID`. */
  instanceID: string;
  /** `claim_generator_info.name`. */
  claimGenerator: string;
  /** The assertions, in the order of the claim's `created_assertions`. */
  assertions: readonly AssertionContent[];
  /** Room for the signature: the COSE unprotected header's `pad` before signing. */
  signaturePadding: number;
}

/** The COSE_Sign1 of the claim: protected header (alg, x5chain), `pad`, no payload, the signature. */
function coseSign1(protectedHeader: Uint8Array, padding: number, signature: Uint8Array): Uint8Array {
  return cbor({
    tag: COSE_SIGN1_TAG,
    value: [protectedHeader, { pad: new Uint8Array(padding) }, null, signature],
  });
}

function manifestStore(
  input: ManifestInput,
  assertionBoxes: readonly Uint8Array[],
  claim: Uint8Array,
  signature: Uint8Array,
): Uint8Array {
  const manifest = superbox(input.label, MANIFEST_UUID, [
    superbox('c2pa.assertions', ASSERTIONS_UUID, assertionBoxes),
    superbox('c2pa.claim.v2', CLAIM_UUID, [box('cbor', [claim])]),
    superbox('c2pa.signature', SIGNATURE_UUID, [box('cbor', [signature])]),
  ]);
  return superbox('c2pa', STORE_UUID, [manifest]);
}

async function claimOf(
  input: ManifestInput,
  assertionBoxes: readonly Uint8Array[],
  hashes: boolean,
): Promise<Uint8Array> {
  const sha256 = platform().sha256.bind(platform());
  const created: Cbor[] = [];
  for (const [i, assertion] of input.assertions.entries()) {
    // A hashed URI's hash covers the assertion's superbox without its own LBox/TBox.
    const hash = hashes ? await sha256((assertionBoxes[i] as Uint8Array).subarray(8)) : new Uint8Array(32);
    created.push({ url: `self#jumbf=c2pa.assertions/${assertion.label}`, hash });
  }
  return cbor({
    alg: 'sha256',
    instanceID: input.instanceID,
    signature: 'self#jumbf=c2pa.signature',
    claim_generator_info: { name: input.claimGenerator },
    created_assertions: created,
    gathered_assertions: [],
    redacted_assertions: [],
  });
}

function protectedHeaderOf(signer: ClaimSigner): Uint8Array {
  return cbor({
    map: [
      [1, signer.algorithm],
      [COSE_X5CHAIN, [signer.certificate, ...signer.chainCertificates]],
    ],
  });
}

/**
 * The length of the store `input` makes, before the hard binding is known: the room the container
 * must make for it. The assertions' lengths must not change between this and {@link signManifest}.
 */
export async function measureManifest(input: ManifestInput, signer: ClaimSigner): Promise<number> {
  const boxes = input.assertions.map(assertionBox);
  const claim = await claimOf(input, boxes, false);
  const cose = coseSign1(protectedHeaderOf(signer), input.signaturePadding, new Uint8Array(0));
  return manifestStore(input, boxes, claim, cose).length;
}

/**
 * The signed store: the claim over the assertions' hashes, signed with `signer` (COSE Sig_structure
 * `["Signature1", protected, h'', claim]`), its padding less what the signature takes, so the store is
 * as long as {@link measureManifest} said.
 */
export async function signManifest(input: ManifestInput, signer: ClaimSigner): Promise<Uint8Array> {
  const boxes = input.assertions.map(assertionBox);
  const claim = await claimOf(input, boxes, true);
  const protectedHeader = protectedHeaderOf(signer);
  const toBeSigned = encodeCbor(['Signature1', protectedHeader, new Uint8Array(0), claim]);
  const signature = await signer.sign(toBeSigned);
  const unsigned = coseSign1(protectedHeader, input.signaturePadding, new Uint8Array(0)).length;
  const grown = coseSign1(protectedHeader, input.signaturePadding, signature).length - unsigned;
  if (grown > input.signaturePadding) throw new Error('not enough padding for the signature');
  const cose = coseSign1(protectedHeader, input.signaturePadding - grown, signature);
  return manifestStore(input, boxes, claim, cose);
}
