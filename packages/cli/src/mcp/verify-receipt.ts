import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { classifyText } from '../inputs.js';
import { failed, type Result, verifyBytes, verifyInput } from '../verify-input.js';
import { MODES, READ_ONLY } from './annotations.js';
import type { McpContext } from './context.js';
import { withinDeadline } from './deadline.js';
import { verdictResult, verdictSchema } from './result.js';

const inputSchema = z.object({
  receipt: z
    .union([z.string(), z.record(z.string(), z.unknown())])
    .describe(
      'a compact receipt JWS (eyJ…), a receipt object (JSON, with its jws), a receipt ID (rcpt_…) or a receipt link (<issuer>/r/<id>)',
    ),
  issuer: z
    .string()
    .optional()
    .describe("the issuer's origin (https://licensing.example); default: the server's --issuer"),
  mode: z
    .enum(MODES)
    .optional()
    .describe("live: real receipts only, test: sandbox ones; default: the server's --mode"),
});

/** Verifies one receipt: its signature against the issuer's keys, its claims, its mode. */
export async function verifyReceiptInput(
  args: z.infer<typeof inputSchema>,
  ctx: McpContext,
): Promise<Result> {
  const { receipt } = args;
  const input = typeof receipt === 'string' ? receipt : 'receipt object';
  const chosen = ctx.issuerFor(args.issuer);
  if ('code' in chosen) return failed(input, 'unknown', chosen.code, chosen.message);
  const verify = ctx.verifyContext(chosen.issuer, args.mode ?? ctx.command.mode);
  // A receipt object, as an object or as JSON text, is read as `tlp verify` reads a receipt file.
  if (typeof receipt !== 'string' || receipt.trim().startsWith('{')) {
    const json = typeof receipt === 'string' ? receipt : JSON.stringify(receipt);
    const result = await verifyBytes(input, new TextEncoder().encode(json), verify);
    return result.code === 'unsupported_media_type' ? notAReceipt(input) : result;
  }
  const item = classifyText(receipt);
  if (item.kind === 'file') return notAReceipt(input);
  if (item.kind === 'unknown')
    return item.code === 'not_found' ? notAReceipt(input) : failed(input, 'unknown', item.code, item.reason);
  return verifyInput(item, verify);
}

function notAReceipt(input: string): Result {
  return failed(
    input,
    'unknown',
    'malformed',
    'not a receipt: a compact JWS, a receipt object, a receipt ID (rcpt_…) or a receipt link',
  );
}

/** The `verify_receipt` tool. */
export function registerVerifyReceipt(server: McpServer, ctx: McpContext): void {
  server.registerTool(
    'verify_receipt',
    {
      title: 'Verify a TLP receipt',
      description:
        "Verifies a Talent Licensing Protocol receipt: that the issuer signed it with a published key, who (talent) and what (licenses, decision) it covers, when it was issued, and that its mode (live or test) is the one asked for. Receipt IDs and links are fetched from the issuer. The verdict's code says why a receipt is not valid; explain_verdict puts it in plain words.",
      inputSchema,
      outputSchema: verdictSchema,
      annotations: {
        ...READ_ONLY,
        // Receipt IDs and links are fetched from the issuer, even when its keys are given (`--jwks`).
        openWorldHint: ctx.command.issuer !== null || ctx.command.allowFetch.length > 0,
      },
    },
    async (args, extra) => {
      const label = typeof args.receipt === 'string' ? args.receipt : 'receipt object';
      const deadline = ctx.command.toolTimeoutSeconds;
      return verdictResult(
        await withinDeadline(deadline, label, extra.signal, () => verifyReceiptInput(args, ctx)),
      );
    },
  );
}
