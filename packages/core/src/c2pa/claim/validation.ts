/**
 * The validation of one manifest, with the status codes of the C2PA specification, as c2pa-rs applies
 * its rules (`claim.rs`, `verify_claim`, `verify_actions`; `store.rs`):
 * - the claim signature the claim names, verified (cose/sign1.ts), with its time-stamp (time-stamp.ts);
 * - the assertions a manifest of its type must have: a standard manifest one hard binding and at most
 *   one parentOf ingredient; an update manifest no hard binding or thumbnail, exactly one parentOf
 *   ingredient (of any ingredient version) and only the actions an update may record;
 * - every created, gathered and redacted assertion present and matching its hashed URI;
 * - the actions rules: for v1 claims only one actions assertion (the rest only with c2pa-rs's
 *   `strict_v1_validation`); for v2 claims a standard manifest's `c2pa.created` or `c2pa.opened`, a
 *   `c2pa.created` with a digital source type, the ingredients of opened/placed/removed/repackaged/
 *   transcoded actions present in the manifest, of the right relationship and matching their hashes,
 *   the assertion a `c2pa.redacted` names present;
 * - then, when nothing above failed, the hard binding against the asset (given by the caller).
 */

import { sameBytes } from '../asset/bytes.js';
import { CborMap, type CborValue } from '../cbor/decode.js';
import { type ClaimSignatureCheck, readCoseSign1, verifyClaimSignature } from '../cose/sign1.js';
import { digestOf } from '../hash/digest.js';
import {
  type AssertionBox,
  assertionData,
  field,
  type HashedUri,
  hashedUri,
  type Manifest,
  type ManifestStore,
  resolveAssertion,
  resolveUri,
  StoreError,
} from './store.js';

/** One status of a validation: a C2PA status code, where, and whether it is a success. */
export interface Status {
  code: string;
  url?: string;
  success: boolean;
  explanation?: string;
}

/** The hard bindings (`c2pa.hash.bmff`, v1, is not one: c2pa-rs reads it only where it is the only one). */
export const HARD_BINDING_LABELS = new Set([
  'c2pa.hash.data',
  'c2pa.hash.boxes',
  'c2pa.hash.collection.data',
  'c2pa.hash.bmff.v2',
  'c2pa.hash.bmff.v3',
]);
const INGREDIENT_LABELS = new Set(['c2pa.ingredient', 'c2pa.ingredient.v2', 'c2pa.ingredient.v3']);
const ACTIONS_LABELS = new Set(['c2pa.actions', 'c2pa.actions.v2']);
const UPDATE_ACTIONS = new Set(['c2pa.edited.metadata', 'c2pa.opened', 'c2pa.published', 'c2pa.redacted']);
const PARENT_ACTIONS = new Set(['c2pa.opened', 'c2pa.repackaged', 'c2pa.transcoded']);
const COMPONENT_ACTIONS = new Set(['c2pa.placed', 'c2pa.removed']);

export const hardBindings = (m: Manifest) => m.assertions.filter((a) => HARD_BINDING_LABELS.has(a.label));
export const isIngredient = (a: AssertionBox) => INGREDIENT_LABELS.has(a.label);
const isThumbnail = (a: AssertionBox) =>
  a.fullLabel.startsWith('c2pa.thumbnail.claim.') || a.fullLabel.startsWith('c2pa.thumbnail.ingredient');

/** The ingredients of `manifest` with the relationship `parentOf`. */
export function parentIngredients(store: ManifestStore, manifest: Manifest): AssertionBox[] {
  return manifest.assertions.filter(
    (a) => isIngredient(a) && field(assertionData(store, a), 'relationship') === 'parentOf',
  );
}

