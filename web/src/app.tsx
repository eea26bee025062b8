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
        <h1>{route.page === 'receipt' ? 'License receipt' : 'Verify licensed media or a receipt'}</h1>
        {route.page === 'receipt' ? (
          <ReceiptPage id={route.id} verifier={verifier} home={home} />
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
