/**
 * The built-in assistant: recognises the question, answers from the engine, the knowledge base and
 * the user's latest plan, and never invents a number. Pure: the plan and medicines come in as data.
 *
 * Order of decisions: red flags first (urgent care, nothing else); then the intent with the best cue
 * score (INTENT_CUES), with entity rules on top (a medicine plus a supplement is an interaction
 * question whatever the wording); then a nutrient alone reads as "how much do I need".
 */
import { pick, type Locale } from '../contracts/common';
import type { ChatCard } from '../contracts/chat';
import type { PlanDocument } from '../contracts/plan';
import { bmiCategoryFor } from '../energy';
import { foodSourcesFor, foodTipAllowed } from '../foods';
import { drugById, rulesForDrug, taboosFor, type Drug } from '../interactions';
import { CATALOGUE } from '../products';
import { nutrientKeysOf } from '../knowledge/catalogue';
import { isSupplementable, PREGNANCY_FOLATE_UG, TIMING } from '../recommend';
import { isNutrientKey, type NutrientKey } from '../nutrients';
import { substanceName } from '../substances';
import { weightLossEnergyFor } from '../conditions';
import { targetsFor } from '../targets';
import { findDrugs, findNutrients, findStatedAmounts, findSubstances } from './entities';
import { amount, fmt, L, nutrientName, nutrientViews, type NutrientView } from './format';
import { DEFICIENCY_SIGNS, GOAL_TIPS, SEVERITY_LABEL, type TipSetKey } from './knowledge';
import { INTENT_CUES, INTENT_PRIORITY, normaliseQuestion, type Intent } from './lexicon';
import {
  emergencyCalls,
  mergeProfiles,
  profileFromMessages,
  RED_FLAG_TEXT,
  redFlagsFor,
  urgentLeadsFor,
  type RedFlagKind,
  type RedFlagProfile,
} from '../safety';
import {
  dedupeWarnings,
  filterFollowUps,
  FORBIDDEN_AFTER,
  warningOfTaboo,
  warningsInAnswer,
  type FollowUp,
  type SafetyNote,
  type Warning,
} from './followups';
import { conditionRulesFor, howMuch, personalDoseLines } from './intents/dose';
import {
  hasKidneyDisease,
  isSaltSubstituteQuestion,
  kidneyProteinRange,
  kidneyPotassiumLine,
  kidneyProteinLine,
  mentionsHighPotassiumFood,
  saltSubstitute,
} from './intents/kidney';
import {
  herbalRemedy,
  isHerbQuestion,
  isSupplementDoseQuestion,
  medicineQuestion,
  medicineTopicOf,
  supplementDose,
} from './intents/medicines';
import {
  lactationAnswer,
  lifeStageTopicAnswer,
  lifeStageTopicOf,
  PREGNANT_STAGES,
} from './intents/life-stage';
import { isHbA1cQuestion, labResult } from './intents/labs';
import { isPairingQuestion, pairing, pairLinesFor } from './intents/pairing';
import { statedVerdict, type StatedVerdict } from './intents/stated-dose';
import { standingTaboos, withStandingRules } from './intents/guards';
import { lactationTopicAnswer, lactationTopicOf } from './intents/lactation';
import { planTopicOf } from './intents/plan-answers';
import { EVERYDAY_INTENT, everydayAnswer, everydayTopicOf } from './intents/everyday';
import { isStatinMuscleQuestion, statinMuscle } from './intents/statin';
import {
  drugName,
  interactionTaboos,
  LEVEL_LABEL,
  lowest,
  personalTiming,
  planProductsCard,
  productName,
  profileCard,
  Q,
  recItem,
  recommendCard,
  sourceLine,
  startHint,
  suggestionsFor,
  targetLine,
  type Ctx,
  type Draft,
} from './intents/shared';
import { splitQuestion } from './parts';
import { checkAnswer, clause, interactionWarning } from './safety';
import { safeMarkdown } from './stream';

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

export interface AssistantInput {
  text: string;
  locale: Locale;
  /** The user's latest plan document, or null when they have none yet. */
  plan: PlanDocument | null;
  /** Earlier turns, oldest first (follow-ups such as "and when do I take it?"). */
  history?: readonly ChatTurn[];
  /** Drug ids the user takes; defaults to the medicines behind the plan's taboos. */
  medicines?: readonly string[];
}

export interface AssistantReply {
  intent: Intent;
  /** Markdown without raw HTML, already through the safety check. */
  text: string;
  cards: ChatCard[];
  /** 2–3 follow-up questions (none for an urgent answer: the user should act, not chat). */
  suggestions: string[];
  /** The same follow-ups as data (kind, substance), before any later filtering by a model answer. */
  followUps: FollowUp[];
  /** What the answer warned about (follow-ups that contradict these are already left out). */
  warnings: Warning[];
  /** The intent of each part of a multi-part question, in order (one entry for a single question). */
  parts: Intent[];
  /** Ids of the timing/pairing rules used (pairings.ts). */
  rules: string[];
  /** Safety statements a model answer to this question must carry too (`applySafetyNotes`). */
  notes: SafetyNote[];
  urgent: boolean;
}

// ---- recognition ---------------------------------------------------------------------------------

/**
 * What the red-flag detector knows about the user: life stage and conditions from the plan's profile,
 * medicines from the input and the plan (drug classes such as anticoagulants are looked up), and what
 * the user said about themselves in earlier turns of the conversation.
 */
export function redFlagProfileOf(
  plan: PlanDocument | null,
  medicines: readonly unknown[] = [],
  history: readonly ChatTurn[] = [],
): RedFlagProfile {
  const profile = plan?.profile;
  const meds = [...medicines, ...(profile?.medicines ?? []), ...planMedicines(plan)];
  const said = (Array.isArray(history) ? history : [])
    .filter((h) => h?.role === 'user' && typeof h.content === 'string')
    .map((h) => h.content);
  return mergeProfiles(
    {
      lifeStage: profile?.lifeStage ?? null,
      conditions: profile?.conditions ?? [],
      medicines: [...new Set(meds.filter((m): m is string => typeof m === 'string'))],
    },
    profileFromMessages(said),
  );
}

const NUTRIENT_INTENTS = [
  'food_sources',
  'how_much_nutrient',
  'deficiency_signs',
  'supplement_timing',
  'why_nutrient',
  'dose_too_high',
] as const;

/** What beyond the words decides an intent: the user's medicines, nutrients of an earlier part. */
export interface IntentContext {
  medicines?: readonly string[];
  /** Nutrients an elliptical part refers to ("what about coffee?" after "iron and calcium …"). */
  inherited?: readonly NutrientKey[];
  /** The person has kidney disease (plan conditions or an eGFR stage). */
  kidney?: boolean;
  /** The plan's life stage: a pregnant or breastfeeding person's "how much coffee?" is a pregnancy question. */
  lifeStage?: string;
}

