import {
  checkLicenseLabel,
  type LicenseAssertionData,
  licenseAssertion,
  licenseLabel,
} from '../claim/license-assertion.js';
import { type SoftBindingAssertion, softBindingAssertion } from '../claim/soft-binding.js';
import { CLAIM_GENERATOR, CREATED_ACTIONS, checkLicenseData, derivedUuid } from './embed.js';
import { dataHashContent, signManifest } from './manifest-writer.js';
import { type C2paSignerInput, createC2paSigner } from './signer.js';

/** What a standalone manifest store says of content kept elsewhere. */
export interface SidecarInput {
  /** The manifest's label, `urn:c2pa:<uuid>` (a manifest repository's manifest ID). */
  manifestLabel: string;
  /** The SHA-256 of the content, 64 hex digits: the hard binding (a data hash without exclusions). */
  contentSha256: string;
  /** The license assertion's data and label (default `ai.tlp.license`). */
  license: LicenseAssertionData;
  label?: string;
  /** The content's soft binding (a `c2pa.soft-binding` assertion). */
  softBinding?: SoftBindingAssertion;
}

const MANIFEST_LABEL = /^urn:c2pa:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * A manifest store on its own (`application/c2pa`, a `.c2pa` file), for content it is not embedded in:
 * what a manifest repository gives when a soft binding found it. One manifest, labelled
 * `input.manifestLabel`: `c2pa.created` by a trained algorithm, the license assertion, the soft binding,
 * and a data hash over the whole content (no exclusion: the content carries no manifest), signed with
 * ES256 by `signer`. The hard binding holds for the licensed bytes only: the re-encoded copy that was
 * matched is, by definition, other bytes. Throws a `TypeError` for bad input, as the embedder does.
 */
export async function createSidecarManifest(
  input: SidecarInput,
  signer: C2paSignerInput,
): Promise<Uint8Array> {
  if (!MANIFEST_LABEL.test(input.manifestLabel)) {
    throw new TypeError('manifestLabel must be urn:c2pa: and a lowercase UUID');
  }
  if (!/^[0-9a-f]{64}$/.test(input.contentSha256)) {
    throw new TypeError('contentSha256 must be 64 lowercase hex digits');
  }
  const license = checkLicenseData(input.license);
  const label = input.label === undefined ? licenseLabel() : checkLicenseLabel(input.label);
  const hash = Uint8Array.from(input.contentSha256.match(/../g) ?? [], (h) => Number.parseInt(h, 16));
  return signManifest(
    {
      label: input.manifestLabel,
      // The instance ID an embedded manifest of the same content has (see `embedLicenseAssertion`).
      instanceID: `xmp:iid:${derivedUuid(hash)}`,
      claimGenerator: CLAIM_GENERATOR,
      assertions: [
        CREATED_ACTIONS,
        licenseAssertion(license, label),
        ...(input.softBinding ? [softBindingAssertion(input.softBinding)] : []),
        { label: 'c2pa.hash.data', content: dataHashContent(null, hash, 0) },
      ],
      signaturePadding: 1000,
    },
    await createC2paSigner(signer),
  );
}
