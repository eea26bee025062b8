import { OUTCOMES, type Outcome, type Tally } from './outcome.js';
import type { Result } from './verify.js';

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

/** The status word of a result: its outcome (see `outcome.ts`). */
export function statusOf(result: Result): Outcome {
  return result.outcome;
}

const WIDTH = Math.max(...OUTCOMES.map((o) => o.length)) + 1;
const COLOR: Record<Outcome, number> = {
  ok: 32,
  untrusted: 33,
  denied: 33,
  signed: 32,
  unverified: 33,
  'no-manifest': 33,
  'no-license': 33,
  tampered: 31,
  invalid: 31,
  unsupported: 90,
  error: 35,
};

/** One readable line per input: outcome, input, then the receipt's gist or the failure's code and reason. */
export function humanLine(result: Result, color = false): string {
  const word = result.outcome.padEnd(WIDTH);
  const mark = color ? `\u001b[${COLOR[result.outcome]}m${word}\u001b[0m` : word;
  let detail: string;
  if (!result.valid) detail = `${result.code}: ${result.message}`;
  else if (result.outcome === 'signed')
    detail = `${manifestDetail(result)}${result.trusted === false ? ' · signer not trusted' : ''}`;
  else if (result.outcome === 'untrusted') detail = `${receiptDetail(result)} · C2PA signer not trusted`;
  else detail = receiptDetail(result);
  return `${mark} ${displayInput(result.input)}  ${detail}`;
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
