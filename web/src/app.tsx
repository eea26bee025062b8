import { LANGUAGES, type Language } from '@tlp/core';
import { rich, t, words } from './i18n/index.js';
import { ReceiptPage } from './receipt-page.js';
import type { Route } from './route.js';
import type { Verifier } from './verifier.js';
import { VerifierPage } from './verifier-page.js';

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

/** The whole page: a header naming the issuer, then the verifier or one receipt's public page. */
export function App({ route, verifier, home, onLanguage }: AppProps) {
  const { issuer, allowed } = verifier.config;
  const p = words.page;
  return (
    <>
      <a class="skip" href="#main">
        {p.skip}
      </a>
      <header class="site-header">
        <p class="brand">
          <a href={home}>{p.brand}</a>
        </p>
        <p class="muted small">
          {rich(p.receiptsFrom, { issuer: <strong>{issuer}</strong> })}
          {allowed.length > 1 && t(p.otherIssuers, { count: allowed.length - 1 })}
        </p>
        {onLanguage && <LanguageSwitcher onLanguage={onLanguage} />}
      </header>
      <main id="main">
        <h1>{p.heading[route.page]}</h1>
        {route.page === 'receipt' ? (
          <ReceiptPage id={route.id} verifier={verifier} home={home} />
        ) : route.page === 'not_a_receipt' ? (
          <NotAReceipt text={route.text} home={home} />
        ) : (
          <VerifierPage verifier={verifier} />
        )}
      </main>
      <footer class="site-footer muted small">
        <p>{rich(p.footer, { library: <code>@tlp/core</code>, hosts: allowed.join(', ') })}</p>
      </footer>
    </>
  );
}
