import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const src = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * With `TLP_TEST_DATABASE_URL` set (`.ci/run` does, after starting PostgreSQL on loopback), every server
 * suite runs a second time on PostgreSQL: the `postgres` project, each test server in a schema of its own.
 * The other suites (core, CLI, web, vectors) do not touch the server's storage and run once.
 */
const postgresUrl = process.env.TLP_TEST_DATABASE_URL;
const serverTests = 'packages/server/src/**/*.test.ts';

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
    // Every answer of a test server must match the OpenAPI document (packages/server/src/test-harness).
    setupFiles: ['packages/server/src/test-harness/contract-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'sqlite',
          include: [
            'packages/*/src/**/*.test.ts',
            'web/src/**/*.test.{ts,tsx}',
            'web/e2e/**/*.e2e.test.ts',
            'test-vectors/**/*.test.ts',
            'scripts/**/*.test.{ts,mjs}',
          ],
          // Suites only PostgreSQL can run (several processes on one database) are in the other project.
          exclude: ['**/node_modules/**', '**/*.postgres.test.ts'],
          env: { TLP_TEST_DATABASE_URL: '' },
        },
      },
      ...(postgresUrl
        ? [
            {
              extends: true as const,
              test: {
                name: 'postgres',
                include: [serverTests, 'packages/server/src/**/*.postgres.test.ts'],
                env: { TLP_TEST_DATABASE_URL: postgresUrl },
                globalSetup: [src('./packages/server/src/test-harness/postgres-setup.ts')],
              },
            },
          ]
        : []),
    ],
  },
});
