/**
 * Durable credentials, the verifier's side: a picture that lost its content credentials (stripped, or
 * re-encoded so that its bytes no longer match its manifest) is fingerprinted (the ISCC Image-Code,
 * C2PA soft binding `io.iscc.v0`), the issuer's soft binding resolution API is asked which licensed image
 * it matches (`POST /v1/matches/byBinding`), and the manifest of that image is fetched
 * (`GET /v1/manifests/{manifestId}`) and verified: its signature and trust, its soft binding (this
 * picture's code within the match distance of it), its license assertion, the receipt inside, and that
 * its hard binding is the artifact the receipt names. Loaded only when a picture is to be recovered: a
 * verifier that never meets one never loads the fingerprint.
 */
import type { ByteSource } from '../c2pa/asset/byte-source.js';
import { base64urlEncode } from '../lib/base64-encode.js';
import { fetchCapped } from '../lib/fetch-capped.js';
import { platform } from '../platform/current.js';
import { type Call, receiptIn, type Session } from './session.js';
import type { Verdict, VerdictDetails } from './verdict.js';

/** Matches asked for, and the manifests fetched at most (best first): a near-duplicate may come first. */
const MAX_MATCHES = 3;
/** The largest answer read: a list of matches, a manifest store. */
const MAX_ANSWER_BYTES = 1024 * 1024;
/** The largest picture read whole to be fingerprinted. */
const MAX_PICTURE_BYTES = 100 * 1024 * 1024;

/** Standard base64 (RFC 4648 §4, padded), what a soft binding's `value` is. */
function base64(bytes: Uint8Array): string {
  const text = base64urlEncode(bytes).replace(/-/g, '+').replace(/_/g, '/');
  return text + '='.repeat((4 - (text.length % 4)) % 4);
}

/** This picture's ISCC Image-Code, by the runtime's decoder (Node: sharp), else the browser's. */
async function fingerprintOf(bytes: Uint8Array): Promise<string> {
  const own = platform().fingerprintImage;
  if (own) return own(bytes);
  const { fingerprintInBrowser } = await import('../fingerprint/browser.js');
  return (await fingerprintInBrowser(new Blob([bytes as Uint8Array<ArrayBuffer>]))).iscc;
}

/** The matches the issuer answered, best first, as far as they are well formed. */
function matchesIn(bytes: Uint8Array): Array<{ manifestId: string; similarityScore: number }> {
  try {
    const { matches } = JSON.parse(new TextDecoder().decode(bytes)) as { matches?: unknown };
    if (!Array.isArray(matches)) return [];
    return matches.filter(
      (m): m is { manifestId: string; similarityScore: number } =>
        typeof m?.manifestId === 'string' && typeof m?.similarityScore === 'number',
    );
  } catch {
    return [];
  }
}

/** Recovered, or why not (said after the file's own failure); null: not a picture that is fingerprinted. */
export type Recovery = { verdict: Verdict } | { why: string } | null;

/**
 * Recovers a picture (`file`, of a type that is fingerprinted) that lost its content credentials (`credentials`), through
 * the call's issuer: the verdict `recovered`, or why it was not. Every step that fails says why, and the
 * file keeps its own verdict.
 */
