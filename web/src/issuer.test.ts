// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { allowedIssuer, guardedFetch, originOf, readIssuerConfig } from './issuer.js';

function setMeta(name: string, content: string) {
  const meta = document.createElement('meta');
  meta.name = name;
  meta.content = content;
  document.head.append(meta);
}

describe('issuer configuration', () => {
  afterEach(() => {
    for (const meta of document.head.querySelectorAll('meta')) meta.remove();
  });

  it('defaults to the origin serving the page, with no other issuer', () => {
    const config = readIssuerConfig(document, { origin: 'https://verify.example' });
    expect(config.issuer).toBe('https://verify.example');
    expect(config.allowed).toEqual(['https://verify.example']);
    expect(config.trustAnchorsUrl).toBeNull();
  });

  it('reads the allow-list and an explicit issuer from meta tags', () => {
    setMeta('tlp-issuer', 'https://licensing.example/');
    setMeta('tlp-issuers', 'https://a.example, https://b.example/path  not-a-url https://licensing.example');
    setMeta('tlp-trust-anchors', 'https://verify.example/anchors.pem');
    const config = readIssuerConfig(document, { origin: 'https://verify.example' });
    expect(config.issuer).toBe('https://licensing.example');
    expect(config.allowed).toEqual(['https://licensing.example', 'https://a.example', 'https://b.example']);
    expect(config.trustAnchorsUrl).toBe('https://verify.example/anchors.pem');
    expect(allowedIssuer(config, 'https://a.example')).toBe('https://a.example');
    expect(allowedIssuer(config, 'https://a.example/')).toBe('https://a.example');
    expect(allowedIssuer(config, 'https://c.example')).toBeNull();
    expect(allowedIssuer(config, 'https://a.example/other')).toBeNull();
    expect(allowedIssuer(config, 42)).toBeNull();
  });

  it('lets no request leave for an origin that is not allowed', async () => {
    const inner = vi.fn(async () => new Response('ok'));
    const guarded = guardedFetch(['https://licensing.example'], inner);
    await expect(guarded('https://elsewhere.example/x')).rejects.toThrow(/not an allowed issuer/);
    await expect(guarded('https://licensing.example.evil.example/x')).rejects.toThrow();
    expect(inner).not.toHaveBeenCalled();
    await guarded('https://licensing.example/.well-known/jwks.json');
    expect(inner).toHaveBeenCalledWith('https://licensing.example/.well-known/jwks.json', {
      redirect: 'error',
      credentials: 'omit',
    });
    expect(originOf('ftp://x.example')).toBeNull();
  });
});
