import { existsSync, mkdtempSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ISCC_MATCH_THRESHOLD } from '@tlp/core/fingerprint';
import { afterAll, describe, expect, it } from 'vitest';
import { generateApiKey } from './keys/api-keys.js';
import { type Child, cleanUp, failedStart, freePort, slowPost, startChild } from './test-harness/child.js';
import { checkedFetch, exchangeHeaders, recordAnswer } from './test-harness/contract-fetch.js';
import { EXECUTION, sha256Hex, smallPng, USE } from './test-harness/decisions.js';
import { rawExchange } from './test-harness/raw-http.js';
import { expectProblem } from './test-harness/server.js';

const dirs: string[] = [];
const children: Child[] = [];
function tempDb(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tlp-main-'));
  dirs.push(dir);
  return join(dir, 'sandbox.db');
}
async function start(env: Record<string, string>): Promise<Child> {
  const child = await startChild(env);
  children.push(child);
  return child;
}
afterAll(() => cleanUp(children, dirs));

async function get(origin: string, path: string, key?: string) {
  const res = await checkedFetch(`${origin}${path}`, {
    headers: key ? { Authorization: `Bearer ${key}` } : {},
  });
  return { status: res.status, json: await res.json() };
}
async function post(origin: string, path: string, key: string, body: unknown) {
  const res = await checkedFetch(`${origin}${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: await res.json() };
}

describe('the run contract (main.ts in a child process)', () => {
  it('prints the keys once and Listening; a restart keeps every object and prints no key', async () => {
    const db = tempDb();
    const first = await start({ TLP_DB: db });
    const out = first.stdout();
    const test = /^Test key: (rk_test_[0-9A-Za-z]{43})$/m.exec(out)?.[1];
    const live = /^Live key: (rk_live_[0-9A-Za-z]{43})$/m.exec(out)?.[1];
    expect(test).toBeDefined();
    expect(live).toBeDefined();
    expect(out.indexOf('Test key:')).toBeLessThan(out.indexOf('Listening:'));
    expect(first.origin).toMatch(/^http:\/\/localhost:\d+$/);
    expect(first.stderr()).not.toContain(test!);
    const account = await get(first.origin, '/v1/account', test);
    expect(account.status).toBe(200);
    const licenses = await get(first.origin, '/v1/licenses?limit=100', test);
    expect(licenses.json.data).toHaveLength(12);
    const ada = licenses.json.data.find((l: { handle: string }) => l.handle === 'ada-vance');
    const made = await post(first.origin, '/v1/test_helpers/api_keys', test!, { scopes: ['licenses:read'] });
    await post(first.origin, `/v1/test_helpers/licenses/${ada.id}/suspend`, test!, {});
    await post(first.origin, '/v1/test_helpers/clock/advance', test!, { seconds: 3600 });
    const jwks = await get(first.origin, '/.well-known/jwks.json');
    first.proc.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    const second = await start({ TLP_DB: db });
    expect(second.stdout()).not.toMatch(/Test key:|Live key:/);
    expect((await get(second.origin, '/v1/account', test)).json.id).toBe(account.json.id);
    expect((await get(second.origin, '/v1/account', live)).json.livemode).toBe(true);
    expect((await get(second.origin, '/v1/licenses?limit=1', made.json.secret)).status).toBe(200);
    expect((await get(second.origin, `/v1/licenses/${ada.id}`, test)).json.status).toBe('suspended');
    expect((await get(second.origin, '/.well-known/jwks.json')).json).toEqual(jwks.json);
    const clock = await post(second.origin, '/v1/test_helpers/clock/advance', test!, { seconds: 1 });
    expect(clock.json.offset_seconds).toBe(3601);
    second.proc.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  });

  it('a busy port: the second sandbox says which port to use, exits 1 without a stack, and leaves no .data/', async () => {
    const port = await freePort();
    const first = await start({ PORT: String(port), TLP_DB: tempDb() });
    const home = mkdtempSync(join(tmpdir(), 'tlp-main-'));
    dirs.push(home);
    const data = join(home, '.data');
    // As `npm start` runs it (npm names the script it runs).
    const second = await failedStart({
      PORT: String(port),
      TLP_DB: join(data, 'sandbox.db'),
      npm_lifecycle_event: 'start',
    });
    expect(second.code).toBe(1);
    const said = new RegExp(
      `^tlp-server: port ${port} is in use: start with PORT=(\\d+) npm start$`,
      'm',
    ).exec(second.stderr);
    expect(said, second.stderr).not.toBeNull();
    expect(second.stderr).not.toMatch(/^\s+at /m);
    expect(second.stdout).not.toMatch(/Test key:/);
    expect(existsSync(data)).toBe(false);
    // The port it names is free: a start there works, and it is the first start (the keys are printed).
    const suggested = Number(said![1]);
    expect(suggested).not.toBe(port);
    const third = await start({ PORT: String(suggested), TLP_DB: join(data, 'sandbox.db') });
    expect(third.stdout()).toMatch(/^Test key: rk_test_/m);
    third.proc.kill('SIGTERM');
    expect(await third.exited).toBe(0);
    first.proc.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    // Three or four starts of a child server: longer than one test's default on a busy machine.
  }, 120_000);

  it('a first start that fails after seeding (its workers cannot listen) leaves nothing; the next start prints the keys', async () => {
    const port = await freePort();
    const first = await start({ PORT: String(port), TLP_DB: tempDb() });
    const home = mkdtempSync(join(tmpdir(), 'tlp-main-'));
    dirs.push(home);
    const data = join(home, '.data');
    const db = join(data, 'sandbox.db');
    // The primary of two workers seeds the database before it forks them; both then find the port taken.
    const failed = await failedStart({ PORT: String(port), TLP_DB: db, TLP_WORKERS: '2' });
    expect(failed.code).toBe(1);
    expect(failed.stderr.match(/^tlp-server: /gm)).toHaveLength(1);
    expect(failed.stderr).toMatch(
      new RegExp(`^tlp-server: port ${port} is in use: start with PORT=\\d+$`, 'm'),
    );
    expect(failed.stderr).not.toMatch(/^\s+at /m);
    expect(failed.stdout).not.toMatch(/Test key:/);
    expect(existsSync(data)).toBe(false);
    first.proc.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    // On the same place (the same PostgreSQL schema in the suite's PostgreSQL pass), a start seeds anew.
    const again = await start({ TLP_DB: db });
    expect(again.stdout()).toMatch(/^Test key: rk_test_\w{43}$/m);
    again.proc.kill('SIGTERM');
    expect(await again.exited).toBe(0);
    // Three or four starts of a child server: longer than one test's default on a busy machine.
  }, 120_000);

  it('TLP_TEST_KEY / TLP_LIVE_KEY are accepted; TLP_ORIGIN and TLP_SERVICE are used', async () => {
    const testKey = generateApiKey('test');
    const liveKey = generateApiKey('live');
    const port = await freePort();
    const child = await start({
      PORT: String(port),
      TLP_DB: tempDb(),
      TLP_TEST_KEY: testKey,
      TLP_LIVE_KEY: liveKey,
      TLP_ORIGIN: 'https://sandbox.example',
      TLP_SERVICE: 'acme',
    });
    expect(child.stdout()).toContain(`Test key: ${testKey}`);
    expect(child.stdout()).toContain(`Live key: ${liveKey}`);
    expect(child.origin).toBe('https://sandbox.example');
    const local = `http://127.0.0.1:${port}`;
    expect((await get(local, '/v1/account', testKey)).status).toBe(200);
    expect((await get(local, '/v1/account', liveKey)).json.livemode).toBe(true);
    const discovery = await get(local, '/.well-known/talent-license');
    expect(discovery.json.issuer).toBe('https://sandbox.example');
    expect(discovery.json.api_base).toBe('https://sandbox.example/v1');
    expect(discovery.json.c2pa_assertion_label).toBe('ai.acme.license');
    child.proc.kill('SIGTERM');
    expect(await child.exited).toBe(0);
  });

  it('a malformed TLP_TEST_KEY stops the start with a clear message', async () => {
    const env = { TLP_DB: tempDb(), TLP_TEST_KEY: 'rk_test_tooshort' };
    await expect(start(env)).rejects.toThrow(
      /TLP_TEST_KEY is malformed: expected rk_test_ followed by 43 characters/,
    );
    await expect(start({ TLP_DB: tempDb(), TLP_LIVE_KEY: generateApiKey('test') })).rejects.toThrow(
      /TLP_LIVE_KEY is malformed/,
    );
  });

  it('TLP_MAX_IMAGE_PIXELS sets the image cap; a value that is not a positive integer stops the start', async () => {
    const testKey = generateApiKey('test');
    const child = await start({ TLP_DB: tempDb(), TLP_TEST_KEY: testKey, TLP_MAX_IMAGE_PIXELS: '255' });
    const png = await smallPng(); // 16 x 16 = 256 pixels
    const generate = async () => {
      const check = await post(child.origin, '/v1/checks', testKey, {
        inputs: [{ role: 'prompt', text: 'A portrait of Ada Vance' }],
        use: USE,
        execution: EXECUTION,
      });
      expect(check.json.status).toBe('allowed');
      return post(child.origin, '/v1/generations', testKey, {
        check: check.json.id,
        artifact: { data: png.toString('base64'), sha256: sha256Hex(png), media_type: 'image/png' },
        execution: EXECUTION,
      });
    };
    const refused = await generate();
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({ code: 'media_unreadable', param: 'artifact.data' });
    expect(refused.json.detail).toContain('16x16 = 256 pixels, above the limit of 255 pixels');
    child.proc.kill('SIGTERM');
    expect(await child.exited).toBe(0);
    for (const value of ['0', '1.5']) {
      await expect(start({ TLP_DB: tempDb(), TLP_MAX_IMAGE_PIXELS: value })).rejects.toThrow(
        `TLP_MAX_IMAGE_PIXELS '${value}' is not a number of pixels (a positive integer)`,
      );
    }
  });

  it("TLP_MATCH_DISTANCE past the fingerprint's threshold, or not a whole number, stops the start", async () => {
    for (const value of [String(ISCC_MATCH_THRESHOLD + 1), 'near']) {
      await expect(start({ TLP_DB: tempDb(), TLP_MATCH_DISTANCE: value })).rejects.toThrow(
        `TLP_MATCH_DISTANCE '${value}' is not a number of bits from 0 to ${ISCC_MATCH_THRESHOLD}`,
      );
    }
  });

  it('TLP_MAX_CONNECTIONS_PER_ADDRESS caps the connections of one address; a malformed value, or one of TLP_MAX_CONNECTIONS, stops the start', async () => {
    await expect(start({ TLP_DB: tempDb(), TLP_MAX_CONNECTIONS_PER_ADDRESS: 'lots' })).rejects.toThrow(
      /TLP_MAX_CONNECTIONS_PER_ADDRESS 'lots' is not a number of connections/,
    );
    await expect(start({ TLP_DB: tempDb(), TLP_MAX_CONNECTIONS: '0' })).rejects.toThrow(
      /TLP_MAX_CONNECTIONS '0' is not a number of connections/,
    );
    const child = await start({ TLP_DB: tempDb(), TLP_MAX_CONNECTIONS_PER_ADDRESS: '2' });
    const held = await Promise.all(
      [0, 1].map(
        () =>
          new Promise<Socket>((resolve) => {
            const sock = connect(Number(new URL(child.origin).port), '127.0.0.1', () => resolve(sock));
          }),
      ),
    );
    const third = await rawExchange(
      child.origin,
      (sock) => void sock.write('GET /.well-known/jwks.json HTTP/1.1\r\nHost: x\r\n\r\n'),
    );
    expectProblem(third, 503, 'service_unavailable');
    for (const sock of held) sock.destroy();
  });

  it('SIGTERM: stops accepting, finishes the request that runs, closes the database', async () => {
    const db = tempDb();
    const child = await start({ TLP_DB: db, TLP_RATE_LIMITS: 'off' });
    const key = /^Test key: (\S+)$/m.exec(child.stdout())![1]!;
    // A request whose body is still arriving when SIGTERM comes.
    const running = slowPost(child.origin, key);
    await sleep(200);
    child.proc.kill('SIGTERM');
    await sleep(300);
    // New connections are refused while the running request finishes.
    await expect(fetch(`${child.origin.replace('localhost', '127.0.0.1')}/v1/account`)).rejects.toThrow();
    running.finish();
    const res = await running.answer;
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body).secret).toMatch(/^rk_test_/);
    expect(await child.exited).toBe(0);
    // Closed cleanly: the WAL was checkpointed into the database file.
    expect(!existsSync(`${db}-wal`) || statSync(`${db}-wal`).size === 0).toBe(true);
    const again = await start({ TLP_DB: db });
    const made = JSON.parse(res.body).secret as string;
    expect((await get(again.origin, '/v1/licenses?limit=1', made)).status).toBe(200);
    again.proc.kill('SIGTERM');
    await again.exited;
  });

  it('SIGKILL during a stream of writes loses no acknowledged object', async () => {
    const db = tempDb();
    const child = await start({ TLP_DB: db, TLP_RATE_LIMITS: 'off' });
    const key = /^Test key: (\S+)$/m.exec(child.stdout())![1]!;
    const acknowledged: { id: string; secret: string }[] = [];
    let killed = false;
    const writer = async () => {
      while (!killed) {
        try {
          const r = await post(child.origin, '/v1/test_helpers/api_keys', key, { scopes: ['talent:read'] });
          if (r.status === 200) acknowledged.push({ id: r.json.id, secret: r.json.secret });
        } catch {
          return; // the connection died with the process: this write was never acknowledged
        }
      }
    };
    const writers = Array.from({ length: 8 }, writer);
    while (acknowledged.length < 150) await new Promise((r) => setTimeout(r, 5));
    killed = true;
    child.proc.kill('SIGKILL');
    await Promise.all(writers);
    expect(await child.exited).toBeNull();
    const count = acknowledged.length;
    expect(count).toBeGreaterThanOrEqual(150);

    const again = await start({ TLP_DB: db, TLP_RATE_LIMITS: 'off' });
    // Should a key be refused, the failure says which and how: one key lost, or the whole database
    // (a restart that prints keys seeded a new one: the database it had was gone).
    expect(again.stdout(), 'the restart found no database and seeded one').not.toMatch(/Test key:/);
    expect((await get(again.origin, '/v1/account', key)).status, 'the first key, made at the seed').toBe(200);
    const refused: unknown[] = [];
    for (const k of acknowledged) {
      const r = await get(again.origin, '/v1/account', k.secret);
      if (r.status !== 200) refused.push({ id: k.id, status: r.status, answer: r.json });
    }
    expect(refused, `acknowledged keys refused after the restart (of ${acknowledged.length})`).toEqual([]);
    again.proc.kill('SIGTERM');
    await again.exited;
  });

  it('TLP_WORKERS=2: two processes on one port and database; a change made through one is seen by both', async () => {
    const db = tempDb();
    const child = await start({ TLP_DB: db, TLP_RATE_LIMITS: 'off', TLP_WORKERS: '2' });
    const key = /^Test key: (\S+)$/m.exec(child.stdout())![1]!;
    expect(child.stdout().match(/^Listening:/gm)).toHaveLength(1);
    // A new connection each time: node:cluster hands connections to the workers in turn, so both
    // processes answer (and both cache the license and the key).
    const fresh = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
      // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON
      new Promise<{ status: number; json: any }>((resolve, reject) => {
        const req = request(new URL(path, child.origin), {
          method,
          agent: false,
          headers: {
            Authorization: `Bearer ${key}`,
            Connection: 'close',
            ...(body ? { 'Content-Type': 'application/json' } : {}),
            ...headers,
          },
        });
        req.on('response', (res) => {
          let text = '';
          res.on('data', (d) => {
            text += d;
          });
          res.on('end', () => {
            recordAnswer({
              method,
              path: new URL(path, child.origin).pathname,
              status: res.statusCode ?? 0,
              headers: exchangeHeaders(res.headers),
              body: text,
            });
            resolve({ status: res.statusCode ?? 0, json: JSON.parse(text) });
          });
        });
        req.on('error', reject);
        req.end(body ? JSON.stringify(body) : undefined);
      });
    const license = (await fresh('GET', '/v1/licenses?limit=1')).json.data[0];
    for (let i = 0; i < 4; i++) {
      expect((await fresh('GET', `/v1/licenses/${license.id}`)).json.status).toBe(license.status);
    }
    expect((await fresh('POST', `/v1/test_helpers/licenses/${license.id}/suspend`, {})).status).toBe(200);
    const fourReads = async () => {
      const read = [];
      for (let i = 0; i < 4; i++) read.push((await fresh('GET', `/v1/licenses/${license.id}`)).json.status);
      return read;
    };
    const suspended = Array(4).fill('suspended');
    if (process.env.TLP_TEST_DATABASE_URL === undefined) {
      // SQLite: each request reads the epoch, so the very next reads see the change.
      expect(await fourReads()).toEqual(suspended);
    } else {
      // PostgreSQL: the other process learns it by a notification on its own connection, which may
      // trail the answer by moments under load (docs/running.md): within a bound, both see it.
      await expect.poll(fourReads, { timeout: 5000, interval: 20 }).toEqual(suspended);
    }
    // The account's clock, cached with the key, moves for both processes too.
    const advanced = await fresh('POST', '/v1/test_helpers/clock/advance', { seconds: 7200 });
    expect(advanced.status).toBe(200);
    // Each step adds to the offset the other process stored.
    for (let i = 1; i <= 4; i++) {
      const step = await fresh('POST', '/v1/test_helpers/clock/advance', { seconds: 1 });
      expect(step.json.offset_seconds).toBe(7200 + i);
    }
    // An Idempotency-Key used through one process is replayed by the other.
    const first = await fresh(
      'POST',
      '/v1/test_helpers/api_keys',
      { scopes: ['talent:read'] },
      {
        'Idempotency-Key': 'one-key',
      },
    );
    const again = await fresh(
      'POST',
      '/v1/test_helpers/api_keys',
      { scopes: ['talent:read'] },
      {
        'Idempotency-Key': 'one-key',
      },
    );
    expect(again.json.id).toBe(first.json.id);
    // Each worker keeps its own soft-binding index, loaded by its first lookup: a picture generated through
    // one is found through both at their next lookup (connections go to the workers in turn).
    const png = await smallPng();
    const lookup = (value: string) =>
      fresh('GET', `/v1/matches/byBinding?alg=io.iscc.v0&value=${encodeURIComponent(value)}`);
    const unrelated = Buffer.from('2101ffffffffffffffff', 'hex').toString('base64');
    for (let i = 0; i < 4; i++) expect((await lookup(unrelated)).status).toBe(200);
    const check = await fresh('POST', '/v1/checks', {
      inputs: [{ role: 'prompt', text: 'A portrait of Ada Vance' }],
      use: USE,
      execution: EXECUTION,
    });
    const generation = await fresh('POST', '/v1/generations', {
      check: check.json.id,
      artifact: { data: png.toString('base64'), sha256: sha256Hex(png), media_type: 'image/png' },
      execution: EXECUTION,
    });
    expect(generation.json.status).toBe('allowed');
    const value = generation.json.c2pa.soft_binding.data.blocks[0].value as string;
    for (let i = 0; i < 4; i++) {
      expect((await lookup(value)).json.matches).toEqual([
        { manifestId: expect.stringMatching(/^urn:c2pa:/), similarityScore: 100 },
      ]);
    }
    child.proc.kill('SIGTERM');
    expect(await child.exited).toBe(0);
  });
});
