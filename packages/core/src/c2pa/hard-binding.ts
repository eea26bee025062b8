/**
 * The hard binding of a manifest against the file: a data hash (`c2pa.hash.data`: the file's bytes
 * without the exclusions, each read in slices), a BMFF hash (`c2pa.hash.bmff.v2`/`.v3`: bmff-hash.ts
 * and the Merkle trees of bmff-merkle.ts; the legacy `c2pa.hash.bmff` where it is a claim's only
 * binding, without box offsets), with the status codes of the C2PA specification. A box or collection
 * hash is not checked here (no container of ours has one): it never matches.
 */
import { toHex } from '../lib/base64url.js';
import { type BmffExclusion, bmffDigest, bmffExclusionPlan, digestOfPlan } from './bmff-hash.js';
import { checkBmffMerkle } from './bmff-merkle.js';
import { type ByteSource, SLICE_BYTES } from './byte-source.js';
import { CborMap, type CborValue } from './cbor.js';
import type { ByteRange, ManifestLocation } from './container.js';
import type { BoxLayout } from './formats/bmff.js';
import { type AssertionBox, assertionData, field, type ManifestStore, StoreError } from './manifest-store.js';
import type { Status } from './manifest-validation.js';
import {
  createSha256,
  digestLength,
  type HashAlgorithm,
  hashAlgorithmOf,
  streamingDigest,
} from './range-digest.js';

/** One exclusion of a data hash. */
export interface DataHashExclusion {
  start: number;
  length: number;
}

/** A data hash assertion, read. */
export interface DataHash {
  algorithm: HashAlgorithm;
  hash: Uint8Array;
  /** Sorted, apart. */
  exclusions: DataHashExclusion[];
}

const toNumber = (v: unknown) => (typeof v === 'number' ? v : typeof v === 'bigint' ? Number(v) : undefined);
const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * A data hash assertion's `{alg, hash, exclusions}` (`alg` defaulting to the claim's); throws a
 * {@link StoreError} (`assertion.dataHash.malformed`, `algorithm.unsupported`) when it is not one. The
 * `pad` and `pad2` bytes are not looked at, as c2pa-rs does not (real files pad with non-zero bytes).
 */
export function readDataHash(data: CborValue | undefined, claimAlgorithm?: HashAlgorithm): DataHash {
  if (!(data instanceof CborMap))
    throw new StoreError('assertion.cbor.invalid', 'the data hash is no CBOR map');
  const alg = data.get('alg');
  const algorithm = alg === undefined ? claimAlgorithm : hashAlgorithmOf(alg);
  if (!algorithm) throw new StoreError('algorithm.unsupported', 'the data hash algorithm');
  const hash = data.get('hash');
  if (!(hash instanceof Uint8Array) || hash.length !== digestLength(algorithm))
    throw new StoreError('assertion.dataHash.malformed', 'mismatch between algorithm and hash length');
  const exclusions: DataHashExclusion[] = [];
  const list = data.get('exclusions');
  for (const raw of Array.isArray(list) ? list : []) {
    const start = toNumber(field(raw, 'start'));
    const length = toNumber(field(raw, 'length'));
    if (start === undefined || length === undefined)
      throw new StoreError('assertion.cbor.invalid', 'an exclusion');
    if (start < 0 || length < 1) throw new StoreError('assertion.dataHash.malformed', 'invalid exclusions');
    exclusions.push({ start, length });
  }
  exclusions.sort((a, b) => a.start - b.start);
  for (let i = 1; i < exclusions.length; i++) {
    const before = exclusions[i - 1]!;
    if (before.start + before.length > exclusions[i]!.start)
      throw new StoreError('assertion.dataHash.malformed', 'overlapping exclusions');
  }
  return { algorithm, hash, exclusions };
}

/** The digest of the file without `exclusions` (sorted), read in slices. */
async function digestWithExclusions(
  source: ByteSource,
  exclusions: readonly DataHashExclusion[],
  algorithm: HashAlgorithm,
): Promise<Uint8Array> {
  const digest = streamingDigest(algorithm);
  const piece = async (start: number, end: number) => {
    for (let at = start; at < end; at += SLICE_BYTES)
      digest.update(await source.read(at, Math.min(end, at + SLICE_BYTES)));
  };
  let at = 0;
  for (const e of exclusions) {
    if (e.start > at) await piece(at, e.start);
    at = Math.max(at, e.start + e.length);
  }
  if (at < source.size) await piece(at, source.size);
  return digest.final();
}

