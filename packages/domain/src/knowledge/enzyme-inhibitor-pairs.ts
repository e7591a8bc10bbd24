/**
 * Medicine × medicine pairs where one medicine stops the body clearing the other (CYP3A4 and
 * P-glycoprotein inhibitors), or where two medicines disturb the heart rhythm together: sixteenth blind
 * clinical review (issue 31/30), serious findings en P3 (colchicine with newly started clarithromycin at an
 * eGFR of 38: "no reliable rule"), en P4 (domperidone for milk supply with erythromycin for mastitis: no
 * warning, then palpitations and near-fainting) and zh P1 (秋水仙碱 with 阿托伐他汀, CK 420, eGFR 48).
 *
 * These rows live apart from `./drug-interactions` so that the three classes read together; they are
 * spread into `DRUG_INTERACTION_RULES` and follow its precedence (a drug row beats a class row).
 *
 * Advice never tells anyone to stop a prescribed medicine on their own: it says who to call today, what
 * the prescriber usually does, and which symptoms need care at once. Self-bought domperidone (sold over
 * the counter in China as 吗丁啉) is the exception the EMA names: it is not to be taken with these.
 */
import type { Source } from '../contracts/common';
import { VITAMIN_K_ANTAGONISTS, type DrugId } from './drugs';
import type { DrugInteractionRule } from './drug-interactions';
import { c, d, row } from './drug-interaction-row';

const COLCRYS: Source = {
  ref: 'Colcrys (colchicine) US prescribing information §4 Contraindications (patients with renal or hepatic impairment must not be given colchicine with a P-gp inhibitor or a strong CYP3A4 inhibitor: life-threatening and fatal toxicity reported), §2.4 and §7 (dose reduction with strong and moderate CYP3A4 inhibitors and P-gp inhibitors: clarithromycin, ketoconazole, itraconazole, ritonavir; erythromycin, diltiazem, verapamil, fluconazole; cyclosporine), §5.3 and §7 (HMG-CoA reductase inhibitors: myopathy and rhabdomyolysis); US FDA, Information for Healthcare Professionals: new safety information for colchicine (2009; deaths with clarithromycin); 秋水仙碱片说明书【药物相互作用】（章节凭记忆）',
  url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=colcrys',
};
const COLCHICINE_STATIN: Source = {
  ref: 'Colcrys (colchicine) US prescribing information §5.3 and §7 (HMG-CoA reductase inhibitors: myopathy and rhabdomyolysis reported; weigh the benefit and monitor, especially in the elderly and with renal impairment); Lipitor (atorvastatin) US prescribing information §5.1 (colchicine raises the risk of myopathy and rhabdomyolysis); 立普妥（阿托伐他汀钙片）说明书【注意事项】（与秋水仙碱合用：肌病，章节凭记忆）',
  url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=colcrys',
};
const DOMPERIDONE_QT: Source = {
  ref: 'MHRA Drug Safety Update (May 2014): domperidone — risks of cardiac side effects (contraindicated with potent CYP3A4 inhibitors and with medicines that prolong the QT interval; lowest dose, at most 10 mg three times a day, for at most a week); EMA PRAC domperidone referral (2014), same contraindications (ketoconazole, erythromycin, clarithromycin and other potent CYP3A4 inhibitors; QT-prolonging medicines); Motilium Product Information (TGA), Contraindications; NIH LactMed, Domperidone (galactagogue use: QT risk) — sections cited from memory',
  url: 'https://www.gov.uk/drug-safety-update/domperidone-risks-of-cardiac-side-effects',
};

type Partner = { readonly id: DrugId; readonly zh: string; readonly en: string };

const p = (id: DrugId, zh: string, en: string): Partner => ({ id, zh, en });

/**
 * Strong CYP3A4 or P-gp inhibitors: with kidney or liver disease the label forbids them beside
 * colchicine; otherwise the colchicine dose is cut hard for the course. Erythromycin is a moderate
 * CYP3A4 inhibitor but also blocks P-gp, and macrolide deaths are the ones reported, so it is here.
 */
const COLCHICINE_STRONG: readonly Partner[] = [
  p('clarithromycin', '克拉霉素', 'clarithromycin'),
  p('erythromycin', '红霉素', 'erythromycin'),
  p('ketoconazole', '酮康唑', 'ketoconazole'),
  p('itraconazole', '伊曲康唑', 'itraconazole'),
  p('cyclosporine', '环孢素', 'ciclosporin'),
];
/** Moderate CYP3A4 inhibitors taken for months (verapamil also blocks P-gp): a lower colchicine dose. */
const COLCHICINE_MODERATE: readonly Partner[] = [
  p('verapamil', '维拉帕米', 'verapamil'),
  p('diltiazem', '地尔硫䓬', 'diltiazem'),
  p('fluconazole', '氟康唑', 'fluconazole'),
];

