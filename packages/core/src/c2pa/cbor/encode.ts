/**
 * A small CBOR writer: the manifest writer's (claims, assertions, COSE) and the test tools' that build
 * C2PA structures by hand. Definite lengths, the shortest heads, in the order given; with
 * `wideMapHeads`, every map's count takes two bytes (`b9 00 nn`), as the manifests this library wrote
 * with c2pa-ts (cbor-x) have them, so that its output stays byte for byte what it was.
 */
/**
 * A CBOR value to encode: integers (number or bigint), text, bytes, null, arrays, tags, and maps, as a
 * list of entries (`{map: [[k, v], …]}`, so that `1` and `"1"` can both be keys), a `Map`, or a plain
 * object (its own keys in order, `undefined` values left out).
 */
export type Cbor =
  | number
  | bigint
  | string
  | Uint8Array
  | null
  | Cbor[]
  | { map: Array<[Cbor, Cbor]> }
  | { tag: number; value: Cbor }
  | Map<Cbor, Cbor>
  | { [key: string]: Cbor | undefined };

function head(major: number, n: number | bigint): number[] {
  const v = BigInt(n);
  const m = major << 5;
  if (v < 24n) return [m | Number(v)];
  if (v < 0x100n) return [m | 24, Number(v)];
  if (v < 0x10000n) return [m | 25, Number(v >> 8n), Number(v & 0xffn)];
  if (v < 0x100000000n) return [m | 26, ...[24n, 16n, 8n, 0n].map((s) => Number((v >> s) & 0xffn))];
  return [m | 27, ...[56n, 48n, 40n, 32n, 24n, 16n, 8n, 0n].map((s) => Number((v >> s) & 0xffn))];
}

export interface CborEncodeOptions {
  /** Every map's count in two bytes (`b9 00 nn`) rather than the shortest head. */
  wideMapHeads?: boolean;
}

/** Definite-length CBOR with the shortest heads (maps' as `options` say), in the order given. */
export function encodeCbor(value: Cbor, options: CborEncodeOptions = {}): Uint8Array {
  const out: number[] = [];
  const mapHead = (n: number) => (options.wideMapHeads ? [0xb9, n >> 8, n & 0xff] : head(5, n));
  const put = (v: Cbor) => {
    if (v === null) out.push(0xf6);
    else if (typeof v === 'number' || typeof v === 'bigint') {
      const n = BigInt(v);
      out.push(...(n >= 0n ? head(0, n) : head(1, -1n - n)));
    } else if (typeof v === 'string') {
      const bytes = new TextEncoder().encode(v);
      out.push(...head(3, bytes.length), ...bytes);
    } else if (v instanceof Uint8Array) {
      out.push(...head(2, v.length));
      for (const b of v) out.push(b);
    } else if (Array.isArray(v)) {
      out.push(...head(4, v.length));
      for (const item of v) put(item);
    } else if (v instanceof Map) {
      out.push(...mapHead(v.size));
      for (const [k, item] of v) {
        put(k);
        put(item);
      }
    } else if (isEntries(v)) {
      out.push(...mapHead(v.map.length));
      for (const [k, item] of v.map) {
        put(k);
        put(item);
      }
    } else if (isTag(v)) {
      out.push(...head(6, v.tag));
      put(v.value);
    } else {
      const entries = Object.entries(v).filter((e): e is [string, Cbor] => e[1] !== undefined);
      out.push(...mapHead(entries.length));
      for (const [k, item] of entries) {
        put(k);
        put(item);
      }
    }
  };
  put(value);
  return new Uint8Array(out);
}

function isEntries(v: object): v is { map: Array<[Cbor, Cbor]> } {
  return Object.keys(v).length === 1 && Array.isArray((v as { map?: unknown }).map);
}

function isTag(v: object): v is { tag: number; value: Cbor } {
  const keys = Object.keys(v);
  return keys.length === 2 && typeof (v as { tag?: unknown }).tag === 'number' && 'value' in v;
}
