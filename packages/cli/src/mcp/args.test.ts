import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_SIZE, UsageError } from '../args.js';
import { DEFAULT_HOST, DEFAULT_IDLE_SECONDS, DEFAULT_PORT, parseMcpCommand } from './args.js';

describe('parseMcpCommand', () => {
  it('defaults: stdio, live mode, no fetch allowed, the size limit of tlp verify, content-only only when asked', () => {
    expect(parseMcpCommand([])).toMatchObject({
      command: 'mcp',
      http: null,
      issuer: null,
      // As tlp verify: without an issuer nothing is verified (unverified), unless --content-only says so.
      contentOnly: false,
      mode: 'live',
      allowFetch: [],
      maxSize: DEFAULT_MAX_SIZE,
    });
  });

  it('--http: loopback, the default port and idle timeout, unless given', () => {
    expect(parseMcpCommand(['--http'])).toMatchObject({
      http: { host: DEFAULT_HOST, port: DEFAULT_PORT, idleSeconds: DEFAULT_IDLE_SECONDS },
    });
    expect(parseMcpCommand(['--http', '--port', '0', '--host', '::1', '--idle-timeout', '60'])).toMatchObject(
      {
        http: { host: '::1', port: 0, idleSeconds: 60 },
      },
    );
  });

  it('reads the verifier options as tlp verify does, TLP_ISSUER included', () => {
    const command = parseMcpCommand(
      [
        '--mode',
        'test',
        '--jwks',
        'k.json',
        '--trust-anchor',
        'a.pem',
        '--trust-anchor',
        'b.pem',
        '--max-size',
        '1M',
      ],
      { TLP_ISSUER: 'https://licensing.example/' },
    );
    expect(command).toMatchObject({
      issuer: 'https://licensing.example',
      contentOnly: false,
      mode: 'test',
      jwksFile: 'k.json',
      trustAnchorFiles: ['a.pem', 'b.pem'],
      maxSize: 1024 ** 2,
    });
  });

  it('--allow-fetch: hosts, comma-separated or repeated, in lower case', () => {
    expect(
      parseMcpCommand(['--allow-fetch', 'CDN.example, 127.0.0.1:8080', '--allow-fetch', 'b.example']),
    ).toMatchObject({
      allowFetch: ['cdn.example', '127.0.0.1:8080', 'b.example'],
    });
  });

  it('-h is help', () => {
    expect(parseMcpCommand(['-h'])).toEqual({ command: 'help' });
  });

  it.each([
    [['--port', '80'], /need --http/],
    [['--idle-timeout', '5'], /need --http/],
    [['--http', '--port', '65536'], /--port must be/],
    [['--http', '--port', 'x'], /--port must be/],
    [['--http', '--idle-timeout', '0'], /--idle-timeout must be/],
    [['--allow-fetch', 'https://cdn.example/x'], /--allow-fetch takes host names/],
    [['--mode', 'Live'], /--mode must be live, test or any/],
    [['--jwks', 'k.json'], /--jwks needs --issuer/],
    [['--issuer', 'ftp://x'], /--issuer must be an http\(s\) origin/],
    [['uploads'], /takes no inputs/],
    [['--workers', '2'], /unknown option --workers/],
    [['--htp'], /did you mean --http\?/],
  ])('refuses %j', (argv, message) => {
    expect(() => parseMcpCommand(argv)).toThrow(UsageError);
    expect(() => parseMcpCommand(argv)).toThrow(message);
  });
});
