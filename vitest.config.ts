import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { APP } from './scripts/installed/install.js';

const src = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * With `TLP_TEST_DATABASE_URL` set (`.ci/run` does, after starting PostgreSQL on loopback), every server
 * suite runs a second time on PostgreSQL: the `postgres` project, each test server in a schema of its own.
 * The other suites (core, CLI, web, vectors) do not touch the server's storage and run once.
 */
const postgresUrl = process.env.TLP_TEST_DATABASE_URL;
const serverTests = 'packages/server/src/**/*.test.ts';

/**
 * The `installed` project runs against the tarballs of `npm run pack` installed in an empty folder
 * (scripts/installed/global-setup.ts): its own tests, the CLI's install and README tests, and two suites
 * of the sources run a second time with `@tlp/core` taken from that install (the vectors against
 * expected.json, the differential against the official reader).
 */
const installedCore = `${APP}/node_modules/@tlp/core/dist/index.node.js`;
const installedSuites = [
  'scripts/installed/**/*.test.ts',
  'packages/cli/src/install.test.ts',
  'packages/cli/src/readme.test.ts',
];

const sources = {
  alias: [
    { find: /^@tlp\/core$/, replacement: src('./packages/core/src/index.node.ts') },
    { find: /^@tlp\/core\/schemas$/, replacement: src('./packages/core/src/schemas/index.ts') },
    { find: /^@tlp\/core\/c2pa$/, replacement: src('./packages/core/src/c2pa/index.node.ts') },
    { find: /^@tlp\/core\/fingerprint$/, replacement: src('./packages/core/src/fingerprint/index.ts') },
    { find: /^@tlp\/core\/fingerprint\/node$/, replacement: src('./packages/core/src/fingerprint/node.ts') },
    { find: /^@tlp\/core\/worker$/, replacement: src('./packages/core/src/worker/index.ts') },
    { find: /^@tlp\/core\/worker\/node$/, replacement: src('./packages/core/src/worker/node.ts') },
    { find: /^@tlp\/core\/testing$/, replacement: src('./packages/core/src/testing.ts') },
    { find: /^@tlp\/core\/dimensions$/, replacement: src('./packages/core/src/content/dimensions.ts') },
    {
      find: /^@tlp\/core\/messages\/([\w-]+)$/,
      replacement: src('./packages/core/src/explain/messages/$1.ts'),
    },
    { find: /^@tlp\/client$/, replacement: src('./packages/client/src/index.ts') },
  ],
};

// Tests run against the sources (the `node` entry of @tlp/core); a separate test imports the
// built package to prove its `exports` work.
export default defineConfig({
  test: {
    // `npm test` fails on a skipped test, each printed with its reason, unless TLP_ALLOW_SKIP=1
    // (scripts/skipped-tests.ts); a single file run with `npx vitest` is not held to it.
    reporters:
      process.env.npm_lifecycle_event === 'test'
        ? ['default', src('./scripts/skipped-tests.ts')]
        : ['default'],
    // Every answer of a test server must match the OpenAPI document (packages/server/src/test-harness).
    setupFiles: ['packages/server/src/test-harness/contract-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        resolve: sources,
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
          exclude: ['**/node_modules/**', '**/*.postgres.test.ts', ...installedSuites],
          env: { TLP_TEST_DATABASE_URL: '' },
        },
      },
      {
        extends: true,
        plugins: [
          {
            // The alias below is how the differential test runs the installed package: should the test
            // import verifyContent from elsewhere, it would run the sources here unnoticed. It must not.
            name: 'tlp-installed-differential',
            enforce: 'pre',
            transform(code: string, id: string) {
              if (
                id.endsWith('/c2pa/differential.test.ts') &&
                !/from '\.\.\/content\/index\.js'/.test(code)
              ) {
                throw new Error(
                  'differential.test.ts no longer imports ../content/index.js: update the alias',
                );
              }
            },
          },
        ],
        resolve: {
          alias: [
            { find: /^@tlp\/core$/, replacement: installedCore },
            // The differential test imports verifyContent from the sources' content/index.js.
            { find: /^\.\.\/content\/index\.js$/, replacement: installedCore },
          ],
        },
        test: {
          name: 'installed',
          include: [
            ...installedSuites,
            'test-vectors/vectors.test.ts',
            'packages/core/src/c2pa/differential.test.ts',
          ],
          globalSetup: [src('./scripts/installed/global-setup.ts')],
          env: { TLP_TEST_DATABASE_URL: '' },
        },
      },
      ...(postgresUrl
        ? [
            {
              extends: true as const,
              resolve: sources,
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
