import { fetchCapped } from '../lib/fetch-capped.js';
import { platform } from '../platform/current.js';

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
 * - no loopback, private (RFC 1918, unique local, CGNAT), link-local (cloud metadata), unspecified,
 *   multicast or reserved address, by IP literal, by `localhost` name, or (on Node) by what the name
 *   resolves to, unless the caller passes its own `fetch` ({@link RemoteManifestOptions.callerFetch}).
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
    const refused = await refusal(current, options.callerFetch === true);
    if (refused) return { ok: false, message: `${current} is not fetched: ${refused}` };
    const fetched = await fetchCapped(current, fetchImpl, {
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

/** Why `url` may not be fetched, or `null` when it may. */
async function refusal(url: string, callerFetch: boolean): Promise<string | null> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'not a URL';
  }
  const host = parsed.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const loopbackName = host === 'localhost' || host.endsWith('.localhost');
  const literal = addressKind(host);
  if (parsed.protocol === 'http:') {
    if (!(loopbackName || literal === 'loopback'))
      return 'http is allowed only to a loopback address; use https';
  } else if (parsed.protocol !== 'https:') {
    return `only https URLs are fetched, not ${parsed.protocol}`;
  }
  if (parsed.username || parsed.password) return 'a URL with credentials is not fetched';
  if (callerFetch) return null;
  if (loopbackName) return 'a loopback address is not fetched';
  if (literal !== null && literal !== 'public') return `a ${literal} address is not fetched`;
  if (literal === null && platform().resolveHost) {
    let addresses: string[];
    try {
      addresses = await platform().resolveHost!(host);
    } catch {
      return `${host} could not be resolved`;
    }
    for (const address of addresses) {
      const kind = addressKind(address);
      if (kind !== 'public') return `${host} resolves to a ${kind ?? 'unreadable'} address (${address})`;
    }
  }
  return null;
}

type AddressKind = 'public' | 'loopback' | 'private' | 'link-local' | 'reserved';

/** What an IP address is, or `null` when `host` is not an IP literal (a name). */
export function addressKind(host: string): AddressKind | null {
  const v4 = ipv4(host);
  if (v4) return ipv4Kind(v4);
  const v6 = ipv6(host);
  if (!v6) return null;
  // IPv4-mapped (::ffff:a.b.c.d) and IPv4-compatible forms are judged as the IPv4 address they carry.
  if (v6.slice(0, 5).every((w) => w === 0) && (v6[5] === 0xffff || v6[5] === 0)) {
    if (v6[5] === 0 && v6[6] === 0 && (v6[7] === 0 || v6[7] === 1))
      return v6[7] === 1 ? 'loopback' : 'reserved';
    return ipv4Kind([v6[6]! >> 8, v6[6]! & 255, v6[7]! >> 8, v6[7]! & 255]);
  }
  const first = v6[0]!;
  if ((first & 0xfe00) === 0xfc00) return 'private'; // fc00::/7 unique local
  if ((first & 0xffc0) === 0xfe80) return 'link-local'; // fe80::/10
  if ((first & 0xff00) === 0xff00) return 'reserved'; // multicast
  if (first === 0x64 && v6[1] === 0xff9b) return 'reserved'; // NAT64 reaches IPv4 addresses
  if (first === 0x2001 && v6[1] === 0x0db8) return 'reserved'; // documentation
  return 'public';
}

function ipv4Kind([a, b]: number[]): AddressKind {
  if (a === 127) return 'loopback';
  if (a === 10 || (a === 172 && b! >= 16 && b! < 32) || (a === 192 && b === 168)) return 'private';
  if (a === 100 && b! >= 64 && b! < 128) return 'private'; // CGNAT
  if (a === 169 && b === 254) return 'link-local';
  if (a === 0 || a! >= 224) return 'reserved';
  return 'public';
}

function ipv4(host: string): number[] | null {
  const parts = host.split('.');
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255)) return null;
  return parts.map(Number);
}

/** The eight 16-bit words of an IPv6 address (as `URL` normalises it), or `null`. */
function ipv6(host: string): number[] | null {
  if (!host.includes(':')) return null;
  let text = host.split('%')[0]!;
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (tail) {
    const v4 = ipv4(tail[1]!);
    if (!v4) return null;
    text = `${text.slice(0, -tail[1]!.length)}${((v4[0]! << 8) | v4[1]!).toString(16)}:${((v4[2]! << 8) | v4[3]!).toString(16)}`;
  }
  const [head, rest] = text.split('::') as [string, string | undefined];
  if (text.split('::').length > 2) return null;
  const words = (s: string) =>
    s === '' ? [] : s.split(':').map((w) => (/^[0-9a-f]{1,4}$/i.test(w) ? parseInt(w, 16) : Number.NaN));
  const left = words(head);
  const right = rest === undefined ? [] : words(rest);
  const fill = rest === undefined ? 0 : 8 - left.length - right.length;
  if (fill < 0) return null;
  const all = [...left, ...new Array<number>(fill).fill(0), ...right];
  return all.length === 8 && all.every((w) => Number.isInteger(w)) ? all : null;
}
