/**
 * For the tests and the bench (not built): `tlp mcp --http --port 0` in a child process, and its memory as
 * the system sees it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';

/** A running `tlp mcp --http`: its process, the URL it printed, and how to stop it. */
export interface McpHttpChild {
  child: ChildProcess;
  url: URL;
  stop(): Promise<void>;
}

/**
 * Runs `node <script> <args>` (the command's bin or its built `main.js`; `args` start with `mcp` and hold
 * `--http --port 0`) and resolves once it says on stderr where it listens.
 */
export async function startMcpHttp(
  script: string,
  args: string[],
  env: Record<string, string | undefined> = process.env,
): Promise<McpHttpChild> {
  const child = spawn(process.execPath, [script, ...args], { env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  const url = await new Promise<URL>((resolve, reject) => {
    child.stderr!.on('data', (chunk) => {
      stderr += chunk;
      const found = /streamable HTTP at (\S+)/.exec(stderr);
      if (found) resolve(new URL(found[1]!));
    });
    child.once('exit', (code) => reject(new Error(`tlp mcp exited ${code}: ${stderr}`)));
  });
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  return { child, url, stop };
}

/** The resident set size of a process (`VmRSS` of `/proc/<pid>/status`), in bytes. */
export async function rssOf(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)![1]) * 1024;
}
