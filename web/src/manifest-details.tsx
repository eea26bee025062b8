import type { ContentDetails } from '@tlp/core';
import { formatDate, normalizeDigest } from './format.js';
import { fileWords, t, words } from './i18n/index.js';
import { lazyView } from './lazy-view.js';

function YesNo({ value, yes, no }: { value: boolean | null; yes: string; no: string }) {
  if (value === null) return <span class="muted">{fileWords().notChecked}</span>;
  return <span class={value ? 'yes' : 'no'}>{value ? `✓ ${yes}` : `✕ ${no}`}</span>;
}

/** A manifest's ingredients: a chunk of its own, loaded only for a manifest that has any. */
const ingredientsView = lazyView(() => import('./ingredients-details.js').then((m) => m.IngredientsDetails));

/** What the C2PA manifest of the file (image, video, audio) says: signer, validity, binding, trust, and the byte-for-byte match. */
export function ManifestDetails({ content }: { content: ContentDetails }) {
  const m = content.manifest;
  const receipt = content.receipt?.valid ? content.receipt : null;
  const artifact = normalizeDigest(receipt?.claims.tlp.artifact?.sha256);
  const p = words.page;
  const w = fileWords();
  return (
    <section class="card" aria-labelledby="manifest-heading">
      <h3 id="manifest-heading">{w.credentials}</h3>
      {!m?.present ? (
        <p>{w.noManifest}</p>
      ) : (
        <dl class="facts">
          <dt>{w.signer}</dt>
          <dd>
            {m.signer ? (
              <>
                {t(w.signerNames, { subject: m.signer.subject })}
                <br />
                <span class="muted">{t(w.signerIssuer, { issuer: m.signer.issuer })}</span>
                <br />
                <span class="muted">
                  {t(w.validUntil, { date: formatDate(new Date(m.signer.notAfter)).text })}
                </span>
              </>
            ) : (
              w.unknown
            )}
          </dd>
          <dt>{p.signature}</dt>
          <dd>
            <YesNo value={m.signatureValid} yes={w.valid} no={w.invalid} />
          </dd>
          <dt>{w.binding}</dt>
          <dd>
            <YesNo value={m.bindingValid} yes={w.bound} no={w.changed} />
          </dd>
          <dt>{w.signerTrust}</dt>
          <dd>
            <YesNo value={m.trusted} yes={w.trusted} no={w.untrusted} />
          </dd>
          {content.assertion && (
            <>
              <dt>{w.assertion}</dt>
              <dd>
                <code>{content.assertion.label}</code>
              </dd>
            </>
          )}
          <dt>{p.licensedOutput}</dt>
          <dd>
            <YesNo value={content.contentMatches} yes={w.theOutput} no={w.notTheOutput} />
          </dd>
          {content.contentDigest && (
            <>
              <dt>{w.contentDigest}</dt>
              <dd>
                <code class="digest">{content.contentDigest}</code>
                {artifact && artifact !== content.contentDigest && (
                  <>
                    <br />
                    <span class="muted">{w.receiptNames} </span>
                    <code class="digest">{artifact}</code>
                  </>
                )}
              </dd>
            </>
          )}
          {m.failures.length > 0 && (
            <>
              <dt>{w.failures}</dt>
              <dd>
                <ul class="plain">
                  {m.failures.map((f) => (
                    <li key={f}>
                      <code>{f}</code>
                    </li>
                  ))}
                </ul>
              </dd>
            </>
          )}
          {m.ingredients?.length ? <ingredientsView.View ingredients={m.ingredients} /> : null}
        </dl>
      )}
    </section>
  );
}
