import { useEffect, useRef } from 'preact/hooks';
import { explain } from './explain.js';
import type { Outcome, Status } from './outcome.js';

const HEADLINES: Record<Status, { icon: string; title: string }> = {
  licensed: { icon: '✓', title: 'Licensed and valid' },
  denied: { icon: '!', title: 'Valid receipt, but the use was not licensed' },
  untrusted: { icon: '!', title: 'Valid, but signed by an untrusted signer' },
  no_credentials: { icon: '?', title: 'No content credentials' },
  invalid: { icon: '✕', title: 'Not valid' },
};

/** What the checked file is called in sentences: `image`, `video` or `audio file`, by its bytes' format. */
export function fileNoun(outcome: Outcome): string {
  const kind = outcome.content?.mediaType?.split('/')[0];
  return kind === 'video' ? 'video' : kind === 'audio' ? 'audio file' : 'image';
}

function summary(outcome: Outcome): string {
  const receipt = outcome.receipt?.valid ? outcome.receipt : null;
  const noun = fileNoun(outcome);
  const decision = receipt?.claims.tlp.decision;
  const who = outcome.issuer ? ` by ${outcome.issuer}` : '';
  switch (outcome.status) {
    case 'licensed':
      return outcome.source === 'image'
        ? `This ${noun} is byte for byte the output licensed${who}, and its content credentials are signed by a trusted signer.`
        : `This receipt is genuine: signed${who}, decision “allow”.`;
    case 'denied':
      return `The receipt is genuine${who}, but it records the decision “${decision}”: this use was not licensed.`;
    case 'untrusted':
      return `The receipt is genuine${who} and the ${noun} is the licensed output, but its content credentials are signed by a certificate this page does not trust.`;
    case 'no_credentials':
      return outcome.failure?.code === 'no_manifest'
        ? `Nothing in this ${noun} says where it comes from, or that it is a licensed output.`
        : explain(outcome.failure?.code ?? '').title;
    default:
      return explain(outcome.failure?.code ?? '').title;
  }
}

/**
 * The verdict at a glance: one coloured line, an icon and a sentence. With `focus`, its heading takes
 * the focus when it appears (after a user's action), so keyboard and screen reader users land on it.
 */
export function VerdictBanner({
  outcome,
  focus = false,
  preview = null,
  onPreviewError,
}: {
  outcome: Outcome;
  focus?: boolean;
  /** A `blob:` URL of the image checked, shown as a thumbnail. */
  preview?: string | null;
  /** The browser could not decode the thumbnail (a HEIC in Chromium, say). */
  onPreviewError?: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [outcome, focus]);
  const { icon, title } = HEADLINES[outcome.status];
  const receipt = outcome.receipt?.valid ? outcome.receipt : null;
  return (
    <div class={`banner banner-${outcome.status}`} data-status={outcome.status}>
      <span class="banner-icon" aria-hidden="true">
        {icon}
      </span>
      <div class="banner-text">
        <h2 ref={heading} tabIndex={-1} class="banner-title">
          {title}
        </h2>
        <p class="banner-summary">{summary(outcome)}</p>
        {receipt && !receipt.livemode && (
          <p class="badge-test">Test mode: a sandbox receipt, it licenses nothing real.</p>
        )}
      </div>
      {preview && (
        <img
          class="banner-preview"
          src={preview}
          alt={`Checked: ${outcome.label}`}
          onError={onPreviewError}
        />
      )}
    </div>
  );
}
