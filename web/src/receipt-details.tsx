import { allowedUseInWords, type ReceiptVerdict } from '@tlp/core';
import { formatDate, normalizeDigest } from './format.js';
import { rich, words } from './i18n/index.js';

type ValidReceipt = Extract<ReceiptVerdict, { valid: true }>;

function Time({ date }: { date: Date }) {
  const { text, iso } = formatDate(date);
  return <time dateTime={iso}>{text}</time>;
}

/** What a verified receipt says: talent, licenses and terms digests, decision, assurance, dates, signature. */
export function ReceiptDetails({ receipt, issuer }: { receipt: ValidReceipt; issuer: string | null }) {
  const { claims, header } = receipt;
  const t = claims.tlp;
  const p = words.page;
  // The use the check allowed, in the words the verdict's sentence says it (when the receipt signs it).
  const use = allowedUseInWords(claims, words.verdict);
  return (
    <>
      <section class="card" aria-labelledby="receipt-heading">
        <h3 id="receipt-heading">{p.receipt}</h3>
        <dl class="facts">
          <dt>{p.receiptIdLabel}</dt>
          <dd>
            <code>{claims.jti}</code>
          </dd>
          <dt>{p.decision}</dt>
          <dd>
            <strong class={`decision decision-${t.decision}`}>{t.decision}</strong>
          </dd>
          <dt>{p.talent}</dt>
          <dd>
            {t.talent.length === 0 ? (
              p.noneNamed
            ) : (
              <ul class="plain">
                {t.talent.map((id) => (
                  <li key={id}>
                    {t.talent_names?.[id] ?? <span class="muted">{words.verdict.nameNotPublished}</span>}
                    <br />
                    <code>{id}</code>
                  </li>
                ))}
              </ul>
            )}
          </dd>
          <dt>{p.assurance}</dt>
          <dd>{t.assurance ?? p.notStated}</dd>
          <dt>{p.issuedAt}</dt>
          <dd>
            <Time date={new Date(claims.iat * 1000)} />
          </dd>
          <dt>{p.kind}</dt>
          <dd>{rich(p.kindOf, { kind: t.kind, subject: <code>{claims.sub}</code> })}</dd>
          <dt>{p.mode}</dt>
          <dd>{receipt.livemode ? p.live : p.test}</dd>
          {t.artifact && (
            <>
              <dt>{p.licensedOutput}</dt>
              <dd>
                {t.artifact.media_type}, <code class="digest">{normalizeDigest(t.artifact.sha256)}</code>
              </dd>
            </>
          )}
          {use && (
            <>
              <dt>{p.purpose}</dt>
              <dd class="use-purpose">{use.purpose}</dd>
              <dt>{p.channels}</dt>
              <dd class="use-channels">{use.channels}</dd>
              <dt>{p.territories}</dt>
              <dd class="use-territories">{use.territories}</dd>
            </>
          )}
        </dl>
      </section>
      <section class="card" aria-labelledby="licenses-heading">
        <h3 id="licenses-heading">{p.licenses}</h3>
        {t.licenses.length === 0 ? (
          <p>{p.noLicense}</p>
        ) : (
          <ul class="licenses">
            {t.licenses.map((l) => (
              <li key={`${l.license}/${l.license_revision}`}>
                <dl class="facts">
                  <dt>{p.license}</dt>
                  <dd>
                    {rich(p.revision, {
                      license: <code>{l.license}</code>,
                      revision: <code>{l.license_revision}</code>,
                    })}
                  </dd>
                  <dt>{p.talent}</dt>
                  <dd>
                    <code>{l.talent}</code>
                  </dd>
                  <dt>{p.termsDigest}</dt>
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
        <h3 id="signature-heading">{p.signature}</h3>
        <dl class="facts">
          <dt>{p.algorithm}</dt>
          <dd>{header.alg}</dd>
          <dt>{p.keyId}</dt>
          <dd>
            <code>{receipt.kid}</code>
          </dd>
          <dt>{p.keyFrom}</dt>
          <dd>
            {issuer
              ? rich(p.keysOf, {
                  issuer: <code>{claims.iss}</code>,
                  discovery: <code>{issuer}/.well-known/talent-license</code>,
                })
              : p.keysGiven}
          </dd>
        </dl>
      </section>
    </>
  );
}