const colchicineStrong = (x: Partner): DrugInteractionRule =>
  row(
    d('colchicine'),
    d(x.id),
    {
      severity: 'major',
      management: 'avoid',
      mechanism: {
        zh: `${x.zh}会阻断身体清除秋水仙碱，秋水仙碱的血药浓度可升高好几倍；已有合用后秋水仙碱中毒致死的报告。肾功能或肝功能不好时，说明书规定两者禁止合用。中毒表现：腹泻、呕吐、肌肉酸痛无力、尿色变深（像浓茶或可乐），之后可出现血细胞减少和多器官损伤。`,
        en: `${cap(x.en)} stops the body clearing colchicine, so the colchicine level can rise several-fold; deaths from colchicine toxicity have been reported with this pair. With kidney or liver disease the label says they must not be taken together. Toxicity shows as diarrhoea, vomiting, aching weak muscles and dark (tea- or cola-coloured) urine, and later low blood counts and organ damage.`,
      },
      advice: {
        zh: `今天就联系开${x.zh}的医生或药师，在下一次服药前说明你同时在吃秋水仙碱（有肾病或肝病也要说）：医生通常会在这个疗程里暂停秋水仙碱，或换一种不相互作用的药（如换抗生素）；没有医生的意见不要自己改剂量。出现腹泻、呕吐、肌肉酸痛无力或尿色变深，请立即就医，并带上两种药的药盒。`,
        en: `Call the doctor who prescribed the ${x.en} or a pharmacist today, before the next doses, and say that colchicine is taken too (and any kidney or liver disease): the usual answer is to pause the colchicine for the course or choose a medicine that does not interact (another antibiotic, for example); do not change doses without that advice. Diarrhoea, vomiting, aching or weak muscles or dark urine need medical care at once; take both boxes along.`,
      },
    },
    COLCRYS,
  );

const colchicineModerate = (x: Partner): DrugInteractionRule =>
  row(
    d('colchicine'),
    d(x.id),
    {
      severity: 'major',
      management: 'monitor',
      mechanism: {
        zh: `${x.zh}会减慢秋水仙碱的清除，秋水仙碱浓度升高，说明书要求降低秋水仙碱的剂量；肾功能或肝功能不好时风险更大。中毒表现：腹泻、呕吐、肌肉酸痛无力、尿色变深。`,
        en: `${cap(x.en)} slows the clearance of colchicine, so its level rises and the label asks for a lower colchicine dose; the risk is greater with kidney or liver disease. Toxicity shows as diarrhoea, vomiting, aching weak muscles and dark urine.`,
      },
      advice: {
        zh: `请确认开秋水仙碱的医生知道你在吃${x.zh}（也告诉医生你的肾功能结果）：秋水仙碱的剂量通常要减少；不要自己改剂量或停药。出现腹泻、呕吐、肌肉酸痛无力或尿色变深，请立即就医。`,
        en: `Make sure the doctor who prescribes colchicine knows you take ${x.en} (and your kidney results): the colchicine dose usually has to be lowered; do not change or stop either yourself. Diarrhoea, vomiting, aching or weak muscles or dark urine need medical care at once.`,
      },
    },
    COLCRYS,
  );

const colchicineStatin: DrugInteractionRule = row(
  d('colchicine'),
  c('statin'),
  {
    severity: 'major',
    management: 'monitor',
    mechanism: {
      zh: '秋水仙碱和他汀都可能损伤肌肉，合用时肌病和横纹肌溶解（肌肉溶解、可损伤肾脏）更常见，年龄大、肾功能差时风险更高；肌酸激酶（CK）升高可能是早期信号。',
      en: 'Colchicine and statins can both damage muscle; together, myopathy and rhabdomyolysis (muscle breakdown that can harm the kidneys) are more common, above all in older people and with kidney disease; a raised creatine kinase (CK) can be an early sign.',
    },
    advice: {
      zh: '两种药都照常吃、不要自己停，但要确认开药医生知道你同时在用这两种药，并把肌酸激酶（CK）和肾功能结果给医生看。大腿或全身肌肉酸痛无力、尿色像浓茶或可乐，请立即就医，并告诉医生你在吃秋水仙碱和他汀。',
      en: 'Keep taking both and do not stop either yourself, but make sure the prescriber knows you take both, and show them your CK and kidney results. Aching or weak muscles (thighs, or all over) or tea- or cola-coloured urine need medical care at once: say that you take colchicine and a statin.',
    },
  },
  COLCHICINE_STATIN,
);

/**
 * Domperidone with potent CYP3A4 inhibitors (its level rises) and with other QT-prolonging medicines:
 * contraindicated (MHRA 2014, EMA 2014). The partners are those in the dictionary.
 */
