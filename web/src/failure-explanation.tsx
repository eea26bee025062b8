import { explain } from './explain.js';
import { rich, t, words } from './i18n/index.js';
import type { Outcome } from './outcome.js';

/** Why it failed, in plain words, with the stable code and the verifier's own message for the curious. */
export function FailureExplanation({ failure }: { failure: NonNullable<Outcome['failure']> }) {
  const { title, text } = explain(failure.code);
  const p = words.page;
  return (
    <section class="card" aria-labelledby="why-heading">
      <h3 id="why-heading">{t(p.why, { title })}</h3>
      <p>{text}</p>
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
