/**
 * The ingredient checks of c2pa-rs (its `ingredient_checks`), which c2pa-ts leaves out: every
 * ingredient of a manifest that names another manifest of the store must match it by hash (the
 * manifest box since C2PA 1.3, or its claim before: else `ingredient.manifest.mismatch`), and that
 * manifest is itself validated (claim signature, hashed URIs, structure) and its ingredients in
 * turn. Failures of an ingredient manifest make the store invalid, as in c2pa-rs; its hard binding is
 * not checked against this file (it bound another one).
 */
import type { Asset } from '@trustnxt/c2pa-ts/asset';
import {
  IngredientAssertion,
  type Manifest,
  type ManifestStore,
  type ValidationResult,
} from '@trustnxt/c2pa-ts/manifest';
import { bs } from '../lib/webcrypto.js';
import { checkManifestBox, childByLabel, type JumbfBox } from './strict.js';

/** A failed check: the status code of the C2PA specification and what it concerns. */
export interface IngredientFailure {
  code: string;
  where: string;
}

const MAX_DEPTH = 32;

/** Hard-binding statuses: an ingredient manifest bound another asset, so they say nothing here. */
const BINDING = /^(assertion\.(dataHash|bmffHash|boxesHash|collectionHash)\.|claim\.hardBindings\.missing$)/;

/** An asset with no bytes: ingredient manifests are validated without their binding. */
const NO_ASSET: Asset = {
  mimeType: 'application/octet-stream',
  getDataLength: () => 0,
  getDataRange: async () => new Uint8Array(0),
  getManifestJUMBF: () => undefined,
  dumpInfo: () => 'no asset',
  ensureManifestSpace: async () => {
    throw new Error('read-only');
  },
  getHashExclusionRange: () => {
    throw new Error('read-only');
  },
  writeManifestJUMBF: async () => {
    throw new Error('read-only');
  },
};

async function digest(algorithm: string, bytes: Uint8Array): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest(algorithm, bs(bytes)));
}

const equal = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((x, i) => x === b[i]);

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
  tree: JumbfBox,
  jumbf: Uint8Array,
  isFailure: (code: string) => boolean,
  depth = 0,
  visited: Set<string> = new Set(),
): Promise<IngredientFailure[]> {
  const failures: IngredientFailure[] = [];
  if (depth >= MAX_DEPTH) return [{ code: 'general.error', where: 'ingredients nested too deeply' }];
  const redacted = (manifest.claim?.redactedAssertions ?? []).map((r) => r.uri);
  for (const ingredient of manifest.assertions?.assertions ?? []) {
    if (!(ingredient instanceof IngredientAssertion)) continue;
    const reference = ingredient.activeManifest ?? ingredient.c2pa_manifest;
    if (!reference) continue;
    const label = manifestLabelOf(reference.uri);
    const other = label ? store.getManifestByLabel(label) : undefined;
    const box = label ? (tree.children ?? []).find((c) => c.type === 'jumb' && c.label === label) : undefined;
    if (!label || !other || !box || other === manifest) continue; // ingredient.manifest.missing: not a failure
    const where = `${manifest.label}: ingredient ${label}`;

    const hasRedactions = redacted.some((uri) => uri.includes(label));
    if (!hasRedactions) {
      const algorithm = reference.algorithm;
      // Since C2PA 1.3 the hash covers the manifest box's payload; before, the claim's CBOR.
      let matches = equal(await digest(algorithm, jumbf.subarray(box.payload, box.end)), reference.hash);
      if (!matches) {
        const claimBox = childByLabel(box, 'c2pa.claim.v2') ?? childByLabel(box, 'c2pa.claim');
        const cbor = claimBox?.children?.find((c) => c.type === 'cbor');
        if (cbor)
          matches = equal(await digest(algorithm, jumbf.subarray(cbor.payload, cbor.end)), reference.hash);
      }
      if (!matches) failures.push({ code: 'ingredient.manifest.mismatch', where });
    }

    if (visited.has(label)) continue;
    visited.add(label);
    for (const problem of checkManifestBox(jumbf, box))
      failures.push({ code: 'claim.malformed', where: problem });
    let result: ValidationResult;
    try {
      result = await other.validate(NO_ASSET);
    } catch (error) {
      failures.push({ code: 'general.error', where: `${where}: ${(error as Error).message}` });
      continue;
    }
    for (const entry of result.statusEntries) {
      if (entry.success || BINDING.test(entry.code) || !isFailure(entry.code)) continue;
      failures.push({ code: entry.code, where });
    }
    failures.push(...(await checkIngredients(store, other, tree, jumbf, isFailure, depth + 1, visited)));
  }
  return failures;
}
