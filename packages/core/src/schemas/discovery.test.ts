import { describe, expect, it } from 'vitest';
import { discovery } from './discovery.js';
import { obligationTypes } from './obligation.js';

const origin = 'http://localhost:8787';
const sandbox = {
  issuer: origin,
  protocol: 'tlp',
  protocol_versions: ['1.0'],
  api_base: `${origin}/v1`,
  api_versions: ['2026-10-15'],
  jwks_uri: `${origin}/.well-known/jwks.json`,
  check_endpoint: `${origin}/v1/checks`,
  generation_endpoint: `${origin}/v1/generations`,
  verification_endpoint: `${origin}/v1/verifications`,
  receipt_endpoint: `${origin}/v1/receipts/{receipt_id}`,
  receipt_page: `${origin}/r/{receipt_id}`,
  token_types: ['tlp-auth+jwt', 'tlp-session+jwt', 'tlp-receipt+jwt'],
  obligation_types: [...obligationTypes],
  c2pa_assertion_label: 'ai.tlp.license',
};

describe('discovery', () => {
  it('accepts the sandbox document (no session, name-index, OAuth or agent tool fields)', () => {
    expect(discovery.parse(sandbox)).toEqual(sandbox);
  });

  it('accepts the full target document', () => {
    const full = {
      ...sandbox,
      session_endpoint: `${origin}/v1/sessions`,
      revocation_feed: `${origin}/v1/revocations`,
      talent_index: `${origin}/v1/talent_index`,
      authorization_endpoint: `${origin}/oauth/authorize`,
      token_endpoint: `${origin}/oauth/token`,
      introspection_endpoint: `${origin}/oauth/introspect`,
      mcp_endpoint: `${origin}/mcp`,
    };
    expect(discovery.safeParse(full).success).toBe(true);
  });

  it('rejects another protocol, a receipt endpoint without {receipt_id} and a missing jwks_uri', () => {
    expect(discovery.safeParse({ ...sandbox, protocol: 'oauth' }).success).toBe(false);
    expect(discovery.safeParse({ ...sandbox, receipt_endpoint: `${origin}/v1/receipts` }).success).toBe(
      false,
    );
    expect(discovery.safeParse({ ...sandbox, api_versions: ['v1'] }).success).toBe(false);
    expect(discovery.safeParse({ ...sandbox, issuer: 'localhost:8787' }).success).toBe(false);
    const { jwks_uri: _j, ...rest } = sandbox;
    expect(discovery.safeParse(rest).success).toBe(false);
  });
});