const DOMPERIDONE_PARTNERS: readonly (Partner & { readonly cyp3a4: boolean })[] = [
  { ...p('erythromycin', '红霉素', 'erythromycin'), cyp3a4: true },
  { ...p('clarithromycin', '克拉霉素', 'clarithromycin'), cyp3a4: true },
  { ...p('ketoconazole', '酮康唑', 'ketoconazole'), cyp3a4: true },
  { ...p('itraconazole', '伊曲康唑', 'itraconazole'), cyp3a4: true },
  { ...p('fluconazole', '氟康唑', 'fluconazole'), cyp3a4: true },
  { ...p('amiodarone', '胺碘酮', 'amiodarone'), cyp3a4: false },
  // Clinician review of the knowledge tables (2026-11-29), item 2: dronedarone prolongs the QT interval
  // (MULTAQ US PI §4, §5: contraindicated with QT-prolonging medicines — sections from memory).
  { ...p('dronedarone', '决奈达隆', 'dronedarone'), cyp3a4: false },
  { ...p('azithromycin', '阿奇霉素', 'azithromycin'), cyp3a4: false },
  { ...p('citalopram', '西酞普兰', 'citalopram'), cyp3a4: false },
  { ...p('escitalopram', '艾司西酞普兰', 'escitalopram'), cyp3a4: false },
  { ...p('methadone', '美沙酮', 'methadone'), cyp3a4: false },
  { ...p('ondansetron', '昂丹司琼', 'ondansetron'), cyp3a4: false },
];

const domperidoneWith = (x: (typeof DOMPERIDONE_PARTNERS)[number]): DrugInteractionRule =>
  row(
    d('domperidone'),
    d(x.id),
    {
      severity: 'major',
      management: 'avoid',
      mechanism: x.cyp3a4
        ? {
            zh: `${x.zh}会让多潘立酮（吗丁啉）的血药浓度成倍升高，两者又都会延长心电图上的QT间期，可引起危险的心律失常甚至猝死；药监部门规定两者禁止合用。`,
            en: `${cap(x.en)} makes the domperidone (Motilium) level rise several-fold, and both lengthen the QT interval on the ECG, which can cause a dangerous heart rhythm and sudden death; regulators say they must not be taken together.`,
          }
        : {
            zh: `多潘立酮（吗丁啉）和${x.zh}都会延长心电图上的QT间期，合用时危险心律失常甚至猝死更容易发生；药监部门规定多潘立酮不能与其他延长QT的药合用。`,
            en: `Domperidone (Motilium) and ${x.en} both lengthen the QT interval on the ECG, so together a dangerous heart rhythm or sudden death is more likely; regulators say domperidone must not be taken with other QT-prolonging medicines.`,
          },
      advice: {
        zh: `不要同时服用这两种药。今天就联系医生或药师：通常是医生让你在用${x.zh}期间暂停多潘立酮（吗丁啉），或换一种不相互作用的药；自己买的吗丁啉（如用来催奶）现在就先停。心跳很快或不规律、头晕眼前发黑或晕倒，请立即拨打急救电话，并告诉急救人员你同时在吃这两种药。`,
        en: `Do not take these two together. Call your doctor or pharmacist today: usually domperidone is paused while you take the ${x.en}, or a medicine that does not interact is chosen; domperidone you bought yourself (for milk supply, say) stops now. A racing or irregular heartbeat, feeling faint or fainting: call the emergency number now and tell them you take both.`,
      },
    },
    DOMPERIDONE_QT,
  );

/**
 * Tizanidine with the strong CYP1A2 inhibitors fluvoxamine and ciprofloxacin: both labels forbid the pair
 * (thirty-ninth clinician review, zh S1 and en S2: 兰释 or Fluvoxin with 替扎尼定/Sirdalud was never flagged,
 * not even after dizziness and a blood pressure of 88/54).
 */
const TIZANIDINE_LABEL: Source = {
  ref: 'Zanaflex (tizanidine) US prescribing information §4 Contraindications (concomitant use with fluvoxamine or ciprofloxacin, potent CYP1A2 inhibitors), §5 and §7 (fluvoxamine raised tizanidine AUC about 33-fold, ciprofloxacin about 10-fold, with significant hypotension and sedation); Luvox (fluvoxamine) prescribing information, Contraindications (co-administration with tizanidine); Granfors MT et al., Clin Pharmacol Ther 2004;75:331 — sections from memory',
  url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=tizanidine',
};

const STRONG_CYP1A2_INHIBITORS = [
  p('fluvoxamine', '氟伏沙明（兰释）', 'fluvoxamine'),
  p('ciprofloxacin', '环丙沙星', 'ciprofloxacin'),
] as const;

