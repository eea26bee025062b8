/**
 * Plain audio and video written byte by byte (no encoder needed), small and the same on every run: the
 * sandbox's sample media and the test vectors' samples (test-vectors/lib/media-samples.ts) both use them.
 */

/** The duration of the audio and video samples. */
export const SAMPLE_DURATION_MS = 2000;

/** The frame size the video samples declare (the test vectors' images have it too). */
export const SAMPLE_WIDTH = 48;
export const SAMPLE_HEIGHT = 32;
const WIDTH = SAMPLE_WIDTH;
const HEIGHT = SAMPLE_HEIGHT;

/**
 * A 16-bit mono PCM WAV at `rate` Hz lasting `durationMs`: a 440 Hz tone (the samples), or silence with
 * `silent`.
 */
export function wav(durationMs = SAMPLE_DURATION_MS, { rate = 8000, silent = false } = {}): Uint8Array {
  const samples = Math.round((rate * durationMs) / 1000);
  const b = Buffer.alloc(44 + samples * 2);
  b.write('RIFF', 0, 'latin1');
  b.writeUInt32LE(36 + samples * 2, 4);
  b.write('WAVEfmt ', 8, 'latin1');
  b.writeUInt32LE(16, 16);
  b.writeUInt16LE(1, 20);
  b.writeUInt16LE(1, 22);
  b.writeUInt32LE(rate, 24);
  b.writeUInt32LE(rate * 2, 28);
  b.writeUInt16LE(2, 32);
  b.writeUInt16LE(16, 34);
  b.write('data', 36, 'latin1');
  b.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples && !silent; i++)
    b.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / rate)), 44 + i * 2);
  return new Uint8Array(b);
}

function box(type: string, ...bodies: Buffer[]): Buffer {
  const body = Buffer.concat(bodies);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
}

/** A full box: version 0, flags, then the fields (32-bit big-endian each unless a Buffer). */
function fullBox(type: string, flags: number, ...fields: Array<number | Buffer>): Buffer {
  const parts = fields.map((f) => {
    if (Buffer.isBuffer(f)) return f;
    const b = Buffer.alloc(4);
    b.writeUInt32BE(f >>> 0, 0);
    return b;
  });
  const head = Buffer.alloc(4);
  head.writeUInt32BE(flags & 0xffffff, 0);
  return box(type, head, ...parts);
}

const MATRIX = Buffer.from(
  [0x10000, 0, 0, 0, 0x10000, 0, 0, 0, 0x40000000].flatMap((v) => [
    (v >>> 24) & 0xff,
    (v >>> 16) & 0xff,
    (v >>> 8) & 0xff,
    v & 0xff,
  ]),
);

/**
 * An ISO BMFF movie: `ftyp`, a `moov` with one track whose sample table points (`stco`) into the
 * `mdat` after it. The samples are not coded media (no decoder shows them) but every container parser
 * reads the file, its duration and its sample offsets.
 */
export function bmff(brands: string[], handler: 'vide' | 'soun', mdatBytes = 1280): Uint8Array {
  const timescale = 1000;
  const samples = 20;
  const sampleSize = Math.ceil(mdatBytes / samples);
  const ftyp = box(
    'ftyp',
    Buffer.from(brands[0]!, 'latin1'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from(brands.join(''), 'latin1'),
  );
  const mvhd = fullBox(
    'mvhd',
    0,
    0,
    0,
    timescale,
    SAMPLE_DURATION_MS,
    0x10000,
    Buffer.from([1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
    MATRIX,
    Buffer.alloc(24),
    2,
  );
  const tkhd = fullBox(
    'tkhd',
    3,
    0,
    0,
    1,
    0,
    SAMPLE_DURATION_MS,
    Buffer.alloc(8),
    Buffer.from([0, 0, 0, 0, handler === 'soun' ? 1 : 0, 0, 0, 0]),
    MATRIX,
    handler === 'vide' ? WIDTH << 16 : 0,
    handler === 'vide' ? HEIGHT << 16 : 0,
  );
  const mdhd = fullBox('mdhd', 0, 0, 0, timescale, SAMPLE_DURATION_MS, Buffer.from([0x55, 0xc4, 0, 0]));
  const hdlr = fullBox(
    'hdlr',
    0,
    0,
    Buffer.from(handler, 'latin1'),
    Buffer.alloc(12),
    Buffer.from('tlp\0', 'latin1'),
  );
  const header = handler === 'vide' ? fullBox('vmhd', 1, Buffer.alloc(8)) : fullBox('smhd', 0, 0);
  const dinf = box('dinf', fullBox('dref', 0, 1, fullBox('url ', 1)));
  const stblOf = (mdatData: number) =>
    box(
      'stbl',
      fullBox('stsd', 0, 0),
      fullBox('stts', 0, 1, samples, SAMPLE_DURATION_MS / samples),
      fullBox('stsc', 0, 1, 1, samples, 1),
      fullBox('stsz', 0, sampleSize, samples),
      fullBox('stco', 0, 1, mdatData),
    );
  const moovOf = (mdatData: number) =>
    box(
      'moov',
      mvhd,
      box('trak', tkhd, box('mdia', mdhd, hdlr, box('minf', header, dinf, stblOf(mdatData)))),
    );
  const moovLength = moovOf(0).length;
  const data = Buffer.alloc(samples * sampleSize);
  for (let i = 0; i < data.length; i++) data[i] = (i * 31 + (i >>> 12)) & 0xff;
  const moov = moovOf(ftyp.length + moovLength + 8);
  return new Uint8Array(Buffer.concat([ftyp, moov, box('mdat', data)]));
}
