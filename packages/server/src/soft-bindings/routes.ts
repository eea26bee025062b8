import { readBodyBytes } from '../http/body/index.js';
import { type Routes, type Step, sequence } from '../http/chain.js';
import { openToOtherOrigins } from '../http/cors/index.js';
import { ApiError } from '../http/errors/index.js';
import { header } from '../http/header.js';
import { parsed } from '../http/input/index.js';
import { type InputOf, type Operation, operationName } from '../http/operation.js';
import { authed, jsonBody } from '../http/pipeline.js';
import { enforceKeylessLimits } from '../http/rate-limit/index.js';
import { json, respond } from '../http/respond.js';
import { requestedVersion } from '../http/version/index.js';
import { Refusal } from '../lib/refusal.js';
import {
  GET_MANIFEST,
  GET_SUPPORTED_ALGORITHMS,
  MATCH_BY_BINDING,
  MATCH_BY_CONTENT,
  MATCH_BY_LARGE_BINDING,
} from './operations.js';
import { manifestStore, matchByBinding, matchByContent, SUPPORTED_ALGORITHMS } from './resolution.js';

/**
 * Resolution needs no key (docs/decisions/): without one, the per-address limits of receipt reads; with
 * one, the usual authenticated way (a key that is not valid is 401, as anywhere).
 */
function resolutionAccess(op: Operation): Step {
  const withKey = authed({ name: operationName(op) });
  return async function resolutionAccessMiddleware(c, next) {
    if (header(c, 'authorization') !== undefined) return withKey(c, next);
    await enforceKeylessLimits(c);
    requestedVersion(c);
    await next();
  };
}

/** The steps before a resolution handler: its access, the JSON body when it takes one, its declared input. */
function resolution<O extends Operation>(op: O): Step<O['route'], InputOf<O>> {
  const body = op.body ? [jsonBody()] : [];
  return sequence<O['route'], InputOf<O>>([resolutionAccess(op), ...body, parsed(op)]);
}

function answered<T>(result: T | Refusal): T {
  if (result instanceof Refusal) throw result;
  return result;
}

/** The C2PA Soft Binding Resolution API: the issuer as the manifest repository of its outputs. */
export function softBindingRoutes(routes: Routes): void {
  const algorithms = openToOtherOrigins(routes, GET_SUPPORTED_ALGORITHMS.route, ['GET', 'HEAD']);
  routes.get(GET_SUPPORTED_ALGORITHMS.route, algorithms, resolution(GET_SUPPORTED_ALGORITHMS), (c) =>
    json(c, SUPPORTED_ALGORITHMS),
  );

  const byBinding = openToOtherOrigins(routes, MATCH_BY_BINDING.route, ['GET', 'HEAD', 'POST']);
  routes.get(MATCH_BY_BINDING.route, byBinding, resolution(MATCH_BY_BINDING), async (c) =>
    json(c, answered(await matchByBinding(c.get('deps'), c.req.valid('query')))),
  );
  routes.post(MATCH_BY_LARGE_BINDING.route, byBinding, resolution(MATCH_BY_LARGE_BINDING), async (c) => {
    const query = { ...c.req.valid('json'), ...c.req.valid('query') };
    return json(c, answered(await matchByBinding(c.get('deps'), query)));
  });

  const byContent = openToOtherOrigins(routes, MATCH_BY_CONTENT.route, ['POST']);
  routes.post(MATCH_BY_CONTENT.route, byContent, resolution(MATCH_BY_CONTENT), async (c) => {
    const { alg, maxResults } = c.req.valid('query');
    const bytes = await readBodyBytes(c);
    const upload = {
      bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
      mediaType: header(c, 'content-type') ?? '',
      alg,
      maxResults,
    };
    return json(c, answered(await matchByContent(c.get('deps'), upload)));
  });

  const manifests = openToOtherOrigins(routes, GET_MANIFEST.route, ['GET', 'HEAD']);
  routes.get(GET_MANIFEST.route, manifests, resolution(GET_MANIFEST), async (c) => {
    const id = c.req.valid('param').manifest_id;
    const store = await manifestStore(c.get('deps'), id);
    if (!store) throw new ApiError('resource_not_found', { detail: `no manifest ${id.slice(0, 100)}` });
    return respond(c, store, 200, 'application/c2pa', { 'cache-control': 'no-cache' });
  });
}
