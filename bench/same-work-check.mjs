/**
 * The same-work baseline of `POST /v1/checks` (issue 17), run as its own process by the decisions bench:
 * a bare `node:http` server that does, per request, the work a check cannot avoid and nothing else.
 * It reads and parses the JSON body, signs two ES256 JWS with `node:crypto` (the callback form, on
 * libuv's pool, as the sandbox does), stores rows of the sandbox's size in SQLite through better-sqlite3
 * with the sandbox's pragmas (WAL, `synchronous = FULL`), the writes of one event-loop turn in one
 * transaction, and answers the sandbox's own bytes once they are durable. `BARE_RESPONSE` is
 * `{type, body}` (a real answer of the sandbox); `BARE_DB` the database file.
 */
import { generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { createServer } from 'node:http';
import { isMainThread, parentPort, Worker } from 'node:worker_threads';
import Database from 'better-sqlite3';

/**
 * `BARE_COMMIT=thread`: the stricter variant, whose commits (and their fsync) run on a worker thread as
 * the sandbox's do, so that the event loop never waits for the disk.
 */
const onThread = process.env.BARE_COMMIT === 'thread';

const { type, body } = JSON.parse(process.env.BARE_RESPONSE);
const answer = Buffer.from(body);

/** The database and one transaction for a batch of rows. */
function openWriter() {
  const db = new Database(process.env.BARE_DB);
  for (const pragma of [
    'journal_mode = WAL',
    'synchronous = FULL',
    'foreign_keys = ON',
    'busy_timeout = 5000',
  ])
    db.pragma(pragma);
  db.exec(`create table if not exists checks (id text primary key, status text not null, data text not null, created_at text not null);
create table if not exists receipts (id text primary key, kind text not null, subject text not null, data text not null, issued_at text not null);`);
  const insertCheck = db.prepare('insert into checks (id, status, data, created_at) values (?, ?, ?, ?)');
  const insertReceipt = db.prepare(
    'insert into receipts (id, kind, subject, data, issued_at) values (?, ?, ?, ?, ?)',
  );
  return db.transaction((batch) => {
    for (const w of batch) {
      insertCheck.run(w.id, 'allowed', w.check, w.at);
      insertReceipt.run(w.receiptId, 'check', w.id, w.receipt, w.at);
    }
  });
}

if (!isMainThread) {
  // The writer thread: each message is one turn's batch; it answers with the batch's number once durable.
  // The batches that arrived while it committed are committed together, in one transaction.
  const commit = openWriter();
  let queued = [];
  const flushQueued = () => {
    const taken = queued;
    queued = [];
    commit(taken.flatMap((m) => m.batch));
    for (const m of taken) parentPort.postMessage(m.n);
  };
  parentPort.on('message', (m) => {
    if (queued.length === 0) setImmediate(flushQueued);
    queued.push(m);
  });
} else {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });

  const b64 = (value) =>
    Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
  function signJws(typ, payload) {
    const input = `${b64({ alg: 'ES256', typ, kid: 'k1' })}.${b64(payload)}`;
    return new Promise((resolve, reject) =>
      sign('sha256', Buffer.from(input), { key: privateKey, dsaEncoding: 'ieee-p1363' }, (err, sig) =>
        err ? reject(err) : resolve(`${input}.${sig.toString('base64url')}`),
      ),
    );
  }

  // Group commit: the rows of one turn of the event loop in one transaction, then every answer of it.
  let pending = [];
  const commit = onThread ? null : openWriter();
  const worker = onThread ? new Worker(new URL(import.meta.url), { env: process.env }) : null;
  const waiting = new Map();
  let batches = 0;
  worker?.on('message', (n) => {
    for (const done of waiting.get(n)) done();
    waiting.delete(n);
  });
  function flush() {
    const batch = pending;
    pending = [];
    if (worker) {
      const n = ++batches;
      waiting.set(
        n,
        batch.map((w) => w.done),
      );
      worker.postMessage({ n, batch: batch.map(({ done: _, ...row }) => row) });
      return;
    }
    commit(batch);
    for (const w of batch) w.done();
  }

  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', async () => {
      const parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      const id = `chk_${randomBytes(13).toString('hex')}`;
      const receiptId = `rcpt_${randomBytes(13).toString('hex')}`;
      const at = new Date().toISOString();
      const [authorization, receipt] = await Promise.all([
        signJws('tlp-authorization+jwt', {
          sub: id,
          inputs: parsed.inputs,
          use: parsed.use,
          iat: Date.now(),
        }),
        signJws('tlp-receipt+jwt', { jti: receiptId, sub: id, use: parsed.use, iat: Date.now() }),
      ]);
      // Rows about the size of the sandbox's (a check with its answer, a receipt with its JWS).
      const check = JSON.stringify({ answer: body, authorization, request: parsed });
      if (pending.length === 0) setImmediate(flush);
      pending.push({
        id,
        receiptId,
        at,
        check,
        receipt: JSON.stringify({ jws: receipt, request: parsed }),
        done: () => {
          res.writeHead(200, { 'content-type': type });
          res.end(answer);
        },
      });
    });
  });
  server.keepAliveTimeout = 65000;
  server.listen(0, '127.0.0.1', () => console.log(`Listening: http://127.0.0.1:${server.address().port}`));
}
