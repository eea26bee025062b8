import type { ErrorCode } from '../../http/errors/api-error.js';
import type { CodeText } from '../../http/errors/meanings.js';

/**
 * The words around the codes on the error pages; `{code}`, `{status}` are filled in, and a backticked
 * span is shown as code (and kept as it is in every language).
 */
export const chrome = {
  errors: 'Errors',
  pageTitle: '{code} ({status}) · TLP errors',
  planned: 'planned feature',
  meaning: 'Meaning',
  when: 'When',
  action: 'What to do',
  retry: 'Retry',
  retryYes:
    'Yes: retry with the same Idempotency-Key and body, after `Retry-After` seconds when the answer carries it.',
  retryNo: 'No: retrying the same request gets the same answer.',
  body: 'Every error is an `application/problem+json` body whose `type` is this page: `type`, `title`, `status`, `code` and `request_id` (equal to the `Request-Id` header) always, `detail` and `param` (the field, for example `use.territories[1]`) when they help. Branch on `code`, then on the status; show `detail` in logs, not to end users.',
  indexTitle: 'Errors · TLP',
  indexIntro:
    'An error means the request could not be evaluated. A decision (`deny`, `escalate`) is never an error: it is a 200 answer with `reasons`.',
  columnCode: 'code',
  columnStatus: 'status',
  columnMeaning: 'meaning',
  columnRetry: 'retry',
  retryCell: 'retry',
  noRetryCell: 'no',
};

/** The page's words, as every language has them. */
export type Chrome = Record<keyof typeof chrome, string>;

/** An error code's words on its page in one language, its title included. */
export type TitledText = CodeText & { title: string };

/**
 * The error pages' words in one language: the page's own (`chrome`) and each code's. A translation must have
 * every code and every field of the English one (this file's `chrome`, and the meanings of
 * `http/errors/meanings.ts`), or it does not compile.
 */
export interface ErrorCatalog {
  chrome: Chrome;
  codes: Record<ErrorCode, TitledText>;
}
