/**
 * PDF: the manifest store as an embedded file, the catalog's associated file (`/AF`) whose
 * `/AFRelationship` is `/C2PA_Manifest`, its bytes the raw content of the file specification's `/EF /F`
 * stream, as the C2PA specification and c2pa-rs (`pdf.rs`, over lopdf 0.44) read it; XMP as the
 * catalog's `/Metadata` stream of subtype XML. Read-only, as in c2pa-rs.
 *
 * The document is read as lopdf loads it, as far as the store depends on it: the `%PDF-` header, the
 * last `startxref` within 25 bytes before the last `%%EOF` of the file's last 512 bytes, the cross-reference
 * table or stream there and the chain of `/Prev` ones (newer entries first), then the objects the store is
 * reached through, each parsed where the table says (lopdf's object syntax: names with `#` escapes,
 * literal strings with nested parentheses, at most 100 deep, streams of a `/Length`, direct or another
 * object's), or from the object stream holding it (its `/FlateDecode` content inflated, PNG predictors
 * undone). lopdf loads every object where this reads only those it needs: an object lopdf would skip as
 * damaged is not one this reads either, so the store found is the same. A file lopdf cannot load
 * (no header, no cross-reference table, a trailer without `/Size`) is one c2pa-rs cannot read
 * (`unreadable`); so is a store not found where its file specification says.
 *
 * Bounds lopdf does not have: a stream inflates to at most {@link MAX_INFLATED_BYTES}, and at most
 * {@link MAX_OBJECTS} objects are parsed for one file: past either, the file is unreadable, where lopdf
 * would spend the memory or the time. An encrypted PDF (`/Encrypt`) is read as having no store: c2pa-rs
 * reads none from a password-protected one, and the objects of one that opens without a password would
 * have to be decrypted first (not done here). The file is read piece by piece from a `Blob`.
 */

import type { ByteSource } from './byte-source.js';
import { SIGNATURE } from './signatures.js';
import type { ByteRange, ContainerFormat, ManifestLocation } from './types.js';

/** The largest content one stream is inflated to. */
export const MAX_INFLATED_BYTES = 128 * 1024 * 1024;
/** The most objects parsed (and object streams inflated) for one file. */
export const MAX_OBJECTS = 200_000;
const MAX_NESTING_DEPTH = 100;
const MAX_BRACKET = 100;
const DEREF_LIMIT = 128;

/** A file lopdf cannot load, or a store c2pa-rs cannot read from it. */
class PdfError extends Error {}
/** The parser ran past the bytes read: read more and parse again. */
class NeedMore extends Error {}
/** Not the syntax tried here: the caller tries another (a nom error). */
class NoMatch extends Error {}
/** Objects nested past lopdf's depth: the whole object fails, no other syntax is tried (a nom failure). */
class TooDeep extends Error {}

class PdfName {
  constructor(readonly name: string) {}
}
class PdfRef {
  constructor(
    readonly num: number,
    readonly gen: number,
  ) {}
  get key(): string {
    return `${this.num} ${this.gen}`;
  }
}
class PdfReal {
  constructor(readonly value: number) {}
}
class PdfString {
  constructor(readonly bytes: Uint8Array) {}
}
type PdfDict = Map<string, PdfObject>;
/** A stream: its dictionary, where its content starts in the file, and its content once known. */
class PdfStream {
  content: Uint8Array | null = null;
  constructor(
    readonly dict: PdfDict,
    readonly start: number,
    readonly lengthSpec: PdfObject | undefined,
  ) {}
}
type PdfObject =
  | null
  | boolean
  | number
  | PdfReal
  | PdfName
  | PdfString
  | PdfRef
  | PdfObject[]
  | PdfDict
  | PdfStream;

const isDict = (o: PdfObject | undefined): o is PdfDict => o instanceof Map;
const nameOf = (o: PdfObject | undefined) => (o instanceof PdfName ? o.name : undefined);
const intOf = (o: PdfObject | undefined) => (typeof o === 'number' ? o : undefined);
const dictOf = (o: PdfObject | undefined) => (isDict(o) ? o : o instanceof PdfStream ? o.dict : undefined);

const WHITE = new Set([0x20, 0x09, 0x0a, 0x0d, 0x00, 0x0c]);
const DELIMITERS = new Set([...'()<>[]{}/%'].map((c) => c.charCodeAt(0)));
const isDigit = (b: number | undefined) => b !== undefined && b >= 0x30 && b <= 0x39;
const isRegular = (b: number) => !WHITE.has(b) && !DELIMITERS.has(b);
const latin1 = (bytes: Uint8Array) => {
  let s = '';
  for (let i = 0; i < bytes.length; i += 8192)
    s += String.fromCharCode(...bytes.subarray(i, Math.min(bytes.length, i + 8192)));
  return s;
};

