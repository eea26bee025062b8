/**
 * The container formats this library reads and writes a manifest in, as a small table: how each is
 * known from its first bytes, its media types, its hard binding, and where its code is. The code of a
 * format (`./png.ts`, `./bmff.ts`, …) is imported only when a file of that format is read
 * (`loadFormat` in `../container.ts`), so a page that verifies a JPEG never downloads the MP4 reader. The
 * order of the table is the order the signatures are tried. The table names no module to import: each
 * format's module imports the table, and a cycle through a dynamic import makes a bundler split code that
 * a single-file build (the embed's classic script) cannot.
 */

import { ownValue } from '../../lib/own.js';
import { ascii, u32 } from './bytes.js';
import type { HardBindingKind } from './types.js';

/** What is known of a format without its code. */
export interface FormatSignature {
  /** The canonical media types this format serves. */
  readonly mediaTypes: readonly string[];
  /** The short name people give each media type's files (`PNG`, `MOV`), for sentences. */
  readonly names: Readonly<Record<string, string>>;
  /** Other spellings callers use, lowercase, to their canonical type (`image/jpg` → `image/jpeg`). */
  readonly aliases?: Readonly<Record<string, string>>;
  /**
   * The media type every one of `mediaTypes` is a kind of, when they are one container told apart by
   * their content (DNG, ARW and NEF are TIFF files): a file detected as this type is taken for any of them.
   */
  readonly kindOf?: string;
  /** The hard binding the manifest written into this container carries. */
  readonly hardBinding: HardBindingKind;
  /** Whether a `Blob` of this format is located piece by piece (its format has `locateIn`). */
  readonly readsInSlices: boolean;
  /** The canonical media type of `bytes` when they are of this format, from their first bytes; else `null`. */
  detect(bytes: Uint8Array): string | null;
  /** The format's module in this folder, whose code is imported on first use. */
  readonly module: FormatModule;
}

/** The modules of this folder that hold a format's code. */
export type FormatModule = 'png' | 'jpeg' | 'gif' | 'riff' | 'flac' | 'mp3' | 'bmff' | 'tiff' | 'svg' | 'pdf';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export function detectPng(bytes: Uint8Array): string | null {
  return bytes.length >= 8 && PNG_SIGNATURE.every((b, i) => bytes[i] === b) ? 'image/png' : null;
}

export function detectJpeg(bytes: Uint8Array): string | null {
  return bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff
    ? 'image/jpeg'
    : null;
}

/** A GIF of either version (c2pa-rs reads both; it writes 89a, which application extensions need). */
export function detectGif(bytes: Uint8Array): string | null {
  if (bytes.length < 6) return null;
  const head = ascii(bytes, 0, 6);
  return head === 'GIF89a' || head === 'GIF87a' ? 'image/gif' : null;
}

/** The RIFF form types this library serves, to their media type. */
const RIFF_FORM_TYPES: Readonly<Record<string, string>> = {
  WAVE: 'audio/wav',
  WEBP: 'image/webp',
  'AVI ': 'video/avi',
};

export function detectRiff(bytes: Uint8Array): string | null {
  if (bytes.length < 12 || ascii(bytes, 0, 4) !== 'RIFF') return null;
  return ownValue(RIFF_FORM_TYPES, ascii(bytes, 8, 4)) ?? null;
}

/** MPEG audio frame sync with a layer and version that are not reserved (as the sniffer tells MP3). */
function isMpegAudioFrame(bytes: Uint8Array): boolean {
  if (bytes.length < 2 || bytes[0] !== 0xff || ((bytes[1] as number) & 0xe0) !== 0xe0) return false;
  const layer = ((bytes[1] as number) >> 1) & 0x03;
  const version = ((bytes[1] as number) >> 3) & 0x03;
  return layer !== 0 && version !== 0x01;
}

/**
 * Where an ID3v2 tag at the start of `bytes` ends by its header (ten bytes and its size; a footer is not
 * counted, as c2pa-rs's `ID3V2Header::get_size` does not), or `-1` when the bytes do not start with one.
 * The bytes there tell an MP3 from a FLAC file that carries a tag.
 */
