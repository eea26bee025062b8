/**
 * MP3: the manifest store in an ID3v2 `GEOB` frame of MIME type `application/c2pa`, as the C2PA
 * specification and c2pa-rs place it (the older `application/x-c2pa-manifest-store` is read too). XMP
 * in a `PRIV` frame owned by `XMP`.
 *
 * Writing keeps the file's own tag byte for byte: a file without an ID3v2 tag gets a new ID3v2.4 tag
 * that holds only the manifest frame, in front of the audio; a file with an ID3v2.3 or v2.4 tag gets the
 * frame after its last frame (before any padding), and the tag size grows by the frame's length.
 * Reading mirrors that: a tag that holds the manifest frame and nothing else is the manifest's range
 * as a whole (the strip removes the tag); otherwise the range is the frame, and the tag's size goes
 * back to its content value as a patch. The data hash excludes the frame's object (the store) only,
 * where c2pa-rs locates it: c2pa-rs rejects any other exclusion over the store.
 */

import { ByteArrayAsset } from './byte-array-asset.js';
import type { ByteSource } from './byte-source.js';
import { ascii, concat, u32 } from './bytes.js';
import { detectFlac, detectMp3, id3TagEnd, SIGNATURE } from './signatures.js';
import type { ByteRange, ContainerFormat, ManifestLocation, ManifestWriter, Patch } from './types.js';

/** The GEOB MIME type the C2PA specification gives the manifest store, and the older one c2pa-rs still reads. */
export const C2PA_GEOB_MIME = 'application/c2pa';
const C2PA_GEOB_MIMES = new Set([C2PA_GEOB_MIME, 'application/x-c2pa-manifest-store']);

const FLAG_UNSYNCHRONISATION = 0x80;
const FLAG_EXTENDED_HEADER = 0x40;
const FLAG_FOOTER = 0x10;
/** The largest value a 28-bit synchsafe integer holds (an ID3 tag's size). */
const SYNCHSAFE_MAX = 0x0fffffff;

const synchsafe = (b: Uint8Array, at: number): number =>
  (((b[at] as number) & 0x7f) << 21) |
  (((b[at + 1] as number) & 0x7f) << 14) |
  (((b[at + 2] as number) & 0x7f) << 7) |
  ((b[at + 3] as number) & 0x7f);

function synchsafeBytes(value: number): Uint8Array {
  return new Uint8Array([(value >>> 21) & 0x7f, (value >>> 14) & 0x7f, (value >>> 7) & 0x7f, value & 0x7f]);
}

