/**
 * A dose the user names in the question, judged for what it is (re-review H4, M6): read with its
 * period (50,000 IU once a week is about 7,100 IU a day, never compared with the daily UL as if
 * daily), a prescribed vitamin D loading course is taken as prescribed (never "take less"), and a
 * fish-oil product mass is its EPA+DHA content (the supplement table's own ratio) compared with the
 * range that actually applies — in China 2 g EPA+DHA is the upper end of the AMDR, not a UL.
 */
import { pick, type Bilingual, type Locale, type Source } from '../../contracts/common';
import type { PlanDocument } from '../../contracts/plan';
import {
  KIDNEY_VITAMIN_C_MAX_MG,
  KIDNEY_VITAMIN_C_SOURCE,
  KIDNEY_VITAMIN_C_TEXT,
  kidneyVitaminCCapped,
} from '../../conditions';
import { TREATMENT_RULES } from '../../knowledge/treatment';
import { treatmentRangeFor } from '../../recommend/treatment';
import type { NutrientKey } from '../../nutrients';
import { VITAMIN_D_IU_PER_UG } from '../../units';
import { SALT_FORMS, saltFormById, type SaltFormRow } from '../../knowledge/salts';
import {
  ABOVE_UL_RULES,
  fillAboveUl,
  ulMultiple,
  VITAMIN_D_LOADING_STRENGTH_UG,
} from '../../knowledge/above-ul';
import type { StatedAmount } from '../entities';
import { interactionTaboos, type Ctx } from './shared';
import {
  prescribedAmountIn,
  prescribedKeepLine,
  PRESCRIBED_KEEP_REF,
  PRESCRIBED_SUPPLEMENT_SAID,
} from './prescribed-supplement';

import { prescribedCompanionsFor } from '../../review/companions';
import { findDrugs } from '../entities';
import { dialysisContext } from './kidney-plan';
import { amount, fmt, foodTheUlCounts, L, nutrientName, type NutrientView } from '../format';
import type { SafetyNote, Warning } from '../followups';

/** A question (or answer sentence) that says the dose comes from a doctor. */
export const PRESCRIBED =
  /医生|大夫|医师|开了|开的|处方|医嘱|门诊|\bdoctors?\b|\bdr\b|\bgp\b|\bprescri|\bendocrinologist\b|\bphysician\b|\brx\b|\bconsultant\b/;

/**
 * Vitamin D loading courses of the guidelines: at most 50,000 IU (1,250 µg) per dose, taken weekly
 * or twice weekly (20,000 IU) for 6–10 weeks — about 7,100 IU a day on average at most.
 */
export const VITAMIN_D_LOADING = {
  maxPerDoseUg: 1250,
  minEveryDays: 3.5,
  maxDailyAverageUg: 1250 / 7,
  source: {
    ref: 'Holick MF et al. Evaluation, treatment, and prevention of vitamin D deficiency: an Endocrine Society Clinical Practice Guideline. J Clin Endocrinol Metab 2011, 96:1911–1930 (50,000 IU of vitamin D once a week for 8 weeks, then maintenance); NICE Clinical Knowledge Summaries, Vitamin D deficiency in adults (2022): loading regimens of about 300,000 IU in total over 6–10 weeks, e.g. 50,000 IU weekly for 6 weeks or 20,000 IU twice weekly for 7 weeks',
    url: 'https://cks.nice.org.uk/topics/vitamin-d-deficiency-in-adults/',
  } satisfies Source,
} as const;

/** EPA+DHA: what the 2 g figure is, and where safety concerns actually begin. */
export const OMEGA3_RANGE = {
  /** EFSA: supplemental EPA+DHA up to this much a day raises no safety concern in adults. */
  efsaSafeMg: 5000,
  source: {
    ref: 'Chinese DRIs 2023 (中国居民膳食营养素参考摄入量 2023版), fatty acids: EPA+DHA AMDR 0.25–2.0 g/d for adults — a range for healthy eating, not a tolerable upper intake level; EFSA Panel on Dietetic Products, Scientific Opinion on the Tolerable Upper Intake Level of EPA, DHA and DPA, EFSA Journal 2012, 10(7):2815 (supplemental EPA+DHA up to 5 g/day raises no safety concern in adults; no UL set)',
    url: 'https://www.efsa.europa.eu/en/efsajournal/pub/2815',
  } satisfies Source,
} as const;

