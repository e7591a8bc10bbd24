/**
 * Forty-seventh clinician review (2026-12-02): what the chat must say where it said the opposite.
 *
 * En S1: a mother on Bactrim DS for mastitis, nursing a 3-week-old born at 36 weeks, jaundiced and G6PD-deficient,
 * asked "is it ok to keep nursing him while I'm on the Bactrim?" and was told the app cannot answer for a child; "what
 * about tonight's dose, should I just not take it?" got "no reliable rule … do not stop". The sulfonamide passes into
 * the milk and is avoided while nursing such a baby (LactMed): the prescriber or the OB today for a
 * breastfeeding-friendly antibiotic, breastfeeding goes on, no doses simply left out, the baby watched. M1: fava beans
 * eaten while nursing a G6PD-deficient baby got a "milk" myth answer; haemolysis has been reported in breastfed babies.
 *
 * En S3: Wellbutrin XL in a woman who purges (SCOFF "sick", potassium 2.9, a friend's Adderall) asked "does the
 * throwing up mess with my wellbutrin at all?" and got "no reliable rule". Bupropion's label rules it out with bulimia
 * or anorexia nervosa (seizures); a stimulant not prescribed adds to the seizure risk, and bupropion's CYP2D6
 * inhibition raises amphetamine levels.
 */
import { EATING_REFERRAL } from '../../knowledge/scoff';
import { BUPROPION_EATING_DISORDER_SOURCE } from '../../knowledge/bupropion-eating-disorder';
import { SULFONAMIDE_NURSING_SOURCE } from '../../knowledge/lactation-medicines';
import { CHRONIC_SOURCES } from '../../knowledge/chronic-conditions';
import type { FaqAudience, FaqRow } from './types';

/** Co-trimoxazole named: Bactrim, Septra, 复方新诺明, a sulfa antibiotic. */
const SULFA =
  /复方新诺明|新诺明|复方磺胺|磺胺|\bsmz\b|\bsmx\b|sulfamethoxazole|co-?trimoxazole|\bbactrim\b|\bseptra\b|\btmp-?smx\b|\bsmx-?tmp\b|\bsulfa\b|\bsulpha\b/;

/** Breastfeeding said: nursing, breast milk, pumping, 喂奶, 母乳 — not "the nurse said". */
const NURSING =
  /喂奶|哺乳|母乳|亲喂|吸奶|奶水|喂(他|她|宝宝|孩子|娃)|\bnursing\b(?! home)|\bnurse (him|her|them|my|the|baby)\b|\bbreast ?-?fe\w*|\bbreast ?milk\b|\bbreastmilk\b|\bchest ?fe\w*|\bpump(ing|ed)?\b|\bfeed(ing)? (him|her|the baby|my baby)\b/;

/** Breastfeeding: the plan's stage, or said. */
const BREASTFEEDING: FaqAudience = { lifeStages: ['lactating'], said: NURSING };

/**
 * A baby for whom the sulfonamide is avoided (LactMed): under about a month old, born early, jaundiced, ill, or with
 * G6PD deficiency — "3 weeks old", "came at 36 weeks", "jaundice", "G6PD", "宝宝3周大", "早产", "黄疸", "蚕豆病".
 */
