import { generationCreateRequest } from '@tlp/core/schemas';
import type { Hono } from 'hono';
import { z } from 'zod';
import { accountNow } from '../clock.js';
import { decisionPost } from '../decisions/decision-post.js';
import type { AppEnv } from '../deps.js';
import { validate } from '../http/body/index.js';
import { ApiError } from '../http/errors/index.js';
import { commitJson, respondWith } from '../http/idempotency/index.js';
import { authed, authedPost } from '../http/pipeline.js';
import { POLICIES } from '../http/rate-limit/index.js';
import { json } from '../http/respond.js';
import { idParam } from '../ids.js';
import { GenerationMoved, loadOwnGeneration, withdrawGeneration } from './generations.js';
import { submitGeneration } from './submit-generation.js';

export const GENERATION_ID = idParam('generation_id', 'gen');

const emptyBody = z.strictObject({});

export function generationRoutes(app: Hono<AppEnv>): void {
  app.post(
    '/v1/generations',
    ...decisionPost({
      name: 'POST /v1/generations',
      scopes: ['checks:write'],
      alsoScopes: ['generations:write'],
      policy: POLICIES.generations,
    }),
    async (c) => {
      // `artifact.data` (megabytes of base64) is checked here rather than by the schema's base64 pattern:
      // decoding and re-encoding is several times faster and accepts exactly canonical base64.
      const raw = c.get('body') as Record<string, unknown>;
      const rawArtifact = raw.artifact as Record<string, unknown> | undefined;
      const data =
        rawArtifact !== null && typeof rawArtifact === 'object' && typeof rawArtifact.data === 'string'
          ? rawArtifact.data
          : undefined;
      const body = validate(
        generationCreateRequest,
        data === undefined ? raw : { ...raw, artifact: { ...rawArtifact, data: '' } },
      );
      const answer = await submitGeneration(c.get('deps'), c.get('auth'), body, {
        data,
        rawBody: raw,
        idempotency: c.get('idempotency') ?? null,
      });
      return respondWith(c, answer);
    },
  );

  app.get(
    `/v1/generations/${GENERATION_ID}`,
    authed({
      name: 'GET /v1/generations/{generation_id}',
      scopes: ['generations:write', 'generations:read'],
    }),
    async (c) =>
      json(
        c,
        (await loadOwnGeneration(c.get('deps'), c.get('auth'), c.req.param('generation_id'))).generation,
      ),
  );

  app.post(
    `/v1/generations/${GENERATION_ID}/withdraw`,
    ...authedPost({
      name: 'POST /v1/generations/{generation_id}/withdraw',
      scopes: ['generations:write'],
      mode: 'test',
    }),
    async (c) => {
      validate(emptyBody, c.get('body'));
      const deps = c.get('deps');
      const loaded = await loadOwnGeneration(c.get('deps'), c.get('auth'), c.req.param('generation_id'));
      if (loaded.generation.status !== 'held') {
        throw new ApiError('invalid_state_transition', {
          detail: `the generation is ${loaded.generation.status}; only a held generation can be withdrawn`,
        });
      }
      try {
        return await commitJson(c, async (trx) => {
          await withdrawGeneration(deps, trx, loaded, accountNow(deps.clock, c.get('auth').account));
          return loaded.generation;
        });
      } catch (err) {
        if (!(err instanceof GenerationMoved)) throw err;
        throw new ApiError('invalid_state_transition', {
          detail: `the generation is now ${loaded.generation.status}; only a held generation can be withdrawn`,
        });
      }
    },
  );
}
