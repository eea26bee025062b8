/**
 * Stage 4, validate: the active manifest as c2pa-rs validates it (its claim, signature and assertions:
 * claim/validation.ts), its hard binding against the file (the parent's, for an update manifest), the
 * store's boxes, the signing certificates and the ingredients: the C2PA status codes that failed, and
 * whether the signature and the binding hold.
 */

import type { IngredientReport } from '../../verdicts.js';
import type { ManifestLocation, OpenedMedia } from '../asset/container.js';
import {
  assertionData,
  field,
  hashedUri,
  type Manifest,
  type ManifestStore,
  manifestByLabel,
} from '../claim/store.js';
import {
  hardBindings,
  isIngredient,
  type ManifestValidation,
  parentIngredients,
  type Status,
  validateManifest,
} from '../claim/validation.js';
import { signingCredentialProblems } from '../cose/certificate-profile.js';
import type { BindingContext } from '../hard-binding/context.js';
import { checkHardBinding, readDataHash } from '../hard-binding/index.js';
import { checkManifestBox } from '../jumbf/parse.js';
import { isFailure } from './inspection.js';
import type { Parsed } from './parse.js';

const HARD_BINDING_MATCH = new Set([
  'assertion.dataHash.match',
  'assertion.bmffHash.match',
  'assertion.boxesHash.match',
  'assertion.collectionHash.match',
]);
const HARD_BINDING_FAILURE =
  /^(assertion\.(dataHash|bmffHash|boxesHash|collectionHash)\.|claim\.hardBindings\.missing$|assertion\.multipleHardBindings$)/;
const SIGNATURE_FAILURE = /^(claimSignature\.|signingCredential\.|algorithm\.)/;

function failedCodes(statuses: readonly Status[]): string[] {
  const codes: string[] = [];
  for (const entry of statuses) {
    if (!entry.success && isFailure(entry.code) && !codes.includes(entry.code)) codes.push(entry.code);
  }
  return codes;
}

/**
 * The manifest whose hard binding binds the file: the active one, or for an update manifest (which
 * has none) the manifest of its parentOf ingredient, followed up the chain.
 */
function bindingManifest(store: ManifestStore, active: Manifest): Manifest {
  let manifest = active;
  for (let depth = 0; depth < 32 && manifest.type === 'update'; depth++) {
    const parent = parentIngredients(store, manifest)[0];
    const data = parent ? assertionData(store, parent) : undefined;
    const raw = field(data, 'activeManifest') ?? field(data, 'c2pa_manifest');
    let uri: string | undefined;
    try {
      uri = raw === undefined ? undefined : hashedUri(raw, manifest.claim.algorithm).url;
    } catch {
      uri = undefined;
    }
    const label = uri ? /^self#jumbf=\/c2pa\/([^/]+)/.exec(uri)?.[1] : undefined;
    const next = label ? manifestByLabel(store, label) : undefined;
    if (!next || next === manifest) break;
    manifest = next;
  }
  return manifest;
}

/**
 * Whether the active manifest's data hash has an exclusion that overlaps the store's bytes as c2pa-rs
 * locates them (`location.storeRange`) without being exactly them: c2pa-rs reports such a data hash
 * as a mismatch (a RIFF chunk's pad byte excluded with it, a whole ID3 tag or GEOB frame excluded
 * around the store), so it is one here too.
 */
function misplacedStoreExclusion(
  store: ManifestStore,
  manifest: Manifest,
  location: ManifestLocation,
): boolean {
  const range = location.storeRange;
  if (!range) return false;
  return hardBindings(manifest).some((binding) => {
    if (binding.label !== 'c2pa.hash.data') return false;
    let exclusions: Array<{ start: number; length: number }>;
    try {
      exclusions = readDataHash(assertionData(store, binding), manifest.claim.algorithm).exclusions;
    } catch {
      return false;
    }
    return exclusions.some(
      (e) =>
        e.start < range.end &&
        e.start + e.length > range.start &&
        (e.start !== range.start || e.start + e.length !== range.end),
    );
  });
}

/**
 * What the statuses found and the store's own checks add to them (its boxes, the signing certificates,
 * the ingredients): the C2PA status codes that failed, why, and whether the signature and the hard
 * binding hold. `location`: where the store sat in the file (none for a store on its own).
 */
