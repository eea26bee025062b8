import type { ContentVerdict } from '@tlp/core';
import { formatDate, normalizeDigest } from './format.js';

function YesNo({ value, yes, no }: { value: boolean | null; yes: string; no: string }) {
  if (value === null) return <span class="muted">not checked</span>;
  return <span class={value ? 'yes' : 'no'}>{value ? `✓ ${yes}` : `✕ ${no}`}</span>;
}

/** What the C2PA manifest of the file (image, video, audio) says: signer, validity, binding, trust, and the byte-for-byte match. */
export function ManifestDetails({ content }: { content: ContentVerdict }) {
  const m = content.manifest;
  const receipt = content.receipt?.valid ? content.receipt : null;
  const artifact = normalizeDigest(receipt?.claims.tlp.artifact?.sha256);
  return (
    <section class="card" aria-labelledby="manifest-heading">
      <h3 id="manifest-heading">Content credentials (C2PA)</h3>
      {!m?.present ? (
        <p>The file holds no C2PA manifest.</p>
      ) : (
        <dl class="facts">
          <dt>Signer</dt>
          <dd>
            {m.signer ? (
              <>
                <span class="muted">a certificate that names itself</span> “{m.signer.subject}”
                <br />
                <span class="muted">issued by a certificate that names itself “{m.signer.issuer}”</span>
                <br />
                <span class="muted">valid until {formatDate(new Date(m.signer.notAfter)).text}</span>
              </>
            ) : (
              'unknown'
            )}
          </dd>
          <dt>Signature</dt>
          <dd>
            <YesNo value={m.signatureValid} yes="valid" no="invalid" />
          </dd>
          <dt>Binding</dt>
          <dd>
            <YesNo value={m.bindingValid} yes="the manifest is bound to these bytes" no="the bytes changed" />
          </dd>
          <dt>Signer trust</dt>
          <dd>
            <YesNo
              value={m.trusted}
              yes="chains to a root this verifier trusts"
              no="chains to no root this verifier trusts (a certificate’s own name proves nothing)"
            />
          </dd>
          {content.assertion && (
            <>
              <dt>License assertion</dt>
              <dd>
                <code>{content.assertion.label}</code>
              </dd>
            </>
          )}
          <dt>Licensed output</dt>
          <dd>
            <YesNo
              value={content.contentMatches}
              yes="byte for byte the licensed output"
              no="not the licensed output"
            />
          </dd>
          {content.contentDigest && (
            <>
              <dt>Content digest</dt>
              <dd>
                <code class="digest">{content.contentDigest}</code>
                {artifact && artifact !== content.contentDigest && (
                  <>
                    <br />
                    <span class="muted">the receipt names </span>
                    <code class="digest">{artifact}</code>
                  </>
                )}
              </dd>
            </>
          )}
          {m.failures.length > 0 && (
            <>
              <dt>C2PA failures</dt>
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
