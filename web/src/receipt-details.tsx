import { NAME_NOT_PUBLISHED, type ReceiptVerdict } from '@tlp/core';
import { formatDate, normalizeDigest } from './format.js';

type ValidReceipt = Extract<ReceiptVerdict, { valid: true }>;

function Time({ date }: { date: Date }) {
  const { text, iso } = formatDate(date);
  return <time dateTime={iso}>{text}</time>;
}

/** What a verified receipt says: talent, licenses and terms digests, decision, assurance, dates, signature. */
export function ReceiptDetails({ receipt, issuer }: { receipt: ValidReceipt; issuer: string | null }) {
  const { claims, header } = receipt;
  const t = claims.tlp;
  return (
    <>
      <section class="card" aria-labelledby="receipt-heading">
        <h3 id="receipt-heading">Receipt</h3>
        <dl class="facts">
          <dt>Receipt ID</dt>
          <dd>
            <code>{claims.jti}</code>
          </dd>
          <dt>Decision</dt>
          <dd>
            <strong class={`decision decision-${t.decision}`}>{t.decision}</strong>
          </dd>
          <dt>Talent</dt>
          <dd>
            {t.talent.length === 0 ? (
              'none named'
            ) : (
              <ul class="plain">
                {t.talent.map((id) => (
                  <li key={id}>
                    {t.talent_names?.[id] ?? <span class="muted">{NAME_NOT_PUBLISHED}</span>}
                    <br />
                    <code>{id}</code>
                  </li>
                ))}
              </ul>
            )}
          </dd>
          <dt>Assurance</dt>
          <dd>{t.assurance ?? 'not stated'}</dd>
          <dt>Issued at</dt>
          <dd>
            <Time date={new Date(claims.iat * 1000)} />
          </dd>
          <dt>Kind</dt>
          <dd>
            {t.kind} of <code>{claims.sub}</code>
          </dd>
          <dt>Mode</dt>
          <dd>{receipt.livemode ? 'live' : 'test (sandbox)'}</dd>
          {t.artifact && (
            <>
              <dt>Licensed output</dt>
              <dd>
                {t.artifact.media_type}, <code class="digest">{normalizeDigest(t.artifact.sha256)}</code>
              </dd>
            </>
          )}
        </dl>
      </section>
      <section class="card" aria-labelledby="licenses-heading">
        <h3 id="licenses-heading">Licenses</h3>
        {t.licenses.length === 0 ? (
          <p>No license is named.</p>
        ) : (
          <ul class="licenses">
            {t.licenses.map((l) => (
              <li key={`${l.license}/${l.license_revision}`}>
                <dl class="facts">
                  <dt>License</dt>
                  <dd>
                    <code>{l.license}</code> revision <code>{l.license_revision}</code>
                  </dd>
                  <dt>Talent</dt>
                  <dd>
                    <code>{l.talent}</code>
                  </dd>
                  <dt>Terms digest</dt>
                  <dd>
                    <code class="digest">{l.terms_digest}</code>
                  </dd>
                </dl>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section class="card" aria-labelledby="signature-heading">
        <h3 id="signature-heading">Signature</h3>
        <dl class="facts">
          <dt>Algorithm</dt>
          <dd>{header.alg}</dd>
          <dt>Key ID</dt>
          <dd>
            <code>{receipt.kid}</code>
          </dd>
          <dt>Key from</dt>
          <dd>
            {issuer ? (
              <>
                the keys <code>{claims.iss}</code> publishes (<code>{issuer}/.well-known/talent-license</code>
                , then its JWKS)
              </>
            ) : (
              'a key set given to the verifier'
            )}
          </dd>
        </dl>
      </section>
    </>
  );
}
