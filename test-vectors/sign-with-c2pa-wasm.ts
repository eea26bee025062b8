/**
 * `npx tsx test-vectors/sign-with-c2pa-wasm.ts`: writes `c2pa-rs-signed/`, MP4 files signed by the
 * official C2PA implementation (c2pa-rs as `@contentauth/c2pa-wasm`, its `WasmBuilder`) with the
 * vectors' trusted leaf certificate, each with a TLP license assertion whose receipt names the file
 * without its manifest. c2pa-rs's output is not deterministic (random manifest label and ids), so
 * this is run by hand and its files are committed; `npm run vectors` copies them into `media/` and
 * derives the changed variants from them, deterministically (generate-media-bmff.ts).
 *
 * - `fragmented.mp4`: a fragmented MP4 (fragmentedMp4()) signed with c2pa-rs's defaults: what it
 *   writes for a fragmented file in one piece is a file-level v3 hash (no Merkle tree).
 * - `merkle-blocks.mp4`: an MP4 signed with `core.merkle_tree_chunk_size_in_kb: 1`: a Merkle tree over
 *   the `mdat` in 1 KB blocks, its root in the assertion and each leaf's proof in a C2PA `merkle` `uuid`
 *   box after the `mdat` (and the file-level hash, `mdat` excluded from its 16th byte).
 * - `merkle-leaves.mp4`: the same with `core.merkle_tree_max_proofs: 0`: the leaves in the assertion.
 * - `merkle-mdat.mp4`: `core.merkle_tree_chunk_size_in_kb: 0`: one leaf, the whole `mdat`.
 * - `fragmented-merkle.mp4`: a fragmented MP4 whose fragments are the leaves of the tree, as c2pa-rs
 *   verifies a fragmented file in one piece: c2pa-rs's signer does not build this one from a single
 *   file, so its `merkle` boxes (one before each `moof`, the leaf's place and proof) and its
 *   `c2pa.hash.bmff.v3` (the root and the `initHash`, no file-level hash) are made here and handed to
 *   `WasmBuilder`, which signs them as given. The leaves are computed by this library
 *   (bmff-hash.ts) over the signed layout; the official reader, which computes them itself, is the judge.
 * - `fragmented-merkle-c2pa-rs.mp4`: the fragmented MP4 signed with 1 KB Merkle blocks: a tree an
 *   `mdat`, which c2pa-rs's own reader rejects for a fragmented file ("Incorrect number of fragments
 *   hashes"): a file ours must not call valid.
 *
 * Each file is checked with the official reader before it is written.
 */
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { C2PA_UUID, layoutOf } from '../packages/core/src/c2pa/asset/bmff.js';
import { bytesSource } from '../packages/core/src/c2pa/asset/byte-source.js';
import { concat } from '../packages/core/src/c2pa/asset/bytes.js';
import {
  bmffExclusionPlan,
  defaultBmffExclusions,
  digestOfPlan,
} from '../packages/core/src/c2pa/hard-binding/bmff-hash.js';
import { merkleRoot } from '../packages/core/src/c2pa/hard-binding/merkle/index.js';
import { fragmentedMp4, mp4 } from './lib/bmff-media.js';
import {
  contentDigestOf,
  encodeCbor,
  licenseDefinition,
  licenseReceipt,
  signLicensedWithC2paWasm,
  signWithC2paWasm,
} from './lib/c2pa-wasm-signer.js';
import { createTestCertificates } from './lib/certificates.js';
import { officialVerdict } from './lib/official-reader.js';

const here = dirname(fileURLToPath(import.meta.url));
const OUT = join(here, 'c2pa-rs-signed');
const MEDIA_TYPE = 'video/mp4';
const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const ascii = (s: string) => new Uint8Array([...s].map((c) => c.charCodeAt(0)));

const certs = await createTestCertificates();

