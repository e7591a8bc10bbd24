/**
 * "Should I lower / raise my dose of <a prescribed high-risk medicine> myself?" (eighteenth clinician
 * review, zh M1: 「我肌酐132，泰毕全110的量要不要自己减一减？」 got only a danshen interaction text). The answer
 * is always "do not change it yourself; the prescriber decides", with the reason the medicine's rule gives
 * (what sets the dose, what a change on one's own risks) and, for dabigatran, the person's medicines that
 * raise its level. Read before the lab reader: a value said in passing (肌酐132) is the reason asked about,
 * not the question. Psychiatric medicines and clozapine keep their own texts (medicines.ts, faq rows).
 */
import { pick, type Bilingual, type Source } from '../../contracts/common';
import { drugById, type Drug, type DrugClass } from '../../interactions';
import { QSYMIA_LABEL } from '../../knowledge/drug-interactions';
import { findDrugs, findSubstances } from '../entities';
import { normaliseQuestion } from '../lexicon';
import { sourceLine, suggestionsFor, type Ctx, type Draft } from './shared';
import { medicineTopicOf } from './medicines';

/** A change of dose one would make oneself, or asks whether to make. */
const OWN_CHANGE =
  /(自己|自行|私自|擅自|偷偷)[^，。？！?]{0,12}(减|加量|加一|加点|少吃|多吃|掰)|(要不要|能不能|可不可以|该不该|需不需要|用不用|是不是该|是否)[^，。？！?]{0,8}(减|加量|加一|加点|少吃|多吃)|减一减|减点|减量|减半|加量|加一加|\b(should|can|could|may|shall) (i|we|he|she)\b[^.?!]{0,40}\b(lower|reduce|cut|decrease|halve|raise|increase|double)\b|\b(lower|lowering|reduce|reducing|cut|cutting|decrease|halve|halving|raise|increase|increasing|double)\b[^.?!]{0,40}\b(myself|on my own|by myself|without asking)\b|\b(is it ok|would it be ok|is it safe|i want|i'?m thinking|thinking about|planning) to (lower|reduce|cut|decrease|halve|raise|increase|double)\b/;

/** Cutting something that is not the medicine: smoking, drinking, a food. */
const NOT_THE_MEDICINE = /烟|酒|咖啡|\bsmok\w*|\bcig\w*|\bvap\w*|\bdrink\w*|\balcohol\b|\bcoffee\b/;
/** A pregnancy or trying for one: the pregnancy rows of each medicine say what happens to the dose. */
const PREGNANCY = /怀孕|备孕|孕期|怀上|要孩子|\bpregnan\w*|\btrying for a baby\b|\bconceiv\w*/;

/** Medicines that raise dabigatran through P-glycoprotein (Pradaxa SmPC §4.5). */
const DABIGATRAN_RAISERS = [
  'amiodarone',
  'dronedarone',
  'verapamil',
  'quinidine',
  'clarithromycin',
  'ketoconazole',
  'itraconazole',
  'ticagrelor',
];

interface DoseRule {
  id: string;
  /** Dictionary ids the rule is for. */
  drugs?: readonly string[];
  /** Drug-table classes the rule is for. */
  classes?: readonly DrugClass[];
  /** `{drug}`: the medicine's name; `{raisers}`: the dabigatran raisers sentence, when any. */
  text: Bilingual;
  source: Source;
}

const EHRA_2021 =
  'Steffel J et al. 2021 European Heart Rhythm Association practical guide on the use of non-vitamin K antagonist oral anticoagulants in patients with atrial fibrillation. Europace 2021;23:1612–1676 (dose reduction only by the label’s criteria; inappropriate under-dosing raises stroke risk)';

/** In order: the first rule for the medicine asked about answers. */
const DOSE_RULES: readonly DoseRule[] = [
  {
    id: 'own-dose-dabigatran',
    drugs: ['dabigatran'],
    text: {
      zh: '**不要自己减{drug}的量，也不要自己加量：剂量要由开药的心内科医生来定。** 医生按肾功能（肌酐清除率，是用肌酐、年龄和体重算出来的，不是只看肌酐一个数）、年龄、出血风险和合用的药来决定用多少{raisers}。自己减量会让预防中风的作用不够，增加中风风险。请带着这次的肌酐结果，尽快（这几天内）问开药医生或药师；在医生答复之前，照原来的剂量按时吃。出现黑便、呕血、尿血或止不住的出血，请立即就医。',
      en: '**Do not lower the {drug} dose yourself, nor raise it: the cardiologist who prescribes it decides the dose.** It is set from your kidney function (creatinine clearance, worked out from the creatinine with your age and weight — not the creatinine alone), your age, your bleeding risk and the other medicines you take{raisers}. Cutting it on your own leaves you less protected and raises the risk of a stroke. Take this creatinine result to the prescriber or a pharmacist soon (within days); until they answer, keep taking your usual dose on time. Black stools, vomiting blood, blood in the urine or bleeding that will not stop need a doctor at once.',
    },
    source: {
      ref: `${EHRA_2021}; Pradaxa (dabigatran etexilate) SmPC §4.2 (dose by creatinine clearance, age 80 and over, bleeding risk; verapamil) and §4.5 (P-gp inhibitors: amiodarone raises dabigatran exposure about 1.6-fold, dronedarone, verapamil, clarithromycin, ketoconazole; cited from memory); 达比加群酯胶囊（泰毕全）说明书【用法用量】【药物相互作用】（章节凭记忆）`,
      url: 'https://www.ema.europa.eu/en/medicines/human/EPAR/pradaxa',
    },
  },
  {
    id: 'own-dose-noac',
    drugs: ['apixaban', 'rivaroxaban', 'edoxaban'],
    text: {
      zh: '**不要自己减{drug}的量，也不要自己加量：剂量要由开药医生来定。** 这类抗凝药的剂量按肾功能（肌酐清除率）、年龄、体重、出血风险和合用的药来定，只有符合说明书条件时才减量；自己减量会让预防中风或血栓的作用不够。有新的化验结果或担心出血，请尽快（这几天内）问开药医生或药师；在医生答复之前，照原来的剂量按时吃。出现黑便、呕血或止不住的出血，请立即就医。',
      en: '**Do not lower the {drug} dose yourself, nor raise it: the prescriber decides the dose.** It is set from your kidney function (creatinine clearance), age, weight, bleeding risk and other medicines, and lowered only when the label’s criteria are met; a dose cut on your own leaves you less protected against a stroke or clot. With a new test result or a worry about bleeding, ask the prescriber or a pharmacist soon (within days); until then keep taking your usual dose on time. Black stools, vomiting blood or bleeding that will not stop need a doctor at once.',
    },
    source: {
      ref: `${EHRA_2021}; Eliquis (apixaban), Xarelto (rivaroxaban) and Lixiana/Savaysa (edoxaban) SmPC §4.2 (dose-reduction criteria)`,
      url: 'https://academic.oup.com/europace/article/23/10/1612/6247378',
    },
  },
  {
    id: 'own-dose-warfarin',
    // Warfarin and the other vitamin K antagonists (acenocoumarol): the dose follows the INR.
    classes: ['vitamin_k_antagonist'],
    text: {
      zh: '**不要自己改{drug}的剂量：剂量由抗凝门诊或开药医生按INR来调。** INR偏高或偏低、吃的东西或别的药变了，都请先告诉抗凝门诊，由他们决定要不要改、改多少；自己改量容易让INR忽高忽低，增加出血或血栓的风险。',
      en: '**Do not change the {drug} dose yourself: your anticoagulation clinic or prescriber adjusts it by your INR.** If the INR is high or low, or your diet or other medicines change, tell the clinic first and let them decide; changing it on your own makes the INR swing and raises the risk of bleeding or a clot.',
    },
    source: {
      ref: 'Coumadin (warfarin sodium) US prescribing information §2 (dose individualised by INR) and Medication Guide (do not change your dose unless your healthcare provider tells you to)',
      url: 'https://packageinserts.bms.com/pi/pi_coumadin.pdf',
    },
  },
  {
    id: 'own-dose-insulin',
    classes: ['insulin'],
    text: {
      zh: '**不要自己大幅减{drug}或加量：剂量要和糖尿病医生或团队一起定。** 医生会看你的血糖记录、吃饭和运动情况来调；如果反复低血糖、吃得比平时少很多或生病吃不下饭，请今天就联系他们，问清楚这几天怎么调。1型糖尿病停用胰岛素，哪怕一天，也可能发生酮症酸中毒。',
      en: '**Do not make big cuts to {drug} or raise it on your own: the dose is set with your diabetes doctor or team.** They adjust it from your glucose readings, meals and activity; with repeated lows, eating much less than usual or being ill and unable to eat, call them today for how to adjust it for now. With type 1 diabetes, going without insulin even for a day can lead to ketoacidosis.',
    },
    source: {
      ref: 'American Diabetes Association. Standards of Care in Diabetes—2025, §6 (hypoglycaemia: re-evaluate the regimen with the care team) and §9 (insulin); NICE NG17 Type 1 diabetes in adults (2015, updated 2022): sick-day rules, never stop insulin',
      url: 'https://diabetesjournals.org/care/issue/48/Supplement_1',
    },
  },
  {
    // Forty-seventh clinician review (en M3): Qsymia holds topiramate, an antiepileptic by class, but its dose is the
    // weight clinic's, not a neurologist's; its label tapers only the top dose (seizure risk).
    id: 'own-dose-qsymia',
    drugs: ['phentermine-topiramate'],
    text: {
      zh: '**不要自己改{drug}的剂量，加量、减量都由开药的医生（减重门诊）定。** 说明书的剂量是一步一步加上去的；最高剂量15/92要减下来时，也要按说明书隔天吃一粒、至少1周，因为这个剂量一下子断掉可能诱发癫痫发作。手脚发麻、心慌、失眠或情绪低落，请这几天内问开药医生或药师；可能怀孕了，今天就联系开药医生。',
      en: '**Do not change the {drug} dose yourself, up or down: the prescriber (your weight clinic) sets it.** The label raises the dose step by step, and the top dose, 15/92 mg, comes down only as the label sets — one capsule every other day for at least a week — because stopping it all at once can bring on a seizure. Tingling, a racing heart, poor sleep or low mood: ask the prescriber or a pharmacist within days; if you might be pregnant, call the prescriber today.',
    },
    source: QSYMIA_LABEL,
  },
  {
    id: 'own-dose-antiepileptic',
    classes: ['antiepileptic'],
    text: {
      zh: '**不要自己减{drug}的量，也不要自己加量：剂量由神经科医生来调。** 抗癫痫药一下子减量或停掉，可能诱发发作，甚至持续发作；需要调整时，医生会一步一步慢慢改。有副作用或别的担心，请尽快问神经科医生或药师。',
      en: '**Do not lower the {drug} dose yourself, nor raise it: your neurologist adjusts the dose.** Cutting or stopping an antiseizure medicine suddenly can bring on seizures, even a prolonged one; when a change is needed, the doctor makes it step by step. With side effects or other worries, ask the neurologist or a pharmacist soon.',
    },
    source: {
      ref: 'NICE NG217 Epilepsies in children, young people and adults (2022), 1.10 withdrawal of antiseizure medication (gradual, under specialist supervision); antiepileptic labels §2/§5 (do not withdraw abruptly: risk of seizures and status epilepticus)',
      url: 'https://www.nice.org.uk/guidance/ng217',
    },
  },
  {
    id: 'own-dose-lithium',
    drugs: ['lithium'],
    text: {
      zh: '**不要自己改{drug}的剂量：剂量由精神科医生按血锂浓度来定。** 每次改量后大约5到7天要复查血锂；自己减量或停药，情绪可能复发，自己加量可能中毒。有手抖加重、腹泻呕吐、走路不稳或意识糊涂，请当天就医。',
      en: '**Do not change the {drug} dose yourself: your psychiatrist sets it by your lithium level.** Each change is followed by a level about 5 to 7 days later; cutting or stopping it on your own can bring the illness back, and raising it can be toxic. A worse tremor, diarrhoea or vomiting, unsteadiness or confusion need a doctor the same day.',
    },
    source: {
      ref: 'NICE CG185 Bipolar disorder (2014, updated 2023), 1.10 lithium: a level a week after each dose change; BNF, Lithium (monitoring; do not stop abruptly)',
      url: 'https://www.nice.org.uk/guidance/cg185',
    },
  },
  {
    id: 'own-dose-immunosuppressant',
    classes: ['immunosuppressant', 'calcineurin_inhibitor'],
    text: {
      zh: '**不要自己减{drug}的量，也不要自己加量：剂量由开这个药的专科医生按血药浓度和化验来定。** 自己减量可能让原来的病复发，器官移植后还可能引起排斥反应。担心副作用或化验结果（包括血药浓度偏高），请这几天内联系开药医生。',
      en: '**Do not lower the {drug} dose yourself, nor raise it: the specialist who prescribes it sets the dose from blood levels and tests.** A cut made on your own can bring the disease back, or rejection after an organ transplant. With a worry about side effects or a result (a level above its range included), contact the prescriber within days.',
    },
    source: {
      ref: 'KDIGO Clinical Practice Guideline for the Care of Kidney Transplant Recipients (2009), ch. 5 (immunosuppressive medication levels; non-adherence and rejection); Prograf (tacrolimus) US prescribing information §2 (dose by trough level)',
      url: 'https://kdigo.org/guidelines/transplant-recipient/',
    },
  },
  {
    id: 'own-dose-thyroid',
    classes: ['thyroid_hormone'],
    text: {
      zh: '**不要自己改{drug}的剂量：剂量由医生按促甲状腺激素（TSH）来调。** 改量后大约6到8周复查TSH；心慌、手抖、失眠或特别怕冷乏力，请尽快联系开药医生。',
      en: '**Do not change the {drug} dose yourself: your doctor adjusts it by your TSH.** A TSH test follows about 6 to 8 weeks after a change; palpitations, tremor, poor sleep, or feeling very cold and tired are reasons to contact the prescriber soon.',
    },
    source: {
      ref: 'Jonklaas J et al. Guidelines for the treatment of hypothyroidism (American Thyroid Association, 2014): TSH 6–8 weeks after a dose change',
      url: 'https://www.liebertpub.com/doi/10.1089/thy.2014.0028',
    },
  },
];

const ruleFor = (d: Drug): DoseRule | undefined =>
  DOSE_RULES.find(
    (r) => (r.drugs ?? []).includes(d.id) || (r.classes ?? []).some((c) => d.classes.includes(c)),
  );

/** The answer, or null when the message asks no such question about a medicine with a rule. */
export function ownDoseChangeAnswer(ctx: Ctx): Draft | null {
  const t = normaliseQuestion(ctx.text);
  if (!t || !OWN_CHANGE.test(t) || NOT_THE_MEDICINE.test(t) || PREGNANCY.test(t)) return null;
  // "missed my xarelto yesterday, can i double up tonight": a missed dose, the missed-dose rule's (never two at
  // once), not a change of the prescribed dose (twenty-third clinician review, en S1).
  if (medicineTopicOf(ctx.text, ctx.medicines) === 'missed_dose') return null;
  // A supplement named is what may be changed ("should I cut my calcium on warfarin?"): its own answers.
  if (findSubstances(ctx.text).length > 0) return null;
  const named = findDrugs(ctx.text);
  const asked = named.find((d) => ruleFor(d));
  if (!asked) return null;
  const rule = ruleFor(asked)!;
  const l = ctx.locale;
  const own = [...new Set([...ctx.medicines, ...named.map((d) => d.id)])];
  const raisers =
    rule.id === 'own-dose-dabigatran' ? own.filter((id) => DABIGATRAN_RAISERS.includes(id)) : [];
  const names = (ids: readonly string[]) =>
    ids.map((id) => {
      const d = drugById(id);
      return d ? pick({ zh: d.zh, en: d.en.toLowerCase() }, l) : id;
    });
  // 胺碘酮（可达龙）: the brand people in China know it by, after the name.
  const zhWithBrand = (id: string) => {
    const d = drugById(id);
    const brand = d?.brands?.find((b) => /^[\u4e00-\u9fff]+$/.test(b));
    return d ? (brand ? `${d.zh}（${brand}）` : d.zh) : id;
  };
  const raiserText = raisers.length
    ? pick(
        {
          zh: `；你在吃的${raisers.map(zhWithBrand).join('、')}会升高达比加群的血药浓度，医生也要把它算进去`,
          en: ` — your ${names(raisers).join(' and ')} raises the dabigatran level, which the doctor weighs too`,
        },
        l,
      )
    : '';
  const generic = names([asked.id])[0]!;
  // The name the person used ("泰毕全") leads when it is a brand, with the medicine it is.
  const said = asked.brands?.find((b) => ctx.text.toLowerCase().includes(b.toLowerCase()));
  const drug = said ? pick({ zh: `${said}（${generic}）`, en: `${said} (${generic})` }, l) : generic;
  const text = pick(rule.text, l).replaceAll('{drug}', drug).replace('{raisers}', raiserText);
  return {
    text: text + sourceLine(rule.source.ref, l),
    suggestions: suggestionsFor(ctx, [], undefined),
    warnings: [{ kind: 'see_doctor' }],
  };
}
