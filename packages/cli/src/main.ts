#!/usr/bin/env node
/**
 * `tlp`: verify TLP receipts and images in batch. `tlp verify <file|folder|jws|rcpt_id>... --issuer <origin>`;
 * see `tlp --help`.
 */
import { run } from './run.js';
import { cliTracing } from './tracing.js';

// With the OpenTelemetry variables set, every outbound request is a traced client span (see tracing.ts).
const tracing = await cliTracing(process.env);
process.exitCode = await run(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  stdin: process.stdin,
  env: process.env,
  ...(tracing ? { fetch: tracing.fetch } : {}),
});
await tracing?.shutdown();
