import createFetchClient, { type Client } from 'openapi-fetch';
import { TlpError } from './errors.js';
import { DEFAULT_RETRY, newIdempotencyKey, type RetryOptions, retryingFetch } from './retry.js';
import type { components, operations, paths } from './schema.js';

export type { ErrorCode, Problem } from './errors.js';
export { isRetryableCode, RETRYABLE_CODES, TlpConnectionError, TlpError } from './errors.js';
export { newIdempotencyKey, retryAfterMs, shouldRetry } from './retry.js';
export type { components, operations, paths } from './schema.js';

type Schemas = components['schemas'];
export type Account = Schemas['Account'];
export type License = Schemas['License'];
export type LicenseList = Schemas['LicenseList'];
export type Facet = Schemas['Facet'];
export type Check = Schemas['Check'];
export type Generation = Schemas['Generation'];
export type Receipt = Schemas['Receipt'];
export type Verification = Schemas['Verification'];
export type Discovery = Schemas['Discovery'];
export type Jwks = Schemas['Jwks'];
export type Reason = Schemas['Reason'];
export type Obligation = Schemas['Obligation'];
export type CheckCreateRequest = Schemas['CheckCreateRequest'];
export type GenerationCreateRequest = Schemas['GenerationCreateRequest'];
export type VerificationCreateRequest = Schemas['VerificationCreateRequest'];
export type LicenseListQuery = NonNullable<operations['listLicenses']['parameters']['query']>;
export type ApiKey = Schemas['ApiKey'];
export type SoftBindingAlgList = Schemas['SoftBindingAlgList'];
export type SoftBindingQueryResult = Schemas['SoftBindingQueryResult'];
export type TestClock = Schemas['TestClock'];

/** The dated version this client's types were generated for; sent as `Service-Version` by default. */
export const SERVICE_VERSION = '2026-10-15';

export interface TlpClientOptions {
  /** The service's origin, for example `http://localhost:8787` (the API is under `/v1`). */
  baseUrl: string;
  /** A secret key, `rk_test_…` or `rk_live_…`; none for the public calls (receipts, verifications). */
  apiKey?: string;
  /**
   * `Service-Version` sent on every request (default {@link SERVICE_VERSION}, the version of these types);
   * `null` sends none, so the account's pinned version applies.
   */
  serviceVersion?: string | null;
  /**
   * Retries of retryable answers (429, 500, 503, 504, 409 `idempotency_key_in_use`, 408 `request_timeout`,
   * a 202 check).
   */
  retry?: Partial<RetryOptions>;
  /** A `fetch` to use instead of the global one. */
  fetch?: (input: Request) => Promise<Response>;
}

/** Per-call options of a POST. */
export interface PostOptions {
  /** The request's `Idempotency-Key`; a random one otherwise. Kept across the client's retries. */
  idempotencyKey?: string;
  signal?: AbortSignal;
}

interface Answer<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

async function unwrap<T>(call: Promise<Answer<T>>): Promise<T> {
  const { data, error, response } = await call;
  if (!response.ok || error !== undefined) throw new TlpError(response.status, error, response.headers);
  return data as T;
}

/**
 * A client of the TLP API. Every method returns the object or throws a {@link TlpError} carrying the
 * problem's `code`, `param` and `requestId`. POSTs carry an `Idempotency-Key` (yours or a random one),
 * the same on every retry; retryable answers are retried after `Retry-After`.
 */
export class TlpClient {
  /** The underlying openapi-fetch client, typed by path, for any operation of the document. */
  readonly raw: Client<paths>;

  constructor(options: TlpClientOptions) {
    const headers: Record<string, string> = {};
    if (options.apiKey) headers.Authorization = `Bearer ${options.apiKey}`;
    const version = options.serviceVersion === undefined ? SERVICE_VERSION : options.serviceVersion;
    if (version !== null) headers['Service-Version'] = version;
    const base = options.fetch ?? ((input: Request) => globalThis.fetch(input));
    this.raw = createFetchClient<paths>({
      baseUrl: options.baseUrl.replace(/\/+$/, ''),
      headers,
      fetch: retryingFetch(base, { ...DEFAULT_RETRY, ...options.retry }),
    });
  }

  private post(options: PostOptions | undefined) {
    return {
      headers: { 'Idempotency-Key': options?.idempotencyKey ?? newIdempotencyKey() },
      ...(options?.signal ? { signal: options.signal } : {}),
    };
  }

  /** The discovery document (`/.well-known/talent-license`). */
  discovery(): Promise<Discovery> {
    return unwrap(this.raw.GET('/.well-known/talent-license'));
  }

  /** The signing keys (`/.well-known/jwks.json`). */
  jwks(): Promise<Jwks> {
    return unwrap(this.raw.GET('/.well-known/jwks.json'));
  }

  readonly account = {
    /** The account of the key. */
    retrieve: (): Promise<Account> => unwrap(this.raw.GET('/v1/account')),
  };

  readonly licenses = {
    /** One page of licenses. */
    page: (query: LicenseListQuery = {}): Promise<LicenseList> =>
      unwrap(this.raw.GET('/v1/licenses', { params: { query } })),
    /** Every license matching the filters, page after page (`for await (const l of client.licenses.list())`). */
    list: (query: Omit<LicenseListQuery, 'cursor'> = {}): AsyncIterableIterator<License> =>
      paginate((cursor) => this.licenses.page(cursor ? { ...query, cursor } : query)),
    retrieve: (id: string): Promise<License> =>
      unwrap(this.raw.GET('/v1/licenses/{license_id}', { params: { path: { license_id: id } } })),
  };

