/**
 * Blind answer round 37's cancer-transplant personas (development data): each row of
 * rows-dev37-cancer-transplant.ts answers its class — the persona's own questions, other phrasings in both
 * languages, and people it is not for.
 */
import { describe, expect, it } from 'vitest';
import { DEV37_CANCER_TRANSPLANT_FAQ } from './rows-dev37-cancer-transplant';
import { askAs, expectSourcedInItsLanguage, faqIdsOf, rowsOf, type FaqCase } from './testing';
import { GOUT, MTX, TRANSPLANT, WOMAN } from './testing-personas';

const CHEN = '老陈: rectal cancer on 希罗达 with oxaliplatin, his own 5 mg folic acid, 善存 and 灵芝 (zh)';
const RAVI = 'Ravi: myeloma on Velcade, Revlimid and dexamethasone, calcium 11.2, creatinine 1.9 (en)';
const DOT = 'Dot: 72, autoimmune hepatitis on Imuran with allopurinol newly added, neutrophils 1.1 (en)';
const JUN = 'Jun: heart transplant on Neoral with St John’s wort and pomelo, ciclosporin 62 (en)';
const LAO_HUANG = '老黄: prostate cancer on prednisone, K 3.3, Hb 118 without iron studies (zh)';
const SARCOID = 'sarcoidosis with a high calcium, vitamin D 5000 IU, Caltrate and Tums on prednisone';
const PILL_SJW = 'combined pill with St John’s wort, iron deficiency';
const LAO_ZHENG = '老郑: nephrotic syndrome on ciclosporin with atorvastatin, albumin 21.6 (zh)';
/** No transplant team for a person on ciclosporin without a transplant (eleventh clinician review, zh P1). */
const NOT_FOR_ZHENG = /移植团队|抗排斥|transplant team|risk of rejection/i;

const own = rowsOf(DEV37_CANCER_TRANSPLANT_FAQ);

const ZH_SJW =
  '我心脏移植后一直吃Neoral环孢素，最近心情很down，自己买了St John’s wort圣约翰草吃。这次环孢素浓度才62，目标100-150，会不会跟它有关系？';
const EN_SJW = "I take St John's wort for my mood, bought it at Mercury Drug. Safe with my transplant meds?";
const EN_POMELO =
  'Hi po, heart transplant 3 yrs ago, on Neoral, CellCept, prednisone. I love pomelo, I eat it almost everyday when in season. Bad? My last cyclosporine level was 62, target 100-150';
const ZH_FOLIC =
  '我爸直肠癌手术后在化疗，吃希罗达加打奥沙利铂。我看他血红蛋白108有点贫血，就给他买了叶酸片5mg一天一片补血，这个可以吃吧？';
const EN_FOLIC =
  'My dad (58) is on Xeloda 2 weeks on 1 week off plus oxaliplatin every 3 weeks for rectal cancer. I bought him folic acid 5mg to help build his blood back up. Is it ok to take with the chemo?';
const EN_SHELCAL =
  'Sir, my father has multiple myeloma, on Velcade, Revlimid and dexa. Latest report calcium is 11.2. He is still taking Shelcal 500 twice daily. Should we continue the same?';
const ZH_SHELCAL =
  '我岳父在印度Chennai，多发性骨髓瘤，在用万珂Velcade、来那度胺Revlimid和地塞米松。他一直吃Shelcal 500钙片，这次血钙11.2，钙片还要继续吃吗？';
const ZH_COUNT = '她中性粒细胞1.1偏低，吃东西上要注意啥？生鱼片、沙拉、软奶酪这些还能吃吗';
const EN_DOT_DIET =
  "G'day. My GP put me on allopurinol for the gout about 2 weeks ago. I've been on Imuran and prednisolone for my autoimmune hepatitis for years. Just got bloods back, neutrophils 1.1. Anything I should change in my diet?";