export async function recover(
  session: Session,
  file: Uint8Array | ByteSource,
  facts: VerdictDetails,
  call: Call & { issuer: string },
  credentials: 'none' | 'changed',
): Promise<Recovery> {
  const { issuer } = call;
  const { FINGERPRINTED_MEDIA_TYPES, ISCC_ALG } = await import('../fingerprint/decoded.js');
  if (!facts.mediaType || !FINGERPRINTED_MEDIA_TYPES.includes(facts.mediaType)) return null;
  const size = file instanceof Uint8Array ? file.length : file.size;
  if (size > MAX_PICTURE_BYTES)
    return { why: `too large to be fingerprinted (over ${MAX_PICTURE_BYTES / (1024 * 1024)} MB)` };
  let code: string;
  try {
    code = await fingerprintOf(file instanceof Uint8Array ? file : await file.read(0, size));
  } catch (error) {
    return { why: `it could not be fingerprinted: ${(error as Error)?.message ?? error}` };
  }
  const { base32Decode, base32Encode, decodeIsccImageCode } = await import('../fingerprint/codec.js');
  const { hammingDistance, isccSimilarity, ISCC_MATCH_THRESHOLD } = await import(
    '../fingerprint/distance.js'
  );
  const ours = decodeIsccImageCode(code);
  const unit = base32Decode(code.replace(/^ISCC:/, ''));
  if (!ours || !unit) return { why: `its fingerprint is not an image code (${code})` };

  const timeoutMs = session.timeoutMs ?? 10_000;
  const query = await fetchCapped(`${issuer}/v1/matches/byBinding?maxResults=${MAX_MATCHES}`, session.fetch, {
    timeoutMs,
    limit: MAX_ANSWER_BYTES,
    accept: 'application/json',
    json: { alg: ISCC_ALG, value: base64(unit) },
  });
  if (!query.ok) return { why: `the issuer could not be asked for its fingerprint: ${query.message}` };
  const matches = matchesIn(query.bytes).slice(0, MAX_MATCHES);
  if (matches.length === 0) return { why: `its fingerprint matches no image licensed by ${issuer}` };

  const { inspectManifestStore } = await import('../c2pa/read/store-alone.js');
  const trustAnchors = await session.trustAnchorsFor(issuer, call.mode);
  let why = '';
  for (const match of matches) {
    const fetched = await fetchCapped(
      `${issuer}/v1/manifests/${encodeURIComponent(match.manifestId)}`,
      session.fetch,
      { timeoutMs, limit: MAX_ANSWER_BYTES, accept: 'application/c2pa' },
    );
    if (!fetched.ok) {
      why = `the manifest it matches could not be fetched: ${fetched.message}`;
      continue;
    }
    const store = await inspectManifestStore(fetched.bytes, {
      trustAnchors,
      ...(session.label !== undefined ? { label: session.label } : {}),
      ...(session.now ? { now: session.now } : {}),
    });
    if (store.failure) {
      why = `the manifest it matches does not verify: ${store.failure.message}`;
      continue;
    }
    if (!store.manifest?.trusted) {
      why = 'the manifest it matches is signed by a certificate this verifier does not trust';
      continue;
    }
    // The distance is this verifier's own, from the code the signed manifest carries (not the score the
    // issuer answered): a manifest of another picture is no match, whatever the answer said.
    const distance = store.softBindings
      .filter((b) => b.alg === ISCC_ALG)
      .flatMap((b) => b.values)
      // The code's ISCC-UNIT (header and code, what this issuer writes), or the code's bytes alone.
      .map((value) =>
        value.length === ours.digest.length ? value : decodeIsccImageCode(base32Encode(value))?.digest,
      )
      .filter((digest): digest is Uint8Array => digest?.length === ours.digest.length)
      .map((digest) => ({ digest, bits: hammingDistance(ours.digest, digest) }))
      .sort((a, b) => a.bits - b.bits)[0];
    if (!distance || distance.bits > ISCC_MATCH_THRESHOLD) {
      why = `the manifest it matches carries no ${ISCC_ALG} soft binding within ${ISCC_MATCH_THRESHOLD} bits of this picture's`;
      continue;
    }
    const receipt = await receiptIn(session, store.assertion!.receipt, issuer)(call.mode);
    if (!receipt.valid) {
      why = `the receipt in the manifest it matches is not valid: ${receipt.message}`;
      continue;
    }
    const artifact = receipt.claims.tlp.artifact?.sha256?.toLowerCase().replace(/^sha256:/, '');
    if (!artifact || store.contentDigest !== `sha256:${artifact}`) {
      why = 'the manifest it matches binds other content than the artifact its receipt names';
      continue;
    }
    if (receipt.claims.tlp.decision !== 'allow') {
      why = `the receipt in the manifest it matches records the decision ${receipt.claims.tlp.decision}`;
      continue;
    }
    const similarity = isccSimilarity(ours.digest, distance.digest);
    const own =
      credentials === 'none' ? 'no content credentials' : 'content credentials its bytes no longer match';
    const verdict: Verdict = {
      ...facts,
      issuer,
      receipt,
      state: 'recovered',
      code: null,
      message: `${own}; recognised by its fingerprint (${ISCC_ALG}, similarity ${similarity}/100) as the licensed image of manifest ${match.manifestId} at ${issuer}`,
      match: {
        method: 'fingerprint',
        alg: ISCC_ALG,
        similarity,
        manifestId: match.manifestId,
        receipt: receipt.claims.jti,
      },
      credentials,
    };
    return { verdict: await session.withStanding(verdict) };
  }
  return { why };
}
