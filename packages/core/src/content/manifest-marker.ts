/**
 * Whether bytes may carry a C2PA manifest, from the container's structure alone: a PNG `caBX` chunk, a
 * JPEG APP11 segment (JUMBF), a RIFF (WAV, WebP, AVI) `C2PA` chunk, an MP3's or FLAC's ID3 tag naming the
 * C2PA GEOB MIME type, a C2PA `uuid` box of an ISO BMFF file (MP4, MOV, M4A, HEIC, AVIF), a GIF's
 * `C2PA_GIF` extension, a TIFF entry of tag 0xCD41, an SVG `c2pa:manifest` element, or XMP naming a
 * remote manifest (`dcterms:provenance`). It walks chunk, segment and box headers or looks for those
 * markers (no decoding, no C2PA library), so a page can decide whether to load a reader at all. `false`
 * is certain for all of these; a PDF is always `true` (its store may sit in a compressed object stream);
 * any other format is `false`. Never throws.
 */

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function ascii(bytes: Uint8Array, at: number, length: number): string {
  let text = '';
  for (let i = at; i < at + length && i < bytes.length; i++) text += String.fromCharCode(bytes[i] as number);
  return text;
}

function names(bytes: Uint8Array, at: number, end: number, needle: string): boolean {
  return ascii(bytes, at, Math.min(end, bytes.length) - at).includes(needle);
}

function pngMayCarry(bytes: Uint8Array): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 8;
  while (at + 8 <= bytes.length) {
    const length = view.getUint32(at);
    const type = ascii(bytes, at + 4, 4);
    if (type === 'caBX') return true;
    if (type === 'iTXt' && names(bytes, at + 8, at + 8 + Math.min(length, 1 << 20), 'provenance'))
      return true;
    if (type === 'IEND') return false;
    at += 12 + length;
  }
  return false;
}

function jpegMayCarry(bytes: Uint8Array): boolean {
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return false;
    const marker = bytes[at + 1] as number;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    // Start of scan or end of image: no metadata segment follows the image data.
    if (marker === 0xda || marker === 0xd9) return false;
    // Markers without a length.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    const length = ((bytes[at + 2] as number) << 8) | (bytes[at + 3] as number);
    if (marker === 0xeb) return true; // APP11: JUMBF, where C2PA puts its manifest store
    if (marker === 0xe1 && names(bytes, at + 4, at + 2 + length, 'provenance')) return true; // XMP
    at += 2 + length;
  }
  return false;
}

/** Whether the ASCII `needle` occurs in `bytes[from, to)`. */
function contains(bytes: Uint8Array, needle: string, from: number, to: number): boolean {
  const first = needle.charCodeAt(0);
  const last = Math.min(to, bytes.length) - needle.length;
  for (let i = bytes.indexOf(first, from); i >= 0 && i <= last; i = bytes.indexOf(first, i + 1)) {
    let j = 1;
    while (j < needle.length && bytes[i + j] === needle.charCodeAt(j)) j++;
    if (j === needle.length) return true;
  }
  return false;
}

/** RIFF (WAV, WebP): a top-level `C2PA` chunk, or an `XMP ` chunk that names a provenance URL. */
function riffMayCarry(bytes: Uint8Array): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = Math.min(bytes.length, 8 + view.getUint32(4, true));
  let at = 12;
  while (at + 8 <= end) {
    const type = ascii(bytes, at, 4);
    const length = view.getUint32(at + 4, true);
    if (type === 'C2PA') return true;
    if (type === 'XMP ' && contains(bytes, 'provenance', at + 8, at + 8 + length)) return true;
    at += 8 + length + (length & 1);
  }
  return false;
}

/** MP3: its ID3v2 tag names the C2PA GEOB MIME type (`application/c2pa`, or the older `application/x-c2pa…`) or a provenance URL. */
function mp3MayCarry(bytes: Uint8Array): boolean {
  if (bytes.length < 10) return false;
  const size =
    ((bytes[6]! & 0x7f) << 21) | ((bytes[7]! & 0x7f) << 14) | ((bytes[8]! & 0x7f) << 7) | (bytes[9]! & 0x7f);
  const end = 10 + size;
  return (
    contains(bytes, 'application/c2pa', 10, end) ||
    contains(bytes, 'application/x-c2pa', 10, end) ||
    contains(bytes, 'provenance', 10, end)
  );
}

/** The user types of the C2PA and the XMP `uuid` boxes (as in c2pa/asset/bmff.ts, not imported: that is the lazy chunk). */
const C2PA_UUID = 'd8fec3d61b0e483c92975828877ec481';
const XMP_UUID = 'be7acfcb97a942e89c71999491e3afac';

