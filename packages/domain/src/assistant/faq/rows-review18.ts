/**
 * Rows for the eighteenth clinician review's open moderate findings (zh M10, M11, M12; M4, B6 for sickness
 * in pregnancy, is the whole-message `pregnancy-nausea-b6` row of rows-life-stages.ts), each written for
 * the class of question (subject × what is asked × who asks), not one persona's sentence: turmeric for
 * the liver, iron taken with calcium (and an acid-reducing medicine), and iron while breastfeeding. Each
 * text is data with its source.
 */
import { IRON_NOT_WANTED } from './audiences';
import type { FaqAudience, FaqRow } from './types';

const TURMERIC = /姜黄|\bturmeric\b|\bcurcumin\w*\b|\bhaldi\b/;
// Not cod liver oil (鱼肝油), which is a supplement, not the liver.
const LIVER = /肝(?!油)|转氨酶|\balt\b|\bast\b|\bsgpt\b|\bsgot\b|\bliver\b(?! oil)|\bhepat\w*\b/;

/** An iron tablet by word or brand. */
const IRON =
  /补铁|铁剂|铁片|(?<!不锈|钢|生|红|土|地)铁(?!观音|锅|板|路|道|杆|人)|力蜚能|速力菲|硫酸亚铁|富马酸亚铁|琥珀酸亚铁|葡萄糖酸亚铁|多糖铁|蛋白琥珀酸铁|\biron\b|\bferrous\b|\bferritin\b(?= pills?)|\bfeosol\b|\bslow fe\b|\bferro-?grad\w*\b|\bfergon\b|\borofer\b/;
/** A calcium tablet (an antacid such as Tums is the antacid row's, a multivitamin the multivitamin row's). */
const CALCIUM =
  /钙片|补钙|钙尔奇|迪巧|碳酸钙|枸橼酸钙|柠檬酸钙|(?<!血)钙(?!化)|\bcalcium\b|\bcaltrate\b|\bcitracal\b|\bshelcal\b|\bos-cal\b/;
const OTHER_PRODUCT =
  /达喜|胃舒平|\btums\b|\bantacid\w*\b|\bgaviscon\b|\brolaids\b|复合维生素|多维|善存|金施尔康|\bmulti ?vitamin\w*\b|\bcentrum\b|\bmulti\b/;
/**
 * An acid-reducing medicine named beside them: iron and calcium alone are the pairing answer's
 * (intents/pairing.ts); with a PPI the calcium–PPI row answered and iron was left "no reliable rule".
 */
const ACID_REDUCER =
  /奥美拉唑|泮托拉唑|兰索拉唑|雷贝拉唑|艾司奥美拉唑|埃索美拉唑|洛赛克|耐信|抑酸药|胃药|\bomeprazole\b|\besomeprazole\b|\bpantoprazole\b|\blansoprazole\b|\brabeprazole\b|\bprilosec\b|\bnexium\b|\bprotonix\b|\bppis?\b|\bacid (reducers?|blockers?|pills?)\b/;
/** Levothyroxine taken with them is the thyroid answer's (four hours apart), not this row's. */
const THYROID_MEDICINE =
  /左甲状腺素|甲状腺素|优甲乐|雷替斯|\blevothyrox\w*\b|\bsynthroid\b|\bthyroxine\b|\beuthyrox\b|\bthyronorm\b/;

const BREASTFEEDING =
  /哺乳|喂奶|母乳|奶水|喂母乳|\bbreast ?fe\w*\b|\bnursing\b|\blactat\w*\b|\bbreast ?milk\b|\bbf(ing)?\b/;
const SAFE_FOR_BABY =
  /影响|安全|可以吗|能吃吗|能不能|行不行|宝宝|孩子|婴儿|奶里|乳汁|\bsafe\w*\b|\bok(ay)?\b|\bharm\w*\b|\baffect\w*\b|\bbaby\b|\binfant\b|\bpass(es)? (in)?to\b|\bcan i\b/;
const LACTATING: FaqAudience = { lifeStages: ['lactating'], said: BREASTFEEDING };

