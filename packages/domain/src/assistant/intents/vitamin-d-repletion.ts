/**
 * How much vitamin D with a low level — fourteenth clinician review, zh P5 #5 (阿雅, 25-OH-D 16 ng/mL =
 * 40 nmol/L): "我维生素D才16 ng/mL，要补多少？" and "那就是一天吃几粒？" got "you need 10 µg a day", the
 * population intake, never a repletion dose. Between deficiency (< 12 ng/mL, 30 nmol/L, where the plan's
 * supervised treatment rule speaks) and 30 ng/mL (75 nmol/L), the Endocrine Society (Holick 2011) gives
 * 1,500–2,000 IU a day for adults to bring the level above 30 ng/mL: counted with what the person already
 * takes, never added on top, rechecked in 8–12 weeks, and never above the UL without a doctor (a higher
 * short course, such as 50,000 IU a week, is supervised).
 */
import type { PlanDocument } from '../../contracts/plan';
import { VITAMIN_D_IU_PER_UG } from '../../units';
import { LOW_VITAMIN_D_NMOL } from '../../knowledge/above-ul';
import { drugById } from '../../interactions';
import { findDrugs } from '../entities';
import { say } from '../../messages';
import { childVitaminDLimits } from './child-dose';
import { amount, L } from '../format';
import { childInChat, sourceLine, suggestionsFor, type Ctx, type Draft } from './shared';

/** The repletion range, IU a day (ES 2011: adults 1,500–2,000 IU to keep 25-OH-D above 30 ng/mL). */
export const VITAMIN_D_REPLETION_IU = { min: 1500, max: 2000 } as const;
/** The band the rule speaks for, nmol/L: from deficiency's upper bound to the 30 ng/mL goal. */
export const VITAMIN_D_REPLETION_BAND = { from: 30, below: 75 } as const;
const NMOL_PER_NG = 2.5;

const SOURCE =
  'Holick MF et al., Evaluation, treatment and prevention of vitamin D deficiency: an Endocrine Society clinical practice guideline, J Clin Endocrinol Metab 2011;96:1911 (adults 1,500–2,000 IU/day to raise 25-OH-D above 30 ng/mL; recheck after 8–12 weeks; higher loading doses under a physician)';

const ASKS_VITAMIN_D = /维生素\s*d|vit(amin)?\s*d\b|25[-\s]?(羟|oh|hydroxy)|\bd3\b/i;
const HOW_MUCH =
  /补多少|吃多少|多少(量|单位|iu|微克)?|几粒|几片|几颗|剂量|\bhow (much|many)\b|\bwhat (dose|strength)\b|\bdose\b/i;
const LEVEL = /(\d+(?:\.\d+)?)\s*(ng\s*\/\s*ml|nmol\s*\/\s*l)/i;

/** The 25-OH-D level, nmol/L: said in the question (or the one before), else the plan's result. */
function levelOf(ctx: Ctx): number | null {
  for (const t of [ctx.text, ctx.previous ?? '']) {
    const m = ASKS_VITAMIN_D.test(t) ? LEVEL.exec(t) : null;
    if (m) return Number(m[1]) * (/ng/i.test(m[2]!) ? NMOL_PER_NG : 1);
  }
  const marker = ctx.plan?.reportAnalysis?.markers.find((m) => m.key === 'vitaminD25OH');
  return marker && marker.unit === 'nmol/L' ? marker.value : null;
}

/** Vitamin D is the kidney team's, or calcium is high, or a supervised treatment is already planned. */
function notOurs(plan: PlanDocument | null): boolean {
  if (!plan) return false;
  const conditions = plan.profile.conditions ?? [];
  if (conditions.includes('kidney_disease') || conditions.includes('sarcoidosis')) return true;
  if (plan.recommendations.some((r) => r.nutrient === 'vitaminD' && r.supervised)) return true;
  return (plan.reportAnalysis?.markers ?? []).some((m) => /calcium/i.test(m.key) && m.flag === 'high');
}

const CHILD_AGE_UNKNOWN = {
  zh: '**孩子的维生素D偏低，补多少要按孩子的年龄和体重来定，不能用成年人的剂量和上限（孩子的上限比成年人低）。** 请把化验单和孩子正在吃的所有含维生素D的产品（复合维生素、钙片、滴剂）一起给儿科医生看，由医生定一天的总量和复查时间（一般补8–12周后复查）。尿钙偏高、有过肾结石、在做生酮饮食或在吃抗癫痫药的孩子，补多少更要医生来定。',
  en: '**A child’s low vitamin D is treated by the child’s age and weight — not an adult’s dose or upper limit (a child’s limit is lower).** Take the result and every product the child takes that has vitamin D in it (multivitamin, calcium, drops) to the paediatrician, who sets the daily total and when to re-test (usually after 8–12 weeks). With a high urine calcium, a kidney stone, a ketogenic diet or an antiseizure medicine, the dose is all the more the doctor’s.',
} as const;

