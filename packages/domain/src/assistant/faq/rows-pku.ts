/**
 * Phenylketonuria (PKU; twelfth clinician review, en P2: Hannah, 29, classical PKU off diet with a Phe of
 * 750 µmol/L, on Kuvan and a PKU formula, planning a pregnancy, three Diet Cokes a day). She was told to
 * eat 12 g more ordinary protein, the preconception Phe target went unsaid, aspartame and protein shakes
 * went unanswered and a Kuvan question got a breakfast paragraph. The audience is `pku` ticked, Kuvan
 * (sapropterin) taken or named, or PKU said in the message or the one before it.
 */
import type { Source } from '../../contracts/common';
import { PKU_PREGNANT_NOW_ANSWER, PKU_SOURCES } from '../../knowledge/chronic-conditions';
import { PKU_PROTEIN_SUBSTITUTE_MISSED } from '../../knowledge/everyday-answers';
import type { FaqAudience, FaqRow } from './types';

/** PKU said: 苯丙酮尿症, PKU, phenylketonuria (and its misspellings). */
export const PKU_SAID =
  /苯丙酮(酸)?尿症?|\bpkus?\b|\bphenyl ?ketonur\w*|\bphenylketon\w*|\bphenylk\w*uria\b|\bhyperphenylalanin\w*|高苯丙氨酸血症/;

/** PKU ticked, on sapropterin, or said. */
export const PKU: FaqAudience = { conditions: ['pku'], medicines: ['pku_medicine'], said: PKU_SAID };

export { PKU_SOURCES };

const S = PKU_SOURCES;
const both = (a: Source, b: Source): Source => ({
  ref: `${a.ref}; ${b.ref}`,
  ...(a.url ? { url: a.url } : {}),
});

/** Aspartame or a drink, gum or sweetener that usually has it. */
const ASPARTAME =
  /阿斯巴甜|甜味素|健怡|零度|无糖可乐(?!果(?!汁))|代糖|甜味剂|无糖口香糖|无糖饮料|\baspart\w*|\bnutra ?sweet\b|\bcanderel\b|\be ?951\b|\bdiet (coke|cokes|soda|sodas|pop|pepsi|drinks?|lemonade)\b|\bcoke zero\b|\bpepsi max\b|\bzero sugar\b|\bsugar[- ]?free (gum|drinks?|sodas?|pop|squash)\b|\bsweeteners?\b/;

/** A protein food, a shake or a powder, or protein itself. */
const PROTEIN =
  /蛋白|鸡蛋|吃蛋|酸奶|牛奶|奶酪|奶昔|乳清|肉|鱼|豆腐|\bprot(ei|ie|e|i|ee)n\w*|\beggs?\b|\byog(h)?urts?\b|\bmilk\b|\bcheese\b|\bmeat\b|\bchicken\b|\bfish\b|\btofu\b|\bshakes?\b|\bwhey\b|\bpremier\b/;

/** A phenylalanine level. */
const PHE_LEVEL = /苯丙氨酸|血苯丙|\bphe\b|\bphenylalanine\b|\bphe levels?\b/;

/** Pregnant now, said ("孕7周", "已经怀孕了", "7 weeks pregnant", "I'm pregnant"), not a pregnancy planned. */
const PREGNANT_NOW_SAID =
  /(已经|现在|刚|刚刚)(查出)?(怀孕|怀上|有了)|怀孕了|孕\s?\d+\s?周|怀孕\s?\d+\s?周|\b\d+\s?(weeks?|wks?) pregnant\b|\bi'?m pregnant\b|\bi am pregnant\b|\bfound out i'?m pregnant\b|\bpositive (pregnancy )?test\b/;

/** What to do now, how fast, whether it can wait. */
const WHAT_NOW =
  /怎么办|怎么做|要做什么|该做什么|能等|可以等|等到|等.{0,6}(复诊|门诊|预约)|多快|多久|复诊|门诊|预约|\bwhat (do|should) i (actually )?do\b|\bwait\b|\bappointment\b|\bclinic\b|\bhow (fast|soon|quickly)\b|\burgent\b|\bwhat now\b/;

