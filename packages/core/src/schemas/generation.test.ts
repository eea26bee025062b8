import { describe, expect, it } from 'vitest';
import { generation, generationCreateRequest, generationStatuses } from './generation.js';

const ident = <P extends string>(prefix: P, n = 0) =>
  `${prefix}_01jb8x5k7m9n2p3q4r6s8t0v${String(n).padStart(2, '0')}` as const;
const hex = '2c26b46b68ffc68ff99b453c1d30413413422d706483bfa0f98a5e886266e7ae';
const jws = 'eyJhbGciOiJFUzI1NiIsInR5cCI6InRscC1yZWNlaXB0K2p3dCJ9.eyJqdGkiOiJyY3B0In0.c2lnbmF0dXJl';

const request = {
  check: ident('chk', 1),
  candidate_index: 0,
  artifact: {
    data: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==',
    sha256: hex,
    media_type: 'image/png',
  },
  execution: { provider: 'openai', model: 'gpt-image-1', job_id: 'job_123' },
  c2pa_signer: 'b6a0c5f2d1e4c3b2a1908f7e6d5c4b3a29180f7e6d5c4b3a29180f7e6d5c4b3a',
  metadata: { 'sandbox.outcome': 'identity_not_preserved' },
};

const allowed = {
  id: ident('gen', 1),
  object: 'generation',
  livemode: false,
  check: ident('chk', 1),
  session: null,
  candidate_index: 0,
  status: 'allowed',
  decision: 'allow',
  artifact: { sha256: hex, media_type: 'image/png', duration_ms: null },
  execution: { provider: 'openai', model: 'gpt-image-1', job_id: 'job_123' },
  findings: [
    {
      term: `license:${ident('lic', 1)}/terms.required_attributes`,
      attribute: 'identity.samePerson',
      result: 'preserved',
    },
  ],
  unchecked_terms: [`license:${ident('lic', 1)}/terms.rules.never[0]`],
  reasons: [],
  obligations: [{ type: 'c2pa_manifest' }],
  escalation: null,
  assurance: 'observed',
  receipt: ident('rcpt', 1),
  c2pa: {
    label: 'ai.tlp.license',
    data: { receipt: jws, verify_url: `http://localhost:8787/r/${ident('rcpt', 1)}` },
  },
  watermark: null,
  metadata: {},
  created_at: '2026-10-18T12:01:00Z',
  decided_at: '2026-10-18T12:01:02Z',
};

const held = {
  ...allowed,
  id: ident('gen', 2),
  status: 'held',
  decision: 'escalate',
  obligations: [{ type: 'hold_until_release', reviewer: 'talent' }],
  escalation: {
    id: ident('esc', 2),
    reason: 'release_review',
    reviewer: 'talent',
    status: 'open',
    expires_at: '2026-10-25T12:01:00Z',
    resolved_at: null,
    note: null,
  },
  receipt: null,
  c2pa: null,
  decided_at: null,
};

describe('generationCreateRequest', () => {
  it('accepts inline bytes and a digest-only attestation', () => {
    expect(generationCreateRequest.parse(request)).toEqual(request);
    const { data: _d, ...attested } = request.artifact;
    expect(generationCreateRequest.safeParse({ ...request, artifact: attested }).success).toBe(true);
  });

  it('rejects an uppercase or prefixed sha256', () => {
    expect(
      generationCreateRequest.safeParse({
        ...request,
        artifact: { ...request.artifact, sha256: hex.toUpperCase() },
      }).success,
    ).toBe(false);
    expect(
      generationCreateRequest.safeParse({
        ...request,
        artifact: { ...request.artifact, sha256: `sha256:${hex}` },
      }).success,
    ).toBe(false);
  });

  it('rejects data that is not base64, a file ID, a URL and a missing check', () => {
    expect(
      generationCreateRequest.safeParse({
        ...request,
        artifact: { ...request.artifact, data: 'not base64!' },
      }).success,
    ).toBe(false);
    expect(
      generationCreateRequest.safeParse({
        ...request,
        artifact: { ...request.artifact, file: ident('file', 1) },
      }).success,
    ).toBe(false);
    expect(generationCreateRequest.safeParse({ ...request, url: 'https://example.com/a.png' }).success).toBe(
      false,
    );
    const { check: _c, ...noCheck } = request;
    expect(generationCreateRequest.safeParse(noCheck).success).toBe(false);
    expect(generationCreateRequest.safeParse({ ...request, check: ident('ses', 1) }).success).toBe(false);
  });

  it('rejects a token field (the server reads the stored authorization) and a negative candidate', () => {
    expect(generationCreateRequest.safeParse({ ...request, token: 'eyJ.eyJ.sig' }).success).toBe(false);
    expect(generationCreateRequest.safeParse({ ...request, candidate_index: -1 }).success).toBe(false);
  });
});

describe('generation', () => {
  it('accepts an allowed generation with receipt and c2pa', () => {
    expect(generation.parse(allowed)).toEqual(allowed);
  });

  it('accepts a held generation and a session output', () => {
    expect(generation.safeParse(held).success).toBe(true);
    const sessionOutput = { ...allowed, check: null, session: ident('ses', 1), candidate_index: null };
    expect(generation.safeParse(sessionOutput).success).toBe(true);
  });

  it('accepts each of the seven statuses and rejects an unknown one (deliver nothing)', () => {
    for (const status of generationStatuses)
      expect(generation.safeParse({ ...held, status }).success, status).toBe(true);
    expect(generation.safeParse({ ...held, status: 'published' }).success).toBe(false);
  });

  it('accepts a denied generation with an unknown reason code', () => {
    const denied = {
      ...allowed,
      status: 'denied',
      decision: 'deny',
      reasons: [{ code: 'identity_not_preserved', stage: 'generation', sentence: 'Not the same person.' }],
      c2pa: null,
    };
    expect(generation.safeParse(denied).success).toBe(true);
    const future = { ...denied, reasons: [{ code: 'new_code', stage: 'generation', sentence: 'New.' }] };
    expect(generation.safeParse(future).success).toBe(true);
  });

  it('rejects a bad c2pa label, a non-address term and a missing artifact', () => {
    expect(
      generation.safeParse({ ...allowed, c2pa: { ...allowed.c2pa, label: 'c2pa.license' } }).success,
    ).toBe(false);
    expect(generation.safeParse({ ...allowed, unchecked_terms: ['rules.never[0]'] }).success).toBe(false);
    const { artifact: _a, ...rest } = allowed;
    expect(generation.safeParse(rest).success).toBe(false);
  });
});
