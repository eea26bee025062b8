import { embedLicenseAssertion, type SoftBindingAssertion } from '@tlp/core';
import type { Hono } from 'hono';
import sharp from 'sharp';
import type { AppDeps, AppEnv } from '../app-env.js';
import { SAMPLES_STUDIO } from '../fixtures/data.js';
import { insertFixtureLicense } from '../fixtures/seed.js';
import { ownRequest } from '../http/request-id/index.js';
import { generateApiKey } from '../keys/api-keys.js';
import { insertApiKey, revokeApiKey } from '../keys/key-rows.js';
import { sha256Hex } from '../lib/digest.js';
import { bmff, wav } from '../media/sample-media.js';
import { FINGERPRINTED_TYPES } from '../soft-bindings/fingerprint.js';
import { insertAccount } from '../store/accounts.js';
import type { DemoSigner } from './demo-signer.js';

/** What the demo page shows (three images and the receipt they name), and the sandbox's other samples. */
export interface DemoAssets {
  /** Carries a valid license assertion and receipt for its own pixels. */
  licensed: Uint8Array;
  /** The same portrait as a PNG, a 2 s MP4 video and a 2 s WAV tone, each licensed on its own receipt. */
  licensedPng: Uint8Array;
  licensedMp4: Uint8Array;
  licensedWav: Uint8Array;
  /** The licensed JPEG's receipt, as its compact JWS. */
  receiptJws: string;
  /** The licensed file with one byte of its image data changed after signing. */
  tampered: Uint8Array;
  /** An image with no manifest at all. */
  plain: Uint8Array;
  receiptId: string;
}

interface DemoReceipt {
  sha256: string;
  /** The prompt it was issued for: a receipt issued for another (an older sandbox's) is issued again. */
  prompt?: string;
  receipt_id: string;
  label: string;
  data: { receipt: string; verify_url: string };
  /** The image's soft binding, for the images the service fingerprints. */
  soft_binding?: SoftBindingAssertion;
}

const META_KEY = 'embed_demo_receipt';

/**
 * What each sample licenses, all of Ada Vance: her likeness in the images, under the sandbox account's
 * fixture license (which covers images only); her likeness in the video and her voice in the audio,
 * under the samples studio's license (`SAMPLES_STUDIO`), checked with the studio's own key.
 */
const SAMPLE_USES: Record<string, { prompt: string; modality: string; studio: boolean }> = {
  'image/jpeg': { prompt: 'Ada Vance holding a coffee cup', modality: 'image', studio: false },
  'image/png': { prompt: 'Ada Vance holding a coffee cup', modality: 'image', studio: false },
  'video/mp4': { prompt: 'Ada Vance waving from a red bicycle', modality: 'video', studio: true },
  'audio/wav': { prompt: 'Ada Vance reading a short welcome', modality: 'speech', studio: true },
};

/** The `meta` key of the samples studio's account. */
const STUDIO_KEY = 'samples_studio_account';

/**
 * The account of the samples studio, made (with its license) the first time the samples are signed in
 * a database, once however many processes sign them at once.
 */
async function samplesStudio(deps: AppDeps): Promise<string> {
  const known = await deps.store.getMeta(STUDIO_KEY);
  if (known) return known;
  return deps.store.transaction(
    async (trx) => {
      await deps.store.lock(trx, 'tlp:samples-studio');
      const made = await trx
        .selectFrom('meta')
        .select('value')
        .where('key', '=', STUDIO_KEY)
        .executeTakeFirst();
      if (made) return made.value;
      const talent = await trx
        .selectFrom('talent')
        .select('id')
        .where('name', '=', SAMPLES_STUDIO.talent)
        .where('livemode', '=', 0)
        .executeTakeFirstOrThrow();
      const facets = await trx
        .selectFrom('facets')
        .select(['id', 'type'])
        .where('talent_id', '=', talent.id)
        .execute();
      const t0 = deps.clock.now();
      const accountId = deps.ids('acct');
      await insertAccount(trx, {
        id: accountId,
        displayName: SAMPLES_STUDIO.displayName,
        createdAt: new Date(t0).toISOString(),
      });
      await insertFixtureLicense(trx, {
        ids: deps.ids,
        t0,
        talentId: talent.id,
        licenseeId: accountId,
        license: SAMPLES_STUDIO.license,
        ctx: {
          facets: Object.fromEntries(facets.map((f) => [f.type, f.id])),
          otherPlatformAccount: '',
        },
      });
      await deps.store.setMeta(trx, STUDIO_KEY, accountId);
      return accountId;
    },
    { changes: { auth: true } },
  );
}

