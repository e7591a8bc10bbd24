/**
 * Conditions people live with (issue 31 §2): bariatric surgery, epilepsy, dysphagia, gestational
 * diabetes, gout and inflammatory bowel disease. Each condition the person ticks gives one finding in
 * the plan's language, its numbers read from knowledge/conditions.ts and its guideline as the reason.
 * Pure and total: odd numbers (a non-finite weight or lab) leave their part of the text out.
 */
import type { Locale, Reason } from '../contracts/common';
import type { Finding } from '../contracts/plan';
import {
  BARIATRIC,
  CONDITION_SOURCES as S,
  EPILEPSY_BONE_DRUGS,
  GESTATIONAL_DIABETES as GDM,
  GOUT,
  IBD,
} from '../knowledge/conditions';
import { roundTo } from '../units';

const finite = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

/** Conditions under which the plan gives no weight-loss energy deficit, whatever the goal. */
export { NO_DEFICIT_CONDITIONS } from '../knowledge/no-deficit';

/** Childbearing age for the folic acid pointer (the same span as the pregnancy-medicines rule). */
const CHILDBEARING = { min: 12, max: 50 } as const;

const PREGNANT = new Set(['pregnant_t1', 'pregnant_t2', 'pregnant_t3']);

/** Serum urate in µmol/L from a lab row in µmol/L, mg/dL or mmol/L (1 mg/dL = 59.48 µmol/L); null otherwise. */
export function urateUmolL(value: number, unit: string): number | null {
  if (!finite(value)) return null;
  const u = unit.replace('μ', 'µ');
  if (u === 'µmol/L' || u === 'umol/L') return value;
  if (u === 'mg/dL') return value * 59.48;
  if (u === 'mmol/L') return value * 1000;
  return null;
}

export interface LivingInput {
  locale: Locale;
  conditions: readonly string[];
  gender: 'male' | 'female';
  age: number;
  lifeStage: string;
  weightKg: number;
  /** Kidney disease (answered or by eGFR): protein is then the kidney team's, not a range here. */
  kidney: boolean;
  /** The person's medicines (dictionary ids) with their names in the plan's language. */
  medicines: readonly { id: string; name: string }[];
  /** Serum urate from the labs, if given. */
  urate?: { value: number; unit: string } | undefined;
  /** A raised CRP from the labs (mg/L), if given: with IBD, active inflammation. */
  raisedCrp?: number | undefined;
}

const reason = (condition: string, text: string, source: Reason['source']): Reason => ({
  kind: 'condition',
  ref: `conditions=${condition}`,
  text,
  source,
});

function bariatric(p: LivingInput): Finding {
  const zh = p.locale === 'zh-CN';
  const b = BARIATRIC;
  return {
    id: 'bariatric-surgery',
    severity: 'warning',
    text: zh
      ? `减重手术后需要终身补充：含铁的复合维生素（铁每天 ${b.ironMg.min}–${b.ironMg.max} 毫克，按手术方式和是否来月经由手术团队定）、维生素B12（口服每天 ${b.vitaminB12Ug.min}–${b.vitaminB12Ug.max} 微克）、钙每天 ${b.calciumMg.min}–${b.calciumMg.max} 毫克（选枸橼酸钙，分几次服用，不用碳酸钙：术后胃酸少，碳酸钙吸收差）、维生素D3 每天 ${b.vitaminD3Iu} IU（按血25-羟维生素D调整到 ${b.vitaminD25OhTargetNgMl} ng/mL 以上）、维生素B1（硫胺素）每天至少 ${b.thiamineMinMg} 毫克；具体剂量以手术团队的处方为准。蛋白质每天 ${b.proteinG.min}–${b.proteinG.max} 克（或按理想体重每公斤 ${b.proteinGPerKgIdeal} 克，听团队的）。少量多餐，每餐先吃鸡蛋、豆腐、鱼、瘦肉等蛋白质食物；喝水、喝汤与正餐间隔约 ${b.drinksApartMin} 分钟。每天吃多少能量由手术团队决定，本方案不再安排减重的热量缺口。按团队要求定期抽血查维生素和矿物质。如果反复呕吐、吃不下东西，请立即联系手术团队或去医院：需要尽快补充维生素B1，以防韦尼克脑病。`
      : `After bariatric surgery these supplements are lifelong: a complete multivitamin with iron (${b.ironMg.min}–${b.ironMg.max} mg iron a day, set by your surgical team by the operation and whether you menstruate), vitamin B12 (${b.vitaminB12Ug.min}–${b.vitaminB12Ug.max} µg by mouth a day), calcium ${b.calciumMg.min}–${b.calciumMg.max} mg a day (as calcium citrate in divided doses, not carbonate: after the operation there is little stomach acid to absorb carbonate), vitamin D3 ${b.vitaminD3Iu} IU a day (adjusted until blood 25(OH)D is above ${b.vitaminD25OhTargetNgMl} ng/mL) and thiamine (vitamin B1) at least ${b.thiamineMinMg} mg a day; your team's prescription sets the exact doses. Protein ${b.proteinG.min}–${b.proteinG.max} g a day (or ${b.proteinGPerKgIdeal} g per kg of ideal body weight if your team says so). Eat small meals and the protein part first (eggs, tofu, fish, lean meat); keep drinks about ${b.drinksApartMin} minutes apart from meals. Your surgical team sets how much energy you eat, so this plan adds no weight-loss calorie deficit. Have your vitamin and mineral blood tests as often as the team asks. If you vomit repeatedly or cannot keep food down, contact your surgical team or go to hospital now: you need thiamine urgently to prevent Wernicke's encephalopathy.`,
    reasons: [reason('bariatric_surgery', zh ? '减重手术后' : 'After bariatric surgery', S.asmbs2019)],
  };
}

