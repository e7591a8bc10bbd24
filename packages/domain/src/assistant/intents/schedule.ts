/**
 * "When do I take what?" and "how many tablets of my product a day?" (issue 30 §2), answered from the
 * plan itself: the day's schedule built from the plan's recommendations, its products and the person's
 * own supplements the plan keeps — each at the time its timing rule asks for (recommend/timing.ts),
 * calcium at most 500 mg at a time, and the spacings the plan requires (pairings.ts: iron and calcium
 * 2 hours apart; the medicines' own spacings from the plan's taboos, levothyroxine 4 hours) — and the
 * daily count of the plan's product. Nothing here is a new number: counts, doses and hours come from
 * the plan and the sourced tables.
 */
import { pick } from '../../contracts/common';
import { isNutrientKey, type NutrientKey } from '../../nutrients';
import { TIMING } from '../../recommend';
import { CALCIUM_PER_TIME, daySchedule } from '../../schedule';
import { amount, L, nutrientName } from '../format';
import { findStatedAmounts } from '../entities';
import { asks, readQuestion } from '../question-kind';
import { howMuch } from './dose';
import { sourceLine, startHint, type Ctx, type Draft } from './shared';

/** A review issue that says the product gives less than the dose the person needs. */
const BELOW_DOSE_ISSUE = /低于|不够|below (that|the|your) dose|\bbelow\b.*\bdose\b/;

/** "When do I take what?": the plan's day, time by time, with the spacings it keeps (schedule/). */
export function dailySchedule(ctx: Ctx): Draft {
  const l = ctx.locale;
  const plan = ctx.plan;
  if (!plan)
    return {
      text:
        L(l, '每天的服用安排要按你的方案来排。', 'The daily schedule is built from your plan.') +
        `\n\n${startHint(l)}`,
      suggestions: [],
    };
  const day = daySchedule({ plan, medicines: ctx.medicines });
  if (!day.slots.some((s) => s.items.some((i) => i.nutrient)))
    return {
      text: L(
        l,
        '你的方案目前没有推荐补充剂，所以没有需要安排的服用时间。',
        'Your plan recommends no supplements, so there is nothing to schedule.',
      ),
      suggestions: [],
    };
  const lines = [L(l, '**按你的方案，每天这样安排：**', '**Your day, from your plan:**')];
  for (const s of day.slots)
    if (s.items.length)
      lines.push(
        `- **${pick(s.label, l)}**${L(l, '：', ': ')}${s.items.map((d) => pick(d.label, l)).join(L(l, '；', '; '))}`,
      );
  if (day.notes.length) lines.push(day.notes.map((n) => pick(n.text, l)).join(L(l, '', ' ')));
  // A product of the person's own the review finds below the dose they need keeps its time in the day,
  // but never reads as enough: the review's own words say the dose (blind answer round 25 zh-008: 叶酸片
  // 0.4 mg listed for a woman on valproate planning a pregnancy, whose guideline dose is 5 mg).
  for (const r of plan.productReviews)
    if (r.verdict === 'below_dose')
      for (const issue of r.issues.filter((x) => BELOW_DOSE_ISSUE.test(x))) lines.push(`**${issue}**`);
  return {
    text: lines.join('\n\n') + sourceLine(day.sources.join('; '), l),
    suggestions: [],
  };
}

