/**
 * The manifest store as the verifier reads it, from the JUMBF box tree jumbf/parse.ts parsed: its
 * manifests (standard and update), each with its claim (v1 `c2pa.claim` or v2 `c2pa.claim.v2`, CBOR),
 * its assertion store and its claim signature (COSE_Sign1 bytes). Only what validation needs is
 * decoded; assertion contents are decoded when a rule reads them. Where the store cannot be read as a
 * C2PA manifest store, {@link readManifestStore} throws a {@link StoreError} with the status code.
 */
import { CborMap, type CborValue, decodeStrictCbor } from '../cbor/decode.js';
import { type HashAlgorithm, hashAlgorithmOf } from '../hash/digest.js';
import type { JumbfBox } from '../jumbf/parse.js';

/** JUMBF content type UUIDs (hex) of C2PA (the specification's `c2pa`, `c2ma`, … boxes). */
const C2PA_SUFFIX = '00110010800000aa00389b71';
export const UUIDS = {
  manifestStore: `63327061${C2PA_SUFFIX}`,
  manifest: `63326d61${C2PA_SUFFIX}`,
  /** `c2md`: a standard manifest consumers shall accept as one (C2PA 11.2.2). */
  manifestC2md: `63326d64${C2PA_SUFFIX}`,
  updateManifest: `6332756d${C2PA_SUFFIX}`,
  compressedManifest: `6332636d${C2PA_SUFFIX}`,
  claim: `6332636c${C2PA_SUFFIX}`,
  assertionStore: `63326173${C2PA_SUFFIX}`,
  signature: `63326373${C2PA_SUFFIX}`,
  cbor: `63626f72${C2PA_SUFFIX}`,
} as const;

/** A store that cannot be read as C2PA: the status code, and why. */
export class StoreError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** A hashed URI of a claim or an assertion: where, and the digest of what is there. */
export interface HashedUri {
  url: string;
  hash: Uint8Array;
  algorithm: HashAlgorithm;
}

/** One assertion of an assertion store. */
export interface AssertionBox {
  /** The label without its `__<n>` index (`c2pa.actions.v2`). */
  label: string;
  /** The label as in the box (`c2pa.ingredient.v3__1`). */
  fullLabel: string;
  /** Its superbox. */
  box: JumbfBox;
  /** Its first content box (the `cbor` box of a CBOR assertion). */
  content: JumbfBox | undefined;
  /** The superbox's content type UUID (hex). */
  uuid: string;
}

export interface Claim {
  /** 1 for `c2pa.claim`, 2 for `c2pa.claim.v2`. */
  version: 1 | 2;
  /** The claim's CBOR, what the claim signature signs. */
  bytes: Uint8Array;
  map: CborMap;
  /** The claim's default hash algorithm (`alg`). */
  algorithm?: HashAlgorithm;
  /** `assertions` (v1) or `created_assertions` (v2). */
  created: HashedUri[];
  gathered: HashedUri[];
  redacted: HashedUri[];
  /** `signature`: the claim signature's URI. */
  signatureRef?: string;
  instanceID?: string;
}

export interface Manifest {
  label: string;
  type: 'standard' | 'update';
  box: JumbfBox;
  /** The claim's, assertion store's and claim signature's superboxes, found by their UUIDs. */
  claimBox: JumbfBox;
  assertionStore: JumbfBox;
  claim: Claim;
  assertions: AssertionBox[];
  /** The `c2pa.signature` superbox and its COSE_Sign1 bytes. */
  signatureBox: JumbfBox;
  cose: Uint8Array;
}

export interface ManifestStore {
  /** The store's bytes, which every box's offsets refer to. */
  jumbf: Uint8Array;
  tree: JumbfBox;
  manifests: Manifest[];
}

/** The last manifest, which is the active one. */
export const activeManifest = (store: ManifestStore) => store.manifests[store.manifests.length - 1];

/** The manifest labelled `label`, the last if several. */
export function manifestByLabel(store: ManifestStore, label: string): Manifest | undefined {
  for (let i = store.manifests.length - 1; i >= 0; i--)
    if (store.manifests[i]!.label === label) return store.manifests[i];
  return undefined;
}

/** A value of a CBOR map by its text key. */
export function field(map: CborValue | undefined, key: string): CborValue | undefined {
  return map instanceof CborMap ? map.get(key) : undefined;
}

/** An assertion's CBOR content, or `undefined` when it has none or it does not decode. */
export function assertionData(store: ManifestStore, assertion: AssertionBox): CborValue | undefined {
  const content = assertion.content;
  if (content?.type !== 'cbor') return undefined;
  try {
    return decodeStrictCbor(store.jumbf.subarray(content.payload, content.end));
  } catch {
    return undefined;
  }
}

/** Splits `label__<n>` into the label and its index, as C2PA numbers repeated assertions. */
export function splitLabel(label: string): string {
  const match = /^(.+)__(\d+)$/.exec(label);
  return match ? match[1]! : label;
}

