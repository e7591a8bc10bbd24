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
import { readableLabValue } from './critical-values';
import { triageScore } from './triage/model';

/**
 * Kinds that are emergencies only in a context (pregnancy, kidney disease, diabetes medicines, a blood
 * thinner, a serotonergic medicine): the learned reader reads text alone, so its verdict of such a kind
 * stands only when the message or the profile gives the context, as the rules require.
 */
const NEEDS_CONTEXT: Partial<Record<RedFlagKind, readonly Feature[]>> = {
  pre_eclampsia: ['ctx_pregnant'],
  pregnancy_bleeding: ['ctx_pregnant'],
  severe_hypoglycaemia: ['ctx_diabetes'],
  anticoagulant_bleeding: ['ctx_anticoag'],
  head_injury: ['ctx_anticoag'],
  serotonin_syndrome: ['ctx_serotonergic'],
  hyperkalaemia: ['ctx_ckd'],
};
/** How sure the learned reader must be to give the suicide-crisis card alone. */
const CRISIS_MIN = 0.9;
/**
 * Words about death, an ending, a method or a goodbye, broad on purpose: below CRISIS_MIN the learned
 * reader's crisis reading is asked about only when the message holds one of them — "我想先自己把药停了再
 * 备孕" reads like "我想…自己…了" to it and has none.
 */
const CRISIS_CUES = new RegExp(
  [
    '死|活着|活下去|不想活|结束|了断|解决掉|自杀|轻生|不醒|睡过去|离开这个世界|跳楼|跳下去|从几楼|割腕|划|烧炭|农药|',
    '安眠药|一整瓶|一整板|整瓶|整板|攒|遗书|纸条|交代|后事|累赘|没有我|不配|伤害|掐|摔|扔|魔鬼|声音',
    '|\\b(die|dying|dead|death|kill|suicid\\w*|end (it|things|this|my life)|ending it|for good|wake up|not be around|',
    'won.?t be around|better off|goodbye|note|whole bottle|all (my|the|his|her) pills|too many|overdose|od|',
    'hurt (myself|the baby|my baby|him|her)|cut(ting)? myself|jump|rope|voices|no point|burden)\\b',
  ].join(''),
  'i',
);

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
  // The crisis card alone needs the learned reader surer than its threshold: a crisis card for "thinking
  // of green tea pills to slim down" drives people away from the one card that matters (issue 30's false
  // alarms). Less sure, or with no kind leading, a crisis it reads is asked about plainly on a card that
  // offers the line (possible_crisis): a person in crisis who typed none of the rules' phrases is never
  // left with a diet answer.
  const lead = kind ?? learned.top?.kind;
  const possibleCrisis =
    (kind === 'suicidal' && learned.urgent < CRISIS_MIN) ||
    (kind === null && (lead === 'suicidal' || lead === 'perinatal_crisis'));
  if (possibleCrisis && !(typeof text === 'string' && CRISIS_CUES.test(text))) return [];
  // A sign the rules found negated ("no chest pain", "i dont have hives") is blanked out and the learned
  // reader reads what is left: "不疼 但是裤子全湿了" still bleeds, "no chest pain, just asking" is quiet.
  // A crisis said not to be there ("i dont have thoughts of killing myself") stays answered by the rules.
  const reading = activeReading(text);
  if (reading.negated) {
    const rest = triageScore(reading.text);
    const restLead = rest.kind ?? rest.top?.kind;
    if (!rest.isUrgent || restLead === 'suicidal' || restLead === 'perinatal_crisis') return [];
  }
  // The context a kind needs is checked for the leading kind even when it leads too little to be named.
  const leading = lead ?? null;
  // A lab value the critical-value reader could read and found not critical ("sugar 4.2") stays quiet;
  // a value it cannot read ("INR 9.2", "xue gai 3.7") is the learned reader's to judge.
  if (leading === 'critical_lab' && readableLabValue(text)) return [];
  // Context is the whole message and the profile: "Dad on ramipril after his heart attack" names his
  // medicine in a clause the present reading sets aside, and it is still his medicine.
  if (leading && !hasContext(leading, text, profile)) return [];
  if (possibleCrisis) return [{ kind: 'possible_crisis', features: [] }];
  return [{ kind: kind ?? 'urgent_general', features: [] }];
}

/** Whether the message or the profile gives the context `kind` needs. */
function hasContext(kind: RedFlagKind, text: unknown, profile?: RedFlagProfile | null): boolean {
  const needs = NEEDS_CONTEXT[kind];
  if (!needs) return true;
  const context = ruleContext(text, profile);
  if (needs.some((f) => context.has(f))) return true;
  return kind === 'hyperkalaemia' && typeof text === 'string' && POTASSIUM_RAISERS.test(text);
}

/** The context features of a message and a profile, as the rules see them. */
function ruleContext(text: unknown, profile?: RedFlagProfile | null): Set<Feature> {
  const features = redFlagFeatures(text);
  for (const f of profileFeatures(profile)) features.add(f);
  return features;
}
