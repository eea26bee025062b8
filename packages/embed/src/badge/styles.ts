/**
 * The badge's styles, adopted by its shadow root as a constructed style sheet: isolated from the
 * publisher's CSS both ways, and allowed under a strict Content-Security-Policy (no inline `<style>`).
 * The colours are the verifier page's.
 */
export const BADGE_CSS = `
:host { all: initial; position: absolute; z-index: 2147483000; font: 13px/1.4 system-ui, -apple-system, "Segoe UI", sans-serif; }
:host([hidden]) { display: none; }
.pin { display: inline-flex; align-items: center; gap: 6px; height: 28px; padding: 0 10px 0 8px; border-radius: 14px;
  border: 1px solid rgba(0,0,0,.15); background: #fff; color: #1a1a1a; font: inherit; font-weight: 600; white-space: nowrap; cursor: pointer;
  box-shadow: 0 1px 3px rgba(0,0,0,.25); transition: box-shadow .15s ease; }
.pin:hover { box-shadow: 0 2px 6px rgba(0,0,0,.35); }
.pin:focus-visible { outline: 3px solid #2563eb; outline-offset: 2px; }
.dot { width: 16px; height: 16px; border-radius: 50%; display: inline-grid; place-items: center; color: #fff; font-size: 11px; line-height: 1; }
.licensed .dot { background: #15803d; }
.invalid .dot { background: #b91c1c; }
.unchecked .dot { background: #6b7280; }
.panel { position: absolute; top: 34px; right: 0; width: min(320px, 80vw); box-sizing: border-box; padding: 12px 14px;
  border-radius: 10px; border: 1px solid rgba(0,0,0,.15); background: #fff; color: #1a1a1a; box-shadow: 0 6px 20px rgba(0,0,0,.25); }
.panel[hidden] { display: none; }
.panel h2 { margin: 0 0 6px; font-size: 14px; }
.panel p { margin: 0 0 8px; }
.panel dl { display: grid; grid-template-columns: auto 1fr; gap: 2px 10px; margin: 0 0 8px; }
.panel dt { color: #555; }
.panel dd { margin: 0; overflow-wrap: anywhere; }
.panel code { font: 12px/1.4 ui-monospace, monospace; }
.panel a { color: #1d4ed8; }
.note { color: #555; font-size: 12px; }
@media (prefers-color-scheme: dark) {
  .pin, .panel { background: #1f2937; color: #f3f4f6; border-color: rgba(255,255,255,.2); }
  .panel dt, .note { color: #cbd5e1; }
  .panel a { color: #93c5fd; }
}
@media (prefers-reduced-motion: reduce) { .pin { transition: none; } }
`;
