/**
 * ISO BMFF (MP4 and MOV video, M4A audio, HEIF/HEIC and AVIF images): the manifest store in a top-level
 * `uuid` box with the C2PA user type, right after `ftyp`, where c2pa-rs puts it. Placing that box before
 * the media data moves it, so every absolute offset into the file (`stco`/`co64` chunk offsets of each
 * track, the `iloc` item extents of HEIF/AVIF) grows by the box's size; `locate` gives their values
 * before the box was placed as `patches`, and the content is the file without the box, offsets put back.
 * Fragmented files (`moof`) and files with other absolute offsets (`sidx`, `mfra`, `saio`) are refused
 * by the writer. XMP in a top-level `uuid` box with the XMP user type.
 */

import { ByteArrayAsset } from './byte-array-asset.js';
import type { ByteSource } from './byte-source.js';
import { ascii, concat, sameBytes, u32 } from './bytes.js';
import { SIGNATURE } from './signatures.js';
import type { ByteRange, ContainerFormat, ManifestLocation, ManifestWriter, Patch } from './types.js';

/** The user type of the C2PA `uuid` box (`d8fec3d6-1b0e-483c-9297-5828877ec481`). */
export const C2PA_UUID = new Uint8Array([
  0xd8, 0xfe, 0xc3, 0xd6, 0x1b, 0x0e, 0x48, 0x3c, 0x92, 0x97, 0x58, 0x28, 0x87, 0x7e, 0xc4, 0x81,
]);
/** The user type of the XMP `uuid` box (`be7acfcb-97a9-42e8-9c71-999491e3afac`). */
const XMP_UUID = new Uint8Array([
  0xbe, 0x7a, 0xcf, 0xcb, 0x97, 0xa9, 0x42, 0xe8, 0x9c, 0x71, 0x99, 0x94, 0x91, 0xe3, 0xaf, 0xac,
]);

/** A box: where it starts and ends in the file, its header's length, and its children when it is a container whose bytes were read. */
export interface BoxNode {
  type: string;
  start: number;
  /** Exclusive. */
  end: number;
  /** 8, or 16 for a 64-bit size (the `uuid` user type is not counted). */
  headerSize: number;
  children: BoxNode[];
}

/** A top-level box, with its whole bytes when they were read (`null` for a streamed `mdat`). */
export interface TopBox extends BoxNode {
  bytes: Uint8Array | null;
}

/** The top-level boxes of a file, and what stopped the walk early, if anything. */
export interface BoxLayout {
  size: number;
  boxes: TopBox[];
  problem?: string;
}

/** Boxes whose payload is a list of boxes. */
const CONTAINERS = new Set([
  'moov',
  'trak',
  'mdia',
  'minf',
  'stbl',
  'dinf',
  'edts',
  'udta',
  'mvex',
  'moof',
  'traf',
  'mfra',
  'sinf',
  'schi',
  'iprp',
  'ipco',
  'tref',
  'meco',
  'strk',
  'strd',
  'rinf',
  'cinf',
  'grpl',
  'paen',
]);
/** Full boxes (version and flags first) whose payload then is a list of boxes. */
const FULL_CONTAINERS = new Set(['meta']);

const u64 = (b: Uint8Array, at: number): number => u32(b, at) * 2 ** 32 + u32(b, at + 4);

function setUint(b: Uint8Array, at: number, size: number, value: number): void {
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  if (size === 4) view.setUint32(at, value);
  else view.setBigUint64(at, BigInt(value));
}

/**
 * The size and type of the box whose first bytes are `head` (8, or 16 for a 64-bit size), at `at` in a
 * container that ends at `limit`. `null` when the header is cut short or its size is impossible.
 */
export function boxHeader(
  head: Uint8Array,
  at: number,
  limit: number,
): { type: string; size: number; headerSize: number } | null {
  if (head.length < 8 || at + 8 > limit) return null;
  let size = u32(head, 0);
  const type = ascii(head, 4, 4);
  let headerSize = 8;
  if (size === 1) {
    if (head.length < 16 || at + 16 > limit) return null;
    size = u64(head, 8);
    headerSize = 16;
  } else if (size === 0) size = limit - at;
  if (size < headerSize || at + size > limit || !Number.isSafeInteger(size)) return null;
  return { type, size, headerSize };
}

