/**
 * RIFF (WAV, WebP): the manifest store in a top-level `C2PA` chunk appended at the end of the RIFF form,
 * as the C2PA specification and c2pa-rs place it; XMP in a top-level `XMP ` chunk. Placing the chunk
 * grows the RIFF size field by the chunk's length: {@link locate} gives the content's size back as a
 * patch, so the strip (which removes the chunk with its pad byte) is the original byte for byte. The
 * data hash excludes the chunk's header and store, not its pad byte: c2pa-rs locates the store so and
 * rejects any other exclusion over it. A WebP's `VP8X` header is left as it is: c2pa-rs sets its flags only when it
 * adds XMP, never for the manifest chunk.
 */

import { ByteArrayAsset } from './byte-array-asset.js';
import { ascii } from './bytes.js';
import { detectRiff, SIGNATURE } from './signatures.js';
import type { ByteRange, ContainerFormat, ManifestLocation, ManifestWriter } from './types.js';

const u32le = (b: Uint8Array, at: number): number =>
  ((b[at] as number) |
    ((b[at + 1] as number) << 8) |
    ((b[at + 2] as number) << 16) |
    ((b[at + 3] as number) << 24)) >>>
  0;

function u32leBytes(value: number): Uint8Array {
  return new Uint8Array([value & 0xff, (value >>> 8) & 0xff, (value >>> 16) & 0xff, (value >>> 24) & 0xff]);
}

/** The chunk id C2PA gives the manifest store in a RIFF form. */
export const C2PA_CHUNK_ID = 'C2PA';

interface RiffChunk {
  id: string;
  /** Where the chunk header starts. */
  start: number;
  /** The declared payload size. */
  size: number;
  /** Exclusive, the pad byte of an odd size included (may lie past the end of the data). */
  end: number;
}

/** The top-level chunks of the RIFF form, up to the form's end or the data's, whichever comes first. */
function topLevelChunks(bytes: Uint8Array): RiffChunk[] {
  const chunks: RiffChunk[] = [];
  const formEnd = Math.min(8 + u32le(bytes, 4), bytes.length);
  let pos = 12;
  while (pos + 8 <= formEnd) {
    const size = u32le(bytes, pos + 4);
    const end = pos + 8 + size + (size & 1);
    chunks.push({ id: ascii(bytes, pos, 4), start: pos, size, end });
    pos = end;
  }
  return chunks;
}

/**
 * Every top-level `C2PA` chunk of the RIFF form, and the RIFF size the content has without them (a
 * patch at offset 4).
 */
function locate(bytes: Uint8Array, mediaType: string): ManifestLocation {
  const ranges: ByteRange[] = [];
  let jumbf: Uint8Array | null = null;
  let storeRange: ByteRange | undefined;
  let problem: string | undefined;
  for (const chunk of topLevelChunks(bytes)) {
    if (chunk.id !== C2PA_CHUNK_ID) continue;
    ranges.push({ start: chunk.start, end: Math.min(chunk.end, bytes.length) });
    storeRange = { start: chunk.start, end: chunk.start + 8 + chunk.size };
    if (chunk.start + 8 + chunk.size > bytes.length) problem = 'the manifest chunk is cut short';
    else jumbf = bytes.subarray(chunk.start + 8, chunk.start + 8 + chunk.size);
  }
  if (ranges.length === 0) return { mediaType, ranges, jumbf: null };
  if (ranges.length > 1) problem = 'the file holds several manifest chunks';
  const removed = ranges.reduce((n, r) => n + r.end - r.start, 0);
  const patches = [{ at: 4, bytes: u32leBytes(Math.max(0, u32le(bytes, 4) - removed)) }];
  if (problem) return { mediaType, ranges, jumbf: null, problem, patches };
  return { mediaType, ranges, jumbf, patches, storeRange: storeRange! };
}

/** The XMP packets of a RIFF file: top-level `XMP ` chunks (where c2pa-rs reads and writes XMP). */
function xmp(bytes: Uint8Array): Uint8Array[] {
  return topLevelChunks(bytes)
    .filter((c) => c.id === 'XMP ' && c.start + 8 + c.size <= bytes.length)
    .map((c) => bytes.subarray(c.start + 8, c.start + 8 + c.size));
}

