/**
 * The likely cause said under the urgent card when a rule of the general kind (`urgent_general`) fired on
 * signs that name one (thirteenth clinician review, en P2 #2, P4 #1, P5 #4: three emergencies in everyday
 * words were missed; the rules are in lexicon.ts, these are the lines said with them). A row is said when
 * the hit's features hold all of `all`. Data with its source, both languages.
 */
import { pick, type Bilingual, type Locale } from '../contracts/common';
import type { Feature } from './lexicon';
import { OBSTRUCTED_INFECTED_KIDNEY, PANCREATITIS, SEVERE_PAIN_SOURCES } from './severe-pain-texts';

/**
 * Jaundice or dark urine on a medicine that injures the liver: drug-induced liver injury, the next dose held until seen
 * today (ATS 2006). Said under the general card, and by the person reading that sets pre-eclampsia aside for it.
 */
export const HEPATOTOXIC_JAUNDICE: { text: Bilingual; source: Bilingual } = {
  text: {
    zh: '在吃可能伤肝的药（抗结核药异烟肼、利福平、吡嗪酰胺，或丙硫氧嘧啶）时出现眼睛或皮肤发黄、尿色像浓茶，可能是药物性肝损伤：请今天就去医院查肝功能，并联系开药的医生（结核病门诊）。在医生看过之前，先不要再吃下一次这些药；有黄疸时医生通常会先停药，等肝功能好转再决定怎么重新开始。意识模糊或嗜睡、呕血或黑便、剧烈腹痛，立即拨打120。',
    en: 'Yellow eyes or skin, or urine dark like cola, while taking a medicine that can injure the liver (the TB medicines isoniazid, rifampin and pyrazinamide, or propylthiouracil) can be drug-induced liver injury: get liver blood tests today and contact the prescriber (your TB clinic). Until a doctor has seen you, do not take the next dose of these medicines; with jaundice doctors usually stop them and decide how to restart once the liver recovers. Confusion or drowsiness, vomiting blood or black stools, or severe tummy pain: call 911 now.',
  },
  source: {
    zh: '美国胸科学会关于抗结核治疗肝毒性的声明（2006）：出现黄疸或肝炎症状伴转氨酶升高应中断治疗；异烟肼美国说明书黑框警告（出现肝炎前驱症状应立即停药就诊）；丙硫氧嘧啶美国说明书黑框警告（严重肝损伤）',
    en: 'Saukkonen JJ et al. An official ATS statement: hepatotoxicity of antituberculosis therapy. Am J Respir Crit Care Med 2006;174:935–952 (interrupt therapy with jaundice or symptoms and a raised ALT); isoniazid US prescribing information, boxed warning; propylthiouracil US prescribing information, boxed warning (severe liver injury)',
  },
};

interface NamedCause {
  all: readonly Feature[];
  /** And at least one of these, when given. */
  any?: readonly Feature[];
  text: Bilingual;
  /** Said instead of `text` for a woman: no cause only a man can have (eighteenth clinician review, M5). */
  female?: Bilingual;
  /**
   * Not said when the hyperemesis text is (pregnant, nothing stays down): its dehydration is that of a
   * pregnancy, with the maternity unit, never a stone or a prostate (eighteenth clinician review, M5).
   */
  notWithHyperemesis?: true;
  source: Bilingual;
}

/** What is known about the person that a row's wording depends on. */
export interface NamedCausePerson {
  female?: boolean;
  hyperemesis?: boolean;
}

const JAUNDICE_SOURCE: Bilingual = {
  zh: '英国国家卫生与临床优化研究所临床知识摘要：成人黄疸（2023）；美国国立糖尿病、消化和肾脏疾病研究所药物性肝损伤数据库（中草药与膳食补充剂）；中国药物性肝损伤诊治指南（2023年版）',
  en: 'NICE CKS Jaundice in adults (2023); LiverTox, NIDDK: Herbal and Dietary Supplements (drug-induced liver injury); Chinese guideline for the diagnosis and management of drug-induced liver injury (2023)',
};
const JAUNDICE_TEXT: Bilingual = {
  zh: '眼睛或皮肤发黄、尿色像浓茶，是黄疸的表现，问题在肝脏或胆道（肝炎、胆道堵塞，或药物、中草药、保健品引起的肝损伤）。请今天就医查肝功能；出现意识模糊或嗜睡、呕血或黑便、高烧或剧烈腹痛，立即拨打120。',
  en: 'Yellow eyes or skin with dark urine are signs of jaundice, a problem of the liver or bile ducts (hepatitis, a blocked bile duct, or liver injury from a medicine, herbal product or supplement). See a doctor today for liver blood tests; call 911 now with confusion or drowsiness, vomiting blood or black stools, a high fever or severe tummy pain.',
};

