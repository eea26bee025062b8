/**
 * JPEG files whose active manifest holds an ingredient with a manifest of its own, both signed by the
 * official C2PA implementation (c2pa-rs as `@contentauth/c2pa-wasm`): the ingredient is signed first, then
 * handed to c2pa-rs's builder (`addIngredientFromBlob`), which validates its manifest store, records what
 * it found in the ingredient assertion (`validationResults`) and copies the store into the new one; the
 * composite carries a TLP license whose receipt names it without its manifest. Each is judged `Trusted` by
 * c2pa-rs's reader before it is written to `c2pa-rs-signed/`. c2pa-rs draws ids at random, so the files are
 * committed as signed; run again (`npx tsx test-vectors/sign-ingredients-with-c2pa-wasm.ts [name...]`)
 * only to replace them. `npm run vectors` copies them into `images/` and derives the rest
 * (generate-ingredients.ts).
 *
 * - `ingredient-valid.jpg`: an ingredient signed with the vectors' trusted leaf;
 * - `ingredient-expired.jpg`: an ingredient signed with a leaf whose validity ended in 2021 (no
 *   time-stamp): c2pa-rs records `signingCredential.expired`;
 * - `ingredient-signature.jpg`: an ingredient whose claim signature's last byte was changed after it
 *   was signed: c2pa-rs records `claimSignature.mismatch`.
 */
import { writeFileSync } from 'node:fs';
import { locateManifest } from '../packages/core/src/c2pa/asset/index.js';
import { signLicensedWithC2paWasm, signWithC2paWasm } from './lib/c2pa-wasm-signer.js';
import { createTestCertificates, type TestCertificateChain } from './lib/certificates.js';
import { officialVerdict } from './lib/official-reader.js';
import { solidImage } from './lib/solid-image.js';

const OUT = new URL('./c2pa-rs-signed/', import.meta.url);
const MEDIA_TYPE = 'image/jpeg';

const certs = await createTestCertificates();
const expired = await createTestCertificates({
  notBefore: new Date('2020-01-01T00:00:00Z'),
  notAfter: new Date('2021-01-01T00:00:00Z'),
});

/** A JPEG signed by c2pa-rs as a digital capture, with `chain`'s leaf. */
async function signedIngredient(chain: TestCertificateChain): Promise<Uint8Array> {
  return signWithC2paWasm(await solidImage('jpeg', 16, 16, [200, 40, 40]), MEDIA_TYPE, {
    leafPem: chain.leafPem,
    leafSecretKey: chain.leafSecretKey,
    definition: {
      claim_generator_info: [{ name: 'tlp-test-vectors', version: '1' }],
      title: 'ingredient.jpg',
      format: MEDIA_TYPE,
      assertions: [
        {
          label: 'c2pa.actions.v2',
          data: {
            actions: [
              {
                action: 'c2pa.created',
                digitalSourceType: 'http://cv.iptc.org/newscodes/digitalsourcetype/digitalCapture',
              },
            ],
          },
        },
      ],
    },
  });
}

/** The last byte of the file's manifest store (its signature's, as c2pa-rs writes it) changed. */
function signatureChanged(signed: Uint8Array): Uint8Array {
  const ranges = locateManifest(signed)?.ranges ?? [];
  const last = ranges[ranges.length - 1];
  if (!last) throw new Error('no manifest store');
  const out = signed.slice();
  out[last.end - 1] = (out[last.end - 1] as number) ^ 0x01;
  return out;
}

const CASES: Record<string, () => Promise<Uint8Array>> = {
  'ingredient-valid.jpg': () => signedIngredient(certs.trusted),
  'ingredient-expired.jpg': () => signedIngredient(expired.trusted),
  'ingredient-signature.jpg': async () => signatureChanged(await signedIngredient(certs.trusted)),
};

const only = process.argv.slice(2);
for (const [name, ingredient] of Object.entries(CASES)) {
  if (only.length > 0 && !only.includes(name)) continue;
  const signed = await signLicensedWithC2paWasm(
    await solidImage('jpeg', 16, 16, [40, 160, 40]),
    MEDIA_TYPE,
    name,
    { leafPem: certs.trusted.leafPem, leafSecretKey: certs.trusted.leafSecretKey },
    {},
    [
      {
        definition: { title: 'ingredient.jpg', relationship: 'componentOf' },
        mediaType: MEDIA_TYPE,
        file: await ingredient(),
      },
    ],
  );
  const official = await officialVerdict(signed, MEDIA_TYPE, certs.trusted.rootPem);
  if (official.state !== 'Trusted')
    throw new Error(`c2pa-rs's reader on its own ${name}: ${official.state ?? official.error}`);
  writeFileSync(new URL(name, OUT), signed);
  console.log(`${name}: ${signed.length} bytes, ${official.state}`);
}
