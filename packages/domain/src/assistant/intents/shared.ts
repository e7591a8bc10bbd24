/**
 * What every answer handler shares: the question context, the draft an answer returns, the follow-up
 * questions and the small pieces (target line, cards, source line) the handlers build answers from.
 */
import { pick, type Locale } from '../../contracts/common';
import { medicineText } from '../../interactions/medicine-text';
import type { ChatCard } from '../../contracts/chat';
import type { MedicineTaboo, PlanDocument, Recommendation } from '../../contracts/plan';
import type { MedicineDose } from '../../contracts/questionnaire';
import { drugById, taboosFor, type Drug } from '../../interactions';
import { productById } from '../../products';
import { BRANDS, type CatalogueProduct } from '../../knowledge/catalogue';
import { isNutrientKey, type NutrientKey } from '../../nutrients';
import type { Substance } from '../../substances';
import { isSupplementable } from '../../recommend';
import { targetsFor } from '../../targets';
import { amount, DEFAULT_PEOPLE, L, nutrientName, type NutrientView } from '../format';
import { MINOR } from '../faq/audiences';
import type { FollowUp, FollowUpKind, SafetyNote, Warning } from '../followups';
import { kidneyPotassiumLine, kidneyProteinLine } from './kidney-plan';
import { teratogenRowsFor } from '../../interactions/teratogens';
import { findDrugs } from '../entities';

export interface Ctx {
  locale: Locale;
  plan: PlanDocument | null;
  medicines: string[];
  views: Map<NutrientKey, NutrientView>;
  text: string;
  norm: string;
  /** Nutrients named in this question, or else in the last user turn. */
  nutrients: NutrientKey[];
  /**
   * Kidney disease or dialysis said in this message or an earlier one of the chat ("我在做透析"), for
   * a person with no plan or a plan that does not know it yet.
   */
  saysKidney?: boolean;
  /** Dialysis said in this message or an earlier one ("我在做血液透析", "I'm on dialysis 3x a week"). */
  saysDialysis?: boolean;
  /** A low sodium said in this message or an earlier one ("sodium was 121 in hospital", "血钠129"). */
  saysLowSodium?: boolean;
  /** Swelling or protein in the urine said in this message or an earlier one: a fluid amount is the doctor's. */
  saysSwelling?: boolean;
  /** A high potassium said in this message: the plan's low potassium is out of date. */
  saysHighPotassium?: boolean;
  /** The age in months of a child under 18 the question is about (this turn or one it points back to). */
  childMonths?: number | null;
  /** The person said in this chat that they are under 18 ("我16岁", "im 15"). */
  minorSaid?: boolean;
  /** A children's product or growth said anywhere in the message or the chat before (`CHILD_HINT`). */
  childProductSaid?: boolean;
  /** The person's message before this one (a follow-up that names nothing is read with it). */
  previous?: string;
}

export interface Draft {
  text: string;
  cards?: ChatCard[];
  suggestions: FollowUp[];
  /** What the answer warned about; follow-ups that contradict it are dropped (followups.ts). */
  warnings?: Warning[];
  /** Ids of the timing/pairing rules the answer used (pairings.ts), for tests and logs. */
  rules?: string[];
  /** Safety statements a model answer to the same question must carry too. */
  notes?: SafetyNote[];
  /**
   * A guideline's prescription dose the answer states as the prescriber's (folic acid 4 mg after a
   * pregnancy with a neural tube defect): the safety check does not cut it to the UL.
   */
  prescribedDoses?: Partial<Record<string, number>>;
  /** The person's words repeated as the parts' headings of a multi-part answer (SafetyContext.quoted). */
  quoted?: readonly string[];
  /**
   * A row written for the whole message (faq `wholeMessage`): it answers the situation told, so the
   * asked-things check does not read a medicine named in passing ("现在吃替吉奥化疗") as the question.
   */
  answersWhole?: true;
}

/**
 * A rule-built answer being written: its paragraphs, the sources behind them (each cited once), and
 * the warnings and notes a model answer to the same question must keep.
 */
export class AnswerParts {
  readonly lines: string[] = [];
  readonly refs: string[] = [];
  readonly notes: SafetyNote[] = [];
  readonly warnings: Warning[] = [];

  draft(ctx: Ctx): Draft {
    return {
      text: this.lines.join('\n\n') + sourceLine([...new Set(this.refs)].join('; '), ctx.locale),
      suggestions: suggestionsFor(ctx, [], undefined),
      warnings: this.warnings,
      notes: this.notes,
    };
  }
}

