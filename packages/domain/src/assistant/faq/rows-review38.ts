/**
 * Thirty-eighth blind clinician review (2026-12-01, end of session): three questions whose one safety point was never
 * said — aspirin for a small child's fever (zh S2: "掰半片我的阿司匹林给他退烧"), a fast self-taper of buprenorphine in
 * pregnancy (en S4: read as a perinatal crisis), and breastfeeding a toddler before radioactive iodine (en S5: "this
 * one can wait"). Each row answers before the medicine, pregnancy and lactation rows.
 */
import type { FaqRow } from './types';
import { BREASTFEEDING_SAID, RADIOIODINE_SAID } from './audiences';

const ASPIRIN_SAID = /阿司匹林|拜阿司匹灵|\baspirin\b|\bdisprin\b|\becotrin\b|\bbayer\b/;
const CHILD_SAID =
  /孩子|小孩|宝宝|孙子|孙女|外孙|儿子|女儿|娃|[1-9]岁|十[一二三四五]?岁|\b(child|kid|kids|toddler|baby|son|daughter|grandson|granddaughter|grandkid|boy|girl)\b|\b\d{1,2}[- ]?(year|yr)s?[- ]?old\b/;
/** Giving it asked about ("能不能掰半片给他", "can I give her half an aspirin"), not a child already on it. */
const GIVE_ASKED =
  /(能不能|可不可以|可以|能|要不要|行不行|可不可)[^。？?]{0,12}(给|喂|吃)|掰|\b(can|could|should) (i|we) (give|use)\b|\b(is it )?(ok|okay|safe|alright) to give\b|\bgive (him|her|them|my|the|a)\b/;
/** A child prescribed aspirin (Kawasaki disease, a heart operation): the prescriber's, never "no aspirin". */
const PRESCRIBED_CHILD_ASPIRIN = /川崎|医生开的|心脏手术|\bkawasaki\b|\bprescribed\b|\bcardiolog\w*\b/;

const BUPRENORPHINE_SAID =
  /丁丙诺啡|美沙酮|\b(subutex|suboxone|buprenorphine|bupe|methadone|sublocade|zubsolv|espranor)\b/;
const TAPER_SAID =
  /减量|减药|停药|戒掉|慢慢停|自己停|\b(taper\w*|wean\w*|get off|come off|coming off|cut(ting)? (it |them |myself )?down|cut(ting)? back|detox\w*|stop (taking )?(it|them|my|the))\b/;

