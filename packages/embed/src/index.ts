/**
 * `@tlp/embed`: one script tag on a publisher's page marks licensed images.
 *
 * ```html
 * <script type="module" src="https://licensing.example/embed/tlp-embed.js" data-issuer="https://licensing.example"></script>
 * ```
 *
 * Once the page is idle, every `<img>` (or those `data-selector` names) is fetched once and checked in
 * the reader's browser: an image whose bytes carry a C2PA manifest is verified with `@tlp/core` (loaded
 * then, and only then) against the issuer's published keys, and gets a badge: licensed (who, for what
 * use, by whom, when), not valid (why), or cannot check. An image without a license gets nothing.
 */
import { useEmbedLanguage } from './i18n/index.js';
import { createQueue } from './queue.js';
import { findOwnScript, readSettings } from './settings.js';
import { defineVerifyElement, markImages, whenIdle } from './start.js';

export type { EmbedSettings } from './settings.js';
export type { EmbedVerdict } from './verdict.js';

const view = typeof window === 'undefined' ? undefined : window;
if (view?.document) {
  const scriptUrl = import.meta.url ?? '';
  const settings = readSettings(findOwnScript(view.document, scriptUrl), scriptUrl, view.location.href);
  // One queue for the page: at most `settings.concurrency` checks at a time, whatever asks for them.
  const run = createQueue(settings.concurrency);
  whenIdle(view, () => {
    // The publisher's language first (English is here; another is one small chunk), then the badges.
    void useEmbedLanguage(settings.lang).then(() => {
      defineVerifyElement(view, settings, run);
      markImages(view.document, settings, run);
    });
  });
}