const f = (kind: FollowUpKind, text: string, substance?: string): FollowUp =>
  substance === undefined ? { kind, text } : { kind, text, substance };

/** The follow-up questions the answers offer, as data (kind + substance) so warnings can rule them out. */
export const Q = {
  howMuch: (n: NutrientKey, l: Locale) =>
    f(
      'how_much',
      L(l, `我每天需要多少${nutrientName(n, l)}？`, `How much ${nutrientName(n, l)} do I need?`),
      n,
    ),
  foods: (n: NutrientKey, l: Locale) =>
    f(
      'foods',
      L(l, `哪些食物富含${nutrientName(n, l)}？`, `What foods are rich in ${nutrientName(n, l)}?`),
      n,
    ),
  timing: (n: NutrientKey, l: Locale) =>
    f(
      'timing',
      L(l, `${nutrientName(n, l)}什么时候吃最好？`, `When should I take ${nutrientName(n, l)}?`),
      n,
    ),
  signs: (n: NutrientKey, l: Locale) =>
    f(
      'signs',
      L(l, `缺${nutrientName(n, l)}有什么表现？`, `What are the signs of low ${nutrientName(n, l)}?`),
      n,
    ),
  why: (n: NutrientKey, l: Locale) =>
    f(
      'why',
      L(l, `为什么推荐我补${nutrientName(n, l)}？`, `Why is ${nutrientName(n, l)} recommended for me?`),
      n,
    ),
  tooHigh: (n: NutrientKey, l: Locale) =>
    f(
      'too_high',
      L(l, `我吃的${nutrientName(n, l)}会过量吗？`, `Is my ${nutrientName(n, l)} dose too high?`),
      n,
    ),
  interaction: (d: string, n: NutrientKey, l: Locale) =>
    f(
      'interaction',
      L(l, `我在吃${d}，可以吃${nutrientName(n, l)}吗？`, `I take ${d}. Can I take ${nutrientName(n, l)}?`),
      n,
    ),
  plan: (l: Locale) => f('plan', L(l, '帮我解读一下我的方案', 'Explain my plan')),
  products: (l: Locale) =>
    f('products', L(l, '推荐我买哪些产品？', 'Which products are recommended for me?')),
  start: (l: Locale) => f('start', L(l, '怎么生成我的营养方案？', 'How do I get my nutrition plan?')),
  bmi: (l: Locale) => f('bmi', L(l, '我的BMI和每日热量是多少？', 'What are my BMI and daily calories?')),
};

export function startHint(locale: Locale): string {
  return L(
    locale,
    '完成一份简短问卷（约2分钟），我就能按你的年龄、性别、饮食和用药给出个性化的数字。',
    'Answer the short questionnaire (about 2 minutes) and I can give you numbers for your own age, sex, diet and medicines.',
  );
}

export function drugName(d: Drug, locale: Locale): string {
  return L(locale, d.zh, d.en);
}

/**
 * One of the person's own medicines as they gave it ("二甲双胍 500 mg 片剂", the plan's dose and form,
 * issue 19.7), so an answer about it says which one it means; any other medicine by its name.
 */
export function ownDrugName(ctx: Pick<Ctx, 'plan' | 'locale'>, d: Drug): string {
  const own = ctx.plan?.profile.medicinesTaken?.find((m) => m.id === d.id);
  if (!own) return drugName(d, ctx.locale);
  return medicineText(
    drugName(d, ctx.locale),
    {
      ...(own.dose ? { dose: own.dose.amount, unit: own.dose.unit } : {}),
      ...(own.form ? { form: own.form } : {}),
    },
    ctx.locale,
  );
}

/**
 * The doses the plan holds for the person's medicines, for the medicine × medicine rows with a dose
 * condition (simvastatin above 20 mg with amlodipine): the chat reads the pair as the plan does.
 */
export function planDoses(plan: PlanDocument | null | undefined): MedicineDose[] {
  return (plan?.profile.medicinesTaken ?? []).flatMap((m) =>
    m.dose ? [{ id: m.id, dose: m.dose.amount, unit: m.dose.unit }] : [],
  );
}

export function lowest(ctx: Ctx, n = 3): NutrientView[] {
  return [...ctx.views.values()]
    .filter((v) => v.level === 'low' || v.level === 'fair')
    .sort((a, b) => (a.score ?? 100) - (b.score ?? 100))
    .slice(0, n);
}

