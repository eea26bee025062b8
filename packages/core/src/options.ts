import type { KeyResolver } from './keys/resolver.js';

/** Options shared by every verifier. */
export interface VerifyOptions {
  /** The service origin. Discovery is `{issuer}/.well-known/talent-license`, and `iss` must equal it. */
  issuer: string;
  /** `'live'` (default) rejects test keys; `'test'` accepts only test receipts; `'any'` both. */
  mode?: 'live' | 'test' | 'any';
  /** A resolver to share one key cache between calls (see {@link createKeyResolver}). */
  keys?: KeyResolver;
  /** A JWKS given directly: nothing is fetched. */
  jwks?: { keys: unknown[] };
  /** Injectable fetch (defaults to the global one). */
  fetch?: typeof fetch;
  /** PEM certificates the C2PA signer must chain to, for content verification. */
  trustAnchors?: string[];
  /** The clock, for expiry checks. Defaults to now. */
  now?: Date;
}
