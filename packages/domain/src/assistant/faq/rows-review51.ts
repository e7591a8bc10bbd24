/**
 * Fifty-first blind clinician review (serious findings, fixed after it):
 *
 * - en S3: a woman taking 4 × 200 µg of selenium a day with 4 Brazil nuts asked "my hair is falling out more, my nails
 *   are splitting and my husband says my breath smells like garlic. Could that be related?" and was sent to 911 with no
 *   cause named and nothing said of the selenium. Those are the classic signs of chronic selenium excess (NIH ODS).
 * - zh S3: two weeks after Prolia, with CKD and a calcium of 2.02, "钙尔奇我嫌便秘给停了，现在还吃不吃？你这方案说不让补钙，
 *   又说打针得吃钙，我听谁的？" and "那维生素D我该吃多少？" got the denosumab paragraph word for word: the low calcium on
 *   denosumab outranks the phosphate's "no calcium of your own", and the prescriber decides within a day or two.
 * - en S5: "My feet have been tingling and kind of numb the last couple days. Is that from something I'm taking?" on
 *   metronidazole and ciprofloxacin got "no reliable rule". Both carry label warnings for peripheral neuropathy
 *   (ciprofloxacin a boxed one); the prescriber needs to hear today.
 */
import { drugById } from '../../interactions';
import { SELENIUM_OVER } from '../intents/selenium-over';
import type { FaqRow } from './types';

const VITAMIN_D_ASKED = /维生素d|维d|\bvitamin d\b|\bvit d\b/;
const DENOSUMAB_LOW_CALCIUM = {
  zh: '**你在打地舒单抗（普罗力），化验血钙偏低。每次打针前血钙必须正常、维生素D必须充足，现在最要紧的是把钙和维生素D补上：请在一两天内联系开药的医生，不要等到下次打针（也可以找肾内科医生），复查血钙（同时查白蛋白和镁），请医生定你每天补多少钙和维生素D。** 打针后一两周血钙最低，肾功能差、维生素D缺乏、又停了钙片的人最容易低。通常需要每天补元素钙约500–1000毫克，加上维生素D，具体剂量由医生按你的肾功能和血磷来定；钙尔奇（碳酸钙）吃了便秘，可以请医生换成枸橼酸钙。方案里“血磷偏高不建议自己补钙”“甲状旁腺激素偏高不要自己补”，意思是不要自己随便加，不是不补——现在由医生来定，听医生的。嘴唇周围或手指发麻、腿抽筋、手抽成鸡爪样，立即去急诊。不要自己停地舒单抗。',
  en: '**You are on denosumab (Prolia) and your calcium is low. Before every dose the calcium must be normal and vitamin D adequate, and what matters most now is enough calcium and vitamin D: call the prescriber within a day or two rather than waiting for the next injection (or your kidney doctor) for a repeat calcium (with albumin and magnesium), and ask them to set your daily calcium and vitamin D.** Calcium is lowest one to two weeks after a dose, and falls most with weak kidneys, a low vitamin D and calcium tablets stopped. About 500–1,000 mg of elemental calcium a day plus vitamin D is usual, at doses the doctor sets from your kidney function and phosphate; if calcium carbonate (Caltrate) constipates you, ask about calcium citrate. Where the plan says "no calcium of your own with a high phosphate" or "with a high PTH", it means do not add it yourself, not go without — the doctor decides now, so follow them. Tingling around the mouth or in the fingers, leg cramps, or hands drawing into spasm need emergency care now. Do not stop denosumab on your own.',
};

/** Tingling, pins and needles, numbness or burning of the hands or feet. */
const NERVE =
  /(脚|足|手|腿|脚底|脚趾|手指|手脚)[^，。？?]{0,4}(麻|刺|针扎|烧灼)|发麻|麻木|\b(numb\w*|tingl\w*|pins and needles|burning (feet|hands|toes))\b/;

