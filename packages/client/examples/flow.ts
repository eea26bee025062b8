import { TlpClient, TlpError } from '@tlp/client';
import { sha256Digest, verifyReceipt } from '@tlp/core';

const origin = process.env.TLP_URL ?? 'http://localhost:8787';
const client = new TlpClient({ baseUrl: origin, apiKey: process.env.TLP_KEY });

// Lists are async iterators: every page is fetched as you go.
for await (const license of client.licenses.list({ status: 'active' })) {
  console.log('license', license.handle, license.status);
}

// 1. Check: is this use licensed? A deny is an answer, not an error.
const check = await client.checks.create({
  inputs: [{ role: 'prompt', text: 'Ada Vance holding a coffee cup' }],
  use: {
    modality: 'image',
    kind: 'depiction',
    purpose: 'advertising',
    commercial: true,
    channels: ['web'],
    territories: ['US'],
  },
  execution: { provider: 'acme', model: 'imagegen-2' },
});
console.log('check', check.id, check.decision);
if (check.decision !== 'allow')
  throw new Error(`not licensed: ${check.reasons.map((r) => r.code).join(', ')}`);

// 2. Generation: submit the output before anyone sees it (an 8×8 PNG stands in for the model's).
const data =
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWM4w2CMFTEMLQkAD38/wVs5TwQAAAAASUVORK5CYII=';
const bytes = Uint8Array.from(atob(data), (ch) => ch.charCodeAt(0));
const digest = await sha256Digest(bytes); // 'sha256:<hex>'
const generation = await client.generations.create({
  check: check.id,
  artifact: { data, sha256: digest.slice('sha256:'.length), media_type: 'image/png' },
  execution: { provider: 'acme', model: 'imagegen-2' },
});
console.log('generation', generation.id, generation.status, generation.decision);
if (generation.decision !== 'allow' || generation.receipt === null) throw new Error('deliver nothing');

// 3. Receipt: public, no key needed; embed generation.c2pa in the output's manifest before delivery.
const receipt = await client.receipts.retrieve(generation.receipt);
console.log('receipt', receipt.id, receipt.decision, receipt.talent.join(' '));

// 4. Verification: by the service, and offline with @tlp/core against the service's published keys.
const verification = await client.verifications.create({ receipt: receipt.id });
console.log('verification', verification.result);
const verdict = await verifyReceipt(receipt.jws, { issuer: origin, mode: 'test' });
console.log('offline', verdict.valid ? 'valid' : verdict.code);

// Errors are typed: branch on code.
try {
  await client.checks.retrieve('chk_00000000000000000000000000');
} catch (err) {
  if (!(err instanceof TlpError)) throw err;
  console.log('error', err.status, err.code, err.requestId);
}
