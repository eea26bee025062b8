import type { GenerationCreateRequest } from '@tlp/core/schemas';
import type { AppDeps, AuthContext } from '../app-env.js';
import { findCheck } from '../checks/check-rows.js';
import { type LoadedCheck, loadOwnCheck, parseCheck, saveCheck } from '../checks/checks.js';
import { accountNow } from '../clock.js';
import { generationRequestDigest, requestDigest } from '../evaluation/request-digest.js';
import { sha256Hex } from '../lib/digest.js';
import { Refusal } from '../lib/refusal.js';
import type { GenerationObject } from '../lib/wire-types.js';
import { essence, INLINE_AUDIO_LIMIT_MS, isAccepted, startInspection } from '../media/inspect-artifact.js';
import { outputMediumProblem } from '../media/output-medium.js';
import { FINGERPRINTED_TYPES, imageCodeOf } from '../soft-bindings/fingerprint.js';
import { storedCode } from '../soft-bindings/generation-binding.js';
import type { ImageCode } from '../soft-bindings/image-code.js';
import type { Db } from '../store/index.js';
import { generationOfCandidate, insertGeneration } from './generation-rows.js';
import {
  ASYNC_DECISION_MS,
  decideGeneration,
  type GenerationPrivate,
  type LoadedGeneration,
} from './generations.js';
import { newGenerationObject } from './object.js';

/** The 409s of POST /generations, in the order they are checked: the first that applies, or null. */
async function gate(db: Db, loaded: LoadedCheck, candidate: number, now: Date): Promise<Refusal | null> {
  const { check } = loaded;
  if (check.status !== 'allowed' || !check.authorization) {
    return new Refusal(
      'check_not_allowed',
      'check',
      `the check's decision is ${check.decision ?? 'pending'} (status ${check.status}), not allow: do not submit`,
    );
  }
  const existing = await generationOfCandidate(db, check.id, candidate);
  if (existing) {
    return new Refusal(
      'generation_already_submitted',
      'candidate_index',
      `candidate ${candidate} of ${check.id} already has the generation ${existing.id}`,
    );
  }
  const auth = check.authorization;
  if (auth.generations_used >= auth.max_generations) {
    return new Refusal(
      'authorization_consumed',
      undefined,
      `all ${auth.max_generations} generations of the authorization are used: make a new check`,
    );
  }
  if (Date.parse(auth.expires_at) <= now.getTime()) {
    return new Refusal(
      'check_expired',
      undefined,
      `the authorization expired at ${auth.expires_at}: make a new check`,
    );
  }
  if (candidate >= auth.max_generations) {
    return new Refusal(
      'parameter_invalid',
      'candidate_index',
      `candidate_index must be below max_generations (${auth.max_generations})`,
    );
  }
  return null;
}

export interface SubmitGenerationOptions {
  /** `artifact.data` as sent (base64), taken out of the body before validation; undefined for a digest only. */
  data: string | undefined;
  /** The request body as received: its canonical digest is the generation's `request_digest`. */
  rawBody: Record<string, unknown>;
}

/** A generation submitted: its object, as stored and answered. */
export interface GenerationSubmitted {
  generation: GenerationObject;
  /** The generation's JSON, serialised once: the answer, the stored row and a key's outcome are these bytes. */
  json: string;
  /** Milliseconds until a pending decision (`checking`: video, long audio) is made; null when decided. */
  decidedInMs: number | null;
}

/**
 * A submission checked and ready to store. `apply` is its effect, run inside the caller's transaction
 * (which also holds the request's `Idempotency-Key` outcome): it reads the check again (`FOR UPDATE`),
 * consumes its authorization, decides (or schedules) the generation with its receipt and stores it. If the
 * check changed meanwhile (a concurrent submission took the last generation) it throws the `Refusal`,
 * and the transaction writes nothing.
 */
export interface GenerationToSubmit {
  apply(trx: Db): Promise<GenerationSubmitted>;
}

/**
 * POST /v1/generations without HTTP: gates the check (the 409s), checks and inspects the bytes and builds
 * the generation. Returns its effect, to run in one transaction (see {@link GenerationToSubmit}), or the
 * refusal.
 *
 * @example
 * const submission = await submitGeneration(deps, auth, request, { data, rawBody });
 * if (submission instanceof Refusal) throw submission;
 * const { generation } = await deps.store.transaction((trx) => submission.apply(trx));
 */
