/**
 * Zod schemas of every object of the Talent Licensing Protocol interface, with their inferred types.
 * Browser-safe: nothing here imports from `node:`.
 */
export * from './account.js';
export * from './authorization-token.js';
export * from './check.js';
export * from './common.js';
export * from './discovery.js';
export * from './escalation.js';
export * from './facet.js';
export * from './generation.js';
export * from './ids.js';
export * from './jwks.js';
export * from './license.js';
export * from './license-request.js';
export * from './list.js';
export * from './obligation.js';
export * from './problem.js';
export * from './reason.js';
export * from './receipt.js';
export * from './remedy.js';
export * from './session-token.js';
export * from './soft-binding.js';
export * from './verification.js';
export * from './webhook-endpoint.js';
export * from './webhook-event.js';
