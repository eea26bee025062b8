/**
 * The ingredient checks of c2pa-rs (`Store::ingredient_checks`) and how its reader judges what they find
 * (`ValidationResults::from_store`, `validation_state`), by the C2PA 2.x rules:
 *
 * - every ingredient of a manifest that names another manifest of the store must match it by hash (the
 *   manifest box since C2PA 1.3, or its claim before: else `ingredient.manifest.mismatch`), and that
 *   manifest is itself validated (claim signature, signing certificate, hashed URIs, structure; not its
 *   hard binding, which bound another asset) and its ingredients in turn;
 * - what the ingredient assertion recorded when the ingredient was added (its `validationResults`, or a
 *   v1/v2 ingredient's `validationStatus`) was already known to the manifest's signer: a failure found
 *   now that one of the store's ingredient assertions recorded (the same code at the same URL) does not
 *   fail the file (an ingredient whose certificate had expired, or whose signature did not match, when it
 *   was added). It is reported in the ingredient's details only;
 * - a failure found now that no ingredient assertion recorded fails the file, as c2pa-rs calls the store
 *   `Invalid` for a failure among its ingredient deltas.
 *
 * Loaded only for a manifest with ingredients (read/validate.ts imports it then).
 */

import type { IngredientReport } from '../../verdicts.js';
import { sameBytes } from '../asset/bytes.js';
import type { CborValue } from '../cbor/decode.js';
import { signingCredentialProblems } from '../cose/certificate-profile.js';
import { digestOf } from '../hash/digest.js';
import { checkManifestBox } from '../jumbf/parse.js';
import {
  type AssertionBox,
  assertionData,
  field,
  hashedUri,
  type Manifest,
  type ManifestStore,
  manifestByLabel,
} from './store.js';
import { isIngredient, validateManifest } from './validation.js';

/** A failed check: the status code of the C2PA specification and what it concerns. */
export interface IngredientFailure {
  code: string;
  where: string;
}

/** The checks' outcome: the failures that fail the file, and each ingredient's result. */
export interface IngredientChecks {
  failures: IngredientFailure[];
  ingredients: IngredientReport[];
}

const MAX_DEPTH = 32;

/** The codes c2pa-rs's `log_kind` calls successes (a recorded status list holds them beside its failures). */
const SUCCESS = new Set([
  'claimSignature.validated',
  'claimSignature.insideValidity',
  'signingCredential.trusted',
  'signingCredential.ocsp.notRevoked',
  'timeStamp.validated',
  'timeStamp.trusted',
  'assertion.hashedURI.match',
  'assertion.dataHash.match',
  'assertion.bmffHash.match',
  'assertion.boxesHash.match',
  'assertion.collectionHash.match',
  'assertion.accessible',
  'ingredient.manifest.validated',
  'ingredient.claimSignature.validated',
  'ingredient.manifest.missing',
  'cawg.x509.credential.trusted',
  'cawg.x509.signature.validated',
]);

/** Hard-binding statuses: an ingredient manifest bound another asset, so they say nothing here. */
const BINDING = /^(assertion\.(dataHash|bmffHash|boxesHash|collectionHash)\.|claim\.hardBindings\.missing$)/;

/** `self#jumbf=/c2pa/<label>[/…]` → `<label>`. */
function manifestLabelOf(uri: string): string | undefined {
  const m = /^self#jumbf=\/c2pa\/([^/]+)/.exec(uri);
  return m?.[1];
}

/**
 * A JUMBF URI made absolute in the manifest `label`, as c2pa-rs's `to_absolute_uri`: one naming a
 * manifest (`self#jumbf=/c2pa/…`) stays as it is, a relative one is put under the manifest.
 */
export function absoluteUri(label: string, uri: string): string {
  const path = uri.startsWith('self#jumbf=') ? uri.slice('self#jumbf='.length) : uri;
  if (/^\/c2pa\/[^/]+/.test(path)) return uri;
  return `self#jumbf=/c2pa/${label}/${path.replace(/^\//, '')}`;
}

