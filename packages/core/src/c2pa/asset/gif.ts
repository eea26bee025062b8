/**
 * GIF: the manifest store in an application extension block `C2PA_GIF` (authentication code `01 00 00`)
 * before the first image, its bytes in the block's data sub-blocks, as the C2PA specification and c2pa-rs
 * (`gif_io.rs`) place it; XMP in an application extension `XMP Data` / `XMP` anywhere in the file.
 *
 * The walk is c2pa-rs's (`Blocks`): the header (GIF87a or GIF89a), the logical screen descriptor and its
 * global colour table, then blocks by their introducer: extensions (application, comment, graphic control,
 * plain text), image descriptors with their local colour table and image data, the trailer. Anything else
 * before the store, a block size other than 11 for an application extension, or bytes that end inside a
 * block, is a file c2pa-rs cannot read: the location says so (`problem`). The data hash excludes the
 * whole block (introducer to terminator), where c2pa-rs locates the store; the content is the file
 * without it. Read-only: c2pa-rs writes the block after the global colour table and marks a GIF87a file
 * GIF89a, a change outside the store the strip could not give back.
 */

import { ascii } from './bytes.js';
import { SIGNATURE } from './signatures.js';
import type { ByteRange, ContainerFormat, ManifestLocation } from './types.js';

/** A block of the file: what it is, and where it lies. */
interface GifBlock {
  kind: 'c2pa' | 'xmp' | 'image' | 'other';
  start: number;
  /** Exclusive. */
  end: number;
  /** The data sub-blocks' payloads, in order, for an application extension C2PA or XMP reads. */
  data?: ByteRange[];
}

class GifError extends Error {}

/** The data sub-blocks from `at`: their payloads and where the terminator ends. Throws at the end of the bytes. */
function subBlocks(bytes: Uint8Array, at: number): { payloads: ByteRange[]; end: number } {
  const payloads: ByteRange[] = [];
  let pos = at;
  for (;;) {
    if (pos >= bytes.length) throw new GifError('the file ends inside data sub-blocks');
    const size = bytes[pos] as number;
    if (size === 0) return { payloads, end: pos + 1 };
    if (pos + 1 + size > bytes.length) throw new GifError('the file ends inside a data sub-block');
    payloads.push({ start: pos + 1, end: pos + 1 + size });
    pos += 1 + size;
  }
}

/** The length of a colour table whose packed size field is `size`. */
const colourTable = (size: number) => 3 * 2 ** ((size & 7) + 1);

/**
 * The blocks of a GIF after its header, screen descriptor and global colour table, one at a time (the
 * caller stops when it found what it looks for). Throws {@link GifError} where c2pa-rs's walk errs.
 */
function* blocks(bytes: Uint8Array): Generator<GifBlock> {
  if (bytes.length < 13) throw new GifError('the file ends inside its header');
  const packed = bytes[10] as number;
  let pos = 13 + (packed & 0x80 ? colourTable(packed) : 0);
  for (;;) {
    if (pos >= bytes.length) throw new GifError('the file ends before its trailer');
    const start = pos;
    const introducer = bytes[pos] as number;
    if (introducer === 0x3b) return;
    if (introducer === 0x2c) {
      if (pos + 10 > bytes.length) throw new GifError('the file ends inside an image descriptor');
      const flags = bytes[pos + 9] as number;
      pos += 10 + (flags & 0x80 ? colourTable(flags) : 0);
      // The LZW minimum code size, then the image data's sub-blocks.
      const { end } = subBlocks(bytes, pos + 1);
      pos = end;
      yield { kind: 'image', start, end };
      continue;
    }
    if (introducer !== 0x21) throw new GifError(`an unknown block introducer 0x${introducer.toString(16)}`);
    if (pos + 2 > bytes.length) throw new GifError('the file ends inside an extension');
    const label = bytes[pos + 1] as number;
    if (label === 0xff) {
      if (bytes[pos + 2] !== 0x0b) throw new GifError('an application extension whose block size is not 11');
      if (pos + 14 > bytes.length) throw new GifError('the file ends inside an application extension');
      const identifier = ascii(bytes, pos + 3, 8);
      const code = bytes.subarray(pos + 11, pos + 14);
      const kind =
        identifier === 'C2PA_GIF' && code[0] === 1 && code[1] === 0 && code[2] === 0
          ? 'c2pa'
          : identifier === 'XMP Data' && ascii(code, 0, 3) === 'XMP'
            ? 'xmp'
            : 'other';
      const { payloads, end } = subBlocks(bytes, pos + 14);
      pos = end;
      yield kind === 'other' ? { kind, start, end } : { kind, start, end, data: payloads };
    } else if (label === 0xf9) {
      // A graphic control extension: c2pa-rs steps over its six bytes without reading them.
      pos += 8;
      yield { kind: 'other', start, end: pos };
    } else if (label === 0xfe || label === 0x01) {
      const { end } = subBlocks(bytes, pos + 2 + (label === 0x01 ? 13 : 0));
      pos = end;
      yield { kind: 'other', start, end };
    } else {
      throw new GifError(`an unknown extension label 0x${label.toString(16)}`);
    }
  }
}

function joined(bytes: Uint8Array, pieces: readonly ByteRange[]): Uint8Array {
  const out = new Uint8Array(pieces.reduce((n, p) => n + p.end - p.start, 0));
  let at = 0;
  for (const p of pieces) {
    out.set(bytes.subarray(p.start, p.end), at);
    at += p.end - p.start;
  }
  return out;
}

/** The first `C2PA_GIF` block before the first image (c2pa-rs's `find_c2pa_block`). */
function locate(bytes: Uint8Array, mediaType: string): ManifestLocation {
  try {
    for (const block of blocks(bytes)) {
      if (block.kind === 'image') break;
      if (block.kind !== 'c2pa') continue;
      const range = { start: block.start, end: block.end };
      const jumbf = joined(bytes, block.data ?? []);
      if (jumbf.length === 0)
        return { mediaType, ranges: [range], jumbf: null, problem: 'the C2PA block is empty' };
      return { mediaType, ranges: [range], jumbf, storeRange: range };
    }
  } catch (error) {
    if (!(error instanceof GifError)) throw error;
    return { mediaType, ranges: [], jumbf: null, unreadable: `the GIF cannot be read: ${error.message}` };
  }
  return { mediaType, ranges: [], jumbf: null };
}

/** The XMP magic trailer's length: a byte 1, then 255 down to 0. */
const XMP_TRAILER = 257;

/** The XMP packet of the first `XMP Data` block, its magic trailer taken off, as c2pa-rs reads it. */
function xmp(bytes: Uint8Array): Uint8Array[] {
  try {
    for (const block of blocks(bytes)) {
      if (block.kind !== 'xmp') continue;
      const data = joined(bytes, block.data ?? []);
      if (data.length < XMP_TRAILER || data[data.length - XMP_TRAILER] !== 1) return [];
      for (let i = 0; i < XMP_TRAILER - 1; i++) if (data[data.length - 1 - i] !== i) return [];
      return [data.subarray(0, data.length - XMP_TRAILER)];
    }
  } catch {
    // No XMP that c2pa-rs would read.
  }
  return [];
}

export const gif: ContainerFormat = { ...SIGNATURE.gif, locate, xmp };
