// @vitest-environment happy-dom

import { loadMediaSupport } from '@tlp/core';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { receiptClaims, receiptHeader, TEST_KEY } from '../../test-vectors/lib/fixtures.js';
import { signJws } from '../../test-vectors/lib/jws.js';
import { licensedSample, mediaSample, SAMPLE_MEDIA_TYPES } from '../../test-vectors/lib/media-samples.js';
import { pixelBomb } from '../../test-vectors/lib/pixel-bomb.js';
import { App } from './app.js';
import { PICKER_ACCEPT } from './drop-zone.js';
import { CONTROLS_AT_LATEST_MS } from './media-player.js';
import { configFor, ISSUER, vector, vectorIssuer, vectorText, waitFor } from './test-helpers.js';
import { PageVerifier } from './verify.js';

let root: HTMLElement;
let issuer: Awaited<ReturnType<typeof vectorIssuer>>;
let verifier: PageVerifier;

beforeEach(async () => {
  root = document.createElement('div');
  document.body.append(root);
  issuer = await vectorIssuer();
  verifier = new PageVerifier(configFor(issuer.fetch));
});
afterEach(() => {
  render(null, root);
  root.remove();
});

const $ = <E extends Element = HTMLElement>(selector: string) => root.querySelector<E>(selector);
/** The banner of a result drawn whole (its details come a frame after it: until then it is busy). */
const banner = () => $('.result:not([aria-busy]) .banner');

async function mount(route: Parameters<typeof App>[0]['route'] = { page: 'verifier' }) {
  await act(() => {
    render(<App route={route} verifier={verifier} home="/" />, root);
  });
}