/** The boxes in `bytes[from, to)` (positions in the file are `base` + index), containers read down. */
export function childBoxes(bytes: Uint8Array, base: number, from: number, to: number, depth = 0): BoxNode[] {
  const boxes: BoxNode[] = [];
  let at = from;
  while (at + 8 <= to) {
    const head = boxHeader(bytes.subarray(at, at + 16), at, to);
    if (!head) break;
    const node: BoxNode = {
      type: head.type,
      start: base + at,
      end: base + at + head.size,
      headerSize: head.headerSize,
      children: [],
    };
    if (depth < 16) {
      const payload = at + head.headerSize + (FULL_CONTAINERS.has(head.type) ? 4 : 0);
      if (CONTAINERS.has(head.type) || FULL_CONTAINERS.has(head.type)) {
        node.children = childBoxes(bytes, base, payload, at + head.size, depth + 1);
      }
    }
    boxes.push(node);
    at += head.size;
  }
  return boxes;
}

/** The top-level boxes of a file in memory. */
export function layoutOf(bytes: Uint8Array): BoxLayout {
  const boxes: TopBox[] = [];
  let at = 0;
  let problem: string | undefined;
  while (at < bytes.length) {
    const head = boxHeader(bytes.subarray(at, at + 16), at, bytes.length);
    if (!head) {
      problem = `the box at ${at} is cut short or malformed`;
      break;
    }
    const end = at + head.size;
    const box = bytes.subarray(at, end);
    const node: TopBox = {
      type: head.type,
      start: at,
      end,
      headerSize: head.headerSize,
      children: [],
      bytes: box,
    };
    node.children = topChildren(node);
    boxes.push(node);
    at = end;
  }
  return problem ? { size: bytes.length, boxes, problem } : { size: bytes.length, boxes };
}

/** Top-level boxes a streamed read leaves on disk: media data and padding, never parsed. */
const STREAMED = new Set(['mdat', 'free', 'skip', 'wide']);
/** A streamed read holds other top-level boxes (moov, meta, the C2PA box) whole up to this size. */
export const LOAD_LIMIT = 64 * 1024 * 1024;

/**
 * The top-level boxes of a file read piece by piece: each box's header, and the bytes of the boxes the
 * manifest and the offsets live in (all but `mdat`, `free`, `skip` and `wide`, up to {@link LOAD_LIMIT}
 * each). Never throws for a damaged file (`problem` says where it stopped); a read error propagates.
 */
export async function layoutFrom(source: ByteSource): Promise<BoxLayout> {
  const boxes: TopBox[] = [];
  let at = 0;
  let problem: string | undefined;
  while (at < source.size) {
    const head = boxHeader(await source.read(at, at + 16), at, source.size);
    if (!head) {
      problem = `the box at ${at} is cut short or malformed`;
      break;
    }
    const end = at + head.size;
    const load = !STREAMED.has(head.type) && head.size <= LOAD_LIMIT;
    const bytes = load ? await source.read(at, end) : null;
    if (!load && !STREAMED.has(head.type)) problem = `the ${head.type} box at ${at} is too large to read`;
    const node: TopBox = {
      type: head.type,
      start: at,
      end,
      headerSize: head.headerSize,
      children: [],
      bytes,
    };
    node.children = topChildren(node);
    boxes.push(node);
    at = end;
  }
  return problem ? { size: source.size, boxes, problem } : { size: source.size, boxes };
}

/** The children of a top-level box whose bytes were read. */
export function topChildren(box: TopBox): BoxNode[] {
  if (!box.bytes) return [];
  const full = FULL_CONTAINERS.has(box.type);
  if (!CONTAINERS.has(box.type) && !full) return [];
  return childBoxes(box.bytes, box.start, box.headerSize + (full ? 4 : 0), box.bytes.length, 1);
}