/** With kidney disease the bariatric protein and calcium are agreed with the kidney team too. */
function bariatricKidney(p: LivingInput): string {
  if (!p.kidney) return '';
  return p.locale === 'zh-CN'
    ? '你同时有肾病：蛋白质、钙和维生素D的量请手术团队和肾内科医生一起定，本方案不按上面的数字提高。'
    : ' You also have kidney disease: protein, calcium and vitamin D are agreed between your surgical team and your kidney doctor, and this plan does not raise them to the figures above.';
}

function epilepsy(p: LivingInput): Finding {
  const zh = p.locale === 'zh-CN';
  const bone = p.medicines.filter((m) => (EPILEPSY_BONE_DRUGS as readonly string[]).includes(m.id));
  const parts: string[] = [
    zh
      ? '癫痫：抗癫痫药请按医嘱服用，不要自行停药或减量（可能诱发发作）；生酮饮食只能在癫痫专科团队指导下进行，不要自己尝试'
      : 'Epilepsy: take your antiseizure medicines as prescribed and never stop or cut them yourself (that can bring on seizures); a ketogenic diet is only done with your specialist epilepsy team, never on your own',
  ];
  if (bone.length > 0)
    parts.push(
      zh
        ? `${bone.map((m) => m.name).join('、')}长期服用会影响骨骼和维生素D：每天吃够奶类、豆制品等含钙食物，请医生查血维生素D，需要时按医生建议补充钙和维生素D`
        : `long-term ${bone.map((m) => m.name).join(', ')} can weaken bones and lower vitamin D: eat calcium-rich foods every day (dairy, tofu), ask your doctor to check your vitamin D, and take calcium and vitamin D if your doctor advises`,
    );
  else
    parts.push(
      zh
        ? '如果你长期服用卡马西平、苯妥英钠、苯巴比妥、扑米酮、奥卡西平或丙戊酸钠，这些药会影响骨骼和维生素D：吃够含钙食物，请医生查血维生素D，需要时按医生建议补充钙和维生素D'
        : 'if you take carbamazepine, phenytoin, phenobarbital, primidone, oxcarbazepine or valproate long term, they can weaken bones and lower vitamin D: eat enough calcium-rich foods, ask your doctor to check your vitamin D, and take calcium and vitamin D if your doctor advises',
    );
  if (p.gender === 'female' && p.age >= CHILDBEARING.min && p.age <= CHILDBEARING.max)
    parts.push(
      zh
        ? '可能怀孕的女性：服用抗癫痫药时备孕所需的叶酸剂量与一般人不同，见本方案中“可能影响胎儿的药物”一条；备孕前先和神经科医生商量用药'
        : 'if you could become pregnant: on antiseizure medicines the folic acid dose before pregnancy differs from the usual one — see the pregnancy and medicines note in this plan — and talk to your neurologist before trying for a baby',
    );
  return {
    id: 'epilepsy',
    severity: 'warning',
    text: `${parts.join(zh ? '；' : '; ')}${zh ? '。' : '.'}`,
    reasons: [
      reason('epilepsy', zh ? '癫痫' : 'Epilepsy', S.niceEpilepsy),
      ...bone.map((m): Reason => ({
        kind: 'medicine',
        ref: `drug:${m.id}`,
        text: zh ? `${m.name}：骨骼与维生素D` : `${m.name}: bone health and vitamin D`,
        source: S.niceEpilepsy,
      })),
    ],
  };
}