/** The rules of this file, by id (NOTE_MEANING in followups.ts says how each is recognised). */
export const STATED_DOSE_RULES = {
  'vitd-loading-course': {
    text: {
      zh: '每周一次、连续几周的大剂量维生素D（例如每周50000 IU、共6–8周），是医生治疗维生素D缺乏常用的“负荷疗程”。**请按医嘱服完疗程，不要自行减量或停用，并按医生的安排复查血25(OH)D。** 疗程期间除非医生同意，不要再另外加吃维生素D补充剂（包括方案里的每日剂量）；疗程结束后，医生通常会改成每天的维持剂量。',
      en: 'A high weekly vitamin D dose for a few weeks (such as 50,000 IU once a week for 6–8 weeks) is a standard loading course doctors prescribe for low vitamin D. **Take it as prescribed — do not cut it down or stop it on your own — and have your 25(OH)D blood level re-tested when your doctor plans.** During the course do not add other vitamin D supplements (including your plan’s daily dose) unless your doctor says so; afterwards doctors usually switch to a daily maintenance dose.',
    },
    source: VITAMIN_D_LOADING.source,
  },
  'vitd-loading-self': {
    text: {
      zh: '这么大的每周剂量是医生针对化验证实的维生素D缺乏开的短期“负荷疗程”，需要在医生指导下服用：**请不要自己开始吃**。如果担心缺乏，请医生查一下血25(OH)D，由医生决定是否需要、吃多久。',
      en: 'A weekly dose this high is a short loading course doctors prescribe for a vitamin D deficiency proven by a blood test, taken under their care: **do not start it on your own**. If you are worried you are low, ask your doctor to check your 25(OH)D level and decide whether you need it and for how long.',
    },
    source: VITAMIN_D_LOADING.source,
  },
  'vitd-daily-preferred': {
    text: {
      zh: '自己补充维生素D时，每天吃小剂量比每周、每月一次吃大剂量更好；大剂量间隔服用请只在医生开具时使用。',
      en: 'When you take vitamin D on your own, a small daily dose is preferred to a large weekly or monthly one; keep large intermittent doses for when a doctor prescribes them.',
    },
    source: {
      ref: 'Demay MB et al. Vitamin D for the prevention of disease: an Endocrine Society clinical practice guideline. J Clin Endocrinol Metab 2024, 109:1907–1947 (daily, lower-dose vitamin D suggested instead of non-daily, higher-dose vitamin D for adults aged 50 and older)',
      url: 'https://academic.oup.com/jcem/article/109/8/1907/7685305',
    },
  },
  'omega3-amdr': {
    text: {
      zh: '2克EPA+DHA是中国膳食营养素参考摄入量给出的宏量营养素可接受范围（AMDR 0.25–2.0克/天）的上端，是健康饮食的参考范围，不是“中毒上限”；欧洲食品安全局认为成人每天补充不超过5克EPA+DHA没有安全顾虑。',
      en: '2 g of EPA+DHA is the upper end of the Chinese acceptable range for healthy eating (AMDR 0.25–2.0 g a day), not a toxicity limit; the European Food Safety Authority found no safety concern for adults up to 5 g of supplemental EPA+DHA a day.',
    },
    source: OMEGA3_RANGE.source,
  },
} as const satisfies Record<string, { text: Bilingual; source: Source }>;
export type StatedDoseRuleId = keyof typeof STATED_DOSE_RULES;

const PERIOD_TEXT: readonly (readonly [number, Bilingual])[] = [
  [1 / 3, { zh: '每天三次', en: 'three times a day' }],
  [0.5, { zh: '每天两次', en: 'twice a day' }],
  [1, { zh: '每天', en: 'a day' }],
  [2, { zh: '隔天一次', en: 'every other day' }],
  [7 / 3, { zh: '每周三次', en: 'three times a week' }],
  [3.5, { zh: '每周两次', en: 'twice a week' }],
  [7, { zh: '每周一次', en: 'once a week' }],
  [14, { zh: '每两周一次', en: 'every two weeks' }],
  [30, { zh: '每月一次', en: 'once a month' }],
];

