/**
 * Conditions reshape the plan (issue 15 §2): one pure function per concern, reading the rules of
 * knowledge/conditions.ts. Every function is total on odd input (non-finite numbers, missing labs)
 * and returns findings with bilingual text picked for the locale and sourced reasons.
 */
import {
  OLDER_DIABETES,
  OLDER_DIABETES_SOURCE,
  PREGNANCY_DIABETES_A1C_GOAL,
  PREGNANCY_DIABETES_GOAL_SOURCE,
  PREGNANCY_DIABETES_HIGH,
} from '../knowledge/older-diabetes';
import { AGI_HYPO_LINE, AGI_HYPO_SOURCE } from '../knowledge/hypoglycaemia';
import type { Locale, Reason } from '../contracts/common';
import type { Finding, LabMarkerResult } from '../contracts/plan';
import {
  CHOLINE_AI_MG,
  CKD_EGFR_THRESHOLD,
  CKD_POTASSIUM_HIGH,
  CKD_PROTEIN_YIELDS,
  ckdProteinRule,
  CONDITION_SOURCES as S,
  DIABETES_CUTOFFS,
  FIRST_TRIMESTER_LAST_WEEK,
  GWG_BY_WEEK_ADVICE,
  GWG_BY_WEEK_SOURCE,
  IOM_2009_FIRST_TRIMESTER_KG,
  IOM_2009_GWG,
  KDIGO_GFR_CATEGORIES,
  WST_801_2022_GWG,
  KDOQI_PROTEIN,
  METFORMIN_EGFR_BANDS,
  METFORMIN_KIDNEY_SOURCE,
  METFORMIN_NO_EGFR,
  PREGNANCY_CAFFEINE_MAX_MG,
  PREGNANCY_FOLIC_ACID_UG,
  RETINOL_UL_UG,
  WEIGHT_LOSS,
  type CkdStage,
  type GainJudgement,
  type PrePregnancyBmiClass,
} from '../knowledge/conditions';
import { roundTo } from '../units';
import { PREGNANCY_SMOKING_SOURCE, PREGNANCY_SMOKING_TEXT } from '../knowledge/pregnancy-smoking';
import { PREGNANCY_ALCOHOL_SOURCE, PREGNANCY_ALCOHOL_TEXT } from '../knowledge/pregnancy-alcohol';
import {
  PREGNANCY_PREDIABETES_ADVICE,
  PREGNANCY_PREDIABETES_SOURCE,
} from '../knowledge/pregnancy-prediabetes';
import { EATING_SCREEN_FINDING_ID, EATING_SCREEN_TEXT, SCOFF_SOURCE } from '../knowledge/scoff';
import { NO_DEFICIT_CONDITIONS } from './living';
import { CHRONIC_NO_DEFICIT_CONDITIONS } from './chronic';

export * from '../knowledge/conditions';
export * from './living';

const fmt1 = (n: number) => String(roundTo(n, 1));
const fmt2 = (n: number) => String(roundTo(n, 2));
const finite = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

// ---- kidney -----------------------------------------------------------------------------------

/** KDIGO GFR category for an eGFR in mL/min/1.73 m² (rounded to a whole number first); null if not a number. */
export function ckdStageFor(egfr: number): CkdStage | null {
  if (!finite(egfr) || egfr < 0) return null;
  const v = Math.round(egfr);
  for (const c of KDIGO_GFR_CATEGORIES) if (v >= c.min) return c.stage;
  return 'G5';
}

export interface KidneyContext {
  /** Kidney disease: answered, or an eGFR < 60 in the labs. */
  kidney: boolean;
  /** Only the lab shows it (the person did not tick kidney disease). */
  fromLabOnly: boolean;
  egfr: number | null;
  stage: CkdStage | null;
  potassium: number | null;
  /** On maintenance haemodialysis or peritoneal dialysis (answered `dialysis`): CKD G5D. */
  dialysis: boolean;
}

/** Whether the answered conditions (or a plan's profile) say dialysis. */
export function onDialysis(conditions: readonly string[] | undefined): boolean {
  return Array.isArray(conditions) && conditions.includes('dialysis');
}

export function kidneyContextFor(
  conditions: readonly string[] | undefined,
  markers: readonly LabMarkerResult[] | undefined,
): KidneyContext {
  const dialysis = onDialysis(conditions);
  // Dialysis is kidney failure (KDIGO G5D) whether or not kidney disease was ticked too.
  const answered = (Array.isArray(conditions) && conditions.includes('kidney_disease')) || dialysis;
  const egfrM = markers?.find((m) => m.key === 'egfr');
  const kM = markers?.find((m) => m.key === 'serumPotassium');
  const egfr = egfrM && finite(egfrM.value) ? egfrM.value : null;
  const stage = egfr === null ? null : ckdStageFor(egfr);
  const byLab = egfr !== null && Math.round(egfr) < CKD_EGFR_THRESHOLD;
  return {
    kidney: answered || byLab,
    fromLabOnly: byLab && !answered,
    egfr,
    stage,
    potassium: kM && finite(kM.value) ? kM.value : null,
    dialysis,
  };
}

/** Stages in which KDOQI 2020 protein ranges apply (CKD 3–5 not on dialysis). */
const PROTEIN_STAGES: ReadonlySet<CkdStage> = new Set(['G3a', 'G3b', 'G4', 'G5']);

/**
 * KDOQI 2020 daily protein range (g/day) for the stage and weight, or null outside CKD 3–5. On
 * dialysis it is 1.0–1.2 g/kg whatever the stage and diabetes (statements 3.0.2–3.0.3), never the
 * non-dialysis low-protein range.
 */
export function kdoqiProteinRange(
  stage: CkdStage | null,
  weightKg: number,
  diabetes: boolean,
  dialysis = false,
): { min: number; max: number; perKg: { min: number; max: number }; dialysis: boolean } | null {
  if (!finite(weightKg) || weightKg <= 0) return null;
  if (dialysis) {
    const perKg = KDOQI_PROTEIN.dialysis;
    return { min: Math.round(perKg.min * weightKg), max: Math.round(perKg.max * weightKg), perKg, dialysis };
  }
  if (!stage || !PROTEIN_STAGES.has(stage)) return null;
  const perKg = diabetes ? KDOQI_PROTEIN.withDiabetes : KDOQI_PROTEIN.withoutDiabetes;
  return { min: Math.round(perKg.min * weightKg), max: Math.round(perKg.max * weightKg), perKg, dialysis };
}

/** The dialysis protein sentence (KDOQI 2020 3.0.2–3.0.3): enough protein, never less; supplements with the renal dietitian. */
export function dialysisProteinText(r: { min: number; max: number } | null, locale: Locale): string {
  const p = KDOQI_PROTEIN.dialysis;
  const range = `${p.min.toFixed(1)}–${p.max.toFixed(1)}`;
  return locale === 'zh-CN'
    ? `透析时蛋白质不要少吃：KDOQI 2020 建议维持性透析每天 ${range} 克/千克体重${r ? `（你约 ${r.min}–${r.max} 克）` : ''}，透析会丢失蛋白质，吃得太少会导致营养不良；不要按非透析肾病的低蛋白饮食来吃，蛋白粉等营养补充剂请在肾病营养师指导下使用`
    : `on dialysis do not eat less protein: KDOQI 2020 advises ${range} g/kg body weight a day on maintenance dialysis${r ? ` (about ${r.min}–${r.max} g for you)` : ''}; dialysis loses protein and eating too little leads to malnutrition. Do not follow the low-protein diet for kidney disease before dialysis; take protein supplements only with your renal dietitian`;
}

/** What else changes on dialysis (KDOQI 2020; KDIGO CKD-MBD 2017): a plan finding and the chat's lines. */
export const DIALYSIS_FINDING_ID = 'dialysis';
export const DIALYSIS_TEXT = {
  fluid: {
    zh: '喝水和其他液体按透析中心给你定的量（通常按尿量和两次透析之间的体重增长来定），不要按普通人每天 1500–1700 毫升来喝；汤、粥、牛奶和水果里的水也要算进去',
    en: 'drink the fluid allowance your dialysis unit sets (usually from your urine output and the weight you gain between sessions), not the 1.5–1.7 litres a day for healthy adults; soups, porridge, milk and fruit count towards it',
  },
  saltSubstitute: {
    zh: '不要用低钠盐或其他代盐（含氯化钾，会让血钾升高）',
    en: 'do not use low-sodium salt or salt substitutes such as NoSalt or Lo-Salt (potassium chloride raises blood potassium)',
  },
  vitaminC: {
    zh: '维生素C补充剂每天不超过约 60–100 毫克（多余的会变成草酸在体内蓄积），普通人的上限 2000 毫克不适用',
    en: 'vitamin C supplements at most about 60–100 mg a day (the rest is turned into oxalate, which builds up); the 2,000 mg upper limit for healthy adults does not apply',
  },
  calciumVitaminD: {
    zh: '钙片、维生素D和骨化三醇等维生素D类药物只按肾内科医生的处方吃（钙的总量要和磷结合剂一起算）',
    en: 'take calcium, vitamin D and vitamin D medicines such as calcitriol only as your nephrologist prescribes (the calcium in phosphate binders counts too)',
  },
  vitamins: {
    zh: '是否需要专门的肾病用水溶性维生素（B族、维生素C）由肾内科医生决定，不要自己选普通复合维生素',
    en: 'whether you need a renal vitamin (water-soluble B vitamins and vitamin C) is for your nephrologist to decide; do not pick an ordinary multivitamin yourself',
  },
} as const;