/** The boxes an xpath (`/moov/trak/mdia`, `/moov[1]/trak[2]`, 1-based) names, as c2pa-rs resolves it. */
export function boxesAt(boxes: readonly BoxNode[], xpath: string): BoxNode[] {
  const parts = xpath.replace(/^\/+/, '').split('/');
  let level: BoxNode[] = [...boxes];
  let matched: BoxNode[] = [];
  for (const part of parts) {
    const indexed = /^(.{4})\[(\d+)\]$/.exec(part);
    if (level.length === 0) return [];
    if (indexed) {
      const index = Number(indexed[2]);
      const same = level.filter((b) => b.type === indexed[1]);
      if (index === 0 || index > same.length) return [];
      matched = [same[index - 1] as BoxNode];
    } else {
      if (part.length !== 4) return [];
      matched = level.filter((b) => b.type === part);
    }
    level = matched.flatMap((b) => b.children);
  }
  return matched;
}

/** The bytes of a box of `layout`, when they were read: from its top-level ancestor's bytes. */
function bytesOf(layout: BoxLayout, box: BoxNode): Uint8Array | null {
  const top = layout.boxes.find((t) => t.start <= box.start && box.end <= t.end);
  if (!top?.bytes) return null;
  return top.bytes.subarray(box.start - top.start, box.end - top.start);
}

/** A C2PA `uuid` box's purpose (`manifest`, `merkle`…) and, for a manifest, its JUMBF. */
function c2paBox(box: TopBox): { purpose: string; jumbf: Uint8Array | null } | null {
  const bytes = box.bytes;
  if (box.type !== 'uuid' || !bytes || bytes.length < box.headerSize + 16) return null;
  if (!sameBytes(bytes.subarray(box.headerSize, box.headerSize + 16), C2PA_UUID)) return null;
  const payload = box.headerSize + 16 + 4; // user type, version and flags
  const nul = bytes.indexOf(0, payload);
  if (nul < 0) return { purpose: '', jumbf: null };
  const purpose = ascii(bytes, payload, nul - payload);
  if (purpose !== 'manifest' || nul + 9 > bytes.length) return { purpose, jumbf: null };
  return { purpose, jumbf: bytes.subarray(nul + 9) }; // after the 64-bit merkle offset
}

/** Where file position `at` lands once the (sorted, disjoint) `ranges` are taken out. */
function positionWithout(at: number, ranges: readonly ByteRange[]): number {
  let removed = 0;
  for (const r of ranges) if (r.end <= at) removed += r.end - r.start;
  return at - removed;
}

/** A field of the file that holds an absolute file offset. */
interface OffsetField {
  at: number;
  size: 4 | 8;
  value: number;
}

function uint(b: Uint8Array, at: number, size: number): number {
  if (size === 4) return u32(b, at);
  if (size === 8) return u64(b, at);
  if (size === 2) return ((b[at] as number) << 8) | (b[at + 1] as number);
  return 0;
}

/** The `stco`/`co64` chunk offsets of every track. Stops at the end of a box cut short. */
function chunkOffsets(layout: BoxLayout, out: OffsetField[]): void {
  for (const name of ['stco', 'co64'] as const) {
    for (const box of boxesAt(layout.boxes, `/moov/trak/mdia/minf/stbl/${name}`)) {
      const bytes = bytesOf(layout, box);
      if (!bytes) continue;
      const size = name === 'stco' ? 4 : 8;
      const first = box.headerSize + 8; // version, flags, entry count
      if (bytes.length < first) continue;
      const count = u32(bytes, first - 4);
      for (let i = 0, at = first; i < count && at + size <= bytes.length; i++, at += size) {
        out.push({ at: box.start + at, size, value: uint(bytes, at, size) });
      }
    }
  }
}

/**
 * The `iloc` offsets that point into the file (construction method 0): an item's base offset when it
 * has a non-zero one, else its non-zero extent offsets. Offsets of 2 bytes, or a box cut short, end it.
 */
