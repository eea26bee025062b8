/** Runs every committed vector through `@tlp/core` and compares the verdict with `expected.json`. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ContentFailureCode, TokenFailureCode, WebhookFailureCode } from '@tlp/core';
import * as core from '@tlp/core';
import { describe, expect, it } from 'vitest';
import type { VectorManifest } from './lib/manifest.js';
import { type VectorFiles, verdictOf } from './lib/verdict-of.js';

const here = fileURLToPath(new URL('.', import.meta.url));
const manifest: VectorManifest = JSON.parse(readFileSync(join(here, 'expected.json'), 'utf8'));
const keys = {
  jwks: JSON.parse(readFileSync(join(here, 'keys/jwks.json'), 'utf8')),
  rootPem: readFileSync(join(here, 'keys/ca-root.pem'), 'utf8'),
};
const files: VectorFiles = {
  text: (file) => readFileSync(join(here, file), 'utf8').trim(),
  bytes: (file) => new Uint8Array(readFileSync(join(here, file))),
};

describe('test vectors', () => {
  it('cover every kind and every code of the verdict tables', () => {
    const codes = new Set(manifest.vectors.map((v) => (v.expected.valid ? 'valid' : v.expected.code)));
    // Every code of verdicts.ts but keys_unavailable, which needs an issuer that cannot be reached: the
    // vectors are verified offline, against jwks.json (keys/resolver.test.ts covers it).
    const every: Array<ContentFailureCode | TokenFailureCode | WebhookFailureCode | 'valid'> = [
      'valid',
      'malformed',
      'alg_not_allowed',
      'typ_mismatch',
      'kid_unknown',
      'signature_invalid',
      'issuer_mismatch',
      'version_unsupported',
      'test_key_in_live_mode',
      'receipt_mismatch',
      'invalid_options',
      'expired',
      'not_yet_valid',
      'audience_mismatch',
      'execution_mismatch',
      'session_mismatch',
      'claims_invalid',
      'timestamp_out_of_tolerance',
      'headers_missing',
      'no_manifest',
      'no_license_assertion',
      'manifest_invalid',
      'content_mismatch',
      'unsupported_media_type',
    ];
    for (const code of every) expect(codes, code).toContain(code);
    const kinds = new Set(manifest.vectors.map((v) => v.kind));
    expect([...kinds].sort()).toEqual([
      'authorization',
      'image',
      'media',
      'receipt',
      'receipt_object',
      'session',
      'webhook',
    ]);
  });

  it.each(manifest.vectors.map((v) => [`${v.kind} ${v.file}: ${v.description}`, v] as const))(
    '%s',
    async (_name, v) => {
      const verdict = await verdictOf(core, manifest, keys, v, files);
      if (v.expected.valid) {
        expect(verdict).toMatchObject({ valid: true });
        if (v.expected.trusted !== undefined) expect(verdict.trusted).toBe(v.expected.trusted);
      } else {
        expect(verdict).toMatchObject({ valid: false, code: v.expected.code });
      }
    },
  );
});
