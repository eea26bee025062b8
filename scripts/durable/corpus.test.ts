/**
 * The image fingerprint's targets on the robustness corpus, at the threshold the service uses: at least
 * 98% of the benign changes of 42 photographs recognised (each changed copy's nearest stored code its
 * own original's, within the threshold), and no two different photographs within it. The table for
 * every threshold, with the changes it is not expected to survive, is `npx tsx scripts/durable/run.ts`.
 */
import { ISCC_MATCH_THRESHOLD } from '@tlp/core/fingerprint';
import { describe, expect, it } from 'vitest';
import { corpusFigures, fingerprintCorpus, missingPhotographs, TRANSFORMS } from './corpus.js';

describe('the image fingerprint on the robustness corpus', () => {
  it(`recognises ≥ 98% of benign changes and matches no two different photographs at ${ISCC_MATCH_THRESHOLD} bits`, async () => {
    const missing = missingPhotographs();
    // Not a skip: .ci/run installs these packages, and a machine without them must not pass for green.
    expect(missing.paths, `apt-get install ${missing.packages.join(' ')}`).toEqual([]);

    const codes = await fingerprintCorpus({ transforms: TRANSFORMS.filter((t) => t.benign) });
    const figures = corpusFigures(codes);
    const t = ISCC_MATCH_THRESHOLD;
    const seen = figures.rows.map((r) => `${r.transform}: ${(r.recall[t]! * 100).toFixed(0)}%`).join(', ');

    expect(figures.photographs).toBe(42);
    expect(figures.rows.length).toBe(11);
    expect(figures.benignRecall[t], seen).toBeGreaterThanOrEqual(0.98);
    expect(figures.falseMatches[t], `closest pair ${JSON.stringify(figures.closestPair)}`).toBe(0);
    // Every re-encoding, resize and brightness change is recognised: only the crop may miss.
    for (const row of figures.rows.filter((r) => !r.transform.startsWith('cropped')))
      expect(row.recall[t], row.transform).toBe(1);
  }, 600_000);
});