const VULNERABLE_BABY =
  /黄疸|发黄|退黄|蓝光|早产|新生儿|未足月|不足月|蚕豆病|g-?6-?pd|葡萄糖-?6-?磷酸|不满月|没满月|未满月|满月前|还没满月|(宝宝|孩子|儿子|女儿|婴儿|娃)[^，。？?]{0,6}([0-9一二两三四]\s*(周(?!岁)|个?星期)|[0-9一二两三四五六七八九十]{1,3}\s*天)|[0-9一二两三四]\s*(周|个?星期)大|[0-9一二两三四五六七八九十]{1,3}\s*天大|\bnewborns?\b|\bneonat\w*|\bpremature\w*|\bpreemie\b|\bpreterm\b|\bnicu\b|\bborn (early|premature\w*|at 3[0-6])|\bcame (early|at 3[0-6])|\bat 3[0-6] ?(weeks|wks|w)\b|\bjaundice\w*|\byellow\w*\b|\bbilirubin\b|\bbili\b|\bphototherapy\b|\bbili ?(lights?|blanket)\b|\bg-?6-?pd\b|\bfavism\b|\b([1-4]|one|two|three|four)[- ]?(weeks?|wks?)[- ]old\b|\b(is|he'?s|she'?s|only|just|baby) ([1-4]|one|two|three|four) (weeks?|wks?)\b|\b([1-9]|[12]\d)[- ]?days?[- ]old\b|\bunder (a|1|one) month\b|\bnot (yet )?(a|1|one) month\b/;

/** The dose asked about: tonight's, the next, skipping or holding it — "今晚那顿还吃不吃". */
const DOSE_ASKED =
  /今晚|今天晚上|下一顿|下一次|这一顿|这顿|那顿|还吃不吃|吃不吃|要不要吃|先不吃|不吃了|少吃一次|跳过|漏服|停几天|先停|\btonight'?s?\b|\bnext (dose|pill|tablet)\b|\b(this|the) (evening|night|pm) (dose|pill|tablet)\b|\bskip\w*|\bhold (it|off|the)\b|\bpause\w*|\bmiss (a|the|tonight'?s|my)\b|\b(not|stop|quit) tak\w*|\bnot take\b|\bdon'?t take\b|\bleave (it )?out\b|\bstill take\b/;

/**
 * The antibiotic asked about, named or as "the medicine", "while I'm on it" — not a food asked while nursing ("宝宝是
 * 蚕豆病，我喂奶能吃蚕豆吗" is the fava question).
 */
const ON_THE_MEDICINE = new RegExp(
  `${SULFA.source}|抗生素|消炎药|这个药|吃药|用药|药物|\\bantibiotics?\\b|\\b(meds?|medicines?|medications?|pills?|tablets?|doses?)\\b|\\bwhile (i'?m|i am) on\\b|\\bon (it|this|them)\\b`,
);

/** Fava beans named: 蚕豆 (not 蚕豆病), ful medames, broad beans. */
const FAVA =
  /蚕豆(?!病)|兰花豆|胡豆|罗汉豆|\bfava\b|\bfaba\b|\bbroad beans?\b|\bful( medames| mudammas)?\b|\bfoul( medames)?\b/;
/** What else to avoid, asked while nursing a G6PD-deficient baby. */
const AVOID_ASKED =
  /忌口|忌什么|忌啥|要避免|要避开|注意什么|注意啥|不能吃什么|不能用什么|哪些不能|什么不能|能吃什么|\bavoid\b|\btriggers?\b|\bwhat (else )?(can'?t|should(n'?t| not)|can) i (eat|have|take)\b|\bwatch out\b/;
/** G6PD deficiency said ("he has G6PD", "宝宝是蚕豆病"), or hers in the plan. */
const G6PD_SAID = /蚕豆病|g-?6-?pd|葡萄糖-?6-?磷酸脱氢酶|\bfavism\b/;

/** The bupropion medicines, or the person's own medicine said as such. */
const BUPROPION_OR_OWN_MEDICINE =
  /安非他酮|纳曲酮安非他酮|抗抑郁药|这个药|我的药|吃的药|\bwellbutrin\b|\bzyban\b|\baplenzin\b|\bforfivo\b|\bcontrave\b|\bbupropion\b|\bmy (meds?|medicines?|medications?|pills?|tablets?|antidepressants?|dose)\b|\bantidepressants?\b|\b(the|my) (meds?|pills?|tablets?)\b/;
