/**
 * Tip sets (bone, sleep, immunity, pregnancy, vegetarian …) with the plan's targets for their
 * nutrients. One intent per file; reply.ts dispatches through its HANDLERS table.
 */
import { pick, type Locale } from '../../contracts/common';
import { DEFICIT_SENTENCE, noDeficitReasonsOf } from '../../knowledge/no-deficit';
import type { ChatCard } from '../../contracts/chat';
import { type NutrientKey } from '../../nutrients';
import { amount, L, nutrientName } from '../format';
import { GOAL_TIPS, type TipSetKey } from '../knowledge';
import { childTargetsBlock } from './child-dose';
import { kidneyProteinRange } from './kidney';
import { LEVEL_LABEL, sourceLine, startHint, suggestionsFor, type Ctx, type Draft } from './shared';

export function tipsCard(key: TipSetKey, locale: Locale): ChatCard {
  const set = GOAL_TIPS[key];
  return { type: 'tips', title: pick(set.title, locale), tips: set.tips.map((t) => pick(t, locale)) };
}

export function targetsBlock(ctx: Ctx, keys: readonly NutrientKey[], views = ctx.views): string {
  return keys
    .map((k) => {
      const v = views.get(k)!;
      const level = v.level
        ? L(
            ctx.locale,
            `（你的状态：${LEVEL_LABEL[v.level].zh}）`,
            ` (your status: ${LEVEL_LABEL[v.level].en})`,
          )
        : '';
      // Kidney disease: no population figure for protein or potassium (the plan's KDOQI / the kidney team).
      if (ctx.plan && v.managedBy)
        return `- ${nutrientName(k, ctx.locale)}: ${k === 'protein' && kidneyProteinRange(ctx.plan) ? `${kidneyProteinRange(ctx.plan)!.min}–${kidneyProteinRange(ctx.plan)!.max} g` : L(ctx.locale, '遵肾内科医生建议', 'as your nephrologist advises')}`;
      // The plan's own dose next to the target (a supervised vitamin D treatment dose, M11).
      const rec = ctx.plan?.recommendations.find((r) => r.nutrient === k);
      const dose = rec
        ? L(
            ctx.locale,
            `；方案补充 ${amount(rec.dose, rec.unit)}/天${rec.supervised ? '（治疗剂量，须医生监督）' : ''}`,
            `; your plan's dose ${amount(rec.dose, rec.unit)}/day${rec.supervised ? ' (a treatment dose, under medical supervision)' : ''}`,
          )
        : '';
      return `- ${nutrientName(k, ctx.locale)}: ${amount(v.target, v.unit)}${level}${dose}`;
    })
    .join('\n');
}

export function tipAnswer(
  ctx: Ctx,
  key: TipSetKey,
  lead: string,
  views = ctx.views,
  extra: string[] = [],
  /** A tip this person's own rule replaces (the 400 µg folic acid line beside an antiseizure medicine's 5 mg). */
  omit?: RegExp,
): Draft {
  const l = ctx.locale;
  const set = GOAL_TIPS[key];
  // Asked about a child: the child's age band, never the adult (or the parent's own) targets.
  const child =
    ctx.childMonths !== undefined && ctx.childMonths !== null
      ? childTargetsBlock(ctx.childMonths, set.nutrients, l)
      : null;
  const text = [
    lead,
    // Dieting advice is never for a plan that sets no deficit for a reason of health (tenth clinician
    // review, zh P4 finding 1; knowledge/no-deficit.ts).
    set.tips
      .map((t) => pick(t, l))
      .filter((t) => !omit?.test(t))
      .filter((t) => noDeficitReasonsOf(ctx.plan).length === 0 || !DEFICIT_SENTENCE.test(t))
      .map((t) => `- ${t}`)
      .join('\n'),
    ...extra,
    child
      ? child.text
      : `${L(l, '相关营养素每日目标：', 'Daily targets for the nutrients involved:')}\n${targetsBlock(ctx, set.nutrients, views)}`,
    ctx.plan || child ? '' : startHint(l),
  ]
    .filter(Boolean)
    .join('\n\n');
  return {
    text: text + sourceLine([set.source.ref, ...(child?.refs ?? [])].join('; '), l),
    cards: [tipsCard(key, l)],
    suggestions: suggestionsFor(ctx, [], set.nutrients[0]),
  };
}