const definition = (receipt: string, extra: Array<{ label: string; data: unknown }> = []) =>
  licenseDefinition(MEDIA_TYPE, 'test-vector.mp4', receipt, extra);
const receiptFor = (artifactSha256: string) => licenseReceipt(MEDIA_TYPE, artifactSha256);
const leaf = () => ({ leafPem: certs.trusted.leafPem, leafSecretKey: certs.trusted.leafSecretKey });
const signLicensed = (file: Uint8Array, settings: Record<string, unknown>) =>
  signLicensedWithC2paWasm(file, MEDIA_TYPE, 'test-vector.mp4', leaf(), settings);

/** A C2PA `merkle` `uuid` box: the CBOR map of a leaf's place and proof, zero-padded to `size` bytes of CBOR. */
function merkleBox(location: number, proof: Uint8Array[], size: number, localId = 0): Uint8Array {
  const map = encodeCbor({ uniqueId: 0, localId, location, hashes: proof });
  if (map.length > size) throw new Error('merkle map larger than its room');
  const padded = new Uint8Array(size);
  padded.set(map);
  const body = concat([C2PA_UUID, new Uint8Array(4), ascii('merkle\0'), padded]);
  const header = new Uint8Array(8);
  new DataView(header.buffer).setUint32(0, 8 + body.length);
  header.set(ascii('uuid'), 4);
  return concat([header, body]);
}

/** The proof of leaf `index` (c2pa-rs's `get_proof_by_index`): its sibling on each row that has one. */
function proofOf(rows: Uint8Array[][], index: number): Uint8Array[] {
  const proof: Uint8Array[] = [];
  let i = index;
  for (const row of rows) {
    const sibling = i % 2 === 1 ? row[i - 1] : row[i + 1];
    if (sibling) proof.push(sibling);
    i = Math.floor(i / 2);
  }
  return proof;
}

/** The rows of the tree over `leaves`, leaves first, root last. */
function rowsOf(leaves: Uint8Array[]): Uint8Array[][] {
  const rows = [leaves];
  while ((rows[rows.length - 1] as Uint8Array[]).length > 1) {
    const row = rows[rows.length - 1] as Uint8Array[];
    const up: Uint8Array[] = [];
    for (let i = 0; i < row.length; i += 2)
      up.push(
        i + 1 < row.length
          ? createHash('sha256')
              .update(row[i]!)
              .update(row[i + 1]!)
              .digest()
          : row[i]!,
      );
    rows.push(up.map((u) => new Uint8Array(u)));
  }
  return rows;
}

/** The fragmented MP4 with one `merkle` box before each `moof`, its proofs given (or zeros). */
function withMerkleBoxes(file: Uint8Array, proofs: Uint8Array[][] | null, fragments: number): Uint8Array {
  const moofs = layoutOf(file).boxes.filter((b) => b.type === 'moof');
  if (moofs.length !== fragments) throw new Error('unexpected fragments');
  const zeros = proofOf(rowsOf(moofs.map(() => new Uint8Array(32))), 0).map(() => new Uint8Array(32));
  const room = encodeCbor({ uniqueId: 0, localId: 0, location: fragments, hashes: zeros }).length;
  const parts: Uint8Array[] = [];
  let at = 0;
  moofs.forEach((moof, i) => {
    parts.push(file.subarray(at, moof.start), merkleBox(i, proofs?.[i] ?? zeros, room));
    at = moof.start;
  });
  parts.push(file.subarray(at));
  return concat(parts);
}

const bytesJson = (b: Uint8Array) => [...b];

