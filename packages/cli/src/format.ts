import {
  type CheckedThing,
  describeVerdict,
  ingredientState,
  type ReceiptClaims,
  VERDICT_EXPLANATIONS,
  type VerdictStatus,
} from '@tlp/core';
import { OUTCOMES, type Outcome, type Tally } from './outcome.js';
import type { ReceiptSummary, Result } from './verify-input.js';

/**
 * Text for a terminal: every control character (C0, DEL, C1) and bidirectional override is written as an
 * escape (`\x1b`, `\u202e`), so that nothing a file holds (its name, a URL or message it carries) can move
 * the cursor, retitle the window, clear the screen or reorder what is shown. Everything `tlp` prints for
 * people passes through it; `--json` is JSON, escaped by its own rules.
 */
export function terminalSafe(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is escaped
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, (c) => {
    const code = c.charCodeAt(0);
    return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16)}`;
  });
}

/** How an input is shown in a human line: a JWS given inline is cut; paths and IDs are shown whole. */
export function displayInput(input: string): string {
  const oneLine = input.replace(/\s+/g, ' ');
  const inlineJws = /^eyJ[\w-]*\.[\w.-]*$/.test(oneLine);
  return inlineJws && oneLine.length > 48 ? `${oneLine.slice(0, 24)}…${oneLine.slice(-12)}` : oneLine;
}

function receiptDetail(result: Result): string {
  const r = result.receipt;
  if (!r) return '';
  const talent = r.talent.length === 0 ? 'no talent' : r.talent.join(', ');
  // The receipt ID is not repeated when it is the input itself.
  const id = r.id === result.input ? null : r.id;
  return [id, r.decision, talent, r.livemode ? 'live' : 'test', r.assurance].filter(Boolean).join(' · ');
}

/** Content-only: what the manifest said. */
function manifestDetail(result: Result): string {
  const c = result.content;
  const signer = c?.manifest?.signer?.subject;
  return [
    'C2PA manifest valid',
    `${c?.assertion?.label ?? 'license'} assertion present, receipt not verified`,
    signer ? `signer ${signer}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

const STATUS: Partial<Record<Outcome, VerdictStatus>> = {
  ok: 'licensed',
  untrusted: 'untrusted',
  denied: 'denied',
  recovered: 'recovered',
  unverified: 'unverified',
  'no-manifest': 'no_credentials',
  'no-license': 'no_credentials',
  tampered: 'invalid',
  invalid: 'invalid',
};

/** The signed claims a receipt summary was made from, as `describeVerdict` reads them. */
function claimsOf(r: ReceiptSummary): ReceiptClaims {
  return {
    iss: r.issuer,
    jti: r.id,
    sub: r.subject,
    iat: Math.floor(Date.parse(r.issued_at) / 1000),
    tlp: {
      ver: '1.0',
      kind: r.kind,
      decision: r.decision,
      livemode: r.livemode,
      talent: r.talent,
      licenses: r.licenses,
      artifact: r.artifact,
      talent_names: r.talent_names,
      ...(r.use ? { use: r.use } : {}),
    },
  };
}

/**
 * The verdict's sentence, in the words of `describeVerdict` of `@tlp/core` (those of the verifier page
 * and the embed), or null for an outcome it does not describe (content-only, and the command's own codes).
 */
export function sentenceOf(result: Result): string | null {
  const status = STATUS[result.outcome];
  if (!status) return null;
  if (result.code && !(result.code in VERDICT_EXPLANATIONS) && result.code !== 'issuer_required') return null;
  const checked: CheckedThing =
    result.type === 'image' ||
    result.type === 'video' ||
    result.type === 'audio' ||
    result.type === 'document'
      ? result.type
      : 'receipt';
  const m = result.content?.manifest;
  return describeVerdict({
    status,
    checked,
    claims: result.receipt ? claimsOf(result.receipt) : null,
    code: result.code,
    match: result.match && {
      similarity: result.match.similarity,
      // The file's own manifest, when it has one, is one its bytes no longer match.
      credentials: result.content?.manifest?.present ? 'changed' : 'none',
    },
    // Signed credentials that verify over bytes that changed: said so (`changedAfterSigning` of @tlp/core).
    changed: !result.valid && m != null && m.present && m.signature_valid && !m.binding_valid,
  }).sentence;
}

