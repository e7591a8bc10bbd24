/**
 * "When do I take what?" and "how many tablets of my product a day?" (issue 30 §2), answered from the
 * plan itself: the day's schedule built from the plan's recommendations, its products and the person's
 * own supplements the plan keeps — each at the time its timing rule asks for (recommend/timing.ts),
 * calcium at most 500 mg at a time, and the spacings the plan requires (pairings.ts: iron and calcium
 * 2 hours apart; the medicines' own spacings from the plan's taboos, levothyroxine 4 hours) — and the
 * daily count of the plan's product. Nothing here is a new number: counts, doses and hours come from
 * the plan and the sourced tables.
 */
import type { Bilingual, Locale } from '../../contracts/common';
import { pick } from '../../contracts/common';
import type { PlanDocument, PlanProduct } from '../../contracts/plan';
import { drugById } from '../../interactions';
import { isNutrientKey, type NutrientKey } from '../../nutrients';
import { isSupplementable, TIMING } from '../../recommend';
import { amount, L, nutrientName } from '../format';
import { findStatedAmounts } from '../entities';
import { PAIR_RULES } from '../pairings';
import { asks, readQuestion } from '../question-kind';
import { howMuch } from './dose';
import { sourceLine, startHint, type Ctx, type Draft } from './shared';

type SlotKey = 'wake' | 'breakfast' | 'lunch' | 'dinner' | 'bedtime';

/** The day's times, with the hour used to check spacings (a typical day; the order is what matters). */
const SLOTS: readonly { key: SlotKey; hour: number; label: Bilingual }[] = [
  { key: 'wake', hour: 7, label: { zh: '早上起床、早餐前空腹', en: 'On waking, on an empty stomach' } },
  { key: 'breakfast', hour: 8, label: { zh: '早餐时', en: 'With breakfast' } },
  {
    key: 'lunch',
    hour: 12.5,
    label: { zh: '午餐时（有点油脂的一餐）', en: 'With lunch (a meal with some fat)' },
  },
  { key: 'dinner', hour: 18.5, label: { zh: '晚餐时', en: 'With dinner' } },
  { key: 'bedtime', hour: 22, label: { zh: '睡前', en: 'At bedtime' } },
];
const hourOf = (k: SlotKey) => SLOTS.find((s) => s.key === k)!.hour;

/** The times each nutrient's timing rule allows, best first (recommend/timing.ts TIMING). */
const CANDIDATES: Partial<Record<NutrientKey, readonly SlotKey[]>> = {
  // Empty stomach, 2 h from calcium, tea and coffee.
  iron: ['wake', 'bedtime'],
  // B vitamins with breakfast.
  thiamin: ['breakfast', 'lunch'],
  riboflavin: ['breakfast', 'lunch'],
  niacin: ['breakfast', 'lunch'],
  vitaminB6: ['breakfast', 'lunch'],
  folate: ['breakfast', 'lunch'],
  vitaminB12: ['breakfast', 'lunch'],
  // Fat-soluble: with a meal that contains fat.
  vitaminA: ['lunch', 'dinner', 'breakfast'],
  vitaminD: ['lunch', 'dinner', 'breakfast'],
  vitaminE: ['lunch', 'dinner', 'breakfast'],
  omega3: ['lunch', 'dinner', 'breakfast'],
  // With meals, at most 500 mg at a time.
  calcium: ['lunch', 'dinner', 'breakfast'],
  // With a meal, 2 h from iron and calcium.
  zinc: ['dinner', 'breakfast', 'lunch', 'bedtime'],
  vitaminC: ['breakfast', 'lunch', 'dinner'],
  selenium: ['breakfast', 'lunch', 'dinner'],
  iodine: ['breakfast', 'lunch', 'dinner'],
  // In the evening.
  magnesium: ['bedtime', 'dinner'],
};

/** Calcium is absorbed best 500 mg or less at a time (NIH ODS Calcium fact sheet; TIMING.calcium). */
const CALCIUM_PER_TIME_MG = 500;

/** Medicines taken on waking on an empty stomach, whose spacings can be placed in the day. */
const ON_WAKING_CLASSES = ['thyroid_hormone', 'bisphosphonate'];

