/**
 * Small GIF, TIFF, DNG, SVG, AVI and FLAC files made in code, the same on every run: what c2pa-rs signs
 * for the vectors of these formats (test-vectors/sign-formats-with-c2pa-wasm.ts) and what the tests
 * build damaged files from. Each is a well-formed file of its container, small enough to commit:
 * - GIF: sharp's encoding of a computed picture;
 * - TIFF: an 8x8 grayscale picture, one uncompressed strip, little-endian; DNG the same big-endian
 *   with a `DNGVersion` tag (what tells a DNG from a TIFF);
 * - SVG: a few shapes, an XML declaration and a `<title>`;
 * - AVI: a RIFF `AVI ` form with its `hdrl` (main header), `movi` (one frame of bytes) and `idx1`;
 * - FLAC: `fLaC`, a STREAMINFO block and frames of CONSTANT subframes (a tone's steps), with their CRCs.
 */
import sharp from 'sharp';
import { concat } from '../../packages/core/src/c2pa/asset/bytes.js';

const ascii = (s: string) => new Uint8Array([...s].map((c) => c.charCodeAt(0)));

/** A 16x16 GIF of a pattern that depends on `seed`. */
export async function gifImage(seed: number): Promise<Uint8Array> {
  const pixels = Buffer.alloc(16 * 16 * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * (seed + 3) * 7) & 0xff;
  return new Uint8Array(
    await sharp(pixels, { raw: { width: 16, height: 16, channels: 3 } })
      .gif()
      .toBuffer(),
  );
}

/** An 8x8 8-bit grayscale TIFF (little-endian), or a DNG (big-endian, with `DNGVersion` 1.4). */
export function tiffImage(seed: number, dng = false): Uint8Array {
  const little = !dng;
  const pixels = new Uint8Array(64).map((_, i) => (i * (seed + 5) * 11) & 0xff);
  // tag, type (3 SHORT, 4 LONG, 1 BYTE), count, value
  const entries: Array<[number, number, number, number | Uint8Array]> = [
    [256, 3, 1, 8], // ImageWidth
    [257, 3, 1, 8], // ImageLength
    [258, 3, 1, 8], // BitsPerSample
    [259, 3, 1, 1], // Compression: none
    [262, 3, 1, 1], // PhotometricInterpretation: black is zero
    [273, 4, 1, 0], // StripOffsets (set below)
    [277, 3, 1, 1], // SamplesPerPixel
    [278, 3, 1, 8], // RowsPerStrip
    [279, 4, 1, 64], // StripByteCounts
  ];
  if (dng) entries.push([0xc612, 1, 4, new Uint8Array([1, 4, 0, 0])]); // DNGVersion
  const ifdAt = 8;
  const ifdLength = 2 + entries.length * 12 + 4;
  const stripAt = ifdAt + ifdLength;
  const out = new Uint8Array(stripAt + pixels.length);
  const view = new DataView(out.buffer);
  out.set(ascii(little ? 'II' : 'MM'));
  view.setUint16(2, 42, little);
  view.setUint32(4, ifdAt, little);
  view.setUint16(ifdAt, entries.length, little);
  entries.forEach(([tag, type, count, value], i) => {
    const at = ifdAt + 2 + i * 12;
    view.setUint16(at, tag, little);
    view.setUint16(at + 2, type, little);
    view.setUint32(at + 4, count, little);
    if (value instanceof Uint8Array) out.set(value, at + 8);
    else if (tag === 273) view.setUint32(at + 8, stripAt, little);
    else if (type === 3) view.setUint16(at + 8, value, little);
    else view.setUint32(at + 8, value, little);
  });
  view.setUint32(ifdAt + 2 + entries.length * 12, 0, little);
  out.set(pixels, stripAt);
  return out;
}

/** An SVG picture of a few shapes whose colours depend on `seed`. */
export function svgImage(seed: number): Uint8Array {
  const hue = (seed * 47) % 360;
  return new TextEncoder().encode(
    `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">
  <title>Test vector ${seed}</title>
  <rect width="64" height="64" fill="hsl(${hue}, 60%, 80%)"/>
  <circle cx="32" cy="32" r="${10 + (seed % 12)}" fill="hsl(${(hue + 180) % 360}, 70%, 40%)"/>
</svg>
`,
  );
}

