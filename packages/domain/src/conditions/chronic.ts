/**
 * The conditions added after the closing clinician review of 2026-11-25 (cross-cutting point 5): an
 * overactive thyroid, coeliac disease, sickle cell disease or thalassaemia, COPD, cancer and a serious
 * mental illness. Each condition ticked gives one finding in the plan's language: the rows of
 * knowledge/chronic-conditions.ts that apply to the person, each row's guideline a reason. Pure and
 * total: a non-finite weight or energy leaves the person's own figures out.
 */
import { pick, type Locale, type Reason } from '../contracts/common';
import type { Finding } from '../contracts/plan';
import type { Condition } from '../contracts/questionnaire';
import {
  CANCER_NUTRITION,
  chronicRulesOf,
  COPD_NUTRITION,
  G6PD_TRIGGER_MEDICINES,
  type ChronicRule,
} from '../knowledge/chronic-conditions';

/** Conditions under which the plan gives no weight-loss energy deficit (the rows `*.weight`). */
export { CHRONIC_NO_DEFICIT_CONDITIONS } from '../knowledge/no-deficit';

const finite = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

export interface ChronicInput {
  locale: Locale;
  conditions: readonly string[];
  weightKg: number;
  bmi: number;
  tdeeKcal: number;
  goals: readonly string[];
  /** Kidney disease: protein is the kidney team's, so no COPD protein figure. */
  kidney: boolean;
  /** Pregnant now: the pregnancy form of a rule replaces the everyday one. */
  pregnant?: boolean;
  /** The person's medicines (dictionary ids) and their classes, with their names for the text. */
  medicines: readonly { id: string; classes: readonly string[]; zh?: string; en?: string }[];
  /** Two or more "yes" on the SCOFF eating screen. */
  eatingScreenPositive?: boolean;
  /** A woman of childbearing age (PKU: the preconception Phe target is hers). Omitted: not said. */
  childbearing?: boolean;
}

/**
 * Underweight or a positive eating screen: weight-gain and diet-pill texts are meant for someone else
 * and work against recovery (fifth clinician review of 2026-11-25, en P1: BMI 15.1 in refeeding on
 * olanzapine was told antipsychotics raise weight and not to buy diet pills).
 */
function weightTalkHarms(p: ChronicInput): boolean {
  return p.eatingScreenPositive === true || (finite(p.bmi) && p.bmi < 18.5);
}

const FINDING_IDS: Record<string, string> = {
  hyperthyroid: 'hyperthyroid',
  coeliac: 'coeliac',
  haemoglobinopathy: 'haemoglobinopathy',
  g6pd_deficiency: 'g6pd-deficiency',
  copd: 'copd',
  cancer: 'cancer',
  mental_illness: 'mental-illness',
  pku: 'pku',
};

const LEADS: Record<string, { zh: string; en: string }> = {
  hyperthyroid: { zh: '甲亢（甲状腺功能亢进）', en: 'Overactive thyroid (hyperthyroidism)' },
  coeliac: { zh: '乳糜泻', en: 'Coeliac disease' },
  haemoglobinopathy: { zh: '镰状细胞病或地中海贫血', en: 'Sickle cell disease or thalassaemia' },
  g6pd_deficiency: { zh: '蚕豆病（G6PD缺乏）', en: 'G6PD deficiency (favism)' },
  copd: { zh: '慢阻肺', en: 'COPD' },
  cancer: { zh: '癌症（治疗中或治疗后）', en: 'Cancer (during or after treatment)' },
  mental_illness: { zh: '严重精神疾病', en: 'Serious mental illness' },
  pku: { zh: '苯丙酮尿症（PKU）', en: 'Phenylketonuria (PKU)' },
};

/**
 * COPD with a BMI under 21 (Schols/ERS 2014; GOLD 2024) or a weight-gain goal: energy above
 * maintenance and protein 1.2–1.5 g/kg. Null when neither applies or the figures are not finite.
 */
