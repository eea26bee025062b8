/**
 * Structure checks the official reader (c2pa-rs) makes and c2pa-ts does not, so that we never call
 * valid what it rejects. c2pa-ts re-serializes the boxes it parsed before hashing them, so a damaged
 * box length or a changed byte it does not model goes unnoticed; these checks read the bytes as
 * they are:
 * - the JUMBF box tree, as c2pa-rs's box reader does: every superbox starts with a description box
 *   (`jumd`) that is requestable and labelled and is consumed exactly, and its boxes end exactly where it ends;
 * - the manifest label of a v2 claim, as c2pa-rs's `manifest_label_to_parts` accepts it;
 * - the claim signature as one tagged COSE_Sign1 (tag 18) with well-formed headers and nothing after it,
 *   its algorithm and certificates under the labels where c2pa-rs and c2pa-ts both find them.
 */

import { ownValue } from '../../lib/own.js';
import { CborError, CborMap, CborTagged, type CborValue, decodeStrictCbor } from '../cbor/decode.js';

export interface JumbfBox {
  /** The four-character box type (`jumb`, `jumd`, `cbor`, …). */
  type: string;
  /** Offsets in the store: the box's first byte, its payload (after the header) and its end. */
  start: number;
  payload: number;
  end: number;
  /** For a superbox (`jumb`): its description's label, UUID (hex), toggles, and the boxes after it. */
  label?: string;
  uuid?: string;
  children?: JumbfBox[];
}

export class JumbfError extends Error {}

const MAX_DEPTH = 32;
const u32 = (b: Uint8Array, at: number) =>
  (((b[at] as number) << 24) |
    ((b[at + 1] as number) << 16) |
    ((b[at + 2] as number) << 8) |
    (b[at + 3] as number)) >>>
  0;
const fourcc = (b: Uint8Array, at: number) => String.fromCharCode(...b.subarray(at, at + 4));
const hex = (b: Uint8Array) => Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * A box header at `at`, which must end by `limit`. With `toStoreEnd`, a length that runs past the end
 * of the whole store is read as ending there: c2pa-rs reads a superbox's boxes until its length or the
 * end of the data, whichever comes first, so a superbox that is last in the store (the store itself,
 * the last manifest, its last box) may declare more than there is. Its boxes are read all the same.
 */
function header(
  bytes: Uint8Array,
  at: number,
  limit: number,
  toStoreEnd = false,
): { type: string; payload: number; end: number } {
  if (at + 8 > limit) throw new JumbfError(`a box header at ${at} runs past its parent`);
  let size = u32(bytes, at);
  const type = fourcc(bytes, at + 4);
  let payload = at + 8;
  if (size === 1) {
    if (at + 16 > limit) throw new JumbfError(`a box header at ${at} runs past its parent`);
    const high = u32(bytes, at + 8);
    if (high !== 0) throw new JumbfError(`the ${type} box at ${at} is too large`);
    size = u32(bytes, at + 12);
    payload = at + 16;
  }
  if (size < payload - at) throw new JumbfError(`the ${type} box at ${at} has length ${size}`);
  const end = toStoreEnd && at + size > bytes.length ? bytes.length : at + size;
  if (end > limit) throw new JumbfError(`the ${type} box at ${at} (length ${size}) runs past its parent`);
  return { type, payload, end };
}

/** A description box (`jumd`), read as c2pa-rs reads it: it must be consumed exactly. */
function description(bytes: Uint8Array, payload: number, end: number): { label: string; uuid: string } {
  if (end - payload < 16 + 1 + 1) throw new JumbfError(`the description box at ${payload - 8} is too short`);
  const uuid = hex(bytes.subarray(payload, payload + 16));
  const toggles = bytes[payload + 16] as number;
  if ((toggles & 0x03) !== 0x03) {
    throw new JumbfError(`the description box at ${payload - 8} is not requestable and labelled`);
  }
  let at = payload + 17;
  const nul = bytes.indexOf(0, at);
  if (nul < 0 || nul >= end) throw new JumbfError(`the label at ${at} does not end inside its box`);
  let label: string;
  try {
    label = utf8.decode(bytes.subarray(at, nul));
  } catch {
    throw new JumbfError(`the label at ${at} is not UTF-8`);
  }
  if (!label) throw new JumbfError(`the description box at ${payload - 8} has an empty label`);
  at = nul + 1;
  if (toggles & 0x04) at += 4; // box ID
  if (toggles & 0x08) at += 32; // signature (a hash of the box)
  if (toggles & 0x10) {
    // A private box: the salt (`c2sh`), filling the rest.
    const inner = header(bytes, at, end);
    if (inner.type !== 'c2sh')
      throw new JumbfError(`the description box of ${label} holds a ${inner.type} box`);
    at = inner.end;
  }
  if (at !== end) throw new JumbfError(`the description box of ${label} does not end where its length says`);
  return { label, uuid };
}