/** The bytes a hashed URI's hash covers: a claim's CBOR, else the superbox's contents (without its header). */
function componentBytes(store: ManifestStore, found: NonNullable<ReturnType<typeof resolveUri>>): Uint8Array {
  const { box } = found;
  if (box === found.manifest.claimBox) {
    const cbor = box.children?.[0];
    if (cbor?.type === 'cbor') return store.jumbf.subarray(cbor.payload, cbor.end);
  }
  return store.jumbf.subarray(box.payload, box.end);
}

/** Whether what `reference` names (anywhere in the store) has its hash. */
export async function hashedUriMatches(
  store: ManifestStore,
  from: Manifest,
  reference: HashedUri,
): Promise<boolean> {
  const found = resolveUri(store, from, reference.url);
  if (!found) return false;
  return sameBytes(reference.hash, await digestOf(componentBytes(store, found), reference.algorithm));
}

interface Action {
  action: string;
  digitalSourceType?: string;
  ingredients: CborValue[];
  redacted?: CborValue;
}

/** The actions of an actions assertion (a v2 one's templates giving a missing digital source type). */
function readActions(data: CborValue | undefined, v2: boolean): Action[] {
  const list = field(data, 'actions');
  if (!Array.isArray(list) || list.length === 0) throw new StoreError('assertion.cbor.invalid', 'no actions');
  const templates = v2 ? field(data, 'templates') : undefined;
  return list.map((raw) => {
    const action = field(raw, 'action');
    const parameters = field(raw, 'parameters');
    const list = field(parameters, 'ingredients');
    const single = field(parameters, 'ingredient');
    const ingredients = Array.isArray(list) ? list : !v2 && single !== undefined ? [single] : [];
    let digitalSourceType = field(raw, 'digitalSourceType');
    if (digitalSourceType === undefined && Array.isArray(templates)) {
      const template = templates.find((t) => field(t, 'action') === action);
      digitalSourceType = field(template, 'digitalSourceType');
    }
    return {
      action: typeof action === 'string' ? action : '',
      ...(typeof digitalSourceType === 'string' && digitalSourceType ? { digitalSourceType } : {}),
      ingredients,
      ...(parameters instanceof CborMap && parameters.get('redacted') !== undefined
        ? { redacted: parameters.get('redacted') }
        : {}),
    };
  });
}

/** The actions rules of a v2 claim for one actions assertion. */
async function checkActions(
  store: ManifestStore,
  manifest: Manifest,
  reference: HashedUri,
  actions: Action[],
): Promise<Status[]> {
  const error = (code: string, explanation?: string): Status => ({
    code,
    url: reference.url,
    success: false,
    ...(explanation ? { explanation } : {}),
  });
  if (manifest.claim.version === 1) {
    const count = manifest.assertions.filter((a) => ACTIONS_LABELS.has(a.label)).length;
    return count > 1 ? [error('assertion.action.malformed', 'several actions assertions')] : [];
  }
  if (
    manifest.type === 'standard' &&
    !actions.some((a) => a.action === 'c2pa.created' || a.action === 'c2pa.opened')
  )
    return [error('assertion.action.malformed', 'a standard manifest needs c2pa.created or c2pa.opened')];
  const statuses: Status[] = [];
  for (const action of actions)
    if (action.action === 'c2pa.created' && !action.digitalSourceType)
      statuses.push(error('assertion.action.malformed', 'c2pa.created without a digitalSourceType'));
  for (const action of actions) {
    if (PARENT_ACTIONS.has(action.action) || COMPONENT_ACTIONS.has(action.action)) {
      if (action.ingredients.length === 0) {
        if (action.action === 'c2pa.placed') continue;
        statuses.push(error('assertion.action.ingredientMismatch', `${action.action} without ingredients`));
        break;
      }
      let mismatch = false;
      for (const raw of action.ingredients) {
        const uri = hashedUri(raw, manifest.claim.algorithm);
        const found = resolveAssertion(store, manifest, uri.url, true);
        const ingredient =
          found && isIngredient(found.assertion) ? assertionData(store, found.assertion) : undefined;
        const relationship = field(ingredient, 'relationship');
        const thumbnail = field(ingredient, 'thumbnail');
        const fits =
          ingredient !== undefined &&
          !(PARENT_ACTIONS.has(action.action) && relationship !== 'parentOf') &&
          !(COMPONENT_ACTIONS.has(action.action) && relationship !== 'componentOf') &&
          (thumbnail === undefined ||
            (await hashedUriMatches(store, manifest, hashedUri(thumbnail, manifest.claim.algorithm))));
        if (!fits) {
          statuses.push(error('assertion.action.ingredientMismatch', `an ingredient of ${action.action}`));
          mismatch = true;
          break;
        }
        if (!(await hashedUriMatches(store, manifest, uri))) {
          statuses.push(error('assertion.action.ingredientMismatch', `the hash of ${uri.url}`));
          mismatch = true;
          break;
        }
      }
      if (mismatch) break;
    } else if (action.action === 'c2pa.redacted') {
      const target = action.redacted;
      if (typeof target !== 'string' || !resolveAssertion(store, manifest, target)) {
        statuses.push(error('assertion.action.redactionMismatch'));
        break;
      }
    }
  }
  return statuses;
}

