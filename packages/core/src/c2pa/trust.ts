import {
  BasicConstraintsExtension,
  KeyUsageFlags,
  KeyUsagesExtension,
  X509Certificate,
  X509ChainBuilder,
} from '@peculiar/x509';
import { toHex } from '../lib/base64url.js';
import { pemCertificates } from './pem.js';

/** Who signed a manifest, as {@link ManifestReport} reports it. */
export interface SignerInfo {
  subject: string;
  issuer: string;
  /** SHA-256 thumbprint of the DER certificate, lowercase hex. */
  sha256: string;
  /** ISO 8601. */
  notAfter: string;
}

export interface TrustResult {
  trusted: boolean;
  /** Why not, when `trusted` is false. */
  reason?: string;
  /** The chain that was built, leaf first, ending at the anchor when trusted. */
  chain: X509Certificate[];
}

export async function describeSigner(certificate: X509Certificate): Promise<SignerInfo> {
  return {
    subject: certificate.subject,
    issuer: certificate.issuer,
    sha256: await thumbprint(certificate),
    notAfter: certificate.notAfter.toISOString(),
  };
}

/** Parses PEM trust anchors (one or several certificates per string); unreadable ones are skipped. */
export function parseTrustAnchors(trustAnchors: readonly string[] | undefined): X509Certificate[] {
  const anchors: X509Certificate[] = [];
  for (const der of pemCertificates(...(trustAnchors ?? []).filter((a) => typeof a === 'string'))) {
    try {
      anchors.push(new X509Certificate(der));
    } catch {
      // Not a certificate: it anchors nothing.
    }
  }
  return anchors;
}

function isCa(certificate: X509Certificate): boolean {
  const bc = certificate.getExtension(BasicConstraintsExtension);
  if (!bc?.ca) return false;
  const ku = certificate.getExtension(KeyUsagesExtension);
  return !ku || (ku.usages & KeyUsageFlags.keyCertSign) !== 0;
}

/**
 * The certificate's SHA-256 thumbprint, computed once per parsed certificate (c2pa-ts keeps parsed
 * certificates in a bounded cache keyed by their DER, so a signer seen again is the same object).
 */
const prints = new WeakMap<X509Certificate, Promise<string>>();
function thumbprint(certificate: X509Certificate): Promise<string> {
  let print = prints.get(certificate);
  if (!print) {
    print = certificate.getThumbprint('SHA-256').then((d) => toHex(new Uint8Array(d)));
    prints.set(certificate, print);
    print.catch(() => prints.delete(certificate));
  }
  return print;
}

/** A small map that forgets its oldest entry past `limit`: verifying many files re-checks few chains. */
function boundedCache<V>(limit: number) {
  const map = new Map<string, V>();
  return {
    get: (key: string) => map.get(key),
    set(key: string, value: V) {
      map.set(key, value);
      if (map.size > limit) map.delete(map.keys().next().value as string);
    },
    delete: (key: string) => map.delete(key),
  };
}

interface Anchors {
  certificates: X509Certificate[];
  prints: Set<string>;
}

/** Path from the signer to an anchor, signatures and CA flags checked (validity dates are checked per call). */
type ChainOutcome =
  | { path: X509Certificate[]; chain?: undefined; reason?: undefined }
  | {
      path: null;
      chain: X509Certificate[];
      reason: string;
    };

const anchorCache = boundedCache<Promise<Anchors>>(16);
const chainCache = boundedCache<Promise<ChainOutcome>>(256);

function anchorsFor(trustAnchors: readonly string[], key: string): Promise<Anchors> {
  let anchors = anchorCache.get(key);
  if (!anchors) {
    anchors = (async () => {
      const certificates = parseTrustAnchors(trustAnchors);
      return { certificates, prints: new Set(await Promise.all(certificates.map(thumbprint))) };
    })();
    anchorCache.set(key, anchors);
  }
  return anchors;
}

async function buildPath(
  certificate: X509Certificate,
  intermediates: readonly X509Certificate[],
  anchors: Anchors,
): Promise<ChainOutcome> {
  const builder = new X509ChainBuilder({ certificates: [...intermediates, ...anchors.certificates] });
  const chain = [...(await builder.build(certificate))];
  let anchorAt = -1;
  for (let i = 0; i < chain.length && anchorAt < 0; i++) {
    if (anchors.prints.has(await thumbprint(chain[i]!))) anchorAt = i;
  }
  if (anchorAt < 0) return { path: null, chain, reason: 'the signer does not chain to a trust anchor' };
  const path = chain.slice(0, anchorAt + 1);
  const notCa = path.slice(1).find((issuer) => !isCa(issuer));
  if (notCa) return { path: null, chain, reason: `issuer ${notCa.subject} is not a CA` };
  return { path };
}

/**
 * Whether `certificate` chains to one of `trustAnchors` (PEM), through the `intermediates` the
 * manifest carried: each link's signature verified by @peculiar/x509's chain builder, every
 * certificate valid at `now`, every issuer a CA. c2pa-ts's own "trusted" status checks only the
 * certificate profile, never an anchor, so it is never used for this. Never throws.
 */
export async function checkTrust(
  certificate: X509Certificate,
  intermediates: readonly X509Certificate[],
  trustAnchors: readonly string[] | undefined,
  now: Date = new Date(),
): Promise<TrustResult> {
  try {
    const pems = (trustAnchors ?? []).filter((a) => typeof a === 'string');
    const anchorsKey = pems.join('\n');
    const anchors = await anchorsFor(pems, anchorsKey);
    if (anchors.certificates.length === 0) {
      return { trusted: false, reason: 'no trust anchors configured', chain: [certificate] };
    }
    const prints = await Promise.all([certificate, ...intermediates].map(thumbprint));
    const key = `${prints.join(',')}|${anchorsKey}`;
    let outcome = chainCache.get(key);
    if (!outcome) {
      outcome = buildPath(certificate, intermediates, anchors);
      chainCache.set(key, outcome);
      outcome.catch(() => chainCache.delete(key));
    }
    const { path, chain, reason } = await outcome;
    if (!path) return { trusted: false, reason, chain };
    const expired = path.find((cert) => now < cert.notBefore || now > cert.notAfter);
    if (expired) {
      return {
        trusted: false,
        reason: `certificate ${expired.subject} is not valid at ${now.toISOString()}`,
        chain: path,
      };
    }
    return { trusted: true, chain: path };
  } catch (error) {
    return {
      trusted: false,
      reason: `chain building failed: ${(error as Error).message}`,
      chain: [certificate],
    };
  }
}
