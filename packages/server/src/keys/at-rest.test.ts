/**
 * Secrets at rest: the signing keys never rest in the store in the clear (AES-256-GCM under a
 * key-encryption key), the database files are 0600 and the data folder 0700 whatever the umask, a key file
 * others can read or a wrong key-encryption key stops the start, and `npm start` says when it generated a
 * development key-encryption key.
 */
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { DEV_KEK_FILE, openSandbox } from '../bootstrap.js';
import { startChild } from '../test-harness/child.js';
import { postCheck, postGeneration } from '../test-harness/decisions.js';
import { dropSchemas } from '../test-harness/postgres-setup.js';
import { startTestServer, type TestServer, testDatabase } from '../test-harness/server.js';
import { CLEAR_KEYS_ERASED } from './custody.js';
import {
  isWrapped,
  newKeyEncryptionKeyText,
  parseKeyEncryptionKey,
  unwrapPrivateKey,
  wrapPrivateKey,
} from './key-encryption.js';

const mode = (path: string) => statSync(path).mode & 0o777;

let s: TestServer | undefined;
const dirs: string[] = [];
afterEach(async () => {
  await s?.close();
  s = undefined;
  for (const dir of dirs.splice(0)) {
    const database = testDatabase(join(dir, 'data'));
    if (database) await dropSchemas(database.url, [database.schema]);
    rmSync(dir, { recursive: true, force: true });
  }
});

/** A test server on a data folder the server creates itself (`<tmp>/data`). */
async function serverInNewFolder(): Promise<{ dir: string; data: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'tlp-at-rest-'));
  dirs.push(dir);
  const data = join(dir, 'data');
  s = await startTestServer({ dir: data });
  return { dir, data };
}

async function storedKeys(t: TestServer) {
  return t.deps.store.db.selectFrom('signing_keys').select(['kid', 'private_pem', 'status']).execute();
}

