/**
 * Where a C2PA manifest store sits in a file, for every container format of `./asset/`: which format
 * the bytes are (from the small table of `./signatures.ts`), the pieces that hold the store, and
 * the content without it. The code of a format is imported when a file of it is opened
 * ({@link openMedia}); `./index.ts` has every format at once, for synchronous callers. Lenient:
 * a truncated or damaged file gives what could be found, never an exception.
 */

import { ownValue } from '../../lib/own.js';
import {
  type ByteSource,
  bytesSource,
  isBlob,
  isByteSource,
  type MediaInput,
  sourceOf,
} from './byte-source.js';
import { concat } from './bytes.js';
import {
  type FormatModule,
  type FormatSignature,
  id3TagEnd,
  nameOf,
  SIGNATURES,
  SUPPORTED_MEDIA_TYPES,
  signatureOf,
} from './signatures.js';
import type { ByteRange, ContainerFormat, ManifestLocation, Patch } from './types.js';

export { isKindOf, nameOf, SUPPORTED_MEDIA_TYPES } from './signatures.js';

const FORMAT_CODE: Readonly<Record<FormatModule, () => Promise<ContainerFormat>>> = {
  png: () => import('./png.js').then((m) => m.png),
  jpeg: () => import('./jpeg.js').then((m) => m.jpeg),
  gif: () => import('./gif.js').then((m) => m.gif),
  riff: () => import('./riff.js').then((m) => m.riff),
  flac: () => import('./flac.js').then((m) => m.flac),
  mp3: () => import('./mp3.js').then((m) => m.mp3),
  bmff: () => import('./bmff.js').then((m) => m.bmff),
  tiff: () => import('./tiff.js').then((m) => m.tiff),
  svg: () => import('./svg.js').then((m) => m.svg),
  pdf: () => import('./pdf.js').then((m) => m.pdf),
};

/** A format's code, imported the first time a file of it is opened (the module cache keeps it). */
export function loadFormat(signature: FormatSignature): Promise<ContainerFormat> {
  return FORMAT_CODE[signature.module]();
}
export type { ByteRange, ContainerFormat, ManifestLocation, Patch } from './types.js';

/** A media type this library embeds into and reads a manifest from (canonical spelling). */
export type SupportedMediaType = string;

/** The canonical media type from the first bytes, or `null` when the format is not supported. */
export function detectMediaType(bytes: Uint8Array): SupportedMediaType | null {
  return signatureOf(bytes)?.mediaType ?? null;
}

/**
 * The canonical media type for a media type as callers write it (aliases such as `image/jpg`,
 * parameters, case), or `null` when it is not supported.
 */
export function normalizeMediaType(mediaType: string): SupportedMediaType | null {
  if (typeof mediaType !== 'string') return null;
  const base = mediaType.split(';')[0]!.trim().toLowerCase();
  for (const format of SIGNATURES) {
    if (format.mediaTypes.includes(base)) return base;
    const alias = format.aliases && ownValue(format.aliases, base);
    if (alias) return alias;
  }
  return null;
}

/**
 * Whether a `Blob` of `mediaType` (any spelling {@link normalizeMediaType} takes) is read piece by piece
 * (ISO BMFF: box headers, the boxes that hold the manifest, the rest hashed in slices) rather than read
 * into memory whole; `false` for an unsupported type.
 */
export function readsInSlices(mediaType: string): boolean {
  const canonical = normalizeMediaType(mediaType);
  return canonical !== null && SIGNATURES.some((f) => f.readsInSlices && f.mediaTypes.includes(canonical));
}

/** The format of `bytes`, its code loaded, and their canonical media type; `null` when none matches. */
export async function loadFormatOf(
  bytes: Uint8Array,
): Promise<(ContainerFormat & { mediaType: string }) | null> {
  const found = signatureOf(bytes);
  return found ? { ...(await loadFormat(found.signature)), mediaType: found.mediaType } : null;
}

/**
 * Where `format` finds the store of `bytes` (of that format), synchronously. Never throws. A format read
 * only asynchronously (PDF) answers that it cannot be located so: {@link openMedia} locates it.
 */
export function locateWith(format: ContainerFormat, bytes: Uint8Array, mediaType: string): ManifestLocation {
  if (!format.locate) {
    const unreadable = `a ${nameOf(mediaType)} file is located asynchronously (openMedia)`;
    return { mediaType, ranges: [], jumbf: null, unreadable };
  }
  try {
    return format.locate(bytes, mediaType);
  } catch (error) {
    return { mediaType, ranges: [], jumbf: null, problem: String(error) };
  }
}

/** A sentence fragment naming what is supported, for messages: `PNG, JPEG, …`. */
export function supportedNames(): string {
  return SUPPORTED_MEDIA_TYPES.join(', ');
}