export function id3TagEnd(bytes: Uint8Array): number {
  if (bytes.length < 10 || ascii(bytes, 0, 3) !== 'ID3') return -1;
  const size =
    (((bytes[6] as number) & 0x7f) << 21) |
    (((bytes[7] as number) & 0x7f) << 14) |
    (((bytes[8] as number) & 0x7f) << 7) |
    ((bytes[9] as number) & 0x7f);
  return 10 + size;
}

/**
 * FLAC: the `fLaC` marker, first or after an ID3v2 tag (where c2pa-rs puts the manifest store of a FLAC
 * file). A tag that runs past `bytes` leaves the question open: `null` here, the MP3 entry answers, and
 * the format is decided again once the bytes after the tag are read (`headOf` in `./container.ts`).
 */
export function detectFlac(bytes: Uint8Array): string | null {
  const end = id3TagEnd(bytes);
  const at = end < 0 ? 0 : end;
  return bytes.length >= at + 4 && ascii(bytes, at, 4) === 'fLaC' ? 'audio/flac' : null;
}

export function detectMp3(bytes: Uint8Array): string | null {
  if (bytes.length >= 10 && ascii(bytes, 0, 3) === 'ID3') return 'audio/mpeg';
  return isMpegAudioFrame(bytes) ? 'audio/mpeg' : null;
}

/** The canonical media type of ISO BMFF bytes from the `ftyp` brands (major brand first, then the compatible ones). */
export function detectBmff(bytes: Uint8Array): string | null {
  if (bytes.length < 16 || ascii(bytes, 4, 4) !== 'ftyp') return null;
  const size = u32(bytes, 0);
  if (size < 16 || size % 4 !== 0) return null;
  const major = ascii(bytes, 8, 4);
  const brands = [major];
  for (let at = 16; at + 4 <= Math.min(size, bytes.length, 256); at += 4) brands.push(ascii(bytes, at, 4));
  const has = (...names: string[]) => names.some((n) => brands.includes(n));
  if (['crx ', 'CR3 ', 'jxl ', 'jp2 ', 'jpx ', 'jpm '].includes(major) || major.startsWith('3g')) return null;
  if (['avif', 'avis'].includes(major)) return 'image/avif';
  if (['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx'].includes(major)) return 'image/heic';
  if (['mif1', 'msf1'].includes(major))
    return has('avif') ? 'image/avif' : has('heic') ? 'image/heic' : 'image/heif';
  if (major === 'qt  ') return 'video/quicktime';
  if (['M4A ', 'M4B ', 'M4P '].includes(major)) return 'audio/mp4';
  if (has('avif')) return 'image/avif';
  if (has('heic')) return 'image/heic';
  if (has('mif1')) return 'image/heif';
  return 'video/mp4';
}

/**
 * TIFF and the raw formats built on it (DNG, Sony ARW, Nikon NEF), little- or big-endian, classic or
 * BigTIFF. A raw format is told by its first directory when the bytes hold it (DNG's `DNGVersion` tag,
 * the `Make` of a Sony or Nikon camera); else the file is `image/tiff`, the container all of them are
 * ({@link isKindOf}).
 */
export function detectTiff(bytes: Uint8Array): string | null {
  if (bytes.length < 8) return null;
  const little = bytes[0] === 0x49 && bytes[1] === 0x49;
  if (!little && !(bytes[0] === 0x4d && bytes[1] === 0x4d)) return null;
  const u16 = (at: number) =>
    little
      ? (bytes[at] as number) | ((bytes[at + 1] as number) << 8)
      : ((bytes[at] as number) << 8) | (bytes[at + 1] as number);
  const u32at = (at: number) => (little ? (u16(at) | (u16(at + 2) << 16)) >>> 0 : u32(bytes, at));
  const magic = u16(2);
  if (magic === 43) return bytes.length >= 16 && u16(4) === 8 && u16(6) === 0 ? 'image/tiff' : null;
  if (magic !== 42) return null;
  const ifd = u32at(4);
  if (ifd < 8 || ifd + 2 > bytes.length) return 'image/tiff';
  const count = Math.min(u16(ifd), Math.floor((bytes.length - ifd - 2) / 12));
  let make = '';
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    const tag = u16(entry);
    if (tag === 0xc612) return 'image/x-adobe-dng';
    if (tag === 0x010f && u16(entry + 2) === 2) {
      const length = u32at(entry + 4);
      const at = length <= 4 ? entry + 8 : u32at(entry + 8);
      if (at + Math.min(length, 16) <= bytes.length) make = ascii(bytes, at, Math.min(length, 16));
    }
  }
  if (/^SONY/i.test(make)) return 'image/x-sony-arw';
  if (/^NIKON/i.test(make)) return 'image/x-nikon-nef';
  return 'image/tiff';
}