/**
 * Asked of someone else ("他", "she") with no plan and no age: the adult figures follow only after saying they are an
 * adult's (blind answer round 59, zh-006, development data: a 5-year-old on a ketogenic diet, named only as 他, was given
 * the adult 1,500–2,000 IU and an upper limit of 2,000 IU, above a young child's). 他 in 他汀 (a statin) is no one.
 */
const SOMEONE_ELSE = /(?<!其)他(?!汀)|她|\b(he|she|his|him|her)\b/;
const ADULT_FIGURES_ONLY = {
  zh: '**下面是成年人的数字。如果问的是孩子，补多少、上限多少都要按孩子的年龄和体重来定（孩子的上限比成年人低），请告诉我孩子几岁，或把化验单给儿科医生看。**',
  en: '**The figures below are an adult’s. If this is for a child, the dose and the upper limit go by the child’s age and weight (a child’s limit is lower): tell me the child’s age, or show the result to the paediatrician.**',
} as const;

export function vitaminDRepletionAnswer(ctx: Ctx): Draft | null {
  const asked = ctx.nutrients.includes('vitaminD') || ASKS_VITAMIN_D.test(ctx.text);
  if (!asked || !HOW_MUCH.test(ctx.text) || notOurs(ctx.plan)) return null;
  // A child's level: the adult figures are not a child's, and a child's upper limit is lower (3,000 IU
  // at 4–8 years) — blind answer round 50, en-029 (a 7-year-old told the adult 1,500–2,000 IU and 4,000 IU).
  if (ctx.childMonths !== null && ctx.childMonths !== undefined)
    return childVitaminDRepletion(ctx, ctx.childMonths);
  // A child with no age read ("for a 17.5 kg boy on 4:1 keto"): never the adult's dose and limit (blind answer round 59,
  // en-001, development data) — the paediatrician sets the total.
  if (childInChat(ctx))
    return {
      text: L(ctx.locale, CHILD_AGE_UNKNOWN.zh, CHILD_AGE_UNKNOWN.en) + sourceLine(CHILD_SOURCE, ctx.locale),
      suggestions: [],
      warnings: [{ kind: 'see_doctor' }],
    };
  const nmol = levelOf(ctx);
  if (nmol === null || nmol < VITAMIN_D_REPLETION_BAND.from || nmol >= VITAMIN_D_REPLETION_BAND.below)
    return null;
  const l = ctx.locale;
  const v = ctx.views.get('vitaminD');
  // Deficient (below 50 nmol/L, 20 ng/mL) and already taking more than the UL: that dose may be the
  // doctor's repletion (Endocrine Society 2011: 6,000 IU a day, 2–3 times more with malabsorption), never
  // "1,500–2,000 IU in all" — the deficiency row answers (blind answer round 25, Dev: 12 ng/mL with
  // Crohn's on cholestyramine and 5,000 IU a day).
  const ul = v?.ul ?? null;
  const overUl =
    ul !== null &&
    ((v?.fromSupplements ?? 0) > ul ||
      (ctx.plan?.productReviews ?? []).some((r) =>
        (r.amounts ?? []).some((a) => a.nutrient === 'vitaminD' && a.amount > ul),
      ));
  if (nmol < LOW_VITAMIN_D_NMOL && overUl) return null;
  // Deficient on an enzyme-inducing antiseizure medicine (carbamazepine, phenytoin, phenobarbital,
  // primidone): needs are two to three times higher and the treatment dose is the doctor's (Endocrine
  // Society 2011) — the row written for it answers (blind answer round 27, zh-069/zh-073;
  // faq/rows-round27-unsafe-zh.ts), never the everyday 1,500–2,000 IU.
  if (nmol < LOW_VITAMIN_D_NMOL && onEnzymeInducer(ctx)) return null;
  const ng = Math.round((nmol / NMOL_PER_NG) * 10) / 10;
  const { min, max } = VITAMIN_D_REPLETION_IU;
  // What stays once the review's "stop" products are stopped: the total the person will take.
  const reviews = ctx.plan?.productReviews ?? [];
  const stopped = reviews.filter(
    (r) =>
      (r.verdict === 'over_ul' || r.verdict === 'avoid') &&
      (r.amounts ?? []).some((a) => a.nutrient === 'vitaminD'),
  );
  const keptUg = reviews
    .filter((r) => !stopped.includes(r))
    .reduce((s, r) => s + ((r.amounts ?? []).find((a) => a.nutrient === 'vitaminD')?.amount ?? 0), 0);
  const takingIu = Math.round(
    (reviews.length > 0 ? keptUg : (v?.fromSupplements ?? 0)) * VITAMIN_D_IU_PER_UG,
  );
  const afterStop =
    stopped.length > 0
      ? L(
          l,
          `（按方案停用${stopped.map((r) => `「${r.name}」`).join('、')}之后）`,
          ` (once you stop ${stopped.map((r) => `"${r.name}"`).join(', ')}, as the review says)`,
        )
      : '';
  const uncounted = (ctx.plan?.productReviews ?? []).filter(
    (r) => r.uncounted === true && /鱼肝油|cod liver|维生素\s*d|vitamin\s*d|\bd3\b/i.test(r.name),
  );
  const ulIu = v?.ul != null ? Math.round(v.ul * VITAMIN_D_IU_PER_UG) : null;
  const gap = { min: Math.max(0, min - takingIu), max: Math.max(0, max - takingIu) };
  const lines = [
    L(
      l,
      `**25-羟基维生素D ${ng} ng/mL（${Math.round(nmol)} nmol/L）偏低。** 按美国内分泌学会指南（2011），成人要把它提到 30 ng/mL（75 nmol/L）以上，通常需要每天 ${min}–${max} IU（${min / VITAMIN_D_IU_PER_UG}–${max / VITAMIN_D_IU_PER_UG} µg）维生素D——这是所有产品加起来的总量，不是另外再加。`,
      `**A 25-OH vitamin D of ${ng} ng/mL (${Math.round(nmol)} nmol/L) is low.** The Endocrine Society guideline (2011) gives adults about ${min}–${max} IU (${min / VITAMIN_D_IU_PER_UG}–${max / VITAMIN_D_IU_PER_UG} µg) of vitamin D a day to bring it above 30 ng/mL (75 nmol/L) — that is the total from all your products, not an amount on top.`,
    ),
    takingIu > 0
      ? L(
          l,
          `你的补充剂${afterStop}每天提供 ${takingIu} IU，${gap.max > 0 ? `所以每天再补 ${gap.min}–${gap.max} IU 就到这个范围（例如一粒 ${gap.max >= 1000 ? 1000 : 400} IU 的维生素D3）` : '已经在这个范围，不要再加'}。`,
          `What you take${afterStop} gives ${takingIu} IU a day, ${gap.max > 0 ? `so ${gap.min}–${gap.max} IU more a day reaches that range (for example one ${gap.max >= 1000 ? 1000 : 400} IU vitamin D3 capsule)` : 'which is already in that range: add nothing'}.`,
        )
      : L(
          l,
          `例如每天一粒 1000 IU 的维生素D3，再加一粒 400–1000 IU，随含油脂的正餐吃。`,
          `For example one 1,000 IU vitamin D3 capsule a day plus one of 400–1,000 IU, with a meal that has some fat.`,
        ),
    ...(uncounted.length > 0
      ? [
          L(
            l,
            `${uncounted.map((r) => `「${r.name}」`).join('、')}每粒含多少维生素D不知道，还没有算进去：先看标签把它算上${uncounted.some((r) => /鱼肝油|cod liver/i.test(r.name)) ? '（备孕和怀孕期间本来就不要吃鱼肝油）' : ''}。`,
            `How much vitamin D ${uncounted.map((r) => `"${r.name}"`).join(', ')} holds is not known, so it is not counted yet: count it from its label first${uncounted.some((r) => /鱼肝油|cod liver/i.test(r.name)) ? ' (cod liver oil is not for pregnancy or trying to conceive anyway)' : ''}.`,
          ),
        ]
      : []),
    L(
      l,
      `8–12 周后复查25-羟基维生素D。自己补，每天合计不要超过上限${v?.ul != null ? ` ${amount(v.ul, 'ug')}（${ulIu} IU）` : ''}；更高的短期补充方案（如每周 50,000 IU）只能由医生开、在医生监督下用。`,
      `Recheck 25-OH vitamin D after 8–12 weeks. On your own, keep the daily total under the upper limit${v?.ul != null ? ` of ${amount(v.ul, 'ug')} (${ulIu} IU)` : ''}; a higher short course (such as 50,000 IU a week) is only for a doctor to prescribe and supervise.`,
    ),
  ];
  if (!ctx.plan && SOMEONE_ELSE.test(ctx.norm))
    lines.unshift(L(l, ADULT_FIGURES_ONLY.zh, ADULT_FIGURES_ONLY.en));
  return {
    text: lines.join('\n\n') + sourceLine([SOURCE, v?.sourceRef ?? ''].filter(Boolean).join('; '), l),
    suggestions: suggestionsFor(ctx, [], 'vitaminD'),
    warnings: [],
  };
}

