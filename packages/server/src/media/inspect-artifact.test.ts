import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { mediaSample, SAMPLE_DURATION_MS } from '../../../../test-vectors/lib/media-samples.js';
import { pixelBomb } from '../../../../test-vectors/lib/pixel-bomb.js';
import { INLINE_AUDIO_LIMIT_MS, inspectArtifact } from './inspect-artifact.js';
import { wav } from './sample-media.js';

/** A PCM WAV of `seconds` of silence. */
const silence = (seconds: number) => wav(seconds * 1000, { silent: true });

/** Constant-bitrate MPEG-1 Layer III frames (128 kbit/s, 44.1 kHz) of silence: 1152 samples each. */
function mp3(frames: number): Uint8Array {
  const frame = Buffer.alloc(417);
  frame.writeUInt32BE(0xfffb9064, 0);
  return new Uint8Array(Buffer.concat(Array.from({ length: frames }, () => frame)));
}

/** The smallest MP4 a container parser reads a duration from: `ftyp` and `moov` with an `mvhd`. */
function mp4(seconds: number): Uint8Array {
  const box = (type: string, body: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(8 + body.length, 0);
    head.write(type, 4, 'latin1');
    return Buffer.concat([head, body]);
  };
  const ftyp = box(
    'ftyp',
    Buffer.concat([
      Buffer.from('isom', 'latin1'),
      Buffer.from([0, 0, 2, 0]),
      Buffer.from('isommp41', 'latin1'),
    ]),
  );
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(1000, 12); // timescale
  mvhd.writeUInt32BE(Math.round(seconds * 1000), 16); // duration
  mvhd.writeUInt32BE(0x00010000, 20);
  mvhd.writeUInt16BE(0x0100, 24);
  mvhd.writeUInt32BE(0x00010000, 36);
  mvhd.writeUInt32BE(0x00010000, 52);
  mvhd.writeUInt32BE(0x40000000, 68);
  mvhd.writeUInt32BE(2, 96);
  return new Uint8Array(Buffer.concat([ftyp, box('moov', box('mvhd', mvhd))]));
}

const image = (format: 'png' | 'jpeg' | 'webp') =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a7' } })
    [format]()
    .toBuffer()
    .then((b) => new Uint8Array(b));