const INFANT_B12: Bilingual = {
  zh: '吃母乳的宝宝，妈妈缺维生素B12或吃纯素时，奶里的B12也少，宝宝可能缺B12：全身发软、不会笑、不会抓东西、会的本事倒退，都是它的表现，拖下去可能留下长期的神经损害。请今天就带宝宝看儿科医生，说明妈妈B12低或吃素，请医生查宝宝的B12；宝宝要补B12由医生定。妈妈自己也现在就按医生的方案补B12，继续喂奶。',
  en: 'A breastfed baby whose mother is low in vitamin B12 or vegan gets little B12 from the milk and can become deficient: floppiness, no longer smiling or grasping, and losing skills are its signs, and it can cause lasting nerve damage if left. Take the baby to a doctor today, say that your B12 is low or that you are vegan, and ask for the baby’s B12 to be checked — the baby’s treatment is the doctor’s. Start your own B12 now as your doctor advises, and keep breastfeeding.',
};
const INFANT_B12_SOURCE: Bilingual = {
  zh: '美国国立卫生研究院膳食补充剂办公室：维生素B12（专业人员版）——纯素母亲母乳喂养的婴儿；美国疾病控制与预防中心《发病率与死亡率周报》2003;52:61–64（母亲缺B12致婴儿神经损害）',
  en: 'NIH Office of Dietary Supplements, Vitamin B12 fact sheet for health professionals (infants breastfed by vegan mothers); CDC, Neurologic impairment in children associated with maternal dietary deficiency of cobalamin — Georgia, 2001. MMWR 2003;52:61–64',
};

/** A feeding tube's sources (the Chinese standard's number is not given: cited from memory). */
const TUBE_SOURCE: Bilingual = {
  zh: '英国国家患者安全局患者安全警示：减少鼻胃管错位造成的伤害（2011）；英国国家医疗服务体系改进局患者安全警示：鼻胃管错位的持续死亡和严重伤害风险（2016）；美国肠外肠内营养学会肠内营养安全实践（2017）；中华护理学会团体标准《成人肠内营养支持的护理》（编号凭记忆）',
  en: 'NPSA Patient Safety Alert NPSA/2011/PSA002, Reducing the harm caused by misplaced nasogastric feeding tubes (2011); NHS Improvement Patient Safety Alert NHS/PSA/RE/2016/006, Nasogastric tube misplacement: continuing risk of death and severe harm; Boullata JI et al., ASPEN Safe Practices for Enteral Nutrition Therapy, JPEN 2017;41:15–103; Chinese Nursing Association group standard on enteral nutrition nursing in adults (number cited from memory)',
};

/** The aspiration card for someone fed through a tube: stop, sit up, the same day (lexicon.ts `after_feed`). */
export const ASPIRATION_TUBE: { text: Bilingual; source: typeof TUBE_SOURCE } = {
  text: {
    zh: '经胃管（鼻饲）喂养的人，喂的时候或喂完就咳嗽、呛、气喘，可能是食物进了气道（误吸），也可能是胃管位置不对：现在就停止喂食，不要再从管子打任何东西（包括水和药），让他坐起来或把床头摇高到30–45度，今天就联系社区护士或居家护理团队，或去医院检查胃管位置；发烧、呼吸急促或费力、嘴唇发紫，立即拨打120。不要自己把胃管往里推或拔出来重插。',
    en: 'In someone fed through a nasogastric (feeding) tube, coughing, choking or breathlessness with or after feeds can mean feed is going into the airway (aspiration) or the tube has moved: stop the feed now and put nothing else down the tube (no water or medicines either), sit them up or raise the head of the bed to 30–45°, and contact the nurse or home-care team, or go to hospital, today to have the tube position checked. Call 911 now with a fever, fast or hard breathing or blue lips. Never push the tube in or re-insert it yourself.',
  },
  source: TUBE_SOURCE,
};

