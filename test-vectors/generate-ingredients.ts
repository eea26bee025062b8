/**
 * Ingredient vectors (C2PA 2.x): licensed JPEGs whose active manifest holds an ingredient with a manifest
 * of its own, signed by c2pa-rs (`c2pa-rs-signed/ingredient-*.jpg`, made by
 * sign-ingredients-with-c2pa-wasm.ts and committed: c2pa-rs's ids are random), copied into `images/`,
 * and one derived here: the ingredient's manifest changed inside the composite after signing. c2pa-rs's
 * reader judges each the same as the expected verdict (`packages/core/src/c2pa/differential.test.ts`).
 */
import { readFileSync } from 'node:fs';
import { locateManifest } from '../packages/core/src/c2pa/asset/index.js';
import { readManifestStore } from '../packages/core/src/c2pa/claim/store.js';
import { parseJumbf, withReadLengths } from '../packages/core/src/c2pa/jumbf/parse.js';
import type { OutFile } from './generate-tokens.js';
import type { Vector } from './lib/manifest.js';

/** The last byte of the first (ingredient) manifest of the composite's store changed: its signature's. */
export function ingredientManifestChanged(composite: Uint8Array): Uint8Array {
  const jumbf = locateManifest(composite)?.jumbf;
  const tree = jumbf ? parseJumbf(jumbf) : null;
  const store = jumbf && tree ? readManifestStore(withReadLengths(jumbf, tree), tree) : null;
  const ingredient = store?.manifests[0];
  if (!jumbf || !store || !ingredient || store.manifests.length < 2)
    throw new Error('no ingredient manifest');
  const tail = jumbf.subarray(ingredient.box.end - 48, ingredient.box.end);
  const at = Buffer.from(composite).indexOf(tail) + tail.length - 1;
  if (at < tail.length) throw new Error('the ingredient manifest is not in one piece');
  const out = composite.slice();
  out[at] = (out[at] as number) ^ 0x01;
  return out;
}

export function generateIngredientVectors(): { files: OutFile[]; vectors: Vector[] } {
  const files: OutFile[] = [];
  const vectors: Vector[] = [];
  const add = (name: string, data: Uint8Array, description: string, expected: Vector['expected']) => {
    files.push({ path: `images/${name}`, data });
    vectors.push({
      file: `images/${name}`,
      kind: 'image',
      description: `JPEG: ${description}`,
      options: { mode: 'test', trustVectorRoot: true },
      expected,
    });
  };
  const signed = (name: string) =>
    new Uint8Array(readFileSync(new URL(`./c2pa-rs-signed/${name}`, import.meta.url)));
  const valid = signed('ingredient-valid.jpg');
  add('ingredient-valid.jpg', valid, 'licensed by c2pa-rs with a valid ingredient', {
    valid: true,
    trusted: true,
  });
  add(
    'ingredient-expired.jpg',
    signed('ingredient-expired.jpg'),
    'licensed by c2pa-rs with an ingredient whose certificate had expired (recorded in its assertion)',
    { valid: true, trusted: true },
  );
  add(
    'ingredient-signature.jpg',
    signed('ingredient-signature.jpg'),
    'licensed by c2pa-rs with an ingredient whose claim signature did not match (recorded in its assertion)',
    { valid: true, trusted: true },
  );
  add(
    'ingredient-mismatch.jpg',
    ingredientManifestChanged(valid),
    "the ingredient's manifest changed after signing (ingredient.manifest.mismatch, recorded nowhere)",
    { valid: false, code: 'manifest_invalid' },
  );
  return { files, vectors };
}
