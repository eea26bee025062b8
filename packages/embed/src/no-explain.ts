/**
 * In the page's builds (the first script, the classic one) in place of `@tlp/core`'s `explain-live.js`,
 * which `connectVerifier` reaches through `verdict.explain`: the embed's worker answers each verdict with
 * the badge's words (see present.ts), so the page never explains one, and its scripts carry no verdict
 * catalogs (the classic build, one file, would inline every language's).
 */
export function explainIn(): never {
  throw new Error('the embed explains verdicts in its worker');
}