/** A hashed URI from its CBOR map `{url, hash, alg?}`, the claim's algorithm by default. */
export function hashedUri(value: CborValue | undefined, fallback: HashAlgorithm | undefined): HashedUri {
  const url = field(value, 'url');
  const hash = field(value, 'hash');
  if (typeof url !== 'string' || !(hash instanceof Uint8Array))
    throw new StoreError('claim.cbor.invalid', 'a hashed URI without url or hash');
  const alg = field(value, 'alg');
  const algorithm = alg === undefined ? fallback : hashAlgorithmOf(alg);
  if (!algorithm) throw new StoreError('algorithm.unsupported', `the hash algorithm of ${url}`);
  return { url, hash, algorithm };
}

function hashedUris(value: CborValue | undefined, fallback: HashAlgorithm | undefined): HashedUri[] {
  if (value === undefined) return [];
  if (!Array.isArray(value))
    throw new StoreError('claim.cbor.invalid', 'a list of hashed URIs is not a list');
  return value.map((v) => hashedUri(v, fallback));
}

const superboxes = (box: JumbfBox) => (box.children ?? []).filter((c) => c.type === 'jumb');

/** A label's version: its last part `v<n>` (the `__<n>` index left out), else 1 (c2pa-rs `labels::version`). */
export function labelVersion(label: string): number {
  const last = splitLabel(label).split('.').pop() ?? '';
  const match = /^v(\d+)$/.exec(last);
  return match ? Number(match[1]) : 1;
}

/**
 * The claim, as c2pa-rs reads it (`Claim::from_value`, `Store::from_jumbf`): its version from its
 * fields (`assertions`: 1, `created_assertions`: 2, not both), the box label's version at most what
 * c2pa-rs supports (2) and, for a v2 claim, at most the claim's; a hash algorithm it knows.
 */
function readClaim(jumbf: Uint8Array, box: JumbfBox): Claim {
  const content = box.children?.[0];
  if (content?.type !== 'cbor') throw new StoreError('claim.cbor.invalid', 'the claim has no CBOR box');
  const labelled = labelVersion(box.label ?? '');
  if (labelled > 2)
    throw new StoreError('claim.malformed', `a claim labelled ${box.label}, a version too new`);
  const bytes = jumbf.subarray(content.payload, content.end);
  let map: CborValue;
  try {
    map = decodeStrictCbor(bytes);
  } catch (error) {
    throw new StoreError('claim.cbor.invalid', `the claim's CBOR: ${(error as Error).message}`);
  }
  if (!(map instanceof CborMap)) throw new StoreError('claim.cbor.invalid', 'the claim is not a map');
  const v1 = map.get('assertions');
  const v2 = map.get('created_assertions');
  const version =
    Array.isArray(v1) && v2 === undefined ? 1 : Array.isArray(v2) && v1 === undefined ? 2 : null;
  if (!version) throw new StoreError('claim.malformed', 'an unsupported claim version');
  if (version > 1 && labelled > version)
    throw new StoreError('claim.malformed', `a v${version} claim labelled ${box.label}`);
  const alg = map.get('alg');
  const algorithm = hashAlgorithmOf(alg);
  if (!algorithm) throw new StoreError('algorithm.unsupported', `the claim's hash algorithm ${String(alg)}`);
  const created = version === 2 ? v2 : v1;
  const signatureRef = map.get('signature');
  const instanceID = map.get('instanceID');
  return {
    version,
    bytes,
    map,
    ...(algorithm ? { algorithm } : {}),
    created: hashedUris(created, algorithm),
    gathered: version === 2 ? hashedUris(map.get('gathered_assertions'), algorithm) : [],
    redacted: hashedUris(map.get('redacted_assertions'), algorithm),
    ...(typeof signatureRef === 'string' ? { signatureRef } : {}),
    ...(typeof instanceID === 'string' ? { instanceID } : {}),
  };
}