function superbox(bytes: Uint8Array, at: number, limit: number, depth: number): JumbfBox {
  if (depth >= MAX_DEPTH) throw new JumbfError('JUMBF boxes nested too deeply');
  const box = header(bytes, at, limit, true);
  if (box.type !== 'jumb') throw new JumbfError(`expected a jumb box at ${at}, found ${box.type}`);
  const desc = header(bytes, box.payload, box.end);
  if (desc.type !== 'jumd')
    throw new JumbfError(`the superbox at ${at} does not start with a description box`);
  const { label, uuid } = description(bytes, desc.payload, desc.end);
  const children: JumbfBox[] = [];
  let pos = desc.end;
  while (pos < box.end) {
    if (pos + 8 <= box.end && fourcc(bytes, pos + 4) === 'jumb') {
      const nested = superbox(bytes, pos, box.end, depth + 1);
      children.push(nested);
      pos = nested.end;
      continue;
    }
    const child = header(bytes, pos, box.end);
    children.push({ type: child.type, start: pos, payload: child.payload, end: child.end });
    pos = child.end;
  }
  return { type: 'jumb', start: at, payload: box.payload, end: box.end, label, uuid, children };
}

/**
 * The manifest store's box tree, read strictly; throws {@link JumbfError} where c2pa-rs would not read it.
 * Bytes after the store's box (`root.end` short of `bytes.length`: zero padding a signer left in the
 * container piece, or anything else) are not read, as c2pa-rs's `Store::from_jumbf` reads one superbox
 * (`BoxReader::read_super_box`) and nothing after it, whatever the container.
 */
export function parseJumbf(bytes: Uint8Array): JumbfBox {
  return superbox(bytes, 0, bytes.length, 0);
}

/**
 * The store with every superbox's length as it was read (see {@link parseJumbf}): where a last
 * superbox declares more than the store holds, its LBox is set to what it holds, which is how
 * c2pa-rs reads it, so that a library that trusts the declared lengths reads the same boxes. The
 * same bytes when no length was clamped. No LBox is covered by a signature or a hash c2pa-rs checks
 * (hashes of boxes are recomputed over the boxes as read).
 */
export function withReadLengths(bytes: Uint8Array, tree: JumbfBox): Uint8Array {
  let copy: Uint8Array | null = null;
  const visit = (box: JumbfBox) => {
    const size = u32(bytes, box.start);
    if (size !== 1 && size !== box.end - box.start) {
      copy ??= bytes.slice();
      new DataView(copy.buffer, copy.byteOffset).setUint32(box.start, box.end - box.start);
    }
    for (const child of box.children ?? []) if (child.type === 'jumb') visit(child);
  };
  visit(tree);
  return copy ?? bytes;
}

/**
 * Whether c2pa-rs accepts `label` as the label of a manifest with a v2 claim (its
 * `manifest_label_to_parts`): `urn:c2pa:<guid>[:<claim generator>[:<version>[_<reason>]]]`, or the
 * v1 forms `urn:uuid:<guid>` and `<vendor>:urn:uuid:<guid>`.
 */
export function isManifestLabel(label: string): boolean {
  const parts = label.split(':');
  if (parts.length < 3) return false;
  if (parts[0] === 'urn') {
    if (parts[1] === 'uuid') return true;
    if (parts[1] !== 'c2pa' || parts.length > 5) return false;
    const vendor = parts[3];
    // at most 32 ASCII characters, no white space
    if (
      vendor &&
      (vendor.length > 32 || [...vendor].some((c) => c.charCodeAt(0) > 0x7f) || /[\t\n\v\f\r ]/.test(vendor))
    ) {
      return false;
    }
    const version = parts[4];
    if (version) {
      const [number, reason] = version.split('_');
      if (!/^\+?\d+$/.test(number ?? '') || (reason !== undefined && !/^\+?\d+$/.test(reason))) return false;
    }
    return true;
  }
  if (parts[1] === 'urn') return parts[2] === 'uuid' && parts.length === 4;
  return false;
}

const isInt = (v: CborValue) => typeof v === 'number' || typeof v === 'bigint';

/** A COSE header map as coset reads it: int or text labels, and the common parameters of their types. */
function checkHeader(header: CborValue, where: string): void {
  if (!(header instanceof CborMap)) throw new CborError(`the ${where} header is not a map`);
  for (const [label, value] of header.entries) {
    if (!isInt(label) && typeof label !== 'string')
      throw new CborError(`a ${where} header label is not int or text`);
    if (label === 1 && !isInt(value) && typeof value !== 'string')
      throw new CborError(`the ${where} alg is not int or text`);
    if (label === 2 && (!Array.isArray(value) || value.length === 0))
      throw new CborError(`the ${where} crit is not a list`);
    if (label === 3 && typeof value !== 'string' && !(typeof value === 'number' && value >= 0))
      throw new CborError(`the ${where} content type is invalid`);
    if ((label === 4 || label === 5 || label === 6) && !(value instanceof Uint8Array))
      throw new CborError(`the ${where} header parameter ${label} is not bytes`);
  }
}

