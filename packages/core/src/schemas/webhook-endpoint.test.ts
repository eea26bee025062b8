import { describe, expect, it } from 'vitest';
import { webhookEndpoint } from './webhook-endpoint.js';

const value = {
  id: 'we_01jb8x5k7m9n2p3q4r6s8t0v1w',
  object: 'webhook_endpoint',
  livemode: false,
  url: 'https://hooks.example.com/tlp',
  events: ['generation.released', 'license.revoked'],
  status: 'enabled',
  api_version: '2026-10-15',
  connected: false,
  secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
  created_at: '2026-10-18T13:00:00Z',
};

describe('webhookEndpoint', () => {
  it('accepts an endpoint on creation, one without secret and one for every event', () => {
    expect(webhookEndpoint.parse(value)).toEqual(value);
    const { secret: _s, ...later } = value;
    expect(webhookEndpoint.safeParse({ ...later, events: ['*'], description: 'All events' }).success).toBe(
      true,
    );
  });

  it('rejects a plain HTTP URL and a secret without its prefix', () => {
    expect(webhookEndpoint.safeParse({ ...value, url: 'http://hooks.example.com/tlp' }).success).toBe(false);
    expect(webhookEndpoint.safeParse({ ...value, secret: 'MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' }).success).toBe(
      false,
    );
  });
});
