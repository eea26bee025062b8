import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectProblem, startTestServer, type TestServer } from '../test-harness/server.js';

const RECEIPT = 'rcpt_01m82z0fhr7r75978w90e3fg0v';
let root: string;
let s: TestServer;
beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'tlp-web-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(
    join(root, 'index.html'),
    '<!doctype html><html><head><title>v</title></head><body></body></html>',
  );
  writeFileSync(join(root, 'assets', 'index-abc.js'), 'console.log(1)');
  writeFileSync(join(root, 'secret.txt'), 'not under assets');
  s = await startTestServer({ config: { webRoot: root } });
});
afterAll(async () => {
  await s.close();
  rmSync(root, { recursive: true, force: true });
});

describe('the web verifier on the same origin', () => {
  it('serves the page at / and its assets', async () => {
    const page = await s.api('/', { key: null });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('request-id')).toMatch(/^req_/);
    expect(page.text).toContain('<title>v</title>');
    const js = await s.api('/assets/index-abc.js', { key: null });
    expect(js.status).toBe(200);
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('speaks the reader’s language: <html lang dir> from Accept-Language, with Vary: Accept-Language', async () => {
    const page = (language: string) =>
      fetch(`${s.origin}/r/${RECEIPT}`, { headers: { accept: 'text/html', 'accept-language': language } });
    const german = await page('de-AT,de;q=0.9,en;q=0.5');
    expect(german.headers.get('vary')).toMatch(/accept-language/i);
    expect(await german.text()).toContain('<html lang="de" dir="ltr">');
    expect(await (await page('pt-BR, ar;q=0.8, fr;q=0.3')).text()).toContain('<html lang="ar" dir="rtl">');
    expect(await (await page('pt-BR')).text()).toContain('<html lang="en" dir="ltr">');
    expect(await (await page('fr;q=0, ja')).text()).toContain('<html lang="ja" dir="ltr">');
  });

  it('answers /r/<receipt_id> with the page, based at the root, and /r/assets/* like /assets/*', async () => {
    const page = await s.api(`/r/${RECEIPT}`, { key: null });
    expect(page.status).toBe(200);
    expect(page.text).toContain('<head><base href="/"><title>v</title>');
    expect((await s.api('/r/assets/index-abc.js', { key: null })).text).toBe('console.log(1)');
    expectProblem(await s.api('/r/not-a-receipt', { key: null }), 404, 'resource_not_found');
  });

  it('answers a browser at /r/<not an ID> with the page and status 404, a program with a problem', async () => {
    const page = await s.api('/r/rcpt_nonexistent', {
      key: null,
      headers: { accept: 'text/html,*/*;q=0.8' },
    });
    expect(page.status).toBe(404);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.text).toContain('<base href="/">');
    const p = expectProblem(await s.api('/r/rcpt_nonexistent', { key: null }), 404, 'resource_not_found');
    expect(p.detail).toContain('is not a valid receipt ID');
  });

  it('points GET /v1, and GET / asked for JSON, to the docs, the OpenAPI document and the verifier', async () => {
    for (const [path, accept] of [
      ['/v1', 'application/json'],
      ['/v1/', '*/*'],
      ['/', 'application/json'],
    ] as const) {
      const r = await s.api(path, { key: null, headers: { accept } });
      expect(r.status, path).toBe(200);
      expect(JSON.parse(r.text), path).toMatchObject({
        docs_url: `${s.origin}/docs`,
        openapi_url: `${s.origin}/openapi.json`,
        verifier_url: `${s.origin}/`,
      });
    }
    const page = await s.api('/', { key: null, headers: { accept: 'text/html' } });
    expect(page.text).toContain('<title>v</title>');
  });

  it('serves a favicon', async () => {
    for (const path of ['/favicon.ico', '/favicon.svg']) {
      const r = await s.api(path, { key: null });
      expect(r.status, path).toBe(200);
      expect(r.headers.get('content-type')).toBe('image/svg+xml');
      expect(r.text).toMatch(/^<svg /);
    }
  });

  it('serves nothing outside the listed files', async () => {
    for (const path of [
      '/assets/missing.js',
      '/assets/../secret.txt',
      '/assets/%2e%2e/secret.txt',
      '/secret.txt',
    ]) {
      const r = await s.api(path, { key: null });
      expect(r.status, path).toBe(404);
      expect(r.text).not.toContain('not under assets');
    }
  });

  it('without a build, the page paths are a 404 problem saying so (and / says where to start)', async () => {
    const t = await startTestServer();
    expect(JSON.parse((await t.api('/', { key: null })).text)).toMatchObject({ object: 'api_index' });
    const p = expectProblem(await t.api('/index.html', { key: null }), 404, 'resource_not_found');
    expect(p.detail).toMatch(/not built/);
    await t.close();
  });
});
