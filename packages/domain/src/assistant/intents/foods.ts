/**
 * "Which foods are rich in X?": food sources, and none with kidney disease for potassium or protein.
 * One intent per file; reply.ts dispatches through its HANDLERS table.
 */
import { pick } from '../../contracts/common';
import { foodSourcesFor, foodTipAllowed } from '../../foods';
import { amount, L, nutrientName } from '../format';
import { conditionRulesFor } from './dose';
import { hasKidneyDisease, kidneyPotassiumLine, kidneyProteinLine } from './kidney';
import { askWhich, lowest, Q, sourceLine, suggestionsFor, targetLine, type Ctx, type Draft } from './shared';

/**
 * Kidney disease and potassium or protein: no "foods rich in" list and no population target (the
 * kidney team sets potassium; protein is the plan's KDOQI figure) — issue 15 §2.
 */
export function kidneyFoods(ctx: Ctx, n: 'potassium' | 'protein'): Draft {
  const l = ctx.locale;
  const rules = ctx.plan ? conditionRulesFor(ctx.plan, n) : [];
  const lines = rules.map((r) => `**${pick(r.text, l)}**`);
  if (n === 'potassium') {
    lines.push(
      kidneyPotassiumLine(l),
      L(
        l,
        '哪些高钾食物（如香蕉、橙子、土豆、豆类）需要少吃、吃多少，要看你的血钾化验，请肾内科医生或营养师按化验结果告诉你。低钠盐（代盐）含钾，也不适合你。',
        'Which potassium-rich foods (bananas, oranges, potatoes, beans …) to limit, and by how much, depends on your blood potassium: ask your kidney doctor or dietitian to set it from your results. Salt substitutes contain potassium and are not for you either.',
      ),
    );
  } else {
    lines.push(kidneyProteinLine(ctx.plan, l));
  }
  const ref = rules.map((r) => r.source.ref).join('; ');
  return {
    text: lines.join('\n\n') + sourceLine(ref, l),
    suggestions: suggestionsFor(ctx, [], undefined),
    warnings: [{ kind: 'avoid_supplement', substance: n }, { kind: 'see_doctor' }],
    notes: rules.map((r) => ({ id: r.id, text: `**${pick(r.text, l)}**` })),
  };
}

export function foodSources(ctx: Ctx): Draft {
  const l = ctx.locale;
  const kidney = hasKidneyDisease(ctx.plan);
  const named = ctx.nutrients[0];
  if (named && !foodTipAllowed(named, { kidney })) return kidneyFoods(ctx, named as 'potassium' | 'protein');
  const n = named ?? lowest(ctx, 4).find((v) => foodTipAllowed(v.key, { kidney }))?.key;
  if (!n) {
    return askWhich(
      ctx,
      '想了解哪种营养素的食物来源？比如钙、铁、维生素D。',
      'Which nutrient are you interested in? For example calcium, iron or vitamin D.',
      'calcium',
    );
  }
  const foods = foodSourcesFor(n, l, 6);
  const name = nutrientName(n, l);
  const tips = foods.map((f) =>
    `${f.name}（${f.portion}）: ${amount(f.amount, f.unit)}`
      .replace('（', l === 'zh-CN' ? '（' : ' (')
      .replace('）', l === 'zh-CN' ? '）' : ')'),
  );
  const v = ctx.views.get(n)!;
  const lines = [
    ctx.nutrients[0]
      ? L(l, `富含${name}的常见食物：`, `Everyday foods rich in ${name}:`)
      : L(l, `你的${name}偏低，可以多吃这些食物：`, `Your ${name} is low; these foods help:`),
    ...tips.map((t) => `- ${t}`),
    '',
    targetLine(v, ctx),
  ];
  if (foods.length === 0) lines.splice(1, 0, L(l, '（暂无食物数据）', '(no food data yet)'));
  return {
    text: lines.join('\n'),
    cards: tips.length
      ? [{ type: 'tips', title: L(l, `${name}的食物来源`, `Food sources of ${name}`), tips }]
      : [],
    suggestions: suggestionsFor(ctx, [Q.foods(n, l)], n),
  };
}
