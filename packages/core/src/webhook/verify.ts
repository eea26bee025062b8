import { fromUtf8, utf8 } from '../lib/base64url.js';
import { constantTimeEqual } from '../lib/constant-time.js';
import { check, type OptionCheck, optionsError } from '../options.js';
import { platform } from '../platform/current.js';
import type { WebhookFailureCode, WebhookVerdict } from '../verdicts.js';

/** Default tolerance between `webhook-timestamp` and the clock: five minutes. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export interface VerifyWebhookOptions {
  /** The clock. Defaults to now. */
  now?: Date;
  /** Tolerance for `webhook-timestamp`, in seconds. Default 300. */
  toleranceSeconds?: number;
}

const failure = (code: WebhookFailureCode, message: string): WebhookVerdict => ({
  valid: false,
  code,
  message,
});

function header(headers: Headers | Record<string, string>, name: string): string | null {
  if (typeof (headers as Headers).get === 'function') return (headers as Headers).get(name);
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() === name) return typeof value === 'string' ? value : null;
  }
  return null;
}

function decodeBase64(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text) || text.length % 4 !== 0) return null;
  try {
    const binary = atob(text);
    const out = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
    return out;
  } catch {
    return null;
  }
}

function secretBytes(secret: string): Uint8Array | null {
  return decodeBase64(secret.startsWith('whsec_') ? secret.slice('whsec_'.length) : secret);
}

const WEBHOOK_OPTION_CHECKS: Readonly<Record<string, OptionCheck>> = {
  now: check.optionalDate('now'),
  toleranceSeconds: check.optionalNumber('toleranceSeconds', 0),
};

/**
 * Verifies a webhook delivery by the Standard Webhooks scheme the spec uses: HMAC-SHA256 over
 * `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the base64-decoded part of `whsec_…`;
 * any `v1,` entry of `webhook-signature` may match (several during a rotation, and several secrets
 * may be given); constant-time comparison; timestamp within five minutes. Pass the raw body, before
 * any JSON parsing. Never throws.
 *
 * @example
 * ```ts
 * const verdict = await verifyWebhook(rawBody, request.headers, process.env.TLP_WEBHOOK_SECRET);
 * if (!verdict.valid) return new Response(null, { status: 400 });
 * if (seen.has(verdict.id)) return new Response(null, { status: 204 }); // at-least-once delivery
 * ```
 */
export async function verifyWebhook(
  body: string | Uint8Array,
  headers: Headers | Record<string, string>,
  secret: string | string[],
  options: VerifyWebhookOptions = {},
): Promise<WebhookVerdict> {
  try {
    const badOptions = optionsError(options, WEBHOOK_OPTION_CHECKS, []);
    if (badOptions) return failure('invalid_options', badOptions);
    if (headers === null || typeof headers !== 'object')
      return failure('headers_missing', 'no headers given');
    const id = header(headers, 'webhook-id');
    const timestamp = header(headers, 'webhook-timestamp');
    const signatures = header(headers, 'webhook-signature');
    if (!id || !timestamp || !signatures) {
      return failure('headers_missing', 'webhook-id, webhook-timestamp and webhook-signature are required');
    }
    if (!/^\d{1,12}$/.test(timestamp)) return failure('malformed', 'webhook-timestamp is not Unix seconds');
    const seconds = Number(timestamp);
    const now = Math.floor((options.now?.getTime() ?? Date.now()) / 1000);
    const tolerance = options.toleranceSeconds ?? WEBHOOK_TOLERANCE_SECONDS;
    if (Math.abs(now - seconds) > tolerance) {
      return failure('timestamp_out_of_tolerance', `webhook-timestamp is more than ${tolerance} s from now`);
    }
    if (typeof body !== 'string' && !(body instanceof Uint8Array))
      return failure('malformed', 'the body must be the raw text or bytes');
    const bodyBytes = typeof body === 'string' ? utf8(body) : body;
    const prefix = utf8(`${id}.${timestamp}.`);
    const signed = new Uint8Array(prefix.length + bodyBytes.length);
    signed.set(prefix);
    signed.set(bodyBytes, prefix.length);

    const candidates = signatures
      .split(' ')
      .filter((entry) => entry.startsWith('v1,'))
      .map((entry) => decodeBase64(entry.slice(3)))
      .filter((sig): sig is Uint8Array => sig !== null);
    const secrets = (Array.isArray(secret) ? secret : [secret]).map((s) =>
      typeof s === 'string' ? secretBytes(s) : null,
    );
    if (secrets.length === 0 || secrets.some((s) => s === null || s.length === 0)) {
      return failure('malformed', 'a secret is not whsec_ followed by base64');
    }
    let matched = false;
    for (const key of secrets as Uint8Array[]) {
      const expected = await platform().hmacSha256(key, signed);
      // Every candidate is compared, so timing does not tell which entry or secret matched.
      for (const candidate of candidates) matched = constantTimeEqual(expected, candidate) || matched;
    }
    if (!matched) return failure('signature_invalid', 'no v1 signature matches');
    const text = fromUtf8(bodyBytes);
    let event: unknown;
    try {
      event = text === null ? undefined : JSON.parse(text);
    } catch {
      event = undefined;
    }
    if (event === undefined) return failure('malformed', 'the signed body is not JSON');
    return { valid: true, id, timestamp: new Date(seconds * 1000), event };
  } catch (error) {
    return failure('malformed', `could not verify: ${String(error)}`);
  }
}
