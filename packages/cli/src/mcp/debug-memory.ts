import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { READ_ONLY } from './annotations.js';

/** A full garbage collection, without starting Node with `--expose-gc`. */
function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

/**
 * `debug_memory` (only with `TLP_MCP_DEBUG=1`): collects garbage, then says the process's memory, so that a
 * test can tell memory that is still held from memory the collector has not reclaimed yet.
 */
export function registerDebugMemory(server: McpServer): void {
  server.registerTool(
    'debug_memory',
    {
      description: 'Debugging: a full garbage collection, then process.memoryUsage().',
      outputSchema: z.object({
        rss: z.number(),
        heapUsed: z.number(),
        external: z.number(),
        arrayBuffers: z.number(),
      }),
      annotations: READ_ONLY,
    },
    async () => {
      collectGarbage();
      const { rss, heapUsed, external, arrayBuffers } = process.memoryUsage();
      const usage = { rss, heapUsed, external, arrayBuffers };
      return { content: [{ type: 'text', text: JSON.stringify(usage) }], structuredContent: usage };
    },
  );
}
