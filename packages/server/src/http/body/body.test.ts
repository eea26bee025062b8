import { request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawExchange, write } from '../../test-harness/raw-http.js';
import { expectProblem, startTestServer, type TestServer } from '../../test-harness/server.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const MiB = 1024 * 1024;

/** Sends a body with node:http and resolves on the response, even if the server stops reading early. */
function rawPost(
  path: string,
  opts: { chunks: Iterable<Buffer>; headers: Record<string, string | number> },
): Promise<{ status: number; body: string; headers: Record<string, unknown> }> {
  const url = new URL(path, s.origin);
  let responded = false;
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: 'POST', agent: false, headers: { Authorization: `Bearer ${s.testKey}`, ...opts.headers } },
      (res) => {
        responded = true;
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (d) => {
          body += d;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
      },
    );
    req.on('error', (err) => {
      // The server may close the socket while we still write: only fail if no response came.
      if (!responded) reject(err);
    });
    (async () => {
      for (const chunk of opts.chunks) {
        // A client that sees the answer stops sending (what a well-behaved client does on 413).
        if (req.destroyed || responded) break;
        if (!req.write(chunk)) await new Promise((r) => req.once('drain', r));
      }
      req.end();
    })().catch(() => {});
  });
}

describe('request bodies', () => {
  it('a declared Content-Length over 10 MiB is 413 payload_too_large before the body is read', async () => {
    const size = 10 * MiB + 1;
    const r = await rawPost('/v1/test_helpers/clock/advance', {
      headers: { 'Content-Type': 'application/json', 'Content-Length': size },
      chunks: [Buffer.alloc(64 * 1024, 0x20)], // far less than declared: the server must not wait for it
    });
    expect(r.status).toBe(413);
    expect(JSON.parse(r.body).code).toBe('payload_too_large');
  });

  it('a chunked body is cut off at 10 MiB, not buffered without bound', async () => {
    // A raw socket, so that the answer is read as it arrives whatever happens to the writes. The server
    // reads the rest of the body (up to 64 MiB or 2 s) and throws it away before answering: answering
    // mid-upload made the closing connection reset, and the client lost the 413 (EPIPE, no answer).
    const url = new URL(s.origin);
    const sock = connect(Number(url.port), url.hostname);
    let answer = '';
    sock.setEncoding('latin1');
    sock.on('data', (d) => {
      answer += d;
    });
    sock.on('error', () => {}); // the server may close while we still write: the answer is what counts
    const closed = new Promise((resolve) => sock.on('close', resolve));
    const answered = () => answer.includes('\r\n\r\n');
    sock.write(
      `POST /v1/test_helpers/clock/advance HTTP/1.1\r\nHost: ${url.host}\r\nAuthorization: Bearer ${s.testKey}\r\n` +
        'Content-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n',
    );
    const chunk = Buffer.concat([
      Buffer.from(`${MiB.toString(16)}\r\n`),
      Buffer.alloc(MiB, 0x20),
      Buffer.from('\r\n'),
    ]);
    for (let i = 0; i < 64 && !answered() && !sock.destroyed; i++) {
      // 64 MiB offered; a client that sees the answer stops sending (what a well-behaved client does on 413).
      if (!sock.write(chunk)) await drainedOrClosed(sock);
    }
    if (!sock.destroyed) sock.write('0\r\n\r\n');
    await Promise.race([closed, new Promise((r) => setTimeout(r, 5000))]);
    sock.destroy();
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 413 /);
    const problem = JSON.parse(body.slice(body.indexOf('{'), body.lastIndexOf('}') + 1));
    expect(problem.code).toBe('payload_too_large');
    expect(head.toLowerCase()).toContain(`request-id: ${problem.request_id}`);
  });

  it('a body just under the limit is read (and then judged on its content)', async () => {
    const padding = ' '.repeat(10 * MiB - 20);
    const r = await s.api('/v1/test_helpers/clock/advance', { body: `{"seconds": 1}${padding}` });
    expect(r.status).toBe(200);
  });

  it('a body arriving in pieces, ASCII or not, split inside a character or not, reads as its UTF-8', async () => {
    /** Sends `pieces` one at a time, 30 ms apart (so that the server reads them apart), and answers. */
    const send = (pieces: Buffer[]) =>
      new Promise<{ status: number; json: { code?: string; param?: string } }>((resolve, reject) => {
        const size = pieces.reduce((n, p) => n + p.length, 0);
        const req = request(
          new URL('/v1/test_helpers/clock/advance', s.origin),
          {
            method: 'POST',
            agent: false,
            headers: {
              Authorization: `Bearer ${s.testKey}`,
              'Content-Type': 'application/json',
              'Content-Length': size,
            },
          },
          (res) => {
            let body = '';
            res.setEncoding('utf8');
            res.on('data', (d) => {
              body += d;
            });
            res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(body) }));
          },
        );
        req.on('error', reject);
        (async () => {
          for (const piece of pieces) {
            req.write(piece);
            await new Promise((r) => setTimeout(r, 30));
          }
          req.end();
        })().catch(reject);
      });
    // The unknown field's name comes back as `param`: what the server read of the body.
    const name = `${'a'.repeat(70_000)}é€😀b`;
    const bytes = Buffer.from(`{"seconds": 1, "${name}": 1}`);
    const at = bytes.indexOf(Buffer.from('é'));
    const byteByByte = [...bytes.subarray(at - 2, at + 10)].map((b) => Buffer.from([b]));
    for (const pieces of [
      [bytes], // whole
      [bytes.subarray(0, at + 1), bytes.subarray(at + 1)], // ASCII, then the rest from inside the é
      [bytes.subarray(0, 10), bytes.subarray(10, at), bytes.subarray(at, at + 5), bytes.subarray(at + 5)],
      [bytes.subarray(0, at - 2), ...byteByByte, bytes.subarray(at + 10)], // byte by byte around the é
    ]) {
      expect(Buffer.concat(pieces).equals(bytes)).toBe(true);
      const r = await send(pieces);
      expect(r.status).toBe(400);
      expect(r.json.code).toBe('parameter_invalid');
      expect(r.json.param).toBe(name);
    }
    // An ASCII body in pieces is read whole.
    const ok = Buffer.from('{"seconds": 1}');
    expect((await send([ok.subarray(0, 5), ok.subarray(5, 9), ok.subarray(9)])).status).toBe(200);
    // Bytes that are not UTF-8 after an ASCII piece read as U+FFFD, as in one piece.
    const bad = Buffer.concat([
      Buffer.from('{"seconds": 1, "x'),
      Buffer.from([0xff, 0xc3]),
      Buffer.from('": 1}'),
    ]);
    const split = await send([bad.subarray(0, 17), bad.subarray(17)]);
    expect(split.json.param).toBe('x\ufffd\ufffd');
    expect((await send([bad])).json.param).toBe('x\ufffd\ufffd');
  });

  it('malformed JSON is 400 invalid_request', async () => {
    for (const body of ['{', '{"seconds": 1,}', 'nul', '\u0000']) {
      const p = expectProblem(
        await s.api('/v1/test_helpers/clock/advance', { body }),
        400,
        'invalid_request',
      );
      expect(p.detail).toMatch(/not valid JSON/);
    }
  });

  it('JSON that is not an object is 400 invalid_request', async () => {
    for (const body of ['[]', '1', '"x"', 'null']) {
      expectProblem(await s.api('/v1/test_helpers/clock/advance', { body }), 400, 'invalid_request');
    }
  });

  it('a body of another content type is 400 invalid_request', async () => {
    const r = await s.api('/v1/test_helpers/clock/advance', {
      body: 'seconds=1',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    const p = expectProblem(r, 400, 'invalid_request');
    expect(p.detail).toMatch(/application\/json/);
  });

  it('a wrong or missing field is parameter_invalid / parameter_missing with its param path', async () => {
    const wrongType = expectProblem(
      await s.api('/v1/test_helpers/clock/advance', { body: { seconds: 'ten' } }),
      400,
      'parameter_invalid',
    );
    expect(wrongType.param).toBe('seconds');
    const missing = expectProblem(
      await s.api('/v1/test_helpers/clock/advance', { body: {} }),
      400,
      'parameter_missing',
    );
    expect(missing.param).toBe('seconds');
    const unknown = expectProblem(
      await s.api('/v1/test_helpers/clock/advance', { body: { seconds: 1, minutes: 2 } }),
      400,
      'parameter_invalid',
    );
    expect(unknown.param).toBe('minutes');
    const nested = expectProblem(
      await s.api('/v1/test_helpers/api_keys', { body: { scopes: ['talent:read', 7] } }),
      400,
      'parameter_invalid',
    );
    expect(nested.param).toBe('scopes[1]');
  });
});

