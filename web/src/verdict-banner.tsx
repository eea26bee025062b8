import { describeVerdict, fill, type VerdictWords } from '@tlp/core';
import { useEffect, useRef } from 'preact/hooks';
import { explainTitle } from './explain.js';
import { t, words } from './i18n/index.js';
import type { Outcome, Status } from './outcome.js';

const ICONS: Record<Status, string> = {
  licensed: '✓',
  denied: '!',
  untrusted: '!',
  recovered: '≈',
  no_credentials: '?',
  invalid: '✕',
};

/**
 * The verdict in plain words, from `describeVerdict` of `@tlp/core` (the words the embed and the `tlp`
 * command say too); the page's own codes (an issuer it does not verify for…) by their explanation.
 */
export function verdictWords(outcome: Outcome): VerdictWords {
  const code = outcome.failure?.code ?? null;
  if (code && !Object.hasOwn(words.verdict.titles, code)) {
    const v = words.verdict;
    return { headline: v.headline.invalid, sentence: fill(v.titleSentence, { title: explainTitle(code) }) };
  }
  const useStatus = outcome.object?.use_status;
  return describeVerdict(
    {
      status: outcome.status,
      checked: outcome.checked,
      claims: outcome.receipt?.valid ? outcome.receipt.claims : null,
      code,
      useStatus: typeof useStatus === 'string' ? useStatus : null,
      changed: outcome.changed,
      match: outcome.match,
    },
    words.verdict,
  );
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
  const icon = ICONS[outcome.status];
  const { headline, sentence } = verdictWords(outcome);
  const receipt = outcome.receipt?.valid ? outcome.receipt : null;
  return (
    <div class={`banner banner-${outcome.status}`} data-status={outcome.status}>
      <span class="banner-icon" aria-hidden="true">
        {icon}
      </span>
      <div class="banner-text">
        <h2 ref={heading} tabIndex={-1} class="banner-title">
          {headline}
        </h2>
        <p class="banner-summary">{sentence}</p>
        {receipt && !receipt.livemode && <p class="badge-test">{words.page.testMode}</p>}
      </div>
      {preview && (
        <img
          class="banner-preview"
          src={preview}
          alt={t(words.page.checked, { label: outcome.label })}
          onError={onPreviewError}
        />
      )}
    </div>
  );
}