/** Vomiting or an eating problem said: throwing up, purging, bingeing, bulimia, 催吐, 暴食. */
const VOMITING_OR_EATING =
  /吐|呕|暴食|贪食|厌食|进食障碍|抠喉|\bthrow(s|ing)? up\b|\bthrew up\b|\bvomit\w*|\bpuk(e|es|ing|ed)\b|\bbeing sick\b|\bmake myself sick\b|\bpurg\w*|\bbing(e|es|ed|eing|ing)\b|\bbulimi\w*|\banorexi\w*|\beating disorder\b/;
/** An eating problem named outright: purging, bingeing, bulimia, anorexia, 催吐, 暴食 (a stomach bug is not one). */
const EATING_PROBLEM_SAID =
  /催吐|抠喉|暴食|贪食|厌食症|进食障碍|吃完(就)?(去)?吐|故意吐|自己吐|\bpurg\w*|\bbing(e|es|ed|eing|ing)\b|\bbulimi\w*|\banorexi\w*|\beating disorder\b|\bmake myself (sick|throw up|vomit|puke)\b|\bthrow(ing)? up (after|on purpose)\b/;
const ON_BUPROPION: FaqAudience = { medicines: ['bupropion', 'naltrexone-bupropion'] };

/** A stimulant named: Adderall, Vyvanse, Ritalin, 阿得拉, 安非他命. */
const STIMULANT =
  /阿得拉|安非他命|苯丙胺|哌甲酯|利他林|专注达|兴奋剂|聪明药|\badderall\b|\bvyvanse\b|\britalin\b|\bconcerta\b|\bmydayis\b|\bdexedrine\b|\bamphetamines?\b|\bmethylphenidate\b|\blisdexamfetamine\b|\bstimulants?\b|\baddys?\b/;
/** Not prescribed to the person: a friend's, bought, borrowed, "to not eat". */
const NOT_PRESCRIBED =
  /朋友|同学|室友|别人|网上买|借的|不是开给我|没有处方|没处方|不想吃饭|控制食欲|减肥|\bfriend'?s?\b|\broommate'?s?\b|\bsomeone else'?s?\b|\bnot (prescribed|mine)\b|\bwithout a (prescription|script)\b|\bbought\b|\bonline\b|\bborrow\w*|\bbuddy'?s?\b|\bsister'?s?\b|\bbrother'?s?\b|\bto (not eat|stop eating|lose weight|study)\b|\bappetite\b/;

const S = CHRONIC_SOURCES;

const NURSING_SULFA_VULNERABLE = {
  zh: '**奶可以继续喂（这对乳腺炎也有好处），但复方新诺明（复方磺胺甲噁唑，Bactrim）不适合在喂这样的宝宝时用：请今天就联系开药的急诊或产科医生，请他们换一种哺乳期适用的抗生素。** 它的磺胺成分（磺胺甲噁唑）会进入乳汁。对足月出生、满月以后的健康宝宝通常没问题，但宝宝不满1个月、早产、有黄疸或正在生病，或者有蚕豆病（G6PD缺乏）时，应避免用：它可能让宝宝的胆红素升高，蚕豆病宝宝还可能溶血——你的宝宝正是这种情况。乳腺炎常用、哺乳期适用的是头孢氨苄或双氯西林，由医生来选；如果是别的感染，也请医生换一种合适的。不要在没换药的情况下自己漏服：乳腺炎不治疗可能发展成脓肿。换药前后都按宝宝的需要喂奶，不必为了“排空”额外多吸；如果医生让你在换药前先不亲喂，就按宝宝平时吃奶的次数吸奶——怎么安排，电话里一起问清楚。留意宝宝是不是黄得更厉害（皮肤、眼白）、尿色变深、吃奶变差或特别嗜睡，有这些情况当天联系宝宝的医生；宝宝很难叫醒、不肯吃奶或身体发软，立即去急诊。你自己如果也有蚕豆病，也请告诉医生。',
  en: '**Breastfeeding itself should go on — it helps the mastitis — but Bactrim (sulfamethoxazole/trimethoprim) is not the antibiotic to take while nursing a baby like yours: call the urgent care clinic or your OB today and ask to switch to one that suits breastfeeding.** Its sulfa part (sulfamethoxazole) passes into breast milk. For a healthy baby born at term and past the first month it is usually fine, but it is avoided while nursing a baby under about 1 month old, one born early, one who is jaundiced or ill, or a baby with G6PD deficiency: it can push up the baby’s bilirubin and, with G6PD deficiency, break down red blood cells. For mastitis, the usual breastfeeding-friendly choices are cephalexin (Keflex) or dicloxacillin — the prescriber picks; for another infection they choose a suitable one. Don’t simply leave doses out without a replacement: mastitis that is not treated can turn into an abscess. Keep feeding the baby as he or she wants, without extra pumping to “empty” the breast; if the prescriber would rather the baby not nurse until the switch, pump about as often as the baby would feed — ask which when you call. Watch the baby for more yellowing of the skin or the whites of the eyes, dark urine, poor feeding or unusual sleepiness, and call the baby’s doctor the same day if you see any; a baby who is very hard to wake, won’t feed or is floppy needs the emergency department now. If you have G6PD deficiency yourself, tell the prescriber that too.',
};

