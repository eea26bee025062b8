/** The README documents every export of the package: each name `@tlp/core` exports appears in it, in code. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as core from './index.js';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const exports = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'))
  .exports as Record<string, unknown>;

describe('the README of @tlp/core', () => {
  it.each(Object.keys(core))('documents %s', (name) => {
    expect(readme).toMatch(new RegExp(`\`${name}[\`(]`));
  });

  it.each(Object.keys(exports).filter((p) => p !== '.' && p !== './package.json'))(
    'documents the sub-path %s',
    (path) => {
      const named = path.replace(/^\./, '@tlp/core').replace(/\/(en|de|fr|es|ja|ar)(-texts)?$/, '/<lang>');
      expect(readme).toContain(named);
    },
  );
});
