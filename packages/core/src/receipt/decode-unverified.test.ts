import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeUnverifiedPayload } from './decode-unverified.js';

const vector = (name: string) =>
  readFileSync(new URL(`../../../../test-vectors/receipts/${name}`, import.meta.url), 'utf8').trim();

describe('decodeUnverifiedPayload', () => {
  it("reads a receipt's claims without verifying them, and null for what is not a compact JWS", () => {
    expect(decodeUnverifiedPayload(vector('valid-test.jws'))?.iss).toBe('https://licensing.example');
    // A receipt whose signature is wrong still decodes: nothing here is verified.
    expect(decodeUnverifiedPayload(vector('valid-test.jws').replace(/.$/, 'A'))).not.toBeNull();
    for (const bad of ['', 'a.b', 'not.a.jws', 42, null, `${'x'.repeat(70_000)}.a.b`]) {
      expect(decodeUnverifiedPayload(bad)).toBeNull();
    }
  });
});
