import { fill } from '@tlp/core';
import { useEffect, useState } from 'preact/hooks';
import { fileWords, loadFileWords, t, words } from './i18n/index.js';
import { lazyView } from './lazy-view.js';
import { changedMedium, type Outcome } from './outcome.js';
import type { Preview } from './preview.js';
import { ReceiptDetails } from './receipt-details.js';
import { VerdictBanner } from './verdict-banner.js';

/**
 * The view of a file's C2PA manifest (only a file's verdict shows it, so a receipt's path never loads
 * it): the page loads it as a file comes, so that it is there when the verdict is, with the words it
 * and a file's preview show.
 */
const manifestView = lazyView(() =>
  Promise.all([import('./manifest-details.js'), loadFileWords()]).then(([m]) => m.ManifestDetails),
);
export const loadManifestDetails = manifestView.load;

/** Why a verdict failed, in words: loaded with the texts of the codes, before a failed verdict is shown. */
export const failureView = lazyView(() =>
  import('./failure-explanation.js').then((m) => m.FailureExplanation),
);

/** The player of a video or an audio file: loaded with such a file's preview. */
export const playerView = lazyView(() => import('./media-player.js').then((m) => m.MediaPlayer));

/**
 * What of a result is drawn, in order: its banner; its details; then the player of a video or an audio
 * file ({@link MediaPlayer}), last, so that the browser's own work for it comes after the page's.
 */
const STAGES = 2;

/**
 * How many of a result's parts after its banner are drawn (0 to {@link STAGES}): none when `outcome`
 * comes, then one more in a task of its own once the frame before is painted. Drawing a video's verdict
 * all at once (the banner, the manifest's details, the player) took tasks of 60 to 110 ms each with the
 * CPU slowed 4× (a mid-range phone): each part is a shorter one, and the verdict is on screen first.
 */
function useStage(outcome: Outcome): number {
  const [drawn, setDrawn] = useState<{ outcome: Outcome; stage: number } | null>(null);
  const stage = drawn?.outcome === outcome ? drawn.stage : 0;
  useEffect(() => {
    if (stage >= STAGES) return;
    // Effects run once the frame is painted; the timeout makes the next part a task of its own.
    const next = setTimeout(() => setDrawn({ outcome, stage: stage + 1 }), 0);
    return () => clearTimeout(next);
  }, [outcome, stage]);
  return stage;
}

/**
 * A verdict at a glance, then its details, then how it was checked: the banner first, the rest in the
 * next frames (see {@link useStage}), `aria-busy` until then.
 */
export function ResultView({
  outcome,
  focus = false,
  preview = null,
  noPreview = null,
}: {
  outcome: Outcome;
  focus?: boolean;
  /**
   * The file checked: an image as a thumbnail beside the verdict, a video or audio file as a player
   * under it. When the browser cannot decode it, it says so instead.
   */
  preview?: Extract<Preview, { url: string }> | null;
  /** Why the file checked has no preview (too many pixels to decode), said under the verdict. */
  noPreview?: string | null;
}) {
  const receipt = outcome.receipt?.valid ? outcome.receipt : null;
  // The URL the browser failed to decode: a new file's preview is tried afresh, whenever its error comes.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const failed = preview !== null && failedUrl === preview.url;
  const shown = preview && !failed ? preview : null;
  /** The player of a video or an audio file; images are shown in the banner. */
  const Player = shown?.kind === 'video' || shown?.kind === 'audio' ? shown.kind : null;
  const onError = () => setFailedUrl(preview?.url ?? null);
  const note = noPreview ?? (preview && failed ? cannotShow(preview) : null);
  const stage = useStage(outcome);
  const p = words.page;
  const label = outcome.label;
  return (
    // Busy until its last part is drawn: assistive technologies may wait for the whole of it.
    <article
      class="result"
      aria-label={t(p.result, { label })}
      aria-busy={stage < STAGES ? 'true' : undefined}
    >
      <VerdictBanner
        outcome={outcome}
        focus={focus}
        preview={shown?.kind === 'image' ? shown.url : null}
        onPreviewError={onError}
      />
      {stage >= 1 && (
        <>
          {Player && stage >= 2 && (
            <playerView.View
              key={shown!.url}
              kind={Player}
              url={shown!.url}
              label={t(p.checked, { label })}
              onError={onError}
            />
          )}
          {note && <p class="muted no-preview">{note}</p>}
          {outcome.failure && <failureView.View failure={outcome.failure} changed={changedMedium(outcome)} />}
          {outcome.content && <manifestView.View content={outcome.content} />}
          {receipt && <ReceiptDetails receipt={receipt} issuer={outcome.issuer} />}
          <p class="muted how">
            {t(outcome.issuer ? p.howAgainst : p.how, {
              label,
              ms: new Intl.NumberFormat(words.lang).format(outcome.elapsedMs),
              issuer: outcome.issuer ?? '',
            })}
          </p>
        </>
      )}
    </article>
  );
}

/**
 * What to say when the browser could not show a preview it was given: plainly which kind of file it
 * cannot decode. HEIC/HEIF photos are the common case: Safari shows them, Chrome, Edge and Firefox do not.
 */
function cannotShow(preview: Extract<Preview, { url: string }>): string {
  const m = fileWords();
  if (/HEIF|HEIC/.test(preview.description)) return m.previewHeic;
  return fill(preview.kind === 'image' ? m.previewShow : m.previewPlay, { what: preview.description });
}
