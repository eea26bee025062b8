/**
 * The container formats this library reads and writes a manifest in, as a small table: how each is
 * known from its first bytes, its media types, its hard binding, and where its code is. The code of a
 * format (`./png.ts`, `./bmff.ts`, …) is imported only when a file of that format is read
 * (`loadFormat` in `../container.ts`), so a page that verifies a JPEG never downloads the MP4 reader. The
 * order of the table is the order the signatures are tried. The table names no module to import: each
 * format's module imports the table, and a cycle through a dynamic import makes a bundler split code that
 * a single-file build (the embed's classic script) cannot.
 */
import { ascii, u32 } from './bytes.js';
import type { HardBindingKind } from './types.js';

/** What is known of a format without its code. */
export interface FormatSignature {
  /** The canonical media types this format serves. */
  readonly mediaTypes: readonly string[];
  /** Other spellings callers use, lowercase, to their canonical type (`image/jpg` → `image/jpeg`). */
  readonly aliases?: Readonly<Record<string, string>>;
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
export type FormatModule = 'png' | 'jpeg' | 'riff' | 'mp3' | 'bmff';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export function detectPng(bytes: Uint8Array): string | null {
  return bytes.length >= 8 && PNG_SIGNATURE.every((b, i) => bytes[i] === b) ? 'image/png' : null;
}

export function detectJpeg(bytes: Uint8Array): string | null {
  return bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff
    ? 'image/jpeg'
    : null;
}

/** The RIFF form types this library serves, to their media type. */
const RIFF_FORM_TYPES: Readonly<Record<string, string>> = { WAVE: 'audio/wav', WEBP: 'image/webp' };

export function detectRiff(bytes: Uint8Array): string | null {
  if (bytes.length < 12 || ascii(bytes, 0, 4) !== 'RIFF') return null;
  return RIFF_FORM_TYPES[ascii(bytes, 8, 4)] ?? null;
}

/** MPEG audio frame sync with a layer and version that are not reserved (as the sniffer tells MP3). */
function isMpegAudioFrame(bytes: Uint8Array): boolean {
  if (bytes.length < 2 || bytes[0] !== 0xff || ((bytes[1] as number) & 0xe0) !== 0xe0) return false;
  const layer = ((bytes[1] as number) >> 1) & 0x03;
  const version = ((bytes[1] as number) >> 3) & 0x03;
  return layer !== 0 && version !== 0x01;
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

/** Each format's signature, by the name of its file in this folder. */
export const SIGNATURE = {
  png: {
    mediaTypes: ['image/png'],
    hardBinding: 'data',
    readsInSlices: false,
    detect: detectPng,
    module: 'png',
  },
  jpeg: {
    mediaTypes: ['image/jpeg'],
    aliases: { 'image/jpg': 'image/jpeg', 'image/pjpeg': 'image/jpeg' },
    hardBinding: 'data',
    readsInSlices: false,
    detect: detectJpeg,
    module: 'jpeg',
  },
  riff: {
    mediaTypes: ['audio/wav', 'image/webp'],
    aliases: { 'audio/x-wav': 'audio/wav', 'audio/wave': 'audio/wav', 'audio/vnd.wave': 'audio/wav' },
    hardBinding: 'data',
    readsInSlices: false,
    detect: detectRiff,
    module: 'riff',
  },
  mp3: {
    mediaTypes: ['audio/mpeg'],
    aliases: { 'audio/mp3': 'audio/mpeg', 'audio/x-mp3': 'audio/mpeg', 'audio/mpeg3': 'audio/mpeg' },
    hardBinding: 'data',
    readsInSlices: false,
    detect: detectMp3,
    module: 'mp3',
  },
  bmff: {
    mediaTypes: ['video/mp4', 'video/quicktime', 'audio/mp4', 'image/heic', 'image/heif', 'image/avif'],
    aliases: { 'audio/x-m4a': 'audio/mp4', 'audio/m4a': 'audio/mp4' },
    hardBinding: 'bmff',
    readsInSlices: true,
    detect: detectBmff,
    module: 'bmff',
  },
} as const satisfies Record<string, FormatSignature>;

/** The formats in the order their signatures are tried. */
export const SIGNATURES: readonly FormatSignature[] = [
  SIGNATURE.png,
  SIGNATURE.jpeg,
  SIGNATURE.riff,
  SIGNATURE.mp3,
  SIGNATURE.bmff,
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
  return SIGNATURES.find((f) => f.mediaTypes.includes(mediaType) || f.aliases?.[mediaType] !== undefined);
}
