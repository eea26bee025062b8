import { type Explanation, explainVerdict } from '@tlp/core';

/**
 * A verdict code in plain words: the table `@tlp/core` keeps for the verifier page and the CLI. The one
 * place `tlp mcp` asks for it.
 */
export function explain(code: string): Explanation {
  return explainVerdict(code);
}