export async function submitGeneration(
  deps: AppDeps,
  auth: AuthContext,
  body: GenerationCreateRequest,
  options: SubmitGenerationOptions,
): Promise<GenerationToSubmit | Refusal> {
  const { data, rawBody: raw } = options;
  const now = accountNow(deps.clock, auth);
  const candidate = body.candidate_index ?? 0;
  const first = await loadOwnCheck(deps, auth, body.check, 'check');
  const refused = await gate(deps.store.db, first, candidate, now);
  if (refused) return refused;

  // The bytes: canonical base64, exact digest, then decoded as their declared type. The decoding (the
  // longest step) starts first, on libuv's threads once the header is read, and this thread checks the
  // base64 and the digest and computes the request digest meanwhile; the refusals still come in that
  // order (a decoding whose bytes are then refused is left to finish, unread).
  const declared = body.artifact.media_type;
  let mediaType = essence(declared);
  let durationMs: number | null = null;
  const assurance = data === undefined ? 'attested' : 'observed';
  let digest: string;
  let code: ImageCode | null = null;
  if (data !== undefined) {
    const bytes = Buffer.from(data, 'base64');
    const started = await startInspection(bytes, declared, { maxPixels: deps.config.maxImagePixels });
    // An image's fingerprint (its soft binding) is computed beside the decoding, on libuv's threads too;
    // it never fails the generation (bytes it cannot read simply have none).
    const fingerprint = FINGERPRINTED_TYPES.includes(mediaType)
      ? imageCodeOf(bytes, { maxPixels: deps.config.maxImagePixels })
      : null;
    if (bytes.toString('base64') !== data) {
      return new Refusal(
        'parameter_invalid',
        'artifact.data',
        'artifact.data must be base64 (RFC 4648, with padding)',
      );
    }
    if (sha256Hex(bytes) !== body.artifact.sha256) {
      return new Refusal(
        'artifact_digest_mismatch',
        'artifact.sha256',
        'the SHA-256 of the decoded artifact.data differs from artifact.sha256',
      );
    }
    digest = generationRequestDigest(raw, data);
    const inspection = await started.inspection;
    if (!inspection.ok) {
      return new Refusal(
        inspection.code,
        inspection.code === 'unsupported_media_type' ? 'artifact.media_type' : 'artifact.data',
        inspection.detail,
      );
    }
    mediaType = inspection.mediaType;
    durationMs = inspection.durationMs;
    code = fingerprint && FINGERPRINTED_TYPES.includes(mediaType) ? await fingerprint : null;
  } else {
    if (!isAccepted(mediaType)) {
      return new Refusal('unsupported_media_type', 'artifact.media_type', `${declared} is not accepted`);
    }
    digest = requestDigest(raw);
  }
  const otherMedium = outputMediumProblem(mediaType, first.check.use.modality);
  if (otherMedium) return new Refusal('unsupported_media_type', 'artifact.media_type', otherMedium);
  const later =
    mediaType.startsWith('video/') ||
    (mediaType.startsWith('audio/') && durationMs !== null && durationMs > INLINE_AUDIO_LIMIT_MS);

  const metadata = body.metadata ?? {};
  const outcome = metadata['sandbox.outcome'];
  const id = deps.ids('gen');
  const generation = newGenerationObject(body, {
    id,
    livemode: auth.livemode,
    now,
    candidate,
    mediaType,
    durationMs,
    assurance,
  });
  const priv: GenerationPrivate = {
    request_digest: digest,
    ...(body.c2pa_signer !== undefined ? { c2pa_signer: body.c2pa_signer } : {}),
    ...(typeof outcome === 'string' ? { outcome } : {}),
    licenses: first.priv.licenses,
    talent: first.check.talent.map((t) => t.talent),
    obligations: first.check.obligations,
    use: first.check.use,
    ...(code ? { image_code: storedCode(code) } : {}),
  };
  const loaded: LoadedGeneration = {
    row: {
      id,
      account_id: auth.account.id,
      livemode: auth.livemode ? 1 : 0,
      check_id: body.check,
      candidate_index: candidate,
      status: 'checking',
      decide_at: later ? new Date(now.getTime() + ASYNC_DECISION_MS).toISOString() : null,
      data: '',
      private: JSON.stringify(priv),
      created_at: generation.created_at,
    },
    generation,
    priv,
  };
  // The generation, the check's consumption, the receipt (and the caller's Idempotency-Key outcome) are
  // one transaction. The check is read again inside it, so that two concurrent submissions cannot both
  // take the last generation.
  return {
    async apply(trx) {
      const row = await findCheck(trx, body.check, { forUpdate: true });
      if (!row) throw new Error(`the check ${body.check} is gone`);
      const check = parseCheck(row);
      const changed = await gate(trx, check, candidate, now);
      if (changed) throw changed;
      check.check.authorization!.generations_used += 1;
      await saveCheck(trx, check);
      if (!later) await decideGeneration(deps, trx, loaded, now);
      const json = JSON.stringify(generation);
      loaded.row.status = generation.status;
      loaded.row.data = json;
      await insertGeneration(
        trx,
        loaded.row,
        priv.licenses.map((l) => l.license),
      );
      return { generation, json, decidedInMs: later ? ASYNC_DECISION_MS : null };
    },
  };
}
