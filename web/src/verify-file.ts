import {
  createKeyResolver,
  decodeUnverifiedPayload,
  type KeyResolver,
  loadMediaSupport,
  readLicenseAssertion,
  SNIFF_BYTES,
  verifyContent,
} from '@tlp/core';
import type { FailureCode } from './explain.js';
import { allowedIssuer, type IssuerConfig } from './issuer.js';
import { type Outcome, type Source, statusOf } from './outcome.js';
import { withReadProgress } from './read-progress.js';
import { MAX_WHOLE_READ_BYTES, type MediaFormats } from './verifier.js';

const MIB = 1024 * 1024;

/** Short names of media types, for the page's sentences; others are named by their subtype. */
const FORMAT_NAMES: Readonly<Record<string, string>> = {
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/webp': 'WebP',
  'image/avif': 'AVIF',
  'image/heic': 'HEIC',
  'image/heif': 'HEIF',
  'video/mp4': 'MP4',
  'video/quicktime': 'MOV',
  'audio/mp4': 'M4A',
  'audio/wav': 'WAV',
  'audio/mpeg': 'MP3',
};

/** `PNG` for `image/png`, `MOV` for `video/quicktime`; an unknown type by its subtype (`image/jxl` → `JXL`). */
export function formatName(mediaType: string): string {
  return FORMAT_NAMES[mediaType] ?? (mediaType.split('/')[1] ?? mediaType).toUpperCase();
}

/** The `iss` claim of a compact JWS, read without verifying (only to pick the issuer), or undefined. */
export function unverifiedIssuer(jws: unknown): unknown {
  return decodeUnverifiedPayload(jws)?.iss;
}

/**
 * Verifies the files of one page (images, videos, audio files), sharing one key cache per issuer: what the
 * page's verifier worker runs, without the page's receipt paths ({@link PageVerifier} in verify.ts adds them).
 */
export class FileVerifier {
  private readonly resolvers = new Map<string, KeyResolver>();
  private anchors: Promise<string[]> | null = null;

  constructor(readonly config: IssuerConfig) {}

  protected keys(issuer: string): KeyResolver {
    let keys = this.resolvers.get(issuer);
    if (!keys) {
      keys = createKeyResolver({ issuer, fetch: this.config.fetch });
      this.resolvers.set(issuer, keys);
    }
    return keys;
  }

  /** The PEM trust anchors for C2PA signers, fetched once; none if not configured or unreachable. */
  trustAnchors(): Promise<string[]> {
    const url = this.config.trustAnchorsUrl;
    if (!url) return Promise.resolve([]);
    this.anchors ??= this.config
      .fetch(url)
      .then((r) => (r.ok ? r.text() : ''))
      .then((pem) => pem.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? [])
      .catch(() => []);
    return this.anchors;
  }

  /**
   * The names of the formats the library verifies (`PNG`, `JPEG`, …), from its container formats
   * registry, and those of them it reads into memory whole (refused above {@link MAX_WHOLE_READ_BYTES});
   * the others are read in slices, at any size. Loads the C2PA library, as {@link warmUp} does.
   */
  async formats(): Promise<MediaFormats> {
    const media = await loadMediaSupport();
    return {
      names: media.mediaTypes.map(formatName),
      readWhole: media.mediaTypes.filter((t) => !media.readsInSlices(t)).map(formatName),
    };
  }

  /** Starts loading the C2PA library (on the first sign that a file is coming), so the verdict is faster. */
  warmUp(): void {
    void readLicenseAssertion(new Uint8Array(0));
    void this.trustAnchors();
  }

  protected outcome(
    source: Source,
    label: string,
    started: number,
    parts: Partial<Pick<Outcome, 'issuer' | 'failure' | 'receipt' | 'content' | 'object'>>,
  ): Outcome {
    const failure = parts.failure ?? null;
    const receipt = parts.receipt ?? null;
    const content = parts.content ?? null;
    return {
      source,
      label,
      issuer: parts.issuer ?? null,
      status: statusOf(failure, receipt, content),
      failure,
      receipt,
      content,
      object: parts.object ?? null,
      elapsedMs: Math.round(performance.now() - started),
    };
  }

  protected fail(
    source: Source,
    label: string,
    started: number,
    code: FailureCode,
    message: string,
  ): Outcome {
    return this.outcome(source, label, started, { failure: { code, message } });
  }

  /**
   * An image, a video or an audio file, of any format the library reads (by its bytes): its C2PA
   * manifest, the license assertion, the receipt in it, and the bytes it names. The `File` itself goes
   * to the library, never a copy: a video or audio container (MP4, MOV, M4A, HEIC, AVIF) is read from it
   * in slices, whatever its size; a format the library reads whole is refused above
   * {@link MAX_WHOLE_READ_BYTES}. The file is read once: verified against the page's issuer, and again
   * only when its receipt names another allowed issuer. `onProgress` hears of each slice read.
   */
  async verifyImage(
    file: Blob & { name?: string },
    onProgress?: (readBytes: number, size: number) => void,
  ): Promise<Outcome> {
    const started = performance.now();
    const counted = onProgress ? withReadProgress(file, onProgress) : file;
    const label = file.name ?? 'file';
    const [media, head, trustAnchors] = await Promise.all([
      loadMediaSupport().catch(() => null),
      file
        .slice(0, SNIFF_BYTES)
        .arrayBuffer()
        .then(
          (b) => new Uint8Array(b),
          () => null,
        ),
      this.trustAnchors(),
    ]);
    const mediaType = media && head ? media.detect(head) : null;
    if (mediaType && !media!.readsInSlices(mediaType) && file.size > MAX_WHOLE_READ_BYTES) {
      return this.fail(
        'image',
        label,
        started,
        'file_too_large',
        `a ${formatName(mediaType)} file of ${file.size} bytes: ${formatName(mediaType)} is read into memory whole, up to ${MAX_WHOLE_READ_BYTES / MIB} MB`,
      );
    }
    const verify = (issuer: string) =>
      verifyContent(counted, { issuer, mode: 'any', keys: this.keys(issuer), trustAnchors });
    let issuer = this.config.issuer;
    let content = await verify(issuer);
    // The receipt is verified (content.receipt set) only once the manifest was read and found valid;
    // its `iss`, unverified, says whether it should have been against another allowed issuer.
    const iss = content.receipt ? unverifiedIssuer(content.assertion?.receipt) : undefined;
    if (iss !== undefined && allowedIssuer(this.config, iss) !== issuer) {
      const other = allowedIssuer(this.config, iss);
      if (!other) {
        // Nothing is fetched from that issuer: the manifest's details are shown as read.
        const failure = {
          code: 'issuer_not_allowed' as const,
          message: `the embedded receipt names the issuer ${String(iss)}`,
        };
        return this.outcome('image', label, started, { issuer: null, failure, content });
      }
      issuer = other;
      content = await verify(issuer);
    }
    const failure = content.valid ? null : { code: content.code, message: content.message };
    return this.outcome('image', label, started, {
      issuer,
      failure,
      receipt: content.receipt,
      content,
    });
  }
}
