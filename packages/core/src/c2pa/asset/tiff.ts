/**
 * TIFF and the raw formats built on it (DNG, Sony ARW, Nikon NEF): the manifest store as the value of tag
 * 0xCD41 (type UNDEFINED) in the last page's image file directory, or the first's for older files, as the
 * C2PA specification and c2pa-rs (`tiff_io.rs`) place it; XMP as tag 0x02BC (type BYTE) of the first page.
 *
 * The directories are walked as c2pa-rs's `map_tiff` walks them, and a file it cannot walk is one it cannot
 * read (`unreadable`): the header (little- or big-endian, classic or BigTIFF), the chain of pages (at most
 * 2,000, a directory met twice is a cycle), and for each page the directories it names, sub-IFDs (at most
 * 1,000, their offsets within the file), EXIF and GPS, each read whole (its entries and the next offset
 * inside the file). Each directory is read once, and at most {@link MAX_ENTRIES} entries in all: a file
 * made to name one directory millions of times, or directories of 65,535 entries over and over, is
 * refused in bounded time where c2pa-rs would spend it. Nothing but directories and the store is read:
 * strips and tiles, whatever sizes they declare, are never touched, and a file is read piece by piece
 * when it comes as a `Blob` (`locateIn`), a raw photograph of 80 MB as well as a small TIFF.
 *
 * The data hash of a file c2pa-rs signs excludes the store and the entry's count field (four bytes, eight
 * in BigTIFF); the content is the file without the store (the count, the store's length, stays: the same
 * for any store of that length). Read-only: c2pa-rs writes a TIFF anew (its directories cloned, a new one
 * for the tag), which no strip could give back.
 */

import type { ByteSource, Parser } from './byte-source.js';
import { parseBytes, parseSource } from './byte-source.js';
import { SIGNATURE } from './signatures.js';
import type { ByteRange, ContainerFormat, ManifestLocation } from './types.js';

const C2PA_TAG = 0xcd41;
const XMP_TAG = 0x02bc;
const SUB_IFD_TAG = 0x014a;
const EXIF_IFD_TAG = 0x8769;
const GPS_IFD_TAG = 0x8825;
const UNDEFINED = 7;
const BYTE = 1;
/** c2pa-rs's `MAX_PAGES` and `MAX_SUBFILES`. */
const MAX_PAGES = 2000;
const MAX_SUBFILES = 1000;
/** The entries read in all directories of one file, past which it is refused (c2pa-rs has no such limit). */
export const MAX_ENTRIES = 1_000_000;

/** The tags whose entries the reader keeps (the rest are counted and stepped over). */
const KEPT = new Set([C2PA_TAG, XMP_TAG, SUB_IFD_TAG, EXIF_IFD_TAG, GPS_IFD_TAG]);

class TiffError extends Error {}

interface Entry {
  type: number;
  count: number;
  /** The value field as written (4 bytes, 8 in BigTIFF): the value itself, or its offset. */
  field: Uint8Array;
}

interface Directory {
  entries: Map<number, Entry>;
  /** The next page's directory, or `null`. */
  next: number | null;
}

/** The numbers of a TIFF in its byte order. */
class Fields {
  constructor(
    readonly little: boolean,
    readonly big: boolean,
  ) {}

  u16(b: Uint8Array, at: number): number {
    const x = b[at] as number;
    const y = b[at + 1] as number;
    return this.little ? x | (y << 8) : (x << 8) | y;
  }

  u32(b: Uint8Array, at: number): number {
    const hi = this.little ? this.u16(b, at + 2) : this.u16(b, at);
    const lo = this.little ? this.u16(b, at) : this.u16(b, at + 2);
    return hi * 0x10000 + lo;
  }

  /** A 64-bit value as a number (exact below 2^53; anything larger lies past any file anyway). */
  u64(b: Uint8Array, at: number): number {
    const hi = this.little ? this.u32(b, at + 4) : this.u32(b, at);
    const lo = this.little ? this.u32(b, at) : this.u32(b, at + 4);
    return hi * 0x100000000 + lo;
  }

  /** An offset held in an entry's value field (c2pa-rs's `decode_offset`). */
  offset(entry: Entry): number {
    return this.big ? this.u64(entry.field, 0) : this.u32(entry.field, 0);
  }
}

/** What the walk of a file's directories gives: its byte order and its pages' directories, in order. */
interface MappedTiff {
  fields: Fields;
  pages: Directory[];
}

/** Reads `[start, end)`, or throws when the file ends before. */
function* need(start: number, end: number, what: string): Parser<Uint8Array> {
  const bytes = yield { start, end };
  if (bytes.length < end - start) throw new TiffError(`the file ends inside ${what}`);
  return bytes;
}