type NerveDrug = 'fluoroquinolone' | 'nitroimidazole' | 'isoniazid';
const NERVE_DRUGS: Readonly<Record<NerveDrug, { zh: string; en: string }>> = {
  fluoroquinolone: {
    zh: '环丙沙星等“沙星类”抗生素：说明书有黑框警告，可引起周围神经损伤，可能在用药几天内出现、而且可能持续很久，出现症状就要让医生评估换药',
    en: 'ciprofloxacin and the other "floxacin" antibiotics carry an FDA boxed warning for nerve damage (peripheral neuropathy), which can start within days and may last; at the first signs the prescriber needs to decide whether to switch it',
  },
  nitroimidazole: {
    zh: '甲硝唑（灭滴灵）、替硝唑：说明书警告可引起周围神经病变，疗程长、剂量大时更常见',
    en: 'metronidazole (Flagyl) and tinidazole: their labels warn of peripheral neuropathy, more likely with longer or higher-dose courses',
  },
  isoniazid: {
    zh: '异烟肼：可引起周围神经病变，所以通常同时吃维生素B6（吡哆醇，每天25–50毫克）',
    en: 'isoniazid: it can cause peripheral neuropathy, which is why vitamin B6 (pyridoxine, usually 25–50 mg a day) is given with it',
  },
};

function nerveDrugsOf(medicines: readonly string[]): NerveDrug[] {
  const out = new Set<NerveDrug>();
  for (const id of medicines) {
    const classes = drugById(id)?.classes ?? [];
    if (classes.includes('fluoroquinolone')) out.add('fluoroquinolone');
    if (classes.includes('nitroimidazole')) out.add('nitroimidazole');
    if (id === 'isoniazid') out.add('isoniazid');
  }
  return [...out];
}

function nerveText(drugs: readonly NerveDrug[], zh: boolean): string {
  const list = drugs.map((d) => (zh ? NERVE_DRUGS[d].zh : NERVE_DRUGS[d].en));
  return zh
    ? `**有可能，你在用的药里就有会引起手脚发麻、刺痛的：${list.join('；')}。今天就联系开药的医生或值班药师，说清楚从哪天开始、在哪里麻，他们会决定要不要换药——不要自己停药，也不要等到下次复诊。** 麻木往上蔓延、腿没力气、走路不稳，当天去急诊。维生素B12偏低（回肠型克罗恩病、长期吃二甲双胍、吃素）也会加重，可以请医生顺便查B12。`
    : `**It may well be: among your medicines, ${list.join('; ')}. Call the prescriber or an on-call pharmacist today and tell them when it started and where — they will decide whether to switch the medicine; do not just stop it yourself, and do not wait for your next appointment.** Numbness that spreads up the legs, weakness or trouble walking need urgent care the same day. A low vitamin B12 (Crohn’s of the ileum, long-term metformin, a vegan diet) can add to it: ask for a B12 level too.`;
}

