import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { humanLine, ingredientLines } from '../format.js';
import { OUTCOMES } from '../outcome.js';
import type { Result } from '../verify-input.js';
import { explain } from './explain.js';

const text = z.string();
const nullableText = z.string().nullable();

/** Who, what and when: the verified facts of a receipt (the `receipt` of `tlp verify --json`). */
const receiptSummary = z.object({
  id: text.describe('the receipt ID (rcpt_…)'),
  issuer: text.describe('the license server that signed it'),
  subject: text.describe('what the decision was about: a generation or check ID'),
  kind: text.describe('generation or check'),
  decision: text.describe('allow, deny or escalate'),
  assurance: nullableText.describe('observed or attested'),
  livemode: z.boolean().describe('false for a sandbox (test) receipt, which licenses nothing real'),
  talent: z.array(text).describe('who: the talent IDs whose name, likeness or voice it licenses'),
  licenses: z.array(z.object({ talent: text, license: text, license_revision: text, terms_digest: text })),
  issued_at: text.describe('when: ISO 8601'),
  kid: text.describe('the signing key'),
  artifact: z.object({ sha256: text, media_type: text }).nullable().describe('the output it was issued for'),
  talent_names: z
    .record(text, text)
    .describe("who, in words: the talent's public names by ID, as the issuer published them ({} when none)"),
  use: z
    .object({
      modality: text,
      kind: text,
      purpose: text,
      commercial: z.boolean(),
      channels: z.array(text),
      territories: z.array(text).describe('ISO 3166-1 alpha-2 codes; WW is worldwide'),
    })
    .nullable()
    .describe('for what use: the use the check allowed, as signed (null when the receipt does not sign it)'),
});

/** What the C2PA side of content said (the `content` of `tlp verify --json`). */
const contentSummary = z.object({
  media_type: nullableText,
  manifest: z
    .object({
      present: z.boolean(),
      signature_valid: z.boolean(),
      binding_valid: z.boolean(),
      trusted: z.boolean(),
      signer: z
        .object({ subject: text, issuer: text, sha256: text, not_after: text })
        .nullable()
        .describe('who signed the content credentials'),
      failures: z.array(text),
      ingredients: z
        .array(
          z.object({
            title: nullableText,
            relationship: nullableText.describe('parentOf, componentOf or inputTo'),
            manifest: nullableText.describe("the label of the ingredient's manifest in this file, if any"),
            recorded: z.array(text).describe('failure codes its assertion recorded when it was added'),
            failures: z.array(text).describe("failure codes found now in the ingredient's manifest"),
          }),
        )
        .optional()
        .describe(
          "the manifest's ingredients (only when it has any): details, never the verdict; a failure an ingredient recorded when it was added leaves the file valid",
        ),
    })
    .nullable(),
  assertion: z.object({ label: text, verify_url: text }).nullable(),
  content_digest: nullableText,
  content_matches: z.boolean().nullable(),
});

/** How an image without content credentials of its own was recognised (the `match` of `tlp verify --json`). */
const fingerprintMatch = z.object({
  method: z.literal('fingerprint'),
  alg: text.describe('the soft binding algorithm: io.iscc.v0, the ISCC Content-Code Image'),
  similarity: z.number().describe('0 to 100: how alike this image and the licensed one are'),
  manifestId: text.describe("the licensed image's manifest at the issuer (<issuer>/v1/manifests/<id>)"),
  receipt: text.describe('the ID of the receipt that manifest carries (rcpt_…)'),
});

/**
 * The output schema of `verify_receipt` and `verify_content`: one verdict, the very object
 * `tlp verify --json` prints for an input.
 */
export const verdictSchema = z.object({
  input: text.describe('what was verified, as given (bytes: their media type and size)'),
  type: z.enum([
    'image',
    'video',
    'audio',
    'document',
    'jws',
    'receipt_object',
    'receipt_id',
    'receipt_url',
    'unknown',
  ]),
  outcome: z
    .enum(OUTCOMES)
    .describe(
      'ok, untrusted, denied, recovered (an image without content credentials, recognised by its fingerprint at the issuer as a licensed one: not the licensed file byte for byte), signed, unverified, no-manifest, no-license, tampered, invalid, wrong-mode (a genuine receipt of the other mode: verify it in that mode), …',
    ),
  valid: z.boolean(),
  code: nullableText.describe('why not valid: a verdict code (explain_verdict says it in plain words)'),
  message: nullableText,
  media_type: nullableText,
  trusted: z.boolean().nullable().describe('content: the C2PA signer chains to a --trust-anchor'),
  receipt: receiptSummary.nullable(),
  content: contentSummary.nullable(),
  match: fingerprintMatch
    .nullable()
    .describe('recovered: how the image was recognised without its own content credentials'),
});

// The schema says what `Result` is, field for field: neither can change without the other.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameShape: Same<z.infer<typeof verdictSchema>, Result> = true;
void sameShape;

/**
 * Outcomes and codes that mean the input could not be verified as given (refused, unreadable, not what
 * the tool reads, or not a receipt at all): a tool error (`isError`), its verdict still in
 * `structuredContent`. A verdict about a genuine input (tampered, no manifest, wrong issuer…) is a result.
 */
export function isToolError(result: Result): boolean {
  return result.outcome === 'unsupported' || result.outcome === 'error' || result.code === 'malformed';
}

/** A verdict as a tool result: structured, and as a short text a person can read. */
export function verdictResult(result: Result): CallToolResult {
  const lines = [humanLine(result), ...ingredientLines(result)];
  // A receipt of the other mode: the line says which way round, which the code's general words do not.
  if (result.code !== null && result.outcome !== 'wrong-mode') {
    const { title, text } = explain(result.code);
    lines.push(`${title}. ${text}`);
  }
  return {
    content: [{ type: 'text', text: lines.join('\n') }],
    structuredContent: { ...result },
    ...(isToolError(result) ? { isError: true } : {}),
  };
}
