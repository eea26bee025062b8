/**
 * `npm run docs:environment`: writes the table of docs/running.md's "Environment" from the schema of
 * `config/environment.ts`, between its two markers (a test fails when the two differ).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { environmentTable } from './environment.js';

export const RUNNING_MD = fileURLToPath(new URL('../../../../docs/running.md', import.meta.url));
const START =
  '<!-- environment table: npm run docs:environment writes it from packages/server/src/config/environment.ts -->';
const END = '<!-- end of the environment table -->';

/** The markdown with its environment table written from the schema. */
export function withEnvironmentTable(markdown: string): string {
  const start = markdown.indexOf(START);
  const end = markdown.indexOf(END);
  if (start === -1 || end < start) throw new Error(`docs/running.md has no environment table markers`);
  return `${markdown.slice(0, start + START.length)}\n${environmentTable()}\n${markdown.slice(end)}`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(RUNNING_MD, withEnvironmentTable(readFileSync(RUNNING_MD, 'utf8')));
  console.log(`wrote the environment table of ${RUNNING_MD}`);
}