/**
 * What a demo picture shows: a person (the licensed portrait), or a landscape. Their layouts differ, as
 * two photographs' do: with the same one, the landscape's fingerprint was 6 bits from the portrait's,
 * within the match distance, and the plain sample was recognised as the licensed one.
 */
const SCENES = {
  portrait: (hue: number) => `
  <circle cx="320" cy="150" r="70" fill="hsl(${hue},30%,92%)" opacity="0.9"/>
  <path d="M190 400 C200 260 440 260 450 400 Z" fill="hsl(${hue},30%,92%)" opacity="0.9"/>`,
  landscape: (hue: number) => `
  <circle cx="520" cy="110" r="48" fill="hsl(45,90%,85%)"/>
  <path d="M0 290 C120 200 240 230 340 280 C430 320 540 220 640 250 L640 400 L0 400 Z" fill="hsl(${hue + 80},35%,30%)"/>
  <path d="M0 340 C160 300 320 360 640 320 L640 400 L0 400 Z" fill="hsl(${hue + 90},40%,20%)"/>`,
};

/** A picture drawn for the demo (SVG rendered by sharp: the same bytes on every start). */
function picture(title: string, subtitle: string, hue: number, scene: keyof typeof SCENES): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400" viewBox="0 0 640 400">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${hue},55%,78%)"/><stop offset="1" stop-color="hsl(${hue + 40},50%,45%)"/>
  </linearGradient></defs>
  <rect width="640" height="400" fill="url(#g)"/>${SCENES[scene](hue)}
  <text x="24" y="44" font-family="sans-serif" font-size="26" font-weight="bold" fill="#1a1a1a">${title}</text>
  <text x="24" y="74" font-family="sans-serif" font-size="16" fill="#1a1a1a">${subtitle}</text>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/** Flips one bit in the middle of a JPEG's entropy-coded data, away from any 0xFF marker byte. */
export function changeOneImageByte(jpeg: Uint8Array): Uint8Array {
  const out = new Uint8Array(jpeg);
  let sos = -1;
  for (let i = 0; i < out.length - 1; i++) if (out[i] === 0xff && out[i + 1] === 0xda) sos = i;
  const headerLength = ((out[sos + 2] as number) << 8) | (out[sos + 3] as number);
  let at = sos + 2 + headerLength + Math.floor((out.length - sos) / 2);
  while (out[at] === 0xff || out[at - 1] === 0xff || ((out[at] as number) ^ 0x10) === 0xff) at++;
  out[at] = (out[at] as number) ^ 0x10;
  return out;
}