/** "How many tablets of my product a day?": the plan's product for what is asked, and its daily count. */
export function tabletsPerDay(ctx: Ctx): Draft {
  const l = ctx.locale;
  const plan = ctx.plan;
  if (!plan)
    return {
      text:
        L(l, '产品每天吃几份要按你的方案来定。', 'How many a day follows from your plan.') +
        `\n\n${startHint(l)}`,
      suggestions: [],
    };
  const asked = ctx.nutrients.filter(isNutrientKey);
  const products = asked.length
    ? plan.products.filter((p) => asked.some((n) => p.delivered?.nutrient === n || p.nutrients.includes(n)))
    : plan.products;
  if (products.length === 0) {
    const what = asked.map((n) => nutrientName(n, l)).join(L(l, '、', ', '));
    return {
      text: L(
        l,
        `你的方案里没有${what || '推荐的'}产品，所以我没法按方案告诉你每天吃几片；别的产品每天吃多少，请看包装说明并问药师。`,
        `Your plan has no ${what ? `${what} ` : ''}product, so I cannot give a daily count from it; for another product, follow its label and ask your pharmacist.`,
      ),
      suggestions: [],
    };
  }
  const doses = plan.recommendations.filter(
    (r) => isNutrientKey(r.nutrient) && products.some((p) => p.delivered?.nutrient === r.nutrient),
  );
  const lead = doses
    .map((r) =>
      L(
        l,
        `你的方案每天补充${nutrientName(r.nutrient as NutrientKey, l)} ${amount(r.dose, r.unit)}`,
        `your plan's dose is ${amount(r.dose, r.unit)} of ${nutrientName(r.nutrient as NutrientKey, l)} a day`,
      ),
    )
    .join(L(l, '；', '; '));
  const lines = products.map((p) => {
    const got =
      p.delivered && isNutrientKey(p.delivered.nutrient)
        ? L(
            l,
            `，共提供${nutrientName(p.delivered.nutrient, l)} ${amount(p.delivered.amount, p.delivered.unit as Parameters<typeof amount>[1])}`,
            `, giving ${amount(p.delivered.amount, p.delivered.unit as Parameters<typeof amount>[1])} of ${nutrientName(p.delivered.nutrient, l)}`,
          )
        : '';
    return `- **${p.name ?? p.productId}**${L(l, '：', ': ')}${L(l, `每天 ${p.dosage} 份`, `${p.dosage} a day`)}（${p.usage}${got}）`
      .replace('（', l === 'zh-CN' ? '（' : ' (')
      .replace(/）$/, l === 'zh-CN' ? '）' : ')');
  });
  const split = products.some(
    (p) => p.delivered?.nutrient === 'calcium' && p.delivered.amount > CALCIUM_PER_TIME.mg,
  );
  if (split)
    lines.push(
      L(
        l,
        `钙每次不超过 ${CALCIUM_PER_TIME.mg} 毫克：分到两餐吃。`,
        `Calcium at most ${CALCIUM_PER_TIME.mg} mg at a time: split it between two meals.`,
      ),
    );
  return {
    text:
      [
        lead
          ? L(l, `按你的方案：${lead}。`, `From your plan: ${lead}.`)
          : L(l, '按你的方案：', 'From your plan:'),
        ...lines,
      ].join('\n') + (split ? sourceLine(TIMING.calcium.source.ref, l) : ''),
    suggestions: [],
  };
}

const SOURCE_LINE = /\n\n_(?:来源|Source)[^\n]*_\s*$/;

/** Words of a count of the person's own product ("我那个钙片", "my tablets", "the softgels"). */
const PRODUCT_WORDS =
  /片|粒|胶囊|软胶囊|勺|\btablets?\b|\bpills?\b|\bcapsules?\b|\bsoftgels?\b|\bscoops?\b|\btabs\b|\bgummies\b/;

/** The plan's day or its product count, when that is what the message asks; else null. */
export function planDayAnswer(
  ctx: Ctx,
  /** The person's message before this one: "那一天喝几勺" after "可以喝安素吗" is about Ensure. */
  previous?: string,
): { intent: 'supplement_timing' | 'product_question' | 'how_much_nutrient'; draft: Draft } | null {
  const r = readQuestion(ctx.text, previous);
  // Another product named with its own strength ("商城那款鱼油一粒1000mg") is not the plan's product.
  if (asks(r, 'schedule')) return { intent: 'supplement_timing', draft: dailySchedule(ctx) };
  // Only the plan's own products: "辅酶q10一天几粒" is the CoQ10 dose answer's, not the plan's.
  const plan = ctx.plan;
  const named = r.nutrients;
  const inPlan =
    plan !== null &&
    r.subjects.length === 0 &&
    named.every((n) => plan.products.some((p) => p.delivered?.nutrient === n || p.nutrients.includes(n)));
  if (
    asks(r, 'tablets') &&
    PRODUCT_WORDS.test(ctx.norm) &&
    !asks(r, 'benefit', 'may_i', 'together', 'form', 'too_much') &&
    inPlan &&
    findStatedAmounts(ctx.text).length === 0
  ) {
    const count = tabletsPerDay(ctx);
    if (named.length === 0) return { intent: 'product_question', draft: count };
    // "钙片一天吃几片": the count of the plan's product first, then the dose answer it comes from.
    const dose = howMuch(ctx);
    const source = SOURCE_LINE.exec(dose.text);
    const body = source ? dose.text.slice(0, source.index) : dose.text;
    return {
      intent: 'how_much_nutrient',
      draft: { ...dose, text: `${count.text.replace(SOURCE_LINE, '')}\n\n${body}${source ? source[0] : ''}` },
    };
  }
  return null;
}
