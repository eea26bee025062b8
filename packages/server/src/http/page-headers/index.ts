/** Options of {@link pageHeaders}. */
export interface PageHeaderOptions {
  /**
   * The page's Content-Security-Policy. `frame-ancestors 'none'` is added unless the policy names its
   * own `frame-ancestors` (a `<meta>` policy cannot carry it: only a header can).
   */
  policy: string;
  /** The server's public origin: `Strict-Transport-Security` is sent only when it is `https:`. */
  origin: string;
  /** `max-age` of `Strict-Transport-Security`, in seconds. Default one year. */
  hstsMaxAge?: number;
}

/**
 * Features no page of this server uses, refused for the page and anything it embeds. The verifier reads
 * dropped files, never the camera, the microphone or the position.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
].join(', ');

/** One year, the usual `max-age` of `Strict-Transport-Security`. */
export const HSTS_MAX_AGE = 31_536_000;

/**
 * The security headers of every HTML answer (the verifier, the receipt page, the reference and the error
 * pages), built once per page and merged into its answer:
 *
 * - `Content-Security-Policy`: the page's policy, with `frame-ancestors 'none'`;
 * - `X-Frame-Options: DENY`, for browsers that do not read `frame-ancestors`;
 * - `Referrer-Policy: no-referrer`: a receipt page's URL names the receipt, and leaves with no link;
 * - `Permissions-Policy`: {@link PERMISSIONS_POLICY};
 * - `X-Content-Type-Options: nosniff`;
 * - `Strict-Transport-Security: max-age=…`, only when `origin` is https (over plain HTTP a browser
 *   ignores it, and a sandbox on `http://localhost` must stay reachable).
 */
export function pageHeaders(options: PageHeaderOptions): Record<string, string> {
  const policy = options.policy.trim().replace(/;\s*$/, '');
  const headers: Record<string, string> = {
    'content-security-policy': /(^|;)\s*frame-ancestors\s/i.test(policy)
      ? policy
      : `${policy}; frame-ancestors 'none'`,
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'permissions-policy': PERMISSIONS_POLICY,
    'x-content-type-options': 'nosniff',
  };
  if (new URL(options.origin).protocol === 'https:') {
    headers['strict-transport-security'] = `max-age=${options.hstsMaxAge ?? HSTS_MAX_AGE}`;
  }
  return headers;
}
