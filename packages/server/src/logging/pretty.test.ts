import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { logFormat } from './logger.js';
import { prettyLine, prettyStream } from './pretty.js';

/** The lines a pino logger writes through {@link prettyStream}, for real records. */
function prettyLogger(color = false) {
  const lines: string[] = [];
  const logger = pino(
    { level: 'debug', base: { pid: 1 } },
    prettyStream({ write: (t: string) => lines.push(t) }, { color }),
  );
  return { logger, lines };
}

describe('pretty log lines', () => {
  it('a request is one short line: time, method, path, status, duration; no ID, account or pid', () => {
    const { logger, lines } = prettyLogger();
    logger.info(
      { req_id: 'req_01HZX', method: 'POST', path: '/v1/checks', status: 201, ms: 3.1, account: 'acct_1' },
      'request',
    );
    expect(lines).toEqual([expect.stringMatching(/^\d\d:\d\d:\d\d POST \/v1\/checks 201 3\.1 ms\n$/)]);
  });

  it('other records: their message and fields; warnings and errors named, an error with its stack', () => {
    const { logger, lines } = prettyLogger();
    logger.info({ origin: 'http://localhost:8787', rate_limits: true }, 'listening');
    logger.warn('Node 20.19.0 is not supported');
    logger.error({ err: new Error('the disk is full') }, 'unhandled error');
    expect(lines[0]).toMatch(/^\d\d:\d\d:\d\d listening origin=http:\/\/localhost:8787 rate_limits=true\n$/);
    expect(lines[1]).toMatch(/^\d\d:\d\d:\d\d WARN Node 20\.19\.0 is not supported\n$/);
    expect(lines[2]).toMatch(/^\d\d:\d\d:\d\d ERROR unhandled error\nError: the disk is full\n\s+at /);
  });

  it('in colour: the time dim, a 4xx status yellow, a 5xx red; without colour no escape at all', () => {
    const record = {
      level: 30,
      time: Date.now(),
      msg: 'request',
      method: 'GET',
      path: '/x',
      status: 404,
      ms: 1,
    };
    expect(prettyLine(record, { color: true })).toContain('\x1b[33m404\x1b[39m');
    expect(prettyLine({ ...record, status: 503 }, { color: true })).toContain('\x1b[31m503\x1b[39m');
    expect(prettyLine(record, { color: true }).startsWith('\x1b[2m')).toBe(true);
    expect(prettyLine(record)).not.toContain('\x1b');
  });

  it('a line that is not JSON is passed on as it came', () => {
    const out: string[] = [];
    prettyStream({ write: (t: string) => out.push(t) }).write('plain words\n');
    expect(out).toEqual(['plain words\n']);
  });
});

describe('the log format', () => {
  it('pretty in a terminal, JSON elsewhere; TLP_LOG_FORMAT decides when set (its values: environment.test.ts)', () => {
    expect(logFormat(undefined, true)).toBe('pretty');
    expect(logFormat(undefined, false)).toBe('json');
    expect(logFormat('json', true)).toBe('json');
    expect(logFormat('pretty', false)).toBe('pretty');
  });
});
