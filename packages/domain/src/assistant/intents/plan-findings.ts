/**
 * Questions the plan already answers: when a question is about something the person's plan has a
 * finding on (a multivitamin with kidney disease, leafy greens or cranberry on warfarin, metformin and
 * the kidneys), the answer is that finding — never "out of scope" and never a general rule that
 * contradicts it (clinical re-review M2, M3, M5). Topics are matched by meaning (both scripts,
 * brands and colloquial names); the texts are the plan's own.
 */
import { pick, type Bilingual, type Source } from '../../contracts/common';
import { L } from '../format';
import { normaliseQuestion } from '../lexicon';
import { sourceLine, suggestionsFor, type Ctx, type Draft } from './shared';

interface FindingTopic {
  /** What the question is about. */
  cue: RegExp;
  /** Finding ids (or id prefixes ending in ':') of the plan that answer it, in order. */
  findings: readonly string[];
  /** Advice the plan's finding does not carry, with its source; with `when`, only if the plan has that finding. */
  extra?: { text: Bilingual; source: Source; when?: string };
}

const TOPICS: readonly FindingTopic[] = [
  {
    cue: /复合维生素|多种维生素|多维|善存|金施尔康|\bmulti-?vitamins?\b|\bmultis?\b|\bcentrum\b|\bone a day\b/,
    findings: ['ckd-vitamin-a', 'multivitamin'],
    extra: {
      when: 'kidney',
      text: {
        zh: '有肾脏疾病时不要自己选普通复合维生素：其中的维生素A和多种矿物质（钾、镁、磷等）可能在体内蓄积；是否需要、选哪一种（通常是肾病专用配方），请由肾内科医生或营养师决定。',
        en: 'With kidney disease do not pick an ordinary multivitamin yourself: its vitamin A and minerals (potassium, magnesium, phosphorus) can build up; whether you need one, and which (usually a kidney-specific formula), is for your kidney doctor or dietitian to decide.',
      },
      source: {
        ref: 'KDIGO 2024 Clinical Practice Guideline for the evaluation and management of CKD, ch. 3 (nutrition) and ch. 4 (medication management); KDOQI/NKF Clinical Practice Guideline for Nutrition in CKD 2020 (micronutrients)',
      },
    },
  },
  {
    cue: /菠菜|绿叶菜|青菜|西兰花|羽衣甘蓝|生菜|沙拉|纳豆|\bspinach\b|\bkale\b|\bbroccoli\b|\bleafy greens?\b|\bgreens\b|\bsalads?\b|\bnatto\b|\bcollards?\b/,
    findings: ['anticoagulant-vitamin-k'],
  },
  {
    cue: /蔓越莓|\bcranberr(y|ies)\b/,
    findings: ['anticoagulant-vitamin-k'],
    extra: {
      text: {
        zh: '蔓越莓汁：服用华法林时避免大量饮用（可能增强抗凝作用、增加出血风险）；偶尔少量一般没有问题，想每天喝请先问监测INR的医生。',
        en: 'Cranberry juice: on warfarin avoid large amounts (it may strengthen the anticoagulant effect and raise the bleeding risk); an occasional small glass is usually fine — ask your INR clinic before making it a daily habit.',
      },
      source: {
        ref: 'MHRA Drug Safety Update: warfarin and cranberry juice (2004, reviewed 2009); BNF Interactions: warfarin — cranberry juice',
      },
    },
  },
  {
    cue: /二甲双胍|格华止|\bmetformin\b|\bglucophage\b/,
    findings: ['metformin-kidney', 'lab:egfr', 'kidney'],
  },
];

function findingText(ctx: Ctx, id: string): string | null {
  const plan = ctx.plan;
  if (!plan) return null;
  const f = id.endsWith(':')
    ? plan.findings.find((x) => x.id.startsWith(id))
    : plan.findings.find((x) => x.id === id);
  return f ? f.text : null;
}

/** The plan's own answer to the question, or null when the plan has no finding on its topic. */
export function planFindingsAnswer(ctx: Ctx): Draft | null {
  const t = normaliseQuestion(ctx.text);
  for (const topic of TOPICS) {
    if (!topic.cue.test(t)) continue;
    const texts = topic.findings.map((id) => findingText(ctx, id)).filter((x): x is string => x !== null);
    if (texts.length === 0) continue;
    const l = ctx.locale;
    const lines = [
      L(l, '**你的方案里已经写到：**', '**Your plan already says:**'),
      ...texts.map((x) => `- ${x}`),
    ];
    const extra = topic.extra;
    if (extra && (!extra.when || findingText(ctx, extra.when) !== null)) {
      lines.push('', pick(extra.text, l), '', sourceLine(extra.source.ref, l));
    }
    return { text: lines.join('\n'), suggestions: suggestionsFor(ctx, [], undefined) };
  }
  return null;
}

// ---- when to take the thyroid pill ----------------------------------------------------------------

const ASKS_TIME =
  /什么时候|几点|何时|早上还是晚上|怎么吃|\bwhen\b|\bwhat time\b|\bhow (do|should) i take\b|\bmorning or (night|evening)\b/;
const THYROID_PILL =
  /左甲状腺素|优甲乐|雷替斯|甲状腺(的)?药|\blevothyroxine\b|\bsynthroid\b|\beuthyrox\b|\blevoxyl\b|\bthyroid (pill|medicine|med|meds|tablet|hormone)\b/;

const LEVOTHYROXINE_TIMING: { text: Bilingual; source: Source } = {
  text: {
    zh: '**左甲状腺素（优甲乐）的服法**：每天固定时间空腹用一杯白水送服，通常是早饭前30–60分钟（或睡前、晚饭后3–4小时）；钙片、铁剂、复合维生素、抗酸药和豆奶要与它间隔至少4小时；咖啡也要等到吃药30–60分钟后再喝。',
    en: '**How to take levothyroxine**: at the same time every day on an empty stomach with a glass of water, usually 30–60 minutes before breakfast (or at bedtime, 3–4 hours after your last meal); keep calcium, iron, multivitamins, antacids and soy milk at least 4 hours away from it, and have coffee only 30–60 minutes after the pill.',
  },
  source: {
    ref: 'Synthroid (levothyroxine) US prescribing information §2.1 (2024); American Thyroid Association guidelines for the treatment of hypothyroidism (Jonklaas et al., Thyroid 2014)',
  },
};

/** When to take the thyroid pill, for someone who takes it and asks when (re-review M8). */
export function thyroidTimingLines(ctx: Ctx): string[] {
  const t = normaliseQuestion(ctx.text);
  if (!ASKS_TIME.test(t) || !THYROID_PILL.test(t)) return [];
  if (!ctx.medicines.some((m) => /levothyroxine|thyroxine|euthyrox|synthroid/.test(m))) return [];
  return [
    pick(LEVOTHYROXINE_TIMING.text, ctx.locale),
    sourceLine(LEVOTHYROXINE_TIMING.source.ref, ctx.locale),
  ];
}