/** The fragment-leaf Merkle file (see the module's comment). */
async function fragmentedMerkle(): Promise<Uint8Array> {
  const fragments = 4;
  const plain = fragmentedMp4(8, fragments);
  let file = withMerkleBoxes(plain, null, fragments);
  const assertion = (root: Uint8Array, initHash: Uint8Array) => ({
    label: 'c2pa.hash.bmff.v3',
    data: {
      exclusions: defaultBmffExclusions().map((e) =>
        e.data
          ? { xpath: e.xpath, data: e.data.map((d) => ({ offset: d.offset, value: bytesJson(d.value) })) }
          : e,
      ),
      alg: 'sha256',
      merkle: [
        {
          uniqueId: 0,
          localId: 0,
          count: fragments,
          alg: 'sha256',
          initHash: bytesJson(initHash),
          hashes: [bytesJson(root)],
        },
      ],
      name: 'jumbf manifest',
    },
  });
  // First with zeros, to learn where c2pa-rs puts its manifest (the leaves hash the boxes' offsets).
  const leaf = { leafPem: certs.trusted.leafPem, leafSecretKey: certs.trusted.leafSecretKey };
  const zero = new Uint8Array(32);
  const probe = await signWithC2paWasm(file, MEDIA_TYPE, {
    ...leaf,
    definition: definition(receiptFor('00'.repeat(32)), [assertion(zero, zero)]),
  });
  const layout = layoutOf(probe);
  const source = bytesSource(probe);
  const plan = await bmffExclusionPlan(source, layout, defaultBmffExclusions());
  const boxes = layout.boxes;
  const first = boxes.findIndex((b) => b.type === 'moof');
  const leaves: Uint8Array[] = [];
  for (let i = first; i < boxes.length; i++) {
    if (boxes[i]!.type !== 'moof') continue;
    let end = boxes[i]!.end;
    for (let j = i + 1; j < boxes.length && boxes[j]!.type !== 'moof'; j++) end = boxes[j]!.end;
    const around = [
      { start: 0, end: boxes[i]!.start },
      { start: end, end: probe.length },
    ];
    leaves.push(await digestOfPlan(source, plan, 'SHA-256', true, around));
  }
  const initHash = await digestOfPlan(source, plan, 'SHA-256', true, [
    { start: boxes[first]!.start, end: probe.length },
  ]);
  const rows = rowsOf(leaves);
  const root = merkleRoot(leaves, 'SHA-256');
  file = withMerkleBoxes(
    plain,
    leaves.map((_, i) => proofOf(rows, i)),
    fragments,
  );
  // the file without its manifest is `file` itself: there are no offsets for c2pa-rs to move
  const signed = await signWithC2paWasm(file, MEDIA_TYPE, {
    ...leaf,
    definition: definition(receiptFor(sha256Hex(file)), [assertion(root, initHash)]),
  });
  const moved = layoutOf(signed)
    .boxes.map((b) => `${b.type}@${b.start}`)
    .join(' ');
  if (moved !== boxes.map((b) => `${b.type}@${b.start}`).join(' ')) throw new Error('the layout moved');
  return signed;
}

/**
 * The timed-media Merkle file (see the module's comment): an MP4 whose track's chunks are the leaves,
 * the proofs in `merkle` boxes after the `mdat`, the assertion's map naming the track (`localId` 1)
 * with no block sizes, and a file-level hash with the `mdat` excluded from its 16th byte.
 */
