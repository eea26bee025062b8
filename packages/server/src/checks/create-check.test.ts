import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkCreateRequest } from '@tlp/core/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSandbox, type Sandbox } from '../bootstrap.js';
import type { AuthContext } from '../deps.js';
import { ApiError } from '../http/errors/index.js';
import { EXECUTION, USE } from '../test-harness/decisions.js';
import { createCheck } from './create-check.js';

let dir: string;
let sandbox: Sandbox;
let auth: AuthContext;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'tlp-create-check-'));
  sandbox = await openSandbox({ dbPath: join(dir, 'sandbox.db'), origin: 'http://127.0.0.1:1' });
  const account = await sandbox.deps.store.db
    .selectFrom('accounts')
    .selectAll()
    .orderBy('created_at')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  auth = { keyId: 'key_test', livemode: false, scopes: null, account };
});
afterAll(async () => {
  await sandbox.deps.store.close();
  rmSync(dir, { recursive: true, force: true });
});

const request = (text: string) => ({ inputs: [{ role: 'prompt', text }], use: USE, execution: EXECUTION });

describe('createCheck, without HTTP', () => {
  it('decides, signs and stores a check, and answers it as JSON', async () => {
    const raw = request('A portrait of Ada Vance');
    const answer = await createCheck(sandbox.deps, auth, checkCreateRequest.parse(raw), {
      rawBody: raw,
      idempotency: null,
    });
    const check = JSON.parse(answer);
    expect(check).toMatchObject({ object: 'check', decision: 'allow', status: 'allowed', livemode: false });
    expect(check.authorization.token.split('.')).toHaveLength(3);
    const row = await sandbox.deps.store.db
      .selectFrom('checks')
      .select(['id', 'status'])
      .where('id', '=', check.id)
      .executeTakeFirst();
    expect(row).toEqual({ id: check.id, status: 'allowed' });
  });

  it('refuses what the rules refuse with an ApiError, storing nothing', async () => {
    const raw = { ...request('A portrait of Ada Vance'), license: 'lic_01jb8m2k4x7q9v3n5r6t8w0y2a' };
    const before = await sandbox.deps.store.db.selectFrom('checks').select('id').execute();
    await expect(
      createCheck(sandbox.deps, auth, checkCreateRequest.parse(raw), { rawBody: raw, idempotency: null }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(await sandbox.deps.store.db.selectFrom('checks').select('id').execute()).toHaveLength(
      before.length,
    );
  });
});
