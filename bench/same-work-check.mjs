/**
 * The same-work baseline of `POST /v1/checks` (issues 17, 30 and 31), run as its own process by the
 * decisions and postgres benches: a bare `node:http` server that does, per request, the work a check
 * cannot avoid and nothing else. It reads and parses the JSON body, signs two ES256 JWS (the check's
 * authorization and its receipt), and stores, durably, the rows the sandbox stores: the check (its answer
 * and a private part), the receipt and, when the request carries an `Idempotency-Key`, the key's record
 * (key, hex SHA-256 of endpoint and body, the outcome's status, headers and bytes; unique per account,
 * mode and key: a key met again gets 409 and no second row), all the writes of one event-loop turn in one
 * transaction. It answers the sandbox's own bytes once they are durable.
 *
 * Environment: `BARE_RESPONSE` is `{type, body}` (a real answer of the sandbox). The store is SQLite
 * (`BARE_DB`, a file; better-sqlite3 with the sandbox's pragmas: WAL, `synchronous = FULL`) or
 * PostgreSQL (`BARE_DATABASE_URL` and `BARE_SCHEMA`: one statement a batch on a `pg` pool of 10, the
 * sandbox's default). `BARE_SIGN` is `async` (node:crypto's callback form, on libuv's pool), `sync`
 * (on the event loop) or `webcrypto` (`crypto.subtle`); `BARE_COMMIT` (SQLite only) is `loop` (commit
 * on the event loop) or `thread` (on a worker thread, so that the event loop never waits for the disk).
 *
 * Which is the fastest on the 2-vCPU bench machines (`node bench/same-work-variants.mjs`, rounds of all
 * the variants at 64 connections, ratios to async+loop): see `SAME_WORK_VARIANTS` and
 * `SAME_WORK_POSTGRES_SIGN` in load.mjs, where the benches pick what they measure against, and the figures
 * measured beside them.
 */
import { generateKeyPairSync, hash, randomBytes, sign, webcrypto } from 'node:crypto';
import { createServer } from 'node:http';
import { isMainThread, parentPort, Worker } from 'node:worker_threads';

const ACCOUNT = 'acct_bench';
const ENDPOINT = 'POST /v1/checks';
const RETENTION_MS = 24 * 3600 * 1000;
const bootId = randomBytes(8).toString('hex');

/**
 * The tables and indexes of the sandbox that a check writes to, in SQLite's or PostgreSQL's dialect (they
 * differ in the key sequence only), and the one account the rows belong to.
 */
const schemaOf = (dialect) => `
create table if not exists accounts (id text primary key);
insert into accounts (id) values ('${ACCOUNT}') on conflict do nothing;
create table if not exists checks (id text primary key, account_id text not null references accounts(id),
  livemode integer not null, status text not null, data text not null, private text not null, created_at text not null);
create index if not exists checks_account on checks (account_id, livemode, id);
create table if not exists receipts (id text primary key, account_id text not null references accounts(id),
  livemode integer not null, kind text not null, subject text not null, sha256 text, data text not null, issued_at text not null);
create index if not exists receipts_digest on receipts (account_id, livemode, sha256);
create table if not exists idempotency_keys (seq ${dialect === 'postgres' ? 'serial primary key' : 'integer primary key autoincrement'},
  account_id text not null, livemode integer not null, key text not null, endpoint text not null,
  request_digest text not null, state text not null, boot_id text not null, response_status integer,
  response_headers text, response_body text, created_at text not null, expires_at text not null);
create unique index if not exists idempotency_keys_scope on idempotency_keys (account_id, livemode, key);`;

/**
 * The SQLite writer: a function that commits a batch of rows in one transaction and returns, for each
 * row, whether it was stored (false: its key was already taken).
 */
