/**
 * The ingredient checks of c2pa-rs (its `ingredient_checks`), which c2pa-ts leaves out: every
 * ingredient of a manifest that names another manifest of the store must match it by hash (the
 * manifest box since C2PA 1.3, or its claim before: else `ingredient.manifest.mismatch`), and that
 * manifest is itself validated (claim signature, hashed URIs, structure) and its ingredients in
 * turn. Failures of an ingredient manifest make the store invalid, as in c2pa-rs; its hard binding is
 * not checked against this file (it bound another one).
 */

import { digestOf } from './digest.js';
import { sameBytes } from './formats/bytes.js';
import {
  assertionData,
  field,
  hashedUri,
  type Manifest,
  type ManifestStore,
  manifestByLabel,
} from './manifest-store.js';
import { isIngredient, validateManifest } from './manifest-validation.js';
import { checkManifestBox, childByLabel } from './strict.js';

/** A failed check: the status code of the C2PA specification and what it concerns. */
export interface IngredientFailure {
  code: string;
  where: string;
}

const MAX_DEPTH = 32;

/** Hard-binding statuses: an ingredient manifest bound another asset, so they say nothing here. */
const BINDING = /^(assertion\.(dataHash|bmffHash|boxesHash|collectionHash)\.|claim\.hardBindings\.missing$)/;

/** `self#jumbf=/c2pa/<label>[/…]` → `<label>`. */
function manifestLabelOf(uri: string): string | undefined {
  const m = /^self#jumbf=\/c2pa\/([^/]+)/.exec(uri);
  return m?.[1];
}

/**
 * Checks the ingredients of `manifest` (and theirs, recursively) as c2pa-rs does; `informational`
 * status codes (as c2pa-rs classes them) are left out by the caller's filter.
 */
export async function checkIngredients(
  store: ManifestStore,
  manifest: Manifest,
  isFailure: (code: string) => boolean,
  depth = 0,
  visited: Set<string> = new Set(),
): Promise<IngredientFailure[]> {
  const failures: IngredientFailure[] = [];
  if (depth >= MAX_DEPTH) return [{ code: 'general.error', where: 'ingredients nested too deeply' }];
  const { jumbf } = store;
  const redacted = manifest.claim.redacted.map((r) => r.url);
  for (const ingredient of manifest.assertions.filter(isIngredient)) {
    const data = assertionData(store, ingredient);
    const raw = field(data, 'activeManifest') ?? field(data, 'c2pa_manifest');
    if (raw === undefined) continue;
    let reference: ReturnType<typeof hashedUri>;
    try {
      reference = hashedUri(raw, manifest.claim.algorithm);
    } catch {
      failures.push({
        code: 'assertion.cbor.invalid',
        where: `${manifest.label}: ingredient ${ingredient.fullLabel}`,
      });
      continue;
    }
    const label = manifestLabelOf(reference.url);
    const other = label ? manifestByLabel(store, label) : undefined;
    if (!label || !other || other === manifest) continue; // ingredient.manifest.missing: not a failure
    const box = other.box;
    const where = `${manifest.label}: ingredient ${label}`;

    const hasRedactions = redacted.some((uri) => uri.includes(label));
    if (!hasRedactions) {
      const algorithm = reference.algorithm;
      // Since C2PA 1.3 the hash covers the manifest box's payload; before, the claim's CBOR.
      let matches = sameBytes(
        await digestOf(jumbf.subarray(box.payload, box.end), algorithm),
        reference.hash,
      );
      if (!matches) {
        const claimBox = childByLabel(box, 'c2pa.claim.v2') ?? childByLabel(box, 'c2pa.claim');
        const cbor = claimBox?.children?.find((c) => c.type === 'cbor');
        if (cbor)
          matches = sameBytes(
            await digestOf(jumbf.subarray(cbor.payload, cbor.end), algorithm),
            reference.hash,
          );
      }
      if (!matches) failures.push({ code: 'ingredient.manifest.mismatch', where });
    }

    if (visited.has(label)) continue;
    visited.add(label);
    for (const problem of checkManifestBox(jumbf, box))
      failures.push({ code: 'claim.malformed', where: problem });
    const { statuses } = await validateManifest(store, other);
    for (const entry of statuses) {
      if (entry.success || BINDING.test(entry.code) || !isFailure(entry.code)) continue;
      failures.push({ code: entry.code, where });
    }
    failures.push(...(await checkIngredients(store, other, isFailure, depth + 1, visited)));
  }
  return failures;
}