/** The intent of a question by cue score and entities (red flags are checked separately). */
export function intentOf(text: string, context: IntentContext = {}): Exclude<Intent, 'urgent'> {
  const t = normaliseQuestion(text);
  if (!t) return 'out_of_scope';
  const medicines = Array.isArray(context.medicines) ? context.medicines : [];
  const inherited = Array.isArray(context.inherited) ? context.inherited : [];
  // The baby's own vitamin D, a medicine or a drink while breastfeeding (intents/lactation.ts).
  if (lactationTopicOf(text, context.lifeStage ?? 'none', medicines)) return 'pregnancy_lactation';
  // Metformin and the kidneys, a multivitamin with CKD, greens on warfarin: the plan's own findings.
  if (planTopicOf(text, { kidney: context.kidney ?? false, medicines })) return 'medicine_question';
  // Ginger, fenugreek, creatine, cramps after a run, salt, iron every other day, a missed supplement.
  const everyday = everydayTopicOf(text, { lifeStage: context.lifeStage ?? 'none' });
  if (everyday && !isStatinMuscleQuestion(text, medicines)) return EVERYDAY_INTENT[everyday];
  // Muscle symptoms or CoQ10 with a statin: the prescriber question, whatever else is asked.
  // A dose question about a supplement that is not a nutrient ("how much CoQ10"): that supplement.
  if (isSupplementDoseQuestion(text)) return 'supplement_dose';
  if (isStatinMuscleQuestion(text, medicines)) return 'statin_muscle';
  // The person's own medicines: a missed dose, an INR, side effects, "stop X and take Y instead",
  // blood-activating herbs (intents/medicines.ts).
  const topic = medicineTopicOf(text, medicines);
  if (topic === 'blood_activating') return 'herbal_remedy';
  if (topic) return 'medicine_question';
  // Pregnant or breastfeeding: fish, liver, cod liver oil, caffeine, weight gain, energy are asked
  // for this life stage (a nutrient dose question stays a dose question).
  const stage = context.lifeStage ?? 'none';
  const lifeTopic = lifeStageTopicOf(text);
  if (lifeTopic && (PREGNANT_STAGES.has(stage) || stage === 'lactating')) {
    const named = findNutrients(t);
    const doseCue = [...INTENT_CUES.how_much_nutrient, ...INTENT_CUES.dose_too_high].some(([re]) =>
      re.test(t),
    );
    if (named.length === 0 || (!doseCue && ['cod_liver_oil', 'liver', 'folic_acid'].includes(lifeTopic)))
      return 'pregnancy_lactation';
  }
  // "我的糖化血红蛋白6.1是糖尿病吗": the plan's glucose classification.
  if (isHbA1cQuestion(text)) return 'lab_result';
  // "低钠盐可以吃吗 / can I use Lo-Salt": potassium chloride, answered for this person.
  if (isSaltSubstituteQuestion(text)) return 'salt_substitute';
  const scores = new Map<string, number>();
  for (const intent of INTENT_PRIORITY) {
    let s = 0;
    for (const [re, w] of INTENT_CUES[intent]) if (re.test(t)) s += w;
    if (s > 0) scores.set(intent, s);
  }
  // A named nutrient makes the nutrient-specific reading likelier than a general goal or tip set.
  if (findNutrients(t).length > 0) {
    // "How much vitamin A can I take while pregnant": the nutrient's dose (with the pregnancy rule),
    // not the general pregnancy tips.
    if (scores.has('how_much_nutrient') || scores.has('dose_too_high')) {
      scores.delete('pregnancy_lactation');
      // "我骨质疏松，要吃多少维生素D": the nutrient's dose from the plan, not the bone tips (M11).
      scores.delete('goals');
    }
    for (const intent of NUTRIENT_INTENTS) {
      const s = scores.get(intent);
      if (s !== undefined) scores.set(intent, s + 1);
    }
  }
  const drugs = findDrugs(t);
  const substances = findSubstances(t);
  if (drugs.length > 0 && substances.length > 0 && !scores.has('dose_too_high')) return 'drug_interaction';
  // "丹参片能吃吗 / can I take red yeast rice instead?": a herb with the person's own medicines.
  if (isHerbQuestion(text, medicines)) return 'herbal_remedy';
  if (drugs.length > 0 && (scores.get('drug_interaction') ?? 0) > 0) return 'drug_interaction';
  if (drugs.length === 0 && !/药|medic|drug|pill|prescri/.test(t)) scores.delete('drug_interaction');
  if (drugs.length === 0 && isPairingQuestion(text, inherited)) return 'supplement_pairing';
  let best: Exclude<Intent, 'urgent'> = 'out_of_scope';
  let bestScore = 0;
  for (const intent of INTENT_PRIORITY) {
    const s = scores.get(intent) ?? 0;
    if (s > bestScore) {
      best = intent;
      bestScore = s;
    }
  }
  // "朋友说维生素K2对骨头好，我能吃吗", "can I take a D3 + K2 combo" on warfarin: a supplement the
  // person's own medicine rules out is an interaction question, not bone tips or a vitamin D dose (H6).
  if (
    drugs.length === 0 &&
    ['out_of_scope', 'goals', 'vegetarian_vegan', 'weight_change'].includes(best) &&
    // An amount named ("鱼油能加到每天3克吗") is a dose question; the dose answer carries the rule.
    findStatedAmounts(text).length === 0 &&
    standingTaboos(text, medicines, 'en-US').length > 0
  )
    return 'drug_interaction';
  if (best === 'out_of_scope' && findNutrients(t).length > 0) return 'how_much_nutrient';
  if (best === 'out_of_scope' && inherited.length > 0 && drugs.length > 0) return 'drug_interaction';
  return best;
}

// ---- answers ------------------------------------------------------------------------------------

/**
 * The urgent answer: first the sentence naming the number to call (the crisis line first for
 * suicidal thoughts), then what each kind means; no supplement advice, products or follow-ups.
 */
function urgent(kinds: RedFlagKind[], locale: Locale): Draft & { cards: ChatCard[] } {
  const lines = [...urgentLeadsFor(kinds).map((lead) => `**${pick(lead, locale)}**`), ''];
  for (const k of kinds) lines.push(pick(RED_FLAG_TEXT[k], locale));
  lines.push(
    '',
    L(
      locale,
      '我是营养助手，无法判断急症，也不能替代医生。请先处理紧急情况。',
      'I am a nutrition assistant: I cannot assess emergencies or replace a doctor. Please get help first.',
    ),
  );
  const card: ChatCard = { type: 'urgent', kind: kinds[0]!, calls: emergencyCalls(kinds, locale) };
  return { text: lines.join('\n'), suggestions: [], cards: [card] };
}