export const REVIEW38_FAQ: readonly FaqRow[] = [
  {
    id: 'aspirin-never-for-children',
    wholeMessage: true,
    when: [ASPIRIN_SAID, CHILD_SAID, GIVE_ASKED],
    unless: [PRESCRIBED_CHILD_ASPIRIN],
    intent: 'medicine_question',
    text: {
      zh: '**不要给孩子吃阿司匹林：16岁以下的孩子发烧、感冒时吃阿司匹林，可能引起瑞氏综合征（损伤肝和脑，可能致命）；大人的肠溶片掰开也不能给孩子。** 孩子发烧难受时，用儿童剂型的对乙酰氨基酚（如泰诺林）或布洛芬（如美林），按包装上的体重剂量或儿科医生说的量吃，两次之间按说明书间隔，不要两种同时吃。多喝水、少穿点。出现下面情况当天就医：3个月以下的宝宝发烧；精神很差、叫不醒或特别烦躁；呼吸费力；抽搐；皮疹按压不褪色；尿明显减少；发烧超过3天。抽搐、叫不醒或呼吸困难，立即打120。',
      en: '**Do not give a child aspirin: under 16, aspirin during a fever or a cold can cause Reye’s syndrome (liver and brain injury that can be fatal) — and a half of an adult’s coated tablet is no exception.** For a child’s fever or discomfort, use a children’s paracetamol (acetaminophen, e.g. Calpol or Tylenol) or ibuprofen (e.g. Nurofen or Motrin for children), dosed by the child’s weight as the pack or a doctor says, at the label’s interval, and not both at the same time. Plenty of fluids, light clothing. See a doctor the same day for a fever in a baby under 3 months, a child who is very drowsy, hard to wake or unusually irritable, laboured breathing, a fit, a rash that does not fade when pressed, much less urine, or a fever lasting over 3 days; a fit, a child who cannot be woken or struggling to breathe need emergency services at once.',
    },
    source: {
      ref: 'MHRA / Commission on Human Medicines: aspirin not to be given to children under 16 (Reye’s syndrome); British National Formulary, Aspirin — contra-indications (children under 16); 阿司匹林肠溶片说明书【儿童用药】（瑞氏综合征；章节凭记忆）; NICE NG143 Fever in under 5s (2019, updated 2021): paracetamol or ibuprofen for distress, the traffic-light signs',
      url: 'https://www.nice.org.uk/guidance/ng143',
    },
  },
  {
    id: 'opioid-agonist-pregnancy-no-self-taper',
    wholeMessage: true,
    when: [BUPRENORPHINE_SAID, TAPER_SAID],
    intent: 'pregnancy_lactation',
    text: {
      zh: '**怀孕期间不要自己减丁丙诺啡（或美沙酮），更不要快速减：孕期继续用这类药是推荐的治疗。** 自己快速减量容易出现戒断，诱发复吸、用到来路不明的阿片（可能混有芬太尼）和过量，戒断本身也会让胎儿受到应激。宝宝出生后可能出现新生儿戒断症状，但这是可以预料、也能在医院治疗的，不是停药的理由。请和开药的医生、产科医生一起商量剂量——孕晚期有时还需要加量；要不要、怎么减，只能在他们的监护下进行。',
      en: '**Please don’t taper your buprenorphine (or methadone) yourself in pregnancy — and certainly not fast: staying on it is the recommended treatment.** A quick self-taper brings withdrawal, and with it a high risk of relapse to street opioids (which may contain fentanyl) and overdose; withdrawal also stresses the baby. Your baby may have neonatal withdrawal after birth, but it is expected and treatable in hospital — it is not a reason to stop. Talk to your prescriber and your obstetrician about the dose (it sometimes needs to go up late in pregnancy); any change is made with them, under their care.',
    },
    source: {
      ref: 'ACOG Committee Opinion No. 711, Opioid Use and Opioid Use Disorder in Pregnancy (2017; reaffirmed): opioid agonist therapy is recommended over medically supervised withdrawal; SAMHSA, Clinical Guidance for Treating Pregnant and Parenting Women With Opioid Use Disorder and Their Infants (2018) — cited from memory',
      url: 'https://www.acog.org/clinical/clinical-guidance/committee-opinion/articles/2017/08/opioid-use-and-opioid-use-disorder-in-pregnancy',
    },
  },
  {
    id: 'breastfeeding-before-radioiodine',
    wholeMessage: true,
    when: [RADIOIODINE_SAID, BREASTFEEDING_SAID],
    intent: 'pregnancy_lactation',
    text: {
      zh: '**做放射性碘（碘-131）治疗前要先停止哺乳，而且要停够几周、治疗后这个孩子也不能再吃母乳：今天就告诉核医学科你还在喂奶。** 碘-131会大量集中到正在泌乳的乳腺并进入乳汁，会照射孩子的甲状腺，也会让你的乳房受到更多辐射。一般要求治疗前至少停止哺乳6周（最好约3个月，让乳腺停止泌乳），具体由核医学科决定，有时需要推迟治疗。停甲状腺素后TSH很高是为治疗做的准备，按核医学科的安排来。',
      en: '**Breastfeeding has to stop before radioactive iodine (I-131) — weeks before — and cannot restart for this child afterwards: tell your nuclear-medicine team today that you still breastfeed.** I-131 concentrates in breast tissue that is making milk and passes into the milk, irradiating the child’s thyroid and giving your breasts a higher dose. Teams usually ask for breastfeeding to stop at least 6 weeks before (ideally about 3 months, so milk production stops); they decide, and may delay the treatment. A high TSH after stopping thyroxine is the planned preparation for the treatment — follow their plan.',
    },
    source: {
      ref: 'Sisson JC et al. Radiation safety in the treatment of patients with thyroid diseases by radioiodine 131I: practice recommendations of the American Thyroid Association. Thyroid 2011;21:335–346 (cease breastfeeding well before treatment — at least 6 weeks — and do not resume for that child); Haugen BR et al. 2015 American Thyroid Association guidelines for differentiated thyroid cancer. Thyroid 2016;26:1–133 — cited from memory',
      url: 'https://doi.org/10.1089/thy.2010.0403',
    },
  },
  {
    // En S3: "do those even have iron in them?? ur app says 54mg" about Vitafusion PreNatal gummies — the plan had
    // counted a generic prenatal tablet's iron.
    id: 'gummy-vitamins-iron',
    wholeMessage: true,
    when: [/软糖|\bgumm(y|ies)\b/, /铁|\biron\b|\bfe\b/],
    // A children's product beside it is the overlap row's (rows-round50.ts; blind answer round 50, zh-008).
    unless: [/钙铁锌|儿童|小儿|\b(kids'?|children'?s) (multi-?)?vitamins?\b/],
    intent: 'supplement_dose',
    text: {
      zh: '**大多数软糖型复合维生素（包括孕妇软糖）不含铁：铁味道重，做成糖果样子也容易被孩子误吃中毒。** 请看瓶身的营养成分表（Supplement Facts）里有没有“铁（Iron）”一行；没有的话，这个产品就不提供铁，方案里按普通片剂算的铁量不对——请在方案里把这个产品按标签上的含量重新填写。孕期缺铁性贫血需要治疗量的铁（每天元素铁约40–80毫克，由医生开），不能靠复合维生素；开始后2–4周医生会复查血红蛋白。',
      en: '**Most gummy multivitamins — prenatal gummies included — contain no iron: it tastes metallic, and iron in a sweet-looking product is a poisoning risk for children.** Check the Supplement Facts panel for an "Iron" line; if there is none, the product gives you no iron and any iron your plan counts from it is wrong — edit the product in your plan with the label’s amounts. Iron-deficiency anaemia in pregnancy needs a treatment dose (about 40–80 mg of elemental iron a day, prescribed by your doctor or midwife), not a multivitamin; your haemoglobin is usually rechecked after 2–4 weeks.',
    },
    source: {
      ref: 'NIH Office of Dietary Supplements, Iron Fact Sheet for Health Professionals (iron in multivitamins; accidental iron overdose in children); Pavord S et al. UK guidelines on the management of iron deficiency in pregnancy. Br J Haematol 2020;188:819–830 (40–80 mg elemental iron a day; recheck at 2–3 weeks); product labels (gummy multivitamins commonly iron-free) — cited from memory',
      url: 'https://ods.od.nih.gov/factsheets/Iron-HealthProfessional/',
    },
  },
];
