import { toHex } from '../lib/base64url.js';
import type { AssertionRead, LicenseAssertion, ManifestReport } from '../verdicts.js';
import type { BindingContext } from './binding-context.js';
import { isBlob } from './byte-source.js';
import { checkSigningCredential, coseCertificates } from './certificate-profile.js';
import {
  type ManifestLocation,
  type OpenedMedia,
  openMedia,
  remoteManifestUrlIn,
  type SupportedMediaType,
  sameCoverage,
  supportedNames,
} from './container.js';
import { checkHardBinding, readDataHash } from './hard-binding.js';
import { checkIngredients } from './ingredients.js';
import { LICENSE_LABEL_PATTERN, toLicenseAssertionData } from './license-label.js';
import {
  activeManifest,
  assertionData,
  field,
  hashedUri,
  type Manifest,
  type ManifestStore,
  manifestByLabel,
  readManifestStore,
  resolveAssertion,
  StoreError,
} from './manifest-store.js';
import { hardBindings, parentIngredients, type Status, validateManifest } from './manifest-validation.js';
import { fetchRemoteManifest, remoteManifestHref } from './remote.js';
import { checkManifestBox, type JumbfBox, parseJumbf, withReadLengths } from './strict.js';
import { checkTrust, describeSigner } from './trust.js';

export interface ReadOptions {
  /** Accept only this assertion label (default: any `ai.<service>.license`). */
  label?: string;
  /** PEM certificates the signer must chain to, for `manifest.trusted` (default none: never trusted). */
  trustAnchors?: string[];
  /** The clock for certificate validity in the trust check. Defaults to now. */
  now?: Date;
  /**
   * Fetch the remote manifest store a file names in its XMP (`dcterms:provenance`) when it holds none
   * of its own (default false: the verdict is then `remote_manifest`, with the URL, and nothing is fetched).
   */
  fetchRemoteManifest?: boolean;
  /** Injectable fetch for the remote manifest (defaults to the global one). */
  fetch?: typeof fetch;
}

type ReadFailureCode = Extract<AssertionRead, { found: false }>['code'];

/** Everything read from a file, as far as it got; what {@link readLicenseAssertion} and content verification build on. */
export interface ManifestInspection {
  mediaType: SupportedMediaType | null;
  location: ManifestLocation | null;
  manifest: ManifestReport | null;
  /** The license assertion, when the active manifest's claim references one (also when the manifest is invalid). */
  assertion: LicenseAssertion | null;
  /**
   * `sha256:<hex>` of the file without its manifest, when the verified data hash covers exactly those
   * bytes (then it is that digest, and hashing again is not needed), or when it was computed from the
   * reads of the BMFF hash check.
   */
  contentDigest?: `sha256:${string}`;
  /** Set when there is no valid manifest with a license assertion. */
  failure?: { code: ReadFailureCode; message: string };
}

const HARD_BINDING_MATCH = new Set([
  'assertion.dataHash.match',
  'assertion.bmffHash.match',
  'assertion.boxesHash.match',
  'assertion.collectionHash.match',
]);
const HARD_BINDING_FAILURE =
  /^(assertion\.(dataHash|bmffHash|boxesHash|collectionHash)\.|claim\.hardBindings\.missing$|assertion\.multipleHardBindings$)/;
const SIGNATURE_FAILURE = /^(claimSignature\.|signingCredential\.|algorithm\.)/;

/**
 * Status codes c2pa-rs logs as informational (its `log_kind`), never as failures: a time-stamp it
 * cannot check, OCSP it did not reach, unknown provenance, a deprecated algorithm. A manifest with
 * only these is valid there, so it is valid here.
 */
const INFORMATIONAL = new Set([
  'signingCredential.ocsp.skipped',
  'signingCredential.ocsp.inaccessible',
  'signingCredential.ocsp.unknown',
  'timeStamp.untrusted',
  'timeStamp.outsideValidity',
  'timeStamp.mismatch',
  'timeStamp.malformed',
  'manifest.unknownProvenance',
  'algorithm.deprecated',
  'timeOfSigning.insideValidity',
  'ingredient.unknownProvenance',
  'ingredient.manifest.missing',
  'assertion.dataHash.additionalExclusions',
  'cawg.ica.untrusted_issuer',
]);
const isFailure = (code: string) => !INFORMATIONAL.has(code);