async function openSqliteWriter() {
  const { default: Database } = await import('better-sqlite3');
  const db = new Database(process.env.BARE_DB);
  for (const pragma of [
    'journal_mode = WAL',
    'synchronous = FULL',
    'foreign_keys = ON',
    'busy_timeout = 5000',
  ])
    db.pragma(pragma);
  db.exec(schemaOf('sqlite'));
  const insertKey =
    db.prepare(`insert into idempotency_keys (account_id, livemode, key, endpoint, request_digest,
    state, boot_id, response_status, response_headers, response_body, created_at, expires_at)
    values (?, 0, ?, ?, ?, 'done', ?, 200, ?, ?, ?, ?) on conflict do nothing`);
  const insertCheck = db.prepare(
    `insert into checks (id, account_id, livemode, status, data, private, created_at) values (?, ?, 0, 'allowed', ?, ?, ?)`,
  );
  const insertReceipt = db.prepare(
    `insert into receipts (id, account_id, livemode, kind, subject, sha256, data, issued_at) values (?, ?, 0, 'check', ?, null, ?, ?)`,
  );
  return db.transaction((batch) =>
    batch.map((w) => {
      if (w.key !== null) {
        const { changes } = insertKey.run(
          ACCOUNT,
          w.key,
          ENDPOINT,
          w.digest,
          bootId,
          w.headers,
          w.answer,
          w.at,
          w.expires,
        );
        if (changes === 0) return false;
      }
      insertCheck.run(w.id, ACCOUNT, w.answer, w.private, w.at);
      insertReceipt.run(w.receiptId, ACCOUNT, w.id, w.receipt, w.at);
      return true;
    }),
  );
}

/**
 * The PostgreSQL writer: a batch is one statement (so one round trip and one implicit transaction) that
 * inserts the keys' records (`on conflict do nothing`), then the checks and receipts of the rows whose key
 * was stored or that had none; it resolves with, for each row, whether it was stored.
 */
async function openPostgresWriter() {
  const { default: pg } = await import('pg');
  const schema = process.env.BARE_SCHEMA;
  const pool = new pg.Pool({
    connectionString: process.env.BARE_DATABASE_URL,
    max: 10,
    options: `-c search_path=${schema}`,
  });
  await pool.query(`create schema if not exists "${schema}"`);
  await pool.query(schemaOf('postgres'));
  const text = `with k as (
  insert into idempotency_keys (account_id, livemode, key, endpoint, request_digest, state, boot_id,
    response_status, response_headers, response_body, created_at, expires_at)
  select $1, 0, t.key, $2, t.digest, 'done', $3, 200, t.headers, t.answer, t.at, t.expires
  from unnest($4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[]) as t(key, digest, headers, answer, at, expires)
  where t.key is not null
  on conflict do nothing returning key
), r as (
  select * from unnest($10::text[], $11::text[], $12::text[], $13::text[], $14::text[], $15::text[], $4::text[])
    as r(id, receipt_id, answer, private, receipt, at, key)
  where r.key is null or r.key in (select key from k)
), c as (
  insert into checks (id, account_id, livemode, status, data, private, created_at)
  select id, $1, 0, 'allowed', answer, private, at from r
)
insert into receipts (id, account_id, livemode, kind, subject, sha256, data, issued_at)
select receipt_id, $1, 0, 'check', id, null, receipt, at from r returning subject`;
  return async (batch) => {
    const column = (name) => batch.map((w) => w[name]);
    const { rows } = await pool.query(text, [
      ACCOUNT,
      ENDPOINT,
      bootId,
      column('key'),
      column('digest'),
      column('headers'),
      column('answer'),
      column('at'),
      column('expires'),
      column('id'),
      column('receiptId'),
      column('answer'),
      column('private'),
      column('receipt'),
      column('at'),
    ]);
    const stored = new Set(rows.map((r) => r.subject));
    return batch.map((w) => stored.has(w.id));
  };
}

const postgres = process.env.BARE_DATABASE_URL !== undefined;
const onThread = !postgres && process.env.BARE_COMMIT === 'thread';