const tizanidineWith = (x: (typeof STRONG_CYP1A2_INHIBITORS)[number]): DrugInteractionRule =>
  row(
    d('tizanidine'),
    d(x.id),
    {
      severity: 'major',
      management: 'avoid',
      mechanism: {
        zh: `${x.zh}会让替扎尼定（Sirdalud）在体内几乎清除不掉，血药浓度升高十倍到三十多倍，可引起血压明显下降、头晕晕倒、嗜睡和心跳变慢；两种药的说明书都写明禁止合用。`,
        en: `${cap(x.en)} stops the body clearing tizanidine (Zanaflex, Sirdalud): its level rises 10- to over 30-fold, causing a marked fall in blood pressure, dizziness and fainting, heavy drowsiness and a slow heartbeat; both labels say the two must not be taken together.`,
      },
      advice: {
        zh: `这两种药不能一起吃：下一次替扎尼定先不要吃，今天就联系开替扎尼定的医生（或药师），请医生换一种不相互作用的肌肉松弛药；${x.zh}不要自己停。起身要慢；晕倒、叫不醒或心跳很慢，立即拨打急救电话，并告诉急救人员你同时在吃这两种药。`,
        en: `These two must not be taken together: skip the next tizanidine dose and contact the doctor who prescribed it (or a pharmacist) today for a muscle relaxant that does not interact; do not stop the ${x.en} yourself. Get up slowly; fainting, being hard to wake or a very slow heartbeat: call the emergency number now and tell them you take both.`,
      },
    },
    TIZANIDINE_LABEL,
  );

/**
 * Agomelatine with the strong CYP1A2 inhibitors fluvoxamine and ciprofloxacin: contraindicated by its label
 * (fortieth clinician review, zh M: 维度新 with a new 环丙沙星 course was never flagged).
 */
const AGOMELATINE_LABEL: Source = {
  ref: 'Valdoxan (agomelatine) EU SmPC §4.3 Contraindications (concomitant use of potent CYP1A2 inhibitors, e.g. fluvoxamine, ciprofloxacin) and §4.5 (fluvoxamine raised agomelatine exposure about 60-fold) — sections cited from memory; 阿戈美拉汀片（维度新）说明书【禁忌】（章节凭记忆）',
  url: 'https://www.ema.europa.eu/en/medicines/human/EPAR/valdoxan',
};

const agomelatineWith = (x: (typeof STRONG_CYP1A2_INHIBITORS)[number]): DrugInteractionRule =>
  row(
    d('agomelatine'),
    d(x.id),
    {
      severity: 'major',
      management: 'avoid',
      mechanism: {
        zh: `${x.zh}会让阿戈美拉汀（维度新）几乎清除不掉，血药浓度可升高几十倍，嗜睡、头晕和肝损伤的风险大增；阿戈美拉汀的说明书写明禁止合用。`,
        en: `${cap(x.en)} stops the body clearing agomelatine (Valdoxan): its level can rise dozens of times, with much more drowsiness, dizziness and risk of liver injury; the agomelatine label forbids the combination.`,
      },
      advice: {
        zh: `这两种药不能一起吃：今天就联系开${x.zh}的医生（或药师），说明你在吃阿戈美拉汀，请医生换一种不相互作用的药；阿戈美拉汀不要自己停，由开药医生决定。特别嗜睡、头晕站不稳、眼睛或皮肤发黄，当天就医。`,
        en: `These two must not be taken together: contact the doctor who prescribed the ${x.en} (or a pharmacist) today, say you take agomelatine, and ask for a medicine that does not interact; do not stop the agomelatine yourself — that is your prescriber's decision. Marked drowsiness, unsteadiness, or yellow eyes or skin need a doctor the same day.`,
      },
    },
    AGOMELATINE_LABEL,
  );

/**
 * Pirfenidone with the CYP1A2 inhibitors (forty-first clinician review, zh M3: 兰释 newly added to 艾思瑞 with an ALT
 * of 88 got "no reliable rule"): fluvoxamine is to be stopped before pirfenidone and avoided; ciprofloxacin at
 * 750 mg twice a day lowers its dose.
 */
const ESBRIET: Source = {
  ref: 'Esbriet (pirfenidone) US prescribing information §2.3 and §7.1 (strong CYP1A2 inhibitors such as fluvoxamine: discontinue before starting pirfenidone and avoid during treatment — fluvoxamine raised exposure about 4-fold; moderate inhibitors such as ciprofloxacin 750 mg twice daily: reduce to 534 mg three times daily), §5.1 (liver enzyme elevations) — sections cited from memory; 吡非尼酮胶囊（艾思瑞）说明书【药物相互作用】（章节凭记忆）',
  url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=esbriet',
};

