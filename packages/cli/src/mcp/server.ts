import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { version } from '../version.js';
import type { McpContext } from './context.js';
import { registerDebugMemory } from './debug-memory.js';
import { registerExplainVerdict } from './explain-verdict.js';
import { registerVerifyContent, rootsOf } from './verify-content.js';
import { registerVerifyReceipt } from './verify-receipt.js';

const INSTRUCTIONS =
  'Verifies Talent Licensing Protocol receipts and the content carrying them (C2PA). verify_receipt and verify_content return a verdict: valid, an outcome, and when not valid a code; explain_verdict says a code in plain words. Nothing is changed anywhere: every tool only reads.';

/**
 * One MCP server (one per client connection): the three tools over the process's shared {@link McpContext}.
 * With `debug` (`TLP_MCP_DEBUG=1`), a `debug_memory` tool too, for the tests of memory. `inputEnded`
 * (stdio) aborts once the client has closed its input: the client's roots are no longer asked for.
 */
export function createMcpServer(ctx: McpContext, debug = false, inputEnded?: AbortSignal): McpServer {
  const server = new McpServer(
    { name: 'tlp', title: 'TLP verifier', version: version() },
    { capabilities: { tools: {} }, instructions: INSTRUCTIONS },
  );
  registerVerifyReceipt(server, ctx);
  registerVerifyContent(server, ctx, rootsOf(server, ctx, inputEnded));
  registerExplainVerdict(server);
  if (debug) registerDebugMemory(server);
  return server;
}
