/**
 * G6PD deficiency (favism, 蚕豆病), in the plan or said in the chat (ninth clinician review, zh P1): high-dose
 * vitamin C, berberine, co-trimoxazole, Chinese herbs, "补血" with iron, fava beans and what to avoid were
 * answered as vitamin C deficiency signs, declined, or with the sickle-cell rules. One row per question,
 * each from the condition's sourced rows (knowledge/chronic-conditions.ts).
 */
import { CHRONIC_SOURCES, chronicRule, chronicRulesOf } from '../../knowledge/chronic-conditions';
import type { FaqAudience, FaqRow } from './types';

/** G6PD deficiency ticked, or said in the message or the one before it. */
const G6PD: FaqAudience = {
  conditions: ['g6pd_deficiency'],
  said: /蚕豆病|g-?6-?pd|葡萄糖-?6-?磷酸脱氢酶|\bfavism\b/,
};

const S = CHRONIC_SOURCES;
const refs = (...sources: readonly { ref: string }[]): { ref: string } => ({
  ref: sources.map((s) => s.ref).join('; '),
});

/** Every rule of the condition, in table order: what to avoid and when to get help. */
const ALL_RULES = chronicRulesOf('g6pd_deficiency');

export const G6PD_FAQ: readonly FaqRow[] = [
  {
    // Q2: "家里有黄连素，蚕豆病的人能吃黄连素吗？" — declined.
    id: 'g6pd-berberine',
    when: [/黄连素|小檗碱|\bberberine\b|\bgoldenseal\b/],
    for: G6PD,
    intent: 'medicine_question',
    text: {
      zh: '**有蚕豆病（G6PD缺乏），不要吃黄连素（盐酸小檗碱）。** 它的说明书写明溶血性贫血患者禁用、G6PD缺乏的儿童禁用，黄连（川连）类中药也有诱发溶血的报告。拉肚子时先补液：口服补液盐按说明冲好，少量多次地喝，照常吃清淡的饭；一天拉很多次、大便带血或脓、发烧、喝不进水、尿很少，或者两三天不见好，请去看医生，并告诉医生你有蚕豆病，由医生来选止泻或抗菌的药。',
      en: '**With G6PD deficiency, do not take berberine (huanglian su).** Its Chinese label rules it out in haemolytic anaemia and in G6PD-deficient children, and coptis (huanglian) herbs have been reported to set off haemolysis. For diarrhoea, drink first: oral rehydration solution made up as the pack says, in small frequent sips, and keep eating plain food; many stools a day, blood or pus in the stool, a fever, fluids you cannot keep down, very little urine, or no better in two or three days need a doctor — say you have G6PD deficiency and let the doctor choose any anti-diarrhoeal or antibiotic.',
    },
    source: refs(S.g6pdBerberine, S.g6pdHongKong, {
      ref: 'WHO. The treatment of diarrhoea: a manual for physicians and other senior health workers, 4th rev. (2005) (oral rehydration; danger signs)',
    }),
  },
  {
    // Q3: "医生给我开了复方新诺明…我是蚕豆病 能吃吗？要不要跟医生说" — declined, garbled.
    id: 'g6pd-sulfonamide',
    when: [
      /复方新诺明|新诺明|磺胺|smz|\bsmx\b|sulfamethoxazole|co-?trimoxazole|\bbactrim\b|\bseptra\b|tmp-?smx|\bsulfa\b/,
    ],
    for: G6PD,
    intent: 'medicine_question',
    text: {
      zh: '**要跟医生说，最好今天就说。** 复方新诺明（复方磺胺甲噁唑）是磺胺类抗菌药，说明书提示G6PD缺乏的人用后可能发生溶血，而且常和剂量有关。请今天联系开药医生或药师，说明你有蚕豆病，医生通常会换一种对你安全的抗菌药；在医生答复前不要自己停药或换药。吃药期间一旦出现浓茶色或酱油色的尿、眼睛或皮肤发黄、乏力、心慌气短，请立即就医，并告诉医生你在吃复方新诺明。以后每次看病、买药都先说自己有蚕豆病。',
      en: '**Yes — tell the doctor, today if you can.** Co-trimoxazole (sulfamethoxazole-trimethoprim, Bactrim) is a sulfonamide antibiotic, and its label warns that in G6PD deficiency it can cause haemolysis, often dose-related. Call the prescriber or pharmacist today and say you have G6PD deficiency; another antibiotic is usually chosen. Until they answer, do not stop or swap it on your own. If you get tea- or cola-coloured urine, yellow eyes or skin, weakness, a racing heart or breathlessness while taking it, get emergency care and say you are on co-trimoxazole. Tell every doctor and pharmacist about your G6PD deficiency from now on.',
    },
    source: refs(S.g6pdSulfonamide, S.g6pdWho, S.g6pdCpic),
  },
  {
    // Q8: "珍珠粉和黄连上清丸，还有金银花茶，蚕豆病能喝吗？" — answered about vitamin C products.
    id: 'g6pd-herbs',
    when: [
      /中药|中成药|草药|凉茶|珍珠粉|珍珠末|黄连(?!素)|川连|川莲|牛黄|金银花|腊梅|\bherbal\b|\bherbs?\b|\bhoneysuckle\b|\bpearl powder\b|\bcoptis\b|\bhuanglian\b|\bbezoar\b|\bniuhuang\b|\bchinese medicine\b/,
    ],
    unless: [/黄连素|小檗碱|\bberberine\b/],
    for: G6PD,
    intent: 'herbal_remedy',
    text: {
      zh: `**珍珠粉、黄连上清丸、金银花茶这类都不要吃、不要喝。** ${chronicRule('g6pd.herbs').text.zh}不少凉茶和“清热”饮料也含金银花。其他中草药、中成药吃之前先把包装拿给药师看，说明你有蚕豆病。`,
      en: `**Pearl powder, Huanglian Shangqing pills, honeysuckle tea and the like: do not take them.** ${chronicRule('g6pd.herbs').text.en} Many herbal “cooling” teas contain honeysuckle too. Before any other herbal product, show the pack to a pharmacist and say you have G6PD deficiency.`,
    },
    source: refs(S.g6pdHongKong, S.g6pdBerberine),
  },
  {
    // Q1 (as a guest) and Q7: "每天喝三片维C泡腾片…会不会溶血", "改成一天一片1000mg可以吧" — answered with
    // the signs of vitamin C deficiency, then with the iron-overload rule.
    id: 'g6pd-vitamin-c',
    when: [/维c|维生素c|vc|泡腾片|抗坏血酸|力度伸|\bvitamin c\b|\bascorbic\b|\bemergen-?c\b|\bredoxon\b/],
    for: G6PD,
    intent: 'dose_too_high',
    text: {
      zh: '**有蚕豆病（G6PD缺乏），不要吃大剂量维生素C。** 一天几片1000毫克的泡腾片（比如3片就是3000毫克）已经超过中国成人的可耐受最高摄入量（每天2000毫克）；静脉输注或每天口服好几克的维生素C，有在蚕豆病患者身上引起溶血的报告，一天一片1000毫克也远超需要。维生素C从蔬菜水果里获取就够——一两个橙子或猕猴桃、一盘青菜就够一天的量；如果一定要吃补充剂，每天不超过500毫克。大剂量维C也不能预防感冒或流感，预防流感靠接种流感疫苗、勤洗手。出现浓茶色尿、眼睛发黄、乏力心慌，请立即就医。',
      en: '**With G6PD deficiency, take no high-dose vitamin C.** A few 1000 mg effervescent tablets a day (three is 3000 mg) is above the adult upper limit of 2000 mg a day; intravenous vitamin C or several grams a day by mouth have caused haemolysis in G6PD deficiency, and even one 1000 mg tablet a day is far more than you need. Fruit and vegetables give enough — an orange or a kiwi and a portion of vegetables cover a day; if you do take a supplement, keep it under 500 mg a day. High-dose vitamin C does not prevent colds or flu either — the flu vaccine and hand washing do. Tea- or cola-coloured urine, yellow eyes, weakness or a racing heart need emergency care.',
    },
    source: refs(S.g6pdVitaminC, {
      ref: 'Hemilä H, Chalker E. Vitamin C for preventing and treating the common cold. Cochrane Database Syst Rev 2013;(1):CD000980 (regular supplements do not reduce how often colds occur in the general population)',
    }),
  },
  {
    // Q5: "血红蛋白118偏低，想吃点阿胶或者硫酸亚铁补补血" — the sickle-cell rule answered.
    id: 'g6pd-iron',
    when: [/补血|阿胶|铁剂|硫酸亚铁|补铁|铁片|\biron\b|\bferrous\b|\bblood builder\b/],
    for: G6PD,
    intent: 'food_sources',
    beforeLabs: true,
    text: {
      zh: `**${chronicRule('g6pd.anaemia').text.zh}** 铁蛋白正常或偏高说明不缺铁，多补的铁会在体内堆积。阿胶主要是驴皮熬的胶原蛋白，铁很少，补不了血。溶血停止后身体会自己造新的红细胞：吃好三餐、多吃新鲜蔬菜，血红蛋白多久复查听医生的；再次出现浓茶色尿、眼黄、乏力心慌，请立即就医。`,
      en: `**${chronicRule('g6pd.anaemia').text.en}** A normal or high ferritin means iron is not low, and extra iron builds up in the body. Donkey-hide gelatin (ejiao) is mostly collagen with little iron and does not build blood. Once haemolysis stops the body makes new red cells on its own: eat regular meals with plenty of fresh vegetables, and recheck haemoglobin when your doctor says; dark urine, yellow eyes, weakness or a racing heart again need emergency care.`,
    },
    source: refs(S.g6pdFavism, S.g6pdWho),
  },
  {
    // "蚕豆能吃吗", "炒蚕豆吃一点行吗" — never "蚕豆病" itself.
    id: 'g6pd-fava',
    when: [/蚕豆(?!病)|兰花豆|胡豆|\bfava\b|\bbroad beans?\b/],
    for: G6PD,
    intent: 'food_sources',
    text: {
      zh: '**不能吃，一点也不要吃。** 蚕豆病（G6PD缺乏）的人吃蚕豆（新鲜的、炒的、兰花豆、蚕豆粉都算）可能在几小时到一两天内发生急性溶血，严重时危及生命。豌豆、黄豆、绿豆、红豆等其他豆类可以吃。吃了蚕豆后出现浓茶色或酱油色的尿、眼睛发黄、脸色苍白、乏力心慌，请立即就医。',
      en: '**No — none at all.** With G6PD deficiency, fava (broad) beans — fresh, fried, roasted or as flour — can set off acute haemolysis within hours to a day or two, which can be life-threatening. Peas, soybeans, mung beans and other beans are fine. Tea- or cola-coloured urine, yellow eyes, pallor, weakness or a racing heart after fava beans need emergency care.',
    },
    source: refs(S.g6pdFavism, S.g6pdWho),
  },
  {
    // Q6: "我是蚕豆病G6PD缺乏…平时吃东西吃药要忌口啥" — answered with iron deficiency signs.
    id: 'g6pd-avoid',
    when: [
      /忌口|忌什么|忌啥|要避免|要避开|注意什么|注意啥|注意些什么|不能吃什么|不能用什么|哪些不能|什么不能|哪些药|什么药|平时.{0,6}(吃|用|注意)|\bavoid\b|\btriggers?\b|\bcareful\b|\bwhat (can'?t|should(n'?t| not)) i\b|\bwhat (foods|medicines|meds|drugs)\b|\bwatch out\b/,
    ],
    for: G6PD,
    intent: 'medicine_question',
    text: {
      zh: `**蚕豆病（G6PD缺乏）和地中海贫血、镰状细胞病不是一回事：平时身体一般没事，要紧的是避开会诱发溶血的东西。** ${ALL_RULES.map((r) => r.text.zh).join('')}`,
      en: `**G6PD deficiency is not thalassaemia or sickle cell disease: day to day you are usually well, and what matters is avoiding what sets off haemolysis.** ${ALL_RULES.map((r) => r.text.en).join(' ')}`,
    },
    source: refs(S.g6pdWho, S.g6pdCpic, S.g6pdHongKong, S.g6pdFavism),
  },
];
