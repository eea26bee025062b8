export { ADJUSTMENT_WORDS, requestedAdjustments } from './adjustments.js';
export { evaluateUse, isRefusal } from './evaluate-use.js';
export { resolveTalent } from './resolve-talent.js';
export type * from './types.js';
export { boundInstant, windowStatus } from './window.js';
