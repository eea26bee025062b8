/**
 * Whether an IP address is public, as the remote manifest fetch needs to know before it connects: every
 * range of IANA's IPv4 and IPv6 Special-Purpose Address Registries is not (with IPv4 multicast and the
 * reserved 240.0.0.0/4), nor is any IPv6 address outside global unicast (2000::/3), nor any IPv6 form
 * that carries an IPv4 address (IPv4-mapped, IPv4-compatible, NAT64, 6to4, Teredo): such a form reaches
 * an IPv4 address by translation or a tunnel, and a host with a public IPv4 address is fetched by it.
 */

/** `public`, or the special-purpose range an address is in (named as messages say it). */
export type AddressKind =
  | 'public'
  | 'loopback'
  | 'private'
  | 'link-local'
  | 'unspecified'
  | 'multicast'
  | 'documentation'
  | 'benchmarking'
  | 'reserved'
  | 'IPv4-mapped'
  | 'IPv4-compatible'
  | 'NAT64'
  | '6to4'
  | 'Teredo';

/** The IPv4 Special-Purpose Address Registry, with multicast and 240.0.0.0/4; the first match is taken. */
const IPV4_RANGES: ReadonlyArray<readonly [prefix: string, bits: number, kind: AddressKind]> = [
  ['0.0.0.0', 8, 'unspecified'], // "this network"
  ['10.0.0.0', 8, 'private'],
  ['100.64.0.0', 10, 'private'], // shared address space (CGNAT)
  ['127.0.0.0', 8, 'loopback'],
  ['169.254.0.0', 16, 'link-local'], // where clouds serve instance metadata
  ['172.16.0.0', 12, 'private'],
  ['192.0.0.0', 24, 'reserved'], // IETF protocol assignments: DS-Lite, NAT64 discovery, PCP and TURN anycast
  ['192.0.2.0', 24, 'documentation'],
  ['192.31.196.0', 24, 'reserved'], // AS112
  ['192.52.193.0', 24, 'reserved'], // AMT
  ['192.88.99.0', 24, 'reserved'], // the former 6to4 relay anycast
  ['192.168.0.0', 16, 'private'],
  ['192.175.48.0', 24, 'reserved'], // AS112 direct delegation
  ['198.18.0.0', 15, 'benchmarking'],
  ['198.51.100.0', 24, 'documentation'],
  ['203.0.113.0', 24, 'documentation'],
  ['224.0.0.0', 4, 'multicast'],
  ['240.0.0.0', 4, 'reserved'], // with 255.255.255.255, the limited broadcast
];

/**
 * The IPv6 Special-Purpose Address Registry and multicast, then global unicast (2000::/3) as public and
 * everything else as reserved; the first match is taken, so a longer prefix comes before the range it is in.
 */
const IPV6_RANGES: ReadonlyArray<readonly [prefix: string, bits: number, kind: AddressKind]> = [
  ['::', 128, 'unspecified'],
  ['::1', 128, 'loopback'],
  ['::ffff:0:0', 96, 'IPv4-mapped'],
  ['::', 96, 'IPv4-compatible'],
  ['64:ff9b::', 96, 'NAT64'],
  ['64:ff9b:1::', 48, 'NAT64'], // local-use translation
  ['2001::', 32, 'Teredo'],
  ['2001:db8::', 32, 'documentation'],
  ['2001::', 23, 'reserved'], // IETF protocol assignments: benchmarking, AMT, AS112, ORCHID, drone IDs
  ['2002::', 16, '6to4'],
  ['2620:4f:8000::', 48, 'reserved'], // AS112 direct delegation
  ['3fff::', 20, 'documentation'],
  ['fc00::', 7, 'private'], // unique local
  ['fe80::', 10, 'link-local'],
  ['ff00::', 8, 'multicast'],
  ['2000::', 3, 'public'],
  ['::', 0, 'reserved'], // not global unicast: discard-only, SRv6 SIDs, the deprecated site-local, unassigned
];

/** An IPv4 address as a 32-bit number, or `null` when `host` is not a dotted quad. */
function ipv4(host: string): number | null {
  const parts = host.split('.');
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255)) return null;
  return parts.reduce((n, p) => n * 256 + Number(p), 0);
}

/** The eight 16-bit words of an IPv6 address (as `URL` and `node:dns` write it), or `null`. */
function ipv6(host: string): number[] | null {
  if (!host.includes(':')) return null;
  let text = host.split('%')[0]!;
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (tail) {
    const v4 = ipv4(tail[1]!);
    if (v4 === null) return null;
    text = `${text.slice(0, -tail[1]!.length)}${(v4 >>> 16).toString(16)}:${(v4 & 0xffff).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const words = (s: string) =>
    s === '' ? [] : s.split(':').map((w) => (/^[0-9a-f]{1,4}$/i.test(w) ? parseInt(w, 16) : Number.NaN));
  const left = words(halves[0]!);
  const right = halves.length === 2 ? words(halves[1]!) : [];
  const fill = halves.length === 2 ? 8 - left.length - right.length : 0;
  if (fill < 0 || (halves.length === 2 && fill === 0)) return null;
  const all = [...left, ...new Array<number>(fill).fill(0), ...right];
  return all.length === 8 && all.every((w) => Number.isInteger(w)) ? all : null;
}

const v4Ranges = IPV4_RANGES.map(([prefix, bits, kind]) => ({ prefix: ipv4(prefix)!, bits, kind }));
const v6Ranges = IPV6_RANGES.map(([prefix, bits, kind]) => ({ prefix: ipv6(prefix)!, bits, kind }));

function ipv4Kind(address: number): AddressKind {
  for (const { prefix, bits, kind } of v4Ranges) {
    if (bits === 0 || (address ^ prefix) >>> (32 - bits) === 0) return kind;
  }
  return 'public';
}

function inPrefix(words: readonly number[], prefix: readonly number[], bits: number): boolean {
  for (let i = 0; i < 8 && bits > 0; i++, bits -= 16) {
    const mask = bits >= 16 ? 0xffff : (0xffff << (16 - bits)) & 0xffff;
    if ((words[i]! & mask) !== (prefix[i]! & mask)) return false;
  }
  return true;
}

/** The IPv4 address an IPv6 form carries (6to4: its gateway; Teredo: its client, obfuscated), or `null`. */
function carriedIpv4(words: readonly number[], kind: AddressKind): number | null {
  const at = (i: number) => words[i]! * 0x10000 + words[i + 1]!;
  switch (kind) {
    case 'IPv4-mapped':
    case 'IPv4-compatible':
      return at(6);
    case 'NAT64':
      return words[2] === 0 ? at(6) : null; // 64:ff9b::/96; the local-use /48 places it otherwise
    case '6to4':
      return at(1);
    case 'Teredo':
      return ~at(6) >>> 0;
    default:
      return null;
  }
}

/**
 * What an IP address is, or `null` when `host` is not an IP literal (a name). An IPv6 form that carries
 * an IPv4 address is never public; it is named by the kind of the IPv4 address it carries when that one is
 * not public (`::ffff:10.0.0.1` is `private`), else by the form (`::ffff:8.8.8.8` is `IPv4-mapped`).
 */
export function addressKind(host: string): AddressKind | null {
  const v4 = ipv4(host);
  if (v4 !== null) return ipv4Kind(v4);
  const words = ipv6(host);
  if (!words) return null;
  const found = v6Ranges.find(({ prefix, bits }) => inPrefix(words, prefix, bits))!.kind;
  const carried = carriedIpv4(words, found);
  if (carried === null) return found;
  const inner = ipv4Kind(carried);
  return inner === 'public' ? found : inner;
}