/** The "change nothing" lines that must never sit beside "stop the folic acid" or "stop St John's wort". */
const CHANGE_NOTHING =
  /do not start, stop or change a medicine or supplement|不要自己开始、停用或调整任何药物或补充剂|请勿自行停用或更改医生开具的药物/;

interface Case extends FaqCase {
  id: string | null;
  /** The row's lead (bold), as the answer says it. */
  lead?: RegExp;
  /** Further things the answer must say. */
  says?: readonly RegExp[];
  /** Things the answer must not say. */
  never?: readonly RegExp[];
}

function check(c: Case): void {
  const r = askAs(c);
  const ids = faqIdsOf(r);
  if (c.id === null) {
    expect(own(ids)).toEqual([]);
    return;
  }
  expect(r.urgent).toBe(false);
  expect(ids).toContain(c.id);
  expectSourcedInItsLanguage(r, c.locale);
  if (c.lead) expect(r.text).toMatch(c.lead);
  for (const re of c.says ?? []) expect(r.text).toMatch(re);
  for (const re of [...(c.never ?? []), CHANGE_NOTHING]) expect(r.text).not.toMatch(re);
}

describe('St John’s wort, pomelo and low mood on ciclosporin (Jun)', () => {
  it.each<Case>([
    {
      id: 'ciclosporin-st-johns-wort',
      locale: 'zh-CN',
      persona: JUN,
      text: ZH_SJW,
      lead: /\*\*圣约翰草（贯叶连翘）从今天起停了，今天就联系移植团队：它会加快环孢素（新山地明）/,
      says: [/你这次浓度62 ng\/mL，低于你说的目标（100–150 ng\/mL）/, /停掉圣约翰草后的一两周里/],
    },
    {
      id: 'ciclosporin-st-johns-wort',
      locale: 'en-US',
      persona: JUN,
      text: EN_SJW,
      lead: /\*\*Stop the St John's wort and tell your transplant team today: it speeds up the breakdown of ciclosporin \(Neoral\)/,
      says: [/keep taking it and your other medicines as prescribed/],
    },
    {
      id: 'ciclosporin-st-johns-wort',
      locale: 'en-US',
      persona: TRANSPLANT,
      text: 'my tacrolimus level came back 4.1, target 6-8. I started st johns wort last month, could that be it?',
      lead: /\*\*Stop the St John's wort and tell your transplant team today: it speeds up the breakdown of tacrolimus \(Prograf\)/,
    },
    {
      id: 'ciclosporin-st-johns-wort',
      locale: 'zh-CN',
      persona: TRANSPLANT,
      text: '吃他克莫司的能吃贯叶连翘吗',
      lead: /\*\*圣约翰草（贯叶连翘）从今天起停了，今天就联系移植团队：它会加快他克莫司（普乐可复）/,
    },
    {
      id: 'ciclosporin-st-johns-wort',
      locale: 'zh-CN',
      persona: LAO_ZHENG,
      text: '我在吃新山地明，能吃圣约翰草吗？',
      lead: /\*\*圣约翰草（贯叶连翘）从今天起停了，今天就联系开药的医生/,
      never: [NOT_FOR_ZHENG],
    },
    { id: null, locale: 'en-US', persona: PILL_SJW, text: "is St John's wort ok with my pill?" },
    { id: null, locale: 'en-US', persona: WOMAN, text: "does St John's wort help low mood?" },
  ])('$locale $persona: "$text"', (c) => check(c), 60_000);

  it.each<Case>([
    {
      id: 'ciclosporin-pomelo-low-level',
      locale: 'en-US',
      persona: JUN,
      text: EN_POMELO,
      lead: /\*\*Leave pomelo out altogether while you take ciclosporin \(Neoral\) — even one or two segments/,
      says: [
        /You take St John’s wort: that is the likeliest reason — stop it and tell your transplant team today/,
      ],
    },
    {
      id: 'ciclosporin-pomelo-low-level',
      locale: 'en-US',
      persona: JUN,
      previous: EN_POMELO,
      text: 'But my level is LOW not high. So pomelo is not the reason?',
      lead: /\*\*Right — pomelo is not why your level is low: like grapefruit, it only pushes ciclosporin \(Neoral\) up, never down\.\*\*/,
      says: [/St John’s wort/, /Still leave pomelo out altogether/],
    },
    {
      id: 'ciclosporin-pomelo-low-level',
      locale: 'zh-CN',
      persona: JUN,
      text: '我超爱吃柚子pomelo，菲律宾这边便宜又多，移植后还能吃吗？一天吃一两瓣也不行吗',
      lead: /\*\*吃环孢素（新山地明）期间，柚子要完全不吃——一两瓣也不行/,
      says: [/你在吃圣约翰草：这是最可能的原因/],
    },
    {
      id: 'ciclosporin-pomelo-low-level',
      locale: 'zh-CN',
      persona: TRANSPLANT,
      text: '浓度偏低，是不是因为前几天吃了柚子的原因？',
      lead: /\*\*对——柚子不是浓度偏低的原因：它和西柚一样只会让他克莫司（普乐可复）的浓度升高/,
    },
    {
      id: 'ciclosporin-pomelo-low-level',
      locale: 'en-US',
      persona: LAO_ZHENG,
      text: 'can I have pomelo with my Neoral?',
      lead: /\*\*Leave pomelo out altogether while you take ciclosporin \(Neoral\)/,
      never: [NOT_FOR_ZHENG],
    },
    { id: null, locale: 'en-US', persona: TRANSPLANT, text: 'can i have grapefruit juice?' },
    { id: null, locale: 'en-US', persona: WOMAN, text: 'is pomelo healthy? I eat one a day' },
  ])('$locale $persona: "$text"', (c) => check(c), 60_000);

  it.each<Case>([
    {
      id: 'transplant-mood-after-st-johns-wort',
      locale: 'en-US',
      persona: JUN,
      previous: EN_SJW,
      text: 'ok so what can i take for mood instead, fish oil ok? or malunggay capsules?',
      lead: /\*\*Fish oil and an ordinary B-complex are fine to take with your transplant medicines, but neither treats depression/,
      says: [/leave malunggay \(moringa\) capsules out/, /the choice is the transplant team's/],
      never: [/breastfeeding|sertraline/],
    },
    {
      id: 'transplant-mood-after-st-johns-wort',
      locale: 'zh-CN',
      persona: JUN,
      previous: ZH_SJW,
      text: '那停掉以后心情不好吃点啥好？鱼油或者B族可以吗',
      lead: /\*\*鱼油和普通剂量的B族维生素可以和抗排斥药一起吃，但都治不了抑郁/,
      never: [/哺乳|舍曲林|120/],
    },
    {
      id: 'transplant-mood-after-st-johns-wort',
      locale: 'en-US',
      persona: TRANSPLANT,
      text: 'feeling depressed lately, is fish oil or a b complex ok with my tacrolimus?',
      lead: /\*\*Fish oil and an ordinary B-complex are fine/,
    },
    { id: null, locale: 'en-US', persona: WOMAN, text: 'is fish oil good for my mood?' },
  ])('$locale $persona: "$text"', (c) => check(c), 60_000);
});

describe('capecitabine and oxaliplatin (老陈)', () => {
  it.each<Case>([
    {
      id: 'capecitabine-own-folic-acid',
      locale: 'zh-CN',
      persona: CHEN,
      text: ZH_FOLIC,
      lead: /\*\*不可以——这5毫克的叶酸片现在就停下来：它远远超过自己补叶酸的上限（每天1毫克，即1000微克）/,
      says: [/不是缺叶酸/, /肿瘤科医生/, /奥沙利铂本身和叶酸没有这个问题/],
    },
    {
      id: 'capecitabine-own-folic-acid',
      locale: 'en-US',
      persona: CHEN,
      text: EN_FOLIC,
      lead: /\*\*No — stop the folic acid 5 mg now: it is far above the upper limit/,
      says: [/not from a lack of folate/, /oxaliplatin has no such problem with folate/],
      never: [/every 3 weeks|238 µg/],
    },
    {
      id: 'capecitabine-own-folic-acid',
      locale: 'en-US',
      medicines: ['capecitabine'],
      text: "I'm on Xeloda for bowel cancer, my haemoglobin is low, should I take folic acid?",
      lead: /\*\*No — stop the folic acid 5 mg now/,
    },
    { id: null, locale: 'en-US', persona: MTX, text: 'should I keep taking my folic acid on methotrexate?' },
    { id: null, locale: 'zh-CN', persona: WOMAN, text: '贫血可以吃叶酸片吗' },
  ])('$locale $persona: "$text"', (c) => check(c), 60_000);

  it.each<Case>([
    {
      id: 'capecitabine-multivitamin-lingzhi',
      locale: 'zh-CN',
      persona: CHEN,
      previous: ZH_FOLIC,
      text: '那善存银片里也有叶酸，是不是也得停？',
      lead: /\*\*善存银片在吃希罗达（卡培他滨）、打奥沙利铂期间也先停，等肿瘤科医生同意再吃/,
    },
    {
      id: 'capecitabine-multivitamin-lingzhi',
      locale: 'en-US',
      persona: CHEN,
      previous: EN_FOLIC,
      text: 'what about the Centrum Silver and the lingzhi spore powder, keep those or stop too?',
      lead: /\*\*Hold the Centrum Silver too while he is on capecitabine \(Xeloda\) and oxaliplatin/,
      says: [/Stop the lingzhi \(reishi\) spore powder as well/],
    },
    {
      id: 'capecitabine-multivitamin-lingzhi',
      locale: 'zh-CN',
      medicines: ['capecitabine'],
      text: '吃卡培他滨期间复合维生素还能吃吗',
      lead: /\*\*善存银片在吃希罗达（卡培他滨）/,
      never: [/灵芝孢子粉也停掉/],
    },
    { id: null, locale: 'en-US', persona: WOMAN, text: 'is Centrum Silver a good multivitamin?' },
  ])('$locale $persona: "$text"', (c) => check(c), 60_000);

  it.each<Case>([
    {
      id: 'oxaliplatin-cold-sensitivity',
      locale: 'en-US',
      persona: CHEN,
      text: 'After oxaliplatin he says cold stuff feels like needles in his throat and fingers. How many days should he avoid cold food and drinks? Can we just warm up fruit from the fridge?',
      lead: /\*\*Avoid cold food and drinks, and touching cold things, for about 3–5 days after each oxaliplatin infusion/,
      says: [/fruit from the fridge is fine/],
    },
    {
      id: 'oxaliplatin-cold-sensitivity',
      locale: 'zh-CN',
      persona: CHEN,
      text: '打完奥沙利铂手碰凉的就麻，大夏天的冰西瓜能吃不',
      lead: /\*\*每次打完奥沙利铂后的3–5天里（碰凉还发麻的话就更久）不要吃冷的、喝凉的/,
      says: [/冰西瓜这几天不要吃/],
    },
    {
      id: 'oxaliplatin-cold-sensitivity',
      locale: 'en-US',
      text: 'my mum is on FOLFOX, can she have ice cream after the infusion?',
      lead: /\*\*Avoid cold food and drinks/,
    },
    { id: null, locale: 'en-US', persona: WOMAN, text: 'is cold water bad for digestion?' },
  ])('$locale $persona: "$text"', (c) => check(c), 60_000);
});

describe('azathioprine with allopurinol and a low neutrophil count (Dot)', () => {
  it.each<Case>([
    {
      id: 'thiopurine-allopurinol-low-count-diet',
      locale: 'zh-CN',
      persona: DOT,
      text: ZH_COUNT,
      lead: /^\*\*中性粒细胞低的时候，饮食要防的是感染，吃什么都升不了白细胞：沙拉和生的蔬菜自己在家用流动水仔细洗净可以吃/,
      says: [/软奶酪/, /生鱼片/, /中性粒细胞偏低这件事本身要今天联系医生/],
      never: [/弧菌|肝硬化/],
    },
    {
      id: 'thiopurine-allopurinol-low-count-diet',
      locale: 'en-US',
      persona: DOT,
      previous: EN_DOT_DIET,
      text: 'Should I be steering clear of salads, soft cheese and that while my counts are low?',
      lead: /^\*\*While your neutrophils are low, food is about avoiding infection/,
      says: [/pre-cut bagged salads/, /needs your GP or liver specialist today/],
      never: [/whey|gym/],
    },
    {
      id: 'thiopurine-allopurinol-low-count-diet',
      locale: 'en-US',
      persona: DOT,
      text: EN_DOT_DIET,
      lead: /^\*\*Azathioprine \(Imuran\) with allopurinol: make sure today/,
      says: [/A neutrophil count of 1\.1 is low\./, /For the gout:/, /soft cheeses/],
    },
    {
      id: 'thiopurine-allopurinol-low-count-diet',
      locale: 'zh-CN',
      persona: DOT,
      text: '我妈在Brisbane，自身免疫性肝炎吃Imuran和泼尼松龙好几年了，两周前GP因为痛风又给她加了别嘌醇allopurinol。这两个一起吃有什么要注意的吗？饮食上痛风要忌口啥',
      lead: /^\*\*硫唑嘌呤（依木兰）加上别嘌醇：今天就确认/,
      says: [/痛风饮食：/, /动物内脏/],
    },
    {
      id: 'thiopurine-allopurinol-low-count-diet',
      locale: 'zh-CN',
      persona: DOT,
      previous: ZH_COUNT,
      text: '那外面买的寿司卷呢？她最喜欢吃',
      lead: /^\*\*外面买的寿司卷，在白细胞低或吃抗排斥、免疫抑制药期间最好先不吃/,
      says: [/熟馅寿司/, /今天联系医生/],
    },
    { id: null, locale: 'en-US', persona: GOUT, text: 'what foods should I avoid for gout?' },
    {
      id: null,
      locale: 'en-US',
      persona: DOT,
      text: 'Am I allowed a glass of wine with the autoimmune hepatitis? Just the one on a Saturday night',
    },
  ])('$locale $persona: "$text"', (c) => check(c), 60_000);

  it.each<Case>([
    {
      id: 'raw-fish-immunosuppressed',
      locale: 'en-US',
      persona: JUN,
      text: 'can i still eat kinilaw or sushi with the transplant meds? my tita makes the best kinilaw every fiesta hehe',
      lead: /^\*\*Skip kinilaw — and sashimi or raw-fish sushi — while you take transplant medicines: vinegar, calamansi or lime juice do not kill/,
      says: [/blanched or grilled through first/],
      never: [/Interaction with your medicine/],
    },
    {
      id: 'raw-fish-immunosuppressed',
      locale: 'zh-CN',
      persona: TRANSPLANT,
      text: '吃他克莫司，醉虾醉蟹能吃吗',
      lead: /^\*\*吃抗排斥药期间，菲律宾的生鱼沙拉（kinilaw）、醉虾醉蟹、生腌和生鱼片、生鱼寿司都不要吃/,
    },
    {
      id: 'raw-fish-immunosuppressed',
      locale: 'en-US',
      persona: TRANSPLANT,
      text: 'are supermarket sushi rolls ok for me?',
      lead: /^\*\*Shop-bought sushi rolls are best left out/,
    },
    { id: null, locale: 'en-US', persona: TRANSPLANT, text: 'is sashimi ok for me' },
    { id: null, locale: 'en-US', persona: WOMAN, text: 'is ceviche safe to eat?' },
  ])('$locale $persona: "$text"', (c) => check(c), 60_000);

  it.each<Case>([
    {
      id: 'steroid-bones-calcium-enough',
      locale: 'en-US',
      persona: DOT,
      text: 'is one caltrate plus a day enough with the pred? worried about my bones at 72',
      lead: /^\*\*One Caltrate Plus a day \(usually 600 mg of calcium — check the pack\) is the right supplement dose/,
      says: [/bone density scan/, /800 IU over 70/],
    },
    {
      id: 'steroid-bones-calcium-enough',
      locale: 'zh-CN',
      persona: DOT,
      text: '长期吃激素怕骨质疏松，她现在吃Caltrate Plus一天一片，够不够？要不要再加维D',
      lead: /^\*\*长期吃激素，钙尔奇Plus一天一片/,
      says: [/骨密度检查/],
      never: [/你的方案没有再加维生素D补充剂/],
    },
    { id: null, locale: 'zh-CN', persona: LAO_HUANG, text: '吃激素要补钙吗，钙尔奇一片够不够' },
    { id: null, locale: 'en-US', persona: SARCOID, text: 'is one Caltrate a day enough for my bones?' },
  ])('$locale $persona: "$text"', (c) => check(c), 60_000);
});

describe('myeloma with a high calcium and kidney damage (Ravi)', () => {
  it.each<Case>([
    {
      id: 'myeloma-high-calcium',
      locale: 'en-US',
      persona: RAVI,
      text: EN_SHELCAL,
      lead: /\*\*Stop the Shelcal now — and any other calcium or vitamin D tablet — and tell his haematologist today/,
      says: [/2–3 litres a day/, /go to the emergency department now/],
      never: [/granulomas|alendronate|thiazide water pill/],
    },
    {
      id: 'myeloma-high-calcium',
      locale: 'zh-CN',
      persona: RAVI,
      text: ZH_SHELCAL,
      lead: /\*\*Shelcal钙片现在就停，其他钙片和维生素D也停，今天告诉血液科医生/,
      says: [/每天2–3升/],
    },
    {
      id: 'myeloma-high-calcium',
      locale: 'en-US',
      persona: RAVI,
      previous: EN_SHELCAL,
      text: 'Then how his bones will become strong? Doctor told myeloma has damaged the bones also',
      lead: /^\*\*His bones are protected by a bone-strengthening medicine from the haematologist — a zoledronic acid \(Zometa\) drip/,
      never: [/alendronate|\bher\b/],
    },
    {
      id: 'myeloma-high-calcium',
      locale: 'zh-CN',
      persona: RAVI,
      previous: ZH_SHELCAL,
      text: '那牛奶酸奶要不要也少喝？他一天要喝好几杯masala chai，都是加奶的',
      lead: /^\*\*牛奶、酸奶不用断，保持平常的量就行：每天三四杯加奶的茶（比如masala chai/,
      never: [/结节病|晒太阳/],
    },
    {
      id: 'myeloma-high-calcium',
      locale: 'zh-CN',
      persona: RAVI,
      text: '肌酐1.9，人一直在掉秤，现在60公斤，胃口很差，一天水要和多少比较好？',
      lead: /^\*\*医生没有让限水的话，要多喝——一般每天2–3升/,
      says: [/蛋白质每天每公斤体重0\.8–1\.0克/],
    },
    {
      id: null,
      locale: 'en-US',
      persona: RAVI,
      text: 'Neighbour uncle says tender coconut water daily is very good for kidney. Can appa have one daily?',
    },
    { id: null, locale: 'en-US', persona: SARCOID, text: 'should I stop my Caltrate with the high calcium?' },
  ])('$locale $persona: "$text"', (c) => check(c), 60_000);
});