/**
 * The protein sentence where the kidney rule yields (KDIGO 2024, CKD_PROTEIN_YIELDS): the plan's own
 * figure, no low-protein diet on one's own, and the 1.3 g/kg ceiling (G3a) or "no less" (older, G4–G5).
 */
export function ckdYieldProteinText(
  rule: 'usual' | 'kdigo',
  targetG: number,
  weightKg: number,
  g3a: boolean,
  locale: Locale,
): string {
  const ceiling =
    finite(weightKg) && weightKg > 0 ? Math.round(CKD_PROTEIN_YIELDS.ceilingPerKg * weightKg) : null;
  const zh = locale === 'zh-CN';
  if (rule === 'kdigo')
    return zh
      ? `蛋白质每天约 ${Math.round(targetG)} 克（${CKD_PROTEIN_YIELDS.kdigoPerKg} 克/千克，KDIGO 2024）：保住肌肉和体力要紧，不要自行低蛋白饮食，也不要再少吃；更低的蛋白质只在肾内科医生和营养师密切随访下才用，具体由他们决定`
      : `protein about ${Math.round(targetG)} g a day (${CKD_PROTEIN_YIELDS.kdigoPerKg} g/kg, KDIGO 2024): keeping muscle and strength matters, so do not start a low-protein diet or eat less on your own; a lower target is only for a kidney team and dietitian who follow you closely to set`;
  const why = g3a
    ? zh
      ? '肾功能轻度下降（G3a）不需要低蛋白饮食'
      : 'a mild fall in kidney function (G3a) does not call for a low-protein diet'
    : zh
      ? '65岁以上有营养不良风险，不要低蛋白饮食'
      : 'at 65 or older with a risk of malnutrition, a low-protein diet is not for you';
  return zh
    ? `蛋白质按方案每天约 ${Math.round(targetG)} 克：${why}，不要自行减少${ceiling !== null ? `，也不要超过每天 ${CKD_PROTEIN_YIELDS.ceilingPerKg} 克/千克（约 ${ceiling} 克，KDIGO 2024）` : '（KDIGO 2024）'}`
    : `protein about ${Math.round(targetG)} g a day, as in your plan: ${why}, so do not cut it on your own${ceiling !== null ? `, and stay under ${CKD_PROTEIN_YIELDS.ceilingPerKg} g/kg a day (about ${ceiling} g, KDIGO 2024)` : ' (KDIGO 2024)'}`;
}

/** The text shown instead of a potassium (or protein) target with kidney disease. */
export const NEPHROLOGIST_NOTE = { zh: '遵肾内科医生建议', en: 'as your nephrologist advises' } as const;
/** After a kidney transplant the transplant team sets protein, not a nephrologist's CKD range (KDIGO 2009). */
export const TRANSPLANT_TEAM_NOTE = { zh: '遵移植团队建议', en: 'as your transplant team advises' } as const;
/**
 * PKU: natural protein is the metabolic team's phenylalanine allowance, the rest the prescribed
 * Phe-free formula; never the population figure (ACMG 2014; twelfth clinician review, en P2).
 */
export const METABOLIC_TEAM_NOTE = {
  zh: '按代谢门诊的处方（天然蛋白限量＋特殊配方粉）',
  en: 'as your metabolic team prescribes (a set natural-protein allowance plus your formula)',
} as const;

/**
 * Kidney findings: the KDIGO stage, potassium managed by the kidney team (and a high potassium
 * ≥ 5.0 mmol/L flagged; ≥ 6.0 needs care the same day), protein not raised (KDOQI 2020 range in
 * CKD 3–5), and preformed vitamin A in multivitamins cautioned.
 */
export function kidneyFindings(
  k: KidneyContext,
  p: {
    locale: Locale;
    weightKg: number;
    diabetes: boolean;
    vitaminASupplementUg: number;
    transplant?: boolean;
    /** Age and malnutrition risk (65+ with a low BMI by GLIM, or osteoporosis): the kidney rule yields. */
    age?: number;
    olderAtRisk?: boolean;
    /** Cancer or liver disease: never the stable-CKD low-protein range (`ckdProteinRule`). */
    catabolic?: boolean;
    /** On keto acid analogues: the kidney team's low-protein diet (`ckdProteinRule`). */
    lowProteinPrescribed?: boolean;
    /** The plan's protein target (g a day), stated when the kidney rule yields (one figure). */
    proteinTargetG?: number;
  },
): Finding[] {
  if (!k.kidney) return [];
  const zh = p.locale === 'zh-CN';
  // A kidney transplant is not CKD 3–5 for protein: the transplant team sets it (KDIGO 2009), and a
  // low-protein diet can harm early after the operation (issue 31 §2).
  const transplantProtein = zh
    ? '肾移植后的蛋白质摄入由移植团队决定（移植后早期常需要正常或更多的蛋白质），不要自行低蛋白饮食'
    : 'after a kidney transplant, protein is set by your transplant team (often normal or more early on): do not start a low-protein diet yourself';
  const out: Finding[] = [];
  const cat = k.stage ? KDIGO_GFR_CATEGORIES.find((c) => c.stage === k.stage) : undefined;
  // On dialysis the category carries a D (KDIGO: G5D), whatever the eGFR between sessions.
  const stageText = cat
    ? k.dialysis
      ? zh
        ? `eGFR ${Math.round(k.egfr ?? 0)}，维持性透析：慢性肾脏病 5D 期（KDIGO）`
        : `eGFR ${Math.round(k.egfr ?? 0)}, on maintenance dialysis: CKD stage 5D (KDIGO)`
      : zh
        ? `eGFR ${Math.round(k.egfr ?? 0)}：慢性肾脏病 ${cat.stage} 期（${cat.zh}，KDIGO）`
        : `eGFR ${Math.round(k.egfr ?? 0)}: CKD stage ${cat.stage} (${cat.en}, KDIGO)`
    : k.dialysis
      ? zh
        ? '维持性透析（慢性肾脏病 5D 期，KDIGO）'
        : 'On maintenance dialysis (CKD stage 5D, KDIGO)'
      : zh
        ? '肾病（未提供 eGFR，无法分期）'
        : 'Kidney disease (no eGFR given, so no stage)';
  const yields =
    p.transplant || k.dialysis
      ? null
      : ckdProteinRule({
          stage: k.stage,
          age: p.age ?? NaN,
          olderAtRisk: p.olderAtRisk === true,
          catabolic: p.catabolic === true,
          lowProteinPrescribed: p.lowProteinPrescribed === true,
        });
  const protein =
    p.transplant || yields === 'usual' || yields === 'kdigo'
      ? null
      : kdoqiProteinRange(k.stage, p.weightKg, p.diabetes, k.dialysis);
  const yieldText =
    (yields === 'usual' || yields === 'kdigo') && finite(p.proteinTargetG)
      ? ckdYieldProteinText(yields, p.proteinTargetG, p.weightKg, k.stage === 'G3a', p.locale)
      : null;
  const proteinText = p.transplant
    ? transplantProtein
    : yieldText
      ? yieldText
      : protein?.dialysis
        ? dialysisProteinText(protein, p.locale)
        : protein
          ? zh
            ? `蛋白质不额外增加：KDOQI 2020 建议非透析的3–5期每天 ${fmt2(protein.perKg.min)}–${fmt2(protein.perKg.max)} 克/千克（你约 ${protein.min}–${protein.max} 克），请在营养师指导下执行`
            : `protein is not raised: KDOQI 2020 advises ${fmt2(protein.perKg.min)}–${fmt2(protein.perKg.max)} g/kg a day in CKD 3–5 not on dialysis (about ${protein.min}–${protein.max} g for you), with a dietitian`
          : zh
            ? '蛋白质不额外增加，摄入量请与肾内科医生或营养师商定'
            : 'protein is not raised; agree the amount with your kidney team or dietitian';
  const reasons: Reason[] = [
    k.egfr !== null
      ? { kind: 'lab', ref: `lab:egfr=${k.egfr}`, text: stageText, source: S.kdigoGfr }
      : { kind: 'condition', ref: 'conditions=kidney_disease', text: stageText, source: S.kdigoGfr },
    {
      kind: 'condition',
      ref: 'kidney:potassium',
      text: zh ? '钾摄入遵肾内科医生建议' : 'Potassium as your nephrologist advises',
      source: S.kdigoPotassium,
    },
    {
      kind: 'condition',
      ref: 'kidney:protein',
      text: proteinText,
      source: p.transplant
        ? S.kdigoTransplant
        : k.dialysis
          ? S.kdoqiDialysisProtein
          : yieldText
            ? CKD_PROTEIN_YIELDS.source
            : S.kdoqiProtein,
    },
  ];
  out.push({
    id: 'kidney',
    severity: k.stage === 'G4' || k.stage === 'G5' || k.dialysis ? 'urgent' : 'warning',
    text: zh
      ? `${stageText}。方案不含钾和镁补充剂，不给增加钾摄入的饮食建议，钾摄入${NEPHROLOGIST_NOTE.zh}；${proteinText}${k.fromLabOnly ? '。化验提示肾功能下降，请尽快到肾内科确认' : ''}`
      : `${stageText}. The plan has no potassium or magnesium supplement and no tips to eat more potassium: potassium ${NEPHROLOGIST_NOTE.en}; ${proteinText}${k.fromLabOnly ? '. Your lab shows reduced kidney function: have it confirmed by a kidney doctor soon' : ''}`,
    reasons,
  });
  if (k.potassium !== null && k.potassium >= CKD_POTASSIUM_HIGH) {
    const severe = k.potassium >= 6.0;
    out.push({
      id: 'ckd-potassium-high',
      severity: severe ? 'urgent' : 'warning',
      text: zh
        ? `血钾 ${fmt1(k.potassium)} mmol/L，肾病患者 ≥ ${CKD_POTASSIUM_HIGH.toFixed(1)} 即为偏高：不要用代盐（含氯化钾）和钾补充剂，${severe ? '今天就医' : '几天内联系肾内科医生'}`
        : `Potassium ${fmt1(k.potassium)} mmol/L: with kidney disease ≥ ${CKD_POTASSIUM_HIGH.toFixed(1)} is high. No salt substitutes (potassium chloride) or potassium supplements; ${severe ? 'get care today' : 'contact your kidney team within days'}`,
      reasons: [
        {
          kind: 'lab',
          ref: `lab:serumPotassium=${k.potassium}`,
          text: zh ? `血钾 ${fmt1(k.potassium)} mmol/L` : `Potassium ${fmt1(k.potassium)} mmol/L`,
          source: severe
            ? {
                ref: `${S.kdigoPotassium.ref}; UK Kidney Association Clinical Practice Guideline: Treatment of Acute Hyperkalaemia in Adults (2020/2023): K ≥ 6.0 mmol/L is moderate-to-severe and needs same-day assessment`,
                url: S.kdigoPotassium.url,
              }
            : S.kdigoPotassium,
        },
      ],
    });
  }
  if (k.dialysis) {
    const d = DIALYSIS_TEXT;
    const lines = [d.fluid, d.saltSubstitute, d.vitaminC, d.calciumVitaminD, d.vitamins];
    out.push({
      id: DIALYSIS_FINDING_ID,
      severity: 'warning',
      text: zh
        ? `透析时：${lines.map((x) => x.zh).join('；')}。`
        : `On dialysis: ${lines.map((x) => x.en).join('; ')}.`,
      reasons: [
        {
          kind: 'condition',
          ref: 'conditions=dialysis',
          text: zh ? '维持性透析' : 'On maintenance dialysis',
          source: S.dialysisCare,
        },
      ],
    });
  }
  out.push({
    id: CKD_STAR_FRUIT_FINDING_ID,
    severity: 'warning',
    text: zh ? CKD_STAR_FRUIT_TEXT.zh : CKD_STAR_FRUIT_TEXT.en,
    reasons: [
      {
        kind: 'condition',
        ref: 'kidney:star-fruit',
        text: zh ? '肾病患者不吃杨桃' : 'No star fruit with kidney disease',
        source: CKD_STAR_FRUIT_SOURCE,
      },
    ],
  });
  out.push({
    id: 'ckd-vitamin-a',
    severity: p.vitaminASupplementUg > 0 ? 'warning' : 'info',
    text: zh
      ? `肾病：维生素A在体内蓄积，复合维生素请选不含预成型维生素A（视黄醇/视黄醇酯）的${p.vitaminASupplementUg > 0 ? '；你目前的补充剂含维生素A，请与肾内科医生确认' : ''}`
      : `Kidney disease: vitamin A builds up, so choose multivitamins without preformed vitamin A (retinol/retinyl esters)${p.vitaminASupplementUg > 0 ? '; your current supplements contain vitamin A: check them with your kidney team' : ''}`,
    reasons: [
      {
        kind: 'condition',
        ref: 'conditions=kidney_disease',
        text: zh ? '肾病患者慎用预成型维生素A' : 'Preformed vitamin A is cautioned in kidney disease',
        source: S.kdoqiVitaminA,
      },
    ],
  });
  return out;
}