function readManifest(jumbf: Uint8Array, box: JumbfBox): Manifest | undefined {
  if (box.uuid === UUIDS.compressedManifest)
    throw new StoreError('general.error', 'compressed manifests are not supported');
  const type =
    box.uuid === UUIDS.manifest || box.uuid === UUIDS.manifestC2md
      ? 'standard'
      : box.uuid === UUIDS.updateManifest
        ? 'update'
        : undefined;
  if (!type) return undefined;
  const label = box.label ?? '';
  const claims = superboxes(box).filter((c) => c.uuid === UUIDS.claim);
  if (claims.length === 0) throw new StoreError('claim.missing', `manifest ${label} has no claim`);
  if (claims.length > 1) throw new StoreError('claim.multiple', `manifest ${label} has several claims`);
  const claim = readClaim(jumbf, claims[0]!);
  const stores = superboxes(box).filter((c) => c.uuid === UUIDS.assertionStore);
  if (stores.length !== 1)
    throw new StoreError('claim.cbor.invalid', `manifest ${label} has ${stores.length} assertion stores`);
  const assertions = (stores[0]!.children ?? []).map((child): AssertionBox => {
    if (child.type !== 'jumb')
      throw new StoreError('assertion.missing', 'an assertion that is not a superbox');
    if (!child.children?.length)
      throw new StoreError('assertion.cbor.invalid', `the assertion ${child.label} has no content`);
    const fullLabel = child.label ?? '';
    return {
      label: splitLabel(fullLabel),
      fullLabel,
      box: child,
      content: child.children[0],
      uuid: child.uuid ?? '',
    };
  });
  const signatures = superboxes(box).filter((c) => c.uuid === UUIDS.signature);
  if (signatures.length !== 1)
    throw new StoreError(
      'claimSignature.missing',
      `manifest ${label} has ${signatures.length} claim signatures`,
    );
  const signatureBox = signatures[0]!;
  const cose = signatureBox.children?.[0];
  if (cose?.type !== 'cbor')
    throw new StoreError('claimSignature.missing', `manifest ${label} has no claim signature box`);
  return {
    label,
    type,
    box,
    claimBox: claims[0]!,
    assertionStore: stores[0]!,
    claim,
    assertions,
    signatureBox,
    cose: jumbf.subarray(cose.payload, cose.end),
  };
}

/**
 * The manifests of a store whose box tree jumbf/parse.ts read (`tree`, offsets into `jumbf`). Throws a
 * {@link StoreError} where the store is no C2PA manifest store: its UUID, a manifest without exactly
 * one claim, assertion store and claim signature, a claim that is not a CBOR map with its assertions,
 * a hash algorithm it does not know, two manifests with one label.
 *
 * @example
 * const store = readManifestStore(jumbf, parseJumbf(jumbf));
 * const active = activeManifest(store);
 */
export function readManifestStore(jumbf: Uint8Array, tree: JumbfBox): ManifestStore {
  if (tree.uuid !== UUIDS.manifestStore)
    throw new StoreError('general.error', 'the manifest store has the wrong UUID');
  const manifests: Manifest[] = [];
  const labels = new Set<string>();
  for (const box of superboxes(tree)) {
    const manifest = readManifest(jumbf, box);
    if (!manifest) continue;
    if (labels.has(manifest.label))
      throw new StoreError('general.error', `two manifests labelled ${manifest.label}`);
    labels.add(manifest.label);
    manifests.push(manifest);
  }
  return { jumbf, tree, manifests };
}

/**
 * The box a JUMBF URI names, as seen from `from`: `self#jumbf=/c2pa/<manifest>/<path>` anywhere in the
 * store, `self#jumbf=<path>` in `from` itself (a path of labels: `c2pa.assertions/<label>`,
 * `c2pa.signature`). `sameManifest` refuses another manifest's boxes.
 */
export function resolveUri(
  store: ManifestStore,
  from: Manifest,
  uri: string | undefined,
  sameManifest = false,
): { manifest: Manifest; box: JumbfBox; path: string } | undefined {
  const match = uri ? /^self#jumbf=(.+)$/.exec(uri) : null;
  if (!match) return undefined;
  let path = match[1]!;
  let manifest = from;
  if (path.startsWith('/c2pa/')) {
    const parts = path.split('/');
    const other = manifestByLabel(store, parts[2] ?? '');
    if (!other || (sameManifest && other !== from)) return undefined;
    manifest = other;
    path = parts.slice(3).join('/');
    if (!path) return { manifest, box: manifest.box, path };
  }
  // The manifest's parts are found by their UUIDs, as c2pa-rs finds them, whatever their labels.
  const [first, ...rest] = path.split('/');
  let box: JumbfBox | undefined =
    first === 'c2pa.assertions'
      ? manifest.assertionStore
      : first === 'c2pa.signature'
        ? manifest.signatureBox
        : first === 'c2pa.claim' || first === 'c2pa.claim.v2'
          ? manifest.claimBox
          : undefined;
  if (!box) return undefined;
  for (const part of rest) {
    const found: JumbfBox[] = (box?.children ?? []).filter(
      (c: JumbfBox) => c.type === 'jumb' && c.label === part,
    );
    box = found[found.length - 1];
    if (!box) return undefined;
  }
  return { manifest, box: box!, path };
}

/** The assertion a URI names (in any manifest unless `sameManifest`), with the manifest it is in. */
export function resolveAssertion(
  store: ManifestStore,
  from: Manifest,
  uri: string | undefined,
  sameManifest = false,
): { manifest: Manifest; assertion: AssertionBox } | undefined {
  const found = resolveUri(store, from, uri, sameManifest);
  if (!found?.path.startsWith('c2pa.assertions/')) return undefined;
  const assertion = found.manifest.assertions.find((a) => a.box === found.box);
  return assertion ? { manifest: found.manifest, assertion } : undefined;
}
