/**
 * `npm run bench`: runs every `bench/*.bench.{ts,mjs}` in turn, prints each figure beside its
 * baseline measured in the same run, and writes them all to `bench/results.json`. `npm run bench --
 * decisions postgres` runs the benches whose file names contain those words and replaces only their
 * figures in `bench/results.json` (each file's entry says when it was measured). Every figure of every
 * run is also appended to the file's `history`, which is committed (bench/README.md).
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
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

type Entry = Figure[] | { error: string };
/** One figure of one run, as bench/README.md's table says it; the file keeps every run's. */
interface HistoryEntry {
  at: string;
  bench: string;
  figure: string;
  value: string;
  note?: string;
}
const resultsFile = join(here, 'results.json');
const kept: {
  results?: Record<string, Entry>;
  measured?: Record<string, string>;
  history?: HistoryEntry[];
} = JSON.parse(await readFile(resultsFile, 'utf8').catch(() => '{}'));
// A run of some benches replaces only their figures; a whole run replaces them all. The history stays.
const results: Record<string, Entry> = only.length > 0 ? (kept.results ?? {}) : {};
const measured: Record<string, string> = only.length > 0 ? (kept.measured ?? {}) : {};
const history: HistoryEntry[] = kept.history ?? [];
const fmt = (n: number) => (n >= 100 ? Math.round(n).toLocaleString('en') : n.toFixed(2));
for (const file of files) {
  console.log(`\n# ${file}`);
  try {
    const mod = await import(pathToFileURL(join(here, file)).href);
    const figures: Figure[] = await mod.default();
    results[file] = figures;
    measured[file] = new Date().toISOString();
    for (const f of figures) {
      history.push({
        at: measured[file],
        bench: file,
        figure: f.name,
        value: f.ratio !== null ? `${f.ratio.toFixed(2)}x` : `${fmt(f.value)} ${f.unit}`,
        note: `${f.pass ? 'PASS' : 'MISS'} (target ${f.target})${f.baseline ? `; ${fmt(f.value)} vs ${f.baseline.name} ${fmt(f.baseline.value)} ${f.unit}` : ''}`,
      });
      const base = f.baseline
        ? `  vs ${f.baseline.name} ${fmt(f.baseline.value)} ${f.unit} → ${f.ratio?.toFixed(2)}x`
        : '';
      console.log(
        `${f.pass ? 'PASS' : 'MISS'}  ${f.name}: ${fmt(f.value)} ${f.unit}${base}  (target ${f.target})`,
      );
    }
  } catch (error) {
    results[file] = { error: String((error as Error)?.stack ?? error) };
    measured[file] = new Date().toISOString();
    console.log(`ERROR ${String(error)}`);
  }
}
const machine = {
  node: process.version,
  cpus: cpus().length,
  model: cpus()[0]?.model,
  at: new Date().toISOString(),
};
await writeFile(resultsFile, `${JSON.stringify({ machine, measured, results, history }, null, 2)}\n`);
console.log('\nwrote bench/results.json');