async function paste(text: string) {
  const area = $<HTMLTextAreaElement>('#paste-input')!;
  await act(() => {
    area.value = text;
    area.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await act(() => {
    $<HTMLFormElement>('form.paste')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
}

async function drop(path: string, type: string) {
  const bytes = await vector(path);
  const file = new File([new Uint8Array(bytes)], path.split('/').pop()!, { type });
  const event = new Event('drop', { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'dataTransfer', { value: { files: [file] } });
  await act(() => {
    $('.dropzone')!.dispatchEvent(event);
  });
}

/** Waits for the verdict of a new input (the previous one is replaced). */
async function verdictFor(label: string) {
  return waitFor(() => {
    const result = $('.result');
    return result?.getAttribute('aria-label') === `Verification of ${label}` && banner();
  });
}

describe('the verifier page', () => {
  it('has labelled controls and names the issuer', async () => {
    await mount();
    expect($('h1')!.textContent).toBe('Verify licensed media or a receipt');
    expect($('label[for="paste-input"]')!.textContent).toBe('Receipt, receipt ID or receipt link');
    expect($('label[for="image-input"]')!.textContent).toBe('Choose a file');
    expect($<HTMLInputElement>('#image-input')!.accept).toBe(PICKER_ACCEPT);
    expect(PICKER_ACCEPT.split(',')).toEqual(expect.arrayContaining(['image/*', 'video/*', 'audio/*']));
    expect($('.page-meta')!.textContent).toContain(ISSUER);
    expect($('[role="status"]')).not.toBeNull();
  });

  it('shows a pasted valid receipt as licensed, with its details', async () => {
    await mount();
    await paste(await vectorText('receipts/valid-test.jws'));
    const shown = await waitFor(() => banner());
    expect(shown.dataset.status).toBe('licensed');
    expect(shown.textContent).toContain('Licensed and valid');
    expect(shown.textContent).toContain('Test mode');
    const text = root.textContent!;
    for (const fact of [
      'rcpt_01jb8m2k4x7q9v3n5r6t8w0y2a',
      'tal_01jb8m2k4x7q9v3n5r6t8w0y2d',
      'lic_01jb8m2k4x7q9v3n5r6t8w0y2e',
      `sha256:${'ab'.repeat(32)}`,
      'observed',
      'ES256',
      'rfl-test-01jb8m2k4x7q9v3n5r6t8w0y2z',
      `${ISSUER}/.well-known/talent-license`,
    ]) {
      expect(text).toContain(fact);
    }
    expect($('time')!.getAttribute('datetime')).toBe('2026-11-01T00:00:00.000Z');
    expect(document.activeElement).toBe($('.banner-title'));
  });

  it('says the use the check allowed, in the sentence and in the receipt card', async () => {
    await mount();
    const claims = receiptClaims();
    const use = {
      modality: 'image',
      kind: 'depiction',
      purpose: 'advertising',
      commercial: true,
      channels: ['social', 'web'],
      territories: ['US', 'GB'],
    };
    await paste(signJws(receiptHeader(TEST_KEY), { ...claims, tlp: { ...claims.tlp, use } }, TEST_KEY));
    const shown = await waitFor(() => banner());
    expect(shown.querySelector('.banner-summary')!.textContent).toContain(
      'is licensed for a generated image used in commercial advertising (social media and web; United States and United Kingdom) by licensing.example',
    );
    expect($('.use-purpose')!.textContent).toBe('commercial advertising');
    expect($('.use-channels')!.textContent).toBe('social media and web');
    expect($('.use-territories')!.textContent).toBe('United States and United Kingdom');
  });

  it('does not call a valid receipt of a denial licensed', async () => {
    await mount();
    const claims = receiptClaims();
    await paste(
      signJws(receiptHeader(TEST_KEY), { ...claims, tlp: { ...claims.tlp, decision: 'deny' } }, TEST_KEY),
    );
    const shown = await waitFor(() => banner());
    expect(shown.dataset.status).toBe('denied');
    expect(shown.textContent).toContain('Valid receipt, but the use was not licensed');
    expect(shown.textContent).toContain('“deny”');
  });

  it('explains a tampered receipt in plain words, with its code', async () => {
    await mount();
    await paste(await vectorText('receipts/tampered-payload.jws'));
    const shown = await waitFor(() => banner());
    expect(shown.dataset.status).toBe('invalid');
    expect(shown.textContent).toContain('Not valid');
    expect(root.textContent).toContain('The signature does not match');
    expect(root.textContent).toContain('changed after it was signed');
    expect($('.technical code')!.textContent).toBe('signature_invalid');
    expect(root.textContent).not.toContain('tal_01jb8m2k4x7q9v3n5r6t8w0y2d'); // unverified claims are not shown
  });

  it.each([
    ['receipts/alg-none.jws', 'alg_not_allowed'],
    ['receipts/typ-wrong.jws', 'typ_mismatch'],
    ['receipts/unknown-kid.jws', 'kid_unknown'],
    ['receipts/wrong-version.jws', 'version_unsupported'],
    ['receipts/malformed-header.jws', 'malformed'],
  ])('shows %s as %s', async (file, code) => {
    await mount();
    await paste(await vectorText(file));
    await waitFor(() => banner());
    expect($('.technical code')!.textContent).toBe(code);
  });

  it('does not contact an issuer outside the allow-list', async () => {
    await mount();
    await paste(await vectorText('receipts/wrong-issuer.jws'));
    await waitFor(() => banner());
    expect($('.technical code')!.textContent).toBe('issuer_not_allowed');
    expect(root.textContent).toContain('Issuer not verified here');
    expect(issuer.calls.filter((url) => !url.startsWith(ISSUER))).toEqual([]);
    expect(issuer.calls).toEqual([]);
  });

  it('fetches a pasted receipt ID or link from the issuer', async () => {
    await mount();
    await paste('rcpt_01jb8m2k4x7q9v3n5r6t8w0y2a');
    expect((await verdictFor('rcpt_01jb8m2k4x7q9v3n5r6t8w0y2a')).dataset.status).toBe('licensed');
    await paste('rcpt_01jb8m2k4x7q9v3n5r6t8w0y99');
    await verdictFor('rcpt_01jb8m2k4x7q9v3n5r6t8w0y99');
    expect($('.technical code')!.textContent).toBe('not_found');
    await paste('https://elsewhere.example/r/rcpt_01jb8m2k4x7q9v3n5r6t8w0y2b');
    await verdictFor('rcpt_01jb8m2k4x7q9v3n5r6t8w0y2b');
    expect($('.technical code')!.textContent).toBe('issuer_not_allowed');
    expect(issuer.calls.every((url) => url.startsWith(`${ISSUER}/`))).toBe(true);
    await paste('hello there');
    await waitFor(() => $('.technical code')?.textContent === 'unsupported_input');
  });

  it.each([
    ['images/licensed.png', 'image/png', 'licensed', 'Licensed and valid'],
    ['images/licensed.jpg', 'image/jpeg', 'licensed', 'the very file licensed, byte for byte'],
    ['images/untrusted-ca.png', 'image/png', 'untrusted', 'untrusted signer'],
    ['images/no-manifest.png', 'image/png', 'no_credentials', 'No content credentials'],
    ['images/tampered-pixel.png', 'image/png', 'invalid', 'Not valid'],
    ['images/receipt-for-other-bytes.jpg', 'image/jpeg', 'invalid', 'Not valid'],
  ])('shows a dropped %s (%s) as %s', async (file, type, status, words) => {
    await mount();
    await drop(file, type);
    const shown = await verdictFor(file.split('/').pop()!);
    expect(shown.dataset.status).toBe(status);
    expect(shown.textContent).toContain(words);
    const manifest = $('[aria-labelledby="manifest-heading"]')!;
    if (status === 'no_credentials') {
      expect(manifest.textContent).toContain('no C2PA manifest');
    } else {
      expect(manifest.textContent).toContain('TLP Test C2PA Signer');
    }
    if (status === 'licensed') {
      expect(manifest.textContent).toContain('byte for byte the licensed output');
      expect(manifest.textContent).toContain('chains to a root this verifier trusts');
    }
  });

  it('names the broken binding of a tampered image and the mismatch of another', async () => {
    await mount();
    await drop('images/tampered-pixel.png', 'image/png');
    await verdictFor('tampered-pixel.png');
    expect($('.technical code')!.textContent).toBe('manifest_invalid');
    expect(root.textContent).toContain('assertion.dataHash.mismatch');
    // What happened, not what may have: the signature verifies, the bytes changed after signing.
    expect($('.banner-summary')!.textContent).toBe('This image was changed after it was signed.');
    expect($('#why-heading')!.textContent).toBe('Why: This image was changed after it was signed');
    expect($('[aria-labelledby="why-heading"]')!.textContent).toContain('the signer did sign them');
    expect($('[aria-labelledby="why-heading"]')!.textContent).not.toContain('its signature is invalid');
    // No bare green “valid” under the red verdict: each mark says what it is about.
    const manifest = $('[aria-labelledby="manifest-heading"]')!;
    expect(manifest.querySelector('.yes')!.textContent).toBe('✓ the signer’s signature is valid');
    expect(manifest.querySelector('.no')!.textContent).toBe('✕ the content changed after it was signed');
    await drop('images/receipt-for-other-bytes.png', 'image/png');
    await verdictFor('receipt-for-other-bytes.png');
    expect($('.technical code')!.textContent).toBe('content_mismatch');
    expect(root.textContent).toContain('not the licensed output');
  });
});

describe('the thumbnail', () => {
  it('is shown for an image, and refused, with the reason, for one declaring more than 40 megapixels', async () => {
    await mount();
    await drop('images/no-manifest.png', 'image/png');
    await verdictFor('no-manifest.png');
    expect($<HTMLImageElement>('.banner-preview')?.src).toMatch(/^blob:/);
    expect($('.no-preview')).toBeNull();

    const file = new File([new Uint8Array(pixelBomb(10_000, 9_999))], 'bomb.png', { type: 'image/png' });
    const event = new Event('drop', { bubbles: true, cancelable: true });
    Object.defineProperty(event, 'dataTransfer', { value: { files: [file] } });
    await act(() => {
      $('.dropzone')!.dispatchEvent(event);
    });
    expect((await verdictFor('bomb.png')).dataset.status).toBe('no_credentials');
    expect($('.banner-preview')).toBeNull();
    expect($('.no-preview')!.textContent).toContain('10000 x 9999 pixels');
  });
});

/** Drops `bytes` as a file called `name`, with no declared type: the page goes by the bytes. */
async function dropBytes(bytes: Uint8Array, name: string) {
  const file = new File([new Uint8Array(bytes)], name);
  const event = new Event('drop', { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'dataTransfer', { value: { files: [file] } });
  await act(() => {
    $('.dropzone')!.dispatchEvent(event);
  });
}

/** Every medium the container formats registry reads: PNG and JPEG, and each format as it is added. */
const media = await loadMediaSupport();
const registryMedia = SAMPLE_MEDIA_TYPES.filter((t) => media.normalize(t) === t);
/** The formats our writer does not write (or the samples do not make): the licensed files c2pa-rs signed. */
const SIGNED_BY_C2PA_RS: Record<string, string> = {
  'image/gif': 'media/licensed.gif',
  'image/tiff': 'media/licensed.tiff',
  'image/x-adobe-dng': 'media/licensed.dng',
  'image/svg+xml': 'media/licensed.svg',
  'video/avi': 'media/licensed.avi',
  'audio/flac': 'media/licensed.flac',
};

describe('every medium the library reads', () => {
  it('names the formats of the registry in the drop zone once the pointer enters it', async () => {
    await mount();
    expect($('[data-testid="formats"]')!.textContent).not.toContain('PNG');
    await act(() => {
      $('.dropzone')!.dispatchEvent(new Event('pointerenter'));
    });
    const names = media.mediaTypes.map(media.nameOf).join(', ');
    await waitFor(() => $('[data-testid="formats"]')!.textContent!.startsWith(names));
    expect(names).toMatch(/^PNG, JPEG/);
    // What is read into memory whole has a size limit, said there; video and audio containers have none.
    const note = $('[data-testid="formats"]')!.textContent!;
    expect(note).toMatch(/PNG, JPEG[^.;]* up to 256 MB \(read into memory whole\); the others at any size/);
    expect(note.slice(note.indexOf('recognised'))).not.toMatch(/MP4[^;]*up to/);
  });

  it('has a sample, or a file c2pa-rs signed, of every format the registry reads', () => {
    const covered = [...registryMedia, ...Object.keys(SIGNED_BY_C2PA_RS)];
    // c2pa-rs signs no PDF (its own signed one is dropped in web/e2e/page.e2e.test.ts), and Sony's and
    // Nikon's raw formats are TIFF files told apart by their maker: the TIFF and DNG vectors stand for them.
    const unsampled = ['application/pdf', 'image/x-sony-arw', 'image/x-nikon-nef'];
    expect(media.mediaTypes.filter((t) => !covered.includes(t) && !unsampled.includes(t))).toEqual([]);
  });

  it.each(Object.entries(SIGNED_BY_C2PA_RS))(
    'a licensed %s signed by c2pa-rs (%s), named for nothing, is licensed',
    async (type, file) => {
      await mount();
      await dropBytes(new Uint8Array(await vector(file)), 'upload.bin');
      expect((await verdictFor('upload.bin')).dataset.status).toBe('licensed');
      expect(media.detect(new Uint8Array(await vector(file)))).toBe(type);
    },
  );

  it.each(registryMedia)(
    'a licensed %s, named for nothing, is licensed, and shown: a thumbnail, or a player for video and audio',
    async (type) => {
      await mount();
      await dropBytes(await licensedSample(await mediaSample(type), type), 'upload.bin');
      expect((await verdictFor('upload.bin')).dataset.status).toBe('licensed');
      const kind = type.split('/')[0];
      const noun = kind === 'image' ? 'image' : kind === 'video' ? 'video' : 'audio file';
      expect($('.banner-summary')!.textContent).toContain(
        `this ${noun} is the very file licensed, byte for byte.`,
      );
      expect(root.textContent).toContain('Content digest');
      if (kind === 'image') expect($<HTMLImageElement>('img.banner-preview')?.src).toMatch(/^blob:/);
      else expect($<HTMLMediaElement>(`${kind}.media-preview`)?.src).toMatch(/^blob:/);
    },
  );

  it.each(['video/mp4', 'audio/wav'] as const)(
    'gives a %s a player, by its bytes, whether or not the library reads it yet',
    async (type) => {
      await mount();
      await dropBytes(await mediaSample(type), 'clip.dat');
      await verdictFor('clip.dat');
      const kind = type.split('/')[0];
      const player = $<HTMLMediaElement>(`${kind}.media-preview`)!;
      expect(player.src).toMatch(/^blob:/);
      expect($('img.banner-preview')).toBeNull();
      // Its controls come once it has read the file's duration (happy-dom reads nothing: the event is ours).
      expect(player.controls).toBe(false);
      await act(() => {
        player.dispatchEvent(new Event('loadedmetadata'));
      });
      expect(player.controls).toBe(true);
    },
  );

  it('gives the player its controls a second after it appears, should the browser read nothing of the file', async () => {
    await mount();
    await dropBytes(await mediaSample('video/mp4'), 'clip.dat');
    await verdictFor('clip.dat');
    const player = $<HTMLVideoElement>('video.media-preview')!;
    expect(player.controls).toBe(false);
    await waitFor(() => player.controls, 2 * CONTROLS_AT_LATEST_MS + 1000);
  });

  it('says plainly when the browser cannot show a HEIC photo, and that it was checked all the same', async () => {
    await mount();
    await dropBytes(await mediaSample('image/heic'), 'IMG_0001.HEIC');
    await verdictFor('IMG_0001.HEIC');
    const img = await waitFor(() => $<HTMLImageElement>('img.banner-preview'));
    await act(() => {
      img.dispatchEvent(new Event('error'));
    });
    expect($('img.banner-preview')).toBeNull();
    expect($('.no-preview')!.textContent).toBe(
      'No preview: this browser cannot show HEIC or HEIF images (Safari can; Chrome, Edge and Firefox cannot). It was checked all the same: the verdict above is about its bytes.',
    );
  });

  it('says which video it cannot play when the player fails', async () => {
    await mount();
    await dropBytes(await mediaSample('video/quicktime'), 'take.mov');
    await verdictFor('take.mov');
    const video = await waitFor(() => $<HTMLVideoElement>('video.media-preview'));
    await act(() => {
      video.dispatchEvent(new Event('error'));
    });
    expect($('video.media-preview')).toBeNull();
    expect($('.no-preview')!.textContent).toContain(
      'No preview: this browser cannot play a QuickTime (MOV) video.',
    );
  });
});

describe('dropping', () => {
  it('verifies a receipt dropped as text, and an image dropped anywhere on the page', async () => {
    await mount();
    const jws = await vectorText('receipts/valid-test.jws');
    const text = new Event('drop', { bubbles: true, cancelable: true });
    Object.defineProperty(text, 'dataTransfer', { value: { files: [], getData: () => jws } });
    await act(() => {
      $('.dropzone')!.dispatchEvent(text);
    });
    expect((await waitFor(() => banner())).dataset.status).toBe('licensed');

    const bytes = await vector('images/no-manifest.jpg');
    const anywhere = new Event('drop', { bubbles: true, cancelable: true });
    const file = new File([new Uint8Array(bytes)], 'anywhere.jpg', { type: 'image/jpeg' });
    Object.defineProperty(anywhere, 'dataTransfer', { value: { files: [file] } });
    await act(() => {
      $('h1')!.dispatchEvent(anywhere);
    });
    expect((await verdictFor('anywhere.jpg')).dataset.status).toBe('no_credentials');
    expect(anywhere.defaultPrevented).toBe(true);
  });
});

describe('the receipt page', () => {
  it('renders the public JSON of /r/<id> with its verification, without taking the focus', async () => {
    await mount({ page: 'receipt', id: 'rcpt_01jb8m2k4x7q9v3n5r6t8w0y2a' });
    expect($('h1')!.textContent).toBe('License receipt');
    const shown = await waitFor(() => banner());
    expect(shown.dataset.status).toBe('licensed');
    expect($('pre.json')!.textContent).toContain('"use_status": "permitted"');
    expect(root.textContent).toContain('lrv_01jb8m2k4x7q9v3n5r6t8w0y2f');
    expect($<HTMLAnchorElement>('a[href="/"]')).not.toBeNull();
    expect(document.activeElement).not.toBe($('.banner-title'));
    expect(issuer.calls[0]).toBe(`${ISSUER}/v1/receipts/rcpt_01jb8m2k4x7q9v3n5r6t8w0y2a`);
  });

  it('says so when the issuer has no such receipt', async () => {
    await mount({ page: 'receipt', id: 'rcpt_01jb8m2k4x7q9v3n5r6t8w0y98' });
    await waitFor(() => banner());
    expect($('.technical code')!.textContent).toBe('not_found');
    expect(root.textContent).toContain('No such receipt');
  });

  it("names the receipt's issuer, and links to its page, when the page is served by another origin", async () => {
    // The server answers at 127.0.0.1 but issues receipts as https://licensing.example (say `localhost`):
    // the receipt comes from this origin, and its keys are the issuer's, which this page may not fetch.
    const here = 'http://127.0.0.1:8787';
    const calls: string[] = [];
    const served = (async (input: RequestInfo | URL) => {
      const url = new URL(String(input instanceof Request ? input.url : input));
      calls.push(url.href);
      return issuer.fetch(url.href.replace(here, ISSUER));
    }) as typeof fetch;
    verifier = new PageVerifier(
      configFor(served, { issuer: here, origin: here, allowed: [here], trustAnchorsUrl: null }),
    );
    const id = 'rcpt_01jb8m2k4x7q9v3n5r6t8w0y2a';
    await mount({ page: 'receipt', id });
    const shown = await waitFor(() => banner());
    expect(shown.dataset.status).toBe('invalid');
    expect(root.textContent).toContain(
      `This page is served by ${here}, not by the receipt’s issuer ${ISSUER}`,
    );
    expect(root.textContent).not.toContain('Could not get the issuer’s public keys');
    const link = $<HTMLAnchorElement>('a.issuer-page')!;
    expect(link.getAttribute('href')).toBe(`${ISSUER}/r/${id}`);
    expect($('.technical code')!.textContent).toBe('issuer_elsewhere');
    // Nothing was asked of the issuer itself: the page talks to its own origin only.
    expect(calls.every((c) => c.startsWith(`${here}/`))).toBe(true);
  });
});
