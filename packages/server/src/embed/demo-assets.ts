import { embedLicenseAssertion } from '@tlp/core';
import type { Hono } from 'hono';
import sharp from 'sharp';
import type { AppDeps, AppEnv } from '../app-env.js';
import { generateApiKey } from '../keys/api-keys.js';
import { insertApiKey, revokeApiKey } from '../keys/key-rows.js';
import { sha256Hex } from '../lib/digest.js';
import { bmff, wav } from '../media/sample-media.js';
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
  receipt_id: string;
  label: string;
  data: { receipt: string; verify_url: string };
}

const META_KEY = 'embed_demo_receipt';

/**
 * What each sample licenses: Ada Vance's likeness for the images; the fixture licenses cover images only,
 * so the video and the voice are generations that depict no talent, cleared all the same.
 */
const SAMPLE_USES: Record<string, { prompt: string; modality: string }> = {
  'image/jpeg': { prompt: 'Ada Vance holding a coffee cup', modality: 'image' },
  'image/png': { prompt: 'Ada Vance holding a coffee cup', modality: 'image' },
  'video/mp4': { prompt: 'A red bicycle leaning on a wall', modality: 'video' },
  'audio/wav': { prompt: 'A calm tone, no voice', modality: 'speech' },
};

/** A picture drawn for the demo (SVG rendered by sharp: the same bytes on every start). */
function picture(title: string, subtitle: string, hue: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400" viewBox="0 0 640 400">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${hue},55%,78%)"/><stop offset="1" stop-color="hsl(${hue + 40},50%,45%)"/>
  </linearGradient></defs>
  <rect width="640" height="400" fill="url(#g)"/>
  <circle cx="320" cy="150" r="70" fill="hsl(${hue},30%,92%)" opacity="0.9"/>
  <path d="M190 400 C200 260 440 260 450 400 Z" fill="hsl(${hue},30%,92%)" opacity="0.9"/>
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
  const response = await app.request(path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
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
  const stored = await deps.store.getMeta(metaKey);
  if (stored) {
    const known = JSON.parse(stored) as DemoReceipt;
    if (known.sha256 === sha256) return known;
  }
  const account = await deps.store.db
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
    const use = SAMPLE_USES[mediaType] ?? SAMPLE_USES['image/jpeg']!;
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
    const c2pa = generation.c2pa as { label: string; data: DemoReceipt['data'] } | null;
    if (!c2pa || typeof generation.receipt !== 'string') {
      throw new Error(`demo: the generation is ${String(generation.status)}, with no receipt`);
    }
    const receipt: DemoReceipt = {
      sha256,
      receipt_id: generation.receipt,
      label: c2pa.label,
      data: c2pa.data,
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
  const portrait = new Uint8Array(await picture('Ada Vance', 'a sandbox talent · generated, licensed', 200));
  const plain = new Uint8Array(await picture('A landscape', 'no license, no credentials', 30));
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
      { label: receipt.label },
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
