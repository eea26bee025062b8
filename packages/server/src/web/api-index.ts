import type { AppDeps } from '../app-env.js';

/**
 * Where to start, for a program or a person who asks `GET /v1` (or `GET /` for JSON): the reference for
 * people, the OpenAPI document, the discovery document, the verifier page and the sample media.
 */
export function apiIndex(config: AppDeps['config']) {
  const o = config.origin;
  return {
    object: 'api_index' as const,
    name: 'Talent Licensing Protocol sandbox',
    docs_url: config.docsUrl,
    openapi_url: `${o}/openapi.json`,
    discovery_url: `${o}/.well-known/talent-license`,
    verifier_url: `${o}/`,
    samples_url: `${o}/samples/index.json`,
    api_base: `${o}/v1`,
  };
}
