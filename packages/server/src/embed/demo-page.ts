import { escapeHtml, SITE_STYLESHEET, siteFooter, siteHeader } from '../site/chrome.js';

/**
 * The demo publisher page: an article with a licensed picture, the same picture changed after signing,
 * a picture with no license, and a receipt shown on its own; the embed is its only script.
 */
export function demoPage(origin: string, receiptId: string): string {
  const tag = `<script type="module" src="${origin}/embed/tlp-embed.js" data-issuer="${origin}"></script>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>The Daily Example: a publisher's page with the TLP embed</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/embed-demo/page.css">
${SITE_STYLESHEET}
<script type="module" src="/embed/tlp-embed.js" data-issuer="${escapeHtml(origin)}" data-trust-anchors="/trust-anchors.pem"></script>
</head>
<body>
${siteHeader({ language: 'en', current: 'embed', main: 'main' })}
<main id="main">
<header class="paper"><p class="masthead">The Daily Example</p><p class="tagline">A demo publisher page of the TLP sandbox</p></header>
<article>
<h1>Pictures of real people, marked where they are licensed</h1>
<p>Each picture on this page is checked in your browser by one script tag. A picture carrying a talent
license gets a badge: open it (click, or Tab then Enter) to see who is licensed, for what use, by which
license server and when. Nothing is sent anywhere but the license server's public keys and receipts.</p>
<figure id="licensed">
<img src="/embed-demo/licensed.jpg" width="640" height="400" alt="A generated portrait of the sandbox talent Ada Vance">
<figcaption>Licensed: generated under a license from this sandbox, the receipt embedded in its content credentials.</figcaption>
</figure>
<figure id="tampered">
<img src="/embed-demo/tampered.jpg" width="640" height="400" alt="The same portrait, one byte of its pixels changed after signing">
<figcaption>The same file with one byte of its image data changed after it was signed.</figcaption>
</figure>
<figure id="plain">
<img src="/embed-demo/plain.jpg" width="640" height="400" alt="A landscape with no people">
<figcaption>No license and no content credentials: no badge.</figcaption>
</figure>
<p id="receipt-only">A receipt on its own, by its ID: <tlp-verify receipt="${escapeHtml(receiptId)}"></tlp-verify></p>
<h2>Add it to your pages</h2>
<pre tabindex="0" aria-label="The script tag to add"><code>${escapeHtml(tag)}</code></pre>
</article>
</main>
${siteFooter('en')}
</body>
</html>
`;
}

export const DEMO_CSS = `
:root { color-scheme: light dark; font: 17px/1.55 Georgia, "Times New Roman", serif; }
body { margin: 0; background: Canvas; color: CanvasText; }
main { max-width: 680px; margin: 0 auto; padding: 8px 20px 16px; }
.paper { border-bottom: 3px double currentColor; padding: 16px 0 8px; text-align: center; }
.masthead { margin: 0; font-size: 34px; font-weight: bold; letter-spacing: .02em; }
.tagline { margin: 0; font: 14px/1.4 system-ui, sans-serif; opacity: .75; }
h1 { font-size: 28px; line-height: 1.2; }
figure { margin: 28px 0; position: relative; }
img { display: block; width: 100%; height: auto; border-radius: 4px; }
figcaption { font: 14px/1.4 system-ui, sans-serif; opacity: .8; margin-top: 6px; }
pre { white-space: pre-wrap; overflow-wrap: anywhere; padding: 12px; background: color-mix(in srgb, CanvasText 8%, Canvas); border-radius: 6px; font-size: 13px; }
`;