function planExplained(ctx: Ctx): Draft {
  const { plan, locale: l } = ctx;
  if (!plan) {
    return {
      text: L(
        l,
        `你还没有营养方案。方案会包括：能量和BMI、20多种营养素的目标和现状评分、需要补充的营养素和剂量（不超过上限）、药物与补充剂的相互作用提醒，以及对应的产品和用法。\n\n${startHint(l)}`,
        `You have no nutrition plan yet. A plan covers your energy needs and BMI, targets and status scores for more than 20 nutrients, what to supplement and how much (always within the upper limits), medicine–supplement interaction warnings, and matching products with directions.\n\n${startHint(l)}`,
      ),
      cards: [
        {
          type: 'tips',
          title: L(l, '开始之前', 'Before you start'),
          tips: [
            L(l, '准备好身高、体重和日常活动量', 'Have your height, weight and activity level ready'),
            L(l, '列出正在服用的药物和补充剂', 'List the medicines and supplements you take'),
            L(
              l,
              '有体检报告可以上传，结果更准确',
              'Upload a health report if you have one for a more precise plan',
            ),
          ],
        },
      ],
      suggestions: suggestionsFor(ctx, [], undefined),
    };
  }
  const p = plan.profile;
  const kr = kidneyProteinRange(plan);
  const kidneyProtein = hasKidneyDisease(plan)
    ? kr
      ? `${kr.min}–${kr.max} g（KDOQI 2020）`
          .replace('（', l === 'zh-CN' ? '（' : ' (')
          .replace('）', l === 'zh-CN' ? '）' : ')')
      : L(l, '遵肾内科医生建议', 'as your nephrologist advises')
    : null;
  const lines: string[] = [];
  lines.push(
    L(
      l,
      `**${plan.nickname || '你'}的方案要点**`,
      `**Highlights of ${plan.nickname ? `${plan.nickname}'s` : 'your'} plan**`,
    ),
  );
  lines.push(
    L(
      l,
      `- BMI ${fmt(p.bmi)}（${BMI_LABEL[p.bmiCategory].zh}），每日能量约 ${fmt(p.tdeeKcal)} kcal，蛋白质 ${kidneyProtein ?? `${fmt(p.proteinTargetG)} g`}`,
      `- BMI ${fmt(p.bmi)} (${BMI_LABEL[p.bmiCategory].en}); about ${fmt(p.tdeeKcal)} kcal a day and protein ${kidneyProtein ?? `${fmt(p.proteinTargetG)} g a day`}`,
    ),
  );
  const low = lowest(ctx, 4);
  if (low.length) {
    lines.push(
      L(
        l,
        `- 需要关注：${low.map((v) => `${nutrientName(v.key, l)}（评分${fmt(v.score ?? 0)}）`).join('、')}`,
        `- Needs attention: ${low.map((v) => `${nutrientName(v.key, l)} (score ${fmt(v.score ?? 0)})`).join(', ')}`,
      ),
    );
  }
  if (plan.recommendations.length) {
    lines.push(
      L(
        l,
        `- 建议补充：${plan.recommendations.map((r) => `${recItem(r, l).name} ${amount(r.dose, r.unit)}`).join('、')}`,
        `- Suggested supplements: ${plan.recommendations.map((r) => `${recItem(r, l).name} ${amount(r.dose, r.unit)}`).join(', ')}`,
      ),
    );
  } else {
    lines.push(
      L(
        l,
        '- 目前不需要额外补充，继续均衡饮食即可',
        '- No supplements needed right now: keep eating a balanced diet',
      ),
    );
  }
  const taboos = plan.medicineTaboos.filter((t) => t.kind === 'interaction');
  for (const t of taboos.slice(0, 3)) {
    lines.push(
      L(
        l,
        `- 药物提示：${t.drug} 与 ${t.supplement}（${SEVERITY_LABEL[t.severity].zh}）：${t.advice}`,
        `- Medicine note: ${t.drug} and ${t.supplement} (${SEVERITY_LABEL[t.severity].en}): ${t.advice}`,
      ),
    );
  }
  for (const f of plan.findings.slice(0, 2)) lines.push(`- ${f.text}`);
  lines.push('', plan.disclaimer);
  return {
    text: lines.join('\n'),
    cards: [...profileCard(plan), ...recommendCard(plan.recommendations, l), ...planProductsCard(plan, l)],
    suggestions: suggestionsFor(
      ctx,
      [Q.plan(l)],
      plan.recommendations[0]?.nutrient as NutrientKey | undefined,
    ),
  };
}

function whyNutrient(ctx: Ctx): Draft {
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
    cards: recommendCard(recs, l),
    suggestions: suggestionsFor(ctx, n ? [Q.why(n, l)] : [], n ?? (recs[0]?.nutrient as NutrientKey)),
  };
}

/**
 * Kidney disease and potassium or protein: no "foods rich in" list and no population target (the
 * kidney team sets potassium; protein is the plan's KDOQI figure) — issue 15 §2.
 */
