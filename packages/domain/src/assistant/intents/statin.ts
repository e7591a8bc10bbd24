/**
 * Statins, muscle aches and CoQ10 (issue 15 §7): muscle symptoms on a statin go to the prescriber
 * (never "stop it yourself"); dark urine or severe weakness is urgent (the red-flag detector answers
 * those before this); CoQ10 has mixed evidence and is a question for the prescriber too.
 */
import { pick, type Bilingual, type Source } from '../../contracts/common';
import { drugById, taboosFor, type Drug } from '../../interactions';
import type { MedicineTaboo } from '../../contracts/plan';
import { interactionWarning } from '../safety';
import { STATIN_CK_SOURCE, type LabDrugNote } from '../../knowledge/lab-markers';
import { labDrugNotes } from '../../labs';
import { findDrugs, findSubstances } from '../entities';
import { L } from '../format';
import type { FollowUp } from '../followups';
import { normaliseQuestion } from '../lexicon';
import { drugName, planDoses, Q, sourceLine, type Ctx, type Draft } from './shared';

const STATIN_WORDS =
  /他汀|降脂药|降血脂的药|调脂药|\bstatins?\b|\bcholesterol (pill|med|medicine|medication|drug)s?\b/;
/** Muscle symptoms, by meaning, in both languages and colloquial forms. */
export const MUSCLE_SYMPTOMS = [
  /肌肉[^，。,.不没]{0,4}(痛|疼|酸|无力|抽筋|僵)|(腿|胳膊|手臂|大腿|小腿|肩膀|背|浑身|全身|四肢)[^，。,.不没]{0,3}(酸痛|疼|痛|酸|没劲|无力|发软)|肌痛|肌肉酸|抽筋|腿软/,
  /\bmuscles?\b[^.?!]{0,20}\b(ache|aches|aching|pain|painful|sore|hurt|hurts|hurting|cramp|cramps|weak|weakness|stiff)\b|\b(legs?|arms?|thighs?|calves|shoulders?|back|body)\b[^.?!]{0,12}\b(ache|aches|aching|hurt|hurts|hurting|sore|cramp|cramps|cramping|weak)\b|\bmyalgia\b|\bsore muscles\b|\baching all over\b|\bachy\b/,
] as const;
/**
 * Aches said to be absent ("he doesn't have any muscle aches", "没有肌肉酸痛"): CoQ10 asked about as a habit, not a
 * symptom to report (blind answer round 47, en-074, a neighbour answer).
 */
