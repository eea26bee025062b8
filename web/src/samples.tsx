import { more, rich } from './i18n/index.js';
import type { Sample } from './sample-source.js';

/**
 * "Try a sample": one click verifies a sample as if it were dropped (a file) or pasted (a receipt); each
 * can also be downloaded, to drop here or to give to `tlp verify`.
 */
export function SampleList({
  samples,
  fetch: fetchImpl,
  base,
  onFile,
  onText,
}: {
  samples: Sample[];
  fetch: typeof fetch;
  base: string;
  onFile: (file: File) => unknown;
  onText: (text: string) => unknown;
}) {
  const tryIt = async (sample: Sample) => {
    const response = await fetchImpl(new URL(sample.url, base).href);
    const blob = await response.blob();
    if (sample.media_type === 'application/jose') return onText(await blob.text());
    return onFile(new File([blob], sample.file, { type: sample.media_type }));
  };
  return (
    <section class="samples card" aria-labelledby="samples-heading">
      <h2 id="samples-heading">{more().samples}</h2>
      <p class="muted">{rich(more().samplesText, { command: <code>tlp verify</code> })}</p>
      <ul class="sample-list">
        {samples.map((sample) => (
          <li key={sample.file} class="sample-item">
            <button type="button" class="sample" data-sample={sample.file} onClick={() => void tryIt(sample)}>
              {Object.hasOwn(more().sampleTitles, sample.file)
                ? more().sampleTitles[sample.file]
                : sample.title}
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
