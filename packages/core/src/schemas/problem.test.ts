import { describe, expect, it } from 'vitest';
import { errorCodeStatus, errorCodes, knownErrorCode, problem } from './problem.js';

const base = {
  type: 'http://localhost:8787/docs/errors/parameter_invalid',
  title: 'Invalid parameter',
  status: 400,
  code: 'parameter_invalid',
  request_id: 'req_01jb8x5k7m9n2p3q4r6s8t0v1w',
  detail: 'UK is not an ISO 3166-1 alpha-2 code; use GB.',
  param: 'use.territories[1]',
};

describe('problem', () => {
  it('lists the 34 error codes with their statuses', () => {
    expect(errorCodes).toHaveLength(34);
    expect(errorCodeStatus.live_not_activated).toBe(403);
    expect(errorCodeStatus.evaluation_timeout).toBe(504);
    expect(knownErrorCode.safeParse('teapot').success).toBe(false);
  });

  it('accepts a problem with and without the optional fields', () => {
    expect(problem.parse(base)).toEqual(base);
    const { detail: _d, param: _p, ...minimal } = base;
    expect(problem.safeParse(minimal).success).toBe(true);
    expect(problem.safeParse({ ...base, doc_url: 'http://localhost:8787/docs/checks' }).success).toBe(true);
  });

  it('accepts an unknown code (branch on the code, then the status)', () => {
    expect(
      problem.safeParse({
        ...base,
        code: 'brand_new_error',
        type: 'http://x.test/docs/errors/brand_new_error',
      }).success,
    ).toBe(true);
  });

  it('rejects a missing request_id, a request ID of the wrong prefix and a string status', () => {
    const { request_id: _r, ...noRequest } = base;
    expect(problem.safeParse(noRequest).success).toBe(false);
    expect(problem.safeParse({ ...base, request_id: 'rq_01jb8x5k7m9n2p3q4r6s8t0v1w' }).success).toBe(false);
    expect(problem.safeParse({ ...base, status: '400' }).success).toBe(false);
    expect(problem.safeParse({ ...base, type: 'parameter_invalid' }).success).toBe(false);
  });
});
