// The manifest IDs of the codes a process holds (memory-index.ts), by place: what a match answers, without
// reading the database for it.

const PREFIX = 'urn:c2pa:';
/** `urn:c2pa:` and a UUID: 9 + 36 characters. */
const PACKED_LENGTH = PREFIX.length + 36;
/** Where the UUID's dashes are, counted from the start of the ID. */
const DASHES = [8, 13, 18, 23].map((i) => PREFIX.length + i);
const HEX = Array.from({ length: 256 }, (_, b) => b.toString(16).padStart(2, '0'));

/** The value of a lowercase hex digit's character code, or -1. */
function nibble(c: number): number {
  if (c >= 0x30 && c <= 0x39) return c - 0x30;
  if (c >= 0x61 && c <= 0x66) return c - 0x61 + 10;
  return -1;
}

/**
 * Manifest IDs by place. One this service makes (`urn:c2pa:` and a lowercase UUID:
 * `generation-binding.ts`) is held as the UUID's 16 bytes; any other (a row written otherwise) as its
 * string. At a million codes the bytes are 16 MiB, where the strings would be some 60.
 */
export class ManifestIds {
  #bytes = new Uint8Array(16 * 1024);
  /** Places whose ID is not packed: its string. */
  readonly #other = new Map<number, string>();

  /** Bytes held (the packed IDs' capacity; the few strings not counted). */
  get byteLength(): number {
    return this.#bytes.byteLength;
  }

  set(place: number, id: string): void {
    const at = place * 16;
    if (at + 16 > this.#bytes.length) {
      const bytes = new Uint8Array(Math.max(at + 16, Math.ceil(this.#bytes.length * 1.5)));
      bytes.set(this.#bytes);
      this.#bytes = bytes;
    }
    if (!this.#pack(at, id)) this.#other.set(place, id);
    else this.#other.delete(place);
  }

  /** Writes the UUID of `id` at `at`; false when `id` is not `urn:c2pa:` and a lowercase UUID. */
  #pack(at: number, id: string): boolean {
    if (id.length !== PACKED_LENGTH || !id.startsWith(PREFIX)) return false;
    let byte = 0;
    let high = true;
    let out = at;
    for (let i = PREFIX.length; i < PACKED_LENGTH; i++) {
      const c = id.charCodeAt(i);
      if (DASHES.includes(i)) {
        if (c !== 0x2d) return false;
        continue;
      }
      const v = nibble(c);
      if (v < 0) return false;
      if (high) byte = v << 4;
      else this.#bytes[out++] = byte | v;
      high = !high;
    }
    return true;
  }

  get(place: number): string {
    const other = this.#other.get(place);
    if (other !== undefined) return other;
    const b = this.#bytes;
    const at = place * 16;
    const hex = (from: number, to: number) => {
      let s = '';
      for (let i = at + from; i < at + to; i++) s += HEX[b[i] as number];
      return s;
    };
    return `${PREFIX}${hex(0, 4)}-${hex(4, 6)}-${hex(6, 8)}-${hex(8, 10)}-${hex(10, 16)}`;
  }
}
