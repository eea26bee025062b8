/**
 * C2PA figures of issue 19, each beside the official reader measured in the same run:
 * - verifyContent of the small licensed vectors (test-vectors/images/licensed.{jpg,png}, 7 and 20 kB),
 *   trust anchor given, vs `@contentauth/c2pa-wasm` (c2pa-rs in WebAssembly) reading and validating the
 *   same file with the same anchor (<= 0.7x its time). Paired rounds in alternating order; the ratio is
 *   the median of the rounds' ratios.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Figure } from './lib.js';
import { versusOfficial } from './versus-official.js';

const vector = (path: string) => fileURLToPath(new URL(`../test-vectors/${path}`, import.meta.url));

async function smallFileFigure(name: string, mediaType: string, rootPem: string): Promise<Figure> {
  const bytes = new Uint8Array(await readFile(vector(`images/${name}`)));
  return versusOfficial({
    name: `verifyContent of ${name} (${(bytes.length / 1024).toFixed(1)} kB)`,
    bytes,
    mediaType,
    rootPem,
    calls: 100,
    rounds: 9,
    unit: 'ms',
    target: 0.7,
  });
}

export default async function run(): Promise<Figure[]> {
  const rootPem = await readFile(vector('keys/ca-root.pem'), 'utf8');
  return [
    await smallFileFigure('licensed.jpg', 'image/jpeg', rootPem),
    await smallFileFigure('licensed.png', 'image/png', rootPem),
  ];
}
