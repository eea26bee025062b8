export { ADJUSTMENT_WORDS, requestedAdjustments } from './adjustments.js';
export { durationMs } from './duration.js';
export {
  evaluateGeneration,
  type Finding,
  GENERATION_REASON_CODES,
  type GenerationEvaluation,
  type GenerationInput,
} from './evaluate-generation.js';
export { distinctObligations, evaluateUse } from './evaluate-use.js';
export { resolveTalent, type TalentMatcher, talentMatcher } from './resolve-talent.js';
export type * from './types.js';
export { boundInstant, windowStatus } from './window.js';
