import { hash, randomBytes, timingSafeEqual } from 'node:crypto';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** 43 base62 characters carry 256.03 bits. */
export const KEY_BODY_LENGTH = 43;
export const API_KEY_PATTERN = /^rk_(test|live)_[0-9A-Za-z]{43}$/;

export type KeyMode = 'test' | 'live';

/** A new 256-bit secret key, `rk_<mode>_` then 43 characters of `[0-9A-Za-z]`, uniformly drawn. */
export function generateApiKey(mode: KeyMode): string {
  let body = '';
  while (body.length < KEY_BODY_LENGTH) {
    for (const byte of randomBytes(64)) {
      // 248 = 4 × 62: rejecting bytes at or above it keeps every character equally likely.
      if (byte < 248) body += BASE62[byte % 62];
      if (body.length === KEY_BODY_LENGTH) break;
    }
  }
  return `rk_${mode}_${body}`;
}

export function isWellFormedApiKey(key: string): boolean {
  return API_KEY_PATTERN.test(key);
}

export function modeOfKey(key: string): KeyMode | null {
  if (key.startsWith('rk_test_')) return 'test';
  if (key.startsWith('rk_live_')) return 'live';
  return null;
}

/**
 * The stored form of a key. A 256-bit random secret cannot be guessed, so a fast hash is enough (a slow
 * password hash protects low-entropy secrets); only this hash is ever stored.
 */
export function hashApiKey(key: string): string {
  return hash('sha256', key, 'hex');
}

/** Compares two byte strings in constant time (their length is not secret). */
export function bytesEqual(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.length > 0 && timingSafeEqual(a, b);
}

/** Compares two hex hashes in constant time. */
export function hashesEqual(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}
