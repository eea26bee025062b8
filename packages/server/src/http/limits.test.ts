/**
 * Hostile shapes and sizes get a 4xx with `param`, never a 500, and nothing the server accepts signs into
 * a token its own verifier refuses.
 */
import { connect } from 'node:net';
import { verifyAuthorization, verifyReceipt } from '@tlp/core';
import { CHECK_LIMITS, METADATA_LIMITS } from '@tlp/core/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXECUTION, postCheck, postGeneration, servedJwks, USE } from '../test-harness/decisions.js';
import { expectProblem, startTestServer, type TestServer } from '../test-harness/server.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

/** The largest metadata map allowed: 50 keys of 40 characters, each with a value of 500 characters. */
function largestMetadata(): Record<string, string> {
  const map: Record<string, string> = {};
  for (let i = 0; i < 50; i++) map[`k${String(i).padStart(39, '0')}`] = 'v'.repeat(500);
  return map;
}

describe('request bounds', () => {
  it('metadata nested 5,000 (and 100,000) deep is 400 on its key, not a 500', async () => {
    for (const depth of [5000, 100_000]) {
      // Written as text: JSON.stringify itself would overflow the stack on 100,000 levels.
      const body = `{"inputs":[{"role":"prompt","text":"A portrait of Ada Vance"}],"use":${JSON.stringify(USE)},"execution":${JSON.stringify(EXECUTION)},"metadata":{"deep":${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}}}`;
      const r = await s.api('/v1/checks', { body });
      expect(expectProblem(r, 400, 'parameter_invalid').param).toBe('metadata.deep');
    }
    const deep = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
    const g = await s.api('/v1/generations', {
      body: `{"check":"chk_01jb8m2k4x7q9v3n5r6t8w0y2a","artifact":{"sha256":"${'ab'.repeat(32)}","media_type":"image/png"},"execution":${JSON.stringify(EXECUTION)},"metadata":{"deep":${deep}}}`,
    });
    expect(expectProblem(g, 400, 'parameter_invalid').param).toBe('metadata.deep');
  });

  it('metadata at every bound at once (50 keys of 40 characters, values of 500) is kept, on checks and generations', async () => {
    const largest = largestMetadata();
    const ok = await postCheck(s, 'A portrait of Ada Vance', { metadata: largest });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.json.metadata).toEqual(largest);
    const g = await postGeneration(s, ok.json.id, { metadata: largest });
    expect(g.status, g.text).toBe(200);
    expect(g.json.metadata).toEqual(largest);
    expect(METADATA_LIMITS).toEqual({ keys: 50, keyLength: 40, valueLength: 500 });
  });

  it('one step past a metadata bound is 400 parameter_invalid naming metadata or metadata.<key>', async () => {
    const tooMany = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, 'v']));
    const longKey = 'k'.repeat(41);
    const cases: Array<[Record<string, unknown>, string]> = [
      [tooMany, 'metadata'],
      [{ [longKey]: 'v' }, `metadata.${longKey}`],
      [{ note: 'x'.repeat(501) }, 'metadata.note'],
      [{ nested: { a: 'b' } }, 'metadata.nested'],
      [{ list: ['a'] }, 'metadata.list'],
      [{ count: 3 }, 'metadata.count'],
      [{ wide: Array.from({ length: 10_000 }, () => []) }, 'metadata.wide'],
    ];
    for (const [metadata, param] of cases) {
      const r = await postCheck(s, 'A portrait of Ada Vance', { metadata });
      expect(expectProblem(r, 400, 'parameter_invalid').param).toBe(param);
    }
    const check = await postCheck(s, 'A portrait of Ada Vance');
    for (const [metadata, param] of cases) {
      const r = await postGeneration(s, check.json.id, { metadata });
      expect(expectProblem(r, 400, 'parameter_invalid').param).toBe(param);
    }
  });

  it('every string field has a maximum length, answered with its param', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ execution: { model: 'm'.repeat(70_000) } }, 'execution.model'],
      [{ execution: { model: 'm'.repeat(CHECK_LIMITS.model + 1) } }, 'execution.model'],
      [{ execution: { provider: 'p'.repeat(CHECK_LIMITS.provider + 1) } }, 'execution.provider'],
      [{ execution: { job_id: 'j'.repeat(CHECK_LIMITS.jobId + 1) } }, 'execution.job_id'],
    ];
    for (const [extra, param] of cases) {
      const r = await postCheck(s, 'A portrait of Ada Vance', extra);
      expect(expectProblem(r, 400, 'parameter_invalid').param).toBe(param);
    }
    const check = await postCheck(s, 'A portrait of Ada Vance');
    for (const [extra, param] of [
      [{ execution: { provider: 'acme', model: 'm'.repeat(70_000) } }, 'execution.model'],
      [{ mediaType: `image/${'x'.repeat(200)}` }, 'artifact.media_type'],
      [{ c2pa_signer: 'x'.repeat(70_000) }, 'c2pa_signer'],
      [{ c2pa_signer: 'not a thumbprint' }, 'c2pa_signer'],
      [{ c2pa_signer: 'ab'.repeat(31) }, 'c2pa_signer'],
      [{ c2pa_signer: `sha256:${'ab'.repeat(33)}` }, 'c2pa_signer'],
    ] as const) {
      const r = await postGeneration(s, check.json.id, extra);
      expect(expectProblem(r, 400, 'parameter_invalid').param).toBe(param);
    }
  });

  it('a c2pa_signer is a SHA-256 thumbprint in any usual form', async () => {
    const thumbprint = `${'c0ffee'.repeat(10)}abcd`;
    for (const form of [
      thumbprint,
      `sha256:${thumbprint}`,
      thumbprint.toUpperCase(),
      thumbprint.toUpperCase().match(/../g)!.join(':'),
    ]) {
      const check = await postCheck(s, 'A portrait of Ada Vance');
      const r = await postGeneration(s, check.json.id, { c2pa_signer: form });
      expect(r.status, `${form}: ${r.text}`).toBe(200);
    }
  });

  it('text over 64 KiB in all is 413 on inputs; more inputs than allowed is 400 on inputs', async () => {
    const half = 'a quiet street at dusk '.repeat(1500); // 34,500 bytes
    const r = await s.api('/v1/checks', {
      body: {
        inputs: [
          { role: 'prompt', text: half },
          { role: 'prompt', text: half },
        ],
        use: USE,
        execution: EXECUTION,
      },
    });
    expect(expectProblem(r, 413, 'payload_too_large').param).toBe('inputs');
    const accented = Buffer.byteLength('é'.repeat(40_000)); // 80,000 bytes in 40,000 characters
    expect(accented).toBeGreaterThan(CHECK_LIMITS.textBytes);
    expect(expectProblem(await postCheck(s, 'é'.repeat(40_000)), 413, 'payload_too_large').param).toBe(
      'inputs',
    );
    const many = await s.api('/v1/checks', {
      body: {
        inputs: Array.from({ length: CHECK_LIMITS.inputs + 1 }, () => ({ role: 'prompt', text: 'hi' })),
        use: USE,
        execution: EXECUTION,
      },
    });
    expect(expectProblem(many, 400, 'parameter_invalid').param).toBe('inputs');
  });

  it('the largest allowed request signs an authorization token and a receipt that @tlp/core verifies', async () => {
    const execution = {
      provider: 'p'.repeat(CHECK_LIMITS.provider),
      model: 'm'.repeat(CHECK_LIMITS.model),
      job_id: 'j'.repeat(CHECK_LIMITS.jobId),
    };
    const filler = ' and a quiet street at dusk'.repeat(2400).slice(0, CHECK_LIMITS.textBytes - 100);
    const check = await postCheck(s, `A portrait of Ada Vance${filler}`, {
      execution,
      metadata: largestMetadata(),
    });
    expect(check.json.status, check.text).toBe('allowed');
    const jwks = await servedJwks(s);
    const token: string = check.json.authorization.token;
    expect(token.length).toBeLessThan(65_536);
    const auth = await verifyAuthorization(token, {
      issuer: s.origin,
      mode: 'test',
      jwks,
      execution: { provider: execution.provider, model: execution.model },
    });
    expect(auth.valid, JSON.stringify(auth)).toBe(true);

    const g = await postGeneration(s, check.json.id, {
      execution,
      c2pa_signer: `sha256:${'ab'.repeat(32)}`,
      metadata: largestMetadata(),
      digestOnly: true,
    });
    expect(g.status, g.text).toBe(200);
    const receipt = await s.api(`/v1/receipts/${g.json.receipt}`, { key: null });
    expect(receipt.json.jws.length).toBeLessThan(65_536);
    const verdict = await verifyReceipt(receipt.json, { issuer: s.origin, mode: 'test', jwks });
    expect(verdict.valid, JSON.stringify(verdict)).toBe(true);
  });
});