const PIRFENIDONE_PAIRS: readonly DrugInteractionRule[] = [
  row(
    d('pirfenidone'),
    d('fluvoxamine'),
    {
      severity: 'major',
      management: 'avoid',
      mechanism: {
        zh: '氟伏沙明（兰释）会让吡非尼酮（艾思瑞）在体内清除变慢，血药浓度升高约4倍，恶心、光过敏和肝损伤的风险增加；吡非尼酮的说明书要求开始吡非尼酮前停用氟伏沙明，治疗期间避免合用。',
        en: 'Fluvoxamine (Luvox) slows the clearing of pirfenidone (Esbriet), raising its level about 4-fold, with more nausea, sun rash and liver injury; the pirfenidone label says to stop fluvoxamine before starting pirfenidone and to avoid it during treatment.',
      },
      advice: {
        zh: '这两种药一般不能一起吃：开始吃兰释之前，今天就联系开药的精神科医生和呼吸科医生（或药师），说明你在吃吡非尼酮，请他们换一种不相互作用的抗抑郁药；吡非尼酮不要自己停。已经一起吃了、转氨酶又偏高的，请这周复查肝功能。眼睛或皮肤发黄、尿色很深，当天就医。',
        en: 'These two are usually not taken together: before the first fluvoxamine dose, contact the psychiatrist and the lung specialist (or a pharmacist) today, say you take pirfenidone, and ask for an antidepressant that does not interact; do not stop the pirfenidone yourself. If you already take both and your liver tests are raised, have them rechecked this week. Yellow eyes or skin or very dark urine need a doctor the same day.',
      },
    },
    ESBRIET,
  ),
  row(
    d('pirfenidone'),
    d('ciprofloxacin'),
    {
      severity: 'moderate',
      management: 'monitor',
      mechanism: {
        zh: '环丙沙星会让吡非尼酮（艾思瑞）血药浓度升高；说明书规定环丙沙星每次750毫克、一天两次时，吡非尼酮要减量。',
        en: 'Ciprofloxacin raises pirfenidone (Esbriet) levels; at ciprofloxacin 750 mg twice a day the pirfenidone label lowers its dose.',
      },
      advice: {
        zh: '开环丙沙星的医生要知道你在吃吡非尼酮：请今天告诉他或药师，由他们决定这个疗程里吡非尼酮要不要减量；不要自己改剂量。恶心、头晕、皮疹加重，告诉医生。',
        en: 'The doctor prescribing the ciprofloxacin needs to know about the pirfenidone: tell them or a pharmacist today, and let them decide whether the pirfenidone dose is lowered for the course; do not change it yourself. Tell them about worse nausea, dizziness or rash.',
      },
    },
    ESBRIET,
  ),
];

/**
 * Dofetilide (Tikosyn) with the medicines its label rules out (forty-second clinician review, en M1: a newly added
 * hydrochlorothiazide and Tagamet HB beside Tikosyn, with a potassium of 3.3, were never named).
 */
const TIKOSYN: Source = {
  ref: 'Tikosyn (dofetilide) US prescribing information §4 Contraindications (cimetidine, verapamil, ketoconazole, trimethoprim alone or with sulfamethoxazole, prochlorperazine, dolutegravir, megestrol, hydrochlorothiazide alone or in combination) and §7 (they raise dofetilide levels, or the thiazide lowers potassium and magnesium, with torsades de pointes) — sections cited from memory',
  url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=tikosyn',
};
const DOFETILIDE_PARTNERS = [
  p('cimetidine', '西咪替丁', 'cimetidine (Tagamet)'),
  p('verapamil', '维拉帕米', 'verapamil'),
  p('ketoconazole', '酮康唑', 'ketoconazole'),
  p('sulfamethoxazole-trimethoprim', '复方新诺明（含甲氧苄啶）', 'trimethoprim (Bactrim, Septra)'),
  p('dolutegravir', '多替拉韦', 'dolutegravir'),
  p('megestrol', '甲地孕酮', 'megestrol'),
  p('hydrochlorothiazide', '氢氯噻嗪', 'hydrochlorothiazide'),
] as const;
const dofetilideWith = (x: (typeof DOFETILIDE_PARTNERS)[number]): DrugInteractionRule =>
  row(
    d('dofetilide'),
    d(x.id),
    {
      severity: 'major',
      management: 'avoid',
      mechanism: {
        zh: `多非利特（Tikosyn）的说明书写明禁止与${x.zh}合用：${x.id === 'hydrochlorothiazide' ? '氢氯噻嗪会让血钾、血镁降低，' : '它会让多非利特的血药浓度升高，'}QT间期进一步延长，可引起致命的心律失常（尖端扭转型室速）。`,
        en: `The dofetilide (Tikosyn) label rules out ${x.en}: ${x.id === 'hydrochlorothiazide' ? 'it lowers potassium and magnesium' : 'it raises the dofetilide level'}, lengthening the QT interval further, and a life-threatening rhythm (torsades de pointes) can follow.`,
      },
      advice: {
        zh: `这两种药不能一起用：${x.id === 'cimetidine' ? '西咪替丁（泰胃美）是非处方药的话先别再吃，' : ''}今天就联系心内科医生（或开${x.zh}的医生、药师），在下一次服用${x.zh}前说明你在吃多非利特，由医生换药；多非利特不要自己停。心慌、头晕要晕倒，立即叫急救。`,
        en: `These two must not be taken together: ${x.id === 'cimetidine' ? 'if the cimetidine is an over-the-counter Tagamet, take no more of it; ' : ''}contact your cardiologist (or the doctor who prescribed the ${x.en}, or a pharmacist) today, before the next dose of the ${x.en}, and say you take dofetilide — they change it; do not stop the dofetilide yourself. Palpitations or feeling faint need emergency care at once.`,
      },
    },
    TIKOSYN,
  );

