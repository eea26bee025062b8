/**
 * The 64-bit ISCC Image-Code (`io.iscc.v0`, ISO 24138 Content-Code Image, version 0) as the soft binding
 * of an image: its 8 bytes, the 10-byte ISCC-UNIT that carries it (a 2-byte header, then the 8 bytes),
 * which is the value of a `c2pa.soft-binding` assertion's block and of the resolution API's `value`, and the
 * four chunks the index stores (see `code-index.ts`).
 */

export { ISCC_ALG } from '@tlp/core/fingerprint';

/** Bits of the code the index and the resolution API take. */
export const CODE_BITS = 64;

/**
 * The ISCC header of a 64-bit Content-Code Image v0: MainType CONTENT (2), SubType IMAGE (1), Version 0,
 * length 1 (64 bits), one nibble each (`ISCC:EEA…` in base32).
 */
const IMAGE_CODE_HEADER = [0x21, 0x01] as const;

/** Bytes of the ISCC-UNIT of a 64-bit Image-Code: header and body. */
export const UNIT_BYTES = IMAGE_CODE_HEADER.length + CODE_BITS / 8;

/**
 * How the index splits a code: four chunks of 16 bits, most significant first, as the table stores them
 * and the in-memory index buckets them (see `memory-index.ts`). Chosen by measurement at the match
 * distance, 14 bits (docs/decisions/32-soft-binding-resolution.md).
 */
export const CHUNK_BITS = [16, 16, 16, 16] as const;

/** A 64-bit code, as its 8 bytes (most significant first). */
export class ImageCode {
  readonly body: Uint8Array;
  readonly #hi: number;
  readonly #lo: number;

  private constructor(body: Uint8Array) {
    this.body = body;
    const view = new DataView(body.buffer, body.byteOffset, body.byteLength);
    this.#hi = view.getUint32(0);
    this.#lo = view.getUint32(4);
  }

  /** From the 8 bytes of a code (the body of the ISCC-UNIT). */
  static fromBody(body: Uint8Array): ImageCode {
    if (body.length !== CODE_BITS / 8) throw new RangeError(`a code is ${CODE_BITS / 8} bytes`);
    return new ImageCode(Uint8Array.from(body));
  }

  /**
   * From the ISCC-UNIT's bytes (header and body): null when they are not the 10 bytes of a 64-bit
   * Image-Code v0.
   */
  static fromUnit(unit: Uint8Array): ImageCode | null {
    if (unit.length !== UNIT_BYTES) return null;
    if (unit[0] !== IMAGE_CODE_HEADER[0] || unit[1] !== IMAGE_CODE_HEADER[1]) return null;
    return new ImageCode(unit.slice(IMAGE_CODE_HEADER.length));
  }

  /** From the chunks the index stores (see {@link chunks}). */
  static fromChunks(chunks: readonly number[]): ImageCode {
    let value = 0n;
    for (const [i, bits] of CHUNK_BITS.entries()) value = (value << BigInt(bits)) | BigInt(chunks[i] ?? 0);
    const body = new Uint8Array(8);
    new DataView(body.buffer).setBigUint64(0, value);
    return new ImageCode(body);
  }

  /** The ISCC-UNIT: the header, then the 8 bytes. */
  get unit(): Uint8Array {
    const out = new Uint8Array(UNIT_BYTES);
    out.set(IMAGE_CODE_HEADER, 0);
    out.set(this.body, IMAGE_CODE_HEADER.length);
    return out;
  }

  /** The chunks of {@link CHUNK_BITS}: four of 16 bits, as integers. */
  get chunks(): [number, number, number, number] {
    const hi = this.#hi;
    const lo = this.#lo;
    return [hi >>> 16, hi & 0xffff, lo >>> 16, lo & 0xffff];
  }

  /** The number of bits in which the two codes differ (0 to 64). */
  distance(other: ImageCode): number {
    return popcount32(this.#hi ^ other.#hi) + popcount32(this.#lo ^ other.#lo);
  }
}

/** The number of set bits of a 32-bit integer. */
export function popcount32(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/**
 * The resolution API's `similarityScore` of a match `distance` bits apart: the share of the 64 bits the
 * two codes agree on, in whole percent rounded down, as iscc-core's similarity (0 bits: 100; 3 bits: 95;
 * 14 bits: 78).
 */
export function similarityScore(distance: number): number {
  return Math.floor(((CODE_BITS - distance) / CODE_BITS) * 100);
}
