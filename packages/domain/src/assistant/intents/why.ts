/**
 * "Why is X recommended for me?": the plan's reasons, or why it adds nothing. One intent per file;
 * reply.ts dispatches through its HANDLERS table.
 */
import { pick } from '../../contracts/common';
import { type NutrientKey } from '../../nutrients';
import { amount, fmt, L, nutrientName } from '../format';
import { DEFICIENCY_SIGNS } from '../knowledge';
import {
  LEVEL_LABEL,
  Q,
  recItem,
  recommendCard,
  sourceLine,
  startHint,
  suggestionsFor,
  targetLine,
  type Ctx,
  type Draft,
} from './shared';

export function whyNutrient(ctx: Ctx): Draft {
  const l = ctx.locale;
  const n = ctx.nutrients[0];
  if (!ctx.plan) {
    if (!n)
      return {
        text: `${L(l, '想了解哪种营养素？', 'Which nutrient would you like to know about?')}\n\n${startHint(l)}`,
        suggestions: suggestionsFor(ctx, [], undefined),
      };
    const d = DEFICIENCY_SIGNS[n];
    return {
      text: `${L(l, `${nutrientName(n, l)}${pick(d.role, l)}。`, `${nutrientName(n, l)} ${pick(d.role, l)}.`)}\n\n${targetLine(ctx.views.get(n)!, ctx)}\n\n${startHint(l)}${sourceLine(d.source.ref, l)}`,
      suggestions: suggestionsFor(ctx, [], n),
    };
  }
  const recs = n
    ? ctx.plan.recommendations.filter((r) => r.nutrient === n)
    : ctx.plan.recommendations.slice(0, 3);
  if (recs.length === 0 && n) {
    const v = ctx.views.get(n);
    const role = pick(DEFICIENCY_SIGNS[n].role, l);
    return {
      text: L(
        l,
        `你的方案没有推荐额外补充${nutrientName(n, l)}：它的状态评分是 ${fmt(v?.score ?? 0)}（${LEVEL_LABEL[v?.level ?? 'good'].zh}）。${nutrientName(n, l)}${role}。\n\n${v ? targetLine(v, ctx) : ''}`,
        `Your plan does not add ${nutrientName(n, l)}: its status score is ${fmt(v?.score ?? 0)} (${LEVEL_LABEL[v?.level ?? 'good'].en}). ${nutrientName(n, l)} ${role}.\n\n${v ? targetLine(v, ctx) : ''}`,
      ),
      suggestions: suggestionsFor(ctx, [Q.why(n, l)], n),
    };
  }
  if (recs.length === 0) {
    return {
      text: L(
        l,
        '你的方案目前没有推荐补充剂：各项营养素从饮食中基本够了。',
        'Your plan recommends no supplements: your diet covers your needs.',
      ),
      suggestions: suggestionsFor(ctx, [], undefined),
    };
  }
  const lines: string[] = [];
  for (const r of recs) {
    const item = recItem(r, l);
    lines.push(
      L(
        l,
        `**${item.name} ${amount(r.dose, r.unit)}/天**：${r.reason}`,
        `**${item.name} ${amount(r.dose, r.unit)}/day**: ${r.reason}`,
      ),
    );
    for (const reason of r.reasons.slice(0, 3)) lines.push(`- ${reason.text}`);
  }
  return {
    text: lines.join('\n'),
    cards: recommendCard(recs, l, ctx.plan),
    suggestions: suggestionsFor(ctx, n ? [Q.why(n, l)] : [], n ?? (recs[0]?.nutrient as NutrientKey)),
  };
}
