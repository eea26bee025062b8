/**
 * Which issuers this page verifies for, and the only hosts it talks to. The issuer defaults to the
 * origin serving the page (`<meta name="tlp-issuer">` overrides it for a standalone build); other
 * issuers come from the allow-list `<meta name="tlp-issuers" content="https://a.example https://b.example">`.
 * Every request the page makes goes through {@link guardedFetch}, which refuses any origin but those and
 * the page's own.
 */
export interface IssuerConfig {
  /** The issuer a receipt ID, and anything without its own `iss`, is verified against. */
  issuer: string;
  /** The origin serving this page. */
  origin: string;
  /** Every origin allowed: the issuer first, then the allow-list. */
  allowed: string[];
  /** URL of a PEM file of C2PA trust anchors (same origin or an allowed issuer), or null. */
  trustAnchorsUrl: string | null;
  /** The fetch every request goes through (guarded). */
  fetch: typeof fetch;
}

/** The origin of a URL-like string (`https://a.example/` → `https://a.example`), or null. */
export function originOf(value: unknown): string | null {
  if (typeof value !== 'string' || !/^https?:\/\//i.test(value.trim())) return null;
  try {
    return new URL(value.trim()).origin;
  } catch {
    return null;
  }
}

/** A fetch that refuses every URL outside `allowed` (and follows no redirect), so nothing leaks elsewhere. */
export function guardedFetch(allowed: readonly string[], inner: typeof fetch): typeof fetch {
  return (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const origin = originOf(url);
    if (!origin || !allowed.includes(origin)) {
      return Promise.reject(new TypeError(`refused: ${origin ?? url} is not an allowed issuer`));
    }
    return inner(input, { ...init, redirect: 'error', credentials: 'omit' });
  };
}

function meta(doc: Document, name: string): string | null {
  const content = doc.querySelector(`meta[name="${name}"]`)?.getAttribute('content')?.trim();
  return content ? content : null;
}

/** Reads the configuration from the page's `<meta>` tags and its location. */
export function readIssuerConfig(
  doc: Document = document,
  location: { origin: string } = window.location,
  inner: typeof fetch = (input, init) => globalThis.fetch(input, init),
): IssuerConfig {
  const issuer = originOf(meta(doc, 'tlp-issuer')) ?? location.origin;
  const listed = (meta(doc, 'tlp-issuers') ?? '').split(/[\s,]+/).map(originOf);
  const allowed = [issuer, ...listed.filter((o): o is string => o !== null && o !== issuer)];
  const anchors = meta(doc, 'tlp-trust-anchors');
  const trustAnchorsUrl = anchors ? new URL(anchors, doc.baseURI).href : null;
  return withGuardedFetch(
    { issuer, origin: location.origin, allowed: [...new Set(allowed)], trustAnchorsUrl },
    inner,
  );
}

/** A configuration without its fetch: what the page hands its verifier worker. */
export type IssuerSettings = Omit<IssuerConfig, 'fetch'>;

/** The configuration of `settings`, its fetch guarded to the allowed issuers and the page's own origin. */
export function withGuardedFetch(
  settings: IssuerSettings,
  inner: typeof fetch = (input, init) => globalThis.fetch(input, init),
): IssuerConfig {
  // The page may also read its own origin (the trust anchors file beside it), and nothing else.
  const hosts = [...new Set([...settings.allowed, settings.origin])];
  return { ...settings, fetch: guardedFetch(hosts, inner) };
}

/** The allowed issuer equal to `iss`, or null when `iss` names one this page does not verify for. */
export function allowedIssuer(config: IssuerConfig, iss: unknown): string | null {
  const origin = originOf(iss);
  return origin !== null && config.allowed.includes(origin) && String(iss).replace(/\/$/, '') === origin
    ? origin
    : null;
}
