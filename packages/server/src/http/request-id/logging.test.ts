import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-harness/server.js';

const lines: Record<string, unknown>[] = [];
let raw = '';
let s: TestServer;
beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _enc, done) {
      raw += chunk.toString();
      for (const line of chunk.toString().split('\n')) if (line) lines.push(JSON.parse(line));
      done();
    },
  });
  s = await startTestServer({ logger: pino({ level: 'debug' }, sink) });
});
afterAll(() => s.close());

describe('request logs', () => {
  it('one line per request with its request id; never a key', async () => {
    const made = await s.api('/v1/test_helpers/api_keys', { body: { scopes: ['licenses:read'] } });
    const responses = [
      await s.api('/v1/account'),
      await s.api('/v1/account', { key: s.liveKey }),
      await s.api('/v1/licenses', { key: made.json.secret }),
      await s.api('/v1/account', { key: 'rk_test_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }),
      await s.api('/v1/nowhere'),
      made,
    ];
    await new Promise((r) => setImmediate(r));
    for (const r of responses) {
      const id = r.headers.get('request-id');
      const line = lines.find((l) => l.req_id === id);
      expect(line, `a log line for ${id}`).toBeDefined();
      expect(line).toMatchObject({ method: expect.any(String), path: expect.any(String), status: r.status });
    }
    const writes = lines.filter((l) => l.method === 'POST');
    expect(writes.every((l) => l.level === 30)).toBe(true); // info
    expect(lines.find((l) => l.status === 200 && l.method === 'GET')?.level).toBe(20); // debug
    expect(lines.find((l) => l.status === 401)?.level).toBe(30);
    for (const secret of [s.testKey, s.liveKey, made.json.secret, 'rk_test_AAAA']) {
      expect(raw.includes(secret.slice(8))).toBe(false);
    }
    expect(raw).not.toMatch(/rk_(test|live)_/);
  });
});