/**
 * lopdf's object syntax over `buf`, the file's bytes from `base` (`complete` when they reach its end): a
 * parse that runs past them throws {@link NeedMore}, one that does not match {@link NoMatch}.
 */
class Syntax {
  at = 0;
  constructor(
    readonly buf: Uint8Array,
    readonly base: number,
    readonly complete: boolean,
  ) {}

  /** The byte at `i` (relative), past the bytes read: more are needed, or `undefined` at the file's end. */
  byte(i = this.at): number | undefined {
    if (i < this.buf.length) return this.buf[i];
    if (!this.complete) throw new NeedMore();
    return undefined;
  }

  tag(text: string): boolean {
    for (let i = 0; i < text.length; i++) if (this.byte(this.at + i) !== text.charCodeAt(i)) return false;
    this.at += text.length;
    return true;
  }

  eol(): boolean {
    return this.tag('\r\n') || this.tag('\n') || this.tag('\r');
  }

  /** lopdf's `space`: whitespace and comments (a comment needs its end of line). */
  space(): void {
    for (;;) {
      const b = this.byte();
      if (b !== undefined && WHITE.has(b)) {
        this.at++;
        continue;
      }
      if (b === 0x25) {
        const start = this.at;
        this.at++;
        for (let c = this.byte(); c !== undefined && c !== 0x0d && c !== 0x0a; c = this.byte()) this.at++;
        if (this.eol()) continue;
        this.at = start;
      }
      return;
    }
  }

  digits(): string {
    const start = this.at;
    while (isDigit(this.byte())) this.at++;
    return latin1(this.buf.subarray(start, this.at));
  }

  /** An unsigned integer up to `max`, or `null` (nothing consumed when there are no digits). */
  unsigned(max = Number.MAX_SAFE_INTEGER): number | null {
    const start = this.at;
    const d = this.digits();
    const n = Number(d);
    if (d === '' || n > max) {
      this.at = start;
      return null;
    }
    return n;
  }

  name(): string {
    if (!this.tag('/')) throw new NoMatch();
    const out: number[] = [];
    for (;;) {
      const b = this.byte();
      if (b === 0x23) {
        const h = this.byte(this.at + 1);
        const l = this.byte(this.at + 2);
        const hex = h !== undefined && l !== undefined ? String.fromCharCode(h, l) : '';
        if (/^[0-9a-fA-F]{2}$/.test(hex)) {
          out.push(Number.parseInt(hex, 16));
          this.at += 3;
          continue;
        }
        break;
      }
      if (b === undefined || !isRegular(b)) break;
      out.push(b);
      this.at++;
    }
    return latin1(Uint8Array.from(out));
  }

  literalString(depth: number): Uint8Array {
    if (!this.tag('(')) throw new NoMatch();
    const out: number[] = [];
    this.innerLiteral(out, depth);
    if (!this.tag(')')) throw new NoMatch();
    return Uint8Array.from(out);
  }

  private innerLiteral(out: number[], depth: number): void {
    for (;;) {
      const b = this.byte();
      if (b === undefined || b === 0x29) return;
      if (b === 0x5c) {
        this.at++;
        const c = this.byte();
        if (c === undefined) {
          this.at--;
          return;
        }
        if (c >= 0x30 && c <= 0x37) {
          let v = 0;
          for (let n = 0; n < 3 && (this.byte() ?? 0) >= 0x30 && (this.byte() ?? 0) <= 0x37; n++) {
            v = v * 8 + ((this.byte() as number) - 0x30);
            this.at++;
          }
          out.push(v & 0xff);
        } else if (this.eol()) {
          // a line continuation
        } else {
          const escapes: Record<number, number> = { 110: 10, 114: 13, 116: 9, 98: 8, 102: 12 };
          out.push(escapes[c] ?? c);
          this.at++;
        }
      } else if (b === 0x28) {
        if (depth === 0) return;
        this.at++;
        out.push(0x28);
        this.innerLiteral(out, depth - 1);
        if (!this.tag(')')) throw new NoMatch();
        out.push(0x29);
      } else {
        out.push(b);
        this.at++;
      }
    }
  }

