/**
 * `tlp verify` on the ingredient vectors (licensed JPEGs c2pa-rs signed with an ingredient of their own,
 * `test-vectors/images/ingredient-*.jpg`): the file's verdict stays its own, a line per ingredient under
 * it says what the ingredient's credentials say, and `--json` carries `manifest.ingredients` as
 * `@tlp/core` reports them.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { verifyContent } from '@tlp/core';
import { describe, expect, it } from 'vitest';
import { ISSUER } from '../../../test-vectors/lib/fixtures.js';
import { ingredientLines } from './format.js';
import { run } from './run.js';
import { vectorVerifierArgs } from './test-harness/mcp-http.js';
import type { Result } from './verify-input.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const vectors = join(root, 'test-vectors');
const ARGS = ['verify', ...vectorVerifierArgs(vectors)];
const image = (name: string) => join(vectors, 'images', name);

async function tlp(argv: string[]): Promise<{ code: number; stdout: string }> {
  let stdout = '';
  const code = await run(argv, {
    stdout: { write: (t: string) => (stdout += t) },
    stderr: { write: () => true, isTTY: false, columns: 80 },
    fetch: async () => Promise.reject(new Error('no network in tests')),
    env: {},
  });
  return { code, stdout };
}

/** The library's own verdict of a vector, with the options the command was given. */
async function libraryIngredients(name: string) {
  const verdict = await verifyContent(new Uint8Array(await readFile(image(name))), {
    issuer: ISSUER,
    mode: 'test',
    jwks: JSON.parse(await readFile(join(vectors, 'keys/jwks.json'), 'utf8')),
    trustAnchors: [await readFile(join(vectors, 'keys/ca-root.pem'), 'utf8')],
  });
  return verdict.manifest?.ingredients;
}

describe('tlp verify on files with ingredients', () => {
  it('prints a line per ingredient under the file, which stays ok: recorded failures, valid ones, none for a plain licensed file', async () => {
    const out = await tlp([
      ...ARGS,
      image('ingredient-expired.jpg'),
      image('ingredient-valid.jpg'),
      image('licensed.jpg'),
    ]);
    expect(out.code).toBe(0);
    const lines = out.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(5);
    expect(lines[0]).toMatch(/^ok\s+\S*ingredient-expired\.jpg\s/);
    expect(lines[1]).toBe(
      '  ingredient "ingredient.jpg" (componentOf): recorded as failing when it was added (signingCredential.expired): the signer knew, the file stays valid',
    );
    expect(lines[2]).toMatch(/^ok\s+\S*ingredient-valid\.jpg\s/);
    expect(lines[3]).toBe(
      '  ingredient "ingredient.jpg" (componentOf): its own content credentials check out',
    );
    expect(lines[4]).toMatch(/^ok\s+\S*licensed\.jpg\s/);
  });

  it('says an ingredient whose manifest changed in the file fails now, under the file that is tampered', async () => {
    const out = await tlp([...ARGS, image('ingredient-mismatch.jpg')]);
    const lines = out.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^tampered\s.*manifest_invalid/);
    expect(lines[1]).toMatch(
      /^ {2}ingredient "ingredient\.jpg" \(componentOf\): fails now \(.*ingredient\.manifest\.mismatch.*\)$/,
    );
  });

  it('--json carries manifest.ingredients as the library reports them, and no key for a file without', async () => {
    const out = await tlp([...ARGS, '--json', image('ingredient-expired.jpg'), image('licensed.jpg')]);
    const [expired, licensed] = out.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { valid: boolean; content: { manifest: Record<string, unknown> } });
    const reported = await libraryIngredients('ingredient-expired.jpg');
    expect(reported).toHaveLength(1);
    expect(expired?.valid).toBe(true);
    expect(expired?.content.manifest.ingredients).toEqual(reported);
    expect(expired?.content.manifest.failures).toEqual([]);
    expect(licensed?.content.manifest).not.toHaveProperty('ingredients');
  });

  it('writes no terminal escape an ingredient title carries', () => {
    const result = {
      content: {
        manifest: {
          ingredients: [
            {
              title: '\u001b]0;owned\u0007\u202eevil.jpg',
              relationship: 'parentOf\u001b[2J',
              manifest: null,
              recorded: [],
              failures: [],
            },
          ],
        },
      },
    } as unknown as Result;
    const [line] = ingredientLines(result);
    expect(line).toBe(
      '  ingredient "\\x1b]0;owned\\x07\\u202eevil.jpg" (parentOf\\x1b[2J): no content credentials of its own in this file',
    );
  });
});