/**
 * Warfarin (and the other vitamin K antagonists, acenocoumarol) with the medicines that block its breakdown (CYP2C9,
 * and CYP3A4/1A2 for amiodarone) and raise the INR — the pairs the Coumadin label names first (forty-fourth clinician review, zh S3 and en S4: Pacerone and
 * 可达龙 started weeks before an INR of 4.6 and 3.6, and the chat had no rule for the pair).
 */
const WARFARIN_LABEL: Source = {
  ref: 'Coumadin (warfarin) US prescribing information §7.1 (CYP2C9 inhibitors amiodarone, fluconazole, metronidazole, sulfamethoxazole; CYP3A4 and CYP1A2 inhibitors raise the INR; monitor the INR more often when starting or stopping one); Cordarone/Pacerone (amiodarone) US prescribing information §7 (warfarin: prothrombin time up by as much as 100% within 3–4 days; reduce the warfarin dose by one-third to one-half and monitor; the effect lasts weeks to months after amiodarone is stopped); Holbrook A et al., CHEST 2012;141(2 Suppl):e152S (AT9) — label sections cited from memory; 华法林抗凝治疗的中国专家共识（中华内科杂志 2013;52(1):76-82）',
  url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=coumadin',
};
const WARFARIN_RAISERS = [
  p('amiodarone', '胺碘酮（可达龙）', 'amiodarone (Cordarone, Pacerone)'),
  p('fluconazole', '氟康唑', 'fluconazole (Diflucan)'),
  p('itraconazole', '伊曲康唑', 'itraconazole'),
  p('metronidazole', '甲硝唑', 'metronidazole (Flagyl)'),
  p('sulfamethoxazole-trimethoprim', '复方新诺明（复方磺胺甲噁唑）', 'co-trimoxazole (Bactrim, Septra)'),
] as const;
/**
 * The same pairs on the other vitamin K antagonists (acenocoumarol): their label names these medicines among those
 * that raise the INR; the amiodarone label's dose cut is warfarin's, so for them the doctor sets the cut.
 */
const VKA_RAISERS_LABEL: Readonly<Partial<Record<string, string>>> = {
  acenocoumarol:
    'Sinthrome (acenocoumarol) UK SmPC §4.5 (amiodarone, azole antifungals such as fluconazole and itraconazole, metronidazole and co-trimoxazole potentiate its effect: monitor the INR; section from memory)',
  phenprocoumon:
    'Marcumar (phenprocoumon) Fachinformation §4.5 (amiodarone, azole antifungals such as fluconazole and itraconazole, metronidazole and co-trimoxazole strengthen its effect: check the INR more often; section from memory)',
};
const warfarinWith =
  (vka: { id: DrugId; zh: string; en: string }) =>
  (x: (typeof WARFARIN_RAISERS)[number]): DrugInteractionRule => {
    const amiodarone = x.id === 'amiodarone';
    const warfarin = vka.id === 'warfarin';
    const v = { zh: vka.zh, en: vka.en.toLowerCase() };
    return row(
      d(vka.id),
      d(x.id),
      {
        severity: 'major',
        management: 'monitor',
        mechanism: {
          zh: amiodarone
            ? `胺碘酮会抑制${v.zh}在肝脏的代谢，INR在开始用胺碘酮后的几天到几周里逐渐升高（可升高一倍），出血风险增加；${warfarin ? '说明书建议华法林减量约三分之一到一半' : `${v.zh}通常也要减量，减多少由医生定`}。胺碘酮在体内留存很久，停用后这种作用还会持续数周到数月。`
            : `${x.zh}会抑制${v.zh}在肝脏的代谢，开始用药后几天内INR就可能明显升高，出血风险增加。`,
          en: amiodarone
            ? `Amiodarone slows the breakdown of ${v.en} in the liver: the INR rises over the days and weeks after it is started (it can double) and bleeding becomes more likely; ${warfarin ? 'the label advises cutting the warfarin dose by about one-third to one-half' : `the ${v.en} dose usually has to come down too, by as much as the doctor decides`}. Amiodarone stays in the body for a long time, so the effect lasts weeks to months after it is stopped.`
            : `${x.en.charAt(0).toUpperCase()}${x.en.slice(1)} slows the breakdown of ${v.en} in the liver: within days of starting it the INR can rise sharply and bleeding becomes more likely.`,
        },
        advice: {
          zh: amiodarone
            ? `一个INR升高、又在最近开始吃胺碘酮的人，这很可能就是原因：今天就告诉管理${v.zh}的医生或抗凝门诊，你在吃胺碘酮（什么时候开始的），由医生调整${v.zh}剂量、安排更密的INR复查。两种药都不要自己停或改量。出现黑便、呕血、血尿、牙龈或鼻子出血不止、大片瘀青，立即就医。`
            : `开始或停用${x.zh}时，请当天告诉管理${v.zh}的医生或抗凝门诊，一般在3–5天内复查INR，由医生决定${v.zh}是否减量；两种药都不要自己停或改量。出现黑便、呕血、血尿、牙龈或鼻子出血不止、大片瘀青，立即就医。`,
          en: amiodarone
            ? `If your INR has risen since amiodarone was started, this is the likely reason: tell the doctor or anticoagulation clinic who manages your ${v.en} today that you take amiodarone (and when it was started) — they adjust the ${v.en} dose and check the INR more often. Do not stop or change either medicine yourself. Black stools, vomiting blood, blood in the urine, gum or nose bleeding that will not stop, or large bruises need care at once.`
            : `When ${x.en} is started or stopped, tell the doctor or anticoagulation clinic who manages your ${v.en} that day; the INR is usually checked within 3–5 days and they decide whether the ${v.en} dose is lowered. Do not stop or change either medicine yourself. Black stools, vomiting blood, blood in the urine, gum or nose bleeding that will not stop, or large bruises need care at once.`,
        },
      },
      warfarin
        ? WARFARIN_LABEL
        : { ...WARFARIN_LABEL, ref: `${VKA_RAISERS_LABEL[vka.id] ?? ''}; ${WARFARIN_LABEL.ref}` },
    );
  };