/** The status word of a result: its outcome (see `outcome.ts`). */
export function statusOf(result: Result): Outcome {
  return result.outcome;
}

const WIDTH = Math.max(...OUTCOMES.map((o) => o.length)) + 1;
const COLOR: Record<Outcome, number> = {
  ok: 32,
  untrusted: 33,
  denied: 33,
  recovered: 33,
  signed: 32,
  unverified: 33,
  'no-manifest': 33,
  'no-license': 33,
  tampered: 31,
  invalid: 31,
  'wrong-mode': 33,
  unsupported: 90,
  error: 35,
};

/** One readable line per input: outcome, input, then the receipt's gist or the failure's code and reason. */
export function humanLine(result: Result, color = false): string {
  const word = result.outcome.padEnd(WIDTH);
  const mark = color ? `\u001b[${COLOR[result.outcome]}m${word}\u001b[0m` : word;
  let detail: string;
  const sentence = sentenceOf(result);
  if (result.outcome === 'wrong-mode')
    detail = `${result.code}: ${result.message} [${receiptDetail(result)}]`;
  else if (result.outcome === 'recovered')
    detail = `${sentence} [${receiptDetail(result)} · ${result.match?.alg} match ${result.match?.manifestId}]`;
  else if (!result.valid) detail = `${sentence ? `${sentence} ` : ''}${result.code}: ${result.message}`;
  else if (result.outcome === 'signed')
    detail = `${manifestDetail(result)}${result.trusted === false ? ' · signer not trusted' : ''}`;
  else if (result.outcome === 'untrusted')
    detail = `${sentence} [${receiptDetail(result)} · C2PA signer not trusted]`;
  else detail = sentence ? `${sentence} [${receiptDetail(result)}]` : receiptDetail(result);
  return `${mark} ${terminalSafe(displayInput(result.input))}  ${terminalSafe(detail)}`;
}

/**
 * Under a file's human line, one line per ingredient of its manifest (none without ingredients): its
 * title and relationship, and what its own credentials say (`ingredientState` of `@tlp/core`). Details,
 * never the verdict: a failure its assertion recorded when it was added leaves the file valid.
 * `  ingredient "photo.jpg" (parentOf): recorded as failing when it was added (signingCredential.expired)…`
 */
export function ingredientLines(result: Result): string[] {
  return (result.content?.manifest?.ingredients ?? []).map((ingredient) => {
    const title = ingredient.title === null ? 'untitled' : `"${ingredient.title}"`;
    const relationship = ingredient.relationship ? ` (${ingredient.relationship})` : '';
    let state: string;
    switch (ingredientState(ingredient)) {
      case 'checksOut':
        state = 'its own content credentials check out';
        break;
      case 'noCredentials':
        state = 'no content credentials of its own in this file';
        break;
      case 'recorded':
        state = `recorded as failing when it was added (${ingredient.failures.join(', ')}): the signer knew, the file stays valid`;
        break;
      case 'failsNow':
        state = `fails now (${ingredient.failures.join(', ')})`;
    }
    return `  ingredient ${terminalSafe(`${title}${relationship}`)}: ${terminalSafe(state)}`;
  });
}

/** The `--json` form: one object a line (NDJSON), with the same fields for every input. */
export function jsonLine(result: Result): string {
  const r = result;
  return JSON.stringify({
    input: r.input,
    type: r.type,
    outcome: r.outcome,
    valid: r.valid,
    code: r.code,
    message: r.message,
    media_type: r.media_type,
    trusted: r.trusted,
    receipt: r.receipt,
    content: r.content,
    match: r.match,
  } satisfies Record<keyof Result, unknown>);
}

/**
 * The summary on stderr: the count of each outcome that occurred, then of each code.
 * `7 inputs: 1 ok, 1 no-manifest, 1 tampered, 4 unsupported` / `codes: unsupported_media_type 4, …`
 */
export function summaryLines(tally: Tally): string[] {
  const noun = tally.total === 1 ? 'input' : 'inputs';
  const outcomes = [...tally.outcomes].filter(([, n]) => n > 0).map(([o, n]) => `${n} ${o}`);
  const lines = [`${tally.total} ${noun}: ${outcomes.join(', ')}`];
  const codes = tally.sortedCodes().map(([code, n]) => `${code} ${n}`);
  if (codes.length > 0) lines.push(`codes: ${codes.join(', ')}`);
  return lines;
}
