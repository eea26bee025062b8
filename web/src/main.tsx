import { render } from 'preact';
import { App } from './app.js';
import { readIssuerConfig } from './issuer.js';
import { routeOf } from './route.js';
import { PageVerifier } from './verify.js';
import './styles.css';

const verifier = new PageVerifier(readIssuerConfig());
const root = document.getElementById('app');
if (root) {
  render(
    <App route={routeOf(window.location)} verifier={verifier} home={new URL('./', document.baseURI).href} />,
    root,
  );
}
