/**
 * A small strict CBOR (RFC 8949) decoder for the structure checks the official reader makes and
 * c2pa-ts does not: one well-formed item that spans its bytes exactly, valid UTF-8 text, no duplicate
 * map keys. Values are kept plain; nothing here is used to read data, only to judge its shape.
 */

export type CborValue =
  | number
  | bigint
  | string
  | boolean
  | null
  | undefined
  | Uint8Array
  | CborValue[]
  | CborMap
  | CborTagged;

export class CborMap {
  constructor(readonly entries: Array<[CborValue, CborValue]>) {}
  get(key: CborValue): CborValue | undefined {
    return this.entries.find(([k]) => k === key)?.[1];
  }
}

export class CborTagged {
  constructor(
    readonly tag: number | bigint,
    readonly value: CborValue,
  ) {}
}

export class CborError extends Error {}

const MAX_DEPTH = 64;
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** A map key as a string, to find duplicates (ints, text and bytes are the keys COSE and C2PA use). */
function keyOf(key: CborValue): string {
  if (typeof key === 'number' || typeof key === 'bigint') return `i:${key}`;
  if (typeof key === 'string') return `t:${key}`;
  if (key instanceof Uint8Array) return `b:${Array.from(key).join(',')}`;
  return `o:${JSON.stringify(key, (_, v) => (typeof v === 'bigint' ? String(v) : v))}`;
}

class Reader {
  at = 0;
  constructor(private readonly bytes: Uint8Array) {}

  private need(n: number): void {
    if (n < 0 || this.at + n > this.bytes.length) throw new CborError('CBOR data is cut short');
  }

  private byte(): number {
    this.need(1);
    return this.bytes[this.at++] as number;
  }

  /** The argument of a head: a number, or a bigint past 2^53. `null` for indefinite length (info 31). */
  private argument(info: number): number | bigint | null {
    if (info < 24) return info;
    if (info === 24) return this.byte();
    if (info === 25) {
      this.need(2);
      const v = ((this.bytes[this.at] as number) << 8) | (this.bytes[this.at + 1] as number);
      this.at += 2;
      return v;
    }
    if (info === 26) {
      this.need(4);
      const v = new DataView(this.bytes.buffer, this.bytes.byteOffset + this.at, 4).getUint32(0);
      this.at += 4;
      return v;
    }
    if (info === 27) {
      this.need(8);
      const v = new DataView(this.bytes.buffer, this.bytes.byteOffset + this.at, 8).getBigUint64(0);
      this.at += 8;
      return v <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(v) : v;
    }
    if (info === 31) return null;
    throw new CborError(`reserved CBOR additional information ${info}`);
  }

  private length(info: number): number | null {
    const n = this.argument(info);
    if (n === null) return null;
    if (typeof n === 'bigint' || n > this.bytes.length) throw new CborError('CBOR length runs past the data');
    return n;
  }

  private isBreak(): boolean {
    this.need(1);
    if (this.bytes[this.at] === 0xff) {
      this.at++;
      return true;
    }
    return false;
  }

  private chunks(major: number): Uint8Array {
    const parts: Uint8Array[] = [];
    while (!this.isBreak()) {
      const head = this.byte();
      if (head >> 5 !== major) throw new CborError('a chunk of an indefinite string has another type');
      const n = this.length(head & 0x1f);
      if (n === null) throw new CborError('nested indefinite-length string');
      this.need(n);
      parts.push(this.bytes.subarray(this.at, this.at + n));
      this.at += n;
    }
    const out = new Uint8Array(parts.reduce((s, p) => s + p.length, 0));
    let o = 0;
    for (const p of parts) {
      out.set(p, o);
      o += p.length;
    }
    return out;
  }

  item(depth = 0): CborValue {
    if (depth > MAX_DEPTH) throw new CborError('CBOR nested too deeply');
    const head = this.byte();
    const major = head >> 5;
    const info = head & 0x1f;
    switch (major) {
      case 0: {
        const n = this.argument(info);
        if (n === null) throw new CborError('indefinite integer');
        return n;
      }
      case 1: {
        const n = this.argument(info);
        if (n === null) throw new CborError('indefinite integer');
        return typeof n === 'bigint' ? -1n - n : n + 1 > Number.MAX_SAFE_INTEGER ? -1n - BigInt(n) : -1 - n;
      }
      case 2:
      case 3: {
        const n = this.length(info);
        let raw: Uint8Array;
        if (n === null) raw = this.chunks(major);
        else {
          this.need(n);
          raw = this.bytes.slice(this.at, this.at + n);
          this.at += n;
        }
        if (major === 2) return raw;
        try {
          return utf8.decode(raw);
        } catch {
          throw new CborError('CBOR text is not UTF-8');
        }
      }
      case 4: {
        const n = this.length(info);
        const items: CborValue[] = [];
        if (n === null) while (!this.isBreak()) items.push(this.item(depth + 1));
        else for (let i = 0; i < n; i++) items.push(this.item(depth + 1));
        return items;
      }
      case 5: {
        const n = this.length(info);
        const entries: Array<[CborValue, CborValue]> = [];
        const seen = new Set<string>();
        const entry = () => {
          const key = this.item(depth + 1);
          const id = keyOf(key);
          if (seen.has(id)) throw new CborError('duplicate CBOR map key');
          seen.add(id);
          entries.push([key, this.item(depth + 1)]);
        };
        if (n === null) while (!this.isBreak()) entry();
        else for (let i = 0; i < n; i++) entry();
        return new CborMap(entries);
      }
      case 6: {
        const tag = this.argument(info);
        if (tag === null) throw new CborError('indefinite tag');
        return new CborTagged(tag, this.item(depth + 1));
      }
      default: {
        if (info === 20) return false;
        if (info === 21) return true;
        if (info === 22) return null;
        if (info === 23) return undefined;
        if (info < 20) return `simple(${info})`;
        if (info === 24) {
          const v = this.byte();
          if (v < 32) throw new CborError('invalid simple value');
          return `simple(${v})`;
        }
        if (info === 25 || info === 26 || info === 27) {
          const n = info === 25 ? 2 : info === 26 ? 4 : 8;
          this.need(n);
          const view = new DataView(this.bytes.buffer, this.bytes.byteOffset + this.at, n);
          this.at += n;
          return n === 2 ? view.getUint16(0) : n === 4 ? view.getFloat32(0) : view.getFloat64(0);
        }
        throw new CborError(info === 31 ? 'unexpected CBOR break' : 'reserved CBOR simple value');
      }
    }
  }
}

/** Decodes exactly one CBOR item that spans all of `bytes`; throws {@link CborError} otherwise. */
export function decodeStrictCbor(bytes: Uint8Array): CborValue {
  const reader = new Reader(bytes);
  const value = reader.item();
  if (reader.at !== bytes.length) throw new CborError('extra bytes after the CBOR item');
  return value;
}

/**
 * Decodes the first CBOR item of `bytes` and ignores what follows it (as c2pa-rs reads the map of a
 * Merkle `uuid` box, whose CBOR is padded with zeros); throws {@link CborError} if that item is not
 * well formed.
 */
export function decodeCborPrefix(bytes: Uint8Array): CborValue {
  return new Reader(bytes).item();
}
