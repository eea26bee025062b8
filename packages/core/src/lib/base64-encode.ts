/**
 * Bytes written as text, and standard base64 read: what the files' code needs beside the receipts'
 * base64url decoding (`./base64url.ts`), apart from it so that a receipt's verification does not carry it.
 */
import { ALPHABET, base64urlDecode, NodeBuffer } from './base64url.js';

const STANDARD = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * Decodes standard base64 (RFC 4648 §4) with its padding, canonical only, as the `base64` crate's
 * `STANDARD` engine does (c2pa-rs's): no whitespace, the padding required, unused bits zero; `null` else.
 */
export function base64Decode(input: string): Uint8Array | null {
  if (input.length % 4 !== 0 || !STANDARD.test(input)) return null;
  return base64urlDecode(input.replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_'));
}

/** Encodes bytes as unpadded base64url. */
export function base64urlEncode(bytes: Uint8Array): string {
  if (NodeBuffer) return NodeBuffer.from(bytes).toString('base64url');
  let out = '';
  let i = 0;
  for (; i + 2 < bytes.length; i += 3) {
    const n = ((bytes[i] as number) << 16) | ((bytes[i + 1] as number) << 8) | (bytes[i + 2] as number);
    out += ALPHABET[n >> 18]! + ALPHABET[(n >> 12) & 63]! + ALPHABET[(n >> 6) & 63]! + ALPHABET[n & 63]!;
  }
  const rest = bytes.length - i;
  if (rest === 1) {
    const n = (bytes[i] as number) << 16;
    out += ALPHABET[n >> 18]! + ALPHABET[(n >> 12) & 63]!;
  } else if (rest === 2) {
    const n = ((bytes[i] as number) << 16) | ((bytes[i + 1] as number) << 8);
    out += ALPHABET[n >> 18]! + ALPHABET[(n >> 12) & 63]! + ALPHABET[(n >> 6) & 63]!;
  }
  return out;
}

export function toHex(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i++) out += (bytes[i] as number).toString(16).padStart(2, '0');
  return out;
}