describe('signing keys at rest', () => {
  it('the store holds no private key in the clear: each is AES-256-GCM under the key-encryption key', async () => {
    await serverInNewFolder();
    const rows = await storedKeys(s!);
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const row of rows) {
      expect(row.private_pem).not.toMatch(/PRIVATE KEY|MII/);
      expect(isWrapped(row.private_pem)).toBe(true);
      // Another key-encryption key opens none of them.
      const other = parseKeyEncryptionKey(newKeyEncryptionKeyText());
      expect(() => unwrapPrivateKey(other, row.kid, row.private_pem)).toThrow(/key-encryption key/);
    }
    // And the server still signs: a generation gets a receipt that verifies.
    const check = (await postCheck(s!, 'A portrait of Ada Vance')).json;
    const generation = (await postGeneration(s!, check.id)).json;
    const verified = await s!.api('/v1/verifications', { body: { receipt: generation.receipt } });
    expect(verified.json.result).toBe('verified');
  });

  it('database files 0600 and the data folder 0700, under umask 000', async () => {
    const previous = process.umask(0o000);
    try {
      const { data } = await serverInNewFolder();
      await postCheck(s!, 'A portrait of Ada Vance');
      expect(mode(data)).toBe(0o700);
      expect(mode(join(data, DEV_KEK_FILE))).toBe(0o600);
      if (s!.deps.store.kind === 'sqlite') {
        for (const file of ['sandbox.db', 'sandbox.db-wal', 'sandbox.db-shm']) {
          expect(existsSync(join(data, file)), file).toBe(true);
          expect(mode(join(data, file)), file).toBe(0o600);
        }
      }
    } finally {
      process.umask(previous);
    }
  });

  it('a data folder that exists already is made 0700 too; a shared one (others may write in it) stops the start', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tlp-at-rest-'));
    dirs.push(dir);
    const data = join(dir, 'data');
    mkdirSync(data, { mode: 0o755 });
    chmodSync(data, 0o755);
    s = await startTestServer({ dir: data });
    expect(mode(data)).toBe(0o700);
    await s.close();
    s = undefined;

    const shared = join(dir, 'shared');
    mkdirSync(shared);
    chmodSync(shared, 0o1777);
    await expect(
      openSandbox({ dbPath: join(shared, 'sandbox.db'), origin: 'http://127.0.0.1:1' }),
    ).rejects.toThrow(/others may write in it \(mode 1777\): put the database in a folder of its own/);
    expect(statSync(shared).mode & 0o7777).toBe(0o1777);
    expect(existsSync(join(shared, 'sandbox.db'))).toBe(false);
  });

  it('a key file others can read, or another key-encryption key, stops the start', async () => {
    const { data } = await serverInNewFolder();
    await s!.close();
    s = undefined;
    const again = (keyEncryption?: Parameters<typeof openSandbox>[0]['keyEncryption']) =>
      openSandbox({
        dbPath: join(data, 'sandbox.db'),
        database: testDatabase(data),
        origin: 'http://127.0.0.1:1',
        ...(keyEncryption ? { keyEncryption } : {}),
      });
    chmodSync(join(data, DEV_KEK_FILE), 0o644);
    await expect(again()).rejects.toThrow(/readable by others \(mode 0644\): chmod 600/);
    chmodSync(join(data, DEV_KEK_FILE), 0o600);
    const other = { kek: parseKeyEncryptionKey(newKeyEncryptionKeyText()), source: 'environment' as const };
    await expect(again(other)).rejects.toThrow(/encrypted with the key-encryption key .* not with this one/);
    const reopened = await again();
    await reopened.deps.store.close();
  });

  it('keys an older database kept in the clear are encrypted at the next start', async () => {
    const { data } = await serverInNewFolder();
    const rows = await storedKeys(s!);
    const kek = parseKeyEncryptionKey(readFileSync(join(data, DEV_KEK_FILE), 'utf8'));
    // What a database of an earlier version holds: the PEM itself.
    for (const row of rows) {
      await s!.deps.store.db
        .updateTable('signing_keys')
        .set({ private_pem: unwrapPrivateKey(kek, row.kid, row.private_pem) })
        .where('kid', '=', row.kid)
        .execute();
    }
    const testKey = s!.testKey;
    await s!.close();
    s = await startTestServer({ dir: data, testKey });
    for (const row of await storedKeys(s)) expect(isWrapped(row.private_pem)).toBe(true);
    const check = (await postCheck(s, 'A portrait of Ada Vance')).json;
    expect((await postGeneration(s, check.id)).json.receipt).toMatch(/^rcpt_/);
  });
});

/**
 * A store from before key encryption: each signing key's PEM in its row, as an earlier version kept it.
 * Answers the PEMs' base64 lines, what must not be found in the database's files afterwards.
 */
async function keepKeysInTheClear(t: TestServer, data: string): Promise<string[]> {
  const kek = parseKeyEncryptionKey(readFileSync(join(data, DEV_KEK_FILE), 'utf8'));
  const lines: string[] = [];
  for (const row of await storedKeys(t)) {
    const pem = unwrapPrivateKey(kek, row.kid, row.private_pem);
    lines.push(...pem.split('\n').filter((l) => l.length >= 16 && !l.startsWith('-----')));
    await t.deps.store.db
      .updateTable('signing_keys')
      .set({ private_pem: pem })
      .where('kid', '=', row.kid)
      .execute();
  }
  expect(lines.length).toBeGreaterThanOrEqual(2);
  return lines;
}

/**
 * Where the database of `data` holds any of `lines`, its server stopped: on SQLite, every file of the data
 * folder (the database, `-wal`, `-shm`); on PostgreSQL, the file of the `signing_keys` table, its pages
 * flushed first (`CHECKPOINT`; the suite's PostgreSQL connects as its superuser, who may read it).
 */
async function whereInTheClear(data: string, lines: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  const database = testDatabase(data);
  if (!database) {
    for (const name of readdirSync(data)) {
      const bytes = readFileSync(join(data, name));
      for (const line of lines) if (bytes.includes(line)) found.push(`${name}: ${line}`);
    }
    return found;
  }
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    await client.query('checkpoint');
    const { rows } = await client.query<{ bytes: Buffer }>(
      'select pg_read_binary_file(pg_relation_filepath($1::regclass)) as bytes',
      [`${database.schema}.signing_keys`],
    );
    for (const line of lines) if (rows[0]!.bytes.includes(line)) found.push(`signing_keys: ${line}`);
  } finally {
    await client.end();
  }
  return found;
}

