import { z } from 'zod';
import { licenseId, talentId } from './ids.js';

/**
 * An enum of a response that tolerates values it does not know (Versioning: "response enum values" change
 * without a new date). The known values are kept for documentation and editor completion; any string passes.
 */
export function openEnum<const T extends readonly [string, ...string[]]>(values: T) {
  return z.union([z.enum(values), z.string() as unknown as z.ZodType<string & {}>]);
}

/** ISO 8601 / RFC 3339 date-time with `Z` or an offset (Conventions: Timestamps). */
export const timestamp = z.iso.datetime({ offset: true });

/** Unix time in whole seconds, as in the `iat` and `exp` claims (Signed token formats). */
export const unixSeconds = z.number().int().nonnegative();

/** ISO 8601 duration such as `P7D` (Conventions: Timestamps, "durations are ISO 8601"). */
export const duration = z.iso.duration();

/** Lowercase hexadecimal SHA-256 without prefix, as in `artifact.sha256` (POST /generations). */
export const sha256Hex = z
  .string()
  .regex(/^[0-9a-f]{64}$/, { error: 'Expected 64 lowercase hexadecimal characters' });

/** `sha256:<64 lowercase hex>` digest of `terms_digest` and `request_digest` (Conventions: Digests). */
export const digest = z.templateLiteral(['sha256:', sha256Hex], {
  error: 'Expected sha256: followed by 64 lowercase hexadecimal characters',
});

/**
 * Bounds of a `metadata` map (the spec shows none; these are the sandbox's, after the usual conventions of
 * payment APIs): at most 50 keys, each of 1 to 40 characters, each value a string of at most 500
 * characters. No nested objects, lists, numbers or booleans: a map at every bound is 27,000 characters.
 */
export const METADATA_LIMITS = { keys: 50, keyLength: 40, valueLength: 500 } as const;

/**
 * Keys refused in a `metadata` map: they name an object's prototype, so a JSON parser keeps them as own
 * keys while a plain object assignment would change the prototype (zod's record drops `__proto__`
 * silently). Each is 400 `parameter_invalid` naming it.
 */
export const METADATA_RESERVED_KEYS: readonly string[] = ['__proto__', 'constructor', 'prototype'];

const metadataMap = z
  .record(
    z
      .string()
      .min(1, { error: 'a metadata key is 1 to 40 characters' })
      .max(METADATA_LIMITS.keyLength, { error: 'a metadata key is 1 to 40 characters' }),
    z.string({ error: 'a metadata value is a string' }).max(METADATA_LIMITS.valueLength, {
      error: 'a metadata value is at most 500 characters',
    }),
    { error: (issue) => (issue.code === 'invalid_key' ? 'a metadata key is 1 to 40 characters' : undefined) },
  )
  .check((ctx) => {
    if (Object.keys(ctx.value).length > METADATA_LIMITS.keys) {
      ctx.issues.push({
        code: 'too_big',
        origin: 'object',
        maximum: METADATA_LIMITS.keys,
        input: ctx.value,
        message: `at most ${METADATA_LIMITS.keys} keys`,
      });
    }
  })
  .meta({
    maxProperties: METADATA_LIMITS.keys,
    description:
      'At most 50 keys of 1 to 40 characters; each value a string of at most 500 characters. Never personal data.',
  });

/**
 * Caller-supplied key-value map (Conventions: Metadata); it must never hold personal data. String values,
 * within {@link METADATA_LIMITS}; past one, the issue's path names the key (`metadata.<key>`), or the map
 * for too many keys. A key of {@link METADATA_RESERVED_KEYS} is refused before anything reads its value.
 */
export const metadata = z.preprocess((value, ctx) => {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const key of METADATA_RESERVED_KEYS) {
      if (Object.hasOwn(value, key)) {
        ctx.issues.push({
          code: 'custom',
          message: `a metadata key may not be ${key}`,
          input: key,
          path: [key],
        });
        return {};
      }
    }
  }
  return value;
}, metadataMap);

/** Dated API version `YYYY-MM-DD`, as in `Service-Version` and `api_version` (Versioning). */
export const apiVersion = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Expected a dated version YYYY-MM-DD' });

/** The current dated version of the interface (Versioning). */
export const currentApiVersion = '2026-10-15';

/** Protocol version carried as `tlp.ver` in tokens and receipts (Versioning: "Protocol version is separate"). */
export const protocolVersion = z.literal('1.0');

/**
 * Compact JWS: three base64url parts separated by dots (Signed token formats), at most 65,536 characters,
 * as `@tlp/core` verifies.
 */
export const compactJws = z
  .string()
  .max(65_536, { error: 'A compact JWS is at most 65536 characters' })
  .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, { error: 'Expected a compact JWS' });

/** A check's or generation's decision (Rules that hold everywhere); kept strict: only `allow` permits anything. */
export const decision = z.enum(['allow', 'deny', 'escalate']);

/** The modalities of the spec (Facet; POST /checks `use.modality`); `speech` is a voice speaking words. */
export const modalities = ['image', 'video', 'speech', 'audio', 'text'] as const;

/** A modality in a request (POST /checks `use.modality`): strict. */
export const modality = z.enum(modalities);

/** A modality in a response (facet, license scope): tolerates new values. */
export const modalityValue = openEnum(modalities);

/** `observed` (bytes were checked) or `attested` (recorded as stated) (Generation `assurance`). */
export const assurance = openEnum(['observed', 'attested']);

/** IANA time zone name such as `America/New_York` or `UTC` (License scope `window.time_zone`). */
export const ianaTimeZone = z
  .string()
  .regex(/^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/, { error: 'Expected an IANA time zone name' });