  hexString(): Uint8Array {
    if (!this.tag('<')) throw new NoMatch();
    const out: number[] = [];
    let half = false;
    for (;;) {
      while (WHITE.has(this.byte() ?? -1)) this.at++;
      const b = this.byte();
      const v = b === undefined ? Number.NaN : Number.parseInt(String.fromCharCode(b), 16);
      if (Number.isNaN(v)) break;
      if (half) out[out.length - 1] = (out[out.length - 1] as number) | v;
      else out.push(v << 4);
      half = !half;
      this.at++;
    }
    if (!this.tag('>')) throw new NoMatch();
    return Uint8Array.from(out);
  }

  /** `N G` then, for a reference, `R`; `null` (nothing consumed) when it is not one. */
  reference(): PdfRef | null {
    const start = this.at;
    const num = this.unsigned(0xffffffff);
    if (num !== null) {
      this.space();
      const gen = this.unsigned(0xffff);
      if (gen !== null) {
        this.space();
        if (this.tag('R')) return new PdfRef(num, gen);
      }
    }
    this.at = start;
    return null;
  }

  /** A real or an integer (lopdf tries a real first: digits and a point). */
  number(): number | PdfReal | null {
    const start = this.at;
    const sign = this.byte() === 0x2b || this.byte() === 0x2d ? 1 : 0;
    this.at += sign;
    const whole = this.digits();
    if (this.byte() === 0x2e && (whole !== '' || isDigit(this.byte(this.at + 1)))) {
      this.at++;
      const frac = this.digits();
      return new PdfReal(Number(latin1(this.buf.subarray(start, this.at))) || Number(`${whole}.${frac}`));
    }
    if (whole === '') {
      this.at = start;
      return null;
    }
    return Number(latin1(this.buf.subarray(start, this.at)));
  }

  /** lopdf's `_direct_object`: one level deeper, a direct object and the space after it. */
  directObjectSpaced(depth: number): PdfObject {
    if (depth === 0) throw new TooDeep();
    const object = this.directObject(depth - 1);
    this.space();
    return object;
  }

  /** lopdf's `_direct_objects` (without the space after it). */
  directObject(depth: number): PdfObject {
    const b = this.byte();
    if (this.tag('null')) return null;
    if (this.tag('true')) return true;
    if (this.tag('false')) return false;
    if (isDigit(b)) {
      const ref = this.reference();
      if (ref) return ref;
    }
    const number = b === 0x2b || b === 0x2d || b === 0x2e || isDigit(b) ? this.number() : null;
    if (number !== null) return number;
    if (b === 0x2f) return new PdfName(this.name());
    if (b === 0x28) return new PdfString(this.literalString(MAX_BRACKET));
    if (b === 0x3c && this.byte(this.at + 1) !== 0x3c) return new PdfString(this.hexString());
    if (b === 0x5b) {
      this.at++;
      this.space();
      const items: PdfObject[] = [];
      while (this.byte() !== 0x5d) {
        const before = this.at;
        try {
          items.push(this.directObjectSpaced(depth));
        } catch (error) {
          if (!(error instanceof NoMatch)) throw error;
          this.at = before;
          break;
        }
      }
      if (!this.tag(']')) throw new NoMatch();
      return items;
    }
    if (b === 0x3c) return this.dictionary(depth);
    throw new NoMatch();
  }

  dictionary(depth: number): PdfDict {
    if (!this.tag('<<')) throw new NoMatch();
    this.space();
    const dict: PdfDict = new Map();
    for (;;) {
      if (this.byte() !== 0x2f) break;
      const before = this.at;
      const key = this.name();
      this.space();
      let value: PdfObject;
      try {
        value = this.directObjectSpaced(depth);
      } catch (error) {
        if (!(error instanceof NoMatch)) throw error;
        this.at = before;
        break;
      }
      dict.set(key, value);
    }
    if (!this.tag('>>')) throw new NoMatch();
    return dict;
  }

  /** lopdf's `object`: a stream (a dictionary, `stream` and an end of line) or a direct object; then space. */
  object(): PdfObject {
    const start = this.at;
    if (this.byte() === 0x3c && this.byte(this.at + 1) === 0x3c) {
      const dict = this.dictionary(MAX_NESTING_DEPTH);
      const afterDict = this.at;
      this.space();
      if (this.tag('stream')) {
        while (this.byte() === 0x20 || this.byte() === 0x09) this.at++;
        if (this.eol()) return new PdfStream(dict, this.base + this.at, dict.get('Length'));
      }
      this.at = afterDict;
      this.space();
      return dict;
    }
    this.at = start;
    const object = this.directObject(MAX_NESTING_DEPTH);
    this.space();
    return object;
  }