/**
 * SVG: XML text (UTF-8, a byte order mark allowed) whose first element is `svg`, after any XML
 * declaration, comments, processing instructions and document type. Only the first bytes are looked at.
 */
export function detectSvg(bytes: Uint8Array): string | null {
  let at = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  const text = ascii(bytes, at, Math.min(bytes.length - at, 4096));
  at = 0;
  for (let guard = 0; guard < 64; guard++) {
    while (at < text.length && /\s/.test(text[at] as string)) at++;
    if (text.startsWith('<svg', at)) return /[\s>/]/.test(text[at + 4] ?? ' ') ? 'image/svg+xml' : null;
    const close = text.startsWith('<?', at)
      ? '?>'
      : text.startsWith('<!--', at)
        ? '-->'
        : text.startsWith('<!DOCTYPE', at)
          ? '>'
          : null;
    if (!close) return null;
    let end = text.indexOf(close, at + 2);
    if (close === '>' && text.indexOf('[', at) >= 0 && text.indexOf('[', at) < end)
      end = text.indexOf(']>', at) >= 0 ? text.indexOf(']>', at) + 1 : -1;
    if (end < 0) return null;
    at = end + close.length;
  }
  return null;
}

/** PDF: the `%PDF-` header at the start (where lopdf, c2pa-rs's PDF library, looks for it). */
export function detectPdf(bytes: Uint8Array): string | null {
  return bytes.length >= 8 && ascii(bytes, 0, 5) === '%PDF-' ? 'application/pdf' : null;
}

/** Each format's signature, by the name of its file in this folder. */
export const SIGNATURE = {
  png: {
    mediaTypes: ['image/png'],
    names: { 'image/png': 'PNG' },
    hardBinding: 'data',
    readsInSlices: false,
    detect: detectPng,
    module: 'png',
  },
  jpeg: {
    mediaTypes: ['image/jpeg'],
    names: { 'image/jpeg': 'JPEG' },
    aliases: { 'image/jpg': 'image/jpeg', 'image/pjpeg': 'image/jpeg' },
    hardBinding: 'data',
    readsInSlices: false,
    detect: detectJpeg,
    module: 'jpeg',
  },
  gif: {
    mediaTypes: ['image/gif'],
    names: { 'image/gif': 'GIF' },
    hardBinding: 'data',
    readsInSlices: false,
    detect: detectGif,
    module: 'gif',
  },
  riff: {
    mediaTypes: ['audio/wav', 'image/webp', 'video/avi'],
    names: { 'audio/wav': 'WAV', 'image/webp': 'WebP', 'video/avi': 'AVI' },
    aliases: {
      'audio/x-wav': 'audio/wav',
      'audio/wave': 'audio/wav',
      'audio/vnd.wave': 'audio/wav',
      'video/msvideo': 'video/avi',
      'video/x-msvideo': 'video/avi',
      'application/x-troff-msvideo': 'video/avi',
    },
    hardBinding: 'data',
    readsInSlices: false,
    detect: detectRiff,
    module: 'riff',
  },
  flac: {
    mediaTypes: ['audio/flac'],
    names: { 'audio/flac': 'FLAC' },
    aliases: { 'audio/x-flac': 'audio/flac' },
    hardBinding: 'data',
    readsInSlices: true,
    detect: detectFlac,
    module: 'flac',
  },
  mp3: {
    mediaTypes: ['audio/mpeg'],
    names: { 'audio/mpeg': 'MP3' },
    aliases: { 'audio/mp3': 'audio/mpeg', 'audio/x-mp3': 'audio/mpeg', 'audio/mpeg3': 'audio/mpeg' },
    hardBinding: 'data',
    readsInSlices: true,
    detect: detectMp3,
    module: 'mp3',
  },
  bmff: {
    mediaTypes: ['video/mp4', 'video/quicktime', 'audio/mp4', 'image/heic', 'image/heif', 'image/avif'],
    names: {
      'video/mp4': 'MP4',
      'video/quicktime': 'MOV',
      'audio/mp4': 'M4A',
      'image/heic': 'HEIC',
      'image/heif': 'HEIF',
      'image/avif': 'AVIF',
    },
    aliases: { 'audio/x-m4a': 'audio/mp4', 'audio/m4a': 'audio/mp4' },
    hardBinding: 'bmff',
    readsInSlices: true,
    detect: detectBmff,
    module: 'bmff',
  },
  tiff: {
    mediaTypes: ['image/tiff', 'image/x-adobe-dng', 'image/x-sony-arw', 'image/x-nikon-nef'],
    names: {
      'image/tiff': 'TIFF',
      'image/x-adobe-dng': 'DNG',
      'image/x-sony-arw': 'ARW',
      'image/x-nikon-nef': 'NEF',
    },
    aliases: { 'image/tif': 'image/tiff', 'image/dng': 'image/x-adobe-dng' },
    kindOf: 'image/tiff',
    hardBinding: 'data',
    readsInSlices: true,
    detect: detectTiff,
    module: 'tiff',
  },
  svg: {
    mediaTypes: ['image/svg+xml'],
    names: { 'image/svg+xml': 'SVG' },
    aliases: { 'application/svg+xml': 'image/svg+xml' },
    hardBinding: 'data',
    readsInSlices: false,
    detect: detectSvg,
    module: 'svg',
  },
  pdf: {
    mediaTypes: ['application/pdf'],
    names: { 'application/pdf': 'PDF' },
    hardBinding: 'data',
    readsInSlices: true,
    detect: detectPdf,
    module: 'pdf',
  },
} as const satisfies Record<string, FormatSignature>;