const hex = (bytes: Uint8Array, at: number, length: number) =>
  Array.from(bytes.subarray(at, at + length), (b) => b.toString(16).padStart(2, '0')).join('');

/** ISO BMFF: a top-level C2PA `uuid` box, or an XMP `uuid` box naming a remote manifest. */
function bmffMayCarry(bytes: Uint8Array): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 0;
  while (at + 8 <= bytes.length) {
    let size = view.getUint32(at);
    let header = 8;
    if (size === 1) {
      if (at + 16 > bytes.length) return false;
      size = view.getUint32(at + 8) * 2 ** 32 + view.getUint32(at + 12);
      header = 16;
    } else if (size === 0) size = bytes.length - at;
    if (size < header) return false;
    if (ascii(bytes, at + 4, 4) === 'uuid' && at + header + 16 <= bytes.length) {
      const userType = hex(bytes, at + header, 16);
      if (userType === C2PA_UUID) return true;
      if (userType === XMP_UUID && names(bytes, at + header + 16, at + Math.min(size, 1 << 20), 'provenance'))
        return true;
    }
    at += size;
  }
  return false;
}

const RIFF_FORMS = new Set(['WAVE', 'WEBP', 'AVI ']);

/** GIF: the `C2PA_GIF` application extension's identifier, or XMP naming a provenance URL, anywhere. */
const gifMayCarry = (bytes: Uint8Array) =>
  contains(bytes, 'C2PA_GIF', 13, bytes.length) || contains(bytes, 'provenance', 13, bytes.length);

/**
 * TIFF and its raw formats: the bytes of an entry of tag 0xCD41, type UNDEFINED, in the file's byte
 * order (every store has one in a directory), or a provenance URL.
 */
function tiffMayCarry(bytes: Uint8Array): boolean {
  const entry = bytes[0] === 0x49 ? [0x41, 0xcd, 0x07, 0x00] : [0xcd, 0x41, 0x00, 0x07];
  for (let i = bytes.indexOf(entry[0] as number, 4); i >= 0; i = bytes.indexOf(entry[0] as number, i + 1))
    if (bytes[i + 1] === entry[1] && bytes[i + 2] === entry[2] && bytes[i + 3] === entry[3]) return true;
  return contains(bytes, 'provenance', 4, bytes.length);
}

/** SVG: a `c2pa:manifest` element, or XMP naming a provenance URL. */
const svgMayCarry = (bytes: Uint8Array) =>
  contains(bytes, 'c2pa:manifest', 0, bytes.length) || contains(bytes, 'provenance', 0, bytes.length);

const TIFF_HEADERS = ['II*\0', 'MM\0*', 'II+\0', 'MM\0+'];

/** Whether the text after a byte order mark and XML declarations, comments and a doctype is an `svg` element. */
function isSvg(bytes: Uint8Array): boolean {
  const text = ascii(bytes, 0, 4096).replace(/^\uFEFF|^\xEF\xBB\xBF/, '');
  return /^\s*(<\?[\s\S]*?\?>\s*|<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*<svg[\s>/]/.test(text);
}

/**
 * `true` when the bytes are a PNG, JPEG, GIF, TIFF (DNG, ARW, NEF), SVG, WAV, WebP, AVI, MP3, FLAC or ISO
 * BMFF file (MP4, MOV, M4A, HEIC, AVIF) that holds a C2PA manifest store or names a remote one, or a PDF;
 * a cheap test before loading a C2PA reader.
 *
 * @example
 * ```ts
 * if (mayCarryManifest(bytes)) verdict = await verifyContent(bytes, { issuer });
 * ```
 */
export function mayCarryManifest(bytes: Uint8Array): boolean {
  try {
    if (!(bytes instanceof Uint8Array)) return false;
    if (PNG_SIGNATURE.every((v, i) => bytes[i] === v)) return pngMayCarry(bytes);
    if (bytes[0] === 0xff && bytes[1] === 0xd8) return jpegMayCarry(bytes);
    if (ascii(bytes, 0, 4) === 'RIFF' && RIFF_FORMS.has(ascii(bytes, 8, 4))) return riffMayCarry(bytes);
    if (ascii(bytes, 0, 3) === 'ID3') return mp3MayCarry(bytes);
    if (ascii(bytes, 4, 4) === 'ftyp') return bmffMayCarry(bytes);
    if (ascii(bytes, 0, 4) === 'GIF8') return gifMayCarry(bytes);
    if (TIFF_HEADERS.includes(ascii(bytes, 0, 4))) return tiffMayCarry(bytes);
    // PDF: the store's file specification may sit in a compressed object stream; only a reader can tell.
    if (ascii(bytes, 0, 5) === '%PDF-') return true;
    if (isSvg(bytes)) return svgMayCarry(bytes);
    return false;
  } catch {
    return false;
  }
}
