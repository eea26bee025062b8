import { readFile } from 'node:fs/promises';
import { pemCertificates, TRUST_ANCHORS_PATH } from '@tlp/core';
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

/**
 * The one trust rule of `tlp verify` and `tlp mcp`: in test mode an issuer's own test C2PA signers are
 * trusted too, as its page and embed trust them; not for an issuer whose keys are given offline (`--jwks`:
 * nothing is fetched).
 */
export function trustsIssuerTestSigners(
  issuer: string | null,
  mode: string,
  offline: boolean,
): issuer is string {
  return issuer !== null && mode === 'test' && !offline;
}

/**
 * In test mode, the C2PA signer roots the issuer publishes for its sandbox content (the same the page
 * and the embed served by it trust); none when it publishes none or cannot be reached.
 */
export async function issuerTestAnchors(issuer: string, fetchImpl: typeof fetch): Promise<string[]> {
  try {
    const response = await fetchImpl(`${issuer}${TRUST_ANCHORS_PATH}`, {
      redirect: 'error',
      signal: AbortSignal.timeout(10_000),
    });
    return response.ok ? pemCertificates(await response.text()) : [];
  } catch {
    return [];
  }
}
