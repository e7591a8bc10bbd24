/**
 * Pre-eclampsia asked about as a worry or to prevent it, with no sign told and no raised reading ("我妈以前得过妊娠高血压，
 * 我怕我也会。现在血压110/70，头也不疼不肿，需要提前吃点什么预防吗"): a question for the answers (calcium, aspirin as the
 * obstetrician decides, the signs to watch), not the emergency card. The learned reader sent it to 120 (blind triage
 * round 81, zh, development data).
 */
import { redFlagFeatures } from './detect';
import { CONTEXT_FEATURES, foldText } from './lexicon';

const WORRY_OR_PREVENT =
  /怕|担心|害怕|预防|防止|会不会得|风险|\b(scared|afraid|worried|worry|prevent\w*|risk|chance)\b/;
/** A blood pressure reading of 140/90 or more: a sign, whatever else is said. */
const RAISED_READING = /(?<!\d)(1[4-9]\d|2\d\d)\s*\/\s*\d{2,3}(?!\d)|(?<!\d)\d{2,3}\s*\/\s*(9\d|1\d\d)(?!\d)/;

export function preEclampsiaWorryOnly(text: unknown): boolean {
  if (typeof text !== 'string') return false;
  const t = foldText(text);
  if (!WORRY_OR_PREVENT.test(t) || RAISED_READING.test(t)) return false;
  const context = new Set<string>(CONTEXT_FEATURES);
  return [...redFlagFeatures(text)].every((f) => context.has(f));
}
