import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const src = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// Tests run against the sources (the `node` entry of @tlp/core); a separate test imports the
// built package to prove its `exports` work.
export default defineConfig({
  resolve: {
    alias: [
      { find: /^@tlp\/core$/, replacement: src('./packages/core/src/index.node.ts') },
      { find: /^@tlp\/core\/schemas$/, replacement: src('./packages/core/src/schemas/index.ts') },
      { find: /^@tlp\/core\/c2pa$/, replacement: src('./packages/core/src/c2pa/index.ts') },
      { find: /^@tlp\/client$/, replacement: src('./packages/client/src/index.ts') },
    ],
  },
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'web/src/**/*.test.{ts,tsx}',
      'web/e2e/**/*.e2e.test.ts',
      'test-vectors/**/*.test.ts',
    ],
    // Every answer of a test server must match the OpenAPI document (packages/server/src/test-harness).
    setupFiles: ['packages/server/src/test-harness/contract-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
