import { fill } from '@tlp/core';
import { renderBadge } from './badge/badge.js';
import { pinOver } from './badge/position.js';
import { checkImage } from './check-image.js';
import { checkReceipt } from './check-receipt.js';
import { words } from './i18n/index.js';
import type { createQueue } from './queue.js';
import type { EmbedSettings } from './settings.js';
import type { EmbedVerdict } from './verdict.js';

const SEEN = new WeakSet<Element>();

function badgeFor(doc: Document, verdict: EmbedVerdict, settings: EmbedSettings): HTMLElement | null {
  if (verdict.state === 'none') return null;
  const host = doc.createElement('tlp-badge');
  renderBadge(host, verdict, settings.lang);
  return host;
}

const failed = (error: unknown): EmbedVerdict => ({
  state: 'unchecked',
  title: words.cannotCheck,
  text: fill(words.failed, { error: String(error).slice(0, 200) }),
});

/** Runs `work` once the page has loaded and the browser is idle. */
export function whenIdle(view: Window & typeof globalThis, work: () => void): void {
  const idle = () => {
    if (typeof view.requestIdleCallback === 'function')
      view.requestIdleCallback(() => work(), { timeout: 3000 });
    else view.setTimeout(work, 1);
  };
  if (view.document.readyState === 'complete') idle();
  else view.addEventListener('load', idle, { once: true });
}

/** The one queue of a page: at most `settings.concurrency` checks at a time, images and receipts alike. */
export type Queue = ReturnType<typeof createQueue>;

/** Checks an image once it has loaded, on the page's queue, and hands its verdict to `show`. */
function checkWhenLoaded(
  img: HTMLImageElement,
  run: Queue,
  settings: EmbedSettings,
  show: (verdict: EmbedVerdict) => void,
): void {
  const check = () => {
    const url = img.currentSrc || img.src;
    if (!url) return;
    void run(() => checkImage(url, img.getAttribute('crossorigin'), settings))
      .catch(failed)
      .then(show);
  };
  if (img.complete) check();
  else img.addEventListener('load', check, { once: true });
}

/**
 * Marks every image the selector names, now and as the page adds more: each image is checked once, at
 * most `settings.concurrency` at a time, and badged only when it carries a license (valid or not) or
 * could not be read.
 */
export function markImages(doc: Document, settings: EmbedSettings, run: Queue): MutationObserver | null {
  const visit = (img: HTMLImageElement) => {
    if (SEEN.has(img) || img.closest('tlp-verify')) return;
    SEEN.add(img);
    checkWhenLoaded(img, run, settings, (verdict) => {
      const host = badgeFor(doc, verdict, settings);
      if (host) pinOver(img, host);
      img.dispatchEvent(new CustomEvent('tlp-verdict', { detail: verdict, bubbles: true }));
    });
  };
  const scan = (root: ParentNode) => {
    for (const img of root.querySelectorAll<HTMLImageElement>(settings.selector)) {
      if (img instanceof HTMLImageElement) visit(img);
    }
  };
  scan(doc);
  const view = doc.defaultView;
  if (!view || !('MutationObserver' in view)) return null;
  const observer = new view.MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node instanceof view.HTMLImageElement && node.matches(settings.selector)) visit(node);
        else if (node instanceof view.Element) scan(node);
      }
    }
  });
  observer.observe(doc.documentElement, { childList: true, subtree: true });
  return observer;
}

/**
 * `<tlp-verify src="image.png">` checks and badges that image; `<tlp-verify receipt="rcpt_…">` (with an
 * optional `issuer`) checks a receipt on its own and shows its badge inline.
 */
export function defineVerifyElement(
  view: Window & typeof globalThis,
  settings: EmbedSettings,
  run: Queue,
): void {
  if (view.customElements.get('tlp-verify')) return;
  class TlpVerify extends view.HTMLElement {
    connectedCallback() {
      if (this.hasAttribute('data-tlp-started')) return;
      this.setAttribute('data-tlp-started', '');
      const src = this.getAttribute('src');
      const receipt = this.getAttribute('receipt');
      const doc = this.ownerDocument;
      if (src) {
        const img = doc.createElement('img');
        img.src = src;
        img.alt = this.getAttribute('alt') ?? '';
        const cross = this.getAttribute('crossorigin');
        if (cross !== null) img.setAttribute('crossorigin', cross);
        this.style.position = 'relative';
        this.style.display = 'inline-block';
        this.append(img);
        checkWhenLoaded(img, run, settings, (verdict) => this.show(verdict, (host) => pinOver(img, host)));
      } else if (receipt) {
        void run(() => checkReceipt(receipt, this.getAttribute('issuer'), settings))
          .catch(failed)
          .then((verdict) =>
            this.show(verdict, (host) => {
              host.style.position = 'relative';
              host.style.display = 'inline-block';
              this.append(host);
            }),
          );
      }
    }

    private show(verdict: EmbedVerdict, place: (host: HTMLElement) => void) {
      this.setAttribute('data-state', verdict.state);
      const host = badgeFor(this.ownerDocument, verdict, settings);
      if (host) place(host);
      this.dispatchEvent(new CustomEvent('tlp-verdict', { detail: verdict, bubbles: true }));
    }
  }
  view.customElements.define('tlp-verify', TlpVerify);
}