export const REVIEW18_FAQ: readonly FaqRow[] = [
  {
    // zh M10: "转氨酶58，姜黄能护肝吗" (ALT 58, takes curcumin) → "no known interaction of curcumin".
    id: 'turmeric-liver',
    when: [TURMERIC, LIVER],
    intent: 'drug_interaction',
    wholeMessage: true,
    beforeLabs: true,
    text: {
      zh: '**姜黄（姜黄素）补充剂不能护肝，反而可能伤肝。** 美国国立卫生研究院的药物性肝损伤数据库（LiverTox）收录了服用姜黄/姜黄素补充剂后出现肝损伤的病例，多数在停用后恢复；没有可靠证据说明它能降转氨酶。转氨酶已经升高时，先停掉姜黄胶囊或片剂，做菜用的姜黄粉、咖喱没关系。请把你吃过的所有补充剂和止痛药（例如双氯芬酸/扶他林）、喝酒的情况告诉医生，由医生一起找原因，并按医生的安排复查肝功能。',
      en: '**Turmeric (curcumin) supplements do not protect the liver — they can harm it.** The NIH drug-induced liver injury database (LiverTox) records cases of liver injury after turmeric or curcumin supplements, most of which recovered once they were stopped; there is no good evidence that they lower ALT. With a raised ALT, stop the turmeric capsules or tablets; turmeric as a spice in food or curry is fine. Tell your doctor every supplement and painkiller you take (diclofenac/Voltaren, for example) and how much alcohol you drink, so they can look for the cause, and recheck your liver tests when they advise.',
    },
    source: {
      ref: 'LiverTox: Clinical and Research Information on Drug-Induced Liver Injury, "Turmeric" (NIDDK, National Institutes of Health; updated 2024) — turmeric/curcumin supplements a probable rare cause of clinically apparent liver injury, most cases resolving after stopping; NCCIH "Turmeric" (2020)',
      url: 'https://www.ncbi.nlm.nih.gov/books/NBK548561/',
    },
  },
  {
    // zh M11: "力蜚能、钙片和奥美拉唑早上一起吃方便，可以吗" (ferritin 8) → calcium and the PPI answered, then
    // "about iron: I have no reliable rule", though the plan itself says to keep them 2 hours apart.
    id: 'iron-with-calcium',
    when: [IRON, CALCIUM, ACID_REDUCER],
    unless: [OTHER_PRODUCT, THYROID_MEDICINE],
    notFor: IRON_NOT_WANTED,
    intent: 'supplement_pairing',
    wholeMessage: true,
    text: {
      zh: '**铁剂和钙片最好分开吃，至少间隔2小时。** 钙会减少铁剂和植物性食物里的铁（非血红素铁）的吸收，正在补铁的人影响更明显。简单的排法：铁剂早上空腹或两餐之间吃（胃不舒服就随少量食物），可以配一个维生素C丰富的水果，别和茶、咖啡、牛奶一起；钙片放到午饭或晚饭时随餐吃。奥美拉唑这类抑酸药会减少铁和碳酸钙的吸收：奥美拉唑照医生的安排吃，钙片一定随餐（或换成枸橼酸钙）；如果复查时铁蛋白升得慢，告诉医生你在吃抑酸药。',
      en: '**Take the iron and the calcium apart — at least 2 hours.** Calcium lowers the absorption of iron from tablets and from plant foods (non-haem iron), which matters most while you are replacing iron. A simple routine: iron in the morning on an empty stomach or between meals (with a little food if it upsets your stomach), with a vitamin C–rich fruit if you like, and not with tea, coffee or milk; calcium with lunch or dinner. Acid-reducing medicines such as omeprazole lower the absorption of iron and of calcium carbonate: keep the omeprazole as prescribed, take calcium carbonate with a meal (or use calcium citrate), and if your ferritin is slow to rise, remind your doctor that you take one.',
    },
    source: {
      ref: 'NIH ODS Iron Fact Sheet for Health Professionals (2024): calcium and proton pump inhibitors reduce iron absorption; NIH ODS Calcium Fact Sheet for Health Professionals (calcium carbonate with food; PPIs)',
      url: 'https://ods.od.nih.gov/factsheets/Iron-HealthProfessional/',
    },
  },
  {
    // zh M12: "我在喂奶，吃力蜚能会不会影响宝宝？" → only the child's "I cannot answer for the child".
    id: 'iron-while-breastfeeding',
    when: [IRON, BREASTFEEDING, SAFE_FOR_BABY],
    // Iron for the baby is the paediatrician's question (the child's "can't"), not this row's.
    unless: [
      /宝宝[^，。,.?？]{0,8}(吃|补|喂)[^，。,.?？]{0,3}铁|给(宝宝|孩子|婴儿)[^，。,.?？]{0,6}(铁|补)|\b(give|giving) (the |my |our )?(baby|infant|son|daughter)\b[^.?!]{0,15}\biron\b|\biron (drops|for (the|my|our) baby)\b/,
    ],
    for: LACTATING,
    notFor: IRON_NOT_WANTED,
    intent: 'pregnancy_lactation',
    text: {
      zh: '**可以。按医生开的剂量吃铁剂，哺乳期是安全的。** 口服的铁很少进入乳汁，不会伤到宝宝，也不会让乳汁里的铁明显增多；常见的只是你自己的便秘或胃不舒服（随少量食物吃、多喝水、多吃蔬菜会好些）。宝宝自己的铁另外看：母乳喂养的宝宝满6个月起要及时添加富含铁的辅食（强化铁的米粉、肉泥、肝泥）；宝宝要不要另外吃补铁滴剂，请问儿科医生。',
      en: "**Yes — iron tablets at the dose your doctor advised are safe while breastfeeding.** Very little oral iron passes into breast milk; it does not harm the baby or noticeably raise the iron in your milk. The usual side effects are yours: constipation or an upset stomach (taking it with a little food, drinking more and eating more vegetables helps). Your baby's own iron is a separate matter: from about 6 months breastfed babies need iron-rich first foods (iron-fortified cereal, puréed meat); whether your baby also needs iron drops is for the paediatrician.",
    },
    source: {
      ref: 'Drugs and Lactation Database (LactMed), "Iron" (National Library of Medicine, updated 2024): maternal iron supplements do not increase milk iron and are acceptable while breastfeeding; 中国营养学会《中国居民膳食指南（2022）》7～24月龄婴幼儿喂养指南 准则一（满6月龄起添加辅食，从富含铁的泥糊状食物开始）; WHO Guiding principles for complementary feeding of the breastfed child (2003)',
      url: 'https://www.ncbi.nlm.nih.gov/books/NBK501740/',
    },
  },
];