/**
 * Checks a claim signature's bytes as c2pa-rs parses them (`CoseSign1::from_tagged_slice`): tag 18
 * around `[protected: bstr, unprotected: map, payload: nil / bstr, signature: bstr]`, headers
 * well-formed, nothing after it. Throws {@link CborError} with the reason.
 */
export function checkCoseSign1(bytes: Uint8Array): void {
  const value = decodeStrictCbor(bytes);
  if (!(value instanceof CborTagged) || value.tag !== 18)
    throw new CborError('the signature is not a tagged COSE_Sign1');
  const parts = value.value;
  if (!Array.isArray(parts) || parts.length !== 4) throw new CborError('COSE_Sign1 is not an array of four');
  const [protectedBytes, unprotected, payload, signature] = parts;
  if (!(protectedBytes instanceof Uint8Array)) throw new CborError('the protected header is not bytes');
  if (protectedBytes.length > 0) checkHeader(decodeStrictCbor(protectedBytes), 'protected');
  checkHeader(unprotected as CborValue, 'unprotected');
  // A detached payload is nil; c2pa-rs's CBOR reader takes `undefined` (simple value 23) as nil too.
  if (payload !== null && payload !== undefined && !(payload instanceof Uint8Array))
    throw new CborError('the COSE payload is not nil or bytes');
  if (!(signature instanceof Uint8Array)) throw new CborError('the COSE signature is not bytes');
  const protectedHeader =
    protectedBytes.length > 0 ? (decodeStrictCbor(protectedBytes) as CborMap) : undefined;
  checkHeaderLabels(protectedHeader, unprotected as CborMap);
  // COSE ECDSA signatures are raw r‖s (RFC 9053); c2pa-ts would also take a DER-encoded one.
  const alg = protectedHeader?.get(1);
  const size = typeof alg === 'number' ? ownValue(ECDSA_SIGNATURE_BYTES, alg) : undefined;
  if (size !== undefined && signature.length !== size) {
    throw new CborError(`an ECDSA signature of ${signature.length} bytes, not ${size}`);
  }
}

/**
 * The header parameters c2pa-ts and c2pa-rs must find in the same place. c2pa-ts reads a header as a
 * JavaScript object, where the integer label 1 and the text label "1" are one key, and takes the
 * x5chain from label 33 or "x5chain" of either header; c2pa-rs (coset) tells integer and text labels
 * apart:
 * - the algorithm is the protected header's integer label 1 (c2pa-rs `sign1.rs`,
 *   `signing_alg_from_sign1`), so a text label "1" is no algorithm there (`algorithm.unsupported`);
 * - the certificates are under the integer label 33 or "x5chain" in the protected header, else under
 *   "x5chain" in the unprotected one (`sign1.rs`, `cert_chain_from_sign1` and
 *   `get_unprotected_header_certs`): a text label "33", or 33 in the unprotected header, is no chain
 *   there (`CoseX5ChainMissing`, the store unreadable).
 */
function checkHeaderLabels(protectedHeader: CborMap | undefined, unprotected: CborMap): void {
  if (protectedHeader?.entries.some(([label]) => label === '1'))
    throw new CborError('the protected header has a text label "1", which is no algorithm for c2pa-rs');
  for (const [header, where] of [
    [protectedHeader, 'protected'],
    [unprotected, 'unprotected'],
  ] as const) {
    if (header?.entries.some(([label]) => label === '33'))
      throw new CborError(`the ${where} header has a text label "33", which is no x5chain for c2pa-rs`);
  }
  if (unprotected.entries.some(([label]) => label === 33))
    throw new CborError('the unprotected header has the label 33, where c2pa-rs reads no x5chain');
}

/** Raw signature sizes of the COSE ECDSA algorithms: ES256, ES384, ES512. */
const ECDSA_SIGNATURE_BYTES: Record<number, number> = { [-7]: 64, [-35]: 96, [-36]: 132 };

/** The child superbox of `box` with `label`, if exactly one. */
export function childByLabel(box: JumbfBox, label: string): JumbfBox | undefined {
  const found = (box.children ?? []).filter((c) => c.label === label);
  return found.length === 1 ? found[0] : undefined;
}

/**
 * The problems c2pa-rs would find in one manifest (already parsed strictly): its label, for a v2 claim,
 * and its claim signature's COSE structure. Empty when there are none. The claim's version is the one
 * its fields give and the COSE bytes those of the box found by its UUID (claim/store.ts), never what a
 * box label says: those labels, which no hash covers, may say anything.
 */
export function checkManifestBox(manifest: {
  label: string;
  claim: { version: number };
  cose: Uint8Array;
}): string[] {
  const problems: string[] = [];
  if (manifest.claim.version === 2 && !isManifestLabel(manifest.label)) {
    problems.push(`the manifest label ${JSON.stringify(manifest.label)} is not a C2PA manifest label`);
  }
  try {
    checkCoseSign1(manifest.cose);
  } catch (error) {
    problems.push(`the claim signature is not a well-formed COSE_Sign1: ${(error as Error).message}`);
  }
  return problems;
}
