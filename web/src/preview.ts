import { fill, type ImageDimensions, SNIFF_BYTES, sniffContent } from '@tlp/core';

import { loadDimensions } from './content-modules.js';
import { fileWords } from './i18n/index.js';

/**
 * Most pixels a thumbnail is shown for (40 megapixels, the server's cap on image artifacts): the browser
 * decodes an `<img>` in full, and a few hundred kilobytes of PNG can declare 100 megapixels.
 */
export const MAX_PREVIEW_PIXELS = 40_000_000;

/**
 * How much of an image's start is read, at most, to find its declared size: the header is in the first
 * bytes (PNG, WebP, GIF), after the metadata segments of a JPEG (a C2PA manifest, EXIF, an ICC profile:
 * rarely more than a few hundred kilobytes) or in the `meta` box of a HEIF. Reads grow from the first
 * 64 kB, 16 times larger each, up to this; an image whose size is not found by then gets no thumbnail.
 */
export const MAX_HEADER_BYTES = 16 * 1024 * 1024;
const FIRST_HEADER_BYTES = 64 * 1024;

/**
 * The size `file`'s header declares, read from its first bytes only (never the whole file); null when
 * none is found within {@link MAX_HEADER_BYTES} or the file cannot be read.
 */
export async function declaredSize(file: Blob): Promise<ImageDimensions | null> {
  for (let length = FIRST_HEADER_BYTES; ; length *= 16) {
    const end = Math.min(length, MAX_HEADER_BYTES, file.size);
    const size = (await loadDimensions()).imageDimensions(
      new Uint8Array(await file.slice(0, end).arrayBuffer()),
    );
    if (size || end === file.size || end === MAX_HEADER_BYTES) return size;
  }
}

/** How a checked file is shown: a still frame (`<img>`), a `<video>` or an `<audio>` player. */
export type PreviewKind = 'image' | 'video' | 'audio';

/**
 * What is shown of a checked file: a `blob:` URL of its bytes (never uploaded) with the element to show
 * it in, or why there is none, said under the verdict (null when there is nothing to say, as for a receipt).
 */
export type Preview =
  | { url: string; kind: PreviewKind; description: string; refused: null }
  | { url: null; refused: string | null };

const NONE: Preview = { url: null, refused: null };

/**
 * The preview of a file, by its bytes (never its name or its declared type), as a `blob:` URL of the
 * `File` itself (no copy), whatever its size: video and audio get a player; an image a thumbnail, made
 * only when its header declares at most {@link MAX_PREVIEW_PIXELS} pixels (read from its first bytes,
 * nothing is decoded). Whether the browser can decode it is known only
 * when it tries: `cannotShow` in result-view.tsx says what to tell then.
 */
export async function previewOf(file: Blob): Promise<Preview> {
  if (typeof URL.createObjectURL !== 'function') return NONE;
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  } catch {
    return NONE; // unreadable: the verdict says so
  }
  const sniffed = sniffContent(bytes);
  const { kind, description } = sniffed;
  if (kind === 'video' || kind === 'audio') {
    return { url: URL.createObjectURL(file), kind, description, refused: null };
  }
  if (kind !== 'image') return NONE;
  let size: ImageDimensions | null;
  try {
    size = await declaredSize(file);
  } catch {
    return NONE;
  }
  if (!size) return NONE;
  const pixels = size.width * size.height;
  if (pixels > MAX_PREVIEW_PIXELS) {
    return {
      url: null,
      refused: fill(fileWords().previewTooLarge, { ...size, max: MAX_PREVIEW_PIXELS / 1_000_000 }),
    };
  }
  return { url: URL.createObjectURL(file), kind: 'image', description, refused: null };
}
