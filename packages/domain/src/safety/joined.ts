import {
  activeReading,
  profileFeatures,
  redFlagFeatures,
  ruleFlagsFor,
  SUBSUMES,
  type RedFlagHit,
  type RedFlagProfile,
} from './detect';
import type { Feature } from './lexicon';
import type { RedFlagKind } from './kinds';
import { triageScore } from './triage/model';

/**
 * Kinds that are emergencies only in a context (pregnancy, kidney disease, diabetes medicines, a blood
 * thinner, a serotonergic medicine): the learned reader reads text alone, so its verdict of such a kind
 * stands only when the message or the profile gives the context, as the rules require.
 */
const NEEDS_CONTEXT: Partial<Record<RedFlagKind, readonly Feature[]>> = {
  pre_eclampsia: ['ctx_pregnant'],
  reduced_fetal_movements: ['ctx_pregnant'],
  pregnancy_bleeding: ['ctx_pregnant'],
  severe_hypoglycaemia: ['ctx_diabetes'],
  anticoagulant_bleeding: ['ctx_anticoag'],
  head_injury: ['ctx_anticoag'],
  serotonin_syndrome: ['ctx_serotonergic'],
  hyperkalaemia: ['ctx_ckd'],
};
/** How sure the learned reader must be to give the suicide-crisis card alone. */
const CRISIS_MIN = 0.9;

const POTASSIUM_RAISERS =
  /钾|potassium|spironolactone|螺内酯|eplerenone|依普利酮|普利|沙坦|\w+pril\b|\w+sartan\b|dialysis|透析/i;

/**
 * The red flags in a user's message: the phrase rules and the learned reader joined (ADR 0038). A
 * message is urgent if either says so. The rules name the kind when they fire (their features are
 * exact), except that a specific cause the learned reader is sure of replaces the general signs it
 * explains (an MAOI crisis, not a thunderclap headache; lithium toxicity, not a stroke — SUBSUMES). When
 * the rules are silent, the learned reader — reading what the rules take as the present — names a kind
 * only when one clearly leads, and the card stays general ("these signs need care today") rather than
 * name a condition that may be the wrong one.
 */
export function redFlagsFor(text: unknown, profile?: RedFlagProfile | null): RedFlagHit[] {
  const hits = ruleFlagsFor(text, profile);
  const learned = triageScore(text);
  const kind = learned.isUrgent ? learned.kind : null;
  if (hits.length > 0) {
    const explained = kind ? (SUBSUMES[kind] ?? []) : [];
    if (!kind || hits.some((h) => h.kind === kind) || !hits.some((h) => explained.includes(h.kind)))
      return hits;
    return [{ kind, features: [] }, ...hits.filter((h) => !explained.includes(h.kind))];
  }
  if (!learned.isUrgent) return [];
  // For a crisis line the rules' many suicide phrasings did not call, the learned reader must be surer:
  // a crisis card for "thinking of green tea pills to slim down" drives people away from the one card
  // that matters (issue 30's false alarms).
  if (kind === 'suicidal' && learned.urgent < CRISIS_MIN) return [];
  // A sign the rules found negated ("no chest pain", "i dont have hives"): they have judged the message;
  // what is left around the blank is too little for the learned reader to overrule them.
  const reading = activeReading(text);
  if (reading.negated) return [];
  // The context a kind needs is checked for the leading kind even when it leads too little to be named.
  const leading = kind ?? learned.top?.kind ?? null;
  // A lab value is judged by the critical-value reader (Kost 1990 limits), which found none critical.
  if (leading === 'critical_lab') return [];
  if (leading && !hasContext(leading, reading.text, profile)) return [];
  return [{ kind: kind ?? 'urgent_general', features: [] }];
}

/** Whether the present part of a message (`activeText`) or the profile gives the context `kind` needs. */
function hasContext(kind: RedFlagKind, text: string, profile?: RedFlagProfile | null): boolean {
  const needs = NEEDS_CONTEXT[kind];
  if (!needs) return true;
  const context = ruleContext(text, profile);
  if (needs.some((f) => context.has(f))) return true;
  return kind === 'hyperkalaemia' && POTASSIUM_RAISERS.test(text);
}

/** The context features of a message and a profile, as the rules see them. */
function ruleContext(text: unknown, profile?: RedFlagProfile | null): Set<Feature> {
  const features = redFlagFeatures(text);
  for (const f of profileFeatures(profile)) features.add(f);
  return features;
}
