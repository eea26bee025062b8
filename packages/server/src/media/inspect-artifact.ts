import { parseBuffer } from 'music-metadata';
import sharp from 'sharp';
import { DEFAULT_MAX_IMAGE_PIXELS } from '../config/server.js';
import { mp4DurationMs } from './mp4-duration.js';

/** Media types the sandbox accepts for generations (sandbox-fixtures.md, "Running the server"). */
export const ACCEPTED_MEDIA_TYPES = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/avif',
  'image/heic',
  'image/heif',
  'text/plain',
  'audio/wav',
  'audio/mpeg',
  'audio/mp4',
  'video/mp4',
  'video/quicktime',
] as const;
export type AcceptedMediaType = (typeof ACCEPTED_MEDIA_TYPES)[number];

export interface InspectOptions {
  /** Most pixels (width x height) an image may declare in its header (default {@link DEFAULT_MAX_IMAGE_PIXELS}). */
  maxPixels?: number;
}

/** Longest speech or audio decided within the request; longer, and video, answer `checking`. */
export const INLINE_AUDIO_LIMIT_MS = 60_000;

export type ArtifactInspection =
  | {
      ok: true;
      mediaType: AcceptedMediaType;
      durationMs: number | null;
      width: number | null;
      height: number | null;
    }
  | { ok: false; code: 'unsupported_media_type' | 'media_unreadable'; detail: string };

const SHARP_FORMAT: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/webp': 'webp',
  // libvips reads every HEIF (AVIF included) as `heif`; its prebuilt libheif decodes AV1, not HEVC.
  'image/avif': 'heif',
  'image/heic': 'heif',
  'image/heif': 'heif',
};
/** ISO BMFF media: the duration comes from the movie header. QuickTime files may lack `ftyp`. */
const BMFF: Record<string, { ftyp: boolean }> = {
  'video/mp4': { ftyp: true },
  'video/quicktime': { ftyp: false },
  'audio/mp4': { ftyp: true },
};
/**
 * Why a HEIF image did not decode: most HEIC files (iPhone photos) are coded with HEVC, which the
 * sandbox's decoder does not have (docs/decisions/).
 */
const HEIF_UNREADABLE =
  'this sandbox decodes HEIF images coded with AV1 (AVIF), not HEVC (most HEIC photos): send the image as AVIF, PNG, JPEG or WebP, or send its digest without artifact.data';
const AUDIO_CONTAINER: Record<string, string[]> = {
  'audio/wav': ['WAVE'],
  'audio/mpeg': ['MPEG'],
};

/** The media type without parameters, lowercased (`Image/PNG; q=1` → `image/png`). */
export function essence(mediaType: string): string {
  return mediaType.split(';')[0]?.trim().toLowerCase() ?? '';
}

export function isAccepted(mediaType: string): mediaType is AcceptedMediaType {
  return (ACCEPTED_MEDIA_TYPES as readonly string[]).includes(mediaType);
}

/**
 * Reads the bytes as their declared media type, for real: images are fully decoded (a truncated or
 * corrupt image fails, not just a bad header), text must be UTF-8, audio and video durations come
 * from the container. An image whose header declares more than `maxPixels` pixels is refused
 * (`media_unreadable`) before a pixel is decoded: a few hundred kilobytes of PNG can declare
 * 100 megapixels, 300 MB once decoded. Never throws.
 */
export async function inspectArtifact(
  bytes: Uint8Array,
  declared: string,
  options: InspectOptions = {},
): Promise<ArtifactInspection> {
  return (await startInspection(bytes, declared, options)).inspection;
}

/** An inspection under way: `inspection` settles once the work left (an image's decoding) is done. */
export interface StartedInspection {
  inspection: Promise<ArtifactInspection>;
}

/**
 * {@link inspectArtifact} in two steps, so that a caller can work while an image is decoded: resolves
 * once an image's header is read and checked and the decoding of its pixels started on libuv's threads
 * (the decoding goes on whatever this thread does), with the inspection to await. Never rejects.
 */
