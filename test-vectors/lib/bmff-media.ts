/**
 * Small ISO BMFF files written by hand, the same on every run: an MP4 (and a MOV: the same boxes under
 * the QuickTime brand) with one video track, an M4A with one audio track, each `stco` pointing into
 * `mdat`; a HEIC with one `hvc1` item (the structure of a HEIF image: `meta` with `iloc` pointing into
 * `mdat`; the payload is not real HEVC, for there is no HEVC encoder here); and an AVIF from sharp (a
 * real AV1 image). The media bytes are a fixed pseudo-random sequence.
 */
import sharp from 'sharp';
import { concat } from '../../packages/core/src/c2pa/asset/bytes.js';

const ascii = (s: string) => new Uint8Array([...s].map((c) => c.charCodeAt(0)));

/** Big-endian unsigned integers of `size` bytes. */
function be(size: 1 | 2 | 4 | 8, ...values: number[]): Uint8Array {
  const out = new Uint8Array(size * values.length);
  const view = new DataView(out.buffer);
  values.forEach((v, i) => {
    if (size === 1) view.setUint8(i, v);
    else if (size === 2) view.setUint16(i * 2, v);
    else if (size === 4) view.setUint32(i * 4, v);
    else view.setBigUint64(i * 8, BigInt(v));
  });
  return out;
}

export function box(type: string, ...payload: Uint8Array[]): Uint8Array {
  const body = concat(payload);
  return concat([be(4, 8 + body.length), ascii(type), body]);
}

export function fullBox(type: string, version: number, flags: number, ...payload: Uint8Array[]): Uint8Array {
  return box(type, be(4, ((version << 24) | flags) >>> 0), ...payload);
}

/** A fixed pseudo-random byte sequence (xorshift32). */
export function noise(length: number, seed: number): Uint8Array {
  const out = new Uint8Array(length);
  let x = seed >>> 0 || 1;
  for (let i = 0; i < length; i++) {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    out[i] = x & 0xff;
  }
  return out;
}

const MATRIX = be(4, 0x10000, 0, 0, 0, 0x10000, 0, 0, 0, 0x40000000);

function ftyp(major: string, compatible: string[]): Uint8Array {
  return box('ftyp', ascii(major), be(4, 0x200), ...compatible.map(ascii));
}

interface TrackMedia {
  handler: 'vide' | 'soun';
  /** Sample sizes, in order; `samplesPerChunk` of them go in each chunk. */
  samples: number[];
  samplesPerChunk: number;
  timescale: number;
  sampleDelta: number;
}

/**
 * moov with one track whose chunks start at the given file offsets; `fragmented`: its sample tables
 * empty and an `mvex` (the samples are in the movie fragments).
 */
function moov(track: TrackMedia, chunkOffsets: number[], co64: boolean, fragmented = false): Uint8Array {
  const duration = track.samples.length * track.sampleDelta;
  const video = track.handler === 'vide';
  const sampleEntry = video
    ? box(
        'mp4v',
        new Uint8Array(6),
        be(2, 1), // data reference index
        new Uint8Array(16),
        be(2, 64, 48), // width, height
        be(4, 0x480000, 0x480000, 0),
        be(2, 1),
        new Uint8Array(32),
        be(2, 0x18, 0xffff),
      )
    : box(
        'mp4a',
        new Uint8Array(6),
        be(2, 1),
        new Uint8Array(8),
        be(2, 2, 16, 0, 0),
        be(4, track.timescale * 0x10000),
      );
  const chunks = chunkOffsets.length;
  const stbl = fragmented
    ? box(
        'stbl',
        fullBox('stsd', 0, 0, be(4, 1), sampleEntry),
        fullBox('stts', 0, 0, be(4, 0)),
        fullBox('stsc', 0, 0, be(4, 0)),
        fullBox('stsz', 0, 0, be(4, 0, 0)),
        fullBox('stco', 0, 0, be(4, 0)),
      )
    : box(
        'stbl',
        fullBox('stsd', 0, 0, be(4, 1), sampleEntry),
        fullBox('stts', 0, 0, be(4, 1, track.samples.length, track.sampleDelta)),
        fullBox('stsc', 0, 0, be(4, 1, 1, track.samplesPerChunk, 1)),
        fullBox('stsz', 0, 0, be(4, 0, track.samples.length, ...track.samples)),
        co64
          ? fullBox('co64', 0, 0, be(4, chunks), be(8, ...chunkOffsets))
          : fullBox('stco', 0, 0, be(4, chunks, ...chunkOffsets)),
      );
  const minf = box(
    'minf',
    video ? fullBox('vmhd', 0, 1, be(2, 0, 0, 0, 0)) : fullBox('smhd', 0, 0, be(4, 0)),
    box('dinf', fullBox('dref', 0, 0, be(4, 1), fullBox('url ', 0, 1))),
    stbl,
  );
  const mdia = box(
    'mdia',
    fullBox('mdhd', 0, 0, be(4, 0, 0, track.timescale, duration), be(2, 0x55c4, 0)),
    fullBox(
      'hdlr',
      0,
      0,
      be(4, 0),
      ascii(track.handler),
      new Uint8Array(12),
      ascii(video ? 'Video\0' : 'Sound\0'),
    ),
    minf,
  );
  const tkhd = fullBox(
    'tkhd',
    0,
    3,
    be(4, 0, 0, 1, 0, duration, 0, 0),
    be(2, 0, 0, video ? 0 : 0x100, 0),
    MATRIX,
    be(4, video ? 64 << 16 : 0, video ? 48 << 16 : 0),
  );
  const mvhd = fullBox(
    'mvhd',
    0,
    0,
    be(4, 0, 0, track.timescale, duration, 0x10000),
    be(2, 0x100, 0),
    new Uint8Array(8),
    MATRIX,
    new Uint8Array(24),
    be(4, 2),
  );
  if (!fragmented) return box('moov', mvhd, box('trak', tkhd, mdia));
  // mvex: one trex (track 1, sample description 1, no defaults)
  const mvex = box('mvex', fullBox('trex', 0, 0, be(4, 1, 1, 0, 0, 0)));
  return box('moov', mvhd, box('trak', tkhd, mdia), mvex);
}

