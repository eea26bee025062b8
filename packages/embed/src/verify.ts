/**
 * The verifying part, loaded only when an image may carry a manifest or a `<tlp-verify receipt>` asks:
 * @tlp/core (and, through it, its C2PA reader) checks the image or receipt against the issuer's
 * published keys in the reader's browser.
 */
import {
  type ContentVerdict,
  createKeyResolver,
  decodeUnverifiedPayload,
  describeVerdict,
  type Explanation,
  explainVerdict,
  fill,
  type KeyResolver,
  type Language,
  loadVerdictMessages,
  loadVerdictTexts,
  type ReceiptClaims,
  talentInWords,
  type VerdictMessages,
  type VerdictTexts,
  verifyContent,
  verifyReceiptReference,
} from '@tlp/core';
import { useEmbedLanguage, words } from './i18n/index.js';
import type { EmbedSettings } from './settings.js';
import type { EmbedVerdict } from './verdict.js';

const resolvers = new Map<string, KeyResolver>();
let anchors: Promise<string[]> | null = null;

function keys(issuer: string): KeyResolver {
  let resolver = resolvers.get(issuer);
  if (!resolver) {
    resolver = createKeyResolver({ issuer });
    resolvers.set(issuer, resolver);
  }
  return resolver;
}

function trustAnchors(settings: EmbedSettings): Promise<string[]> {
  const url = settings.trustAnchorsUrl;
  if (!url) return Promise.resolve([]);
  anchors ??= fetch(url)
    .then((r) => (r.ok ? r.text() : ''))
    .then((pem) => pem.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? [])
    .catch(() => []);
  return anchors;
}

/** The `iss` of a compact JWS, unverified: only to choose which allowed issuer to verify against. */
function unverifiedIssuer(jws: string): string | null {
  const iss = decodeUnverifiedPayload(jws)?.iss;
  return typeof iss === 'string' ? iss.replace(/\/$/, '') : null;
}

/** The verdicts' words in the publisher's language: the embed's own, and `@tlp/core`'s, loaded once. */
let verdictWords: Promise<{ lang: Language; words: VerdictMessages; texts: VerdictTexts }> | null = null;
let said: { words: VerdictMessages; texts: VerdictTexts } | null = null;

async function speak(lang: Language): Promise<void> {
  if (!verdictWords || (await verdictWords).lang !== lang) {
    verdictWords = Promise.all([
      loadVerdictMessages(lang),
      loadVerdictTexts(lang),
      useEmbedLanguage(lang),
    ]).then(([w, t]) => ({ lang, words: w, texts: t }));
  }
  said = await verdictWords;
}

/** A verdict code explained in the publisher's language (English until {@link speak} loaded another). */
function explain(code: string): Explanation {
  return said ? explainVerdict(code, said.words, said.texts) : explainVerdict(code);
}

function notAccepted(iss: string | null): EmbedVerdict {
  return {
    state: 'invalid',
    title: words.notAcceptedTitle,
    text: fill(words.notAccepted, { issuer: iss ?? words.noIssuer }),
    receiptUrl: null,
  };
}

function licensed(
  claims: ReceiptClaims,
  issuer: string,
  trusted: boolean | null,
  checked: 'image' | 'receipt',
): EmbedVerdict {
  const t = claims.tlp;
  const receiptUrl = `${issuer}/r/${claims.jti}`;
  if (t.decision !== 'allow') {
    return {
      state: 'invalid',
      title: words.notLicensedTitle,
      text: fill(words.notLicensed, { decision: t.decision }),
      receiptUrl,
    };
  }
  return {
    state: 'licensed',
    // The words the verifier page and the `tlp` command say of the same verdict.
    ...describeVerdict(
      { status: trusted === false ? 'untrusted' : 'licensed', checked, claims },
      said?.words,
    ),
    talent: t.talent,
    talentInWords: talentInWords(claims, said?.words),
    use: `${t.kind}, allowed${t.assurance ? ` (${t.assurance})` : ''}`,
    issuer,
    issuedAt: new Date(claims.iat * 1000).toISOString(),
    receiptId: claims.jti,
    receiptUrl,
    test: !t.livemode,
    trusted,
  };
}