export function copdGainOf(p: {
  conditions: readonly string[];
  bmi: number;
  goals: readonly string[];
}): boolean {
  if (!p.conditions.includes('copd')) return false;
  return (finite(p.bmi) && p.bmi < COPD_NUTRITION.lowBmiBelow) || p.goals.includes('weight_gain');
}

/** The COPD energy target when gaining: maintenance plus COPD_NUTRITION.gainKcal. */
function copdEnergyKcal(tdeeKcal: number): number | null {
  return finite(tdeeKcal) && tdeeKcal > 0 ? Math.round(tdeeKcal) + COPD_NUTRITION.gainKcal : null;
}

function applies(rule: ChronicRule, p: ChronicInput): boolean {
  const steroid = p.medicines.some((m) => m.classes.includes('corticosteroid'));
  switch (rule.id) {
    case 'copd.steroid-bone':
    case 'copd.steroid-stop':
      return steroid;
    case 'hyperthyroid.iodine':
      return p.pregnant !== true;
    case 'hyperthyroid.iodine-pregnancy':
      return p.pregnant === true;
    case 'mental-illness.lithium':
      return p.medicines.some((m) => m.id === 'lithium');
    case 'mental-illness.metabolic':
    case 'mental-illness.diet-pills':
      return !weightTalkHarms(p);
    case 'mental-illness.metabolic-underweight':
      return weightTalkHarms(p);
    case 'pku.preconception':
      return p.pregnant !== true && (p.childbearing === true || p.goals.includes('pregnancy_prep'));
    case 'pku.pregnant':
      return p.pregnant === true;
    case 'pku.sapropterin':
      return p.medicines.some((m) => m.classes.includes('pku_medicine'));
    case 'mental-illness.clozapine':
      return !p.medicines.some((m) => m.id === 'clozapine' || m.id === 'olanzapine');
    default:
      return true;
  }
}

/** The person's own COPD figures, when gaining: energy and protein in kcal and grams. */
function copdFigures(p: ChronicInput): string {
  if (!copdGainOf(p)) return '';
  const zh = p.locale === 'zh-CN';
  const kcal = copdEnergyKcal(p.tdeeKcal);
  const w = finite(p.weightKg) && p.weightKg > 0 ? p.weightKg : null;
  const { min, max } = COPD_NUTRITION.proteinGPerKg;
  const parts: string[] = [];
  if (kcal !== null)
    parts.push(
      zh
        ? `你每天约 ${kcal} 千卡（比日常消耗 ${Math.round(p.tdeeKcal)} 千卡多 ${COPD_NUTRITION.gainKcal} 千卡）`
        : `For you: about ${kcal} kcal a day (${COPD_NUTRITION.gainKcal} kcal above the ${Math.round(p.tdeeKcal)} kcal you use)`,
    );
  if (w !== null && !p.kidney)
    parts.push(
      zh
        ? `蛋白质约 ${Math.round(min * w)}–${Math.round(max * w)} 克`
        : `protein about ${Math.round(min * w)}–${Math.round(max * w)} g`,
    );
  if (parts.length === 0) return '';
  return zh ? `${parts.join('，')}。` : `${parts.join(', ')}.`;
}

/** The person's own energy and protein with cancer (ESPEN 2021 per-kg figures), by their weight. */
function cancerFigures(p: ChronicInput): string {
  const w = finite(p.weightKg) && p.weightKg > 0 ? p.weightKg : null;
  if (w === null) return '';
  const zh = p.locale === 'zh-CN';
  const e = CANCER_NUTRITION.energyKcalPerKg;
  const pr = CANCER_NUTRITION.proteinGPerKg;
  const kcal = `${Math.round(e.min * w)}–${Math.round(e.max * w)}`;
  const protein = p.kidney ? '' : `${Math.round(pr.min * w)}–${Math.round(pr.max * w)}`;
  return zh
    ? `按你的体重：每天约 ${kcal} 千卡${protein ? `、蛋白质约 ${protein} 克` : ''}（ESPEN 2021：每千克体重 ${e.min}–${e.max} 千卡${protein ? `、蛋白质 ${pr.min}–${pr.max} 克` : ''}）。`
    : `For your weight: about ${kcal} kcal a day${protein ? ` and ${protein} g of protein` : ''} (ESPEN 2021: ${e.min}–${e.max} kcal${protein ? ` and ${pr.min}–${pr.max} g of protein` : ''} per kg a day).`;
}

