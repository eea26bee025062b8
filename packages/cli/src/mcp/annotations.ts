import type { ToolAnnotations } from '@modelcontextprotocol/sdk/types.js';

/** Every tool only reads and verifies: nothing is written, and the same call gives the same verdict. */
export const READ_ONLY: ToolAnnotations = {
  readOnlyHint: true,
  destructiveHint: false,
  idempotentHint: true,
};

/** The tools' `mode` argument: which receipts count, as `--mode` (its default). */
export const MODES = ['live', 'test', 'any'] as const;