/** The statuses a status list or a `validationResults` map holds, as c2pa-rs's `validation_status()`. */
function recordedStatuses(data: CborValue | undefined): Array<{ code: string; url: string | undefined }> {
  const lists: CborValue[] = [];
  const ofCodes = (codes: CborValue | undefined) => {
    for (const kind of ['success', 'informational', 'failure']) lists.push(field(codes, kind) as CborValue);
  };
  const results = field(data, 'validationResults');
  if (results !== undefined) {
    ofCodes(field(results, 'activeManifest'));
    const deltas = field(results, 'ingredientDeltas');
    if (Array.isArray(deltas)) for (const delta of deltas) ofCodes(field(delta, 'validationDeltas'));
  } else lists.push(field(data, 'validationStatus') as CborValue);
  const out: Array<{ code: string; url: string | undefined }> = [];
  for (const list of lists) {
    if (!Array.isArray(list)) continue;
    for (const entry of list) {
      const code = field(entry, 'code');
      const url = field(entry, 'url');
      if (typeof code === 'string') out.push({ code, url: typeof url === 'string' ? url : undefined });
    }
  }
  return out;
}

/** The hashed URI of an ingredient's manifest (`activeManifest`, v3; `c2pa_manifest` before), if any. */
function manifestReference(data: CborValue | undefined): CborValue | undefined {
  return field(data, 'activeManifest') ?? field(data, 'c2pa_manifest');
}

/** `<code> <url>`: a status as c2pa-rs compares a found one with the recorded ones (code, URL). */
const keyOf = (code: string, url: string | undefined) => `${code} ${url ?? ''}`;

/**
 * Every status the ingredient assertions of the store recorded, each URL made absolute in the
 * ingredient's manifest (c2pa-rs's `from_store` pools them, across the store's claims).
 */
function recordedInStore(store: ManifestStore): Set<string> {
  const keys = new Set<string>();
  for (const manifest of store.manifests) {
    for (const ingredient of manifest.assertions.filter(isIngredient)) {
      const data = assertionData(store, ingredient);
      const reference = field(manifestReference(data), 'url');
      const label = typeof reference === 'string' ? manifestLabelOf(reference) : undefined;
      for (const { code, url } of recordedStatuses(data))
        keys.add(keyOf(code, label && url?.startsWith('self#jumbf') ? absoluteUri(label, url) : url));
    }
  }
  return keys;
}

/** What c2pa-rs finds wrong now with the manifest `other`, named by an ingredient: code and URL. */
async function manifestFailures(
  store: ManifestStore,
  other: Manifest,
  isFailure: (code: string) => boolean,
): Promise<Array<{ code: string; url: string; reason?: string }>> {
  const found: Array<{ code: string; url: string; reason?: string }> = [];
  const manifestUrl = `self#jumbf=/c2pa/${other.label}`;
  const signatureUrl = `${manifestUrl}/c2pa.signature`;
  for (const problem of checkManifestBox(other))
    found.push({ code: 'claim.malformed', url: manifestUrl, reason: problem });
  const { statuses } = await validateManifest(store, other);
  for (const entry of statuses) {
    if (entry.success || BINDING.test(entry.code) || !isFailure(entry.code)) continue;
    found.push({
      code: entry.code,
      url: absoluteUri(other.label, entry.url ?? manifestUrl),
      ...(entry.explanation ? { reason: entry.explanation } : {}),
    });
  }
  // The certificate at the ingredient's signing time: its time-stamp's, taken without checking the
  // time-stamp's signature (the lenient side), else now.
  for (const { code, reason } of await signingCredentialProblems(other.cose, true))
    found.push({ code, url: signatureUrl, reason });
  return found;
}

const textOf = (value: CborValue | undefined) => (typeof value === 'string' ? value : null);

/** What a walk over the ingredients carries. */
interface Walk {
  store: ManifestStore;
  isFailure: (code: string) => boolean;
  /** The statuses the store's ingredient assertions recorded ({@link recordedInStore}). */
  recorded: Set<string>;
  /** The manifests whose ingredients were walked. */
  visited: Set<string>;
  /** What each ingredient manifest was found to have wrong (validated once, named perhaps twice). */
  found: Map<string, Promise<Array<{ code: string; url: string; reason?: string }>>>;
  out: IngredientChecks;
}

