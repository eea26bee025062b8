/**
 * What a file is, from its first bytes: the signatures of the common image, video, audio, document
 * and archive formats, and text. Browser-safe (no `node:` import) and cheap: it reads at most
 * {@link SNIFF_BYTES} bytes and never throws.
 */

import { SNIFF_BYTES } from './sniff-bytes.js';

export { SNIFF_BYTES };

export type SniffedKind = 'image' | 'video' | 'audio' | 'document' | 'archive' | 'text' | 'unknown';

/** A format recognised by its bytes. */
export interface SniffedFormat {
  /** The IANA media type (`application/octet-stream` when unknown, `text/plain` for text). */
  mediaType: string;
  kind: SniffedKind;
  /** Short name: `PNG image`, `MP4 video`, `PDF document`, `text`, `unknown data`. */
  name: string;
  /** The name with its article, for sentences: `a PNG image`, `an MP4 video`, `text`. */
  description: string;
}

function format(
  mediaType: string,
  kind: SniffedKind,
  name: string,
  article: 'a' | 'an' | '' = 'a',
): SniffedFormat {
  return { mediaType, kind, name, description: article ? `${article} ${name}` : name };
}

const ascii = (b: Uint8Array, at: number, n: number): string => {
  let s = '';
  for (let i = at; i < at + n && i < b.length; i++) s += String.fromCharCode(b[i] as number);
  return s;
};

const startsWith = (b: Uint8Array, sig: readonly number[], at = 0): boolean =>
  b.length >= at + sig.length && sig.every((v, i) => b[at + i] === v);

/** ISO BMFF (`ftyp` box): the major brand, then the compatible brands, decide. */
function isoBmff(b: Uint8Array): SniffedFormat | null {
  if (b.length < 12 || ascii(b, 4, 4) !== 'ftyp') return null;
  const size = ((b[0]! << 24) | (b[1]! << 16) | (b[2]! << 8) | b[3]!) >>> 0;
  const brands = [ascii(b, 8, 4)];
  for (let at = 16; at + 4 <= Math.min(size, b.length, 256); at += 4) brands.push(ascii(b, at, 4));
  const has = (...names: string[]) => names.some((n) => brands.includes(n));
  const major = brands[0]!;
  if (['avif', 'avis'].includes(major) || (major === 'mif1' && has('avif')))
    return format('image/avif', 'image', 'AVIF image', 'an');
  if (['heic', 'heix', 'heim', 'heis', 'mif1', 'msf1', 'hevc', 'hevx'].includes(major))
    return format('image/heic', 'image', 'HEIF image');
  if (major === 'qt  ') return format('video/quicktime', 'video', 'QuickTime (MOV) video');
  if (['M4A ', 'M4B ', 'M4P '].includes(major))
    return format('audio/mp4', 'audio', 'MPEG-4 (M4A) audio', 'an');
  if (major.startsWith('3g')) return format('video/3gpp', 'video', '3GP video');
  if (['crx ', 'CR3 '].includes(major)) return format('image/x-canon-cr3', 'image', 'Canon CR3 raw image');
  if (major === 'jxl ') return format('image/jxl', 'image', 'JPEG XL image');
  if (major === 'jp2 ') return format('image/jp2', 'image', 'JPEG 2000 image');
  if (has('avif')) return format('image/avif', 'image', 'AVIF image', 'an');
  if (has('heic', 'mif1')) return format('image/heic', 'image', 'HEIF image');
  return format('video/mp4', 'video', 'MP4 video', 'an');
}

/** MPEG audio frame sync (11 bits set) with a layer other than "reserved": MP3 and its relatives. */
function mpegAudio(b: Uint8Array): SniffedFormat | null {
  if (b.length < 2 || b[0] !== 0xff || (b[1]! & 0xe0) !== 0xe0) return null;
  const layer = (b[1]! >> 1) & 0x03;
  const version = (b[1]! >> 3) & 0x03;
  if (layer === 0) return version === 0x02 || version === 0x03 ? aac : null; // ADTS (AAC)
  if (version === 0x01) return null; // reserved version
  return format('audio/mpeg', 'audio', 'MP3 audio file', 'an');
}
const aac = format('audio/aac', 'audio', 'AAC audio file', 'an');

/** Text: valid UTF-8 (or UTF-16 with a BOM), no NUL, no control characters but tab, newlines, form feed, escape. */
function text(b: Uint8Array): SniffedFormat | null {
  if (startsWith(b, [0xfe, 0xff]) || startsWith(b, [0xff, 0xfe]))
    return format('text/plain', 'text', 'text', '');
  const head = b.subarray(0, SNIFF_BYTES);
  let decoded: string;
  try {
    // `stream: true` leaves a character cut at the end of the window undecoded instead of failing.
    decoded = new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
  } catch {
    return null;
  }
  for (let i = 0; i < decoded.length; i++) {
    const c = decoded.charCodeAt(i);
    if (c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d && c !== 0x0c && c !== 0x1b) return null;
    if (c === 0x7f) return null;
  }
  const trimmed = decoded.replace(/^\uFEFF/, '').trimStart();
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(trimmed))
    return format('image/svg+xml', 'image', 'SVG image', 'an');
  if (/^<!DOCTYPE html|^<html[\s>]/i.test(trimmed)) return format('text/html', 'text', 'HTML text', '');
  return format('text/plain', 'text', 'text', '');
}

