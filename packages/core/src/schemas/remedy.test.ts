import { describe, expect, it } from 'vitest';
import { isKnownRemedy, remedy } from './remedy.js';

const lic = 'lic_01jb8x5k7m9n2p3q4r6s8t0v1w';
const tal = 'tal_01jb8x5k7m9n2p3q4r6s8t0v1w';

describe('remedy', () => {
  it('accepts the four types', () => {
    for (const value of [
      { type: 'license_request', check: 'chk_01jb8x5k7m9n2p3q4r6s8t0v1w', talent: tal },
      {
        type: 'license_change',
        license: lic,
        talent: tal,
        suggested_scope: { channels: ['social', 'web', 'tv'] },
      },
      { type: 'disambiguate' },
      { type: 'retry_with_hold' },
    ]) {
      const parsed = remedy.parse(value);
      expect(isKnownRemedy(parsed), value.type).toBe(true);
    }
  });

  it('rejects a license_change without its license or with a malformed suggested scope', () => {
    expect(remedy.safeParse({ type: 'license_change', talent: tal, suggested_scope: {} }).success).toBe(
      false,
    );
    expect(
      remedy.safeParse({
        type: 'license_change',
        license: lic,
        talent: tal,
        suggested_scope: { territories: ['UK'] },
      }).success,
    ).toBe(false);
  });

  it('passes an unknown type through but never as known', () => {
    const parsed = remedy.parse({ type: 'call_agent', phone: 'redacted' });
    expect(isKnownRemedy(parsed)).toBe(false);
  });
});
