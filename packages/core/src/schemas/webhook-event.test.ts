import { describe, expect, it } from 'vitest';
import { event } from './webhook-event.js';

const value = {
  id: 'evt_01jb8x5k7m9n2p3q4r6s8t0v1w',
  object: 'event',
  type: 'check.resolved',
  api_version: '2026-10-15',
  livemode: false,
  account: null,
  sequence: 2,
  created_at: '2026-10-18T13:00:00Z',
  data: {
    object: { id: 'chk_01jb8x5k7m9n2p3q4r6s8t0v1w', object: 'check', status: 'allowed', decision: 'allow' },
    previous_attributes: { status: 'escalated', decision: 'escalate' },
  },
};

describe('event', () => {
  it('accepts an event, with or without previous_attributes, of a known or unknown type', () => {
    expect(event.parse(value)).toEqual(value);
    expect(event.safeParse({ ...value, data: { object: value.data.object } }).success).toBe(true);
    expect(
      event.safeParse({ ...value, type: 'statement.paid', account: 'acct_01jb8x5k7m9n2p3q4r6s8t0v1w' })
        .success,
    ).toBe(true);
  });

  it('rejects a missing sequence, a bad prefix, an account of another kind and data without object', () => {
    const { sequence: _s, ...rest } = value;
    expect(event.safeParse(rest).success).toBe(false);
    expect(event.safeParse({ ...value, id: 'msg_01jb8x5k7m9n2p3q4r6s8t0v1w' }).success).toBe(false);
    expect(event.safeParse({ ...value, account: 'tal_01jb8x5k7m9n2p3q4r6s8t0v1w' }).success).toBe(false);
    expect(event.safeParse({ ...value, data: {} }).success).toBe(false);
  });
});