/**
 * Ergotamine with a strong CYP3A4 inhibitor (forty-third clinician review, zh S3: 麦角胺咖啡因 with 罗红霉素, then cold white
 * fingers and chest tightness): its boxed warning — ergotism, ischaemia of the limbs and heart.
 */
const CAFERGOT: Source = {
  ref: 'Cafergot (ergotamine tartrate and caffeine) US prescribing information, Boxed Warning and Contraindications (potent CYP3A4 inhibitors — protease inhibitors, macrolide antibiotics such as erythromycin and clarithromycin, azole antifungals: serious and life-threatening peripheral ischaemia, vasospasm of the limbs, heart and brain) — sections cited from memory; Imitrex (sumatriptan) US prescribing information §4 (ergot-type medicines within 24 hours contraindicated)',
  url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=cafergot',
};
const ERGOTAMINE_PARTNERS = [
  p('clarithromycin', '克拉霉素', 'clarithromycin'),
  p('erythromycin', '红霉素', 'erythromycin'),
  p('roxithromycin', '罗红霉素', 'roxithromycin'),
  p('ketoconazole', '酮康唑', 'ketoconazole'),
  p('itraconazole', '伊曲康唑', 'itraconazole'),
  p('sumatriptan', '舒马普坦（英明格）', 'sumatriptan'),
] as const;
const ergotamineWith = (x: (typeof ERGOTAMINE_PARTNERS)[number]): DrugInteractionRule =>
  row(
    d('ergotamine'),
    d(x.id),
    {
      severity: 'major',
      management: 'avoid',
      mechanism: {
        zh:
          x.id === 'sumatriptan'
            ? '麦角胺和舒马普坦（英明格）都会让血管收缩，24小时内合用说明书禁止，可引起严重的血管痉挛。'
            : `${x.zh}会让麦角胺在体内清除不掉，说明书黑框警告：合用可引起麦角中毒——手脚、心脏和大脑的血管严重痉挛、缺血，可危及生命。`,
        en:
          x.id === 'sumatriptan'
            ? 'Ergotamine and sumatriptan both narrow blood vessels; their labels forbid taking them within 24 hours of each other (severe vasospasm).'
            : `${cap(x.en)} stops the body clearing ergotamine; its boxed warning: together they can cause ergotism — severe spasm and loss of blood supply in the limbs, heart and brain, which can be life-threatening.`,
      },
      advice: {
        zh: `这两种药不能一起用：不要再吃麦角胺，今天就联系开药的医生换药。手指脚趾发凉发白或发紫、麻木疼痛，胸口闷痛，立即就医。`,
        en: `These two must not be taken together: take no more ergotamine, and contact the prescriber today for another treatment. Cold, white or blue fingers or toes, numbness or pain in them, or chest pain or tightness need emergency care at once.`,
      },
    },
    CAFERGOT,
  );

/**
 * Ibrutinib beside a CYP3A inhibitor taken by mouth (forty-seventh clinician review, en M10: Imbruvica 420 mg with
 * new diltiazem for atrial fibrillation — no word on the label's dose cut). Moderate inhibitors: the label lowers
 * ibrutinib to 280 mg a day for the B-cell cancers; strong ones: avoided, or ibrutinib interrupted for a short
 * anti-infective course.
 */