describe('an oversized body: the client reads the 413, not a broken pipe', () => {
  // A cap of 4 MiB and bodies of 6 MiB: more than the system's socket buffers hold, as with 10 MiB, in
  // half the time (the rest of a body is read at 10 MiB/s).
  let small: TestServer;
  beforeAll(async () => {
    small = await startTestServer({ config: { maxBodyBytes: 4 * MiB } });
  });
  afterAll(() => small.close());

  /**
   * A raw client that sends all of an oversized body and only then reads the answer, as many clients do;
   * resolves once the server has closed the connection.
   */
  async function sendOversized(framing: 'content-length' | 'chunked', size: number, close: boolean) {
    const chunk = Buffer.alloc(256 * 1024, 0x20);
    return rawExchange(
      small.origin,
      async (sock) => {
        await write(
          sock,
          `POST /v1/test_helpers/clock/advance HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${small.testKey}\r\n` +
            `Content-Type: application/json\r\n${close ? 'Connection: close\r\n' : ''}${
              framing === 'chunked' ? 'Transfer-Encoding: chunked' : `Content-Length: ${size}`
            }\r\n\r\n`,
        );
        for (let sent = 0; sent < size && !sock.destroyed; sent += chunk.length) {
          const piece =
            framing === 'chunked'
              ? Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')])
              : chunk;
          await write(sock, piece);
        }
        if (framing === 'chunked') await write(sock, '0\r\n\r\n');
      },
      { readAfterSend: true },
    );
  }

  it('with Content-Length and chunked, asking to close or to keep alive, 20 times each: always a whole 413', async () => {
    const failures: string[] = [];
    for (const framing of ['content-length', 'chunked'] as const) {
      for (const close of [true, false]) {
        for (let i = 0; i < 20; i++) {
          const r = await sendOversized(framing, 6 * MiB, close);
          const what = `${framing}${close ? '' : ' keep-alive'} #${i}`;
          if (r.status !== 413 || r.json?.code !== 'payload_too_large') {
            failures.push(`${what}: ${r.status || 'no answer'} ${r.error ?? ''} ${r.raw.slice(0, 120)}`);
            continue;
          }
          expectProblem(r, 413, 'payload_too_large');
          // The server closes the connection after the answer (it did not read the body whole).
          expect(r.headers.get('connection'), what).toBe('close');
        }
      }
    }
    expect(failures).toEqual([]);
  }, 180_000);
});

/** Waits for the socket to take more (or to close), leaving no listener behind: the loop above waits often. */
function drainedOrClosed(sock: Socket): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      sock.off('drain', done).off('close', done);
      resolve();
    };
    sock.once('drain', done).once('close', done);
  });
}
