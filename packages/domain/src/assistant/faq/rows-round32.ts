/**
 * Blind answer round 32's unsafe answers, as classes (development data once its figures were recorded,
 * docs/answer-rounds/round-32.md): eating with painful swallowing during cancer treatment (en-071: "it really
 * hurts him to swallow. what can he eat that still has enough protein" got the protein target and "no
 * reliable rule" for crushing tablets), and constipation from morphine with only soft food going down (zh-076,
 * en-077). Liver in pregnancy (en-091) is answered by intents/life-stage.ts, routed in reply.ts.
 */
import type { FaqRow } from './types';
import { CANCER_TREATMENT, OPIOID_SAID } from './audiences';

/** Swallowing that hurts or has become hard, said as people say it. */
const SWALLOW_HURTS =
  /咽(东西|饭|下去)?[^，。？?]{0,4}(疼|痛)|吞(咽)?[^，。？?]{0,4}(疼|痛|困难)|咽不下|吞不下|吃东西(嗓子|喉咙)?疼|嗓子疼得吃不下|放射性食管炎|口腔溃疡|口腔黏膜炎|\b(hurts?|painful|pain|sore|burns?)\b[^.?!]{0,20}\bswallow\w*|\bswallow\w*\b[^.?!]{0,20}\b(hurts?|painful|pain|sore|burns?|hard|difficult)\b|\bmucositis\b|\bmouth sores\b|\besophagitis\b|\boesophagitis\b/;

const CONSTIPATION =
  /便秘|拉不出|解不出|大便干|排便困难|几天没(大便|拉)|\bconstipat\w*|\bcan'?t (poo|go)\b|\bbacked up\b|\bhas(n'?t| not) (been able to )?(go|gone|poo(p)?ed)\b|\bno (bowel movement|poo)\b/;
/** Opioid painkillers, by name or said as a strong painkiller. */
const OPIOID = new RegExp(`${OPIOID_SAID.source}|止痛药|\\b(painkillers?|pain meds)\\b`);

