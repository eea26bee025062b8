import { ReceiptPage } from './receipt-page.js';
import type { Route } from './route.js';
import { VerifierPage } from './verifier-page.js';
import type { PageVerifier } from './verify.js';

interface AppProps {
  route: Route;
  verifier: PageVerifier;
  /** Link to the verifier (the page's base). */
  home: string;
}

const TITLES: Record<Route['page'], string> = {
  receipt: 'License receipt',
  not_a_receipt: 'No receipt at this link',
  verifier: 'Verify licensed media or a receipt',
};

/** A `/r/<text>` link whose text is no receipt ID: said in words, with the way back. */
function NotAReceipt({ text, home }: { text: string; home: string }) {
  return (
    <section class="card" data-status="not_a_receipt">
      <p>
        “<code>{text}</code>” is not a receipt ID. A receipt ID starts with <code>rcpt_</code>, followed by 26
        letters and digits: check that the link was copied in full.
      </p>
      <p>
        <a href={home}>Verify an image or a receipt</a>
      </p>
    </section>
  );
}

/** The whole page: a header naming the issuer, then the verifier or one receipt's public page. */
export function App({ route, verifier, home }: AppProps) {
  const { issuer, allowed } = verifier.config;
  return (
    <>
      <a class="skip" href="#main">
        Skip to content
      </a>
      <header class="site-header">
        <p class="brand">
          <a href={home}>TLP verifier</a>
        </p>
        <p class="muted small">
          Talent license receipts from <strong>{issuer}</strong>
          {allowed.length > 1 && ` and ${allowed.length - 1} other issuer${allowed.length > 2 ? 's' : ''}`}
        </p>
      </header>
      <main id="main">
        <h1>{TITLES[route.page]}</h1>
        {route.page === 'receipt' ? (
          <ReceiptPage id={route.id} verifier={verifier} home={home} />
        ) : route.page === 'not_a_receipt' ? (
          <NotAReceipt text={route.text} home={home} />
        ) : (
          <VerifierPage verifier={verifier} />
        )}
      </main>
      <footer class="site-footer muted small">
        <p>
          Verification runs in this browser with <code>@tlp/core</code>. The page talks to no host but{' '}
          {allowed.join(', ')}.
        </p>
      </footer>
    </>
  );
}
