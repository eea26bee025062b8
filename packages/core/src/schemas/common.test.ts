import { describe, expect, it } from 'vitest';
import {
  address,
  apiVersion,
  compactJws,
  countryCode,
  countryCodes,
  currency,
  decision,
  digest,
  duration,
  ianaTimeZone,
  metadata,
  modality,
  modalityValue,
  openEnum,
  protocolVersion,
  sha256Hex,
  timestamp,
  unixSeconds,
} from './common.js';

const hex = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

describe('timestamp', () => {
  it.each(['2026-10-15T09:30:00Z', '2026-10-15T09:30:00.123Z', '2026-10-15T11:30:00+02:00'])(
    'accepts %s',
    (value) => {
      expect(timestamp.safeParse(value).success).toBe(true);
    },
  );
  it.each(['2026-10-15', '2026-10-15 09:30:00Z', '2026-13-01T00:00:00Z', 'yesterday', 1760520600])(
    'rejects %s',
    (value) => {
      expect(timestamp.safeParse(value).success).toBe(false);
    },
  );
});

describe('unixSeconds', () => {
  it('accepts whole non-negative seconds only', () => {
    expect(unixSeconds.safeParse(1760520600).success).toBe(true);
    expect(unixSeconds.safeParse(1760520600.5).success).toBe(false);
    expect(unixSeconds.safeParse(-1).success).toBe(false);
    expect(unixSeconds.safeParse('1760520600').success).toBe(false);
  });
});

describe('duration', () => {
  it('accepts ISO 8601 durations', () => {
    for (const value of ['P7D', 'PT48H', 'P1Y2M', 'PT30S', 'P1DT12H'])
      expect(duration.safeParse(value).success).toBe(true);
  });
  it('rejects other notations', () => {
    for (const value of ['7d', '7 days', 'P', '604800', 'p7d'])
      expect(duration.safeParse(value).success).toBe(false);
  });
});

describe('digests', () => {
  it('accepts sha256:<64 lowercase hex>', () => {
    expect(digest.parse(`sha256:${hex}`)).toBe(`sha256:${hex}`);
  });
  it('rejects an uppercase digest', () => {
    expect(digest.safeParse(`sha256:${hex.toUpperCase()}`).success).toBe(false);
    expect(digest.safeParse(`SHA256:${hex}`).success).toBe(false);
  });
  it('rejects a bare hex digest, a short one and another algorithm', () => {
    expect(digest.safeParse(hex).success).toBe(false);
    expect(digest.safeParse(`sha256:${hex.slice(2)}`).success).toBe(false);
    expect(digest.safeParse(`sha512:${hex}`).success).toBe(false);
  });
  it('sha256Hex takes the bare lowercase form only', () => {
    expect(sha256Hex.safeParse(hex).success).toBe(true);
    expect(sha256Hex.safeParse(hex.toUpperCase()).success).toBe(false);
    expect(sha256Hex.safeParse(`sha256:${hex}`).success).toBe(false);
  });
});

describe('countryCode', () => {
  it('holds 249 distinct uppercase codes', () => {
    expect(countryCodes).toHaveLength(249);
    expect(new Set(countryCodes).size).toBe(249);
    expect([...countryCodes].sort()).toEqual([...countryCodes]);
  });

  it('names a region Intl knows for every code', () => {
    const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    for (const code of countryCodes) expect(names.of(code), code).toBeTruthy();
  });

  it('accepts GB, US, DE', () => {
    for (const code of ['GB', 'US', 'DE']) expect(countryCode.safeParse(code).success).toBe(true);
  });

  it('rejects UK, lowercase, alpha-3 and WW', () => {
    for (const code of ['UK', 'gb', 'GBR', 'WW', 'EU', 'XX', ''])
      expect(countryCode.safeParse(code).success).toBe(false);
  });
});

describe('address', () => {
  it('accepts license and talent addresses', () => {
    for (const value of [
      'license:lic_01jb8x5k7m9n2p3q4r6s8t0v1w/terms.adjustments.body_and_age',
      'license:lic_01jb8x5k7m9n2p3q4r6s8t0v1w/terms.territories',
      'license:lic_01jb8x5k7m9n2p3q4r6s8t0v1w/terms.rules.never[0]',
      'talent:tal_01jb8x5k7m9n2p3q4r6s8t0v1w',
    ]) {
      expect(address.safeParse(value).success, value).toBe(true);
    }
  });

  it('rejects other forms', () => {
    for (const value of [
      'license:lic_01jb8x5k7m9n2p3q4r6s8t0v1w',
      'license:lic_01jb8x5k7m9n2p3q4r6s8t0v1w/terms.',
      'license:chk_01jb8x5k7m9n2p3q4r6s8t0v1w/terms.window',
      'license:lic_01jb8x5k7m9n2p3q4r6s8t0v1w/scope.window',
      'talent:lic_01jb8x5k7m9n2p3q4r6s8t0v1w',
      'terms.window',
    ]) {
      expect(address.safeParse(value).success, value).toBe(false);
    }
  });
});

describe('small scalars', () => {
  it('apiVersion is a dated version', () => {
    expect(apiVersion.safeParse('2026-10-15').success).toBe(true);
    expect(apiVersion.safeParse('v1').success).toBe(false);
  });
  it('protocolVersion is 1.0', () => {
    expect(protocolVersion.safeParse('1.0').success).toBe(true);
    expect(protocolVersion.safeParse('1.1').success).toBe(false);
    expect(protocolVersion.safeParse(1).success).toBe(false);
  });
  it('compactJws has three base64url parts', () => {
    expect(compactJws.safeParse('eyJhbGciOiJFUzI1NiJ9.eyJpc3MiOiJ4In0.c2ln').success).toBe(true);
    expect(compactJws.safeParse('eyJhbGciOiJFUzI1NiJ9.eyJpc3MiOiJ4In0').success).toBe(false);
    expect(compactJws.safeParse('a.b+c.d').success).toBe(false);
  });
  it('currency is a lowercase code', () => {
    expect(currency.safeParse('usd').success).toBe(true);
    expect(currency.safeParse('USD').success).toBe(false);
  });
  it('ianaTimeZone takes zone names', () => {
    for (const zone of ['America/New_York', 'UTC', 'Etc/GMT+5', 'America/Argentina/Buenos_Aires'])
      expect(ianaTimeZone.safeParse(zone).success, zone).toBe(true);
    for (const zone of ['', '+02:00', 'America/', 'New York'])
      expect(ianaTimeZone.safeParse(zone).success, zone).toBe(false);
  });
  it('metadata is a string-keyed map', () => {
    expect(
      metadata.safeParse({ 'sandbox.outcome': 'identity_not_preserved', campaign: 'spring' }).success,
    ).toBe(true);
    expect(metadata.safeParse(['a']).success).toBe(false);
    expect(metadata.safeParse('a=b').success).toBe(false);
  });
});

describe('enums', () => {
  it('decision is strict', () => {
    expect(decision.safeParse('allow').success).toBe(true);
    expect(decision.safeParse('maybe').success).toBe(false);
  });
  it('request modality is strict, response modality is open', () => {
    expect(modality.safeParse('speech').success).toBe(true);
    expect(modality.safeParse('hologram').success).toBe(false);
    expect(modalityValue.safeParse('hologram').success).toBe(true);
    expect(modalityValue.safeParse(3).success).toBe(false);
  });
  it('openEnum accepts known and unknown strings only', () => {
    const status = openEnum(['a', 'b']);
    expect(status.parse('a')).toBe('a');
    expect(status.parse('z')).toBe('z');
    expect(status.safeParse(null).success).toBe(false);
  });
});
