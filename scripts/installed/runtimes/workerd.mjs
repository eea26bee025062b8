/**
 * `node24 workerd.mjs <worker.mjs> <inputs.json> <out.json>`: runs the verdicts Worker (entries/web.ts,
 * bundled) in workerd through Miniflare, as Cloudflare Workers would, and writes its answer. Miniflare needs
 * Node 22 or later, so runtimes.test.ts starts this with the Node 24 of this folder.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { Miniflare } from 'miniflare';

const [script, input, output] = process.argv.slice(2);
const mf = new Miniflare({
  modules: true,
  scriptPath: script,
  modulesRoot: dirname(script),
  compatibilityDate: '2026-07-01',
});
try {
  const response = await mf.dispatchFetch('http://verdicts.local/', {
    method: 'POST',
    body: readFileSync(input, 'utf8'),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`the Worker answered ${response.status}: ${text.slice(0, 2000)}`);
  writeFileSync(output, text);
} finally {
  await mf.dispose();
}
