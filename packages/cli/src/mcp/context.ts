import { createKeyResolver, type KeyResolver, normalizeIssuer } from '@tlp/core';
import type { Mode } from '../args.js';
import { issuerTestAnchors, readJwks, readTrustAnchors, trustsIssuerTestSigners } from '../key-files.js';
import type { VerifyContext } from '../verify-input.js';
import type { McpCommand } from './args.js';

/** What every tool call of one `tlp mcp` process shares: its settings, trust anchors and key caches. */
export interface McpContext {
  readonly command: McpCommand;
  /** Whether `url` is on a host `--allow-fetch` names. */
  mayFetch(url: URL): boolean;
  /**
   * The issuer a call checks receipts against: the one it names, else `--issuer`; one other than
   * `--issuer` only on a host `--allow-fetch` names (its keys are fetched from it). A string: why not.
   */
  issuerFor(requested: string | undefined): { issuer: string | null } | { code: string; message: string };
  /** How one call verifies: the issuer's key resolver is shared by every call, so its JWKS is fetched once. */
  verifyContext(issuer: string | null, mode: Mode): Promise<VerifyContext>;
}

/** Receipt lookups by ID and key fetches time out after this long. */
const FETCH_TIMEOUT_MS = 10_000;

/** Reads `--jwks` and `--trust-anchor` (a {@link UsageError} when they cannot be read), once for the process. */
export async function createMcpContext(
  command: McpCommand,
  fetchImpl: typeof fetch = (input, init) => globalThis.fetch(input, init),
): Promise<McpContext> {
  const jwks = command.jwksFile ? await readJwks(command.jwksFile) : null;
  const trustAnchors = await readTrustAnchors(command.trustAnchorFiles);
  const resolvers = new Map<string, KeyResolver>();
  const keysOf = (issuer: string): KeyResolver => {
    let keys = resolvers.get(issuer);
    if (!keys) {
      const offline = jwks && issuer === command.issuer ? { jwks } : {};
      keys = createKeyResolver({ issuer, fetch: fetchImpl, ...offline });
      resolvers.set(issuer, keys);
    }
    return keys;
  };
  // The issuers' test C2PA signers (key-files.ts, trustsIssuerTestSigners), fetched once per issuer.
  const testAnchors = new Map<string, Promise<string[]>>();
  const anchorsFor = async (issuer: string | null, mode: Mode): Promise<string[]> => {
    if (!trustsIssuerTestSigners(issuer, mode, jwks !== null && issuer === command.issuer))
      return trustAnchors;
    let fetched = testAnchors.get(issuer);
    if (!fetched) {
      fetched = issuerTestAnchors(issuer, fetchImpl);
      testAnchors.set(issuer, fetched);
      // None (an issuer that could not be reached): asked again on the next call.
      void fetched.then((found) => found.length === 0 && testAnchors.delete(issuer));
    }
    return [...trustAnchors, ...(await fetched)];
  };
  const allowed = new Set(command.allowFetch);
  const mayFetch = (url: URL) =>
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    (allowed.has(url.host) || allowed.has(url.hostname));

  return {
    command,
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
    async verifyContext(issuer, mode) {
      return {
        issuer,
        mode,
        keys: issuer ? keysOf(issuer) : null,
        trustAnchors: await anchorsFor(issuer, mode),
        requireTrusted: command.requireTrusted,
        contentOnly: command.contentOnly || issuer === null,
        maxSize: command.maxSize,
        fetch: fetchImpl,
        timeoutMs: FETCH_TIMEOUT_MS,
      };
    },
  };
}
