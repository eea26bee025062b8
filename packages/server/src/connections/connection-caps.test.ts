import { connect, createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAnswer, type RawAnswer, rawExchange } from '../test-harness/raw-http.js';
import { expectProblem, startTestServer, type TestServer } from '../test-harness/server.js';

/**
 * Connections are capped per client the way the rate limits count clients (an IPv6 /64 is one), and all
 * together by a ceiling of the server. Clients of other addresses than loopback's are played by a relay:
 * each connection it accepts is handed to the server (`'connection'`, as Node's own listener does) with
 * the remote address the test names, so the server counts it as that client's.
 */
const PER_CLIENT = 2;
const CEILING = 4;
const REFUSED_MS = 1500;

let s: TestServer;
let relay: Server;
const arriving: { address: string; counted: (closed: Promise<void>) => void }[] = [];
beforeAll(async () => {
  s = await startTestServer({
    http: {
      maxConnectionsPerAddress: PER_CLIENT,
      maxConnections: CEILING,
      refusedTimeoutMs: REFUSED_MS,
      headersTimeoutMs: 3000,
    },
  });
  relay = createServer((socket) => {
    const next = arriving.shift()!;
    Object.defineProperty(socket, 'remoteAddress', { value: next.address });
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    s.server.emit('connection', socket);
    next.counted(closed);
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', () => resolve()));
});
afterAll(async () => {
  await new Promise((resolve) => relay.close(resolve));
  await s.close();
});

interface Held {
  socket: Socket;
  /** Resolves when the server's side of the connection has closed (it no longer counts). */
  closed: Promise<void>;
}

/** A connection the server counts as one from `address`, open and silent. */
function connectFrom(address: string): Promise<Held> {
  return new Promise((resolve) => {
    const port = (relay.address() as { port: number }).port;
    arriving.push({ address, counted: (closed) => resolve({ socket, closed }) });
    const socket = connect(port, '127.0.0.1');
    socket.on('error', () => {});
  });
}

/** Asks for the JWKS on a new connection from `address` and reads the answer until the server closes. */
async function askFrom(address: string): Promise<RawAnswer> {
  const { socket, closed } = await connectFrom(address);
  const started = performance.now();
  const chunks: Buffer[] = [];
  socket.on('data', (d: Buffer) => chunks.push(d));
  socket.write('GET /.well-known/jwks.json HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
  await new Promise((resolve) => socket.once('close', resolve));
  await closed;
  const raw = Buffer.concat(chunks).toString('latin1');
  return { ...parseAnswer(raw), raw, closedAfterMs: performance.now() - started, error: undefined };
}

async function closeAll(held: Held[]): Promise<void> {
  for (const h of held) h.socket.destroy();
  await Promise.all(held.map((h) => h.closed));
}

describe('connections are counted per client as the rate limits count clients', () => {
  it('addresses of one IPv6 /64 are one client: past its cap, the next is 503 and closed; another /64 is served', async () => {
    const held = [await connectFrom('2001:db8:1:2::a'), await connectFrom('2001:db8:1:2::b')];
    const refused = await askFrom('2001:db8:1:2:ffff:ffff:ffff:1');
    const p = expectProblem(refused, 503, 'service_unavailable');
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(p.detail).toContain(`${PER_CLIENT} open connections`);
    expect((await askFrom('2001:db8:1:3::a')).status).toBe(200);
    await closeAll(held);
    // Freed: the same /64 is served again.
    expect((await askFrom('2001:db8:1:2::c')).status).toBe(200);
  });

  it('an IPv4 address and its IPv4-mapped IPv6 form are one client', async () => {
    const held = [await connectFrom('192.0.2.7'), await connectFrom('::ffff:192.0.2.7')];
    expectProblem(await askFrom('192.0.2.7'), 503, 'service_unavailable');
    await closeAll(held);
  });
});

describe('a ceiling on the connections of the whole server', () => {
  it('past the ceiling, a connection from any client is 503 and closed; one closed lets the next in', async () => {
    const held: Held[] = [];
    for (let i = 1; i <= CEILING; i++) held.push(await connectFrom(`198.51.100.${i}`));
    const refused = await askFrom('198.51.100.99');
    const p = expectProblem(refused, 503, 'service_unavailable');
    expect(p.detail).toContain(`ceiling of ${CEILING} open connections`);
    await closeAll(held.splice(0, 1));
    expect((await askFrom('198.51.100.99')).status).toBe(200);
    await closeAll(held);
  });

  it('past twice the ceiling, a connection is closed at once, unanswered (refused ones are bounded too)', async () => {
    // Real connections, from loopback addresses of their own: the ceiling served, as many refused.
    const silent = Array.from({ length: 2 * CEILING }, (_, i) =>
      rawExchange(s.origin, () => {}, { localAddress: `127.0.0.${20 + i}` }),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const dropped = await rawExchange(
      s.origin,
      (sock) => void sock.write('GET /.well-known/jwks.json HTTP/1.1\r\nHost: x\r\n\r\n'),
      { localAddress: '127.0.0.40' },
    );
    expect(dropped.raw).toBe('');
    expect(dropped.closedAfterMs).toBeLessThan(REFUSED_MS);
    for (const r of await Promise.all(silent)) expect(r.raw === '' || r.status === 408).toBe(true);
  }, 30_000);
});
