import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectProblem, startTestServer, type TestServer } from '../test-harness/server.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const PLANNED: [string, string][] = [
  ['POST', '/v1/sessions'],
  ['GET', '/v1/sessions/ses_01m82z0fhr7r75978w90e3fg0v'],
  ['POST', '/v1/sessions/ses_01m82z0fhr7r75978w90e3fg0v/renew'],
  ['POST', '/v1/sessions/ses_01m82z0fhr7r75978w90e3fg0v/samples'],
  ['GET', '/v1/events'],
  ['GET', '/v1/events/evt_01m82z0fhr7r75978w90e3fg0v'],
  ['POST', '/v1/events/evt_01m82z0fhr7r75978w90e3fg0v/resend'],
  ['POST', '/v1/webhook_endpoints'],
  ['POST', '/v1/webhook_endpoints/we_01m82z0fhr7r75978w90e3fg0v/rotate_secret'],
  ['GET', '/v1/connections'],
  ['POST', '/v1/connections'],
  ['DELETE', '/v1/connections/con_01m82z0fhr7r75978w90e3fg0v'],
  ['POST', '/v1/files'],
  ['POST', '/v1/usage_records'],
  ['GET', '/v1/statements'],
  ['GET', '/v1/mandates'],
  ['POST', '/v1/license_drafts'],
  ['GET', '/v1/license_requests/lrq_01m82z0fhr7r75978w90e3fg0v'],
  ['GET', '/v1/revocations'],
  ['GET', '/v1/escalations'],
  ['GET', '/oauth/authorize'],
  ['POST', '/oauth/token'],
  ['POST', '/oauth/register'],
  ['POST', '/oauth/introspect'],
  ['POST', '/oauth/revoke'],
  ['POST', '/mcp'],
  ['GET', '/.well-known/oauth-authorization-server'],
  ['GET', '/.well-known/oauth-protected-resource/mcp'],
];

describe('planned endpoints', () => {
  it.each(PLANNED)('%s %s is a clean problem saying it is planned', async (method, path) => {
    for (const key of [undefined, null]) {
      const r = await s.api(path, { method, key, ...(method === 'POST' ? { body: {} } : {}) });
      const p = expectProblem(r, 404, 'resource_not_found');
      expect(p.title).toBe('Operation not available');
      expect(p.detail).toBe(`${method} ${path} is a planned operation and is not available yet`);
    }
  });

  it('a non-upgrade request to the session stream gets 426', async () => {
    const r = await s.api('/v1/sessions/ses_01m82z0fhr7r75978w90e3fg0v/stream');
    const p = expectProblem(r, 426, 'upgrade_required');
    expect(r.headers.get('upgrade')).toBe('websocket');
    expect(p.detail).toMatch(/WebSocket/);
  });

  it('an upgrade request to the session stream is refused as planned, without hanging', async () => {
    const res = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(`${s.origin}/v1/sessions/ses_01m82z0fhr7r75978w90e3fg0v/stream`, {
        headers: {
          Connection: 'Upgrade',
          Upgrade: 'websocket',
          'Sec-WebSocket-Version': '13',
          'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==',
          'Sec-WebSocket-Protocol': 'tlp.session.v1',
        },
      });
      req.on('response', (r) => {
        let body = '';
        r.on('data', (d) => {
          body += d;
        });
        r.on('end', () => resolve({ status: r.statusCode ?? 0, body }));
      });
      req.on('upgrade', () => reject(new Error('must not upgrade')));
      req.on('error', reject);
      req.end();
    });
    expect(res.status).toBe(404);
    expect(JSON.parse(res.body).title).toBe('Operation not available');
  });
});