describe('inspectArtifact', () => {
  it.each(['png', 'jpeg', 'webp'] as const)('decodes %s', async (format) => {
    expect(await inspectArtifact(await image(format), `image/${format}`)).toMatchObject({
      ok: true,
      width: 40,
      height: 30,
    });
  });

  it('media_unreadable for a truncated image, another format, or garbage', async () => {
    const png = await image('png');
    expect(await inspectArtifact(png.subarray(0, png.length - 30), 'image/png')).toMatchObject({
      code: 'media_unreadable',
    });
    expect(await inspectArtifact(png, 'image/jpeg')).toMatchObject({ code: 'media_unreadable' });
    expect(await inspectArtifact(new Uint8Array([1, 2, 3]), 'image/webp')).toMatchObject({
      code: 'media_unreadable',
    });
  });

  it('reads WAV durations; short speech is decided inline, long audio later', async () => {
    const short = await inspectArtifact(silence(2.5), 'audio/wav');
    expect(short).toMatchObject({ ok: true, durationMs: 2500 });
    const long = await inspectArtifact(silence(61), 'audio/wav');
    expect(long.ok && (long.durationMs ?? 0) > INLINE_AUDIO_LIMIT_MS).toBe(true);
    expect(await inspectArtifact(new Uint8Array(100), 'audio/wav')).toMatchObject({
      code: 'media_unreadable',
    });
  });

  it('reads MPEG audio durations', async () => {
    const result = await inspectArtifact(mp3(200), 'audio/mpeg');
    expect(result.ok).toBe(true);
    if (result.ok)
      expect(Math.abs((result.durationMs ?? 0) - Math.round((200 * 1152 * 1000) / 44100))).toBeLessThan(60);
  });

  it('reads MP4 durations', async () => {
    expect(await inspectArtifact(mp4(12.5), 'video/mp4')).toMatchObject({ ok: true, durationMs: 12500 });
    expect(await inspectArtifact(mp4(12.5).subarray(0, 40), 'video/mp4')).toMatchObject({
      code: 'media_unreadable',
    });
    expect(await inspectArtifact(new Uint8Array(64), 'video/mp4')).toMatchObject({
      code: 'media_unreadable',
    });
  });

  it.each(['image/avif', 'image/heif'] as const)('decodes %s (HEIF coded with AV1)', async (type) => {
    expect(await inspectArtifact(await mediaSample(type), type)).toMatchObject({
      ok: true,
      mediaType: type,
      width: 48,
      height: 32,
    });
  });

  it('media_unreadable for a HEIC coded with HEVC, saying what to send instead', async () => {
    const result = await inspectArtifact(await mediaSample('image/heic'), 'image/heic');
    expect(result).toMatchObject({ ok: false, code: 'media_unreadable' });
    expect(!result.ok && result.detail).toMatch(
      /^cannot decode image\/heic: this sandbox decodes HEIF images coded with AV1 \(AVIF\), not HEVC .*send the image as AVIF, PNG, JPEG or WebP, or send its digest/,
    );
    expect(await inspectArtifact(await mediaSample('image/png'), 'image/avif')).toMatchObject({
      code: 'media_unreadable',
    });
  });

  it.each(['video/quicktime', 'audio/mp4'] as const)('reads %s durations', async (type) => {
    const sample = await mediaSample(type);
    expect(await inspectArtifact(sample, type)).toMatchObject({
      ok: true,
      mediaType: type,
      durationMs: SAMPLE_DURATION_MS,
    });
    expect(await inspectArtifact(sample.subarray(0, 40), type)).toMatchObject({
      code: 'media_unreadable',
    });
  });

  it('reads a QuickTime movie that starts with its moov, without ftyp; MP4 needs the ftyp', async () => {
    const sample = await mediaSample('video/quicktime');
    const noFtyp = sample.subarray(new DataView(sample.buffer, sample.byteOffset).getUint32(0));
    expect(await inspectArtifact(noFtyp, 'video/quicktime')).toMatchObject({
      ok: true,
      durationMs: SAMPLE_DURATION_MS,
    });
    expect(await inspectArtifact(noFtyp, 'video/mp4')).toMatchObject({ code: 'media_unreadable' });
  });

  it('text must be UTF-8', async () => {
    expect(
      await inspectArtifact(new TextEncoder().encode('héllo'), 'text/plain; charset=utf-8'),
    ).toMatchObject({ ok: true });
    expect(await inspectArtifact(new Uint8Array([0xff, 0xfe, 0x80]), 'text/plain')).toMatchObject({
      code: 'media_unreadable',
    });
  });

  it('unsupported_media_type for anything else', async () => {
    expect(await inspectArtifact(new Uint8Array([1]), 'application/pdf')).toMatchObject({
      code: 'unsupported_media_type',
    });
    expect(await inspectArtifact(new Uint8Array([1]), 'image/gif')).toMatchObject({
      code: 'unsupported_media_type',
    });
  });

  it('media_unreadable before decoding an image that declares more pixels than the cap', async () => {
    const bomb = pixelBomb(10_000, 9_999);
    const result = await inspectArtifact(bomb, 'image/png');
    expect(result).toMatchObject({ ok: false, code: 'media_unreadable' });
    expect(!result.ok && result.detail).toMatch(/10000x9999 .*99990000 pixels.*40000000/);
    // The cap is an option: a small one refuses a small image, and an image at the cap is decoded.
    const small = await image('png'); // 40 x 30
    expect(await inspectArtifact(small, 'image/png', { maxPixels: 1199 })).toMatchObject({
      code: 'media_unreadable',
    });
    expect(await inspectArtifact(small, 'image/png', { maxPixels: 1200 })).toMatchObject({ ok: true });
  });

  it('media_unreadable from the frame header of a JPEG declaring 9,000 x 9,000 pixels', async () => {
    const jpeg = Buffer.from(await image('jpeg'));
    const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0])); // baseline frame: length, precision, height, width
    expect(sof).toBeGreaterThan(0);
    jpeg.writeUInt16BE(9000, sof + 5);
    jpeg.writeUInt16BE(9000, sof + 7);
    const result = await inspectArtifact(new Uint8Array(jpeg), 'image/jpeg');
    expect(result).toMatchObject({ ok: false, code: 'media_unreadable' });
    expect(!result.ok && result.detail).toContain('9000x9000 = 81000000 pixels');
  });

  it('inspecting a 290 KB PNG that declares 10,000 x 9,999 pixels grows the resident set by less than 100 MB', async () => {
    // In a child process, so that this suite's own memory does not hide or fake the growth.
    const code = `
      const { inspectArtifact } = await import(${JSON.stringify(here('./inspect-artifact.ts'))});
      const { pixelBomb } = await import(${JSON.stringify(here('../../../../test-vectors/lib/pixel-bomb.ts'))});
      const bomb = pixelBomb(10_000, 9_999);
      const before = process.resourceUsage().maxRSS;
      const result = await inspectArtifact(bomb, 'image/png');
      console.log(JSON.stringify({ result, grownKb: process.resourceUsage().maxRSS - before }));
    `;
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', code],
      { cwd: here('../../../..') },
    );
    const { result, grownKb } = JSON.parse(stdout) as { result: { code?: string }; grownKb: number };
    expect(grownKb).toBeLessThan(100 * 1024);
    expect(result.code).toBe('media_unreadable');
  });
});

function here(relative: string): string {
  return fileURLToPath(new URL(relative, import.meta.url));
}
