import { fetchCapped } from '../../lib/fetch-capped.js';
import { platform } from '../../platform/current.js';
import { type AddressKind, addressKind } from './address-kind.js';

/** Largest remote manifest store read; a larger one is refused rather than buffered. */
export const MAX_REMOTE_MANIFEST_BYTES = 16 * 1024 * 1024;

/** Most redirects followed, each one checked as the first URL was. */
export const MAX_REMOTE_MANIFEST_REDIRECTS = 5;

export type RemoteManifestResult = { ok: true; bytes: Uint8Array } | { ok: false; message: string };

export interface RemoteManifestOptions {
  timeoutMs?: number;
  limit?: number;
  /**
   * The caller passed its own `fetch`: it decides which addresses may be reached (a proxy, an allow-list,
   * a test's local listener), so loopback, private and link-local addresses are not refused here. The
   * scheme rule and the re-check of every redirect still hold.
   */
  callerFetch?: boolean;
}

/**
 * The normalised form of a remote manifest URL a file names (`url.href`: control characters and spaces
 * percent-encoded, the host lower-cased), or `null` when it is not an http(s) URL.
 */
export function remoteManifestHref(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/**
 * GETs a remote manifest store (the JUMBF bytes a file's XMP `dcterms:provenance` names) with a
 * time limit and a size cap. The URL is the file's own claim, so it is held to a policy before anything
 * is sent, and so is every redirect (followed by hand, at most {@link MAX_REMOTE_MANIFEST_REDIRECTS}):
 * - https only; http only to a loopback address (a test's local listener);
 * - no address that is not public ({@link addressKind}: loopback, private, link-local, every other
 *   special-purpose range, IPv6 forms carrying an IPv4 address), by IP literal, by `localhost` name, or
 *   (on Node) by what the name resolves to, unless the caller passes its own `fetch`
 *   ({@link RemoteManifestOptions.callerFetch}).
 * Where the platform resolves names (Node), a name is then fetched by the platform's pinned fetch, which
 * connects to the addresses checked and never resolves the name again (DNS rebinding); `fetchImpl` sends
 * the rest (an IP literal, and every request when it is the caller's own).
 * Never throws: every failure is a message.
 */
export async function fetchRemoteManifest(
  url: string,
  fetchImpl: typeof fetch,
  options: RemoteManifestOptions = {},
): Promise<RemoteManifestResult> {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const limit = options.limit ?? MAX_REMOTE_MANIFEST_BYTES;
  let current = url;
  for (let hop = 0; ; hop++) {
    const checked = await check(current, options.callerFetch === true);
    if ('refused' in checked) return { ok: false, message: `${current} is not fetched: ${checked.refused}` };
    const fetched = await fetchCapped(current, pinnedTo(checked.addresses) ?? fetchImpl, {
      timeoutMs,
      limit,
      accept: 'application/c2pa, application/octet-stream',
      redirect: 'manual',
    });
    if (fetched.ok) return { ok: true, bytes: fetched.bytes };
    const status = fetched.status ?? 0;
    const location = status >= 300 && status < 400 ? fetched.location : undefined;
    if (location === undefined) return { ok: false, message: fetched.message };
    if (hop >= MAX_REMOTE_MANIFEST_REDIRECTS) {
      return { ok: false, message: `${url} redirected more than ${MAX_REMOTE_MANIFEST_REDIRECTS} times` };
    }
    try {
      current = new URL(location, current).href;
    } catch {
      return { ok: false, message: `${current} redirected to an unreadable location` };
    }
  }
}

/**
 * The platform's fetch that connects only to `addresses` (a checked name's), or `undefined` when there are
 * none (an IP literal, the caller's own `fetch`, a platform that resolves no names) or it cannot pin.
 */
function pinnedTo(addresses: readonly string[] | null): typeof fetch | undefined {
  const on = platform();
  if (!addresses || !on.fetchPinned) return undefined;
  return ((input: RequestInfo | URL, init?: RequestInit) =>
    on.fetchPinned!(String(input), init ?? {}, addresses)) as typeof fetch;
}

/**
 * Why `url` may not be fetched (`refused`), or the addresses its host name resolved to, each checked
 * (`null` when the host was not resolved here: an IP literal, or a name where nothing resolves it).
 */
async function check(
  url: string,
  callerFetch: boolean,
): Promise<{ refused: string } | { addresses: string[] | null }> {
  const refused = (reason: string) => ({ refused: reason });
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return refused('not a URL');
  }
  const host = parsed.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const loopbackName = host === 'localhost' || host.endsWith('.localhost');
  const literal = addressKind(host);
  if (parsed.protocol === 'http:') {
    if (!(loopbackName || literal === 'loopback'))
      return refused('http is allowed only to a loopback address; use https');
  } else if (parsed.protocol !== 'https:') {
    return refused(`only https URLs are fetched, not ${parsed.protocol}`);
  }
  if (parsed.username || parsed.password) return refused('a URL with credentials is not fetched');
  if (callerFetch) return { addresses: null };
  if (loopbackName) return refused('a loopback address is not fetched');
  if (literal !== null && literal !== 'public') return refused(`${article(literal)} address is not fetched`);
  const on = platform();
  if (literal !== null || !on.resolveHost) return { addresses: null };
  let addresses: string[];
  try {
    addresses = await on.resolveHost(host);
  } catch {
    return refused(`${host} could not be resolved`);
  }
  if (addresses.length === 0) return refused(`${host} could not be resolved`);
  for (const address of addresses) {
    const kind = addressKind(address);
    if (kind !== 'public')
      return refused(`${host} resolves to ${article(kind ?? 'unreadable')} address (${address})`);
  }
  return { addresses };
}

/** `a private`, `an unspecified`, `an IPv4-mapped`: a kind with its article, for messages. */
function article(kind: AddressKind | 'unreadable'): string {
  return `${/^(?:[aeiou]|IPv)/.test(kind) ? 'an' : 'a'} ${kind}`;
}
