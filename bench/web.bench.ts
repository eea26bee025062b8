/** The page's figures (gzip JS before the first verdict; drop-to-verdict time in Chromium) live beside the e2e harness. */
export { default } from '../web/e2e/page.bench.js';
