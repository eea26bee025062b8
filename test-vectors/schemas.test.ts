/** The vectors' valid tokens are what the schemas of `@tlp/core/schemas` describe: library, schemas and vectors agree. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  authorizationTokenClaims,
  discovery,
  jwks,
  receipt,
  receiptClaims,
  sessionTokenClaims,
} from '@tlp/core/schemas';
import { describe, expect, it } from 'vitest';
import type { VectorManifest } from './lib/manifest.js';

const here = fileURLToPath(new URL('.', import.meta.url));
const read = (file: string) => readFileSync(join(here, file), 'utf8').trim();
const manifest: VectorManifest = JSON.parse(read('expected.json'));
const claimsOf = (jws: string) =>
  JSON.parse(Buffer.from(jws.split('.')[1] as string, 'base64url').toString());

describe('valid vectors match the schemas', () => {
  const valid = manifest.vectors.filter((v) => v.expected.valid);
  it.each(valid.map((v) => [v.file, v] as const))('%s', (_file, v) => {
    const schema = {
      receipt: receiptClaims,
      authorization: authorizationTokenClaims,
      session: sessionTokenClaims,
    }[v.kind as 'receipt' | 'authorization' | 'session'];
    if (v.kind === 'receipt_object')
      expect(receipt.safeParse(JSON.parse(read(v.file))).error).toBeUndefined();
    else if (schema) expect(schema.safeParse(claimsOf(read(v.file))).error).toBeUndefined();
    else expect(['webhook', 'image', 'media']).toContain(v.kind);
  });

  it('keys/jwks.json and keys/discovery.json', () => {
    expect(jwks.safeParse(JSON.parse(read('keys/jwks.json'))).error).toBeUndefined();
    expect(discovery.safeParse(JSON.parse(read('keys/discovery.json'))).error).toBeUndefined();
  });
});
