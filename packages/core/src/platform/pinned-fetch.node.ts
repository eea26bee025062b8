import type { LookupAddress, LookupOptions } from 'node:dns';

/** 4 or 6: the family of an IP address as `node:dns` says it. */
const familyOf = (address: string) => (address.includes(':') ? 6 : 4);

/**
 * A GET of `url` over `node:https` (or `node:http`) that connects only to `addresses`, the ones the caller
 * resolved and checked: the socket's `lookup` answers them instead of resolving the host name again, so a
 * name whose DNS answer changes between the check and the connection (DNS rebinding) still reaches a
 * checked address. The host name stays everything else: the `Host` header, TLS's server name (SNI) and the
 * name the server's certificate must be valid for. A fresh connection each time (no pooled socket, which
 * could have been opened to another address). Redirects are returned, not followed; `init.signal` aborts
 * the request and its body. Only `init.headers` and `init.signal` are read.
 */
export async function pinnedFetch(
  url: string,
  init: RequestInit,
  addresses: readonly string[],
): Promise<Response> {
  const target = new URL(url);
  const [{ request }, { Readable }] = await Promise.all([
    target.protocol === 'https:' ? import('node:https') : import('node:http'),
    import('node:stream'),
  ]);
  const lookup = (
    _name: string,
    options: LookupOptions,
    callback: (
      error: NodeJS.ErrnoException | null,
      address: string | LookupAddress[],
      family?: number,
    ) => void,
  ) => {
    const found = addresses
      .filter((address) => !options.family || familyOf(address) === options.family)
      .map((address) => ({ address, family: familyOf(address) }));
    if (found.length === 0) {
      const error: NodeJS.ErrnoException = new Error(
        `no checked IPv${options.family} address for ${target.hostname}`,
      );
      error.code = 'ENOTFOUND';
      callback(error, '');
    } else if (options.all) callback(null, found);
    else callback(null, found[0]!.address, found[0]!.family);
  };
  return new Promise<Response>((resolve, reject) => {
    const outgoing = request(
      target,
      {
        method: 'GET',
        headers: Object.fromEntries(new Headers(init.headers)),
        lookup,
        agent: false,
        ...(init.signal ? { signal: init.signal } : {}),
      },
      (incoming) => {
        try {
          const headers = new Headers();
          for (let i = 0; i + 1 < incoming.rawHeaders.length; i += 2) {
            headers.append(incoming.rawHeaders[i]!, incoming.rawHeaders[i + 1]!);
          }
          const status = incoming.statusCode ?? 0;
          const noBody = status === 204 || status === 205 || status === 304;
          if (noBody) incoming.resume();
          const body = noBody ? null : (Readable.toWeb(incoming) as ReadableStream<Uint8Array>);
          resolve(new Response(body, { status, statusText: incoming.statusMessage ?? '', headers }));
        } catch (error) {
          incoming.destroy();
          reject(error);
        }
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}
