/**
 * "Which product should I buy?": the plan's products, or why none is offered for this person. One
 * intent per file; reply.ts dispatches through its HANDLERS table.
 */
import { pick } from '../../contracts/common';
import { CATALOGUE } from '../../products';
import { nutrientKeysOf } from '../../knowledge/catalogue';
import { type NutrientKey } from '../../nutrients';
import { L, nutrientName } from '../format';
import { warningOfTaboo, type SafetyNote, type Warning } from '../followups';
import { conditionRulesFor } from './dose';
import {
  interactionTaboos,
  planProductsCard,
  productName,
  Q,
  startHint,
  suggestionsFor,
  type Ctx,
  type Draft,
} from './shared';
import { interactionWarning } from '../safety';

/**
 * Why the plan offers no product with this nutrient for this person (pharmacist A5): an interaction
 * rule of the engine with one of their medicines (avoid / ask the prescriber first) or a condition
 * rule (kidney disease, pregnancy). Empty when a product may be shown.
 */
export function productBlockers(
  ctx: Ctx,
  n: NutrientKey,
): { lines: string[]; warnings: Warning[]; notes: SafetyNote[] } {
  const l = ctx.locale;
  const taboos = interactionTaboos(ctx, [n]).filter(
    (t) => t.management === 'avoid' || t.management === 'monitor',
  );
  const planSays = planWithholds(ctx, n);
  // A condition rule the plan's own "not recommended" already says is not said twice.
  const rules = conditionRulesFor(ctx.plan, n).filter(
    (r) => !planSays.some((line) => line.includes(pick(r.text, ctx.locale))),
  );
  return {
    lines: [
      ...planSays,
      ...taboos.map((t) => interactionWarning(t, l)),
      ...rules.map((r) => `**${pick(r.text, l)}**`),
    ],
    warnings: [
      ...taboos.map(warningOfTaboo).filter((w): w is Warning => w !== null),
      ...rules.map(() => ({ kind: 'avoid_supplement' as const, substance: n })),
    ],
    notes: rules.map((r) => ({ id: r.id, text: `**${pick(r.text, l)}**` })),
  };
}

/**
 * What the plan itself says against a product of this nutrient: its "not recommended, because …"
 * (a prescriber's nutrient, refeeding, a medicine), and for potassium, whose tablets are a doctor's to
 * prescribe, the plan's silence (fifth clinician review of 2026-11-25, en P1: potassium tablets from the
 * shop beside a plan that said "take potassium only as prescribed").
 */
function planWithholds(ctx: Ctx, n: NutrientKey): string[] {
  if (!ctx.plan) return [];
  const skipped = ctx.plan.findings.find((f) => f.id === `skipped:${n}`);
  if (skipped) return [`**${skipped.text}**`];
  if (n === 'potassium' && !ctx.plan.recommendations.some((r) => r.nutrient === 'potassium'))
    return [
      L(
        ctx.locale,
        '**你的方案不推荐钾补充剂：** 血钾低要先找原因，补钾由医生按化验开具并复查；钾吃多了会影响心跳，不要自己买来吃。',
        '**Your plan recommends no potassium supplement:** a low potassium needs its cause found, and potassium is prescribed by a doctor from your blood tests and rechecked; too much affects the heartbeat, so do not buy it yourself.',
      ),
    ];
  return [];
}

/** Whether a shop product holds something this person's medicines or conditions rule out. */
export function productBlocked(ctx: Ctx, keys: readonly NutrientKey[]): boolean {
  return keys.some((k) => productBlockers(ctx, k).lines.length > 0);
}

