/**
 * "When do I take X?": the timing rule for this person and the interaction spacing of their medicines.
 * One intent per file; reply.ts dispatches through its HANDLERS table.
 */
import { pick } from '../../contracts/common';
import { isSupplementable, TIMING } from '../../recommend';
import { type NutrientKey } from '../../nutrients';
import { L, nutrientName } from '../format';
import { warningOfTaboo, type Warning } from '../followups';
import {
  askWhich,
  interactionTaboos,
  personalTiming,
  Q,
  recItem,
  recommendCard,
  sourceLine,
  suggestionsFor,
  type Ctx,
  type Draft,
} from './shared';
import { interactionWarning } from '../safety';

export function timing(ctx: Ctx): Draft {
  const l = ctx.locale;
  const n = ctx.nutrients[0];
  if (!n) {
    const recs = ctx.plan?.recommendations ?? [];
    if (recs.length === 0) {
      return askWhich(
        ctx,
        '想问哪种补充剂的服用时间？比如钙、铁、维生素D或鱼油。',
        'Which supplement do you mean? For example calcium, iron, vitamin D or fish oil.',
        'calcium',
      );
    }
    return {
      text: [
        L(l, '你的补充剂服用时间：', 'When to take your supplements:'),
        ...recs.map((r) => `- ${recItem(r, l).name}: ${personalTiming(r.timing, ctx)}`),
      ].join('\n'),
      cards: recommendCard(recs, l, ctx.plan),
      suggestions: suggestionsFor(ctx, [], recs[0]?.nutrient as NutrientKey),
    };
  }
  const name = nutrientName(n, l);
  const lines: string[] = [];
  let ref = '';
  if (isSupplementable(n)) {
    const text = personalTiming(pick(TIMING[n].text, l), ctx, true).replace(/[。.]$/, '');
    lines.push(L(l, `**${name}**：${text}。`, `**${name}**: ${text}.`));
    ref = TIMING[n].source.ref;
  } else {
    lines.push(
      L(
        l,
        `${name}建议主要从食物中获取，不需要专门安排服用时间。`,
        `${name} is best taken from food; there is no supplement timing to plan.`,
      ),
    );
  }
  for (const t of interactionTaboos(ctx, [n])) {
    lines.push(
      t.separateHours
        ? L(
            l,
            `你在服用${t.drug}：请与${name}间隔至少 ${t.separateHours} 小时。${t.advice}`,
            `You take ${t.drug}: keep ${name} at least ${t.separateHours} hours apart. ${t.advice}`,
          )
        : interactionWarning(t, l),
    );
  }
  const rec = ctx.plan?.recommendations.filter((r) => r.nutrient === n) ?? [];
  return {
    text: lines.join('\n\n') + sourceLine(ref, l),
    cards: recommendCard(rec, l, ctx.plan),
    suggestions: suggestionsFor(ctx, [Q.timing(n, l)], n),
    warnings: interactionTaboos(ctx, [n])
      .map(warningOfTaboo)
      .filter((w): w is Warning => w !== null),
  };
}
