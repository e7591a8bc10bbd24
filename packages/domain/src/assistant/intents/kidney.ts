/**
 * Kidney disease in the chat (issue 15 §2; pharmacist A4, dietitian H1/H2): the assistant never tells a
 * person with kidney disease to eat more potassium (no potassium "need", no high-potassium food list),
 * answers salt substitutes (potassium chloride) with a "no" and its reason, and states protein as the
 * plan's own KDOQI 2020 figure (the same `kdoqiProteinRange` the engine uses), never the healthy-adult
 * RNI/RDA. Texts are data with sources, in both languages.
 */
import { pick, type Bilingual, type Source } from '../../contracts/common';
import type { PlanDocument } from '../../contracts/plan';
import { CONDITION_SOURCES } from '../../conditions';
import { drugById } from '../../interactions';
import { L } from '../format';
import type { Warning } from '../followups';
import { ADRENAL_INSUFFICIENCY_SAID } from '../faq/audiences';
import { normaliseQuestion } from '../lexicon';
import { statedLabs } from './labs';
import { kidneyContext } from './kidney-plan';
import { potassiumRaisingDrugs, sourceLine, suggestionsFor, type Ctx, type Draft } from './shared';

export {
  dialysisContext,
  hasKidneyDisease,
  kidneyPotassiumLine,
  kidneyProteinLine,
  kidneyProteinRange,
  saysDialysis,
} from './kidney-plan';

/** High-potassium foods people name ("can I eat more bananas?"): with kidney disease, a potassium question. */
export const HIGH_POTASSIUM_FOOD =
  /香蕉|橙子|橘子|桔子|土豆|马铃薯|番茄|西红柿|牛油果|椰子水|猕猴桃|菠菜|红枣|葡萄干|杏干|\b(bananas?|oranges?|orange juice|potato(es)?|tomato(es)?|avocados?|coconut water|kiwis?|spinach|dried apricots?|prunes?|raisins?)\b/;

export function mentionsHighPotassiumFood(text: string): boolean {
  return HIGH_POTASSIUM_FOOD.test(normaliseQuestion(text));
}

// ---- salt substitutes -----------------------------------------------------------------------------

/** "低钠盐 / lo-salt / salt substitute / potassium chloride": the salt-substitute question. */
export const SALT_SUBSTITUTE =
  /低钠盐|低钠富钾|富钾盐|代盐|代用盐|替代盐|氯化钾盐|\bsalt substitutes?\b|\blo-? ?salt\b|\blow[- ]sodium salt\b|\blite salt\b|\bno ?salt\b|\bnu-?salt\b|\bpotassium chloride\b|\bkcl\b/;

export function isSaltSubstituteQuestion(text: string): boolean {
  return SALT_SUBSTITUTE.test(normaliseQuestion(text));
}

export const SALT_SUBSTITUTE_FACTS = {
  what: {
    zh: '低钠盐（代盐）是把一部分氯化钠换成了氯化钾，多吃一勺就多一份钾。',
    en: 'Salt substitutes such as Lo-Salt replace part of the sodium chloride with potassium chloride, so every spoonful adds potassium.',
  } satisfies Bilingual,
  kidney: {
    zh: '你有肾脏疾病：肾脏排钾能力下降，含氯化钾的低钠盐可能让血钾升得很高、危及心脏，**请不要用低钠盐或其他代盐**；减盐就直接少放盐、少吃酱料和腌制食品。',
    en: 'You have kidney disease: your kidneys clear less potassium, and the potassium chloride in salt substitutes can push blood potassium dangerously high, **so do not use Lo-Salt or other salt substitutes**; cut salt by using less salt, sauces and salted foods instead.',
  } satisfies Bilingual,
  drug: {
    zh: '你正在服用的{drugs}会让身体保留钾，说明书提示不要同时使用含钾的代盐，除非医生同意。',
    en: 'The {drugs} you take makes the body keep potassium; its label warns against potassium-containing salt substitutes unless your doctor agrees.',
  } satisfies Bilingual,
  highK: {
    zh: '你的化验血钾已经偏高（{k} mmol/L），更不能用代盐，请按方案尽快联系肾内科医生。',
    en: 'Your blood potassium is already high ({k} mmol/L): no salt substitutes, and contact your kidney team soon as your plan says.',
  } satisfies Bilingual,
  // Clinician review 8 (en P1): NoSalt was endorsed for blood pressure with a potassium of 5.3 said in the
  // question and in the plan, and with Addison's disease.
  highKNoKidney: {
    zh: '你的血钾已经高于正常（{k} mmol/L）：**不要用低钠盐或其他含钾的代盐**，每一勺都在加钾。请在一周内请医生复查血钾、查明原因；血钾6.0以上，或出现无力、心慌，当天就医。',
    en: 'Your potassium is already above the range ({k} mmol/L): **do not use NoSalt, Lo-Salt or any other potassium salt substitute** — every spoonful adds potassium. Ask your doctor to recheck it within a week and find the cause; at 6.0 or more, or with weakness or palpitations, get care the same day.',
  } satisfies Bilingual,
  adrenal: {
    zh: '你有艾迪生病（原发性肾上腺皮质功能减退）：身体保钠、排钾要靠氟氢可的松替代，**不要用含钾的代盐**，也不需要刻意少吃盐——按口味吃普通的盐。血钾偏高、血钠偏低常常说明替代量不够，请在一周内告诉内分泌科医生，剂量由医生调整。',
    en: 'With Addison’s disease (primary adrenal insufficiency), keeping sodium and clearing potassium depends on your fludrocortisone: **do not use potassium salt substitutes**, and you do not need to cut salt — use ordinary salt to taste. A high potassium or a low sodium often means the replacement is not enough: tell your endocrinologist within a week; the dose is theirs to change.',
  } satisfies Bilingual,
  general: {
    zh: '肾功能正常、也没有服用保钾类药物的人，可以用低钠富钾盐来减少钠的摄入，有助于控制血压；如果以后查出肾病或开始服用普利类、沙坦类、螺内酯等药物，请先问医生。',
    en: 'For people with normal kidney function who take no potassium-raising medicine, a potassium-enriched salt substitute lowers sodium and helps blood pressure; if you later have kidney disease or start an ACE inhibitor, ARB or spironolactone, ask your doctor first.',
  } satisfies Bilingual,
} as const;

