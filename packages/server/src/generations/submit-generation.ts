import type { GenerationCreateRequest } from '@tlp/core/schemas';
import type { AppDeps, AuthContext, IdempotencyClaim } from '../app-env.js';
import { findCheck } from '../checks/check-rows.js';
import { type LoadedCheck, loadOwnCheck, parseCheck, saveCheck } from '../checks/checks.js';
import { accountNow } from '../clock.js';
import { generationRequestDigest, requestDigest } from '../evaluation/request-digest.js';
import { ApiError } from '../http/errors/index.js';
import { type Answer, commit, jsonAnswer } from '../http/idempotency/index.js';
import { sha256Hex } from '../lib/digest.js';
import type { GenerationObject } from '../lib/wire-types.js';
import { essence, INLINE_AUDIO_LIMIT_MS, isAccepted, startInspection } from '../media/inspect-artifact.js';
import { outputMediumProblem } from '../media/output-medium.js';
import type { Db } from '../store/index.js';
import { generationOfCandidate, insertGeneration } from './generation-rows.js';
import {
  ASYNC_DECISION_MS,
  decideGeneration,
  type GenerationPrivate,
  type LoadedGeneration,
} from './generations.js';

/** The 409s of POST /generations, in the order they are checked. */
async function gate(db: Db, loaded: LoadedCheck, candidate: number, now: Date): Promise<void> {
  const { check } = loaded;
  if (check.status !== 'allowed' || !check.authorization) {
    throw new ApiError('check_not_allowed', {
      param: 'check',
      detail: `the check's decision is ${check.decision ?? 'pending'} (status ${check.status}), not allow: do not submit`,
    });
  }
  const existing = await generationOfCandidate(db, check.id, candidate);
  if (existing) {
    throw new ApiError('generation_already_submitted', {
      param: 'candidate_index',
      detail: `candidate ${candidate} of ${check.id} already has the generation ${existing.id}`,
    });
  }
  const auth = check.authorization;
  if (auth.generations_used >= auth.max_generations) {
    throw new ApiError('authorization_consumed', {
      detail: `all ${auth.max_generations} generations of the authorization are used: make a new check`,
    });
  }
  if (Date.parse(auth.expires_at) <= now.getTime()) {
    throw new ApiError('check_expired', {
      detail: `the authorization expired at ${auth.expires_at}: make a new check`,
    });
  }
  if (candidate >= auth.max_generations) {
    throw new ApiError('parameter_invalid', {
      param: 'candidate_index',
      detail: `candidate_index must be below max_generations (${auth.max_generations})`,
    });
  }
}

export interface SubmitGenerationOptions {
  /** `artifact.data` as sent (base64), taken out of the body before validation; undefined for a digest only. */
  data: string | undefined;
  /** The request body as received: its canonical digest is the generation's `request_digest`. */
  rawBody: Record<string, unknown>;
  /** The request's `Idempotency-Key` claim: its outcome is written in the generation's own transaction. */
  idempotency: IdempotencyClaim | null;
}

/**
 * POST /v1/generations without HTTP: gates the check (the 409s), checks and inspects the bytes, builds the
 * generation, and in one transaction consumes the check's authorization, decides (or schedules) the
 * generation with its receipt, stores it and the idempotency outcome. Returns the answer, its status
 * (200, or 202 while a decision is pending) and headers. Throws `ApiError` for a refusal.
 */
