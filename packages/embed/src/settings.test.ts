// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fetchImage } from './fetch-image.js';
import { DEFAULT_SETTINGS, readSettings } from './settings.js';

function script(attributes: Record<string, string>): Element {
  const el = document.createElement('script');
  for (const [k, v] of Object.entries(attributes)) el.setAttribute(k, v);
  return el;
}

describe('readSettings: what the script tag says', () => {
  it('reads the issuers, the selector and the trust anchors, resolved against the page', () => {
    const s = readSettings(
      script({
        'data-issuer': 'https://licensing.example/ https://other.example,not-an-origin',
        'data-selector': 'article img',
        'data-trust-anchors': '/anchors.pem',
      }),
      'https://cdn.example/tlp-embed.js',
      'https://news.example/story',
    );
    expect(s.issuers).toEqual(['https://licensing.example', 'https://other.example']);
    expect(s.selector).toBe('article img');
    expect(s.trustAnchorsUrl).toBe('https://news.example/anchors.pem');
    expect(s.concurrency).toBe(4);
  });

  it('without data-issuer, the issuer is the origin the script came from', () => {
    const s = readSettings(
      script({}),
      'https://licensing.example/embed/tlp-embed.js',
      'https://news.example/',
    );
    expect(s).toEqual({
      ...DEFAULT_SETTINGS,
      issuers: ['https://licensing.example'],
      scriptUrl: 'https://licensing.example/embed/tlp-embed.js',
      lang: 'en',
    });
  });

  it('speaks the publisher’s language: data-lang, else the page’s <html lang>, else English', () => {
    const at = 'https://licensing.example/embed/tlp-embed.js';
    document.documentElement.lang = 'fr-CA';
    try {
      expect(readSettings(script({}), at, 'https://news.example/').lang).toBe('fr');
      expect(readSettings(script({ 'data-lang': 'ar' }), at, 'https://news.example/').lang).toBe('ar');
      document.documentElement.lang = 'pt-BR';
      expect(readSettings(script({}), at, 'https://news.example/').lang).toBe('en');
    } finally {
      document.documentElement.lang = '';
    }
  });
});

describe('fetchImage: the bytes behind an image, or why not', () => {
  const ok = (bytes: number[], headers: Record<string, string> = {}) =>
    (async () => new Response(new Uint8Array(bytes), { status: 200, headers })) as unknown as typeof fetch;

  it('asks the browser cache first, with the credentials crossorigin names', async () => {
    const calls: RequestInit[] = [];
    const fetcher = (async (_url: string, init: RequestInit) => {
      calls.push(init);
      return new Response(new Uint8Array([1, 2, 3]));
    }) as unknown as typeof fetch;
    expect(await fetchImage('https://img.example/a.png', 'use-credentials', 10, fetcher)).toEqual(
      new Uint8Array([1, 2, 3]),
    );
    expect(calls[0]).toMatchObject({ mode: 'cors', cache: 'force-cache', credentials: 'include' });
    await fetchImage('https://img.example/a.png', null, 10, fetcher);
    expect(calls[1]).toMatchObject({ credentials: 'same-origin' });
  });

  it('a refused read says the image server does not allow it; errors and sizes have their own words', async () => {
    const refused = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    expect(await fetchImage('https://img.example/a.png', null, 10, refused)).toMatchObject({
      state: 'unchecked',
      text: expect.stringContaining('does not allow'),
    });
    const missing = (async () => new Response('', { status: 404 })) as unknown as typeof fetch;
    expect(await fetchImage('x', null, 10, missing)).toMatchObject({ text: expect.stringContaining('404') });
    expect(await fetchImage('x', null, 2, ok([1, 2, 3]))).toMatchObject({
      text: expect.stringContaining('too large'),
    });
    expect(await fetchImage('x', null, 2, ok([1], { 'content-length': '99' }))).toMatchObject({
      text: expect.stringContaining('too large'),
    });
  });
});
