/**
 * A manifest store on its own (`application/c2pa`, a `.c2pa` file), not in the content it is about: what
 * a manifest repository answers (the C2PA Soft Binding Resolution API's `/manifests/{manifestId}`). It is
 * parsed and validated as a file's store is, but for the hard binding: that binds content that is not
 * here, so the data hash's digest is read out instead (`contentDigest`), for the caller to compare.
 */
import { toHex } from '../../lib/base64-encode.js';
import type { LicenseAssertion, ManifestReport } from '../../verdicts.js';
import { SOFT_BINDING_LABEL } from '../claim/soft-binding.js';
import { assertionData, field, type Manifest, type ManifestStore, resolveAssertion } from '../claim/store.js';
import { dataHashOf, findLicenseAssertion, signerOf } from './bind.js';
import type { ReadOptions } from './inspection.js';
import { parse } from './parse.js';
import { validateStore } from './validate.js';

/** A soft binding the manifest declares: its algorithm and each block's value. */
export interface SoftBindingRead {
  alg: string;
  values: Uint8Array[];
}

/** What a store on its own says, as far as it was read. */
export interface StoreInspection {
  /** The active manifest's label (`urn:c2pa:…`), once parsed. */
  label: string | null;
  /** `bindingValid` is false: the content it binds is not here. */
  manifest: ManifestReport | null;
  assertion: LicenseAssertion | null;
  softBindings: SoftBindingRead[];
  /**
   * `sha256:<hex>` of the content the manifest is of: its one hard binding, a SHA-256 data hash with no
   * exclusion (the content carries no manifest); null for any other binding.
   */
  contentDigest: `sha256:${string}` | null;
  /** Set when the store is not a valid manifest with a license assertion. */
  failure?: { code: 'manifest_invalid' | 'no_license_assertion'; message: string };
}

/** The soft bindings the active claim references (created or gathered). */
function softBindingsOf(store: ManifestStore, manifest: Manifest): SoftBindingRead[] {
  const found: SoftBindingRead[] = [];
  for (const reference of [...manifest.claim.created, ...manifest.claim.gathered]) {
    const resolved = resolveAssertion(store, manifest, reference.url, true);
    if (!resolved || resolved.assertion.label !== SOFT_BINDING_LABEL) continue;
    const data = assertionData(store, resolved.assertion);
    const alg = field(data, 'alg');
    const blocks = field(data, 'blocks');
    if (typeof alg !== 'string' || !Array.isArray(blocks)) continue;
    const values = blocks.map((b) => field(b, 'value')).filter((v) => v instanceof Uint8Array);
    found.push({ alg, values });
  }
  return found;
}

/**
 * Reads and validates a manifest store on its own: the active manifest's claim, signature and
 * certificates (and their trust, against `options.trustAnchors`), its license assertion, its soft
 * bindings, and the digest of the content its data hash binds. Never throws.
 */
export async function inspectManifestStore(
  jumbf: Uint8Array,
  options: Pick<ReadOptions, 'label' | 'trustAnchors' | 'now'> = {},
): Promise<StoreInspection> {
  const empty = { label: null, manifest: null, assertion: null, softBindings: [], contentDigest: null };
  const parsed = parse({ mediaType: 'application/c2pa', ranges: [], jumbf }, jumbf);
  if ('stopped' in parsed) {
    const failure = parsed.stopped.failure!;
    return {
      ...empty,
      manifest: parsed.stopped.manifest,
      failure: { code: 'manifest_invalid', message: failure.message },
    };
  }
  const { store, active } = parsed;
  let validation: Awaited<ReturnType<typeof validateStore>>;
  try {
    validation = await validateStore(parsed);
  } catch (error) {
    const message = `the manifest store could not be validated: ${(error as Error)?.message ?? error}`;
    return { ...empty, label: active.label, failure: { code: 'manifest_invalid', message } };
  }
  const { failures, problems, signatureValid, ingredients } = validation;
  const manifest: ManifestReport = {
    present: true,
    signatureValid,
    bindingValid: false,
    failures,
    ...(await signerOf(active, options)),
    ...(ingredients ? { ingredients } : {}),
  };
  const binding = dataHashOf(store, active);
  const contentDigest =
    binding?.algorithm === 'SHA-256' && binding.exclusions.length === 0 && binding.hash.length === 32
      ? (`sha256:${toHex(binding.hash)}` as const)
      : null;
  const read = {
    label: active.label,
    manifest,
    assertion: findLicenseAssertion(store, active, options.label),
    softBindings: softBindingsOf(store, active),
    contentDigest,
  };
  if (failures.length > 0 || !signatureValid) {
    const reasons = [...failures, ...problems].join(', ') || 'no valid claim signature';
    return { ...read, failure: { code: 'manifest_invalid', message: `the manifest is invalid: ${reasons}` } };
  }
  if (!read.assertion) {
    const wanted = options.label ?? 'ai.<service>.license';
    return {
      ...read,
      failure: {
        code: 'no_license_assertion',
        message: `the manifest has no ${wanted} assertion {receipt, verify_url}`,
      },
    };
  }
  return read;
}
