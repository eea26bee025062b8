/** `@tlp/cli` as a library: the `tlp` command as a function, for scripts and tests. */
export { parseCommand, parseSize, USAGE, UsageError, type VerifyCommand } from './args.js';
export { humanLine, jsonLine, summaryLines } from './format.js';
export { classifyText, expandInput, type Input } from './inputs.js';
export { EXIT, exitBit, failureOutcome, OUTCOMES, type Outcome, Tally } from './outcome.js';
export { type Io, run } from './run.js';
export type { Result } from './verify-input.js';
