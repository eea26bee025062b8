import { readdir, stat } from 'node:fs/promises';
import { extname, join } from 'node:path';

/** One thing to verify, as the command line (or a folder walk) named it. */
export type Input =
  | { kind: 'file'; input: string; path: string }
  | { kind: 'jws'; input: string; jws: string }
  | { kind: 'receipt_id'; input: string; id: string }
  | { kind: 'receipt_url'; input: string; id: string; origin: string }
  | { kind: 'unknown'; input: string; code: 'not_found' | 'unsupported_input'; reason: string };

/** Extensions a folder walk picks up; a file named on the command line is verified whatever its name. */
export const FOLDER_EXTENSIONS = new Set(['.png', '.jpg', '.jpeg', '.jws', '.jwt', '.json']);

const RECEIPT_ID = /^rcpt_[0-9A-Za-z]{1,100}$/;
const COMPACT_JWS = /^eyJ[A-Za-z0-9_-]*\.[A-Za-z0-9_-]*(\.[A-Za-z0-9_-]*)*$/;
const RECEIPT_PATH = /^\/(?:.*\/)?(?:r|v1\/receipts)\/(rcpt_[0-9A-Za-z]{1,100})\/?$/;

/** A receipt ID from a receipt page URL (`/r/<id>`) or API URL (`/v1/receipts/<id>`), or null. */
export function receiptIdOfUrl(url: URL): string | null {
  return RECEIPT_PATH.exec(url.pathname)?.[1] ?? null;
}

/**
 * Classifies one command-line argument and expands folders into their files, recursively, in a
 * stable (sorted) order. An existing path wins over every other reading of the argument.
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

/** Reads an argument that is not an existing path: a receipt ID, a receipt URL, a JWS, or nothing known. */
export function classifyText(arg: string): Input {
  const text = arg.trim();
  if (RECEIPT_ID.test(text)) return { kind: 'receipt_id', input: arg, id: text };
  if (/^https?:\/\//i.test(text)) {
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      return { kind: 'unknown', input: arg, code: 'unsupported_input', reason: 'not a valid URL' };
    }
    const id = receiptIdOfUrl(url);
    if (!id)
      return {
        kind: 'unknown',
        input: arg,
        code: 'unsupported_input',
        reason: 'not a receipt URL (…/r/<id> or …/v1/receipts/<id>)',
      };
    return { kind: 'receipt_url', input: arg, id, origin: url.origin };
  }
  if (COMPACT_JWS.test(text)) return { kind: 'jws', input: arg, jws: text };
  return {
    kind: 'unknown',
    input: arg,
    code: 'not_found',
    reason: 'no such file or folder, and not a JWS or receipt ID',
  };
}

async function* walk(dir: string): AsyncGenerator<Input> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => null);
  if (!entries) {
    yield { kind: 'unknown', input: dir, code: 'not_found', reason: 'the folder cannot be read' };
    return;
  }
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile() && FOLDER_EXTENSIONS.has(extname(entry.name).toLowerCase())) {
      yield { kind: 'file', input: path, path };
    }
  }
}
