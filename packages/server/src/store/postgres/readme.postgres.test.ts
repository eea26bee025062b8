import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../test-harness/child.js';
import { checkedFetch } from '../../test-harness/contract-fetch.js';
import { freshTestSchema } from '../../test-harness/postgres-setup.js';

/**
 * The PostgreSQL commands of docs/running.md (which the root README links), run as written (in the
 * suite's PostgreSQL pass). `npm start` is `node scripts/start.mjs`, which builds when a source changed;
 * `npm test` has just built, so the test runs it as `exec` of that same script.
 */
function readmeBlock(): string[] {
  const readme = readFileSync(join(ROOT, 'docs/running.md'), 'utf8');
  const block = /<!-- run-as-written:postgres -->\s*```sh\n([\s\S]*?)```/.exec(readme)?.[1];
  if (!block) throw new Error('docs/running.md has no run-as-written:postgres block');
  return block
    .split('\n')
    .map((line) => line.replace(/\s+#.*$/, '').trim())
    .filter((line) => line !== '');
}

describe('docs/running.md: the sandbox on PostgreSQL', () => {
  it('export TLP_DATABASE_URL from scripts/local-postgres.sh, then npm start: a server on PostgreSQL', async () => {
    const lines = readmeBlock();
    expect(lines).toEqual(['export TLP_DATABASE_URL="$(bash scripts/local-postgres.sh)"', 'npm start']);
    const start = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts.start as string;
    // `npm start` builds only what changed since the last build (`npm test` has just built everything).
    expect(start).toBe('node scripts/start.mjs');
    const script = `${lines[0]}\nexec ${start}`;
    const schema = freshTestSchema();
    const proc = spawn('bash', ['-c', script], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: '0',
        TLP_DATABASE_SCHEMA: schema,
        LOG_LEVEL: 'warn',
        TLP_DRAIN_GRACE_MS: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    proc.stdout.setEncoding('utf8').on('data', (d: string) => {
      out += d;
    });
    proc.stderr.setEncoding('utf8').on('data', (d: string) => {
      err += d;
    });
    try {
      const origin = await new Promise<string>((resolve, reject) => {
        const timer = setInterval(() => {
          const m = /^Listening: (\S+)$/m.exec(out);
          if (m) {
            clearInterval(timer);
            resolve(m[1]!);
          }
        }, 50);
        proc.once('exit', (code) => {
          clearInterval(timer);
          reject(new Error(`exited ${code}:\n${out}\n${err}`));
        });
      });
      const key = /^Test key: (rk_test_\w+)$/m.exec(out)?.[1];
      expect(key).toBeDefined();
      const res = await checkedFetch(`${origin}/v1/account`, { headers: { Authorization: `Bearer ${key}` } });
      expect(res.status).toBe(200);
      expect(err).not.toMatch(/error/i);
    } finally {
      proc.kill('SIGTERM');
    }
  }, 60_000);
});
