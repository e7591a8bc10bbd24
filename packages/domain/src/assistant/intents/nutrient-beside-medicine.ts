/**
 * "How much protein should I eat on Mounjaro so I don't lose muscle?", "吃司美格鲁肽每天要吃多少蛋白质":
 * the amount of a nutrient, asked with a medicine only as the setting. When no rule pairs the medicine
 * with the nutrient, the question is the nutrient's amount, not the pair's spacing (fifteenth clinician
 * review, en P4 moderate #3: "our interaction table has no rule that tirzepatide and protein need
 * spacing"). A pair with a rule (vitamin K on warfarin, calcium with levothyroxine) keeps the pair's
 * answer, and so do questions of taking them together, apart or when.
 */
import { taboosFor, type Drug } from '../../interactions';
import { isNutrientKey } from '../../nutrients';
import type { Substance } from '../../substances';
import { readQuestion } from '../question-kind';

export function nutrientAmountBesideMedicine(
  text: string,
  drugs: readonly Drug[],
  substances: readonly Substance[],
): boolean {
  if (drugs.length === 0 || substances.length === 0) return false;
  // Only nutrients: a product or herb beside a medicine is the interaction question.
  if (!substances.every((s) => isNutrientKey(s))) return false;
  const kinds = readQuestion(text).kinds;
  if (!kinds.has('how_much') && !kinds.has('enough')) return false;
  if (['together', 'when', 'schedule', 'too_much', 'should_stop', 'may_i'].some((k) => kinds.has(k as never)))
    return false;
  const rules = taboosFor({ medicines: drugs.map((d) => d.id), substances: [...substances] }, 'en-US');
  // "钙够了吗" on alendronate or omeprazole asks the total: a pair spaced apart or a depletion watched leaves the amount
  // the question (its card still comes with the answer, intents/guards.ts); a pair to avoid stays the pair's.
  if (kinds.has('enough'))
    return rules.every((r) => r.management === 'separate' || r.management === 'monitor');
  return rules.length === 0;
}