// ---- heart failure and kidney transplant (issue 31 §2) -------------------------------------------

/** The findings of two conditions people live with, each with its guideline. */
export function heartAndTransplantFindings(p: { locale: Locale; conditions: readonly string[] }): Finding[] {
  const zh = p.locale === 'zh-CN';
  const out: Finding[] = [];
  if (p.conditions.includes('heart_failure'))
    out.push({
      id: 'heart-failure',
      severity: 'warning',
      text: zh
        ? '心力衰竭：少吃盐（每天食盐不超过5克，少吃腌制和加工食品，不用低钠盐，除非医生同意）；如果心内科医生定了每天的液体量，汤、粥、牛奶和水果里的水都要算进去；每天早上称体重，两三天内涨1.5–2公斤以上或腿肿、气短加重请联系医生。年纪大或体弱时不要节食或低蛋白饮食；钾的多少跟着你的药和化验走，补钾补镁听医生的。'
        : 'Heart failure: go easy on salt (no more than about 5 g of salt a day, few cured and processed foods, no salt substitute unless your doctor agrees); if your cardiologist has set a daily fluid limit, soups, porridge, milk and fruit count towards it; weigh yourself every morning and call your doctor if you gain more than 1.5–2 kg in two or three days or your legs swell or breathing gets worse. If you are older or frail, do not diet or cut protein; potassium follows your medicines and blood tests, and potassium or magnesium is taken only as your doctor advises.',
      reasons: [
        {
          kind: 'condition',
          ref: 'conditions=heart_failure',
          text: zh ? '心力衰竭' : 'Heart failure',
          source: S.ahaHf,
        },
      ],
    });
  if (p.conditions.includes('kidney_transplant'))
    out.push({
      id: 'kidney-transplant',
      severity: 'warning',
      text: zh
        ? '肾移植后：蛋白质和钾、磷的量由移植团队按你的化验决定，不要自行套用慢性肾病的低蛋白饮食；免疫抑制期间注意食品安全（不吃生或半生的肉、蛋、海鲜，不喝未消毒的奶，剩菜热透）；西柚、柚子和杨桃会影响他克莫司等药的浓度，要避开；任何补充剂或中草药（尤其圣约翰草、紫锥菊）先问移植团队。'
        : 'After a kidney transplant: protein, potassium and phosphate are set by your transplant team from your blood tests — do not follow a CKD low-protein diet on your own; keep to food safety while on immunosuppressants (no raw or undercooked meat, eggs or seafood, no unpasteurised milk, reheat leftovers until hot); grapefruit, pomelo and starfruit change tacrolimus levels and are best avoided; check any supplement or herbal remedy (St John’s wort and echinacea above all) with your transplant team first.',
      reasons: [
        {
          kind: 'condition',
          ref: 'conditions=kidney_transplant',
          text: zh ? '肾移植' : 'Kidney transplant',
          source: S.kdigoTransplant,
        },
      ],
    });
  return out;
}

// ---- pregnancy and lactation ------------------------------------------------------------------

/** The weight-gain table of a locale's standard: WS/T 801-2022 for zh-CN, IOM 2009 for en-US. */
function gwgTable(locale: Locale): readonly GwgRow[] {
  return locale === 'zh-CN' ? WST_801_2022_GWG : IOM_2009_GWG;
}

/** A row of either weight-gain table (WS/T 801-2022 adds the first-trimester gain). */
export type GwgRow = (typeof IOM_2009_GWG)[number] | (typeof WST_801_2022_GWG)[number];

/**
 * Pre-pregnancy BMI class on BMI rounded to one decimal: WHO cut-offs for IOM 2009 (en-US, the
 * default), China's cut-offs for WS/T 801-2022 (zh-CN).
 */
export function prePregnancyBmiClass(bmi: number, locale: Locale = 'en-US'): PrePregnancyBmiClass | null {
  if (!finite(bmi) || bmi <= 0) return null;
  const b = roundTo(bmi, 1);
  let out: PrePregnancyBmiClass = 'underweight';
  for (const row of gwgTable(locale)) if (b >= row.bmiMin) out = row.bmiClass;
  return out;
}

/**
 * Total gain and 2nd/3rd-trimester weekly rate for a pre-pregnancy BMI by the locale's standard
 * (en-US IOM 2009, the default; zh-CN WS/T 801-2022); null if the BMI is not a number.
 */
export function gestationalWeightGainFor(bmi: number, locale: Locale = 'en-US'): GwgRow | null {
  const c = prePregnancyBmiClass(bmi, locale);
  return c ? (gwgTable(locale).find((r) => r.bmiClass === c) ?? null) : null;
}

const range = (r: readonly [number, number]) => `${r[0]}–${r[1]}`;

/**
 * The gain (kg, one decimal) expected by a completed week of pregnancy for a row of the locale's table:
 * the first-trimester gain spread evenly over weeks 1–13, then the 2nd/3rd-trimester weekly rate for
 * each week after 13 (IOM 2009 assumes 0.5–2 kg in the first trimester; WS/T 801-2022 prints its own),
 * each end at most the table's total. Null for a week outside 1–42.
 */
