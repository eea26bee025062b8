/**
 * Bounded by design, over HTTP: keyless reads (receipts, verifications) are limited per client address
 * (IPv6 grouped by /64), under one ceiling for all addresses together; the client behind a reverse proxy
 * is believed only from a configured trusted proxy; keyless verifications are not stored.
 */
import { request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-harness/server.js';
import { addressSubject, clientAddress, trustedProxyList } from './client-address.js';
import { POLICIES, TokenBuckets } from './index.js';

let s: TestServer | undefined;
afterEach(async () => {
  await s?.close();
  s = undefined;
});

const RECEIPT = `/v1/receipts/rcpt_${'0'.repeat(26)}`;

/** A keyless GET sent from `localAddress` (any 127.x.y.z is this host's loopback). */
function getFrom(t: TestServer, path: string, localAddress: string, headers: Record<string, string> = {}) {
  const url = new URL(path, t.origin);
  return new Promise<number>((resolve, reject) => {
    const req = request(url, { localAddress, headers, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

const loopback = (i: number) => `127.0.${((i + 1) >> 8) & 255}.${(i + 1) & 255}`;

describe('keyless limits over HTTP', () => {
  it('reads from many addresses meet one ceiling: not every one of 1,000 loopback addresses is served', async () => {
    s = await startTestServer({ rateLimits: true, rateLimitNow: () => 0 });
    const statuses: number[] = [];
    for (let i = 0; i < 1000; i += 50) {
      statuses.push(
        ...(await Promise.all(Array.from({ length: 50 }, (_, j) => getFrom(s!, RECEIPT, loopback(i + j))))),
      );
    }
    // Each address made one read (within its own allowance): only the ceiling refuses.
    expect(statuses.filter((x) => x === 404)).toHaveLength(POLICIES.keyless.q);
    expect(statuses.filter((x) => x === 429)).toHaveLength(1000 - POLICIES.keyless.q);
  });

  it('proxy headers are ignored by default: every client of a proxy is the proxy', async () => {
    s = await startTestServer({ rateLimits: true, rateLimitNow: () => 0 });
    const statuses = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(await getFrom(s, RECEIPT, '127.0.0.1', { 'X-Forwarded-For': `198.51.100.${i}` }));
    }
    expect(statuses.slice(0, 10).every((x) => x === 404)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('behind a trusted proxy each client has its own allowance, and an IPv6 /64 is one client', async () => {
    s = await startTestServer({
      rateLimits: true,
      rateLimitNow: () => 0,
      config: { trustedProxies: ['127.0.0.0/8'] },
    });
    // Eleven IPv4 clients behind the proxy: one read each, none refused.
    for (let i = 0; i < 11; i++) {
      expect(
        await getFrom(s, RECEIPT, '127.0.0.1', { 'X-Forwarded-For': `198.51.100.${i}, 127.0.0.9` }),
      ).toBe(404);
    }
    // Eleven addresses of one IPv6 /64 (Forwarded, RFC 7239): one allowance of ten.
    const same64 = [];
    for (let i = 1; i <= 11; i++) {
      same64.push(
        await getFrom(s, RECEIPT, '127.0.0.1', { Forwarded: `for="[2001:db8:5:6::${i.toString(16)}]:443"` }),
      );
    }
    expect(same64.slice(0, 10).every((x) => x === 404)).toBe(true);
    expect(same64[10]).toBe(429);
    // Another /64 is another client.
    expect(await getFrom(s, RECEIPT, '127.0.0.1', { Forwarded: 'for="[2001:db8:5:7::1]"' })).toBe(404);
    // A peer outside the trusted ranges is not believed: the header names nobody.
    const other = await startTestServer({ rateLimits: true, config: { trustedProxies: ['10.0.0.0/8'] } });
    try {
      for (let i = 0; i < 10; i++)
        await getFrom(other, RECEIPT, '127.0.0.2', { 'X-Forwarded-For': `203.0.113.${i}` });
      expect(await getFrom(other, RECEIPT, '127.0.0.2', { 'X-Forwarded-For': '203.0.113.99' })).toBe(429);
    } finally {
      await other.close();
    }
  });

  it('keyless verifications are answered and not stored', async () => {
    s = await startTestServer();
    const before = await s.deps.store.db.selectFrom('verifications').selectAll().execute();
    for (let i = 0; i < 20; i++) {
      const r = await s.api('/v1/verifications', { key: null, body: { receipt: `rcpt_${'0'.repeat(26)}` } });
      expect(r.status).toBe(200);
      expect(r.json).toMatchObject({ object: 'verification', livemode: true, result: 'not_found' });
    }
    expect(await s.deps.store.db.selectFrom('verifications').selectAll().execute()).toHaveLength(
      before.length,
    );
    // With a key, a verification is the account's and is kept.
    await s.api('/v1/verifications', { body: { receipt: `rcpt_${'0'.repeat(26)}` } });
    expect(await s.deps.store.db.selectFrom('verifications').selectAll().execute()).toHaveLength(
      before.length + 1,
    );
  });
});

describe('the pieces', () => {
  it('the bucket map has a hard cap and forgets the least recently used bucket first', () => {
    const b = new TokenBuckets({ now: () => 0, maxBuckets: 100 });
    b.take(POLICIES.receipts, 'kept');
    for (let i = 0; i < 10_000; i++) {
      b.take(POLICIES.receipts, `addr-${i}`);
      if (i % 50 === 0) b.take(POLICIES.receipts, 'kept');
      expect(b.size).toBeLessThanOrEqual(100);
    }
    // `kept` was used recently all along: still drained (not forgotten), unlike the early addresses.
    expect(b.take(POLICIES.receipts, 'kept').remaining).toBeLessThan(POLICIES.receipts.q - 1);
    expect(b.take(POLICIES.receipts, 'addr-0').remaining).toBe(POLICIES.receipts.q - 1);
  });

  it('addressSubject: IPv6 by /64, IPv4-mapped as IPv4', () => {
    expect(addressSubject('2001:db8:5:6::1')).toBe('2001:db8:5:6::/64');
    expect(addressSubject('2001:0db8:0005:0006:ffff:1:2:3')).toBe('2001:db8:5:6::/64');
    expect(addressSubject('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressSubject('::1')).toBe('0:0:0:0::/64');
    expect(addressSubject('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(addressSubject('192.0.2.7')).toBe('192.0.2.7');
  });

  it('clientAddress: the nearest untrusted hop, only from a trusted peer; bad settings are refused', () => {
    const proxies = trustedProxyList(['10.0.0.0/8', '192.0.2.1']);
    const xff = (v: string) => ({ xForwardedFor: v });
    expect(clientAddress('10.1.1.1', xff('198.51.100.7, 10.2.2.2'), proxies)).toBe('198.51.100.7');
    expect(clientAddress('192.0.2.1', xff('6.6.6.6, 198.51.100.7'), proxies)).toBe('198.51.100.7');
    expect(clientAddress('198.51.100.1', xff('6.6.6.6'), proxies)).toBe('198.51.100.1');
    expect(clientAddress('::ffff:10.0.0.1', xff('198.51.100.8'), proxies)).toBe('198.51.100.8');
    expect(clientAddress('10.0.0.1', xff('unknown'), proxies)).toBe('10.0.0.1');
    expect(clientAddress('10.0.0.1', xff('6.6.6.6'), null)).toBe('10.0.0.1');
    for (const bad of ['10.0.0.0/33', 'example.com', '10.0.0.0/8/1', '', '::1/200', '10.0.0.0/x']) {
      expect(() => trustedProxyList([bad]), bad).toThrow(TypeError);
    }
  });
});