function u32Bytes(value: number): Uint8Array {
  return new Uint8Array([(value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff]);
}

interface Id3Frame {
  id: string;
  start: number;
  /** Exclusive; may lie past the tag's end for a damaged frame. */
  end: number;
  /** Where the frame's content starts (after its header). */
  body: number;
  /** The format flags that transform the content (compression, encryption, unsynchronisation…). */
  transformed: boolean;
}

interface Id3Tag {
  major: number;
  flags: number;
  size: number;
  /** Exclusive end of the tag (header and size), before any footer. */
  end: number;
  frames: Id3Frame[];
  /** Where the frames end: padding, the tag's end, or the first damaged frame. */
  framesEnd: number;
  /** A frame header the walk could not read (an id that is none, a size past the tag). */
  damaged: boolean;
}

const FRAME_ID = /^[A-Z0-9]{3,4}$/;

/** The ID3v2 tag at the start of `bytes` (versions 2.2 to 2.4), or `null`. */
function readTag(bytes: Uint8Array): Id3Tag | null {
  if (bytes.length < 10 || ascii(bytes, 0, 3) !== 'ID3') return null;
  const major = bytes[3] as number;
  if (major < 2 || major > 4) return null;
  const flags = bytes[5] as number;
  const size = synchsafe(bytes, 6);
  const end = 10 + size;
  const limit = Math.min(end, bytes.length);
  let pos = 10;
  if (major >= 3 && flags & FLAG_EXTENDED_HEADER && pos + 4 <= limit) {
    pos += major === 4 ? synchsafe(bytes, pos) : 4 + u32(bytes, pos);
  }
  const header = major === 2 ? 6 : 10;
  const frames: Id3Frame[] = [];
  let damaged = false;
  while (pos + header <= limit) {
    if (bytes[pos] === 0) break; // padding
    const id = ascii(bytes, pos, major === 2 ? 3 : 4);
    const frameSize =
      major === 2
        ? ((bytes[pos + 3] as number) << 16) | ((bytes[pos + 4] as number) << 8) | (bytes[pos + 5] as number)
        : major === 4
          ? synchsafe(bytes, pos + 4)
          : u32(bytes, pos + 4);
    const frameEnd = pos + header + frameSize;
    if (!FRAME_ID.test(id) || frameEnd > end) {
      damaged = true;
      break;
    }
    const format = major === 2 ? 0 : (bytes[pos + 9] as number);
    const transformed = major === 4 ? (format & 0x0f) !== 0 : (format & 0xe0) !== 0;
    frames.push({ id, start: pos, end: frameEnd, body: pos + header, transformed });
    pos = frameEnd;
  }
  return { major, flags, size, end, frames, framesEnd: pos, damaged };
}

/** Where a NUL-terminated string of ID3 text encoding `encoding` that starts at `at` ends (after its terminator). */
function afterString(bytes: Uint8Array, at: number, end: number, encoding: number): number {
  if (encoding === 1 || encoding === 2) {
    for (let i = at; i + 1 < end; i += 2) if (bytes[i] === 0 && bytes[i + 1] === 0) return i + 2;
    return -1;
  }
  const nul = bytes.subarray(at, end).indexOf(0);
  return nul < 0 ? -1 : at + nul + 1;
}

/** The MIME type and the object of a `GEOB` frame's content, or `null` when it cannot be read. */
function geobObject(bytes: Uint8Array, frame: Id3Frame): { mime: string; data: Uint8Array } | null {
  const encoding = bytes[frame.body] as number;
  const end = Math.min(frame.end, bytes.length);
  const afterMime = afterString(bytes, frame.body + 1, end, 0);
  if (afterMime < 0) return null;
  const afterName = afterString(bytes, afterMime, end, encoding);
  const afterDescription = afterName < 0 ? -1 : afterString(bytes, afterName, end, encoding);
  if (afterDescription < 0) return null;
  return {
    mime: ascii(bytes, frame.body + 1, afterMime - frame.body - 2),
    data: bytes.subarray(afterDescription, end),
  };
}

const isGeob = (frame: Id3Frame) => frame.id === 'GEOB' || frame.id === 'GEO';

/** The frames of the tag whose GEOB MIME type is C2PA's. */
function manifestFrames(bytes: Uint8Array, tag: Id3Tag): Id3Frame[] {
  return tag.frames.filter((f) => isGeob(f) && C2PA_GEOB_MIMES.has(geobObject(bytes, f)?.mime ?? ''));
}

export function locateInTag(bytes: Uint8Array, mediaType: string): ManifestLocation {
  const tag = readTag(bytes);
  if (!tag) return { mediaType, ranges: [], jumbf: null };
  const frames = manifestFrames(bytes, tag);
  if (frames.length === 0) return { mediaType, ranges: [], jumbf: null };
  const clip = (r: ByteRange) => ({ start: r.start, end: Math.min(r.end, bytes.length) });
  const only = frames[0] as Id3Frame;
  const wholeTag =
    frames.length === 1 &&
    tag.frames.length === 1 &&
    only.start === 10 &&
    only.end === tag.end &&
    !(tag.flags & FLAG_FOOTER);
  if (wholeTag) {
    const ranges = [clip({ start: 0, end: tag.end })];
    const problem = frameProblem(bytes, tag, only);
    if (problem) return { mediaType, ranges, jumbf: null, problem };
    return { mediaType, ranges, jumbf: geobObject(bytes, only)!.data, storeRange: objectRange(bytes, only) };
  }
  const ranges = frames.map(clip);
  const removed = frames.reduce((n, f) => n + f.end - f.start, 0);
  const contentSize = synchsafeBytes(Math.max(0, tag.size - removed));
  const patches: Patch[] = [{ at: 6, bytes: contentSize }];
  // A v2.4 footer repeats the header, size included.
  if (tag.flags & FLAG_FOOTER && tag.major === 4) patches.push({ at: tag.end + 6, bytes: contentSize });
  const problem =
    frames.length > 1 ? 'the ID3 tag holds several manifest frames' : frameProblem(bytes, tag, only);
  if (problem) return { mediaType, ranges, jumbf: null, problem, patches };
  return {
    mediaType,
    ranges,
    jumbf: geobObject(bytes, only)!.data,
    patches,
    storeRange: objectRange(bytes, only),
  };
}

/** Where the object of a readable GEOB frame lies in the file. */
function objectRange(bytes: Uint8Array, frame: Id3Frame): ByteRange {
  const data = geobObject(bytes, frame)!.data;
  return { start: data.byteOffset - bytes.byteOffset, end: data.byteOffset - bytes.byteOffset + data.length };
}

/** Why the manifest frame's object cannot be taken as it is written, if it cannot. */
function frameProblem(bytes: Uint8Array, tag: Id3Tag, frame: Id3Frame): string | undefined {
  if (frame.end > bytes.length) return 'the manifest frame is cut short';
  if (tag.flags & FLAG_UNSYNCHRONISATION) return 'the ID3 tag is unsynchronised';
  if (frame.transformed) return 'the manifest frame is compressed, encrypted or unsynchronised';
  return undefined;
}

/** The XMP packets of an MP3: `PRIV` frames owned by `XMP` (where c2pa-rs reads and writes XMP). */
export function xmpInTag(bytes: Uint8Array): Uint8Array[] {
  const tag = readTag(bytes);
  if (!tag) return [];
  return tag.frames
    .filter((f) => f.id === 'PRIV' && f.end <= bytes.length && ascii(bytes, f.body, 4) === 'XMP\0')
    .map((f) => bytes.subarray(f.body + 4, f.end));
}

/** `GEOB` content before the object: encoding ISO-8859-1, MIME type, file name and description, as c2pa-rs writes them. */
const GEOB_PREFIX = concat([
  new Uint8Array([0]),
  new TextEncoder().encode(`${C2PA_GEOB_MIME}\0c2pa\0c2pa manifest store\0`),
]);

/**
 * A manifest writer over an MP3 without a manifest, to write one (see the module's comment for where).
 * Throws for tags it cannot add a frame to without rewriting them: ID3v2.2, unsynchronised, with an
 * extended header or a footer, damaged, or empty.
 */
export class Mp3Asset extends ByteArrayAsset implements ManifestWriter {
  readonly mimeType: string;
  private readonly content: Uint8Array;
  private readonly tag: Id3Tag | null;
  private frame: { start: number; length: number; storeAt: number; storeLength: number } | undefined;

  /** `mimeType`: `audio/mpeg`, or `audio/flac` for a FLAC file (its tag goes in front of `fLaC`, as c2pa-rs puts it). */
  constructor(content: Uint8Array, mimeType = 'audio/mpeg') {
    super(content);
    const flac = mimeType === 'audio/flac';
    if (flac ? !detectFlac(content) : !detectMp3(content))
      throw new Error(flac ? 'not a FLAC file' : 'not an MP3 file');
    this.mimeType = mimeType;
    this.content = content;
    this.tag = readTag(content);
    const tag = this.tag;
    if (ascii(content, 0, 3) === 'ID3' && !tag) throw new Error('the ID3 tag has an unknown version');
    if (!tag) return;
    if (tag.major === 2) throw new Error('ID3v2.2 tags are not written');
    if (tag.flags & (FLAG_UNSYNCHRONISATION | FLAG_EXTENDED_HEADER | FLAG_FOOTER)) {
      throw new Error('the ID3 tag is unsynchronised or has an extended header or a footer');
    }
    if (tag.end > content.length || tag.damaged) throw new Error('the ID3 tag is damaged');
    if (tag.size === 0) throw new Error('the ID3 tag is empty');
    if (manifestFrames(content, tag).length > 0) throw new Error('the ID3 tag already holds a manifest');
  }

  getManifestJUMBF(): Uint8Array | undefined {
    if (!this.frame) return undefined;
    return this.data.subarray(this.frame.storeAt, this.frame.storeAt + this.frame.storeLength);
  }

  dumpInfo(): string {
    const tag = this.tag ? `ID3v2.${this.tag.major} tag of ${this.tag.size} bytes` : 'no ID3v2 tag';
    return `${this.mimeType === 'audio/flac' ? 'FLAC' : 'MP3'}, ${this.data.length} bytes, ${tag}`;
  }

  async ensureManifestSpace(length: number): Promise<void> {
    if (this.frame?.storeLength === length) return;
    const bodyLength = GEOB_PREFIX.length + length;
    const frameLength = 10 + bodyLength;
    const major = this.tag?.major ?? 4;
    const header = new Uint8Array(10);
    header.set([0x47, 0x45, 0x4f, 0x42]); // GEOB
    header.set(major === 4 ? synchsafeBytes(bodyLength) : u32Bytes(bodyLength), 4);
    const frame = concat([header, GEOB_PREFIX, new Uint8Array(length)]);
    const tagSize = (this.tag?.size ?? 0) + frameLength;
    if (tagSize > SYNCHSAFE_MAX || (major === 4 && bodyLength > SYNCHSAFE_MAX)) {
      throw new Error('the manifest does not fit in an ID3 tag');
    }
    if (!this.tag) {
      const tagHeader = new Uint8Array([0x49, 0x44, 0x33, 4, 0, 0, ...synchsafeBytes(tagSize)]);
      this.data = concat([tagHeader, frame, this.content]);
      this.frame = {
        start: 10,
        length: frameLength,
        storeAt: 10 + 10 + GEOB_PREFIX.length,
        storeLength: length,
      };
      return;
    }
    const at = this.tag.framesEnd;
    const tagHeader = this.content.slice(0, 10);
    tagHeader.set(synchsafeBytes(tagSize), 6);
    this.data = concat([tagHeader, this.content.subarray(10, at), frame, this.content.subarray(at)]);
    this.frame = {
      start: at,
      length: frameLength,
      storeAt: at + 10 + GEOB_PREFIX.length,
      storeLength: length,
    };
  }

  /** The store inside the manifest frame (where c2pa-rs locates it). */
  getHashExclusionRange(): { start: number; length: number } {
    if (!this.frame) throw new Error('no manifest space reserved');
    return { start: this.frame.storeAt, length: this.frame.storeLength };
  }

  async writeManifestJUMBF(jumbf: Uint8Array): Promise<void> {
    if (!this.frame) throw new Error('no manifest space reserved');
    if (jumbf.length !== this.frame.storeLength) throw new Error('wrong amount of space in asset');
    this.data.set(jumbf, this.frame.storeAt);
  }
}

/**
 * The manifest's place in a file read piece by piece: only its ID3 tag is read (all the manifest and the
 * XMP an MP3 or a FLAC file holds are in it), never the audio after it.
 */
export async function locateInSource(source: ByteSource, mediaType: string): Promise<ManifestLocation> {
  const end = id3TagEnd(await source.read(0, 10));
  const tag = end < 0 ? new Uint8Array(0) : await source.read(0, Math.min(end, source.size));
  const location = locateInTag(tag, mediaType);
  if (location.ranges.length === 0) location.xmp = xmpInTag(tag);
  return location;
}

export const mp3: ContainerFormat = {
  ...SIGNATURE.mp3,
  locate: locateInTag,
  locateIn: locateInSource,
  xmp: xmpInTag,
  writer: (content) => new Mp3Asset(content),
};
