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

/**
 * The status word of a result: `ok`, `denied` (a valid receipt recording a decision other than allow),
 * `untrusted` (valid, C2PA signer not trusted) or `FAIL`.
 */
export function statusOf(result: Result): 'ok' | 'denied' | 'untrusted' | 'FAIL' {
  if (!result.valid) return 'FAIL';
  if (result.receipt && result.receipt.decision !== 'allow') return 'denied';
  return result.trusted === false ? 'untrusted' : 'ok';
}

/** One readable line per input: status, input, then the receipt's gist or the failure's code and reason. */
export function humanLine(result: Result, color = false): string {
  const status = statusOf(result);
  const paint = (code: number, text: string) => (color ? `\u001b[${code}m${text}\u001b[0m` : text);
  const word = status.padEnd(9);
  const mark = status === 'ok' ? paint(32, word) : status === 'FAIL' ? paint(31, word) : paint(33, word);
  let detail: string;
  if (!result.valid) detail = `${result.code}: ${result.message}`;
  else if (status === 'untrusted') detail = `${receiptDetail(result)} · C2PA signer not trusted`;
  else detail = receiptDetail(result);
  return `${mark} ${displayInput(result.input)}  ${detail}`;
}

/** The `--json` form: one object a line (NDJSON), with the same fields for every input. */
export function jsonLine(result: Result): string {
  return JSON.stringify(result);
}

export interface Tally {
  total: number;
  valid: number;
  untrusted: number;
  denied: number;
  invalid: number;
}

export function summaryLine(tally: Tally): string {
  const notes = [
    tally.untrusted > 0 ? `${tally.untrusted} with an untrusted C2PA signer` : '',
    tally.denied > 0 ? `${tally.denied} recording a denial` : '',
  ].filter(Boolean);
  const noun = tally.total === 1 ? 'input' : 'inputs';
  const valid = `${tally.valid} valid${notes.length > 0 ? ` (${notes.join(', ')})` : ''}`;
  return `${tally.total} ${noun}: ${valid}, ${tally.invalid} not valid`;
}