export function recItem(r: Recommendation, locale: Locale) {
  const key = r.nutrient;
  return {
    nutrient: key,
    name: isNutrientKey(key) ? nutrientName(key, locale) : key,
    dose: r.dose,
    unit: r.unit,
    timing: r.timing,
    reason: r.reason,
  };
}

/**
 * A recommendation answer's cards: the recommended amounts, then the plan's products that supply them,
 * so the answer leads to the product page (issue 19.3). Without a plan there are no products to offer.
 */
export function recommendCard(
  recs: readonly Recommendation[],
  locale: Locale,
  plan?: PlanDocument | null,
): ChatCard[] {
  if (!recs.length) return [];
  const nutrients = new Set(recs.map((r) => r.nutrient));
  return [
    { type: 'recommend', items: recs.map((r) => recItem(r, locale)) },
    ...(plan ? planProductsCard(plan, locale, (pp) => pp.nutrients.some((k) => nutrients.has(k))) : []),
  ];
}

export function productName(p: CatalogueProduct, locale: Locale): string {
  return `${pick(BRANDS[p.brand], locale)} ${pick(p, locale)}`;
}

export function planProductsCard(
  plan: PlanDocument,
  locale: Locale,
  which: (pp: PlanDocument['products'][number]) => boolean = () => true,
): ChatCard[] {
  const products = plan.products.filter(which).flatMap((pp) => {
    const p = productById(pp.productId);
    return p ? [{ productId: p.id, name: productName(p, locale), dosage: pp.dosage, usage: pp.usage }] : [];
  });
  return products.length ? [{ type: 'products', products }] : [];
}

export function profileCard(plan: PlanDocument): ChatCard[] {
  const { reasons: _reasons, ...profile } = plan.profile;
  return [{ type: 'profile', profile }];
}

/**
 * A woman (or a person of unknown sex) on a medicine whose pregnancy rule sets folic acid 5 mg a day
 * (knowledge/teratogens.ts: valproate, the antiepileptic class, topiramate): the folate line to say in
 * place of the population target, with its source. Null for anyone else.
 */
export function antiseizureFolicAcid(
  ctx: Pick<Ctx, 'plan' | 'medicines' | 'text' | 'locale'>,
): { line: string; source: string } | null {
  if (ctx.plan?.profile.sex === 'male') return null;
  const ids = [...new Set([...ctx.medicines, ...findDrugs(ctx.text).map((d) => d.id)])];
  const hit = teratogenRowsFor(ids, ctx.plan?.profile.conditions ?? []).find(
    (r) => (r.row.folicAcidUg ?? 0) >= 5000,
  );
  if (!hit) return null;
  const drug = drugById(hit.drugs[0]!);
  const zhName = drug?.zh ?? '抗癫痫药';
  const enName = (drug?.en ?? 'an antiseizure medicine').replace(/\s*\(.*\)$/, '').toLowerCase();
  return {
    line: L(
      ctx.locale,
      `**吃${zhName}的女性，叶酸按指南是每天 5 mg（5000 µg）的叶酸片——处方剂量，从计划怀孕前至少1个月吃到孕12周，不是普通的 0.4 mg（400 µg）；食物里的叶酸代替不了它。** 请向开药医生要 5 mg 叶酸片；上面的食物是在它之外多吃的。`,
      `**On ${enName}, the guideline dose of folic acid for a woman is 5 mg (5,000 µg) a day — a prescription dose, from at least a month before conception to 12 weeks of pregnancy, not the usual 400 µg; folate from food does not replace it.** Ask the prescriber for folic acid 5 mg; the foods above come on top of it.`,
    ),
    source: hit.row.source.ref,
  };
}

/** The person's medicines that keep potassium in the body (their potassium interaction is "avoid"), by name. */
export function potassiumRaisingDrugs(ctx: Pick<Ctx, 'medicines' | 'locale'>): string[] {
  const names = taboosFor({ medicines: ctx.medicines, substances: ['potassium'] }, ctx.locale)
    .filter((t) => t.kind === 'interaction' && t.management === 'avoid')
    .map((t) => t.drugId);
  return [...new Set(names)].map((id) => {
    const d = drugById(id);
    return d ? L(ctx.locale, d.zh, d.en) : id;
  });
}

/**
 * Potassium on a medicine that keeps it in the body: never "you need 2,600 mg" nor "close the gap with food" (issue 31
 * §1; blind answer round 64, en-022, development data: spironolactone and lisinopril with a potassium of 5.3 were told
 * to eat up to the target).
 */
