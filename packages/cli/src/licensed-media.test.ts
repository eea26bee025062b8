/**
 * End to end, for every medium the library reads: a product submits its outputs through the sandbox
 * (video as `video`, speech as `speech`, images as `image`), gets their receipts, embeds each license into
 * its output with `embedLicenseAssertion`, and both `verifyContent` and `tlp verify` (one folder of all of
 * them, named for nothing) call every one valid. The media come from the container formats registry of
 * `@tlp/core`: PNG and JPEG today, and each format as it lands (MP4 and WAV make the video and speech
 * outputs of the issue), with no change here.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { embedLicenseAssertion, loadMediaSupport, verifyContent } from '@tlp/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCertificates, type TestCertificateChain } from '../../../test-vectors/lib/certificates.js';
import {
  mediaSample,
  SAMPLE_MEDIA_TYPES,
  type SampleMediaType,
  sha256Hex,
} from '../../../test-vectors/lib/media-samples.js';
import { advance, postCheck, postGeneration, servedJwks } from '../../server/src/test-harness/decisions.js';
import { startTestServer, type TestServer } from '../../server/src/test-harness/server.js';
import { run } from './run.js';
import { mediaKind } from './verify-input.js';

const media = await loadMediaSupport();
/** Every medium the registry reads, by the sample of it. */
const registryMedia = SAMPLE_MEDIA_TYPES.filter((t) => media.normalize(t) === t);

/** The use's modality for an output of each kind, and a prompt naming nobody (an allowed check). */
const USE_OF = {
  image: { modality: 'image', prompt: 'A red bicycle against a white wall' },
  video: { modality: 'video', prompt: 'A red bicycle rolling down a hill at dawn' },
  audio: { modality: 'speech', prompt: 'A narrator reads tomorrow’s weather forecast' },
} as const;

let s: TestServer;
let dir: string;
let signer: TestCertificateChain;
const licensed = new Map<SampleMediaType, Uint8Array>();

beforeAll(async () => {
  [s, dir, signer] = await Promise.all([
    startTestServer(),
    mkdtemp(join(tmpdir(), 'tlp-licensed-media-')),
    createTestCertificates().then((c) => c.trusted),
  ]);
  await writeFile(join(dir, 'root.pem'), signer.rootPem);
});
afterAll(async () => {
  await s?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('licensed media, from the sandbox to tlp verify', () => {
  it('the registry reads PNG and JPEG, and the samples cover every medium it reads but those c2pa-rs signed', () => {
    expect(registryMedia).toEqual(expect.arrayContaining(['image/png', 'image/jpeg']));
    // Formats the library reads but does not write (decision 34), and AVI and FLAC: the sandbox has no
    // sample of them; their licensed files are c2pa-rs's (test-vectors/c2pa-rs-signed/; for PDF its own
    // signed fixture), verified by tlp verify in run.test.ts with every other vector.
    const signedByC2paRs = [
      'image/gif',
      'image/tiff',
      'image/x-adobe-dng',
      'image/x-sony-arw',
      'image/x-nikon-nef',
      'image/svg+xml',
      'application/pdf',
      'video/avi',
      'audio/flac',
    ];
    expect(
      media.mediaTypes.filter(
        (t) => !registryMedia.includes(t as SampleMediaType) && !signedByC2paRs.includes(t),
      ),
    ).toEqual([]);
  });

  it.each(registryMedia)(
    'a %s output: submitted, allowed with a receipt, licensed in its bytes, valid for verifyContent',
    async (type) => {
      const kind = mediaKind(type) as keyof typeof USE_OF; // no PDF is generated
      const use = USE_OF[kind];
      const check = await postCheck(s, use.prompt, { use: { modality: use.modality } });
      expect(check.json.status, check.text).toBe('allowed');
      const bytes = await mediaSample(type);
      // The sandbox cannot decode a HEIC coded with HEVC (docs/decisions/): its digest alone is recorded.
      const attested = type === 'image/heic';
      let generation = await postGeneration(s, check.json.id, {
        bytes: Buffer.from(bytes),
        mediaType: type,
        c2pa_signer: signer.leafSha256,
        ...(attested ? { digestOnly: true } : {}),
      });
      if (generation.status === 202) {
        // Video (and long audio) is decided moments later.
        expect(generation.json.status).toBe('checking');
        await advance(s, 2);
        generation = await s.api(`/v1/generations/${generation.json.id}`);
      }
      expect(generation.json).toMatchObject({
        status: 'allowed',
        assurance: attested ? 'attested' : 'observed',
        artifact: { sha256: sha256Hex(bytes), media_type: type },
        c2pa: { label: 'ai.tlp.license', data: { receipt: expect.any(String) } },
      });

      const output = await embedLicenseAssertion(bytes, type, generation.json.c2pa.data, {
        certificate: signer.leafPem,
        privateKey: signer.leafKeyPem,
      });
      licensed.set(type, output);
      const verdict = await verifyContent(output, {
        issuer: s.origin,
        mode: 'test',
        jwks: await servedJwks(s),
        trustAnchors: [signer.rootPem],
      });
      expect(verdict, JSON.stringify(verdict)).toMatchObject({
        valid: true,
        trusted: true,
        mediaType: type,
        contentMatches: true,
        contentDigest: `sha256:${sha256Hex(bytes)}`,
      });
      if (verdict.valid) expect(verdict.receipt.claims.jti).toBe(generation.json.receipt);
    },
  );

  it('tlp verify checks the folder of them, a line each, every one ok, by the issuer’s keys', async () => {
    expect(licensed.size).toBe(registryMedia.length);
    const names = new Map<string, SampleMediaType>();
    for (const [i, [type, bytes]] of [...licensed].entries()) {
      const name = `output-${String(i).padStart(2, '0')}.bin`; // named for nothing: the bytes decide
      names.set(name, type);
      await writeFile(join(dir, name), bytes);
    }
    let stdout = '';
    const code = await run(
      [
        'verify',
        dir,
        '--issuer',
        s.origin,
        '--mode',
        'test',
        '--trust-anchor',
        join(dir, 'root.pem'),
        '--json',
      ],
      {
        stdout: { write: (t: string) => (stdout += t) },
        stderr: { write: () => true, isTTY: false, columns: 80 },
        fetch: globalThis.fetch,
        env: {},
      },
    );
    const lines = stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const files = lines.filter((l) => String(l.input).endsWith('.bin'));
    expect(
      files.map((l) => [String(l.input).slice(dir.length + 1), l.type, l.media_type, l.outcome]),
    ).toEqual([...names].map(([name, type]) => [name, mediaKind(type), type, 'ok']));
    // root.pem is text, not a receipt: the one unsupported line, exit bit 8.
    expect(lines.at(-1)).toMatchObject({ summary: { total: names.size + 1, valid: names.size, exit: 8 } });
    expect(code).toBe(8);
  });
});
