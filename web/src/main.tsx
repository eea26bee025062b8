import { render } from 'preact';
import { App } from './app.js';
import { readIssuerConfig } from './issuer.js';
import { routeOf } from './route.js';
import { OffThreadVerifier } from './verify-off-thread.js';
import './styles.css';

const verifier = new OffThreadVerifier(readIssuerConfig());
const root = document.getElementById('app');
if (root) {
  render(
    <App route={routeOf(window.location)} verifier={verifier} home={new URL('./', document.baseURI).href} />,
    root,
  );
}
