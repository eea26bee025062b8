/**
 * The BMFF hard bindings (`c2pa.hash.bmff.v2`/`.v3`: hard-binding/bmff-hash.ts and the Merkle trees of
 * hard-binding/merkle.ts; the legacy `c2pa.hash.bmff` where it is a claim's only binding, without box
 * offsets), imported by hard-binding/index.ts and read/index.ts only for a manifest that has one.
 */
import { toHex } from '../../lib/base64-encode.js';
import { sameBytes } from '../asset/bytes.js';
import { CborMap, type CborValue } from '../cbor/decode.js';
import { type AssertionBox, assertionData, field } from '../claim/store.js';
import type { Status } from '../claim/validation.js';
import { hashAlgorithmOf } from '../hash/digest.js';
import { createSha256 } from '../hash/streaming-digest.js';
import { type BmffExclusion, bmffDigest, bmffExclusionPlan, digestOfPlan } from './bmff-hash.js';
import { type BindingContext, status } from './context.js';
import { checkBmffMerkle } from './merkle/index.js';

/**
 * A CBOR value with its maps as plain objects (text keys), as the BMFF exclusion rules read them. The
 * objects have no prototype: a key such as `__proto__` or `constructor` is a member like any other.
 */
export function plainCbor(value: CborValue): unknown {
  if (value instanceof CborMap) {
    const out: Record<string, unknown> = Object.create(null);
    for (const [k, v] of value.entries) if (typeof k === 'string') out[k] = plainCbor(v);
    return out;
  }
  return Array.isArray(value) ? value.map(plainCbor) : value;
}

/** A BMFF hash (v2, v3): the file-level hash first (when there is one), then the Merkle trees. */
export async function checkBmffHash(binding: AssertionBox, context: BindingContext): Promise<Status> {
  const { source, layout, location, content } = context;
  const data = assertionData(context.store, binding);
  if (!(data instanceof CborMap) || !layout) return status('assertion.bmffHash.malformed', binding, false);
  const merkle = data.get('merkle');
  if (merkle !== undefined && merkle !== null && !Array.isArray(merkle))
    return status('assertion.bmffHash.malformed', binding, false, 'merkle is not a list');
  const hash = data.get('hash');
  const alg = data.get('alg');
  const algorithm = alg === undefined || alg === null ? context.claimAlgorithm : hashAlgorithmOf(alg);
  if (
    !(merkle || hash) ||
    (hash && !algorithm) ||
    (hash !== undefined && hash !== null && !(hash instanceof Uint8Array))
  )
    return status('assertion.bmffHash.malformed', binding, false);
  const rawExclusions = data.get('exclusions');
  const exclusions = (Array.isArray(rawExclusions) ? rawExclusions.map(plainCbor) : []) as BmffExclusion[];
  if (exclusions.some((e) => !e || typeof e.xpath !== 'string'))
    return status('assertion.cbor.invalid', binding, false, 'an exclusion without xpath');
  try {
    const plan = await bmffExclusionPlan(source, layout, exclusions);
    if (hash instanceof Uint8Array && algorithm) {
      const sha = content.started ? null : createSha256();
      content.started = true;
      const tee = sha ? { ranges: location.ranges, patches: location.patches ?? [], hash: sha } : undefined;
      const digest = await digestOfPlan(source, plan, algorithm, true, [], tee);
      if (sha) content.contentDigest = `sha256:${toHex(sha.digest())}`;
      if (!sameBytes(digest, hash)) return status('assertion.bmffHash.mismatch', binding, false);
    }
    if (Array.isArray(merkle)) {
      const outcome = await checkBmffMerkle(source, layout, plan, merkle, algorithm, true);
      if (!outcome.match) return status('assertion.bmffHash.mismatch', binding, false, outcome.reason);
    }
    return status('assertion.bmffHash.match', binding, true);
  } catch (error) {
    return status('assertion.bmffHash.mismatch', binding, false, (error as Error).message);
  }
}

/**
 * A claim whose only hard binding is a legacy `c2pa.hash.bmff` (v1): c2pa-rs checks its file-level
 * hash without box offsets, and calls a matching file valid.
 */
export async function checkLegacyBmffHash(binding: AssertionBox, context: BindingContext): Promise<Status> {
  const data = assertionData(context.store, binding);
  const hash = field(data, 'hash');
  const alg = field(data, 'alg');
  const algorithm = alg === undefined ? context.claimAlgorithm : hashAlgorithmOf(alg);
  const merkle = field(data, 'merkle');
  if (
    !context.layout ||
    !(hash instanceof Uint8Array) ||
    !algorithm ||
    (Array.isArray(merkle) && merkle.length > 0)
  )
    return status('assertion.bmffHash.malformed', binding, false, 'no file-level hash');
  try {
    const rawExclusions = field(data, 'exclusions');
    const exclusions = (Array.isArray(rawExclusions) ? rawExclusions.map(plainCbor) : []) as BmffExclusion[];
    const digest = await bmffDigest(context.source, context.layout, exclusions, algorithm, false);
    return sameBytes(digest, hash)
      ? status('assertion.bmffHash.match', binding, true)
      : status('assertion.bmffHash.mismatch', binding, false);
  } catch (error) {
    return status('assertion.bmffHash.malformed', binding, false, (error as Error).message);
  }
}