export function expectedGainAt(row: GwgRow, week: number): [number, number] | null {
  if (!Number.isInteger(week) || week < 1 || week > 42) return null;
  const first: readonly [number, number] =
    'firstTrimesterKg' in row ? row.firstTrimesterKg : IOM_2009_FIRST_TRIMESTER_KG;
  const last = FIRST_TRIMESTER_LAST_WEEK;
  // Whole grams first, so a 2.95 kg is shown as 3.0 and not lost to binary fractions.
  const grams = (end: 0 | 1) =>
    week <= last
      ? Math.round((first[end] * 1000 * week) / last)
      : Math.round(first[end] * 1000) + Math.round(row.rateKgWeek[end] * 1000) * (week - last);
  const kg = (g: number) => Math.round(g / 100) / 10;
  // Never past the table's advised total: the weekly rate is an average, and the total is the standard's
  // own bound (WS/T 801-2022, normal BMI: 8–14 kg, where 40 weeks at the top rate would read 15 kg).
  const capped = (end: 0 | 1) => Math.min(grams(end), Math.round(row.totalKg[end] * 1000));
  return [kg(capped(0)), kg(capped(1))];
}

/** The gain so far against the expected range, both in kg to one decimal as the plan shows them. */
export function judgeGain(gainedKg: number, expected: readonly [number, number]): GainJudgement {
  const g = roundTo(gainedKg, 1);
  if (g < expected[0]) return 'below';
  return g > expected[1] ? 'above' : 'within';
}

const CLASS_TEXT = {
  underweight: { zh: '低体重', en: 'underweight' },
  normal: { zh: '正常', en: 'normal weight' },
  overweight: { zh: '超重', en: 'overweight' },
  obese: { zh: '肥胖', en: 'obesity' },
} as const;

/**
 * Pregnancy findings: BMI judged on the pre-pregnancy weight only (without it no weight class is
 * given), the weight-gain range (zh-CN WS/T 801-2022 with China's BMI classes; en-US IOM 2009), folic acid through the whole pregnancy, caffeine ≤ 200 mg,
 * choline, and preformed vitamin A above the UL as a birth-defect risk.
 */
export function pregnancyFindings(p: {
  locale: Locale;
  /** Whose weight-gain table and choline AI apply (default: `locale`). */
  standards?: Locale;
  heightCm: number;
  weightKg: number;
  prePregnancyWeightKg?: number | undefined;
  /** Completed weeks of pregnancy: with both weights, the gain so far is judged against this week's range. */
  gestationalWeek?: number | undefined;
  /** Preformed vitamin A (retinol) from current supplements, µg/day. */
  vitaminASupplementUg: number;
  /** Vitamin A from food, µg RAE/day (counted towards the UL, which is for preformed vitamin A). */
  vitaminAFoodUg: number;
  /** A medicine's guideline sets the folic acid dose to 12 weeks (5 mg): no "400 µg" beside it. */
  prescribedFolicAcid?: boolean;
  /** The questionnaire's smoking answer: a current smoker is advised to quit with help (ACOG CO 807). */
  smoking?: string | undefined;
  /** The questionnaire's alcohol answer: any drinking gets "none in pregnancy" (CDC; ACOG CO 496). */
  alcohol?: string | undefined;
}): Finding[] {
  const zh = p.locale === 'zh-CN';
  const std = p.standards ?? p.locale;
  const cn = std === 'zh-CN';
  const gwgName = cn ? 'WS/T 801-2022' : 'IOM 2009';
  const out: Finding[] = [];
  const h = p.heightCm / 100;
  const pre = finite(p.prePregnancyWeightKg) && p.prePregnancyWeightKg > 0 ? p.prePregnancyWeightKg : null;
  if (pre !== null && finite(h) && h > 0) {
    const bmi = roundTo(pre / h ** 2, 1);
    const row = gestationalWeightGainFor(bmi, std)!;
    const gained = finite(p.weightKg) ? roundTo(p.weightKg - pre, 1) : null;
    const cls = CLASS_TEXT[row.bmiClass];
    const first = 'firstTrimesterKg' in row ? row.firstTrimesterKg : null;
    const week = finite(p.gestationalWeek) ? p.gestationalWeek : null;
    const expected = week !== null && gained !== null ? expectedGainAt(row, week) : null;
    const verdict = expected && gained !== null ? judgeGain(gained, expected) : null;
    // Without a week the finding reads exactly as before (stored answers without one keep their plan).
    const byWeek =
      expected && verdict && week !== null
        ? zh
          ? `孕 ${week} 周时按 ${gwgName} 累计增重约 ${range(expected)} 千克；${GWG_BY_WEEK_ADVICE[verdict].zh}`
          : `At week ${week} the expected gain so far is about ${range(expected)} kg (${gwgName}). ${GWG_BY_WEEK_ADVICE[verdict].en}`
        : null;
    out.push({
      id: 'pregnancy-weight-gain',
      severity: verdict && verdict !== 'within' ? 'warning' : 'info',
      text: zh
        ? `孕前BMI ${bmi}（${cls.zh}）：整个孕期建议增重 ${range(row.totalKg)} 千克${first ? `，孕早期增重 ${range(first)} 千克` : ''}，孕中晚期每周约 ${row.rateMean}（${range(row.rateKgWeek)}）千克（${gwgName}）${gained !== null ? `；目前比孕前${gained >= 0 ? `增加 ${gained}` : `减少 ${-gained}`} 千克` : ''}。${byWeek ? `${byWeek}。` : ''}孕期不按当前体重判断胖瘦`
        : `Pre-pregnancy BMI ${bmi} (${cls.en}): the advised total gain is ${range(row.totalKg)} kg${first ? `, ${range(first)} kg in the first trimester` : ''}, about ${range(row.rateKgWeek)} kg a week in the 2nd and 3rd trimesters (${gwgName})${gained !== null ? `; so far ${gained >= 0 ? `${gained} kg gained` : `${-gained} kg lost`}` : ''}. ${byWeek ? `${byWeek}. ` : ''}Current weight is not judged in pregnancy`,
      reasons: [
        {
          kind: 'answer',
          ref: `prePregnancyWeightKg=${pre}`,
          text: zh ? `孕前体重 ${pre} 千克，孕前BMI ${bmi}` : `Pre-pregnancy weight ${pre} kg, BMI ${bmi}`,
          source: cn ? S.wst801 : S.iom2009,
        },
        ...(expected && week !== null && gained !== null
          ? [
              {
                kind: 'answer' as const,
                ref: `gestationalWeek=${week}`,
                text: zh
                  ? `孕 ${week} 周，已增重 ${gained} 千克，此时建议 ${range(expected)} 千克`
                  : `Week ${week}, ${gained} kg gained, ${range(expected)} kg expected by now`,
                source: cn ? GWG_BY_WEEK_SOURCE.wst : GWG_BY_WEEK_SOURCE.iom,
              },
            ]
          : []),
      ],
    });
  } else {
    out.push({
      id: 'pregnancy-weight-gain',
      severity: 'info',
      text: zh
        ? `孕期不按当前体重判断胖瘦；填写孕前体重后可给出 ${gwgName} 建议的孕期增重范围`
        : `Weight is not judged on your current weight in pregnancy; add your pre-pregnancy weight to see the ${gwgName} weight-gain range`,
      reasons: [
        {
          kind: 'lifeStage',
          ref: 'lifeStage=pregnant',
          text: zh ? '孕期BMI按孕前体重判断' : 'BMI in pregnancy is judged on pre-pregnancy weight',
          source: cn ? S.wst801 : S.iom2009,
        },
      ],
    });
  }
  const choline = CHOLINE_AI_MG[std].pregnant;
  out.push({
    id: 'pregnancy-diet',
    severity: 'info',
    text: p.prescribedFolicAcid
      ? zh
        ? `叶酸到孕12周按处方剂量吃，之后每天 ${PREGNANCY_FOLIC_ACID_UG} 微克；咖啡因每天不超过 ${PREGNANCY_CAFFEINE_MAX_MG} 毫克（约一杯现煮咖啡）；胆碱每天约 ${choline} 毫克，主要来自鸡蛋、瘦肉、鱼和豆类`
        : `Folic acid at the prescribed dose to 12 weeks, then ${PREGNANCY_FOLIC_ACID_UG} µg a day; caffeine at most ${PREGNANCY_CAFFEINE_MAX_MG} mg a day (about one 12-oz cup of coffee); choline about ${choline} mg a day, mainly from eggs, meat, fish and beans`
      : zh
        ? `整个孕期每天补充叶酸 ${PREGNANCY_FOLIC_ACID_UG} 微克；咖啡因每天不超过 ${PREGNANCY_CAFFEINE_MAX_MG} 毫克（约一杯现煮咖啡）；胆碱每天约 ${choline} 毫克，主要来自鸡蛋、瘦肉、鱼和豆类`
        : `Folic acid ${PREGNANCY_FOLIC_ACID_UG} µg a day for the whole pregnancy; caffeine at most ${PREGNANCY_CAFFEINE_MAX_MG} mg a day (about one 12-oz cup of coffee); choline about ${choline} mg a day, mainly from eggs, meat, fish and beans`,
    reasons: [
      {
        kind: 'lifeStage',
        ref: 'lifeStage=pregnant:folic-acid',
        text: zh
          ? `叶酸 ${PREGNANCY_FOLIC_ACID_UG} 微克/天，整个孕期`
          : `Folic acid ${PREGNANCY_FOLIC_ACID_UG} µg/day, whole pregnancy`,
        source: S.folicAcid,
      },
      {
        kind: 'lifeStage',
        ref: 'lifeStage=pregnant:caffeine',
        text: zh
          ? `咖啡因 < ${PREGNANCY_CAFFEINE_MAX_MG} 毫克/天`
          : `Caffeine < ${PREGNANCY_CAFFEINE_MAX_MG} mg/day`,
        source: S.caffeine,
      },
      {
        kind: 'lifeStage',
        ref: 'lifeStage=pregnant:choline',
        text: zh ? `胆碱适宜摄入量 ${choline} 毫克/天` : `Choline AI ${choline} mg/day`,
        source: cn ? S.cholineCn : S.cholineUs,
      },
    ],
  });
  // Any drinking told: none in pregnancy, with help to stop (thirty-fifth clinician review, en S2).
  if (p.alcohol !== undefined && p.alcohol !== 'none') {
    const text = PREGNANCY_ALCOHOL_TEXT[std][zh ? 'zh' : 'en'];
    out.push({
      id: 'pregnancy-alcohol',
      severity: 'warning',
      text,
      reasons: [
        {
          kind: 'answer',
          ref: `alcohol=${p.alcohol}`,
          text: zh ? '孕期饮酒：一滴也不要' : 'Alcohol in pregnancy: none at all',
          source: PREGNANCY_ALCOHOL_SOURCE,
        },
      ],
    });
  }
  // A current smoker: quit with help, in every pregnancy plan (twenty-sixth clinician review, en M7).
  if (p.smoking === 'current') {
    const text = PREGNANCY_SMOKING_TEXT[std][zh ? 'zh' : 'en'];
    out.push({
      id: 'pregnancy-smoking',
      severity: 'warning',
      text,
      reasons: [
        {
          kind: 'answer',
          ref: 'smoking=current',
          text: zh ? '孕期吸烟：建议在帮助下戒烟' : 'Smoking in pregnancy: quit with help',
          source: PREGNANCY_SMOKING_SOURCE,
        },
      ],
    });
  }
  const retinol = finite(p.vitaminASupplementUg) ? p.vitaminASupplementUg : 0;
  if (retinol > 0) {
    const food = finite(p.vitaminAFoodUg) ? p.vitaminAFoodUg : 0;
    const over = retinol > RETINOL_UL_UG || retinol + food > RETINOL_UL_UG;
    out.push({
      id: 'pregnancy-retinol',
      severity: over ? 'urgent' : 'warning',
      text: over
        ? zh
          ? `你的补充剂每天提供约 ${Math.round(retinol)} 微克维生素A，加上食物超过 ${RETINOL_UL_UG} 微克：孕期大剂量预成型维生素A（视黄醇）可致胎儿畸形。请停用含视黄醇的产品，改用孕期专用（β-胡萝卜素）配方，并尽快告知产科医生`
          : `Your supplements give about ${Math.round(retinol)} µg vitamin A a day, over ${RETINOL_UL_UG} µg with food: high-dose preformed vitamin A (retinol) in pregnancy can cause birth defects. Stop the retinol product, switch to a pregnancy formula with beta-carotene, and tell your obstetrician soon`
        : zh
          ? `你的补充剂含维生素A（约 ${Math.round(retinol)} 微克/天）：孕期请选用β-胡萝卜素形式，避免预成型维生素A（视黄醇），总量不超过 ${RETINOL_UL_UG} 微克`
          : `Your supplements contain vitamin A (about ${Math.round(retinol)} µg/day): in pregnancy choose beta-carotene, not preformed vitamin A (retinol), and stay under ${RETINOL_UL_UG} µg in total`,
      reasons: [
        {
          kind: 'supplement',
          ref: 'supplements:vitaminA',
          text: zh ? '预成型维生素A在孕期超量有致畸风险' : 'Preformed vitamin A above the UL is teratogenic',
          source: S.retinol,
        },
      ],
    });
  }
  return out;
}