/** "once a week", "每月一次": how a period reads in an answer. */
export function periodText(everyDays: number, l: Locale): string {
  const known = PERIOD_TEXT.find(([d]) => Math.abs(d - everyDays) < 1e-6);
  if (known) return pick(known[1], l);
  const weeks = everyDays / 7;
  return Number.isInteger(weeks)
    ? L(l, `每${fmt(weeks)}周一次`, `every ${fmt(weeks)} weeks`)
    : L(l, `每${fmt(everyDays)}天一次`, `every ${fmt(everyDays)} days`);
}

/** An amount as people read it: vitamin D also in IU, a daily average rounded ("about 7,100 IU"). */
function shown(n: NutrientKey, value: number, unit: NutrientView['unit'], approx = false): string {
  if (n === 'vitaminD' && unit === 'ug') {
    const iu = value * VITAMIN_D_IU_PER_UG;
    const iuText = approx && iu >= 1000 ? String(Math.round(iu / 100) * 100) : fmt(iu);
    return `${amount(value, unit)} (${iuText} IU)`;
  }
  return amount(value, unit);
}

/** The stated regimen is one of the guidelines' vitamin D loading courses. */
export function isLoadingCourse(s: Pick<StatedAmount, 'nutrient' | 'perDose' | 'everyDays' | 'amount'>) {
  return (
    s.nutrient === 'vitaminD' &&
    s.everyDays >= VITAMIN_D_LOADING.minEveryDays &&
    s.perDose <= VITAMIN_D_LOADING.maxPerDoseUg + 1e-9 &&
    s.amount <= VITAMIN_D_LOADING.maxDailyAverageUg + 1e-9
  );
}

export interface StatedVerdict {
  lines: string[];
  /** Above the limit that applies, for self-supplementation ("take less" may be said). */
  above: boolean;
  /** The plan's own dose lines would contradict the answer (a loading course replaces them). */
  replacesPlanDose: boolean;
  warnings: Warning[];
  notes: SafetyNote[];
  refs: string[];
  /** The verdict is the answer ("No: … times the UL"): said before the UL figure and the plan's dose. */
  leads?: boolean;
}

/**
 * The plan holds this nutrient as a supervised treatment: a supervised recommendation, a treatment
 * finding, or current supplements that already reach the treatment dose (`skipped:<n>` with the
 * treatment reason — a prenatal's 60 mg of iron with ferritin 11; re-review H3).
 */
export function supervisedIn(plan: PlanDocument | null, n: NutrientKey): boolean {
  return (
    plan?.recommendations.some((r) => r.nutrient === n && r.supervised === true) === true ||
    plan?.findings.some(
      (f) =>
        f.id === `treatment:${n}` ||
        (f.id === `skipped:${n}` && f.reasons.some((r) => r.ref === `treatment:${n}`)),
    ) === true
  );
}

/**
 * The top of the treatment range the plan holds for `n`: its supervised recommendation's guideline
 * range, else the treatment rule's (current supplements already at the treatment dose); null if none.
 * Above it, supervision no longer covers a dose.
 */
export function treatmentCeiling(plan: PlanDocument | null, n: NutrientKey): number | null {
  // The plan's vitamin D range is a maintenance one (knowledge/treatment.ts): a doctor's repletion
  // course goes up to the loading courses' daily average.
  if (n === 'vitaminD') return VITAMIN_D_LOADING.maxDailyAverageUg;
  const rec = plan?.recommendations.find((r) => r.nutrient === n && r.supervised === true);
  // Without a dose of the plan's own, the person's treatment range (postpartum iron: up to 200 mg).
  const own = plan ? treatmentRangeFor(n, plan.profile) : null;
  return rec?.doseRange?.max ?? own?.max ?? TREATMENT_RULES.find((r) => r.nutrient === n)?.range.max ?? null;
}

