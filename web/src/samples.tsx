import { useEffect, useState } from 'preact/hooks';
import { rich, words } from './i18n/index.js';

/** One sample the server offers (`samples/index.json` beside the page). */
export interface Sample {
  file: string;
  url: string;
  media_type: string;
  title: string;
}

/**
 * The samples the sandbox serving this page signed at start, or none (a page served elsewhere, or a
 * server without samples): the list is read from `samples/index.json` beside the page.
 */
export async function loadSamples(fetchImpl: typeof fetch, base: string): Promise<Sample[]> {
  try {
    const response = await fetchImpl(new URL('samples/index.json', base).href);
    if (!response.ok) return [];
    const body = (await response.json()) as { samples?: unknown };
    return Array.isArray(body.samples) ? (body.samples as Sample[]) : [];
  } catch {
    return [];
  }
}

/**
 * "Try a sample": one click verifies a sample as if it were dropped (a file) or pasted (a receipt); each
 * can also be downloaded, to drop here or to give to `tlp verify`.
 */
export function SampleList({
  fetch: fetchImpl,
  base,
  onFile,
  onText,
}: {
  fetch: typeof fetch;
  base: string;
  onFile: (file: File) => unknown;
  onText: (text: string) => unknown;
}) {
  const [samples, setSamples] = useState<Sample[]>([]);
  useEffect(() => {
    let live = true;
    void loadSamples(fetchImpl, base).then((list) => {
      if (live) setSamples(list);
    });
    return () => {
      live = false;
    };
  }, [fetchImpl, base]);
  if (samples.length === 0) return null;

  const tryIt = async (sample: Sample) => {
    const response = await fetchImpl(new URL(sample.url, base).href);
    const blob = await response.blob();
    if (sample.media_type === 'application/jose') return onText(await blob.text());
    return onFile(new File([blob], sample.file, { type: sample.media_type }));
  };
  return (
    <section class="samples card" aria-labelledby="samples-heading">
      <h2 id="samples-heading">{words.page.samples}</h2>
      <p class="muted">{rich(words.page.samplesText, { command: <code>tlp verify</code> })}</p>
      <ul class="sample-list">
        {samples.map((sample) => (
          <li key={sample.file} class="sample-item">
            <button type="button" class="sample" data-sample={sample.file} onClick={() => void tryIt(sample)}>
              {sample.title}
            </button>{' '}
            <a class="muted" href={new URL(sample.url, base).href} download={sample.file}>
              {sample.file}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
