/**
 * The log's pipe stays blocking: a reader that falls behind makes a write wait, never sleep the server
 * for pino's 100 ms (see `logFd`). Run in a child process whose standard error is a shell's pipe, as
 * under `npm start 2>&1 | tee log`, behind a Node process that made that pipe non-blocking (as npm is
 * behind the server under `npm start`).
 */
import { execFile } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const O_NONBLOCK = 0o4000;
const LOGGER = new URL('./logger.ts', import.meta.url).pathname;

const child = `
import { readFileSync, writeSync } from 'node:fs';
import { logFd } from ${JSON.stringify(LOGGER)};
const flags = (fd) => parseInt(readFileSync('/proc/self/fdinfo/' + fd, 'utf8').match(/flags:\\s*(\\d+)/)[1], 8);
const fd = logFd();
writeSync(fd, 'a log line\\n');
console.log(JSON.stringify({ log: flags(fd), fd }));
`;

describe.runIf(process.platform === 'linux')('the log on a pipe', () => {
  it('is written through a blocking file description of its own, to the same reader', async () => {
    const script = join(tmpdir(), `tlp-log-fd-${process.pid}.mts`);
    const out = `${script}.json`;
    const read = `${script}.log`;
    writeFileSync(script, child);
    const node = `'${process.execPath}'`;
    await promisify(execFile)('sh', [
      '-c',
      `{ ${node} -e 'void process.stderr.isTTY'; ${node} --import tsx '${script}'; } 2>&1 > '${out}' | cat > '${read}'`,
    ]);
    const { log, fd } = JSON.parse(readFileSync(out, 'utf8')) as { log: number; fd: number };
    const lines = readFileSync(read, 'utf8');
    for (const file of [script, out, read]) rmSync(file);
    expect(fd, 'a file description of its own').not.toBe(2);
    expect(log & O_NONBLOCK, 'its writes wait for the reader instead of failing with EAGAIN').toBe(0);
    expect(lines).toContain('a log line\n');
  });
});