/**
 * Names what `bytes` (a file's first bytes, at least {@link SNIFF_BYTES} of them when the file is that
 * long) hold, by their signatures alone, whatever the file is called. Empty input is `text`
 * (an empty file); bytes no signature matches are `unknown data`. Never throws.
 *
 * @example
 * ```ts
 * sniffContent(bytes).description; // 'a PNG image', 'an MP4 video', 'a PDF document', 'text'
 * ```
 */
export function sniffContent(bytes: Uint8Array): SniffedFormat {
  if (!(bytes instanceof Uint8Array)) return unknown;
  const b = bytes;
  if (startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return format('image/png', 'image', 'PNG image');
  if (startsWith(b, [0xff, 0xd8, 0xff])) return format('image/jpeg', 'image', 'JPEG image');
  const head4 = ascii(b, 0, 4);
  if (head4 === 'GIF8' && (ascii(b, 4, 2) === '7a' || ascii(b, 4, 2) === '9a'))
    return format('image/gif', 'image', 'GIF image');
  if (startsWith(b, [0x49, 0x49, 0x2a, 0x00]) || startsWith(b, [0x4d, 0x4d, 0x00, 0x2a]))
    return format('image/tiff', 'image', 'TIFF image');
  if (startsWith(b, [0x49, 0x49, 0x2b, 0x00]) || startsWith(b, [0x4d, 0x4d, 0x00, 0x2b]))
    return format('image/tiff', 'image', 'BigTIFF image');
  if (head4 === 'RIFF' && b.length >= 12) {
    const type = ascii(b, 8, 4);
    if (type === 'WEBP') return format('image/webp', 'image', 'WebP image');
    if (type === 'WAVE') return format('audio/wav', 'audio', 'WAV audio file');
    if (type === 'AVI ') return format('video/x-msvideo', 'video', 'AVI video', 'an');
  }
  const bmff = isoBmff(b);
  if (bmff) return bmff;
  // QuickTime files written without `ftyp` start with one of these atoms.
  if (b.length >= 8 && ['moov', 'mdat', 'wide'].includes(ascii(b, 4, 4)))
    return format('video/quicktime', 'video', 'QuickTime (MOV) video');
  if (startsWith(b, [0x00, 0x00, 0x00, 0x0c, 0x6a, 0x58, 0x4c, 0x20]) || startsWith(b, [0xff, 0x0a]))
    return format('image/jxl', 'image', 'JPEG XL image');
  if (startsWith(b, [0x00, 0x00, 0x00, 0x0c, 0x6a, 0x50, 0x20, 0x20]))
    return format('image/jp2', 'image', 'JPEG 2000 image');
  if (head4 === '%PDF') return format('application/pdf', 'document', 'PDF document');
  if (ascii(b, 0, 3) === 'ID3') return format('audio/mpeg', 'audio', 'MP3 audio file', 'an');
  if (head4 === 'fLaC') return format('audio/flac', 'audio', 'FLAC audio file');
  if (head4 === 'OggS') return format('audio/ogg', 'audio', 'Ogg audio or video file', 'an');
  if (startsWith(b, [0x1a, 0x45, 0xdf, 0xa3])) {
    const webm = ascii(b, 0, 64).includes('webm');
    return webm
      ? format('video/webm', 'video', 'WebM video')
      : format('video/x-matroska', 'video', 'Matroska video');
  }
  if (head4 === '8BPS') return format('image/vnd.adobe.photoshop', 'image', 'Photoshop (PSD) image');
  if (
    ascii(b, 0, 2) === 'BM' &&
    b.length >= 18 &&
    [12, 40, 52, 56, 64, 108, 124].includes(b[14]! | (b[15]! << 8))
  )
    return format('image/bmp', 'image', 'BMP image');
  if (startsWith(b, [0x00, 0x00, 0x01, 0x00]) && b.length >= 6 && b[4]! + b[5]! > 0)
    return format('image/x-icon', 'image', 'ICO image', 'an');
  if (startsWith(b, [0x50, 0x4b, 0x03, 0x04]) || startsWith(b, [0x50, 0x4b, 0x05, 0x06]))
    return format('application/zip', 'archive', 'ZIP archive (or an Office document)');
  if (startsWith(b, [0x1f, 0x8b])) return format('application/gzip', 'archive', 'gzip archive');
  if (startsWith(b, [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]))
    return format('application/x-7z-compressed', 'archive', '7-Zip archive');
  if (ascii(b, 257, 5) === 'ustar') return format('application/x-tar', 'archive', 'tar archive');
  const mpeg = mpegAudio(b);
  if (mpeg) return mpeg;
  return text(b) ?? unknown;
}

const unknown: SniffedFormat = {
  mediaType: 'application/octet-stream',
  kind: 'unknown',
  name: 'unknown data',
  description: 'unknown data',
};
