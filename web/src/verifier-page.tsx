import { useEffect, useRef, useState } from 'preact/hooks';
import { DropZone } from './drop-zone.js';
import { loadMore, loadTexts, t, words } from './i18n/index.js';
import { lazyView } from './lazy-view.js';
import type { Outcome } from './outcome.js';
import { PasteBox } from './paste-box.js';
import type { Preview } from './preview.js';
import { failureView, loadManifestDetails, playerView, ResultView } from './result-view.js';
import { loadSamples, type Sample } from './sample-source.js';
import { verdictWords } from './verdict-banner.js';
import type { MediaFormats, Verifier } from './verifier.js';

/** The samples' view: loaded only when the server offers samples. */
const sampleList = lazyView(() =>
  Promise.all([import('./samples.js'), loadMore()]).then(([m]) => m.SampleList),
);

/** The verifier: drop or choose an image, a video or an audio file, or paste a receipt, and read the verdict. */
export function VerifierPage({ verifier }: { verifier: Verifier }) {
  const [shown, setShown] = useState<{ outcome: Outcome; preview: Preview } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  // How much of the file being verified has been read, as the verifier reports it: written straight
  // into the bar (a hundred renders of the page while a video is hashed would each be a long task).
  const bar = useRef<HTMLProgressElement>(null);
  const latest = useRef(0);
  // The formats the library reads, named once its C2PA module is loaded (on the first sign of a file).
  const [formats, setFormats] = useState<MediaFormats | null>(null);
  // The samples the server offers (none: their view is never loaded).
  const [samples, setSamples] = useState<Sample[]>([]);
  const { fetch: fetchImpl } = verifier.config;
  useEffect(() => {
    let live = true;
    void loadSamples(fetchImpl, document.baseURI).then(async (list) => {
      if (list.length > 0) await sampleList.load();
      if (live) setSamples(list);
    });
    return () => {
      live = false;
    };
  }, [fetchImpl]);
  const warmUp = () => {
    verifier.warmUp();
    if (!formats) void verifier.formats().then(setFormats, () => {});
  };

  // The thumbnail or player of a file checked is a blob: URL of the File itself (no copy, never uploaded):
  // freed when replaced. Only for an image whose header declares at most 40 megapixels: the browser would decode a
  // bomb in full.
  const preview = shown?.preview.url;
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const runCheck = async (
    label: string,
    check: () => Promise<Outcome>,
    thumbnail: Promise<Preview> = Promise.resolve({ url: null, refused: null }),
  ) => {
    const ticket = ++latest.current;
    setBusy(label);
    try {
      const [outcome, preview] = await Promise.all([check(), thumbnail]);
      // What the failure means is loaded with it, only when a verdict fails.
      if (outcome.failure) await Promise.all([loadTexts(), loadMore(), failureView.load()]);
      if (ticket === latest.current) setShown({ outcome, preview });
      else if (preview.url) URL.revokeObjectURL(preview.url);
    } finally {
      if (ticket === latest.current) setBusy(null);
    }
  };

  const verifyFile = (file: File) => {
    const ticket = latest.current + 1;
    const heard = (read: number, size: number) => {
      if (ticket !== latest.current || !bar.current) return;
      bar.current.hidden = false;
      bar.current.value = size > 0 ? read / size : 1;
    };
    return runCheck(
      file.name,
      () => verifier.verifyImage(file, heard),
      // The preview and the manifest's view load beside the verification (a receipt needs neither), and
      // the player with a video's or an audio file's preview.
      Promise.all([import('./preview.js'), loadManifestDetails()])
        .then(([m]) => m.previewOf(file))
        .then(async (preview) => {
          if (preview.url && (preview.kind === 'video' || preview.kind === 'audio')) await playerView.load();
          return preview;
        }),
    );
  };
  const p = words.page;
  const verifyText = (text: string) => runCheck(p.pastedReceipt, () => verifier.verifyPasted(text));

  // A file dropped anywhere on the page is verified too, rather than opened by the browser in its place.
  useEffect(() => {
    const over = (e: DragEvent) => e.preventDefault();
    const drop = (e: DragEvent) => {
      if (e.defaultPrevented) return;
      e.preventDefault();
      const file = e.dataTransfer?.files?.[0];
      if (file) void verifyFile(file);
    };
    window.addEventListener('dragover', over);
    window.addEventListener('drop', drop);
    return () => {
      window.removeEventListener('dragover', over);
      window.removeEventListener('drop', drop);
    };
  });

  return (
    <>
      <section class="inputs" aria-label={p.whatToVerify}>
        <DropZone onIntent={warmUp} onFile={verifyFile} onText={verifyText} formats={formats} />
        <PasteBox onSubmit={verifyText} />
      </section>
      {samples.length > 0 && (
        <sampleList.View
          samples={samples}
          fetch={fetchImpl}
          base={document.baseURI}
          onFile={verifyFile}
          onText={(text) => runCheck(p.sampleReceipt, () => verifier.verifyPasted(text))}
        />
      )}
      {/* The live region says what is being verified, then the verdict: screen readers announce both. */}
      <div class={`status-line${busy ? '' : ' visually-hidden'}`} role="status" aria-live="polite">
        {busy ? t(p.verifying, { what: busy }) : shown ? verdictWords(shown.outcome).headline : ''}
      </div>
      {busy && (
        <progress
          ref={bar}
          class="verify-progress"
          max={1}
          value={0}
          hidden
          aria-label={t(p.verifying, { what: busy })}
        />
      )}
      {shown && (
        <ResultView
          outcome={shown.outcome}
          focus
          preview={shown.preview.url ? shown.preview : null}
          noPreview={shown.preview.refused}
        />
      )}
    </>
  );
}
