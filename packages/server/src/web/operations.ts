import { z } from 'zod';
import { type Operation, operation } from '../http/operation.js';

/** A page (or file) for people: `GET`, no key, tag `Pages`. */
export const page = <const O extends Omit<Operation, 'method' | 'tag' | 'access'>>(op: O) =>
  operation({ method: 'get', tag: 'Pages', access: 'public', ...op });

const FILE_PATH = z.object({ file: z.string().describe("The file's name.") });

/** A file served under a folder of the pages (`/assets/{file}`): any type, 404 when absent. */
export const fileOperation = <Path extends string>(
  route: Path,
  operationId: string,
  summary: string,
  description?: string,
) =>
  page({
    route,
    operationId,
    summary,
    ...(description ? { description } : {}),
    path: FILE_PATH,
    ok: { '200': { description: 'The file.', type: '*/*' } },
    errors: ['resource_not_found'],
  });

const VERIFIER = 'Drop an image, a video or an audio file, or paste a receipt, to verify it in the browser.';

export const GET_VERIFIER_PAGE = page({
  route: '/',
  operationId: 'getVerifierPage',
  summary: 'The verifier page',
  description: `${VERIFIER} A request that asks for \`application/json\` and not \`text/html\` (or any request to a server whose page is not built) gets where to start instead, as \`GET /v1\` answers.`,
  ok: { '200': { description: 'The page, or where to start (JSON).', type: '*/*' } },
  errors: ['resource_not_found'],
});

export const GET_VERIFIER_PAGE_INDEX = page({
  route: '/index.html',
  operationId: 'getVerifierPageIndex',
  summary: 'The verifier page',
  description: `${VERIFIER} 404 when the page is not built.`,
  ok: { '200': { description: 'The page.', type: 'text/html' } },
  errors: ['resource_not_found'],
});

/** `GET /v1` and `GET /v1/`: where to start. */
export const API_INDEX_OPERATIONS = (
  [
    ['/v1', 'getApiIndex'],
    ['/v1/', 'getApiIndexSlash'],
  ] as const
).map(([route, operationId]) =>
  page({
    route,
    operationId,
    summary: 'Where to start',
    description:
      'The reference for people (`docs_url`), this OpenAPI document (`openapi_url`), the discovery document, the verifier page and the sample media.',
    ok: { '200': { description: 'Links to start from.', type: 'application/json' } },
    errors: [],
  }),
);

/** The pages' icon, under both names browsers ask for. */
export const FAVICON_OPERATIONS = (
  [
    ['/favicon.ico', 'getFaviconIco'],
    ['/favicon.svg', 'getFavicon'],
  ] as const
).map(([route, operationId]) =>
  page({
    route,
    operationId,
    summary: 'The pages’ icon (SVG)',
    ok: { '200': { description: 'The icon.', type: 'image/svg+xml' } },
    errors: [],
  }),
);

export const GET_RECEIPT_PAGE = page({
  route: '/r/:receipt_id',
  operationId: 'getReceiptPage',
  summary: 'The public receipt page',
  description:
    'A path that holds no receipt ID is a 404: for a browser (Accept naming `text/html`) the page, saying so; otherwise a problem.',
  htmlNotFound: true,
  path: z.object({ receipt_id: z.string().describe("The receipt's ID (anything else is answered 404).") }),
  ok: { '200': { description: 'The page, which verifies the receipt in the browser.', type: 'text/html' } },
  errors: ['resource_not_found'],
});

/** The pages' built files, under `/assets/` and `/r/assets/`. */
export const ASSET_OPERATIONS = [
  fileOperation('/assets/{file}', 'getPageAsset', 'A file of the pages (scripts, styles)'),
  fileOperation('/r/assets/{file}', 'getReceiptPageAsset', 'A file of the pages (scripts, styles)'),
];

/** The pages for people this folder serves, and where to start (`/v1`). */
export const WEB_OPERATIONS = [
  GET_VERIFIER_PAGE,
  GET_VERIFIER_PAGE_INDEX,
  ...API_INDEX_OPERATIONS,
  ...FAVICON_OPERATIONS,
  GET_RECEIPT_PAGE,
  ...ASSET_OPERATIONS,
];