export function potassiumHeldLine(ctx: Pick<Ctx, 'medicines' | 'locale'>): string | null {
  const drugs = potassiumRaisingDrugs(ctx);
  if (drugs.length === 0) return null;
  return L(
    ctx.locale,
    `**你在吃${drugs.join('、')}，这类药会让身体留住钾：不要按一般人的量去“补够”钾。** 不自己吃钾补充剂（医生开的按医生说的吃）、不用低钠盐（代盐里是氯化钾），也不要自己刻意多吃香蕉、橙汁、土豆、豆类这类高钾食物；每天吃多少钾，由医生按你的血钾来定。`,
    `**You take ${drugs.join(' and ')}, which keep potassium in the body: do not aim for the usual potassium figure.** No potassium supplements of your own (one your doctor prescribed, only as they say) or salt substitutes (they are potassium chloride), and no extra high-potassium foods on your own (bananas, orange juice, potatoes, beans); your doctor sets how much potassium suits you from your blood potassium.`,
  );
}

export function targetLine(v: NutrientView, ctx: Ctx): string {
  // Kidney disease: protein is the plan's KDOQI figure and potassium has no target (kidney.ts).
  if (ctx.plan && v.managedBy === 'nephrologist') {
    if (v.key === 'protein') return kidneyProteinLine(ctx.plan, ctx.locale, ctx.saysDialysis === true);
    if (v.key === 'potassium') return kidneyPotassiumLine(ctx.locale);
  }
  if (v.key === 'potassium') {
    const held = potassiumHeldLine(ctx);
    if (held) return held;
  }
  // PKU: protein is the metabolic team's prescription, never "you need N g" (twelfth review, en P2).
  if (ctx.plan && v.managedBy === 'metabolic_team')
    return L(
      ctx.locale,
      '有苯丙酮尿症时，蛋白质不按一般人的推荐量：每天能吃多少天然蛋白由代谢门诊按血苯丙氨酸来定，其余来自医生开的特殊配方粉；不要为了“补蛋白”多吃蛋、肉、奶或蛋白粉。',
      'With PKU, protein does not follow the usual figure: your metabolic team sets how much natural protein you can have from your blood Phe, and the rest comes from your prescribed formula; do not eat more eggs, meat, dairy or protein powder to “get more protein”.',
    );
  // Folate on an antiseizure medicine whose pregnancy rule is 5 mg of folic acid: never "you need 400 µg"
  // (blind answer round 25 en-008: a woman on valproate planning a pregnancy told so beside folate foods).
  const antiseizure = v.key === 'folate' ? antiseizureFolicAcid(ctx) : null;
  if (antiseizure) return antiseizure.line;
  const name = nutrientName(v.key, ctx.locale);
  const ul = v.ul !== null ? amount(v.ul, v.unit) : null;
  // China's 2 g EPA+DHA is the AMDR's upper end, not a tolerable upper intake level (re-review M6).
  if (ctx.plan && v.key === 'omega3' && ctx.locale === 'zh-CN' && ul) {
    return `你每天需要**${name} ${amount(v.target, v.unit)}**，推荐范围（AMDR）上端 ${ul}（不是中毒上限）。`;
  }
  if (ctx.plan) {
    return L(
      ctx.locale,
      `你每天需要**${name} ${amount(v.target, v.unit)}**${ul ? `，可耐受最高摄入量（UL）${ul}${v.ulScope === 'supplements' ? '（仅计补充剂）' : ''}` : ''}。${v.adjusted ? `（${v.adjusted}。）` : ''}`,
      `You need **${amount(v.target, v.unit)} of ${name}** a day${ul ? `; the tolerable upper intake level (UL) is ${ul}${v.ulScope === 'supplements' ? ' (supplements only)' : ''}` : ''}.${v.adjusted ? ` (${v.adjusted}.)` : ''}`,
    );
  }
  // A child (no plan is made below 18): never an adult's figure (round 52 zh-028, development data: a 2-year-old's
  // iron drops answered with the adult need and UL).
  // A child of a known age has the age band's figures where child-dose.ts holds them; where it does not, or the age
  // is not read, the same line — never the adult's (blind answer round 54, zh-008, en-009, en-010, development
  // data: "我孙女5岁" in the message before, a children's product or "for growing" said, got "a typical adult (age
  // 30) needs …").
  if (childInChat(ctx))
    return L(
      ctx.locale,
      `孩子每天需要多少${name}随年龄变化，不能按大人的量算；补充剂（尤其是铁、维生素A、维生素D）吃不吃、吃多少，请儿科医生按年龄和体重来定。`,
      `How much ${name} a child needs changes with age and is not an adult’s amount; whether to give a supplement (iron, vitamin A and vitamin D above all) and how much is for the paediatrician to set by age and weight.`,
    );
  const [women, men] = DEFAULT_PEOPLE.map((p) => targetsFor(p, ctx.locale)[v.key]);
  return L(
    ctx.locale,
    `一般成年人（30岁）每天需要${name}：女性 ${amount(women!.target, women!.unit)}，男性 ${amount(men!.target, men!.unit)}${ul ? `；可耐受最高摄入量（UL）${ul}` : ''}。`,
    `A typical adult (age 30) needs ${name}: women ${amount(women!.target, women!.unit)}, men ${amount(men!.target, men!.unit)} a day${ul ? `; the tolerable upper intake level (UL) is ${ul}` : ''}.`,
  );
}

