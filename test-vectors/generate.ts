/**
 * `npm run vectors`: writes every test vector and `expected.json`, deterministically (keys derived
 * from fixed labels, RFC 6979 signatures, fixed clocks), so a second run changes no byte.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type OutFile, tokenVectors } from './generate-tokens.js';
import { DISCOVERY, ISSUER, JWKS } from './lib/fixtures.js';
import type { Vector, VectorManifest } from './lib/manifest.js';

const outArg = process.argv.indexOf('--out');
/** Where to write: this folder, or `--out <dir>` (the determinism test writes to a temporary one). */
const here = outArg > 0 ? (process.argv[outArg + 1] as string) : dirname(fileURLToPath(import.meta.url));
const OUTPUT_DIRS = ['receipts', 'tokens', 'webhooks', 'images', 'media', 'keys'];

async function imageVectors(): Promise<{ files: OutFile[]; vectors: Vector[] }> {
  try {
    const { generateImageVectors } = await import('./generate-images.js');
    return await generateImageVectors();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_MODULE_NOT_FOUND') return { files: [], vectors: [] };
    throw error;
  }
}

async function main() {
  const tokens = tokenVectors();
  const images = await imageVectors();
  const { generateRiffMp3Vectors } = await import('./generate-riff-mp3.js');
  const riffMp3 = await generateRiffMp3Vectors();
  const bmff = await (await import('./generate-media-bmff.js')).generateBmffVectors();
  const formats = await (await import('./generate-formats.js')).generateFormatVectors();
  const ingredients = (await import('./generate-ingredients.js')).generateIngredientVectors();
  const padded = await (await import('./generate-store-padding.js')).generateStorePaddingVectors();
  const files: OutFile[] = [
    { path: 'keys/jwks.json', data: `${JSON.stringify(JWKS, null, 2)}\n` },
    { path: 'keys/discovery.json', data: `${JSON.stringify(DISCOVERY, null, 2)}\n` },
    ...tokens.files,
    ...images.files,
    ...riffMp3.files,
    ...bmff.files,
    ...formats.files,
    ...ingredients.files,
    ...padded.files,
  ];
  const manifest: VectorManifest = {
    issuer: ISSUER,
    generator: 'npm run vectors (test-vectors/generate.ts)',
    vectors: [
      ...tokens.vectors,
      ...images.vectors,
      ...riffMp3.vectors,
      ...bmff.vectors,
      ...formats.vectors,
      ...ingredients.vectors,
      ...padded.vectors,
    ],
  };
  for (const dir of OUTPUT_DIRS) await rm(join(here, dir), { recursive: true, force: true });
  for (const file of files) {
    const path = join(here, file.path);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, file.data);
  }
  await writeFile(join(here, 'expected.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(`wrote ${files.length} files and ${manifest.vectors.length} vectors`);
}

await main();
