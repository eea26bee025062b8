/**
 * `npm run bench`: runs every `bench/*.bench.{ts,mjs}` in turn, prints each figure beside its
 * baseline measured in the same run, and writes them all to `bench/results.json`.
 */
import { readdir, writeFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Figure } from './lib.js';

const here = dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);
const files = (await readdir(here))
  .filter((f) => /\.bench\.(ts|mjs)$/.test(f))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();

const results: Record<string, Figure[] | { error: string }> = {};
const fmt = (n: number) => (n >= 100 ? Math.round(n).toLocaleString('en') : n.toFixed(2));
for (const file of files) {
  console.log(`\n# ${file}`);
  try {
    const mod = await import(pathToFileURL(join(here, file)).href);
    const figures: Figure[] = await mod.default();
    results[file] = figures;
    for (const f of figures) {
      const base = f.baseline
        ? `  vs ${f.baseline.name} ${fmt(f.baseline.value)} ${f.unit} → ${f.ratio?.toFixed(2)}x`
        : '';
      console.log(
        `${f.pass ? 'PASS' : 'MISS'}  ${f.name}: ${fmt(f.value)} ${f.unit}${base}  (target ${f.target})`,
      );
    }
  } catch (error) {
    results[file] = { error: String((error as Error)?.stack ?? error) };
    console.log(`ERROR ${String(error)}`);
  }
}
const machine = {
  node: process.version,
  cpus: cpus().length,
  model: cpus()[0]?.model,
  at: new Date().toISOString(),
};
await writeFile(join(here, 'results.json'), `${JSON.stringify({ machine, results }, null, 2)}\n`);
console.log('\nwrote bench/results.json');
