import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { READ_ONLY } from './annotations.js';
import { explain } from './explain.js';

const inputSchema = z.object({
  code: z
    .string()
    .describe(
      'a verdict code, as verify_receipt and verify_content return it (signature_invalid, no_manifest…)',
    ),
});

const outputSchema = z.object({
  code: z.string(),
  title: z.string().describe('a short heading in plain words'),
  text: z.string().describe('what it means and what to do, in plain words'),
});

/** The `explain_verdict` tool: the plain-words explanation the verifier page and the CLI show. */
export function registerExplainVerdict(server: McpServer): void {
  server.registerTool(
    'explain_verdict',
    {
      title: 'Explain a verdict code',
      description:
        'Explains a verdict code of verify_receipt or verify_content in plain words, for someone who is not a cryptographer: what it means and what to do.',
      inputSchema,
      outputSchema,
      annotations: { ...READ_ONLY, openWorldHint: false },
    },
    async ({ code }) => {
      const { title, text } = explain(code);
      return {
        content: [{ type: 'text', text: `${code}: ${title}. ${text}` }],
        structuredContent: { code, title, text },
      };
    },
  );
}
