import { LANGUAGES, type Language } from '@tlp/core';
import { loadMore, rich, t, words } from './i18n/index.js';
import { lazyView } from './lazy-view.js';
import type { Route } from './route.js';
import type { Verifier } from './verifier.js';
import { VerifierPage } from './verifier-page.js';

/** The public page of one receipt (`/r/<id>`): a chunk of its own, the verifier's page does without it. */
const receiptPage = lazyView(() =>
  Promise.all([import('./receipt-page.js'), loadMore()]).then(([m]) => m.ReceiptPage),
);

interface AppProps {
  route: Route;
  verifier: Verifier;
  /** Link to the verifier (the page's base). */
  home: string;
  /** The reader chose another language in the switcher. */
  onLanguage?: (lang: Language) => void;
}

/** Each language by its own name, as its readers look for it in a list. */
const NATIVE: Record<Language, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  ja: '日本語',
  ar: 'العربية',
};

/** The language switcher: every language by its own name. */
function LanguageSwitcher({ onLanguage }: { onLanguage: (lang: Language) => void }) {
  return (
    <p class="language">
      <label for="language">{words.page.language}</label>{' '}
      <select
        id="language"
        value={words.lang}
        onChange={(e) => onLanguage((e.currentTarget as HTMLSelectElement).value as Language)}
      >
        {LANGUAGES.map((lang) => (
          <option key={lang} value={lang} lang={lang}>
            {NATIVE[lang]}
          </option>
        ))}
      </select>
    </p>
  );
}

/** A `/r/<text>` link whose text is no receipt ID: said in words, with the way back. */
function NotAReceipt({ text, home }: { text: string; home: string }) {
  return (
    <section class="card" data-status="not_a_receipt">
      <p>{rich(words.page.notAReceipt, { text: <code>{text}</code>, prefix: <code>rcpt_</code> })}</p>
      <p>
        <a href={home}>{words.page.verifyAny}</a>
      </p>
    </section>
  );
}

/**
 * The whole page: a line naming the issuer (and the language switcher), then the verifier or one
 * receipt's public page, then where it verifies. No header or footer landmark of its own: the sandbox
 * serves the page inside its site's header and footer (packages/server/src/site/).
 */
export function App({ route, verifier, home, onLanguage }: AppProps) {
  const { issuer, allowed } = verifier.config;
  const p = words.page;
  return (
    <>
      <a class="skip" href="#main">
        {p.skip}
      </a>
      <main id="main">
        <div class="page-meta">
          <p class="brand">
            <a href={home}>{p.brand}</a>
          </p>
          <p class="muted small">
            {rich(p.receiptsFrom, { issuer: <strong>{issuer}</strong> })}
            {allowed.length > 1 && t(p.otherIssuers, { count: allowed.length - 1 })}
          </p>
          {onLanguage && <LanguageSwitcher onLanguage={onLanguage} />}
        </div>
        <h1>{p.heading[route.page]}</h1>
        {route.page === 'receipt' ? (
          <receiptPage.View id={route.id} verifier={verifier} home={home} />
        ) : route.page === 'not_a_receipt' ? (
          <NotAReceipt text={route.text} home={home} />
        ) : (
          <VerifierPage verifier={verifier} />
        )}
        <p class="page-note muted small">
          {rich(p.footer, { library: <code>@tlp/core</code>, hosts: allowed.join(', ') })}
        </p>
      </main>
    </>
  );
}
