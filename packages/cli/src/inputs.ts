import type { Dirent } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { parseReceiptReference, type ReceiptReference } from '@tlp/core';

/** A compact JWS as it appears in a file or on the command line: `eyJ…` and base64url parts. */
export const COMPACT_JWS = /^eyJ[A-Za-z0-9_-]*(?:\.[A-Za-z0-9_-]*)+$/;

/** One thing to verify, as the command line (or a folder walk) named it. */
export type Input =
  | { kind: 'file'; input: string; path: string }
  | { kind: 'jws'; input: string; jws: string }
  | { kind: 'receipt_id'; input: string; ref: ReceiptReference }
  | { kind: 'receipt_url'; input: string; ref: ReceiptReference & { origin: string } }
  | { kind: 'unknown'; input: string; code: 'not_found' | 'unsupported_input'; reason: string };

/**
 * Classifies one command-line argument and expands folders into their files, recursively, in a
 * stable (sorted) order, as a stream: a folder of any size is walked one directory at a time. An
 * existing path wins over every other reading of the argument.
 */
export async function* expandInput(arg: string): AsyncGenerator<Input> {
  const info = await stat(arg).catch(() => null);
  if (info?.isDirectory()) {
    yield* walk(arg);
    return;
  }
  if (info) {
    yield { kind: 'file', input: arg, path: arg };
    return;
  }
  yield classifyText(arg);
}

/**
 * Reads an argument that is not an existing path: a receipt ID or receipt URL (as `@tlp/core`'s
 * `parseReceiptReference` reads them), a compact JWS, or nothing known.
 */
export function classifyText(arg: string): Input {
  const text = arg.trim();
  const ref = parseReceiptReference(text);
  if (ref?.origin !== undefined)
    return { kind: 'receipt_url', input: arg, ref: { ...ref, origin: ref.origin } };
  if (ref) return { kind: 'receipt_id', input: arg, ref };
  if (/^https?:\/\//i.test(text)) {
    return {
      kind: 'unknown',
      input: arg,
      code: 'unsupported_input',
      reason: URL.canParse(text) ? 'not a receipt URL (…/r/<id> or …/v1/receipts/<id>)' : 'not a valid URL',
    };
  }
  if (/^rcpt_/.test(text)) {
    return {
      kind: 'unknown',
      input: arg,
      code: 'unsupported_input',
      reason: 'no such file, and not a receipt ID (rcpt_ and 26 lowercase base32 characters)',
    };
  }
  if (COMPACT_JWS.test(text)) return { kind: 'jws', input: arg, jws: text };
  return {
    kind: 'unknown',
    input: arg,
    code: 'not_found',
    reason: 'no such file or folder, and not a JWS or receipt ID',
  };
}

const byName = (a: Dirent, b: Dirent) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/**
 * Every file under `dir`, whatever its name: sorted by name at each level, hidden entries (`.…`) and
 * `node_modules` skipped. A symbolic link is followed when it points at a file (never at a folder,
 * so a link cannot make the walk loop). One directory's listing is held at a time.
 */
async function* walk(dir: string): AsyncGenerator<Input> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => null);
  if (!entries) {
    yield { kind: 'unknown', input: dir, code: 'not_found', reason: 'the folder cannot be read' };
    return;
  }
  entries.sort(byName);
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i]!;
    if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield { kind: 'file', input: path, path };
    else if (entry.isSymbolicLink() && (await stat(path).catch(() => null))?.isFile()) {
      yield { kind: 'file', input: path, path };
    }
  }
}

/** The lines of a stream (stdin), trimmed, without blank lines and `#` comments, as they arrive. */
export async function* readLines(
  stdin: AsyncIterable<string | Uint8Array> | undefined,
): AsyncGenerator<string> {
  if (!stdin) return;
  const decoder = new TextDecoder();
  let rest = '';
  const wanted = (line: string) => line !== '' && !line.startsWith('#');
  for await (const chunk of stdin) {
    rest += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
    const lines = rest.split(/\r?\n/);
    rest = lines.pop() ?? '';
    for (const raw of lines) {
      const line = raw.trim();
      if (wanted(line)) yield line;
    }
  }
  rest += decoder.decode();
  const last = rest.trim();
  if (wanted(last)) yield last;
}

/** Every input the arguments name, in order, streamed: `-` reads stdin, one input a line. */
export async function* collectInputs(
  args: string[],
  stdin: AsyncIterable<string | Uint8Array> | undefined,
): AsyncGenerator<Input> {
  for (const arg of args) {
    if (arg === '-') {
      for await (const line of readLines(stdin)) yield* expandInput(line);
    } else {
      yield* expandInput(arg);
    }
  }
}
