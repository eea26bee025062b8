import { describe, expect, it } from 'vitest';
import { check, checkCreateRequest } from './check.js';

const ident = <P extends string>(prefix: P, n = 0) =>
  `${prefix}_01jb8x5k7m9n2p3q4r6s8t0v${String(n).padStart(2, '0')}` as const;
const digestOf = (c: string) => `sha256:${c.repeat(64)}`;

const request = {
  inputs: [{ role: 'prompt', text: 'Ada Vance on a beach at sunset, reframed for a story.' }],
  use: {
    modality: 'image',
    kind: 'depiction',
    purpose: 'advertising',
    commercial: true,
    channels: ['social', 'web'],
    territories: ['US', 'GB'],
  },
  execution: { provider: 'openai', model: 'gpt-image-1', candidates: 2 },
  on_escalate: 'deny',
  metadata: { campaign: 'spring' },
};

const allowed = {
  id: ident('chk', 1),
  object: 'check',
  livemode: false,
  status: 'allowed',
  decision: 'allow',
  talent: [
    {
      talent: ident('tal', 1),
      name: 'Ada Vance',
      matched_by: 'name',
      confidence: 'high',
      decision: 'allow',
      facets: [ident('fct', 1), ident('fct', 2)],
      license: ident('lic', 1),
      license_revision: ident('lrv', 1),
      terms_digest: digestOf('a'),
    },
  ],
  use: request.use,
  reasons: [],
  obligations: [
    { type: 'generation_check', required: 'all' },
    { type: 'disclosure', level: 'brand', placement: 'metadata', text: 'Made with Ada Vance under license.' },
    { type: 'c2pa_manifest' },
    { type: 'no_training', material: true, outputs: true },
    { type: 'usage_report', units: 'placements', within: 'P30D' },
  ],
  authorization: {
    token: 'eyJhbGciOiJFUzI1NiIsInR5cCI6InRscC1hdXRoK2p3dCJ9.eyJzdWIiOiJjaGsifQ.c2lnbmF0dXJl',
    max_generations: 2,
    generations_used: 0,
    expires_at: '2026-10-18T13:00:00Z',
  },
  escalation: null,
  remedy: null,
  request_digest: digestOf('b'),
  licensee: ident('acct', 1),
  platform: ident('acct', 1),
  session: null,
  receipt: ident('rcpt', 1),
  metadata: { campaign: 'spring' },
  created_at: '2026-10-18T12:00:00Z',
};

const denied = {
  ...allowed,
  id: ident('chk', 2),
  status: 'denied',
  decision: 'deny',
  talent: [
    {
      talent: ident('tal', 4),
      name: 'Rosa Quint',
      matched_by: 'name',
      confidence: 'high',
      decision: 'deny',
      facets: [],
      license: null,
      license_revision: null,
      terms_digest: null,
    },
  ],
  reasons: [{ code: 'no_license', stage: 'check', sentence: 'Rosa Quint requires a license.' }],
  obligations: [],
  authorization: undefined,
  remedy: { type: 'license_request', check: ident('chk', 2) },
  receipt: null,
};

const escalated = {
  ...denied,
  id: ident('chk', 3),
  status: 'escalated',
  decision: 'escalate',
  reasons: [],
  escalation: {
    id: ident('esc', 1),
    reason: 'judgment',
    reviewer: 'talent',
    status: 'open',
    expires_at: '2026-10-20T12:00:00Z',
    resolved_at: null,
    note: null,
  },
  remedy: null,
};