/** On an enzyme-inducing antiseizure medicine, taken or named in the message. */
function onEnzymeInducer(ctx: Ctx): boolean {
  const ids = [...ctx.medicines, ...findDrugs(ctx.text).map((d) => d.id)];
  return ids.some((id) => drugById(id)?.classes.includes('enzyme_inducing_antiepileptic') ?? false);
}

/**
 * The Endocrine Society's figures for children 1–18 (Holick 2011, recommendations 3.1–3.2 and 1.2): below
 * 20 ng/mL, 2,000 IU a day for at least 6 weeks then 600–1,000 IU; otherwise at least 600 IU, and at least
 * 1,000 IU may be needed to stay above 30 ng/mL. Counted with what the child takes, under the band's UL.
 */
export const CHILD_VITAMIN_D_IU = { treat: 2000, keepMin: 600, keepMax: 1000, raise: 1000 } as const;
const CHILD_SOURCE =
  'Holick MF et al., Evaluation, treatment and prevention of vitamin D deficiency: an Endocrine Society clinical practice guideline, J Clin Endocrinol Metab 2011;96:1911 (children 1–18 years: deficiency below 20 ng/mL treated with 2,000 IU/day for at least 6 weeks, then 600–1,000 IU/day; at least 600 IU/day, and at least 1,000 IU/day may be needed to keep 25-OH-D above 30 ng/mL)';