  readonly facets = {
    retrieve: (id: string): Promise<Facet> =>
      unwrap(this.raw.GET('/v1/facets/{facet_id}', { params: { path: { facet_id: id } } })),
  };

  readonly checks = {
    /** Asks whether a use is licensed. A `deny` or `escalate` is an answer, not an error. */
    create: (body: CheckCreateRequest, options?: PostOptions): Promise<Check> =>
      unwrap(this.raw.POST('/v1/checks', { body, ...this.post(options) })),
    retrieve: (id: string): Promise<Check> =>
      unwrap(this.raw.GET('/v1/checks/{check_id}', { params: { path: { check_id: id } } })),
  };

  readonly generations = {
    /** Submits an output for its check. Deliver nothing unless `decision` is `allow`. */
    create: (body: GenerationCreateRequest, options?: PostOptions): Promise<Generation> =>
      unwrap(this.raw.POST('/v1/generations', { body, ...this.post(options) })),
    retrieve: (id: string): Promise<Generation> =>
      unwrap(this.raw.GET('/v1/generations/{generation_id}', { params: { path: { generation_id: id } } })),
    /** Withdraws a held generation (test mode). */
    withdraw: (id: string, options?: PostOptions): Promise<Generation> =>
      unwrap(
        this.raw.POST('/v1/generations/{generation_id}/withdraw', {
          params: { path: { generation_id: id } },
          body: {},
          ...this.post(options),
        }),
      ),
  };

  readonly receipts = {
    /** The public receipt (no key needed). */
    retrieve: (id: string): Promise<Receipt> =>
      unwrap(this.raw.GET('/v1/receipts/{receipt_id}', { params: { path: { receipt_id: id } } })),
  };

  readonly verifications = {
    /** Verifies a receipt (`{receipt: 'rcpt_…' | jws}`) or an output's digest (`{sha256}`, with a key). */
    create: (body: VerificationCreateRequest, options?: PostOptions): Promise<Verification> =>
      unwrap(this.raw.POST('/v1/verifications', { body, ...this.post(options) })),
  };

  /**
   * The C2PA Soft Binding Resolution API (no key needed): find the manifest of a licensed image again from
   * its soft binding or from the image itself, and fetch that manifest store.
   */
  readonly softBindings = {
    supportedAlgorithms: (): Promise<SoftBindingAlgList> =>
      unwrap(this.raw.GET('/v1/services/supportedAlgorithms')),
    /** Matches of a soft binding: `value` is the block's value, base64 (a generation's `c2pa.soft_binding`). */
    byBinding: (alg: string, value: string, maxResults?: number): Promise<SoftBindingQueryResult> =>
      unwrap(
        this.raw.POST('/v1/matches/byBinding', {
          params: { query: maxResults === undefined ? {} : { maxResults } },
          body: { alg, value },
        }),
      ),
    /** Matches of an image (its bytes and media type), which the service fingerprints. */
    byContent: (image: Blob, maxResults?: number): Promise<SoftBindingQueryResult> =>
      unwrap(
        this.raw.POST('/v1/matches/byContent', {
          params: { query: { alg: 'io.iscc.v0', ...(maxResults === undefined ? {} : { maxResults }) } },
          // The document types an upload as a string; the body is the image's bytes, sent as they are.
          body: image as never,
          bodySerializer: (body: unknown) => body as string,
          headers: { 'Content-Type': image.type },
        }),
      ),
    /** The manifest store of a match (`application/c2pa`). */
    manifest: async (manifestId: string): Promise<Uint8Array> =>
      new Uint8Array(
        await unwrap(
          this.raw.GET('/v1/manifests/{manifest_id}', {
            params: { path: { manifest_id: manifestId } },
            parseAs: 'arrayBuffer',
          }),
        ),
      ),
  };

  /** The sandbox's controls (an unrestricted test key). */
  readonly testHelpers = {
    createApiKey: (scopes: ApiKey['scopes'], options?: PostOptions): Promise<ApiKey> =>
      unwrap(this.raw.POST('/v1/test_helpers/api_keys', { body: { scopes }, ...this.post(options) })),
    advanceClock: (seconds: number, options?: PostOptions): Promise<TestClock> =>
      unwrap(this.raw.POST('/v1/test_helpers/clock/advance', { body: { seconds }, ...this.post(options) })),
    resolveCheck: (
      id: string,
      decision: 'allow' | 'deny',
      note?: string,
      options?: PostOptions,
    ): Promise<Check> =>
      unwrap(
        this.raw.POST('/v1/test_helpers/checks/{check_id}/resolve', {
          params: { path: { check_id: id } },
          body: note === undefined ? { decision } : { decision, note },
          ...this.post(options),
        }),
      ),
    releaseGeneration: (id: string, note?: string, options?: PostOptions): Promise<Generation> =>
      unwrap(
        this.raw.POST('/v1/test_helpers/generations/{generation_id}/release', {
          params: { path: { generation_id: id } },
          body: note === undefined ? {} : { note },
          ...this.post(options),
        }),
      ),
  };
}

/** Items of a cursor-paginated list, fetching each page when the previous one is used up. */
export async function* paginate<T>(
  page: (cursor: string | undefined) => Promise<{ data: T[]; has_more: boolean; next_cursor: string | null }>,
): AsyncIterableIterator<T> {
  let cursor: string | undefined;
  for (;;) {
    const p = await page(cursor);
    yield* p.data;
    if (!p.has_more || p.next_cursor === null) return;
    cursor = p.next_cursor;
  }
}