function dysphagia(p: LivingInput): Finding {
  const zh = p.locale === 'zh-CN';
  return {
    id: 'dysphagia',
    severity: 'warning',
    text: zh
      ? '吞咽困难：吃饭喝水时坐直，小口慢吃，一口咽下再吃下一口；食物要做得多软多细、饮料要不要增稠、增稠到哪一级（IDDSI分级），要由言语治疗师做吞咽评估后决定，不要自己猜。吃饭或喝水时咳嗽、呛到、声音发湿，或反复肺炎，请尽快请医生转诊做吞咽评估。不要为了减重少吃：吞咽困难容易营养不良和脱水，年纪大或体弱时更要吃够，本方案不安排减重的热量缺口。'
      : 'Swallowing difficulty: sit upright to eat and drink, take small bites and sips, and swallow each before the next; how soft or minced your food should be and whether drinks need thickening, and to which level (IDDSI), are set by a speech-language therapist after a swallow assessment — do not guess. If you cough, choke or sound gurgly when eating or drinking, or have had repeated chest infections, ask your doctor soon to refer you for a swallow assessment. Do not eat less to lose weight: swallowing problems easily lead to malnutrition and dehydration, above all in older or frail people, so this plan adds no weight-loss calorie deficit.',
    reasons: [reason('dysphagia', zh ? '吞咽困难' : 'Swallowing difficulty', S.iddsi)],
  };
}

/** The sentence on pills for someone with dysphagia, shown when the plan has supplements in it. */
export function dysphagiaSupplementsFinding(locale: Locale): Finding {
  const zh = locale === 'zh-CN';
  return {
    id: 'dysphagia-supplements',
    severity: 'info',
    text: zh
      ? '吞咽困难时的补充剂：优先选液体、粉剂或咀嚼片，尽量减少药片的种类和数量；缓释片、肠溶片不要压碎或掰开，胶囊不要打开，先问药师有没有其他剂型。'
      : 'Supplements with a swallowing difficulty: prefer liquids, powders or chewable tablets and as few pills as possible; do not crush or split modified-release or enteric-coated tablets or open capsules — ask your pharmacist about another form first.',
    reasons: [reason('dysphagia', zh ? '吞咽困难' : 'Swallowing difficulty', S.rpsCrushing)],
  };
}

function gestationalDiabetes(p: LivingInput): Finding {
  const zh = p.locale === 'zh-CN';
  const g = GDM;
  // Both guidelines, in one order: a plan read in the other language keeps its sources (language.test.ts).
  const sources = [S.gdm, S.gdmCn];
  if (!PREGNANT.has(p.lifeStage))
    return {
      id: 'gestational-diabetes',
      severity: 'warning',
      text: zh
        ? `你选了妊娠期糖尿病，但没有填正在怀孕：妊娠期糖尿病的饮食规则只在孕期适用，本方案没有按孕期计算。如果正在怀孕，请把“孕期/哺乳”一项改为对应孕期，方案会重新计算；如果是以前怀孕时得过，产后 ${g.postpartumTestWeeks.min}–${g.postpartumTestWeeks.max} 周要做口服葡萄糖耐量试验，之后每 ${g.screenEveryYears.min}–${g.screenEveryYears.max} 年查一次血糖，因为以后得2型糖尿病的风险更高。`
        : `You ticked gestational diabetes but did not say you are pregnant: its eating rules apply only in pregnancy, and this plan was not made for pregnancy. If you are pregnant, set your life stage to your trimester and the plan will be remade; if it was in a past pregnancy, have a glucose tolerance test ${g.postpartumTestWeeks.min}–${g.postpartumTestWeeks.max} weeks after the birth and a glucose test every ${g.screenEveryYears.min}–${g.screenEveryYears.max} years after that, because the risk of type 2 diabetes stays higher.`,
      reasons: sources.map((s) =>
        reason(
          'gestational_diabetes',
          zh ? '妊娠期糖尿病（未填孕期）' : 'Gestational diabetes, not pregnant',
          s,
        ),
      ),
    };
  return {
    id: 'gestational-diabetes',
    severity: 'warning',
    text: zh
      ? `妊娠期糖尿病：把主食分到 ${g.meals} 顿正餐和 ${g.snacks.min}–${g.snacks.max} 次加餐里，少量多餐；每天碳水化合物不少于 ${g.carbohydrateMinG} 克，不要不吃主食。白粥、稀饭和含糖饮料升血糖很快：主食选杂粮饭或杂粮粥（不要熬得太烂），和鸡蛋、豆腐、瘦肉等蛋白质一起吃；水果每天约 ${g.fruitG} 克，分两次在两餐之间吃。孕期不要节食减重，本方案不安排热量缺口；按产科或糖尿病团队的要求测血糖。`
      : `Gestational diabetes: spread your carbohydrate over ${g.meals} meals and ${g.snacks.min}–${g.snacks.max} snacks, small and regular; eat at least ${g.carbohydrateMinG} g of carbohydrate a day — do not cut out starchy foods. Rice porridge (congee) and sweet drinks raise blood glucose fast: choose mixed-grain rice or wholegrain porridge that is not cooked to a mush, and eat it with protein such as eggs, tofu or lean meat; have about ${g.fruitG} g of fruit a day in two portions between meals. Do not diet to lose weight in pregnancy (this plan adds no calorie deficit); check your blood glucose as your obstetric or diabetes team tells you.`,
    reasons: sources.map((s) =>
      reason('gestational_diabetes', zh ? '妊娠期糖尿病' : 'Gestational diabetes', s),
    ),
  };
}