export const ROUND32_FAQ: readonly FaqRow[] = [
  {
    // Blind answer round 32, zh-076 and en-077: constipation from morphine when only soft or liquid food goes
    // down — the swallowing answer or the thickener text. Laxatives are the treatment; food helps a little.
    id: 'opioid-constipation',
    when: [CONSTIPATION, OPIOID],
    wholeMessage: true,
    intent: 'medicine_question',
    text: {
      zh: '**吗啡这类阿片止痛药引起的便秘，主要靠泻药，光靠饮食通常解决不了：请告诉开止痛药的医生，按时吃上医生开的泻药（一般是乳果糖、聚乙二醇这类软化大便的，加上番泻叶、比沙可啶这类促进蠕动的），只要在吃吗啡就一直配着吃。** 吃的方面可以帮一点：每天喝够水（1.5–2升，医生限水的除外）；能咽下去的软东西里选含膳食纤维的——燕麦糊、西梅泥或西梅汁、熟透的猕猴桃、梨泥、蒸南瓜、菜泥、酸奶；粗粮、芹菜这些咽不下去就不用硬吃。不要自己加车前子、麦麸这类膨胀纤维：喝水少、肠子不动的时候反而可能堵住。三天以上没大便、肚子胀得厉害、呕吐、剧烈腹痛或停止排气，请当天联系医生。',
      en: '**Constipation from morphine and other opioid painkillers is treated mainly with laxatives — food alone rarely fixes it: ask the doctor who prescribes the painkiller for a laxative to take regularly for as long as he is on the opioid** (usually a softener such as lactulose or polyethylene glycol/Miralax together with a stimulant such as senna or bisacodyl). Food can help a little: enough fluid (1.5–2 litres a day unless his team limits fluids), and among the soft things he can swallow, ones with fibre — oatmeal or porridge, prune purée or prune juice, ripe kiwi, pear purée, mashed pumpkin or vegetable purées, yoghurt; no need to force down bran or raw vegetables. Do not add bulking fibre such as psyllium (Metamucil) or bran on your own: with little fluid and a slow gut it can make a blockage worse. No bowel movement for 3 days or more, a swollen belly, vomiting, severe stomach pain or no wind passing needs the doctor the same day.',
    },
    source: {
      ref: 'Larkin PJ et al. Diagnosis, assessment and management of constipation in advanced cancer: ESMO Clinical Practice Guidelines. Ann Oncol 2018;29(Suppl 4):iv111–iv125 (a laxative prescribed with every regular opioid; osmotic and stimulant laxatives; bulk-forming laxatives not recommended for opioid-induced constipation); NICE CKS, Constipation — opioid-induced (2023)',
      url: 'https://doi.org/10.1093/annonc/mdy148',
    },
  },
  {
    id: 'painful-swallowing-cancer-treatment',
    when: [SWALLOW_HURTS],
    // Constipation on morphine with only soft food is the opioid row's (zh-076 after the development re-judging).
    unless: [CONSTIPATION],
    for: CANCER_TREATMENT,
    wholeMessage: true,
    intent: 'food_sources',
    text: {
      zh: '**放化疗时咽东西疼，吃的要软、润、不烫不刺激，蛋白质靠“细软的高蛋白食物”加口服营养补充剂来够量。** 好咽又有蛋白质的：蒸蛋羹、嫩豆腐、豆腐脑、鱼肉泥或肉末粥、牛奶、酸奶、豆浆、稠一点的米糊或燕麦糊里加奶粉或蛋白粉，汤面煮得烂一些；食物放到温凉再吃，用汤汁、勾芡让它更滑。避开：辣、酸（醋、柠檬、橙汁、番茄）、太咸、太烫、粗硬干脆的（饼干、坚果、油炸、带骨带刺的），少喝酒。少量多餐，一天吃6–8次；吃饭前可以按医生开的止痛药或含漱药用上。只靠吃饭不够时，喝医院或药店的口服营养补充剂（全营养配方，如安素、能全素一类），一天1–3次，请放疗科或营养科的医生、营养师按体重和吃进去的量来定。体重一周掉得多、每天吃不到平时一半，或连水和口水都咽不下、呛咳、发烧，要当天联系放疗团队——这时可能需要管饲。',
      en: '**When swallowing hurts during chemoradiotherapy, choose soft, moist, cool or lukewarm food, and reach enough protein with soft high-protein foods plus oral nutrition drinks.** Easy to swallow and rich in protein: scrambled eggs or egg custard, silken tofu, flaked fish or minced meat in sauce or congee, yoghurt, milk, smoothies, thick porridge or cream of wheat made with milk (a scoop of milk powder or protein powder stirred in), soups blended smooth, well-cooked pasta with sauce; let food cool to lukewarm and add sauce or gravy to make it slide. Avoid spicy, acidic (vinegar, citrus, tomato), salty, very hot, dry or rough food (crackers, toast, nuts, chips) and alcohol. Eat small amounts 6–8 times a day, and take the pain relief or mouthwash the team prescribed before meals. When food alone falls short, oral nutrition drinks (such as Ensure or Boost) 1–3 a day help — ask the radiotherapy dietitian to set them by his weight and intake. If he is losing weight fast, eating less than half his usual, or cannot swallow liquids or his saliva, chokes or has a fever, contact the radiotherapy team the same day: a feeding tube may be needed.',
    },
    source: {
      ref: 'Muscaritoli M et al. ESPEN practical guideline: Clinical Nutrition in cancer. Clin Nutr 2021;40:2898–2913 (oral nutritional supplements when intake is inadequate; enteral nutrition when oral intake stays low, e.g. with severe mucositis from radiotherapy of the head, neck or oesophagus); 中国抗癌协会肿瘤营养专业委员会. 恶性肿瘤放疗患者营养治疗专家共识（2021）; NCI, Eating Hints: Before, during, and after Cancer Treatment (2022): sore mouth or throat',
      url: 'https://doi.org/10.1016/j.clnu.2021.02.005',
    },
  },
];
