import { createServer, Socket as NetSocket, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { expectProblem, startTestServer, type TestServer } from '../../test-harness/server.js';

/**
 * A TCP relay between the server and PostgreSQL that the test can cut: the database "goes away" for this
 * server only (the others of the suite keep theirs).
 */
async function relay(
  target: URL,
): Promise<{ url: string; cut(): void; restore(): Promise<void>; close(): void }> {
  const sockets = new Set<Socket>();
  let server: Server;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = new NetSocket();
        sockets.add(client).add(upstream);
        upstream.connect(Number(target.port || 5432), target.hostname);
        client.pipe(upstream).pipe(client);
        const drop = () => {
          client.destroy();
          upstream.destroy();
        };
        client.on('error', drop).on('close', drop);
        upstream.on('error', drop).on('close', drop);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server.address() as { port: number }).port;
        resolve();
      });
    });
  await listen();
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    cut() {
      server.close();
      for (const s of sockets) s.destroy();
      sockets.clear();
    },
    restore: listen,
    close() {
      server.close();
      for (const s of sockets) s.destroy();
    },
  };
}

let t: TestServer | undefined;
afterEach(async () => {
  await t?.close().catch(() => {});
  t = undefined;
});

describe('a lost PostgreSQL connection', () => {
  it('is answered 503 service_unavailable with Retry-After, and the next request after it returns is served', async () => {
    const target = new URL(process.env.TLP_TEST_DATABASE_URL ?? '');
    const r = await relay(target);
    const saved = process.env.TLP_TEST_DATABASE_URL;
    process.env.TLP_TEST_DATABASE_URL = r.url;
    try {
      t = await startTestServer();
    } finally {
      process.env.TLP_TEST_DATABASE_URL = saved;
    }
    expect((await t.api('/v1/checks/chk_00000000000000000000000000')).status).toBe(404);
    r.cut();
    const down = await t.api('/v1/checks/chk_00000000000000000000000000');
    expectProblem(down, 503, 'service_unavailable');
    expect(down.headers.get('retry-after')).toBe('1');
    await r.restore();
    // The pool opens a new connection: served again, with no restart.
    let after = await t.api('/v1/checks/chk_00000000000000000000000000');
    for (let i = 0; i < 20 && after.status === 503; i++) {
      await new Promise((ok) => setTimeout(ok, 100));
      after = await t.api('/v1/checks/chk_00000000000000000000000000');
    }
    expect(after.status).toBe(404);
    await t.close();
    t = undefined;
    r.close();
  });
});
