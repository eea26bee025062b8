import { directionOf, type Language } from '@tlp/core';
import { words } from '../i18n/index.js';
import type { EmbedVerdict } from '../verdict.js';
import { BADGE_CSS } from './styles.js';

type Shown = Exclude<EmbedVerdict, { state: 'none' }>;

const MARK: Record<Shown['state'], string> = { licensed: '✓', recovered: '≈', invalid: '!', unchecked: '?' };

let sheet: CSSStyleSheet | null = null;

/** The shared constructed style sheet, or null where constructed sheets are not supported. */
export function styleSheet(): CSSStyleSheet | null {
  if (sheet) return sheet;
  try {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(BADGE_CSS);
    return sheet;
  } catch {
    return null;
  }
}

function el<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  text?: string,
  attributes: Record<string, string> = {},
): HTMLElementTagNameMap[K] {
  const node = doc.createElement(tag);
  if (text !== undefined) node.textContent = text;
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  return node;
}

let dateFormat: Intl.DateTimeFormat | null = null;

/** The date in the badge's language; one formatter for the page (making one costs far more than using it). */
function formatDate(iso: string, lang: string): string {
  try {
    dateFormat ??= new Intl.DateTimeFormat(lang, { year: 'numeric', month: 'long', day: 'numeric' });
    return dateFormat.format(new Date(iso));
  } catch {
    return iso.slice(0, 10);
  }
}

function panelContent(doc: Document, verdict: Shown, lang: string): Node[] {
  const link = (href: string) =>
    el(doc, 'a', words.seeReceipt, { href, target: '_blank', rel: 'noopener noreferrer' });
  if (verdict.state !== 'licensed') {
    const nodes: Node[] = [el(doc, 'h2', verdict.title), el(doc, 'p', verdict.text)];
    if (verdict.state === 'recovered' && verdict.test)
      nodes.push(el(doc, 'p', words.testNote, { class: 'note' }));
    if ((verdict.state === 'invalid' || verdict.state === 'recovered') && verdict.receiptUrl)
      nodes.push(link(verdict.receiptUrl));
    return nodes;
  }
  const rows: Array<[string, string]> = [
    [words.talent, verdict.talentInWords],
    [words.talentId, verdict.talent.join(', ')],
    [words.licensedBy, verdict.issuer],
    [words.issued, formatDate(verdict.issuedAt, lang)],
  ];
  if (verdict.trusted !== null) {
    rows.push([words.signer, verdict.trusted ? words.inTrustList : words.notInTrustList]);
  }
  const dl = el(doc, 'dl');
  for (const [term, value] of rows) dl.append(el(doc, 'dt', term), el(doc, 'dd', value));
  const nodes: Node[] = [el(doc, 'h2', verdict.headline), el(doc, 'p', verdict.sentence), dl];
  if (verdict.test) nodes.push(el(doc, 'p', words.testNote, { class: 'note' }));
  nodes.push(el(doc, 'p', words.checkedNote, { class: 'note' }), link(verdict.receiptUrl));
  return nodes;
}

let counter = 0;

/**
 * The badge: a pin that opens a panel with the license (who, for what use, by whom, when, and a link to
 * the receipt) or, for an image that is not validly licensed, why. A real `<button>` (keyboard and
 * screen readers), Escape or a click elsewhere closes the panel. Everything lives in a shadow root.
 */
export function renderBadge(host: HTMLElement, verdict: Shown, lang: Language = 'en'): void {
  const doc = host.ownerDocument;
  // The badge says its language, whatever the page's: screen readers read it with the right voice.
  host.setAttribute('lang', lang);
  host.setAttribute('dir', directionOf(lang));
  const root = host.attachShadow({ mode: 'open' });
  const styles = styleSheet();
  if (styles && 'adoptedStyleSheets' in root) root.adoptedStyleSheets = [styles];
  else root.append(el(doc, 'style', BADGE_CSS));
  const pin = words.pin[verdict.state];
  const id = `tlp-panel-${++counter}`;
  const button = el(doc, 'button', undefined, {
    type: 'button',
    class: `pin ${verdict.state}`,
    'aria-expanded': 'false',
    'aria-controls': id,
    'aria-label': pin.label,
    part: 'pin',
  });
  button.append(
    el(doc, 'span', MARK[verdict.state], { class: 'dot', 'aria-hidden': 'true' }),
    el(doc, 'span', pin.text),
  );
  const panel = el(doc, 'div', undefined, {
    id,
    class: `panel ${verdict.state}`,
    role: 'region',
    'aria-label': pin.text,
  });
  panel.hidden = true;
  const open = (value: boolean) => {
    // Written when first opened: a page of many badges pays for none of their panels (nor for the
    // date formatter's first use, a long task on a slow phone) until a reader asks.
    if (value && !panel.hasChildNodes()) panel.append(...panelContent(doc, verdict, lang));
    panel.hidden = !value;
    button.setAttribute('aria-expanded', String(value));
    // Above every other badge while open (they share one z-index): the next picture's badge may sit under
    // a panel that overhangs its own picture, as on a phone.
    host.toggleAttribute('data-open', value);
  };
  button.addEventListener('click', () => open(panel.hidden));
  root.addEventListener('keydown', (event) => {
    if ((event as KeyboardEvent).key === 'Escape' && !panel.hidden) {
      open(false);
      button.focus();
    }
  });
  doc.addEventListener('click', (event) => {
    if (!panel.hidden && !event.composedPath().includes(host)) open(false);
  });
  host.setAttribute('data-state', verdict.state);
  root.append(button, panel);
}