/** `npm start` on the data folder, then a clean stop (SIGTERM, exit 0); answers what it printed. */
async function startAndStop(data: string): Promise<string> {
  const child = await startChild({ TLP_DB: join(data, 'sandbox.db') });
  // Answered once it handles signals (it prints `Listening:` a moment before).
  expect((await fetch(`${child.origin}/livez`)).status).toBe(200);
  child.proc.kill('SIGTERM');
  expect(await child.exited).toBe(0);
  return child.stdout();
}

describe('signing keys an earlier version kept in the clear', () => {
  it('are encrypted at the next start and erased from the database files: after a clean stop no file holds their PEM, and the start says to rotate them', async () => {
    const { data } = await serverInNewFolder();
    const lines = await keepKeysInTheClear(s!, data);
    await s!.close();
    s = undefined;
    // What the test looks for is there before the upgrade (else it would prove nothing).
    expect(await whereInTheClear(data, lines)).not.toEqual([]);
    const printed = await startAndStop(data);
    expect(await whereInTheClear(data, lines)).toEqual([]);
    expect(printed).toMatch(
      /^Signing keys: \d+ kept in the clear by an earlier version were encrypted .*rotate every signing key/m,
    );
    // Erased once: the next start has nothing to say.
    expect(await startAndStop(data)).not.toMatch(/Signing keys/);
  }, 120_000);

  it('a database an earlier version encrypted without erasing is erased once, at the next start', async () => {
    const { data } = await serverInNewFolder();
    const lines = await keepKeysInTheClear(s!, data);
    // What that version did at its start: each key encrypted in place, the plaintext left where it was.
    const kek = parseKeyEncryptionKey(readFileSync(join(data, DEV_KEK_FILE), 'utf8'));
    for (const row of await storedKeys(s!)) {
      await s!.deps.store.db
        .updateTable('signing_keys')
        .set({ private_pem: wrapPrivateKey(kek, row.kid, row.private_pem) })
        .where('kid', '=', row.kid)
        .execute();
    }
    await s!.deps.store.db.deleteFrom('meta').where('key', '=', CLEAR_KEYS_ERASED).execute();
    await s!.close();
    s = undefined;
    expect(await whereInTheClear(data, lines)).not.toEqual([]);
    const printed = await startAndStop(data);
    expect(await whereInTheClear(data, lines)).toEqual([]);
    expect(printed).toMatch(/^Signing keys: .*if this database ever kept signing keys in the clear/m);
  }, 120_000);
});

describe('npm start', () => {
  it('generates a development key-encryption key beside the database and says so, once; TLP_KEY_ENCRYPTION_KEY needs no file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tlp-at-rest-'));
    dirs.push(dir);
    const db = join(dir, 'data', 'sandbox.db');
    const first = await startChild({ TLP_DB: db });
    first.proc.kill('SIGTERM');
    await first.exited;
    expect(first.stdout()).toMatch(/^Key-encryption key: generated .*key-encryption\.key \(0600\)/m);
    const second = await startChild({ TLP_DB: db });
    second.proc.kill('SIGTERM');
    await second.exited;
    expect(second.stdout()).not.toMatch(/Key-encryption key/);
    chmodSync(join(dir, 'data', DEV_KEK_FILE), 0o640);
    await expect(startChild({ TLP_DB: db })).rejects.toThrow(/readable by others/);

    const envDb = join(dir, 'env', 'sandbox.db');
    const withEnv = await startChild({ TLP_DB: envDb, TLP_KEY_ENCRYPTION_KEY: newKeyEncryptionKeyText() });
    withEnv.proc.kill('SIGTERM');
    await withEnv.exited;
    expect(withEnv.stdout()).not.toMatch(/Key-encryption key/);
    expect(existsSync(join(dir, 'env', DEV_KEK_FILE))).toBe(false);
    const database = testDatabase(join(dir, 'env'));
    if (database) await dropSchemas(database.url, [database.schema]);
  });
});