/** Lactation advice: iodine, DHA/fish, caffeine, choline (its own rules, not pregnancy's). */
export function lactationFindings(p: {
  locale: Locale;
  standards?: Locale;
  iodineTargetUg: number;
  /** An overactive thyroid being treated: iodine is limited (its own finding), never "seaweed every week". */
  hyperthyroid?: boolean;
}): Finding[] {
  const zh = p.locale === 'zh-CN';
  const loc = p.standards ?? p.locale;
  const cn = loc === 'zh-CN';
  const choline = CHOLINE_AI_MG[loc].lactating;
  const iodine = finite(p.iodineTargetUg) && p.iodineTargetUg > 0 ? Math.round(p.iodineTargetUg) : null;
  // Forty-eighth clinician review, zh M12: breastfeeding with an overactive thyroid was told both "seaweed once or twice
  // a week" and "no kelp or laver"; the thyroid's limit holds, as its finding says.
  let thyroidText: string | null = null;
  if (p.hyperthyroid) {
    const limited = {
      zh: '哺乳期：碘按甲亢的要求限制（见甲亢一条：不吃海带、紫菜和补碘产品，盐用哪种听内分泌科医生的），不按乳母的一般建议多吃海产品补碘',
      en: 'Breastfeeding: iodine is limited as your overactive thyroid needs (see the thyroid item: no kelp, laver or iodine products; which salt is your endocrinologist’s call), not raised as breastfeeding advice usually says',
    };
    const rest = cn
      ? {
          zh: `；每周吃鱼虾等水产品，DHA 每天约 200 毫克；胆碱每天约 ${choline} 毫克；一次咖啡因不超过 200 毫克；不饮酒；补充剂请与医生确认`,
          en: `; fish or shellfish every week, DHA about 200 mg a day; choline about ${choline} mg a day; no more than 200 mg caffeine at a time; no alcohol; check supplements with your doctor`,
        }
      : {
          zh: `；每周吃 225–340 克低汞鱼虾以获取DHA；胆碱每天约 ${choline} 毫克；一次咖啡因不超过 200 毫克；不饮酒；补充剂请与医生确认`,
          en: `; 8–12 oz (225–340 g) of low-mercury fish a week for DHA; choline about ${choline} mg a day; no more than 200 mg caffeine at a time; no alcohol; check supplements with your doctor`,
        };
    thyroidText = zh ? limited.zh + rest.zh : limited.en + rest.en;
  }
  const source = loc === 'en-US' ? S.lactationUs : S.lactationCn;
  // The advice is the standards' guideline (China's or the US's), said in the reader's language.
  const cnZh = `哺乳期：${iodine !== null ? `碘每天 ${iodine} 微克（坚持用碘盐，每周吃1–2次海带、紫菜等海产品）` : '坚持用碘盐'}；每周吃鱼虾等水产品，DHA 每天约 200 毫克；胆碱每天约 ${choline} 毫克；一次咖啡因不超过 200 毫克；不饮酒；补充剂请与医生确认`;
  const cnEn = `Breastfeeding: ${iodine !== null ? `iodine ${iodine} µg a day (keep to iodised salt; seaweed such as kelp or laver once or twice a week)` : 'keep to iodised salt'}; fish or shellfish every week, DHA about 200 mg a day; choline about ${choline} mg a day; no more than 200 mg caffeine at a time; no alcohol; check supplements with your doctor`;
  const usZh = `哺乳期：${iodine !== null ? `碘每天 ${iodine} 微克（碘盐、奶类、海产品）` : '使用碘盐'}；每周吃 225–340 克低汞海产品以获取DHA；胆碱每天约 ${choline} 毫克；一次咖啡因不超过 200 毫克；不饮酒；补充剂请与医生确认`;
  const usEn = `Breastfeeding: ${iodine !== null ? `iodine ${iodine} µg a day (iodised salt, dairy, seafood)` : 'use iodised salt'}; 8–12 oz (225–340 g) of low-mercury seafood a week for DHA; choline about ${choline} mg a day; no more than 200 mg caffeine at a time; no alcohol; check supplements with your doctor`;
  return [
    {
      id: 'lactation',
      severity: 'info',
      text: thyroidText ?? (cn ? (zh ? cnZh : cnEn) : zh ? usZh : usEn),
      reasons: [
        {
          kind: 'lifeStage',
          ref: 'lifeStage=lactating',
          text: zh ? '哺乳期膳食' : 'Diet while breastfeeding',
          source,
        },
        {
          kind: 'lifeStage',
          ref: 'lifeStage=lactating:choline',
          text: zh ? `胆碱适宜摄入量 ${choline} 毫克/天` : `Choline AI ${choline} mg/day`,
          source: cn ? S.cholineCn : S.cholineUs,
        },
        {
          kind: 'lifeStage',
          ref: 'lifeStage=lactating:caffeine',
          text: zh ? '哺乳期一次咖啡因 ≤ 200 毫克' : 'Single doses of caffeine ≤ 200 mg while breastfeeding',
          source: S.caffeine,
        },
      ],
    },
  ];
}

