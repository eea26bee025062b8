/**
 * The verdict of each committed vector and each third-party file, from whichever `@tlp/core` module it is
 * handed: the sources (vectors.test.ts), the repository's build, or the installed tarball in Node, Deno,
 * Bun, workerd or Chromium (scripts/installed/). No `node:` import, so every runtime runs it.
 */
import type * as TlpCore from '@tlp/core';
import type { Vector, VectorManifest } from './manifest.js';

export type Core = Pick<
  typeof TlpCore,
  | 'verifyReceipt'
  | 'verifyAuthorization'
  | 'verifySessionToken'
  | 'verifyWebhook'
  | 'verifyContent'
  | 'readLicenseAssertion'
>;

/** What a vector's files are read through: text of a token, bytes of a medium (paths under test-vectors/). */
export interface VectorFiles {
  text(file: string): string;
  bytes(file: string): Uint8Array;
}

export interface VectorKeys {
  jwks: unknown;
  /** The vectors' root CA (keys/ca-root.pem), trusted where a vector asks. */
  rootPem: string;
}

/** The verdict `core` gives one vector of `expected.json`. */
export async function verdictOf(
  core: Core,
  manifest: VectorManifest,
  keys: VectorKeys,
  v: Vector,
  files: VectorFiles,
): Promise<{ valid: boolean; code?: string; trusted?: boolean }> {
  const { trustVectorRoot, now, ...rest } = v.options;
  // A vector's mode may be one that is no mode at all, there to be refused: the cast lets it through.
  const options = {
    issuer: manifest.issuer,
    jwks: keys.jwks,
    ...rest,
    ...(now ? { now: new Date(now) } : {}),
  } as TlpCore.VerifyOptions & Omit<Vector['options'], 'mode'>;
  switch (v.kind) {
    case 'receipt':
      return core.verifyReceipt(files.text(v.file), options);
    case 'receipt_object':
      return core.verifyReceipt(JSON.parse(files.text(v.file)), options);
    case 'authorization':
      return core.verifyAuthorization(files.text(v.file), options);
    case 'session':
      return core.verifySessionToken(files.text(v.file), options);
    case 'webhook': {
      const w = JSON.parse(files.text(v.file));
      return core.verifyWebhook(w.body, w.headers, w.secret, now ? { now: new Date(now) } : {});
    }
    case 'image':
    case 'media':
      return core.verifyContent(files.bytes(v.file), {
        ...options,
        trustAnchors: trustVectorRoot ? [keys.rootPem] : [],
      });
  }
}

/**
 * A third-party file (no TLP license in it): what `verifyContent` says with no trust anchor and no network
 * (a fetch would throw), and what `readLicenseAssertion` finds.
 */
export async function thirdPartyVerdict(core: Core, issuer: string, bytes: Uint8Array) {
  const fetch = (async () => {
    throw new Error('no fetch expected');
  }) as typeof globalThis.fetch;
  return {
    verifyContent: await core.verifyContent(bytes, { issuer, fetch }),
    readLicenseAssertion: await core.readLicenseAssertion(bytes),
  };
}

/** Every input of a verdicts run, as plain JSON (binary files in base64) so that any runtime can be handed it. */
export interface VerdictInputs {
  manifest: VectorManifest;
  keys: VectorKeys;
  /** Path under test-vectors/ → base64 of its bytes: every vector file and every third-party file. */
  files: Record<string, string>;
  /** Paths under test-vectors/ of the third-party files. */
  thirdParty: string[];
}

function fromBase64(b64: string): Uint8Array {
  const bin = atob(b64);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

/** Verdicts as JSON can carry them: bytes as hex, dates as ISO strings, no class instances. */
function plain(value: unknown): unknown {
  return JSON.parse(
    JSON.stringify(value, (_key, v) =>
      v instanceof Uint8Array ? Array.from(v, (b) => b.toString(16).padStart(2, '0')).join('') : v,
    ),
  );
}

/**
 * The verdict of every vector (keyed `kind file: description`) and every third-party file (keyed
 * `third-party file`), as plain JSON.
 */
export async function allVerdicts(core: Core, inputs: VerdictInputs): Promise<Record<string, unknown>> {
  const file = (path: string) => {
    const b64 = inputs.files[path];
    if (b64 === undefined) throw new Error(`${path}: not among the inputs`);
    return b64;
  };
  const files: VectorFiles = {
    bytes: (path) => fromBase64(file(path)),
    text: (path) => new TextDecoder().decode(fromBase64(file(path))).trim(),
  };
  const out: Record<string, unknown> = {};
  for (const v of inputs.manifest.vectors) {
    out[`${v.kind} ${v.file}: ${v.description}`] = plain(
      await verdictOf(core, inputs.manifest, inputs.keys, v, files),
    );
  }
  for (const path of inputs.thirdParty) {
    out[`third-party ${path}`] = plain(
      await thirdPartyVerdict(core, inputs.manifest.issuer, files.bytes(path)),
    );
  }
  return out;
}
