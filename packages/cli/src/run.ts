import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createKeyResolver } from '@tlp/core';
import { parseCommand, USAGE, UsageError, type VerifyCommand } from './args.js';
import { humanLine, jsonLine, statusOf, summaryLine, type Tally } from './format.js';
import { expandInput, type Input } from './inputs.js';
import { createProgressBar, PROGRESS_THRESHOLD } from './progress.js';
import { type Result, type VerifyContext, verifyInput } from './verify.js';

/** Where `run` reads and writes: the process's streams by default, fakes in tests. */
export interface Io {
  stdout: { write(text: string): unknown; isTTY?: boolean };
  stderr: { write(text: string): unknown; isTTY?: boolean; columns?: number };
  /** Read when an input is `-`: one input a line. */
  stdin?: AsyncIterable<string | Uint8Array>;
  fetch?: typeof fetch;
  env?: Record<string, string | undefined>;
}

/** Exit codes: every input valid, some input not valid, the command line was wrong. */
export const EXIT = { valid: 0, invalid: 1, usage: 2 } as const;

function version(): string {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    version: string;
  };
  return pkg.version;
}

async function readJwks(path: string): Promise<{ keys: unknown[] }> {
  let value: unknown;
  try {
    value = JSON.parse(await readFile(path, 'utf8'));
  } catch (error) {
    throw new UsageError(`--jwks ${path}: ${(error as Error).message}`);
  }
  const keys = (value as { keys?: unknown } | null)?.keys;
  if (!Array.isArray(keys)) throw new UsageError(`--jwks ${path}: not a JWKS (no "keys" list)`);
  return { keys };
}

const PEM_CERTIFICATE = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g;

async function readTrustAnchors(paths: string[]): Promise<string[]> {
  const anchors: string[] = [];
  for (const path of paths) {
    let text: string;
    try {
      text = await readFile(path, 'utf8');
    } catch (error) {
      throw new UsageError(`--trust-anchor ${path}: ${(error as Error).message}`);
    }
    const found = text.match(PEM_CERTIFICATE);
    if (!found) throw new UsageError(`--trust-anchor ${path}: no PEM certificate in it`);
    anchors.push(...found);
  }
  return anchors;
}

async function readLines(stdin: AsyncIterable<string | Uint8Array> | undefined): Promise<string[]> {
  if (!stdin) return [];
  const decoder = new TextDecoder();
  let text = '';
  for await (const chunk of stdin)
    text += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

async function collectInputs(args: string[], io: Io): Promise<Input[]> {
  const inputs: Input[] = [];
  for (const arg of args) {
    if (arg === '-') {
      for (const line of await readLines(io.stdin))
        for await (const item of expandInput(line)) inputs.push(item);
    } else {
      for await (const item of expandInput(arg)) inputs.push(item);
    }
  }
  return inputs;
}

/** Runs `limit` verifications at once and hands results over in input order, as soon as each is next. */
async function verifyInOrder(
  inputs: Input[],
  limit: number,
  verify: (input: Input) => Promise<Result>,
  emit: (result: Result) => void,
  tick: () => void,
): Promise<void> {
  const results = new Map<number, Result>();
  let next = 0;
  let emitted = 0;
  const worker = async () => {
    while (next < inputs.length) {
      const index = next++;
      results.set(index, await verify(inputs[index]!));
      tick();
      while (results.has(emitted)) {
        emit(results.get(emitted)!);
        results.delete(emitted++);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, inputs.length) }, worker));
}

async function verifyCommand(command: VerifyCommand, io: Io): Promise<number> {
  const fetchImpl = io.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const jwks = command.jwksFile ? await readJwks(command.jwksFile) : undefined;
  const trustAnchors = await readTrustAnchors(command.trustAnchorFiles);
  const inputs = await collectInputs(command.inputs, io);
  if (inputs.length === 0) {
    io.stderr.write('tlp: nothing to verify (the folders hold no .png .jpg .jpeg .jws .jwt .json file)\n');
    return EXIT.usage;
  }

  const ctx: VerifyContext = {
    issuer: command.issuer,
    mode: command.mode,
    keys: createKeyResolver({ issuer: command.issuer, fetch: fetchImpl, ...(jwks ? { jwks } : {}) }),
    trustAnchors,
    requireTrusted: command.requireTrusted,
    fetch: fetchImpl,
  };
  const showProgress = command.progress ?? (io.stderr.isTTY === true && inputs.length >= PROGRESS_THRESHOLD);
  const bar = createProgressBar(io.stderr, inputs.length, showProgress);
  const color = !command.json && io.stdout.isTTY === true && !io.env?.NO_COLOR;
  const tally: Tally = { total: 0, valid: 0, untrusted: 0, denied: 0, invalid: 0 };

  await verifyInOrder(
    inputs,
    command.concurrency,
    (input) => verifyInput(input, ctx),
    (result) => {
      tally.total++;
      const status = statusOf(result);
      if (status === 'FAIL') tally.invalid++;
      else tally.valid++;
      if (status === 'untrusted') tally.untrusted++;
      if (status === 'denied') tally.denied++;
      bar.clear();
      io.stdout.write(`${command.json ? jsonLine(result) : humanLine(result, color)}\n`);
      bar.redraw();
    },
    () => bar.tick(),
  );
  bar.done();
  if (!command.json && tally.total > 1) io.stderr.write(`${summaryLine(tally)}\n`);
  return tally.invalid === 0 ? EXIT.valid : EXIT.invalid;
}

/**
 * The `tlp` command without the process: parses `argv` (without `node` and the script), verifies,
 * writes to `io`, and returns the exit code (0 all valid, 1 any not valid, 2 usage error).
 */
export async function run(argv: string[], io: Io): Promise<number> {
  try {
    const command = parseCommand(argv, io.env ?? {});
    if (command.command === 'help') {
      io.stdout.write(USAGE);
      return EXIT.valid;
    }
    if (command.command === 'version') {
      io.stdout.write(`tlp ${version()}\n`);
      return EXIT.valid;
    }
    return await verifyCommand(command, io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr.write(`tlp: ${error.message}\nRun "tlp --help" for usage.\n`);
      return EXIT.usage;
    }
    throw error;
  }
}
