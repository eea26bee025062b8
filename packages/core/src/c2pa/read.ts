import type { X509Certificate } from '@peculiar/x509';
import type { Asset } from '@trustnxt/c2pa-ts/asset';
import { SuperBox } from '@trustnxt/c2pa-ts/jumbf';
import {
  Assertion,
  BMFFHashAssertion,
  DataHashAssertion,
  type HashExclusionRange,
  type Manifest,
  ManifestStore,
  ManifestType,
  RelationshipType,
  ValidationResult,
} from '@trustnxt/c2pa-ts/manifest';
import { toHex } from '../lib/base64url.js';
import { platform } from '../platform/current.js';
import type { AssertionRead, LicenseAssertion, ManifestReport } from '../verdicts.js';
import { bmffDigest, bmffExclusionPlan, digestOfPlan } from './bmff-hash.js';
import { checkBmffMerkle } from './bmff-merkle.js';
import { type ByteSource, isBlob } from './byte-source.js';
import { checkSigningCredential } from './certificate-profile.js';
import {
  type ByteRange,
  findRemoteManifestUrl,
  type ManifestLocation,
  type OpenedMedia,
  openMedia,
  remoteManifestUrlIn,
  type SupportedMediaType,
  sameCoverage,
  supportedNames,
} from './container.js';
import { installC2paCrypto } from './crypto.js';
import { type BoxLayout, layoutFrom, layoutOf } from './formats/bmff.js';
import { checkIngredients } from './ingredients.js';
import { LICENSE_LABEL_PATTERN, readLicenseAssertionContent } from './license-assertion.js';
import { fetchRemoteManifest, remoteManifestHref } from './remote.js';
import { checkManifestBox, childByLabel, type JumbfBox, parseJumbf, withReadLengths } from './strict.js';
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

/** The file as c2pa-ts validation needs it: bytes to hash around the manifest, nothing writable. */
function readOnlyAsset(source: ByteSource, mimeType: string, jumbf: Uint8Array): Asset {
  const readOnly = () => {
    throw new Error('read-only asset');
  };
  return {
    mimeType,
    getDataLength: () => source.size,
    getDataRange: async (start?: number, length?: number) => {
      const from = start ?? 0;
      return source.read(from, length === undefined ? source.size : from + length);
    },
    getManifestJUMBF: () => jumbf,
    dumpInfo: () => `${mimeType}, ${source.size} bytes`,
    ensureManifestSpace: async () => readOnly(),
    getHashExclusionRange: readOnly,
    writeManifestJUMBF: async () => readOnly(),
  };
}

/**
 * Has every BMFF hash of the store checked by bmff-hash.ts over `source` (c2pa-ts's own checks only
 * its `BMFF` asset class, which reads HEIC alone and the whole file at once): the file-level hash,
 * then the Merkle trees (bmff-merkle.ts), as c2pa-rs checks them. The first
 * check also hashes the content (the file without `location`'s ranges, its patches laid over) from
 * the same reads, so that a large file is read once: its digest is in the returned object once the
 * check ran to the end of the file.
 */
function checkBmffHashesOver(
  store: ManifestStore,
  source: ByteSource,
  layout: BoxLayout,
  location: ManifestLocation,
): { contentDigest?: `sha256:${string}` } {
  const content: { contentDigest?: `sha256:${string}`; started?: boolean } = {};
  for (const manifest of store.manifests) {
    for (const binding of manifest.assertions?.getHardBindings() ?? []) {
      if (!(binding instanceof BMFFHashAssertion)) continue;
      binding.validateAgainstAsset = async () => {
        const box = binding.sourceBox;
        const merkle = binding.merkle as unknown;
        if (merkle !== undefined && merkle !== null && !Array.isArray(merkle)) {
          return ValidationResult.error('assertion.bmffHash.malformed' as never, box, 'merkle is not a list');
        }
        if (!(merkle || binding.hash) || (binding.hash && !binding.algorithm)) {
          return ValidationResult.error('assertion.bmffHash.malformed' as never, box);
        }
        const offsets = binding.version > 1;
        try {
          const plan = await bmffExclusionPlan(source, layout, binding.exclusions);
          // c2pa-rs checks the file-level hash first (when there is one), then the Merkle trees
          if (binding.hash && binding.algorithm) {
            const hash = content.started ? null : platform().createSha256();
            content.started = true;
            const tee = hash ? { ranges: location.ranges, patches: location.patches ?? [], hash } : undefined;
            const digest = await digestOfPlan(source, plan, binding.algorithm, offsets, [], tee);
            if (hash) content.contentDigest = `sha256:${toHex(hash.digest())}`;
            const same =
              digest.length === binding.hash.length && digest.every((b, i) => b === binding.hash![i]);
            if (!same) return ValidationResult.error('assertion.bmffHash.mismatch' as never, box);
          }
          if (Array.isArray(merkle)) {
            const outcome = await checkBmffMerkle(source, layout, plan, merkle, binding.algorithm, offsets);
            if (!outcome.match) {
              return ValidationResult.error('assertion.bmffHash.mismatch' as never, box, outcome.reason);
            }
          }
          return ValidationResult.success('assertion.bmffHash.match' as never, box);
        } catch (error) {
          return ValidationResult.error('assertion.bmffHash.mismatch' as never, box, reasonOf(error));
        }
      };
    }
  }
  return content;
}

