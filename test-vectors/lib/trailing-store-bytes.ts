/**
 * A licensed file whose manifest store is followed, inside its container piece (JPEG APP11 segment, PNG
 * `caBX` chunk, RIFF `C2PA` chunk, BMFF C2PA `uuid` box, ID3 `GEOB` frame), by bytes of its own: what a
 * signer that reserved more room than its store needed leaves (an M4A in the wild has two zero bytes there).
 * Made with this library's writer, whose room is grown by `trailing.length` and filled after the store;
 * the hard binding covers the file with them (a data hash excludes the whole piece, a BMFF hash the box).
 */
import { FORMATS, formatOf } from '../../packages/core/src/c2pa/asset/index.js';
import type { ContainerFormat, ManifestWriter } from '../../packages/core/src/c2pa/asset/types.js';
import { licensedSample } from './media-samples.js';

/** `writer`'s room grown by `trailing.length` bytes, written after the store. */
function withTrailing(writer: ManifestWriter, trailing: Uint8Array): ManifestWriter {
  return {
    get mimeType() {
      return writer.mimeType;
    },
    getDataLength: () => writer.getDataLength(),
    getDataRange: (start, length) => writer.getDataRange(start, length),
    getManifestJUMBF: () => writer.getManifestJUMBF(),
    dumpInfo: () => writer.dumpInfo(),
    ensureManifestSpace: (length) => writer.ensureManifestSpace(length + trailing.length),
    getHashExclusionRange: () => writer.getHashExclusionRange(),
    writeManifestJUMBF: (jumbf) => {
      const padded = new Uint8Array(jumbf.length + trailing.length);
      padded.set(jumbf);
      padded.set(trailing, jumbf.length);
      return writer.writeManifestJUMBF(padded);
    },
  };
}

/** `bytes` licensed as `licensedSample` licenses them, with `trailing` after the store in its piece. */
export async function licensedWithTrailingBytes(
  bytes: Uint8Array,
  mediaType: string,
  trailing: Uint8Array,
): Promise<Uint8Array> {
  const format = FORMATS.find((f) => f.detect === formatOf(bytes)?.detect) as ContainerFormat | undefined;
  const writer = format?.writer;
  if (!format || !writer) throw new Error(`no writer for ${mediaType}`);
  format.writer = (content, type) => withTrailing(writer(content, type), trailing);
  try {
    return await licensedSample(bytes, mediaType);
  } finally {
    format.writer = writer;
  }
}
