import { readFile } from 'node:fs/promises';
import { pemCertificates } from '@tlp/core';
import { UsageError } from './args.js';

/** The JWKS file of `--jwks`; a file that is not one is a {@link UsageError}. */
export async function readJwks(path: string): Promise<{ keys: unknown[] }> {
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

/** The certificates of the `--trust-anchor` PEM files; a file holding none is a {@link UsageError}. */
export async function readTrustAnchors(paths: string[]): Promise<string[]> {
  const anchors: string[] = [];
  for (const path of paths) {
    let text: string;
    try {
      text = await readFile(path, 'utf8');
    } catch (error) {
      throw new UsageError(`--trust-anchor ${path}: ${(error as Error).message}`);
    }
    const found = pemCertificates(text);
    if (found.length === 0) throw new UsageError(`--trust-anchor ${path}: no PEM certificate in it`);
    anchors.push(...found);
  }
  return anchors;
}