describe('checkCreateRequest', () => {
  it('accepts a realistic request, and a minimal one', () => {
    expect(checkCreateRequest.parse(request)).toEqual(request);
    const minimal = { inputs: request.inputs, use: request.use, execution: { provider: 'p', model: 'm' } };
    expect(checkCreateRequest.safeParse(minimal).success).toBe(true);
  });

  it('accepts talent, exclude_talent, license and facet with their prefixes', () => {
    const value = {
      ...request,
      license: ident('lic', 5),
      talent: [ident('tal', 5)],
      exclude_talent: [ident('tal', 6)],
      facet: ident('fct', 3),
      on_escalate: 'hold',
    };
    expect(checkCreateRequest.safeParse(value).success).toBe(true);
  });

  it('rejects UK as a territory (use GB)', () => {
    const result = checkCreateRequest.safeParse({
      ...request,
      use: { ...request.use, territories: ['US', 'UK'] },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['use', 'territories', 1]);
  });

  it('rejects lowercase territories and alpha-3 codes', () => {
    expect(
      checkCreateRequest.safeParse({ ...request, use: { ...request.use, territories: ['us'] } }).success,
    ).toBe(false);
    expect(
      checkCreateRequest.safeParse({ ...request, use: { ...request.use, territories: ['USA'] } }).success,
    ).toBe(false);
  });

  it('rejects unknown enum values of a request', () => {
    for (const use of [
      { ...request.use, modality: 'hologram' },
      { ...request.use, kind: 'parody' },
      { ...request.use, purpose: 'charity' },
      { ...request.use, channels: ['radio'] },
    ]) {
      expect(checkCreateRequest.safeParse({ ...request, use }).success).toBe(false);
    }
    expect(checkCreateRequest.safeParse({ ...request, on_escalate: 'allow' }).success).toBe(false);
    expect(
      checkCreateRequest.safeParse({ ...request, inputs: [{ role: 'assistant', text: 'x' }] }).success,
    ).toBe(false);
  });

  it('rejects missing fields, unknown fields and bad IDs', () => {
    const { use: _u, ...noUse } = request;
    expect(checkCreateRequest.safeParse(noUse).success).toBe(false);
    expect(checkCreateRequest.safeParse({ ...request, execution: { provider: 'openai' } }).success).toBe(
      false,
    );
    expect(checkCreateRequest.safeParse({ ...request, inputs: [] }).success).toBe(false);
    expect(checkCreateRequest.safeParse({ ...request, prompt: 'hello' }).success).toBe(false);
    expect(checkCreateRequest.safeParse({ ...request, license: ident('lrv', 1) }).success).toBe(false);
    expect(checkCreateRequest.safeParse({ ...request, talent: ident('tal', 1) }).success).toBe(false);
    expect(
      checkCreateRequest.safeParse({ ...request, execution: { ...request.execution, candidates: 11 } })
        .success,
    ).toBe(false);
    expect(
      checkCreateRequest.safeParse({ ...request, execution: { ...request.execution, candidates: 0 } })
        .success,
    ).toBe(false);
  });
});

describe('check', () => {
  it('accepts an allowed check with authorization and obligations', () => {
    expect(check.parse(allowed)).toEqual(allowed);
  });

  it('accepts a denied check with a remedy and an escalated check', () => {
    expect(check.safeParse(denied).success).toBe(true);
    expect(check.safeParse(escalated).success).toBe(true);
  });

  it('accepts a pending live check (checking, decision null) and a no-talent allow', () => {
    const pending = {
      ...denied,
      livemode: true,
      status: 'checking',
      decision: null,
      reasons: [],
      remedy: null,
      talent: [],
    };
    expect(check.safeParse(pending).success).toBe(true);
    expect(check.safeParse({ ...allowed, talent: [], obligations: [] }).success).toBe(true);
  });

  it('accepts unknown reason codes, obligation types and statuses', () => {
    const future = {
      ...denied,
      status: 'cancelled',
      reasons: [{ code: 'new_reason', stage: 'check', sentence: 'New.' }],
      obligations: [{ type: 'new_obligation', x: 1 }],
    };
    expect(check.safeParse(future).success).toBe(true);
  });

  it('rejects an unknown decision, a bad prefix and a missing request_digest', () => {
    expect(check.safeParse({ ...allowed, decision: 'maybe' }).success).toBe(false);
    expect(check.safeParse({ ...allowed, id: ident('gen', 1) }).success).toBe(false);
    expect(check.safeParse({ ...allowed, receipt: ident('vrf', 1) }).success).toBe(false);
    const { request_digest: _r, ...rest } = allowed;
    expect(check.safeParse(rest).success).toBe(false);
    expect(check.safeParse({ ...allowed, object: 'generation' }).success).toBe(false);
  });
});
