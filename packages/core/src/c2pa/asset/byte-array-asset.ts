/** What the writers of the container formats share: the file as one byte array they rewrite. */
import type { ManifestWriter } from './types.js';

/** `data[start, start + length)`, a view, clamped to the data; the whole array without `start`. */
export function byteRange(data: Uint8Array, start?: number, length?: number): Uint8Array {
  if (start === undefined) return data;
  const end = length === undefined ? data.length : Math.min(data.length, start + length);
  return data.subarray(start, end);
}

/** The base of a {@link ManifestWriter} over a byte array: its length and ranges; the format writes into `data`. */
export abstract class ByteArrayAsset implements Pick<ManifestWriter, 'getDataLength' | 'getDataRange'> {
  protected data: Uint8Array;

  constructor(data: Uint8Array) {
    this.data = data;
  }

  getDataLength(): number {
    return this.data.length;
  }

  async getDataRange(start?: number, length?: number): Promise<Uint8Array> {
    return byteRange(this.data, start, length);
  }
}