function itemOffsets(layout: BoxLayout, out: OffsetField[]): void {
  for (const box of boxesAt(layout.boxes, '/meta/iloc')) {
    const b = bytesOf(layout, box);
    if (!b || b.length < box.headerSize + 8) continue;
    let at = box.headerSize;
    const version = b[at] as number;
    if (version > 2) continue;
    at += 4;
    const offsetSize = (b[at] as number) >> 4;
    const lengthSize = (b[at] as number) & 0x0f;
    const baseSize = (b[at + 1] as number) >> 4;
    const indexSize = version > 0 ? (b[at + 1] as number) & 0x0f : 0;
    at += 2;
    const count = version === 2 ? u32(b, at) : uint(b, at, 2);
    at += version === 2 ? 4 : 2;
    const sized = (n: number) => n === 0 || n === 4 || n === 8;
    if (![offsetSize, lengthSize, baseSize, indexSize].every(sized)) continue;
    for (let item = 0; item < count; item++) {
      const fixed = (version === 2 ? 4 : 2) + (version > 0 ? 2 : 0) + 2 + baseSize + 2;
      if (at + fixed > b.length) return;
      at += version === 2 ? 4 : 2;
      const method = version > 0 ? (b[at + 1] as number) & 0x0f : 0;
      at += version > 0 ? 2 : 0;
      at += 2; // data reference index
      const base = uint(b, at, baseSize);
      if (method === 0 && base !== 0) out.push({ at: box.start + at, size: baseSize as 4 | 8, value: base });
      at += baseSize;
      const extents = uint(b, at, 2);
      at += 2;
      for (let e = 0; e < extents; e++) {
        if (at + indexSize + offsetSize + lengthSize > b.length) return;
        at += indexSize;
        const offset = uint(b, at, offsetSize);
        if (method === 0 && base === 0 && offset !== 0 && offsetSize > 0) {
          out.push({ at: box.start + at, size: offsetSize as 4 | 8, value: offset });
        }
        at += offsetSize + lengthSize;
      }
    }
  }
}

/** Every absolute offset of the file that moves with the media data. */
export function offsetFields(layout: BoxLayout): OffsetField[] {
  const out: OffsetField[] = [];
  chunkOffsets(layout, out);
  itemOffsets(layout, out);
  return out;
}

/** Where the manifest store is in the boxes of a file, and what the content holds otherwise. */
export function locateIn(layout: BoxLayout, mediaType: string): ManifestLocation {
  const ranges: ByteRange[] = [];
  let jumbf: Uint8Array | null = null;
  let problem: string | undefined;
  for (const box of layout.boxes) {
    const c2pa = c2paBox(box);
    if (c2pa?.purpose !== 'manifest') continue;
    ranges.push({ start: box.start, end: box.end });
    jumbf = c2pa.jumbf;
  }
  if (ranges.length > 1) problem = 'the file holds several manifest boxes';
  else if (ranges.length === 1 && !jumbf) problem = 'the manifest box is cut short';
  if (ranges.length === 0 && layout.problem) {
    // a damaged file without a store: nothing to take away, nothing to put back
    return { mediaType, ranges, jumbf: null };
  }
  const patches: Patch[] = [];
  if (ranges.length > 0) {
    for (const field of offsetFields(layout)) {
      const original = positionWithout(field.value, ranges);
      if (original === field.value) continue;
      const bytes = new Uint8Array(field.size);
      setUint(bytes, 0, field.size, original);
      patches.push({ at: field.at, bytes });
    }
  }
  const location: ManifestLocation = { mediaType, ranges, jumbf: problem ? null : jumbf };
  if (problem) location.problem = problem;
  if (patches.length > 0) location.patches = patches;
  return location;
}

/** The XMP packets of top-level XMP `uuid` boxes. */
export function xmpOf(layout: BoxLayout): Uint8Array[] {
  const packets: Uint8Array[] = [];
  for (const box of layout.boxes) {
    const b = box.bytes;
    if (box.type !== 'uuid' || !b || b.length < box.headerSize + 16) continue;
    if (sameBytes(b.subarray(box.headerSize, box.headerSize + 16), XMP_UUID)) {
      packets.push(b.subarray(box.headerSize + 16));
    }
  }
  return packets;
}

/** Top-level boxes that hold absolute offsets this writer does not move: it refuses files that have them. */
const UNMOVABLE = ['moof', 'mfra', 'sidx', 'ssix'];

/** The length of the C2PA box around a manifest store of `length` bytes. */
const c2paBoxSize = (length: number) => 8 + 16 + 4 + 'manifest\0'.length + 8 + length;