/**
 * The prescription dose a guideline sets for `n` with one of the person's medicines (folic acid 5 mg
 * with sulfasalazine, methotrexate or an antiepileptic; knowledge/prescribed-companions.ts), with the
 * row's reason; the medicines are the plan's and those named in this message or the one before.
 * Up to it, a dose above the self-care UL is "keep as prescribed", never "take less" (seventh
 * clinician review, en B2).
 */
export function prescribedCompanionDose(ctx: Ctx, n: NutrientKey): { max: number; text: string } | null {
  const said = [ctx.text, ctx.previous ?? ''].flatMap((t) => findDrugs(t).map((d) => d.id));
  const c = prescribedCompanionsFor([...new Set([...ctx.medicines, ...said])], ctx.locale).find(
    (x) => x.nutrient === n && x.prescribedDailyMax !== undefined,
  );
  return c?.prescribedDailyMax !== undefined ? { max: c.prescribedDailyMax, text: c.text } : null;
}

/**
 * A salt printed by its mass in China and by the element in the US (zinc gluconate), named in English at
 * the strength the Chinese tablet is sold by: which of the two the figure is cannot be known from the words.
 */
function saltPrintedBothWays(norm: string, n: NutrientKey, perDose: number): SaltFormRow | undefined {
  return (SALT_FORMS as readonly SaltFormRow[]).find(
    (r) =>
      r.nutrient === n &&
      r.typedAmountIsZh === 'salt' &&
      Math.abs(r.example.saltMg - perDose) < 0.5 &&
      r.aliases.some((a) => /^[a-z ]+$/.test(a) && norm.includes(a)),
  );
}

/**
 * The verdict on one stated dose: its daily average when it is not daily, the product's nutrient
 * content when it was a product mass, then the limit — with a loading course, a supervised treatment
 * and the EPA+DHA range each said for what they are.
 */
