import { generationSummary } from '@tlp/core/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conforms, postCheck, postGeneration } from '../test-harness/decisions.js';
import { expectProblem, startTestServer, type TestServer } from '../test-harness/server.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

async function generationFor(prompt: string) {
  const check = (await postCheck(s, prompt)).json;
  expect(check.status).toBe('allowed');
  const g = (await postGeneration(s, check.id)).json;
  return { check, g };
}

describe('GET /v1/generations', () => {
  it('summaries newest first, by license, by check, awaiting release; pages with a cursor', async () => {
    const ada1 = await generationFor('A portrait of Ada Vance');
    const ada2 = await generationFor('Ada Vance on a red bicycle');
    const milo = await generationFor('Milo Hart at the beach'); // held for Milo Hart's release
    expect(milo.g.status).toBe('held');

    const all = await s.api('/v1/generations');
    expect(all.status, all.text).toBe(200);
    expect(all.json.data.map((g: { id: string }) => g.id)).toEqual([milo.g.id, ada2.g.id, ada1.g.id]);
    for (const item of all.json.data) conforms(generationSummary, item);
    // A summary says nothing of what was generated or how.
    expect(Object.keys(all.json.data[1]).sort()).toEqual(
      [
        'check',
        'created_at',
        'decision',
        'id',
        'livemode',
        'object',
        'receipt',
        'release_status',
        'status',
      ].sort(),
    );
    expect(all.json.data[1]).toMatchObject({
      object: 'generation_summary',
      status: 'allowed',
      decision: 'allow',
      receipt: ada2.g.receipt,
      release_status: null,
    });
    expect(all.json.data[0]).toMatchObject({
      status: 'held',
      receipt: null,
      release_status: 'awaiting_release',
    });

    const license = ada1.check.talent[0].license;
    const byLicense = await s.api(`/v1/generations?license=${license}`);
    expect(byLicense.json.data.map((g: { id: string }) => g.id)).toEqual([ada2.g.id, ada1.g.id]);
    const byCheck = await s.api(`/v1/generations?check=${ada1.check.id}`);
    expect(byCheck.json.data.map((g: { id: string }) => g.id)).toEqual([ada1.g.id]);
    const awaiting = await s.api('/v1/generations?release_status=awaiting_release');
    expect(awaiting.json.data.map((g: { id: string }) => g.id)).toEqual([milo.g.id]);

    const first = await s.api('/v1/generations?limit=2');
    expect(first.json).toMatchObject({ object: 'list', has_more: true });
    const second = await s.api(
      `/v1/generations?limit=2&cursor=${encodeURIComponent(first.json.next_cursor)}`,
    );
    expect(second.json.data.map((g: { id: string }) => g.id)).toEqual([ada1.g.id]);
    expect(second.json).toMatchObject({ has_more: false, next_cursor: null });

    // Released: the summary says so.
    await s.api(`/v1/test_helpers/generations/${milo.g.id}/release`, { body: {} });
    const after = await s.api(`/v1/generations?check=${milo.check.id}`);
    expect(after.json.data[0]).toMatchObject({ status: 'released', release_status: 'released' });
    expect((await s.api('/v1/generations?release_status=awaiting_release')).json.data).toEqual([]);
  });

  it('refuses bad filters, unknown licenses and checks, and a cursor of other filters', async () => {
    expectProblem(await s.api('/v1/generations?license=chk_x'), 400, 'parameter_invalid');
    expectProblem(await s.api('/v1/generations?release_status=released'), 400, 'parameter_invalid');
    expectProblem(await s.api('/v1/generations?colour=red'), 400, 'parameter_invalid');
    expectProblem(
      await s.api('/v1/generations?license=lic_00000000000000000000000000'),
      404,
      'resource_not_found',
    );
    expectProblem(
      await s.api('/v1/generations?check=chk_00000000000000000000000000'),
      404,
      'resource_not_found',
    );
    const page = await s.api('/v1/generations?limit=1');
    expect(page.json.has_more).toBe(true);
    expectProblem(
      await s.api(
        `/v1/generations?limit=1&release_status=awaiting_release&cursor=${encodeURIComponent(page.json.next_cursor)}`,
      ),
      400,
      'parameter_invalid',
    );
  });
});
