import type { Language } from '@tlp/core';
import { SITE_WORDS } from './words.js';

/**
 * One header and one footer for every page for people the sandbox serves: the verifier and receipt pages
 * (the Preact page: `withSiteChrome` puts them into its HTML as it is served), the API reference, the error
 * pages and the embed's demo page. Their markup is written here and nowhere else, and their style is
 * `SITE_CSS`, served at `/site.css` (a file, so that every page's Content-Security-Policy allows it).
 */

/** Escapes text for HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** The pages the header links, in its order. */
const PAGES = [
  { key: 'verifier', href: '/' },
  { key: 'reference', href: '/docs' },
  { key: 'errors', href: '/docs/errors' },
  { key: 'embed', href: '/embed-demo' },
] as const;

/** Which of the header's pages a page is (marked `aria-current`), or null (a receipt page, an error's page). */
export type SitePage = (typeof PAGES)[number]['key'] | null;

export interface ChromeOptions {
  language: Language;
  current: SitePage;
  /** The ID of the page's main content, for the skip link; none where the page has no such element. */
  main?: string;
}

/** The header: the site's name, and a link to each page. */
export function siteHeader({ language, current, main }: ChromeOptions): string {
  const words = SITE_WORDS[language];
  const links = PAGES.map(
    ({ key, href }) =>
      `<li><a href="${href}"${key === current ? ' aria-current="page"' : ''}>${escapeHtml(words[key])}</a></li>`,
  ).join('');
  const skip = main ? `<a class="tlp-site-skip" href="#${main}">${escapeHtml(words.skip)}</a>` : '';
  return `<header class="tlp-site" lang="${language}">${skip}<nav class="tlp-site-inner" aria-label="${escapeHtml(words.nav)}"><span class="tlp-site-brand">${escapeHtml(words.brand)}</span><ul>${links}</ul></nav></header>`;
}

/** The footer: what this server is, and where its API is described. */
export function siteFooter(language: Language): string {
  const words = SITE_WORDS[language];
  return `<footer class="tlp-site-footer" lang="${language}"><p>${escapeHtml(words.footer)} <a href="/openapi.json">${escapeHtml(words.openapi)}</a></p></footer>`;
}

/** The `<link>` that brings `SITE_CSS` into a page's `<head>`. */
export const SITE_STYLESHEET = '<link rel="stylesheet" href="/site.css">';

/**
 * A whole page (the built verifier page) with the header and footer: the stylesheet before `</head>`, the
 * header first in `<body>`, the footer last.
 */
export function withSiteChrome(html: string, options: ChromeOptions): string {
  return html
    .replace(/<\/head>/i, `${SITE_STYLESHEET}\n</head>`)
    .replace(/<body([^>]*)>/i, `<body$1>\n${siteHeader(options)}`)
    .replace(/<\/body>/i, `${siteFooter(options.language)}\n</body>`);
}

/**
 * The header's and footer's style, scoped to their classes and carrying its own colours, type and sizes (in
 * pixels: the demo publisher's root font is larger), so that it looks the same over the pages' different
 * styles (Redoc's, the demo publisher's serif).
 */
export const SITE_CSS = `.tlp-site, .tlp-site-footer {
  --tlp-site-fg: #1d2330; --tlp-site-muted: #4f5869; --tlp-site-line: #d9dde5; --tlp-site-bg: #f3f5f8;
  --tlp-site-accent: #1f4fbf;
  font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  color: var(--tlp-site-fg); background: var(--tlp-site-bg); text-align: start;
}
@media (prefers-color-scheme: dark) {
  :root:not([data-light-only]) .tlp-site, :root:not([data-light-only]) .tlp-site-footer {
    --tlp-site-fg: #e6e9ef; --tlp-site-muted: #a9b1c0; --tlp-site-line: #3a4150; --tlp-site-bg: #1b2029;
    --tlp-site-accent: #8fb0ff;
  }
}
.tlp-site { position: relative; border-bottom: 1px solid var(--tlp-site-line); }
.tlp-site-inner, .tlp-site-footer p { box-sizing: border-box; max-width: 832px; margin: 0 auto; padding: 10px 16px; }
.tlp-site-inner { display: flex; flex-wrap: wrap; align-items: baseline; gap: 4px 28px; }
.tlp-site-brand { font-weight: 700; }
.tlp-site ul { display: flex; flex-wrap: wrap; gap: 4px 20px; list-style: none; margin: 0; padding: 0; }
.tlp-site a, .tlp-site-footer a { color: var(--tlp-site-accent); text-decoration: none; }
.tlp-site a:hover, .tlp-site-footer a:hover { text-decoration: underline; }
.tlp-site a[aria-current="page"] { color: var(--tlp-site-fg); text-decoration: underline 2px; text-underline-offset: 0.35em; }
.tlp-site a:focus-visible, .tlp-site-footer a:focus-visible { outline: 3px solid var(--tlp-site-accent); outline-offset: 2px; }
.tlp-site-skip { position: absolute; inset-inline-start: -999px; top: 8px; }
.tlp-site-skip:focus { inset-inline-start: 16px; z-index: 1; background: var(--tlp-site-bg); padding: 4px 8px; }
.tlp-site-footer { border-top: 1px solid var(--tlp-site-line); margin-top: 48px; font-size: 13px; color: var(--tlp-site-muted); }
.tlp-site-footer p { margin: 0 auto; }
@media (max-width: 480px) {
  .tlp-site { font-size: 14px; }
  .tlp-site-inner { column-gap: 16px; padding-inline: 12px; }
  .tlp-site ul { column-gap: 13px; }
}
/* The verifier page framed by this header: the header's name and skip link stand for its own. */
.tlp-site ~ #app > .skip, .tlp-site ~ #app .brand { display: none; }
.tlp-site ~ #app .page-meta { border-bottom: 0; padding-bottom: 0; }
`;
