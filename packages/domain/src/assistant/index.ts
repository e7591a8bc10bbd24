/**
 * The built-in assistant (ADR 0006): intent recognition in Chinese and English, grounded answers
 * from the engine and knowledge base, the safety check applied to every answer (built-in or model),
 * token streaming, quick questions and the tools a model may call. Pure: no I/O.
 */
export { notCoveredLines } from './cannot';
export {
  assistantReply,
  intentOf,
  planMedicines,
  redFlagProfileOf,
  type AssistantInput,
  type AssistantReply,
  type ChatTurn,
} from './reply';
export { checkAnswer, interactionWarning, type SafetyContext, type SafetyResult } from './safety';
export { safeMarkdown, streamTokens } from './stream';
export { quickQuestionsFor } from './quick';
export {
  ASSISTANT_TOOLS,
  assistantSystemPrompt,
  runAssistantTool,
  type AssistantToolName,
  type ToolContext,
} from './tools';
export { findDrugs, findNutrients, findStatedAmounts, findSubstances, findSupplements } from './entities';
export { INTENTS, type Intent } from './lexicon';
export {
  applySafetyNotes,
  contradicts,
  filterFollowUps,
  FOLLOW_UP_KINDS,
  FORBIDDEN_AFTER,
  NOTE_MEANING,
  noteCovered,
  WARNING_KINDS,
  warningsInAnswer,
  type FollowUp,
  type FollowUpKind,
  type SafetyNote,
  type Warning,
  type WarningKind,
} from './followups';
export { PAIR_RULES, PAIR_KINDS, type PairRule, type PairKind } from './pairings';
export { CONDITION_DOSE_RULES } from './intents/dose';
export { STATIN_MUSCLE } from './intents/statin';
export { splitQuestion } from './parts';
export { URGENT_LEAD } from './knowledge';
