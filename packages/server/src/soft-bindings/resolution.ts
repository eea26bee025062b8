import { createSidecarManifest } from '@tlp/core/c2pa';
import type { SoftBindingAlgList, SoftBindingQueryResult } from '@tlp/core/schemas';
import type { AppDeps } from '../app-env.js';
import { sandboxSigner } from '../embed/demo-signer.js';
import { findGeneration } from '../generations/generation-rows.js';
import { generationObject } from '../generations/object.js';
import { Refusal } from '../lib/refusal.js';
import { essence, inspectArtifact } from '../media/inspect-artifact.js';
import { findSoftBinding, nearestCodes } from './code-index.js';
import { FINGERPRINTED_TYPES, imageCodeOf } from './fingerprint.js';
import { CODE_BITS, ImageCode, ISCC_ALG, similarityScore, UNIT_BYTES } from './image-code.js';

// The C2PA Soft Binding Resolution API without HTTP: the algorithms, the matches of a soft binding or of
// an image, and the manifest store of a match (see docs/decisions/, "Soft binding resolution").

/** Matches answered when `maxResults` is not given (it may ask for up to `MAX_LIMIT`, 100, as lists do). */
export const DEFAULT_MAX_RESULTS = 10;

/** What this service resolves: the ISCC Image-Code, a fingerprint; no watermark. */
export const SUPPORTED_ALGORITHMS: SoftBindingAlgList = { watermarks: [], fingerprints: [{ alg: ISCC_ALG }] };

const supportedNames = () => SUPPORTED_ALGORITHMS.fingerprints.map((a) => a.alg).join(', ');

/** `alg` checked: refused (400) unless it is one this service resolves. */
function checkAlg(alg: string): Refusal | null {
  if (alg === ISCC_ALG) return null;
  return new Refusal(
    'parameter_invalid',
    'alg',
    `alg '${alg.slice(0, 64)}' is not supported: this service resolves ${supportedNames()} (a fingerprint); see GET /v1/services/supportedAlgorithms`,
  );
}

/** The matches of a code: the stored codes within the match distance, nearest first. */
async function matchesOf(
  deps: AppDeps,
  code: ImageCode,
  maxResults: number,
): Promise<SoftBindingQueryResult> {
  const found = await nearestCodes(deps.store, code, deps.config.matchDistance, maxResults);
  return {
    matches: found.map((m) => ({ manifestId: m.manifestId, similarityScore: similarityScore(m.distance) })),
  };
}

/**
 * `byBinding`: the manifests whose image code is within the match distance of `value`, base64 of the
 * ISCC-UNIT of a 64-bit Image-Code (10 bytes), as the `c2pa.soft-binding` assertion's block holds it, or
 * of the code's 8 bytes alone.
 */
export async function matchByBinding(
  deps: AppDeps,
  query: { alg: string; value: string; maxResults: number },
): Promise<SoftBindingQueryResult | Refusal> {
  const refused = checkAlg(query.alg);
  if (refused) return refused;
  const bytes = Buffer.from(query.value, 'base64');
  if (bytes.toString('base64') !== query.value) {
    return new Refusal('parameter_invalid', 'value', 'value must be base64 (RFC 4648, with padding)');
  }
  // The ISCC-UNIT (what this service's assertions carry), or the 8 bytes of the code alone (what some
  // writers put in a soft binding's value: the algorithm already says it is an ISCC).
  if (bytes.length !== UNIT_BYTES && bytes.length !== CODE_BITS / 8) {
    return new Refusal(
      'parameter_invalid',
      'value',
      `value must be a 64-bit ISCC Image-Code: its ISCC-UNIT (${UNIT_BYTES} bytes, the header 2101 then the code) or the code's ${CODE_BITS / 8} bytes alone, not ${bytes.length} bytes`,
    );
  }
  const code = bytes.length === UNIT_BYTES ? ImageCode.fromUnit(bytes) : ImageCode.fromBody(bytes);
  if (!code) {
    return new Refusal(
      'parameter_invalid',
      'value',
      `value is not a 64-bit ISCC Content-Code Image v0: its header must be 2101 (hex), not ${bytes.subarray(0, 2).toString('hex')}`,
    );
  }
  return matchesOf(deps, code, query.maxResults);
}

/**
 * `byContent`: the manifests of the images like `bytes` (an image of `mediaType`): decoded and
 * fingerprinted here, then matched as {@link matchByBinding} does.
 */
export async function matchByContent(
  deps: AppDeps,
  upload: { bytes: Uint8Array; mediaType: string; alg: string; maxResults: number },
): Promise<SoftBindingQueryResult | Refusal> {
  const refused = checkAlg(upload.alg);
  if (refused) return refused;
  const type = essence(upload.mediaType);
  if (!FINGERPRINTED_TYPES.includes(type)) {
    return new Refusal(
      'unsupported_media_type',
      'Content-Type',
      `${upload.mediaType.slice(0, 100) || 'no Content-Type'} is not an image this service fingerprints: send ${FINGERPRINTED_TYPES.join(', ')}`,
    );
  }
  if (upload.bytes.length === 0)
    return new Refusal('parameter_missing', 'body', 'send the image as the body');
  const maxPixels = deps.config.maxImagePixels;
  const inspection = await inspectArtifact(upload.bytes, type, { maxPixels });
  if (!inspection.ok) return new Refusal(inspection.code, 'body', inspection.detail);
  const code = await imageCodeOf(upload.bytes, { maxPixels });
  if (!code) return new Refusal('media_unreadable', 'body', `the ${type} could not be fingerprinted`);
  return matchesOf(deps, code, upload.maxResults);
}

/**
 * The manifest store of `manifestId` (`application/c2pa`), or null when this service issued no such
 * manifest: signed by the sandbox's C2PA signer, it holds the license assertion with the generation's
 * receipt, its soft binding and a data hash over the bytes that were licensed (see `createSidecarManifest`).
 */
export async function manifestStore(deps: AppDeps, manifestId: string): Promise<Uint8Array | null> {
  const binding = await findSoftBinding(deps.store.db, manifestId);
  if (!binding) return null;
  const row = await findGeneration(deps.store.db, binding.generation_id);
  const generation = row ? generationObject(row) : null;
  const c2pa = generation?.c2pa;
  if (!generation || !c2pa) return null;
  const signer = await sandboxSigner(deps);
  return createSidecarManifest(
    {
      manifestLabel: manifestId,
      contentSha256: generation.artifact.sha256,
      license: c2pa.data,
      label: c2pa.label,
      ...(c2pa.soft_binding ? { softBinding: c2pa.soft_binding } : {}),
    },
    { certificate: signer.certificatePem, privateKey: signer.privateKey },
  );
}
