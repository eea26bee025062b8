/**
 * Who signed a manifest, and whether that signer chains to a configured trust anchor. Our own chain
 * building over the certificates' DER (certificate-profile.ts reads them): from the signer, issuer by
 * issuer (the issuer's subject Name equal to the certificate's issuer Name, the certificate's
 * signature verified with the issuer's key through verify-signature.ts), through the intermediates the
 * manifest carried, to a certificate that is one of the anchors. Every issuer on the path must be a CA
 * (basic constraints, and keyCertSign when it has a key usage) and every certificate valid at the
 * given time. Browser-safe.
 */
import { toHex } from '../../lib/base64-encode.js';
import { ownValue } from '../../lib/own.js';
import { platform } from '../../platform/current.js';
import type { SignatureAlgorithm } from '../../platform/types.js';
import { sameBytes } from '../asset/bytes.js';
import { extensionBody, isCa, type ParsedCertificate, parseCertificate } from './certificate.js';
import { children, oidOf, SEQUENCE } from './der.js';
import { pemCertificates } from './pem.js';
import { keyInfo, rawEcdsaSignature, verifySignature } from './verify-signature.js';
import { formatName } from './x509-name.js';

/** Who signed a manifest, as {@link ManifestReport} reports it. */
export interface SignerInfo {
  subject: string;
  issuer: string;
  /** SHA-256 thumbprint of the DER certificate, lowercase hex. */
  sha256: string;
  /** ISO 8601. */
  notAfter: string;
}

/** A certificate of a built chain. */
export interface ChainCertificate {
  subject: string;
  issuer: string;
  notBefore: Date;
  notAfter: Date;
  /** The certificate's DER. */
  der: Uint8Array;
}

export interface TrustResult {
  trusted: boolean;
  /** Why not, when `trusted` is false. */
  reason?: string;
  /** The chain that was built, leaf first, ending at the anchor when trusted. */
  chain: ChainCertificate[];
}

/** A certificate given as DER, or already read. */
export type CertificateInput = Uint8Array | ParsedCertificate;

const read = (c: CertificateInput): ParsedCertificate => (c instanceof Uint8Array ? parseCertificate(c) : c);

const prints = new WeakMap<Uint8Array, Promise<string>>();

/** The certificate's SHA-256 thumbprint (hex), computed once per DER buffer. */
function thumbprint(der: Uint8Array): Promise<string> {
  let print = prints.get(der);
  if (!print) {
    print = platform()
      .sha256(der)
      .then((d) => toHex(d));
    prints.set(der, print);
  }
  return print;
}

function chainEntry(cert: ParsedCertificate): ChainCertificate {
  return {
    subject: formatName(cert.subject),
    issuer: formatName(cert.issuer),
    notBefore: cert.notBefore,
    notAfter: cert.notAfter,
    der: cert.bytes,
  };
}

/**
 * Subject, issuer, thumbprint and expiry of a certificate (DER or read); throws when it cannot be read.
 *
 * @example
 * const signer = await describeSigner(der); // { subject: 'CN=…', issuer: 'CN=…', sha256, notAfter }
 */
export async function describeSigner(certificate: CertificateInput): Promise<SignerInfo> {
  const cert = read(certificate);
  let info = signers.get(cert);
  if (!info) {
    info = {
      subject: formatName(cert.subject),
      issuer: formatName(cert.issuer),
      sha256: await thumbprint(cert.bytes),
      notAfter: cert.notAfter.toISOString(),
    };
    signers.set(cert, info);
  }
  return { ...info };
}

/** What {@link describeSigner} said of a certificate read (parseCertificate keeps those it read). */
const signers = new WeakMap<ParsedCertificate, SignerInfo>();

/** Parses PEM trust anchors (one or several certificates per string); unreadable ones are skipped. */
export function parseTrustAnchors(trustAnchors: readonly string[] | undefined): ParsedCertificate[] {
  const anchors: ParsedCertificate[] = [];
  for (const der of pemCertificates(...(trustAnchors ?? []).filter((a) => typeof a === 'string'))) {
    try {
      anchors.push(parseCertificate(der));
    } catch {
      // Not a certificate: it anchors nothing.
    }
  }
  return anchors;
}

