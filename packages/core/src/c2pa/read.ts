import type { X509Certificate } from '@peculiar/x509';
import type { Asset } from '@trustnxt/c2pa-ts/asset';
import { SuperBox } from '@trustnxt/c2pa-ts/jumbf';
import {
  Assertion,
  DataHashAssertion,
  type Manifest,
  ManifestStore,
  ValidationResult,
} from '@trustnxt/c2pa-ts/manifest';
import { toHex } from '../lib/base64url.js';
import type { AssertionRead, LicenseAssertion, ManifestReport } from '../verdicts.js';
import { locateManifest, type ManifestLocation, type SupportedMediaType, sameCoverage } from './container.js';
import { LICENSE_LABEL_PATTERN, readLicenseAssertionContent } from './license-assertion.js';
import { useStreamingDigest } from './range-digest.js';
import { checkTrust, describeSigner } from './trust.js';

export interface ReadOptions {
  /** Accept only this assertion label (default: any `ai.<service>.license`). */
  label?: string;
  /** PEM certificates the signer must chain to, for `manifest.trusted` (default none: never trusted). */
  trustAnchors?: string[];
  /** The clock for certificate validity in the trust check. Defaults to now. */
  now?: Date;
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
   * bytes (then it is that digest, and hashing again is not needed).
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

function toBytes(input: unknown): Uint8Array | null {
  if (input instanceof Uint8Array) return input;
  if (input instanceof ArrayBuffer) return new Uint8Array(input);
  return null;
}

/** The file as c2pa-ts validation needs it: bytes to hash around the manifest, nothing writable. */
function readOnlyAsset(bytes: Uint8Array, mimeType: string, jumbf: Uint8Array): Asset {
  const readOnly = () => {
    throw new Error('read-only asset');
  };
  return {
    mimeType,
    getDataLength: () => bytes.length,
    getDataRange: async (start?: number, length?: number) => {
      if (start === undefined) return bytes;
      const end = length === undefined ? bytes.length : Math.min(bytes.length, start + length);
      return bytes.subarray(start, end);
    },
    getManifestJUMBF: () => jumbf,
    dumpInfo: () => `${mimeType}, ${bytes.length} bytes`,
    ensureManifestSpace: async () => readOnly(),
    getHashExclusionRange: readOnly,
    writeManifestJUMBF: async () => readOnly(),
  };
}

function failedCodes(result: ValidationResult): string[] {
  const codes: string[] = [];
  for (const entry of result.statusEntries) {
    if (!entry.success && !codes.includes(entry.code)) codes.push(entry.code);
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

/** The content digest the valid data hash already proves, if it excludes exactly the manifest's ranges. */
function provenContentDigest(manifest: Manifest, location: ManifestLocation): `sha256:${string}` | undefined {
  const bindings = manifest.assertions?.getHardBindings() ?? [];
  const binding = bindings[0];
  if (bindings.length !== 1 || !(binding instanceof DataHashAssertion)) return undefined;
  if (binding.algorithm !== 'SHA-256' || binding.hash?.length !== 32) return undefined;
  const excluded = binding.exclusions.map((e) => ({ start: e.start, end: e.start + e.length }));
  const same = sameCoverage(excluded, location.ranges);
  return same ? `sha256:${toHex(binding.hash)}` : undefined;
}

function emptyReport(present: boolean, failures: string[] = []): ManifestReport {
  return { present, signatureValid: false, bindingValid: false, trusted: false, signer: null, failures };
}

/**
 * Reads and validates the C2PA manifest of a PNG or JPEG and finds the license assertion, reporting
 * as far as it got. Never throws.
 */
export async function inspectManifest(
  input: Uint8Array,
  options: ReadOptions = {},
): Promise<ManifestInspection> {
  const bytes = toBytes(input);
  const location = bytes ? locateManifest(bytes) : null;
  if (!bytes || !location) {
    return {
      mediaType: null,
      location: null,
      manifest: null,
      assertion: null,
      failure: { code: 'unsupported_media_type', message: 'the bytes are neither PNG nor JPEG' },
    };
  }
  const base = { mediaType: location.mediaType, location };
  if (location.ranges.length === 0) {
    return {
      ...base,
      manifest: emptyReport(false),
      assertion: null,
      failure: { code: 'no_manifest', message: `the ${location.mediaType} holds no C2PA manifest` },
    };
  }
  if (!location.jumbf) {
    const problem = location.problem ?? 'the manifest store could not be read';
    return {
      ...base,
      manifest: emptyReport(true, ['general.error']),
      assertion: null,
      failure: { code: 'manifest_invalid', message: problem },
    };
  }

  let store: ManifestStore;
  let active: Manifest | undefined;
  try {
    store = ManifestStore.read(SuperBox.fromBuffer(location.jumbf.slice()));
    active = store.getActiveManifest();
  } catch (error) {
    const failures = failedCodes(ValidationResult.fromError(error as Error));
    return {
      ...base,
      manifest: emptyReport(true, failures),
      assertion: null,
      failure: {
        code: 'manifest_invalid',
        message: `the manifest store could not be parsed: ${(error as Error).message}`,
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

  const asset = readOnlyAsset(bytes, location.mediaType, location.jumbf);
  useStreamingDigest(); // hash the data-hash ranges without a copy of the file
  let result: ValidationResult;
  try {
    result = await store.validate(asset);
  } catch (error) {
    result = ValidationResult.fromError(error as Error);
  }
  // c2pa-ts skips the hard binding once the claim fails; check it anyway, to report it honestly.
  if (
    !result.statusEntries.some((e) => HARD_BINDING_MATCH.has(e.code) || HARD_BINDING_FAILURE.test(e.code))
  ) {
    for (const binding of active.assertions?.getHardBindings() ?? []) {
      try {
        result.merge(await binding.validateAgainstAsset(asset));
      } catch (error) {
        result.merge(ValidationResult.fromError(error as Error));
      }
    }
  }

  const failures = failedCodes(result);
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
  const assertion = findLicenseAssertion(active, options.label);
  const contentDigest = bindingValid ? provenContentDigest(active, location) : undefined;
  const found = contentDigest ? { ...base, contentDigest } : base;
  if (failures.length > 0 || !signatureValid || !bindingValid) {
    const reasons = failures.length > 0 ? failures.join(', ') : 'no valid claim signature or hard binding';
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
 * Reads the license assertion `ai.<service>.license` from a PNG or JPEG (media type from its first
 * bytes) and validates the manifest that carries it: claim signature, hard binding, and, when
 * `trustAnchors` are given, the signer's chain. `found: true` only for a valid manifest; otherwise a
 * code (`unsupported_media_type`, `no_manifest`, `manifest_invalid`, `no_license_assertion`).
 * The receipt inside is not verified here: see `verifyContent`. Never throws.
 *
 * @example
 * const read = await readLicenseAssertion(bytes);
 * if (read.found) console.log(read.assertion.receipt, read.manifest.signer?.subject);
 */
export async function readLicenseAssertion(
  bytes: Uint8Array,
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
