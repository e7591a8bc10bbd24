import type { RedFlagHit, RedFlagProfile } from './detect';
import { chineseNumberSaid } from '../units/number-words';
import { foldText } from './lexicon';

/**
 * Pre-eclampsia is a disease of the second half of pregnancy: new high blood pressure with its signs after 20 weeks
 * (ACOG Practice Bulletin 222, 2020; 中华医学会妇产科学分会《妊娠期高血压疾病诊治指南（2020）》). Before 20 weeks the card
 * named a cause that cannot be — "孕6周 … 上腹一直剧痛，痛到后背，吐了五六次" on valproate, where pancreatitis or an
 * ectopic pregnancy are the likely dangers, got "可能是子痫前期" (forty-eighth clinician review, zh M5). The emergency
 * stays; only the impossible name goes (PRODUCT §10: a cause is named only where it is possible).
 */
const PRE_ECLAMPSIA_FROM_WEEK = 20;

const WEEKS_SAID = [
  /(?:孕|怀孕|怀了|怀上|怀)(?:第)?(\d{1,2}|[一二两三四五六七八九十]{1,3})(?:周|週|个?星期|个?礼拜)/g,
  /\b(\d{1,2}) ?(?:weeks?|wks?|wk) (?:pregnant|along|preggo|gestation)\b/g,
  /\bpregnant\b[^.?!]{0,12}?\b(\d{1,2}) ?(?:weeks?|wks?)\b/g,
];
const MONTHS_SAID = /(?:孕|怀孕|怀了|怀上|怀)(\d|[一二两三四])个(?:多)?月/g;

/** How many weeks pregnant the message says, when it says it (the first figure said). */
export function weeksPregnantSaid(text: string): number | null {
  const t = foldText(text);
  for (const re of WEEKS_SAID)
    for (const m of t.matchAll(re)) {
      const n = chineseNumberSaid(m[1]!);
      if (n !== null && n > 0 && n <= 42) return n;
    }
  for (const m of t.matchAll(MONTHS_SAID)) {
    const n = chineseNumberSaid(m[1]!);
    // "怀孕四个多月" is up to 19 weeks: months said of four or fewer are before 20 weeks.
    if (n !== null && n > 0 && n <= 4) return n * 4;
  }
  return null;
}

/** Known to be before 20 weeks: said in the message, or the plan's first trimester when the message says nothing. */
function beforeTwentyWeeks(text: unknown, profile?: RedFlagProfile | null): boolean {
  const said = typeof text === 'string' ? weeksPregnantSaid(text) : null;
  if (said !== null) return said < PRE_ECLAMPSIA_FROM_WEEK;
  return profile?.lifeStage === 'pregnant_t1';
}

/**
 * The hits without pre-eclampsia before 20 weeks; when it was the only emergency named, the general card takes its
 * place (an emergency all the same, with no cause named).
 */
export function withoutPreEclampsiaBeforeTwentyWeeks(
  hits: RedFlagHit[],
  text: unknown,
  profile?: RedFlagProfile | null,
): RedFlagHit[] {
  if (!hits.some((h) => h.kind === 'pre_eclampsia') || !beforeTwentyWeeks(text, profile)) return hits;
  const rest = hits.filter((h) => h.kind !== 'pre_eclampsia');
  return rest.length > 0 ? rest : [{ kind: 'urgent_general', features: [] }];
}