const IMBRUVICA_CYP3A: Source = {
  ref: 'Imbruvica (ibrutinib) US prescribing information §2 Dosage modifications for use with CYP3A inhibitors (B-cell malignancies: moderate CYP3A inhibitors such as diltiazem, verapamil, fluconazole and erythromycin — 280 mg once daily; strong CYP3A inhibitors such as clarithromycin, ketoconazole and itraconazole — avoid, or interrupt ibrutinib when the inhibitor is used short-term, e.g. an anti-infective for 7 days or less) and §7.1 — sections from memory',
  url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=imbruvica',
};
const IBRUTINIB_PARTNERS: readonly (Partner & { readonly strong: boolean })[] = [
  { ...p('diltiazem', '地尔硫䓬', 'diltiazem'), strong: false },
  { ...p('verapamil', '维拉帕米', 'verapamil'), strong: false },
  { ...p('fluconazole', '氟康唑', 'fluconazole'), strong: false },
  { ...p('erythromycin', '红霉素', 'erythromycin'), strong: false },
  { ...p('clarithromycin', '克拉霉素', 'clarithromycin'), strong: true },
  { ...p('ketoconazole', '酮康唑', 'ketoconazole'), strong: true },
  { ...p('itraconazole', '伊曲康唑', 'itraconazole'), strong: true },
];
const ibrutinibWith = (x: (typeof IBRUTINIB_PARTNERS)[number]): DrugInteractionRule =>
  row(
    d('ibrutinib'),
    d(x.id),
    {
      severity: 'major',
      management: x.strong ? 'avoid' : 'monitor',
      mechanism: {
        zh: `${x.zh}会减慢伊布替尼（亿珂）经CYP3A的代谢，伊布替尼的血药浓度明显升高，出血、心律失常（房颤）、感染和腹泻等不良反应随之增加。${x.strong ? '说明书要求避免合用；短期用（例如7天以内的抗感染疗程）时，通常是这几天先暂停伊布替尼。' : '说明书要求合用时把伊布替尼（治淋巴瘤、慢淋时）减到每天280毫克。'}`,
        en: `${cap(x.en)} slows the CYP3A breakdown of ibrutinib (Imbruvica), so its level rises clearly, and with it bleeding, heart rhythm problems (atrial fibrillation), infections and diarrhoea. ${x.strong ? 'The label says to avoid the pair; for a short course (an anti-infective for 7 days or less) ibrutinib is usually interrupted for those days.' : 'The label lowers ibrutinib to 280 mg a day (for the B-cell cancers) while the two are taken together.'}`,
      },
      advice: {
        zh: `今天或明天就让血液科（开伊布替尼的医生）知道你开始吃${x.zh}了：${x.strong ? '通常会换一种不相互作用的药，或在这个疗程里暂停伊布替尼' : '伊布替尼的剂量通常要减'}，由血液科医生决定，不要自己改剂量。出现出血不止、黑便、心慌或晕倒，请立即就医。`,
        en: `Let the haematology team (who prescribe the ibrutinib) know today or tomorrow that you have started ${x.en}: ${x.strong ? 'they usually choose a medicine that does not interact or pause the ibrutinib for the course' : 'the ibrutinib dose is usually lowered'} — their decision, not a change to make yourself. Bleeding that will not stop, black stools, palpitations or fainting need care at once.`,
      },
    },
    IMBRUVICA_CYP3A,
  );

function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** The rows, spread into `DRUG_INTERACTION_RULES`. */
export const ENZYME_INHIBITOR_PAIRS: readonly DrugInteractionRule[] = [
  ...COLCHICINE_STRONG.map(colchicineStrong),
  ...COLCHICINE_MODERATE.map(colchicineModerate),
  colchicineStatin,
  ...DOMPERIDONE_PARTNERS.map(domperidoneWith),
  ...STRONG_CYP1A2_INHIBITORS.map(tizanidineWith),
  ...STRONG_CYP1A2_INHIBITORS.map(agomelatineWith),
  ...PIRFENIDONE_PAIRS,
  ...DOFETILIDE_PARTNERS.map(dofetilideWith),
  ...ERGOTAMINE_PARTNERS.map(ergotamineWith),
  ...VITAMIN_K_ANTAGONISTS.flatMap((vka) => WARFARIN_RAISERS.map(warfarinWith(vka))),
  ...IBRUTINIB_PARTNERS.map(ibrutinibWith),
];

/** Said by tests: the partners of each class, so a new partner is tested by the same table. */
export const ENZYME_INHIBITOR_PARTNERS: Readonly<Record<string, readonly DrugId[]>> = {
  colchicineStrong: COLCHICINE_STRONG.map((x) => x.id),
  colchicineModerate: COLCHICINE_MODERATE.map((x) => x.id),
  domperidone: DOMPERIDONE_PARTNERS.map((x) => x.id),
  tizanidine: STRONG_CYP1A2_INHIBITORS.map((x) => x.id),
  agomelatine: STRONG_CYP1A2_INHIBITORS.map((x) => x.id),
  dofetilide: DOFETILIDE_PARTNERS.map((x) => x.id),
  ergotamine: ERGOTAMINE_PARTNERS.map((x) => x.id),
  warfarin: WARFARIN_RAISERS.map((x) => x.id),
  ibrutinib: IBRUTINIB_PARTNERS.map((x) => x.id),
};
