/**
 * Rows for the everyday questions blind answer round 37 (development data once its figures were reported)
 * asked of its perinatal personas and the chat answered with a neighbouring or unsafe text: codeine while
 * breastfeeding after a caesarean (zh-015 got the pregnancy NSAID text), type 1 diabetes with morning sickness
 * (en-008 got crackers and ginger ale with nothing on insulin, lows or ketones), acne medicines and vitamin A
 * while trying to conceive (zh-010), a potassium at the top of the range on spironolactone or an ACE inhibitor,
 * lithium with a no-salt confinement diet and ibuprofen for breast pain, iron that is not working in pregnancy
 * with Crohn's disease, levothyroxine beside a prenatal and Tums in pregnancy, and anaemia after the birth
 * (en-064 got "the plan recommends no iron" and the gut-bleeding text for men).
 */
import { pickZh } from '../../contracts/common';
import { IRON_NOT_WANTED, LOW_POTASSIUM, PREGNANCY_SAID } from './audiences';
import { normaliseQuestion } from '../lexicon';
import type { ComposeInput, FaqAudience, FaqRow } from './types';

const PREGNANT_STAGES = ['pregnant_t1', 'pregnant_t2', 'pregnant_t3'];
const PREGNANT: FaqAudience = { lifeStages: PREGNANT_STAGES, said: PREGNANCY_SAID };
const PREGNANT_STAGE: FaqAudience = { lifeStages: PREGNANT_STAGES };

/** Breastfeeding or after the birth, said: nursing, the confinement month, days after a caesarean. */
const LACTATING_SAID =
  /哺乳|喂奶|母乳|奶水|吃奶|涨奶|胀奶|产后|月子|剖腹产|剖宫产|顺产|生完|\bbreast ?feed\w*|\bbreastfed\b|\bnursing\b(?! home)|\bpostpartum\b|\bpost-partum\b|\b(wks?|weeks?|days?|mos?|months?) pp\b|\blactat\w*|\bpumping\b|\bc-?section\b|\bcaesarean\b|\bcesarean\b|\bgave birth\b|\bnewborn\b/;
const LACTATING: FaqAudience = { lifeStages: ['lactating'], said: LACTATING_SAID };