const HASHES: Record<string, string> = {
  '2.16.840.1.101.3.4.2.1': 'SHA-256',
  '2.16.840.1.101.3.4.2.2': 'SHA-384',
  '2.16.840.1.101.3.4.2.3': 'SHA-512',
};
const CERT_SIGNATURES: Record<string, SignatureAlgorithm> = {
  '1.2.840.10045.4.3.2': { name: 'ECDSA', hash: 'SHA-256' },
  '1.2.840.10045.4.3.3': { name: 'ECDSA', hash: 'SHA-384' },
  '1.2.840.10045.4.3.4': { name: 'ECDSA', hash: 'SHA-512' },
  '1.2.840.113549.1.1.11': { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' },
  '1.2.840.113549.1.1.12': { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-384' },
  '1.2.840.113549.1.1.13': { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-512' },
  '1.3.101.112': { name: 'Ed25519' },
};

/** RSASSA-PSS parameters (RFC 4055): the hash (default SHA-1, which is refused) and the salt length. */
function pssAlgorithm(cert: ParsedCertificate): SignatureAlgorithm | null {
  const der = cert.bytes;
  const params = cert.signatureParameters;
  if (params?.tag !== SEQUENCE) return null;
  let hash: string | undefined;
  let saltLength = 20;
  for (const field of children(der, params)) {
    if (field.tag === 0xa0) hash = ownValue(HASHES, oidOf(der, children(der, children(der, field)[0]!)[0]!));
    if (field.tag === 0xa2) {
      const n = children(der, field)[0]!;
      saltLength = 0;
      for (let i = n.body; i < n.end; i++) saltLength = saltLength * 256 + der[i]!;
    }
  }
  return hash ? { name: 'RSA-PSS', hash, saltLength } : null;
}

/** Whether `issuer`'s key verifies `cert`'s signature. Never throws. */
export async function isSignedBy(cert: ParsedCertificate, issuer: ParsedCertificate): Promise<boolean> {
  try {
    const algorithm =
      cert.signatureAlgorithm === '1.2.840.113549.1.1.10'
        ? pssAlgorithm(cert)
        : ownValue(CERT_SIGNATURES, cert.signatureAlgorithm);
    if (!algorithm) return false;
    let signature: Uint8Array | null = cert.signature;
    if (algorithm.name === 'ECDSA') {
      const curve = keyInfo(issuer.spki).curve;
      signature = curve ? rawEcdsaSignature(cert.signature, curve.bytes) : null;
    }
    return signature !== null && (await verifySignature(issuer.spki, algorithm, cert.tbs, signature));
  } catch {
    return false;
  }
}

/** An issuer may sign certificates: a CA by its basic constraints, with keyCertSign if it has a key usage. */
function mayIssue(cert: ParsedCertificate): boolean {
  try {
    if (!isCa(cert)) return false;
    const ku = extensionBody(cert, '2.5.29.15');
    if (!ku) return true;
    const first = ku.end - ku.body > 1 ? cert.bytes[ku.body + 1]! : 0;
    return (first & 0x04) !== 0;
  } catch {
    return false;
  }
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
  certificates: ParsedCertificate[];
  prints: Set<string>;
}

/** Path from the signer to an anchor, signatures and CA flags checked (validity dates are checked per call). */
type ChainOutcome =
  | { path: ParsedCertificate[]; chain?: undefined; reason?: undefined }
  | { path: null; chain: ParsedCertificate[]; reason: string };

const anchorCache = boundedCache<Promise<Anchors>>(16);
const chainCache = boundedCache<Promise<ChainOutcome>>(256);

function anchorsFor(trustAnchors: readonly string[], key: string): Promise<Anchors> {
  let anchors = anchorCache.get(key);
  if (!anchors) {
    anchors = (async () => {
      const certificates = parseTrustAnchors(trustAnchors);
      return {
        certificates,
        prints: new Set(await Promise.all(certificates.map((c) => thumbprint(c.bytes)))),
      };
    })();
    anchorCache.set(key, anchors);
  }
  return anchors;
}

const MAX_PATH = 10;

/**
 * The longest-reaching path from `leaf` over certificates whose signatures verify: depth first, every
 * candidate issuer (subject Name equal to the issuer Name) tried, no certificate twice; the first path
 * that ends at an anchor wins, else the longest one found (to say where it stopped).
 */
async function buildPath(
  leaf: ParsedCertificate,
  intermediates: readonly ParsedCertificate[],
  anchors: Anchors,
): Promise<ChainOutcome> {
  const pool = [...intermediates, ...anchors.certificates];
  let longest: ParsedCertificate[] = [leaf];
  const isAnchor = async (c: ParsedCertificate) => anchors.prints.has(await thumbprint(c.bytes));
  const walk = async (path: ParsedCertificate[]): Promise<ParsedCertificate[] | null> => {
    const last = path[path.length - 1]!;
    if (await isAnchor(last)) return path;
    if (path.length > longest.length) longest = path;
    if (path.length >= MAX_PATH) return null;
    for (const candidate of pool) {
      if (path.includes(candidate) || path.some((c) => sameBytes(c.bytes, candidate.bytes))) continue;
      if (!sameBytes(candidate.subject, last.issuer)) continue;
      if (!(await isSignedBy(last, candidate))) continue;
      const found = await walk([...path, candidate]);
      if (found) return found;
    }
    return null;
  };
  const path = await walk([leaf]);
  if (!path) return { path: null, chain: longest, reason: 'the signer does not chain to a trust anchor' };
  const notCa = path.slice(1).find((issuer) => !mayIssue(issuer));
  if (notCa) return { path: null, chain: path, reason: `issuer ${formatName(notCa.subject)} is not a CA` };
  return { path };
}

/**
 * Whether `certificate` chains to one of `trustAnchors` (PEM), through the `intermediates` the
 * manifest carried: each link's signature verified, every issuer a CA, every certificate valid at
 * `now`. Certificates are DER (or already read). Never throws.
 *
 * @example
 * const { trusted, reason } = await checkTrust(signerDer, intermediatesDer, [rootPem]);
 */
export async function checkTrust(
  certificate: CertificateInput,
  intermediates: readonly CertificateInput[],
  trustAnchors: readonly string[] | undefined,
  now: Date = new Date(),
): Promise<TrustResult> {
  let leaf: ParsedCertificate;
  try {
    leaf = read(certificate);
  } catch (error) {
    return { trusted: false, reason: `the signer could not be read: ${(error as Error).message}`, chain: [] };
  }
  try {
    const pems = (trustAnchors ?? []).filter((a) => typeof a === 'string');
    const anchorsKey = pems.join('\n');
    const anchors = await anchorsFor(pems, anchorsKey);
    if (anchors.certificates.length === 0) {
      return { trusted: false, reason: 'no trust anchors configured', chain: [chainEntry(leaf)] };
    }
    const readable: ParsedCertificate[] = [];
    for (const c of intermediates) {
      try {
        readable.push(read(c));
      } catch {
        // An unreadable intermediate links nothing.
      }
    }
    const printed = await Promise.all([leaf, ...readable].map((c) => thumbprint(c.bytes)));
    const key = `${printed.join(',')}|${anchorsKey}`;
    let outcome = chainCache.get(key);
    if (!outcome) {
      outcome = buildPath(leaf, readable, anchors);
      chainCache.set(key, outcome);
      outcome.catch(() => chainCache.delete(key));
    }
    const { path, chain, reason } = await outcome;
    if (!path) return { trusted: false, reason, chain: chain.map(chainEntry) };
    const expired = path.find((cert) => now < cert.notBefore || now > cert.notAfter);
    if (expired) {
      return {
        trusted: false,
        reason: `certificate ${formatName(expired.subject)} is not valid at ${now.toISOString()}`,
        chain: path.map(chainEntry),
      };
    }
    return { trusted: true, chain: path.map(chainEntry) };
  } catch (error) {
    return {
      trusted: false,
      reason: `chain building failed: ${(error as Error).message}`,
      chain: [chainEntry(leaf)],
    };
  }
}