const SELENIUM_TAKEN =
  /(每天|一直|天天|我)[^，。？?]{0,8}(吃|服)[^，。？?]{0,10}(硒|巴西坚果)|\bi (take|am taking|'m taking|have been taking|eat)\b[^.?!]{0,40}\b(selenium|brazil ?nuts?)\b|\b(selenium|brazil ?nuts?)\b[^.?!]{0,30}\b(every day|daily|a day)\b/;

/** Hair falling out, nails splitting or brittle, a garlic or metallic breath or taste. */
const SELENOSIS_SIGN =
  /掉头发|掉发|脱发|头发[^，。？?]{0,4}(掉|少|稀)|指甲[^，。？?]{0,6}(脆|断|裂|劈|分层)|大蒜味|蒜味|金属味|\bhair\b[^.?!,]{0,20}\b(falling|coming|thinning|loss|shedding)\b|\bhair loss\b|\bnails?\b[^.?!,]{0,20}\b(splitting|split|brittle|breaking|peeling)\b|\bgarlic(ky)? breath\b|\bbreath\b[^.?!,]{0,20}\bgarlic\b|\bmetallic taste\b/;

export const REVIEW51_FAQ: readonly FaqRow[] = [
  {
    id: 'selenium-excess-signs',
    when: [SELENOSIS_SIGN],
    // Taken, by the plan or as said ("I take 4 of my 200 mcg selenium caps"); never "补硒有用吗" for hair loss on valproate.
    for: { aboveUl: ['selenium'], said: SELENIUM_TAKEN },
    wholeMessage: true,
    intent: 'deficiency_signs',
    text: {
      zh: `**有可能：掉头发、指甲变脆或裂开、口气有大蒜味，正是硒吃多了（硒中毒）的典型表现，和你在吃的硒对得上。** ${SELENIUM_OVER.signs.zh} 每天的硒（补充剂、巴西坚果和食物合计）不要超过400微克的上限。`,
      en: `**It may well be: hair loss, brittle or splitting nails and garlic-smelling breath are the classic signs of too much selenium, which fits the selenium you take.** ${SELENIUM_OVER.signs.en} Keep your total selenium — supplements, Brazil nuts and food together — under the 400 µg upper limit.`,
    },
    source: SELENIUM_OVER.source,
  },
  {
    id: 'nerve-tingling-on-medicine',
    when: [NERVE],
    for: { medicines: ['fluoroquinolone', 'nitroimidazole', 'isoniazid'] },
    wholeMessage: true,
    intent: 'medicine_question',
    text: {
      zh: nerveText(['fluoroquinolone', 'nitroimidazole', 'isoniazid'], true),
      en: nerveText(['fluoroquinolone', 'nitroimidazole', 'isoniazid'], false),
    },
    // The person's own medicines of the three (the message's named ones count too).
    compose: (said, zh) => {
      const drugs = nerveDrugsOf(said.medicines ?? []);
      return drugs.length > 0 ? nerveText(drugs, zh) : null;
    },
    source: {
      ref: 'FDA Drug Safety Communication (12 May 2016, updated 2018): fluoroquinolones — disabling side effects including peripheral neuropathy; Cipro (ciprofloxacin) US Prescribing Information, boxed warning and §5.5 Peripheral Neuropathy; Flagyl (metronidazole) US Prescribing Information, Warnings: peripheral neuropathy; isoniazid US Prescribing Information (peripheral neuropathy; pyridoxine); Nahid P et al. ATS/CDC/IDSA Clinical Practice Guidelines: Treatment of Drug-Susceptible Tuberculosis. Clin Infect Dis 2016;63:e147 (pyridoxine 25–50 mg a day with isoniazid)',
      url: 'https://www.fda.gov/drugs/drug-safety-and-availability/fda-drug-safety-communication-fda-updates-warnings-oral-and-injectable-fluoroquinolone-antibiotics',
    },
  },
  {
    id: 'denosumab-low-calcium-what-to-do',
    when: [
      /钙|维生素d|维d|普罗力|地舒单抗|听谁的|矛盾|\bcalcium\b|\bvitamin d\b|\bprolia\b|\bdenosumab\b|\bcontradict\w*\b|\bwhich (one|is right)\b/,
    ],
    // Omeprazole and the low calcium is another question (a PPI lowers magnesium, then calcium).
    unless: [/奥美拉唑|泮托拉唑|拉唑|质子泵|\bppi\b|\b\w+prazole\b|\bnexium\b|\bprilosec\b/],
    for: { all: [{ medicines: ['rankl_inhibitor'] }, { lowCalcium: true }] },
    wholeMessage: true,
    beforeLabs: true,
    beforeMedicineDiet: true,
    intent: 'medicine_question',
    // "那维生素D我该吃多少？": the plan's one vitamin D figure first, as the doctor's to confirm (zh S3, M11).
    compose: (said, zh) => {
      const ug = said.supervised?.['vitaminD'];
      if (ug === undefined || !VITAMIN_D_ASKED.test(said.text.toLowerCase())) return null;
      const iu = Math.round(ug * 40);
      const lead = zh
        ? `**维生素D：方案里的每天 ${iu} 国际单位（${ug} 微克）是针对你维生素D缺乏的治疗剂量，只有这一个数；“甲状旁腺激素偏高不要自己补”说的是不要在这之外自己再加。请在一两天内和开药医生一起确认这个剂量，同时定补多少钙。**`
        : `**Vitamin D: the plan's ${iu} IU (${ug} µg) a day is the treatment dose for your low vitamin D — that is the one figure; "no vitamin D of your own with a high PTH" means nothing beyond it on your own. Confirm it with the prescriber within a day or two, together with how much calcium to take.**`;
      return `${lead}\n\n${zh ? DENOSUMAB_LOW_CALCIUM.zh : DENOSUMAB_LOW_CALCIUM.en}`;
    },
    text: DENOSUMAB_LOW_CALCIUM,
    source: {
      ref: 'Prolia (denosumab) US prescribing information (Amgen, 2024): Boxed Warning and Warnings — Hypocalcemia (correct before dosing; calcium 1,000 mg and at least 400 IU vitamin D daily; monitor calcium in the weeks after a dose); US FDA Drug Safety Communication (19 January 2024): severe hypocalcaemia with Prolia in advanced CKD; KDIGO 2017 CKD-MBD guideline update, 4.1.4 (calcium individualised)',
      url: 'https://www.fda.gov/drugs/drug-safety-and-availability/fda-adds-boxed-warning-increased-risk-severe-hypocalcemia-patients-advanced-chronic-kidney-disease',
    },
  },
  {
    // Fifty-first clinician review, zh M11: "奥美拉唑吃了好几年了，跟我这钙低有嘛关系？" got the denosumab paragraph. Years of a
    // PPI lower magnesium, and a low magnesium holds the calcium down; acid-suppressed stomachs absorb carbonate poorly.
    id: 'ppi-low-calcium',
    when: [
      /奥美拉唑|泮托拉唑|兰索拉唑|雷贝拉唑|埃索美拉唑|质子泵|\bppi\b|\b\w+prazole\b|\bnexium\b|\bprilosec\b/,
      // A low calcium or magnesium told, not a calcium tablet's absorption (rows-medicines.ts calcium-carbonate-with-ppi).
      /钙[^，。？?]{0,4}(低|偏低|下降|不够|少)|低钙|镁[^，。？?]{0,4}(低|偏低|下降)|低镁|\blow (blood )?(calcium|magnesium)\b|\b(calcium|magnesium)\b[^.?!]{0,15}\b(is |was |being )?(low|dropped|falling|down)\b/,
    ],
    for: {
      medicines: ['ppi'],
      said: /奥美拉唑|泮托拉唑|兰索拉唑|雷贝拉唑|埃索美拉唑|质子泵|\bppi\b|\b\w+prazole\b/,
    },
    wholeMessage: true,
    beforeLabs: true,
    beforeMedicineDiet: true,
    intent: 'medicine_question',
    text: {
      zh: '**有关系：长期吃奥美拉唑这类质子泵抑制剂（一般超过1年），会让血镁降低；镁低了，甲状旁腺激素不能正常起作用，血钙也会跟着降低，而且单补钙往往补不上来，要先把镁纠正。** 另外胃酸少了，碳酸钙（如钙尔奇）的吸收会变差——要随餐吃，或请医生换成枸橼酸钙。请把这一点告诉医生：复查血钙时一起查血镁，问奥美拉唑还需不需要长期吃、能不能减量或换药——不要自己停。手脚发麻、抽筋、心慌，尽快就医。',
      en: '**Yes, it can be: years of omeprazole or another proton pump inhibitor (usually over a year) can lower magnesium, and with a low magnesium the parathyroid hormone cannot work properly, so the calcium falls too — and calcium alone often will not bring it up until the magnesium is corrected.** Less stomach acid also means calcium carbonate (Caltrate, Tums) is absorbed poorly: take it with meals, or ask about calcium citrate. Tell the doctor: have magnesium checked with the calcium, and ask whether you still need the PPI long term or could reduce or switch it — do not stop it on your own. Tingling, cramps or palpitations need a doctor soon.',
    },
    source: {
      ref: 'US FDA Drug Safety Communication (2 March 2011): low magnesium levels with long-term use of proton pump inhibitors (over a year; hypocalcaemia with hypomagnesaemia; magnesium replacement alone may not suffice without stopping the PPI); NIH ODS Calcium Fact Sheet for Health Professionals (calcium carbonate needs stomach acid: take with food; calcium citrate absorbed without); Ayuk J, Gittoes NJ. Clin Endocrinol 2011;75:743 (hypocalcaemia resists correction until magnesium is replaced)',
      url: 'https://www.fda.gov/drugs/drug-safety-and-availability/fda-drug-safety-communication-low-magnesium-levels-can-be-associated-long-term-use-proton-pump-inhibitor',
    },
  },
  {
    // Fifty-first clinician review, zh M2: "佢而家食紧低钠盐，医生话要少盐，咁佢仲食唔食得低钠盐？定系换返普通盐？" on lithium with
    // enalapril got the enalapril–potassium card and "no reliable rule for potassium".
    id: 'lithium-salt-substitute',
    when: [
      /低钠盐|代盐|替代盐|薄盐|氯化钾|\bsalt substitutes?\b|\blo-? ?salt\b|\bnosalt\b|\blite salt\b|\bpotassium chloride\b|\blow[- ]sodium salt\b/,
    ],
    for: { medicines: ['lithium'] },
    wholeMessage: true,
    beforeMedicineDiet: true,
    beforeLabs: true,
    intent: 'salt_substitute',
    text: {
      zh: '**换回普通的加碘盐，每天的用量和现在差不多，不要趁机少放盐。** 低钠盐是把一部分氯化钠换成了氯化钾：吃碳酸锂的人，钠吃得少，肾脏会把锂一起留住，血锂会升高；同时吃依那普利这类“普利”“沙坦”类降压药、螺内酯，或肾功能下降时，里面的钾还会让血钾升高。吃锂盐的人盐量要稳定——医生说的“少盐”是指别吃得太咸（少吃咸菜、腌肉、浓汤汁），不是突然大减；要减盐就慢慢减，并先告诉精神科医生。换盐后一周左右复查血锂、血钠和血钾。血锂已经偏高，或者出现拉肚子、手抖加重、走路不稳、说话含糊，当天就医。',
      en: '**Switch back to ordinary iodised salt, in about the same amount as now — do not use the change to cut salt.** A low-sodium salt swaps part of the sodium chloride for potassium chloride: on lithium, less sodium makes the kidneys hold on to lithium and the level rises; and with an ACE inhibitor such as enalapril or lisinopril, an ARB, spironolactone or weaker kidneys, its potassium can push the blood potassium up. On lithium, keep your salt steady — a doctor’s "less salt" means not eating very salty food (pickles, cured meats, salty sauces), not a sudden big cut; any cut should be gradual and agreed with the psychiatrist first. Have lithium, sodium and potassium rechecked about a week after the change. With a lithium already high, or diarrhoea, a worse tremor, unsteadiness or slurred speech, get care the same day.',
    },
    source: {
      ref: 'Lithium carbonate US prescribing information, Warnings: sodium depletion (a low-salt diet raises lithium levels); NICE CG185 Bipolar disorder (2014, updated 2023) 1.10: keep salt and fluid intake steady on lithium; BNF, Enalapril — interactions: potassium-containing salt substitutes (hyperkalaemia); NHS, Salt substitutes (Lo Salt) and medicines that raise potassium',
      url: 'https://www.nice.org.uk/guidance/cg185',
    },
  },
  {
    // Fifty-first clinician review, zh M9: "纳豆激酶能溶血栓，我吃了不是更保险吗？比华法林还好吧？" with a mechanical valve got the
    // interaction card, the natto (food) text and the vitamin K2 text — never "no".
    id: 'nattokinase-instead-of-anticoagulant',
    when: [
      /纳豆激酶|\bnattokinase\b/,
      /比[^，。？?]{0,6}(好|强|管用|保险)|更保险|更好|代替|替代|换成|不用吃|不吃(华法林|抗凝)|\b(better|safer|instead|replace|rather than|more natural|natural alternative)\b/,
    ],
    for: { medicines: ['anticoagulant'] },
    wholeMessage: true,
    beforeMedicineDiet: true,
    intent: 'medicine_question',
    text: {
      zh: '**不是。纳豆激酶不能代替华法林，也不会“更保险”：预防血栓（尤其装了机械心脏瓣膜、房颤）只有医生开的抗凝药有证据，机械瓣膜只能用华法林这类药。** 纳豆激酶“溶血栓”的说法来自实验室和很小的研究，没有证明能预防血栓或中风；和华法林一起吃反而会增加出血风险（有脑出血的病例报告），剂量也无法监测。纳豆激酶先停掉，告诉抗凝门诊；华法林照医嘱吃，不要因为吃了纳豆激酶就自己减量或停掉。',
      en: '**No. Nattokinase cannot replace warfarin and is not "safer": only prescribed anticoagulants have evidence for preventing clots — and a mechanical heart valve needs warfarin or a similar vitamin K antagonist.** The "clot-dissolving" claims come from lab work and very small studies; nothing shows it prevents clots or strokes, and taken with warfarin it adds to the bleeding risk (brain bleeds have been reported), with no way to monitor its effect. Stop the nattokinase and tell your anticoagulation clinic; keep taking the warfarin as prescribed — never cut or stop it because you take nattokinase.',
    },
    source: {
      ref: 'Otto CM et al. 2020 ACC/AHA Guideline for the Management of Valvular Heart Disease, Circulation 2021;143:e72 (mechanical valves: vitamin K antagonist; DOACs contraindicated); Natural Medicines Comprehensive Database (TRC), Nattokinase (insufficient evidence; bleeding risk with anticoagulants); Chang YY et al. Nattokinase-related cerebral microbleeds and intracerebral haemorrhage with aspirin, Neurol Sci 2008',
      url: 'https://www.ahajournals.org/doi/10.1161/CIR.0000000000000923',
    },
  },
  {
    // Fifty-first clinician review, en M2: "Her potassium came back 5.8 last week. Is it ok for her to keep drinking her
    // noni juice every morning?" on lisinopril and Bactrim at eGFR 24 got the potassium cards, the noni never named.
    id: 'noni-juice-potassium',
    when: [/诺丽|海巴戟|\bnoni\b|\bmorinda\b/],
    for: {
      conditions: ['kidney_disease', 'dialysis'],
      medicines: [
        'ace_inhibitor',
        'arb',
        'potassium_sparing_diuretic',
        'sulfamethoxazole-trimethoprim',
        'trimethoprim',
      ],
      said: /肾|透析|高钾|血钾|\bkidneys?\b|\bdialysis\b|\bckd\b|\bpotassium\b/,
    },
    wholeMessage: true,
    beforeLabs: true,
    beforeMedicineDiet: true,
    intent: 'herbal_remedy',
    text: {
      zh: '**诺丽果汁先停掉：它含钾很高（每升约56毫摩尔，和橙汁、番茄汁差不多），有肾病患者喝了以后血钾升高的报告；肾功能下降、吃“普利”“沙坦”类降压药、螺内酯或复方新诺明（其中的甲氧苄啶）时，血钾本来就容易高。** 它降血糖的作用没有可靠的证据，不能代替降糖药。血钾已经偏高的，这一两天内联系肾内科医生或开药医生复查；手脚无力、心慌、心跳不齐，立即就医。',
      en: '**Stop the noni juice for now: it is high in potassium (about 56 mmol per litre, like orange or tomato juice), and a patient with kidney disease developed a high potassium drinking it; with weak kidneys, an ACE inhibitor or ARB (such as lisinopril), spironolactone or Bactrim (its trimethoprim), potassium already runs high.** There is no reliable evidence that it lowers blood sugar, and it is no substitute for diabetes medicines. With a potassium already high, contact the kidney doctor or prescriber within a day or two for a repeat test; muscle weakness, palpitations or an irregular heartbeat need urgent care now.',
    },
    source: {
      ref: 'Mueller BA et al. Noni juice (Morinda citrifolia): hidden potential for hyperkalemia? Am J Kidney Dis 2000;35:310–312 (potassium 56.3 mEq/L); NCCIH, Noni (no reliable evidence for any condition); KDIGO 2024 CKD guideline §3.10 (potassium)',
      url: 'https://doi.org/10.1016/S0272-6386(00)70341-9',
    },
  },
  {
    // Fifty-first clinician review, en M16: "The iron tablet makes my stomach worse and my Crohn's is flaring. Should I
    // double up to fix my ferritin faster?" got the side-effects text; "double up" never answered.
    id: 'iron-double-up',
    when: [
      /铁|\biron\b|\bferrous\b|\bferritin\b/,
      /加倍|吃双份|多吃一片|两片一起|加量|\bdouble (up|the dose|it)\b|\btake (two|2|more) (at once|tablets|a day)\b|\bmore iron\b[^.?!]{0,20}\bfaster\b|\bup the dose\b/,
    ],
    unless: [/漏|忘|\bmiss(ed)?\b|\bforgot\b/],
    wholeMessage: true,
    intent: 'supplement_dose',
    text: {
      zh: '**不要加倍。铁剂吃得多，吸收并不会跟着变多，反而胃肠反应更重——炎症性肠病发作时还可能让肠道症状更糟。** 英国消化病学会指南：口服铁一天1片（或隔天1片）就够，吃了难受可以改成隔天吃或随少量食物吃；铁蛋白要补得快、或者口服吃不下、肠道正在发炎，应该问医生静脉补铁，不是自己加量。请把胃难受和想补快一点的想法告诉开药医生或消化科团队。',
      en: '**No — don’t double up. A bigger dose is not absorbed much better, and it makes the stomach side effects worse — in a flare of inflammatory bowel disease it can worsen the gut symptoms too.** British Society of Gastroenterology guidance: one tablet a day (or every other day) is enough; if it upsets you, every other day or with a little food is fine. To raise ferritin faster, or when tablets are not tolerated or the bowel is inflamed, the answer is iron through a drip from your doctor, not more tablets: tell your prescriber or IBD team about the stomach trouble and that you want it fixed sooner.',
    },
    source: {
      ref: 'Snook J et al. British Society of Gastroenterology guidelines for the management of iron deficiency anaemia in adults. Gut 2021;70:2030–2051 (one tablet a day or on alternate days; intravenous iron when oral iron is not tolerated or effective); Dignass AU et al. ECCO consensus on iron deficiency and anaemia in IBD. J Crohns Colitis 2015;9:211–222 (intravenous iron first line in active IBD; oral iron at most 100 mg elemental a day); Stoffel NU et al. Lancet Haematol 2017;4:e524 (higher doses absorbed less)',
      url: 'https://doi.org/10.1136/gutjnl-2020-322210',
    },
  },
];
