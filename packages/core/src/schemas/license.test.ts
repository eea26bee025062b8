import { describe, expect, it } from 'vitest';
import { license, licenseListQuery, licenseScope, liveLicenseScope } from './license.js';

const ident = <P extends string>(prefix: P, n = 0) =>
  `${prefix}_01jb8x5k7m9n2p3q4r6s8t0v${String(n).padStart(2, '0')}` as const;
const terms = 'sha256:9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';

const adaScope = {
  facets: [ident('fct', 1), ident('fct', 2)],
  modalities: ['image'],
  kinds: ['depiction'],
  purposes: ['advertising'],
  commercial: true,
  channels: ['social', 'web'],
  territories: ['US', 'GB', 'DE'],
  window: {
    starts_at: '2025-11-23T00:00:00Z',
    ends_at: '2027-11-23T00:00:00Z',
    time_zone: 'America/New_York',
  },
  adjustments: {
    reframe: true,
    background_extension: true,
    lighting: true,
    text_overlay: true,
    body_and_age: false,
    expression: false,
    hair: false,
    pose: false,
    wardrobe: false,
    objects: false,
    skin_retouch: false,
    endorsement: false,
  },
  prohibited_changes: ['body_and_age', 'endorsement'],
  required_attributes: ['identity.samePerson', 'appearance.bodyAndAge', 'context.endorsement'],
  rules: { never: ['Never show Ada Vance holding a cigarette.'], always: [], brief: null },
  release_policy: null,
  escalation_window: null,
  final_deliverables: 10,
  sessions: { permitted: false },
  material_access: [],
  platforms: { mode: 'any_connected', accounts: [] },
  sublicense: 'none',
  training: 'prohibited',
  disclosure: 'brand',
  attribution: null,
  post_revocation: { policy: 'retain' },
  exclusivity: { exclusive: false, category: null },
  conflicts: [],
  compensation: {
    type: 'per_unit',
    per_unit: { units: 'placements', rate: { amount: 2500, currency: 'usd' }, per: 1 },
    minimum: { amount: 10000, currency: 'usd' },
    schedule: 'monthly',
  },
};

const adaLicense = {
  id: ident('lic', 1),
  object: 'license',
  livemode: false,
  status: 'active',
  talent: ident('tal', 1),
  licensee: ident('acct', 1),
  issued_by: { party: 'talent', account: null },
  handle: 'ada-vance-spring-campaign',
  current_revision: ident('lrv', 1),
  pending_revision: null,
  revision_number: 1,
  terms_digest: terms,
  scope: adaScope,
  acceptance_url: null,
  accepted_at: '2025-11-23T00:05:00Z',
  suspended_at: null,
  revoked_at: null,
  declined_at: null,
  created_at: '2025-11-23T00:00:00Z',
  metadata: {},
};

const liveLicense = {
  ...adaLicense,
  id: ident('lic', 2),
  livemode: true,
  scope: {
    window: adaScope.window,
    required_attributes: ['identity.samePerson'],
    release_policy: 'per_output_review',
    final_deliverables: 3,
    external_creation: 'images.v1',
  },
};

