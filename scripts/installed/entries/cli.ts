/**
 * The verdicts run in Node, Deno and Bun: `<runtime> verdicts.mjs <inputs.json> <out.json>`, bundled by
 * runtimes.ts with `@tlp/core` left to the runtime to resolve (the installed tarball, or the repository's
 * build for the reference run).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import process from 'node:process';
import * as core from '@tlp/core';
import { allVerdicts } from '../../../test-vectors/lib/verdict-of.js';

const [input, output] = process.argv.slice(2);
if (!input || !output) throw new Error('usage: verdicts.mjs <inputs.json> <out.json>');
writeFileSync(output, JSON.stringify(await allVerdicts(core, JSON.parse(readFileSync(input, 'utf8')))));
