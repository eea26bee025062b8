/**
 * The ISCC codec for one unit, the Content-Code Image v0 (ISO 24138): a header of four variable-length
 * nibbles (MainType, SubType, Version, Length), the digest after it, the whole in RFC 4648 base32
 * without padding, written `ISCC:` + that text.
 */

/** The MainType CONTENT, SubType IMAGE and Version 0 of the ISCC header. */
const MAIN_TYPE_CONTENT = 2;
const SUB_TYPE_IMAGE = 1;
const VERSION_0 = 0;

/** The lengths of an image code this module writes and reads, in bits. */
export const ISCC_IMAGE_BITS = [64, 128, 256] as const;
export type IsccImageBits = (typeof ISCC_IMAGE_BITS)[number];

export const isIsccImageBits = (bits: unknown): bits is IsccImageBits =>
  (ISCC_IMAGE_BITS as readonly unknown[]).includes(bits);

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32, upper case, without padding. */
export function base32Encode(bytes: Uint8Array): string {
  let out = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = ((buffer << 8) | byte) & 0xffff;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      out += ALPHABET[(buffer >> bits) & 31];
    }
  }
  if (bits > 0) out += ALPHABET[(buffer << (5 - bits)) & 31];
  return out;
}

/**
 * RFC 4648 base32 without padding, either case; null for a character outside the alphabet, a length no
 * byte string has, or set bits in the padding of the last character (one spelling per byte string).
 */
export function base32Decode(text: string): Uint8Array | null {
  if ([1, 3, 6].includes(text.length % 8)) return null;
  const out = new Uint8Array(Math.floor((text.length * 5) / 8));
  let buffer = 0;
  let bits = 0;
  let at = 0;
  for (const char of text.toUpperCase()) {
    const value = ALPHABET.indexOf(char);
    if (value < 0) return null;
    buffer = ((buffer << 5) | value) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      out[at++] = (buffer >> bits) & 0xff;
    }
  }
  if ((buffer & ((1 << bits) - 1)) !== 0) return null;
  return out;
}

/** The ISCC header of an image code of `bits` bits: MainType, SubType, Version, Length (32-bit chunks − 1). */
function imageHeader(bits: number): Uint8Array {
  // Each value is below 8, so each is one nibble: 0010 0001 0000 LLLL.
  return Uint8Array.of((MAIN_TYPE_CONTENT << 4) | SUB_TYPE_IMAGE, (VERSION_0 << 4) | (bits / 32 - 1));
}

/** `ISCC:` + base32 of the header and `digest` (its first `bits` / 8 bytes). */
export function encodeIsccImageCode(digest: Uint8Array, bits: IsccImageBits = 64): string {
  if (!isIsccImageBits(bits)) throw new RangeError(`an image code has 64, 128 or 256 bits, not ${bits}`);
  if (digest.length < bits / 8) throw new RangeError(`a ${bits}-bit code needs ${bits / 8} bytes`);
  const header = imageHeader(bits);
  const raw = new Uint8Array(header.length + bits / 8);
  raw.set(header);
  raw.set(digest.subarray(0, bits / 8), header.length);
  return `ISCC:${base32Encode(raw)}`;
}

/** An image code read back: its length in bits and its digest. */
export interface IsccImageCode {
  bits: IsccImageBits;
  digest: Uint8Array;
}

/**
 * Reads an ISCC Content-Code Image v0 (`ISCC:EEA…`, or without the `ISCC:` prefix, either case); null for
 * anything else: another kind of ISCC unit, a length other than 64, 128 or 256 bits, a body of another
 * length than its header says, or text that is not base32.
 */
export function decodeIsccImageCode(code: string): IsccImageCode | null {
  const text = code.startsWith('ISCC:') ? code.slice(5) : code;
  const raw = base32Decode(text);
  if (!raw || raw.length < 2) return null;
  // Header nibbles: MainType, SubType, Version, Length, each one nibble (values below 8) for this unit.
  const main = raw[0]! >> 4;
  const sub = raw[0]! & 15;
  const version = raw[1]! >> 4;
  const length = raw[1]! & 15;
  if (main !== MAIN_TYPE_CONTENT || sub !== SUB_TYPE_IMAGE || version !== VERSION_0 || length >= 8)
    return null;
  const bits = (length + 1) * 32;
  if (!isIsccImageBits(bits) || raw.length !== 2 + bits / 8) return null;
  return { bits, digest: raw.slice(2) };
}
