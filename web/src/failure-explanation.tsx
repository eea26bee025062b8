import type { Medium } from '@tlp/core';
import { useEffect, useState } from 'preact/hooks';
import { explain, explainChanged, explainTitle } from './explain.js';
import { loadTexts, more, rich, t, words } from './i18n/index.js';
import type { Outcome } from './outcome.js';

/**
 * Why it failed, in plain words, with the stable code and the verifier's own message for the curious.
 * A file `changed` after it was signed is said to be so, not a broken manifest's possible causes.
 */
export function FailureExplanation({
  failure,
  changed = null,
}: {
  failure: NonNullable<Outcome['failure']>;
  changed?: Medium | null;
}) {
  // The texts are loaded before a failed verdict is shown; after a switch of language, here.
  const explanation = changed ? explainChanged(changed) : explain(failure.code);
  const [, loaded] = useState(0);
  useEffect(() => {
    if (!explanation) void loadTexts().then(() => loaded((n) => n + 1));
  }, [explanation]);
  const title = changed ? words.verdict.changed[changed] : explainTitle(failure.code);
  const m = more();
  return (
    <section class="card" aria-labelledby="why-heading">
      <h3 id="why-heading">{t(m.why, { title })}</h3>
      <p>{explanation?.text}</p>
      {failure.issuerPage && (
        <p>
          {failure.message}.{' '}
          <a class="issuer-page" href={failure.issuerPage} rel="noreferrer">
            {m.openOnIssuer}
          </a>
        </p>
      )}
      <p class="technical">
        {rich(m.technical, { code: <code>{failure.code}</code>, message: failure.message })}
      </p>
    </section>
  );
}
