import type { Language } from '@tlp/core';
import { render } from 'preact';
import { App } from './app.js';
import { chosenLanguage, useLanguage } from './i18n/index.js';
import { readIssuerConfig } from './issuer.js';
import { routeOf } from './route.js';
import { OffThreadVerifier } from './verify-off-thread.js';
import './styles.css';

const verifier = new OffThreadVerifier(readIssuerConfig());
const root = document.getElementById('app');

/** Draws the page in the current language; the switcher loads another and draws it again. */
function draw() {
  if (!root) return;
  const onLanguage = (lang: Language) => void useLanguage(lang, true).then(draw);
  render(
    <App
      route={routeOf(window.location)}
      verifier={verifier}
      home={new URL('./', document.baseURI).href}
      onLanguage={onLanguage}
    />,
    root,
  );
}

void useLanguage(chosenLanguage()).then(draw);