async function post(app: Hono<AppEnv>, key: string, path: string, body?: unknown) {
  const request = new Request(`http://localhost${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  // The server's own work: logged at debug, not as a visitor's request.
  const response = await app.request(ownRequest(request));
  const json = (await response.json()) as Record<string, unknown>;
  if (response.status !== 200 && response.status !== 201 && response.status !== 202) {
    throw new Error(`demo: ${path} answered ${response.status}: ${JSON.stringify(json).slice(0, 300)}`);
  }
  return json;
}

/**
 * The demo's receipt, issued once per database through the API itself (a check for Ada Vance, then a
 * generation of the demo picture) with a one-off test key that is revoked right after; kept in `meta`
 * so that later starts show the same receipt.
 */
async function demoReceipt(
  app: Hono<AppEnv>,
  deps: AppDeps,
  image: Uint8Array,
  mediaType = 'image/jpeg',
): Promise<DemoReceipt> {
  const sha256 = sha256Hex(image);
  const metaKey = mediaType === 'image/jpeg' ? META_KEY : `${META_KEY}:${mediaType}`;
  const use = SAMPLE_USES[mediaType] ?? SAMPLE_USES['image/jpeg']!;
  const stored = await deps.store.getMeta(metaKey);
  if (stored) {
    const known = JSON.parse(stored) as DemoReceipt;
    // A receipt kept by a version that did not fingerprint images is issued again, with its soft binding.
    const complete = known.soft_binding !== undefined || !FINGERPRINTED_TYPES.includes(mediaType);
    if (known.sha256 === sha256 && known.prompt === use.prompt && complete) return known;
  }
  const account = use.studio
    ? { id: await samplesStudio(deps) }
    : await deps.store.db
        .selectFrom('accounts')
        .select('id')
        .orderBy('created_at')
        .orderBy('id')
        .executeTakeFirstOrThrow();
  const key = generateApiKey('test');
  const keyId = deps.ids('key');
  const now = new Date(deps.clock.now()).toISOString();
  await insertApiKey(deps.store.db, {
    id: keyId,
    accountId: account.id,
    livemode: 0,
    key,
    scopes: null,
    createdAt: now,
  });
  try {
    const execution = { provider: 'tlp-sandbox', model: 'embed-demo' };
    const check = await post(app, key, '/v1/checks', {
      inputs: [{ role: 'prompt', text: use.prompt }],
      use: {
        modality: use.modality,
        kind: 'depiction',
        purpose: 'advertising',
        commercial: true,
        channels: ['web'],
        territories: ['US'],
      },
      execution,
    });
    if (check.decision !== 'allow')
      throw new Error(
        `demo: the ${mediaType} check was ${String(check.decision)}, not allow: ${JSON.stringify(check.reasons ?? null).slice(0, 400)}`,
      );
    let generation = await post(app, key, '/v1/generations', {
      check: check.id,
      artifact: { data: Buffer.from(image).toString('base64'), sha256, media_type: mediaType },
      execution,
    });
    // A video is decided moments later (ASYNC_DECISION_MS): read it again until it is.
    for (let tries = 0; generation.status === 'checking' && tries < 20; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      generation = await post(app, key, `/v1/generations/${String(generation.id)}`);
    }
    const c2pa = generation.c2pa as Pick<DemoReceipt, 'label' | 'data' | 'soft_binding'> | null;
    if (!c2pa || typeof generation.receipt !== 'string') {
      throw new Error(`demo: the generation is ${String(generation.status)}, with no receipt`);
    }
    const receipt: DemoReceipt = {
      sha256,
      prompt: use.prompt,
      receipt_id: generation.receipt,
      label: c2pa.label,
      data: c2pa.data,
      ...(c2pa.soft_binding ? { soft_binding: c2pa.soft_binding } : {}),
    };
    await deps.store.setMeta(deps.store.db, metaKey, JSON.stringify(receipt));
    return receipt;
  } finally {
    await revokeApiKey(deps.store, keyId, new Date(deps.clock.now()).toISOString());
  }
}

/** Draws the demo's pictures, issues (or finds) their receipt and signs the licensed one. */
export async function createDemoAssets(
  app: Hono<AppEnv>,
  deps: AppDeps,
  signer: DemoSigner,
): Promise<DemoAssets> {
  const portrait = new Uint8Array(
    await picture('Ada Vance', 'a sandbox talent · generated, licensed', 200, 'portrait'),
  );
  const plain = new Uint8Array(await picture('A landscape', 'no license, no credentials', 30, 'landscape'));
  const png = new Uint8Array(await sharp(portrait).png().toBuffer());
  const mp4 = bmff(['isom', 'isom', 'iso2', 'mp41'], 'vide');
  const voice = wav();
  // One after the other: each issues its receipt through the API, in the one sandbox database.
  const sign = async (bytes: Uint8Array, mediaType: string) => {
    const receipt = await demoReceipt(app, deps, bytes, mediaType);
    const signed = await embedLicenseAssertion(
      bytes,
      mediaType,
      receipt.data,
      { certificate: signer.certificatePem, privateKey: signer.privateKey },
      { label: receipt.label, ...(receipt.soft_binding ? { softBinding: receipt.soft_binding } : {}) },
    );
    return { receipt, signed };
  };
  const jpeg = await sign(portrait, 'image/jpeg');
  const receipt = jpeg.receipt;
  const licensed = jpeg.signed;
  return {
    licensed,
    licensedPng: (await sign(png, 'image/png')).signed,
    licensedMp4: (await sign(mp4, 'video/mp4')).signed,
    licensedWav: (await sign(voice, 'audio/wav')).signed,
    receiptJws: receipt.data.receipt,
    tampered: changeOneImageByte(licensed),
    plain,
    receiptId: receipt.receipt_id,
  };
}