function gout(p: LivingInput): Finding {
  const zh = p.locale === 'zh-CN';
  const g = GOUT;
  const parts: string[] = [
    zh
      ? `痛风：少喝酒，尤其是啤酒；少喝含糖饮料和果汁（果糖会升高尿酸）；少吃动物内脏和海鲜等高嘌呤食物。如在用降尿酸药，血尿酸目标是低于 ${g.urateTargetUmolL} µmol/L（${g.urateTargetMgDl} mg/dL）：调整药量期间每 ${g.retestWeeksTitrating.min}–${g.retestWeeksTitrating.max} 周查一次，达标后约每 ${g.retestMonthsAtTarget} 个月复查`
      : `Gout: limit alcohol, beer above all; limit sugary drinks and juice (fructose raises urate); eat less offal and seafood (high in purines). On urate-lowering medicine the target is a serum urate below ${g.urateTargetMgDl} mg/dL (${g.urateTargetUmolL} µmol/L): tested every ${g.retestWeeksTitrating.min}–${g.retestWeeksTitrating.max} weeks while the dose is adjusted, then about every ${g.retestMonthsAtTarget} months once at target`,
  ];
  const u = p.urate ? urateUmolL(p.urate.value, p.urate.unit) : null;
  const reasons: Reason[] = [
    reason('gout', zh ? '痛风' : 'Gout', S.acrGout),
    reason('gout', zh ? '痛风' : 'Gout', S.cnGout),
  ];
  if (u !== null) {
    const v = Math.round(u);
    const above = v >= g.urateTargetUmolL;
    parts.push(
      zh
        ? above
          ? `你的血尿酸 ${v} µmol/L，未低于目标，请和医生商量降尿酸治疗，并按时复查`
          : `你的血尿酸 ${v} µmol/L，已低于目标，继续按时复查`
        : above
          ? `your urate is ${v} µmol/L, not below the target: talk to your doctor about urate-lowering treatment and re-test on time`
          : `your urate is ${v} µmol/L, below the target: keep re-testing on time`,
    );
    reasons.push({
      kind: 'lab',
      ref: `lab:uricAcid=${roundTo(p.urate?.value ?? v, 2)}`,
      text: zh ? `血尿酸 ${v} µmol/L` : `Urate ${v} µmol/L`,
      source: S.acrGout,
    });
  }
  return {
    id: 'gout',
    severity: 'warning',
    text: `${parts.join(zh ? '；' : '; ')}${zh ? '。' : '.'}`,
    reasons,
  };
}