/**
 * A claim whose only hard binding is a `c2pa.hash.bmff` (v1) assertion: c2pa-ts does not count it
 * (`claim.hardBindings.missing`); c2pa-rs checks it, a file-level hash without box offsets, and calls a
 * matching file valid. So it is checked here the same way, and the missing-binding status replaced by
 * the outcome.
 */
async function checkLegacyBmffHash(
  result: ValidationResult,
  manifest: Manifest,
  source: ByteSource,
  layout: BoxLayout,
): Promise<void> {
  const missing = result.statusEntries.filter((e) => e.code === 'claim.hardBindings.missing');
  if (missing.length === 0) return;
  const legacy = (manifest.assertions?.assertions ?? []).filter((a) => a.label === 'c2pa.hash.bmff');
  const content = legacy[0]?.sourceBox?.contentBoxes[0];
  if (legacy.length !== 1 || !content) return;
  const binding = new BMFFHashAssertion(2);
  let outcome: ValidationResult;
  try {
    binding.readContentFromJUMBF(content);
    if (!binding.hash || !binding.algorithm || binding.merkle?.length) throw new Error('no file-level hash');
    const digest = await bmffDigest(source, layout, binding.exclusions, binding.algorithm, false);
    const same = digest.length === binding.hash.length && digest.every((b, i) => b === binding.hash![i]);
    outcome = same
      ? ValidationResult.success('assertion.bmffHash.match' as never, legacy[0]!.sourceBox)
      : ValidationResult.error('assertion.bmffHash.mismatch' as never, legacy[0]!.sourceBox);
  } catch (error) {
    outcome = ValidationResult.error(
      'assertion.bmffHash.malformed' as never,
      legacy[0]!.sourceBox,
      reasonOf(error),
    );
  }
  for (const entry of missing) result.statusEntries.splice(result.statusEntries.indexOf(entry), 1);
  result.merge(outcome);
}

function failedCodes(result: ValidationResult): string[] {
  const codes: string[] = [];
  for (const entry of result.statusEntries) {
    if (!entry.success && isFailure(entry.code) && !codes.includes(entry.code)) codes.push(entry.code);
  }
  return codes;
}