// ---- anticoagulants ---------------------------------------------------------------------------

/**
 * "Keep vitamin-K intake steady" on a vitamin K antagonist (warfarin, acenocoumarol), said with the person's own
 * medicine; on the other anticoagulants (apixaban, rivaroxaban, dabigatran, edoxaban, heparins) vitamin K does not
 * change how they work, and the finding says that instead of warfarin's rule (clinician review 2026-11-25 closing,
 * E3 §7).
 */
export function vitaminKSteadyFinding(p: {
  locale: Locale;
  /** The name of the person's vitamin K antagonist (knowledge/drugs.ts `vitaminKAntagonistName`); none: no VKA. */
  vitaminKAntagonist: { zh: string; en: string } | undefined;
  drugIds: readonly string[];
}): Finding {
  const zh = p.locale === 'zh-CN';
  const vka = p.vitaminKAntagonist;
  if (!vka)
    return {
      id: 'anticoagulant-vitamin-k',
      severity: 'info',
      text: zh
        ? '你的抗凝药不是通过拮抗维生素K起作用的：食物里的维生素K不影响它的效果，绿叶菜（菠菜、西兰花等）不用限制，也不用刻意每周吃得一样多——那是华法林的要求。'
        : 'Your anticoagulant does not work against vitamin K: vitamin K in food does not change its effect, so green leafy vegetables (spinach, broccoli…) need no limit or week-to-week counting — that rule is for warfarin.',
      reasons: p.drugIds.map((id) => ({
        kind: 'medicine' as const,
        ref: `drug:${id}`,
        text: zh ? '抗凝药：不受维生素K影响' : 'Anticoagulant: not affected by vitamin K',
        source: S.doacVitaminK,
      })),
    };
  return {
    id: 'anticoagulant-vitamin-k',
    severity: 'warning',
    text: zh
      ? `保持维生素K摄入稳定：每周吃的绿叶菜（菠菜、西兰花等）量大致相同，不要突然大量增加或减少；${vka.zh}的效果（INR）随维生素K摄入变化，饮食有大的改变请告诉医生`
      : `Keep your vitamin K intake steady: eat about the same amount of green leafy vegetables (spinach, broccoli…) week to week, with no sudden big changes; ${vka.en}’s effect (INR) moves with vitamin K, so tell your doctor about big diet changes`,
    reasons: p.drugIds.map((id) => ({
      kind: 'medicine' as const,
      ref: `drug:${id}`,
      text: zh ? '抗凝药：维生素K摄入保持稳定' : 'Anticoagulant: steady vitamin K intake',
      source: S.warfarin,
    })),
  };
}

// ---- diabetes ---------------------------------------------------------------------------------

/**
 * Glucose findings from HbA1c and fasting glucose: HbA1c ≥ 6.5 % or FPG ≥ 7.0 mmol/L is "in the
 * diabetes range" with a referral (or, with known diabetes, HbA1c ≥ 7.0 % is above the usual goal);
 * HbA1c 5.7–6.4 % or FPG from 5.6 (ADA) / 6.1 (China) is the prediabetes range.
 */
