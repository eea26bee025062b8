/**
 * What a badge says of a session's verdict (`createVerifier` of `@tlp/core`), in the publisher's language:
 * the embed's words on screen, made in the verifier worker (see worker.ts) so that the page's main thread
 * loads neither the verdicts' catalogs nor any verifying code.
 */
import {
  describeVerdict,
  explainVerdict,
  fill,
  type Language,
  loadCatalog,
  talentInWords,
  type Verdict,
} from '@tlp/core';
import { useEmbedLanguage, words } from './i18n/index.js';
import { type EmbedVerdict, notAccepted } from './verdict.js';

/** Codes of a file that carries no license to show (or none here to read): no badge. */
const NO_BADGE = new Set([
  'no_manifest',
  'no_license_assertion',
  'remote_manifest',
  'unsupported_media_type',
]);

/**
 * The badge's verdict of `verdict` in `lang`. `anchorsGiven`: the page named trust anchors and some were
 * read (else a file's signer is not ranked: `trusted` null, and the headline says licensed).
 */
export async function present(
  verdict: Verdict,
  lang: Language,
  anchorsGiven: boolean,
): Promise<EmbedVerdict> {
  const [verdictWords] = await Promise.all([loadCatalog(lang), useEmbedLanguage(lang)]);
  const receiptUrl = (jti: string) => `${verdict.issuer}/r/${jti}`;
  switch (verdict.state) {
    case 'licensed':
    case 'licensed_untrusted_signer': {
      const { claims } = verdict.receipt;
      const t = claims.tlp;
      if (verdict.useStatus === 'revoked' || verdict.useStatus === 'suspended') {
        const revoked = verdict.useStatus === 'revoked';
        return {
          state: 'invalid',
          title: revoked ? words.revokedTitle : words.suspendedTitle,
          text: revoked ? words.revoked : words.suspended,
          receiptUrl: receiptUrl(claims.jti),
        };
      }
      const checked = verdict.checked === 'receipt' ? 'receipt' : 'image';
      const trusted = checked === 'image' && anchorsGiven ? verdict.state === 'licensed' : null;
      return {
        state: 'licensed',
        // The words the verifier page and the `tlp` command say of the same verdict.
        ...describeVerdict(
          { status: trusted === false ? 'untrusted' : 'licensed', checked, claims },
          verdictWords,
        ),
        talent: t.talent,
        talentInWords: talentInWords(claims, verdictWords),
        use: `${t.kind}, allowed${t.assurance ? ` (${t.assurance})` : ''}`,
        issuer: verdict.issuer!,
        issuedAt: new Date(claims.iat * 1000).toISOString(),
        receiptId: claims.jti,
        receiptUrl: receiptUrl(claims.jti),
        test: !t.livemode,
        trusted,
      };
    }
    case 'recovered': {
      const { headline, sentence } = describeVerdict(verdict, verdictWords);
      const { claims } = verdict.receipt;
      return {
        state: 'recovered',
        title: headline,
        text: sentence,
        receiptUrl: receiptUrl(claims.jti),
        test: !claims.tlp.livemode,
      };
    }
    case 'denied':
      return {
        state: 'invalid',
        title: words.notLicensedTitle,
        text: fill(words.notLicensed, { decision: verdict.receipt.claims.tlp.decision }),
        receiptUrl: receiptUrl(verdict.receipt.claims.jti),
      };
    case 'issuer_not_allowed':
      return notAccepted(verdict.named);
    case 'unverified':
      // Nothing to verify against: the page accepts no issuer.
      return notAccepted(null);
    default: {
      if (NO_BADGE.has(verdict.code)) return { state: 'none' };
      const said = explainVerdict(verdict.code, verdictWords, await loadCatalog(lang, 'texts'));
      if (verdict.state === 'issuer_unreachable') return { state: 'unchecked', ...said };
      const jti = verdict.checked !== 'receipt' && verdict.receipt?.valid ? verdict.receipt.claims.jti : null;
      return { state: 'invalid', ...said, receiptUrl: jti ? receiptUrl(jti) : null };
    }
  }
}
