/**
 * C2PA figures of issue 19, each beside the official reader measured in the same run:
 * - verifyContent of the small licensed vectors (test-vectors/images/licensed.{jpg,png}, 7 and 20 kB),
 *   trust anchor given, vs `@contentauth/c2pa-wasm` (c2pa-rs in WebAssembly) reading and validating the
 *   same file with the same anchor (<= 0.7x its time). Paired rounds in alternating order; the ratio is
 *   the median of the rounds' ratios.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { initSync, WasmReader } from '@contentauth/c2pa-wasm';
import { verifyContent } from '@tlp/core';
import { ISSUER, JWKS } from '../test-vectors/lib/fixtures.js';
import { alternate, type Figure, median, ratioFigure } from './lib.js';

const ROUNDS = 9;
const CALLS = 100;

const vector = (path: string) => fileURLToPath(new URL(`../test-vectors/${path}`, import.meta.url));

async function smallFileFigure(name: string, mediaType: string, rootPem: string): Promise<Figure> {
  const bytes = new Uint8Array(await readFile(vector(`images/${name}`)));
  const options = { issuer: ISSUER, jwks: JWKS, mode: 'test' as const, trustAnchors: [rootPem] };
  const check = await verifyContent(bytes, options);
  if (!check.valid || !check.trusted) throw new Error(`${name} does not verify: ${JSON.stringify(check)}`);

  const settings = JSON.stringify({ verify: { verify_trust: true }, trust: { trust_anchors: rootPem } });
  const official = async () => {
    const reader = await WasmReader.fromBytes(mediaType, bytes, settings);
    const state = JSON.parse(reader.json()).validation_state;
    reader.free();
    if (state !== 'Trusted') throw new Error(`the official reader says ${state} of ${name}`);
  };
  const timeMs = async (fn: () => Promise<unknown>) => {
    const start = performance.now();
    for (let i = 0; i < CALLS; i++) await fn();
    return (performance.now() - start) / CALLS;
  };
  await timeMs(official);
  await timeMs(() => verifyContent(bytes, options));
  const [ours, theirs] = await alternate(
    ROUNDS,
    () => timeMs(() => verifyContent(bytes, options)),
    () => timeMs(official),
  );
  return ratioFigure(
    `verifyContent of ${name} (${(bytes.length / 1024).toFixed(1)} kB)`,
    median(ours),
    'ms',
    { name: 'official c2pa-wasm reader', value: median(theirs) },
    { op: '<=', ratio: 0.7 },
    [ours, theirs],
  );
}

export default async function run(): Promise<Figure[]> {
  const require = createRequire(import.meta.url);
  initSync({ module: await readFile(require.resolve('@contentauth/c2pa-wasm/c2pa.wasm')) });
  const rootPem = await readFile(vector('keys/ca-root.pem'), 'utf8');
  return [
    await smallFileFigure('licensed.jpg', 'image/jpeg', rootPem),
    await smallFileFigure('licensed.png', 'image/png', rootPem),
  ];
}
