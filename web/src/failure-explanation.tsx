import { useEffect, useState } from 'preact/hooks';
import { explain, explainTitle } from './explain.js';
import { loadTexts, rich, t, words } from './i18n/index.js';
import type { Outcome } from './outcome.js';

/** Why it failed, in plain words, with the stable code and the verifier's own message for the curious. */
export function FailureExplanation({ failure }: { failure: NonNullable<Outcome['failure']> }) {
  // The texts are loaded before a failed verdict is shown; after a switch of language, here.
  const explanation = explain(failure.code);
  const [, loaded] = useState(0);
  useEffect(() => {
    if (!explanation) void loadTexts().then(() => loaded((n) => n + 1));
  }, [explanation]);
  const title = explainTitle(failure.code);
  const p = words.page;
  return (
    <section class="card" aria-labelledby="why-heading">
      <h3 id="why-heading">{t(p.why, { title })}</h3>
      <p>{explanation?.text}</p>
      {failure.issuerPage && (
        <p>
          {failure.message}.{' '}
          <a class="issuer-page" href={failure.issuerPage} rel="noreferrer">
            {p.openOnIssuer}
          </a>
        </p>
      )}
      <p class="technical">
        {rich(p.technical, { code: <code>{failure.code}</code>, message: failure.message })}
      </p>
    </section>
  );
}