/**
 * A manifest writer over the content of a BMFF file (no C2PA box): reserving room puts a C2PA `uuid`
 * box right after `ftyp` and moves every absolute offset past it by the box's size.
 */
export class BmffAsset extends ByteArrayAsset implements ManifestWriter {
  readonly mimeType: string;
  private readonly content: Uint8Array;
  private readonly layout: BoxLayout;
  private readonly insertAt: number;
  private box: ByteRange | null = null;

  constructor(content: Uint8Array, mediaType: string) {
    super(content);
    this.mimeType = mediaType;
    this.content = content;
    this.layout = layoutOf(content);
    if (this.layout.problem) throw new Error(this.layout.problem);
    const ftyp = this.layout.boxes[0];
    if (ftyp?.type !== 'ftyp') throw new Error('the file does not start with an ftyp box');
    const unmovable = this.layout.boxes.find((b) => UNMOVABLE.includes(b.type));
    if (unmovable)
      throw new Error(`fragmented or indexed files (a top-level ${unmovable.type} box) are not supported`);
    if (boxesAt(this.layout.boxes, '/moov/trak/mdia/minf/stbl/saio').length > 0) {
      throw new Error('files with auxiliary sample offsets (saio) are not supported');
    }
    if (this.layout.boxes.some((b) => c2paBox(b) !== null))
      throw new Error('the file already holds a C2PA box');
    this.insertAt = ftyp.end;
  }

  getManifestJUMBF(): Uint8Array | undefined {
    if (!this.box) return undefined;
    return this.data.subarray(this.box.start + c2paBoxSize(0), this.box.end);
  }

  dumpInfo(): string {
    return `BMFF file: ${this.layout.boxes.map((b) => b.type).join(', ')}`;
  }

  async ensureManifestSpace(length: number): Promise<void> {
    const size = c2paBoxSize(length);
    if (size > 0xffffffff) throw new Error('the manifest store is too large for a 32-bit box');
    const header = new Uint8Array(c2paBoxSize(0));
    setUint(header, 0, 4, size);
    header.set([0x75, 0x75, 0x69, 0x64], 4); // 'uuid'
    header.set(C2PA_UUID, 8);
    header.set(new TextEncoder().encode('manifest\0'), 28); // after version and flags (0)
    const at = this.insertAt;
    const data = concat([
      this.content.subarray(0, at),
      header,
      new Uint8Array(length),
      this.content.subarray(at),
    ]);
    for (const field of offsetFields(this.layout)) {
      const moved = field.value >= at ? field.value + size : field.value;
      if (field.size === 4 && moved > 0xffffffff) {
        throw new Error('placing the manifest would overflow a 32-bit offset (stco or iloc)');
      }
      setUint(data, field.at >= at ? field.at + size : field.at, field.size, moved);
    }
    this.data = data;
    this.box = { start: at, end: at + size };
  }

  getHashExclusionRange(): { start: number; length: number } {
    if (!this.box) throw new Error('no manifest space reserved');
    return { start: this.box.start, length: this.box.end - this.box.start };
  }

  async writeManifestJUMBF(jumbf: Uint8Array): Promise<void> {
    if (!this.box || this.box.end - this.box.start !== c2paBoxSize(jumbf.length)) {
      throw new Error('wrong amount of space in the asset');
    }
    this.data.set(jumbf, this.box.start + c2paBoxSize(0));
  }

  /** The top-level boxes of the file as it is now (with the C2PA box once room was reserved). */
  currentLayout(): BoxLayout {
    return layoutOf(this.data);
  }
}

export const bmff: ContainerFormat = {
  ...SIGNATURE.bmff,
  locate: (bytes, mediaType) => locateIn(layoutOf(bytes), mediaType),
  locateIn: async (source, mediaType) => {
    const layout = await layoutFrom(source);
    const location = locateIn(layout, mediaType);
    return location.ranges.length === 0 ? { ...location, xmp: xmpOf(layout) } : location;
  },
  xmp: (bytes) => xmpOf(layoutOf(bytes)),
  writer: (content, mediaType) => new BmffAsset(content, mediaType),
};