  /** `N G obj` and the object (a stream's content is not read here). */
  indirect(): { num: number; gen: number; object: PdfObject } {
    this.space();
    const num = this.unsigned(0xffffffff);
    if (num === null) throw new NoMatch();
    this.space();
    const gen = this.unsigned(0xffff);
    if (gen === null) throw new NoMatch();
    this.space();
    if (!this.tag('obj')) throw new NoMatch();
    this.space();
    return { num, gen, object: this.object() };
  }
}

/** A cross-reference entry: in the file at an offset, or in an object stream. */
type XrefEntry = { offset: number; gen: number } | { container: number; index: number };

/** Inflates zlib data as lopdf (flate2) does: what comes out before an error is kept; capped. */
async function inflate(data: Uint8Array, raw = false): Promise<Uint8Array> {
  const pieces: Uint8Array[] = [];
  let total = 0;
  const stream = new DecompressionStream(raw ? 'deflate-raw' : 'deflate');
  const writer = stream.writable.getWriter();
  writer.write(data as Uint8Array<ArrayBuffer>).catch(() => {});
  writer.close().catch(() => {});
  const reader = stream.readable.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.length;
      if (total > MAX_INFLATED_BYTES) {
        reader.cancel().catch(() => {});
        throw new PdfError(`a stream inflates to more than ${MAX_INFLATED_BYTES} bytes`);
      }
      pieces.push(value);
    }
  } catch (error) {
    if (error instanceof PdfError) throw error;
    if (total === 0 && !raw && data.length > 2) return inflate(data.subarray(2), true);
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const p of pieces) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** lopdf's PNG predictor decoding (its average filter as it computes it). */
function unpredict(data: Uint8Array, params: PdfDict | undefined): Uint8Array {
  const predictor = intOf(params?.get('Predictor')) ?? 1;
  if (!params || predictor < 10 || predictor > 15) return data;
  const columns = Math.max(1, intOf(params.get('Columns')) ?? 1);
  const colors = Math.max(1, intOf(params.get('Colors')) ?? 1);
  const bits = Math.max(8, intOf(params.get('BitsPerComponent')) ?? 8);
  const bpp = Math.floor((colors * bits) / 8);
  const rowBytes = bpp * columns;
  if (rowBytes > MAX_INFLATED_BYTES) throw new PdfError('a predictor row larger than any stream');
  let previous = new Uint8Array(rowBytes);
  const rows: Uint8Array[] = [];
  let pos = 0;
  while (pos < data.length) {
    const filter = data[pos] as number;
    if (filter > 4) throw new PdfError(`an unknown PNG filter type ${filter}`);
    pos++;
    if (pos + rowBytes > data.length) throw new PdfError('a predictor row cut short');
    const current = data.slice(pos, pos + rowBytes);
    pos += rowBytes;
    const step = Math.min(bpp, rowBytes);
    for (let i = 0; i < rowBytes; i++) {
      const left = i >= step ? (current[i - step] as number) : 0;
      const up = previous[i] as number;
      const upLeft = i >= step ? (previous[i - step] as number) : 0;
      let add = 0;
      if (filter === 1) add = left;
      else if (filter === 2) add = up;
      else if (filter === 3) add = i >= step ? left + Math.floor(up / 2) : Math.floor(up / 2);
      else if (filter === 4) {
        const p = left + up - upLeft;
        const [da, db, dc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
        add = da <= db && da <= dc ? left : db <= dc ? up : upLeft;
      }
      current[i] = ((current[i] as number) + add) & 0xff;
    }
    rows.push(current);
    previous = current;
  }
  const out = new Uint8Array(rows.length * rowBytes);
  rows.forEach((r, i) => {
    out.set(r, i * rowBytes);
  });
  return out;
}

/** A PDF being read from a source: the cross-reference table, and the objects read so far. */
class PdfReader {
  private readonly xref = new Map<number, XrefEntry>();
  private readonly parsed = new Map<
    number,
    Promise<{ num: number; gen: number; object: PdfObject } | null>
  >();
  private readonly objectStreams = new Map<number, Promise<Map<number, PdfObject> | null>>();
  private budget = MAX_OBJECTS;
  private loading = true;
  trailer: PdfDict = new Map();

  constructor(private readonly source: ByteSource) {}

  async read(start: number, end: number): Promise<Uint8Array> {
    return this.source.read(start, Math.min(end, this.source.size));
  }

  /** Parses at `offset` with `parse`, reading more of the file until it no longer runs out of bytes. */
  private async parseAt<T>(offset: number, parse: (s: Syntax) => T, first = 4096): Promise<T> {
    for (let length = first; ; length *= 4) {
      const buf = await this.read(offset, offset + length);
      const complete = offset + buf.length >= this.source.size;
      try {
        return parse(new Syntax(buf, offset, complete));
      } catch (error) {
        if (!(error instanceof NeedMore) || complete) throw error;
      }
    }
  }

  private spend(): void {
    if (--this.budget < 0) throw new PdfError(`more than ${MAX_OBJECTS} objects parsed`);
  }

  /** The document's cross-reference entries and trailer, as lopdf's `Reader::read` reads them. */
  async load(): Promise<void> {
    const size = this.source.size;
    const head = await this.read(0, 1024);
    const header = new Syntax(head, 0, head.length >= size);
    try {
      if (!header.tag('%PDF-')) throw new PdfError('no %PDF- header');
      while (isDigit(header.byte()) || header.byte() === 0x2e) header.at++;
      while (header.byte() !== undefined && header.byte() !== 0x0d && header.byte() !== 0x0a) header.at++;
      if (!header.eol()) throw new PdfError('the header line does not end');
    } catch (error) {
      if (error instanceof NeedMore) throw new PdfError('the header line does not end');
      throw error;
    }
    const tail = await this.read(Math.max(0, size - 512), size);
    const tailText = latin1(tail);
    const eof = tailText.lastIndexOf('%%EOF');
    const eofAt = eof < 0 ? -1 : size - tail.length + eof;
    if (eofAt <= 25) throw new PdfError('no startxref before %%EOF');
    const near = latin1(await this.read(eofAt - 25, eofAt));
    const at = near.lastIndexOf('startxref');
    if (at < 0) throw new PdfError('no startxref before %%EOF');
    const xrefStart = await this.parseAt(eofAt - 25 + at, (s) => {
      s.tag('startxref');
      s.tag(' ');
      if (!s.eol()) return null;
      while (s.byte() === 0x20) s.at++;
      const n = s.number();
      while (s.byte() === 0x20) s.at++;
      return typeof n === 'number' && s.eol() && s.tag('%%EOF') ? n : null;
    });
    if (xrefStart === null || xrefStart < 0 || xrefStart > size)
      throw new PdfError('no cross-reference start');
    const { entries, trailer } = await this.section(xrefStart);
    this.merge(entries);
    const seen = new Set<number>();
    let prev = intOf(trailer.get('Prev'));
    trailer.delete('Prev');
    let hybrid = intOf(trailer.get('XRefStm'));
    while (prev !== undefined && !seen.has(prev)) {
      seen.add(prev);
      if (prev < 0 || prev > size) throw new PdfError('a /Prev cross-reference past the file');
      const older = await this.section(prev);
      this.merge(older.entries);
      if (hybrid !== undefined) {
        trailer.delete('XRefStm');
        if (hybrid < 0 || hybrid > size) throw new PdfError('a /XRefStm past the file');
        this.merge((await this.section(hybrid)).entries);
        hybrid = undefined;
      }
      prev = intOf(older.trailer.get('Prev'));
    }
    this.trailer = trailer;
    this.loading = false;
  }

  private merge(entries: Map<number, XrefEntry>): void {
    for (const [num, entry] of entries) if (!this.xref.has(num)) this.xref.set(num, entry);
  }

  /** A cross-reference table and its trailer, or a cross-reference stream, at `offset`. */
  private async section(offset: number): Promise<{ entries: Map<number, XrefEntry>; trailer: PdfDict }> {
    const table = await this.parseAt(offset, (s) => xrefTable(s), 64 * 1024);
    if (table) return table;
    let stream: PdfObject;
    try {
      stream = (await this.indirectAt(offset, null, new Set()))?.object ?? null;
    } catch (error) {
      if (error instanceof PdfError) throw error;
      stream = null;
    }
    if (!(stream instanceof PdfStream) || !stream.content)
      throw new PdfError('no cross-reference table or stream');
    const content = await this.decoded(stream, true);
    return xrefStream(stream.dict, content);
  }

  /** A stream's content decoded by its filters (only for object and cross-reference streams). */
  async decoded(stream: PdfStream, strict: boolean): Promise<Uint8Array> {
    const content = stream.content ?? new Uint8Array(0);
    const filter = stream.dict.get('Filter');
    const filters = filter === undefined ? [] : Array.isArray(filter) ? filter.map(nameOf) : [nameOf(filter)];
    if (filters.some((f) => f === undefined)) {
      if (strict) throw new PdfError('a stream filter that is no name');
      return content;
    }
    const params = dictOf(stream.dict.get('DecodeParms'));
    let out = content;
    for (const f of filters) {
      if (f !== 'FlateDecode') {
        if (strict) throw new PdfError(`the ${f} filter`);
        return content;
      }
      try {
        out = unpredict(await inflate(out), params);
      } catch (error) {
        // lopdf leaves an object stream it cannot decode as it is; a bound passed is ours, always.
        if (strict || /inflates to more/.test((error as Error).message)) throw error;
        return content;
      }
    }
    return out;
  }

  /**
   * The indirect object at `offset` (lopdf's `indirect_object`): `null` where lopdf's parse fails; a
   * stream's content read by its `/Length` and followed by `endstream`.
   */
  async indirectAt(
    offset: number,
    expected: PdfRef | null,
    seen: Set<string>,
  ): Promise<{ num: number; gen: number; object: PdfObject } | null> {
    if (offset > this.source.size) return null;
    this.spend();
    let found: { num: number; gen: number; object: PdfObject };
    try {
      found = await this.parseAt(offset, (s) => s.indirect());
    } catch (error) {
      if (error instanceof NoMatch || error instanceof NeedMore || error instanceof TooDeep) return null;
      throw error;
    }
    if (expected && (found.num !== expected.num || found.gen !== expected.gen)) return null;
    const stream = found.object;
    if (stream instanceof PdfStream) {
      let length: number | undefined;
      const spec = stream.lengthSpec;
      if (spec instanceof PdfRef) {
        const object = await this.objectForLength(spec, seen);
        length = intOf(object ?? undefined);
      } else length = intOf(spec);
      if (length !== undefined) {
        if (length < 0) return null;
        // Content cut short or not followed by `endstream`: lopdf takes the dictionary alone.
        if (stream.start + length > this.source.size) return { ...found, object: stream.dict };
        const after = await this.read(stream.start + length, stream.start + length + 11);
        const end = new Syntax(after, stream.start + length, true);
        end.eol();
        if (!end.tag('endstream')) return { ...found, object: stream.dict };
        stream.content = await this.read(stream.start, stream.start + length);
      }
    }
    return found;
  }

  /** lopdf's `Reader::get_object`, used for a stream's `/Length` while parsing: by the table only. */
  private async objectForLength(ref: PdfRef, seen: Set<string>): Promise<PdfObject | null> {
    // While the cross-reference sections are read, lopdf's table is still empty.
    if (this.loading || seen.has(ref.key)) return null;
    seen.add(ref.key);
    const entry = this.xref.get(ref.num);
    if (!entry) return null;
    if ('container' in entry) return (await this.objectStream(entry.container))?.get(ref.num) ?? null;
    if (entry.gen !== ref.gen) return null;
    return (await this.indirectAt(entry.offset, ref, seen))?.object ?? null;
  }

  /** The objects of object stream `num` (lopdf's `ObjectStream::new`), `null` where lopdf drops it. */
  private objectStream(num: number): Promise<Map<number, PdfObject> | null> {
    let pending = this.objectStreams.get(num);
    if (!pending) {
      pending = this.readObjectStream(num);
      this.objectStreams.set(num, pending);
    }
    return pending;
  }

  private async readObjectStream(num: number): Promise<Map<number, PdfObject> | null> {
    const container = await this.normalObject(num);
    if (!(container?.object instanceof PdfStream) || nameOf(container.object.dict.get('Type')) !== 'ObjStm')
      return null;
    const stream = container.object;
    const content = await this.decoded(stream, false);
    const objects = new Map<number, PdfObject>();
    if (content.length === 0) return objects;
    const first = intOf(stream.dict.get('First'));
    if (first === undefined || first < 0 || first > content.length) return null;
    if (intOf(stream.dict.get('N')) === undefined) return null;
    let index: string;
    try {
      index = new TextDecoder('utf-8', { fatal: true }).decode(content.subarray(0, first));
    } catch {
      return null;
    }
    const numbers = index
      .split(/[\s]+/)
      .filter((n) => n !== '')
      .map((n) => (/^\d+$/.test(n) && Number(n) <= 0xffffffff ? Number(n) : null));
    for (let i = 0; i + 1 < numbers.length; i += 2) {
      const id = numbers[i];
      const at = numbers[i + 1];
      if (id === null || at === null || id === undefined || at === undefined) continue;
      let start = first + at;
      while (start < content.length && WHITE.has(content[start] as number) && content[start] !== 0) start++;
      if (start >= content.length) continue;
      this.spend();
      try {
        const s = new Syntax(content.subarray(start), 0, true);
        objects.set(id, s.directObjectSpaced(MAX_NESTING_DEPTH));
      } catch (error) {
        if (!(error instanceof NoMatch) && !(error instanceof TooDeep)) throw error;
      }
    }
    return objects;
  }

  /** The object a table entry at `num` holds in the file itself, as lopdf loads it (the id it is written with). */
  private normalObject(num: number): Promise<{ num: number; gen: number; object: PdfObject } | null> {
    let pending = this.parsed.get(num);
    if (!pending) {
      const entry = this.xref.get(num);
      pending =
        entry && 'offset' in entry ? this.indirectAt(entry.offset, null, new Set()) : Promise.resolve(null);
      this.parsed.set(num, pending);
    }
    return pending;
  }

  /** An object of the loaded document by its id (lopdf's `Document::get_object`, before dereferencing). */
  async object(ref: PdfRef): Promise<PdfObject | undefined> {
    const entry = this.xref.get(ref.num);
    if (entry && 'offset' in entry) {
      const found = await this.normalObject(ref.num);
      if (found && found.num === ref.num && found.gen === ref.gen) {
        await this.completeStream(found.object);
        return found.object;
      }
    } else if (entry && ref.gen === 0) {
      const container = await this.objectStream(entry.container);
      if (container?.has(ref.num)) return container.get(ref.num);
    }
    return undefined;
  }

  /** A stream whose `/Length` the parse could not resolve: its content by the loaded document's value. */
  private async completeStream(object: PdfObject): Promise<void> {
    if (!(object instanceof PdfStream) || object.content) return;
    const length = intOf(await this.deref(object.dict.get('Length')));
    object.content =
      length !== undefined && length >= 0 && object.start + length <= this.source.size
        ? await this.read(object.start, object.start + length)
        : new Uint8Array(0);
  }

  /** lopdf's `dereference`: references followed, at most 128. */
  async deref(object: PdfObject | undefined): Promise<PdfObject | undefined> {
    let current = object;
    for (let n = 0; current instanceof PdfRef; n++) {
      if (n >= DEREF_LIMIT) return undefined;
      current = await this.object(current);
    }
    return current;
  }
}

/** A cross-reference table and trailer at the syntax's position (lopdf's `xref` and `trailer`), or `null`. */
function xrefTable(s: Syntax): { entries: Map<number, XrefEntry>; trailer: PdfDict } | null {
  if (!s.tag('xref')) return null;
  s.tag(' ');
  if (!s.eol()) return null;
  const entries = new Map<number, XrefEntry>();
  let sections = 0;
  for (;;) {
    const before = s.at;
    const start = s.unsigned();
    if (start === null || !s.tag(' ') || s.unsigned() === null) {
      s.at = before;
      break;
    }
    s.tag(' ');
    if (!s.eol()) {
      s.at = before;
      break;
    }
    sections++;
    for (let index = 0; ; index++) {
      const entry = s.at;
      const offset = s.unsigned();
      const ok1 = offset !== null && s.tag(' ');
      const gen = ok1 ? s.unsigned() : null;
      const ok2 = gen !== null && s.tag(' ');
      const kind = ok2 ? s.byte() : undefined;
      if (!ok2 || (kind !== 0x6e && kind !== 0x66)) {
        s.at = entry;
        break;
      }
      s.at++;
      if (!(s.tag(' \r') || s.tag(' \n') || s.tag('\r\n'))) {
        s.at = entry;
        break;
      }
      if (kind === 0x6e && (gen as number) <= 0xffff)
        entries.set(start + index, { offset: offset as number, gen: gen as number });
    }
  }
  if (sections === 0) return null;
  s.space();
  if (!s.tag('trailer')) return null;
  s.space();
  let trailer: PdfDict;
  try {
    trailer = s.dictionary(MAX_NESTING_DEPTH);
  } catch (error) {
    if (error instanceof NoMatch) return null;
    throw error;
  }
  if (intOf(trailer.get('Size')) === undefined) throw new PdfError('a trailer without /Size');
  return { entries, trailer };
}

/** A cross-reference stream's entries (lopdf's `decode_xref_stream`). */
function xrefStream(
  dict: PdfDict,
  content: Uint8Array,
): { entries: Map<number, XrefEntry>; trailer: PdfDict } {
  const size = intOf(dict.get('Size'));
  if (size === undefined) throw new PdfError('a cross-reference stream without /Size');
  const ints = (o: PdfObject | undefined) =>
    Array.isArray(o) && o.every((x) => typeof x === 'number') ? (o as number[]) : undefined;
  const index = ints(dict.get('Index')) ?? [0, size];
  const widths = ints(dict.get('W'));
  if (!widths || widths.length < 3 || widths.slice(0, 3).some((w) => w < 0 || w > 8))
    throw new PdfError('a cross-reference stream without /W');
  const [w1, w2, w3] = widths as [number, number, number];
  const entries = new Map<number, XrefEntry>();
  let pos = 0;
  const field = (width: number) => {
    if (pos + width > content.length) throw new PdfError('a cross-reference stream cut short');
    let v = 0;
    for (let i = 0; i < width; i++) v = v * 256 + (content[pos + i] as number);
    pos += width;
    return v % 2 ** 32;
  };
  for (let i = 0; i + 1 < index.length; i += 2) {
    const start = index[i] as number;
    const count = index[i + 1] as number;
    for (let j = 0; j < count; j++) {
      const type = w1 > 0 ? field(w1) : 1;
      if (type === 0) {
        field(w2);
        field(w3);
      } else if (type === 1) {
        const offset = field(w2);
        const gen = w3 > 0 ? field(w3) & 0xffff : 0;
        entries.set(start + j, { offset, gen });
      } else if (type === 2) {
        const container = field(w2);
        const at = field(w3) & 0xffff;
        entries.set(start + j, { container, index: at });
      }
    }
  }
  const trailer = new Map(dict);
  for (const key of ['Length', 'W', 'Index']) trailer.delete(key);
  return { entries, trailer };
}

/** The store's stream, as c2pa-rs's `read_manifest_bytes` finds it; `null` when the file has none. */
async function manifestStream(pdf: PdfReader): Promise<PdfStream | null> {
  const rootRef = pdf.trailer.get('Root');
  if (!(rootRef instanceof PdfRef)) return null;
  const catalog = await pdf.deref(rootRef);
  if (!isDict(catalog)) return null;
  const associated = await pdf.deref(catalog.get('AF'));
  if (!Array.isArray(associated)) return null;
  let spec: PdfRef | null = null;
  for (const value of associated) {
    if (!(value instanceof PdfRef)) continue;
    const dict = await pdf.deref(value);
    if (!isDict(dict)) continue;
    if (nameOf(await pdf.deref(dict.get('AFRelationship'))) === 'C2PA_Manifest') {
      spec = value;
      break;
    }
  }
  if (!spec) return null;
  const specDict = await pdf.deref(spec);
  const ef = isDict(specDict) ? await pdf.deref(specDict.get('EF')) : undefined;
  const file = isDict(ef) ? await pdf.deref(ef.get('F')) : undefined;
  if (!(file instanceof PdfStream)) throw new PdfError('the C2PA file specification holds no embedded file');
  return file;
}

/** The catalog's `/Metadata` stream of subtype XML, its raw content (c2pa-rs's `read_xmp`). */
async function metadataOf(pdf: PdfReader): Promise<Uint8Array[]> {
  const catalog = await pdf.deref(pdf.trailer.get('Root'));
  if (!(pdf.trailer.get('Root') instanceof PdfRef) || !isDict(catalog)) return [];
  const metadata = await pdf.deref(catalog.get('Metadata'));
  if (!(metadata instanceof PdfStream)) return [];
  const subtype = nameOf(await pdf.deref(metadata.dict.get('Subtype')));
  return subtype?.toLowerCase() === 'xml' && metadata.content ? [metadata.content] : [];
}

async function locateIn(source: ByteSource, mediaType: string): Promise<ManifestLocation> {
  const pdf = new PdfReader(source);
  try {
    await pdf.load();
    if (pdf.trailer.has('Encrypt')) return { mediaType, ranges: [], jumbf: null };
    const stream = await manifestStream(pdf);
    if (!stream) return { mediaType, ranges: [], jumbf: null, xmp: await metadataOf(pdf) };
    // An empty store is one c2pa-rs reads, and cannot parse.
    const content = stream.content ?? new Uint8Array(0);
    const range: ByteRange = { start: stream.start, end: stream.start + content.length };
    return { mediaType, ranges: [range], jumbf: content };
  } catch (error) {
    if (!(error instanceof PdfError)) throw error;
    return { mediaType, ranges: [], jumbf: null, unreadable: `the PDF cannot be read: ${error.message}` };
  }
}

export const pdf: ContainerFormat = { ...SIGNATURE.pdf, locateIn };