const NURSING_SULFA_TONIGHT = {
  zh: '**今晚这顿先别自己决定漏掉：现在、在下一顿之前，就打电话给开药的急诊、产科医生的值班电话或药师，请他们今天就换成哺乳期适用的抗生素。** 复方新诺明（Bactrim）的磺胺成分会进入乳汁，宝宝不满1个月、早产、有黄疸或有蚕豆病（G6PD缺乏）时应避免；乳腺炎常用、哺乳期适用的是头孢氨苄或双氯西林，很多时候当天就能换好，由医生来选。没有新药接上就漏服，乳腺炎可能加重、发展成脓肿，所以问题不在“吃不吃这一顿”，而在“今天换药”。电话里也问清楚：换药前是照常亲喂，还是先吸奶。按宝宝的需要继续喂奶，不必为“排空”额外多吸。留意宝宝是不是黄得更厉害、尿色变深、吃奶变差或特别嗜睡，有这些情况当天联系宝宝的医生；宝宝很难叫醒、不肯吃奶或身体发软，立即去急诊。你发烧加重、乳房红肿扩大或有硬块变软有波动感，也要当天看医生。',
  en: '**Don’t just decide on your own to leave tonight’s dose out: call the urgent care clinic, your OB’s after-hours line or a pharmacist now, before that dose, and ask to be switched today to an antibiotic that suits breastfeeding.** The sulfa part of Bactrim passes into breast milk and is avoided while nursing a baby under about 1 month old, born early, jaundiced or with G6PD deficiency; for mastitis, cephalexin (Keflex) or dicloxacillin are the usual breastfeeding-friendly choices, and the switch can often be made the same day — the prescriber picks. Doses skipped with nothing in their place let mastitis get worse and turn into an abscess, so the answer is not “skip it” but “switch it today”. Ask on the same call whether to keep nursing or to pump until the new antibiotic starts, and keep feeding as the baby wants, without extra pumping to “empty” the breast. Watch the baby for more yellowing of the skin or eyes, dark urine, poor feeding or unusual sleepiness — call the baby’s doctor the same day; a baby who is very hard to wake, won’t feed or is floppy needs the emergency department now. A rising fever, spreading redness or a lump that turns soft and fluctuant in your breast needs a doctor today too.',
};

const NURSING_SOURCE = {
  ref: `${SULFONAMIDE_NURSING_SOURCE.ref}; Kemper AR et al. Clinical practice guideline revision: management of hyperbilirubinemia in the newborn infant 35 or more weeks of gestation. Pediatrics 2022;150:e2022058859 (G6PD deficiency and prematurity as risk factors; a sleepy, poorly feeding jaundiced baby seen urgently)`,
  url: SULFONAMIDE_NURSING_SOURCE.url,
};