/** A receipt's current standing (`use_status` of the public receipt): revoked or suspended since. */
async function standing(issuer: string, receiptId: string): Promise<string | null> {
  try {
    const response = await fetch(`${issuer}/v1/receipts/${encodeURIComponent(receiptId)}`, {
      credentials: 'omit',
    });
    if (!response.ok) return null;
    const status = ((await response.json()) as { use_status?: unknown }).use_status;
    return typeof status === 'string' ? status : null;
  } catch {
    return null;
  }
}

async function withStanding(verdict: EmbedVerdict): Promise<EmbedVerdict> {
  if (verdict.state !== 'licensed') return verdict;
  const status = await standing(verdict.issuer, verdict.receiptId);
  if (status === 'revoked' || status === 'suspended') {
    return {
      state: 'invalid',
      title: status === 'revoked' ? words.revokedTitle : words.suspendedTitle,
      text: status === 'revoked' ? words.revoked : words.suspended,
      receiptUrl: verdict.receiptUrl,
    };
  }
  return verdict;
}

function fromContent(verdict: ContentVerdict, issuer: string, anchorsGiven: boolean): EmbedVerdict {
  if (verdict.valid)
    return licensed(verdict.receipt.claims, issuer, anchorsGiven ? verdict.trusted : null, 'image');
  if (
    ['no_manifest', 'no_license_assertion', 'remote_manifest', 'unsupported_media_type'].includes(
      verdict.code,
    )
  )
    return { state: 'none' };
  const words = explain(verdict.code);
  if (verdict.code === 'keys_unavailable') return { state: 'unchecked', ...words };
  const jti = verdict.receipt?.valid ? verdict.receipt.claims.jti : null;
  return { state: 'invalid', ...words, receiptUrl: jti ? `${issuer}/r/${jti}` : null };
}

/**
 * Checks an image's bytes: its manifest, its license assertion, the receipt in it, and its pixels. In
 * one pass, against the first accepted issuer; again only when the receipt names another accepted one
 * (reading the assertion first hashed every image twice).
 */
export async function verifyImage(bytes: Uint8Array, settings: EmbedSettings): Promise<EmbedVerdict> {
  const [trustAnchorsPem] = await Promise.all([trustAnchors(settings), speak(settings.lang)]);
  const verify = (issuer: string) =>
    verifyContent(bytes, {
      issuer,
      mode: 'any',
      keys: keys(issuer),
      ...(trustAnchorsPem.length > 0 ? { trustAnchors: trustAnchorsPem } : {}),
    });
  let issuer = settings.issuers[0];
  if (issuer === undefined) return notAccepted(null);
  let verdict = await verify(issuer);
  // The receipt is verified (verdict.receipt set) only once the manifest was read and found valid: its
  // `iss`, unverified, says whether it should have been against another accepted issuer. Without one,
  // no credentials or broken ones are judged by fromContent as they were found.
  if (verdict.receipt && verdict.assertion) {
    const iss = unverifiedIssuer(verdict.assertion.receipt);
    const named = settings.issuers.find((allowed) => allowed === iss);
    if (!named) return notAccepted(iss);
    if (named !== issuer) {
      issuer = named;
      verdict = await verify(issuer);
    }
  }
  return withStanding(fromContent(verdict, issuer, trustAnchorsPem.length > 0));
}

/** Checks a receipt named by its ID at an allowed issuer (the first one when none is named). */
export async function verifyReceiptId(
  receiptId: string,
  issuerAttribute: string | null,
  settings: EmbedSettings,
): Promise<EmbedVerdict> {
  await speak(settings.lang);
  const issuer = issuerAttribute
    ? settings.issuers.find((allowed) => allowed === issuerAttribute.replace(/\/$/, ''))
    : settings.issuers[0];
  if (!issuer) return notAccepted(issuerAttribute);
  const verdict = await verifyReceiptReference(receiptId, { issuer, mode: 'any', keys: keys(issuer) });
  if (verdict.valid) {
    const result = licensed(verdict.claims, issuer, null, 'receipt');
    const status = (verdict.object as { use_status?: unknown } | null)?.use_status;
    if (result.state === 'licensed' && (status === 'revoked' || status === 'suspended')) {
      return withStanding(result);
    }
    return result;
  }
  const words = explain(verdict.code);
  if (verdict.code === 'keys_unavailable' || verdict.code === 'fetch_failed')
    return { state: 'unchecked', ...words };
  return { state: 'invalid', ...words, receiptUrl: null };
}