async function concluded(
  store: ManifestStore,
  active: Manifest,
  statuses: readonly Status[],
  location: ManifestLocation | null,
  validation: ManifestValidation,
): Promise<Omit<Validation, 'context'>> {
  const failures = failedCodes(statuses);
  if (
    location &&
    misplacedStoreExclusion(store, active, location) &&
    !failures.includes('assertion.dataHash.mismatch')
  ) {
    failures.push('assertion.dataHash.mismatch');
  }
  const problems = checkManifestBox(active);
  for (const problem of problems) {
    const code = problem.startsWith('the claim signature') ? 'claimSignature.mismatch' : 'claim.malformed';
    if (!failures.includes(code)) failures.push(code);
  }
  // The signing certificate as c2pa-rs checks it (certificate-profile.ts).
  for (const problem of await signingCredentialProblems(
    active.cose,
    validation.signature?.timeStamp !== undefined,
  )) {
    if (!failures.includes(problem.code)) failures.push(problem.code);
    problems.push(problem.reason);
  }
  // The ingredients' code is loaded for a manifest with ingredients only (never for a plain JPEG's).
  let ingredients: IngredientReport[] | undefined;
  if (active.assertions.some(isIngredient)) {
    const { checkIngredients } = await import('../claim/ingredients.js');
    const checks = await checkIngredients(store, active, isFailure);
    ingredients = checks.ingredients;
    for (const { code, where } of checks.failures) {
      if (!failures.includes(code)) failures.push(code);
      problems.push(`${code} (${where})`);
    }
  }
  for (const entry of statuses)
    if (!entry.success && entry.explanation && isFailure(entry.code)) problems.push(entry.explanation);
  const succeeded = new Set(statuses.filter((e) => e.success).map((e) => e.code));
  const signatureValid =
    succeeded.has('claimSignature.validated') && !failures.some((c) => SIGNATURE_FAILURE.test(c));
  const bindingValid =
    [...succeeded].some((c) => HARD_BINDING_MATCH.has(c)) &&
    !failures.some((c) => HARD_BINDING_FAILURE.test(c));

  return { failures, problems, signatureValid, bindingValid, ...(ingredients ? { ingredients } : {}) };
}

/**
 * Validates the active manifest of a store that is not in a file (`application/c2pa`): everything
 * {@link validate} checks but the hard binding, which binds content that is not here (`bindingValid`
 * false, no binding code among the failures).
 */
export async function validateStore({ store, active }: Parsed): Promise<Omit<Validation, 'context'>> {
  const validation = await validateManifest(store, active);
  return concluded(store, active, validation.statuses, null, validation);
}

/** What validation found. */
export interface Validation {
  /** The C2PA status codes that failed (informational ones left out). */
  failures: string[];
  /** Why, in words. */
  problems: string[];
  signatureValid: boolean;
  bindingValid: boolean;
  /** What the ingredient checks found of each ingredient, when the active manifest has ingredients. */
  ingredients?: IngredientReport[];
  /** What the hard-binding checks read of the file (the content digest the BMFF hash computed). */
  context: BindingContext;
}

/** Validates the active manifest of `parsed` against the file `media`. */
export async function validate(media: OpenedMedia, { store, active }: Parsed): Promise<Validation> {
  const { location, bytes, source } = media;
  // The BMFF code is imported for a BMFF file only (a JPEG's verification never loads it).
  const bmff = media.format.hardBinding === 'bmff' ? await import('../asset/bmff.js') : null;
  const layout = bmff ? (bytes ? bmff.layoutOf(bytes) : await bmff.layoutFrom(source)) : null;
  const context: BindingContext = {
    store,
    source,
    location,
    layout,
    ...(active.claim.algorithm ? { claimAlgorithm: active.claim.algorithm } : {}),
    content: {},
  };
  const validation = await validateManifest(store, active);
  const statuses: Status[] = [...validation.statuses];
  if (!statuses.some((s) => !s.success)) {
    for (const assertion of validation.created) {
      if (!hardBindings(active).includes(assertion)) continue;
      const outcome = await checkHardBinding(assertion, context);
      if (outcome) statuses.push(outcome);
    }
  }
  // The hard binding is checked also when the claim failed (to report it honestly), and an update
  // manifest has none of its own: its parent's binds the file, as c2pa-rs checks.
  const binder = bindingManifest(store, active);
  if (!statuses.some((e) => HARD_BINDING_MATCH.has(e.code) || HARD_BINDING_FAILURE.test(e.code))) {
    const parentContext: BindingContext = {
      ...context,
      ...(binder.claim.algorithm ? { claimAlgorithm: binder.claim.algorithm } : {}),
      forUpdate: binder !== active,
    };
    for (const binding of hardBindings(binder)) {
      const outcome = await checkHardBinding(binding, parentContext);
      if (outcome) statuses.push(outcome);
    }
  }
  // A claim whose only hard binding is a legacy c2pa.hash.bmff (v1): c2pa-rs checks it.
  const missing = statuses.filter((e) => e.code === 'claim.hardBindings.missing');
  const legacy = binder.assertions.filter((a) => a.label === 'c2pa.hash.bmff');
  if (layout && missing.length > 0 && legacy.length === 1) {
    const { checkLegacyBmffHash } = await import('../hard-binding/bmff.js');
    const outcome = await checkLegacyBmffHash(legacy[0]!, {
      ...context,
      ...(binder.claim.algorithm ? { claimAlgorithm: binder.claim.algorithm } : {}),
    });
    for (const entry of missing) statuses.splice(statuses.indexOf(entry), 1);
    statuses.push(outcome);
  }

  return { ...(await concluded(store, active, statuses, location, validation)), context };
}