interface Dose {
  /** What is taken: the product and its count, or the nutrient and its amount. */
  label: string;
  nutrient: NutrientKey | null;
  /** A medicine placed in the day for its spacings (not a supplement). */
  medicine?: string;
  slot: SlotKey | null;
}

interface Spacing {
  a: string;
  b: string;
  hours: number;
  why: Bilingual;
  ref: string;
}

function productFor(plan: PlanDocument, n: NutrientKey): PlanProduct | undefined {
  return (
    plan.products.find((p) => p.delivered?.nutrient === n) ??
    plan.products.find((p) => p.nutrients.includes(n))
  );
}

const productLabel = (p: PlanProduct, count: number, l: Locale) =>
  L(l, `${p.name ?? p.productId} ×${count}`, `${p.name ?? p.productId} ×${count}`);

/** The spacings between nutrients (pairings.ts) and between a nutrient and the person's medicines. */
function spacingsFor(plan: PlanDocument): Spacing[] {
  const out: Spacing[] = [];
  for (const r of PAIR_RULES)
    if (r.kind === 'separate' && r.hours !== undefined && isNutrientKey(r.a) && isNutrientKey(r.b))
      out.push({ a: r.a, b: r.b, hours: r.hours, why: r.text, ref: r.source.ref });
  for (const t of plan.medicineTaboos)
    if (t.management === 'separate' && t.separateHours !== undefined && isNutrientKey(t.target))
      out.push({
        a: `drug:${t.drugId}`,
        b: t.target,
        hours: t.separateHours,
        why: { zh: t.advice, en: t.advice },
        ref: t.source.ref,
      });
  return out;
}

const keyOf = (d: Dose) => (d.medicine ? `drug:${d.medicine}` : (d.nutrient ?? ''));

/** Place each dose at the first time its rule allows that keeps every spacing with those placed. */
function place(doses: Dose[], spacings: readonly Spacing[]): void {
  const placed: Dose[] = doses.filter((d) => d.slot !== null);
  for (const d of doses) {
    if (d.slot !== null || !d.nutrient) continue;
    const candidates = CANDIDATES[d.nutrient] ?? ['breakfast', 'lunch', 'dinner'];
    const ok = (slot: SlotKey) =>
      placed.every((p) => {
        if (p.slot === null) return true;
        // Two doses of the same nutrient go at different times (calcium split in two).
        if (p.nutrient === d.nutrient && !p.medicine && p.slot === slot) return false;
        const rule = spacings.find(
          (s) => (s.a === keyOf(p) && s.b === keyOf(d)) || (s.b === keyOf(p) && s.a === keyOf(d)),
        );
        return !rule || Math.abs(hourOf(p.slot) - hourOf(slot)) >= rule.hours;
      });
    d.slot = candidates.find(ok) ?? candidates[0] ?? 'breakfast';
    placed.push(d);
  }
}

/** The doses of the plan's day: its recommendations (as its products), the supplements it keeps. */
function dosesOf(plan: PlanDocument, medicines: readonly string[], l: Locale): Dose[] {
  const doses: Dose[] = [];
  for (const id of medicines) {
    const drug = drugById(id);
    if (drug && drug.classes.some((c) => ON_WAKING_CLASSES.includes(c)))
      doses.push({
        label: L(l, `${drug.zh}（你的药，按医嘱）`, `${drug.en} (your medicine, as prescribed)`),
        nutrient: null,
        medicine: id,
        slot: 'wake',
      });
  }
  // Iron first: it has the fewest times to go (an empty stomach).
  const recs = [...plan.recommendations].sort(
    (a, b) => Number(b.nutrient === 'iron') - Number(a.nutrient === 'iron'),
  );
  for (const r of recs) {
    if (!isNutrientKey(r.nutrient)) continue;
    const n = r.nutrient;
    const p = productFor(plan, n);
    const count = p?.dosage ?? 1;
    // Calcium in portions of at most 500 mg: the product's tablets shared out between meals.
    const total = p?.delivered?.nutrient === n ? p.delivered.amount : r.dose;
    const times =
      n === 'calcium' ? Math.min(Math.max(1, Math.ceil(total / CALCIUM_PER_TIME_MG)), Math.max(1, count)) : 1;
    for (let i = 0; i < times; i++) {
      const share = Math.floor(count / times) + (i < count % times ? 1 : 0);
      doses.push({
        label: p
          ? productLabel(p, share, l)
          : `${nutrientName(n, l)} ${amount(times > 1 ? total / times : total, r.unit)}`,
        nutrient: n,
        slot: null,
      });
    }
  }
  for (const review of plan.productReviews) {
    if (review.verdict !== 'keep') continue;
    const n = review.amounts?.[0]?.nutrient;
    if (!n || !isNutrientKey(n) || doses.some((d) => d.nutrient === n)) continue;
    doses.push({
      label: L(l, `${review.name}（你自己在吃的）`, `${review.name} (your own)`),
      nutrient: n,
      slot: null,
    });
  }
  return doses;
}

