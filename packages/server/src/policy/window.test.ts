import { describe, expect, it } from 'vitest';
import { boundInstant, windowStatus } from './window.js';

describe('license windows in their IANA time zone', () => {
  it('a bare date starts and ends at local midnight, across daylight-saving changes', () => {
    expect(boundInstant('2026-07-01', 'America/New_York', false)).toBe(Date.parse('2026-07-01T04:00:00Z'));
    // EDT ends on 2026-11-01: the end of that day is midnight EST.
    expect(boundInstant('2026-11-01', 'America/New_York', true)).toBe(Date.parse('2026-11-02T05:00:00Z'));
    expect(boundInstant('2026-03-01', 'Asia/Tokyo', false)).toBe(Date.parse('2026-02-28T15:00:00Z'));
  });

  it('an instant is taken as it is', () => {
    expect(boundInstant('2026-07-01T10:00:00Z', 'Asia/Tokyo', false)).toBe(
      Date.parse('2026-07-01T10:00:00Z'),
    );
  });

  it('start inclusive, end exclusive', () => {
    const window = { starts_at: '2026-01-01', ends_at: '2026-12-31', time_zone: 'Europe/Berlin' };
    expect(windowStatus(window, new Date('2025-12-31T22:59:59Z'))).toBe('not_started');
    expect(windowStatus(window, new Date('2025-12-31T23:00:00Z'))).toBe('open');
    expect(windowStatus(window, new Date('2026-12-31T22:59:59Z'))).toBe('open');
    expect(windowStatus(window, new Date('2026-12-31T23:00:00Z'))).toBe('ended');
  });

  it('a window changed in place is read anew, not from the bounds computed before', () => {
    const window = { starts_at: '2026-01-01', ends_at: '2026-12-31', time_zone: 'Europe/Berlin' };
    const at = new Date('2026-06-01T00:00:00Z');
    expect(windowStatus(window, at)).toBe('open');
    window.ends_at = '2026-05-31';
    expect(windowStatus(window, at)).toBe('ended');
    window.ends_at = '2026-12-31';
    window.starts_at = '2026-06-02';
    expect(windowStatus(window, at)).toBe('not_started');
  });
});
