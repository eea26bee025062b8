import { type ByteSource, SLICE_BYTES } from '../asset/byte-source.js';
import { sameBytes } from '../asset/bytes.js';
import type { ByteRange } from '../asset/container.js';
import { CborMap, type CborValue } from '../cbor/decode.js';
import { type AssertionBox, assertionData, field, StoreError } from '../claim/store.js';
import type { Status } from '../claim/validation.js';
import { digestLength, type HashAlgorithm, hashAlgorithmOf, streamingDigestFor } from '../hash/digest.js';
import { type BindingContext, status } from './context.js';

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
  const digest = await streamingDigestFor(algorithm, source.size);
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

/** Checks one hard binding against the file; `null` for a kind not checked here (box, collection hash). */
export async function checkHardBinding(
  binding: AssertionBox,
  context: BindingContext,
): Promise<Status | null> {
  if (binding.label === 'c2pa.hash.data') return checkDataHash(binding, context);
  if (binding.label === 'c2pa.hash.bmff.v2' || binding.label === 'c2pa.hash.bmff.v3')
    return (await import('./bmff.js')).checkBmffHash(binding, context);
  return null;
}
