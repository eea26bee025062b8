import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkCreateRequest } from '@tlp/core/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthContext } from '../app-env.js';
import { openSandbox, type Sandbox } from '../bootstrap.js';
import { createCheck } from '../checks/create-check.js';
import { submitGeneration } from '../generations/submit-generation.js';
import { ApiError } from '../http/errors/index.js';
import { EXECUTION, sha256Hex, smallPng, USE } from '../test-harness/decisions.js';

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

describe('createCheck and submitGeneration, without HTTP', () => {
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

  it('submits a generation for an allowed check: decided, with a receipt, the authorization consumed', async () => {
    const raw = request('A portrait of Ada Vance');
    const check = JSON.parse(
      await createCheck(sandbox.deps, auth, checkCreateRequest.parse(raw), {
        rawBody: raw,
        idempotency: null,
      }),
    );
    const png = await smallPng();
    const body = {
      check: check.id,
      artifact: { sha256: sha256Hex(png), media_type: 'image/png' },
      execution: EXECUTION,
    };
    const submitted = await submitGeneration(sandbox.deps, auth, body as never, {
      data: png.toString('base64'),
      rawBody: { ...body, artifact: { ...body.artifact, data: png.toString('base64') } },
      idempotency: null,
    });
    expect(submitted.status).toBe(200);
    expect(JSON.parse(submitted.body)).toMatchObject({
      object: 'generation',
      check: check.id,
      decision: 'allow',
      receipt: expect.stringMatching(/^rcpt_/),
    });
    // The authorization (one generation) is used: a second submission is refused, nothing stored.
    await expect(
      submitGeneration(sandbox.deps, auth, body as never, {
        data: png.toString('base64'),
        rawBody: body,
        idempotency: null,
      }),
    ).rejects.toMatchObject({ code: 'generation_already_submitted' });
  });
});
