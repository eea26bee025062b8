import { obligationTypes } from '@tlp/core/schemas';
import { PROTOCOL_VERSIONS, SUPPORTED_VERSIONS } from '../config/server.js';
import type { Routes } from '../http/chain.js';
import { openToOtherOrigins } from '../http/cors/index.js';
import { respond } from '../http/respond.js';
import { requestedVersion } from '../http/version/index.js';
import { keyRing } from '../sign/tokens.js';
import { GET_DISCOVERY, GET_JWKS } from './operations.js';

/** The 10 obligation types of TLP 1.0, as the schemas list them. */
export const OBLIGATION_TYPES = obligationTypes;

/** JWKS and discovery change only when keys do; both may be cached for an hour. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=3600';

/**
 * The discovery document: only the fields of supported endpoints (no session, name-index, OAuth,
 * agent tool or revocation feed fields, since those are planned).
 */
export function discoveryDocument(origin: string, service: string) {
  const api = `${origin}/v1`;
  return {
    issuer: origin,
    protocol: 'tlp',
    protocol_versions: [...PROTOCOL_VERSIONS],
    api_base: api,
    api_versions: [...SUPPORTED_VERSIONS],
    jwks_uri: `${origin}/.well-known/jwks.json`,
    check_endpoint: `${api}/checks`,
    generation_endpoint: `${api}/generations`,
    verification_endpoint: `${api}/verifications`,
    receipt_endpoint: `${api}/receipts/{receipt_id}`,
    receipt_page: `${origin}/r/{receipt_id}`,
    soft_binding_resolution_api: api,
    token_types: ['tlp-auth+jwt', 'tlp-receipt+jwt'],
    obligation_types: [...OBLIGATION_TYPES],
    c2pa_assertion_label: `ai.${service}.license`,
  };
}

export function discoveryRoutes(routes: Routes): void {
  let discoveryBody: Uint8Array | undefined;
  const jwksBodies = new WeakMap<object, Uint8Array>();

  // Public documents: a verifier in a browser on any origin reads them.
  const openDiscovery = openToOtherOrigins(routes, GET_DISCOVERY.route, ['GET', 'HEAD']);
  routes.get(GET_DISCOVERY.route, openDiscovery, (c) => {
    requestedVersion(c);
    const { origin, service } = c.get('deps').config;
    discoveryBody ??= Buffer.from(JSON.stringify(discoveryDocument(origin, service)));
    return respond(c, discoveryBody, 200, 'application/json', { 'cache-control': PUBLIC_CACHE_CONTROL });
  });

  const openJwks = openToOtherOrigins(routes, GET_JWKS.route, ['GET', 'HEAD']);
  routes.get(GET_JWKS.route, openJwks, async (c) => {
    requestedVersion(c);
    // Every key stays published, retired ones included: a receipt signed years ago still verifies. The
    // body follows the key ring, so a rotation (`keys/rotation.ts`) publishes the new key.
    const ring = await keyRing(c.get('deps'));
    let jwksBody = jwksBodies.get(ring);
    if (jwksBody === undefined) {
      jwksBody = Buffer.from(JSON.stringify({ keys: ring.jwks.keys }));
      jwksBodies.set(ring, jwksBody);
    }
    return respond(c, jwksBody, 200, 'application/json', { 'cache-control': PUBLIC_CACHE_CONTROL });
  });
}
