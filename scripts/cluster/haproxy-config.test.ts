import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const CONFIG = fileURLToPath(new URL('./haproxy.cfg', import.meta.url));
const RUNNING = fileURLToPath(new URL('../../docs/running.md', import.meta.url));
const HAPROXY = '/usr/sbin/haproxy';

describe('the HAProxy configuration of docs/running.md', () => {
  it('is the file the cluster test runs, shown whole', () => {
    const shown = /```haproxy\n([\s\S]*?)```/.exec(readFileSync(RUNNING, 'utf8'))?.[1];
    expect(shown).toBe(readFileSync(CONFIG, 'utf8'));
  });

  it('checks /readyz with an HTTP/1.1 request carrying Host (the server refuses one without)', () => {
    expect(readFileSync(CONFIG, 'utf8')).toMatch(
      /^\s*http-check send meth GET uri \/readyz ver HTTP\/1\.1 hdr Host \S+$/m,
    );
  });

  // Debian's haproxy (.ci/run installs it).
  it('is a configuration HAProxy accepts', () => {
    const out = execFileSync(HAPROXY, ['-c', '-f', CONFIG], { encoding: 'utf8' });
    expect(out).toContain('Configuration file is valid');
  });
});