/**
 * A fragmented MP4 (as a live encoder or a DASH/HLS packager writes it, in one file): `ftyp`, `moov`
 * with empty sample tables and an `mvex`, then one `moof` + `mdat` pair a fragment, each `moof` a
 * `mfhd` and a `traf` (`tfhd` with the base offset at the `moof`, `tfdt`, `trun` with the samples'
 * sizes and the offset of the first in `mdat`). `samplesPerFragment` of the video samples to a fragment.
 */
export function fragmentedMp4(seed = 7, fragments = 4, samplesPerFragment = 2): Uint8Array {
  const track: TrackMedia = { ...VIDEO, samples: [], samplesPerChunk: samplesPerFragment };
  const parts: Uint8Array[] = [ftyp('iso6', ['iso6', 'isom', 'dash', 'mp41']), moov(track, [], false, true)];
  for (let f = 0; f < fragments; f++) {
    const sizes = new Array(samplesPerFragment)
      .fill(0)
      .map((_, i) => 280 + (((f * samplesPerFragment + i) * 53) % 120) + (i === 0 ? 700 : 0));
    const data = noise(
      sizes.reduce((n, s) => n + s, 0),
      seed * 1000 + f + 1,
    );
    const traf = (dataOffset: number) =>
      box(
        'traf',
        // default-base-is-moof (0x020000): trun's offset counts from this moof
        fullBox('tfhd', 0, 0x020000, be(4, 1)),
        fullBox('tfdt', 1, 0, be(8, f * samplesPerFragment * VIDEO.sampleDelta)),
        // data-offset-present (0x1) and sample-size-present (0x200)
        fullBox('trun', 0, 0x000201, be(4, sizes.length, dataOffset, ...sizes)),
      );
    const moof = (dataOffset: number) => box('moof', fullBox('mfhd', 0, 0, be(4, f + 1)), traf(dataOffset));
    const moofSize = moof(0).length;
    parts.push(moof(moofSize + 8), box('mdat', data));
  }
  return concat(parts);
}

/** ftyp, moov, free, mdat (or ftyp, free, mdat, moov): a file with one track (the offsets computed for that layout). */
function movie(
  brands: [string, string[]],
  track: TrackMedia,
  seed: number,
  co64 = false,
  moovLast = false,
  largeMdat = false,
): Uint8Array {
  const data = noise(
    track.samples.reduce((n, s) => n + s, 0),
    seed,
  );
  const head = ftyp(...brands);
  const free = box('free', new Uint8Array(8));
  // The moov's size does not depend on the offsets' values: measure it once with zeros.
  const chunkCount = Math.ceil(track.samples.length / track.samplesPerChunk);
  const moovSize = moov(track, new Array(chunkCount).fill(0), co64).length;
  const mdatStart = head.length + (moovLast ? 0 : moovSize) + free.length;
  const offsets: number[] = [];
  let at = mdatStart + (largeMdat ? 16 : 8);
  for (let c = 0; c < chunkCount; c++) {
    offsets.push(at);
    for (const s of track.samples.slice(c * track.samplesPerChunk, (c + 1) * track.samplesPerChunk)) at += s;
  }
  // a 64-bit size (size 1, then the size after the type) when `largeMdat`, as files over 4 GB need
  const mdat = largeMdat
    ? concat([be(4, 1), ascii('mdat'), be(8, 16 + data.length), data])
    : box('mdat', data);
  return moovLast
    ? concat([head, free, mdat, moov(track, offsets, co64)])
    : concat([head, moov(track, offsets, co64), free, mdat]);
}

const VIDEO: TrackMedia = {
  handler: 'vide',
  samples: [1200, 300, 310, 290, 1180, 305, 295, 300],
  samplesPerChunk: 2,
  timescale: 600,
  sampleDelta: 20,
};

