import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectProblem, startTestServer, type TestServer } from '../test-harness/server.js';

describe('the embed and its demo page (without a build of the embed)', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  it('names of no demo file, including the names of Object.prototype, are 404 problems, never a 500', async () => {
    // Found by operations-fuzz.test.ts: `/embed-demo/valueOf` was looked up on a plain object.
    for (const name of ['valueOf', 'constructor', '__proto__', 'toString', 'hasOwnProperty', 'nothing.jpg']) {
      expectProblem(await s.api(`/embed-demo/${name}`, { key: null }), 404, 'resource_not_found');
    }
  });

  it('the demo pictures and trust anchors are made at first use; the page and the embed say they are not built', async () => {
    const licensed = await fetch(`${s.origin}/embed-demo/licensed.jpg`);
    expect(licensed.status).toBe(200);
    expect(licensed.headers.get('content-type')).toBe('image/jpeg');
    expect(new Uint8Array(await licensed.arrayBuffer()).subarray(0, 2)).toEqual(new Uint8Array([0xff, 0xd8]));
    // One trust rule: the demo signer's root is where the page, the embed and `tlp --mode test` read it.
    const anchors = await fetch(`${s.origin}/trust-anchors.pem`);
    expect(anchors.headers.get('content-type')).toBe('application/x-pem-file');
    expect(await anchors.text()).toMatch(/^-----BEGIN CERTIFICATE-----/);
    const page = expectProblem(await s.api('/embed-demo', { key: null }), 404, 'resource_not_found');
    expect(page.detail).toContain('not built');
    expectProblem(await s.api('/embed/tlp-embed.js', { key: null }), 404, 'resource_not_found');
  });
});