/** The formats in the order their signatures are tried. */
export const SIGNATURES: readonly FormatSignature[] = [
  SIGNATURE.png,
  SIGNATURE.jpeg,
  SIGNATURE.gif,
  SIGNATURE.riff,
  SIGNATURE.flac,
  SIGNATURE.mp3,
  SIGNATURE.bmff,
  SIGNATURE.tiff,
  SIGNATURE.svg,
  SIGNATURE.pdf,
];

/** The media types this library embeds into and reads, in their canonical spelling. */
export const SUPPORTED_MEDIA_TYPES: readonly string[] = /* @__PURE__ */ SIGNATURES.flatMap(
  (f) => f.mediaTypes,
);

/** The format of `bytes` and their canonical media type, from their first bytes; `null` when none matches. */
export function signatureOf(bytes: Uint8Array): { signature: FormatSignature; mediaType: string } | null {
  if (!(bytes instanceof Uint8Array)) return null;
  for (const signature of SIGNATURES) {
    const mediaType = signature.detect(bytes);
    if (mediaType) return { signature, mediaType };
  }
  return null;
}

/** The format serving a canonical or aliased media type (lowercase, no parameters), or `undefined`. */
export function signatureFor(mediaType: string): FormatSignature | undefined {
  return SIGNATURES.find(
    (f) =>
      f.mediaTypes.includes(mediaType) ||
      (f.aliases !== undefined && ownValue(f.aliases, mediaType) !== undefined),
  );
}

/**
 * Whether a file detected as `detected` may be taken for the `expected` type a caller named: the same
 * type, or (for a container whose types are told apart by content, TIFF and its raw formats) a file of
 * the container itself, which a raw file whose first directory was not in the bytes looked at is.
 */
export function isKindOf(detected: string, expected: string): boolean {
  if (detected === expected) return true;
  const format = signatureFor(expected);
  return format?.kindOf !== undefined && format.kindOf === detected;
}

/**
 * The short name people give a media type's files: `PNG` for `image/png`, `MOV` for `video/quicktime`;
 * a type no format serves by its subtype (`image/jxl` → `JXL`).
 */
export function nameOf(mediaType: string): string {
  return signatureFor(mediaType)?.names[mediaType] ?? (mediaType.split('/')[1] ?? mediaType).toUpperCase();
}
