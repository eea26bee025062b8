import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkCreateRequest } from '@tlp/core/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthContext } from '../app-env.js';
import { openSandbox, type Sandbox } from '../bootstrap.js';
import { createCheck } from '../checks/create-check.js';
import { submitGeneration } from '../generations/submit-generation.js';
import { Refusal } from '../lib/refusal.js';
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

/** Creates a check and commits its writes, as the HTTP layer does (without an Idempotency-Key). */
async function created(text: string) {
  const raw = request(text);
  const made = await createCheck(sandbox.deps, auth, checkCreateRequest.parse(raw), raw);
  if (made instanceof Refusal) throw made;
  await sandbox.deps.store.writes.run(made.writes);
  return made;
}

describe('createCheck and submitGeneration, without HTTP', () => {
  it('decides and signs a check, returns it as an object and its JSON, and its writes store it', async () => {
    const made = await created('A portrait of Ada Vance');
    const check = JSON.parse(made.json);
    expect(check).toEqual(made.check);
    expect(check).toMatchObject({ object: 'check', decision: 'allow', status: 'allowed', livemode: false });
    expect(check.authorization.token.split('.')).toHaveLength(3);
    const row = await sandbox.deps.store.db
      .selectFrom('checks')
      .select(['id', 'status', 'data'])
      .where('id', '=', check.id)
      .executeTakeFirst();
    // The stored object is the answer's bytes.
    expect(row).toEqual({ id: check.id, status: 'allowed', data: made.json });
  });

  it('returns what the rules refuse as a Refusal with the spec code, storing nothing', async () => {
    const raw = { ...request('A portrait of Ada Vance'), license: 'lic_01jb8m2k4x7q9v3n5r6t8w0y2a' };
    const before = await sandbox.deps.store.db.selectFrom('checks').select('id').execute();
    const refused = await createCheck(sandbox.deps, auth, checkCreateRequest.parse(raw), raw);
    expect(refused).toBeInstanceOf(Refusal);
    expect(refused).toMatchObject({ code: 'resource_not_found', param: 'license' });
    expect(await sandbox.deps.store.db.selectFrom('checks').select('id').execute()).toHaveLength(
      before.length,
    );
  });

  it('submits a generation for an allowed check: decided, with a receipt, the authorization consumed', async () => {
    const { check } = await created('A portrait of Ada Vance');
    const png = await smallPng();
    const body = {
      check: check.id,
      artifact: { sha256: sha256Hex(png), media_type: 'image/png' },
      execution: EXECUTION,
    };
    const submission = await submitGeneration(sandbox.deps, auth, body as never, {
      data: png.toString('base64'),
      rawBody: { ...body, artifact: { ...body.artifact, data: png.toString('base64') } },
    });
    if (submission instanceof Refusal) throw submission;
    const submitted = await sandbox.deps.store.transaction((trx) => submission.apply(trx));
    expect(submitted.decidedInMs).toBeNull();
    expect(JSON.parse(submitted.json)).toMatchObject({
      object: 'generation',
      check: check.id,
      decision: 'allow',
      receipt: expect.stringMatching(/^rcpt_/),
    });
    // The authorization (one generation) is used: a second submission is refused, nothing stored.
    const again = await submitGeneration(sandbox.deps, auth, body as never, {
      data: png.toString('base64'),
      rawBody: body,
    });
    expect(again).toBeInstanceOf(Refusal);
    expect(again).toMatchObject({ code: 'generation_already_submitted', param: 'candidate_index' });
  });
});
