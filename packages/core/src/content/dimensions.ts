/**
 * The pixel size an image declares in its header (PNG `IHDR`, JPEG `SOFn`, WebP `VP8`/`VP8L`/`VP8X`, GIF
 * logical screen, HEIF/AVIF `ispe`), read without decoding a pixel. Browser-safe (no `node:` import) and never throws: what
 * to refuse before handing bytes to a decoder, since a few hundred kilobytes can declare 100 megapixels.
 */
export interface ImageDimensions {
  width: number;
  height: number;
}

const u16be = (b: Uint8Array, at: number) => ((b[at] as number) << 8) | (b[at + 1] as number);
const u16le = (b: Uint8Array, at: number) => (b[at] as number) | ((b[at + 1] as number) << 8);
const u24le = (b: Uint8Array, at: number) => u16le(b, at) | ((b[at + 2] as number) << 16);
const u32be = (b: Uint8Array, at: number) => u16be(b, at) * 0x10000 + u16be(b, at + 2);
const ascii = (b: Uint8Array, at: number, text: string) =>
  b.length >= at + text.length && [...text].every((c, i) => b[at + i] === c.charCodeAt(0));

/** The declared width and height, or null when the bytes are none of these formats or the header is cut. */
export function imageDimensions(bytes: Uint8Array): ImageDimensions | null {
  if (!(bytes instanceof Uint8Array)) return null;
  // PNG: the signature, then IHDR first: width and height as 32-bit big-endian.
  if (bytes.length >= 24 && u32be(bytes, 0) === 0x89504e47 && ascii(bytes, 12, 'IHDR')) {
    return { width: u32be(bytes, 16), height: u32be(bytes, 20) };
  }
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8) return jpegDimensions(bytes);
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP')) return webpDimensions(bytes);
  if ((ascii(bytes, 0, 'GIF87a') || ascii(bytes, 0, 'GIF89a')) && bytes.length >= 10) {
    return { width: u16le(bytes, 6), height: u16le(bytes, 8) };
  }
  if (ascii(bytes, 4, 'ftyp')) return heifDimensions(bytes);
  return null;
}

/** The boxes of `b[start, end)`: type, body start and end (32-bit sizes; a box past `end` ends the walk). */
function* boxes(b: Uint8Array, start: number, end: number): Generator<[string, number, number]> {
  let at = start;
  while (at + 8 <= end) {
    const size = u32be(b, at);
    if (size < 8 || at + size > end) return;
    yield [String.fromCharCode(...b.subarray(at + 4, at + 8)), at + 8, at + size];
    at += size;
  }
}

/**
 * HEIF (HEIC, AVIF): the largest image spatial extent (`ispe`) among the item properties
 * (`meta/iprp/ipco`), so that a grid counts at its full size, not its tiles'.
 */
function heifDimensions(b: Uint8Array): ImageDimensions | null {
  let best: ImageDimensions | null = null;
  for (const [type, body, end] of boxes(b, 0, b.length)) {
    if (type !== 'meta') continue;
    for (const [inner, ibody, iend] of boxes(b, body + 4, end)) {
      if (inner !== 'iprp') continue;
      for (const [container, cbody, cend] of boxes(b, ibody, iend)) {
        if (container !== 'ipco') continue;
        for (const [property, pbody, pend] of boxes(b, cbody, cend)) {
          if (property !== 'ispe' || pbody + 12 > pend) continue;
          const size = { width: u32be(b, pbody + 4), height: u32be(b, pbody + 8) };
          if (!best || size.width * size.height > best.width * best.height) best = size;
        }
      }
    }
  }
  return best;
}

/** Walks the JPEG segments to the first start of frame (SOF0 to SOF15 but DHT, JPG and DAC). */
function jpegDimensions(b: Uint8Array): ImageDimensions | null {
  let at = 2;
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1] as number;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    // Markers without a length: TEM, RSTn; SOS or EOI before a frame header: none to read.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    if (marker === 0xda || marker === 0xd9) return null;
    const length = u16be(b, at + 2);
    if (length < 2) return null;
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) {
      if (at + 9 > b.length) return null;
      return { width: u16be(b, at + 7), height: u16be(b, at + 5) };
    }
    at += 2 + length;
  }
  return null;
}

function webpDimensions(b: Uint8Array): ImageDimensions | null {
  if (b.length < 30) return null;
  if (ascii(b, 12, 'VP8X')) return { width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
  if (ascii(b, 12, 'VP8L') && b[20] === 0x2f) {
    const bits =
      (b[21] as number) | ((b[22] as number) << 8) | ((b[23] as number) << 16) | ((b[24] as number) << 24);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (ascii(b, 12, 'VP8 ') && b[23] === 0x9d && b[24] === 0x01 && b[25] === 0x2a) {
    return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  }
  return null;
}