export async function startInspection(
  bytes: Uint8Array,
  declared: string,
  options: InspectOptions = {},
): Promise<StartedInspection> {
  const maxPixels = options.maxPixels ?? DEFAULT_MAX_IMAGE_PIXELS;
  const mediaType = essence(declared);
  const done = (inspection: ArtifactInspection): StartedInspection => ({
    inspection: Promise.resolve(inspection),
  });
  if (!isAccepted(mediaType)) {
    return done({
      ok: false,
      code: 'unsupported_media_type',
      detail: `${declared} is not accepted; send one of ${ACCEPTED_MEDIA_TYPES.join(', ')}`,
    });
  }
  const unreadable = (detail: string): ArtifactInspection => ({
    ok: false,
    code: 'media_unreadable',
    detail,
  });
  const cannotDecode = (error: unknown) => {
    const reason = (error as Error).message;
    if (mediaType === 'image/heic' || mediaType === 'image/heif')
      return unreadable(`cannot decode ${mediaType}: ${HEIF_UNREADABLE} (decoder: ${reason})`);
    return unreadable(`cannot decode ${mediaType}: ${reason}`);
  };
  const format = SHARP_FORMAT[mediaType];
  if (format) {
    try {
      // The header only, nothing decoded: its dimensions are checked here, with a message that says so.
      const meta = await sharp(bytes, { failOn: 'error', limitInputPixels: false }).metadata();
      if (meta.format !== format)
        return done(unreadable(`the bytes are ${meta.format ?? 'not an image'}, not ${mediaType}`));
      const pixels = (meta.width ?? 0) * (meta.height ?? 0);
      if (pixels > maxPixels) {
        return done(
          unreadable(
            `the image declares ${meta.width}x${meta.height} = ${pixels} pixels, above the limit of ${maxPixels} pixels: send a smaller image`,
          ),
        );
      }
      // Decodes every pixel; libvips refuses past the limit too, should a header say otherwise.
      const decoding = sharp(bytes, { failOn: 'error', limitInputPixels: maxPixels }).raw().toBuffer();
      return {
        inspection: decoding.then(
          (): ArtifactInspection => ({
            ok: true,
            mediaType,
            durationMs: null,
            width: meta.width ?? null,
            height: meta.height ?? null,
          }),
          cannotDecode,
        ),
      };
    } catch (error) {
      return done(cannotDecode(error));
    }
  }
  return done(await inspectOther(bytes, mediaType, unreadable).catch(cannotDecode));
}

/** Text, video and audio: read on this thread (text, MP4, MOV, M4A) or parsed from the container (WAV, MP3). */
async function inspectOther(
  bytes: Uint8Array,
  mediaType: AcceptedMediaType,
  unreadable: (detail: string) => ArtifactInspection,
): Promise<ArtifactInspection> {
  if (mediaType === 'text/plain') {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return { ok: true, mediaType, durationMs: null, width: null, height: null };
  }
  const bmff = BMFF[mediaType];
  if (bmff) {
    const ms = mp4DurationMs(bytes, { requireFtyp: bmff.ftyp });
    if (ms === null || ms <= 0) return unreadable(`no ${mediaType} movie header with a duration`);
    return { ok: true, mediaType, durationMs: ms, width: null, height: null };
  }
  const meta = await parseBuffer(
    bytes,
    { mimeType: mediaType, size: bytes.length },
    { duration: true, skipCovers: true },
  );
  const container = meta.format.container ?? '';
  const expected = AUDIO_CONTAINER[mediaType] ?? [];
  if (!expected.some((c) => container.toLowerCase().startsWith(c.toLowerCase()))) {
    return unreadable(`the bytes are ${container || 'not a known container'}, not ${mediaType}`);
  }
  const seconds = meta.format.duration;
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds <= 0)
    return unreadable('no duration in the media');
  return { ok: true, mediaType, durationMs: Math.round(seconds * 1000), width: null, height: null };
}