function kidneyFoods(ctx: Ctx, n: 'potassium' | 'protein'): Draft {
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

function foodSources(ctx: Ctx): Draft {
  const l = ctx.locale;
  const kidney = hasKidneyDisease(ctx.plan);
  const named = ctx.nutrients[0];
  if (named && !foodTipAllowed(named, { kidney })) return kidneyFoods(ctx, named as 'potassium' | 'protein');
  const n = named ?? lowest(ctx, 4).find((v) => foodTipAllowed(v.key, { kidney }))?.key;
  if (!n) {
    return {
      text: L(
        l,
        '想了解哪种营养素的食物来源？比如钙、铁、维生素D。',
        'Which nutrient are you interested in? For example calcium, iron or vitamin D.',
      ),
      suggestions: suggestionsFor(ctx, [], 'calcium'),
    };
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

function deficiency(ctx: Ctx): Draft {
  const l = ctx.locale;
  const n = ctx.nutrients[0];
  if (!n) {
    return {
      text: L(
        l,
        '想了解缺乏哪种营养素的表现？比如铁、维生素B12、维生素D。',
        'Which nutrient do you mean? For example iron, vitamin B12 or vitamin D.',
      ),
      suggestions: suggestionsFor(ctx, [], 'iron'),
    };
  }
  const d = DEFICIENCY_SIGNS[n];
  const name = nutrientName(n, l);
  const v = ctx.views.get(n)!;
  const lines = [
    L(
      l,
      `**${name}不足可能的表现**：${pick(d.signs, l)}。`,
      `**Possible signs of low ${name}**: ${pick(d.signs, l)}.`,
    ),
    L(l, `${name}${pick(d.role, l)}。`, `${name} ${pick(d.role, l)}.`),
  ];
  if (ctx.plan && v.level) {
    lines.push(
      L(
        l,
        `你的方案中${name}的状态评分为 ${fmt(v.score ?? 0)}（${LEVEL_LABEL[v.level].zh}）。`,
        `In your plan, ${name} scores ${fmt(v.score ?? 0)} (${LEVEL_LABEL[v.level].en}).`,
      ),
    );
  }
  lines.push(
    L(
      l,
      '这些表现也可能由其他原因引起。如果有这些症状，请就医并做血液检查，不要只靠补充剂。',
      'These signs have other causes too. If you have them, see a doctor for a blood test rather than relying on supplements.',
    ),
  );
  return {
    text: lines.join('\n\n') + sourceLine(d.source.ref, l),
    cards: [
      {
        type: 'tips',
        title: L(l, `${name}不足的信号`, `Signs of low ${name}`),
        tips: pick(d.signs, l)
          .split(/[、，,；;]\s*/)
          .filter(Boolean),
      },
    ],
    suggestions: suggestionsFor(ctx, [Q.signs(n, l)], n),
    warnings: [{ kind: 'see_doctor' }],
  };
}

function timing(ctx: Ctx): Draft {
  const l = ctx.locale;
  const n = ctx.nutrients[0];
  if (!n) {
    const recs = ctx.plan?.recommendations ?? [];
    if (recs.length === 0) {
      return {
        text: L(
          l,
          '想问哪种补充剂的服用时间？比如钙、铁、维生素D或鱼油。',
          'Which supplement do you mean? For example calcium, iron, vitamin D or fish oil.',
        ),
        suggestions: suggestionsFor(ctx, [], 'calcium'),
      };
    }
    return {
      text: [
        L(l, '你的补充剂服用时间：', 'When to take your supplements:'),
        ...recs.map((r) => `- ${recItem(r, l).name}: ${personalTiming(r.timing, ctx)}`),
      ].join('\n'),
      cards: recommendCard(recs, l),
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
    cards: recommendCard(rec, l),
    suggestions: suggestionsFor(ctx, [Q.timing(n, l)], n),
    warnings: interactionTaboos(ctx, [n])
      .map(warningOfTaboo)
      .filter((w): w is Warning => w !== null),
  };
}

function interaction(ctx: Ctx): Draft {
  const l = ctx.locale;
  const mentioned = findDrugs(ctx.text);
  const drugs: Drug[] = mentioned.length
    ? mentioned
    : ctx.medicines.map((id) => drugById(id)).filter((d): d is Drug => d !== undefined);
  const named = findSubstances(ctx.text);
  // "和阿司匹林一起吃行吗" after "鱼油什么时候吃？": the supplement is the one of the part before.
  const substances = named.length ? named : ctx.nutrients;
  if (drugs.length === 0) {
    return {
      text: L(
        l,
        '请告诉我药物的名称（通用名或商品名都可以），以及你想搭配的补充剂，我来查相互作用规则。',
        'Tell me the name of the medicine (generic or brand) and the supplement you have in mind, and I will check our interaction rules.',
      ),
      suggestions: [
        Q.interaction(L(l, '华法林', 'warfarin'), 'omega3', l),
        ...suggestionsFor(ctx, [], undefined),
      ].slice(0, 3),
    };
  }
  const names = drugs.map((d) => drugName(d, l)).join(L(l, '、', ', '));
  // A medicine named in the question is checked against the person's own medicines first (warfarin +
  // ibuprofen): a drug–drug row outranks any supplement list (re-review H1, H2).
  const own = ctx.medicines.filter((id) => !drugs.some((d) => d.id === id));
  const drugPairs = taboosFor({ medicines: [...drugs.map((d) => d.id), ...own], substances: [] }, l).filter(
    (t) => t.kind === 'drug_interaction' && drugs.some((d) => d.id === t.drugId || d.id === t.target),
  );
  const pairLines = drugPairs.map((t) => interactionWarning(t, l));
  if (substances.length === 0) {
    const lines = [
      ...(pairLines.length ? [...pairLines, ''] : []),
      L(l, `**${names}** 需要注意的补充剂：`, `Supplements to watch with **${names}**:`),
    ];
    const header = lines.length;
    for (const d of drugs.slice(0, 2)) {
      for (const r of rulesForDrug(d.id).slice(0, 5)) {
        lines.push(
          `- ${drugName(d, l)} × ${substanceName(r.substance, l)}（${pick(SEVERITY_LABEL[r.severity], l)}）：${pick(r.advice, l)}`.replace(
            /（(.+?)）：/,
            l === 'zh-CN' ? '（$1）：' : ' ($1): ',
          ),
        );
      }
    }
    if (lines.length === header)
      lines.push(
        L(
          l,
          '我们的规则库中没有它与常见补充剂的已知相互作用，服用前仍建议咨询药师。',
          'Our rules list no known interaction with common supplements; still ask your pharmacist before you start one.',
        ),
      );
    const foodPairs = pairLinesFor(ctx);
    if (foodPairs.lines.length) {
      lines.push(
        '',
        L(l, '**服用时间：**', '**Timing:**'),
        ...foodPairs.lines,
        sourceLine([...new Set(foodPairs.rules.map((r) => r.source.ref))].join('; '), l).trim(),
      );
    }
    return {
      text: lines.join('\n'),
      suggestions: suggestionsFor(ctx, [], undefined),
      rules: foodPairs.rules.map((r) => r.id),
    };
  }
  const wanted = new Set<string>(substances);
  const taboos = taboosFor({ medicines: drugs.map((d) => d.id), substances }, l).filter((t) =>
    wanted.has(t.target),
  );
  const subNames = [...new Set(substances.map((s) => substanceName(s, l)))]
    .slice(0, 4)
    .join(L(l, '、', ', '));
  const lines: string[] = [];
  // "钙片和华法林要分开吃吗" from someone who already takes the calcium: no "before you start".
  const alreadyTaken = substances.every(
    (x) => isNutrientKey(x) && (ctx.views.get(x)?.fromSupplements ?? 0) > 0,
  );
  if (taboos.length === 0 && alreadyTaken) {
    lines.push(
      L(
        l,
        `我们的规则库中没有 **${names}** 与 **${subNames}** 的已知相互作用：你已经在吃的${subNames}可以照常吃，不需要特意和${names}分开时间。如有新的变化（换药、加量），请告诉药师或医生。`,
        `Our rules list no known interaction between **${names}** and **${subNames}**: you can keep taking your ${subNames} as you do now, with no need to space it from ${names}. Tell your pharmacist or doctor about any change (a new medicine or a higher dose).`,
      ),
    );
  } else if (taboos.length === 0) {
    lines.push(
      L(
        l,
        `我们的规则库中没有 **${names}** 与 **${subNames}** 的已知相互作用。这不代表绝对安全，开始服用前请咨询药师或医生。`,
        `Our rules list no known interaction between **${names}** and **${subNames}**. That is not a guarantee: ask your pharmacist or doctor before you start.`,
      ),
    );
  } else {
    for (const t of taboos) {
      const sev = pick(SEVERITY_LABEL[t.severity], l);
      lines.push(
        t.kind === 'depletion'
          ? L(
              l,
              `**${t.drug} × ${t.supplement}**（${sev}）：${clause(t.mechanism)}。建议：${t.advice}`,
              `**${t.drug} × ${t.supplement}** (${sev}): ${clause(t.mechanism)}. Advice: ${t.advice}`,
            )
          : L(
              l,
              `**${t.drug} × ${t.supplement}：有相互作用，严重程度${sev}**。${clause(t.mechanism)}。建议：${t.advice}`,
              `**${t.drug} × ${t.supplement}: known interaction, severity ${sev}**. ${clause(t.mechanism)}. Advice: ${t.advice}`,
            ),
      );
    }
    lines.push(
      L(
        l,
        '请勿自行停用处方药；调整补充剂前先告诉医生或药师。',
        'Do not stop your prescribed medicine; tell your doctor or pharmacist before changing supplements.',
      ),
    );
    lines.push(
      sourceLine(
        taboos
          .map((t) => t.source.ref)
          .filter((r, i, a) => a.indexOf(r) === i)
          .join('; '),
        l,
      ).trim(),
    );
  }
  // The person's conditions speak too ("我吃悦宁定，能吃镁吗" with kidney disease): no interaction rule
  // does not mean no caution.
  const conditionRules = substances
    .filter((x): x is NutrientKey => isNutrientKey(x))
    .flatMap((x) => conditionRulesFor(ctx.plan, x));
  for (const r of conditionRules) lines.push(`**${pick(r.text, l)}**${sourceLine(r.source.ref, l)}`);
  const pairs = pairLinesFor(ctx);
  if (pairs.lines.length) {
    lines.push(
      [
        L(l, '**补充剂和饮食的服用时间：**', '**Timing with other supplements, food and drink:**'),
        ...pairs.lines,
      ].join('\n'),
      sourceLine([...new Set(pairs.rules.map((r) => r.source.ref))].join('; '), l).trim(),
    );
  }
  const first = drugs[0]!;
  return {
    notes: conditionRules.map((r) => ({ id: r.id, text: `**${pick(r.text, l)}**` })),
    warnings: [
      ...taboos.map(warningOfTaboo).filter((w): w is Warning => w !== null),
      ...conditionRules.flatMap((r) =>
        r.nutrients.map((n) => ({ kind: 'avoid_supplement' as const, substance: n })),
      ),
    ],
    rules: pairs.rules.map((r) => r.id),
    text: lines.join('\n\n'),
    cards: taboos.length
      ? [
          {
            type: 'tips',
            title: L(l, '用药与补充剂', 'Medicine and supplements'),
            tips: taboos.map((t) => `${t.drug} × ${t.supplement}: ${t.advice}`),
          },
        ]
      : [],
    suggestions: [
      ...suggestionsFor(ctx, [], isNutrientKey(substances[0]) ? substances[0] : undefined).slice(0, 2),
      Q.interaction(drugName(first, l), 'vitaminD', l),
    ],
  };
}

function overUl(v: NutrientView): number | null {
  if (v.ul === null || v.fromSupplements === null) return null;
  const total = v.fromSupplements + (v.ulScope === 'total' ? (v.fromFood ?? 0) : 0);
  return total;
}

function doseTooHigh(ctx: Ctx): Draft {
  const l = ctx.locale;
  const stated = findStatedAmounts(ctx.text);
  const n = stated[0]?.nutrient ?? ctx.nutrients[0];
  if (!n) {
    if (!ctx.plan) {
      return {
        text: L(
          l,
          `请告诉我是哪种补充剂、每天吃多少，我来和可耐受最高摄入量（UL）比较。\n\n${startHint(l)}`,
          `Tell me which supplement and how much a day, and I will compare it with the tolerable upper intake level (UL).\n\n${startHint(l)}`,
        ),
        suggestions: suggestionsFor(ctx, [], 'vitaminD'),
      };
    }
    const over = [...ctx.views.values()].filter((v) => {
      const total = overUl(v);
      return total !== null && v.ul !== null && (v.fromSupplements ?? 0) > 0 && total > v.ul;
    });
    const lines = over.length
      ? [
          L(
            l,
            '按你填写的补充剂，这些营养素超过了可耐受最高摄入量（UL）上限：',
            'With the supplements you listed, these nutrients exceed the tolerable upper intake level (UL):',
          ),
          ...over.map(
            (v) => `- ${nutrientName(v.key, l)}: ${amount(overUl(v)!, v.unit)} > UL ${amount(v.ul!, v.unit)}`,
          ),
          L(
            l,
            '请减少相应补充剂，并咨询医生或药师。',
            'Cut back the supplement concerned and talk to your doctor or pharmacist.',
          ),
        ]
      : [
          L(
            l,
            '按你填写的补充剂和饮食估计，没有营养素超过可耐受最高摄入量（UL）。',
            'With the supplements you listed and your diet, no nutrient goes above its tolerable upper intake level (UL).',
          ),
        ];
    return {
      text: lines.join('\n'),
      suggestions: suggestionsFor(ctx, [], undefined),
      warnings: over.map((v) => ({ kind: 'reduce_dose' as const, substance: v.key })),
    };
  }
  const v = ctx.views.get(n)!;
  const name = nutrientName(n, l);
  const lines: string[] = [];
  let above = false;
  let verdict: StatedVerdict | null = null;
  const s = stated.find((x) => x.nutrient === n);
  if (v.ul === null) {
    if (s) {
      verdict = statedVerdict(s, v, ctx);
      lines.push(...verdict.lines);
    }
    lines.push(
      L(
        l,
        `${name}没有设定可耐受最高摄入量（UL）；按推荐量服用即可。`,
        `${name} has no tolerable upper intake level (UL) set; stick to the recommended amount.`,
      ),
    );
  } else {
    lines.push(
      // China's 2 g EPA+DHA is the AMDR's upper end, not a UL (re-review M6; 中国DRIs 2023).
      n === 'omega3' && l === 'zh-CN'
        ? `${name}的推荐范围（AMDR）是每天 ${amount(v.target, v.unit)}–${amount(v.ul, v.unit)}。`
        : L(
            l,
            `${name}的可耐受最高摄入量（UL）是每天 ${amount(v.ul, v.unit)}${v.ulScope === 'supplements' ? '（仅计补充剂）' : '（食物和补充剂合计）'}。`,
            `The tolerable upper intake level (UL) for ${name} is ${amount(v.ul, v.unit)} a day${v.ulScope === 'supplements' ? ' from supplements' : ' from food and supplements together'}.`,
          ),
    );
    if (s) {
      // Its period, a loading course, a supervised treatment, a product mass (intents/stated-dose.ts).
      verdict = statedVerdict(s, v, ctx);
      above = verdict.above;
      lines.push(...verdict.lines);
    } else if (ctx.plan && v.fromSupplements !== null) {
      const total = overUl(v) ?? 0;
      above = total > v.ul;
      lines.push(
        total > v.ul
          ? L(
              l,
              `按你填写的补充剂，目前合计约 ${amount(total, v.unit)}，超过了上限（UL），请减量并咨询医生或药师。`,
              `With the supplements you listed you get about ${amount(total, v.unit)}, which exceeds the upper limit (UL): take less and ask your doctor or pharmacist.`,
            )
          : L(
              l,
              `按你填写的补充剂，目前合计约 ${amount(total, v.unit)}，在上限以内。`,
              `With the supplements you listed you get about ${amount(total, v.unit)} in total, within the limit.`,
            ),
      );
    }
  }
  // "Too much for me?": what this person's plan gives them, next to the limit — unless the stated
  // course replaces the plan's daily dose for now (a prescribed loading course).
  if (!verdict?.replacesPlanDose) lines.push(...personalDoseLines(ctx, n, v));
  lines.push(targetLine(v, ctx));
  return {
    text:
      lines.join('\n\n') + sourceLine([v.sourceRef, ...(verdict?.refs ?? [])].filter(Boolean).join('; '), l),
    suggestions: suggestionsFor(ctx, [Q.tooHigh(n, l)], n),
    warnings: [
      ...(above ? [{ kind: 'reduce_dose' as const, substance: n }] : []),
      ...(verdict?.warnings ?? []),
    ],
    notes: verdict?.notes ?? [],
  };
}

/**
 * Why the plan offers no product with this nutrient for this person (pharmacist A5): an interaction
 * rule of the engine with one of their medicines (avoid / ask the prescriber first) or a condition
 * rule (kidney disease, pregnancy). Empty when a product may be shown.
 */
function productBlockers(
  ctx: Ctx,
  n: NutrientKey,
): { lines: string[]; warnings: Warning[]; notes: SafetyNote[] } {
  const l = ctx.locale;
  const taboos = interactionTaboos(ctx, [n]).filter(
    (t) => t.management === 'avoid' || t.management === 'monitor',
  );
  const rules = conditionRulesFor(ctx.plan, n);
  return {
    lines: [...taboos.map((t) => interactionWarning(t, l)), ...rules.map((r) => `**${pick(r.text, l)}**`)],
    warnings: [
      ...taboos.map(warningOfTaboo).filter((w): w is Warning => w !== null),
      ...rules.map(() => ({ kind: 'avoid_supplement' as const, substance: n })),
    ],
    notes: rules.map((r) => ({ id: r.id, text: `**${pick(r.text, l)}**` })),
  };
}

/** Whether a shop product holds something this person's medicines or conditions rule out. */
function productBlocked(ctx: Ctx, keys: readonly NutrientKey[]): boolean {
  return keys.some((k) => productBlockers(ctx, k).lines.length > 0);
}

function products(ctx: Ctx): Draft {
  const l = ctx.locale;
  // A combo ("D3 + K2") is blocked by any of its nutrients, not only the first one named (H6).
  const n = ctx.nutrients.find((k) => productBlockers(ctx, k).lines.length > 0) ?? ctx.nutrients[0];
  const blocked = n ? productBlockers(ctx, n) : null;
  if (n && blocked && blocked.lines.length) {
    const name = nutrientName(n, l);
    return {
      text: [
        L(
          l,
          `**你的方案没有给你推荐含${name}的产品**，原因如下：`,
          `**Your plan offers you no product with ${name}**, because:`,
        ),
        ...blocked.lines,
        L(
          l,
          `如果开药医生或专科医生认为你确实需要${name}，请由医生指定产品和剂量。`,
          `If your prescriber or specialist decides you do need ${name}, let them choose the product and the dose.`,
        ),
      ].join('\n\n'),
      suggestions: suggestionsFor(ctx, [], undefined),
      warnings: blocked.warnings,
      notes: blocked.notes,
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

const BMI_LABEL = {
  underweight: { zh: '体重过低', en: 'underweight' },
  normal: { zh: '体重正常', en: 'healthy weight' },
  overweight: { zh: '超重', en: 'overweight' },
  obese: { zh: '肥胖', en: 'obese' },
} as const;

function bmiEnergy(ctx: Ctx): Draft {
  const l = ctx.locale;
  const h = /(\d{3}(?:\.\d)?)\s?(?:cm|厘米|公分)/.exec(ctx.norm) ?? /身高\s?(\d{3})/.exec(ctx.norm);
  const w = /(\d{2,3}(?:\.\d)?)\s?(?:kg|公斤|千克)/.exec(ctx.norm);
  const cutoffs = L(
    l,
    '中国成人标准：< 18.5 偏瘦，18.5–23.9 正常，24–27.9 超重，≥ 28 肥胖。',
    'WHO adult cut-offs: < 18.5 underweight, 18.5–24.9 healthy, 25–29.9 overweight, ≥ 30 obese.',
  );
  if (h && w) {
    const heightM = Number(h[1]) / 100;
    const bmi = Number(w[1]) / (heightM * heightM);
    if (Number.isFinite(bmi) && bmi > 5 && bmi < 100) {
      const cat = bmiCategoryFor(bmi, l);
      return {
        text: `${L(l, `按身高 ${h[1]} cm、体重 ${w[1]} kg 计算，BMI 为 ${fmt(bmi)}（${BMI_LABEL[cat].zh}）。`, `With ${h[1]} cm and ${w[1]} kg your BMI is ${fmt(bmi)} (${BMI_LABEL[cat].en}).`)}\n\n${cutoffs}`,
        suggestions: suggestionsFor(ctx, [], undefined),
      };
    }
  }
  if (!ctx.plan) {
    return {
      text: `${L(l, 'BMI = 体重(kg) ÷ 身高(m)²。每日能量用 Mifflin–St Jeor 公式算基础代谢，再乘以活动系数（1.2–1.9）。', 'BMI = weight (kg) ÷ height (m)². Daily energy uses the Mifflin–St Jeor equation for resting metabolism times an activity factor (1.2–1.9).')}\n\n${cutoffs}\n\n${startHint(l)}`,
      suggestions: suggestionsFor(ctx, [Q.bmi(l)], undefined),
    };
  }
  const p = ctx.plan.profile;
  const losing = /减肥|减重|瘦|减脂|\blose\b|\blosing\b|\bweight loss\b|\bslim/.test(ctx.norm);
  const target = losing ? weightLossTarget(ctx) : null;
  return {
    text: [
      ...(target ? [energyTargetLine(ctx, target)] : []),
      L(
        l,
        `你的BMI是 **${fmt(p.bmi)}**（${BMI_LABEL[p.bmiCategory].zh}）。`,
        `Your BMI is **${fmt(p.bmi)}** (${BMI_LABEL[p.bmiCategory].en}).`,
      ),
      L(
        l,
        `基础代谢约 ${fmt(p.bmrKcal)} kcal/天，加上活动后每日总能量约 **${fmt(p.tdeeKcal)} kcal**。`,
        `Your resting metabolism is about ${fmt(p.bmrKcal)} kcal/day; with activity you use about **${fmt(p.tdeeKcal)} kcal** a day.`,
      ),
      proteinLine(ctx),
      cutoffs,
    ].join('\n\n'),
    cards: profileCard(ctx.plan),
    suggestions: suggestionsFor(ctx, [Q.bmi(l)], undefined),
  };
}

function tipsCard(key: TipSetKey, locale: Locale): ChatCard {
  const set = GOAL_TIPS[key];
  return { type: 'tips', title: pick(set.title, locale), tips: set.tips.map((t) => pick(t, locale)) };
}

function targetsBlock(ctx: Ctx, keys: readonly NutrientKey[], views = ctx.views): string {
  return keys
    .map((k) => {
      const v = views.get(k)!;
      const level = v.level
        ? L(
            ctx.locale,
            `（你的状态：${LEVEL_LABEL[v.level].zh}）`,
            ` (your status: ${LEVEL_LABEL[v.level].en})`,
          )
        : '';
      // Kidney disease: no population figure for protein or potassium (the plan's KDOQI / the kidney team).
      if (ctx.plan && v.managedBy)
        return `- ${nutrientName(k, ctx.locale)}: ${k === 'protein' && kidneyProteinRange(ctx.plan) ? `${kidneyProteinRange(ctx.plan)!.min}–${kidneyProteinRange(ctx.plan)!.max} g` : L(ctx.locale, '遵肾内科医生建议', 'as your nephrologist advises')}`;
      // The plan's own dose next to the target (a supervised vitamin D treatment dose, M11).
      const rec = ctx.plan?.recommendations.find((r) => r.nutrient === k);
      const dose = rec
        ? L(
            ctx.locale,
            `；方案补充 ${amount(rec.dose, rec.unit)}/天${rec.supervised ? '（治疗剂量，须医生监督）' : ''}`,
            `; your plan's dose ${amount(rec.dose, rec.unit)}/day${rec.supervised ? ' (a treatment dose, under medical supervision)' : ''}`,
          )
        : '';
      return `- ${nutrientName(k, ctx.locale)}: ${amount(v.target, v.unit)}${level}${dose}`;
    })
    .join('\n');
}

function tipAnswer(ctx: Ctx, key: TipSetKey, lead: string, views = ctx.views, extra: string[] = []): Draft {
  const l = ctx.locale;
  const set = GOAL_TIPS[key];
  const text = [
    lead,
    set.tips.map((t) => `- ${pick(t, l)}`).join('\n'),
    ...extra,
    `${L(l, '相关营养素每日目标：', 'Daily targets for the nutrients involved:')}\n${targetsBlock(ctx, set.nutrients, views)}`,
    ctx.plan ? '' : startHint(l),
  ]
    .filter(Boolean)
    .join('\n\n');
  return {
    text: text + sourceLine(set.source.ref, l),
    cards: [tipsCard(key, l)],
    suggestions: suggestionsFor(ctx, [], set.nutrients[0]),
  };
}

/**
 * The plan's weight-loss energy target (dietitian M2): `energyTargetKcal` when the plan has one, else
 * the same rule the engine applies (`weightLossEnergyFor`, never below the BMR or the safe floor);
 * null when weight loss is not advised (healthy BMI, pregnancy).
 */
function weightLossTarget(ctx: Ctx): { targetKcal: number; ref: string } | null {
  const p = ctx.plan?.profile;
  if (!p) return null;
  const e = weightLossEnergyFor({
    locale: ctx.locale,
    goals: ['weight_loss'],
    sex: p.sex,
    bmi: p.bmi,
    bmrKcal: p.bmrKcal,
    tdeeKcal: p.tdeeKcal,
    lifeStage: p.lifeStage,
  });
  const targetKcal = p.energyTargetKcal ?? e?.targetKcal;
  if (targetKcal === undefined) return null;
  const ref = e?.finding.reasons[0]?.source.ref ?? '';
  return { targetKcal, ref };
}

function energyTargetLine(ctx: Ctx, t: { targetKcal: number }): string {
  const p = ctx.plan!.profile;
  return L(
    ctx.locale,
    `**按你的方案，减重时每天吃约 ${fmt(t.targetKcal)} kcal，不要低于这个数**（你每天大约消耗 ${fmt(p.tdeeKcal)} kcal）。`,
    `**Your plan's weight-loss target is about ${fmt(t.targetKcal)} kcal a day — do not go below it** (you use about ${fmt(p.tdeeKcal)} kcal a day).`,
  );
}

/** Protein as the plan states it: the KDOQI figure with kidney disease, else the plan's target. */
function proteinLine(ctx: Ctx): string {
  const v = ctx.views.get('protein');
  if (ctx.plan && v?.managedBy) return targetLine(v, ctx);
  const p = ctx.plan!.profile;
  return L(
    ctx.locale,
    `蛋白质保持 ${fmt(p.proteinTargetG)} g/天。`,
    `Keep protein at ${fmt(p.proteinTargetG)} g/day.`,
  );
}

function weight(ctx: Ctx): Draft {
  const l = ctx.locale;
  const gain = /增重|增肥|长胖|增肌|胖一点|\bgain\b|\bbulk|\bmuscle\b/.test(ctx.norm);
  if (gain) return tipAnswer(ctx, 'weight_gain', L(l, '**健康增重**', '**Gaining weight healthily**'));
  const extra: string[] = [];
  if (ctx.plan) {
    const p = ctx.plan.profile;
    const target = weightLossTarget(ctx);
    extra.push(
      target
        ? energyTargetLine(ctx, target)
        : L(l, `你每天大约消耗 ${fmt(p.tdeeKcal)} kcal。`, `You use about ${fmt(p.tdeeKcal)} kcal a day.`),
    );
    extra.push(proteinLine(ctx));
    if (p.bmiCategory === 'underweight' || p.bmiCategory === 'normal') {
      extra.push(
        L(
          l,
          `你的BMI是 ${fmt(p.bmi)}（${BMI_LABEL[p.bmiCategory].zh}），不建议再减重；如有体型方面的顾虑，可以咨询医生或营养师。`,
          `Your BMI is ${fmt(p.bmi)} (${BMI_LABEL[p.bmiCategory].en}); losing weight is not advised. Talk to a doctor or dietitian about any concerns.`,
        ),
      );
    }
  }
  return tipAnswer(ctx, 'weight_loss', L(l, '**健康减重**', '**Losing weight healthily**'), ctx.views, extra);
}

function pregnancy(ctx: Ctx): Draft {
  const l = ctx.locale;
  const planStage = ctx.plan?.profile.lifeStage ?? 'none';
  const saysLactating = /哺乳|母乳|喂奶|产后|月子|breast ?feed|lactat|nursing|postpartum/.test(ctx.norm);
  const saysPregnant = /怀孕|孕期|孕妇|孕早|孕中|孕晚|\bpregnan/.test(ctx.norm);
  const lactating = saysLactating || (!saysPregnant && planStage === 'lactating');
  const lactationTopic = lactationTopicOf(ctx.text, planStage, ctx.medicines);
  if (lactationTopic) return lactationTopicAnswer(ctx, lactationTopic);
  // The question asked, answered from the plan: fish, liver, cod liver oil, caffeine, weight gain,
  // folic acid, energy (intents/life-stage.ts); then breastfeeding in general.
  const topic = lifeStageTopicOf(ctx.text);
  const specific = topic ? lifeStageTopicAnswer(ctx, topic, lactating) : null;
  if (specific) return specific;
  if (lactating) return lactationAnswer(ctx);
  const stage = (PREGNANT_STAGES.has(planStage) ? planStage : 'pregnant_t2') as
    'pregnant_t1' | 'pregnant_t2' | 'pregnant_t3';
  const person = {
    sex: 'female' as const,
    age: ctx.plan?.profile.sex === 'female' ? ctx.plan.profile.age : 30,
    weightKg: ctx.plan?.profile.sex === 'female' ? ctx.plan.profile.weightKg : 57,
    lifeStage: stage,
  };
  const stageTargets = targetsFor(person, l);
  const views = new Map(ctx.views);
  for (const k of GOAL_TIPS.pregnancy.nutrients) {
    const t = stageTargets[k];
    views.set(k, { ...ctx.views.get(k)!, target: t.target, ul: t.ul, unit: t.unit, level: null });
  }
  const lead = lactating
    ? L(
        l,
        '**哺乳期营养**（以下目标按哺乳期标准）',
        '**Breastfeeding nutrition** (targets below are for lactation)',
      )
    : L(
        l,
        `**孕期营养**（以下目标按${STAGE_LABEL[stage].zh}标准）`,
        `**Pregnancy nutrition** (targets below are for ${STAGE_LABEL[stage].en})`,
      );
  const extra = [
    L(
      l,
      `叶酸：从备孕开始，整个孕期每天补充 ${PREGNANCY_FOLATE_UG} µg。`,
      `Folic acid: ${PREGNANCY_FOLATE_UG} µg a day from before conception and throughout pregnancy.`,
    ),
  ];
  return tipAnswer(ctx, 'pregnancy', lead, views, extra);
}

const STAGE_LABEL: Record<
  'pregnant_t1' | 'pregnant_t2' | 'pregnant_t3' | 'lactating',
  { zh: string; en: string }
> = {
  pregnant_t1: { zh: '孕早期', en: 'early pregnancy' },
  pregnant_t2: { zh: '孕中期', en: 'mid-pregnancy' },
  pregnant_t3: { zh: '孕晚期', en: 'late pregnancy' },
  lactating: { zh: '哺乳期', en: 'lactation' },
};

function goals(ctx: Ctx): Draft {
  const l = ctx.locale;
  const t = ctx.norm;
  if (/睡|失眠|入睡|sleep|insomnia/.test(t))
    return tipAnswer(ctx, 'sleep', L(l, '**改善睡眠**', '**Better sleep**'));
  if (/免疫|抵抗力|感冒|immun|cold/.test(t))
    return tipAnswer(ctx, 'immunity', L(l, '**免疫力**', '**Immune health**'));
  return tipAnswer(ctx, 'bone', L(l, '**骨骼健康**', '**Bone health**'));
}

function greeting(ctx: Ctx): Draft {
  const l = ctx.locale;
  return {
    text: L(
      l,
      `你好！我是你的营养助手。我可以解读你的营养方案，回答营养素需要多少、哪些食物富含、什么时候吃、会不会过量，以及补充剂和药物能不能一起吃。${ctx.plan ? '' : `\n\n${startHint(l)}`}`,
      `Hi! I am your nutrition assistant. I can explain your plan and answer how much of a nutrient you need, which foods are rich in it, when to take a supplement, whether a dose is too high, and whether a supplement is OK with your medicines.${ctx.plan ? '' : `\n\n${startHint(l)}`}`,
    ),
    suggestions: suggestionsFor(ctx, [], ctx.plan ? lowest(ctx, 1)[0]?.key : undefined),
  };
}

function thanks(ctx: Ctx): Draft {
  return {
    text: L(
      ctx.locale,
      '不客气！还有其他营养问题随时问我。',
      'You are welcome! Ask me anything else about nutrition.',
    ),
    suggestions: suggestionsFor(ctx, [], ctx.nutrients[0]),
  };
}

function outOfScope(ctx: Ctx): Draft {
  const l = ctx.locale;
  return {
    text: L(
      l,
      '这个问题超出了我能可靠回答的范围。我可以帮你：\n- 解读营养方案和BMI、热量\n- 营养素需要多少、哪些食物富含、缺乏的表现\n- 补充剂什么时候吃、会不会过量\n- 补充剂和药物能否同服\n- 孕期、素食、减重、睡眠、免疫和骨骼相关的营养建议\n\n诊断和治疗问题请咨询医生。',
      'That is outside what I can answer reliably. I can help with:\n- your plan, BMI and calories\n- how much of a nutrient you need, food sources and signs of shortfall\n- when to take supplements and whether a dose is too high\n- whether a supplement is OK with your medicines\n- nutrition for pregnancy, vegetarian diets, weight, sleep, immunity and bones\n\nFor diagnosis or treatment, please ask a doctor.',
    ),
    suggestions: suggestionsFor(ctx, [], undefined),
  };
}

const HANDLERS = {
  plan_explained: planExplained,
  why_nutrient: whyNutrient,
  how_much_nutrient: howMuch,
  food_sources: foodSources,
  deficiency_signs: deficiency,
  supplement_timing: timing,
  drug_interaction: interaction,
  dose_too_high: doseTooHigh,
  supplement_pairing: pairing,
  statin_muscle: statinMuscle,
  salt_substitute: saltSubstitute,
  medicine_question: medicineQuestion,
  herbal_remedy: herbalRemedy,
  supplement_dose: supplementDose,
  lab_result: labResult,
  product_question: products,
  bmi_energy: bmiEnergy,
  weight_change: weight,
  pregnancy_lactation: pregnancy,
  vegetarian_vegan: (ctx: Ctx) =>
    tipAnswer(
      ctx,
      'vegetarian',
      L(ctx.locale, '**素食者需要特别注意的营养素**', '**Nutrients to watch on a vegetarian or vegan diet**'),
    ),
  goals,
  greeting,
  thanks,
  out_of_scope: outOfScope,
} as const satisfies Record<Exclude<Intent, 'urgent'>, (ctx: Ctx) => Draft>;

/** The handler's answer, or the everyday rule the intent was reported for (intents/everyday.ts). */
function answerFor(intent: Exclude<Intent, 'urgent'>, ctx: Ctx, medicines: readonly string[]): Draft {
  const everyday = everydayTopicOf(ctx.text, { lifeStage: ctx.plan?.profile.lifeStage ?? 'none' });
  if (everyday && EVERYDAY_INTENT[everyday] === intent && !isStatinMuscleQuestion(ctx.text, medicines))
    return everydayAnswer(ctx, everyday);
  return HANDLERS[intent](ctx);
}

/**
 * The follow-ups shown: the answer's own, without any that contradict its warnings (followups.ts),
 * padded to at least two from the general pool (filtered the same way).
 */
function finalFollowUps(list: readonly FollowUp[], warnings: readonly Warning[], ctx: Ctx): FollowUp[] {
  const out: FollowUp[] = [];
  const ok = (q: FollowUp) => !standingContradiction(q, ctx);
  for (const q of filterFollowUps(list, warnings))
    if (ok(q) && !out.some((o) => o.text === q.text)) out.push(q);
  out.splice(3);
  for (const q of filterFollowUps(suggestionsFor(ctx, out, undefined), warnings)) {
    if (out.length < 2 && ok(q) && !out.some((o) => o.text === q.text)) out.push(q);
  }
  return out;
}

/**
 * What this person's plan rules out whatever the answer said (pharmacist B7): no "when should I take
 * omega-3?" for someone on warfarin, no "foods rich in potassium" with kidney disease, no vitamin A
 * prompts in pregnancy. From the engine's interaction rules (avoid / monitor) and the condition rules.
 */
function standingContradiction(f: FollowUp, ctx: Ctx): boolean {
  const s = f.substance;
  if (!s) return false;
  const standing: Warning[] = [];
  for (const t of taboosFor({ medicines: ctx.medicines, substances: [s as NutrientKey] }, ctx.locale)) {
    const w = warningOfTaboo(t);
    if (w) standing.push(w);
  }
  if (isNutrientKey(s)) {
    if (conditionRulesFor(ctx.plan, s).length) standing.push({ kind: 'avoid_supplement', substance: s });
    if (!foodTipAllowed(s, { kidney: hasKidneyDisease(ctx.plan) })) return true;
  }
  // Only the prompts about that very substance: a standing rule is not a warning given in this answer.
  return standing.some(
    (w) => w.substance === s && (FORBIDDEN_AFTER[w.kind].same as readonly string[]).includes(f.kind),
  );
}

/** Drug ids behind the plan's taboos (the plan document does not list medicines by themselves). */
export function planMedicines(plan: PlanDocument | null): string[] {
  return [...new Set((plan?.medicineTaboos ?? []).map((t) => t.drugId))];
}

/**
 * Answer one question. Total: any input gives a well-formed reply; the text has passed `checkAnswer`.
 */
export function assistantReply(input: AssistantInput): AssistantReply {
  const locale: Locale = input?.locale === 'en-US' ? 'en-US' : 'zh-CN';
  const text = typeof input?.text === 'string' ? input.text.slice(0, 4000) : '';
  const plan = input?.plan ?? null;
  const inputMedicines: readonly unknown[] = Array.isArray(input?.medicines) ? input.medicines : [];
  const history = Array.isArray(input?.history) ? input.history : [];
  const flags = redFlagsFor(text, redFlagProfileOf(plan, inputMedicines, history)).map((h) => h.kind);
  if (flags.length > 0) {
    const d = urgent(flags, locale);
    return {
      intent: 'urgent',
      text: safeMarkdown(d.text),
      cards: d.cards,
      suggestions: [],
      followUps: [],
      warnings: [{ kind: 'see_doctor' }],
      parts: ['urgent'],
      rules: [],
      notes: [],
      urgent: true,
    };
  }
  const medicines = [
    ...new Set([
      ...(Array.isArray(input?.medicines) ? input.medicines : []),
      ...planMedicines(plan),
      ...(plan?.profile.medicines ?? []),
    ]),
  ].filter((m): m is string => typeof m === 'string');
  const kidney = hasKidneyDisease(plan);
  let nutrients = findNutrients(text);
  // "那香蕉橙子土豆能多吃吗" with kidney disease: a potassium question (the kidney rule answers it).
  if (nutrients.length === 0 && kidney && mentionsHighPotassiumFood(text)) nutrients = ['potassium'];
  if (nutrients.length === 0 && Array.isArray(input?.history)) {
    const lastUser = [...input.history]
      .reverse()
      .find((h) => h?.role === 'user' && typeof h.content === 'string');
    if (lastUser) nutrients = findNutrients(lastUser.content);
  }
  const views = nutrientViews(plan, locale);
  const ctxFor = (part: string, partNutrients: NutrientKey[]): Ctx => ({
    locale,
    plan,
    medicines,
    views,
    text: part,
    norm: normaliseQuestion(part),
    nutrients: partNutrients,
  });

  // A multi-part question is answered part by part, in order; a part without a nutrient of its own
  // is about the nutrients of the part before it.
  const answered: { part: string; intent: Exclude<Intent, 'urgent'>; draft: Draft; ctx: Ctx }[] = [];
  const partsText = splitQuestion(text);
  if (partsText.length > 1) {
    let carried = nutrients;
    for (const part of partsText) {
      const own = findNutrients(part);
      const partNutrients = own.length ? own : carried;
      const intent = intentOf(part, {
        medicines,
        inherited: own.length ? [] : carried,
        kidney,
        lifeStage: plan?.profile.lifeStage ?? 'none',
      });
      if (own.length) carried = own;
      if (intent === 'out_of_scope' || intent === 'greeting' || intent === 'thanks') continue;
      const ctx = ctxFor(part, partNutrients);
      const draft = answerFor(intent, ctx, medicines);
      // "能吃鱼吗？金枪鱼可以吗？": two parts with the same answer are answered once.
      if (answered.some((a) => a.draft.text === draft.text)) continue;
      answered.push({ part, intent, draft, ctx });
    }
  }
  let intent: Exclude<Intent, 'urgent'>;
  let draft: Draft;
  let ctx: Ctx;
  if (answered.length > 1) {
    intent = answered[0]!.intent;
    ctx = ctxFor(text, nutrients);
    draft = {
      text: answered
        .map((a, i) => `**${i + 1}. ${a.part.replace(/[*_`#>]/g, '').trim()}**\n\n${a.draft.text}`)
        .join('\n\n'),
      cards: answered.flatMap((a) => a.draft.cards ?? []),
      suggestions: answered.flatMap((a) => a.draft.suggestions),
      warnings: answered.flatMap((a) => a.draft.warnings ?? []),
      rules: answered.flatMap((a) => a.draft.rules ?? []),
      notes: answered.flatMap((a) => a.draft.notes ?? []),
    };
  } else {
    ctx = ctxFor(text, nutrients);
    intent = intentOf(text, { medicines, kidney, lifeStage: plan?.profile.lifeStage ?? 'none' });
    // A high-potassium food named with kidney disease reads as the potassium question.
    if (intent === 'out_of_scope' && nutrients.includes('potassium') && kidney) intent = 'how_much_nutrient';
    draft = answerFor(intent, ctx, medicines);
  }
  // What the question names that the person's medicines or conditions rule out goes first, whatever
  // intent answered (re-review H6, M4).
  draft = withStandingRules(ctxFor(text, nutrients), draft);
  const checked = checkAnswer(draft.text, { locale, plan, medicines });
  const finalText = safeMarkdown(checked.fixedText);
  // Warnings the handlers declared, plus those the final text carries (a warning the safety check
  // appended, a referral): both rule out contradicting follow-ups.
  const warnings = dedupeWarnings([
    ...(draft.warnings ?? []),
    ...warningsInAnswer(finalText, { locale, medicines, problems: checked.problems }),
  ]);
  const followUps = finalFollowUps(draft.suggestions, warnings, ctx);
  return {
    intent,
    text: finalText,
    cards: draft.cards ?? [],
    suggestions: followUps.map((f) => f.text),
    followUps,
    warnings,
    parts: answered.length > 1 ? answered.map((a) => a.intent) : [intent],
    rules: [...new Set(draft.rules ?? [])],
    notes: draft.notes ?? [],
    urgent: false,
  };
}