/**
 * A child is who is asked about, with no plan (none is made below 18): an age under 18 said in the chat, a child's
 * age read, a children's product or growth named. Adult figures and "answer the questionnaire for your own numbers"
 * are never said then.
 */
export function childInChat(
  ctx: Pick<Ctx, 'plan' | 'childMonths' | 'minorSaid' | 'childProductSaid' | 'norm'>,
): boolean {
  if (ctx.plan) return false;
  return (
    (ctx.childMonths ?? null) !== null ||
    ctx.minorSaid === true ||
    ctx.childProductSaid === true ||
    MINOR.said?.test(ctx.norm) === true ||
    CHILD_HINT.test(ctx.norm)
  );
}

/**
 * A children's product or growth said ("伊可新", "AD钙奶", "儿童咀嚼钙片", "kids' gummies", "good calcium for growing";
 * blind answer round 63, zh-058, development data: "儿童咀嚼钙片" got a 30-year-old's calcium).
 */
export const CHILD_HINT =
  /伊可新|星鲨|ad钙奶|小男孩|小女孩|男娃|女娃|\b(a|my|our|the|this) (\d{1,2}(\.\d)? ?kg )?(little )?(boy|girl)\b|儿童[^，。？?]{0,6}(钙|维生素|维d|复合|鱼油|营养)|小儿|宝宝|婴儿|幼儿|长个|长高|发育|\bkids?'?s? (vitamins?|gummies|multi\w*|calcium)\b|\bchildren'?s (vitamins?|multi\w*|calcium)\b|\bfor (a )?growing\b|\bgrowing (child|kid|girl|boy|bones)\b/;

/**
 * Who publishes a source, in Chinese, for zh-CN source lines (the titles of papers and labels stay as
 * published). Order matters: longer names first.
 */
const PUBLISHER_ZH: readonly (readonly [RegExp, string])[] = [
  // A ref already in Chinese ("美国国立卫生研究院膳食补充剂办公室（NIH ODS）") is left as it is: it was written
  // twice over ("…办公室（美国国立卫生研究院膳食补充剂办公室（NIH ODS））", blind answer round 13 zh-052).
  [
    /NIH Office of Dietary Supplements(?: \(NIH ODS\))?|(?<!（)NIH ODS(?!）)/g,
    '美国国立卫生研究院膳食补充剂办公室（NIH ODS）',
  ],
  [/(US )?FDA Drug Safety Communication/g, '美国FDA药品安全通讯'],
  [/(US )?FDA prescribing information/g, '美国FDA药品说明书'],
  [/US prescribing information/g, '美国药品说明书'],
  [/(US )?FDA\/EPA/g, '美国FDA/EPA'],
  [/\bUS FDA\b/g, '美国FDA'],
  [/Prescribing information of each medicine/g, '各药品说明书'],
  [
    /NIH National Center for Complementary and Integrative Health|NCCIH/g,
    '美国国家补充与整合健康中心（NCCIH）',
  ],
  [/WHO recommendations/g, '世界卫生组织（WHO）建议'],
  [/IOM Dietary Reference Intakes|IOM DRIs/g, '美国医学研究所膳食营养素参考摄入量（IOM DRIs）'],
  [/Medication Guide/g, '用药指南（Medication Guide）'],
  [/Chinese Dietary Guidelines (\d{4})/g, '中国居民膳食指南（$1）'],
  [/Chinese DRIs (\d{4}) \((中国居民膳食营养素参考摄入量) ?\d{4}版[^)]*\)/g, '$2（$1版）'],
];

