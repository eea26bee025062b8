import { FailureExplanation } from './failure-explanation.js';
import { ManifestDetails } from './manifest-details.js';
import type { Outcome } from './outcome.js';
import { ReceiptDetails } from './receipt-details.js';
import { VerdictBanner } from './verdict-banner.js';

/** A verdict at a glance, then its details, then how it was checked. */
export function ResultView({
  outcome,
  focus = false,
  preview = null,
  noPreview = null,
}: {
  outcome: Outcome;
  focus?: boolean;
  /** A URL of the image checked, shown as a thumbnail beside the verdict. */
  preview?: string | null;
  /** Why the image checked has no thumbnail (too many pixels to decode), said under the verdict. */
  noPreview?: string | null;
}) {
  const receipt = outcome.receipt?.valid ? outcome.receipt : null;
  return (
    <article class="result" aria-label={`Verification of ${outcome.label}`}>
      <VerdictBanner outcome={outcome} focus={focus} preview={preview} />
      {noPreview && <p class="muted no-preview">{noPreview}</p>}
      {outcome.failure && <FailureExplanation failure={outcome.failure} />}
      {outcome.content && <ManifestDetails content={outcome.content} />}
      {receipt && <ReceiptDetails receipt={receipt} issuer={outcome.issuer} />}
      <p class="muted how">
        Checked {outcome.label} in this browser in {outcome.elapsedMs} ms
        {outcome.issuer ? ` against ${outcome.issuer}` : ''}.
      </p>
    </article>
  );
}
