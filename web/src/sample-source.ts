/**
 * The samples a sandbox offers beside the page: read when the page opens, their view (`./samples.tsx`, a
 * chunk of its own) loaded only when there are some, so a page served elsewhere never loads it.
 */
/** One sample the server offers (`samples/index.json` beside the page). */
export interface Sample {
  file: string;
  url: string;
  media_type: string;
  title: string;
}

/**
 * The samples the sandbox serving this page signed at start, or none (a page served elsewhere, or a
 * server without samples): the list is read from `samples/index.json` beside the page.
 */
export async function loadSamples(fetchImpl: typeof fetch, base: string): Promise<Sample[]> {
  try {
    const response = await fetchImpl(new URL('samples/index.json', base).href);
    if (!response.ok) return [];
    const body = (await response.json()) as { samples?: unknown };
    return Array.isArray(body.samples) ? (body.samples as Sample[]) : [];
  } catch {
    return [];
  }
}
