import { describe, expect, it } from 'vitest';
import { escalation } from './escalation.js';

const open = {
  id: 'esc_01jb8x5k7m9n2p3q4r6s8t0v1w',
  reason: 'judgment',
  reviewer: 'talent',
  status: 'open',
  expires_at: '2026-10-19T12:00:00Z',
  resolved_at: null,
  note: null,
};

describe('escalation', () => {
  it('accepts an open and a resolved escalation', () => {
    expect(escalation.safeParse(open).success).toBe(true);
    expect(
      escalation.safeParse({
        ...open,
        status: 'allowed',
        resolved_at: '2026-10-18T08:00:00Z',
        note: 'Fine by me.',
      }).success,
    ).toBe(true);
    expect(escalation.safeParse({ ...open, object: 'escalation' }).success).toBe(true);
  });

  it('tolerates unseen statuses and reasons', () => {
    expect(escalation.safeParse({ ...open, status: 'cancelled', reason: 'new_reason' }).success).toBe(true);
  });

  it('rejects a bad prefix, a missing expiry and an absent (not null) note', () => {
    expect(escalation.safeParse({ ...open, id: 'chk_01jb8x5k7m9n2p3q4r6s8t0v1w' }).success).toBe(false);
    const { expires_at: _e, ...noExpiry } = open;
    expect(escalation.safeParse(noExpiry).success).toBe(false);
    const { note: _n, ...noNote } = open;
    expect(escalation.safeParse(noNote).success).toBe(false);
    expect(escalation.safeParse({ ...open, object: 'check' }).success).toBe(false);
  });
});