/**
 * A manifest writer over a RIFF file without a manifest, to write one: {@link ensureManifestSpace}
 * appends a `C2PA` chunk of the store's length at the end of the RIFF form (before anything after the
 * form) and grows the RIFF size by the chunk's length.
 */
export class RiffAsset extends ByteArrayAsset implements ManifestWriter {
  readonly mimeType: string;
  /** The end of the RIFF form in the content, where the chunk goes. */
  private readonly formEnd: number;
  private readonly formSize: number;
  private chunk: { start: number; length: number; storeLength: number } | undefined;

  /** Throws when `data` is not a well-formed RIFF form (chunks that do not fill it, a size past the end). */
  constructor(data: Uint8Array, mimeType: string) {
    super(data);
    const type = detectRiff(data);
    if (!type) throw new Error('not a RIFF WAVE or WEBP file');
    this.mimeType = mimeType;
    this.formSize = u32le(data, 4);
    this.formEnd = 8 + this.formSize;
    if (this.formEnd > data.length) throw new Error('the RIFF size runs past the end of the file');
    const chunks = topLevelChunks(data);
    const last = chunks[chunks.length - 1];
    if ((last?.end ?? 12) !== this.formEnd) throw new Error('the chunks do not fill the RIFF form');
    if (chunks.some((c) => c.id === C2PA_CHUNK_ID)) throw new Error('the file already holds a C2PA chunk');
  }

  getManifestJUMBF(): Uint8Array | undefined {
    if (!this.chunk) return undefined;
    const at = this.chunk.start + 8;
    return this.data.subarray(at, at + this.chunk.storeLength);
  }

  dumpInfo(): string {
    const chunks = topLevelChunks(this.data).map((c) => `  ${c.id} at ${c.start}, ${c.size} bytes`);
    return [`RIFF ${ascii(this.data, 8, 4)}, ${this.data.length} bytes`, ...chunks].join('\n');
  }

  async ensureManifestSpace(length: number): Promise<void> {
    if (this.chunk?.storeLength === length) return;
    const content = this.chunk ? this.withoutChunk() : this.data;
    const chunkLength = 8 + length + (length & 1);
    if (this.formSize + chunkLength > 0xffffffff) throw new Error('the RIFF form would outgrow 4 GiB');
    const out = new Uint8Array(content.length + chunkLength);
    out.set(content.subarray(0, this.formEnd));
    out.set(u32leBytes(this.formSize + chunkLength), 4);
    out.set([0x43, 0x32, 0x50, 0x41], this.formEnd); // C2PA
    out.set(u32leBytes(length), this.formEnd + 4);
    out.set(content.subarray(this.formEnd), this.formEnd + chunkLength);
    this.data = out;
    this.chunk = { start: this.formEnd, length: chunkLength, storeLength: length };
  }

  private withoutChunk(): Uint8Array {
    const { start, length } = this.chunk!;
    const out = new Uint8Array(this.data.length - length);
    out.set(this.data.subarray(0, start));
    out.set(this.data.subarray(start + length), start);
    out.set(u32leBytes(this.formSize), 4);
    return out;
  }

  /** The `C2PA` chunk's header and store, without its pad byte (where c2pa-rs locates the store). */
  getHashExclusionRange(): { start: number; length: number } {
    if (!this.chunk) throw new Error('no manifest space reserved');
    return { start: this.chunk.start, length: 8 + this.chunk.storeLength };
  }

  async writeManifestJUMBF(jumbf: Uint8Array): Promise<void> {
    if (!this.chunk) throw new Error('no manifest space reserved');
    if (jumbf.length !== this.chunk.storeLength) throw new Error('wrong amount of space in asset');
    this.data.set(jumbf, this.chunk.start + 8);
  }
}

export const riff: ContainerFormat = {
  ...SIGNATURE.riff,
  locate,
  xmp,
  writer: (content, mediaType) => new RiffAsset(content, mediaType),
};
