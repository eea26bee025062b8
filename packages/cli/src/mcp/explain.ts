import { type Explanation, explainVerdict, VERDICT_EXPLANATIONS, type VerdictCode } from '@tlp/core';
import type { CliFailureCode } from '../verify-input.js';

/**
 * The codes `tlp verify` and `tlp mcp` add to the library's, for inputs they could not hand to a verifier,
 * in the words of the library's table.
 */
const COMMAND_EXPLANATIONS: Record<Exclude<CliFailureCode, VerdictCode>, Explanation> = {
  unreadable: {
    title: 'Could not be read',
    text: 'The file or the bytes could not be read, so nothing about them was checked. Check that the file is there and readable, and try again.',
  },
  unsupported_input: {
    title: 'Not something this verifier reads',
    text: 'The input is neither content (an image, video or audio file), nor a receipt, a receipt ID or a receipt link. Nothing was checked.',
  },
  too_large: {
    title: 'Too large to check here',
    text: 'The content is larger than this verifier was set up to read, so it was not read at all. This says nothing about the content itself.',
  },
  issuer_required: {
    title: 'No license server to check against',
    text: 'A receipt can only be checked against the license server that issued it, and none was named. Name the issuer and check again.',
  },
  signer_untrusted: {
    title: 'Signed by someone not trusted here',
    text: 'The content credentials are intact, but whoever signed them is not among the signers this verifier was told to trust.',
  },
  outside_roots: {
    title: 'Not a file this assistant may read',
    text: 'The file is outside the folders the assistant shared with the verifier, so it was not opened. Share its folder, or give the content itself.',
  },
  timed_out: {
    title: 'No verdict in time',
    text: 'Checking took longer than this verifier allows for one request, so it was stopped and nothing was decided. This says nothing about the content itself; try again, or give a smaller file.',
  },
  fetch_not_allowed: {
    title: 'Not downloaded',
    text: 'The verifier downloads nothing from a site it was not told to trust, and it was not told to trust this one. Give the content itself instead.',
  },
};

/**
 * A verdict code in plain words: the table `@tlp/core` keeps for the verifier page and the CLI, and the
 * codes the command adds. The one place `tlp mcp` asks for it.
 */
export function explain(code: string): Explanation {
  if (Object.hasOwn(COMMAND_EXPLANATIONS, code)) {
    return COMMAND_EXPLANATIONS[code as keyof typeof COMMAND_EXPLANATIONS];
  }
  // The library's table is a plain object: a code such as `constructor` must not find its prototype.
  return explainVerdict(Object.hasOwn(VERDICT_EXPLANATIONS, code) ? code : '');
}
