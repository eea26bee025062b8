/** `@tlp/cli` as a library: the `tlp` command as a function, for scripts and tests. */
export { parseCommand, USAGE, UsageError, type VerifyCommand } from './args.js';
export { humanLine, jsonLine } from './format.js';
export { classifyText, expandInput, type Input } from './inputs.js';
export { EXIT, type Io, run } from './run.js';
export type { Result } from './verify.js';
