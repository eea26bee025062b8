import { describe, expect, it } from 'vitest';
import { base64urlEncode } from './base64-encode.js';
import { base64urlDecode } from './base64url.js';

describe('base64urlDecode', () => {
  it('decodes canonical unpadded base64url', () => {
    for (const bytes of [[], [0xff], [0xff, 0xfe], [0xff, 0xfe, 0xfd], [1, 2, 3, 4]]) {
      const text = base64urlEncode(new Uint8Array(bytes));
      expect([...base64urlDecode(text)!]).toEqual(bytes);
    }
  });

  // Found by parsers-fuzz.test.ts: a receipt whose signature's last character differed only in the bits
  // base64url leaves unused verified, so one receipt had several spellings.
  it('refuses a last character whose unused bits are not zero (one spelling per byte string)', () => {
    // 2 characters carry 1 byte and 4 unused bits; 3 characters carry 2 bytes and 2 unused bits.
    for (const text of ['_w', '__4', '__8']) expect(base64urlDecode(text), text).not.toBeNull();
    for (const text of ['_x', '_-', '__', '__-', '__9']) expect(base64urlDecode(text), text).toBeNull();
  });

  it('refuses padding, other alphabets and impossible lengths', () => {
    for (const text of ['_w==', '/w', '+w', 'a', 'abcde', 'ab cd'])
      expect(base64urlDecode(text), text).toBeNull();
  });
});
