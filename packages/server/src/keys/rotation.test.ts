/**
 * Signing-key rotation over HTTP: a new key is in the JWKS before it signs; once activated it signs, and
 * the retired key stays published, so receipts it signed still verify.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { verifyReceipt } from '@tlp/core';
import { afterEach, describe, expect, it } from 'vitest';
import { DAY_MS } from '../clock.js';
import { postCheck, postGeneration, servedJwks } from '../test-harness/decisions.js';
import { dropSchemas } from '../test-harness/postgres-setup.js';
import { startTestServer, type TestServer, testDatabase } from '../test-harness/server.js';

/** The command's environment for the suite's PostgreSQL pass: the test server's schema. */
function pgEnv(dir: string): Record<string, string> {
  const database = testDatabase(dir);
  return database ? { TLP_DATABASE_URL: database.url, TLP_DATABASE_SCHEMA: database.schema } : {};
}

import { activateSigningKey, publishSigningKey } from './rotation.js';

let s: TestServer | undefined;
afterEach(async () => {
  await s?.close();
  s = undefined;
});

const kidOf = (jws: string) =>
  JSON.parse(Buffer.from(jws.split('.')[0]!, 'base64url').toString()).kid as string;

async function receiptJws(t: TestServer): Promise<string> {
  const check = (await postCheck(t, 'A portrait of Ada Vance')).json;
  const generation = (await postGeneration(t, check.id)).json;
  return generation.c2pa.data.receipt;
}

const exec = promisify(execFile);
const COMMAND = fileURLToPath(new URL('./rotate-command.ts', import.meta.url));

describe('signing-key rotation', () => {
  it('the operator command publishes a key, then activates it; the server signs with it after a restart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tlp-rotate-'));
    s = await startTestServer({ dir });
    const { dbPath, testKey } = s;
    const oldKid = kidOf(await receiptJws(s));
    await s.close();
    s = undefined;
    const env = { ...process.env, TLP_DB: dbPath, ...pgEnv(dir) };
    const published = await exec(process.execPath, ['--import', 'tsx', COMMAND, 'publish', 'test'], { env });
    const kid = /^Published: (rfl-test-\S+)/m.exec(published.stdout)?.[1];
    expect(kid, published.stdout).toBeDefined();
    await exec(process.execPath, ['--import', 'tsx', COMMAND, 'activate', kid!], { env });
    s = await startTestServer({ dir, testKey });
    expect(kidOf(await receiptJws(s))).toBe(kid);
    expect((await servedJwks(s)).keys.map((k) => (k as { kid: string }).kid)).toContain(oldKid);
    const refused = await exec(process.execPath, ['--import', 'tsx', COMMAND, 'activate', kid!], {
      env,
    }).catch((e: { code: number; stderr: string }) => e);
    expect(refused).toMatchObject({ code: 1, stderr: expect.stringMatching(/is active, not published/) });
    await s.close();
    s = undefined;
    const database = testDatabase(dir);
    if (database) await dropSchemas(database.url, [database.schema]);
    rmSync(dir, { recursive: true, force: true });
  });

  it('publish, then activate: the new key is in the JWKS before it signs, and old receipts still verify', async () => {
    s = await startTestServer();
    const before = await receiptJws(s);
    const oldKid = kidOf(before);
    const newKid = await publishSigningKey(s.deps, 'test', new Date());
    // Published: in the JWKS, not signing yet.
    const jwks = await servedJwks(s);
    expect(jwks.keys.map((k) => (k as { kid: string }).kid)).toEqual(
      expect.arrayContaining([oldKid, newKid]),
    );
    expect(kidOf(await receiptJws(s))).toBe(oldKid);
    await activateSigningKey(s.deps, newKid, new Date());
    const after = await receiptJws(s);
    expect(kidOf(after)).toBe(newKid);
    // The retired key stays published: both receipts verify against the served JWKS, and by the API.
    const served = await servedJwks(s);
    for (const jws of [before, after]) {
      const verdict = await verifyReceipt(jws, { issuer: s.origin, jwks: served, mode: 'test' });
      expect(verdict.valid, jws.slice(0, 40)).toBe(true);
      expect((await s.api('/v1/verifications', { body: { receipt: jws } })).json.result).toBe('verified');
    }
    const statuses = await s.deps.store.db.selectFrom('signing_keys').select(['kid', 'status']).execute();
    expect(statuses.find((r) => r.kid === oldKid)?.status).toBe('retired');
    // The new key rests encrypted too.
    const row = await s.deps.store.db
      .selectFrom('signing_keys')
      .selectAll()
      .where('kid', '=', newKid)
      .executeTakeFirstOrThrow();
    expect(row.private_pem).not.toMatch(/PRIVATE KEY/);
  });

  it('a live key signs only after 30 days in the JWKS; only a published key is activated', async () => {
    s = await startTestServer();
    const now = Date.now();
    const kid = await publishSigningKey(s.deps, 'live', new Date(now));
    await expect(activateSigningKey(s.deps, kid, new Date(now + 29 * DAY_MS))).rejects.toThrow(
      /after 30 days/,
    );
    await activateSigningKey(s.deps, kid, new Date(now + 30 * DAY_MS));
    await expect(activateSigningKey(s.deps, kid, new Date(now + 31 * DAY_MS))).rejects.toThrow(
      /is active, not published/,
    );
  });
});
