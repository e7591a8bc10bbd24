/**
 * "Should I take my Prozac in the morning or at night?", "百忧解早上吃还是晚上吃？" (twenty-fifth clinician
 * review, zh M1: the label's answer — once daily in the morning — was "I have no reliable rule"). A question
 * of when to take one medicine the question names, and nothing else taken with it: the label's time and
 * food rule (knowledge/medicine-label-times.ts), and that the prescriber's own instruction comes first.
 * A supplement or a nutrient named beside it is a pairing question, answered elsewhere.
 */
import { pick } from '../../contracts/common';
import { labelTimeOf } from '../../knowledge/medicine-label-times';
import { findDrugs, findNutrients, findSubstances } from '../entities';
import { normaliseQuestion } from '../lexicon';
import { sourceLine, suggestionsFor, type Ctx, type Draft } from './shared';

/** A question of the time of day or of food, for a medicine. */
const WHEN_ASKED =
  /早上|早晨|上午|晚上|夜里|睡前|中午|下午|饭前|饭后|随餐|空腹|几点|什么时候吃|啥时候吃|哪个时间|什么时间吃|怎么吃|\b(morning|mornings|nighttime|night time|evening|bedtime|before bed|at night|what time|when (should|do|can) (i|we|he|she) take|how (should|do|to) (i|we|he|she|you) take|with (food|meals?|breakfast|dinner)|empty stomach|before (food|meals?|breakfast)|after (food|meals?))\b/;
/** Words that make it another question: spacing from something else, a dose change, stopping, a missed dose. */
const OTHER_QUESTION =
  /一起|同时|间隔|隔开|分开|错开|漏|忘了|忘记|补吃|停|减|加量|酒|抽搐|\b(together|apart|space|spacing|separate|missed|forgot|forget|skip|stop|lower|reduce|double|increase|halve|half|split|cut|crush|alcohol|drink\w*|beers?|wine|sherry|port|whiske?y|vodka|gin|rum|brandy|spirits?|cocktails?|liquor|booze|cider|sake|soju|juices?|smoothies?|fits?|seizures?)\b|汁/;

export function medicineTimeAnswer(ctx: Ctx): Draft | null {
  const t = normaliseQuestion(ctx.text);
  if (!WHEN_ASKED.test(t) || OTHER_QUESTION.test(t)) return null;
  const drugs = findDrugs(ctx.text);
  if (drugs.length === 0 || drugs.length > 3) return null;
  if (findNutrients(ctx.text).length > 0 || findSubstances(ctx.text).length > 0) return null;
  // Each medicine named answers with its label row ("利奈唑胺和左氧氟沙星饭前吃还是饭后吃" — thirty-seventh clinician
  // review, zh M6).
  // Every medicine named needs its row: an order of levothyroxine (its own rules) and a PPI is not the PPI's time.
  if (drugs.some((d) => !labelTimeOf(d.id))) return null;
  const rows = [...new Map(drugs.flatMap((d) => labelTimeOf(d.id) ?? []).map((r) => [r.id, r])).values()];
  if (rows.length === 0) return null;
  const l = ctx.locale;
  // The row's text opens with the medicine's name.
  const lead = rows.map((r) => `**${pick(r.text, l)}**`).join('\n\n');
  const own =
    l === 'zh-CN'
      ? '如果开药的医生给你定了别的时间，按医生说的吃；想换时间，先问医生或药师，每天尽量固定在同一时间。'
      : 'If your prescriber set a different time, follow theirs; ask them or your pharmacist before you change it, and keep to the same time each day.';
  return {
    text: `${lead}\n\n${own}` + sourceLine(rows.map((r) => r.source.ref).join('; '), l),
    suggestions: suggestionsFor(ctx, [], undefined),
  };
}