/**
 * The exclusions of a parent's data hash once update manifests were added to the store, as c2pa-rs
 * adjusts them: the exclusion that starts where the store starts now covers the whole store, and
 * those after it move by as much as the store grew.
 */
export function updatedExclusions(
  exclusions: DataHashExclusion[],
  ranges: readonly ByteRange[],
): DataHashExclusion[] {
  if (ranges.length === 0) return exclusions;
  const start = Math.min(...ranges.map((r) => r.start));
  const length = Math.max(...ranges.map((r) => r.end)) - start;
  const at = exclusions.findIndex((e) => e.start === start);
  if (at < 0) return exclusions;
  const grown = Math.max(0, length - exclusions[at]!.length);
  return exclusions.map((e, i) =>
    i === at ? { start, length } : e.start > start ? { start: e.start + grown, length: e.length } : e,
  );
}

/** A CBOR value with its maps as plain objects (text keys), as the BMFF exclusion rules read them. */
function plain(value: CborValue): unknown {
  if (value instanceof CborMap) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of value.entries) if (typeof k === 'string') out[k] = plain(v);
    return out;
  }
  return Array.isArray(value) ? value.map(plain) : value;
}

/** What the binding checks of one file share: the file, its manifest's place, its BMFF boxes. */
export interface BindingContext {
  store: ManifestStore;
  source: ByteSource;
  location: ManifestLocation;
  layout: BoxLayout | null;
  claimAlgorithm?: HashAlgorithm;
  /** Set when this binding is a parent's, checked for an update manifest (exclusions adjusted). */
  forUpdate?: boolean;
  /**
   * The content digest (the file without the manifest's ranges, patches laid over), computed by the
   * first BMFF hash check from the same reads.
   */
  content: { contentDigest?: `sha256:${string}`; started?: boolean };
}

function status(code: string, assertion: AssertionBox, success: boolean, explanation?: string): Status {
  return {
    code,
    url: `self#jumbf=c2pa.assertions/${assertion.fullLabel}`,
    success,
    ...(explanation ? { explanation } : {}),
  };
}

async function checkDataHash(binding: AssertionBox, context: BindingContext): Promise<Status> {
  let dataHash: DataHash;
  try {
    dataHash = readDataHash(assertionData(context.store, binding), context.claimAlgorithm);
  } catch (error) {
    const code = error instanceof StoreError ? error.code : 'assertion.dataHash.malformed';
    return status(code, binding, false, (error as Error).message);
  }
  const exclusions = context.forUpdate
    ? updatedExclusions(dataHash.exclusions, context.location.ranges)
    : dataHash.exclusions;
  const digest = await digestWithExclusions(context.source, exclusions, dataHash.algorithm);
  return sameBytes(digest, dataHash.hash)
    ? status('assertion.dataHash.match', binding, true)
    : status('assertion.dataHash.mismatch', binding, false);
}

/** A BMFF hash (v2, v3): the file-level hash first (when there is one), then the Merkle trees. */
async function checkBmffHash(binding: AssertionBox, context: BindingContext): Promise<Status> {
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
  const exclusions = (Array.isArray(rawExclusions) ? rawExclusions.map(plain) : []) as BmffExclusion[];
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
    const exclusions = (Array.isArray(rawExclusions) ? rawExclusions.map(plain) : []) as BmffExclusion[];
    const digest = await bmffDigest(context.source, context.layout, exclusions, algorithm, false);
    return sameBytes(digest, hash)
      ? status('assertion.bmffHash.match', binding, true)
      : status('assertion.bmffHash.mismatch', binding, false);
  } catch (error) {
    return status('assertion.bmffHash.malformed', binding, false, (error as Error).message);
  }
}

/** Checks one hard binding against the file; `null` for a kind not checked here (box, collection hash). */
export async function checkHardBinding(
  binding: AssertionBox,
  context: BindingContext,
): Promise<Status | null> {
  if (binding.label === 'c2pa.hash.data') return checkDataHash(binding, context);
  if (binding.label === 'c2pa.hash.bmff.v2' || binding.label === 'c2pa.hash.bmff.v3')
    return checkBmffHash(binding, context);
  return null;
}