export function products(ctx: Ctx): Draft {
  const l = ctx.locale;
  // A combo ("D3 + K2") is blocked by any of its nutrients, not only the first one named (H6); each
  // blocked nutrient asked about gets its reason ("potassium and magnesium pills?").
  const blockedAll = ctx.nutrients
    .map((k) => ({ k, b: productBlockers(ctx, k) }))
    .filter((x) => x.b.lines.length > 0)
    .slice(0, 3);
  const n = blockedAll[0]?.k ?? ctx.nutrients[0];
  if (blockedAll.length) {
    const names = blockedAll.map((x) => nutrientName(x.k, l)).join(L(l, '、', ', '));
    // Refeeding: the plan's refeeding finding leads (it holds the "today" when a lab is already low).
    const refeeding = blockedAll.some((x) => x.k === 'potassium' || x.k === 'magnesium')
      ? ctx.plan?.findings.find((f) => f.id === 'refeeding-risk')
      : undefined;
    return {
      text: [
        ...(refeeding ? [`**${refeeding.text}**`] : []),
        ...blockedAll.flatMap((x) => [
          L(
            l,
            `**你的方案没有给你推荐含${nutrientName(x.k, l)}的产品**，原因如下：`,
            `**Your plan offers you no product with ${nutrientName(x.k, l)}**, because:`,
          ),
          ...x.b.lines,
        ]),
        L(
          l,
          `如果开药医生或专科医生认为你确实需要${names}，请由医生指定产品和剂量。`,
          `If your prescriber or specialist decides you do need ${names}, let them choose the product and the dose.`,
        ),
      ].join('\n\n'),
      suggestions: suggestionsFor(ctx, [], undefined),
      warnings: blockedAll.flatMap((x) => x.b.warnings),
      notes: blockedAll.flatMap((x) => x.b.notes),
    };
  }
  if (n) {
    const matches = CATALOGUE.filter(
      (p) => nutrientKeysOf(p).includes(n) && !productBlocked(ctx, nutrientKeysOf(p)),
    ).slice(0, 3);
    const planIds = new Set(ctx.plan?.products.map((p) => p.productId) ?? []);
    const list = matches.map((p) => ({
      productId: p.id,
      name: productName(p, l),
      dosage: p.servingsPerDay,
      usage: pick(p.usage, l),
    }));
    return {
      text: list.length
        ? [
            L(l, `含${nutrientName(n, l)}的产品：`, `Products with ${nutrientName(n, l)}:`),
            ...list.map(
              (p) =>
                `- ${p.name}: ${p.usage}${planIds.has(p.productId) ? L(l, '（在你的方案中）', ' (in your plan)') : ''}`,
            ),
          ].join('\n')
        : L(
            l,
            `商城暂时没有含${nutrientName(n, l)}的产品。`,
            `The shop has no product with ${nutrientName(n, l)} yet.`,
          ),
      cards: list.length ? [{ type: 'products', products: list }] : [],
      suggestions: suggestionsFor(ctx, [], n),
    };
  }
  if (!ctx.plan || ctx.plan.products.length === 0) {
    return {
      text: ctx.plan
        ? L(
            l,
            '你的方案目前没有推荐产品：饮食已经能满足需要。',
            'Your plan recommends no products: your diet covers your needs.',
          )
        : L(
            l,
            `产品是根据你的方案挑选的。${startHint(l)}`,
            `Products are chosen from your plan. ${startHint(l)}`,
          ),
      suggestions: suggestionsFor(ctx, [Q.products(l)], undefined),
    };
  }
  const card = planProductsCard(ctx.plan, l);
  const first = card[0];
  const lines = [L(l, '你的方案推荐的产品和用法：', 'The products in your plan and how to take them:')];
  if (first?.type === 'products') for (const p of first.products) lines.push(`- ${p.name}: ${p.usage}`);
  lines.push(
    L(
      l,
      '每日剂量已控制在上限以内，并避开了与你的药物相互作用的成分。',
      'Daily amounts stay within the upper limits and avoid ingredients that interact with your medicines.',
    ),
  );
  return {
    text: lines.join('\n'),
    cards: card,
    suggestions: suggestionsFor(ctx, [Q.products(l)], undefined),
  };
}