/** The assertions a manifest of its type must (not) have. */
function checkPresence(store: ManifestStore, manifest: Manifest): Status[] {
  const at = `self#jumbf=/c2pa/${manifest.label}`;
  const error = (code: string): Status => ({ code, url: at, success: false });
  const statuses: Status[] = [];
  const parents = parentIngredients(store, manifest).length;
  if (manifest.type === 'standard') {
    const bindings = hardBindings(manifest).length;
    if (bindings === 0) statuses.push(error('claim.hardBindings.missing'));
    else if (bindings > 1) statuses.push(error('assertion.multipleHardBindings'));
    if (parents > 1) statuses.push(error('manifest.multipleParents'));
  } else {
    if (hardBindings(manifest).length > 0 || manifest.assertions.some(isThumbnail))
      statuses.push(error('manifest.update.invalid'));
    if (parents !== 1) statuses.push(error('manifest.update.wrongParents'));
    const disallowed = manifest.assertions
      .filter((a) => ACTIONS_LABELS.has(a.label))
      .some((a) => {
        const list = field(assertionData(store, a), 'actions');
        return Array.isArray(list) && list.some((x) => !UPDATE_ACTIONS.has(String(field(x, 'action'))));
      });
    if (disallowed) statuses.push(error('manifest.update.invalid'));
  }
  return statuses;
}

/** What {@link validateManifest} found. */
export interface ManifestValidation {
  statuses: Status[];
  /** The claim signature's check, when it was read. */
  signature?: ClaimSignatureCheck;
  /** The created assertions found, in claim order (the caller checks the hard binding among them). */
  created: AssertionBox[];
}

/**
 * Whether the claim's `signature` URI names this manifest's `c2pa.signature` box, as c2pa-rs's
 * `verify_claim` asks: a URI naming a manifest (`/c2pa/<label>/…`) names this one, and its last
 * segment is `c2pa.signature` (a changed manifest label fails here, its signature itself still good).
 */
function signatureRefNamesThis(manifest: Manifest): boolean {
  const uri = manifest.claim.signatureRef ?? '';
  const parts = uri.split('=');
  let path = parts.length === 1 ? (parts[0] as string) : (parts[1] as string);
  if (path.startsWith('c2pa/')) path = `/${path}`;
  const segments = path.split('/');
  if (segments.length > 2 && segments[1] === 'c2pa')
    return segments[2] === manifest.label && segments.at(-1) === 'c2pa.signature';
  return segments.at(-1) === 'c2pa.signature';
}

/**
 * Validates `manifest` of `store` without its hard binding: the claim signature, the assertions its
 * type needs, every hashed URI, the actions rules. `statuses` holds failures (`success: false`) and
 * successes (`claimSignature.validated`, `assertion.hashedURI.match`). Never throws.
 *
 * @example
 * const { statuses } = await validateManifest(store, activeManifest(store));
 */