const ACHES_DENIED =
  /(没有|没|不|无|未)(出现|有|感到|觉得|见)?[^，。,.！？]{0,3}(肌肉|肌痛|腿|浑身|全身)[^，。,.！？]{0,4}(酸痛|疼|痛|酸|无力|抽筋)?|\b(no|without|not any|never had|never gets?|not (having|getting)|(doesn'?t|don'?t|didn'?t|hasn'?t|haven'?t|isn'?t|aren'?t) (have|get|got|had|having|getting|feel|felt|notice|noticed)?)\b( any| much| a)?( \w+)?( muscle)? (aches?|aching|pains?|soreness|cramps?|weakness|problems?|issues?|side[- ]effects?|symptoms?)\b/g;
const achesSaid = (t: string) => MUSCLE_SYMPTOMS.some((re) => re.test(t.replace(ACHES_DENIED, ' ')));
const COQ10 = (t: string) => findSubstances(t).includes('coq10') || /辅酶|\bco-?q-?10\b|\bubiquin/.test(t);

function statinsIn(ctx: Ctx): Drug[] {
  const named = findDrugs(ctx.text).filter((d) => d.classes.includes('statin'));
  if (named.length) return named;
  const own = ctx.medicines
    .map((id) => drugById(id))
    .filter((d): d is Drug => !!d?.classes.includes('statin'));
  return own;
}

/** A statin (named, by class word, or one the user takes) together with muscle symptoms or CoQ10. */
export function isStatinMuscleQuestion(text: string, medicines: readonly string[]): boolean {
  const t = normaliseQuestion(text);
  const statin =
    STATIN_WORDS.test(t) ||
    findDrugs(text).some((d) => d.classes.includes('statin')) ||
    medicines.some((id) => drugById(id)?.classes.includes('statin'));
  if (!statin) return false;
  return achesSaid(t) || COQ10(t);
}

/** What CoQ10 is and the doses studied (B11): read by the supplement dose answer and the statin answer. */
export const COQ10_DOSE_FACT: { text: Bilingual; source: Source } = {
  text: {
    zh: '辅酶Q10不是必需营养素（人体自己能合成），**没有推荐摄入量，也没有设定可耐受最高摄入量**。研究他汀相关肌肉症状的试验大多用每天100–200毫克，随含油脂的餐服用；效果证据不一致，美国心脏协会/美国心脏病学会2018年血脂指南不推荐常规使用。它可能减弱华法林的效果，也可能让降压药、降糖药的作用叠加。',
    en: 'CoQ10 is not an essential nutrient (the body makes it), so **there is no recommended intake and no upper limit set**. Trials for statin muscle symptoms mostly used 100–200 mg a day with a meal containing fat; the evidence is mixed and the 2018 AHA/ACC cholesterol guideline does not recommend it routinely. It may weaken warfarin and may add to blood-pressure or blood-sugar lowering medicines.',
  },
  source: {
    ref: 'NCCIH, Coenzyme Q10 (2023): no established intake, may make warfarin less effective; Qu H et al. J Am Heart Assoc 2018;7:e009835 (trials mostly 100–200 mg/day); Banach M et al. Mayo Clin Proc 2015;90:24; 2018 AHA/ACC Guideline on the Management of Blood Cholesterol',
    url: 'https://www.nccih.nih.gov/health/coenzyme-q10',
  },
};

/** "怎么吃", "how do I take it", "how much": the CoQ10 doses studied are said, not only the evidence. */
const HOW_TO_TAKE =
  /怎么吃|如何吃|怎么服|吃多少|用量|剂量|一天几|每天几|\bhow (do|should|would) i take\b|\bhow (much|many)\b|\bwhat dose\b|\bdosage\b|\bhow to take\b/;

export const STATIN_MUSCLE: {
  prescriber: Bilingual;
  urgent: Bilingual;
  coq10: Bilingual;
  source: Source;
} = {
  prescriber: {
    zh: '**吃他汀出现肌肉酸痛、无力，请尽快（几天内）告诉给你开药的医生，不要自行停药或减量。** 这类症状比较常见，医生可以查肌酸激酶（CK）、甲状腺功能和维生素D，必要时调整剂量或换药；大多数人调整后可以继续用药，保护心血管。',
    en: '**Tell the doctor who prescribed your statin about the muscle aches or weakness soon (within a few days), and do not stop or cut the statin on your own.** These symptoms are common; the prescriber can check a CK blood test, thyroid function and vitamin D, and change the dose or the statin — most people can stay protected on a statin after an adjustment.',
  },
  urgent: {
    zh: '如果肌肉剧痛、明显无力，或者尿色变深（浓茶色、酱油色、可乐色）、发热，可能是少见但严重的横纹肌溶解：**请当天就医或拨打120**。',
    en: 'If the pain is severe, you are clearly weak, or your urine turns dark (tea- or cola-coloured) or you have a fever, it may be rare but serious muscle breakdown (rhabdomyolysis): **see a doctor today or call 911**.',
  },
  coq10: {
    zh: '关于辅酶Q10：证据不一致。一项2015年荟萃分析（6项随机对照试验）未见其改善他汀相关肌肉症状，2018年另一项荟萃分析（12项试验）报告有一定改善；美国心脏协会/美国心脏病学会2018年血脂指南不推荐常规用辅酶Q10处理他汀肌肉症状。它本身一般耐受良好，如想尝试，请先和开药医生商量（服用华法林的人尤其要先问，辅酶Q10可能减弱华法林效果），不要用它代替就医。',
    en: 'About CoQ10: the evidence is mixed. A 2015 meta-analysis (6 randomised trials) found no benefit for statin muscle symptoms; a 2018 meta-analysis (12 trials) reported some improvement; the 2018 AHA/ACC cholesterol guideline does not recommend CoQ10 routinely for statin muscle symptoms. It is usually well tolerated, so if you want to try it, ask your prescriber first (especially if you take warfarin, whose effect CoQ10 can weaken) — and not instead of having the aches checked.',
  },
  source: {
    ref: 'FDA prescribing information for statins (e.g. Lipitor/atorvastatin §5.1 Myopathy and Rhabdomyolysis: report unexplained muscle pain, tenderness or weakness promptly, especially with malaise or fever); NLA Scientific Statement on Statin Intolerance (Cheeley et al., J Clin Lipidol 2022); 2018 AHA/ACC Guideline on the Management of Blood Cholesterol (Grundy et al.), statin safety: CoQ10 not recommended for routine use; Banach et al., Mayo Clin Proc 2015;90:24 (meta-analysis, no benefit); Qu et al., J Am Heart Assoc 2018;7:e009835 (meta-analysis, improvement)',
    url: 'https://www.accessdata.fda.gov/drugsatfda_docs/label/2022/020702s079lbl.pdf',
  },
};

/** A raised CK in the plan, with the statin notes for its multiple of the upper limit. */
function planCk(ctx: Ctx, statins: readonly Drug[]): { line: string; notes: LabDrugNote[] } | null {
  const m = ctx.plan?.reportAnalysis?.markers.find((x) => x.key === 'ck' && x.flag === 'high');
  if (!m) return null;
  const ids = [...new Set([...statins.map((d) => d.id), ...ctx.medicines])];
  const notes = labDrugNotes('ck', 'high', ids, { value: m.value, refHigh: m.refHigh });
  const upper =
    m.refHigh === null
      ? ''
      : L(ctx.locale, `（上限 ${m.refHigh} ${m.unit}）`, ` (upper limit ${m.refHigh} ${m.unit})`);
  return {
    line: L(
      ctx.locale,
      `**你方案里的肌酸激酶（CK）是 ${m.value} ${m.unit}，高于参考范围${upper}。**`,
      `**The creatine kinase (CK) in your plan is ${m.value} ${m.unit}, above the range${upper}.**`,
    ),
    notes,
  };
}

/**
 * A medicine beside the statin that raises its level (ciclosporin with atorvastatin or simvastatin,
 * amiodarone or amlodipine with simvastatin): the medicine × medicine rows among the person's medicines
 * and those the question names, with a statin on one side (eleventh clinician review, zh P1 finding 2).
 */
function statinRaisingPairs(ctx: Ctx, statins: readonly Drug[]): MedicineTaboo[] {
  const ids = [
    ...new Set([...ctx.medicines, ...findDrugs(ctx.text).map((d) => d.id), ...statins.map((d) => d.id)]),
  ];
  if (ids.length < 2) return [];
  const isStatin = (id: string) => drugById(id)?.classes.includes('statin') === true;
  return taboosFor({ medicines: ids, substances: [], doses: planDoses(ctx.plan) }, ctx.locale).filter(
    (t) => t.kind === 'drug_interaction' && (isStatin(t.drugId) || isStatin(t.target)),
  );
}

/** Muscle symptoms on a statin whose level another medicine raises: the prescriber today, not in days. */
const STATIN_RAISED_TODAY: Bilingual = {
  zh: '**你同时在吃会升高他汀血药浓度的药，新出现的肌肉酸痛、无力请今天就告诉开药的医生（或药师），查肌酸激酶（CK），不要自行停药或减量。** 尿色变深（浓茶色、酱油色、可乐色）、肌肉剧痛或明显无力，请立即就医。',
  en: '**You also take a medicine that raises the level of your statin, so tell your prescriber (or pharmacist) about new muscle aches or weakness today and ask for a CK blood test; do not stop or cut either medicine on your own.** Dark (tea- or cola-coloured) urine, severe muscle pain or marked weakness need urgent care now.',
};

export function statinMuscle(ctx: Ctx): Draft {
  const l = ctx.locale;
  const t = normaliseQuestion(ctx.text);
  const symptoms = achesSaid(t);
  const statins = statinsIn(ctx);
  const name = statins[0] ? drugName(statins[0], l) : L(l, '他汀', 'a statin');
  const lines = [
    L(l, `**你在服用${name}。**`, `**You take ${name}.**`),
    pick(STATIN_MUSCLE.prescriber, l),
    pick(STATIN_MUSCLE.urgent, l),
  ];
  // The plan's own CK, raised: what it means on a statin, as the plan's finding says it (seventh
  // clinician review of 2026-11-26, zh P3 and en C: CK 420/450 U/L on simvastatin with aching legs).
  const ck = planCk(ctx, statins);
  const refs = [STATIN_MUSCLE.source.ref];
  if (ck) {
    lines.splice(1, 0, ck.line, ...ck.notes.map((n) => `**${pick(n.text, l)}**`));
    refs.push(STATIN_CK_SOURCE.ref);
  }
  if (!symptoms) {
    lines[1] = L(
      l,
      '**他汀期间如果出现肌肉酸痛或无力，请告诉开药医生，不要自行停药。**',
      '**If you get muscle aches or weakness on a statin, tell your prescriber; do not stop it on your own.**',
    );
  }
  // A medicine that raises the statin's level: the pair leads, and aches go to the prescriber today.
  const raising = symptoms ? statinRaisingPairs(ctx, statins) : [];
  if (raising.length > 0) {
    // In place of the 'within a few days' and urgent lines, wherever the plan's CK put them.
    const at = lines.indexOf(pick(STATIN_MUSCLE.prescriber, l));
    const kept = lines.filter(
      (x) => x !== pick(STATIN_MUSCLE.prescriber, l) && x !== pick(STATIN_MUSCLE.urgent, l),
    );
    kept.splice(
      at < 0 ? 1 : at,
      0,
      pick(STATIN_RAISED_TODAY, l),
      ...raising.map((p) => interactionWarning(p, l)),
    );
    lines.splice(0, lines.length, ...kept);
    refs.push(...new Set(raising.map((p) => p.source.ref)));
  }
  // CoQ10 asked about with no aches: whether it does anything leads, the aches rule after it.
  if (COQ10(t) && !symptoms && !ck)
    lines.splice(
      1,
      0,
      L(
        l,
        '**没有肌肉酸痛时，辅酶Q10没有要治的症状：没有可靠证据表明提前吃能预防他汀引起的肌肉症状，所以不吃也可以（它是补充剂，不是处方药）；保护心脏靠的是他汀本身，他汀照常吃。**',
        '**With no muscle aches, CoQ10 has nothing to treat: there is no good evidence that taking it in advance prevents statin muscle symptoms, so it is reasonable to stop buying it (it is a supplement, not a prescribed medicine); the statin is what protects the heart, so keep taking that.**',
      ),
      pick(STATIN_MUSCLE.coq10, l),
    );
  else if (COQ10(t) || (symptoms && raising.length === 0)) lines.push(pick(STATIN_MUSCLE.coq10, l));
  // "辅酶Q10怎么吃？" (seventh clinician review of 2026-11-26, zh P3 Q3): the doses studied, with a meal.
  if (COQ10(t) && HOW_TO_TAKE.test(t)) {
    lines.push(pick(COQ10_DOSE_FACT.text, l));
    refs.push(COQ10_DOSE_FACT.source.ref);
  }
  const ask: FollowUp = {
    kind: 'interaction',
    text: L(l, `我在吃${name}，补充剂要注意什么？`, `I take ${name}. What should I watch with supplements?`),
  };
  return {
    text: lines.join('\n\n') + sourceLine(refs.join('; '), l),
    suggestions: [ask, Q.plan(l), Q.foods('vitaminD', l)],
    warnings: [{ kind: 'tell_prescriber', substance: 'coq10' }],
    notes: [
      {
        id: 'statin-prescriber',
        text: raising.length > 0 ? pick(STATIN_RAISED_TODAY, l) : pick(STATIN_MUSCLE.prescriber, l),
      },
      { id: 'statin-urgent', text: pick(STATIN_MUSCLE.urgent, l) },
    ],
  };
}