const GUMMY = /软糖|gumm(y|ies)/i;
const MULTI = /复合维生素|多维|钙铁锌|multi-?vitamin|multis?\b/i;
const SERVINGS =
  /(\d+)\s*(?:(?:multi-?vitamins?|vitamin|kids?'?|children'?s)\s+)?(?:粒|颗|片|个|(?:gumm(?:y|ies)|tablets?|capsules?|chews?)\b)?\s*(?:per|a|每)\s*(?:day|天|日)|(?:每天|一天|每日)\s*(\d+)/i;

/** A child's low level (1–17 years; a baby's is the lactation and infant answers'). */
function childVitaminDRepletion(ctx: Ctx, months: number): Draft | null {
  if (months < 12 || months >= 216) return null;
  const nmol = levelOf(ctx);
  if (nmol === null || nmol >= VITAMIN_D_REPLETION_BAND.below) return null;
  const l = ctx.locale;
  const ng = Math.round((nmol / NMOL_PER_NG) * 10) / 10;
  const years = Math.floor(months / 12);
  const limits = childVitaminDLimits(months);
  const { treat, keepMin, keepMax, raise } = CHILD_VITAMIN_D_IU;
  const deficient = nmol < 50;
  const said = [ctx.text, ctx.previous ?? ''].join(' ');
  const product = GUMMY.test(said)
    ? L(
        l,
        MULTI.test(said) ? '复合维生素软糖' : '维生素软糖',
        MULTI.test(said) ? 'multivitamin gummies' : 'gummies',
      )
    : MULTI.test(said)
      ? L(l, '复合维生素', 'multivitamin')
      : null;
  const servingsSaid = SERVINGS.exec(said);
  const count = servingsSaid ? Number(servingsSaid[1] ?? servingsSaid[2]) : null;
  const lines = [
    say(
      'reply.dose.childVitaminDLow',
      { age: L(l, `${years}岁`, `${years} years`), ng, nmol: Math.round(nmol) },
      l,
    ),
    deficient
      ? say('reply.dose.childVitaminDDeficient', { treatIu: treat, keepMin, keepMax }, l)
      : say('reply.dose.childVitaminDInsufficient', { need: limits.needIu, raise }, l),
    say(
      'reply.dose.childVitaminDCount',
      {
        what: product ?? L(l, '补充剂', 'supplement'),
        servings:
          count !== null
            ? L(l, `每天${count}粒`, `the ${count} a day`)
            : L(l, '每天吃的量', 'a day’s servings'),
        band: L(l, limits.band.zh, limits.band.en),
        ulIu: limits.ulIu,
        ulUg: limits.ulUg,
      },
      l,
    ),
    say('reply.dose.childVitaminDRecheck', {}, l),
  ];
  return {
    text: lines.join('\n\n') + sourceLine([CHILD_SOURCE, limits.source].join('; '), l),
    suggestions: [],
    warnings: [],
  };
}
