import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { UsageError } from '../args.js';

/** A token an operator gives is refused when shorter: a guessable token protects nothing. */
export const MIN_TOKEN_LENGTH = 32;

/** The bearer token of `tlp mcp --http`, and where it came from (a token made at start is printed). */
export interface BearerToken {
  token: string;
  from: '--token-file' | 'TLP_MCP_TOKEN' | 'made';
}

/**
 * The token every HTTP request must carry: read from `--token-file`, else `TLP_MCP_TOKEN`, else made from
 * 32 bytes of the operating system's cryptographic randomness (43 base64url characters). A given token is
 * trimmed; shorter than {@link MIN_TOKEN_LENGTH}, or a file that cannot be read, is a {@link UsageError}.
 * Not an option's value on the command line: any local user reads those in the process list.
 */
export async function bearerToken(
  tokenFile: string | null,
  env: Record<string, string | undefined>,
): Promise<BearerToken> {
  let given: { token: string; from: BearerToken['from'] } | null = null;
  if (tokenFile !== null) {
    try {
      given = { token: (await readFile(tokenFile, 'utf8')).trim(), from: '--token-file' };
    } catch (error) {
      throw new UsageError(`--token-file ${tokenFile} cannot be read: ${(error as Error).message}`);
    }
  } else if (env.TLP_MCP_TOKEN !== undefined && env.TLP_MCP_TOKEN !== '') {
    given = { token: env.TLP_MCP_TOKEN.trim(), from: 'TLP_MCP_TOKEN' };
  }
  if (!given) return { token: randomBytes(32).toString('base64url'), from: 'made' };
  if (given.token.length < MIN_TOKEN_LENGTH || /\s/.test(given.token)) {
    throw new UsageError(
      `the bearer token of ${given.from} must be at least ${MIN_TOKEN_LENGTH} characters without spaces (openssl rand -hex 32 makes one)`,
    );
  }
  return given;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether an `Authorization` header carries `token` (`Bearer <token>`): compared in constant time, as
 * SHA-256 digests of equal length, so that neither the time taken nor an early stop says how much of a
 * guess was right, nor how long the token is.
 */
export function carriesToken(token: string): (header: string | undefined) => boolean {
  const expected = digest(token);
  return (header) => {
    const given = /^Bearer +(\S+) *$/i.exec(header ?? '')?.[1];
    return timingSafeEqual(digest(given ?? ''), expected) && given !== undefined;
  };
}
