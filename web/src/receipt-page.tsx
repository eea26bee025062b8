import { useEffect, useState } from 'preact/hooks';
import { loadMore, loadTexts, more, rich } from './i18n/index.js';
import type { Outcome } from './outcome.js';
import { failureView, ResultView } from './result-view.js';
import { verdictWords } from './verdict-banner.js';
import type { Verifier } from './verifier.js';

/** The public page of one receipt: its public JSON, fetched from the issuer, rendered with its verification. */
export function ReceiptPage({ id, verifier, home }: { id: string; verifier: Verifier; home: string }) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  useEffect(() => {
    let live = true;
    setOutcome(null);
    void verifier
      .verifyReceiptId(id)
      .then(async (result) => {
        // What a failure means is loaded with it, only when the verdict fails.
        if (result.failure) await Promise.all([loadTexts(), loadMore(), failureView.load()]).catch(() => {});
        return result;
      })
      .then((result) => {
        if (live) setOutcome(result);
      });
    return () => {
      live = false;
    };
  }, [id, verifier]);

  const m = more();
  return (
    <>
      <p class="receipt-id">{rich(m.receiptId, { id: <code>{id}</code> })}</p>
      {/* The live region says the verdict once it comes: screen readers announce it. */}
      <div role="status" aria-live="polite" class={`status-line${outcome ? ' visually-hidden' : ''}`}>
        {outcome ? verdictWords(outcome).headline : m.fetching}
      </div>
      {outcome && <ResultView outcome={outcome} />}
      {outcome?.object && (
        <details class="card">
          <summary>{m.publicRecord}</summary>
          <pre class="json">{JSON.stringify(outcome.object, null, 2)}</pre>
        </details>
      )}
      <p>
        <a href={home}>{m.verifyAnother}</a>
      </p>
    </>
  );
}