export function glucoseFindings(p: {
  locale: Locale;
  /** Whose prediabetes cut-off applies (FPG 5.6 ADA / 6.1 China); default: `locale`. */
  standards?: Locale;
  diabetes: boolean;
  /** Pregnant or with gestational diabetes: fasting glucose is read against the pregnancy target. */
  pregnancy?: boolean;
  /** 65+ and frail by weight: the older adult's HbA1c goal < 8.0 % (ADA 2025 §13). */
  olderFrail?: boolean;
  /** 65+ and not frail: the healthy older adult's goal, < 7.5 % (ADA 2025 Table 13.1). */
  olderA1cGoal?: number;
  /** Underweight or an older adult under GLIM's BMI cut-off: no weight-loss advice. */
  lowBmi?: boolean;
  /**
   * On an α-glucosidase inhibitor (acarbose): a low is treated with glucose, never juice or sweets
   * (knowledge/hypoglycaemia.ts; tenth clinician review, zh P3).
   */
  glucoseOnly?: boolean;
  markers: readonly LabMarkerResult[] | undefined;
}): Finding[] {
  const zh = p.locale === 'zh-CN';
  const loc = p.standards ?? p.locale;
  const a1cM = p.markers?.find((m) => m.key === 'hba1c');
  const fpgM = p.markers?.find((m) => m.key === 'fastingGlucose');
  const a1c = a1cM && finite(a1cM.value) ? roundTo(a1cM.value, 1) : null;
  const fpg = fpgM && finite(fpgM.value) ? roundTo(fpgM.value, 1) : null;
  if (a1c === null && fpg === null) return [];
  const C = DIABETES_CUTOFFS;
  const src = loc === 'en-US' ? S.ada : { ref: `${S.cnDm.ref}; ${S.ada.ref}`, url: S.ada.url };
  const reasons: Reason[] = [];
  if (a1c !== null)
    reasons.push({ kind: 'lab', ref: `lab:hba1c=${a1c}`, text: `HbA1c ${a1c} %`, source: src });
  if (fpg !== null)
    reasons.push({
      kind: 'lab',
      ref: `lab:fastingGlucose=${fpg}`,
      text: zh ? `空腹血糖 ${fpg} mmol/L` : `Fasting glucose ${fpg} mmol/L`,
      source: src,
    });
  const values = [
    a1c !== null ? `HbA1c ${a1c} %` : null,
    fpg !== null ? (zh ? `空腹血糖 ${fpg} mmol/L` : `fasting glucose ${fpg} mmol/L`) : null,
  ]
    .filter((x): x is string => x !== null)
    .join(zh ? '、' : ', ');

  // Pregnancy (or gestational diabetes): fasting < 5.3 mmol/L is the target (ADA 2025 §15), so 5.3
  // and above is for the obstetric or diabetes team — never "normal" by the non-pregnant cut-offs.
  const PG = C.pregnancy;
  if (p.pregnancy === true && fpg !== null && fpg >= PG.fasting) {
    return [
      {
        id: 'glucose-above-pregnancy-target',
        severity: 'warning',
        text: zh
          ? `空腹血糖 ${fpg} mmol/L：高于孕期目标（空腹 < ${PG.fasting} mmol/L，即 95 mg/dL；餐后1小时 < ${PG.oneHour}、餐后2小时 < ${PG.twoHour} mmol/L）。请尽快告诉你的产科或糖尿病团队，由他们调整饮食和治疗；不要自行节食或不吃主食`
          : `Fasting glucose ${fpg} mmol/L: above the pregnancy target (fasting < ${PG.fasting} mmol/L, 95 mg/dL; 1 hour after meals < ${PG.oneHour}, 2 hours < ${PG.twoHour} mmol/L). Tell your obstetric or diabetes team soon so they can adjust your diet and treatment; do not cut meals or carbohydrates on your own`,
        reasons: [
          {
            kind: 'lab',
            ref: `lab:fastingGlucose=${fpg}`,
            text: zh ? `空腹血糖 ${fpg} mmol/L（孕期）` : `Fasting glucose ${fpg} mmol/L (pregnancy)`,
            source: S.adaPregnancy,
          },
        ],
      },
    ];
  }
  if (p.diabetes) {
    const out: Finding[] = [];
    // A low glucose in diabetes is hypoglycaemia, never "above goal" beside a high HbA1c (issue 31 §3).
    if (fpg !== null && fpg < C.hypoLevel1) {
      const level2 = fpg < C.hypoLevel2;
      out.push({
        id: 'glucose-hypoglycaemia',
        severity: level2 ? 'urgent' : 'warning',
        text: p.glucoseOnly
          ? zh
            ? `血糖 ${fpg} mmol/L：低于 ${C.hypoLevel1} mmol/L，属于${level2 ? '2级（严重）' : '1级'}低血糖。${AGI_HYPO_LINE.zh}请尽快告诉开降糖药的医生，可能需要调整胰岛素或磺脲类药物`
            : `Glucose ${fpg} mmol/L: below ${C.hypoLevel1} mmol/L, ${level2 ? 'level 2 (serious)' : 'level 1'} hypoglycaemia. ${AGI_HYPO_LINE.en} Tell the doctor who prescribes your diabetes medicine soon: insulin or a sulfonylurea may need adjusting`
          : zh
            ? `血糖 ${fpg} mmol/L：低于 ${C.hypoLevel1} mmol/L，属于${level2 ? '2级（严重）' : '1级'}低血糖。${level2 ? '如果现在仍这么低，请马上吃15克快速升糖的糖（如半杯果汁），15分钟后复测；意识不清时不要喂食，立即拨打120。' : '请吃15克快速升糖的糖，15分钟后复测。'}请尽快告诉开降糖药的医生，可能需要调整胰岛素或磺脲类药物`
            : `Glucose ${fpg} mmol/L: below ${C.hypoLevel1} mmol/L, ${level2 ? 'level 2 (serious)' : 'level 1'} hypoglycaemia. ${level2 ? 'If it is this low now, take 15 g of fast sugar (half a cup of juice) and recheck in 15 minutes; if the person is confused or unconscious, give nothing by mouth and call 911. ' : 'Take 15 g of fast sugar and recheck in 15 minutes. '}Tell the doctor who prescribes your diabetes medicine soon: insulin or a sulfonylurea may need adjusting`,
        reasons: [
          {
            kind: 'lab',
            ref: `lab:fastingGlucose=${fpg}`,
            text: zh ? `空腹血糖 ${fpg} mmol/L` : `Fasting glucose ${fpg} mmol/L`,
            source: p.glucoseOnly
              ? { ref: `${S.adaHypo.ref}; ${AGI_HYPO_SOURCE.ref}`, url: S.adaHypo.url }
              : S.adaHypo,
          },
        ],
      });
    }
    // A frail older adult's goal is < 8.0 % (ADA 2025 §13; clinician review 2026-11-25 closing, E3).
    // Pregnant with diabetes: under 6.0 %, and the team this week (ADA 2025 §15; knowledge/older-diabetes.ts).
    if (p.pregnancy === true && a1c !== null && a1c >= PREGNANCY_DIABETES_A1C_GOAL) {
      out.push({
        id: 'glucose-above-goal',
        severity: 'warning',
        text: zh
          ? `HbA1c ${a1c} %：${PREGNANCY_DIABETES_HIGH.zh}`
          : `HbA1c ${a1c} %: ${PREGNANCY_DIABETES_HIGH.en}`,
        reasons: reasons
          .filter((r) => r.ref.startsWith('lab:hba1c'))
          .map((r) => ({ ...r, source: PREGNANCY_DIABETES_GOAL_SOURCE })),
      });
      return out;
    }
    const goal = p.olderFrail === true ? OLDER_DIABETES.olderGoal : (p.olderA1cGoal ?? C.hba1cGoal);
    const older = p.olderFrail !== true && p.olderA1cGoal !== undefined;
    if (a1c !== null && a1c >= goal) {
      const a1cReasons = reasons.filter((r) => r.ref.startsWith('lab:hba1c'));
      out.push({
        id: 'glucose-above-goal',
        severity: 'warning',
        text:
          p.olderFrail === true
            ? zh
              ? `HbA1c ${a1c} %：高于老年体弱者的控制目标（HbA1c < ${goal} %），请在2–4周内到内分泌科复诊调整治疗；不要节食或减重`
              : `HbA1c ${a1c} %: above the goal for a frail older adult (HbA1c < ${goal} %); see your diabetes doctor within 2–4 weeks to review treatment; do not diet or try to lose weight`
            : older
              ? zh
                ? `HbA1c ${a1c} %：高于老年糖尿病患者的控制目标（HbA1c < ${goal} %），请在2–4周内到内分泌科复诊；老年人要避免低血糖，治疗怎么调由医生定`
                : `HbA1c ${a1c} %: above the goal for an older adult with diabetes (HbA1c < ${goal} %); see your diabetes doctor within 2–4 weeks — avoiding lows matters most at this age, and the doctor decides any change`
              : zh
                ? `HbA1c ${a1c} %：高于多数糖尿病患者的控制目标（HbA1c < ${C.hba1cGoal} %），请在2–4周内到内分泌科复诊调整治疗`
                : `HbA1c ${a1c} %: above the usual goal for diabetes (HbA1c < ${C.hba1cGoal} %); see your diabetes doctor within 2–4 weeks to review treatment`,
        reasons:
          p.olderFrail === true || older
            ? a1cReasons.map((r) => ({ ...r, source: OLDER_DIABETES_SOURCE }))
            : a1cReasons,
      });
    }
    return out;
  }
  const diabetesRange = (a1c !== null && a1c >= C.hba1cDiabetes) || (fpg !== null && fpg >= C.fpgDiabetes);
  if (diabetesRange) {
    return [
      {
        id: 'glucose-diabetes-range',
        severity: 'warning',
        text: zh
          ? `${values}：在糖尿病诊断范围内（HbA1c ≥ ${C.hba1cDiabetes} % 或空腹血糖 ≥ ${C.fpgDiabetes} mmol/L）。请在2–4周内到内分泌科或全科就诊，复查确诊`
          : `${values}: in the diabetes range (HbA1c ≥ ${C.hba1cDiabetes} % or fasting glucose ≥ ${C.fpgDiabetes} mmol/L). See your doctor within 2–4 weeks for a repeat test to confirm`,
        reasons,
      },
    ];
  }
  const pre = (a1c !== null && a1c >= C.hba1cPrediabetes) || (fpg !== null && fpg >= C.fpgPrediabetes[loc]);
  // Pregnant: no weight loss and no yearly re-test — the obstetrician at the first visit (thirty-fifth
  // clinician review, en S3; knowledge/pregnancy-prediabetes.ts).
  if (pre && p.pregnancy === true) {
    return [
      {
        id: 'glucose-prediabetes',
        severity: 'warning',
        text: zh
          ? `${values}：高于正常（HbA1c ${C.hba1cPrediabetes}–6.4 % 或空腹血糖 ${C.fpgPrediabetes[loc]}–6.9 mmol/L）。${PREGNANCY_PREDIABETES_ADVICE.zh}`
          : `${values}: above normal (HbA1c ${C.hba1cPrediabetes}–6.4 % or fasting glucose ${C.fpgPrediabetes[loc]}–6.9 mmol/L). ${PREGNANCY_PREDIABETES_ADVICE.en}`,
        reasons: reasons.map((r) => ({ ...r, source: PREGNANCY_PREDIABETES_SOURCE })),
      },
    ];
  }
  if (pre) {
    return [
      {
        id: 'glucose-prediabetes',
        severity: 'warning',
        text: zh
          ? `${values}：处于糖尿病前期范围（HbA1c ${C.hba1cPrediabetes}–6.4 % 或空腹血糖 ${C.fpgPrediabetes[loc]}–6.9 mmol/L）。${p.lowBmi === true ? '你的体重偏低，不要减重：饭要吃够，多吃膳食纤维，量力而行地规律活动' : '减重、多吃膳食纤维和规律运动可以逆转'}；请告诉医生，并每年复查`
          : `${values}: in the prediabetes range (HbA1c ${C.hba1cPrediabetes}–6.4 % or fasting glucose ${C.fpgPrediabetes[loc]}–6.9 mmol/L). ${p.lowBmi === true ? 'Your weight is low, so do not try to lose weight: eat enough, with more fibre, and stay active as you can' : 'Weight loss, more fibre and regular activity can reverse it'}; tell your doctor and re-test every year`,
        reasons,
      },
    ];
  }
  return [];
}

// ---- weight loss ------------------------------------------------------------------------------

export interface EnergyTarget {
  targetKcal: number;
  deficitKcal: number;
  floorKcal: number;
  finding: Finding;
}

/**
 * A weight-loss goal with BMI ≥ 24 (zh-CN, WS/T 428) / ≥ 25 (en-US, WHO) gets a daily energy target
 * of TDEE − 500 kcal, never below the BMR or 1,200 (women) / 1,500 (men) kcal. Not in pregnancy or
 * lactation. Null when it does not apply or no deficit fits above the floor.
 */
export function weightLossEnergyFor(p: {
  locale: Locale;
  /** Whose BMI cut-off and guideline apply (default: `locale`). */
  standards?: Locale;
  goals: readonly string[] | undefined;
  sex: 'male' | 'female';
  bmi: number;
  bmrKcal: number;
  tdeeKcal: number;
  lifeStage?: string | undefined;
  /** After bariatric surgery, with gestational diabetes or dysphagia there is no deficit (living.ts). */
  conditions?: readonly string[] | undefined;
}): EnergyTarget | null {
  const loc = p.standards ?? p.locale;
  const zh = p.locale === 'zh-CN';
  if (!p.goals?.includes('weight_loss')) return null;
  if (p.lifeStage && p.lifeStage !== 'none') return null;
  if ((p.conditions ?? []).some((c) => (NO_DEFICIT_CONDITIONS as readonly string[]).includes(c))) return null;
  // An overactive thyroid or cancer: weight loss is a symptom to report, not a goal (chronic.ts).
  if ((p.conditions ?? []).some((c) => (CHRONIC_NO_DEFICIT_CONDITIONS as readonly string[]).includes(c)))
    return null;
  if (!finite(p.bmi) || roundTo(p.bmi, 1) < WEIGHT_LOSS.bmiFrom[loc]) return null;
  if (!finite(p.bmrKcal) || !finite(p.tdeeKcal)) return null;
  const floorKcal = Math.max(
    Math.round(p.bmrKcal),
    WEIGHT_LOSS.floorKcal[p.sex === 'male' ? 'male' : 'female'],
  );
  const targetKcal = Math.max(floorKcal, Math.round(p.tdeeKcal) - WEIGHT_LOSS.deficitKcal);
  const deficitKcal = Math.round(p.tdeeKcal) - targetKcal;
  if (!(deficitKcal > 0)) return null;
  const source =
    loc === 'zh-CN'
      ? { ref: `${S.weightLossCn.ref}; ${S.weightLossUs.ref}`, url: S.weightLossUs.url }
      : S.weightLossUs;
  return {
    targetKcal,
    deficitKcal,
    floorKcal,
    finding: {
      id: 'energy-target',
      severity: 'info',
      text: zh
        ? `减重目标：每天约 ${targetKcal} 千卡，比消耗（${Math.round(p.tdeeKcal)} 千卡）少 ${deficitKcal} 千卡${deficitKcal < WEIGHT_LOSS.deficitKcal ? '（不低于基础代谢和安全下限）' : ''}；不要低于 ${floorKcal} 千卡`
        : `Weight-loss target: about ${targetKcal} kcal a day, ${deficitKcal} kcal below what you use (${Math.round(p.tdeeKcal)} kcal)${deficitKcal < WEIGHT_LOSS.deficitKcal ? ' (held at your resting energy or the safe floor)' : ''}; do not go below ${floorKcal} kcal`,
      reasons: [
        {
          kind: 'answer',
          ref: 'goals=weight_loss',
          text: zh
            ? `BMI ${fmt1(p.bmi)}，目标减重：每日减少 ${WEIGHT_LOSS.deficitKcal} 千卡，下限为基础代谢 ${Math.round(p.bmrKcal)} 千卡与 ${WEIGHT_LOSS.floorKcal[p.sex === 'male' ? 'male' : 'female']} 千卡中的较高者`
            : `BMI ${fmt1(p.bmi)}, goal weight loss: ${WEIGHT_LOSS.deficitKcal} kcal/day less, floored at the higher of resting energy ${Math.round(p.bmrKcal)} kcal and ${WEIGHT_LOSS.floorKcal[p.sex === 'male' ? 'male' : 'female']} kcal`,
          source,
        },
      ],
    },
  };
}

