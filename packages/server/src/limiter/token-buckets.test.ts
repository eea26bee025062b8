import { describe, expect, it } from 'vitest';
import { POLICIES, TokenBuckets } from './token-buckets.js';

describe('token buckets', () => {
  it('allow q per w seconds and refill continuously', () => {
    let now = 0;
    const b = new TokenBuckets({ now: () => now });
    for (let i = 0; i < 20; i++) expect(b.take(POLICIES.checks, 'acct').allowed).toBe(true);
    const refused = b.take(POLICIES.checks, 'acct');
    expect(refused).toMatchObject({ allowed: false, remaining: 0, retryAfter: 1 });
    expect(b.take(POLICIES.checks, 'other').allowed).toBe(true); // per subject
    expect(b.take(POLICIES.generations, 'acct').allowed).toBe(true); // per policy
    now += 50; // 20/s: one token every 50 ms
    expect(b.take(POLICIES.checks, 'acct').allowed).toBe(true);
    expect(b.take(POLICIES.checks, 'acct').allowed).toBe(false);
  });

  it('receipt reads: 10 a minute', () => {
    let now = 0;
    const b = new TokenBuckets({ now: () => now });
    for (let i = 0; i < 10; i++) expect(b.take(POLICIES.receipts, '1.2.3.4').allowed).toBe(true);
    const r = b.take(POLICIES.receipts, '1.2.3.4');
    expect(r.allowed).toBe(false);
    expect(r.retryAfter).toBe(6);
    now += 6000;
    expect(b.take(POLICIES.receipts, '1.2.3.4').allowed).toBe(true);
  });

  it('off: everything passes', () => {
    const b = new TokenBuckets({ enabled: false });
    for (let i = 0; i < 100; i++) expect(b.take(POLICIES.default, 'a').allowed).toBe(true);
  });
});
