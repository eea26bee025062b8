import { useEffect, useRef, useState } from 'preact/hooks';
import { DropZone } from './drop-zone.js';
import type { Outcome } from './outcome.js';
import { PasteBox } from './paste-box.js';
import { ResultView } from './result-view.js';
import type { PageVerifier } from './verify.js';

/** The verifier: drop or choose an image, or paste a receipt, and read the verdict. */
export function VerifierPage({ verifier }: { verifier: PageVerifier }) {
  const [shown, setShown] = useState<{ outcome: Outcome; preview: string | null } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const latest = useRef(0);

  // The thumbnail of an image checked is a blob: URL of its bytes in memory (never uploaded): freed when replaced.
  const preview = shown?.preview;
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const runCheck = async (label: string, check: () => Promise<Outcome>, thumbnail: string | null = null) => {
    const ticket = ++latest.current;
    setBusy(label);
    try {
      const outcome = await check();
      if (ticket === latest.current) setShown({ outcome, preview: thumbnail });
      else if (thumbnail) URL.revokeObjectURL(thumbnail);
    } finally {
      if (ticket === latest.current) setBusy(null);
    }
  };

  const verifyFile = (file: File) => {
    const thumbnail = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
    return runCheck(file.name, () => verifier.verifyImage(file), thumbnail);
  };
  const verifyText = (text: string) => runCheck('receipt', () => verifier.verifyPasted(text));

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
      <section class="inputs" aria-label="What to verify">
        <DropZone onIntent={() => verifier.warmUp()} onFile={verifyFile} onText={verifyText} />
        <PasteBox onSubmit={verifyText} />
      </section>
      <div class="status-line" role="status" aria-live="polite">
        {busy ? `Verifying ${busy}…` : ''}
      </div>
      {shown && <ResultView outcome={shown.outcome} focus preview={shown.preview} />}
    </>
  );
}