export const NAMED_CAUSES: readonly NamedCause[] = [
  // A floppy baby or one losing skills, with the mother's low B12 or a vegan or vegetarian diet said: infant
  // B12 deficiency (blind answer round 17, en S3: "my B12 came back low, could that affect Leo through my
  // breastmilk? he's been a bit floppy… not smiling or grabbing stuff like he used to").
  { all: ['floppy_baby', 'ctx_b12_mother'], text: INFANT_B12, source: INFANT_B12_SOURCE },
  { all: ['lost_skills', 'ctx_b12_mother'], text: INFANT_B12, source: INFANT_B12_SOURCE },
  {
    all: ['tube_out'],
    text: {
      zh: '胃管脱出一截时，不要自己推回去，也不要再从这根管子打任何东西（包括水和药）：管头可能已经不在胃里，再喂会把食物灌进肺里（误吸），可能致命。现在停止喂食，用胶布把外露部分固定在原位，今天就联系社区护士或居家护理团队，或去医院重新置管、确认位置后再喂。出现咳嗽不止、呼吸急促或费力、嘴唇发紫，立即拨打120。',
      en: 'A nasogastric (feeding) tube that has come partly out must not be pushed back in, and nothing should go down it (no feed, water or medicines): its tip may no longer be in the stomach, and feed given through it can go into the lungs (aspiration), which can be fatal. Stop the feed now, tape the tube where it is, and contact the nurse or home-care team, or go to hospital, today to have it replaced and its position checked before any more feeds. Call 911 now with coughing that will not stop, fast or hard breathing or blue lips.',
    },
    source: TUBE_SOURCE,
  },
  // Jaundice or dark urine on a medicine that injures the liver (isoniazid, rifampicin, pyrazinamide,
  // propylthiouracil): hold the next dose until seen today — the question "keep taking the pills?" was
  // left unanswered (twentieth clinician review, en S2; ATS 2006: interrupt with jaundice).
  {
    all: ['ctx_hepatotoxic'],
    any: ['jaundice', 'dark_urine'],
    text: HEPATOTOXIC_JAUNDICE.text,
    source: HEPATOTOXIC_JAUNDICE.source,
  },
  // Jaundice and dark urine with herbal products or supplements said: liver injury from them is the likely
  // cause — stop them, bring them (fourteenth clinician review, en P5 #3); without them, the causes.
  {
    all: ['jaundice', 'dark_urine', 'ctx_herbal'],
    text: {
      zh: `${JAUNDICE_TEXT.zh}你提到在吃中草药或保健品：现在全部停用（医生开的药不要自己停），把药瓶或包装带去给医生看——中草药和膳食补充剂引起的药物性肝损伤并不少见。`,
      en: `${JAUNDICE_TEXT.en} You mention herbal products or supplements: stop all of them now (do not stop a prescribed medicine on your own) and take the bottles or packets with you — liver injury from herbal and dietary supplements is a known cause.`,
    },
    source: JAUNDICE_SOURCE,
  },
  { all: ['jaundice', 'dark_urine'], text: JAUNDICE_TEXT, source: JAUNDICE_SOURCE },
  // Blurred vision or colours seen wrong on ethambutol (twentieth clinician review, zh S1: Wernicke and
  // hepatic encephalopathy were named, the TB medicine never).
  {
    all: ['ctx_ethambutol'],
    any: ['colour_vision', 'vision'],
    text: {
      zh: '吃乙胺丁醇（抗结核药）期间看东西模糊、红绿色分不清，可能是乙胺丁醇损伤了视神经（视神经炎）：请今天就联系结核病门诊，并尽快去眼科检查视力和色觉。医生通常会马上停用乙胺丁醇——联系上医生之前，先不要吃下一次的乙胺丁醇；其他抗结核药（异烟肼、利福平、吡嗪酰胺）照常吃，不要自己全停。发现得早，视力多能恢复。',
      en: 'Blurred vision or colours that look wrong (red and green hard to tell apart) while taking ethambutol, a TB medicine, can mean it is harming the optic nerve (optic neuritis): contact your TB clinic today and have your eyesight and colour vision checked by an eye doctor as soon as possible. The doctor usually stops ethambutol at once — until you reach them, do not take the next ethambutol dose, but keep taking the other TB medicines (isoniazid, rifampin, pyrazinamide); do not stop them all yourself. Caught early, the sight usually recovers.',
    },
    source: {
      zh: '美国胸科学会、美国疾病控制与预防中心与美国感染病学会药物敏感结核病治疗指南（2016）；乙胺丁醇美国说明书：视神经炎，出现视力或色觉改变应停药并做眼科检查；中国结核病预防控制工作技术规范（2020年版）',
      en: 'Nahid P et al. ATS/CDC/IDSA Clinical Practice Guidelines: Treatment of Drug-Susceptible Tuberculosis (Clin Infect Dis 2016;63:e147); Myambutol (ethambutol) prescribing information: optic neuritis — report changes in vision or colour vision; discontinue and examine',
    },
  },
  // Drinking stopped days ago with shaking, sweating, confusion, hallucinations or a fit (twentieth clinician
  // review, en S1: the non-alcoholic-beer text, not urgent).
  {
    all: ['alcohol_stopped'],
    any: ['seeing_things', 'confused', 'seizure', 'body_jerk', 'shaky'],
    text: {
      zh: '停酒一两天后出现手抖、出汗、糊涂、看到不存在的东西（比如墙上有虫）或抽搐，是酒精戒断反应，可能发展成震颤谵妄或戒断性癫痫，会危及生命：请立即拨打120。不要让他一个人待着，不要给他喝酒“压一压”，也不要自己给镇静药；医院会用药控制戒断，并静脉或肌肉注射维生素B1（家里的B1片不够，也不能代替）。抽搐时让他侧躺，移开周围硬物。',
      en: 'Shaking, sweating, confusion, seeing things that are not there (bugs on the wall) or a fit a day or two after stopping drinking is alcohol withdrawal, which can turn into delirium tremens or withdrawal seizures and can kill: call 911 now. Do not leave him alone, do not give him a drink to "take the edge off", and do not give sedatives of your own; in hospital the withdrawal is treated with medicines and thiamine (vitamin B1) by injection — thiamine tablets at home are not enough and no substitute. If he has a fit, lay him on his side and move hard objects away.',
    },
    source: {
      zh: '美国成瘾医学会酒精戒断管理临床实践指南（2020）；英国国家卫生与临床优化研究所CG100 酒精使用障碍：躯体并发症（2010，2017更新）——震颤谵妄与戒断性癫痫、维生素B1注射',
      en: 'ASAM Clinical Practice Guideline on Alcohol Withdrawal Management (2020); NICE CG100 Alcohol-use disorders: diagnosis and management of physical complications (2010, updated 2017) — delirium tremens, withdrawal seizures, parenteral thiamine',
    },
  },
  // A Parkinson's medicine stopped, then a fever with rigidity or confusion (nineteenth clinician review,
  // zh S1: named serotonin syndrome, and "stop the new supplements" pointed away from the levodopa).
  {
    all: ['parkinson_med_stopped', 'fever'],
    text: {
      zh: '帕金森的药（美多芭、息宁等左旋多巴）突然停了，接着高烧、全身僵硬、意识不清，可能是停药引起的危险反应（帕金森高热综合征，类似恶性综合征），会危及生命：请立即拨打120。告诉急救人员他在吃什么药、哪天停的、为什么停（比如咽不下去）——医院常要尽快把药恢复（咽不下时可以经胃管给药），并降温、补液。把药盒一起带上；不要自己一次补吃好几顿。',
      en: 'A Parkinson’s medicine (levodopa: Sinemet, Madopar) stopped suddenly, followed by a high fever, rigidity or confusion, can be a dangerous withdrawal reaction (parkinsonism-hyperpyrexia syndrome, like neuroleptic malignant syndrome) and can be life-threatening: call 911 now. Tell the crew which medicines he takes, when they were stopped and why (for example, he could not swallow) — hospitals usually restart them quickly (through a feeding tube if needed) and cool and rehydrate. Bring the medicine boxes; do not give several missed doses at once yourself.',
    },
    source: {
      zh: '美多芭（多巴丝肼）说明书 警告：突然停药可出现类似恶性综合征的症状；水野美邦等：帕金森病的恶性综合征——概念与文献综述（《帕金森病及相关疾病》2003年第9卷增刊1）；中国帕金森病治疗指南（第四版），中华神经科杂志 2020',
      en: 'Madopar (levodopa/benserazide) label, warnings: a neuroleptic-malignant-like syndrome after abrupt withdrawal; Mizuno Y et al. Malignant syndrome in Parkinson’s disease: concept and review of the literature. Parkinsonism Relat Disord 2003;9 Suppl 1:S3–S9; Chinese guideline for the treatment of Parkinson’s disease, 4th edition (Chin J Neurol 2020)',
    },
  },
  {
    all: ['perioral_numb', 'hand_spasm'],
    text: {
      zh: '嘴周围发麻、手抽筋成“鸡爪”样，可能是严重低钙引起的手足抽搐，尤其是打了地舒单抗（普罗力）之后、有肾病或做过甲状腺或甲状旁腺手术的人；它可能累及喉咙和心脏，请立即拨打120，不要等门诊抽血，也不要自己停用医生开的钙片和维生素D。',
      en: 'Tingling around the mouth with the hands cramping into a claw can be a dangerously low calcium (tetany), above all after a denosumab (Prolia) injection, with kidney disease or after thyroid or parathyroid surgery. It can affect the throat and the heart: call 911 now rather than wait for a routine blood test, and do not stop calcium or vitamin D a doctor prescribed.',
    },
    source: {
      zh: '普罗力（地舒单抗）美国说明书（安进，2024）黑框警告“晚期慢性肾病患者的严重低钙血症”及警告“低钙血症”；美国食品药品监督管理局药品安全通讯（2024年1月19日）；英国内分泌学会急症指南：急性低钙血症（2016）',
      en: 'Prolia (denosumab) US Prescribing Information (Amgen, 2024), Boxed Warning (severe hypocalcaemia in advanced chronic kidney disease) and Warnings, Hypocalcemia; FDA Drug Safety Communication, 19 January 2024; Society for Endocrinology Emergency Guidance: Acute hypocalcaemia in adult patients (2016)',
    },
  },
  {
    all: ['stoma_output'],
    text: {
      zh: '造口袋一直很快就满、尿很少或没有尿、站起来发晕，是脱水的表现，可能已经损伤肾脏（急性肾损伤）；这需要今天在医院静脉补液，不是多喝白开水能解决的——白开水、茶这类淡的饮料反而会让造口丢失更多盐分。',
      en: 'A stoma bag filling very fast, little or no urine and feeling faint on standing are signs of dehydration that can damage the kidneys (acute kidney injury). It needs fluids into a vein in hospital today; drinking more plain water will not fix it, and water, tea or squash make stoma losses of salt worse.',
    },
    source: {
      zh: '英国国家卫生与临床优化研究所 NG148 急性肾损伤（2019，2024更新）；英国胃肠病学会短肠综合征患者管理指南（2006）',
      en: 'NICE NG148 Acute kidney injury: prevention, detection and management (2019, updated 2024); Nightingale J, Woodward JM. BSG guidelines for management of patients with a short bowel. Gut 2006;55(Suppl IV):iv1–iv12',
    },
  },
  // Little or no urine with loin pain: a blocked kidney (fifteenth clinician review, zh P3 #1: "今天一整天几乎
  // 没怎么尿，肚子胀，腰酸" was explained as a bowel obstruction).
  {
    all: ['no_urine', 'flank_pain'],
    text: {
      zh: '一整天几乎没有尿、腰部疼痛，尤其是有肾结石的人，可能是结石把尿路堵住了，也可能是肾脏急性受损（急性肾损伤）：请今天就去急诊查肾功能和泌尿系B超；同时发烧、打寒战或小肚子胀满想尿尿不出，立即去急诊或拨打120，并告诉医生你有肾结石。',
      en: 'Little or no urine all day with pain in the loin, above all in someone with kidney stones, can be a stone blocking the urine or sudden kidney injury: go to the emergency department today for kidney blood tests and an ultrasound; with a fever, shaking chills or a full bladder you cannot empty, go now or call 911, and tell them you have kidney stones.',
    },
    source: {
      zh: '欧洲泌尿外科学会尿路结石指南（2024）；英国国家卫生与临床优化研究所 NG148 急性肾损伤（2019，2024更新）',
      en: 'EAU Guidelines on Urolithiasis (2024); NICE NG148 Acute kidney injury: prevention, detection and management (2019, updated 2024)',
    },
  },
  { all: ['flank_pain', 'fever'], text: OBSTRUCTED_INFECTED_KIDNEY, source: SEVERE_PAIN_SOURCES },
  { all: ['epigastric_back'], text: PANCREATITIS, source: SEVERE_PAIN_SOURCES },
  {
    all: ['no_urine'],
    any: ['diarrhoea', 'vomit', 'frequent_stools', 'stoma_output'],
    notWithHyperemesis: true,
    text: {
      zh: '拉肚子或呕吐后很久没有尿、站起来发晕，是脱水的表现，可能已经损伤肾脏（急性肾损伤），需要今天就医补液。',
      en: 'Little or no urine with diarrhoea or vomiting and feeling faint are signs of dehydration that can damage the kidneys (acute kidney injury): it needs fluids and a doctor today.',
    },
    source: {
      zh: '英国国家卫生与临床优化研究所 NG148 急性肾损伤（2019，2024更新）',
      en: 'NICE NG148 Acute kidney injury: prevention, detection and management (2019, updated 2024)',
    },
  },
  // Little or no urine said with nothing that explains it: the kidneys or a blockage, today; the prostate
  // named for men only.
  {
    all: ['no_urine'],
    notWithHyperemesis: true,
    female: {
      zh: '一整天几乎没有尿，需要今天查清原因：可能是喝水太少或脱水，也可能是尿路被堵住（比如结石）或肾脏急性受损。请今天就医查肾功能和泌尿系B超；小肚子胀满、想尿尿不出，立即去急诊。',
      en: 'Passing little or no urine all day needs checking today: it can be dehydration, a blockage (such as a stone) or sudden kidney injury. See a doctor today for kidney blood tests and an ultrasound; with a full bladder you cannot empty, go to the emergency department now.',
    },
    text: {
      zh: '一整天几乎没有尿，需要今天查清原因：可能是喝水太少或脱水，也可能是尿路被堵住（结石，男性还可能是前列腺增生）或肾脏急性受损。请今天就医查肾功能和泌尿系B超；小肚子胀满、想尿尿不出，立即去急诊。',
      en: 'Passing little or no urine all day needs checking today: it can be dehydration, a blockage (a stone, or in men an enlarged prostate) or sudden kidney injury. See a doctor today for kidney blood tests and an ultrasound; with a full bladder you cannot empty, go to the emergency department now.',
    },
    source: {
      zh: '英国国家卫生与临床优化研究所 NG148 急性肾损伤（2019，2024更新）；欧洲泌尿外科学会尿路结石指南（2024）',
      en: 'NICE NG148 Acute kidney injury: prevention, detection and management (2019, updated 2024); EAU Guidelines on Urolithiasis (2024)',
    },
  },
  {
    all: ['ctx_btk_inhibitor'],
    text: {
      zh: '心房颤动（心跳乱、快）是伊布替尼这类药已知的副作用；吃这类药时出现心慌、头晕或晕倒，需要今天就医做心电图。不要自己停药，今天告诉血液科医生。',
      en: 'Atrial fibrillation (an irregular, racing heartbeat) is a known side effect of ibrutinib and similar medicines; palpitations, light-headedness or a faint on them need an ECG today. Do not stop the tablets on your own: tell the haematology team today.',
    },
    source: {
      zh: '亿珂（伊布替尼）美国说明书（2024）第5.3节 心律失常、心力衰竭和猝死',
      en: 'IMBRUVICA (ibrutinib) US Prescribing Information (2024), §5.3 Cardiac Arrhythmias, Cardiac Failure, and Sudden Death',
    },
  },
];

/**
 * The lines for the hits' features: the first fitting row only (the signs name one cause), in the wording
 * that fits the person (`female`); none of the dehydration rows when the hyperemesis text is said.
 */
export function namedCauseLines(
  features: ReadonlySet<string>,
  locale: Locale,
  person: NamedCausePerson = {},
): string[] {
  const row = NAMED_CAUSES.find(
    (c) => c.all.every((f) => features.has(f)) && (c.any === undefined || c.any.some((f) => features.has(f))),
  );
  if (!row || (row.notWithHyperemesis && person.hyperemesis)) return [];
  return [pick(person.female && row.female ? row.female : row.text, locale)];
}