/** A parse error's reason: its message, else its status code and where (c2pa-ts throws some without a message). */
function reasonOf(error: unknown): string {
  const e = error as { message?: string; code?: string; uri?: string };
  if (e?.message) return e.message;
  if (e?.code) return e.uri ? `${e.code} (${e.uri})` : e.code;
  return String(error);
}

function toInput(input: unknown): Uint8Array | Blob | null {
  if (input instanceof Uint8Array || isBlob(input)) return input;
  if (input instanceof ArrayBuffer) return new Uint8Array(input);
  return null;
}

function failedCodes(statuses: readonly Status[]): string[] {
  const codes: string[] = [];
  for (const entry of statuses) {
    if (!entry.success && isFailure(entry.code) && !codes.includes(entry.code)) codes.push(entry.code);
  }
  return codes;
}

/** The license assertion the active claim references (created or gathered), first match wins. */
function findLicenseAssertion(
  store: ManifestStore,
  manifest: Manifest,
  label: string | undefined,
): LicenseAssertion | null {
  for (const reference of [...manifest.claim.created, ...manifest.claim.gathered]) {
    const found = resolveAssertion(store, manifest, reference.url, true);
    if (!found) continue;
    const name = found.assertion.label;
    if (!name || (label === undefined ? !LICENSE_LABEL_PATTERN.test(name) : name !== label)) continue;
    const content = assertionData(store, found.assertion);
    const data = toLicenseAssertionData({
      receipt: field(content, 'receipt'),
      verify_url: field(content, 'verify_url'),
    });
    if (data) return { label: name, receipt: data.receipt, verify_url: data.verify_url };
  }
  return null;
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

/** The active manifest's data hash exclusions, when its one hard binding is a readable data hash. */
function dataHashOf(store: ManifestStore, manifest: Manifest) {
  const bindings = hardBindings(manifest);
  const binding = bindings[0];
  if (bindings.length !== 1 || binding?.label !== 'c2pa.hash.data') return undefined;
  try {
    return readDataHash(assertionData(store, binding), manifest.claim.algorithm);
  } catch {
    return undefined;
  }
}

/**
 * The content digest the valid data hash already proves, if it excludes exactly the manifest's ranges
 * and the container kept its other bytes (no patches).
 */
function provenContentDigest(
  store: ManifestStore,
  manifest: Manifest,
  location: ManifestLocation,
): `sha256:${string}` | undefined {
  if (location.patches && location.patches.length > 0) return undefined;
  const binding = dataHashOf(store, manifest);
  if (binding?.algorithm !== 'SHA-256' || binding.hash.length !== 32) return undefined;
  const excluded = binding.exclusions.map((e) => ({ start: e.start, end: e.start + e.length }));
  const same = sameCoverage(excluded, location.ranges);
  return same ? `sha256:${toHex(binding.hash)}` : undefined;
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
 * What c2pa-rs finds wrong with the signing certificates of the store's claims (certificate-profile.ts):
 * unreadable, profile, or validity at the time-stamp's time (else now), and an RSA key its signature
 * validator refuses (`claimSignature.mismatch`). c2pa-rs validates every manifest of the store
 * (ingredients' too) and calls the whole invalid when one fails. For the active manifest the
 * time-stamp counts only if it was verified (cose.ts); for the others their time-stamp is taken
 * without its signature, the lenient side.
 */
function signingCredentialProblems(
  store: ManifestStore,
  active: Manifest,
  activeTimeStampVerified: boolean,
): Array<{ code: string; reason: string }> {
  const problems: Array<{ code: string; reason: string }> = [];
  for (const manifest of store.manifests) {
    const verified = manifest === active ? activeTimeStampVerified : true;
    const check = checkSigningCredential(manifest.cose, verified);
    const where = manifest === active ? '' : ` (manifest ${manifest.label})`;
    if (check.unreadable)
      problems.push({ code: 'signingCredential.invalid', reason: check.unreadable + where });
    else if (check.failure) problems.push({ code: check.failure.code, reason: check.failure.reason + where });
    if (check.key) problems.push({ code: 'claimSignature.mismatch', reason: check.key + where });
  }
  return problems;
}

function emptyReport(present: boolean, failures: string[] = []): ManifestReport {
  return { present, signatureValid: false, bindingValid: false, trusted: false, signer: null, failures };
}

/**
 * Reads and validates the C2PA manifest of a file of a supported format and finds the license assertion, reporting
 * as far as it got. Never throws.
 */
export async function inspectManifest(
  input: Uint8Array | Blob,
  options: ReadOptions = {},
): Promise<ManifestInspection> {
  const file = toInput(input);
  let media: OpenedMedia | null = null;
  try {
    media = file ? await openMedia(file) : null;
  } catch (error) {
    return {
      mediaType: null,
      location: null,
      manifest: null,
      assertion: null,
      failure: { code: 'manifest_invalid', message: `the file could not be read: ${reasonOf(error)}` },
    };
  }
  if (!media) {
    return {
      mediaType: null,
      location: null,
      manifest: null,
      assertion: null,
      failure: {
        code: 'unsupported_media_type',
        message: `the bytes are of no supported format (${supportedNames()})`,
      },
    };
  }
  const { location, bytes, source } = media;
  const base = { mediaType: location.mediaType, location };
  let remoteUrl: string | undefined;
  let jumbf = location.jumbf;
  if (location.ranges.length === 0) {
    remoteUrl = remoteManifestHref(remoteManifestUrlIn(location.xmp ?? [])) ?? undefined;
    if (!remoteUrl) {
      return {
        ...base,
        manifest: emptyReport(false),
        assertion: null,
        failure: { code: 'no_manifest', message: `the ${location.mediaType} holds no C2PA manifest` },
      };
    }
    const remote = { ...emptyReport(false), remoteUrl };
    if (!options.fetchRemoteManifest) {
      return {
        ...base,
        manifest: remote,
        assertion: null,
        failure: {
          code: 'remote_manifest',
          message: `the ${location.mediaType} holds no C2PA manifest of its own but names a remote one at ${remoteUrl} (not fetched)`,
        },
      };
    }
    const fetched = await fetchRemoteManifest(remoteUrl, options.fetch ?? globalThis.fetch, {
      callerFetch: options.fetch !== undefined,
    });
    if (!fetched.ok) {
      return {
        ...base,
        manifest: remote,
        assertion: null,
        failure: {
          code: 'remote_manifest',
          message: `the remote manifest named by the ${location.mediaType} could not be fetched: ${fetched.message}`,
        },
      };
    }
    jumbf = fetched.bytes;
  }
  if (!jumbf) {
    const problem = location.problem ?? 'the manifest store could not be read';
    return {
      ...base,
      manifest: emptyReport(true, ['general.error']),
      assertion: null,
      failure: { code: 'manifest_invalid', message: problem },
    };
  }

  let tree: JumbfBox;
  try {
    tree = parseJumbf(jumbf);
  } catch (error) {
    return {
      ...base,
      manifest: emptyReport(true, ['general.error']),
      assertion: null,
      failure: { code: 'manifest_invalid', message: `the manifest store is damaged: ${reasonOf(error)}` },
    };
  }

  let store: ManifestStore;
  let active: Manifest | undefined;
  try {
    store = readManifestStore(withReadLengths(jumbf, tree), tree);
    active = activeManifest(store);
  } catch (error) {
    const code = error instanceof StoreError ? error.code : 'general.error';
    return {
      ...base,
      manifest: emptyReport(true, isFailure(code) ? [code] : []),
      assertion: null,
      failure: {
        code: 'manifest_invalid',
        message: `the manifest store could not be parsed: ${reasonOf(error)}`,
      },
    };
  }
  if (!active) {
    return {
      ...base,
      manifest: emptyReport(true, ['claim.missing']),
      assertion: null,
      failure: { code: 'manifest_invalid', message: 'the manifest store has no manifest' },
    };
  }

  // The BMFF code is imported for a BMFF file only (a JPEG's verification never loads it).
  const bmff = media.format.hardBinding === 'bmff' ? await import('./formats/bmff.js') : null;
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
    const { checkLegacyBmffHash } = await import('./hard-binding-bmff.js');
    const outcome = await checkLegacyBmffHash(legacy[0]!, {
      ...context,
      ...(binder.claim.algorithm ? { claimAlgorithm: binder.claim.algorithm } : {}),
    });
    for (const entry of missing) statuses.splice(statuses.indexOf(entry), 1);
    statuses.push(outcome);
  }

  const failures = failedCodes(statuses);
  if (misplacedStoreExclusion(store, active, location) && !failures.includes('assertion.dataHash.mismatch')) {
    failures.push('assertion.dataHash.mismatch');
  }
  const problems = checkManifestBox(store.jumbf, active.box);
  for (const problem of problems) {
    const code = problem.startsWith('the claim signature') ? 'claimSignature.mismatch' : 'claim.malformed';
    if (!failures.includes(code)) failures.push(code);
  }
  // The signing certificate as c2pa-rs checks it (certificate-profile.ts).
  for (const problem of signingCredentialProblems(
    store,
    active,
    validation.signature?.timeStamp !== undefined,
  )) {
    if (!failures.includes(problem.code)) failures.push(problem.code);
    problems.push(problem.reason);
  }
  for (const { code } of await checkIngredients(store, active, isFailure)) {
    if (!failures.includes(code)) failures.push(code);
  }
  for (const entry of statuses)
    if (!entry.success && entry.explanation && isFailure(entry.code)) problems.push(entry.explanation);
  const succeeded = new Set(statuses.filter((e) => e.success).map((e) => e.code));
  const signatureValid =
    succeeded.has('claimSignature.validated') && !failures.some((c) => SIGNATURE_FAILURE.test(c));
  const bindingValid =
    [...succeeded].some((c) => HARD_BINDING_MATCH.has(c)) &&
    !failures.some((c) => HARD_BINDING_FAILURE.test(c));

  let signer: ManifestReport['signer'] = null;
  let trusted = false;
  const [certificate, ...chain] = coseCertificates(active.cose);
  if (certificate) {
    try {
      signer = await describeSigner(certificate);
      trusted = (await checkTrust(certificate, chain, options.trustAnchors, options.now)).trusted;
    } catch {
      // An unreadable certificate: no signer to report, and nothing trusted.
    }
  }

  const manifest: ManifestReport = { present: true, signatureValid, bindingValid, trusted, signer, failures };
  if (remoteUrl) manifest.remoteUrl = remoteUrl;
  const assertion = findLicenseAssertion(store, active, options.label);
  const contentDigest =
    (bindingValid ? provenContentDigest(store, active, location) : undefined) ??
    context.content.contentDigest;
  const found = contentDigest ? { ...base, contentDigest } : base;
  if (failures.length > 0 || !signatureValid || !bindingValid) {
    const reasons = [...failures, ...problems].join(', ') || 'no valid claim signature or hard binding';
    return {
      ...found,
      manifest,
      assertion,
      failure: { code: 'manifest_invalid', message: `the manifest is invalid: ${reasons}` },
    };
  }
  if (!assertion) {
    const wanted = options.label ?? 'ai.<service>.license';
    return {
      ...found,
      manifest,
      assertion,
      failure: {
        code: 'no_license_assertion',
        message: `the manifest has no ${wanted} assertion {receipt, verify_url}`,
      },
    };
  }
  return { ...found, manifest, assertion };
}

/**
 * Reads the license assertion `ai.<service>.license` from a file of a supported format (media type from its first
 * bytes) and validates the manifest that carries it: claim signature, hard binding, and, when
 * `trustAnchors` are given, the signer's chain. `found: true` only for a valid manifest; otherwise a
 * code (`unsupported_media_type`, `no_manifest`, `remote_manifest`, `manifest_invalid`, `no_license_assertion`).
 * The receipt inside is not verified here: see `verifyContent`. Never throws.
 *
 * @example
 * const read = await readLicenseAssertion(bytes);
 * if (read.found) console.log(read.assertion.receipt, read.manifest.signer?.subject);
 */
export async function readLicenseAssertion(
  bytes: Uint8Array | Blob,
  options: ReadOptions = {},
): Promise<AssertionRead> {
  try {
    const inspection = await inspectManifest(bytes, options);
    if (inspection.failure) return { found: false, ...inspection.failure };
    return { found: true, assertion: inspection.assertion!, manifest: inspection.manifest! };
  } catch (error) {
    return {
      found: false,
      code: 'manifest_invalid',
      message: `the manifest could not be read: ${(error as Error).message}`,
    };
  }
}
