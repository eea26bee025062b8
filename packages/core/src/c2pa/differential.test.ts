/**
 * Our verdict against the official C2PA reader's (c2pa-rs in WebAssembly) on real files from
 * c2pa-rs's own test suite (`test-vectors/third-party/c2pa-rs`). None carries a TLP license, so:
 * official good → ours `no_license_assertion` (never a false tamper alarm); official none → ours
 * `no_manifest`; official remote → ours `remote_manifest` naming the same URL, fetched only when asked;
 * official invalid or unreadable → ours never valid, with a reason.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  initOfficialReader,
  type OfficialClass,
  officialVerdict,
} from '../../../../test-vectors/lib/official-reader.js';
import { verifyContent } from '../content/index.js';
import { detectMediaType } from './container.js';
import { locateManifest } from './formats/index.js';

const dir = fileURLToPath(new URL('../../../../test-vectors/third-party/c2pa-rs/', import.meta.url));
const ISSUER = 'https://licensing.example';

/** What the official reader says of each fixture: a change on either side shows here. */
const OFFICIAL: Record<string, OfficialClass> = {
  'C.jpg': 'good',
  'CA.jpg': 'good',
  'CACA.jpg': 'good', // CAWG identity assertion
  'CA_ct.jpg': 'good', // a time-stamp status c2pa-rs treats as informational
  'C_with_CAWG_data.jpg': 'good', // CAWG identity assertion (X.509 credential, untrusted)
  'boxhash.jpg': 'good',
  'ocsp.jpg': 'good',
  'ocsp_with_assertion.jpg': 'good',
  'update_manifest.jpg': 'good',
  'verify.jpeg': 'good', // Adobe-signed, 32 ingredient statuses
  'E-sig-CA.jpg': 'invalid', // claimSignature.mismatch
  'XCA.jpg': 'invalid', // assertion.dataHash.mismatch
  'adobe-20220124-E-clm-CAICAI.jpg': 'invalid', // assertion.hashedURI.mismatch
  'no_alg.jpg': 'unreadable', // UnknownAlgorithm
  'prerelease.jpg': 'unreadable', // PrereleaseError
  'no_manifest.jpg': 'none',
  'libpng-test.png': 'none',
  'cloud.jpg': 'remote', // XMP dcterms:provenance, no embedded store
  'libpng-test_with_url.png': 'remote',
};

const files = readdirSync(dir)
  .filter((f) => /\.(jpe?g|png)$/i.test(f))
  .sort();
const load = (file: string) => new Uint8Array(readFileSync(join(dir, file)));

/** A fetch that fails the test if called, and counts the calls. */
function forbiddenFetch() {
  const calls: string[] = [];
  const fetch = (async (input: RequestInfo | URL) => {
    calls.push(String(input));
    throw new Error('no fetch expected');
  }) as typeof globalThis.fetch;
  return { calls, fetch };
}

beforeAll(() => initOfficialReader());

describe('the differential against the official C2PA reader', () => {
  it('covers every committed fixture, and every official class', () => {
    expect(files).toEqual(Object.keys(OFFICIAL).sort());
    expect(new Set(Object.values(OFFICIAL))).toEqual(
      new Set(['good', 'invalid', 'none', 'remote', 'unreadable']),
    );
  });

  it.each(files)('%s', async (file) => {
    const bytes = load(file);
    const mediaType = detectMediaType(bytes)!;
    const official = await officialVerdict(bytes, mediaType);
    expect(official.class, `official reader: ${official.state ?? official.error}`).toBe(OFFICIAL[file]);

    const { calls, fetch } = forbiddenFetch();
    const ours = await verifyContent(bytes, { issuer: ISSUER, fetch });
    expect(calls).toEqual([]);
    const said = ours.valid ? 'valid' : `${ours.code}: ${ours.message}`;
    switch (official.class) {
      case 'good':
        expect(ours.valid ? 'valid' : ours.code, said).toBe('no_license_assertion');
        expect(ours.manifest).toMatchObject({ present: true, signatureValid: true, bindingValid: true });
        break;
      case 'none':
        expect(ours.valid ? 'valid' : ours.code, said).toBe('no_manifest');
        break;
      case 'remote':
        expect(ours.valid ? 'valid' : ours.code, said).toBe('remote_manifest');
        expect(ours.manifest?.remoteUrl).toBe(official.remoteUrl);
        expect(ours.valid ? '' : ours.message).toContain(official.remoteUrl);
        break;
      case 'invalid':
      case 'unreadable':
        expect(ours.valid, said).toBe(false);
        expect(ours.valid ? 'valid' : ours.code).toBe('manifest_invalid');
        // A reason, not just a heading: something after "…: ".
        expect(ours.valid ? '' : ours.message).toMatch(/\S[^:]*$/);
        expect(ours.valid ? '' : ours.message).not.toMatch(/:\s*$/);
        break;
    }
  });

  it('names the missing algorithm of no_alg.jpg', async () => {
    const ours = await verifyContent(load('no_alg.jpg'), { issuer: ISSUER });
    expect(ours).toMatchObject({ valid: false, code: 'manifest_invalid' });
    expect(ours.valid ? '' : ours.message).toMatch(/algorithm/i);
  });
});