export const SALT_SUBSTITUTE_SOURCES: readonly Source[] = [
  {
    ref: 'Vasotec (enalapril) US prescribing information, §5 Hyperkalemia / §7: potassium-sparing diuretics, potassium supplements or potassium-containing salt substitutes may raise serum potassium',
    url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=enalapril',
  },
  CONDITION_SOURCES.kdigoPotassium,
  {
    ref: 'Neal B et al. Effect of salt substitution on cardiovascular events and death (SSaSS). N Engl J Med 2021;385:1067–1077 (people with serious kidney disease or on potassium-sparing drugs were excluded); 中国高血压防治指南（2018年修订版）：肾功能良好者可选择低钠富钾替代盐',
    url: 'https://www.nejm.org/doi/full/10.1056/NEJMoa2105675',
  },
];

const ADRENAL_SALT_SOURCE: Source = {
  ref: 'Bornstein SR et al. Diagnosis and treatment of primary adrenal insufficiency: an Endocrine Society clinical practice guideline. J Clin Endocrinol Metab 2016;101:364–389 (mineralocorticoid replacement without restricting salt; monitored by sodium and potassium)',
  url: 'https://doi.org/10.1210/jc.2015-1710',
};

function highPotassiumLab(plan: PlanDocument | null, text = ''): number | null {
  // A potassium typed in the question ("my potassium was 5.3") counts as much as the plan's.
  const said = statedLabs(text).find(
    (x) => x.marker.key === 'serumPotassium' && x.value >= 5 && x.value < 10,
  );
  if (said) return said.value;
  const m = plan?.reportAnalysis?.markers.find((x) => x.key === 'serumPotassium');
  return m && Number.isFinite(m.value) && m.value >= 5 ? m.value : null;
}

/** Primary adrenal insufficiency: on a mineralocorticoid (fludrocortisone), or Addison's said. */
function adrenalInsufficiency(ctx: Ctx): boolean {
  if (ctx.medicines.some((id) => drugById(id)?.classes.includes('mineralocorticoid'))) return true;
  return [ctx.norm, ctx.previous ?? ''].some((t) => ADRENAL_INSUFFICIENCY_SAID.test(normaliseQuestion(t)));
}

/** Medicines the person takes whose rules forbid extra potassium (ACE inhibitors, ARBs, spironolactone …). */
export function saltSubstitute(ctx: Ctx): Draft {
  const l = ctx.locale;
  const kidney = kidneyContext(ctx);
  const drugs = potassiumRaisingDrugs(ctx);
  const k = highPotassiumLab(ctx.plan, ctx.text);
  const adrenal = adrenalInsufficiency(ctx);
  const lines = [pick(SALT_SUBSTITUTE_FACTS.what, l)];
  const warnings: Warning[] = [];
  if (kidney) lines.push(pick(SALT_SUBSTITUTE_FACTS.kidney, l));
  if (adrenal) lines.push(pick(SALT_SUBSTITUTE_FACTS.adrenal, l));
  if (drugs.length) {
    lines.push(
      pick(SALT_SUBSTITUTE_FACTS.drug, l).replace('{drugs}', drugs.join(L(l, '、', ', '))) +
        (kidney ? '' : L(l, '**请不要自行使用代盐。**', ' **Do not use salt substitutes on your own.**')),
    );
  }
  if (k !== null && kidney) lines.push(pick(SALT_SUBSTITUTE_FACTS.highK, l).replace('{k}', String(k)));
  else if (k !== null) lines.push(pick(SALT_SUBSTITUTE_FACTS.highKNoKidney, l).replace('{k}', String(k)));
  const against = kidney || drugs.length > 0 || adrenal || k !== null;
  if (against) {
    warnings.push({ kind: 'avoid_supplement', substance: 'potassium' });
  } else {
    lines.push(pick(SALT_SUBSTITUTE_FACTS.general, l));
  }
  const sources = [
    ...(against ? SALT_SUBSTITUTE_SOURCES : SALT_SUBSTITUTE_SOURCES.slice(2)),
    ...(adrenal ? [ADRENAL_SALT_SOURCE] : []),
  ];
  return {
    text: lines.join('\n\n') + sourceLine(sources.map((s) => s.ref).join('; '), l),
    suggestions: suggestionsFor(ctx, [], undefined),
    warnings,
    notes: against ? [{ id: 'salt-substitute', text: lines.slice(1).join('\n\n') }] : [],
  };
}
