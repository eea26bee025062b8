import type { EmbedVerdict } from '../verdict.js';
import { BADGE_CSS } from './styles.js';

type Shown = Exclude<EmbedVerdict, { state: 'none' }>;

const PIN: Record<Shown['state'], { text: string; mark: string; label: string }> = {
  licensed: { text: 'Licensed', mark: '✓', label: 'Licensed image: show the license' },
  invalid: { text: 'Not valid', mark: '!', label: 'License not valid: show why' },
  unchecked: { text: 'Cannot check', mark: '?', label: 'License could not be checked: show why' },
};

let sheet: CSSStyleSheet | null = null;

/** The shared constructed style sheet, or null where constructed sheets are not supported. */
function styleSheet(): CSSStyleSheet | null {
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

/** The date in the reader's words; one formatter for the page (making one costs far more than using it). */
function formatDate(iso: string): string {
  try {
    dateFormat ??= new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'long', day: 'numeric' });
    return dateFormat.format(new Date(iso));
  } catch {
    return iso.slice(0, 10);
  }
}

function panelContent(doc: Document, verdict: Shown): Node[] {
  const link = (href: string) =>
    el(doc, 'a', 'See the receipt', { href, target: '_blank', rel: 'noopener noreferrer' });
  if (verdict.state !== 'licensed') {
    const nodes: Node[] = [el(doc, 'h2', verdict.title), el(doc, 'p', verdict.text)];
    if (verdict.state === 'invalid' && verdict.receiptUrl) nodes.push(link(verdict.receiptUrl));
    return nodes;
  }
  const rows: Array<[string, string]> = [
    ['Talent', verdict.talentInWords],
    ['Talent ID', verdict.talent.join(', ')],
    ['Licensed by', verdict.issuer],
    ['Issued', formatDate(verdict.issuedAt)],
  ];
  if (verdict.trusted !== null) {
    rows.push(['Signer', verdict.trusted ? 'in this page’s trust list' : 'not in this page’s trust list']);
  }
  const dl = el(doc, 'dl');
  for (const [term, value] of rows) dl.append(el(doc, 'dt', term), el(doc, 'dd', value));
  const nodes: Node[] = [el(doc, 'h2', verdict.headline), el(doc, 'p', verdict.sentence), dl];
  if (verdict.test)
    nodes.push(el(doc, 'p', 'A test license from a sandbox: it licenses nothing real.', { class: 'note' }));
  nodes.push(
    el(doc, 'p', 'Checked in your browser against the license server’s published keys.', { class: 'note' }),
    link(verdict.receiptUrl),
  );
  return nodes;
}

let counter = 0;

/**
 * The badge: a pin that opens a panel with the license (who, for what use, by whom, when, and a link to
 * the receipt) or, for an image that is not validly licensed, why. A real `<button>` (keyboard and
 * screen readers), Escape or a click elsewhere closes the panel. Everything lives in a shadow root.
 */
export function renderBadge(host: HTMLElement, verdict: Shown): void {
  const doc = host.ownerDocument;
  const root = host.attachShadow({ mode: 'open' });
  const styles = styleSheet();
  if (styles && 'adoptedStyleSheets' in root) root.adoptedStyleSheets = [styles];
  else root.append(el(doc, 'style', BADGE_CSS));
  const pin = PIN[verdict.state];
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
    el(doc, 'span', pin.mark, { class: 'dot', 'aria-hidden': 'true' }),
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
    if (value && !panel.hasChildNodes()) panel.append(...panelContent(doc, verdict));
    panel.hidden = !value;
    button.setAttribute('aria-expanded', String(value));
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
