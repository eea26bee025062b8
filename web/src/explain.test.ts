import { VERDICT_EXPLANATIONS } from '@tlp/core';
import { describe, expect, it } from 'vitest';
import { explain } from './explain.js';
import { more } from './i18n/en-more.js';
import { loadMore, loadTexts } from './i18n/index.js';

// Every code a verifier of @tlp/core can return for content or receipts, plus the page's own.
const CODES = [
  'malformed',
  'alg_not_allowed',
  'typ_mismatch',
  'kid_unknown',
  'signature_invalid',
  'issuer_mismatch',
  'version_unsupported',
  'test_key_in_live_mode',
  'keys_unavailable',
  'receipt_mismatch',
  'invalid_options',
  'no_manifest',
  'no_license_assertion',
  'manifest_invalid',
  'content_mismatch',
  'unsupported_media_type',
  'remote_manifest',
  'issuer_not_allowed',
  'issuer_elsewhere',
  'not_found',
  'fetch_failed',
  'unsupported_input',
  'file_too_large',
];

describe('explain', () => {
  it('explains every code in plain words, once', async () => {
    await Promise.all([loadTexts(), loadMore()]);
    expect([...Object.keys(VERDICT_EXPLANATIONS), ...Object.keys(more.titles)].sort()).toEqual(
      [...CODES].sort(),
    );
    for (const code of CODES) {
      const { title, text } = explain(code)!;
      expect(title.length).toBeGreaterThan(5);
      expect(text.length).toBeGreaterThan(30);
      for (const other of CODES) expect(`${title} ${text}`).not.toContain(other); // plain words, no code names
    }
  });

  it('has a generic explanation for a code it does not know', async () => {
    await Promise.all([loadTexts(), loadMore()]);
    expect(explain('something_new')?.title).toBe('Not valid');
  });
});
