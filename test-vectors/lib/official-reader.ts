/**
 * The official C2PA reader (c2pa-rs compiled to WebAssembly, `@contentauth/c2pa-wasm`) as an
 * independent judge for tests and benches: its verdict on a file, sorted into the few classes our
 * verdict codes are compared with. Node only (it reads the `.wasm` file from disk).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { initSync, WasmReader } from '@contentauth/c2pa-wasm';

/**
 * - `good`: a manifest store the official reader validates (`Valid` or `Trusted`; an untrusted
 *   signer alone keeps it `Valid`);
 * - `invalid`: it reads the store and finds it `Invalid`;
 * - `none`: no manifest store at all (`JumbfNotFound`);
 * - `remote`: no embedded store, but the file names a remote one (`RemoteManifestUrl`);
 * - `unreadable`: any other error (damaged store, unknown algorithm, prerelease format, …).
 */
export type OfficialClass = 'good' | 'invalid' | 'none' | 'remote' | 'unreadable';

export interface OfficialVerdict {
  class: OfficialClass;
  /** `validation_state` when the store was read. */
  state?: string;
  /** Failure codes of the active manifest, when the store was read. */
  failures: string[];
  /** The error, when the store was not read (`C2pa(JumbfNotFound)`, …). */
  error?: string;
  /** The remote manifest's URL, for `remote`. */
  remoteUrl?: string;
  /** The active manifest's label and assertions, when the store was read. */
  label?: string | undefined;
  assertions?: Array<{ label: string; data: unknown }>;
}

let ready = false;

/** Loads the WebAssembly module once. */
export function initOfficialReader(): void {
  if (ready) return;
  const require = createRequire(import.meta.url);
  initSync({ module: readFileSync(require.resolve('@contentauth/c2pa-wasm/c2pa.wasm')) });
  ready = true;
}

interface StatusEntry {
  code: string;
}

/**
 * The official verdict on `bytes`, never fetching a remote manifest. With `trustAnchor` (PEM) the
 * signer is checked against it (state `Trusted` when it chains). With `remoteStore` (an `application/c2pa`
 * manifest store), a file naming a remote manifest is read with that store as what its URL answers: the
 * reader checks the store against the file, as it does a store it fetched (see {@link answeringWith}).
 */
export async function officialVerdict(
  bytes: Uint8Array,
  mediaType: string,
  trustAnchor?: string,
  remoteStore?: Uint8Array,
): Promise<OfficialVerdict> {
  initOfficialReader();
  const verify: Record<string, unknown> = { remote_manifest_fetch: remoteStore !== undefined };
  if (trustAnchor) verify.verify_trust = true;
  const settings: Record<string, unknown> = { verify };
  if (trustAnchor) settings.trust = { trust_anchors: trustAnchor };
  return remoteStore
    ? answeringWith(remoteStore, () => readWith(bytes, mediaType, settings))
    : readWith(bytes, mediaType, settings);
}

/**
 * While `read` runs, every `fetch` (the reader's, of the URL a file names) answers `store` as
 * `application/c2pa`, its `url` set as a fetched response's is (the reader parses it); `fetch` is
 * restored after.
 */
async function answeringWith<T>(store: Uint8Array, read: () => Promise<T>): Promise<T> {
  const original = globalThis.fetch;
  globalThis.fetch = async (input: string | URL | Request) => {
    const response = new Response(store.slice(), { headers: { 'content-type': 'application/c2pa' } });
    const url = input instanceof Request ? input.url : String(input);
    Object.defineProperty(response, 'url', { value: url });
    return response;
  };
  try {
    return await read();
  } finally {
    globalThis.fetch = original;
  }
}

async function readWith(
  bytes: Uint8Array,
  mediaType: string,
  settings: Record<string, unknown>,
): Promise<OfficialVerdict> {
  let reader: WasmReader;
  try {
    // The reader may keep a view of the bytes: give it a copy, so that callers can reuse theirs.
    reader = await WasmReader.fromBytes(mediaType, bytes.slice(), JSON.stringify(settings));
  } catch (error) {
    const text = String(error);
    const remote = /RemoteManifestUrl\("([^"]*)"\)/.exec(text);
    if (remote) return { class: 'remote', failures: [], error: text, remoteUrl: remote[1] };
    if (text.includes('JumbfNotFound')) return { class: 'none', failures: [], error: text };
    return { class: 'unreadable', failures: [], error: text };
  }
  try {
    const store = JSON.parse(reader.json()) as {
      validation_state: string;
      validation_status?: StatusEntry[];
      validation_results?: { activeManifest?: { failure?: StatusEntry[] } };
    };
    const failures = (store.validation_results?.activeManifest?.failure ?? store.validation_status ?? []).map(
      (s) => s.code,
    );
    const state = store.validation_state;
    const good = state === 'Valid' || state === 'Trusted';
    const manifest = reader.activeManifest() as {
      assertions?: Array<{ label: string; data: unknown }>;
    } | null;
    return {
      class: good ? 'good' : 'invalid',
      state,
      failures,
      label: reader.activeLabel(),
      assertions: manifest?.assertions ?? [],
    };
  } catch (error) {
    // A store it reads but cannot report (a CBOR integer past JavaScript's numbers, …).
    return { class: 'unreadable', failures: [], error: String(error) };
  } finally {
    reader.free();
  }
}
