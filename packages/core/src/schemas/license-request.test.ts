import { describe, expect, it } from 'vitest';
import { licenseRequest } from './license-request.js';

const ident = <P extends string>(prefix: P, n = 0) =>
  `${prefix}_01jb8x5k7m9n2p3q4r6s8t0v${String(n).padStart(2, '0')}` as const;

const value = {
  id: ident('lrq', 1),
  object: 'license_request',
  livemode: false,
  kind: 'change',
  status: 'sent',
  talent: ident('tal', 1),
  licensee: ident('acct', 1),
  license: ident('lic', 1),
  license_revision: null,
  check: ident('chk', 1),
  requested_scope: { channels: ['social', 'web', 'tv'] },
  offer: { type: 'flat', flat: { amount: 50000, currency: 'eur' }, schedule: 'on_acceptance' },
  note: 'TV spot for the spring campaign.',
  decision_note: null,
  signed_at: null,
  declined_at: null,
  withdrawn_at: null,
  metadata: {},
  created_at: '2026-10-18T13:00:00Z',
};

describe('licenseRequest', () => {
  it('accepts a change request with an offer, and a new request without one', () => {
    expect(licenseRequest.parse(value)).toEqual(value);
    expect(licenseRequest.safeParse({ ...value, kind: 'new', license: null, offer: null }).success).toBe(
      true,
    );
  });

  it('rejects a UK territory in the requested scope and a bad check ID', () => {
    expect(licenseRequest.safeParse({ ...value, requested_scope: { territories: ['UK'] } }).success).toBe(
      false,
    );
    expect(licenseRequest.safeParse({ ...value, check: ident('gen', 1) }).success).toBe(false);
  });
});
