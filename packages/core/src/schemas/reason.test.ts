import { describe, expect, it } from 'vitest';
import { isKnownReasonCode, knownReasonCode, reason, reasonCodes, reasonCodeTable } from './reason.js';

const lic = 'lic_01jb8x5k7m9n2p3q4r6s8t0v1w';
const tal = 'tal_01jb8x5k7m9n2p3q4r6s8t0v1w';

describe('reason codes', () => {
  it('lists the 44 codes of the spec table', () => {
    expect(reasonCodes).toHaveLength(44);
    expect(reasonCodes[0]).toBe('no_license');
    expect(reasonCodes.at(-1)).toBe('review_expired');
    expect(reasonCodeTable.territory_not_licensed).toEqual({ stages: ['check'], remedy: 'license_change' });
    expect(reasonCodeTable.review_required.remedy).toBe('retry_with_hold');
    expect(reasonCodeTable.ambiguous_talent.remedy).toBe('disambiguate');
    expect(reasonCodeTable.no_license.remedy).toBe('license_request');
  });

  it('knownReasonCode is strict, isKnownReasonCode tells them apart', () => {
    expect(knownReasonCode.safeParse('window_ended').success).toBe(true);
    expect(knownReasonCode.safeParse('moon_phase_wrong').success).toBe(false);
    expect(isKnownReasonCode('window_ended')).toBe(true);
    expect(isKnownReasonCode('moon_phase_wrong')).toBe(false);
    expect(isKnownReasonCode('toString')).toBe(false);
  });
});

describe('reason', () => {
  it('accepts a channel reason', () => {
    const value = {
      code: 'channel_not_licensed',
      stage: 'check',
      talent: tal,
      term: `license:${lic}/terms.channels`,
      sentence: 'Ada Vance licenses social and web channels only.',
    };
    expect(reason.parse(value)).toEqual(value);
  });

  it('accepts an unknown code, so new codes never break a decision', () => {
    const value = { code: 'lunar_eclipse', stage: 'check', sentence: 'Not during an eclipse.' };
    expect(reason.safeParse(value).success).toBe(true);
  });

  it('accepts a reason without talent and term, or with them null', () => {
    expect(
      reason.safeParse({ code: 'no_license', stage: 'check', sentence: 'A license is required.' }).success,
    ).toBe(true);
    expect(
      reason.safeParse({
        code: 'no_license',
        stage: 'check',
        sentence: 'A license is required.',
        talent: null,
        term: null,
      }).success,
    ).toBe(true);
  });

  it('rejects a missing sentence, a bad talent ID or a malformed term', () => {
    expect(reason.safeParse({ code: 'no_license', stage: 'check' }).success).toBe(false);
    expect(reason.safeParse({ code: 'no_license', stage: 'check', sentence: 's', talent: lic }).success).toBe(
      false,
    );
    expect(
      reason.safeParse({ code: 'window_ended', stage: 'check', sentence: 's', term: 'terms.window' }).success,
    ).toBe(false);
    expect(reason.safeParse({ code: 42, stage: 'check', sentence: 's' }).success).toBe(false);
  });
});
