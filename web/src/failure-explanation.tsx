import { explain } from './explain.js';
import type { Outcome } from './outcome.js';

/** Why it failed, in plain words, with the stable code and the verifier's own message for the curious. */
export function FailureExplanation({ failure }: { failure: NonNullable<Outcome['failure']> }) {
  const { title, text } = explain(failure.code);
  return (
    <section class="card" aria-labelledby="why-heading">
      <h3 id="why-heading">Why: {title}</h3>
      <p>{text}</p>
      {failure.issuerPage && (
        <p>
          {failure.message}.{' '}
          <a class="issuer-page" href={failure.issuerPage} rel="noreferrer">
            Open this receipt on its issuer’s page
          </a>
        </p>
      )}
      <p class="technical">
        Code <code>{failure.code}</code>: {failure.message}
      </p>
    </section>
  );
}
