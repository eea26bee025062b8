import { CHUNK_BITS, popcount32 } from './image-code.js';
import { ManifestIds } from './manifest-ids.js';

// The codes of a process, in memory, with a multi-index over their chunks: what finds the codes near a
// code without reading every one (see docs/decisions/35-the-code-index-in-memory.md), and the manifest ID
// of each. Nothing here reads the database: `code-index.ts` feeds it the rows.

/**
 * How far each chunk is searched for codes within `distance` bits: radii `r_i` whose sum is at least
 * `distance - chunks + 1`, spread evenly. A code within `distance` differs from the query in at most `r_i`
 * bits in at least one chunk: were every chunk off by `r_i + 1` or more, the code would be off by at least
 * `sum(r_i) + chunks > distance` (the pigeonhole principle).
 */
export function chunkRadii(distance: number): number[] {
  const m = CHUNK_BITS.length;
  const need = Math.max(0, distance - m + 1);
  return CHUNK_BITS.map((_, i) => Math.floor(need / m) + (i < need % m ? 1 : 0));
}

/** Every value of `bits` bits within `radius` bits of `value` (`value` first). */
export function neighbours(value: number, bits: number, radius: number): number[] {
  const out = [value];
  const flip = (from: number, start: number, left: number) => {
    for (let b = start; b < bits; b++) {
      const next = from ^ (1 << b);
      out.push(next);
      if (left > 1) flip(next, b + 1, left - 1);
    }
  };
  if (radius > 0) flip(value, 0, radius);
  return out;
}

/**
 * The four 16-bit chunks of a code given as its two 32-bit halves, most significant first: the index is
 * written for `CHUNK_BITS` being four chunks of 16 bits (two in each half), as the table stores them.
 */
function chunksOf(hi: number, lo: number): [number, number, number, number] {
  return [hi >>> 16, hi & 0xffff, lo >>> 16, lo & 0xffff];
}

/** Values of a 16-bit chunk: the buckets of each chunk's index. */
const BUCKETS = 1 << 16;

/** Codes appended since the buckets were last built, scanned one by one, before the buckets are rebuilt. */
const TAIL_MIN = 4096;
/** ... or this share of the codes, whichever is more (the rebuild's cost, amortised over the appends). */
const TAIL_SHARE = 1 / 16;

/** A code found: its row number, its manifest and its distance to the query. */
export interface IndexHit {
  seq: number;
  manifestId: string;
  distance: number;
}

/** Every XOR mask of `bits` bits with at most `radius` bits set (0 first), made once for each pair. */
const masks = new Map<string, Uint32Array>();
function masksWithin(bits: number, radius: number): Uint32Array {
  const key = `${bits}/${radius}`;
  let found = masks.get(key);
  if (!found) {
    found = Uint32Array.from(neighbours(0, bits, radius));
    masks.set(key, found);
  }
  return found;
}

/** One chunk's buckets: the codes, copied in the order of that chunk's value, and where each value's start. */
interface ChunkBuckets {
  /** `offsets[v]` to `offsets[v + 1]`: the codes whose chunk is `v`. */
  offsets: Uint32Array;
  /** The codes' halves, in bucket order: a bucket is read in sequence, not gathered from all over memory. */
  hi: Uint32Array;
  lo: Uint32Array;
  /** Each code's place in the arrays of appended codes (for its row number, read for matches only). */
  place: Uint32Array;
}

/**
 * Stored codes as two `Uint32Array`s of halves, with their row numbers, and per 16-bit chunk a copy of
 * them in buckets built by counting sort (see {@link ChunkBuckets}). Codes appended since the last build
 * (the tail) are scanned one by one until there are enough of them to make a rebuild worth its cost.
 *
 * Memory: 8 bytes a code for its halves, 8 for its row number, 16 for its manifest ID (`ManifestIds`), and
 * 12 in each of the four chunks' buckets: 80 bytes a code, up to half more while the arrays grow, and
 * 1 MiB of bucket offsets.
 */