describe('remote manifests', () => {
  const cloudUrl =
    'https://cai-manifests.adobe.com/manifests/adobe-urn-uuid-5f37e182-3687-462e-a7fb-573462780391';

  it('are named, not fetched, by default', async () => {
    const { calls, fetch } = forbiddenFetch();
    const ours = await verifyContent(load('cloud.jpg'), { issuer: ISSUER, fetch });
    expect(ours).toMatchObject({
      valid: false,
      code: 'remote_manifest',
      manifest: { present: false, remoteUrl: cloudUrl },
    });
    expect(calls).toEqual([]);
  });

  it('are fetched through the injected fetch when asked, and a failed fetch says so', async () => {
    const calls: string[] = [];
    const fetch = (async (input: RequestInfo | URL) => {
      calls.push(String(input));
      return new Response('gone', { status: 404 });
    }) as typeof globalThis.fetch;
    const ours = await verifyContent(load('cloud.jpg'), { issuer: ISSUER, fetch, fetchRemoteManifest: true });
    expect(calls).toEqual([cloudUrl]);
    expect(ours).toMatchObject({ valid: false, code: 'remote_manifest', manifest: { remoteUrl: cloudUrl } });
    expect(ours.valid ? '' : ours.message).toMatch(/404/);
  });

  it('are validated against the file once fetched', async () => {
    // licensed.jpg with its manifest segment replaced, byte for byte in place, by an XMP segment naming
    // a remote store: the data hash excludes that range, so the fetched store binds the file.
    const licensed = new Uint8Array(
      readFileSync(fileURLToPath(new URL('../../../../test-vectors/images/licensed.jpg', import.meta.url))),
    );
    const location = locateManifest(licensed)!;
    const [range] = location.ranges;
    const url = 'https://manifests.example/licensed.c2pa';
    const head = `http://ns.adobe.com/xap/1.0/\0<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about="" xmlns:dcterms="http://purl.org/dc/terms/" dcterms:provenance="${url}"/></rdf:RDF></x:xmpmeta>`;
    const payload = range!.end - range!.start - 4;
    const segment = new Uint8Array(range!.end - range!.start);
    segment.set([0xff, 0xe1, (payload + 2) >> 8, (payload + 2) & 0xff]);
    segment.set(new TextEncoder().encode(head.padEnd(payload, ' ')), 4);
    const file = licensed.slice();
    file.set(segment, range!.start);

    const calls: string[] = [];
    const fetch = (async (input: RequestInfo | URL) => {
      calls.push(String(input));
      return new Response(location.jumbf!.slice(), { status: 200 });
    }) as typeof globalThis.fetch;
    const named = await verifyContent(file, { issuer: ISSUER, fetch });
    expect(named).toMatchObject({ code: 'remote_manifest', manifest: { remoteUrl: url } });
    expect(calls).toEqual([]);

    const jwks = JSON.parse(
      readFileSync(
        fileURLToPath(new URL('../../../../test-vectors/keys/jwks.json', import.meta.url)),
        'utf8',
      ),
    );
    const fetched = await verifyContent(file, {
      issuer: ISSUER,
      jwks,
      mode: 'test',
      fetch,
      fetchRemoteManifest: true,
    });
    expect(calls).toEqual([url]);
    expect(fetched.manifest).toMatchObject({
      present: true,
      signatureValid: true,
      bindingValid: true,
      failures: [],
      remoteUrl: url,
    });
    expect(fetched.assertion?.label).toBe('ai.tlp.license');
    // The receipt names the image without its embedded manifest; this file is another byte sequence.
    expect(fetched).toMatchObject({ valid: false, code: 'content_mismatch' });

    // A changed pixel after the remote store was fetched: the binding fails.
    const changed = file.slice();
    changed[changed.length - 100] = (changed[changed.length - 100] as number) ^ 1;
    const tampered = await verifyContent(changed, { issuer: ISSUER, fetch, fetchRemoteManifest: true });
    expect(tampered).toMatchObject({
      valid: false,
      code: 'manifest_invalid',
      manifest: { bindingValid: false },
    });
  });
});