// ---- eating-disorder screen ---------------------------------------------------------------------

/**
 * A positive SCOFF screen (two or more "yes", Morgan 1999): a gentle referral, and when a weight-loss
 * goal was chosen, the plain reason it is set aside. The engine keeps energy at maintenance then.
 */
export function eatingScreenFinding(p: {
  locale: Locale;
  yesCount: number;
  weightLossSetAside: boolean;
  pregnant: boolean;
}): Finding {
  const zh = p.locale === 'zh-CN';
  const t = (b: { zh: string; en: string }) => (zh ? b.zh : b.en);
  const parts = [
    t(EATING_SCREEN_TEXT.positive).replace('{n}', String(p.yesCount)),
    t(p.pregnant ? EATING_SCREEN_TEXT.energyPregnant : EATING_SCREEN_TEXT.energy),
    ...(p.weightLossSetAside ? [t(EATING_SCREEN_TEXT.goalSetAside)] : []),
  ];
  const text = parts.join(zh ? '' : ' ');
  return {
    id: EATING_SCREEN_FINDING_ID,
    severity: 'warning',
    text,
    reasons: [
      {
        kind: 'answer',
        ref: `scoff=${p.yesCount}/5`,
        text: zh
          ? `SCOFF 筛查 ${p.yesCount}/5 项为“是”（≥ 2 项为阳性）`
          : `SCOFF ${p.yesCount}/5 “yes” (2 or more is positive)`,
        source: SCOFF_SOURCE,
      },
      ...(p.weightLossSetAside
        ? [
            {
              kind: 'answer' as const,
              ref: 'goals=weight_loss:set-aside',
              text: t(EATING_SCREEN_TEXT.goalSetAside),
              source: SCOFF_SOURCE,
            },
          ]
        : []),
    ],
  };
}

// ---- metformin and kidney function --------------------------------------------------------------

/** The finding id the assistant and UIs quote for metformin and kidney function. */
export const METFORMIN_KIDNEY_FINDING_ID = 'metformin-kidney';

/**
 * Metformin with reduced kidney function (FDA 2016; KDIGO 2022): a finding by eGFR band, or, with
 * kidney disease answered and no eGFR, a request to have it measured. Nothing when no metformin is
 * taken or the eGFR is 60 or more.
 */
export function metforminKidneyFinding(
  k: KidneyContext,
  p: { locale: Locale; metforminNames: readonly string[] },
): Finding | null {
  if (p.metforminNames.length === 0) return null;
  const zh = p.locale === 'zh-CN';
  const drug = p.metforminNames.join(zh ? '、' : ', ');
  if (k.egfr === null) {
    if (!k.kidney) return null;
    const text = (zh ? METFORMIN_NO_EGFR.zh : METFORMIN_NO_EGFR.en).replace('{drug}', drug);
    return {
      id: METFORMIN_KIDNEY_FINDING_ID,
      severity: 'info',
      text,
      reasons: [{ kind: 'medicine', ref: 'metformin-egfr:unknown', text, source: METFORMIN_KIDNEY_SOURCE }],
    };
  }
  const egfr = Math.round(k.egfr);
  const band = METFORMIN_EGFR_BANDS.find((b) => egfr < b.below);
  if (!band) return null;
  const text = (zh ? band.text.zh : band.text.en).replace('{drug}', drug).replace('{egfr}', String(egfr));
  return {
    id: METFORMIN_KIDNEY_FINDING_ID,
    severity: band.severity,
    text,
    reasons: [
      { kind: 'lab', ref: `lab:egfr=${k.egfr}`, text: `eGFR ${egfr}`, source: S.kdigoGfr },
      { kind: 'medicine', ref: `metformin-egfr:${band.id}`, text, source: METFORMIN_KIDNEY_SOURCE },
    ],
  };
}

// ---- vitamin C with advanced kidney disease ------------------------------------------------------

/** Below this eGFR (mL/min/1.73 m², rounded) vitamin C supplements are held to about the RDA. */
export const KIDNEY_VITAMIN_C_EGFR_BELOW = 30;
/** The daily cap (mg): KDOQI/Academy 2020 limits vitamin C supplementation in CKD to the RDA (60–100 mg). */
export const KIDNEY_VITAMIN_C_MAX_MG = 100;
export const KIDNEY_VITAMIN_C_SOURCE = {
  ref: 'Ikizler TA, Burrowes JD, Byham-Gray LD et al. KDOQI Clinical Practice Guideline for Nutrition in CKD: 2020 Update. Am J Kidney Dis 2020;76(3 Suppl 1):S1-S107, guideline 6 (micronutrients): vitamin C supplementation at the RDA (men 90 mg, women 75 mg a day) for adults with CKD 3–5D at risk of deficiency; unused vitamin C is turned into oxalate, which builds up when the kidneys fail',
  url: 'https://doi.org/10.1053/j.ajkd.2020.05.006',
} as const;
/** Why a vitamin C product above ~100 mg a day is cut back at eGFR < 30 or on dialysis. */
export const KIDNEY_VITAMIN_C_TEXT = {
  zh: '肾功能严重下降（eGFR 低于 30）或透析时，多余的维生素C会转化为草酸并在体内蓄积，可损伤肾脏、血管和关节；这时的上限不是普通人的每日 2000 毫克。美国肾脏病基金会 2020 年慢性肾脏病营养指南建议补充量不超过推荐摄入量，约每日 60～100 毫克：请减量，并与肾内科医生确认。',
  en: 'With an eGFR below 30 or on dialysis, extra vitamin C is turned into oxalate, which builds up and can harm the kidneys, blood vessels and joints; the 2,000 mg upper limit for healthy adults does not apply. The KDOQI 2020 CKD nutrition guideline limits supplements to the recommended amount, about 60–100 mg a day: reduce it and check with your kidney doctor.',
} as const;

/** Whether vitamin C supplements are capped at the RDA for this eGFR (< 30, KDOQI 2020); see also `onDialysis`. */
export function kidneyVitaminCCapped(egfr: number | null | undefined): boolean {
  return finite(egfr) && Math.round(egfr) < KIDNEY_VITAMIN_C_EGFR_BELOW;
}

// ---- star fruit with kidney disease ---------------------------------------------------------------

export const CKD_STAR_FRUIT_FINDING_ID = 'ckd-star-fruit';
export const CKD_STAR_FRUIT_SOURCE = {
  ref: 'Neto MM, da Costa JA, Garcia-Cairasco N et al. Intoxication by star fruit (Averrhoa carambola) in 32 uraemic patients: treatment and outcome. Nephrol Dial Transplant 2003;18(1):120-125 (neurotoxin: hiccups, vomiting, confusion, seizures, deaths; dialysis as the treatment)',
  url: 'https://doi.org/10.1093/ndt/18.1.120',
} as const;
/** Star fruit with kidney disease: a plan finding and the chat's answer. */
export const CKD_STAR_FRUIT_TEXT = {
  zh: '肾病患者不要吃杨桃，也不要喝杨桃汁：杨桃含有一种神经毒素，肾功能下降时无法排出，即使少量也可能引起顽固性打嗝、呕吐、意识混乱、抽搐，严重时可致命，肾功能越差（eGFR 低于 30 或透析）风险越高。吃了杨桃后出现这些症状，请立即就医并告诉医生吃过杨桃。',
  en: 'With kidney disease do not eat star fruit (carambola) or drink its juice: it holds a neurotoxin that failing kidneys cannot clear, and even a small amount can cause persistent hiccups, vomiting, confusion and seizures, and can be fatal; the risk is highest with an eGFR below 30 or on dialysis. If these follow eating star fruit, get emergency care and say you ate it.',
} as const;
