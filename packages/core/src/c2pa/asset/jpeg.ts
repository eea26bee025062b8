/** JPEG: the manifest store in APP11 JPEG XT segments before the first SOS, XMP in APP1. */

import { ByteArrayAsset } from './byte-array-asset.js';
import { ascii, concat, u16, u32 } from './bytes.js';
import { SIGNATURE } from './signatures.js';
import type { ByteRange, ContainerFormat, ManifestLocation, ManifestWriter } from './types.js';

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
function locate(bytes: Uint8Array): ManifestLocation {
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
    // As c2pa-rs takes them (jpeg_io.rs): any APP11 segment of more than 16 bytes after its length; the
    // one that starts the store is known by its description's `c2pa` type alone, whatever its CI and Z.
    if (marker === 0xeb && pos + 4 + 16 < Math.min(end, bytes.length)) {
      const p = pos + 4;
      segments.push({
        range: { start: pos, end: Math.min(end, bytes.length) },
        instance: u16(bytes, p + 2),
        sequence: u32(bytes, p + 4),
        data: bytes.subarray(p + 8, Math.min(end, bytes.length)),
        isC2paStart: p + 28 < Math.min(end, bytes.length) && ascii(bytes, p + 24, 4) === 'c2pa',
        truncated: end > bytes.length,
      });
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
    // The start, then the segments after it with its En that are not themselves a start.
    const pieces = segments
      .slice(segments.indexOf(start))
      .filter((s) => s === start || (s.instance === start.instance && !s.isC2paStart));
    for (const s of pieces) ranges.push(s.range);
    if (problem) continue;
    for (const [count, s] of pieces.entries()) {
      if (s.truncated) {
        problem = 'the manifest segment is cut short';
        break;
      }
      // c2pa-rs takes a continuation whose Z is past the number of segments read so far.
      if (s !== start && s.sequence <= count) {
        problem = 'the manifest store segments are out of order';
        break;
      }
      // The first segment carries the box from its LBox; continuations repeat LBox/TBox (8 bytes) first.
      parts.push(s === start ? s.data : s.data.subarray(8));
    }
    // A store with less than its LBox says is read to its end, as c2pa-rs reads it (the strict
    // parser then finds whatever boxes are missing); bytes after its box (padding in the last segment)
    // are kept here and not read by the parser, as c2pa-rs's `read_cai` and `Store::from_jumbf` do.
  }
  ranges.sort((a, b) => a.start - b.start);
  if (problem) return { mediaType: 'image/jpeg', ranges, jumbf: null, problem };
  return { mediaType: 'image/jpeg', ranges, jumbf: concat(parts) };
}

const XMP_JPEG_SIGNATURE = 'http://ns.adobe.com/xap/1.0/';

/** The XMP packets of a JPEG: APP1 segments starting `http://ns.adobe.com/xap/1.0/` and a NUL, up to SOS. */
function xmp(bytes: Uint8Array): Uint8Array[] {
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

/** The most an APP11 segment carries after its length field. */
const MAX_SEGMENT_PAYLOAD = 65535 - 4;
/** JPEG XT `CI` (`JP`) and the box instance number `En` this writer gives the store's segments. */
const CI_JP = 0x4a50;
const BOX_INSTANCE = 0x0211;

/**
 * A manifest writer over a JPEG without a manifest store: the store goes in APP11 JPEG XT segments
 * (box instance 0x0211, sequence numbers from 1, each continuation repeating the box's LBox/TBox) right
 * after the first APP0 (JFIF) segment, or after SOI when there is none; the rest is the content's bytes.
 */
export class JpegWriter extends ByteArrayAsset implements ManifestWriter {
  readonly mimeType = 'image/jpeg';
  private readonly content: Uint8Array;
  /** Where the segments go in the content. */
  private readonly insertAt: number;
  /** The segments written, as [start, end) in the file, and the store's length. */
  private segments: ByteRange[] = [];
  private storeLength = 0;

  constructor(content: Uint8Array) {
    super(content);
    if (!(content.length >= 2 && content[0] === 0xff && content[1] === 0xd8))
      throw new Error('Not a JPEG file');
    this.content = content;
    this.insertAt = app0End(content);
  }

  getManifestJUMBF(): Uint8Array | undefined {
    return undefined;
  }

  dumpInfo(): string {
    return `JPEG file, the store in ${this.segments.length} APP11 segments`;
  }

  async ensureManifestSpace(length: number): Promise<void> {
    const sizes: number[] = [];
    for (let remaining = length; remaining > 0; ) {
      const header = sizes.length === 0 ? 8 : 16;
      const payload = Math.min(remaining + header, MAX_SEGMENT_PAYLOAD);
      sizes.push(payload);
      remaining -= payload - header;
    }
    const room = sizes.reduce((n, p) => n + p + 4, 0);
    const out = new Uint8Array(this.content.length + room);
    out.set(this.content.subarray(0, this.insertAt), 0);
    let at = this.insertAt;
    this.segments = [];
    for (const [i, payload] of sizes.entries()) {
      const view = new DataView(out.buffer, out.byteOffset + at);
      view.setUint16(0, 0xffeb);
      view.setUint16(2, payload + 2);
      view.setUint16(4, CI_JP);
      view.setUint16(6, BOX_INSTANCE);
      view.setUint32(8, i + 1);
      this.segments.push({ start: at, end: at + payload + 4 });
      at += payload + 4;
    }
    out.set(this.content.subarray(this.insertAt), at);
    this.data = out;
    this.storeLength = length;
  }

  getHashExclusionRange(): { start: number; length: number } {
    const first = this.segments[0];
    const last = this.segments[this.segments.length - 1];
    if (!first || !last) throw new Error('No manifest storage reserved');
    return { start: first.start, length: last.end - first.start };
  }

  async writeManifestJUMBF(jumbf: Uint8Array): Promise<void> {
    if (jumbf.length !== this.storeLength) throw new Error('Wrong amount of space in asset');
    let offset = 0;
    for (const [i, segment] of this.segments.entries()) {
      // After the marker, length, CI, En and Z: the first segment's part of the box; a continuation's
      // part after the box's LBox/TBox, repeated.
      let at = segment.start + 12;
      if (i > 0) {
        this.data.set(jumbf.subarray(0, 8), at);
        at += 8;
      }
      const part = jumbf.subarray(offset, offset + (segment.end - at));
      this.data.set(part, at);
      offset += part.length;
    }
  }
}

/**
 * Where the first APP0 segment ends in a JPEG's header, or 2 (after SOI) when it has none before SOS.
 * Throws on a header that runs past the data or a byte that is no marker.
 */
function app0End(bytes: Uint8Array): number {
  let pos = 2;
  for (;;) {
    if (pos + 2 > bytes.length) throw new Error('Malformed JPEG (buffer underrun before end marker)');
    if (bytes[pos] !== 0xff) throw new Error('Malformed JPEG (invalid marker)');
    const marker = bytes[pos + 1] as number;
    if (marker === 0xda) return 2;
    if (pos + 4 > bytes.length) throw new Error('Malformed JPEG (buffer underrun during length scan)');
    const end = pos + 2 + u16(bytes, pos + 2);
    if (marker === 0xe0) return end;
    pos = end;
  }
}

export const jpeg: ContainerFormat = {
  ...SIGNATURE.jpeg,
  locate,
  xmp,
  writer: (content) => new JpegWriter(content),
};