/**
 * G6PD deficiency and a medicine the person takes that can set off haemolysis (co-trimoxazole,
 * nitrofurantoin, dapsone, primaquine …): the prescriber today, not stopped on one's own (ninth clinician
 * review, zh P1: co-trimoxazole declined in the chat, unsaid in the plan). Empty when none is taken.
 */
export function g6pdTriggerLine(p: Pick<ChronicInput, 'locale' | 'conditions' | 'medicines'>): string {
  if (!p.conditions.includes('g6pd_deficiency')) return '';
  const taken = p.medicines.filter(
    (m) =>
      G6PD_TRIGGER_MEDICINES.drugs.includes(m.id) ||
      m.classes.some((c) => G6PD_TRIGGER_MEDICINES.classes.includes(c)),
  );
  if (taken.length === 0) return '';
  const zh = p.locale === 'zh-CN';
  const names = taken.map((m) => (zh ? (m.zh ?? m.id) : (m.en ?? m.id))).join(zh ? '、' : ', ');
  return zh
    ? `你在吃的${names}是蚕豆病（G6PD缺乏）的人可能诱发溶血的药：请今天就告诉开药医生你有蚕豆病（医生常会换一种药），在医生答复前不要自己停药；出现浓茶色或酱油色尿、眼睛发黄、乏力心慌，请立即就医。`
    : `${names} can set off haemolysis in G6PD deficiency: tell the prescriber today that you have G6PD deficiency (another medicine is often chosen), and do not stop it on your own before they answer; dark (tea- or cola-coloured) urine, yellow eyes, weakness or a racing heart need emergency care.`;
}

/** The findings of the conditions of knowledge/chronic-conditions.ts the person ticked, in table order. */
export function chronicConditionFindings(p: ChronicInput): Finding[] {
  const zh = p.locale === 'zh-CN';
  const out: Finding[] = [];
  for (const condition of Object.keys(FINDING_IDS) as Condition[]) {
    if (!p.conditions.includes(condition)) continue;
    const rows = chronicRulesOf(condition).filter((r) => applies(r, p));
    if (rows.length === 0) continue;
    const texts = rows.map((r) => {
      const t = pick(r.text, p.locale);
      if (r.id === 'cancer.weight') {
        const own = cancerFigures(p);
        return own ? `${t}${zh ? '' : ' '}${own}` : t;
      }
      if (r.id !== 'copd.energy') return t;
      const own = copdFigures(p);
      return own ? `${t}${zh ? '' : ' '}${own}` : t;
    });
    const lead = pick(LEADS[condition]!, p.locale);
    // A medicine that can set off haemolysis, taken now, leads the G6PD finding.
    const trigger = condition === 'g6pd_deficiency' ? g6pdTriggerLine(p) : '';
    out.push({
      id: FINDING_IDS[condition]!,
      severity: 'warning',
      text: `${lead}${zh ? '：' : ': '}${[trigger, ...texts].filter(Boolean).join(zh ? '' : ' ')}`,
      reasons: [
        ...(trigger
          ? [
              {
                kind: 'condition' as const,
                ref: `conditions=${condition}#g6pd.trigger-medicine`,
                text: lead,
                source: G6PD_TRIGGER_MEDICINES.source,
              },
            ]
          : []),
        ...rows.map((r): Reason => ({
          kind: 'condition',
          ref: `conditions=${condition}#${r.id}`,
          text: lead,
          source: r.source,
        })),
      ],
    });
  }
  return out;
}
