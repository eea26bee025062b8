import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { ApiInit, ApiResponse, TestServer } from './server.js';

/** Helpers for tests of checks, generations, receipts and verifications. */

export const USE = {
  modality: 'image',
  kind: 'depiction',
  purpose: 'advertising',
  commercial: true,
  channels: ['social'],
  territories: ['US'],
} as const;

export const EXECUTION = { provider: 'acme', model: 'imagegen-2' } as const;

export async function licenseIdOf(s: TestServer, handle: string): Promise<string> {
  const row = await s.deps.store.db
    .selectFrom('licenses')
    .select('id')
    .where('handle', '=', handle)
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function talentIdOf(s: TestServer, name: string, description?: string): Promise<string> {
  let q = s.deps.store.db.selectFrom('talent').select('id').where('name', '=', name);
  if (description !== undefined) q = q.where('description', '=', description);
  return (await q.executeTakeFirstOrThrow()).id;
}

export interface CheckOptions {
  use?: Record<string, unknown>;
  execution?: Record<string, unknown>;
  [field: string]: unknown;
}

/** POST /v1/checks with a prompt; other fields default to an allowed image use. */
export function postCheck(s: TestServer, prompt: string, extra: CheckOptions = {}, init: ApiInit = {}) {
  const { use, execution, ...rest } = extra;
  return s.api('/v1/checks', {
    ...init,
    body: {
      inputs: [{ role: 'prompt', text: prompt }],
      use: { ...USE, ...use },
      execution: { ...EXECUTION, ...execution },
      ...rest,
    },
  });
}

export function sha256Hex(bytes: Uint8Array | string): string {
  return createHash('sha256').update(bytes).digest('hex');
}

let pngCache: Buffer | undefined;
export async function smallPng(): Promise<Buffer> {
  pngCache ??= await sharp({ create: { width: 16, height: 16, channels: 3, background: '#c03' } })
    .png()
    .toBuffer();
  return pngCache;
}

/** A WAV file of silence: 8 kHz, 8-bit mono, `seconds` long. */
export function wav(seconds: number): Buffer {
  const rate = 8000;
  const samples = Math.round(rate * seconds);
  const b = Buffer.alloc(44 + samples, 0x80);
  b.write('RIFF', 0);
  b.writeUInt32LE(36 + samples, 4);
  b.write('WAVE', 8);
  b.write('fmt ', 12);
  b.writeUInt32LE(16, 16);
  b.writeUInt16LE(1, 20);
  b.writeUInt16LE(1, 22);
  b.writeUInt32LE(rate, 24);
  b.writeUInt32LE(rate, 28);
  b.writeUInt16LE(1, 32);
  b.writeUInt16LE(8, 34);
  b.write('data', 36);
  b.writeUInt32LE(samples, 40);
  return b;
}

export interface GenerationOptions {
  bytes?: Buffer;
  mediaType?: string;
  digestOnly?: boolean;
  sha256?: string;
  [field: string]: unknown;
}

/** POST /v1/generations for a check with (by default) a small PNG. */
export async function postGeneration(
  s: TestServer,
  check: string,
  options: GenerationOptions = {},
  init: ApiInit = {},
): Promise<ApiResponse> {
  const { bytes: given, mediaType, digestOnly, sha256, ...rest } = options;
  const bytes = given ?? (await smallPng());
  return s.api('/v1/generations', {
    ...init,
    body: {
      check,
      artifact: {
        ...(digestOnly ? {} : { data: bytes.toString('base64') }),
        sha256: sha256 ?? sha256Hex(bytes),
        media_type: mediaType ?? 'image/png',
      },
      execution: EXECUTION,
      ...rest,
    },
  });
}

export async function advance(s: TestServer, seconds: number): Promise<void> {
  const r = await s.api('/v1/test_helpers/clock/advance', { body: { seconds } });
  if (r.status !== 200) throw new Error(`clock advance failed: ${r.text}`);
}

export async function servedJwks(s: TestServer): Promise<{ keys: unknown[] }> {
  return (await s.api('/.well-known/jwks.json', { key: null })).json;
}

/** Parses with a schema of @tlp/core and reports every issue. */
export function conforms(
  schema: { safeParse(v: unknown): { success: boolean; error?: unknown } },
  value: unknown,
) {
  const r = schema.safeParse(value);
  if (!r.success) throw new Error(`does not conform: ${JSON.stringify(r.error, null, 1).slice(0, 2000)}`);
}