/**
 * A reference list with each reference once. Answers of two parts that lean on the same guideline joined
 * their sources, and the line cited KDIGO 2024 twice over (clinician review 50, the protein answer). Only
 * separators outside brackets split: a reference's own "(… 1.3 g/kg/day; low-protein …)" stays whole.
 */
export function uniqueReferences(ref: string): string {
  const parts: { sep: string; text: string }[] = [];
  let depth = 0;
  let start = 0;
  let sep = '';
  for (let i = 0; i < ref.length; i++) {
    const c = ref[i]!;
    if (c === '(' || c === '（' || c === '[') depth++;
    else if ((c === ')' || c === '）' || c === ']') && depth > 0) depth--;
    else if (
      depth === 0 &&
      (c === '；' || (c === ';' && !/\d/.test(ref[i + 1] ?? '') && !/\d/.test(ref[i + 2] ?? '')))
    ) {
      parts.push({ sep, text: ref.slice(start, i) });
      let j = i + 1;
      while (ref[j] === ' ') j++;
      sep = ref.slice(i, j);
      start = j;
      i = j - 1;
    }
  }
  parts.push({ sep, text: ref.slice(start) });
  const seen = new Set<string>();
  let out = '';
  for (const part of parts) {
    const key = part.text.trim();
    if (key && seen.has(key)) continue;
    seen.add(key);
    out += (out ? part.sep : '') + part.text;
  }
  return out;
}

/** The source line in the screen's language (pharmacist/dietitian C2): no Chinese on en screens. */
export function sourceLine(ref: string, locale: Locale): string {
  if (!ref) return '';
  ref = uniqueReferences(ref);
  let text = ref;
  if (locale === 'en-US') {
    // Chinese titles in parentheses go; a source cited only in Chinese (or a Chinese guideline on a US
    // screen) is left out of the line.
    // "；" separates references as ";" does, but a ";" before a digit is a journal's "2021;42:3599"
    // (an en source line once began "42:3599–3726 (…)" after its title was cut off with the Chinese
    // guideline before it).
    text = ref
      .split(/；\s*|;\s*(?!\d)/)
      .map((seg) =>
        seg
          .replace(/\s*[（(][^（）()]*\p{Script=Han}[^（）()]*[）)]/gu, '')
          // A label cited in Chinese words ("Fosamax (alendronate) 美国药品说明书 §2.1、§7.1") is still the US
          // label: said in English, not dropped (blind answer round 48, en-051 lost its only label).
          .replace(/\s*美国药品说明书\s*/g, ' US prescribing information ')
          .replace(/、(?=§)/g, ' and ')
          .trim(),
      )
      .filter(
        (seg) =>
          seg.trim() && !/\p{Script=Han}/u.test(seg) && !/^Chinese Dietary Guidelines/.test(seg.trim()),
      )
      .join('; ');
    if (!text) return '';
  } else {
    for (const [re, zh] of PUBLISHER_ZH) text = text.replace(re, zh);
    text = zhCitations(text);
    if (!text) return '';
    // A Chinese answer carries no English sentences (issue 30 §2): what is left in English are titles
    // as published, and the line says so.
    if (/[A-Za-z]{4,}/.test(text)) return `\n\n_来源（外文文献保留原标题）：${text}_`;
    return `\n\n_来源：${text}_`;
  }
  return `\n\n_Source: ${text}_`;
}

/** Table names of the Chinese DRIs as the sources cite them. */
const DRI_TABLES_ZH: readonly (readonly [RegExp, string])[] = [
  [/\bvitamins table\b/g, '维生素表'],
  [/\bmacrominerals table\b/g, '常量元素表'],
  [/\btrace elements table\b/g, '微量元素表'],
  [/\bfatty acids table\b/g, '脂肪酸表'],
  [/\bprotein table\b/g, '蛋白质表'],
  [/\benergy table\b/g, '能量表'],
  [/\bissued as\b/g, '发布为'],
  [/\band table of foods\b/g, '及食物表'],
  [/ and (?=§)/g, '、'],
];

/**
 * The citations of a source line for a Chinese screen: each reference without the English notes the
 * tables keep beside it (what follows a colon, a parenthesis of words), the same reference once.
 */
