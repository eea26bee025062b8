import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../server/src/test-harness/server.js';
import { SCHEMA_FILE, schemaText } from './generate.js';
import { TlpClient, TlpError } from './index.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const EXAMPLE = fileURLToPath(new URL('../examples/flow.ts', import.meta.url));
const README = fileURLToPath(new URL('../README.md', import.meta.url));

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

describe('@tlp/client against the sandbox server', () => {
  it("runs the README's check → generation → receipt → verification example", async () => {
    const example = readFileSync(EXAMPLE, 'utf8');
    expect(readFileSync(README, 'utf8')).toContain(`\`\`\`ts\n${example}\`\`\``);
    // As a user runs it: its own process, @tlp/client and @tlp/core by name (tsx maps them to the sources).
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', EXAMPLE], {
      cwd: ROOT,
      env: { ...process.env, TLP_URL: s.origin, TLP_KEY: s.testKey },
    });
    const lines = stdout.trim().split('\n');
    expect(lines.filter((l) => l.startsWith('license ')).length).toBeGreaterThan(5);
    expect(lines).toContainEqual(expect.stringMatching(/^check chk_[0-9a-z]{26} allow$/));
    expect(lines).toContainEqual(expect.stringMatching(/^generation gen_[0-9a-z]{26} allowed allow$/));
    expect(lines).toContainEqual(expect.stringMatching(/^receipt rcpt_[0-9a-z]{26} allow tal_/));
    expect(lines).toContain('verification verified');
    expect(lines).toContain('offline valid');
    expect(lines).toContainEqual(expect.stringMatching(/^error 404 resource_not_found req_[0-9a-z]{26}$/));
  });

  it('a live check is 403 live_not_activated, thrown typed and sent once', async () => {
    let sent = 0;
    const client = new TlpClient({
      baseUrl: s.origin,
      apiKey: s.liveKey,
      fetch: (r) => {
        sent++;
        return fetch(r);
      },
    });
    const err = (await client.checks
      .create({
        inputs: [{ role: 'prompt', text: 'Ada Vance' }],
        use: {
          modality: 'image',
          kind: 'depiction',
          purpose: 'advertising',
          commercial: true,
          channels: ['web'],
          territories: ['US'],
        },
        execution: { provider: 'acme', model: 'imagegen-2' },
      })
      .catch((e: unknown) => e)) as TlpError;
    expect(err).toBeInstanceOf(TlpError);
    expect(err.code).toBe('live_not_activated');
    expect(err.type).toBe(`${s.origin}/docs/errors/live_not_activated`);
    expect(err.requestId).toMatch(/^req_/);
    expect(sent).toBe(1);
  });

  it('a bad field is a typed error naming the param', async () => {
    const client = new TlpClient({ baseUrl: s.origin, apiKey: s.testKey });
    const err = (await client.verifications
      .create({ receipt: 'rcpt_01m88z4qy26060g7vb0f56c083', sha256: 'a'.repeat(64) })
      .catch((e: unknown) => e)) as TlpError;
    expect(err).toMatchObject({ status: 400, code: 'parameter_invalid', param: 'sha256' });
  });

  it('the committed types are generated from the committed document', async () => {
    const document = JSON.parse(readFileSync(new URL('../../server/openapi.json', import.meta.url), 'utf8'));
    expect(
      readFileSync(SCHEMA_FILE, 'utf8'),
      'packages/client/src/schema.ts is stale: run npm run openapi',
    ).toBe(await schemaText(document));
  });
});
