/**
 * Small WAV, MP3 and WebP files synthesised in code, the same on every run: what the RIFF and MP3 tests
 * and vectors embed into, read and strip. WAV: 16-bit mono PCM at 8 kHz, a tone. MP3: MPEG-1 Layer III
 * frames (128 kbit/s, 44.1 kHz) with empty side information (silence to a decoder) and a deterministic
 * ancillary payload, optionally behind an ID3v2.3 tag. WebP: sharp's encoding of a computed picture.
 */
import sharp from 'sharp';

/** A WAV file of `samples` 16-bit samples (8 kHz, mono): a tone whose pitch depends on `seed`. */
export function wavAudio(seed: number, samples = 2000): Uint8Array {
  const b = Buffer.alloc(44 + samples * 2);
  b.write('RIFF', 0, 'latin1');
  b.writeUInt32LE(36 + samples * 2, 4);
  b.write('WAVEfmt ', 8, 'latin1');
  b.writeUInt32LE(16, 16); // fmt chunk size
  b.writeUInt16LE(1, 20); // PCM
  b.writeUInt16LE(1, 22); // mono
  b.writeUInt32LE(8000, 24); // sample rate
  b.writeUInt32LE(16000, 28); // byte rate
  b.writeUInt16LE(2, 32); // block align
  b.writeUInt16LE(16, 34); // bits per sample
  b.write('data', 36, 'latin1');
  b.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i++) {
    b.writeInt16LE(Math.round(8000 * Math.sin((i * (seed + 2)) / 7)), 44 + 2 * i);
  }
  return new Uint8Array(b);
}

/** Bytes of one MPEG-1 Layer III frame at 128 kbit/s and 44.1 kHz, header included. */
export const MP3_FRAME_LENGTH = 417;
/** Header (4 bytes) and side information (32 bytes, stereo) of an MP3 frame. */
const MP3_FRAME_HEADERS = 36;

/** `frames` MPEG audio frames: silent (zero side information), with a payload that depends on `seed`. */
export function mp3Frames(seed: number, frames = 8): Uint8Array {
  const out = new Uint8Array(frames * MP3_FRAME_LENGTH);
  for (let f = 0; f < frames; f++) {
    const at = f * MP3_FRAME_LENGTH;
    out.set([0xff, 0xfb, 0x90, 0x00], at); // sync, MPEG-1 Layer III, no CRC; 128 kbit/s, 44.1 kHz
    for (let i = MP3_FRAME_HEADERS; i < MP3_FRAME_LENGTH; i++)
      out[at + i] = (f * 31 + i * 7 + seed * 13) & 0xff;
  }
  return out;
}

/** An ID3v2 tag of version 2.`major` with a title (`TIT2`) and `padding` zero bytes. */
export function id3v2Tag(major: 3 | 4, title: string, padding = 0): Uint8Array {
  const text = Buffer.from(`\0${title}`, 'latin1'); // encoding ISO-8859-1, then the text
  const frame = Buffer.alloc(10 + text.length);
  frame.write('TIT2', 0, 'latin1');
  if (major === 4) frame.set(synchsafe(text.length), 4);
  else frame.writeUInt32BE(text.length, 4);
  text.copy(frame, 10);
  const header = Buffer.from([0x49, 0x44, 0x33, major, 0, 0, ...synchsafe(frame.length + padding)]);
  return new Uint8Array(Buffer.concat([header, frame, Buffer.alloc(padding)]));
}

/** An ID3v2.3 tag with a title (`TIT2`) and `padding` zero bytes. */
export function id3v23Tag(title: string, padding = 0): Uint8Array {
  return id3v2Tag(3, title, padding);
}

const synchsafe = (n: number) => [(n >> 21) & 0x7f, (n >> 14) & 0x7f, (n >> 7) & 0x7f, n & 0x7f];

/** An MP3 file: `mp3Frames(seed)`, behind an ID3v2.3 (or `major` 4) tag with 32 bytes of padding when `title` is given. */
export function mp3Audio(seed: number, title?: string, major: 3 | 4 = 3): Uint8Array {
  const frames = mp3Frames(seed);
  return title === undefined ? frames : new Uint8Array(Buffer.concat([id3v2Tag(major, title, 32), frames]));
}

/** A small WebP (lossy `VP8 `, or lossless `VP8L`) of a computed picture that depends on `seed`. */
export async function webpImage(seed: number, lossless = false): Promise<Uint8Array> {
  const width = 48;
  const height = 32;
  const data = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      data[i] = (x * 255) / width;
      data[i + 1] = (y * 255) / height;
      data[i + 2] = (x * y + seed * 40) & 0xff;
    }
  }
  const image = sharp(data, { raw: { width, height, channels: 3 } });
  return new Uint8Array(await image.webp(lossless ? { lossless: true } : { quality: 80 }).toBuffer());
}