function zhCitations(ref: string): string {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of topLevel(ref, /[;；]/)) {
    // The note follows the colon after the title and its year ("…therapy: ACCP 9th ed. (CHEST 2012): target
    // INR 2–3" keeps the title with its journal).
    const parts = topLevel(raw, /[:：]/);
    const titled = parts.findIndex((p) => /(19|20)\d\d/.test(p));
    let seg = parts.slice(0, Math.max(1, titled + 1)).join(': ');
    for (const [re, zh] of DRI_TABLES_ZH) seg = seg.replace(re, zh);
    // A parenthesis of English words is a note ("(heme and nonheme sources)", "(15–20 g glucose, recheck
    // at 15 min)", "(D2 and D3: D3 raises serum 25(OH)D more)"); one that opens with a year keeps the
    // year ("(2021: 2–3 servings a week …)" → "(2021)"); a code ("2 Suppl", "25(OH)D") is not a note
    // (blind answer round 10: zh-023, zh-030, zh-031, zh-076).
    seg = withoutEnglishNotes(seg);
    // A note after a dash ("… §5 and §7 — cited from memory", "— sections named from memory") is English
    // prose too (blind answer round 28's judges counted it against Chinese answers).
    seg = seg
      .replace(/[，,;]\s*[a-z ]*\bfrom memory\b[a-z ,]*(?=[）)])/g, '')
      .replace(
        /\s*[—–]\s*[A-Za-z][^—–\p{Script=Han}]*\b(from memory|not checked|unchecked)\b[^—–\p{Script=Han}]*$/u,
        '',
      );
    // A trailing quoted section name is a note too ('…, "Interactions with Medications"').
    seg = seg
      .replace(/,\s*"[^"]*"\s*$/, '')
      .trim()
      .replace(/[,，]$/, '');
    // A segment that begins with a lower-case English word is a note, not a title ("dietary potassium is
    // set individually by the kidney team", "pregnancy +0/+15/+30"): blind answer round 7 counted 16
    // Chinese answers with such English sentences in their source line.
    if (/^[a-z]/.test(seg) && !/\p{Script=Han}/u.test(seg)) continue;
    if (!seg || seen.has(seg)) continue;
    seen.add(seg);
    out.push(seg);
  }
  return out.join('；');
}

/** Two English words, one of them a lower-case word of three letters or more: a note, not a code. */
function isEnglishNote(inner: string): boolean {
  const words = inner.match(/[A-Za-z]{2,}/g) ?? [];
  return words.length >= 2 && words.some((w) => /^[a-z]{3,}$/.test(w));
}

/** The ASCII parentheses of `seg` that hold an English note, left out (a leading year kept). */
function withoutEnglishNotes(seg: string): string {
  let out = '';
  let i = 0;
  while (i < seg.length) {
    const c = seg[i]!;
    if (c !== '(') {
      out += c;
      i++;
      continue;
    }
    // The matching close, nested parentheses included.
    let depth = 0;
    let j = i;
    for (; j < seg.length; j++) {
      if (seg[j] === '(') depth++;
      else if (seg[j] === ')' && --depth === 0) break;
    }
    if (j >= seg.length) {
      out += seg.slice(i);
      break;
    }
    const inner = seg.slice(i + 1, j);
    const year = /^((?:19|20)\d\d)\b(?:\s*[:：,;]|\s*$)/.exec(inner);
    if (/\p{Script=Han}/u.test(inner) || !isEnglishNote(inner)) out += `(${inner})`;
    else if (year) out = `${out.trimEnd()} (${year[1]})`;
    else out = out.trimEnd();
    i = j + 1;
  }
  return out;
}

/** `text` cut at `sep` outside parentheses ("CHEST 2012;141" inside a citation's brackets stays). */
function topLevel(text: string, sep: RegExp): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '(' || c === '（') depth++;
    else if ((c === ')' || c === '）') && depth > 0) depth--;
    else if (depth === 0 && sep.test(c) && (c === '；' || c === '：' || text[i + 1] === ' ')) {
      out.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  out.push(text.slice(start).trim());
  return out.filter(Boolean);
}

/**
 * The answer to a question that names no nutrient: ask which one, with the example's follow-ups so
 * the person can pick one in a tap.
 */
export function askWhich(ctx: Ctx, zh: string, en: string, example: NutrientKey): Draft {
  return { text: L(ctx.locale, zh, en), suggestions: suggestionsFor(ctx, [], example) };
}