const BUPROPION_PURGING = {
  zh: '**有影响，而且要紧：说明书规定，贪食症或厌食症的人不能用安非他酮（Wellbutrin、Zyban，Contrave里也含有），因为抽搐（癫痫发作）明显更常见；催吐、暴食后吐掉正是医生需要知道的情况。** 反复呕吐、血钾或血镁偏低、喝酒、用不是开给你的兴奋剂（比如朋友的阿得拉Adderall）或减肥药，都会让风险更高。请这周内把呕吐的情况告诉开安非他酮的医生，以前抽搐过、或者现在每天都吐的，今天就说；通常会换一种更适合你的抗抑郁药。在医生答复前，不要自己改剂量或突然不吃，呕吐后也不要补吃一片——多吃同样会增加抽搐风险。出现抽搐、晕倒、心跳很乱、全身没力气或抽筋，立即拨打120。',
  en: '**Yes, it matters: bupropion (Wellbutrin, Zyban, and in Contrave) is labelled not for use with bulimia or anorexia nervosa, because seizures (fits) are clearly more common — and making yourself sick is exactly what its prescriber needs to know about.** Repeated vomiting, a low potassium or magnesium, alcohol, and stimulants or diet pills not prescribed to you (a friend’s Adderall) all raise that risk further. Tell the doctor who prescribes the bupropion about the vomiting this week — today if you have ever had a seizure or are being sick every day; they will usually switch you to another antidepressant. Until they answer, don’t change the dose yourself, don’t quit it suddenly either, and never take an extra tablet after vomiting — more bupropion raises the seizure risk too. A seizure, fainting, a racing or irregular heartbeat, or weakness or cramps all over need emergency help (911) at once.',
};

const BUPROPION_STIMULANT = {
  zh: '**朋友的阿得拉（Adderall）或任何不是开给你的兴奋剂，吃安非他酮（Wellbutrin）期间一片也不该吃。** 安非他酮会让抽搐（癫痫发作）更容易发生，说明书把滥用兴奋剂列为增加这一风险的因素；它还强烈抑制肝脏的CYP2D6酶，而苯丙胺类兴奋剂部分靠这个酶清除，合用时浓度升高，更容易心慌、血压升高、睡不着。如果你同时在催吐、暴食后吐掉或吃得很少，说明书本来就规定这种情况不能用安非他酮，风险更高。请把用过兴奋剂的事告诉开安非他酮的医生，不要自己改安非他酮的剂量或突然不吃。出现抽搐、胸痛、心跳很快或很乱、剧烈头痛，立即拨打120。',
  en: '**Don’t take a friend’s Adderall, or any stimulant not prescribed to you, while you are on bupropion (Wellbutrin).** Bupropion makes seizures (fits) more likely, and its label lists misuse of stimulants among what raises that risk; it also strongly blocks the liver enzyme CYP2D6, which helps clear amphetamines, so their level rises — a racing heart, higher blood pressure, no sleep. If you are also making yourself sick, bingeing and purging or eating very little, the label already rules bupropion out for that, and the risk is higher still. Tell the doctor who prescribes the bupropion that you have taken a stimulant, and don’t change the bupropion dose yourself; don’t quit it suddenly either. A seizure, chest pain, a very fast or irregular heartbeat, or a severe headache need emergency help (911) at once.',
};

