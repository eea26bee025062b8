import { useEffect, useState } from 'preact/hooks';
import type { Outcome } from './outcome.js';
import { ResultView } from './result-view.js';
import type { PageVerifier } from './verify.js';

/** The public page of one receipt: its public JSON, fetched from the issuer, rendered with its verification. */
export function ReceiptPage({ id, verifier, home }: { id: string; verifier: PageVerifier; home: string }) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  useEffect(() => {
    let live = true;
    setOutcome(null);
    void verifier.verifyReceiptId(id).then((result) => {
      if (live) setOutcome(result);
    });
    return () => {
      live = false;
    };
  }, [id, verifier]);

  return (
    <>
      <p class="receipt-id">
        Receipt <code>{id}</code>
      </p>
      <div role="status" aria-live="polite" class="status-line">
        {outcome ? '' : 'Fetching and verifying the receipt…'}
      </div>
      {outcome && <ResultView outcome={outcome} />}
      {outcome?.object && (
        <details class="card">
          <summary>The receipt’s public record (JSON)</summary>
          <pre class="json">{JSON.stringify(outcome.object, null, 2)}</pre>
        </details>
      )}
      <p>
        <a href={home}>Verify an image or another receipt</a>
      </p>
    </>
  );
}
