import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Digest } from '../lib/digest.js';
import { expectProblem, startTestServer, type TestServer } from '../test-harness/server.js';

let s: TestServer;
// biome-ignore lint/suspicious/noExplicitAny: JSON from the API
let all: any[];
beforeAll(async () => {
  s = await startTestServer();
  all = (await s.api('/v1/licenses?limit=100')).json.data;
});
afterAll(() => s.close());

const byHandle = (h: string) => all.find((l) => l.handle === h);

describe('GET /v1/licenses', () => {
  it('is the list envelope, newest first, default limit 20', async () => {
    const r = await s.api('/v1/licenses');
    expect(r.status).toBe(200);
    expect(Object.keys(r.json).sort()).toEqual(['data', 'has_more', 'next_cursor', 'object']);
    expect(r.json.object).toBe('list');
    expect(r.json.has_more).toBe(false);
    expect(r.json.next_cursor).toBeNull();
    expect(r.json.data).toHaveLength(12);
    const ids = r.json.data.map((l: { id: string }) => l.id);
    expect([...ids].sort().reverse()).toEqual(ids);
  });

  it('pages with opaque cursors until has_more is false', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const q: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const r = await s.api(`/v1/licenses?limit=5${q}`);
      expect(r.status).toBe(200);
      seen.push(...r.json.data.map((l: { id: string }) => l.id));
      cursor = r.json.next_cursor;
      expect(r.json.has_more).toBe(cursor !== null);
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(all.map((l) => l.id));
  });

  it('a cursor is bound to its filters, mode and integrity', async () => {
    const first = await s.api('/v1/licenses?limit=2&status=active');
    const cursor = encodeURIComponent(first.json.next_cursor);
    expect((await s.api(`/v1/licenses?limit=2&status=active&cursor=${cursor}`)).status).toBe(200);
    expect((await s.api(`/v1/licenses?limit=7&status=active&cursor=${cursor}`)).status).toBe(200); // limit may change
    const other = expectProblem(
      await s.api(`/v1/licenses?limit=2&cursor=${cursor}`),
      400,
      'parameter_invalid',
    );
    expect(other.param).toBe('cursor');
    expect(other.detail).toMatch(/other filters/);
    expectProblem(
      await s.api(`/v1/licenses?status=active&cursor=${cursor}`, { key: s.liveKey }),
      400,
      'parameter_invalid',
    );
    const tampered = first.json.next_cursor.replace(/^./, (c: string) => (c === 'e' ? 'f' : 'e'));
    expectProblem(
      await s.api(`/v1/licenses?status=active&cursor=${encodeURIComponent(tampered)}`),
      400,
      'parameter_invalid',
    );
    expectProblem(await s.api('/v1/licenses?cursor=garbage'), 400, 'parameter_invalid');
  });

  it('limit must be 1..100', async () => {
    for (const limit of ['0', '101', '-1', 'abc', '1.5', '', '1e2']) {
      const p = expectProblem(await s.api(`/v1/licenses?limit=${limit}`), 400, 'parameter_invalid');
      expect(p.param).toBe('limit');
    }
    expect((await s.api('/v1/licenses?limit=1')).json.data).toHaveLength(1);
    expect((await s.api('/v1/licenses?limit=100')).json.data).toHaveLength(12);
  });

  it('filters by talent and status; role=issuer is empty in test mode', async () => {
    const ada = byHandle('ada-vance');
    const r = await s.api(`/v1/licenses?talent=${ada.talent}`);
    expect(r.json.data.map((l: { id: string }) => l.id)).toEqual([ada.id]);
    const suspended = await s.api('/v1/licenses?status=suspended');
    expect(suspended.json.data.map((l: { handle: string }) => l.handle)).toEqual(['lena-ortiz']);
    const pending = await s.api('/v1/licenses?status=pending');
    expect(pending.json.data.map((l: { handle: string }) => l.handle)).toEqual(['jude-rowe']);
    expect((await s.api('/v1/licenses?status=active')).json.data).toHaveLength(9);
    expect((await s.api('/v1/licenses?role=issuer')).json.data).toEqual([]);
  });

  it('bad filters are parameter_invalid with param', async () => {
    const cases: [string, string][] = [
      ['role=owner', 'role'],
      ['talent=lic_01m82z0fhr7r75978w90e3fg0v', 'talent'],
      ['talent=x', 'talent'],
      ['status=void', 'status'],
      ['status=whatever', 'status'],
      ['colour=red', 'colour'],
      ['limit=1&limit=2', 'limit'],
    ];
    for (const [q, param] of cases) {
      const p = expectProblem(await s.api(`/v1/licenses?${q}`), 400, 'parameter_invalid');
      expect(p.param).toBe(param);
    }
  });

  it('the live key lists its live licenses only, with the partial scope; void is a live filter', async () => {
    expect((await s.api('/v1/licenses', { key: s.liveKey })).json).toEqual({
      object: 'list',
      data: [],
      has_more: false,
      next_cursor: null,
    });
    const ada = await s.deps.store.db
      .selectFrom('licenses')
      .selectAll()
      .where('handle', '=', 'ada-vance')
      .executeTakeFirstOrThrow();
    const liveId = s.deps.ids('lic');
    const scope = { ...JSON.parse(ada.scope), external_creation: 'images.v1' };
    await s.deps.store.db
      .insertInto('licenses')
      .values({ ...ada, id: liveId, livemode: 1, handle: 'ada-live', scope: JSON.stringify(scope) })
      .execute();
    const list = await s.api('/v1/licenses', { key: s.liveKey });
    expect(list.json.data).toHaveLength(1);
    const live = list.json.data[0];
    expect(live).toMatchObject({ id: liveId, livemode: true, terms_digest: ada.terms_digest });
    expect(Object.keys(live.scope).sort()).toEqual([
      'external_creation',
      'final_deliverables',
      'release_policy',
      'required_attributes',
      'window',
    ]);
    expect((await s.api(`/v1/licenses/${liveId}`, { key: s.liveKey })).json.scope).toEqual(live.scope);
    expect((await s.api('/v1/licenses?status=void', { key: s.liveKey })).json.data).toEqual([]);
    expectProblem(await s.api(`/v1/licenses/${liveId}`), 403, 'livemode_mismatch');
    // The test list does not show it.
    expect(
      (await s.api('/v1/licenses?limit=100')).json.data.some((l: { id: string }) => l.id === liveId),
    ).toBe(false);
  });
});

