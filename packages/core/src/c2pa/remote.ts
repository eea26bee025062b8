/** Largest remote manifest store read; a larger one is refused rather than buffered. */
export const MAX_REMOTE_MANIFEST_BYTES = 16 * 1024 * 1024;

export type RemoteManifestResult = { ok: true; bytes: Uint8Array } | { ok: false; message: string };

/**
 * GETs a remote manifest store (the JUMBF bytes a file's XMP `dcterms:provenance` names) with a
 * time limit and a size cap. Never throws: every failure is a message.
 */
export async function fetchRemoteManifest(
  url: string,
  fetchImpl: typeof fetch,
  timeoutMs = 10_000,
  limit = MAX_REMOTE_MANIFEST_BYTES,
): Promise<RemoteManifestResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetchImpl(url, {
      signal: controller.signal,
      headers: { accept: 'application/c2pa, application/octet-stream' },
    });
    if (response.status !== 200) {
      await response.body?.cancel().catch(() => {});
      return { ok: false, message: `${url} answered ${response.status || response.type}` };
    }
    const length = Number(response.headers.get('content-length'));
    if (Number.isFinite(length) && length > limit) {
      await response.body?.cancel().catch(() => {});
      return { ok: false, message: `${url} is larger than ${limit} bytes` };
    }
    if (!response.body) return { ok: true, bytes: new Uint8Array(await response.arrayBuffer()) };
    const reader = response.body.getReader();
    const chunks: Uint8Array[] = [];
    let total = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > limit) {
        await reader.cancel().catch(() => {});
        return { ok: false, message: `${url} is larger than ${limit} bytes` };
      }
      chunks.push(value);
    }
    const bytes = new Uint8Array(total);
    let at = 0;
    for (const chunk of chunks) {
      bytes.set(chunk, at);
      at += chunk.byteLength;
    }
    return { ok: true, bytes };
  } catch (error) {
    const reason = controller.signal.aborted ? `timed out after ${timeoutMs} ms` : String(error);
    return { ok: false, message: `${url}: ${reason}` };
  } finally {
    clearTimeout(timer);
  }
}
