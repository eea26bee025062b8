import {
  createKeyResolver,
  decodeUnverifiedPayload,
  type KeyResolver,
  loadMediaSupport,
  parseReceiptReference,
  type ReceiptVerdict,
  readLicenseAssertion,
  SNIFF_BYTES,
  verifyContent,
  verifyReceipt,
  verifyReceiptReference,
} from '@tlp/core';
import type { FailureCode } from './explain.js';
import { allowedIssuer, type IssuerConfig, originOf } from './issuer.js';
import { type Outcome, type Source, statusOf } from './outcome.js';
import { withReadProgress } from './read-progress.js';
import { MAX_WHOLE_READ_BYTES, type MediaFormats, type Verifier } from './verifier.js';

const MIB = 1024 * 1024;

/**
 * Files of a format the library reads into memory whole (PNG, JPEG, WebP, WAV, MP3: every format but ISO
 * BMFF) above this size are refused before reading: the tab would hold all of it at once. A video or
 * audio container (MP4, MOV, M4A) and a HEIC or AVIF photo are read in slices, with no limit.
 */
const COMPACT_JWS = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*\.[A-Za-z0-9_-]*$/;

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

/** What a pasted text is. */
export type Pasted =
  | { kind: 'jws'; jws: string }
  | { kind: 'receipt_id'; id: string }
  | { kind: 'receipt_url'; id: string; origin: string }
  | { kind: 'receipt_object'; object: Record<string, unknown> }
  | { kind: 'unknown' };

export function classifyPasted(text: string): Pasted {
  const value = text.trim();
  const reference = parseReceiptReference(value);
  if (reference) {
    return reference.origin === undefined
      ? { kind: 'receipt_id', id: reference.id }
      : { kind: 'receipt_url', id: reference.id, origin: reference.origin };
  }
  if (originOf(value)) return { kind: 'unknown' };
  if (value.startsWith('{')) {
    try {
      const object: unknown = JSON.parse(value);
      if (object && typeof object === 'object' && !Array.isArray(object)) {
        return { kind: 'receipt_object', object: object as Record<string, unknown> };
      }
    } catch {
      // not JSON: fall through
    }
    return { kind: 'unknown' };
  }
  const compact = value.replace(/\s+/g, '');
  if (compact.startsWith('eyJ') || COMPACT_JWS.test(compact)) return { kind: 'jws', jws: compact };
  return { kind: 'unknown' };
}

/** The `iss` claim of a compact JWS, read without verifying (only to pick the issuer), or undefined. */
export function unverifiedIssuer(jws: unknown): unknown {
  return decodeUnverifiedPayload(jws)?.iss;
}

function shorten(text: string): string {
  return text.length > 40 ? `${text.slice(0, 24)}…${text.slice(-8)}` : text;
}

/** Verifies receipts, receipt IDs and images for one page, sharing one key cache per issuer. */
export class PageVerifier implements Verifier {
  private readonly resolvers = new Map<string, KeyResolver>();
  private anchors: Promise<string[]> | null = null;

  constructor(readonly config: IssuerConfig) {}

  private keys(issuer: string): KeyResolver {
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

  private outcome(
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

  private fail(source: Source, label: string, started: number, code: FailureCode, message: string): Outcome {
    return this.outcome(source, label, started, { failure: { code, message } });
  }

  private receiptOutcome(
    source: Source,
    label: string,
    started: number,
    issuer: string,
    verdict: ReceiptVerdict,
    object: Record<string, unknown> | null = null,
  ): Outcome {
    const failure = verdict.valid ? null : { code: verdict.code, message: verdict.message };
    return this.outcome(source, label, started, { issuer, failure, receipt: verdict, object });
  }

  /** A compact JWS, or a receipt object: verified against the allowed issuer it names. */
  async verifyReceiptInput(
    input: string | Record<string, unknown>,
    source: Source = typeof input === 'string' ? 'jws' : 'receipt_object',
  ): Promise<Outcome> {
    const started = performance.now();
    const jws = typeof input === 'string' ? input : input.jws;
    const label = typeof input === 'string' ? shorten(input) : String(input.id ?? 'receipt object');
    const iss = unverifiedIssuer(jws);
    const issuer = iss === undefined ? this.config.issuer : allowedIssuer(this.config, iss);
    if (!issuer) {
      return this.fail(
        source,
        label,
        started,
        'issuer_not_allowed',
        `the receipt names the issuer ${String(iss)}`,
      );
    }
    const verdict = await verifyReceipt(input, { issuer, mode: 'any', keys: this.keys(issuer) });
    return this.receiptOutcome(
      source,
      label,
      started,
      issuer,
      verdict,
      typeof input === 'string' ? null : input,
    );
  }

  /** Fetches `<issuer>/v1/receipts/<id>` (an allowed issuer only) and verifies the object against its JWS. */
  async verifyReceiptId(
    id: string,
    origin = this.config.issuer,
    source: Source = 'receipt_id',
  ): Promise<Outcome> {
    const started = performance.now();
    const issuer = allowedIssuer(this.config, origin);
    if (!issuer) {
      return this.fail(source, id, started, 'issuer_not_allowed', `the link points to ${origin}`);
    }
    const verdict = await verifyReceiptReference(id, {
      issuer,
      mode: 'any',
      keys: this.keys(issuer),
      fetch: this.config.fetch,
    });
    if (!verdict.valid && (verdict.code === 'not_found' || verdict.code === 'fetch_failed')) {
      return this.fail(source, id, started, verdict.code, verdict.message);
    }
    const { object, ...receipt } = verdict;
    const elsewhere = verdict.valid ? null : originOf(unverifiedIssuer(object?.jws));
    if (elsewhere && elsewhere !== issuer) {
      // The receipt was fetched from here, but another server issued it (a server reached at 127.0.0.1
      // that issues as localhost, say): its keys are not this origin's to check it with. Say so, rather
      // than "could not get the keys", and point at the issuer's own page.
      const here =
        issuer === this.config.origin
          ? `This page is served by ${issuer}`
          : `This page verifies receipts of ${issuer}`;
      return this.outcome(source, id, started, {
        issuer,
        object,
        failure: {
          code: 'issuer_elsewhere',
          message: `${here}, not by the receipt’s issuer ${elsewhere}`,
          issuerPage: `${elsewhere}/r/${encodeURIComponent(id)}`,
        },
      });
    }
    return this.receiptOutcome(source, id, started, issuer, receipt as ReceiptVerdict, object);
  }

  /** Whatever was pasted: a JWS, a receipt ID, a receipt URL, or a receipt object. */
  async verifyPasted(text: string): Promise<Outcome> {
    const pasted = classifyPasted(text);
    switch (pasted.kind) {
      case 'jws':
        return this.verifyReceiptInput(pasted.jws, 'jws');
      case 'receipt_object':
        return this.verifyReceiptInput(pasted.object, 'receipt_object');
      case 'receipt_id':
        return this.verifyReceiptId(pasted.id);
      case 'receipt_url':
        return this.verifyReceiptId(pasted.id, pasted.origin, 'receipt_url');
      default:
        return this.fail(
          'jws',
          shorten(text.trim()) || 'empty',
          performance.now(),
          'unsupported_input',
          'not recognized',
        );
    }
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