/** Codeine, or the acetaminophen–codeine tablet by its names (not T3, the thyroid hormone). */
const CODEINE_SAID =
  /可待因|氨酚待因|泰诺 ?3号|\btylenol ?(#|no\.? ?|number ?)?3\b|\btylenol (with|w\/) codeine\b|\bcodeine\b|\bco-?codamol\b|\btylex\b|\bpanadeine\b|\bsolpadeine\b/;
const ON_CODEINE: FaqAudience = { medicines: ['codeine', 'codeine-acetaminophen'], said: CODEINE_SAID };
const PAINKILLER_SAID =
  /止痛药|止疼药|\bpainkillers?\b|\bpain ?(meds?|medicines?|medications?|pills?|killers?)\b/;

const COFFEE =
  /咖啡|拿铁|美式|咖啡因|\bcoffees?\b|\bcaffeine\b|\blattes?\b|\bespresso\b|\bdunkin\w*\b|\bstarbucks\b|\bcold brew\b/;

const CONSTIPATION =
  /便秘|拉不出|解不出|大便(干|硬)|排便困难|几天没(大便|拉)|不敢(使劲|用力)|\bconstipat\w*|\bbacked up\b|\bcan'?t (poo|poop|go)\b|\bscared to push\b|\bafraid to push\b|\bstraining\b/;
const PAINKILLER_IRON_OR_WOUND =
  /止疼|止痛|可待因|刀口|伤口|剖|铁|\bcodeine\b|\btylenol\b|\bpainkillers?\b|\bpain ?(meds?|pills?)\b|\bincision\b|\bc-?section\b|\bstitches\b|\biron\b/;

/** On insulin, or type 1 diabetes said. */
const ON_INSULIN: FaqAudience = {
  medicines: ['insulin'],
  said: /胰岛素|1型糖尿病|一型糖尿病|\binsulin\b|\b(type ?1|t1d|t1dm)\b|\blantus\b|\bglargine\b|\blispro\b|\bhumalog\b|\bnovorapid\b|\bnovolog\b/,
};
const NAUSEA =
  /孕吐|呕吐|(?<!吐)吐(?!司|槽)|恶心|想吐|反胃|\bmorning sickness\b|\bnause\w*|\bvomit\w*|\bthrow(ing)? up\b|\bthrew up\b|\bpuk\w*|\bqueasy\b|\bsick to my stomach\b|\bkeep (food|anything|it) down\b/;
const GLUCOSE_OR_INSULIN =
  /血糖|胰岛素|碳水|餐前针|速效|优泌乐|赖脯|诺和锐|门冬|\blispro\b|\bhumalog\b|\badmelog\b|\bnovolog\b|\bnovorapid\b|\bfiasp\b|\bbolus\b|\binsulin\b|\bspik\w*|\bsugars?\b|\bglucose\b|\bcarbs?\b|\bcarbohydrates?\b|\ba1c\b|\bcgm\b|\bhypos?\b/;

const TTC_SAID =
  /备孕|准备怀孕|打算怀孕|想怀孕|计划怀孕|想要(宝宝|孩子|二胎)|要(宝宝|孩子|二胎)|试孕|\bttc\b|\btrying (to conceive|to get pregnant|for a baby)\b|\b(while|when|as) we(?:'re| are)? (try|trying)\b|\bplanning (a pregnancy|a baby|to get pregnant|to conceive)\b|\bwant(ing)? to get pregnant\b|\bbefore (i|we) (get pregnant|start trying|try)\b/;
/** A man whose partner is trying: the birth-defect advice is hers, not his. */
const PARTNER_TRYING: FaqAudience = {
  said: /老婆|妻子|媳妇|女朋友|\bmy (wife|girlfriend|gf)\b|\bshe'?s (ttc|trying)\b/,
};
const ACNE_MEDICINES =
  /螺内酯|安体舒通|多西环素|强力霉素|米诺环素|四环素|\bspironolactone\b|\baldactone\b|\bspiro\b|\bdoxy\w*|\bminocycline\b|\bminocin\b|\btetracyclines?\b/;
const VITAMIN_A_SAID =
  /维生素 ?a(?![a-z])|(?<![异阿])维a(?!酸)|视黄醇|鱼肝油|\bvit(amin)? ?a\b|\bretinol\b|\bretinyl\b|\bcod liver oil\b/;

/** The foods a person with a raised potassium asks about. */
const POTASSIUM_FOODS =
  /椰子水|牛油果|鳄梨|香蕉|土豆|橙汁|(高|含)钾(的)?(食物|水果|蔬菜|东西)|钾[^，,。？?]{0,8}(食物|水果|蔬菜|饮食|吃)|(吃|喝)[^，,。？?]{0,8}钾|\bcoconut water\b|\bavocados?\b|\bbananas?\b|\bpotato(es)?\b|\borange juice\b|\bpotassium\b[^.?!]{0,12}\b(foods?|fruits?|intake|diet)\b|\b(high|rich)[- ]potassium\b|\bpotassium[- ]rich\b/;
const POTASSIUM = /钾|\bpotassium\b|\bk\b/;
const FOOD_OR_CUT =
  /香蕉|土豆|食物|饮食|水果|蔬菜|吃|\bfoods?\b|\bbananas?\b|\bpotato(es)?\b|\beat\w*\b|\bdiet\b|\bcut\w*\b|\bavoid\w*\b/;
/** A potassium of 5.3 or more said: not "the top of the normal range". */
const POTASSIUM_RAISED_SAID = /(钾|\bpotassium\b|\bk\b)[^\d\n]{0,15}(5\.[3-9]|[6-9](\.\d)?)(?![\d])/;
/** A potassium just above the range said (5.2–5.9, or "a bit high"): 6 and above is a doctor today. */
const POTASSIUM_JUST_ABOVE_SAID =
  /(钾|\bpotassium\b|\bk\b)[^\d\n]{0,15}5\.[2-9](?!\d)|血钾[^，,。？?\d]{0,4}(偏高|有点高|稍高|略高|高了)|\b(high|raised|elevated) potassium\b|\bpotassium (is|was|came back|came out)( a bit| slightly| a little)? (high|raised|elevated|flagged)\b/;
/** Heart failure, cirrhosis or kidney disease: spironolactone's potassium is their own team's question. */
const HEART_LIVER_KIDNEY: FaqAudience = {
  conditions: ['heart_failure', 'cirrhosis', 'liver_disease', 'kidney_disease', 'dialysis'],
  said: /心衰|心力衰竭|肝硬化|腹水|肾病|肾功能|肾衰|透析|\bheart failure\b|\bcirrhosis\b|\bascites\b|\bkidney\b|\bckd\b|\bdialysis\b/,
};

const ON_LITHIUM: FaqAudience = { medicines: ['lithium'], said: /锂盐|碳酸锂|血锂|\blithium\b/ };
const SALT = /盐|钠|咸|淡|坐月子|\bsalt\w*\b|\bsodium\b|\bbland\b|\bconfinement\b/;
const LOW_OR_HOW_MUCH_SALT =
  /不放盐|没(有|什么)?盐|少盐|低盐|无盐|忌盐|一点盐|盐[^，,。？?]{0,6}(少|不放|不让|不吃|很少)|不让[^，,。？?]{0,4}盐|(吃|做)得?(很|太|比较|一直)?淡|清淡|几克盐|盐[^，,。？?]{0,6}(几克|多少|多少克)|\bno salt\b|\blow[- ]salt\b|\bwithout salt\b|\bbland\b|\blittle salt\b|\bbarely any salt\b|\bunsalted\b|\bhow much salt\b|\bsalt\b[^.?!]{0,20}\b(cut|avoid\w*|restrict\w*|none|a day)\b/;
const PAINKILLER_NAMED =
  /布洛芬|芬必得|美林|萘普生|双氯芬酸|扶他林|塞来昔布|止痛|止疼|泰诺|对乙酰氨基酚|扑热息痛|必理通|\bibuprofen\b|\badvil\b|\bmotrin\b|\bnurofen\b|\bfenbid\b|\bnaproxen\b|\baleve\b|\bdiclofenac\b|\bnsaids?\b|\btylenol\b|\bacetaminophen\b|\bparacetamol\b|\bpanadol\b|\bpainkillers?\b|\bpain ?(meds?|relief|killers?|pills?)\b/;

const IBD: FaqAudience = {
  conditions: ['ibd'],
  said: /克罗恩|克隆病|溃疡性结肠炎|炎症性肠病|\bcrohn'?s?\b|\bulcerative colitis\b|\bibd\b|\bcolitis\b/,
};
const IBD_OR_ITS_MEDICINES: FaqAudience = {
  conditions: ['ibd'],
  medicines: ['azathioprine', 'mercaptopurine', 'mesalazine'],
  said: IBD.said!,
};
const FOLIC = /叶酸|\bfolic\b|\bfolate\b/;
const FOLIC_DOSE_OR_STOP =
  /多补|加量|够不够|够吗|不够|停|几个月|[0-9一二两三四]个月|mcg|µg|微克|毫克|mg|剂量|\benough\b|\bmore\b|\bhigher\b|\bdose\b|\bstop\w*\b|\bquit\b|\b(3|three|12|twelve) (months?|weeks?)\b|\bfirst trimester\b|\bhow much\b/;
const WEIGHT_LOSS_OR_FASTING =
  /减肥|减重|瘦下来|瘦回|掉秤|断食|轻断食|168|16:8|16\/8|生酮|低碳|大卡|千卡|热量|卡路里|\blos(e|ing) (the )?(baby )?weight\b|\bweight (off|loss)\b|\bbaby weight\b|\bfasting\b|\bketo\w*\b|\blow[- ]carb\b|\bcalories?\b|\bkcal\b|\bdiet(ing)?\b/;
const IRON_SAID =
  /铁剂|铁片|补铁|换.{0,4}铁|输铁|打铁|铁蛋白|\biron\b|\bslow ?fe\b|\bferrous\b|\bferritin\b|\bfeosol\b/;
const IRON_NOT_WORKING =
  /输铁|静脉|打铁|换[^，,。？?]{0,6}铁|别的铁|受不了|不耐受|肚子[^，,。？?]{0,4}(疼|痛)|绞|拉肚子|还拉|腹泻|还是低|没(用|效果)|不管用|不见(好|涨)|\boptions?\b|\balternatives?\b|\biv\b|\binfusions?\b|\bintravenous\b|\bcramp\w*|\bdiarrh\w*|\bupset\w*|\bstill low\b|\bnot working\b|\bdoesn'?t work\b|\beven though\b|\bside effects?\b|\bcan'?t tolerate\b|\bswitch\w*\b/;

const ON_LEVOTHYROXINE: FaqAudience = { medicines: ['levothyroxine'] };
const MINERAL_PRODUCTS =
  /prenatal|孕期维生素|孕妇维生素|孕期复合维生素|孕维|爱乐维|钙|抗酸|铁|\btums\b|\bcalcium\b|\bantacids?\b|\biron\b|\bmultivitamins?\b|\belevit\b/;
const THYROID_PILL_OR_GAP =
  /synthroid|levothyroxine|levoxyl|euthyrox|优甲乐|雷替斯|左甲|甲状腺(药|素)|间隔|隔[0-9一二两三四]|小时|中午|早上|半夜|凌晨|\bthyroid (pills?|meds?|medicine|tablets?)\b|\bgap\b|\bapart\b|\bhours?\b|\bspac\w*\b|\bschedule\b|\bmorning\b/;

const ANAEMIA_SAID =
  /血红蛋白|贫血|\bhb\b|\bhgb\b|\bh(a)?emoglobin\b|\ban(a)?emi\w*|\blow (iron|blood count)\b/;
const IRON_OR_PRENATAL = /铁|补血|红糖|prenatal|孕妇维生素|孕期维生素|\biron\b|\bprenatals?\b/;
/** A haemoglobin of 10 g/dL (100 g/L) or more said: not postpartum anaemia's treatment dose. */
const HB_TEN_OR_MORE_SAID =
  /(血红蛋白|\bhb\b|\bhgb\b|\bh(a)?emoglobin\b)[^\d\n]{0,12}(1[0-6](\.\d+)?|1[0-6]\d)(?!\d|\.\d)/;

/** The first number said after a marker's name ("TSH 5.2", "血锂1.12"). */
function valueAfter(name: RegExp, text: string, gap = 12): number | null {
  const m = new RegExp(`(?:${name.source})[^\\d\\n]{0,${gap}}(?<v>\\d+(?:\\.\\d+)?)`, 'i').exec(text);
  return m?.groups?.v !== undefined ? Number(m.groups.v) : null;
}

/** The pregnancy TSH line, when a TSH above 2.5 is said by someone on levothyroxine. */
function tshLine(said: ComposeInput, zh: boolean): string {
  const tsh = valueAfter(/tsh|促甲状腺(激素)?/, `${said.previous ?? ''}\n${said.text}`);
  if (tsh === null || tsh <= 2.5 || !(said.medicines ?? []).includes('levothyroxine')) return '';
  return zh
    ? `\n\n**TSH ${tsh}：孕期偏高。** 已经在吃左甲状腺素的人怀孕后，孕早期的TSH一般要控制在2.5以下（或化验单上的孕期范围下半段），通常需要把左甲状腺素加量约四分之一到三分之一：请这周就联系开药的医生调整剂量，之后约每4周复查一次TSH；不要自己加减药量。`
    : `\n\n**TSH ${tsh} is above the pregnancy target:** for someone already on levothyroxine, the first-trimester aim is usually below 2.5 (or the lower half of the lab’s pregnancy range), and the dose usually needs to go up by about a quarter to a third — call the doctor who prescribes it this week, then expect a TSH check about every 4 weeks; do not change the dose yourself.`;
}

const ACE_POTASSIUM_TEXT = {
  zh: '不用特意少吃水果蔬菜，也不用为了“孕妇要多吃”去加香蕉、土豆——正常分量就对了（香蕉一天一根、土豆当一顿的主食都可以）。现在先不要用的是：含钾的低钠盐（代盐）、钾补充剂，以及大量喝椰子水或果汁。更要紧的是赖诺普利：普利类降压药会伤害胎儿的肾脏，怀孕后要尽早换成孕期能用的降压药——请今天或明天就联系开药的医生，不要等第一次产检，也不要自己直接停药。阿托伐他汀也一并问这位医生：孕期一般要停用他汀，什么时候停由医生决定。换药以后血钾常常会回落，按医生的安排复查。',
  en: 'You do not need to cut out fruit and vegetables, and you do not need to push extra bananas and potatoes for the pregnancy either — ordinary portions are right (a banana a day, a potato as a meal’s starch). What to leave out for now: potassium-based salt substitutes, potassium supplements, and large amounts of coconut water or juice. The more urgent point is the lisinopril: ACE inhibitors can harm the baby’s kidneys and are switched to a pregnancy-safe blood-pressure medicine as early as possible — call the doctor who prescribes it today or tomorrow rather than waiting for your first OB appointment, and do not just stop it yourself. Ask the same doctor about the atorvastatin: statins are usually stopped in pregnancy, and they decide when. Once the lisinopril is changed the potassium often settles; have it rechecked as they advise.',
} as const;

/** The lithium-and-salt lead with the values the person said (lithium, sodium), or without them. */
function lithiumSaltLead(said: ComposeInput, zh: boolean): string {
  const both = `${said.previous ?? ''}\n${said.text}`;
  const liSaid = valueAfter(/血锂|锂浓度|\blithium(?: level)?(?: was| is| of)?/, both, 20);
  const naSaid = valueAfter(/(?<!低)钠|\bsodium(?: was| is| of)?/, both);
  const li = liSaid !== null && liSaid > 0.2 && liSaid < 3 ? liSaid : null;
  const na = naSaid !== null && naSaid > 110 && naSaid < 160 ? naSaid : null;
  // Only a lithium near the top (1.0 or more) or a sodium below the range is "the pattern"; normal values
  // said are read as normal.
  const liHigh = li !== null && li >= 1;
  const naLow = na !== null && na < 135;
  if (zh) {
    const parts = [
      ...(li !== null ? [`血锂${li}${liHigh ? '已经接近上限' : '还在范围内'}`] : []),
      ...(na !== null ? [`血钠${na}${naLow ? '偏低' : '正常'}`] : []),
    ].join('、');
    const values =
      liHigh || naLow
        ? `你${parts}，正是吃盐太少会出现的情况。`
        : parts
          ? `你${parts}，但一直吃得很淡，血锂还可能慢慢升上去。`
          : '化验如果是血锂接近上限、血钠偏低，正是吃盐太少会出现的情况。';
    return `**是真的：吃碳酸锂时盐吃得太少，肾脏会把锂和钠一起留住，血锂就会升高。${values}请在几天内把饭菜慢慢恢复到正常咸淡，水照常喝、不要少喝，并${liHigh || naLow ? '在一两天内' : '尽快'}联系精神科医生，复查血锂。**`;
  }
  const parts = [
    ...(li !== null
      ? [`a lithium of ${li}${liHigh ? ', near the top of the range' : ', within the range'}`]
      : []),
    ...(na !== null ? [`a sodium of ${na}${naLow ? ', just below the range' : ', normal'}`] : []),
  ].join(' with ');
  const values =
    liHigh || naLow
      ? `Your results — ${parts} — are the pattern a no-salt diet causes.`
      : parts
        ? `Your results (${parts}) are fine for now, but months of very bland food can still push the lithium up.`
        : 'A lithium near the top of its range with a sodium below the range is the pattern a no-salt diet causes.';
  return `**Yes — on lithium, eating very little salt makes the kidneys hold on to lithium along with sodium, and the level rises. ${values} Go back to normally salted food gradually over a few days, keep drinking normally, and call your psychiatrist ${liHigh || naLow ? 'within a day or two' : 'soon'} for a repeat lithium level.**`;
}

const LITHIUM_SALT_REST = {
  zh: '盐不会让奶水变少，奶量靠的是宝宝吃得勤、吸得多，正常放盐对喂奶没有影响。正常是多少：一天炒菜放盐约5克（一个啤酒瓶盖去掉胶垫装平约5克），分在三餐里，不用额外多吃咸；用三四天慢慢加回来，不要一下子变得很咸，改了以后约一周再查一次血锂，医生可能会调整药量。口渴就喝水，喂奶和天热时多喝，不要因为“月子里不能喝水”而少喝。怕水肿：产后头几周脚踝、小腿有些浮肿很常见，会慢慢消退；正常吃盐不会让它明显加重，少吃盐也消不了它。脸和手突然肿、伴头痛、眼花或血压高，一条腿肿痛，或者喘不上气，要当天就医。宝宝：锂会进入乳汁，请告诉宝宝的儿科医生你在吃锂盐；宝宝特别嗜睡、吃奶差、身体发软或尿湿的尿布明显变少，要当天看医生。布洛芬（芬必得）这类止痛药也会升高血锂，不要自己吃，止痛换单方对乙酰氨基酚。锂中毒的信号：拉肚子、呕吐、手抖明显加重、走路不稳、说话含糊或意识糊涂——当天就医，并说明在吃锂盐。',
  en: 'Salt does not reduce breast milk — supply depends on how often the baby feeds or you pump — so normal seasoning is safe for feeding. Normal means about 5 g of salt a day in cooking (a level teaspoon), spread over the meals, not extra on top; bring it back over 3–4 days rather than all at once, and have the lithium level checked about a week later, when the psychiatrist may adjust the dose. Drink to thirst — more while breastfeeding and in hot weather — and do not hold back on fluids. Swelling: some ankle and foot swelling in the first weeks after the birth is common and drains away; normal salt will not make much difference to it, and cutting salt does not treat it. Sudden swelling of the face or hands with a headache, blurred vision or high blood pressure, a swollen painful leg, or breathlessness needs a doctor the same day. The baby: lithium passes into breast milk, so the baby’s doctor should know you take it; a baby who is unusually sleepy, feeds poorly, is floppy or has fewer wet nappies needs to be seen the same day. Ibuprofen and other NSAIDs raise lithium too: do not take them on your own — plain acetaminophen (paracetamol) is the painkiller to use. Signs the level is too high: diarrhoea, vomiting, a much worse tremor, unsteadiness, slurred speech or confusion — get seen the same day and say you take lithium.',
} as const;

const LITHIUM_SOURCE =
  'Lithium carbonate US prescribing information §5 (sodium depletion and dehydration raise serum lithium; keep a normal diet with salt and adequate fluid) and §7 (NSAIDs); NICE CG185 Bipolar disorder (2014, updated 2023) §1.10 (lithium level a week after a change); NICE CG192 Antenatal and postnatal mental health (2014, updated 2020) (lithium and breastfeeding: monitor the infant); NIH LactMed: Lithium (infant lethargy, poor feeding, hypotonia); 中国居民膳食指南（2022）（食盐不超过5 g）';

/** Tums in the night, or the prenatal moved to lunch: the follow-ups the schedule answers first. */
const NIGHT =
  /半夜|凌晨|夜里|夜间|\b[1-4] ?am\b|\bmiddle of the night\b|\bat night\b|\bovernight\b|\bin the night\b/;
const AT_LUNCH = /中午|午饭|午餐|\blunch\b|\bnoon\b|\bmidday\b/;
const LEVO = {
  gap: {
    zh: '左甲状腺素（Synthroid、优甲乐）要和孕妇维生素（里面的铁和钙）、Tums这类含钙的抗酸药间隔至少4小时。',
    en: 'Keep your Synthroid (levothyroxine) 4 hours away from the prenatal — its iron and calcium — and from Tums.',
  },
  schedule: {
    zh: '可以这样排：早上起床空腹用白开水吃甲状腺药，30–60分钟后吃早饭（早饭不吃孕妇维生素），孕妇维生素放到午饭吃，Tums从上午10点左右到睡前需要时再吃。',
    en: 'A schedule that works: Synthroid on waking with water, breakfast 30–60 minutes later without the prenatal, the prenatal with lunch, and Tums when you need them from about 10 am until bedtime.',
  },
  why: {
    zh: '钙和铁在肠道里会和左甲状腺素结合，只隔1小时，每天的药都会少吸收一部分。',
    en: 'Calcium and iron bind levothyroxine in the gut, so with only an hour between them you lose part of every dose.',
  },
  night: {
    zh: '半夜烧心吃Tums：只要离早上吃甲状腺药有4小时左右就可以——比如凌晨2点吃、早上6点吃药没问题；再晚就先忍一下，或请药师推荐别的孕期能用的胃药。',
    en: 'A Tums in the night is fine if it is about 4 hours or more before your Synthroid — 2 am before a 6 am dose is OK; later than that, wait or ask the pharmacist for another heartburn remedy that is safe in pregnancy.',
  },
  rest: {
    zh: 'Tums和孕妇维生素之间最好也隔开2小时左右，钙也会影响铁的吸收。一天4片Tums的钙量在孕期安全范围内（中国居民膳食营养素参考摄入量的钙上限是每天2000毫克）。孕吐让早上很难熬、或者吃了药就吐出来，可以问医生改成睡前吃（晚饭后至少3小时，离Tums和孕妇维生素4小时），改了就固定下来。怀孕后左甲状腺素通常要加量约四分之一到三分之一，孕早中期约每4周查一次TSH；上次TSH高于2.5（或高于化验单上的孕期范围），请这周就联系开药的医生，不要等下次产检，也不要自己改剂量。',
    en: 'Keep Tums about 2 hours from the prenatal too, as calcium also lowers iron absorption. Four Tums a day is a safe calcium amount in pregnancy (the upper limit is 2,500 mg of calcium a day). If morning sickness makes mornings hard, or you bring the tablet back up, taking Synthroid at bedtime instead — at least 3 hours after your evening meal and 4 hours after any Tums or prenatal — is an accepted alternative: ask your doctor first, then keep to one routine. In pregnancy the dose usually has to rise by about a quarter to a third, with a TSH check about every 4 weeks in the first half; if your last TSH was above 2.5 (or above your lab’s pregnancy range), call the prescriber this week rather than waiting for the next visit, and do not change the dose yourself.',
  },
} as const;

/** The levothyroxine schedule, led by what the message asks: an hour's gap, Tums in the night, the prenatal at lunch. */
const AN_HOUR =
  /一小时|1小时|一个小时|半小时|半个小时|两个小时|\b(an?|one|1|half an?) hour\b|\b[12] ?h(ou)?rs?\b|\b30 ?min\w*/;

function levothyroxineSchedule(text: string, zh: boolean): string {
  const l = (k: keyof typeof LEVO) => pickZh(LEVO[k], zh);
  const sep = zh ? '' : ' ';
  if (NIGHT.test(text)) {
    const lead = zh
      ? '**半夜吃Tums没问题，只要离早上吃甲状腺药有4小时左右——凌晨2点吃、早上6点吃药可以；再晚就会影响药的吸收。**'
      : '**A Tums in the night is fine as long as it is about 4 hours or more before your Synthroid — 2 am before a 6 am dose is OK; any later and it cuts into the dose.**';
    return [lead, l('gap'), l('schedule'), l('why'), l('rest')].join(sep);
  }
  if (AT_LUNCH.test(text)) {
    const lead = zh
      ? '**可以，孕妇维生素放到午饭吃正好：甲状腺药和里面的铁、钙（还有Tums）就隔开了需要的4小时。**'
      : '**Yes — the prenatal with lunch works: it keeps the 4 hours needed between Synthroid and its iron and calcium (and Tums).**';
    return [lead, l('schedule'), l('why'), l('night'), l('rest')].join(sep);
  }
  // "Is an hour enough?" gets its own no; "can I take them together?" the plain one (fifteenth clinician review's
  // "No — separate them." lead, review15-levothyroxine-together.test.ts).
  const lead = AN_HOUR.test(text)
    ? zh
      ? `**间隔1小时不够：${LEVO.gap.zh}${LEVO.schedule.zh}**`
      : `**An hour is not enough. ${LEVO.gap.en} ${LEVO.schedule.en}**`
    : zh
      ? `**不行——要分开吃。**${LEVO.gap.zh}${LEVO.schedule.zh}`
      : `**No — separate them.** ${LEVO.gap.en} ${LEVO.schedule.en}`;
  return [lead, l('why'), l('night'), l('rest')].join(sep);
}

export const DEV37_PERINATAL_FAQ: readonly FaqRow[] = [
  {
    // en-066: "can i have coffee while nursing and on the codeine? like 2 big dunkin cups" — the limit was given,
    // but not that two large cups are about twice it.
    id: 'codeine-breastfeeding-coffee',
    when: [new RegExp(`${CODEINE_SAID.source}|${PAINKILLER_SAID.source}`), COFFEE],
    for: { all: [LACTATING, ON_CODEINE] },
    notFor: PREGNANT_STAGE,
    wholeMessage: true,
    intent: 'pregnancy_lactation',
    text: {
      zh: '**咖啡可以喝，但两大杯太多了；更要紧的是可待因：喂奶期间不建议吃，请今天就联系医生换成不含可待因的止痛药（布洛芬、单方的对乙酰氨基酚都可以）。** 咖啡因：喂奶的妈妈一天咖啡因总量大约不超过300毫克。连锁咖啡店的一大杯现煮咖啡（约600毫升）常有250–300毫克甚至更多，两大杯就有500–600毫克，差不多是上限的两倍；出生才几周的宝宝排咖啡因很慢，更容易烦躁、睡不好。一天一小杯或中杯、喂完奶后喝比较合适。可待因：少数妈妈会把可待因很快变成吗啡进到奶里，可能让宝宝过度嗜睡、呼吸变慢（美国食品药品监督管理局2017年的安全通报反对哺乳期使用）；喝咖啡抵消不了这个风险。**宝宝特别难叫醒、困得吃不了奶、身体发软、呼吸慢或嘴唇发青：马上打急救电话（在美国打911，国内打120）**，并说明你在吃可待因。',
      en: '**Coffee is fine while nursing, but two large cups is too much — and the bigger issue is the codeine: it is not recommended while breastfeeding, so call your doctor today to switch to pain relief without codeine (ibuprofen and plain acetaminophen are both fine).** Caffeine: while breastfeeding keep to about 300 mg a day in all. A large coffee-shop coffee (about 20 oz, such as a large Dunkin’) often has 250–300 mg or more, so two are roughly 500–600 mg — close to twice the limit; newborns clear caffeine very slowly, so a baby a few weeks old is more likely to be fussy and sleep poorly. One small or medium coffee a day, drunk just after a feed, is a sensible amount. Codeine: some mothers turn it into morphine quickly, and their milk can make a baby dangerously sleepy or slow its breathing (the FDA advised against it while breastfeeding in 2017); coffee does not cancel that out. **If the baby is unusually hard to wake, too sleepy to feed, floppy, breathing slowly or has bluish lips: call 911 now** and say you take codeine.',
    },
    source: {
      ref: 'US FDA Drug Safety Communication (20 April 2017) on codeine and tramadol: recommends against use in breastfeeding women; CDC, Breastfeeding — Maternal Diet: caffeine (up to 300 mg a day is generally safe); NIH LactMed: Caffeine (slow elimination in newborns), Codeine; caffeine per large coffee-shop coffee — cited from memory (chains publish 250–300 mg or more for about 20 oz)',
    },
  },
  {
    // zh-069 (declined): "想让刀口长快点，鱼汤鸽子汤真有用吗？还有吃着止疼药便秘，拉不出来又不敢使劲儿"; en-065:
    // "will iron make me more constipated?? already backed up from the tylenol 3 and honestly scared to push w my
    // incision" got an interaction-table note and the no-iron text.
    id: 'postpartum-painkiller-constipation',
    when: [CONSTIPATION, PAINKILLER_IRON_OR_WOUND],
    // On codeine (the plan's, or named): its lead is the codeine's constipation.
    for: { all: [LACTATING, ON_CODEINE] },
    notFor: PREGNANT_STAGE,
    wholeMessage: true,
    intent: 'medicine_question',
    text: {
      zh: '**吃着含可待因的止痛药便秘很常见，可以用喂奶期间能用的软便药，不用憋着、也不用硬使劲；鱼汤鸽子汤要连肉一起吃，刀口长好靠的是蛋白质。** 便秘：可待因会让肠子蠕动变慢，这也是请医生换掉它的另一个理由（喂奶期间本来就不建议吃可待因，布洛芬和单方对乙酰氨基酚可以）。请医生或药师开喂奶期间能用的软便药——聚乙二醇、乳果糖或多库酯钠，需要时短期加番泻叶；口渴就喝水，尿色淡黄为好；每餐有蔬菜水果，加燕麦粥或杂粮饭，西梅、猕猴桃、火龙果、梨都有帮助；能下床就多走动。上厕所时脚下垫个小凳，用枕头或叠好的毛巾按住刀口，慢慢呼气，不要憋气硬挣——正常排便一般不会把刀口挣开。铁剂也会加重便秘，但医生开的铁不要因此停：和软便药一起用，或问医生能不能隔天吃。鱼汤鸽子汤：汤里的蛋白质很少，大部分留在肉里，光喝汤对刀口帮助不大；每餐吃一份鱼肉、鸽子肉、瘦肉、鸡蛋或豆腐，再加牛奶或酸奶，这才是伤口愈合需要的；汤可以喝，浮油撇掉。刀口红肿、流脓、裂开或发烧，或者肚子越来越胀、呕吐、不排气，当天就医。',
      en: '**Constipation on a codeine painkiller is common: a stool softener or gentle laxative that is safe while breastfeeding is the fix, so you do not have to strain — and for healing, the protein in the meat matters more than the soup.** Codeine slows the gut, one more reason to ask the doctor to switch it (codeine is not recommended while breastfeeding anyway; ibuprofen and plain acetaminophen are fine). Ask the doctor or pharmacist for a breastfeeding-compatible softener or laxative — polyethylene glycol (MiraLAX), docusate (Colace) or lactulose, with senna for a short time if needed. Drink to thirst (pale-yellow urine is the goal), have fruit or vegetables at each meal plus oatmeal or whole grains — prunes, kiwi and pears help — and walk a little when you can. On the toilet, rest your feet on a small stool, hold a pillow or folded towel firmly against the incision, and breathe out rather than holding your breath and bearing down — a normal bowel movement will not usually pull the incision open. Iron tablets can add to constipation, but do not drop prescribed iron for that: take it with the softener, or ask whether every other day is an option. Soup: most of the protein stays in the fish or meat, so eat the meat, not only the broth — a portion of fish, chicken, lean meat, eggs, tofu or beans at each meal, plus milk or yoghurt, is what wound healing needs. A red, swollen, oozing or opening incision, a fever, or a swollen belly with vomiting or no wind passing needs a doctor the same day.',
    },
    source: {
      ref: 'NIH LactMed: Polyethylene glycol, Docusate, Lactulose, Senna (compatible with breastfeeding), Codeine; US FDA Drug Safety Communication (20 April 2017) on codeine in breastfeeding; ACOG Committee Opinion No. 742, Postpartum Pain Management (2018); NICE NG194 Postnatal care (2021) (constipation, wound care and signs of wound infection) — cited from memory',
    },
  },
  {
    // zh-015 (unsafe): "剖腹产第12天，纯母乳。医生开了Tylenol #3和ibuprofen止疼…宝宝会不会嗜睡" got the pregnancy
    // "do not take ibuprofen" text; the codeine, and the ibuprofen that is fine while breastfeeding, went unsaid.
    id: 'codeine-breastfeeding',
    when: [new RegExp(`${CODEINE_SAID.source}|${PAINKILLER_SAID.source}`)],
    for: { all: [LACTATING, ON_CODEINE] },
    notFor: PREGNANT_STAGE,
    wholeMessage: true,
    intent: 'pregnancy_lactation',
    text: {
      zh: '**喂奶期间不建议吃可待因：Tylenol #3（泰诺3号）就是对乙酰氨基酚加可待因，请今天就联系开药的医生，换成不含可待因的止痛方案。** 少数妈妈天生是可待因的“超快代谢者”，可待因在体内很快变成吗啡进到奶里，可能让宝宝过度嗜睡、呼吸变慢，已有婴儿死亡的报告，美国食品药品监督管理局2017年的安全通报明确反对哺乳期使用可待因和曲马多。布洛芬和单方的对乙酰氨基酚（泰诺林）按常规剂量吃，都可以照常喂奶，剖宫产后医生常让这两种一起或交替吃。换药之前不要硬忍着疼，也不要在Tylenol #3之外自己再加对乙酰氨基酚（它每片已经含300毫克）：所有含对乙酰氨基酚的药一天加起来不超过4克。母乳照常喂。**宝宝特别难叫醒、困得吃不了奶、身体发软、呼吸慢或有停顿、嘴唇发青：马上打急救电话（在美国打911，国内打120）**，并说明你在吃可待因；你自己吃了以后特别困、头晕，也要告诉医生。',
      en: '**Codeine is not recommended while breastfeeding — Tylenol #3 is acetaminophen with codeine, so call the doctor who prescribed it today and ask to switch to pain relief without codeine.** Some mothers are “ultra-rapid metabolisers” who turn codeine into morphine quickly, and their milk can then carry enough to make a baby dangerously sleepy or slow its breathing; infant deaths have been reported, and in 2017 the FDA advised against codeine and tramadol while breastfeeding. Ibuprofen (Motrin, Advil) and plain acetaminophen (Tylenol) are both compatible with breastfeeding at the usual doses, and after a caesarean they are often taken together or alternated. Until you have the new plan, do not simply go without pain relief, and do not add extra Tylenol on top of Tylenol #3 — each tablet already holds 300 mg of acetaminophen; all acetaminophen together stays under 4,000 mg in 24 hours. Keep breastfeeding. **If the baby is unusually hard to wake, too sleepy to feed, floppy, breathing slowly or with pauses, or has bluish lips: call 911 now** and say you take codeine. Tell the doctor too if it makes you very sleepy or dizzy.',
    },
    source: {
      ref: 'US FDA Drug Safety Communication (20 April 2017): FDA restricts use of prescription codeine pain and cough medicines and tramadol pain medicines in children; recommends against use in breastfeeding women; NIH LactMed (Drugs and Lactation Database): Codeine, Ibuprofen, Acetaminophen; ACOG Committee Opinion No. 742, Postpartum Pain Management (2018); Tylenol with Codeine (acetaminophen 300 mg and codeine phosphate 30 mg) US prescribing information',
    },
  },
  {
    // en-008 (unsafe): "A1c 7.8 … morning sickness means I can basically only eat saltines and toast til noon.
    // how do i not spike?? on glargine + lispro" got the nausea text (ginger ale fine) with nothing on insulin,
    // lows or ketones; zh-038: lispro already injected before a breakfast she vomited.
    id: 't1d-pregnancy-nausea-insulin',
    when: [NAUSEA, GLUCOSE_OR_INSULIN],
    for: { all: [PREGNANT, ON_INSULIN] },
    wholeMessage: true,
    intent: 'pregnancy_lactation',
    text: {
      zh: '**1型糖尿病（或用着胰岛素）又孕吐时，要多测血糖，并今天就问糖尿病团队：能不能把餐时的速效胰岛素（如赖脯胰岛素/优泌乐）改成吃完饭马上打、按实际吃下去的量打——吐了也要测血酮。** 赖脯胰岛素的说明书允许在饭前15分钟内或刚吃完饭时注射；不确定吃的能不能留住时，吃完再打，就不会出现“针打了、饭吐了”的情况，剂量和碳水系数由团队来调。基础胰岛素（甘精胰岛素）每天照打，吃得少也不能停，需要减量由团队决定。不容易吐、碳水又好算的早餐：苏打饼干4–6片（约10–15克碳水）、吐司一片（约15克）、小馒头半个（约25克）、白粥一小碗（约15–20克），搭一个鸡蛋、一片奶酪、无糖酸奶、牛奶或豆浆；少量多次，两三个小时吃一点，比一次吃很多更不容易吐、血糖也更稳。早上同样的碳水升糖最明显，早餐常先按15–30克碳水，其余放到上午加餐，具体克数以糖尿病团队或营养师给你定的为准；但一天碳水不要少于约175克。孕期目标很严（空腹低于5.3、餐后1小时低于7.8或2小时低于6.7 mmol/L），孕早期也最容易发生严重低血糖：低于3.9先吃15克快糖（葡萄糖片或半杯果汁），15分钟后复测；打了餐时针又吐了，先测血糖，小口喝果汁或含糖饮料；家里备好胰高血糖素，教会家人用。酮症：孕期即使血糖不太高也可能很快发生酮症酸中毒。吐了不止一次、吃不下喝不下、血糖超过11.1，或血酮0.6以上（尿酮中量以上），当天联系糖尿病团队或产科；血酮1.5以上、吐个不停、肚子疼、呼吸快或发困，马上去医院。止吐药可以问产科医生（多西拉敏加维生素B6在孕期使用）。',
      en: '**With type 1 diabetes (or any insulin) and morning sickness, check your glucose more often and ask your diabetes team today whether to take your mealtime rapid-acting insulin (such as lispro/Humalog) straight after you eat, dosed for what you actually kept down — and check ketones whenever you vomit.** Lispro’s label allows it within 15 minutes before a meal or immediately after one, so when you are unsure food will stay down, injecting after eating avoids insulin with nothing to cover it; your team sets the dose and may change your carb ratio. Keep taking your glargine every day even if you eat little — never skip basal insulin; the team adjusts it. To avoid spikes on saltines and toast: eat small amounts every 2–3 hours rather than a lot at once, and pair them with protein or fat when you can (cheese, peanut butter, an egg, Greek yoghurt, milk). The same carbs raise glucose most in the morning, so a smaller breakfast (often about 15–30 g of carbohydrate — 4–6 saltines are about 10–15 g, a slice of toast about 15 g) with the rest as a mid-morning snack helps; your team or dietitian sets your numbers, but do not go below about 175 g of carbohydrate a day. Regular ginger ale, juice and sweet drinks are fast sugar: count them, or keep them for treating lows. Pregnancy targets are tight (fasting under 95 mg/dL, and under 140 one hour or under 120 two hours after meals), and lows are most common and most severe in the first trimester: treat under 70 mg/dL with 15 g of fast sugar (glucose tablets or 4 oz of juice) and recheck in 15 minutes; if you vomit after your lispro, check your glucose and sip juice or regular soda; keep glucagon at home and show someone how to use it. Ketones: in pregnancy, ketoacidosis can develop quickly and at lower glucose levels. If you vomit more than once, cannot keep food or fluids down, have glucose over 200 mg/dL, or blood ketones of 0.6 mmol/L or more (moderate or large on a urine strip), call your diabetes or maternity team the same day; blood ketones of 1.5 or more, vomiting that will not stop, belly pain, fast breathing or drowsiness mean go to hospital now. Ask your obstetrician about anti-nausea medicine (doxylamine with pyridoxine is used in pregnancy).',
    },
    source: {
      ref: 'American Diabetes Association. Standards of Care in Diabetes—2025, §15 Management of Diabetes in Pregnancy (targets: fasting < 95 mg/dL, 1 h < 140, 2 h < 120; hypoglycaemia in the first trimester; DKA at lower glucose levels in pregnancy; at least 175 g carbohydrate a day); Humalog (insulin lispro) US prescribing information §2 (within 15 minutes before or immediately after a meal); NICE NG3 Diabetes in pregnancy (2015, updated 2020) §1.3 (type 1 diabetes: test ketones and seek urgent advice if hyperglycaemic or unwell; glucagon); ACOG Practice Bulletin No. 189, Nausea and Vomiting of Pregnancy (2018)',
    },
  },
  {
    // en-042 and zh-046: a potassium of 5.3 on spironolactone with coconut water and avocado toast — the avocado
    // was declined and no repeat test was suggested.
    id: 'spironolactone-high-potassium-foods',
    // A potassium just above the range said: the general spironolactone-and-potassium-foods rows answer the rest.
    when: [POTASSIUM_FOODS, POTASSIUM_JUST_ABOVE_SAID],
    for: { medicines: ['spironolactone'] },
    notFor: [HEART_LIVER_KIDNEY, LOW_POTASSIUM],
    wholeMessage: true,
    beforeLabs: true,
    intent: 'medicine_question',
    text: {
      zh: '**要控制：吃螺内酯时血钾略高于范围，先把钾最多的减下来——椰子水先停，牛油果只吃一小份；其他水果蔬菜正常分量可以吃。** 螺内酯会让肾脏把钾留住，像5.3这样的结果最可能和它有关：请告诉开药的医生，并在一周左右复查一次（抽血不顺或标本放久了也会让血钾假性偏高）。椰子水一杯（240毫升）约含钾600毫克，比一根香蕉还多；一个牛油果约700–1000毫克，吐司上抹四分之一个（约150–250毫克）在复查前算合适的量。含钾的低钠盐（代盐）、钾补充剂和加了钾的运动饮料也先不要用。血钾6.0以上，或者乏力、心慌、心跳不齐，当天就医。如果在备孕，螺内酯和多西环素本来就都要在开始备孕前和医生定好计划（是否换药、怎么换由医生决定）。',
      en: '**Yes — with a potassium just above the range on spironolactone, cut back on the richest sources for now: stop the coconut water and keep avocado to a small portion; ordinary servings of other fruit and vegetables are fine.** Spironolactone makes the kidneys hold on to potassium, so it is the most likely reason for a reading such as 5.3: tell the doctor who prescribes it, and ask for a repeat test within about a week (a sample that was hard to draw or sat before testing can read falsely high). Coconut water has about 600 mg of potassium per cup (240 ml), more than a banana; a whole avocado has about 700–1,000 mg, so a quarter of one on toast (about 150–250 mg) is a reasonable portion until the repeat test. Leave out potassium-based salt substitutes, potassium supplements and sports drinks with added potassium too. A potassium of 6.0 or more, or muscle weakness, palpitations or an irregular heartbeat, needs a doctor the same day. If you are trying for a baby, spironolactone and doxycycline both need a plan with the prescriber before you start trying anyway (usually stopped or switched — the doctor decides).',
    },
    source: {
      ref: 'Aldactone (spironolactone) US prescribing information §5 Hyperkalemia (monitor potassium; avoid potassium supplements and salt substitutes); USDA FoodData Central: Coconut water (about 250 mg potassium per 100 g), Avocados, raw (Hass about 485 mg per 100 g); NIH ODS Potassium Fact Sheet for Health Professionals; NICE CKS Hyperkalaemia (repeat a raised potassium to exclude a spurious result from haemolysis or delayed processing) — cited from memory',
    },
  },
  {
    // zh-010 (unsafe): "备孕ing～皮肤科给我开了螺内酯和多西环素治痘，我自己还在吃维生素A 10000IU…备孕期间这些能一直吃吗？"
    // got only the vitamin A text; the two prescribed medicines went unplanned.
    id: 'ttc-acne-medicines-vitamin-a',
    when: [TTC_SAID, ACNE_MEDICINES],
    // Both medicines, hers: spironolactone for acne is a woman's medicine (a man on doxycycline whose wife is
    // trying, 阿明, is not told about his period).
    for: { all: [{ medicines: ['spironolactone'] }, { medicines: ['tetracycline'] }] },
    notFor: [PREGNANT_STAGE, PARTNER_TRYING],
    wholeMessage: true,
    intent: 'pregnancy_lactation',
    text: {
      zh: '**备孕前先和开药的皮肤科医生定好计划：螺内酯和多西环素怀孕时一般都不用，通常在开始备孕前停掉或换成别的治疗，具体怎么换、什么时候停由医生决定；自己另外吃的维生素A补充剂现在就停。** 螺内酯有抗雄激素作用，动物实验中会让雄性胎儿女性化，孕期不用；多西环素等四环素类从孕中期起会让宝宝的牙齿永久染色、影响骨骼生长。在看医生之前，先继续避孕（或暂缓备孕），不要自己突然停药；月经推迟或验孕阳性，尽快联系医生。孕期能用的祛痘办法（如壬二酸、过氧苯甲酰、某些外用抗生素）请皮肤科医生来选。维生素A：一粒1万国际单位的胶囊就是3000微克预先形成的维生素A，单它一粒就到了成人每天的可耐受最高摄入量，再加上孕妇维生素和饭菜里的就超过了；怀孕最初几周摄入过多与胎儿畸形有关。孕妇维生素加正常饮食里的维生素A已经够用，蔬菜水果里的β-胡萝卜素没有这个风险。含0.4毫克叶酸的孕妇维生素备孕期间每天照吃。螺内酯还会让血钾升高，按医生安排抽血复查，不要用含钾的低钠盐。',
      en: '**Plan this with your dermatologist (or whoever prescribes them) before you start trying: spironolactone and doxycycline are both usually stopped or switched before conception — the doctor decides which and when — and a separate vitamin A supplement should be stopped now.** Spironolactone blocks male hormones and in animal studies feminised male fetuses, so it is not used in pregnancy; doxycycline and the other tetracyclines can permanently stain the baby’s teeth and slow bone growth from the second trimester on. Until you have seen the prescriber, keep using contraception (or hold off trying), and do not stop the medicines on your own; if your period is late or a test is positive, contact them promptly. Acne treatments that can be considered in pregnancy (such as azelaic acid, benzoyl peroxide and some topical antibiotics) are for the dermatologist to choose. Vitamin A: a 10,000 IU capsule is 3,000 µg of preformed vitamin A — the whole daily upper limit for adults on its own, so with your prenatal and food you go over it, and high intakes in the first weeks of pregnancy are linked to birth defects. Your prenatal and ordinary food give all the vitamin A you need (the beta-carotene in vegetables carries no such risk). Keep the prenatal with its 400 µg of folic acid every day while trying. Spironolactone can also raise potassium: keep to the blood tests the prescriber asks for, and use no potassium-based salt substitutes.',
    },
    source: {
      ref: 'Aldactone (spironolactone) US prescribing information §8.1 Pregnancy (feminisation of male fetuses in animal studies); Vibramycin/Doryx (doxycycline) US prescribing information §5 (tooth discolouration and inhibition of bone growth with use in the second and third trimesters) and §8.1; Reynolds RV et al. Guidelines of care for the management of acne vulgaris. J Am Acad Dermatol 2024;90:1006.e1–e30 (treatment in pregnancy); IOM Dietary Reference Intakes (2001), Vitamin A (UL 3,000 µg preformed vitamin A); Rothman KJ et al. Teratogenicity of high vitamin A intake. N Engl J Med 1995;333:1369–1373; 中国居民膳食营养素参考摄入量（2023版）维生素A UL',
    },
  },
  {
    // en-043: "I've been taking vitamin A 10,000 IU for my skin … plus a prenatal. Fine to keep going while we try?"
    // got the plan's UL sum, allowing 2,360 µg from supplements; en-044: "does the nature made prenatal already
    // have vit A in it too" got the same sum again.
    id: 'ttc-vitamin-a-prenatal',
    when: [VITAMIN_A_SAID],
    unless: [
      ACNE_MEDICINES,
      /异维a酸|维a酸|阿达帕林|\bisotretinoin\b|\baccutane\b|\btretinoin\b|\bretin-?a\b|\badapalene\b/,
    ],
    for: { said: TTC_SAID },
    notFor: [PREGNANT_STAGE, PARTNER_TRYING],
    wholeMessage: true,
    intent: 'pregnancy_lactation',
    text: {
      zh: '**备孕期间把另外吃的维生素A停掉；孕妇维生素里本来就含有维生素A。** 一粒1万国际单位的维生素A（视黄醇、棕榈酸视黄酯或醋酸视黄酯）就是3000微克，单它一粒就到了成人每天的可耐受最高摄入量（中国居民膳食营养素参考摄入量2023版同为3000微克），加上孕妇维生素和奶、蛋等饭菜里的就超过了。怀孕最初几周（往往还不知道怀上了）预先形成的维生素A摄入过多，与胎儿畸形有关——一项大型研究中，补充剂每天超过1万国际单位的风险升高。几乎所有孕妇维生素都含维生素A：看成分表，会写多少微克视黄醇当量，其中多少是β-胡萝卜素；β-胡萝卜素身体按需要转化，没有致畸风险。孕妇维生素加上正常饮食已经够用，不需要为了皮肤另外补。孕妇维生素每天照吃，里面的叶酸很重要。怀孕后，动物肝脏和鱼肝油维生素A很高，要少吃或不吃。',
      en: '**Planning a pregnancy: stop the separate vitamin A while you are trying for a baby — and yes, your prenatal already contains vitamin A.** A 10,000 IU capsule of vitamin A (retinol, retinyl palmitate or acetate) is 3,000 µg, the whole daily upper limit for adults on its own; added to the prenatal and to the vitamin A in milk, eggs and other food, you are above it. High intakes of preformed vitamin A in the first weeks of pregnancy — often before you know you are pregnant — are linked to birth defects (in one large study, the risk rose above 10,000 IU a day from supplements). Almost every prenatal holds some vitamin A: the label lists it in µg RAE and says how much is beta-carotene, which the body converts only as needed and which carries no birth-defect risk. You need about 700 µg a day (770 µg in pregnancy), which the prenatal and an ordinary diet cover, so no separate vitamin A is needed for your skin. Keep the prenatal every day for its folic acid. Once you are pregnant, liver and fish-liver oils (cod liver oil) are very high in vitamin A: avoid them.',
    },
    source: {
      ref: 'IOM Dietary Reference Intakes (2001), Vitamin A (RDA 700 µg, 770 µg in pregnancy; UL 3,000 µg preformed vitamin A); NIH ODS Vitamin A and Carotenoids fact sheet for health professionals; Rothman KJ et al. Teratogenicity of high vitamin A intake. N Engl J Med 1995;333:1369–1373; 中国居民膳食营养素参考摄入量（2023版）维生素A UL',
    },
  },
  {
    // en-009 and zh-074: "potassium 5.1 … Should I be cutting potassium foods? … still on my lisinopril and
    // atorvastatin" — the medicines were flagged, the food question and the TSH of 5.2 were not answered.
    id: 'pregnancy-ace-inhibitor-potassium-foods',
    when: [POTASSIUM, FOOD_OR_CUT],
    unless: [POTASSIUM_RAISED_SAID],
    for: { all: [PREGNANT, { medicines: ['ace_inhibitor', 'arb'] }] },
    notFor: LOW_POTASSIUM,
    wholeMessage: true,
    beforeMedicineDiet: true,
    beforeLabs: true,
    intent: 'medicine_question',
    compose: (said, zh) => {
      const k = valueAfter(/钾|\bpotassium\b|\bk\b/, said.text);
      const value = k !== null && k >= 3.5 && k < 5.3 ? k : null;
      const lead = zh
        ? `**血钾${value ?? ''}${value !== null && value < 5 ? '在正常范围内' : value !== null ? '在正常范围的上限附近' : '在正常范围上限附近（约5.0–5.2）'}，不算高：饮食上保持正常就好。**`
        : `**A potassium ${value !== null ? `of ${value} ` : 'at the top of the normal range (about 5.0–5.2) '}${value !== null && value < 5 ? 'is in the normal range' : value !== null ? 'is at the top of the normal range, not high' : 'is not high'}: keep your diet normal.**`;
      return `${lead} ${pickZh(ACE_POTASSIUM_TEXT, zh)}${tshLine(said, zh)}`;
    },
    text: {
      zh: `**血钾在正常范围上限附近（约5.0–5.2），不算高：饮食上保持正常就好。** ${ACE_POTASSIUM_TEXT.zh}`,
      en: `**A potassium at the top of the normal range (about 5.0–5.2) is not high: keep your diet normal.** ${ACE_POTASSIUM_TEXT.en}`,
    },
    source: {
      ref: 'US FDA boxed warning for ACE inhibitors and angiotensin receptor blockers (fetal toxicity: discontinue as soon as possible when pregnancy is detected); NICE NG133 Hypertension in pregnancy (2019, updated 2023) §1.1 (switch ACE inhibitors within 2 working days of notification of pregnancy — cited from memory); US FDA Drug Safety Communication, 20 July 2021 (statins in pregnancy); NIH ODS Potassium Fact Sheet for Health Professionals; Alexander EK et al. 2017 Guidelines of the American Thyroid Association for the Diagnosis and Management of Thyroid Disease During Pregnancy and the Postpartum. Thyroid 2017;27:315–389 (levothyroxine dose increase; TSH target; 4-weekly checks)',
    },
  },
  {
    // en-056, zh-013, zh-031: a no-salt 坐月子 diet on lithium with a lithium of 1.12 and a sodium of 134 — the
    // values were not read, the psychiatrist not asked for soon, no return to normal salt, the swelling and the
    // baby not answered.
    id: 'lithium-low-salt-postpartum',
    when: [SALT, LOW_OR_HOW_MUCH_SALT],
    for: { all: [ON_LITHIUM, LACTATING] },
    notFor: PREGNANT_STAGE,
    wholeMessage: true,
    beforeMedicineDiet: true,
    beforeLabs: true,
    intent: 'medicine_question',
    compose: (said, zh) => `${lithiumSaltLead(said, zh)} ${pickZh(LITHIUM_SALT_REST, zh)}`,
    text: {
      zh: `**是真的：吃碳酸锂时盐吃得太少，肾脏会把锂和钠一起留住，血锂就会升高。血锂接近上限、血钠偏低，正是吃盐太少会出现的情况。请在几天内把饭菜慢慢恢复到正常咸淡，水照常喝、不要少喝，并在一两天内联系精神科医生，复查血锂。** ${LITHIUM_SALT_REST.zh}`,
      en: `**Yes — on lithium, eating very little salt makes the kidneys hold on to lithium along with sodium, and the level rises. A lithium near the top of its range with a sodium below the range is the pattern a no-salt diet causes. Go back to normally salted food gradually over a few days, keep drinking normally, and call your psychiatrist within a day or two for a repeat lithium level.** ${LITHIUM_SALT_REST.en}`,
    },
    source: { ref: LITHIUM_SOURCE },
  },
  {
    // en-057: "also been taking Fenbid (ibuprofen) for breast pain a few times a day, thats fine right?" led with
    // the pregnancy NSAID text; zh-080: "那换成泰诺（对乙酰氨基酚）可以吗" got the two-acetaminophen-products text.
    id: 'lithium-painkiller-breastfeeding',
    when: [PAINKILLER_NAMED],
    for: { all: [ON_LITHIUM, LACTATING] },
    notFor: PREGNANT_STAGE,
    wholeMessage: true,
    intent: 'medicine_question',
    text: {
      zh: '**吃碳酸锂时不要自己吃布洛芬（芬必得、美林）：这类止痛药让肾脏排锂变少，几天内就能让血锂升高；止痛换成单方的对乙酰氨基酚（泰诺林、必理通、扑热息痛）可以，喂奶期间也能用。** 已经连着吃了几天布洛芬的，请告诉精神科医生，这周查一次血锂（原来血锂就偏高的更要尽快）。注意“泰诺”和“泰诺林”不一样：泰诺（酚麻美敏）是感冒药，除了对乙酰氨基酚还有伪麻黄碱（可能让奶量减少）、氯苯那敏（可能让宝宝犯困）和右美沙芬，不要用它来止痛；买单方的对乙酰氨基酚，按说明书吃，所有含对乙酰氨基酚的药一天加起来不超过说明书的上限（成人最多4克）。涨奶痛：让宝宝多吃、勤吸或用吸奶器吸出来，喂完冷敷；乳房有一块变硬、发红、发热、很痛，或者发烧、全身酸痛像感冒，可能是乳腺炎，请在24小时内看医生（那一侧照常喂，有哺乳期能用的抗生素）。锂中毒的信号：拉肚子、呕吐、手抖明显加重、走路不稳、说话含糊或意识糊涂——当天就医并说明在吃锂盐。',
      en: '**On lithium, ibuprofen (Fenbid, Advil, Motrin) is not fine: NSAIDs cut the kidneys’ clearance of lithium and can push the level up within days — plain acetaminophen (paracetamol) is the painkiller to use, and it is compatible with breastfeeding.** If you have been taking ibuprofen for several days, tell your psychiatrist and ask for a lithium level this week (sooner if your last level was already near the top of the range). Take plain acetaminophen only, not a cold-and-flu combination: in China the product sold simply as “Tylenol” (Tylenol Cold) also holds pseudoephedrine, which can reduce milk supply, and chlorphenamine, which can make the baby drowsy — choose a product whose only ingredient is acetaminophen (paracetamol), at the label dose, with all acetaminophen together under 4,000 mg in 24 hours. Breast pain: for engorgement, feed or pump often and use cold packs after feeds; a hard, red, hot, painful area, a fever or flu-like aches may be mastitis — see a doctor within 24 hours (keep feeding from that side; there are antibiotics compatible with breastfeeding). Signs the lithium level is too high: diarrhoea, vomiting, a much worse tremor, unsteadiness, slurred speech or confusion — get seen the same day and say you take lithium.',
    },
    source: {
      ref: 'Lithium carbonate US prescribing information §7 Drug Interactions (NSAIDs raise serum lithium; monitor levels); NICE CG185 Bipolar disorder (2014, updated 2023) §1.10; NIH LactMed: Acetaminophen, Ibuprofen, Pseudoephedrine, Chlorpheniramine, Lithium; 酚麻美敏片（泰诺）说明书（对乙酰氨基酚、盐酸伪麻黄碱、氢溴酸右美沙芬、马来酸氯苯那敏）; Mitchell KB et al. Academy of Breastfeeding Medicine Clinical Protocol #36: The Mastitis Spectrum, Revised 2022. Breastfeed Med 2022;17:360–376',
    },
  },
  {
    // zh-041: "我在吃硫唑嘌呤和美沙拉嗪，怀孕了叶酸要不要多补一点？prenatal里面好像是400mcg的，我婆婆说叶酸吃到3个月就
    // 可以停了是真的吗" at 20 weeks got the azathioprine text and "pause the prenatal while vomiting"; mesalazine was
    // declined and neither the dose nor the three months was answered.
    id: 'ibd-pregnancy-folic-acid',
    when: [FOLIC, FOLIC_DOSE_OR_STOP],
    for: { all: [PREGNANT, IBD_OR_ITS_MEDICINES] },
    notFor: [
      { medicines: ['sulfasalazine', 'methotrexate'] },
      {
        said: /柳氮磺吡啶|\bsulfasalazine\b|\bsulphasalazine\b|\bazulfidine\b|\bsalazopyrin\b|甲氨蝶呤|\bmethotrexate\b/,
      },
    ],
    wholeMessage: true,
    beforeMedicineDiet: true,
    intent: 'pregnancy_lactation',
    text: {
      zh: '**叶酸不要吃到3个月就停：含叶酸的孕妇维生素最好一直吃到生、喂奶期间也继续。吃硫唑嘌呤和美沙拉秦，孕妇维生素里的400微克（0.4毫克）一般就够，不用自己加量；需要每天加到2毫克的是吃柳氮磺吡啶的人。** 头3个月是预防神经管缺陷的关键期，所以这段时间最强调；但之后叶酸还要用来造血、支持宝宝长大，孕中晚期需要量比平时更多，你又有贫血，更不该停。硫唑嘌呤和美沙拉秦都不影响叶酸的代谢（柳氮磺吡啶和甲氨蝶呤才会），这两种药孕期一般继续吃，不要自己停。克罗恩病会影响吸收：请产科或消化科医生在查血常规时一起查叶酸和维生素B12——累及回肠或做过肠切除的人B12容易低，结果低时由医生开治疗量。饭里也多吃深绿色叶菜、豆类和豆制品、鸡蛋，但不能代替孕妇维生素。',
      en: '**Do not stop folic acid at three months: keep taking the prenatal with its folic acid right through the pregnancy and while breastfeeding. On azathioprine and mesalamine, the 400 µg (0.4 mg) in the prenatal is usually enough — no need to add more yourself; it is sulfasalazine that calls for 2 mg a day.** The first three months are when folic acid prevents neural tube defects, which is why they get the emphasis; after that folate is still needed for making blood and for the baby’s growth, needs are higher in the second half of pregnancy, and you are anaemic — so keep it going. Azathioprine and mesalamine do not interfere with folate (sulfasalazine and methotrexate do), and both are usually continued in pregnancy — do not stop them yourself. Crohn’s can affect absorption: ask your obstetrician or IBD team to check folate and vitamin B12 with your next blood count — B12 runs low when the ileum is affected or has been removed — and if either is low, the doctor prescribes a treatment dose. Leafy greens, beans, lentils and eggs add folate too, but do not replace the prenatal.',
    },
    source: {
      ref: 'Torres J et al. ECCO Guidelines on Inflammatory Bowel Disease and Reproduction/Pregnancy. J Crohns Colitis 2023;17:1–27 (thiopurines and 5-ASA continued; folic acid 2 mg daily with sulfasalazine — cited from memory); NICE NG201 Antenatal care (2021) (folic acid 400 µg); 中国居民膳食指南（2022）孕期妇女膳食指南（整个孕期每天补充叶酸400 µg）; NIH ODS Folate Fact Sheet for Health Professionals (RDA 600 µg DFE in pregnancy); BSG 2019 IBD guideline (Lamb CA et al. Gut 2019;68:s1–s106): B12 and folate in Crohn’s disease',
    },
  },
  {
    // zh-049 and en-055: "产后7周…想减肥😭 哺乳期一天吃多少大卡合适？想试试168轻断食" on lithium and quetiapine — the
    // lithium warning came without the breastfeeding calorie floor, and "keep your usual salt" after a no-salt month.
    id: 'lithium-breastfeeding-weight-loss',
    when: [WEIGHT_LOSS_OR_FASTING],
    unless: [/血锂|锂浓度|\blithium level\b/],
    for: { all: [ON_LITHIUM, LACTATING] },
    notFor: PREGNANT_STAGE,
    wholeMessage: true,
    beforeMedicineDiet: true,
    intent: 'weight_change',
    text: {
      zh: '**喂奶又吃碳酸锂，不要做168轻断食或生酮：长时间不吃不喝、生酮头几周大量丢水丢盐，都会让血锂升高；哺乳期生酮还可能引起少见但危险的酮症酸中毒。要减就慢慢减：一天不少于约1800千卡，每周减0.5公斤左右。** 产后6–8周、奶量稳定以后可以开始慢慢减，这个速度一般不影响奶量。三餐定时，每餐都有主食（一拳头米饭或一个馒头左右，换一部分成杂粮），加一掌心的鱼、肉、蛋或豆腐，半盘蔬菜，一天一到两杯奶；先去掉奶茶、甜饮料、甜点、油炸零食和油汤；每天推着宝宝散步30分钟。盐要恢复到正常咸淡（一天约5克），不要继续很淡，也不要为了减肥少喝水——口渴就喝，喂奶时多喝。开始减重前先告诉精神科医生，饮食改了以后一两周查一次血锂。锂盐和思瑞康（喹硫平）都容易让人长胖，甲状腺功能偏低（TSH高）也会让体重难降，这些请精神科医生一起看，必要时治疗甲状腺；不要自己减药。奶量明显变少、宝宝尿湿的尿布变少或长得慢，先停止节食、找医生或哺乳顾问。',
      en: '**While breastfeeding on lithium, skip 16:8 fasting and keto: long stretches without food or drink, and the fast water and salt loss of the first weeks of keto, can both push the lithium level up — and keto while breastfeeding can also cause a rare but dangerous ketoacidosis. Lose weight slowly instead: no less than about 1,800 kcal a day, about 0.5 kg a week.** Once feeding is established (from about 6–8 weeks after the birth), gentle weight loss at this pace does not usually affect your milk. Eat regular meals with a starch at each (about a fist of rice, pasta or potato, part of it whole grain), a palm of fish, meat, eggs or tofu, half a plate of vegetables, and milk or yoghurt once or twice a day; drop sugary drinks, sweets, fried snacks and fatty soups first; walk with the pram for 30 minutes a day. Bring your salt back to normal (about 5 g a day) rather than eating very bland food, and do not cut fluids to lose weight — drink to thirst, more while breastfeeding. Tell your psychiatrist before you start, and have a lithium level a week or two after changing how you eat. Lithium and quetiapine both cause weight gain, and an underactive thyroid (a high TSH) slows weight loss: ask the psychiatrist to look at these with you, including treating the thyroid if needed — do not cut your medicines yourself. If your supply drops, or the baby has fewer wet nappies or gains slowly, stop the diet and see your doctor or a lactation consultant.',
    },
    source: {
      ref: 'IOM, Nutrition During Lactation (1991) (intakes below 1,800 kcal a day not advised); Lovelady CA et al. The effect of weight loss in overweight, lactating women on the growth of their infants. N Engl J Med 2000;342:449–453 (about 0.5 kg a week); Lithium carbonate US prescribing information §5 (sodium depletion and dehydration raise serum lithium); NICE CG185 Bipolar disorder (2014, updated 2023) §1.10 (weight and thyroid monitoring; lithium level after a change); von Geijer L, Ekelund M. Ketoacidosis associated with low-carbohydrate diet in a non-diabetic lactating woman: a case report. J Med Case Rep 2015;9:224 — cited from memory; 中国居民膳食指南（2022）哺乳期妇女膳食指南',
    },
  },
  {
    // en-020 and zh-005 (crisis and bleeding cards, elsewhere) and en-021/zh-023: ferritin 11 and haemoglobin 10.1 at
    // 20 weeks with Crohn's after two months of Slow Fe that causes cramps — IV iron never raised.
    id: 'ibd-pregnancy-iron-not-working',
    when: [IRON_SAID, IRON_NOT_WORKING],
    for: { all: [PREGNANT, IBD] },
    notFor: IRON_NOT_WANTED,
    wholeMessage: true,
    beforeLabs: true,
    intent: 'supplement_dose',
    text: {
      zh: '**克罗恩病又在孕期，吃铁剂效果不好或受不了，正是考虑静脉输铁的情况：请这周就问产科医生和消化科（炎症性肠病）医生能不能输铁——指南推荐这种情况用，孕中期起就可以输。** 克罗恩病的炎症会挡住肠道吸收铁，没吸收的铁又刺激肠子，所以口服铁常常补不上去、还会肚子绞痛、拉肚子。吃了两到四周血红蛋白没有往上走，或吃了两个月铁蛋白还在十几，说明口服不管用。静脉铁（如羧基麦芽糖铁、异麦芽糖酐铁、蔗糖铁）一般一到几次就能补上，不经过肠子，血红蛋白升得更快；孕早期不输。生之前把铁补上很重要：分娩时贫血，需要输血的机会更大。等医生决定期间，医生开的铁照吃，除非医生让你停：一天一次或隔天一次（隔天吃每次吸收更好，肠胃反应也常常少一些），不要和牛奶、茶、咖啡、抗酸药、孕妇维生素同时吃，间隔2小时。肚子痛：可能是铁剂，也可能是克罗恩发作——拉的次数变多、夜里也拉、便里有血、发烧或体重下降，一两天内联系炎症性肠病团队，孕期发作要治疗，不能硬等。也问一下叶酸和维生素B12查过没有，克罗恩可能让它们偏低。休息时也喘、心跳很快或晕倒，当天就医。',
      en: '**With Crohn’s in pregnancy, iron deficiency that is not improving on tablets — or tablets you cannot tolerate — is the usual reason for intravenous (IV) iron: ask your obstetrician and IBD team this week about an iron infusion, which guidelines recommend in this situation and which can be given from the second trimester.** In Crohn’s, inflammation blocks iron absorption from the gut, and the iron that is not absorbed irritates the bowel — so tablets often fail or cause cramps and diarrhoea. If haemoglobin has not risen after 2–4 weeks of tablets, or the ferritin is still in the teens after two months, they are not doing the job. IV iron (ferric carboxymaltose, ferric derisomaltose or iron sucrose) is given in one to a few short visits, bypasses the gut and raises haemoglobin faster; it is not given in the first trimester. Building stores before the birth matters: anaemia at delivery raises the chance of needing a transfusion. While you wait for the decision, keep taking the iron as prescribed unless the doctor changes it: once a day or every other day (alternate days are absorbed better per dose and often upset the gut less), and 2 hours away from milk, tea, coffee, antacids and the prenatal. Cramps: iron can cause them, but so can a flare — more frequent or night-time diarrhoea, blood in the stool, fever or weight loss need your IBD team within a day or two; a flare in pregnancy is treated, not waited out. Ask too whether your folate and B12 have been checked, as Crohn’s can lower them. Breathlessness at rest, a racing heart or fainting need a doctor the same day.',
    },
    source: {
      ref: 'Pavord S et al. UK guidelines on the management of iron deficiency in pregnancy. Br J Haematol 2020;188:819–830 (parenteral iron from the second trimester when oral iron is not tolerated or not effective); Dignass AU et al. European consensus on the diagnosis and management of iron deficiency and anaemia in inflammatory bowel diseases. J Crohns Colitis 2015;9:211–222 (IV iron first line with active disease, haemoglobin below 10 g/dL or intolerance of oral iron); Torres J et al. ECCO Guidelines on Inflammatory Bowel Disease and Reproduction/Pregnancy. J Crohns Colitis 2023;17:1–27; Stoffel NU et al. Lancet Haematol 2017;4:e524–e533 (alternate-day dosing)',
    },
  },
  {
    // en-006: "I take my Synthroid at 6am … then my prenatal (2 tabs) with breakfast around 7, and Tums whenever
    // the heartburn hits. Is an hour enough of a gap? I'm 11 weeks" got the heartburn text and "no reliable rule";
    // en-007 (2am Tums), zh-002 and zh-020 (the prenatal at lunch) got parts.
    id: 'levothyroxine-pregnancy-prenatal-antacid-schedule',
    when: [MINERAL_PRODUCTS, THYROID_PILL_OR_GAP],
    // Juice asked with it: the iron-and-juice answer that moves the juice to the iron's time leads
    // (review15-levothyroxine-together.test.ts).
    unless: [/橙汁|果汁|\b(juice|oj)\b/],
    for: { all: [ON_LEVOTHYROXINE, PREGNANT] },
    wholeMessage: true,
    intent: 'supplement_timing',
    compose: (said, zh) => `${levothyroxineSchedule(normaliseQuestion(said.text), zh)}${tshLine(said, zh)}`,
    text: { zh: levothyroxineSchedule('', true), en: levothyroxineSchedule('', false) },
    source: {
      ref: 'Synthroid (levothyroxine) US prescribing information §2.1 (on an empty stomach, 30–60 minutes before breakfast) and §7 (at least 4 hours apart from calcium carbonate, iron and antacids); Jonklaas J et al. ATA Guidelines for the Treatment of Hypothyroidism. Thyroid 2014;24:1670–1751 (bedtime dosing as an alternative); Alexander EK et al. 2017 ATA Guidelines for Thyroid Disease During Pregnancy and the Postpartum. Thyroid 2017;27:315–389 (increase the dose by about 20–30 % in pregnancy; TSH every 4 weeks until mid-pregnancy; target below 2.5 mU/L or the lower half of the trimester range); IOM DRIs (2011), Calcium (UL 2,500 mg in pregnancy); NIH ODS Iron Fact Sheet (calcium lowers iron absorption)',
    },
  },
  {
    // en-064 and zh-033: "hgb was 9.8 … is my prenatal enough or do i need iron pills?" 12 days after a caesarean
    // got "the plan recommends no iron" and the gut-bleeding text for men and women past the menopause.
    id: 'postpartum-anaemia-iron',
    when: [ANAEMIA_SAID, IRON_OR_PRENATAL],
    unless: [HB_TEN_OR_MORE_SAID],
    for: LACTATING,
    notFor: [PREGNANT_STAGE, ...IRON_NOT_WANTED],
    wholeMessage: true,
    beforeLabs: true,
    intent: 'supplement_dose',
    // The guideline's treatment dose (40–80 mg of iron) and the salt weight it names (325 mg ferrous sulfate),
    // which the answer check reads as amounts of iron: not a UL breach.
    prescribedDoses: { iron: 325 },
    text: {
      zh: '**产后血红蛋白低于100克/升（10克/分升）就是产后贫血，孕妇维生素里的铁不够治疗：它只有约27毫克，是日常维持量；通常要每天吃40–80毫克元素铁（比如一片325毫克的硫酸亚铁含65毫克），吃约3个月。请这周找产科医生或社区医生确认，同时查一下铁蛋白。** 铁剂和喂奶不冲突。一天吃一次（或隔天一次，每次吸收更好、肠胃反应更少），空腹或配少量食物，配点维生素C（如一杯橙汁），和孕妇维生素、牛奶、茶、咖啡、钙片或抗酸药间隔2小时；大便变黑是正常的。铁剂会加重便秘，可以配软便药（吃含可待因的止痛药时更容易便秘）。红糖水、红枣补不了多少铁：红糖的铁很少，主要是糖；月子里真正补铁的是红肉（牛羊猪瘦肉）、鸡鸭的腿肉、鱼虾、鸭血猪血、鸡蛋，豆腐和豆类配新鲜蔬果一起吃，动物肝脏一周一次、一两左右；但光靠吃补不满，铁剂是主力。这个血红蛋白加上夜里喂奶，累是正常的；吃铁2–4周后查一次血常规，看有没有往上升。休息时也喘、心跳很快、头晕要晕倒，或者出血多（一小时湿透一片卫生巾、有大血块），当天就医。',
      en: '**A haemoglobin under 10 g/dL after the birth is postpartum anaemia, and the prenatal is not enough to treat it: it holds about 27 mg of iron, a maintenance amount — the usual treatment is 40–80 mg of elemental iron a day (for example one 325 mg ferrous sulfate tablet, which gives 65 mg) for about 3 months. Ask your OB, midwife or family doctor this week to confirm it and check your ferritin at the same time.** Iron is compatible with breastfeeding. Take it once a day (or every other day, which is absorbed better per dose and easier on the gut) on an empty stomach or with a little food, with some vitamin C such as orange juice, and 2 hours away from the prenatal, milk, tea, coffee and Tums; dark stools are expected. It can add to constipation, so a stool softener helps (codeine painkillers make constipation worse). Food helps but cannot refill the stores on its own: red meat, dark chicken or turkey meat, fish and shellfish, eggs, and beans, lentils or tofu with a vitamin C food at the same meal; liver at most once a week. Feeling exhausted is expected with this haemoglobin on top of newborn nights; a blood count 2–4 weeks after starting shows whether it is rising. Breathlessness at rest, a racing heart, fainting, or heavy bleeding (soaking a pad in an hour, or large clots) needs a doctor the same day.',
    },
    source: {
      ref: 'Pavord S et al. UK guidelines on the management of iron deficiency in pregnancy. Br J Haematol 2020;188:819–830 (postpartum anaemia, haemoglobin below 100 g/L: 40–80 mg elemental iron daily for 3 months — cited from memory); NIH LactMed: Iron (compatible with breastfeeding); NIH ODS Iron Fact Sheet for Health Professionals (ferrous sulfate 20 % elemental iron; absorption with vitamin C and away from calcium, tea and coffee); Stoffel NU et al. Lancet Haematol 2017;4:e524–e533 (alternate-day dosing); 中国食物成分表 标准版 第6版（2018）红糖、红枣',
    },
  },
];
