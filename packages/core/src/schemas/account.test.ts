import { describe, expect, it } from 'vitest';
import { account } from './account.js';

const value = {
  id: 'acct_01jb8x5k7m9n2p3q4r6s8t0v1w',
  object: 'account',
  api_version: '2026-10-15',
  platform: { client_id: 'cli_sandbox', display_name: 'Sandbox Studio' },
};

describe('account', () => {
  it('accepts the sandbox account, with or without livemode', () => {
    expect(account.parse(value)).toEqual(value);
    expect(account.safeParse({ ...value, livemode: false }).success).toBe(true);
  });

  it('rejects a missing platform, a bad version and a bad prefix', () => {
    const { platform: _p, ...rest } = value;
    expect(account.safeParse(rest).success).toBe(false);
    expect(account.safeParse({ ...value, api_version: 'latest' }).success).toBe(false);
    expect(account.safeParse({ ...value, id: 'acc_01jb8x5k7m9n2p3q4r6s8t0v1w' }).success).toBe(false);
  });
});
