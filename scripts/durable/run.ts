/**
 * `npx tsx scripts/durable/run.ts [out.json]`: fingerprints the robustness corpus (corpus.ts), prints
 * recall per change and false matches for thresholds 0 to 20, and writes every code and figure as JSON
 * (default scripts/durable/results.json).
 */
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { ISCC_MATCH_THRESHOLD } from '@tlp/core/fingerprint';
import {
  type CorpusFigures,
  corpusFigures,
  fingerprintCorpus,
  formatTable,
  missingPhotographs,
} from './corpus.js';

const out = process.argv[2] ?? fileURLToPath(new URL('./results.json', import.meta.url));
const missing = missingPhotographs();
if (missing.paths.length > 0) {
  console.error(`missing photographs: apt-get install ${missing.packages.join(' ')}`);
  process.exit(1);
}
const started = performance.now();
const codes = await fingerprintCorpus({
  onPhotograph: (path, index) => process.stderr.write(`\r${index + 1} ${path.split('/').pop()}\x1b[K`),
});
process.stderr.write('\n');
const figures = corpusFigures(codes);
const wide = corpusFigures(codes, { bits: 256, maxThreshold: 96 });
const name = (path: string) => path.split('/').pop();
const report = (f: CorpusFigures, columns?: number[]) => {
  console.log(`\n${f.bits}-bit codes`);
  console.log(formatTable(f, columns));
  console.log(
    `different photographs: closest pair ${f.closestPair.distance} bits (${name(f.closestPair.a)}, ${name(f.closestPair.b)}), mean ${f.unrelated.mean.toFixed(1)}, sd ${f.unrelated.sd.toFixed(1)}`,
  );
};
console.log(
  `${figures.photographs} photographs, ${codes.photographs.length * Object.keys(codes.transformed).length} changed copies, ${((performance.now() - started) / 1000).toFixed(0)} s`,
);
report(figures);
report(wide, [0, 8, 16, 24, 32, 40, 48, 56, 64, 72, 80]);
console.log(
  `\nat the threshold in use (${ISCC_MATCH_THRESHOLD} of 64 bits): benign recall ${(figures.benignRecall[ISCC_MATCH_THRESHOLD]! * 100).toFixed(1)}%, false matches ${figures.falseMatches[ISCC_MATCH_THRESHOLD]}`,
);
await writeFile(
  out,
  `${JSON.stringify({ measured: new Date().toISOString(), threshold: ISCC_MATCH_THRESHOLD, figures: { 64: figures, 256: wide }, codes }, null, 1)}\n`,
);
console.log(`wrote ${out}`);