describe('default page size', () => {
  it('is 20, then the rest', async () => {
    const t = await startTestServer();
    const ada = await t.deps.store.db
      .selectFrom('licenses')
      .selectAll()
      .where('handle', '=', 'ada-vance')
      .executeTakeFirstOrThrow();
    const made: string[] = [];
    for (let i = 0; i < 25; i++) {
      const id = t.deps.ids('lic');
      made.push(id);
      await t.deps.store.db
        .insertInto('licenses')
        .values({ ...ada, id, livemode: 1, handle: `live-${i}` })
        .execute();
    }
    const first = await t.api('/v1/licenses', { key: t.liveKey });
    expect(first.json.data).toHaveLength(20);
    expect(first.json.has_more).toBe(true);
    const second = await t.api(`/v1/licenses?cursor=${encodeURIComponent(first.json.next_cursor)}`, {
      key: t.liveKey,
    });
    expect(second.json.data).toHaveLength(5);
    expect(second.json.has_more).toBe(false);
    const ids = [...first.json.data, ...second.json.data].map((l: { id: string }) => l.id);
    expect(ids).toEqual([...made].reverse());
    await t.close();
  });
});

describe('GET /v1/licenses/{license_id}', () => {
  it('returns the license with every field of the spec', async () => {
    const ada = byHandle('ada-vance');
    const r = await s.api(`/v1/licenses/${ada.id}`);
    expect(r.status).toBe(200);
    expect(r.json).toEqual(ada);
    expect(Object.keys(r.json).sort()).toEqual(
      [
        'id',
        'object',
        'livemode',
        'status',
        'talent',
        'licensee',
        'issued_by',
        'handle',
        'current_revision',
        'pending_revision',
        'revision_number',
        'terms_digest',
        'scope',
        'acceptance_url',
        'accepted_at',
        'suspended_at',
        'revoked_at',
        'declined_at',
        'created_at',
        'metadata',
      ].sort(),
    );
    expect(r.json).toMatchObject({
      object: 'license',
      livemode: false,
      status: 'active',
      licensee: s.accountId,
      issued_by: { party: 'talent', account: null },
      revision_number: 1,
      pending_revision: null,
    });
    expect(r.json.id).toMatch(/^lic_[0-9a-hjkmnp-tv-z]{26}$/);
    expect(r.json.current_revision).toMatch(/^lrv_[0-9a-hjkmnp-tv-z]{26}$/);
    expect(r.json.talent).toMatch(/^tal_[0-9a-hjkmnp-tv-z]{26}$/);
  });

  it('terms_digest is sha256 of the canonical signed terms stored with the revision', async () => {
    for (const l of all) {
      const rev = await s.deps.store.db
        .selectFrom('license_revisions')
        .selectAll()
        .where('id', '=', l.current_revision)
        .executeTakeFirstOrThrow();
      expect(l.terms_digest).toMatch(/^sha256:[0-9a-f]{64}$/);
      expect(sha256Digest(rev.signed_terms)).toBe(l.terms_digest);
      const doc = JSON.parse(rev.signed_terms);
      expect(doc).toMatchObject({
        license: l.id,
        license_revision: l.current_revision,
        talent: l.talent,
        licensee: s.accountId,
      });
      expect(doc.terms).toEqual(l.scope);
    }
    expect(new Set(all.map((l) => l.terms_digest)).size).toBe(all.length);
  });

  it('an unknown license is 404; another account’s license is 404', async () => {
    const p = expectProblem(
      await s.api('/v1/licenses/lic_01m82z0fhr7r75978w90e3fg0v'),
      404,
      'resource_not_found',
    );
    expect(p.detail).toContain('lic_01m82z0fhr7r75978w90e3fg0v');
    const other = await s.deps.store.db
      .selectFrom('accounts')
      .select('id')
      .where('id', '!=', s.accountId)
      .executeTakeFirstOrThrow();
    const ada = await s.deps.store.db
      .selectFrom('licenses')
      .selectAll()
      .where('handle', '=', 'ada-vance')
      .executeTakeFirstOrThrow();
    const foreign = s.deps.ids('lic');
    await s.deps.store.db
      .insertInto('licenses')
      .values({ ...ada, id: foreign, handle: 'foreign', licensee_id: other.id })
      .execute();
    expectProblem(await s.api(`/v1/licenses/${foreign}`), 404, 'resource_not_found');
    await s.deps.store.db.deleteFrom('licenses').where('id', '=', foreign).execute();
  });
});