describe('license (sandbox, full scope)', () => {
  it('accepts the Ada Vance fixture and keeps its scope', () => {
    const parsed = license.parse(adaLicense);
    expect(parsed).toEqual(adaLicense);
    if (parsed.livemode) throw new Error('expected a test license');
    expect(parsed.scope.territories).toEqual(['US', 'GB', 'DE']);
  });

  it('accepts the other fixture shapes: per-output review, pending acceptance, void, other platforms', () => {
    const milo = {
      ...adaLicense,
      scope: { ...adaScope, release_policy: 'per_output_review', escalation_window: 'P7D' },
    };
    const jude = { ...adaLicense, accepted_at: null, acceptance_url: 'http://localhost:8787/accept/x' };
    const owen = { ...adaLicense, status: 'void', revoked_at: '2026-01-01T00:00:00Z' };
    const finn = {
      ...adaLicense,
      scope: { ...adaScope, platforms: { mode: 'accounts', accounts: [ident('acct', 9)] } },
    };
    for (const value of [milo, jude, owen, finn]) expect(license.safeParse(value).success).toBe(true);
  });

  it('accepts a scope with omitted fields (they grant nothing) and a signed WW territory', () => {
    expect(licenseScope.safeParse({}).success).toBe(true);
    expect(licenseScope.safeParse({ territories: ['WW'] }).success).toBe(true);
  });

  it('rejects a bad ID prefix', () => {
    expect(license.safeParse({ ...adaLicense, id: ident('lrv', 1) }).success).toBe(false);
    expect(license.safeParse({ ...adaLicense, talent: ident('acct', 1) }).success).toBe(false);
    expect(
      license.safeParse({ ...adaLicense, scope: { ...adaScope, facets: [ident('tal', 1)] } }).success,
    ).toBe(false);
  });

  it('rejects UK in a territory list, an uppercase terms digest and an uppercase currency', () => {
    expect(license.safeParse({ ...adaLicense, scope: { ...adaScope, territories: ['UK'] } }).success).toBe(
      false,
    );
    expect(license.safeParse({ ...adaLicense, terms_digest: terms.toUpperCase() }).success).toBe(false);
    const compensation = { ...adaScope.compensation, minimum: { amount: 10000, currency: 'USD' } };
    expect(license.safeParse({ ...adaLicense, scope: { ...adaScope, compensation } }).success).toBe(false);
  });

  it('rejects a missing required field', () => {
    for (const field of ['terms_digest', 'created_at', 'scope', 'issued_by', 'current_revision']) {
      const { [field]: _omitted, ...rest } = adaLicense as Record<string, unknown>;
      expect(license.safeParse(rest).success, field).toBe(false);
    }
  });

  it('rejects a window with a non-IANA zone or a date without time', () => {
    const window = { ...adaScope.window, time_zone: 'GMT+2 (Berlin)' };
    expect(license.safeParse({ ...adaLicense, scope: { ...adaScope, window } }).success).toBe(false);
    const window2 = { ...adaScope.window, starts_at: '2025-11-23' };
    expect(license.safeParse({ ...adaLicense, scope: { ...adaScope, window: window2 } }).success).toBe(false);
  });
});

describe('license (live, partial scope)', () => {
  it('accepts a live read and keeps only the partial scope', () => {
    const parsed = license.parse({
      ...liveLicense,
      scope: { ...liveLicense.scope, territories: ['US'], facets: [] },
    });
    expect(parsed.livemode).toBe(true);
    expect(Object.keys(parsed.scope).sort()).toEqual([
      'external_creation',
      'final_deliverables',
      'release_policy',
      'required_attributes',
      'window',
    ]);
  });

  it('accepts a live read without external_creation', () => {
    const { external_creation: _x, ...scope } = liveLicense.scope;
    expect(liveLicenseScope.safeParse(scope).success).toBe(true);
    expect(license.safeParse({ ...liveLicense, scope }).success).toBe(true);
  });

  it('rejects a license without livemode', () => {
    const { livemode: _l, ...rest } = liveLicense;
    expect(license.safeParse(rest).success).toBe(false);
  });
});

describe('licenseListQuery', () => {
  it('defaults role and limit and coerces limit', () => {
    expect(licenseListQuery.parse({})).toEqual({ role: 'licensee', limit: 20 });
    expect(licenseListQuery.parse({ role: 'issuer', limit: '5', status: 'void' })).toEqual({
      role: 'issuer',
      limit: 5,
      status: 'void',
    });
  });

  it('rejects an unknown role, a limit out of range and a bad talent ID', () => {
    expect(licenseListQuery.safeParse({ role: 'owner' }).success).toBe(false);
    expect(licenseListQuery.safeParse({ limit: '101' }).success).toBe(false);
    expect(licenseListQuery.safeParse({ limit: '0' }).success).toBe(false);
    expect(licenseListQuery.safeParse({ talent: 'tal_ADA' }).success).toBe(false);
  });
});