/** Lowercase ISO 4217 currency code such as `usd` (License scope `compensation`). */
export const currency = z
  .string()
  .regex(/^[a-z]{3}$/, { error: 'Expected a lowercase three-letter currency code' });

/** `{amount, currency}`; whether `amount` is in whole or minor units is not shown in the spec (License scope). */
export const money = z.object({ amount: z.number().int(), currency });

/**
 * Address of a term (Generation: "An address (`term`) has the form `license:<license_id>/terms.<key>` or
 * `talent:<talent_id>`"). The key is any non-blank path such as `adjustments.reframe`.
 */
export const address = z.union([
  z.templateLiteral(['license:', licenseId, '/terms.', z.string().regex(/^\S+$/)]),
  z.templateLiteral(['talent:', talentId]),
]);

/** Officially assigned ISO 3166-1 alpha-2 codes (249). `UK` is not one: the United Kingdom is `GB`. */
// biome-ignore format: one row per initial letter
export const countryCodes = [
  'AD', 'AE', 'AF', 'AG', 'AI', 'AL', 'AM', 'AO', 'AQ', 'AR', 'AS', 'AT', 'AU', 'AW', 'AX', 'AZ',
  'BA', 'BB', 'BD', 'BE', 'BF', 'BG', 'BH', 'BI', 'BJ', 'BL', 'BM', 'BN', 'BO', 'BQ', 'BR', 'BS', 'BT', 'BV', 'BW', 'BY', 'BZ',
  'CA', 'CC', 'CD', 'CF', 'CG', 'CH', 'CI', 'CK', 'CL', 'CM', 'CN', 'CO', 'CR', 'CU', 'CV', 'CW', 'CX', 'CY', 'CZ',
  'DE', 'DJ', 'DK', 'DM', 'DO', 'DZ',
  'EC', 'EE', 'EG', 'EH', 'ER', 'ES', 'ET',
  'FI', 'FJ', 'FK', 'FM', 'FO', 'FR',
  'GA', 'GB', 'GD', 'GE', 'GF', 'GG', 'GH', 'GI', 'GL', 'GM', 'GN', 'GP', 'GQ', 'GR', 'GS', 'GT', 'GU', 'GW', 'GY',
  'HK', 'HM', 'HN', 'HR', 'HT', 'HU',
  'ID', 'IE', 'IL', 'IM', 'IN', 'IO', 'IQ', 'IR', 'IS', 'IT',
  'JE', 'JM', 'JO', 'JP',
  'KE', 'KG', 'KH', 'KI', 'KM', 'KN', 'KP', 'KR', 'KW', 'KY', 'KZ',
  'LA', 'LB', 'LC', 'LI', 'LK', 'LR', 'LS', 'LT', 'LU', 'LV', 'LY',
  'MA', 'MC', 'MD', 'ME', 'MF', 'MG', 'MH', 'MK', 'ML', 'MM', 'MN', 'MO', 'MP', 'MQ', 'MR', 'MS', 'MT', 'MU', 'MV', 'MW', 'MX', 'MY', 'MZ',
  'NA', 'NC', 'NE', 'NF', 'NG', 'NI', 'NL', 'NO', 'NP', 'NR', 'NU', 'NZ',
  'OM',
  'PA', 'PE', 'PF', 'PG', 'PH', 'PK', 'PL', 'PM', 'PN', 'PR', 'PS', 'PT', 'PW', 'PY',
  'QA',
  'RE', 'RO', 'RS', 'RU', 'RW',
  'SA', 'SB', 'SC', 'SD', 'SE', 'SG', 'SH', 'SI', 'SJ', 'SK', 'SL', 'SM', 'SN', 'SO', 'SR', 'SS', 'ST', 'SV', 'SX', 'SY', 'SZ',
  'TC', 'TD', 'TF', 'TG', 'TH', 'TJ', 'TK', 'TL', 'TM', 'TN', 'TO', 'TR', 'TT', 'TV', 'TW', 'TZ',
  'UA', 'UG', 'UM', 'US', 'UY', 'UZ',
  'VA', 'VC', 'VE', 'VG', 'VI', 'VN', 'VU',
  'WF', 'WS',
  'YE', 'YT',
  'ZA', 'ZM', 'ZW',
] as const;

/** ISO 3166-1 alpha-2 country code, uppercase (POST /checks `use.territories`: `UK` is rejected, use `GB`). */
export const countryCode = z.enum(countryCodes, {
  error: 'Expected an ISO 3166-1 alpha-2 country code (the United Kingdom is GB, not UK)',
});

export type Timestamp = z.infer<typeof timestamp>;
export type UnixSeconds = z.infer<typeof unixSeconds>;
export type Duration = z.infer<typeof duration>;
export type Sha256Hex = z.infer<typeof sha256Hex>;
export type Digest = z.infer<typeof digest>;
export type Metadata = z.infer<typeof metadata>;
export type ApiVersion = z.infer<typeof apiVersion>;
export type ProtocolVersion = z.infer<typeof protocolVersion>;
export type CompactJws = z.infer<typeof compactJws>;
export type Decision = z.infer<typeof decision>;
export type Modality = z.infer<typeof modality>;
export type ModalityValue = z.infer<typeof modalityValue>;
export type Assurance = z.infer<typeof assurance>;
export type IanaTimeZone = z.infer<typeof ianaTimeZone>;
export type Currency = z.infer<typeof currency>;
export type Money = z.infer<typeof money>;
export type Address = z.infer<typeof address>;
export type CountryCode = z.infer<typeof countryCode>;
