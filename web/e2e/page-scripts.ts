/**
 * The JavaScript a page loads, script by script: each script's file name and gzip size (level 9), printed
 * largest first so that two builds (before and after a merge, say) can be compared chunk by chunk.
 */
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';

/** A script the page loaded: its file name and gzip size (level 9). */
export interface Chunk {
  name: string;
  gzip: number;
}

/** Records the gzip size of every script `page` loads from now on. */
export function recordScripts(page: Page): () => Promise<Chunk[]> {
  const scripts: Promise<Chunk>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      const name = new URL(response.url()).pathname.split('/').pop() ?? response.url();
      scripts.push(response.body().then((body) => ({ name, gzip: gzipSync(body, { level: 9 }).length })));
    }
  });
  return () => Promise.all(scripts);
}

/** Prints the chunks, largest first, and returns their sum. */
export function totalOfScripts(what: string, chunks: Chunk[]): number {
  const sum = chunks.reduce((n, c) => n + c.gzip, 0);
  console.log(`${what}: ${sum} bytes gzip in ${chunks.length} scripts`);
  for (const c of [...chunks].sort((a, b) => b.gzip - a.gzip)) {
    console.log(`  ${String(c.gzip).padStart(8)}  ${c.name}`);
  }
  return sum;
}
