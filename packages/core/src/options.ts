import type { KeyResolver } from './keys/resolver.js';
import { ownValue } from './lib/own.js';

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

/** Checks one option's value; returns what is wrong with it, or null. */
export type OptionCheck = (value: unknown) => string | null;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Issuers already found to be http(s) origins: `new URL` is not paid on every verification. */
const goodIssuers = new Set<string>();
const MAX_REMEMBERED_ISSUERS = 256;

/** An issuer is an `http(s)` URL with no query or fragment (a trailing slash is allowed). */
function issuerError(value: unknown): string | null {
  if (typeof value !== 'string') return 'issuer must be a string';
  if (goodIssuers.has(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `issuer ${JSON.stringify(value.slice(0, 100))} is not a URL`;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'issuer must be an http(s) URL';
  if (url.search || url.hash || url.username || url.password || value.includes('?') || value.includes('#'))
    return 'issuer must be a service origin, without query, fragment or credentials';
  if (goodIssuers.size >= MAX_REMEMBERED_ISSUERS) goodIssuers.clear();
  goodIssuers.add(value);
  return null;
}

/** Value checks shared by several verifiers' options. */
export const check = {
  optionalString:
    (name: string): OptionCheck =>
    (v) =>
      v === undefined || typeof v === 'string' ? null : `${name} must be a string`,
  optionalDate:
    (name: string): OptionCheck =>
    (v) =>
      v === undefined || (v instanceof Date && Number.isFinite(v.getTime()))
        ? null
        : `${name} must be a valid Date`,
  optionalNumber:
    (name: string, min: number): OptionCheck =>
    (v) =>
      v === undefined || (typeof v === 'number' && Number.isFinite(v) && v >= min)
        ? null
        : `${name} must be a finite number ≥ ${min}`,
  optionalFunction:
    (name: string): OptionCheck =>
    (v) =>
      v === undefined || typeof v === 'function' ? null : `${name} must be a function`,
} as const;

/** The checks of {@link VerifyOptions}, the options every verifier of tokens and receipts takes. */
export const VERIFY_OPTION_CHECKS: Readonly<Record<string, OptionCheck>> = {
  issuer: issuerError,
  mode: (v) =>
    v === undefined || v === 'live' || v === 'test' || v === 'any'
      ? null
      : `mode must be 'live', 'test' or 'any', not ${JSON.stringify(v) ?? String(v)}`,
  keys: (v) =>
    v === undefined || (isObject(v) && typeof v.resolve === 'function')
      ? null
      : 'keys must be a KeyResolver (createKeyResolver)',
  jwks: (v) =>
    v === undefined || (isObject(v) && Array.isArray(v.keys))
      ? null
      : 'jwks must be an object with a keys array',
  fetch: check.optionalFunction('fetch'),
  trustAnchors: (v) =>
    v === undefined || (Array.isArray(v) && v.every((p) => typeof p === 'string'))
      ? null
      : 'trustAnchors must be an array of PEM strings',
  now: check.optionalDate('now'),
};

/**
 * What is wrong with a verifier's options, or null when they can be used: each known option's value is
 * checked, and an option name the verifier does not know is refused (a misspelt `audience` must not
 * silently skip the audience check). Verifiers answer `invalid_options` with this message: a verifier
 * given options it cannot honour fails closed, it does not guess.
 */
export function optionsError(
  options: unknown,
  checks: Readonly<Record<string, OptionCheck>>,
  required: readonly string[] = ['issuer'],
): string | null {
  if (!isObject(options)) return 'options must be an object';
  for (const name of required) if (options[name] === undefined) return `the ${name} option is required`;
  for (const name in options) {
    const checkOne = ownValue(checks, name);
    if (!checkOne) return `unknown option ${JSON.stringify(name)}`;
    const error = checkOne(options[name]);
    if (error) return error;
  }
  return null;
}

/** Only the {@link VerifyOptions} of a larger options object, for passing them on to another verifier. */
export function verifyOptionsOf(options: VerifyOptions): VerifyOptions {
  const picked: Record<string, unknown> = {};
  for (const name in VERIFY_OPTION_CHECKS) {
    const value = (options as unknown as Record<string, unknown>)[name];
    if (value !== undefined) picked[name] = value;
  }
  return picked as unknown as VerifyOptions;
}
