/**
 * The messages between the page's side of the embed and its verifier worker (`tlp-embed.worker.js`).
 * The worker says `ready` once the verifier is loaded; then each job carries an id its reply repeats.
 * An image's bytes are transferred to the worker, not copied.
 */
import type { EmbedSettings } from './settings.js';
import type { EmbedVerdict } from './verdict.js';

export type VerifierJob =
  | { id: number; kind: 'image'; bytes: Uint8Array; settings: EmbedSettings }
  | { id: number; kind: 'receipt'; receiptId: string; issuer: string | null; settings: EmbedSettings };

export type VerifierReply =
  | { ready: true }
  | { id: number; verdict: EmbedVerdict }
  | { id: number; error: string };