export function suggestionsFor(
  ctx: Ctx,
  exclude: readonly FollowUp[],
  n: NutrientKey | undefined,
): FollowUp[] {
  const l = ctx.locale;
  const pool: FollowUp[] = [];
  // No "when should I take protein?": timing only for nutrients taken as a supplement (dietitian C5).
  if (n)
    pool.push(
      Q.foods(n, l),
      ...(isSupplementable(n) ? [Q.timing(n, l)] : []),
      Q.signs(n, l),
      Q.howMuch(n, l),
    );
  if (ctx.plan) {
    // "Why is X recommended for me?" only for what the plan recommends (never for a nutrient it leaves out).
    const recommended = new Set(ctx.plan.recommendations.map((r) => r.nutrient));
    for (const v of lowest(ctx, 2)) pool.push(recommended.has(v.key) ? Q.why(v.key, l) : Q.foods(v.key, l));
    pool.push(Q.plan(l), Q.products(l));
  } else {
    pool.push(Q.start(l), Q.howMuch('vitaminD', l), Q.foods('calcium', l));
  }
  const skip = new Set(exclude.map((x) => x.text));
  const out: FollowUp[] = [];
  for (const q of pool) if (!skip.has(q.text) && !out.some((o) => o.text === q.text)) out.push(q);
  return out.slice(0, 3);
}

export function interactionTaboos(ctx: Ctx, substances: readonly Substance[]): MedicineTaboo[] {
  if (ctx.medicines.length === 0 || substances.length === 0) return [];
  const wanted = new Set<string>(substances);
  return taboosFor({ medicines: ctx.medicines, substances }, ctx.locale).filter(
    (t) => t.kind === 'interaction' && wanted.has(t.target),
  );
}

export const LEVEL_LABEL = {
  low: { zh: '偏低', en: 'low' },
  fair: { zh: '一般', en: 'fair' },
  good: { zh: '良好', en: 'good' },
} as const;

/**
 * A timing text for this person (pharmacist/dietitian cosmetic findings): clauses about levothyroxine
 * only for someone who takes a thyroid hormone, and no clause twice ("…4小时；…4小时").
 */
export function personalTiming(
  text: string,
  ctx: Pick<Ctx, 'medicines'>,
  /** The answer states the thyroid spacing itself (the interaction line): leave it out here. */
  omitThyroid = false,
): string {
  const thyroid =
    !omitThyroid && ctx.medicines.some((id) => drugById(id)?.classes.includes('thyroid_hormone'));
  const sep = /[；;，]\s*/;
  const joiner = /[；，]/.test(text) ? '；' : '; ';
  const seen = new Set<string>();
  const kept = text
    .split(sep)
    .map((c) => c.trim())
    .filter((c) => c !== '')
    .map((c) => (thyroid ? c : c.replace(/\s*and \d+ hours from levothyroxine/i, '')))
    .filter((c) => thyroid || !/左甲状腺素|甲状腺素|优甲乐|levothyroxine|thyroid/i.test(c))
    .filter((c) => {
      const key = c.replace(/[。.]$/, '');
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  return kept.join(joiner);
}

/**
 * The plan's dose of a nutrient as the plan means it: what to add on top of what the current supplements give (the
 * recommendation subtracts them: recommend/index.ts), never a dose to take instead (blind answer round 63, en-004 and
 * en-049, unsafe: "Your plan's dose: 100 mg of magnesium" to a woman taking 250 mg with a low magnesium, "the vitamin D
 * in your plan (10 µg)" to a deficient mother taking 1,000 IU).
 */
export function planDoseSaid(
  rec: Pick<Recommendation, 'nutrient' | 'dose' | 'unit'>,
  current: number,
  locale: Locale,
  dose: (n: number) => string = (n) => amount(n, rec.unit as Parameters<typeof amount>[1]),
): string {
  const named = isNutrientKey(rec.nutrient) ? nutrientName(rec.nutrient, locale) : rec.nutrient;
  // "Magnesium" → "magnesium" inside an English sentence ("Vitamin D" → "vitamin D"); Chinese names as they are.
  const name = L(locale, named, named.charAt(0).toLowerCase() + named.slice(1));
  return current > 0
    ? L(
        locale,
        `在你正在吃的补充剂（每天已含${name} ${dose(current)}）之外，每天再补 ${dose(rec.dose)}，合计约 ${dose(current + rec.dose)}`,
        `on top of the ${dose(current)} of ${name} your current supplements give, add ${dose(rec.dose)} a day — about ${dose(current + rec.dose)} in all`,
      )
    : L(locale, `每天补充${name} ${dose(rec.dose)}`, `${dose(rec.dose)} of ${name} a day`);
}