/** c2pa-rs's `map_tiff` over a file of `size` bytes: throws {@link TiffError} where it errs. */
function* mapTiff(size: number): Parser<MappedTiff> {
  const head = yield { start: 0, end: 16 };
  if (head.length < 8) throw new TiffError('the file ends inside its header');
  const little = head[0] === 0x49 && head[1] === 0x49;
  if (!little && !(head[0] === 0x4d && head[1] === 0x4d)) throw new TiffError('no TIFF byte order');
  const probe = new Fields(little, false);
  const magic = probe.u16(head, 2);
  let fields: Fields;
  let first: number;
  if (magic === 42) {
    fields = probe;
    first = probe.u32(head, 4);
  } else if (magic === 43) {
    if (head.length < 16) throw new TiffError('the file ends inside its header');
    if (probe.u16(head, 4) !== 8 || probe.u16(head, 6) !== 0)
      throw new TiffError('a BigTIFF header of another kind');
    fields = new Fields(little, true);
    first = fields.u64(head, 8);
  } else {
    throw new TiffError('no TIFF magic number');
  }

  const read = new Map<number, Directory | TiffError>();
  let budget = MAX_ENTRIES;
  /** The directory at `offset`, read once. */
  function* directory(offset: number): Parser<Directory> {
    const known = read.get(offset);
    if (known instanceof TiffError) throw known;
    if (known) return known;
    try {
      const countBytes = fields.big ? 8 : 2;
      const countField = yield* need(offset, offset + countBytes, 'a directory');
      const count = fields.big ? fields.u64(countField, 0) : fields.u16(countField, 0);
      const entrySize = fields.big ? 20 : 12;
      const end = offset + countBytes + count * entrySize + (fields.big ? 8 : 4);
      if (end > size) throw new TiffError('the file ends inside a directory');
      budget -= count;
      if (budget < 0) throw new TiffError(`more than ${MAX_ENTRIES} directory entries`);
      const bytes = yield* need(offset, end, 'a directory');
      const entries = new Map<number, Entry>();
      for (let i = 0; i < count; i++) {
        const at = countBytes + i * entrySize;
        const tag = fields.u16(bytes, at);
        if (!KEPT.has(tag)) continue;
        const type = fields.u16(bytes, at + 2);
        const entryCount = fields.big ? fields.u64(bytes, at + 4) : fields.u32(bytes, at + 4);
        const valueAt = at + (fields.big ? 12 : 8);
        entries.set(tag, {
          type,
          count: entryCount,
          field: bytes.slice(valueAt, valueAt + (fields.big ? 8 : 4)),
        });
      }
      const nextAt = bytes.length - (fields.big ? 8 : 4);
      const next = fields.big ? fields.u64(bytes, nextAt) : fields.u32(bytes, nextAt);
      const found = { entries, next: next === 0 ? null : next };
      read.set(offset, found);
      return found;
    } catch (error) {
      if (error instanceof TiffError) read.set(offset, error);
      throw error;
    }
  }

  const pages = [yield* directory(first)];
  const visited = new Set([first]);
  for (;;) {
    if (pages.length > MAX_PAGES) throw new TiffError('more than 2,000 pages');
    const page = pages[pages.length - 1] as Directory;
    const sub = page.entries.get(SUB_IFD_TAG);
    if (sub) {
      const longs = sub.count * 4;
      if (longs > size) throw new TiffError('a sub-IFD list larger than the file');
      let list: Uint8Array;
      let at = 0;
      if (longs <= 4 || (fields.big && longs <= 8)) list = sub.field;
      else {
        at = fields.offset(sub);
        list = yield* need(at, at + longs, 'a sub-IFD list');
      }
      if (sub.count > MAX_SUBFILES) throw new TiffError('more than 1,000 sub-IFDs');
      for (let i = 0; i < sub.count; i++) yield* directory(fields.u32(list, i * 4));
    }
    const exif = page.entries.get(EXIF_IFD_TAG);
    if (exif) yield* directory(fields.offset(exif));
    const gps = page.entries.get(GPS_IFD_TAG);
    if (gps) yield* directory(fields.offset(gps));
    if (page.next === null) break;
    if (visited.has(page.next)) throw new TiffError('the chain of pages loops');
    visited.add(page.next);
    pages.push(yield* directory(page.next));
  }
  return { fields, pages };
}

/** Where the store is, read as c2pa-rs's `get_cai_data` reads it (and the first page's XMP, when there is none). */
function* locateTiff(size: number, mediaType: string): Parser<ManifestLocation> {
  let mapped: MappedTiff;
  try {
    mapped = yield* mapTiff(size);
  } catch (error) {
    if (!(error instanceof TiffError)) throw error;
    return { mediaType, ranges: [], jumbf: null, unreadable: `the TIFF cannot be read: ${error.message}` };
  }
  const { fields, pages } = mapped;
  const first = pages[0] as Directory;
  const entry = (pages[pages.length - 1] as Directory).entries.get(C2PA_TAG) ?? first.entries.get(C2PA_TAG);
  if (!entry) {
    const xmp = first.entries.get(XMP_TAG);
    if (!xmp || xmp.type !== BYTE) return { mediaType, ranges: [], jumbf: null };
    const at = fields.offset(xmp);
    if (at + xmp.count > size) return { mediaType, ranges: [], jumbf: null };
    return { mediaType, ranges: [], jumbf: null, xmp: [yield { start: at, end: at + xmp.count }] };
  }
  if (entry.type !== UNDEFINED) {
    const unreadable = 'the TIFF cannot be read: its C2PA entry is not of type UNDEFINED';
    return { mediaType, ranges: [], jumbf: null, unreadable };
  }
  const at = fields.offset(entry);
  const store: ByteRange = { start: at, end: at + entry.count };
  if (store.end > size) {
    return {
      mediaType,
      ranges: [],
      jumbf: null,
      unreadable: 'the TIFF cannot be read: its store runs past its end',
    };
  }
  const jumbf = yield store;
  return { mediaType, ranges: [store], jumbf, storeRange: store };
}

export const tiff: ContainerFormat = {
  ...SIGNATURE.tiff,
  locate: (bytes, mediaType) => {
    const location = parseBytes(bytes, locateTiff(bytes.length, mediaType));
    // In memory, the XMP is read by `xmp` when the file has no store (as for every format).
    delete location.xmp;
    return location;
  },
  locateIn: (source: ByteSource, mediaType) => parseSource(source, locateTiff(source.size, mediaType)),
  xmp: (bytes) => parseBytes(bytes, locateTiff(bytes.length, 'image/tiff')).xmp ?? [],
};
