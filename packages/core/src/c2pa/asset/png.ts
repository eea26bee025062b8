/** PNG: the manifest store in one `caBX` chunk before `IEND`, XMP in an `iTXt` chunk. */
import { ByteArrayAsset } from './byte-array-asset.js';
import { ascii, u32 } from './bytes.js';
import { crc32 } from './crc32.js';
import { detectPng, SIGNATURE } from './signatures.js';
import type { ByteRange, ContainerFormat, ManifestLocation, ManifestWriter } from './types.js';

/** PNG: every `caBX` chunk (the C2PA specification's manifest chunk), up to `IEND` or the end of the data. */
function locate(bytes: Uint8Array): ManifestLocation {
  const ranges: ByteRange[] = [];
  const payloads: Uint8Array[] = [];
  let problem: string | undefined;
  let pos = 8;
  while (pos + 8 <= bytes.length) {
    const length = u32(bytes, pos);
    const type = ascii(bytes, pos + 4, 4);
    const end = pos + 12 + length;
    if (type === 'caBX') {
      ranges.push({ start: pos, end: Math.min(end, bytes.length) });
      if (end > bytes.length) problem = 'the manifest chunk is cut short';
      else payloads.push(bytes.subarray(pos + 8, pos + 8 + length));
    }
    if (end > bytes.length || type === 'IEND') break;
    pos = end;
  }
  if (ranges.length > 1) problem = 'the file holds several manifest chunks';
  const jumbf = !problem && payloads.length === 1 ? (payloads[0] as Uint8Array) : null;
  return problem
    ? { mediaType: 'image/png', ranges, jumbf, problem }
    : { mediaType: 'image/png', ranges, jumbf };
}

const XMP_PNG_KEYWORD = 'XML:com.adobe.xmp';

/** The XMP packets of a PNG: uncompressed `iTXt` chunks with the keyword `XML:com.adobe.xmp`. */
function xmp(bytes: Uint8Array): Uint8Array[] {
  const packets: Uint8Array[] = [];
  let pos = 8;
  while (pos + 8 <= bytes.length) {
    const length = u32(bytes, pos);
    const type = ascii(bytes, pos + 4, 4);
    const end = pos + 12 + length;
    if (end > bytes.length) break;
    if (type === 'iTXt') {
      const data = bytes.subarray(pos + 8, pos + 8 + length);
      const k = XMP_PNG_KEYWORD.length;
      // keyword NUL, compression flag 0, method, language tag NUL, translated keyword NUL, text
      if (ascii(data, 0, k) === XMP_PNG_KEYWORD && data[k] === 0 && data[k + 1] === 0) {
        const language = data.indexOf(0, k + 3);
        const translated = language < 0 ? -1 : data.indexOf(0, language + 1);
        if (translated >= 0) packets.push(data.subarray(translated + 1));
      }
    }
    if (type === 'IEND') break;
    pos = end;
  }
  return packets;
}

/**
 * A manifest writer over a PNG without a manifest store: the store goes in one `caBX` chunk (with its
 * CRC) before the first `IDAT`, or after the last chunk when there is none. The file is written up to
 * `IEND`: bytes after it are not kept (the embedder then refuses the file, its content having changed).
 */
export class PngWriter extends ByteArrayAsset implements ManifestWriter {
  readonly mimeType = 'image/png';
  private readonly content: Uint8Array;
  /** Where the chunk goes in the content, and where the chunks end (`IEND` included). */
  private readonly insertAt: number;
  private readonly chunksEnd: number;
  private chunk: ByteRange | null = null;

  constructor(content: Uint8Array) {
    super(content);
    if (!detectPng(content)) throw new Error('Not a PNG file');
    this.content = content;
    let pos = 8;
    let firstIdat = -1;
    for (let type = ''; type !== 'IEND'; ) {
      if (pos + 12 > content.length) throw new Error('Malformed PNG (buffer underrun before end marker)');
      const end = pos + 12 + u32(content, pos);
      if (end > content.length) throw new Error('Malformed PNG (chunk length too large)');
      type = ascii(content, pos + 4, 4);
      if (type === 'IDAT' && firstIdat < 0) firstIdat = pos;
      pos = end;
    }
    this.chunksEnd = pos;
    this.insertAt = firstIdat < 0 ? pos : firstIdat;
  }

  getManifestJUMBF(): Uint8Array | undefined {
    return undefined;
  }

  dumpInfo(): string {
    return 'PNG file, the store in a caBX chunk';
  }

  async ensureManifestSpace(length: number): Promise<void> {
    const out = new Uint8Array(this.chunksEnd + length + 12);
    out.set(this.content.subarray(0, this.insertAt), 0);
    const view = new DataView(out.buffer, out.byteOffset + this.insertAt);
    view.setUint32(0, length);
    out.set([0x63, 0x61, 0x42, 0x58], this.insertAt + 4); // caBX
    out.set(this.content.subarray(this.insertAt, this.chunksEnd), this.insertAt + length + 12);
    this.data = out;
    this.chunk = { start: this.insertAt, end: this.insertAt + length + 12 };
  }

  getHashExclusionRange(): { start: number; length: number } {
    if (!this.chunk) throw new Error('No manifest storage reserved');
    return { start: this.chunk.start, length: this.chunk.end - this.chunk.start };
  }

  async writeManifestJUMBF(jumbf: Uint8Array): Promise<void> {
    const chunk = this.chunk;
    if (!chunk || chunk.end - chunk.start - 12 !== jumbf.length)
      throw new Error('Wrong amount of space in asset');
    this.data.set(jumbf, chunk.start + 8);
    const crc = crc32(this.data.subarray(chunk.start + 4, chunk.end - 4));
    new DataView(this.data.buffer, this.data.byteOffset).setUint32(chunk.end - 4, crc);
  }
}

export const png: ContainerFormat = {
  ...SIGNATURE.png,
  locate,
  xmp,
  writer: (content) => new PngWriter(content),
};