const PROVENANCE = [
  /<rdf:Description\b[^>]*?\sdcterms:provenance\s*=\s*"([^"]*)"/,
  /<rdf:Description\b[^>]*?\sdcterms:provenance\s*=\s*'([^']*)'/,
  /<dcterms:provenance>\s*([^<]*?)\s*<\/dcterms:provenance>/,
];

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The http(s) URL of a remote manifest the XMP packets name (`dcterms:provenance`), else `null`. */
export function remoteManifestUrlIn(packets: readonly Uint8Array[]): string | null {
  for (const packet of packets) {
    let xmp: string;
    try {
      xmp = new TextDecoder('utf-8', { fatal: true }).decode(packet);
    } catch {
      continue;
    }
    for (const pattern of PROVENANCE) {
      const raw = pattern.exec(xmp)?.[1];
      if (raw === undefined) continue;
      const value = raw.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => XML_ENTITIES[name]!);
      try {
        const url = new URL(value);
        return url.protocol === 'http:' || url.protocol === 'https:' ? value : null;
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** A file opened for verification: its format, where its manifest is, and how to read it. */
export interface OpenedMedia {
  format: ContainerFormat & { mediaType: string };
  location: ManifestLocation;
  /** Every byte of the file, or `null` when it is read piece by piece through `source`. */
  bytes: Uint8Array | null;
  source: ByteSource;
}

/** How many first bytes of a `Blob` decide its format. */
const HEAD_BYTES = 4096;

/**
 * The first bytes of a source that decide its format: {@link HEAD_BYTES}, and when they start with an ID3v2
 * tag longer than that, the four bytes after the tag too (they tell a FLAC file from an MP3), laid where
 * they are in the file (the tag's bytes between left zero: no format reads them to decide).
 */
async function headOf(source: ByteSource): Promise<Uint8Array> {
  const head = await source.read(0, HEAD_BYTES);
  const tagEnd = id3TagEnd(head);
  if (tagEnd <= head.length - 4 || tagEnd + 4 > source.size) return head;
  const out = new Uint8Array(tagEnd + 4);
  out.set(head);
  out.set(await source.read(tagEnd, tagEnd + 4), tagEnd);
  return out;
}

/** The canonical media type of a `Blob` or a source from its first bytes (read from it), or `null`. */
export async function detectMediaTypeOf(file: Blob | ByteSource): Promise<SupportedMediaType | null> {
  return detectMediaType(await headOf(sourceOf(file)));
}

/**
 * Opens a file given as bytes, as a `Blob` (a browser `File`, Node's `fs.openAsBlob`) or as a
 * {@link ByteSource}: one of a format that can be located piece by piece (ISO BMFF) is never read whole;
 * of another format it is read into memory. `null` when the format is not supported. A read error propagates.
 */
export async function openMedia(input: MediaInput): Promise<OpenedMedia | null> {
  if (input instanceof Uint8Array) {
    const format = await loadFormatOf(input);
    if (!format) return null;
    const source = bytesSource(input);
    if (!format.locate && format.locateIn) {
      const location = await format.locateIn(source, format.mediaType);
      return { format, location, bytes: input, source };
    }
    const location = locateWith(format, input, format.mediaType);
    // A file without a store may name a remote one in its XMP.
    if (location.ranges.length === 0 && format.xmp) location.xmp = format.xmp(input);
    return { format, location, bytes: input, source };
  }
  if (!isBlob(input) && !isByteSource(input)) return null;
  const source = sourceOf(input);
  const head = await headOf(source);
  const found = signatureOf(head);
  if (!found) return null;
  if (!found.signature.readsInSlices) return openMedia(await source.read(0, source.size));
  const format = { ...(await loadFormat(found.signature)), mediaType: found.mediaType };
  // A damaged file is located as far as it goes; a read error is no verdict on the file: it propagates.
  const location = await format.locateIn!(source, format.mediaType);
  return { format, location, bytes: null, source };
}

/**
 * The content: `bytes` without the manifest's ranges and with the location's patches applied. For a
 * file written by `embedLicenseAssertion` this is the original, byte for byte.
 */
export function contentOf(bytes: Uint8Array, location: ManifestLocation): Uint8Array {
  const content = removeRanges(bytes, location.ranges);
  const patches = location.patches ?? [];
  if (patches.length === 0) return content;
  const out = content === bytes ? bytes.slice() : content;
  for (const patch of patches) out.set(patch.bytes, contentPosition(patch.at, location.ranges));
  return out;
}

/** Where position `at` of the file lands in the content once `ranges` are removed. */
export function contentPosition(at: number, ranges: readonly ByteRange[]): number {
  let removed = 0;
  for (const [start, end] of mergeRanges(ranges)) {
    if (end <= at) removed += end - start;
    else break;
  }
  return at - removed;
}

/** The bytes of `patches` laid over `bytes`, for hashing pieces of a file as its content. */
export function patchedView(bytes: Uint8Array, start: number, patches: readonly Patch[]): Uint8Array {
  const end = start + bytes.length;
  const inside = patches.filter((p) => p.at < end && p.at + p.bytes.length > start);
  if (inside.length === 0) return bytes;
  const out = bytes.slice();
  for (const p of inside) {
    const from = Math.max(p.at, start);
    const to = Math.min(p.at + p.bytes.length, end);
    out.set(p.bytes.subarray(from - p.at, to - p.at), from - start);
  }
  return out;
}

/** `bytes` without the given ranges (sorted, non-overlapping). */
export function removeRanges(bytes: Uint8Array, ranges: ByteRange[]): Uint8Array {
  if (ranges.length === 0) return bytes;
  const kept: Uint8Array[] = [];
  let at = 0;
  for (const r of ranges) {
    if (r.start > at) kept.push(bytes.subarray(at, r.start));
    at = Math.max(at, r.end);
  }
  if (at < bytes.length) kept.push(bytes.subarray(at));
  return concat(kept);
}

/** Ranges as sorted, merged `[start, end)` pairs: adjacent pieces become one. */
export function mergeRanges(ranges: readonly ByteRange[]): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (const { start, end } of [...ranges].sort((a, b) => a.start - b.start)) {
    const last = out[out.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else out.push([start, end]);
  }
  return out;
}

/** Whether two range lists cover exactly the same bytes. */
export function sameCoverage(a: readonly ByteRange[], b: readonly ByteRange[]): boolean {
  const x = mergeRanges(a);
  const y = mergeRanges(b);
  return x.length === y.length && x.every(([start, end], i) => start === y[i]![0] && end === y[i]![1]);
}
