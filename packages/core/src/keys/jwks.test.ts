import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { verifyReceipt } from '../receipt/verify.js';
import { es256KeysOf } from './jwks.js';

const root = new URL('../../../../test-vectors/', import.meta.url);
const jwks = JSON.parse(readFileSync(new URL('keys/jwks.json', root), 'utf8'));
const jws = readFileSync(new URL('receipts/valid-test.jws', root), 'utf8').trim();
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

describe('es256KeysOf', () => {
  it('keeps the usable ES256 keys by kid', () => {
    expect([...es256KeysOf(jwks)!.keys()]).toEqual(jwks.keys.map((k: { kid: string }) => k.kid));
    expect(es256KeysOf({ keys: 'x' })).toBeNull();
    expect(es256KeysOf(null)).toBeNull();
  });

  // A 32-byte coordinate is 43 base64url characters, the last with 2 unused bits: a key spelt with them
  // set is another spelling of the same key, and is ignored like any key that is not canonical.
  it('ignores a key whose coordinate is not canonical base64url, so no receipt verifies with it', async () => {
    const [test, live] = jwks.keys;
    for (const field of ['x', 'y'] as const) {
      const value: string = test[field];
      const last = ALPHABET.indexOf(value.at(-1)!);
      const respelt = value.slice(0, -1) + ALPHABET[(last & ~3) | 1];
      const changed = { keys: [{ ...test, [field]: respelt }, live] };
      expect(es256KeysOf(changed)!.has(test.kid), field).toBe(false);
      const verdict = await verifyReceipt(jws, {
        issuer: 'https://licensing.example',
        jwks: changed,
        mode: 'test',
      });
      expect(verdict, field).toMatchObject({ valid: false, code: 'kid_unknown' });
    }
  });
});