/**
 * Checks the ingredients of `manifest` (and theirs, recursively) as c2pa-rs does: the failures that
 * fail the file (found now, recorded by no ingredient assertion), and what was found of each ingredient.
 * `isFailure`: the caller's filter of the codes c2pa-rs logs as informational.
 */
export async function checkIngredients(
  store: ManifestStore,
  manifest: Manifest,
  isFailure: (code: string) => boolean,
): Promise<IngredientChecks> {
  const out: IngredientChecks = { failures: [], ingredients: [] };
  const recorded = recordedInStore(store);
  await walk(
    { store, isFailure, recorded, visited: new Set([manifest.label]), found: new Map(), out },
    manifest,
    0,
  );
  return out;
}

async function walk(w: Walk, manifest: Manifest, depth: number): Promise<void> {
  if (depth >= MAX_DEPTH) {
    w.out.failures.push({ code: 'general.error', where: 'ingredients nested too deeply' });
    return;
  }
  for (const ingredient of manifest.assertions.filter(isIngredient))
    await checkOne(w, manifest, ingredient, depth);
}

async function checkOne(w: Walk, manifest: Manifest, ingredient: AssertionBox, depth: number): Promise<void> {
  const { store, out } = w;
  const data = assertionData(store, ingredient);
  const result: IngredientReport = {
    title: textOf(field(data, 'dc:title')),
    relationship: textOf(field(data, 'relationship')),
    manifest: null,
    recorded: [],
    failures: [],
  };
  for (const { code } of recordedStatuses(data))
    if (w.isFailure(code) && !SUCCESS.has(code) && !result.recorded.includes(code))
      result.recorded.push(code);
  out.ingredients.push(result);
  const raw = manifestReference(data);
  if (raw === undefined) return;
  let reference: ReturnType<typeof hashedUri>;
  try {
    reference = hashedUri(raw, manifest.claim.algorithm);
  } catch {
    out.failures.push({
      code: 'assertion.cbor.invalid',
      where: `${manifest.label}: ingredient ${ingredient.fullLabel}`,
    });
    return;
  }
  const label = manifestLabelOf(reference.url);
  const other = label ? manifestByLabel(store, label) : undefined;
  if (!label || !other || other === manifest) return; // ingredient.manifest.missing: not a failure
  result.manifest = label;
  const where = `${manifest.label}: ingredient ${label}`;
  const found: Array<{ code: string; url: string; reason?: string }> = [];

  const hasRedactions = manifest.claim.redacted.some((r) => r.url.includes(label));
  if (!hasRedactions && !(await manifestMatches(store, other, reference)))
    found.push({ code: 'ingredient.manifest.mismatch', url: reference.url });
  let failures = w.found.get(label);
  if (!failures) {
    failures = manifestFailures(store, other, w.isFailure);
    w.found.set(label, failures);
  }
  found.push(...(await failures));

  for (const { code, url, reason } of found) {
    if (!result.failures.includes(code)) result.failures.push(code);
    if (!w.recorded.has(keyOf(code, url)))
      out.failures.push({ code, where: reason ? `${where}: ${reason}` : where });
  }
  if (w.visited.has(label)) return;
  w.visited.add(label);
  await walk(w, other, depth + 1);
}

/** Whether the ingredient's hashed URI matches its manifest box (C2PA 1.3 and later) or its claim (before). */
async function manifestMatches(
  store: ManifestStore,
  other: Manifest,
  reference: ReturnType<typeof hashedUri>,
): Promise<boolean> {
  const { jumbf } = store;
  const box = other.box;
  if (sameBytes(await digestOf(jumbf.subarray(box.payload, box.end), reference.algorithm), reference.hash))
    return true;
  // The claim as found by its UUID: its box label, which no hash covers, may say anything.
  return sameBytes(await digestOf(other.claim.bytes, reference.algorithm), reference.hash);
}