/** The prescribed protein substitute (medical formula) named. */
const PROTEIN_SUBSTITUTE =
  /蛋白替代|特医|特殊医学|配方粉|lophlex|\bpku (air|cooler|sphere|express|lophlex|gel|start)\b|\bprotein substitutes?\b|\bmedical (formula|food)\b|\b(my|the|her|his) formula\b|\bpouch(es)?\b/;
/** A portion missed, or made up by doubling. */
const MISSED_OR_DOUBLED =
  /漏|忘|没喝|没吃|少喝|补回来|补喝|两包|一次喝两|双倍|\b(miss\w*|skip\w*|forg[eo]t\w*|double\w*|make (it )?up|catch up|two at once)\b/;

export const PKU_FAQ: readonly FaqRow[] = [
  {
    // Blind answer round 60, zh-056, en-055 (development data): a PKU protein substitute missed at work, and doubling it.
    id: 'pku-protein-substitute-missed',
    when: [PROTEIN_SUBSTITUTE, MISSED_OR_DOUBLED],
    for: PKU,
    wholeMessage: true,
    beforeMedicineDiet: true,
    intent: 'medicine_question',
    ...PKU_PROTEIN_SUBSTITUTE_MISSED,
  },
  {
    // Forty-fourth clinician review, en S1 and S2: 7 weeks pregnant with a Phe of 840 — "what do I actually do now",
    // "can it wait until my clinic appointment in 3 weeks?" — told to use contraception and given "no reliable rule".
    id: 'pku-pregnant-now',
    when: [new RegExp(`${PHE_LEVEL.source}|${WHAT_NOW.source}`)],
    for: {
      all: [PKU, { lifeStages: ['pregnant_t1', 'pregnant_t2', 'pregnant_t3'], said: PREGNANT_NOW_SAID }],
    },
    beforeLabs: true,
    wholeMessage: true,
    beforeMedicineDiet: true,
    intent: 'pregnancy_lactation',
    text: PKU_PREGNANT_NOW_ANSWER,
    source: both(S.acog, {
      ref: `${S.european.ref}; Koch R et al. The Maternal Phenylketonuria International Study: 1984–2002. Pediatrics 2003;112:1523–1529`,
    }),
  },
  {
    // en P2 SERIOUS 2: "What should my Phe level be before I get pregnant?" → general pregnancy tips;
    // "My last Phe was 12.4 mg/dL - is that ok?" → no answer; minor 6: "phe 750 mg/dL".
    id: 'pku-phe-target',
    when: [PHE_LEVEL],
    unless: [ASPARTAME],
    // Pregnant now: pku-pregnant-now answers — never "contraception until it is in range" (forty-fourth review, en S1).
    notFor: { lifeStages: ['pregnant_t1', 'pregnant_t2', 'pregnant_t3'], said: PREGNANT_NOW_SAID },
    for: { ...PKU, said: new RegExp(`${PKU_SAID.source}|${PHE_LEVEL.source}`) },
    beforeLabs: true,
    wholeMessage: true,
    beforeMedicineDiet: true,
    intent: 'pregnancy_lactation',
    text: {
      zh: '**苯丙酮尿症的女性在怀孕前，血苯丙氨酸（Phe）要控制在120–360 μmol/L（约2–6 mg/dL），并且整个孕期都保持在这个范围，由遗传代谢专科（代谢门诊）定方案、频繁复查。** 受孕时和孕早期苯丙氨酸高于360 μmol/L会伤害胎儿（母源性苯丙酮尿症综合征：小头畸形、先天性心脏病、智力障碍），所以化验结果高于360 μmol/L（6 mg/dL）时：现在就联系代谢门诊，先把苯丙氨酸降到目标再备孕，在医生确认达标之前请采取可靠的避孕措施。化验单上的单位有μmol/L和mg/dL两种：1 mg/dL约等于60 μmol/L，几百的数字是μmol/L。不备孕时的目标由代谢门诊定（美国指南：所有年龄120–360 μmol/L；欧洲指南：12岁以后不超过600 μmol/L）。',
      en: '**Before you try to conceive, your blood phenylalanine (Phe) should be 120–360 µmol/L (about 2–6 mg/dL), and it must stay in that range through the whole pregnancy, with your metabolic clinic setting the plan and checking it often.** A Phe above 360 µmol/L at conception and in early pregnancy can harm the baby (maternal PKU syndrome: a small head, heart defects, intellectual disability), so a result above 360 µmol/L (6 mg/dL) means: contact your metabolic clinic now, bring your Phe down to the target before trying, and use reliable contraception until they confirm it is in range. Results come in µmol/L or mg/dL: 1 mg/dL is about 60 µmol/L, so a figure in the hundreds is µmol/L. Outside pregnancy your clinic sets your own target (ACMG: 120–360 µmol/L at every age; European guidelines: up to 600 µmol/L from age 12).',
    },
    source: both(S.acmg, { ref: `${S.european.ref}; ${S.acog.ref}` }),
  },
  {
    // en P2 finding 3: "Can I keep drinking Diet Coke? I have like 3 a day", "Is sugar-free gum ok, the
    // kind with aspartame?" → no answer.
    id: 'pku-aspartame',
    when: [ASPARTAME],
    for: PKU,
    beforeLabs: true,
    wholeMessage: true,
    beforeMedicineDiet: true,
    intent: 'food_sources',
    text: {
      zh: '**有苯丙酮尿症就不要喝含阿斯巴甜的饮料、不要吃含阿斯巴甜的口香糖和代糖：阿斯巴甜在体内会分解出苯丙氨酸，直接加到你的苯丙氨酸负担上。** 美国法规要求含阿斯巴甜的食品标注“苯丙酮尿症患者注意：含苯丙氨酸”。健怡可乐、零度可乐和很多“无糖”饮料、口香糖、酸奶、甜味片都含阿斯巴甜：买之前看配料表有没有“阿斯巴甜”（E951）或这句警示，选不含它的饮品，白水、淡茶最好；哪些甜味剂可以用，请问代谢门诊的营养师。',
      en: '**With PKU, no — avoid drinks, gum and sweeteners with aspartame: your body breaks aspartame down into phenylalanine, so it adds straight to your Phe.** That is why US labels on it must say "PHENYLKETONURICS: CONTAINS PHENYLALANINE". Diet Coke, Coke Zero and many "sugar-free" drinks, gums, yogurts and sweetener tablets contain aspartame: check the ingredients for aspartame (E951) or that warning before you buy, and choose drinks without it — water or plain tea are best. Ask your metabolic dietitian which sweeteners they are happy with.',
    },
    source: both(S.aspartameLabel, S.european),
  },
  {
    // en P2 SERIOUS 1 and finding 4: "So how much protein should I eat a day then?" → "You need 59 g of
    // Protein a day … close the gap with food first"; "Can I eat eggs and greek yogurt for protein?" and
    // the Premier Protein shake → no answer.
    id: 'pku-protein',
    when: [PROTEIN],
    for: PKU,
    beforeLabs: true,
    wholeMessage: true,
    beforeMedicineDiet: true,
    intent: 'how_much_nutrient',
    text: {
      zh: '**有苯丙酮尿症时，普通食物里的蛋白质（天然蛋白）不能多吃：每天能吃多少天然蛋白，也就是能吃多少苯丙氨酸，由代谢门诊的营养师按你的化验来定；你需要的蛋白质大部分来自医生开的不含苯丙氨酸的蛋白替代品（特殊医学用途配方粉）。** 一般成年人的蛋白质推荐量不适用于你，本方案也不给你定蛋白质目标。不要为了“多补蛋白”加鸡蛋、肉、鱼、牛奶、酸奶、奶酪、豆腐，也不要喝蛋白奶昔、吃蛋白粉：食物蛋白每克大约含30–50毫克苯丙氨酸（奶和蛋约50毫克），一份30克蛋白的奶昔就有约1.5克苯丙氨酸。配方粉按医嘱分几次在一天里吃完；想改变吃法，先问代谢门诊，备孕和怀孕时更要这样。',
      en: '**With PKU, ordinary (natural) protein is not something to eat more of: your metabolic dietitian sets how much natural protein — that is, how much phenylalanine — you can have each day from your blood results, and most of your protein comes from your prescribed Phe-free protein substitute (your medical formula).** The usual adult protein figure does not apply to you, and this plan sets you no protein target. Do not add eggs, meat, fish, milk, yogurt, cheese or tofu, or protein shakes and powders, to "get more protein": each gram of food protein carries roughly 30–50 mg of phenylalanine (about 50 mg in milk and eggs), so a 30 g protein shake holds about 1.5 g. Take the formula as prescribed, spread through the day, and ask your metabolic team before changing anything — above all before and during pregnancy.',
    },
    source: both(S.acmg, S.european),
  },
  {
    // en P2 finding 5: "What about the Kuvan, can I keep taking it if I get pregnant?" → a breakfast paragraph.
    id: 'pku-sapropterin',
    when: [/沙丙蝶呤|\bkuvan\b|\bjavygtor\b|\bsapropterin\b|\bbh4\b/],
    for: PKU,
    beforeLabs: true,
    wholeMessage: true,
    beforeMedicineDiet: true,
    intent: 'medicine_question',
    text: {
      zh: '**不要自己停用沙丙蝶呤（Kuvan），怀孕前和代谢门诊一起定好方案。** 孕期使用它的人类资料有限，而苯丙氨酸控制不好对胎儿的伤害是明确的；对靠它把苯丙氨酸控制在目标内的女性，是否在孕期继续用，由代谢门诊权衡后决定。在他们答复之前照常服用、按时查苯丙氨酸，一发现怀孕就马上告诉他们。',
      en: '**Do not stop Kuvan (sapropterin) on your own, and plan the pregnancy with your metabolic team before you conceive.** Human data on it in pregnancy are limited, while an uncontrolled phenylalanine is known to harm the baby; for a woman whose Phe it keeps in range, whether to continue it in pregnancy is the team’s decision, weighing both. Until they answer keep taking it as prescribed, keep up your Phe checks, and tell them as soon as you are pregnant.',
    },
    source: both(S.kuvanLabel, { ref: `${S.acog.ref}; ${S.european.ref}` }),
  },
  {
    // en P2 finding 3, the guest: "Is aspartame safe?" → "no reliable rule for Protein".
    id: 'aspartame-safety',
    when: [/阿斯巴甜|甜味素|\baspart\w*|\bnutra ?sweet\b|\be ?951\b/],
    notFor: PKU,
    intent: 'food_sources',
    text: {
      zh: '**对大多数人，阿斯巴甜在每日允许摄入量以内被认为是安全的：每天每公斤体重不超过40毫克（欧洲食品安全局2013年评估，世卫组织和联合国粮农组织的食品添加剂专家委员会2023年维持这个数）。** 2023年国际癌症研究机构把它列为“可能致癌”（2B类），依据是有限的证据，同时允许摄入量没有改变。**苯丙酮尿症的人不能吃阿斯巴甜**：它会分解出苯丙氨酸。孕期和儿童也以白水为主，少喝甜饮料（含代糖的也一样）。',
      en: '**For most people aspartame within the acceptable daily intake is considered safe: up to 40 mg per kg of body weight a day (EFSA 2013; kept by WHO/FAO’s JECFA in 2023; the US FDA’s figure is 50 mg/kg).** In 2023 IARC classed it as "possibly carcinogenic" (Group 2B) on limited evidence, and the intake limit was not changed. **People with PKU must avoid it**: it breaks down into phenylalanine. Water is still the best everyday drink, for children and in pregnancy too.',
    },
    source: S.aspartameAdi,
  },
];