export async function validateManifest(
  store: ManifestStore,
  manifest: Manifest,
): Promise<ManifestValidation> {
  const statuses: Status[] = [];
  const created: AssertionBox[] = [];
  const signatureUrl = `self#jumbf=/c2pa/${manifest.label}/c2pa.signature`;
  if (!signatureRefNamesThis(manifest))
    statuses.push({
      code: 'claimSignature.missing',
      url: signatureUrl,
      success: false,
      explanation: `the claim's signature is ${JSON.stringify(manifest.claim.signatureRef ?? null)}, not this manifest's c2pa.signature`,
    });
  let signature: ClaimSignatureCheck | undefined;
  try {
    signature = await verifyClaimSignature(readCoseSign1(manifest.cose), manifest.claim.bytes);
    statuses.push(
      signature.validated
        ? { code: 'claimSignature.validated', url: signatureUrl, success: true }
        : {
            code: signature.reason?.startsWith('the signing certificate')
              ? 'signingCredential.invalid'
              : 'claimSignature.mismatch',
            url: signatureUrl,
            success: false,
            ...(signature.reason ? { explanation: signature.reason } : {}),
          },
    );
  } catch (error) {
    const code = error instanceof StoreError ? error.code : 'general.error';
    statuses.push({ code, url: signatureUrl, success: false, explanation: (error as Error).message });
  }
  statuses.push(...checkPresence(store, manifest));
  const fail = (code: string, url: string, explanation?: string) =>
    statuses.push({ code, url, success: false, ...(explanation ? { explanation } : {}) });
  try {
    for (const reference of manifest.claim.redacted) {
      const found = resolveAssertion(store, manifest, reference.url);
      if (!found) fail('assertion.missing', reference.url);
      else if (!(await hashedUriMatches(store, manifest, reference)))
        fail('assertion.hashedURI.mismatch', reference.url);
      else if (ACTIONS_LABELS.has(found.assertion.label)) fail('assertion.action.redacted', reference.url);
      else if (manifest.claim.created.some((c) => c.url === reference.url))
        fail('assertion.selfRedacted', reference.url);
    }
    for (const reference of manifest.claim.created) {
      const found = resolveAssertion(store, manifest, reference.url);
      if (!found) {
        fail('assertion.missing', reference.url);
        continue;
      }
      created.push(found.assertion);
      if (ACTIONS_LABELS.has(found.assertion.label)) {
        const data = assertionData(store, found.assertion);
        const actions = readActions(data, found.assertion.label === 'c2pa.actions.v2');
        statuses.push(...(await checkActions(store, manifest, reference, actions)));
      }
      if (await hashedUriMatches(store, manifest, reference))
        statuses.push({ code: 'assertion.hashedURI.match', url: reference.url, success: true });
      else fail('assertion.hashedURI.mismatch', reference.url);
    }
    for (const reference of manifest.claim.gathered) {
      if (!resolveAssertion(store, manifest, reference.url)) fail('assertion.missing', reference.url);
      else if (await hashedUriMatches(store, manifest, reference))
        statuses.push({ code: 'assertion.hashedURI.match', url: reference.url, success: true });
      else fail('assertion.hashedURI.mismatch', reference.url);
    }
    for (const ingredient of manifest.assertions.filter(isIngredient)) {
      if (typeof field(assertionData(store, ingredient), 'relationship') !== 'string')
        fail(
          'assertion.cbor.invalid',
          `self#jumbf=/c2pa/${manifest.label}/c2pa.assertions/${ingredient.fullLabel}`,
        );
    }
  } catch (error) {
    const code = error instanceof StoreError ? error.code : 'general.error';
    fail(code, `self#jumbf=/c2pa/${manifest.label}`, (error as Error).message);
  }
  return { statuses, ...(signature ? { signature } : {}), created };
}