/** The license assertion the active claim references (created or gathered), first match wins. */
function findLicenseAssertion(manifest: Manifest, label: string | undefined): LicenseAssertion | null {
  const claim = manifest.claim;
  if (!claim) return null;
  for (const reference of [...claim.assertions, ...claim.gatheredAssertions]) {
    const component = manifest.getComponentByURL(reference.uri, true);
    if (!(component instanceof Assertion)) continue;
    const name = component.label;
    if (!name || (label === undefined ? !LICENSE_LABEL_PATTERN.test(name) : name !== label)) continue;
    const data = readLicenseAssertionContent(component.sourceBox?.contentBoxes[0]);
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
  for (let depth = 0; depth < 32 && manifest.type === ManifestType.Update; depth++) {
    const parent = manifest.assertions?.getIngredientsByRelationship(RelationshipType.ParentOf)[0];
    const uri = parent?.activeManifest?.uri ?? parent?.c2pa_manifest?.uri;
    const label = uri ? /^self#jumbf=\/c2pa\/([^/]+)/.exec(uri)?.[1] : undefined;
    const next = label ? store.getManifestByLabel(label) : undefined;
    if (!next || next === manifest) break;
    manifest = next;
  }
  return manifest;
}

/**
 * The exclusions of a parent's data hash once update manifests were added to the store, as c2pa-rs
 * adjusts them: the exclusion that starts where the store starts now covers the whole store, and
 * those after it move by as much as the store grew.
 */
function updatedExclusions(
  exclusions: HashExclusionRange[],
  ranges: readonly ByteRange[],
): HashExclusionRange[] {
  if (ranges.length === 0) return exclusions;
  const start = Math.min(...ranges.map((r) => r.start));
  const length = Math.max(...ranges.map((r) => r.end)) - start;
  const at = exclusions.findIndex((e) => e.start === start);
  if (at < 0) return exclusions;
  const grown = Math.max(0, length - (exclusions[at] as HashExclusionRange).length);
  return exclusions.map((e, i) =>
    i === at ? { start, length } : e.start > start ? { start: e.start + grown, length: e.length } : e,
  );
}

/**
 * The content digest the valid data hash already proves, if it excludes exactly the manifest's ranges
 * and the container kept its other bytes (no patches).
 */
function provenContentDigest(manifest: Manifest, location: ManifestLocation): `sha256:${string}` | undefined {
  if (location.patches && location.patches.length > 0) return undefined;
  const bindings = manifest.assertions?.getHardBindings() ?? [];
  const binding = bindings[0];
  if (bindings.length !== 1 || !(binding instanceof DataHashAssertion)) return undefined;
  if (binding.algorithm !== 'SHA-256' || binding.hash?.length !== 32) return undefined;
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
function misplacedStoreExclusion(manifest: Manifest, location: ManifestLocation): boolean {
  const store = location.storeRange;
  if (!store) return false;
  return (manifest.assertions?.getHardBindings() ?? []).some(
    (binding) =>
      binding instanceof DataHashAssertion &&
      binding.exclusions.some(
        (e) =>
          e.start < store.end &&
          e.start + e.length > store.start &&
          (e.start !== store.start || e.start + e.length !== store.end),
      ),
  );
}

/**
 * What c2pa-rs finds wrong with the signing certificates of the store's claims and c2pa-ts does not
 * (certificate-profile.ts): unreadable, profile, or validity at the time-stamp's time (else now), and
 * an RSA key its signature validator refuses (`claimSignature.mismatch`).
 * c2pa-rs validates every manifest of the store (ingredients' too) and calls the whole invalid when
 * one fails. For the active manifest the time-stamp counts only if c2pa-ts verified it; for the others
 * (which c2pa-ts may not have validated) its signature is not required here, the lenient side.
 */
function signingCredentialProblems(
  store: ManifestStore,
  active: Manifest,
  tree: JumbfBox,
  jumbf: Uint8Array,
): Array<{ code: string; reason: string }> {
  const problems: Array<{ code: string; reason: string }> = [];
  for (const box of tree.children ?? []) {
    if (box.type !== 'jumb' || !box.label) continue;
    const cose = childByLabel(box, 'c2pa.signature')?.children?.[0];
    if (cose?.type !== 'cbor') continue;
    const manifest = box.label === active.label ? active : store.getManifestByLabel(box.label);
    const signature = manifest?.signature?.signatureData as { validatedTimestamp?: Date } | undefined;
    const verified = manifest === active ? signature?.validatedTimestamp !== undefined : true;
    const check = checkSigningCredential(jumbf.subarray(cose.payload, cose.end), verified);
    const where = manifest === active ? '' : ` (manifest ${box.label})`;
    if (check.unreadable)
      problems.push({ code: 'signingCredential.invalid', reason: check.unreadable + where });
    else if (check.failure) problems.push({ code: check.failure.code, reason: check.failure.reason + where });
    if (check.key) problems.push({ code: 'claimSignature.mismatch', reason: check.key + where });
  }
  return problems;
}

const CREDENTIAL_VERDICTS = new Set(['signingCredential.invalid', 'signingCredential.expired']);

/**
 * Removes c2pa-ts's own verdict on the active claim's signing credentials once it verified the claim
 * signature: certificate-profile.ts judges the signing certificate as c2pa-rs does (every manifest's,
 * in {@link signingCredentialProblems}), and c2pa-ts's rules differ both ways. It asks for a critical
 * key usage, an emailProtection or documentSigning EKU, no subject equal to its issuer, and checks
 * the profile and validity of every certificate of the chain; c2pa-rs
 * (`certificate_profile.rs`, `check_certificate_profile`) does none of these, and without a trust
 * configuration checks the end entity alone (`verifier.rs`, `Verifier::verify_profile`). Kept when
 * c2pa-ts did not verify the signature (no certificate, a malformed signature): the manifest is
 * invalid then anyway.
 */
function leaveCredentialToProfile(result: ValidationResult, active: Manifest): void {
  const uri = active.signature?.sourceBox?.uri;
  if (!uri) return;
  const verified = result.statusEntries.some(
    (e) => e.success && e.code === 'claimSignature.validated' && e.url === uri,
  );
  if (!verified) return;
  for (let i = result.statusEntries.length - 1; i >= 0; i--) {
    const entry = result.statusEntries[i]!;
    if (!entry.success && CREDENTIAL_VERDICTS.has(entry.code) && entry.url === uri)
      result.statusEntries.splice(i, 1);
  }
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
  installC2paCrypto();
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
    remoteUrl =
      remoteManifestHref(bytes ? findRemoteManifestUrl(bytes) : remoteManifestUrlIn(location.xmp ?? [])) ??
      undefined;
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
    store = ManifestStore.read(SuperBox.fromBuffer(withReadLengths(jumbf, tree).slice()));
    active = store.getActiveManifest();
  } catch (error) {
    const failures = failedCodes(ValidationResult.fromError(error as Error));
    return {
      ...base,
      manifest: emptyReport(true, failures),
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

  const asset = readOnlyAsset(source, location.mediaType, jumbf);
  const layout =
    media.format.hardBinding === 'bmff' ? (bytes ? layoutOf(bytes) : await layoutFrom(source)) : null;
  const bmffContent = layout ? checkBmffHashesOver(store, source, layout, location) : {};
  let result: ValidationResult;
  try {
    result = await store.validate(asset);
  } catch (error) {
    result = ValidationResult.fromError(error as Error);
  }
  // c2pa-ts skips the hard binding once the claim fails, and an update manifest has none of its own
  // (its parent's binds the file, as c2pa-rs checks): check it anyway, to report it honestly.
  if (
    !result.statusEntries.some((e) => HARD_BINDING_MATCH.has(e.code) || HARD_BINDING_FAILURE.test(e.code))
  ) {
    const binder = bindingManifest(store, active);
    for (const binding of binder.assertions?.getHardBindings() ?? []) {
      const original = binding instanceof DataHashAssertion ? binding.exclusions : undefined;
      try {
        if (binder !== active && original) {
          (binding as DataHashAssertion).exclusions = updatedExclusions(original, location.ranges);
        }
        result.merge(await binding.validateAgainstAsset(asset));
      } catch (error) {
        result.merge(ValidationResult.fromError(error as Error));
      } finally {
        if (original) (binding as DataHashAssertion).exclusions = original;
      }
    }
  }

  if (layout) await checkLegacyBmffHash(result, bindingManifest(store, active), source, layout);

  leaveCredentialToProfile(result, active);
  const failures = failedCodes(result);
  if (misplacedStoreExclusion(active, location) && !failures.includes('assertion.dataHash.mismatch')) {
    failures.push('assertion.dataHash.mismatch');
  }
  const activeBox = (tree.children ?? []).find((c) => c.type === 'jumb' && c.label === active.label);
  const problems = activeBox ? checkManifestBox(jumbf, activeBox) : ['the active manifest box was not found'];
  for (const problem of problems) {
    const code = problem.startsWith('the claim signature') ? 'claimSignature.mismatch' : 'claim.malformed';
    if (!failures.includes(code)) failures.push(code);
  }
  // The signing certificate as c2pa-rs checks it (certificate-profile.ts).
  for (const problem of signingCredentialProblems(store, active, tree, jumbf)) {
    if (!failures.includes(problem.code)) failures.push(problem.code);
    problems.push(problem.reason);
  }
  for (const { code } of await checkIngredients(store, active, tree, jumbf, isFailure)) {
    if (!failures.includes(code)) failures.push(code);
  }
  const succeeded = new Set(result.statusEntries.filter((e) => e.success).map((e) => e.code as string));
  const signatureValid =
    succeeded.has('claimSignature.validated') && !failures.some((c) => SIGNATURE_FAILURE.test(c));
  const bindingValid =
    [...succeeded].some((c) => HARD_BINDING_MATCH.has(c)) &&
    !failures.some((c) => HARD_BINDING_FAILURE.test(c));

  let signer: ManifestReport['signer'] = null;
  let trusted = false;
  const certificate: X509Certificate | undefined = active.signature?.signatureData.certificate;
  if (certificate) {
    try {
      signer = await describeSigner(certificate);
      const chain = active.signature?.signatureData.chainCertificates ?? [];
      trusted = (await checkTrust(certificate, chain, options.trustAnchors, options.now)).trusted;
    } catch {
      // An unreadable certificate: no signer to report, and nothing trusted.
    }
  }

  const manifest: ManifestReport = { present: true, signatureValid, bindingValid, trusted, signer, failures };
  if (remoteUrl) manifest.remoteUrl = remoteUrl;
  const assertion = findLicenseAssertion(active, options.label);
  const contentDigest =
    (bindingValid ? provenContentDigest(active, location) : undefined) ?? bmffContent.contentDigest;
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
