import { TRUST_ANCHORS_PATH } from '@tlp/core';
import { fileOperation, page } from '../web/operations.js';

export const GET_SAMPLE = fileOperation(
  '/samples/:file',
  'getSample',
  'A sample medium signed by this sandbox: licensed JPEG, PNG, MP4 and WAV, a tampered and a plain photo, a receipt',
  '`index.json` lists them. Signed at start by the sandbox itself (its demo C2PA signer, its test keys), to try the verifier page, the embed and `tlp verify` on.',
);

export const GET_EMBED_DEMO_FILE = fileOperation(
  '/embed-demo/:file',
  'getEmbedDemoFile',
  'A file of the embed demo page (its pictures, style)',
  'The demo pictures are made at first use: a licensed one (its receipt issued by this sandbox), the same file changed after signing, and one without a license.',
);

export const LIST_SAMPLES = page({
  route: '/samples/index.json',
  operationId: 'listSamples',
  summary: 'The sample media this sandbox signed, for "Try a sample"',
  description:
    'Each sample: its `file` name, its `url` (`/samples/<file>`), its `media_type` and a `title` in words.',
  ok: { '200': { description: 'The list.', type: 'application/json' } },
  errors: [],
});

export const GET_TRUST_ANCHORS = page({
  route: TRUST_ANCHORS_PATH,
  operationId: 'getTrustAnchors',
  summary: 'The roots of the C2PA signers this issuer vouches for',
  description:
    'PEM certificates: the root of the sandbox demo signer, which signs its sample media. The verifier page, the receipt page, the embed demo and `tlp verify --mode test` trust these signers and no others (one trust rule).',
  ok: { '200': { description: 'The certificates.', type: 'application/x-pem-file' } },
  errors: [],
});

export const GET_EMBED_DEMO_PAGE = page({
  route: '/embed-demo',
  operationId: 'getEmbedDemoPage',
  summary: 'A demo publisher page marked by the embed',
  description:
    'An article with a licensed picture, the same picture changed after signing, a picture without a license and a receipt shown on its own; the publisher embed is its only script. 404 when the embed is not built.',
  ok: { '200': { description: 'The page.', type: 'text/html' } },
  errors: ['resource_not_found'],
});

/** The publisher embed, the sample media and the demo page this folder serves. */
export const EMBED_OPERATIONS = [
  fileOperation(
    '/embed/{file}',
    'getEmbedFile',
    'The publisher embed: its entries (`tlp-embed.js`, `tlp-embed.classic.js`, the verifier worker `tlp-embed.worker.js`)',
    'Served to every origin (`Access-Control-Allow-Origin: *`): publishers load it on their own pages. 404 when the embed is not built.',
  ),
  fileOperation(
    '/embed/chunks/{file}',
    'getEmbedChunk',
    'A part of the publisher embed loaded on demand',
    'Served to every origin, named by its content and cached for a year.',
  ),
  GET_SAMPLE,
  GET_EMBED_DEMO_FILE,
  LIST_SAMPLES,
  GET_TRUST_ANCHORS,
  GET_EMBED_DEMO_PAGE,
];
