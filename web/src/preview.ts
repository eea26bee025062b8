import { imageDimensions } from '@tlp/core';
import { MAX_IMAGE_BYTES } from './verify.js';

/**
 * Most pixels a thumbnail is shown for (40 megapixels, the server's cap on image artifacts): the browser
 * decodes an `<img>` in full, and a few hundred kilobytes of PNG can declare 100 megapixels.
 */
export const MAX_PREVIEW_PIXELS = 40_000_000;

/** Why a checked file has no thumbnail, said under the verdict; null when it has one (or no image at all). */
export type Preview = { url: string; refused: null } | { url: null; refused: string | null };

/**
 * A `blob:` URL of the file to show as a thumbnail, made only when its header declares at most
 * {@link MAX_PREVIEW_PIXELS} pixels: the header is read from the bytes, nothing is decoded.
 */
export async function previewOf(file: Blob): Promise<Preview> {
  if (typeof URL.createObjectURL !== 'function' || file.size > MAX_IMAGE_BYTES)
    return { url: null, refused: null };
  let size: ReturnType<typeof imageDimensions>;
  try {
    size = imageDimensions(new Uint8Array(await file.arrayBuffer()));
  } catch {
    return { url: null, refused: null }; // unreadable: the verdict says so
  }
  if (!size) return { url: null, refused: null };
  const pixels = size.width * size.height;
  if (pixels > MAX_PREVIEW_PIXELS) {
    return {
      url: null,
      refused: `No preview: the image declares ${size.width} x ${size.height} pixels, more than the ${MAX_PREVIEW_PIXELS / 1_000_000} megapixels shown here.`,
    };
  }
  return { url: URL.createObjectURL(file), refused: null };
}
