export type FetchCappedResult =
  | { ok: true; bytes: Uint8Array; response: Response }
  | {
      ok: false;
      message: string;
      /** The HTTP status, when the server answered one other than 200. */
      status?: number;
      /** The `Location` of a redirect answer (not followed: see {@link FetchCappedOptions.redirect}). */
      location?: string;
    };

export interface FetchCappedOptions {
  /** Time limit of the whole exchange, headers and body. */
  timeoutMs: number;
  /** Largest body read; a larger one is refused (by its Content-Length, or once that many bytes came). */
  limit: number;
  accept: string;
  /** `manual` (default): a redirect is a failure, so the caller is never steered to another host. */
  redirect?: RequestRedirect;
  /** The request's cache mode; unset, the runtime's default. */
  cache?: RequestCache;
  /** A JSON body to POST (a GET without it). */
  json?: unknown;
}

/**
 * GETs `url` (POSTs `options.json`, when given) and reads its body up to `limit` bytes, within `timeoutMs`. Anything but a 200 within the
 * cap is a failure with a message. Never throws.
 */
export async function fetchCapped(
  url: string,
  fetchImpl: typeof fetch,
  options: FetchCappedOptions,
): Promise<FetchCappedResult> {
  const { timeoutMs, limit } = options;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const tooLarge = { ok: false, message: `${url} is larger than ${limit} bytes` } as const;
  try {
    const init: RequestInit = {
      redirect: options.redirect ?? 'manual',
      signal: controller.signal,
      headers: { accept: options.accept },
    };
    if (options.json !== undefined) {
      init.method = 'POST';
      init.headers = { accept: options.accept, 'content-type': 'application/json' };
      init.body = JSON.stringify(options.json);
    }
    const response = await (options.cache
      ? fetchImpl(url, { ...init, cache: options.cache })
      : fetchImpl(url, init)
    )
      // A runtime without request cache modes refuses the field (workerd before the compatibility date
      // that brought them: "The 'cache' field … is not implemented"), and has no HTTP cache to bypass.
      .catch((error: unknown) => {
        if (options.cache && /'cache'/.test(String(error))) return fetchImpl(url, init);
        throw error;
      });
    if (response.status !== 200) {
      await response.body?.cancel().catch(() => {});
      const location = response.headers.get('location');
      return {
        ok: false,
        message: `${url} answered ${response.status || response.type}`,
        status: response.status,
        ...(location !== null ? { location } : {}),
      };
    }
    const length = Number(response.headers.get('content-length'));
    if (Number.isFinite(length) && length > limit) {
      await response.body?.cancel().catch(() => {});
      return tooLarge;
    }
    if (!response.body) {
      const bytes = new Uint8Array(await response.arrayBuffer());
      return bytes.byteLength > limit ? tooLarge : { ok: true, bytes, response };
    }
    const reader = response.body.getReader();
    const chunks: Uint8Array[] = [];
    let total = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > limit) {
        await reader.cancel().catch(() => {});
        return tooLarge;
      }
      chunks.push(value);
    }
    const bytes = chunks.length === 1 ? (chunks[0] as Uint8Array) : new Uint8Array(total);
    if (chunks.length > 1) {
      let at = 0;
      for (const chunk of chunks) {
        bytes.set(chunk, at);
        at += chunk.byteLength;
      }
    }
    return { ok: true, bytes, response };
  } catch (error) {
    const reason = controller.signal.aborted ? `timed out after ${timeoutMs} ms` : String(error);
    return { ok: false, message: `${url}: ${reason}` };
  } finally {
    clearTimeout(timer);
  }
}
