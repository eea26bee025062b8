import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openSandbox } from '../bootstrap.js';
import { dropSchemas } from '../test-harness/postgres-setup.js';
import { testDatabase } from '../test-harness/server.js';
import { StartAttempt } from './first-start.js';

const homes: string[] = [];
const schemas: string[] = [];
afterAll(async () => {
  for (const h of homes) rmSync(h, { recursive: true, force: true });
  const url = process.env.TLP_TEST_DATABASE_URL;
  if (url) await dropSchemas(url, schemas);
});

/** A place for a sandbox's data (`<home>/.data/sandbox.db`) and, in the PostgreSQL pass, its schema. */
function place() {
  const home = mkdtempSync(join(tmpdir(), 'tlp-first-start-'));
  homes.push(home);
  const data = join(home, '.data');
  const database = testDatabase(data);
  if (database) schemas.push(database.schema);
  return { home, data, dbPath: join(data, 'sandbox.db'), database };
}

/** Opens (creating and seeding if new) the sandbox at `p`, and closes it: whether it seeded. */
async function openAndClose(p: ReturnType<typeof place>): Promise<boolean> {
  const sandbox = await openSandbox({
    dbPath: p.dbPath,
    database: p.database,
    origin: 'http://localhost:8787',
  });
  await sandbox.deps.store.close();
  return sandbox.created !== null;
}

describe('a start that fails takes back what it made', () => {
  it('a first start that seeded, then failed: no .data/ left, and the next start seeds again', async () => {
    const p = place();
    const attempt = new StartAttempt(p);
    expect(await openAndClose(p)).toBe(true);
    attempt.seeded();
    expect(existsSync(p.data)).toBe(true);
    await attempt.undo();
    expect(existsSync(p.data)).toBe(false);
    // In the PostgreSQL pass the seed was in the schema: it is gone too, so the keys are printed again.
    expect(await openAndClose(p)).toBe(true);
  });

  it('in a folder that was there: only the database and key file this start made are removed', async () => {
    const p = place();
    mkdirSync(p.data);
    writeFileSync(join(p.data, 'keep.txt'), 'mine');
    const attempt = new StartAttempt(p);
    await openAndClose(p);
    attempt.seeded();
    await attempt.undo();
    expect(readdirSync(p.data)).toEqual(['keep.txt']);
  });

  it('a later start that fails leaves the database it found as it was', async () => {
    const p = place();
    expect(await openAndClose(p)).toBe(true);
    const before = readdirSync(p.data).sort();
    const attempt = new StartAttempt(p);
    expect(await openAndClose(p)).toBe(false);
    await attempt.undo();
    expect(readdirSync(p.data).sort()).toEqual(before);
    // Still seeded: no new keys.
    expect(await openAndClose(p)).toBe(false);
  });
});