export const REVIEW47_B_FAQ: readonly FaqRow[] = [
  {
    // Forty-seventh clinician review, en S1 (follow-up): "ok so what do I do about tonight's dose then? should I just
    // not take it?" after the nursing question — read with the message before it.
    id: 'sulfonamide-nursing-vulnerable-baby-dose',
    when: [VULNERABLE_BABY, DOSE_ASKED],
    unless: [FAVA],
    for: { all: [{ medicines: ['sulfonamide'] }, BREASTFEEDING] },
    wholeMessage: true,
    intent: 'pregnancy_lactation',
    text: NURSING_SULFA_TONIGHT,
    source: NURSING_SOURCE,
  },
  {
    // Forty-seventh clinician review, en S1: "Is it ok to keep nursing him while I'm on the Bactrim?" with a 3-week-old,
    // premature, jaundiced, G6PD-deficient baby — answered as a child-dose question.
    id: 'sulfonamide-nursing-vulnerable-baby',
    when: [VULNERABLE_BABY, ON_THE_MEDICINE],
    unless: [FAVA],
    for: { all: [{ medicines: ['sulfonamide'] }, BREASTFEEDING] },
    wholeMessage: true,
    intent: 'pregnancy_lactation',
    text: NURSING_SULFA_VULNERABLE,
    source: NURSING_SOURCE,
  },
  {
    // The same dose question with no vulnerable baby said (a healthy baby past the newborn weeks): keep taking it, and
    // the prescriber today only if the baby is one of those for whom it is avoided.
    id: 'sulfonamide-nursing-dose',
    when: [DOSE_ASKED, new RegExp(`${SULFA.source}|${NURSING.source}`)],
    unless: [VULNERABLE_BABY, FAVA],
    for: { all: [{ medicines: ['sulfonamide'] }, BREASTFEEDING] },
    wholeMessage: true,
    intent: 'pregnancy_lactation',
    text: {
      zh: '**宝宝是足月出生、已经满月、身体好、也没有蚕豆病（G6PD缺乏）的话，复方新诺明（Bactrim）照医嘱按时吃，奶也照常喂**——进入乳汁的量很少。如果宝宝不满1个月、早产、有黄疸或正在生病，或者有蚕豆病，请今天、在下一顿之前联系开药医生或产科医生，请他们换一种哺乳期适用的抗生素（乳腺炎常用头孢氨苄或双氯西林）；在换药之前不要自己漏服——乳腺炎不治疗可能发展成脓肿。留意宝宝有没有发黄、尿色变深、吃奶变差、特别嗜睡、腹泻或皮疹，有就告诉宝宝的医生。',
      en: '**If your baby was born at term, is past the first month, is well and does not have G6PD deficiency, keep taking Bactrim exactly as prescribed and keep breastfeeding** — only small amounts reach the milk. If the baby is under about 1 month old, was born early, is jaundiced or ill, or has G6PD deficiency, call the prescriber or your OB today, before the next dose, and ask to switch to a breastfeeding-friendly antibiotic (for mastitis, cephalexin or dicloxacillin); don’t simply leave doses out meanwhile — untreated mastitis can turn into an abscess. Watch the baby for yellowing, dark urine, poor feeding, unusual sleepiness, diarrhoea or a rash, and tell the baby’s doctor if you see any.',
    },
    source: SULFONAMIDE_NURSING_SOURCE,
  },
  {
    // Forty-seventh clinician review, en M1: "My mom makes ful medames (fava beans) every morning… Can I eat it since
    // he has G6PD?" got a "milk" myth answer. Fava eaten by a nursing mother has set off haemolysis in her
    // G6PD-deficient baby; the other oxidant triggers pass in the milk too.
    id: 'g6pd-baby-nursing-fava',
    when: [new RegExp(`${FAVA.source}|${AVOID_ASKED.source}`)],
    for: { all: [BREASTFEEDING, { conditions: ['g6pd_deficiency'], said: G6PD_SAID }] },
    intent: 'food_sources',
    text: {
      zh: '**喂奶期间，宝宝有蚕豆病（G6PD缺乏），你自己也要完全不吃蚕豆——新鲜的、炒的、兰花豆、蚕豆粉，以及中东的炖蚕豆（ful medames）都算。** 已有报告：妈妈吃了蚕豆后，吃母乳的蚕豆病宝宝发生了急性溶血；奎宁水（汤力水）也有同样的报告。别的豆类（豌豆、黄豆、绿豆、红豆）可以照常吃。家里不要用樟脑丸（萘），宝宝的衣物被褥不要和它放在一起。你自己看病、买药、吃中药（比如黄连、川连、珍珠粉、金银花）之前，都先告诉医生或药师“我在喂奶，宝宝有蚕豆病”——磺胺类抗生素（复方新诺明）、呋喃妥因、伯氨喹、氨苯砜、亚甲蓝这类药会经乳汁影响宝宝。宝宝出现皮肤眼白发黄、脸色苍白、尿色像浓茶、特别嗜睡或吃奶差，当天就看医生；很难叫醒或呼吸急促，立即去急诊。你自己如果也有蚕豆病，这些同样适用于你。',
      en: '**While you are nursing a baby with G6PD deficiency, leave fava beans out completely — fresh, dried, fried, as flour, and ful medames included.** Acute haemolysis has been reported in breastfed G6PD-deficient babies after their mothers ate fava beans, and after tonic water (quinine) too. Other beans — peas, soybeans, chickpeas, lentils, kidney beans — are fine. Keep naphthalene mothballs out of the house and away from the baby’s clothes and bedding. Before any medicine or herbal remedy for yourself, tell the doctor or pharmacist “I’m breastfeeding a baby with G6PD deficiency”: sulfa antibiotics (Bactrim), nitrofurantoin, primaquine, dapsone and methylene blue can reach the baby through the milk. Yellowing skin or eyes, pallor, dark tea-coloured urine, unusual sleepiness or poor feeding in the baby need a doctor the same day; a baby who is very hard to wake or breathing fast needs the emergency department now. If you have G6PD deficiency yourself, all of this applies to you as well.',
    },
    source: {
      ref: `${S.g6pdFavism.ref}; ${S.g6pdWho.ref}; Bichali S et al. Maternal consumption of quinine-containing sodas may induce G6PD crises in breastfed children. Eur J Pediatr 2017 (three breastfed infants; haemolysis after maternal fava-bean intake reported before); ${S.g6pdHongKong.ref}`,
      url: S.g6pdFavism.url,
    },
  },
  {
    // Forty-seventh clinician review, en S3 (message 4): a friend's Adderall beside Wellbutrin got caffeine only.
    id: 'bupropion-stimulant-not-prescribed',
    when: [STIMULANT, NOT_PRESCRIBED],
    for: ON_BUPROPION,
    wholeMessage: true,
    intent: 'drug_interaction',
    text: BUPROPION_STIMULANT,
    source: {
      ref: 'Wellbutrin XL (bupropion) US prescribing information (2024) §4 (bulimia or anorexia nervosa), §5.3 Seizure (misuse of CNS stimulants, anorectic drugs) and §7 (CYP2D6 inhibition); Adderall XR US prescribing information §7 (CYP2D6 inhibitors may increase amphetamine exposure) — sections from memory',
      url: BUPROPION_EATING_DISORDER_SOURCE.url,
    },
  },
  {
    // Forty-seventh clinician review, en S3: "does the throwing up mess with my wellbutrin at all?" (SCOFF "sick" in the
    // plan) got "no reliable rule". Vomiting asked beside the eating-disorder screen or bupropion's purging finding,
    // or an eating problem named outright ("催吐", "purging", "bulimia").
    id: 'bupropion-eating-disorder',
    when: [VOMITING_OR_EATING, BUPROPION_OR_OWN_MEDICINE],
    for: { all: [ON_BUPROPION, { eatingDisorder: true, said: EATING_PROBLEM_SAID }] },
    wholeMessage: true,
    intent: 'medicine_question',
    text: {
      zh: `${BUPROPION_PURGING.zh}\n\n${EATING_REFERRAL.zh}`,
      en: `${BUPROPION_PURGING.en}\n\n${EATING_REFERRAL.en}`,
    },
    source: BUPROPION_EATING_DISORDER_SOURCE,
  },
];