function ibd(p: LivingInput): Finding {
  const zh = p.locale === 'zh-CN';
  const r = IBD.activeProteinGPerKg;
  const w = finite(p.weightKg) && p.weightKg > 0 ? p.weightKg : null;
  const protein = p.kidney
    ? zh
      ? '蛋白质的量请与肾内科医生商定'
      : 'agree your protein with your kidney team'
    : p.raisedCrp !== undefined && w !== null
      ? zh
        ? `你的C反应蛋白 ${roundTo(p.raisedCrp, 1)} mg/L 升高，提示炎症活动：蛋白质按活动期每天约 ${r.min}–${r.max} 克/千克体重（你约 ${Math.round(r.min * w)}–${Math.round(r.max * w)} 克），方案的蛋白质目标已按此设定；炎症控制后按一般需要即可`
        : `your CRP of ${roundTo(p.raisedCrp, 1)} mg/L is raised, a sign of active inflammation: protein as in active disease, about ${r.min}–${r.max} g per kg a day (about ${Math.round(r.min * w)}–${Math.round(r.max * w)} g for you), and the plan's protein target is set to it; the usual amount once the inflammation settles`
      : w !== null
        ? zh
          ? `发作（活动期）时蛋白质每天约 ${r.min}–${r.max} 克/千克体重（你约 ${Math.round(r.min * w)}–${Math.round(r.max * w)} 克），缓解期按一般需要即可`
          : `in a flare (active disease) protein is about ${r.min}–${r.max} g per kg a day (about ${Math.round(r.min * w)}–${Math.round(r.max * w)} g for you), and the usual amount in remission`
        : zh
          ? `发作（活动期）时蛋白质每天约 ${r.min}–${r.max} 克/千克体重，缓解期按一般需要即可`
          : `in a flare (active disease) protein is about ${r.min}–${r.max} g per kg a day, and the usual amount in remission`;
  return {
    id: 'ibd',
    severity: 'warning',
    text: zh
      ? `炎症性肠病：${protein}。补铁时口服铁每天不超过 ${IBD.oralIronMaxMg} 毫克元素铁；口服铁吃不消（胃肠反应重）或病情活动时，医生可能改为静脉补铁，由消化科医生决定。请医生定期查维生素D、铁和维生素B12，偏低时按医生建议补充。如果有肠道狭窄或以前有过肠梗阻，不要吃生蔬菜、沙拉、果皮、种子、坚果和整粒豆类：蔬果煮软、去皮去籽、细嚼慢咽，按消化科医生定的少渣饮食吃。`
      : `Inflammatory bowel disease: ${protein}. Oral iron, if you need it, is no more than ${IBD.oralIronMaxMg} mg of elemental iron a day; if you cannot tolerate oral iron or the disease is active, your doctor may give iron by drip instead — your gastroenterologist decides. Ask for vitamin D, iron and B12 to be checked regularly, and take them as your doctor advises if they are low. With a stricture (a narrowing) or a past blockage, avoid raw vegetables, salads, skins, seeds, nuts and whole legumes: eat vegetables and fruit cooked soft, peeled and without seeds, chew well, and follow the low-residue diet your gastroenterologist sets.`,
    reasons: [
      reason('ibd', zh ? '炎症性肠病' : 'Inflammatory bowel disease', S.espenIbd),
      ...(p.raisedCrp !== undefined && !p.kidney
        ? [
            {
              kind: 'lab' as const,
              ref: `lab:crp=${roundTo(p.raisedCrp, 1)}`,
              text: zh
                ? `C反应蛋白 ${roundTo(p.raisedCrp, 1)} mg/L（升高）`
                : `CRP ${roundTo(p.raisedCrp, 1)} mg/L (raised)`,
              source: S.espenIbd,
            },
          ]
        : []),
    ],
  };
}

/** The findings of the conditions people live with that the person ticked, in a fixed order. */
export function livingConditionFindings(p: LivingInput): Finding[] {
  const has = (c: string) => p.conditions.includes(c);
  const out: Finding[] = [];
  if (has('bariatric_surgery')) {
    const f = bariatric(p);
    out.push({ ...f, text: `${f.text}${bariatricKidney(p)}` });
  }
  if (has('gestational_diabetes') && p.gender === 'female') out.push(gestationalDiabetes(p));
  if (has('epilepsy')) out.push(epilepsy(p));
  if (has('dysphagia')) out.push(dysphagia(p));
  if (has('gout')) out.push(gout(p));
  if (has('ibd')) out.push(ibd(p));
  return out;
}

/**
 * After bariatric surgery the calcium is citrate, never carbonate: when the shop has no citrate
 * product at the recommended dose, the plan says so instead of offering another form.
 */
export function bariatricCalciumProductFinding(p: { locale: Locale; calciumDoseMg: number }): Finding {
  const zh = p.locale === 'zh-CN';
  const dose = Math.round(p.calciumDoseMg);
  return {
    id: 'bariatric-calcium-product',
    severity: 'info',
    text: zh
      ? `钙每天补 ${dose} 毫克请选枸橼酸钙，分几次服用；商城里没有剂量合适的枸橼酸钙产品，所以这里不配产品，也不推荐碳酸钙（减重手术后吸收差）。`
      : `Take the ${dose} mg of calcium a day as calcium citrate, in divided doses; the shop has no calcium citrate product at this dose, so none is offered here, and calcium carbonate is not recommended (poorly absorbed after bariatric surgery).`,
    reasons: [
      reason(
        'bariatric_surgery',
        zh ? '减重手术后：枸橼酸钙' : 'After bariatric surgery: calcium citrate',
        S.asmbs2019,
      ),
    ],
  };
}
