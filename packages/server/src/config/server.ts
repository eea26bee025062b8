import { ISCC_MATCH_THRESHOLD } from '@tlp/core/fingerprint';

export interface ServerConfig {
  /** Public origin, the `iss` of every token and receipt; no trailing slash. */
  origin: string;
  /** Origin of the documentation used in error `type` URLs (`<origin>/docs` by default). */
  docsUrl: string;
  /** Service name in the C2PA label `ai.<service>.license`. */
  service: string;
  /** False turns the token buckets off (benchmarks only). */
  rateLimits: boolean;
  /** Largest JSON body accepted, in bytes (10 MiB). */
  maxBodyBytes: number;
  /**
   * Most pixels an image artifact may declare (40 megapixels): above it, `media_unreadable` from the
   * header, before any decoding (`TLP_MAX_IMAGE_PIXELS`).
   */
  maxImagePixels: number;
  /**
   * How slowly a request body may arrive: past `graceMs` it must average `minBytesPerSecond`, and it must
   * end within `timeoutMs` (10 s, 4 KiB/s, 120 s: a 10 MiB body fits at 87 KiB/s). Past either, 408
   * `request_timeout`.
   */
  bodyRate: BodyRate;
  /** Folder of the built web verifier served at `/` and `/r/<id>`; null serves none. */
  webRoot: string | null;
  /** Folder of the built publisher embed served at `/embed/…` (and the demo at `/embed-demo`); null serves none. */
  embedRoot: string | null;
  /**
   * How long an `Idempotency-Key` claimed by another server run stays in use while it runs (60 s): past
   * it, a claim whose process died mid-request (another host, on PostgreSQL) is taken over by a retry.
   */
  idempotencyLeaseMs: number;
  /**
   * Addresses and CIDR ranges of reverse proxies whose `Forwarded` / `X-Forwarded-For` is believed for
   * per-address limits (`TLP_TRUSTED_PROXIES`, comma-separated). Empty by default: proxy headers are
   * ignored and the client is the socket's peer.
   */
  trustedProxies: readonly string[];
  /**
   * The distance, in bits of the 64-bit image code, within which the soft binding resolution API matches a
   * stored image: the fingerprint's threshold (`ISCC_MATCH_THRESHOLD`), or less (`TLP_MATCH_DISTANCE`).
   */
  matchDistance: number;
}

/** Bounds on the arrival of a request body (see {@link ServerConfig.bodyRate}). */
export interface BodyRate {
  graceMs: number;
  minBytesPerSecond: number;
  timeoutMs: number;
}

export const DEFAULT_BODY_RATE: BodyRate = { graceMs: 10_000, minBytesPerSecond: 4096, timeoutMs: 120_000 };

export const CURRENT_VERSION = '2026-10-15';
export const SUPPORTED_VERSIONS: readonly string[] = [CURRENT_VERSION];
export const PROTOCOL_VERSIONS: readonly string[] = ['1.0'];
export const MAX_BODY_BYTES = 10 * 1024 * 1024;
/**
 * Most pixels an image may declare (40 megapixels): above it the image is refused from its header,
 * before any decoding. It holds an 8K frame (7680 x 4320, 33 megapixels) and the largest outputs of
 * image models and their upscalers; decoding one at the cap takes at most 160 MB (4 bytes a pixel).
 */
export const DEFAULT_MAX_IMAGE_PIXELS = 40_000_000;

/** The service name in the C2PA label `ai.<service>.license` (`TLP_SERVICE`). */
export const DEFAULT_SERVICE = 'tlp';

export function defaultConfig(origin: string, overrides: Partial<ServerConfig> = {}): ServerConfig {
  const o = origin.replace(/\/+$/, '');
  return {
    origin: o,
    docsUrl: `${o}/docs`,
    service: DEFAULT_SERVICE,
    rateLimits: true,
    maxBodyBytes: MAX_BODY_BYTES,
    maxImagePixels: DEFAULT_MAX_IMAGE_PIXELS,
    bodyRate: DEFAULT_BODY_RATE,
    webRoot: null,
    embedRoot: null,
    idempotencyLeaseMs: 60_000,
    trustedProxies: [],
    matchDistance: ISCC_MATCH_THRESHOLD,
    ...overrides,
  };
}