describe('the sandbox clock', () => {
  it('runs at most ten years ahead in all, in one step or in many (400 on seconds)', async () => {
    const t = await startTestServer();
    try {
      const year = 366 * 86_400;
      for (let i = 0; i < 9; i++) {
        const r = await t.api('/v1/test_helpers/clock/advance', { body: { seconds: year } });
        expect(r.status, r.text).toBe(200);
      }
      const over = await t.api('/v1/test_helpers/clock/advance', { body: { seconds: 2 * year } });
      expect(expectProblem(over, 400, 'parameter_invalid').param).toBe('seconds');
      expect(over.json.detail).toContain(`${year} are left`);
      const last = await t.api('/v1/test_helpers/clock/advance', { body: { seconds: year } });
      expect(last.status, last.text).toBe(200);
      expect(new Date(last.json.now).getUTCFullYear()).toBeLessThan(new Date().getUTCFullYear() + 11);
      const one = await t.api('/v1/test_helpers/clock/advance', { body: { seconds: 1 } });
      expect(expectProblem(one, 400, 'parameter_invalid').param).toBe('seconds');
    } finally {
      await t.close();
    }
  });
});

describe('Authorization', () => {
  /** Sends a request with raw headers (fetch joins or refuses repeated ones). */
  function raw(lines: string[]): Promise<{ status: number; body: string }> {
    const url = new URL(s.origin);
    return new Promise((resolve, reject) => {
      const sock = connect(Number(url.port), url.hostname);
      let data = '';
      sock.setEncoding('utf8');
      sock.on('data', (d) => {
        data += d;
      });
      sock.on('end', () =>
        resolve({ status: Number(data.split(' ')[1]), body: data.split('\r\n\r\n')[1] ?? '' }),
      );
      sock.on('error', reject);
      sock.write(`${lines.join('\r\n')}\r\n\r\n`);
    });
  }

  it('two Authorization headers are 400 invalid_request, whichever is valid', async () => {
    for (const pair of [
      [`Bearer ${s.testKey}`, 'Bearer sk_test_nothing'],
      ['Bearer sk_test_nothing', `Bearer ${s.testKey}`],
      [`Bearer ${s.testKey}`, `Bearer ${s.testKey}`],
    ]) {
      const r = await raw([
        'GET /v1/licenses HTTP/1.1',
        `Host: ${new URL(s.origin).host}`,
        `Authorization: ${pair[0]}`,
        `authorization: ${pair[1]}`,
        'Service-Version: 2026-10-15',
        'Connection: close',
      ]);
      expect(r.status).toBe(400);
      expect(JSON.parse(r.body)).toMatchObject({ code: 'invalid_request', status: 400 });
    }
    const one = await raw([
      'GET /v1/licenses HTTP/1.1',
      `Host: ${new URL(s.origin).host}`,
      `Authorization: Bearer ${s.testKey}`,
      'Service-Version: 2026-10-15',
      'Connection: close',
    ]);
    expect(one.status).toBe(200);
  });
});
