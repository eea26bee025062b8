import { BlockList, isIP } from 'node:net';

/**
 * The trusted-proxy setting (`TLP_TRUSTED_PROXIES`): addresses and CIDR ranges whose `Forwarded` /
 * `X-Forwarded-For` is believed. Empty (the default): proxy headers are ignored, the client is the socket's
 * peer. Throws a `TypeError` naming an entry that is neither an address nor a range.
 */
export function trustedProxyList(entries: readonly string[]): BlockList | null {
  if (entries.length === 0) return null;
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', bits, extra] = entry.trim().split('/');
    const family = isIP(address);
    const prefix = bits === undefined ? (family === 6 ? 128 : 32) : Number(bits);
    if (
      family === 0 ||
      extra !== undefined ||
      !Number.isInteger(prefix) ||
      prefix < 0 ||
      prefix > (family === 6 ? 128 : 32) ||
      (bits !== undefined && !/^\d+$/.test(bits))
    ) {
      throw new TypeError(
        `'${entry}' is not an IP address or a CIDR range (192.0.2.10, 10.0.0.0/8, fd00::/8)`,
      );
    }
    list.addSubnet(address, prefix, family === 6 ? 'ipv6' : 'ipv4');
  }
  return list;
}

function trusted(list: BlockList, address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  if (family === 6 && list.check(address, 'ipv6')) return true;
  const v4 = mappedIpv4(address);
  return v4 !== null ? list.check(v4, 'ipv4') : family === 4 && list.check(address, 'ipv4');
}

/** The client's address: the peer, or, when the peer is a trusted proxy, the nearest untrusted hop it names. */
export function clientAddress(
  peer: string,
  headers: { forwarded?: string | undefined; xForwardedFor?: string | undefined },
  proxies: BlockList | null,
): string {
  if (!proxies || !trusted(proxies, peer)) return peer;
  const hops =
    headers.forwarded !== undefined ? forwardedFor(headers.forwarded) : xForwardedFor(headers.xForwardedFor);
  // From the nearest hop outwards: the first address no trusted proxy owns is the client.
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i]!;
    if (isIP(hop) === 0) return peer; // a hop that is no address (`unknown`, an obfuscated name): stop at the peer
    if (!trusted(proxies, hop)) return hop;
  }
  return hops[0] ?? peer;
}

function xForwardedFor(value: string | undefined): string[] {
  if (value === undefined) return [];
  return value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean)
    .map(stripPort);
}

/** The `for=` of each element of `Forwarded` (RFC 7239), in order. */
function forwardedFor(value: string): string[] {
  const out: string[] = [];
  for (const element of value.split(',')) {
    for (const pair of element.split(';')) {
      const m = /^\s*for\s*=\s*(?:"([^"]*)"|([^\s;,]*))\s*$/i.exec(pair);
      if (m) out.push(stripPort(m[1] ?? m[2] ?? ''));
    }
  }
  return out;
}

/** `[2001:db8::1]:443` → `2001:db8::1`, `192.0.2.1:80` → `192.0.2.1`. */
function stripPort(hop: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(hop);
  if (bracketed) return bracketed[1]!;
  const v4 = /^(\d+\.\d+\.\d+\.\d+):\d+$/.exec(hop);
  return v4 ? v4[1]! : hop;
}

/** `::ffff:192.0.2.1` → `192.0.2.1`; else `null`. */
function mappedIpv4(address: string): string | null {
  const m = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return m ? m[1]! : null;
}

/**
 * The subject a per-address limit counts: an IPv4 address (an IPv4-mapped IPv6 one as IPv4), or the /64
 * of an IPv6 address, which one host commonly holds whole (a client must not get 2^64 allowances).
 */
export function addressSubject(address: string): string {
  const v4 = mappedIpv4(address);
  if (v4) return v4;
  if (isIP(address) !== 6) return address;
  const [head = '', tail] = address.toLowerCase().split('%')[0]!.split('::') as [string, string | undefined];
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  // A dotted IPv4 tail (`64:ff9b::192.0.2.1`) is two words.
  const dotted = (right.at(-1) ?? left.at(-1) ?? '').includes('.') ? 1 : 0;
  const fill = Math.max(0, 8 - left.length - right.length - dotted);
  const words = [...left, ...new Array<string>(fill).fill('0'), ...right];
  return `${words
    .slice(0, 4)
    .map((w) => w.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
