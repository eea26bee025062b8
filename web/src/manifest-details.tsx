import type { ContentVerdict } from '@tlp/core';
import { formatDate, normalizeDigest } from './format.js';
import { t, words } from './i18n/index.js';

function YesNo({ value, yes, no }: { value: boolean | null; yes: string; no: string }) {
  if (value === null) return <span class="muted">{words.page.notChecked}</span>;
  return <span class={value ? 'yes' : 'no'}>{value ? `✓ ${yes}` : `✕ ${no}`}</span>;
}

/** What the C2PA manifest of the file (image, video, audio) says: signer, validity, binding, trust, and the byte-for-byte match. */
export function ManifestDetails({ content }: { content: ContentVerdict }) {
  const m = content.manifest;
  const receipt = content.receipt?.valid ? content.receipt : null;
  const artifact = normalizeDigest(receipt?.claims.tlp.artifact?.sha256);
  const p = words.page;
  return (
    <section class="card" aria-labelledby="manifest-heading">
      <h3 id="manifest-heading">{p.credentials}</h3>
      {!m?.present ? (
        <p>{p.noManifest}</p>
      ) : (
        <dl class="facts">
          <dt>{p.signer}</dt>
          <dd>
            {m.signer ? (
              <>
                {t(p.signerNames, { subject: m.signer.subject })}
                <br />
                <span class="muted">{t(p.signerIssuer, { issuer: m.signer.issuer })}</span>
                <br />
                <span class="muted">
                  {t(p.validUntil, { date: formatDate(new Date(m.signer.notAfter)).text })}
                </span>
              </>
            ) : (
              p.unknown
            )}
          </dd>
          <dt>{p.signature}</dt>
          <dd>
            <YesNo value={m.signatureValid} yes={p.valid} no={p.invalid} />
          </dd>
          <dt>{p.binding}</dt>
          <dd>
            <YesNo value={m.bindingValid} yes={p.bound} no={p.changed} />
          </dd>
          <dt>{p.signerTrust}</dt>
          <dd>
            <YesNo value={m.trusted} yes={p.trusted} no={p.untrusted} />
          </dd>
          {content.assertion && (
            <>
              <dt>{p.assertion}</dt>
              <dd>
                <code>{content.assertion.label}</code>
              </dd>
            </>
          )}
          <dt>{p.licensedOutput}</dt>
          <dd>
            <YesNo value={content.contentMatches} yes={p.theOutput} no={p.notTheOutput} />
          </dd>
          {content.contentDigest && (
            <>
              <dt>{p.contentDigest}</dt>
              <dd>
                <code class="digest">{content.contentDigest}</code>
                {artifact && artifact !== content.contentDigest && (
                  <>
                    <br />
                    <span class="muted">{p.receiptNames} </span>
                    <code class="digest">{artifact}</code>
                  </>
                )}
              </dd>
            </>
          )}
          {m.failures.length > 0 && (
            <>
              <dt>{p.failures}</dt>
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
        </dl>
      )}
    </section>
  );
}
