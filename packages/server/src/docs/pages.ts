import { directionOf, type Language } from '@tlp/core';
import { ERRORS, type ErrorEntry } from '../http/errors/error-table.js';
import { escapeHtml, SITE_STYLESHEET, type SitePage, siteFooter, siteHeader } from '../site/chrome.js';
import { ERROR_CATALOGS } from './error-pages/index.js';

/** The few marks the error texts use: `code` spans. Escaped first, so nothing else becomes markup. */
function inline(text: string): string {
  return escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');
}

const STYLE = `
  :root { color-scheme: light dark; --fg: #1d2330; --muted: #5b6475; --line: #d9dde5; --bg: #fff; --accent: #2255cc; }
  @media (prefers-color-scheme: dark) { :root { --fg: #e6e9ef; --muted: #a3abba; --line: #3a4150; --bg: #161a22; --accent: #7aa2ff; } }
  body { font: 16px/1.55 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--fg); background: var(--bg);
         margin: 0; }
  main { margin: 0 auto; max-width: 46rem; padding: 1.5rem 1.25rem 1rem; }
  a { color: var(--accent); }
  code { font: 0.92em ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; direction: ltr; unicode-bidi: isolate;
         overflow-wrap: anywhere; }
  td:nth-child(3) { overflow-wrap: anywhere; hyphens: auto; }
  td:first-child code { overflow-wrap: normal; }
  h1 code { font-size: 0.9em; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.5rem 1.25rem; margin: 1.5rem 0; }
  dt { font-weight: 600; color: var(--muted); }
  dd { margin: 0; }
  table { border-collapse: collapse; width: 100%; font-size: 0.95rem; }
  th, td { text-align: start; border-bottom: 1px solid var(--line); padding: 0.4rem 0.5rem; vertical-align: top; }
  /* On a phone the index is a list: each code with its status and retry on one line, its meaning below. */
  @media (max-width: 30rem) {
    main { padding-inline: 0.75rem; }
    table.codes thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
    table.codes tr { display: grid; grid-template-columns: 1fr auto auto; gap: 0 0.75rem; align-items: baseline;
                     border-bottom: 1px solid var(--line); padding: 0.6rem 0; }
    table.codes td { border: 0; padding: 0; }
    table.codes td:nth-child(1) { font-weight: 600; }
    table.codes td:nth-child(3) { grid-column: 1 / -1; grid-row: 2; margin-top: 0.2rem; }
    table.codes td:nth-child(2)::before, table.codes td:nth-child(4)::before {
      content: attr(data-label) " "; color: var(--muted); font-size: 0.85em; }
  }
  .tag { display: inline-block; border: 1px solid var(--line); border-radius: 0.25rem; padding: 0 0.4rem; font-size: 0.85rem; }
`;

/** An error page: the site's header and footer around its `<main>`. */
function page(title: string, main: string, language: Language, current: SitePage): string {
  return `<!doctype html>
<html lang="${language}" dir="${directionOf(language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
${SITE_STYLESHEET}
</head>
<body>
${siteHeader({ language, current, main: 'main' })}
<main id="main">
${main}
</main>
${siteFooter(language)}
</body>
</html>
`;
}

/**
 * `/docs/errors/<code>` in the reader's language: what the error means, when this server answers it, what to
 * do, whether to retry. The code, its status and everything in backticks stay as they are.
 */
export function errorPage(e: ErrorEntry, language: Language = 'en'): string {
  const { chrome: words, codes } = ERROR_CATALOGS[language];
  const text = codes[e.code];
  return page(
    words.pageTitle.replace('{code}', e.code).replace('{status}', String(e.status)),
    `<h1><code>${e.code}</code></h1>
<p><span class="tag">HTTP ${e.status}</span> <span class="tag">${escapeHtml(text.title)}</span>${
      e.planned ? ` <span class="tag">${escapeHtml(words.planned)}</span>` : ''
    }</p>
<dl>
<dt>${escapeHtml(words.meaning)}</dt><dd id="meaning">${inline(text.meaning)}</dd>
<dt>${escapeHtml(words.when)}</dt><dd id="when">${inline(text.when)}</dd>
<dt>${escapeHtml(words.action)}</dt><dd id="action">${inline(text.action)}</dd>
<dt>${escapeHtml(words.retry)}</dt><dd id="retry">${inline(e.retryable ? words.retryYes : words.retryNo)}</dd>
</dl>
<p>${inline(words.body)}</p>`,
    language,
    null,
  );
}

/** A code name that may wrap after its underscores, in a narrow table column. */
function breakable(code: string): string {
  return code.replaceAll('_', '_<wbr>');
}

/** `/docs/errors` in the reader's language: every error code with its status and whether to retry. */
export function errorIndexPage(language: Language = 'en'): string {
  const { chrome: words, codes } = ERROR_CATALOGS[language];
  // On a phone the header row is hidden and each cell says its column (see STYLE).
  const status = escapeHtml(words.columnStatus);
  const retry = escapeHtml(words.columnRetry);
  const rows = ERRORS.map(
    (e) =>
      `<tr><td><a href="/docs/errors/${e.code}"><code>${breakable(e.code)}</code></a></td><td data-label="${status}">${e.status}</td><td>${inline(codes[e.code].meaning)}</td><td data-label="${retry}">${escapeHtml(e.retryable ? words.retryCell : words.noRetryCell)}</td></tr>`,
  ).join('\n');
  return page(
    words.indexTitle,
    `<h1>${escapeHtml(words.errors)}</h1>
<p>${inline(words.indexIntro)}</p>
<table class="codes">
<thead><tr><th>${escapeHtml(words.columnCode)}</th><th>${escapeHtml(words.columnStatus)}</th><th>${escapeHtml(words.columnMeaning)}</th><th>${escapeHtml(words.columnRetry)}</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`,
    language,
    'errors',
  );
}

/**
 * `/docs`: the API reference, rendered in the browser by Redoc's standalone bundle from `/openapi.json`.
 * Both are served by this server, so the page needs no network (its CSP allows nothing else). In English
 * (docs/decisions/23), and light only, as Redoc draws it.
 */
export function referencePage(): string {
  return `<!doctype html>
<html lang="en" data-light-only>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>API reference · Talent Licensing Protocol sandbox</title>
<style>body { margin: 0; } noscript { display: block; padding: 2rem; font-family: system-ui, sans-serif; }</style>
${SITE_STYLESHEET}
</head>
<body>
${siteHeader({ language: 'en', current: 'reference', main: 'reference' })}
<noscript>This reference needs JavaScript. The document itself is at <a href="/openapi.json">/openapi.json</a>;
the errors are described at <a href="/docs/errors">/docs/errors</a>.</noscript>
<main id="reference"></main>
${siteFooter('en')}
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
