import { ERRORS, type ErrorEntry } from '../http/errors/catalogue.js';

/** Escapes text for HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** The few marks the error texts use: `code` spans. Escaped first, so nothing else becomes markup. */
function inline(text: string): string {
  return escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');
}

const STYLE = `
  :root { color-scheme: light dark; --fg: #1d2330; --muted: #5b6475; --line: #d9dde5; --bg: #fff; --accent: #2255cc; }
  @media (prefers-color-scheme: dark) { :root { --fg: #e6e9ef; --muted: #a3abba; --line: #3a4150; --bg: #161a22; --accent: #7aa2ff; } }
  body { font: 16px/1.55 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--fg); background: var(--bg);
         margin: 0 auto; max-width: 46rem; padding: 2rem 1.25rem 4rem; }
  a { color: var(--accent); }
  code { font: 0.92em ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
  h1 code { font-size: 0.9em; }
  nav { font-size: 0.9rem; margin-bottom: 1.5rem; color: var(--muted); }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.5rem 1.25rem; margin: 1.5rem 0; }
  dt { font-weight: 600; color: var(--muted); }
  dd { margin: 0; }
  table { border-collapse: collapse; width: 100%; font-size: 0.95rem; }
  th, td { text-align: left; border-bottom: 1px solid var(--line); padding: 0.4rem 0.5rem; vertical-align: top; }
  .tag { display: inline-block; border: 1px solid var(--line); border-radius: 0.25rem; padding: 0 0.4rem; font-size: 0.85rem; }
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
${body}
</body>
</html>
`;
}

const NAV = '<nav><a href="/docs">API reference</a> · <a href="/docs/errors">Errors</a></nav>';

/** `/docs/errors/<code>`: what the error means, when this server answers it, what to do, whether to retry. */
export function errorPage(e: ErrorEntry): string {
  const retry = e.retryable
    ? 'Yes: retry with the same Idempotency-Key and body, after <code>Retry-After</code> seconds when the answer carries it.'
    : 'No: retrying the same request gets the same answer.';
  return page(
    `${e.code} (${e.status}) · TLP errors`,
    `${NAV}
<main>
<h1><code>${e.code}</code></h1>
<p><span class="tag">HTTP ${e.status}</span> <span class="tag">${escapeHtml(e.title)}</span>${
      e.planned ? ' <span class="tag">planned feature</span>' : ''
    }</p>
<dl>
<dt>Meaning</dt><dd id="meaning">${inline(e.meaning)}</dd>
<dt>When</dt><dd id="when">${inline(e.when)}</dd>
<dt>What to do</dt><dd id="action">${inline(e.action)}</dd>
<dt>Retry</dt><dd id="retry">${retry}</dd>
</dl>
<p>Every error is an <code>application/problem+json</code> body whose <code>type</code> is this page:
<code>type</code>, <code>title</code>, <code>status</code>, <code>code</code> and <code>request_id</code> (equal to the
<code>Request-Id</code> header) always, <code>detail</code> and <code>param</code> (the field, for example
<code>use.territories[1]</code>) when they help. Branch on <code>code</code>, then on the status; show
<code>detail</code> in logs, not to end users.</p>
</main>`,
  );
}

/** `/docs/errors`: every error code with its status and whether to retry. */
export function errorIndexPage(): string {
  const rows = ERRORS.map(
    (e) =>
      `<tr><td><a href="/docs/errors/${e.code}"><code>${e.code}</code></a></td><td>${e.status}</td><td>${inline(e.meaning)}</td><td>${e.retryable ? 'retry' : 'no'}</td></tr>`,
  ).join('\n');
  return page(
    'Errors · TLP',
    `${NAV}
<main>
<h1>Errors</h1>
<p>An error means the request could not be evaluated. A decision (<code>deny</code>, <code>escalate</code>) is never an
error: it is a 200 answer with <code>reasons</code>.</p>
<table>
<thead><tr><th>code</th><th>status</th><th>meaning</th><th>retry</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
</main>`,
  );
}

/**
 * `/docs`: the API reference, rendered in the browser by Redoc's standalone bundle from `/openapi.json`.
 * Both are served by this server, so the page needs no network (its CSP allows nothing else).
 */
export function referencePage(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>API reference · Talent Licensing Protocol sandbox</title>
<style>body { margin: 0; } noscript { display: block; padding: 2rem; font-family: system-ui, sans-serif; }</style>
</head>
<body>
<noscript>This reference needs JavaScript. The document itself is at <a href="/openapi.json">/openapi.json</a>;
the errors are described at <a href="/docs/errors">/docs/errors</a>.</noscript>
<div id="reference"></div>
<script src="/docs/assets/redoc.standalone.js"></script>
<script src="/docs/assets/reference.js"></script>
</body>
</html>
`;
}

/** Starts Redoc on the document; a separate file, so that the page's CSP needs no inline script. */
export const REFERENCE_SCRIPT = `Redoc.init('/openapi.json', {
  expandResponses: '200,201,202',
  hideDownloadButton: false,
  jsonSampleExpandLevel: 2,
  sortTagsAlphabetically: false,
  theme: { typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
    code: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' } } },
}, document.getElementById('reference'));
`;