function riffChunk(id: string, payload: Uint8Array): Uint8Array {
  const header = new Uint8Array(8);
  header.set(ascii(id));
  new DataView(header.buffer).setUint32(4, payload.length, true);
  return concat([header, payload, new Uint8Array(payload.length & 1)]);
}

/** A RIFF `AVI ` form: an `avih` main header in `LIST hdrl`, one frame in `LIST movi`, and `idx1`. */
export function aviVideo(seed: number): Uint8Array {
  const avih = new Uint8Array(56);
  const h = new DataView(avih.buffer);
  h.setUint32(0, 40000, true); // microseconds per frame
  h.setUint32(16, 1, true); // total frames
  h.setUint32(24, 1, true); // streams
  h.setUint32(32, 8, true); // width
  h.setUint32(36, 8, true); // height
  const frame = new Uint8Array(64).map((_, i) => (i * (seed + 9) * 13) & 0xff);
  const idx = new Uint8Array(16);
  idx.set(ascii('00db'));
  new DataView(idx.buffer).setUint32(4, 0x10, true); // a key frame
  new DataView(idx.buffer).setUint32(8, 4, true);
  new DataView(idx.buffer).setUint32(12, frame.length, true);
  const body = concat([
    ascii('AVI '),
    riffChunk('LIST', concat([ascii('hdrl'), riffChunk('avih', avih)])),
    riffChunk('LIST', concat([ascii('movi'), riffChunk('00db', frame)])),
    riffChunk('idx1', idx),
  ]);
  return riffChunk('RIFF', body);
}

/** CRC-8 (polynomial 0x07) and CRC-16 (0x8005), as FLAC frames carry them. */
function crc(bytes: Uint8Array, bits: 8 | 16): number {
  const poly = bits === 8 ? 0x07 : 0x8005;
  const top = 1 << (bits - 1);
  const mask = (1 << bits) - 1;
  let c = 0;
  for (const b of bytes) {
    c ^= b << (bits - 8);
    for (let i = 0; i < 8; i++) c = c & top ? ((c << 1) ^ poly) & mask : (c << 1) & mask;
  }
  return c;
}

/** A mono 16-bit FLAC stream at 8 kHz: `frames` frames of 256 samples, each one CONSTANT subframe. */
export function flacAudio(seed: number, frames = 8): Uint8Array {
  const blockSize = 256;
  const streamInfo = new Uint8Array(34);
  const v = new DataView(streamInfo.buffer);
  v.setUint16(0, blockSize);
  v.setUint16(2, blockSize);
  // sample rate (20 bits) 8000, channels - 1 (3 bits) 0, bits per sample - 1 (5 bits) 15, total samples (36 bits)
  const total = frames * blockSize;
  v.setUint32(10, (8000 << 12) | (0 << 9) | (15 << 4) | Math.floor(total / 2 ** 32));
  v.setUint32(14, total >>> 0);
  const header = new Uint8Array([0x80, 0, 0, 34]); // last metadata block, STREAMINFO, 34 bytes
  const pieces = [ascii('fLaC'), header, streamInfo];
  for (let f = 0; f < frames; f++) {
    // sync, fixed block size; block size 256 (0b1000), sample rate 8 kHz (0b0100);
    // mono (0b0000), 16 bits (0b100), reserved 0; frame number (UTF-8 coded, below 128)
    const head = new Uint8Array([0xff, 0xf8, 0x84, 0x08, f]);
    const value = Math.round(8000 * Math.sin((f + 1) * (seed + 2)));
    const sub = new Uint8Array([0x00, (value >> 8) & 0xff, value & 0xff]); // CONSTANT subframe
    const frame = concat([head, new Uint8Array([crc(head, 8)]), sub]);
    const footer = crc(frame, 16);
    pieces.push(frame, new Uint8Array([footer >> 8, footer & 0xff]));
  }
  return concat(pieces);
}
