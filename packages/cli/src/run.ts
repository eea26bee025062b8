import { statSync } from 'node:fs';
import { createVerifier } from '@tlp/core';
import type { VerifierSettings } from '@tlp/core/worker';
import { parseCommand, USAGE, UsageError, type VerifyCommand } from './args.js';
import { humanLine, ingredientLines, jsonLine, summaryLines, terminalSafe } from './format.js';
import { collectInputs, type Input } from './inputs.js';
import type { Io } from './io.js';
import { readJwks, readTrustAnchors } from './key-files.js';
import { EXIT, Tally } from './outcome.js';
import { sharedFetch, WorkerPool } from './pool.js';
import { createProgressBar } from './progress.js';
import { type Result, type VerifyContext, verifyFile, verifyInput } from './verify-input.js';
import { version } from './version.js';

export type { Io } from './io.js';
export { EXIT, version };

/** Bytes of files read at once at most, unless one file alone is larger (then it runs alone). */
export const IN_FLIGHT_BYTES = 256 * 1024 * 1024;

/** What a file will take in memory while verified: its size, or nothing when it will not be read. */
function sizeOf(path: string, maxSize: number): number {
  try {
    const size = statSync(path).size;
    return size > maxSize ? 0 : size;
  } catch {
    return 0;
  }
}

async function verifyCommand(command: VerifyCommand, io: Io): Promise<number> {
  const fetchImpl = io.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const jwks = command.jwksFile ? await readJwks(command.jwksFile) : null;
  // The session of @tlp/core: the issuer (offline with --jwks), its trust rule (in test mode the issuer's
  // own test C2PA signers too), the mode; each worker thread builds its own from the same settings.
  const settings: VerifierSettings = {
    issuers: command.issuer ? [jwks ? { issuer: command.issuer, jwks } : command.issuer] : [],
    mode: command.mode,
    trustAnchors: await readTrustAnchors(command.trustAnchorFiles),
    contentOnly: command.contentOnly,
  };
  // Every thread's requests are made once for the batch.
  const fetchOnce = sharedFetch(fetchImpl);
  const ctx: VerifyContext = {
    verifier: createVerifier({ ...settings, fetch: fetchOnce }),
    issuer: command.issuer,
    mode: command.mode,
    requireTrusted: command.requireTrusted,
    contentOnly: command.contentOnly,
    maxSize: command.maxSize,
  };

  // The trust anchors of the batch (in test mode, the issuer's own too) fetched once, before any file.
  await ctx.verifier.trustAnchors();
  // Files are verified in this thread and, from the second one in flight on, in worker threads too.
  const pool = new WorkerPool(command.workers, settings, fetchOnce, ctx, (input, path) =>
    verifyFile(input, path, ctx),
  );

  const progressMode = command.progress ?? (io.stderr.isTTY === true ? null : false);
  const bar = createProgressBar(io.stderr, progressMode);
  const color = !command.json && io.stdout.isTTY === true && !io.env?.NO_COLOR;
  const tally = new Tally();

  const write = async (text: string) => {
    if (io.stdout.write(text) === false && io.stdout.once) {
      await new Promise<void>((resolve) => io.stdout.once?.('drain', resolve));
    }
  };
  const emit = async (result: Result) => {
    tally.add(result.outcome, result.code, result.trusted);
    bar.clear();
    const lines = command.json ? [jsonLine(result)] : [humanLine(result, color), ...ingredientLines(result)];
    await write(`${lines.join('\n')}\n`);
    bar.redraw();
  };
  const start = (input: Input): Promise<Result> => {
    const verifying = input.kind === 'file' ? pool.verify(input.input, input.path) : verifyInput(input, ctx);
    return verifying.then((result) => {
      bar.tick();
      return result;
    });
  };

  // Up to `concurrency` inputs, and IN_FLIGHT_BYTES of files, are started and not yet printed (a larger
  // file waits until it can run alone); results are printed in input order as soon as each is next.
  // Nothing else is kept: memory does not grow with the number of inputs.
  const pending: Array<{ result: Promise<Result>; bytes: number }> = [];
  let pendingBytes = 0;
  const emitNext = async () => {
    const next = pending.shift()!;
    pendingBytes -= next.bytes;
    await emit(await next.result);
  };
  try {
    for await (const input of collectInputs(command.inputs, io.stdin)) {
      bar.found();
      const bytes = input.kind === 'file' ? sizeOf(input.path, command.maxSize) : 0;
      while (pending.length > 0 && pendingBytes + bytes > IN_FLIGHT_BYTES) await emitNext();
      pending.push({ result: start(input), bytes });
      pendingBytes += bytes;
      while (pending.length >= command.concurrency) await emitNext();
    }
    bar.ended();
    while (pending.length > 0) await emitNext();
  } finally {
    bar.done();
    await pool.close();
  }

  if (tally.total === 0) {
    io.stderr.write('tlp: nothing to verify (the folders hold no file)\n');
    return EXIT.usage;
  }
  if (command.json) await write(`${JSON.stringify(tally)}\n`);
  else if (tally.total > 1) io.stderr.write(`${summaryLines(tally).join('\n')}\n`);
  return tally.exit;
}

/**
 * The `tlp` command without the process: parses `argv` (without `node` and the script), verifies,
 * writes to `io`, and returns the exit code (see {@link EXIT}: 0 all valid, else 1 + 4 + 8 for the kinds
 * of problem found, 2 usage error).
 */
export async function run(argv: string[], io: Io): Promise<number> {
  try {
    // `tlp mcp` loads the MCP SDK; `tlp verify` never does.
    if (argv[0] === 'mcp') return await (await import('./mcp/index.js')).runMcp(argv.slice(1), io);
    const command = parseCommand(argv, io.env ?? {});
    if (command.command === 'help') {
      io.stdout.write(USAGE);
      return EXIT.valid;
    }
    if (command.command === 'usage') {
      // Bare `tlp`: nothing was asked, so nothing was verified; the usage goes to stderr.
      io.stderr.write(USAGE);
      return EXIT.usage;
    }
    if (command.command === 'version') {
      io.stdout.write(`tlp ${version()}\n`);
      return EXIT.valid;
    }
    return await verifyCommand(command, io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr.write(`tlp: ${terminalSafe(error.message)}\nRun "tlp --help" for usage.\n`);
      return EXIT.usage;
    }
    throw error;
  }
}