export class MemoryCodeIndex {
  #hi = new Uint32Array(1024);
  #lo = new Uint32Array(1024);
  #seq = new Float64Array(1024);
  readonly #ids = new ManifestIds();
  #size = 0;
  /** Codes covered by the buckets: places `0` to `#built - 1`. */
  #built = 0;
  readonly #chunks: ChunkBuckets[] = CHUNK_BITS.map(() => ({
    offsets: new Uint32Array(BUCKETS + 1),
    hi: new Uint32Array(0),
    lo: new Uint32Array(0),
    place: new Uint32Array(0),
  }));
  readonly #tailMin: number;

  /** `tailMin`: codes appended that are scanned one by one before the buckets are rebuilt (at least). */
  constructor(options: { tailMin?: number } = {}) {
    this.#tailMin = options.tailMin ?? TAIL_MIN;
  }

  /** Codes held. */
  get size(): number {
    return this.#size;
  }

  /** Bytes held by the arrays (their capacity, not only the codes held). */
  get bytes(): number {
    const appended = this.#hi.byteLength + this.#lo.byteLength + this.#seq.byteLength + this.#ids.byteLength;
    return this.#chunks.reduce(
      (sum, c) => sum + c.offsets.byteLength + c.hi.byteLength + c.lo.byteLength + c.place.byteLength,
      appended,
    );
  }

  /** Adds a code (its two 32-bit halves, most significant first) stored under row number `seq`. */
  add(seq: number, hi: number, lo: number, manifestId: string): void {
    if (this.#size === this.#hi.length) this.#grow();
    this.#hi[this.#size] = hi;
    this.#lo[this.#size] = lo;
    this.#seq[this.#size] = seq;
    this.#ids.set(this.#size, manifestId);
    this.#size++;
  }

  #grow(): void {
    const capacity = Math.ceil(this.#hi.length * 1.5);
    const hi = new Uint32Array(capacity);
    const lo = new Uint32Array(capacity);
    const seq = new Float64Array(capacity);
    hi.set(this.#hi);
    lo.set(this.#lo);
    seq.set(this.#seq);
    [this.#hi, this.#lo, this.#seq] = [hi, lo, seq];
  }

  /**
   * Rebuilds the buckets when the codes appended since their last build are too many to scan one by one at
   * each search: a search does it first; a catch-up that brought many rows does it at once, so that the
   * first load's lookup, not the next, pays for it.
   */
  settle(): void {
    if (this.#size - this.#built > Math.max(this.#tailMin, this.#built * TAIL_SHARE)) this.#build();
  }

  /** Rebuilds each chunk's buckets over every code held (counting sort: two passes a chunk). */
  #build(): void {
    const n = this.#size;
    const hi = this.#hi;
    const lo = this.#lo;
    // Room for the codes appended until the next rebuild, so that it reuses the arrays.
    const room = Math.ceil(n * (1 + TAIL_SHARE * 2));
    for (const [c, chunk] of this.#chunks.entries()) {
      const { offsets } = chunk;
      offsets.fill(0);
      const word = c < 2 ? hi : lo;
      const shift = c % 2 === 0 ? 16 : 0;
      for (let p = 0; p < n; p++) (offsets[(((word[p] as number) >>> shift) & 0xffff) + 1] as number)++;
      for (let v = 0; v < BUCKETS; v++) offsets[v + 1] = (offsets[v + 1] as number) + (offsets[v] as number);
      if (chunk.place.length < n) {
        chunk.hi = new Uint32Array(room);
        chunk.lo = new Uint32Array(room);
        chunk.place = new Uint32Array(room);
      }
      const next = offsets.slice(0, BUCKETS);
      for (let p = 0; p < n; p++) {
        const v = ((word[p] as number) >>> shift) & 0xffff;
        const k = next[v] as number;
        next[v] = k + 1;
        chunk.hi[k] = hi[p] as number;
        chunk.lo[k] = lo[p] as number;
        chunk.place[k] = p;
      }
    }
    this.#built = n;
  }

  /**
   * The codes within `distance` bits of the code whose halves are `hi` and `lo`, each once, in no order.
   * For each chunk, the buckets within its radius ({@link chunkRadii}) are read and each code in them
   * measured; then the codes appended since the buckets were built.
   */
  search(hi: number, lo: number, distance: number): IndexHit[] {
    this.settle();
    const radii = chunkRadii(distance);
    const q = chunksOf(hi, lo);
    const found = new Map<number, number>();
    for (const [c, chunk] of this.#chunks.entries()) {
      const { offsets, hi: codesHi, lo: codesLo, place } = chunk;
      const value = q[c] as number;
      for (const mask of masksWithin(CHUNK_BITS[c] as number, radii[c] as number)) {
        const v = value ^ mask;
        const end = offsets[v + 1] as number;
        for (let k = offsets[v] as number; k < end; k++) {
          const d = popcount32((codesHi[k] as number) ^ hi) + popcount32((codesLo[k] as number) ^ lo);
          if (d <= distance) found.set(place[k] as number, d);
        }
      }
    }
    this.#scan(this.#built, hi, lo, distance, found);
    return this.#hits(found);
  }

  /**
   * The codes within `distance` bits among those appended from place `from` on (places are handed out in
   * order: {@link size} before some appends is where they start), one by one.
   */
  searchFrom(from: number, hi: number, lo: number, distance: number): IndexHit[] {
    const found = new Map<number, number>();
    this.#scan(from, hi, lo, distance, found);
    return this.#hits(found);
  }

  #scan(from: number, hi: number, lo: number, distance: number, found: Map<number, number>): void {
    const codesHi = this.#hi;
    const codesLo = this.#lo;
    for (let p = from; p < this.#size; p++) {
      const d = popcount32((codesHi[p] as number) ^ hi) + popcount32((codesLo[p] as number) ^ lo);
      if (d <= distance) found.set(p, d);
    }
  }

  #hits(found: Map<number, number>): IndexHit[] {
    return [...found].map(([p, d]) => ({
      seq: this.#seq[p] as number,
      manifestId: this.#ids.get(p),
      distance: d,
    }));
  }
}