const AUDIO: TrackMedia = {
  handler: 'soun',
  samples: new Array(24).fill(0).map((_, i) => 180 + ((i * 37) % 40)),
  samplesPerChunk: 6,
  timescale: 44100,
  sampleDelta: 1024,
};

/**
 * An MP4 with one video track (4 chunks of 2 samples); `co64` writes 64-bit chunk offsets, `moovLast`
 * puts `moov` after `mdat` (as cameras write it), `largeMdat` gives `mdat` a 64-bit size.
 */
export const mp4 = (seed = 1, co64 = false, moovLast = false, largeMdat = false) =>
  movie(['isom', ['isom', 'iso2', 'mp41']], VIDEO, seed, co64, moovLast, largeMdat);

/** An MP4 with an XMP `uuid` box after `ftyp` naming a remote manifest (`dcterms:provenance`). */
export function mp4NamingRemoteManifest(url: string, seed = 6): Uint8Array {
  const file = mp4(seed);
  const ftypEnd = new DataView(file.buffer).getUint32(0);
  const xmp = ascii(
    `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dcterms="http://purl.org/dc/terms/" dcterms:provenance="${url}"/></rdf:RDF></x:xmpmeta>`,
  );
  const userType = new Uint8Array([
    0xbe, 0x7a, 0xcf, 0xcb, 0x97, 0xa9, 0x42, 0xe8, 0x9c, 0x71, 0x99, 0x94, 0x91, 0xe3, 0xaf, 0xac,
  ]);
  const uuid = box('uuid', userType, xmp);
  // every chunk offset moves by the box: rebuild with the offsets of the new layout
  const out = concat([file.subarray(0, ftypEnd), uuid, file.subarray(ftypEnd)]);
  const view = new DataView(out.buffer);
  const text = String.fromCharCode(...out.subarray(0, 2000));
  const stco = text.indexOf('stco') - 4;
  const count = view.getUint32(stco + 12);
  for (let i = 0; i < count; i++)
    view.setUint32(stco + 16 + 4 * i, view.getUint32(stco + 16 + 4 * i) + uuid.length);
  return out;
}
/** The MP4's boxes under the QuickTime brand. */
export const mov = (seed = 2) => movie(['qt  ', ['qt  ']], VIDEO, seed);
/** An M4A with one audio track (4 chunks of 6 samples). */
export const m4a = (seed = 3) => movie(['M4A ', ['M4A ', 'mp42', 'isom']], AUDIO, seed);

/** A HEIF image with brand `heic`: one `hvc1` item whose `iloc` extent points into `mdat`. */
export function heic(seed = 4): Uint8Array {
  const data = noise(2000, seed);
  const head = ftyp('heic', ['mif1', 'heic']);
  const meta = (offset: number) =>
    fullBox(
      'meta',
      0,
      0,
      fullBox('hdlr', 0, 0, be(4, 0), ascii('pict'), new Uint8Array(12), ascii('\0')),
      fullBox('pitm', 0, 0, be(2, 1)),
      fullBox('iinf', 0, 0, be(2, 1), fullBox('infe', 2, 0, be(2, 1, 0), ascii('hvc1'), ascii('\0'))),
      // version 0, offset and length 4 bytes, no base offset: one item, one extent
      fullBox('iloc', 0, 0, be(1, 0x44, 0x00), be(2, 1, 1, 0, 1), be(4, offset, data.length)),
      box(
        'iprp',
        box('ipco', box('hvcC', be(1, 1), new Uint8Array(22)), fullBox('ispe', 0, 0, be(4, 64, 48))),
        fullBox('ipma', 0, 0, be(4, 1), be(2, 1), be(1, 2, 0x81, 0x02)),
      ),
    );
  const metaSize = meta(0).length;
  return concat([head, meta(head.length + metaSize + 8), box('mdat', data)]);
}

/** An AVIF image from sharp (AV1): a gradient with a disc, the same on every run. */
export async function avif(seed = 5): Promise<Uint8Array> {
  const width = 48;
  const height = 32;
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const disc = (x - 24) ** 2 + (y - 16) ** 2 < 100;
      raw[i] = disc ? 220 : (x * 255) / width;
      raw[i + 1] = disc ? 90 + seed : (y * 255) / height;
      raw[i + 2] = (x * y + seed * 30) & 0xff;
    }
  }
  const out = await sharp(raw, { raw: { width, height, channels: 3 } })
    .avif({ quality: 60, effort: 0 })
    .toBuffer();
  return new Uint8Array(out);
}

/**
 * An MP4 with about `mediaBytes` of media data (samples of 256 kB, 4 to a chunk, 30 per second): for
 * the streamed read path and its bench.
 */
export function largeMp4(mediaBytes: number, seed = 21): Uint8Array {
  const sample = 256 * 1024;
  const count = Math.max(1, Math.ceil(mediaBytes / sample));
  const track: TrackMedia = {
    handler: 'vide',
    samples: new Array(count).fill(sample),
    samplesPerChunk: 4,
    timescale: 600,
    sampleDelta: 20,
  };
  return movie(['isom', ['isom', 'iso2', 'mp41']], track, seed);
}