async function trackMerkle(): Promise<Uint8Array> {
  const plain = mp4(14);
  const mdat = layoutOf(plain).boxes.find((b) => b.type === 'mdat')!;
  // mp4(): 8 samples, 2 to a chunk, one after the other in the mdat
  const samples = [1200, 300, 310, 290, 1180, 305, 295, 300];
  const leaves: Uint8Array[] = [];
  let at = mdat.start + 8;
  for (let c = 0; c < 4; c++) {
    const length = samples[2 * c]! + samples[2 * c + 1]!;
    leaves.push(
      new Uint8Array(
        createHash('sha256')
          .update(plain.subarray(at, at + length))
          .digest(),
      ),
    );
    at += length;
  }
  const rows = rowsOf(leaves);
  const room = encodeCbor({ uniqueId: 0, localId: 1, location: 4, hashes: proofOf(rows, 0) }).length;
  const file = concat([plain, ...leaves.map((_, i) => merkleBox(i, proofOf(rows, i), room, 1))]);
  const exclusions = [...defaultBmffExclusions(), { xpath: '/mdat', subset: [{ offset: 16, length: 0 }] }];
  const assertion = (hash: Uint8Array) => ({
    label: 'c2pa.hash.bmff.v3',
    data: {
      exclusions: exclusions.map((e) =>
        'data' in e && e.data
          ? { xpath: e.xpath, data: e.data.map((d) => ({ offset: d.offset, value: bytesJson(d.value) })) }
          : e,
      ),
      alg: 'sha256',
      hash: bytesJson(hash),
      merkle: [
        {
          uniqueId: 0,
          localId: 1,
          count: 4,
          alg: 'sha256',
          hashes: [bytesJson(merkleRoot(leaves, 'SHA-256'))],
        },
      ],
      name: 'jumbf manifest',
    },
  });
  const leaf = { leafPem: certs.trusted.leafPem, leafSecretKey: certs.trusted.leafSecretKey };
  const probe = await signWithC2paWasm(file, MEDIA_TYPE, {
    ...leaf,
    definition: definition(receiptFor('00'.repeat(32)), [assertion(new Uint8Array(32))]),
  });
  const source = bytesSource(probe);
  const plan = await bmffExclusionPlan(source, layoutOf(probe), exclusions);
  const hash = await digestOfPlan(source, plan, 'SHA-256', true);
  const digest = await contentDigestOf(probe);
  const signed = await signWithC2paWasm(file, MEDIA_TYPE, {
    ...leaf,
    definition: definition(receiptFor(digest), [assertion(hash)]),
  });
  const boxesOf = (b: Uint8Array) =>
    layoutOf(b)
      .boxes.map((x) => `${x.type}@${x.start}`)
      .join(' ');
  if (boxesOf(signed) !== boxesOf(probe)) throw new Error('the layout moved');
  return signed;
}

async function main() {
  // `npx tsx test-vectors/sign-with-c2pa-wasm.ts <name>` signs that file alone, leaving the others as committed
  const only = process.argv[2];
  const files: Array<[string, () => Promise<Uint8Array>, 'good' | 'invalid']> = [
    ['fragmented.mp4', () => signLicensed(fragmentedMp4(7), {}), 'good'],
    ['merkle-blocks.mp4', () => signLicensed(mp4(11), { core: { merkle_tree_chunk_size_in_kb: 1 } }), 'good'],
    [
      'merkle-leaves.mp4',
      () => signLicensed(mp4(12), { core: { merkle_tree_chunk_size_in_kb: 1, merkle_tree_max_proofs: 0 } }),
      'good',
    ],
    ['merkle-mdat.mp4', () => signLicensed(mp4(13), { core: { merkle_tree_chunk_size_in_kb: 0 } }), 'good'],
    ['fragmented-merkle.mp4', fragmentedMerkle, 'good'],
    ['track-merkle.mp4', trackMerkle, 'good'],
    [
      'fragmented-merkle-c2pa-rs.mp4',
      () => signLicensed(fragmentedMp4(9), { core: { merkle_tree_chunk_size_in_kb: 1 } }),
      'invalid',
    ],
  ];
  await mkdir(OUT, { recursive: true });
  for (const [name, make, expected] of files) {
    if (only && name !== only) continue;
    const bytes = await make();
    const verdict = await officialVerdict(bytes, MEDIA_TYPE, certs.trusted.rootPem);
    if (verdict.class !== expected)
      throw new Error(
        `${name}: the official reader says ${verdict.class} ${verdict.failures}, not ${expected}`,
      );
    await writeFile(join(OUT, name), bytes);
    console.log(`${name}: ${bytes.length} bytes, official ${verdict.state} ${verdict.failures.join(' ')}`);
  }
}

await main();
