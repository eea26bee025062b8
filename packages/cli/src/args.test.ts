import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_SIZE, formatSize, parseCommand, parseSize, UsageError } from './args.js';

describe('parseSize', () => {
  it.each([
    ['512', 512],
    ['1k', 1024],
    ['2KiB', 2048],
    ['1.5 MB', 1.5 * 1024 ** 2],
    ['512mb', 512 * 1024 ** 2],
    ['2G', 2 * 1024 ** 3],
    ['1gib', 1024 ** 3],
  ])('reads %s as %d bytes', (text, bytes) => {
    expect(parseSize(text)).toBe(bytes);
  });

  it.each(['', 'big', '-1', '0', '12 parsecs', '1e3', '1.5.2M'])('refuses %j', (text) => {
    expect(parseSize(text)).toBeNull();
  });

  it('writes sizes back in the same units', () => {
    expect(formatSize(64)).toBe('64 B');
    expect(formatSize(DEFAULT_MAX_SIZE)).toBe('512.0 MB');
    expect(formatSize(3 * 1024 ** 3)).toBe('3.0 GB');
  });
});

describe('parseCommand', () => {
  const ISSUER = 'https://licensing.example';

  it('defaults: as many threads as cores, 8 inputs in flight per thread, 512 MB, live mode', () => {
    const command = parseCommand(['verify', 'x', '--issuer', ISSUER], {}, 6);
    expect(command).toMatchObject({
      command: 'verify',
      issuer: ISSUER,
      contentOnly: false,
      mode: 'live',
      workers: 6,
      concurrency: 48,
      maxSize: DEFAULT_MAX_SIZE,
    });
    expect(parseCommand(['verify', 'x', '--issuer', ISSUER], {}, 1)).toMatchObject({
      workers: 1,
      concurrency: 8,
    });
  });

  it('reads files content-only when asked, never for want of an issuer', () => {
    expect(parseCommand(['verify', 'x'], {})).toMatchObject({ issuer: null, contentOnly: false });
    expect(parseCommand(['verify', 'x', '--content-only'], {})).toMatchObject({ contentOnly: true });
    expect(parseCommand(['verify', 'x'], { TLP_ISSUER: `${ISSUER}/` })).toMatchObject({
      issuer: ISSUER,
      contentOnly: false,
    });
    expect(parseCommand(['verify', 'x', '--issuer', ISSUER, '--content-only'], {})).toMatchObject({
      issuer: ISSUER,
      contentOnly: true,
    });
  });

  it('takes --workers, -j and --max-size', () => {
    expect(
      parseCommand(['verify', 'x', '--workers', '3', '-j', '5', '--max-size', '2M'], {}, 8),
    ).toMatchObject({ workers: 3, concurrency: 5, maxSize: 2 * 1024 ** 2 });
  });

  it.each([
    [['verify', 'x', '--workers', '0']],
    [['verify', 'x', '--workers', '1.5']],
    [['verify', 'x', '-j', '0']],
    [['verify', 'x', '--max-size', 'lots']],
    [['verify', 'x', '--jwks', 'keys.json']],
  ])('refuses %j', (argv) => {
    expect(() => parseCommand(argv, {})).toThrow(UsageError);
  });

  it.each([
    [['verify', 'x', '--mdoe', 'test'], /unknown option --mdoe \(did you mean --mode\?\)/],
    [['verify', 'x', '--isuer', 'https://a.example'], /did you mean --issuer\?/],
    [['verify', 'x', '--content_only'], /did you mean --content-only\?/],
    [['verfy', 'x'], /unknown command "verfy" \(did you mean verify\?\)/],
  ])('suggests the closest option or command for %j', (argv, message) => {
    expect(() => parseCommand(argv, {})).toThrow(message);
  });

  it('suggests nothing when no option is close', () => {
    expect(() => parseCommand(['verify', 'x', '--zzzzzz'], {})).toThrow(/^unknown option --zzzzzz$/);
  });
});
