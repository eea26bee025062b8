import { stat } from 'node:fs/promises';
import { createVerifier, normalizeIssuer } from '@tlp/core';
import { type Mode, UsageError } from '../args.js';
import { readJwks, readTrustAnchors } from '../key-files.js';
import type { VerifyContext } from '../verify-input.js';
import type { McpCommand } from './args.js';

/** What every tool call of one `tlp mcp` process shares: its settings, and one session of `@tlp/core`. */
export interface McpContext {
  readonly command: McpCommand;
  /** The fetch of every request (downloads; the session's keys and receipts). */
  readonly fetch: typeof fetch;
  /** Whether `url` is on a host `--allow-fetch` names. */
  mayFetch(url: URL): boolean;
  /**
   * The issuer a call checks receipts against: the one it names, else `--issuer`; one other than
   * `--issuer` only on a host `--allow-fetch` names (its keys are fetched from it). A string: why not.
   */
  issuerFor(requested: string | undefined): { issuer: string | null } | { code: string; message: string };
  /** How one call verifies: one session serves every call, so an issuer's JWKS is fetched once. */
  verifyContext(issuer: string | null, mode: Mode): VerifyContext;
}

/**
 * Reads `--jwks` and `--trust-anchor` and checks that every `--root` is a folder (a {@link UsageError}
 * when not), once for the process.
 */
export async function createMcpContext(
  command: McpCommand,
  fetchImpl: typeof fetch = (input, init) => globalThis.fetch(input, init),
): Promise<McpContext> {
  for (const root of command.roots ?? []) {
    const info = await stat(root).catch(() => null);
    if (!info?.isDirectory()) throw new UsageError(`--root ${root} is not a folder`);
  }
  const jwks = command.jwksFile ? await readJwks(command.jwksFile) : null;
  // One session for the process: --issuer (offline with --jwks) and the issuers a call names on hosts
  // --allow-fetch names, each with its key cache; in test mode the issuer's own test C2PA signers are
  // trusted too (the one trust rule, as `tlp verify`).
  const verifier = createVerifier({
    issuers: command.issuer ? [jwks ? { issuer: command.issuer, jwks } : command.issuer] : [],
    mode: command.mode,
    trustAnchors: await readTrustAnchors(command.trustAnchorFiles),
    contentOnly: command.contentOnly,
    fetch: fetchImpl,
  });
  const allowed = new Set(command.allowFetch);
  const mayFetch = (url: URL) =>
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    (allowed.has(url.host) || allowed.has(url.hostname));

  return {
    command,
    fetch: fetchImpl,
    mayFetch,
    issuerFor(requested) {
      if (requested === undefined || requested === '') return { issuer: command.issuer };
      let url: URL;
      try {
        url = new URL(requested);
      } catch {
        return { code: 'invalid_options', message: `issuer must be an origin, not ${requested}` };
      }
      const issuer = normalizeIssuer(requested);
      if (issuer === command.issuer) return { issuer };
      if (url.origin !== issuer) {
        return { code: 'invalid_options', message: `issuer must be an origin, not ${requested}` };
      }
      if (!mayFetch(url)) {
        return {
          code: 'fetch_not_allowed',
          message: `the issuer ${issuer} is not the server's --issuer (${command.issuer ?? 'none'}), and --allow-fetch does not name ${url.host}`,
        };
      }
      return { issuer };
    },
    verifyContext(issuer, mode) {
      return {
        verifier,
        issuer,
        mode,
        requireTrusted: command.requireTrusted,
        contentOnly: command.contentOnly || issuer === null,
        maxSize: command.maxSize,
      };
    },
  };
}
