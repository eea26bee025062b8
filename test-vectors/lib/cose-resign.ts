/**
 * Files whose claim signature is made by hand, for the tests that compare ours with the official
 * reader on COSE headers and signing keys: a JPEG signed once by c2pa-ts with room to spare in the
 * COSE padding, then its COSE_Sign1 rewritten, same length (the padding takes up the difference, so
 * the data hash, which excludes the whole store, still holds) with any protected header, certificate
 * and signature over the claim. Node only; never used by the library.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { X509Certificate } from '@peculiar/x509';
import { CoseAlgorithmIdentifier, type Signer } from '@trustnxt/c2pa-ts/cose';
import {
  ActionAssertion,
  ActionType,
  ClaimVersion,
  DataHashAssertion,
  type DigitalSourceType,
  ManifestStore,
  Signature,
} from '@trustnxt/c2pa-ts/manifest';
import { formatOf, locateManifest } from '../../packages/core/src/c2pa/asset/index.js';
import { type Cbor, encodeCbor } from '../../packages/core/src/c2pa/cbor/encode.js';
import { childByLabel, parseJumbf } from '../../packages/core/src/c2pa/jumbf/parse.js';
import { TRAINED_ALGORITHMIC_MEDIA } from '../../packages/core/src/c2pa/write/embed.js';
import { createTestCertificates, deterministicSigner } from './certificates.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Room in the COSE padding for a large certificate and signature (an RSA-4096 one takes ~1.6 kB). */
const PADDING = 6000;

const bases = new Map<boolean, Promise<Uint8Array>>();

/**
 * A small JPEG with a manifest (v2 claim, data hash, a `c2pa.created` action with the digital source
 * type unless `withoutSourceType`) signed ES256 by the trusted test leaf.
 */
export function signedJpeg(withoutSourceType = false): Promise<Uint8Array> {
  let base = bases.get(withoutSourceType);
  if (base) return base;
  base = (async () => {
    const certs = await createTestCertificates();
    const raw = deterministicSigner(certs.trusted.leafSecretKey);
    const signer: Signer = {
      algorithm: CoseAlgorithmIdentifier.ES256,
      certificate: new X509Certificate(certs.trusted.leafPem),
      chainCertificates: [],
      sign: (payload) => raw.sign(payload),
    };
    const bytes = new Uint8Array(readFileSync(join(ROOT, 'images/no-manifest.jpg')));
    const format = formatOf(bytes)!;
    const asset = format.writer!(bytes.slice(), 'image/jpeg');
    const store = new ManifestStore();
    const manifest = store.createManifest({
      claimVersion: ClaimVersion.V2,
      assetFormat: 'image/jpeg',
      instanceID: 'xmp:iid:00000000-0000-8000-8000-000000000000',
      defaultHashAlgorithm: 'SHA-256',
      signer,
    });
    manifest.label = 'urn:c2pa:00000000-0000-8000-8000-000000000001';
    manifest.signature = Signature.create(signer, PADDING);
    manifest.claim!.claimGeneratorName = 'TLP test';
    const actions = new ActionAssertion();
    actions.actions = [
      withoutSourceType
        ? { action: ActionType.C2paCreated }
        : {
            action: ActionType.C2paCreated,
            digitalSourceType: TRAINED_ALGORITHMIC_MEDIA as DigitalSourceType,
          },
    ];
    manifest.addAssertion(actions);
    const dataHash = DataHashAssertion.create('SHA-256');
    manifest.addAssertion(dataHash);
    await asset.ensureManifestSpace(store.measureSize());
    await dataHash.updateWithAsset(asset);
    await manifest.sign(signer);
    await asset.writeManifestJUMBF(store.getBytes());
    return asset.getDataRange();
  })();
  bases.set(withoutSourceType, base);
  return base;
}

export interface Resign {
  /** The protected header's entries (`[1, -7]` is alg ES256, `[33, der]` the x5chain). */
  protectedHeader: Array<[Cbor, Cbor]>;
  /** Unprotected entries besides the padding. */
  unprotectedHeader?: Array<[Cbor, Cbor]>;
  /** The signature over the COSE Sig_structure's bytes. */
  sign(toBeSigned: Uint8Array): Uint8Array | Promise<Uint8Array>;
}

/**
 * `file` (from {@link signedJpeg}) with its claim signature replaced: a COSE_Sign1 (tag 18) of
 * `protectedHeader`, `unprotectedHeader` and a `pad` filling the box as before, a nil payload, and
 * `sign` of `["Signature1", protected, h'', claim]`.
 */
export async function resignClaim(file: Uint8Array, options: Resign): Promise<Uint8Array> {
  const location = locateManifest(file)!;
  const jumbf = location.jumbf!;
  const at = indexOf(file, jumbf);
  if (at < 0) throw new Error('the store is not contiguous in the file');
  const tree = parseJumbf(jumbf);
  const manifest = tree.children!.find((c) => c.type === 'jumb')!;
  const claim = childByLabel(manifest, 'c2pa.claim.v2')!.children![0]!;
  const cose = childByLabel(manifest, 'c2pa.signature')!.children![0]!;
  const protectedBytes = encodeCbor({ map: options.protectedHeader });
  const toBeSigned = encodeCbor([
    'Signature1',
    protectedBytes,
    new Uint8Array(0),
    jumbf.slice(claim.payload, claim.end),
  ]);
  const signature = await options.sign(toBeSigned);
  const size = cose.end - cose.payload;
  const build = (pad: number) =>
    encodeCbor({
      tag: 18,
      value: [
        protectedBytes,
        { map: [...(options.unprotectedHeader ?? []), ['pad', new Uint8Array(pad)]] },
        null,
        signature,
      ],
    });
  let pad = size - build(0).length;
  // The pad's length prefix grows with it: shrink until the whole fits exactly.
  while (pad >= 0 && build(pad).length > size) pad--;
  const sign1 = build(pad);
  if (pad < 0 || sign1.length !== size) throw new Error(`the new COSE_Sign1 does not fit (${size} bytes)`);
  const out = file.slice();
  out.set(sign1, at + cose.payload);
  return out;
}

function indexOf(haystack: Uint8Array, needle: Uint8Array): number {
  const probe = needle.subarray(0, 64);
  for (let i = haystack.indexOf(probe[0]!); i >= 0; i = haystack.indexOf(probe[0]!, i + 1)) {
    if (probe.every((b, j) => haystack[i + j] === b) && needle.every((b, j) => haystack[i + j] === b))
      return i;
  }
  return -1;
}

export type { Cbor };