if (!isMainThread) {
  // The writer thread: each message is one turn's batch; it answers with the batch's number and which
  // rows were stored once durable. The batches that arrived while it committed go in one transaction.
  const commit = await openSqliteWriter();
  let queued = [];
  const flushQueued = () => {
    const taken = queued;
    queued = [];
    const stored = commit(taken.flatMap((m) => m.batch));
    let i = 0;
    for (const m of taken) {
      parentPort.postMessage({ n: m.n, stored: stored.slice(i, i + m.batch.length) });
      i += m.batch.length;
    }
  };
  parentPort.on('message', (m) => {
    if (queued.length === 0) setImmediate(flushQueued);
    queued.push(m);
  });
} else {
  const { type, body } = JSON.parse(process.env.BARE_RESPONSE);
  const answer = Buffer.from(body);
  const headersJson = JSON.stringify({ 'content-type': type });
  const signer = await signerOf(process.env.BARE_SIGN ?? 'async');

  const b64 = (value) =>
    Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
  async function signJws(typ, payload) {
    const input = `${b64({ alg: 'ES256', typ, kid: 'k1' })}.${b64(payload)}`;
    const signature = await signer(Buffer.from(input));
    return `${input}.${Buffer.from(signature).toString('base64url')}`;
  }

  // Group commit: the rows of one turn of the event loop in one transaction, then every answer of it.
  // On PostgreSQL the batches of several turns may be in flight at once, on the pool's connections.
  let pending = [];
  const commit = postgres ? await openPostgresWriter() : onThread ? null : await openSqliteWriter();
  const worker = onThread ? new Worker(new URL(import.meta.url), { env: process.env }) : null;
  const waiting = new Map();
  let batches = 0;
  worker?.on('message', ({ n, stored }) => {
    const dones = waiting.get(n);
    waiting.delete(n);
    for (let i = 0; i < dones.length; i++) dones[i](stored[i]);
  });
  function flush() {
    const batch = pending;
    pending = [];
    const rows = batch.map(({ done: _, ...row }) => row);
    if (worker) {
      const n = ++batches;
      waiting.set(
        n,
        batch.map((w) => w.done),
      );
      worker.postMessage({ n, batch: rows });
      return;
    }
    Promise.resolve(commit(rows)).then(
      (stored) => {
        for (let i = 0; i < batch.length; i++) batch[i].done(stored[i]);
      },
      (error) => {
        console.error(error);
        for (const w of batch) w.done(undefined);
      },
    );
  }

  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', async () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const parsed = JSON.parse(raw);
      const key = req.headers['idempotency-key'] ?? null;
      const id = `chk_${randomBytes(13).toString('hex')}`;
      const receiptId = `rcpt_${randomBytes(13).toString('hex')}`;
      const now = Date.now();
      const at = new Date(now).toISOString();
      const [authorization, receipt] = await Promise.all([
        signJws('tlp-authorization+jwt', { sub: id, inputs: parsed.inputs, use: parsed.use, iat: now }),
        signJws('tlp-receipt+jwt', { jti: receiptId, sub: id, use: parsed.use, iat: now }),
      ]);
      if (pending.length === 0) setImmediate(flush);
      pending.push({
        id,
        receiptId,
        at,
        key,
        digest: key === null ? null : hash('sha256', `${ENDPOINT}\n${raw}`, 'hex'),
        expires: key === null ? null : new Date(now + RETENTION_MS).toISOString(),
        headers: key === null ? null : headersJson,
        // Rows about the size of the sandbox's: the check's answer and its private part, the receipt's JWS.
        answer: body,
        private: JSON.stringify({ authorization, request: parsed }),
        receipt: JSON.stringify({ jws: receipt, request: parsed }),
        done: (stored) => {
          if (stored === true) {
            res.writeHead(200, { 'content-type': type });
            res.end(answer);
          } else {
            res.writeHead(stored === false ? 409 : 503, { 'content-type': 'application/problem+json' });
            res.end('{}');
          }
        },
      });
    });
  });
  server.keepAliveTimeout = 65000;
  server.listen(0, '127.0.0.1', () => console.log(`Listening: http://127.0.0.1:${server.address().port}`));
}

/** ES256 (P-256, SHA-256, IEEE P1363 signature) over bytes, by the method `kind` names. */
async function signerOf(kind) {
  if (kind === 'webcrypto') {
    const { privateKey } = await webcrypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, [
      'sign',
    ]);
    return (data) => webcrypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, privateKey, data);
  }
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const options = { key: privateKey, dsaEncoding: 'ieee-p1363' };
  if (kind === 'sync') return (data) => sign('sha256', data, options);
  if (kind !== 'async') throw new Error(`BARE_SIGN: async, sync or webcrypto, not ${kind}`);
  return (data) =>
    new Promise((resolve, reject) =>
      sign('sha256', data, options, (err, sig) => (err ? reject(err) : resolve(sig))),
    );
}
