/**
 * Where a C2PA manifest store sits in a PNG or JPEG: enough container parsing to find it, take it
 * out, and hash around it, without c2pa-ts (so stripping does not load it). Lenient: a truncated or
 * damaged file gives what could be found, never an exception.
 */

export type SupportedMediaType = 'image/png' | 'image/jpeg';

export interface ByteRange {
  start: number;
  /** Exclusive. */
  end: number;
}

export interface ManifestLocation {
  mediaType: SupportedMediaType;
  /** The container pieces that hold the manifest store (PNG `caBX` chunks, JPEG APP11 segments), in order. */
  ranges: ByteRange[];
  /**
   * The manifest store JUMBF, reassembled; `null` when the file holds none or it could not be
   * reassembled (cut short, pieces missing or several stores).
   */
  jumbf: Uint8Array | null;
  /** Why `jumbf` is `null` although `ranges` is not empty. */
  problem?: string;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The media type from the first bytes, or `null` when it is neither PNG nor JPEG. */
export function detectMediaType(bytes: Uint8Array): SupportedMediaType | null {
  if (!(bytes instanceof Uint8Array)) return null;
  if (bytes.length >= 8 && PNG_SIGNATURE.every((b, i) => bytes[i] === b)) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}

/** `image/png` or `image/jpeg` for a media type as callers write it (`image/jpg`, parameters, case), else `null`. */
export function normalizeMediaType(mediaType: string): SupportedMediaType | null {
  if (typeof mediaType !== 'string') return null;
  const base = mediaType.split(';')[0]!.trim().toLowerCase();
  if (base === 'image/png') return 'image/png';
  if (base === 'image/jpeg' || base === 'image/jpg' || base === 'image/pjpeg') return 'image/jpeg';
  return null;
}

const u32 = (b: Uint8Array, at: number) =>
  (((b[at] as number) << 24) |
    ((b[at + 1] as number) << 16) |
    ((b[at + 2] as number) << 8) |
    (b[at + 3] as number)) >>>
  0;
const u16 = (b: Uint8Array, at: number) => ((b[at] as number) << 8) | (b[at + 1] as number);
const ascii = (b: Uint8Array, at: number, n: number) => String.fromCharCode(...b.subarray(at, at + n));

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** PNG: every `caBX` chunk (the C2PA specification's manifest chunk), up to `IEND` or the end of the data. */
function locatePng(bytes: Uint8Array): ManifestLocation {
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

interface App11 {
  range: ByteRange;
  /** Box instance number (JPEG XT `En`). */
  instance: number;
  sequence: number;
  /** The segment payload after `CI En Z` (starts with the repeated LBox/TBox in continuations). */
  data: Uint8Array;
  /** A first segment whose box is a C2PA manifest store (`jumb` with a `jumd` of type `c2pa`). */
  isC2paStart: boolean;
  /** The segment's declared length runs past the end of the data. */
  truncated: boolean;
}

/** JPEG: APP11 JPEG XT segments (`CI = JP`) holding the C2PA JUMBF box, scanned up to the first SOS. */
function locateJpeg(bytes: Uint8Array): ManifestLocation {
  const segments: App11[] = [];
  let pos = 2;
  while (pos + 4 <= bytes.length) {
    if (bytes[pos] !== 0xff) break; // not a marker: damaged, stop here
    const marker = bytes[pos + 1] as number;
    if (marker === 0xff) {
      pos += 1; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      pos += 2; // stand-alone marker
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) break; // EOI, SOS: the header ends
    const end = pos + 2 + u16(bytes, pos + 2);
    if (marker === 0xeb && pos + 4 + 16 <= Math.min(end, bytes.length)) {
      const p = pos + 4;
      if (bytes[p] === 0x4a && bytes[p + 1] === 0x50 && ascii(bytes, p + 12, 4) === 'jumb') {
        const sequence = u32(bytes, p + 4);
        const isC2paStart =
          sequence === 1 &&
          p + 32 <= bytes.length &&
          ascii(bytes, p + 20, 4) === 'jumd' &&
          ascii(bytes, p + 24, 4) === 'c2pa';
        segments.push({
          range: { start: pos, end: Math.min(end, bytes.length) },
          instance: u16(bytes, p + 2),
          sequence,
          data: bytes.subarray(p + 8, Math.min(end, bytes.length)),
          isC2paStart,
          truncated: end > bytes.length,
        });
      }
    }
    if (end > bytes.length) break;
    pos = end;
  }

  const starts = segments.filter((s) => s.isC2paStart);
  if (starts.length === 0) return { mediaType: 'image/jpeg', ranges: [], jumbf: null };
  const ranges: ByteRange[] = [];
  const parts: Uint8Array[] = [];
  let problem: string | undefined;
  if (starts.length > 1) problem = 'the file holds several manifest stores';
  for (const start of starts) {
    const pieces = segments.filter((s) => s.instance === start.instance);
    for (const s of pieces) ranges.push(s.range);
    if (problem) continue;
    const lBox = u32(start.data, 0);
    let expected = 1;
    for (const s of pieces) {
      if (s.truncated) {
        problem = 'the manifest segment is cut short';
        break;
      }
      if (s.sequence !== expected++) {
        problem = 'the manifest store segments are out of order';
        break;
      }
      // The first segment carries the box from its LBox; continuations repeat LBox/TBox (8 bytes) first.
      parts.push(s.sequence === 1 ? s.data : s.data.subarray(8));
    }
    if (!problem && parts.reduce((n, p) => n + p.length, 0) !== lBox)
      problem = 'the manifest store is incomplete';
  }
  ranges.sort((a, b) => a.start - b.start);
  if (problem) return { mediaType: 'image/jpeg', ranges, jumbf: null, problem };
  return { mediaType: 'image/jpeg', ranges, jumbf: concat(parts) };
}

const XMP_JPEG_SIGNATURE = 'http://ns.adobe.com/xap/1.0/';
const XMP_PNG_KEYWORD = 'XML:com.adobe.xmp';

/** The XMP packets of a JPEG: APP1 segments starting `http://ns.adobe.com/xap/1.0/` and a NUL, up to SOS. */
function jpegXmp(bytes: Uint8Array): Uint8Array[] {
  const packets: Uint8Array[] = [];
  let pos = 2;
  while (pos + 4 <= bytes.length) {
    if (bytes[pos] !== 0xff) break;
    const marker = bytes[pos + 1] as number;
    if (marker === 0xff) {
      pos += 1;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      pos += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) break;
    const end = Math.min(pos + 2 + u16(bytes, pos + 2), bytes.length);
    const head = pos + 4;
    const n = XMP_JPEG_SIGNATURE.length;
    if (marker === 0xe1 && head + n + 1 <= end && ascii(bytes, head, n) === XMP_JPEG_SIGNATURE) {
      packets.push(bytes.subarray(head + n + 1, end));
    }
    pos = end;
  }
  return packets;
}

/** The XMP packets of a PNG: uncompressed `iTXt` chunks with the keyword `XML:com.adobe.xmp`. */
function pngXmp(bytes: Uint8Array): Uint8Array[] {
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

const PROVENANCE = [
  /<rdf:Description\b[^>]*?\sdcterms:provenance\s*=\s*"([^"]*)"/,
  /<rdf:Description\b[^>]*?\sdcterms:provenance\s*=\s*'([^']*)'/,
  /<dcterms:provenance>\s*([^<]*?)\s*<\/dcterms:provenance>/,
];

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/**
 * The URL of a remote manifest store the file names in its XMP (`dcterms:provenance`, as the C2PA
 * specification writes it), when it is an http(s) URL; `null` otherwise. Never throws.
 */
export function findRemoteManifestUrl(bytes: Uint8Array): string | null {
  const mediaType = detectMediaType(bytes);
  if (!mediaType) return null;
  const packets = mediaType === 'image/png' ? pngXmp(bytes) : jpegXmp(bytes);
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

/** Finds the manifest store of a PNG or JPEG; `null` for any other kind of bytes. Never throws. */
export function locateManifest(bytes: Uint8Array): ManifestLocation | null {
  const mediaType = detectMediaType(bytes);
  if (mediaType === 'image/png') return locatePng(bytes);
  if (mediaType === 'image/jpeg') return locateJpeg(bytes);
  return null;
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