export function statedVerdict(s: StatedAmount, v: NutrientView, ctx: Ctx): StatedVerdict {
  const l = ctx.locale;
  const n = s.nutrient;
  const name = nutrientName(n, l);
  const out: StatedVerdict = {
    lines: [],
    above: false,
    replacesPlanDose: false,
    warnings: [],
    notes: [],
    refs: [],
  };
  // A salt sold by its mass: which of the two the figure is, said first (blind answer round 30, zh-001:
  // "这个70mg是算锌元素还是算整个葡萄糖酸锌的重量" was never answered), prescribed or not (thirty-first
  // clinician review, en M8: "how many mg of iron am I actually getting from … ferrous fumarate 210mg").
  const salt = s.salt ? saltFormById(s.salt.id) : undefined;
  if (s.salt && salt) {
    const element = fmt(s.perDose);
    // From the claim, not the row: a dried ferrous sulfate tablet holds a larger share than the hydrate.
    const share = Math.round((s.perDose / s.salt.saltMg) * 100);
    const ul = v.ul !== null && s.perDose > v.ul ? amount(v.ul, v.unit) : null;
    const overUl = ul
      ? L(
          l,
          `，超过自己选用补充剂的上限（UL ${ul}）`,
          `, above the UL of ${ul} a day for supplements you choose yourself`,
        )
      : '';
    out.lines.push(
      L(
        l,
        `**按标签习惯，${salt.zh} ${fmt(s.salt.saltMg)} mg 指的是整个${salt.zh}（盐）的重量，其中${name}元素约占${share}%，也就是约 ${element} mg ${name}${overUl}；上限和每日目标都按元素量算。**`,
        `**As such labels are printed, ${salt.en} ${fmt(s.salt.saltMg)} mg is the weight of the whole salt, of which about ${share} % is elemental ${name.toLowerCase()} — about ${element} mg${overUl}; limits and targets count the element.**`,
      ),
    );
    out.refs.push(salt.source.ref);
  }
  // A salt whose strength is printed both ways, typed in English at the strength the Chinese tablet is sold
  // by ("zinc gluconate 70mg — actual zinc or the whole salt?"): both readings, and how to tell from the
  // label, never "70 mg is 1.8 times the UL, take less" (blind answer round 35, en-001, development data).
  const twoWay = s.salt ? undefined : saltPrintedBothWays(ctx.norm, n, s.perDose);
  if (twoWay && v.ul !== null) {
    const mg = fmt(s.perDose);
    const element = fmt(Math.round(s.perDose * twoWay.fraction * 10) / 10);
    const ul = amount(v.ul, v.unit);
    out.lines.push(
      L(
        l,
        `**${twoWay.zh} ${mg} mg 是锌元素还是整个盐，要看标签怎么写：国内的${twoWay.zh}片按整个盐的重量标（${mg} mg 约含${name} ${element} mg）；美国产品的 Supplement Facts 一般直接写${name}元素的量。** 看标签上${name}那一行：写的是“${name} ${mg} mg”，就是元素${name} ${mg} mg，超过自己选用补充剂的上限（UL ${ul}），请减量并问药师；写的是${twoWay.zh} ${mg} mg，就是约 ${element} mg ${name}，在上限以内。`,
        `**Whether ${twoWay.en} ${mg} mg is the ${name.toLowerCase()} or the whole salt depends on the label: Chinese ${twoWay.en} tablets are sold by the salt's mass (${mg} mg holds about ${element} mg of ${name.toLowerCase()}), while US Supplement Facts usually state the element itself ("${name} (as ${twoWay.en}) … mg").** Look at the ${name.toLowerCase()} line on the label: if it reads ${name.toLowerCase()} ${mg} mg, that is ${mg} mg of ${name.toLowerCase()}, above the UL of ${ul} for supplements you choose yourself — take less and ask a pharmacist; if ${mg} mg is the ${twoWay.en}, it is about ${element} mg of ${name.toLowerCase()}, within it.`,
      ),
    );
    out.refs.push(twoWay.source.ref);
    return out;
  }
  // A dose the message says a doctor prescribed, or the plan's prescribed product: never "No … take
  // less" (fifteenth clinician review, en P5 serious #1). With such a plan the dose lines say it.
  const rx = prescribedAmountIn(ctx.plan, n);
  // A loading course, a loading strength taken daily and a medicine's companion dose each have their
  // own, more specific answer below; the general "keep as prescribed" would hide a daily 50,000 IU.
  const ownRule =
    isLoadingCourse(s) ||
    (n === 'vitaminD' &&
      Math.abs(s.everyDays - 1) < 1e-9 &&
      s.perDose >= VITAMIN_D_LOADING_STRENGTH_UG - 1e-9) ||
    (prescribedCompanionDose(ctx, n)?.max ?? -1) >= s.amount;
  if (
    !ownRule &&
    v.ul !== null &&
    s.amount > v.ul &&
    (PRESCRIBED_SUPPLEMENT_SAID.test(ctx.norm) || (rx > 0 && s.amount <= rx + 1))
  ) {
    const keep = prescribedKeepLine(n, s.amount, rx > 0 ? rx : s.amount, v, l);
    out.lines.push(...(rx > 0 ? [] : [keep]));
    out.notes.push({ id: 'prescribed-supplement-kept', text: keep });
    out.refs.push(PRESCRIBED_KEEP_REF);
    return out;
  }
  const periodic = Math.abs(s.everyDays - 1) > 1e-9;
  const perDose = shown(n, s.perDose, v.unit);
  const daily = shown(n, s.amount, v.unit, true);
  const product = s.product
    ? L(
        l,
        `${fmt(s.product.massMg / 1000)} 克鱼油约含 EPA+DHA ${amount(s.perDose, v.unit)}（按每1000毫克鱼油约含 ${fmt(s.product.ratio * 1000)} 毫克计算，以产品标签为准）`,
        `${fmt(s.product.massMg / 1000)} g of fish oil holds about ${amount(s.perDose, v.unit)} of EPA+DHA (at about ${fmt(s.product.ratio * 1000)} mg per 1,000 mg of oil; check the label)`,
      )
    : '';
  // The period line is kept whole by the answer check only as a warning when the average is above the
  // UL, so an over-limit verdict is folded into it below rather than said twice.
  const periodLine = (warning?: string) =>
    L(
      l,
      `**你提到的${name} ${perDose}${periodText(s.everyDays, l)}，平均每天约 ${daily}**${s.everyDays > 1 ? `，不是每天 ${perDose}` : ''}${warning ? `，${warning}` : ''}。`,
      `**The ${perDose} of ${name} ${periodText(s.everyDays, l)} you mention averages about ${daily} a day**${s.everyDays > 1 ? `, not ${perDose} a day` : ''}${warning ? `; ${warning}` : ''}.`,
    );
  const periodAt = periodic ? out.lines.push(periodLine()) - 1 : -1;
  if (product) out.lines.push(`${product}${L(l, '。', '.')}`);
  if (isLoadingCourse(s) && s.amount > (v.ul ?? Infinity)) {
    const id: StatedDoseRuleId = PRESCRIBED.test(ctx.norm) ? 'vitd-loading-course' : 'vitd-loading-self';
    const text = pick(STATED_DOSE_RULES[id].text, l);
    out.lines.push(text);
    out.notes.push({ id, text });
    out.refs.push(STATED_DOSE_RULES[id].source.ref);
    out.replacesPlanDose = true;
    if (id === 'vitd-loading-self') out.warnings.push({ kind: 'see_doctor' });
    return out;
  }
  if (v.ul === null) return out;
  const total = s.amount + foodTheUlCounts(v);
  const stated = periodic
    ? L(l, `平均每天约 ${daily}`, `about ${daily} a day on average`)
    : shown(n, s.amount, v.unit);
  if (n === 'omega3' && ctx.locale === 'zh-CN') {
    // The Chinese "UL" for EPA+DHA is the AMDR's upper end (中国DRIs 2023), not a toxicity limit.
    const text = pick(STATED_DOSE_RULES['omega3-amdr'].text, l);
    out.lines.push(
      total > v.ul
        ? `${L(l, `你提到的 ${stated} EPA+DHA，连同饮食约 ${amount(total, v.unit)}，高于推荐范围的上端 ${amount(v.ul, v.unit)}。`, `The ${stated} of EPA+DHA you mention, with your diet, is about ${amount(total, v.unit)}, above the top of the recommended range (${amount(v.ul, v.unit)}).`)}${text}`
        : `${L(l, `你提到的 ${stated} EPA+DHA，连同饮食约 ${amount(total, v.unit)}，在推荐范围（上端 ${amount(v.ul, v.unit)}）以内。`, `The ${stated} of EPA+DHA you mention, with your diet, is about ${amount(total, v.unit)}, within the recommended range (top ${amount(v.ul, v.unit)}).`)}${text}`,
    );
    out.notes.push({ id: 'omega3-amdr', text });
    out.refs.push(OMEGA3_RANGE.source.ref);
    return out;
  }
  // A dose the plan holds as a supervised treatment (lab-proven deficiency) is not cut back by a UL
  // answer: the UL is for self-supplementation (re-review H3; NIH ODS Iron 2024, BSH 2020).
  const unsafeWith = interactionTaboos(ctx, [n]).find((t) => t.management === 'avoid')?.drug;
  const supervised = supervisedIn(ctx.plan, n);
  const ceiling = supervised ? treatmentCeiling(ctx.plan, n) : null;
  const egfr = ctx.plan?.reportAnalysis?.markers.find((m) => m.key === 'egfr')?.value;
  // On dialysis (the plan's, or said in the chat), or kidney disease said with no plan to stage it:
  // the cautious reading, the same cap (KDOQI 2020 guideline 6 covers CKD 3–5D).
  const capped = kidneyVitaminCCapped(egfr) || dialysisContext(ctx) || (ctx.saysKidney === true && !ctx.plan);
  if (n === 'vitaminC' && capped && s.amount > KIDNEY_VITAMIN_C_MAX_MG) {
    // eGFR < 30 or dialysis: the 2,000 mg UL is not the measure; about the RDA (KDOQI/Academy 2020).
    out.above = true;
    // The plan's "keep to what you take now" would endorse the 1,000 mg (clinician review 2026-11-25).
    out.replacesPlanDose = true;
    out.lines.push(
      `${L(l, `你提到的 ${stated} 维生素C，对你来说偏多。`, `The ${stated} of vitamin C you mention is too much for you. `)}${pick(KIDNEY_VITAMIN_C_TEXT, l)}`,
    );
    out.refs.push(KIDNEY_VITAMIN_C_SOURCE.ref);
    return out;
  }
  const companion = prescribedCompanionDose(ctx, n);
  // A daily amount above the UL that neither a prescription with a medicine nor the plan's supervised
  // treatment covers: "No", with how many times the UL it is, first; a vitamin D loading strength taken
  // daily is said for what it is; then the branch's own advice below (tenth clinician review, en P1
  // finding 1; knowledge/above-ul.ts).
  const coveredBySupervision = supervised && (ceiling === null || s.amount <= ceiling + 1e-9);
  if (
    s.amount > v.ul + 1e-9 &&
    !periodic &&
    !(companion && s.amount <= companion.max) &&
    !coveredBySupervision &&
    n !== 'omega3'
  ) {
    out.leads = true;
    const values = {
      amount: shown(n, s.amount, v.unit),
      ul: shown(n, v.ul, v.unit),
      multiple: ulMultiple(s.amount, v.ul),
      perDose: n === 'vitaminD' && v.unit === 'ug' ? `${fmt(s.perDose * VITAMIN_D_IU_PER_UG)} IU` : perDose,
    };
    out.lines.push(fillAboveUl('daily-above-ul', l, values));
    out.refs.push(ABOVE_UL_RULES['daily-above-ul'].source.ref);
    if (n === 'vitaminD' && v.unit === 'ug' && s.perDose >= VITAMIN_D_LOADING_STRENGTH_UG - 1e-9) {
      const text = fillAboveUl('vitd-loading-strength-daily', l, values);
      out.lines.push(text);
      out.notes.push({ id: 'vitd-loading-strength-daily', text });
      out.refs.push(ABOVE_UL_RULES['vitd-loading-strength-daily'].source.ref);
      out.warnings.push({ kind: 'see_doctor' });
    }
    const recorded = recordedStatus(ctx.plan, n, l);
    if (recorded) out.lines.push(recorded);
  }
  if (total > v.ul && companion && s.amount <= companion.max) {
    out.lines.push(
      `${L(
        l,
        `你提到的 ${stated} 高于自行补充的上限（UL），但这是医生会为你正在服用的药开的处方剂量，上限不适用于它：`,
        `The ${stated} you mention is above the upper limit for self-supplementation, but it is a prescription dose doctors give with a medicine you take, and the limit does not apply to it: `,
      )}${companion.text}`,
    );
    return out;
  }
  if (total > v.ul && supervised && ceiling !== null && s.amount > ceiling) {
    // Supervision covers the guideline's treatment range, not any dose above the UL (pharmacist
    // review: 975 mg of iron a day was told "keep taking it, do not cut it").
    out.above = true;
    out.warnings.push({ kind: 'see_doctor' });
    out.lines.push(
      L(
        l,
        `你提到的 ${stated} 不仅高于自行补充的上限（UL），也高于你的方案中治疗剂量范围的上限（每天 ${amount(ceiling, v.unit)}）：不要自己吃到这个量；如果是医生开的，请尽快和医生确认剂量。`,
        `The ${stated} you mention is above the upper limit for self-supplementation and above the top of the treatment range your plan holds (${amount(ceiling, v.unit)} a day): do not take that much on your own; if a doctor prescribed it, confirm the dose with them soon.`,
      ),
    );
  } else if (total > v.ul && supervised) {
    out.lines.push(
      L(
        l,
        `你提到的 ${stated} 高于自行补充的上限（UL），但你的方案把它列为医生监督下的治疗剂量：请按医嘱继续服用，不要自行减量，也不要自己再加，并按方案复查。`,
        `The ${stated} you mention is above the upper limit for self-supplementation, but your plan holds it as a treatment dose under medical supervision: keep taking it as prescribed, do not cut it or add more on your own, and retest as your plan says.`,
      ),
    );
    // "Already at the treatment dose, yet the lab is still low": the plan's referral, in its words.
    for (const f of ctx.plan?.findings ?? [])
      if (f.id === `skipped:${n}`) out.lines.push(L(l, `你的方案：${f.text}`, `Your plan: ${f.text}`));
  } else if (total > v.ul && periodAt >= 0) {
    out.above = true;
    out.lines[periodAt] = periodLine(
      L(
        l,
        `加上饮食会超过上限（UL）${amount(v.ul, v.unit)}，请减量并咨询医生或药师`,
        `with your diet that would exceed the upper limit (UL) of ${amount(v.ul, v.unit)}: take less and ask your doctor or pharmacist`,
      ),
    );
  } else if (total > v.ul) {
    out.above = true;
    out.lines.push(
      L(
        l,
        `你提到的 ${stated} 加上饮食，会超过上限（UL）${amount(v.ul, v.unit)}，请减量并咨询医生或药师。`,
        `The ${stated} you mention, with your diet, would exceed the upper limit (UL) of ${amount(v.ul, v.unit)}: take less and ask your doctor or pharmacist.`,
      ),
    );
  } else if (unsafeWith) {
    // Under the UL is no reassurance when a medicine rules the nutrient out (pharmacist review
    // 2026-11-24: vitamin E 800 IU on warfarin was "within the UL").
    out.lines.push(
      L(
        l,
        `你提到的 ${stated} 虽然在上限（UL）以内，但上限不是你要看的标准：与你正在服用的${unsafeWith}合用不安全，除非医生同意，不要服用。`,
        `The ${stated} you mention is under the UL, but the UL is not the measure for you: it is not safe with ${unsafeWith}, which you take; do not take it unless your doctor agrees.`,
      ),
    );
  } else if (periodAt >= 0) {
    out.lines[periodAt] = periodLine(
      L(l, `在上限（UL）${amount(v.ul, v.unit)} 以内`, `within the UL of ${amount(v.ul, v.unit)}`),
    );
    if (n === 'vitaminD' && s.everyDays >= 7 && !PRESCRIBED.test(ctx.norm)) {
      const rule = STATED_DOSE_RULES['vitd-daily-preferred'];
      out.lines.push(pick(rule.text, l));
      out.notes.push({ id: 'vitd-daily-preferred', text: pick(rule.text, l) });
      out.refs.push(rule.source.ref);
    }
  } else if (v.ulScope === 'total' && v.fromFood === null && s.amount >= v.ul - 1e-9) {
    // No plan to say what food gives: a supplement already at the UL that counts food too is over it
    // once any food is eaten (fourteenth clinician review, zh P3 #2: 2 × 200 µg selenium was "within").
    out.above = true;
    out.lines.push(
      L(
        l,
        `你提到的 ${stated} 光补充剂就已经到了上限（UL）${amount(v.ul, v.unit)}（上限是食物和补充剂合计），再加上每天饮食里的${name}就会超过，请减量并咨询医生或药师。`,
        `The ${stated} you mention is already at the upper limit (UL) of ${amount(v.ul, v.unit)} on its own — a limit for food and supplements together — so with the ${name} in your food every day you would be above it: take less and ask your doctor or pharmacist.`,
      ),
    );
  } else {
    out.lines.push(
      L(
        l,
        `你提到的 ${stated} 在上限（UL）${amount(v.ul, v.unit)} 以内。`,
        `The ${stated} you mention is within the UL of ${amount(v.ul, v.unit)}.`,
      ),
    );
  }
  return out;
}

/** The lab marker a nutrient's status is read from, for "your recorded level". */
const STATUS_MARKER: Partial<Record<NutrientKey, string>> = {
  vitaminD: 'vitaminD25OH',
  iron: 'ferritin',
  vitaminB12: 'serumB12',
  folate: 'serumFolate',
};

/**
 * "Your recorded 25-OH vitamin D is 28 nmol/L": the plan's own value for the nutrient's status, so a
 * dose answer goes by the measured level, not one the person remembers.
 */
function recordedStatus(plan: PlanDocument | null, n: NutrientKey, l: Locale): string | null {
  const key = STATUS_MARKER[n];
  const m = key ? plan?.reportAnalysis?.markers.find((x) => x.key === key) : undefined;
  if (!m) return null;
  const r = m.printed ?? m;
  const shownValue = `${m.name} ${fmt(r.value)} ${r.unit}`.trim();
  return L(
    l,
    `你方案里记录的化验结果是 ${shownValue}；方案里的剂量就是按它定的。`,
    `Your recorded result is ${shownValue}; your plan's dose is set from it.`,
  );
}
