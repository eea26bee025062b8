import palette from './palette.css?inline';

/**
 * The badge's styles, adopted by its shadow root as a constructed style sheet: isolated from the
 * publisher's CSS both ways, and allowed under a strict Content-Security-Policy (no inline `<style>`).
 * The palette is the verifier page's own (`palette.css`, which web/src/styles.css imports too).
 */
export const BADGE_CSS = `${palette}
:host { all: initial; position: absolute; z-index: 2147483000; font: 13px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color-scheme: light dark; }
:host([hidden]) { display: none; }
:host([data-open]) { z-index: 2147483001; }
.pin { display: inline-flex; align-items: center; gap: 6px; height: 28px; padding: 0 10px 0 8px; border-radius: 14px;
  border: 1px solid var(--line); background: var(--card); color: var(--fg); font: inherit; font-weight: 600; white-space: nowrap;
  cursor: pointer; box-shadow: 0 1px 3px rgba(0,0,0,.25); transition: box-shadow .15s ease; }
.pin:hover { box-shadow: 0 2px 6px rgba(0,0,0,.35); }
.pin:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
.dot { width: 16px; height: 16px; border-radius: 50%; display: inline-grid; place-items: center; font-size: 11px; line-height: 1; }
.licensed .dot { background: var(--ok-fg); color: var(--ok-bg); }
.recovered .dot { background: var(--warn-fg); color: var(--warn-bg); }
.invalid .dot { background: var(--bad-fg); color: var(--bad-bg); }
.unchecked .dot { background: var(--none-fg); color: var(--none-bg); }
.panel { position: absolute; top: 34px; inset-inline-end: 0; width: min(320px, 80vw); box-sizing: border-box; padding: 12px 14px;
  border-radius: var(--radius); border: 1px solid var(--line); background: var(--card); color: var(--fg); box-shadow: 0 6px 20px rgba(0,0,0,.25); }
.panel[hidden] { display: none; }
.panel h2 { margin: 0 0 6px; font-size: 14px; }
.panel.licensed h2 { color: var(--ok-fg); }
.panel.recovered h2 { color: var(--warn-fg); }
.panel.invalid h2 { color: var(--bad-fg); }
.panel p { margin: 0 0 8px; }
.panel dl { display: grid; grid-template-columns: auto 1fr; gap: 2px 10px; margin: 0 0 8px; }
.panel dt, .note { color: var(--muted); }
.panel dd { margin: 0; overflow-wrap: anywhere; }
.note { font-size: 12px; }
.panel a { color: var(--accent); }
@media (prefers-reduced-motion: reduce) { .pin { transition: none; } }
`;