/** "When do I take what?": the plan's day, time by time, with the spacings it keeps. */
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
  const doses = dosesOf(plan, ctx.medicines, l);
  if (!doses.some((d) => d.nutrient))
    return {
      text: L(
        l,
        '你的方案目前没有推荐补充剂，所以没有需要安排的服用时间。',
        'Your plan recommends no supplements, so there is nothing to schedule.',
      ),
      suggestions: [],
    };
  const spacings = spacingsFor(plan);
  place(doses, spacings);
  const lines = [L(l, '**按你的方案，每天这样安排：**', '**Your day, from your plan:**')];
  for (const s of SLOTS) {
    const here = doses.filter((d) => d.slot === s.key);
    if (here.length)
      lines.push(
        `- **${pick(s.label, l)}**${L(l, '：', ': ')}${here.map((d) => d.label).join(L(l, '；', '; '))}`,
      );
  }
  const notes: string[] = [];
  const refs = new Set<string>();
  const present = new Set(doses.map(keyOf));
  for (const n of new Set(doses.map((d) => d.nutrient).filter((n): n is NutrientKey => n !== null)))
    if (isSupplementable(n)) refs.add(TIMING[n].source.ref);
  if (doses.filter((d) => d.nutrient === 'calcium' && !d.medicine).length > 1)
    notes.push(
      L(
        l,
        `钙每次不超过 ${CALCIUM_PER_TIME_MG} 毫克，所以分到两餐吃。`,
        `Calcium goes at most ${CALCIUM_PER_TIME_MG} mg at a time, so it is split between two meals.`,
      ),
    );
  for (const sp of spacings) {
    if (!present.has(sp.a) || !present.has(sp.b)) continue;
    const name = (k: string) =>
      k.startsWith('drug:')
        ? L(l, drugById(k.slice(5))?.zh ?? k, drugById(k.slice(5))?.en ?? k)
        : nutrientName(k as NutrientKey, l);
    notes.push(
      L(
        l,
        `${name(sp.a)}和${name(sp.b)}至少间隔 ${sp.hours} 小时。`,
        `${name(sp.a)} and ${name(sp.b)} at least ${sp.hours} hours apart.`,
      ),
    );
    refs.add(sp.ref);
  }
  // A medicine whose time the plan does not know: its spacing said, not placed.
  for (const t of plan.medicineTaboos)
    if (
      t.management === 'separate' &&
      t.separateHours !== undefined &&
      !present.has(`drug:${t.drugId}`) &&
      present.has(t.target)
    ) {
      notes.push(
        L(
          l,
          `你在吃${t.drug}：${t.supplement}要和它间隔至少 ${t.separateHours} 小时，按你吃药的时间错开上面的安排。`,
          `You take ${t.drug}: keep ${t.supplement} at least ${t.separateHours} hours from it — move the times above around your dose.`,
        ),
      );
      refs.add(t.source.ref);
    }
  if (notes.length) lines.push(notes.join(L(l, '', ' ')));
  return {
    text: lines.join('\n\n') + sourceLine([...refs].join('; '), l),
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
    (p) => p.delivered?.nutrient === 'calcium' && p.delivered.amount > CALCIUM_PER_TIME_MG,
  );
  if (split)
    lines.push(
      L(
        l,
        `钙每次不超过 ${CALCIUM_PER_TIME_MG} 毫克：分到两餐吃。`,
        `Calcium at most ${CALCIUM_PER_TIME_MG} mg at a time: split it between two meals.`,
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