export async function submitGeneration(
  deps: AppDeps,
  auth: AuthContext,
  body: GenerationCreateRequest,
  options: SubmitGenerationOptions,
): Promise<Answer> {
  const { data, rawBody: raw } = options;
  const now = accountNow(deps.clock, auth);
  const candidate = body.candidate_index ?? 0;
  const first = await loadOwnCheck(deps, auth, body.check, 'check');
  await gate(deps.store.db, first, candidate, now);

  // The bytes: canonical base64, exact digest, then decoded as their declared type. The decoding (the
  // longest step) starts first, on libuv's threads once the header is read, and this thread checks the
  // base64 and the digest and computes the request digest meanwhile; the refusals still come in that
  // order (a decoding whose bytes are then refused is left to finish, unread).
  const declared = body.artifact.media_type;
  let mediaType = essence(declared);
  let durationMs: number | null = null;
  const assurance = data === undefined ? 'attested' : 'observed';
  let digest: string;
  if (data !== undefined) {
    const bytes = Buffer.from(data, 'base64');
    const started = await startInspection(bytes, declared, { maxPixels: deps.config.maxImagePixels });
    if (bytes.toString('base64') !== data) {
      throw new ApiError('parameter_invalid', {
        param: 'artifact.data',
        detail: 'artifact.data must be base64 (RFC 4648, with padding)',
      });
    }
    if (sha256Hex(bytes) !== body.artifact.sha256) {
      throw new ApiError('artifact_digest_mismatch', {
        param: 'artifact.sha256',
        detail: 'the SHA-256 of the decoded artifact.data differs from artifact.sha256',
      });
    }
    digest = generationRequestDigest(raw, data);
    const inspection = await started.inspection;
    if (!inspection.ok) {
      throw new ApiError(inspection.code, {
        param: inspection.code === 'unsupported_media_type' ? 'artifact.media_type' : 'artifact.data',
        detail: inspection.detail,
      });
    }
    mediaType = inspection.mediaType;
    durationMs = inspection.durationMs;
  } else {
    if (!isAccepted(mediaType)) {
      throw new ApiError('unsupported_media_type', {
        param: 'artifact.media_type',
        detail: `${declared} is not accepted`,
      });
    }
    digest = requestDigest(raw);
  }
  const otherMedium = outputMediumProblem(mediaType, first.check.use.modality);
  if (otherMedium) {
    throw new ApiError('unsupported_media_type', { param: 'artifact.media_type', detail: otherMedium });
  }
  const later =
    mediaType.startsWith('video/') ||
    (mediaType.startsWith('audio/') && durationMs !== null && durationMs > INLINE_AUDIO_LIMIT_MS);

  const metadata = body.metadata ?? {};
  const outcome = metadata['sandbox.outcome'];
  const id = deps.ids('gen');
  const generation: GenerationObject = {
    id,
    object: 'generation',
    livemode: auth.livemode,
    check: body.check,
    session: null,
    candidate_index: candidate,
    status: 'checking',
    decision: null,
    artifact: { sha256: body.artifact.sha256, media_type: mediaType, duration_ms: durationMs },
    execution: {
      provider: body.execution.provider,
      model: body.execution.model,
      job_id: body.execution.job_id ?? null,
    },
    findings: [],
    unchecked_terms: [],
    reasons: [],
    obligations: [],
    escalation: null,
    assurance,
    receipt: null,
    c2pa: null,
    watermark: null,
    metadata,
    created_at: now.toISOString(),
    decided_at: null,
  };
  const priv: GenerationPrivate = {
    request_digest: digest,
    ...(body.c2pa_signer !== undefined ? { c2pa_signer: body.c2pa_signer } : {}),
    ...(typeof outcome === 'string' ? { outcome } : {}),
    licenses: first.priv.licenses,
    talent: first.check.talent.map((t) => t.talent),
    obligations: first.check.obligations,
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
  // The generation, the check's consumption, the receipt and the Idempotency-Key's outcome are one
  // transaction. The check is read again inside it, so that two concurrent submissions cannot both
  // take the last generation.
  return commit(deps.store, options.idempotency, async (trx) => {
    const row = await findCheck(trx, body.check, { forUpdate: true });
    if (!row) throw new Error(`the check ${body.check} is gone`);
    const check = parseCheck(row);
    await gate(trx, check, candidate, now);
    check.check.authorization!.generations_used += 1;
    await saveCheck(trx, check);
    if (!later) await decideGeneration(deps, trx, loaded, now);
    const answer = later
      ? jsonAnswer(generation, 202, { 'retry-after': String(Math.ceil(ASYNC_DECISION_MS / 1000)) })
      : jsonAnswer(generation);
    loaded.row.status = generation.status;
    loaded.row.data = answer.body;
    await insertGeneration(
      trx,
      loaded.row,
      priv.licenses.map((l) => l.license),
    );
    return answer;
  });
}
