import { createHmac, randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { verifyWebhook } from './verify.js';

const key = randomBytes(24);
const secret = `whsec_${key.toString('base64')}`;
const now = new Date('2026-11-01T00:00:00Z');
const ts = String(Math.floor(now.getTime() / 1000));
const body = JSON.stringify({ id: 'evt_1', object: 'event', type: 'check.resolved' });

function sign(id: string, timestamp: string, payload: string, k = key) {
  return `v1,${createHmac('sha256', k).update(`${id}.${timestamp}.${payload}`).digest('base64')}`;
}
const headers = (sig = sign('evt_1', ts, body), timestamp = ts) => ({
  'webhook-id': 'evt_1',
  'webhook-timestamp': timestamp,
  'webhook-signature': sig,
});

describe('verifyWebhook', () => {
  it('accepts a signed delivery (Headers or a record, string or bytes)', async () => {
    const verdict = await verifyWebhook(body, headers(), secret, { now });
    expect(verdict).toMatchObject({ valid: true, id: 'evt_1', event: { type: 'check.resolved' } });
    if (verdict.valid) expect(verdict.timestamp.toISOString()).toBe(now.toISOString());
    const fromHeaders = await verifyWebhook(new TextEncoder().encode(body), new Headers(headers()), secret, {
      now,
    });
    expect(fromHeaders.valid).toBe(true);
  });

  it('accepts any v1 entry, and any of several secrets (rotation)', async () => {
    const old = randomBytes(32);
    const sig = `v1,AAAA v1a,zzz ${sign('evt_1', ts, body, old)}`;
    expect(
      (await verifyWebhook(body, headers(sig), [secret, `whsec_${old.toString('base64')}`], { now })).valid,
    ).toBe(true);
  });

  it('headers_missing', async () => {
    const { 'webhook-signature': _s, ...rest } = headers();
    expect(await verifyWebhook(body, rest, secret, { now })).toMatchObject({
      valid: false,
      code: 'headers_missing',
    });
  });

  it('timestamp_out_of_tolerance beyond five minutes either way', async () => {
    const late = String(Number(ts) - 301);
    expect(
      await verifyWebhook(body, headers(sign('evt_1', late, body), late), secret, { now }),
    ).toMatchObject({
      code: 'timestamp_out_of_tolerance',
    });
    const early = String(Number(ts) + 301);
    expect(
      await verifyWebhook(body, headers(sign('evt_1', early, body), early), secret, { now }),
    ).toMatchObject({
      code: 'timestamp_out_of_tolerance',
    });
  });

  it('signature_invalid for another body, id or secret', async () => {
    expect(await verifyWebhook(`${body} `, headers(), secret, { now })).toMatchObject({
      code: 'signature_invalid',
    });
    expect(await verifyWebhook(body, { ...headers(), 'webhook-id': 'evt_2' }, secret, { now })).toMatchObject(
      {
        code: 'signature_invalid',
      },
    );
    expect(
      await verifyWebhook(body, headers(), `whsec_${randomBytes(24).toString('base64')}`, { now }),
    ).toMatchObject({
      code: 'signature_invalid',
    });
  });

  it('malformed for a bad timestamp, a bad secret or a signed non-JSON body', async () => {
    expect(await verifyWebhook(body, headers(undefined, 'soon'), secret, { now })).toMatchObject({
      code: 'malformed',
    });
    expect(await verifyWebhook(body, headers(), 'whsec_!!!', { now })).toMatchObject({ code: 'malformed' });
    expect(
      await verifyWebhook('not json', headers(sign('evt_1', ts, 'not json')), secret, { now }),
    ).toMatchObject({
      code: 'malformed',
    });
  });

  it('never throws, whatever it is given', async () => {
    await fc.assert(
      fc.asyncProperty(fc.anything(), fc.anything(), fc.anything(), async (b, h, s) => {
        const verdict = await verifyWebhook(b as string, h as Record<string, string>, s as string, { now });
        expect(verdict.valid).toBe(false);
      }),
      { numRuns: 200 },
    );
  });
});
