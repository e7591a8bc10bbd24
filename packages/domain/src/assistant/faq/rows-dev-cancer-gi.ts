/**
 * Questions the blind answer rounds 29–35 asked again and again of one group of personas and the chat
 * answered with a neighbouring text (development data once each round's figures were reported), as
 * classes — each row for the kind of question, not one question's words.
 *
 * The group: a man with oesophageal cancer on chemoradiotherapy (cisplatin weekly), who can only swallow
 * liquids, with an albumin of 30 g/L and white cells of 1.8, on dexamethasone and morphine, taking a
 * 1000 mg vitamin C effervescent tablet and vitamin E; and a woman of 66 with EGFR-mutant lung cancer on
 * gefitinib (Iressa) with rabeprazole (Pariet), loperamide and compound glycyrrhizin, 46.5 kg and wanting
 * to gain weight. Handled elsewhere and not repeated here: compound glycyrrhizin with a low potassium and
 * cola with gefitinib (rows-medicines.ts), raw egg and street food with a low white count
 * (intents/condition-topics.ts chemo-low-wbc), herbal "anti-cancer" products (intents/medicines.ts).
 *
 * Every row answers the whole message (`wholeMessage`): the rounds' questions came in several clauses
 * ("how much protein, and how do we get it in through a straw"). The whole-message rows are taken in
 * table order, so the more specific rows of this file come first (the soup, the blender, the sugar in a
 * nutrition drink) and the protein target last.
 */
import { pickZh } from '../../contracts/common';
import { bodyWeightSaidKg } from '../weight-said';
import { CANCER_TREATMENT, NOT_A_NUTRITION_DRINK } from './audiences';
import { SCALDING_HOT } from './rows-round63';
import type { ComposeInput, FaqAudience, FaqRow } from './types';

/** Only liquids or soft food going down: a swallowing difficulty in the plan, or said. */
const LIQUIDS_SAID =
  /流食|流质|只能喝|喝流|糊糊|稀饭|咽|吞|白蛋白|\b(liquids?|mushy|soft (stuff|food)|pur[eé]e\w*|swallow\w*|albumin|straw|blend\w*)\b/;
const LIQUID_DIET: FaqAudience = { conditions: ['dysphagia'], said: LIQUIDS_SAID };

/** Kidney disease said or in the plan — never "egfr", which is the lung cancer's mutation here. */
const KIDNEY_DISEASE: FaqAudience = {
  conditions: ['kidney_disease'],
  said: /肾病|肾衰|肾功能不全|肾功能衰竭|尿毒症|透析|\bckd\b|\bkidney (disease|failure)\b|\bdialysis\b/,
};

const GEFITINIB_SAID = /易瑞沙|吉非替尼|\b(iressa|gefitinib)\b/;
const PPI_SAID =
  /波利特|雷贝拉唑|济诺|奥美拉唑|洛赛克|埃索美拉唑|艾司奥美拉唑|耐信|泮托拉唑|兰索拉唑|艾普拉唑|抑酸药|护胃药|质子泵|\b(pariet|aciphex|rabeprazole|omeprazole|prilosec|losec|esomeprazole|nexium|pantoprazole|protonix|lansoprazole|prevacid|ppis?|acid reducers?|stomach (pill|medicine|tablet)s?)\b/;
const EGFR_TKI: FaqAudience = {
  medicines: ['egfr_tki'],
  said: /易瑞沙|吉非替尼|特罗凯|厄洛替尼|凯美纳|埃克替尼|泰瑞沙|奥希替尼|阿法替尼|吉泰瑞|阿美替尼|伏美替尼|靶向药|\b(iressa|gefitinib|tarceva|erlotinib|tagrisso|osimertinib|afatinib|gilotrif|targeted (therapy|drugs?|pills?|medicines?))\b/,
};
const DEXAMETHASONE: FaqAudience = {
  medicines: ['dexamethasone'],
  said: /地塞米松|\b(dexamethasone|decadron|dex)\b/,
};

const DIARRHOEA =
  /拉肚子|腹泻|拉稀|稀便|大便稀|水样便|止泻|一天拉|拉(了)?好几(次|趟)|拉几(次|趟)|拉个不停|\bdiarrh\w*|\bloose (stools?|poo|bowels?)\b|\brunny poo\b|\bthe runs\b/;
/** Fluids to replace what diarrhoea loses. */
const REPLACE_FLUIDS =
  /补液|补水|电解质|宝矿力|运动饮料|\b(replace (fluids?|what (she|he|i) loses?)|rehydrat\w*|electrolytes?|pocari|gatorade|sports? drinks?)\b/;
const CONSTIPATION_OR_MORPHINE = /吗啡|便秘|大便(干|硬)|几天才(一次|拉)|\b(morphine|constipat\w*)\b/;

/** Fruit or juice asked about. */
const FRUIT_ASKED = /水果|果汁|榨汁|\b(fruits?|juices?|smoothies?)\b/;

/** The vitamin C row in parts: stop both, why, no other form, fruit and juice, when to call. */
const VITAMIN_C_PARTS = {
  zh: [
    '放化疗期间，维生素C泡腾片（1000毫克）和维生素E胶囊都先停掉，等整个疗程结束、肿瘤科医生同意了再说——不是减量，是先不吃。',
    '原因有两个：一是大剂量抗氧化补充剂可能削弱放疗和化疗的效果（放疗和不少化疗药正是靠氧化损伤杀肿瘤细胞），有研究发现化疗期间吃抗氧化补充剂的人复发更多；二是泡腾片冲出来是酸的、带气的，放疗会让食管黏膜发炎（放射性食管炎），喝下去刺痛、会加重咽东西疼。',
    '不用换别的剂型：这段时间不需要额外补维生素C，成年人每天推荐量只有100毫克，全营养配方和水果里就有；吃得很少、担心维生素不够的，可以问医生要不要吃一片普通剂量的复合维生素（每种成分不超过推荐量）。',
    '水果照常吃，选软的、不酸的：香蕉、木瓜、哈密瓜、西瓜、熟透的梨或苹果（蒸软或打成泥）；橙子、柠檬、菠萝、猕猴桃这些酸的先少吃。榨汁可以，用洗净去皮的水果在家现榨现喝；酸的果汁会刺痛，可以兑水，或和香蕉、牛奶一起打成奶昔；白细胞低的时候不买外面现榨的果汁。',
    '咽东西越来越疼，请告诉放疗团队（可以开止痛药或含漱液）；连水都咽不下，或体温到38℃以上，当天就医。',
  ],
  en: [
    'During chemoradiotherapy, stop both the 1000 mg vitamin C effervescent tablet and the vitamin E capsule until the whole course is over and the oncologist agrees — not a lower dose, none for now.',
    'Two reasons: high-dose antioxidant supplements may blunt radiotherapy and chemotherapy (radiation and many chemotherapy drugs kill tumour cells through oxidative damage), and in one study people who took antioxidant supplements during chemotherapy had more recurrences; and a dissolved effervescent tablet is an acidic, fizzy drink — radiation inflames the lining of the oesophagus (radiation oesophagitis), so it stings and makes painful swallowing worse.',
    'There is no need for another form: no extra vitamin C is needed now — the daily requirement is about 90 mg for men and 75 mg for women, which a nutrition drink and some fruit already give; if eating is very poor and you worry about vitamins, ask the doctor about one ordinary-strength multivitamin (nothing above the daily requirement).',
    'Fruit is fine — soft, non-acidic kinds: banana, papaya, melon, watermelon, ripe pear or apple (stewed or puréed); go easy on orange, lemon, pineapple and kiwi for now. Juice is fine if made at home from washed, peeled fruit and drunk straight away; acidic juice stings, so dilute it or blend it with banana and milk into a smoothie; with a low white count, no freshly squeezed juice from stalls or shops.',
    'If swallowing keeps getting more painful, tell the radiotherapy team (they can prescribe pain relief or a mouthwash); not being able to swallow water, or a temperature of 38 °C (100.4 °F) or more, needs to be seen the same day.',
  ],
} as const;

/** Which nutrition drink or brand asked about. */
const WHICH_PRODUCT = /哪个|哪种|选哪|哪一种|哪款|\bwhich (one|is better|kind|type|brand)\b/;

/** The nutrition-drink row in parts: fine and better than powder, how many, a serving, which, the rest. */
const DRINK_PARTS = {
  zh: [
    '吃得少、只能喝流食的时候，全营养的口服营养补充剂（安素、全安素、能全素一类）可以喝，而且比单纯的蛋白粉更合适：它同时给能量、蛋白质、维生素和矿物质，蛋白粉只补蛋白质。',
    '一天几份看平时还能吃多少：饭还能吃一部分的，一天2–3份（约500–750千卡）；基本只能喝流食的，一天4–6份，差不多就是全天的饭，请营养科按体重来定。',
    '每份怎么冲：按罐上的说明，安素粉一般是6平勺（约55克）加200毫升温水，约250千卡、9克左右蛋白质；不要为了好喝冲稀，冲稀了喝同样多、吃进去的更少。',
    '安素和全安素都是全营养配方，哪种都能用，差别在配方细节（有没有加β-羟基-β-甲基丁酸即HMB、膳食纤维，蛋白质含量也略有不同）：看罐上的营养成分表，选每份蛋白质多一点、愿意天天喝、家里负担得起的就行；营养科推荐了哪种，就按推荐的喝。',
    '乳清蛋白粉可以加在牛奶、粥、米糊里多补蛋白质，但代替不了全营养配方。怎么喝：两餐之间或睡前，小口慢喝，一份20–30分钟喝完；冲好的尽快喝，喝不完盖好放冰箱、当天喝完。喝牛奶腹胀、腹泻的：这类配方多数乳糖很少，看标签上有没有“无乳糖”或“低乳糖”，先从半份开始、放到室温慢慢喝，一般都能耐受；喝了腹泻加重，告诉医生或营养师换配方。在用激素血糖高、有糖尿病或肾病的，请营养科选专用配方。',
  ],
  en: [
    'When little food goes down, or only liquids, a complete oral nutrition drink (Ensure, Ensure Plus or a similar formula) is fine and suits better than protein powder alone: it gives energy, protein, vitamins and minerals together, while protein powder gives only protein.',
    'How many a day depends on how much else is eaten: still eating part of meals, 2–3 servings a day (about 500–750 kcal); living on liquids, 4–6 servings — close to a whole day’s food, which the dietitian should set by weight.',
    'Each serving: made up as the tin or bottle says — Ensure powder is usually 6 level scoops (about 55 g) in 200 ml of warm water, about 250 kcal and 9 g of protein; a ready-to-drink bottle is one serving. Do not make it weaker to improve the taste — the same amount then gives less.',
    'Any complete formula will do: brands differ in details (added HMB or fibre, a little more or less protein), so compare the nutrition panel and pick one with more protein per serving that will actually be drunk every day and you can afford, or the one the hospital dietitian recommended.',
    'A whey powder (from Costco or anywhere) is a useful add-on stirred into milk, porridge or congee, but it does not replace a complete formula. How: between meals or at bedtime, sipped over 20–30 minutes; drink it soon after making it, and keep any left covered in the fridge for that day only. If milk causes bloating or diarrhoea: most of these formulas carry very little lactose — look for “lactose-free” or “suitable for lactose intolerance” on the label — and starting with half a serving at room temperature, sipped slowly, is usually tolerated; if diarrhoea gets worse, ask the doctor or dietitian to change the formula. With a high blood sugar on steroids, diabetes or kidney disease, ask the dietitian to choose a specific formula.',
  ],
} as const;

/** The diarrhoea follow-up's two leads (milk and yoghurt; fluids) and the rest, in each language. */
const DAIRY_DRINKS = {
  zh: [
    '酸奶一般可以喝，比牛奶好耐受：选原味、少糖的，一次一小杯（100–150克），不加重腹泻就可以每天吃；普通牛奶拉肚子时先停，换成无乳糖牛奶（如舒化奶）。',
    '补水最好用药店的口服补液盐III（按说明冲），椰子水和宝矿力这类运动饮料代替不了它，只能在拉得轻的时候当作补水的一部分。',
    '椰子水含钾多、钠少，对血钾偏低的人有点帮助，但拉得多时钠补不够；运动饮料糖多、钠比补液盐少，糖多反而可能加重腹泻。每拉一次补一杯水（约200毫升），小口多次喝。一天比平时多拉4次以上、夜里也拉、发烧、头晕站不稳、喝不进水或尿很少，今天就联系肿瘤科团队。',
  ],
  en: [
    'Yoghurt is usually fine and better tolerated than milk: choose plain, not-too-sweet yoghurt, a small pot (100–150 g) at a time, and keep it daily if the diarrhoea is no worse; stop ordinary milk while it lasts and use lactose-free milk.',
    'For fluids, an oral rehydration solution from the pharmacy (made up as directed) is best — coconut water and sports drinks such as Pocari Sweat do not replace it, and only count as part of the fluid on mild days.',
    'Coconut water has plenty of potassium but little sodium, so it helps a low potassium a little but falls short on salt when diarrhoea is heavy; sports drinks carry more sugar and less sodium than rehydration solution, and the sugar can make diarrhoea worse. Drink a glass (about 200 ml) for each loose stool, in small sips. Four or more stools a day above the usual, diarrhoea at night, a fever, dizziness on standing, not keeping fluids down or passing little urine: contact the oncology team today.',
  ],
} as const;

/** The patient's weight: said in kilograms or 斤, or the plan's when the plan holds the cancer. */
function weightOf(said: ComposeInput): number | undefined {
  // The weight now, never an amount lost (forty-ninth clinician review, en S5); this message before the last.
  const kg = bodyWeightSaidKg(said.text, 25) ?? bodyWeightSaidKg(said.previous ?? '', 25);
  if (kg !== null) return kg;
  // The plan's weight is the patient's only when the plan holds the cancer (not a friend asked about).
  if (said.weightKg !== undefined && said.conditions?.includes('cancer')) return said.weightKg;
  return undefined;
}
const to50 = (x: number) => Math.round(x / 50) * 50;
const kgText = (w: number) => (Number.isInteger(w) ? String(w) : w.toFixed(1));

// ---------------------------------------------------------------------------------------------------
// Protein and energy on liquids during chemoradiotherapy (阿强), by the person's weight.

function liquidProteinText(w: number | undefined, zh: boolean): string {
  const target =
    w === undefined
      ? zh
        ? '每天每公斤体重约1.2–1.5克（60公斤约70–90克），能量每公斤约25–30千卡（60公斤约1500–1800千卡）'
        : 'about 1.2–1.5 g per kg of body weight a day (about 70–90 g at 60 kg), and about 25–30 kcal per kg (1,500–1,800 kcal at 60 kg)'
      : zh
        ? `按${kgText(w)}公斤算，每天约${Math.round(w * 1.2)}–${Math.round(w * 1.5)}克（每公斤1.2–1.5克），能量每天约${to50(w * 25)}–${to50(w * 30)}千卡（每公斤25–30千卡）`
        : `at ${kgText(w)} kg that is about ${Math.round(w * 1.2)}–${Math.round(w * 1.5)} g a day (1.2–1.5 g per kg), with about ${to50(w * 25)}–${to50(w * 30)} kcal a day (25–30 kcal per kg)`;
  return zh
    ? `**放化疗期间只能吃流食或糊状软食，蛋白质要往高里吃：${target}，体重还在掉、白蛋白偏低的按上限。光靠米汤、稀饭和家常汤凑不够，要用全营养的口服营养补充剂打底。** 流食一天的参考凑法：全营养配方（安素、全安素、能全素一类）3–4份，每份按罐上说明冲（约250千卡、9–10克蛋白质）；牛奶或酸奶两杯（各250毫升，共约15克蛋白质）；豆浆一杯（约6克）；两个鸡蛋蒸成很嫩的蛋羹（约13克）；鱼肉泥或瘦肉末煮进粥里打细，每次一两（50克肉约9–10克蛋白质）；粥、米糊、牛奶里还可以加一勺蛋白粉（每勺多少克蛋白看标签）。这样加起来能到80克上下。一天分6–8次，每次少量，放到温凉，不吃酸、辣、烫的。白蛋白偏低（比如30 g/L，正常35以上）说明营养已经跟不上，但它也受炎症影响，吃够了也要几周才会慢慢上来，看体重和每天吃进去的量更直接。吃进去的不到需要量的一半超过一周、体重还在往下掉，这周内请放疗科或营养科评估管饲（鼻饲管或胃造瘘）——管饲是为了让放化疗能坚持做完，不是病重了才用；连水和口水都咽不下、喝水呛咳或发烧，当天就医。`
    : `**With only liquids or soft purées going down during chemoradiotherapy, protein needs to be on the high side: ${target} — the upper end while weight is still falling or albumin is low. Broth, thin congee and home soups cannot get there; complete oral nutrition drinks have to be the base.** A liquid day that gets there: a complete nutrition drink (Ensure, Ensure Plus or a similar formula) 3–4 servings, each made up as the tin says (about 250 kcal and 9–10 g protein); milk or yoghurt, two glasses (250 ml each, about 15 g protein together); a glass of soy milk (about 6 g); two eggs steamed into a soft custard (about 13 g); fish or lean mince cooked into congee and blended smooth, about 50 g of meat a time (9–10 g protein); and a scoop of protein powder stirred into porridge, congee or milk (the label gives the grams per scoop). Together that reaches about 80 g. Spread it over 6–8 small feeds, lukewarm, nothing acidic, spicy or hot. A low albumin (30 g/L, say, against a normal of 35 or more) says nutrition is already falling short, but it is pulled down by inflammation too and rises only slowly, over weeks, even with enough protein, so weight and what is actually taken in each day are the better guide. If less than half of what is needed goes down for more than a week, or weight keeps falling, ask the radiotherapy team or dietitian this week about tube feeding (a nasogastric tube or a gastrostomy) — it is there to get through the treatment, not a sign of getting worse; not being able to swallow water or saliva, coughing on drinks or a fever needs to be seen the same day.`;
}

// ---------------------------------------------------------------------------------------------------
// How much to eat to regain weight with cancer (刘阿姨), by the person's weight.

function weightGainText(w: number | undefined, zh: boolean, diarrhoea: boolean): string {
  const target =
    w === undefined
      ? zh
        ? '每天每公斤体重约30–35千卡、蛋白质1.2–1.5克（50公斤约1500–1750千卡、60–75克蛋白质）'
        : 'about 30–35 kcal and 1.2–1.5 g of protein per kg of body weight a day (at 50 kg, about 1,500–1,750 kcal and 60–75 g of protein)'
      : zh
        ? `按现在${kgText(w)}公斤算，每天约${to50(w * 30)}–${to50(w * 35)}千卡（每公斤30–35千卡）、蛋白质约${Math.round(w * 1.2)}–${Math.round(w * 1.5)}克（每公斤1.2–1.5克）`
        : `about ${to50(w * 30)}–${to50(w * 35)} kcal and ${Math.round(w * 1.2)}–${Math.round(w * 1.5)} g of protein a day at ${kgText(w)} kg (30–35 kcal and 1.2–1.5 g of protein per kg)`;
  const gut = diarrhoea
    ? zh
      ? '正在拉肚子的：牛奶换成酸奶或无乳糖奶，少油炸、少辣、少粗纤维，营养配方小口慢喝、先从半份开始。'
      : 'While the diarrhoea lasts: yoghurt or lactose-free milk instead of ordinary milk, little fried or spicy food or rough fibre, and the nutrition drink sipped slowly, starting with half a serving.'
    : '';
  return zh
    ? `**要把体重长回来，${target}。吃两口就饱的，靠“少量多餐、每一口都浓”来凑：一天吃5–6次——三顿正餐加2–3次加餐。** 一天的参考（每样都是小份）：早上一碗稠粥或烂面条，打进一个鸡蛋，加一小勺肉松或一勺奶粉、几滴香油；上午一份全营养口服营养补充剂（安素一类，按罐上说明冲，约250千卡）或一杯酸奶加两片苏打饼干；中午小半碗软米饭或一小碗烂面条，一两到二两（50–100克）鱼、虾仁、鸡肉末或嫩豆腐，小半碗煮软的蔬菜，炒菜多放一小勺油；下午一小碗蒸蛋羹或豆腐脑，或一根香蕉；晚饭和中午一样；睡前一杯牛奶或再一份营养补充剂。几个窍门：先吃肉、蛋、豆腐这些有蛋白质的，再吃饭；吃饭时少喝汤水，汤水放在两餐之间喝；白粥一碗只有100千卡左右，加上鸡蛋、肉末或鱼片、奶粉和一小勺油，一碗能到250–350千卡；口服营养补充剂一天1–2份，就能多出250–500千卡，是最省力的办法。${gut}每周同一时间称一次体重；还在掉，或一天吃不到平时的一半，请肿瘤科转营养科。化验血钾、血磷或血镁偏低的，吃得多起来前后请医生复查。`
    : `**To regain weight, aim for ${target}. When a few bites are filling, the way there is small, rich meals often: 5–6 times a day — three meals and 2–3 snacks.** A day to start from (small portions each time): breakfast, a bowl of thick congee or soft noodles with an egg stirred in, a spoon of pork floss or milk powder and a few drops of sesame oil; mid-morning, a complete oral nutrition drink (Ensure or similar, made up as the tin says, about 250 kcal) or a yoghurt with two crackers; lunch, a small bowl of soft rice or noodles with 50–100 g of fish, shrimp, minced chicken or soft tofu, half a bowl of well-cooked vegetables, and an extra teaspoon of oil in the cooking; mid-afternoon, a small bowl of steamed egg custard or tofu pudding, or a banana; dinner as lunch; at bedtime a glass of milk or another nutrition drink. Some tricks: eat the protein part (meat, egg, tofu) first and the rice after; keep soup and drinks for between meals; a bowl of plain congee has only about 100 kcal, but with an egg, minced meat or fish, milk powder and a teaspoon of oil it reaches 250–350 kcal; one or two nutrition drinks a day add 250–500 kcal with the least effort. ${gut}${gut ? ' ' : ''}Weigh once a week at the same time; if the weight is still falling, or less than half the usual amount is eaten, ask the oncology team for a dietitian referral. If potassium, phosphate or magnesium is low on the blood tests, ask the doctor to recheck them as eating picks up.`;
}

export const DEV_CANCER_GI_FAQ: readonly FaqRow[] = [
  {
    // Rounds 30–35 (阿强, zh-071 r31, zh-073 r32, en-069 r34, zh-076 r30): "我老婆用破壁机自己打的肉糜粥行不行",
    // "匀浆膳是自己拿破壁机打还是买现成的好？一天吃几顿", "can we just blend normal food … and thin it with
    // soup?" — answered with cheap protein foods, vitamin D products or nothing.
    id: 'cancer-homemade-blended-food',
    when: [
      /破壁机|料理机|搅拌机|榨汁机|打碎|打成(糊|泥|浆)|打的(肉|粥|糊)|匀浆|\bblend\w*|\bliquidi[sz]\w*|\bfood processor\b/,
      /行不行|行吗|可以吗|能行吗|好不好|好吗|还是|现成|买的|自己打|几顿|几次|\bcan (we|i)\b|\bis (it|that) ok\b|\bok\b|\bwork\b|\binstead\b|\bor buy\b|\bthin\w*\b|\bhow (often|many times)\b/,
    ],
    unless: [/多少蛋白|蛋白[^，。？?]{0,4}多少|\bhow (much|many grams( of)?) protein\b/],
    for: { all: [CANCER_TREATMENT, LIQUID_DIET] },
    wholeMessage: true,
    intent: 'food_sources',
    text: {
      zh: '**可以，自己用破壁机打是好办法，也省钱；关键是打得“浓”、打得干净：用牛奶、豆浆或冲好的营养液来稀释，不要只加水或汤——用汤兑稀，一碗喝下去能量和蛋白质就少了一大截。** 一碗（约300毫升）的参考配法：半碗软米饭或稠粥、去骨去刺的鱼肉或瘦肉一两（50克）或一个鸡蛋、小半碗煮软的蔬菜、一小勺植物油（约5克），加200毫升牛奶或豆浆一起打匀，约300千卡、18克左右蛋白质。打到没有颗粒和渣，稀稠按能安全咽下去的程度调。白细胞低的时候卫生更要紧：食材彻底煮熟再打；破壁机的刀头和密封圈每次拆洗；每顿现打现吃，2小时内吃完，不隔夜。买现成的（医院或药店的全营养配方、匀浆膳）营养全、量准、干净，更省事；实用的做法是两者搭配：三顿自己打的糊，加两三次全营养配方。一天吃5–6顿，每顿200–300毫升。每周称一次体重，还在往下掉就请营养科调整；以后如果放了胃管，自己打的糊容易堵管，要用营养科给的配方。',
      en: '**Yes — blending home food is a good, cheaper way, as long as it is rich and clean: thin it with milk, soy milk or a made-up nutrition drink, not water or soup — thinned with soup, a bowl holds far less energy and protein.** A bowl of about 300 ml to start from: half a bowl of soft rice or thick congee, 50 g of boned fish or lean meat or one egg, a little well-cooked vegetable and a teaspoon (5 g) of vegetable oil, blended with 200 ml of milk or soy milk: about 300 kcal and 18 g of protein. Blend until there are no lumps or bits, and adjust how thick it is to what can be swallowed safely. With a low white count, hygiene matters more: cook the ingredients through before blending; take the blender blade and seal apart and wash them every time; blend fresh for each meal, eat it within 2 hours and keep none overnight. Ready-made feeds (a complete nutrition formula or blended-diet product from the hospital or pharmacy) are complete, measured and clean, and easier; a practical mix is home-blended food for three meals plus two or three nutrition drinks. Aim for 5–6 feeds a day of 200–300 ml each. Weigh once a week and ask the dietitian to adjust if the weight is still falling; if a feeding tube is placed later, home blends block tubes easily, so use the formula the dietitian gives.',
    },
    source: {
      ref: 'Muscaritoli M et al. ESPEN practical guideline: Clinical Nutrition in cancer. Clin Nutr 2021;40:2898–2913 (energy- and protein-dense diet, oral nutritional supplements, enteral nutrition when oral intake stays inadequate); US FDA and USDA, Food Safety for Older Adults and People with Cancer (2020); 中国食物成分表（标准版，第6版）(rice, fish, milk) — portion figures cited from memory',
      url: 'https://doi.org/10.1016/j.clnu.2021.02.005',
    },
  },
  {
    // Rounds 29–35 (阿强, zh-072 r29, zh-075 r30, en-074 r30, zh-073 r33, zh-070 r34, zh-040 r35): pigeon, crucian
    // carp, eel or "five red" soup said to raise white cells or heal radiation burns, or "汤里营养够不够？还是要
    // 吃肉" — the low-white-count card or "I cannot answer the soup".
    id: 'cancer-soup-raise-white-cells',
    when: [
      /汤|\b(soups?|broths?)\b/,
      /升白|白细胞|有用|有没有用|营养|够不够|够吗|吃肉|补|好得快|愈合|真的假的|\b(myth|real|heal\w*|nutriti\w*|work|help\w*|raise|boost|enough|white (cells?|count))\b/,
    ],
    // Soup drunk scalding hot is that row's (rows-round63.ts; blind answer round 63, zh-076).
    unless: [/破壁机|料理机|搅拌机|打碎|\bblend\w*/, /血糖|\bsugar\b|\bglucose\b/, SCALDING_HOT],
    for: CANCER_TREATMENT,
    wholeMessage: true,
    intent: 'food_sources',
    text: {
      zh: '**汤升不了白细胞，也不会让放疗损伤好得更快，营养主要在肉里：炖出来的汤大部分是水，加上一些油、盐和嘌呤，一碗汤只有几克蛋白质，鸽子、鲫鱼、黄鳝的蛋白质绝大部分留在肉里。所以汤可以喝，肉一定要吃——吞咽困难、咽不下的，就把去骨去刺的肉和汤一起打成细糊。** 白细胞低是化疗等治疗对骨髓的影响，要等骨髓自己恢复，任何汤、食物或“升白”保健品都升不上来；要不要打升白针、什么时候复查，由肿瘤科决定。真正帮身体扛过放化疗、让放疗损伤的黏膜长好的，是每天吃够蛋白质和能量（白蛋白偏低，比如30，就说明已经吃得不够）：蛋白质每天每公斤体重约1.2–1.5克，一两（50克）鱼肉或鸽子肉就有8–9克，比一大碗汤多得多，吃不够再加全营养的口服营养补充剂。五红汤（红豆、红枣、花生、枸杞、红糖）也升不了白细胞，红糖多，在用地塞米松、血糖偏高的要少放糖。黄鳝和鱼要炖到熟透；白细胞低时，生鱼片、醉虾醉蟹、溏心蛋、半生的肉和外面买的凉拌菜、沙拉都先不要吃；汤和肉现做现吃，剩的放冰箱，再吃前烧开。白细胞低时最要紧的是防感染：体温到38℃或以上，或者发冷、寒战，立即去急诊并说明在化疗；在用地塞米松的，激素会让发烧不明显，突然没精神、寒战也要马上去。',
      en: '**Soup does not raise white cells or heal radiation damage faster, and most of the nourishment stays in the meat: a slow-cooked soup is mostly water with some fat, salt and purines — a bowl has only a few grams of protein, while nearly all the protein of the pigeon, carp or eel is in the flesh. So the soup is fine to drink, but the meat must be eaten — if it cannot be swallowed, blend the boned meat with the soup into a smooth purée.** A low white count is the effect of chemotherapy or other treatment on the bone marrow and recovers as the marrow does; no soup, food or “white-cell boosting” supplement raises it, and whether an injection to raise it is needed, and when to recheck, is the oncology team’s decision. What does help the body through treatment and heal the lining that radiation has burnt is enough protein and energy every day (a low albumin, such as 30, means intake is already short): about 1.2–1.5 g of protein per kg a day — 50 g of fish or pigeon meat alone gives 8–9 g, far more than a big bowl of soup — with a complete oral nutrition drink when food falls short. “Five red” soup (red beans, red dates, peanuts, goji and brown sugar) does not raise white cells either, and its sugar matters on dexamethasone with a raised blood sugar. While the white count is low, no sushi or raw fish, raw or runny eggs, rare meat, or shop-bought cold dishes and salads; cook eel and fish right through, make soup and meat fresh, chill leftovers and bring them to the boil before eating. With a low white count the danger is infection: a temperature of 38 °C (100.4 °F) or more, or chills, means the emergency department at once, saying it is during cancer treatment; dexamethasone can hide a fever, so sudden drowsiness or shivering counts too.',
    },
    source: {
      ref: 'Klastersky J et al. Management of febrile neutropaenia: ESMO Clinical Practice Guidelines. Ann Oncol 2016;27(suppl 5):v111–v118; US FDA and USDA, Food Safety for Older Adults and People with Cancer, Diabetes, HIV/AIDS, Organ Transplants, and Autoimmune Diseases (2020); Muscaritoli M et al. ESPEN practical guideline: Clinical Nutrition in cancer. Clin Nutr 2021;40:2898–2913 (protein 1.2–1.5 g/kg/day; oral nutritional supplements); 中国食物成分表（标准版，第6版）(pigeon, crucian carp, eel about 16–18 g protein per 100 g) — cited from memory',
      url: 'https://doi.org/10.1016/j.clnu.2021.02.005',
    },
  },
  {
    // Rounds 30–35 (阿强, en-069 r30, en-069 r33, en-037 r35, zh-068 r31): a 1000 mg vitamin C effervescent tablet
    // and vitamin E during chemoradiotherapy — "stop completely or just lower the dose?", "the fizzy tablet
    // burns my throat, is there another form?", "水果还能吃吗？榨成汁喝可以吧" — declined or a crushing text.
    id: 'chemoradiation-vitamin-c-effervescent',
    when: [
      /维生素?c|维c|泡腾|维生素?e|维e|抗氧化|\b(vitamin|vit) ?[ce]\b|\bfizzy\b|\beffervescent\b|\bantioxidants?\b|\bsoftgel\b/,
      /停|减量|减少|换|还能|还可以|还要|要不要|继续|蜇|刺|烧|辣|疼|痛|水果|果汁|榨汁|\b(stop\w*|keep|lower|dose|sting\w*|burn\w*|hurt\w*|throat|other form|switch|instead|fruits?|juices?|work less)\b/,
    ],
    // Radiotherapy with chemotherapy (said, or cisplatin), or the fizzy tablet itself: other cancer treatments
    // keep the standing antioxidant rule (unknown-medicine-named.test.ts, review28-cancer-medicines.test.ts).
    unless: [/乙酰半胱氨酸|\bnac\b|\bn-acetyl\w*|替莫唑胺|\btemozolomide\b|\btemodar\b/],
    for: {
      all: [
        CANCER_TREATMENT,
        {
          medicines: ['cisplatin'],
          said: /放疗|放化疗|同步放化疗|泡腾|\b(radiation|radiotherapy|chemoradi\w*|fizzy|effervescent)\b/,
        },
      ],
    },
    // Before the painful-swallowing row (rows-round32.ts), which answers the throat but not the tablet.
    beforeMedicineDiet: true,
    wholeMessage: true,
    intent: 'medicine_question',
    compose: (said, zh) => {
      // Fruit or juice asked ("那泡腾片先停了，水果还能吃吗？"): the fruit leads, the tablets follow.
      if (!FRUIT_ASKED.test(said.text.toLowerCase())) return null;
      const [stop, why, form, fruit, care] = pickZh(VITAMIN_C_PARTS, zh);
      const sp = zh ? '' : ' ';
      return `**${fruit}**${sp}${stop}${sp}${why}${sp}${form}${sp}${care}`;
    },
    text: {
      zh: `**${VITAMIN_C_PARTS.zh[0]}**${VITAMIN_C_PARTS.zh.slice(1).join('')}`,
      en: `**${VITAMIN_C_PARTS.en[0]}** ${VITAMIN_C_PARTS.en.slice(1).join(' ')}`,
    },
    source: {
      ref: 'Ambrosone CB et al. Dietary supplement use during chemotherapy and survival outcomes of patients with breast cancer enrolled in a cooperative group clinical trial (SWOG S0221). J Clin Oncol 2020;38:804–814; Muscaritoli M et al. ESPEN practical guideline: Clinical Nutrition in cancer. Clin Nutr 2021;40:2898–2913 (no high-dose micronutrients beyond the recommended intakes); 中国营养学会. 中国居民膳食营养素参考摄入量（2023版）（维生素C RNI 100 mg/d）; NIH ODS Vitamin C Fact Sheet for Health Professionals (RDA 90 mg for men, 75 mg for women); NCI, Eating Hints (2022): sore mouth or throat',
      url: 'https://doi.org/10.1200/JCO.19.01203',
    },
  },
  {
    // Rounds 29–34 (阿强, zh-074 r29, zh-073 r31, en-072 r33, zh-073 r34): sugar in the nutrition drink on
    // dexamethasone — "营养液里糖多不多？喝多了血糖会不会高", "should i avoid sweet drink", "营养液选哪种" — got a
    // steroid-diabetes staple-food text (cut the rice) or biscuits, never whether to keep drinking it.
    id: 'dexamethasone-nutrition-drink-sugar',
    compose: (said, zh) => {
      const row = DEV_CANCER_GI_FAQ.find((r) => r.id === 'dexamethasone-nutrition-drink-sugar')!;
      const t = `${said.previous ?? ''}\n${said.text}`.toLowerCase();
      if (!CONSTIPATION_OR_MORPHINE.test(t)) return null;
      return zh
        ? row.text.zh.replace(
            '口很渴、尿很多',
            '在用吗啡、大便几天一次的，可以选含膳食纤维的配方，但便秘主要靠医生开的泻药（一直配着吗啡吃），水也要喝够。口很渴、尿很多',
          )
        : row.text.en.replace(
            'Great thirst,',
            'On morphine with bowels opening only every few days, a formula with fibre helps a little, but the constipation needs the laxative the doctor prescribes alongside the morphine, and enough fluid. Great thirst,',
          );
    },
    when: [
      /血糖|糖|甜|\b(sugar\w*|glucose|sweet\w*)\b/,
      /营养液|营养粉|营养素|营养奶粉|安素|全安素|能全素|匀浆膳|肠内营养|全营养|口服营养|特医|饮料|可乐(?!果(?!汁))|果汁|\bensure\b|\bnutrition(al)? (drinks?|shakes?|powder)\b|\bsupplement drinks?\b|\bdrinks?\b|\bsoda\b|\bjuices?\b|\bshakes?\b/,
    ],
    unless: [/低血糖|\b(low (blood )?sugar|hypo\w*)\b/],
    for: { all: [DEXAMETHASONE, CANCER_TREATMENT] },
    wholeMessage: true,
    intent: 'medicine_question',
    text: {
      zh: '**地塞米松确实会让血糖升高（多在吃药后的下午到晚上）；全营养配方里的碳水化合物有一部分是糖，一份安素约有30多克碳水化合物，但营养液要继续喝——现在吃不够、体重和白蛋白往下掉的危害更大，不要因为怕血糖高就停掉或冲稀。** 这样喝：一次一份，两餐之间小口慢喝，不要一下子连喝几份；真正要少的是额外的糖——可乐、果汁、奶茶和其他含糖饮料、蜂蜜水、红糖水、五红汤里的红糖，口渴喝白开水或淡茶，牛奶、豆浆、营养液这些带蛋白质的饮品比甜饮料好。请医生安排测血糖（午饭前或晚饭前测指尖血）；如果多次高于约12 mmol/L，或者本来就有糖尿病，请营养科换成糖尿病专用型全营养配方（如益力佳、瑞代一类，糖吸收得慢一些），需要时医生会加降糖药或胰岛素——地塞米松不要自己减或停。口很渴、尿很多、明显乏力，或血糖多次超过16.7 mmol/L，当天就医；嗜睡、意识不清，立即就医。',
      en: '**Yes, dexamethasone raises blood sugar (mostly in the afternoon and evening after a dose), and part of the carbohydrate in a nutrition drink is sugar — a serving of Ensure has about 30–35 g of carbohydrate — but keep drinking it: not eating enough, with weight and albumin falling, is the bigger danger now, so do not stop it or water it down for fear of the sugar.** How: one serving at a time, sipped slowly between meals, not several at once. The sugar to cut is the extra kind — soda, juice, sweet tea and other sugary drinks, honey or brown-sugar water: drink water or weak tea for thirst, and choose milk, soy milk or nutrition drinks, which bring protein, over sweet drinks. Ask the doctor to arrange blood sugar checks (a finger-prick before lunch or the evening meal); if it is above about 12 mmol/L (216 mg/dL) again and again, or there is diabetes already, ask the dietitian for a diabetes-specific complete formula (such as Glucerna, which releases its sugar more slowly), and the doctor may add a glucose-lowering tablet or insulin — never cut or stop the dexamethasone yourselves. Great thirst, passing a lot of urine or marked tiredness, or readings above 16.7 mmol/L (300 mg/dL) again and again, need a doctor the same day; drowsiness or confusion needs care at once.',
    },
    source: {
      ref: 'Joint British Diabetes Societies for Inpatient Care (JBDS-IP). Management of hyperglycaemia and steroid (glucocorticoid) therapy, 2023 update (afternoon–evening rise; capillary glucose before lunch or the evening meal; treat if persistently > 12 mmol/L; never stop steroids abruptly); Muscaritoli M et al. ESPEN practical guideline: Clinical Nutrition in cancer. Clin Nutr 2021;40:2898–2913 (oral nutritional supplements when intake is inadequate); Abbott Ensure product label (carbohydrate per serving) — cited from memory',
    },
  },
  {
    // Rounds 29–35 (阿强, zh-071 r29, zh-077 r30, zh-070 r31, zh-070 r33, en-073 r34, en-076 r32; 刘阿姨 en-043 r29):
    // "安素和全安素选哪个好", "安素一天几罐够", "全营养粉一天冲几次，一次冲多少勺", "would a whey protein powder be
    // enough or does he need the hospital type nutrition drink? how many servings a day", "are Ensure type drinks
    // ok? she gets bloated from milk" — Ensure compared with Boost, or declined.
    id: 'cancer-nutrition-drink-how-much',
    when: [
      /安素|全安素|能全素|瑞能|雅培|口服营养|特医|特殊医学用途|营养液|营养粉|营养奶粉|全营养|肠内营养|医院(推荐|开)的?(营养|粉)|\bensure\b|\bnutrition(al)? (drinks?|shakes?|supplements?|powder)\b|\bsupplement drinks?\b|\bhospital[- ]type\b|\bsip feeds?\b/,
      /几罐|几瓶|几次|几勺|几份|多少勺|冲多少|一天.{0,4}(多少|几)|选哪|哪个好|哪种|能喝吗|可以喝吗|能不能喝|够不够|够吗|还是|\bhow (many|much|often)\b|\bservings?\b|\bscoops?\b|\bcans?\b|\bbottles?\b|\bwhich (one|is better|kind|type)\b|\benough\b|\bok\b|\bokay\b|\bfine\b|\bbloat\w*\b|\bworth\b/,
    ],
    unless: [/血糖|\b(blood sugar|glucose)\b/, NOT_A_NUTRITION_DRINK],
    for: CANCER_TREATMENT,
    notFor: KIDNEY_DISEASE,
    beforeMedicineDiet: true,
    wholeMessage: true,
    intent: 'product_question',
    compose: (said, zh) => {
      // Which product asked ("安素和全安素选哪个好"): the comparison leads.
      if (!WHICH_PRODUCT.test(said.text.toLowerCase())) return null;
      const [ok, amount, serving, which, rest] = pickZh(DRINK_PARTS, zh);
      const sp = zh ? '' : ' ';
      return `**${which}**${sp}${ok}${sp}${amount}${sp}${serving}${sp}${rest}`;
    },
    text: {
      zh: `**${DRINK_PARTS.zh[0]}${DRINK_PARTS.zh[1]}**${DRINK_PARTS.zh.slice(2).join('')}`,
      en: `**${DRINK_PARTS.en[0]} ${DRINK_PARTS.en[1]}** ${DRINK_PARTS.en.slice(2).join(' ')}`,
    },
    source: {
      ref: 'Muscaritoli M et al. ESPEN practical guideline: Clinical Nutrition in cancer. Clin Nutr 2021;40:2898–2913 (oral nutritional supplements when intake is inadequate; enteral nutrition when oral intake stays inadequate); Volkert D et al. ESPEN guideline on clinical nutrition and hydration in geriatrics. Clin Nutr 2019;38:10–47 (oral nutritional supplements of at least 400 kcal and 30 g protein a day); 雅培安素全营养配方粉标签（6平勺约55.8克加200毫升水约250千卡）— cited from memory',
      url: 'https://doi.org/10.1016/j.clnu.2021.02.005',
    },
  },
  {
    // Rounds 29–34 (刘阿姨 zh-052 r29, zh-051 r34; 阿强 en-076 r32): "能给她喝蛋白粉吗，乳清的还是大豆的好", "闺女给我买了
    // 一桶安利的能吃吗", "would protein powder help? which kind is easiest to swallow" — the older person's "not
    // essential, one scoop a day", or declined. How many scoops alone is protein-powder-eating-little's.
    id: 'cancer-protein-powder-which',
    compose: (said, zh) => {
      const w = weightOf(said);
      if (w === undefined) return null;
      const row = DEV_CANCER_GI_FAQ.find((r) => r.id === 'cancer-protein-powder-which')!;
      return zh
        ? row.text.zh.replace(
            '（60公斤约70–90克）',
            `（按${kgText(w)}公斤约${Math.round(w * 1.2)}–${Math.round(w * 1.5)}克）`,
          )
        : row.text.en.replace(
            '(about 70–90 g at 60 kg)',
            `(about ${Math.round(w * 1.2)}–${Math.round(w * 1.5)} g at ${kgText(w)} kg)`,
          );
    },
    when: [
      /蛋白粉|乳清|\b(whey|protein powders?|protein shakes?)\b/,
      /哪种|哪个|哪一种|还是|大豆|安利|纽崔莱|汤臣倍健|能吃吗|能喝吗|可以吗|能不能|有用吗|有没有用|\b(which|soy|help|worth|ok|okay|fine|brand)\b/,
    ],
    unless: [/几勺|多少勺|\bscoops?\b|\bhow (much|many)\b/],
    for: CANCER_TREATMENT,
    notFor: KIDNEY_DISEASE,
    wholeMessage: true,
    intent: 'product_question',
    text: {
      zh: '**可以喝，乳清和大豆蛋白粉都行，差别不大：乳清吸收快、好冲；喝奶会腹胀或正在拉肚子的，选大豆分离蛋白或“分离乳清”更稳妥——普通（浓缩）乳清含一些乳糖，可能加重腹泻，大豆分离蛋白不含乳糖，分离乳清乳糖很少。** 家里已经有的品牌蛋白粉（比如安利纽崔莱的，多是大豆、豌豆、小麦等植物蛋白混合）可以用，不用另买；看配料表和每勺含多少克蛋白质就行。它是用来补差额的：肿瘤病人每天蛋白质每公斤体重约1.2–1.5克（60公斤约70–90克），先算饭、奶、蛋里已经有多少，差多少再补，一般一天1–2勺，分开冲。怎么好咽：选无味的细粉，用温水、温牛奶（拉肚子时用无乳糖奶）或豆浆冲，或者调进粥、米糊里搅匀，不要用开水冲（会结块）。蛋白粉只补蛋白质、能量很少；吃得少、体重还在掉的，全营养的口服营养补充剂（安素一类）比单纯的蛋白粉更合适，两样也可以一起用。蛋白粉跟化疗药、靶向药没有已知的相互作用，但它不能抗癌，贵的不一定更好。',
      en: '**Yes, it can help, and whey or soy both work — the difference is small: whey is absorbed fast and mixes easily; with bloating from milk or ongoing diarrhoea, a soy protein isolate or a whey isolate is the safer pick — ordinary (concentrate) whey carries some lactose that can worsen diarrhoea, soy isolate has none and whey isolate very little.** A brand already at home (Nutrilite from Amway, say, which is mostly soy, pea and wheat protein) is fine — check the ingredient list and the grams of protein per scoop. It is there to fill the gap: with cancer the daily protein target is about 1.2–1.5 g per kg (about 70–90 g at 60 kg), so count what food, milk and eggs already give and add for the rest — usually 1–2 scoops a day, taken separately. Easiest to swallow: an unflavoured fine powder mixed into warm water, warm milk (lactose-free with diarrhoea) or soy milk, or stirred into porridge or congee — not boiling water, which makes it clump. Protein powder adds protein but little energy; when eating is poor and weight is still falling, a complete oral nutrition drink (Ensure or similar) suits better, and the two can be used together. It has no known interaction with chemotherapy or targeted drugs, but it does not fight cancer, and a pricier one is not better.',
    },
    source: {
      ref: 'Muscaritoli M et al. ESPEN practical guideline: Clinical Nutrition in cancer. Clin Nutr 2021;40:2898–2913 (protein above 1 g/kg and up to 1.5 g/kg a day; oral nutritional supplements when intake is inadequate); NIH NIDDK, Lactose intolerance: eating, diet and nutrition (lactose in dairy products) — cited from memory',
      url: 'https://doi.org/10.1016/j.clnu.2021.02.005',
    },
  },
  {
    // Round 35 zh-039 (阿强, development data): "乳清蛋白粉一天冲几勺合适？打顺铂会伤肾，蛋白吃多了肾受得了吗" —
    // the protein-powder row gave the target but never the kidneys, nor a number of scoops.
    id: 'cisplatin-protein-kidneys',
    compose: (said, zh) => {
      const w = weightOf(said);
      if (w === undefined) return null;
      const row = DEV_CANCER_GI_FAQ.find((r) => r.id === 'cisplatin-protein-kidneys')!;
      const lo = Math.round(w * 1.2);
      const hi = Math.round(w * 1.5);
      return zh
        ? row.text.zh.replace('1.2–1.5克吃蛋白质', `1.2–1.5克吃蛋白质（按${kgText(w)}公斤约${lo}–${hi}克）`)
        : row.text.en.replace(
            'protein at 1.2–1.5 g per kg a day',
            `protein at 1.2–1.5 g per kg a day (about ${lo}–${hi} g at ${kgText(w)} kg)`,
          );
    },
    when: [/蛋白|乳清|\b(protein|whey)\b/, /肾|\b(kidneys?|renal)\b/],
    for: CANCER_TREATMENT,
    notFor: KIDNEY_DISEASE,
    beforeMedicineDiet: true,
    wholeMessage: true,
    intent: 'how_much_nutrient',
    text: {
      zh: '**肾功能正常时，按每天每公斤体重1.2–1.5克吃蛋白质不会伤肾，也不会让顺铂更伤肾；反倒是营养不良、白蛋白低，对坚持放化疗的坏处大得多。顺铂伤肾要靠足够的水来防：打顺铂前后医院会输液“水化”，回家后的几天里（医生没有限水时）水、奶、营养液、汤加起来每天喝够2–3升，尿色保持淡黄。** 蛋白粉不按固定勺数吃，而是补差额：先算饭、奶、蛋、营养液里已经有多少，离目标还差多少再补几勺。每勺多少克蛋白质看罐上的标签（常见每份10–25克），一般一天1–3勺，分开冲进牛奶、米糊或粥里，比一次喝一大杯好；只能喝流食、吃得很少的，先用全营养配方打底，蛋白粉是加在上面的。每次打顺铂前医院都会查肌酐、血钾、血镁：如果医生说肾功能下降了、肌酐升高或尿量明显变少，蛋白质和喝水的量就听医生的。',
      en: '**With normal kidney function, protein at 1.2–1.5 g per kg a day does not harm the kidneys, nor make cisplatin harder on them; malnutrition and a low albumin do far more harm to getting through chemoradiotherapy. What protects the kidneys from cisplatin is fluid: the hospital gives intravenous fluids around each dose, and for the days after it (unless the doctor limits fluids) about 2–3 litres a day of water, milk, nutrition drinks and soup together, keeping the urine pale.** Protein powder is not a fixed number of scoops but a top-up: count what food, milk, eggs and nutrition drinks already give, and add scoops for the gap. The label gives the grams per scoop (commonly 10–25 g); usually 1–3 scoops a day, each stirred into milk, porridge or congee, spread out rather than one big shake. Living on liquids and eating little, start from a complete nutrition drink and add the powder on top. Creatinine, potassium and magnesium are checked before each cisplatin dose: if the doctor says kidney function has dropped, the creatinine has risen or much less urine is passed, the protein and fluid amounts are the doctor’s call.',
    },
    source: {
      ref: 'Arends J et al. ESPEN guidelines on nutrition in cancer patients. Clin Nutr 2017;36:11–48 (protein above 1 g/kg and up to 1.5 g/kg a day; intakes up to 2 g/kg are safe with normal renal function — cited from memory); Platinol (cisplatin) US prescribing information §5 (nephrotoxicity: adequate hydration; monitor creatinine, magnesium and electrolytes before each course) — cited from memory',
      url: 'https://doi.org/10.1016/j.clnu.2016.07.015',
    },
  },
  {
    // Rounds 29–35 (刘阿姨, zh-050 r29, en-050 r30, zh-053 r30, en-051 r31, en-053 r32, en-051 r33, zh-053 r33,
    // zh-048 r34, en-029 r35, zh-028 r35): how to space Iressa and Pariet around the day's meals — declined
    // ("ask the oncology team") or the bare 12-hour rule with no timetable, and never whether with food.
    id: 'gefitinib-ppi-schedule',
    when: [
      /错开|间隔|隔开|隔多久|几点|什么时间|什么时候吃|(时间|顿饭)[^，。？?]{0,6}(安排|排)|怎么排|咋排|怎么安排|咋安排|饭前|饭后|空腹|一起吃|同时吃|\bwhat time\b|\bwhen (should|do|to|can)\b|\bspac(e|ed|ing)\b|\bschedule\b|\bhow (should|do|can) (she|he|i|we) take\b|\btiming\b|\bapart\b|\bsame time\b|\bwith (or without )?food\b|\bempty stomach\b|\bgets? up\b/,
    ],
    unless: [/可乐(?!果(?!汁))|\b(cola|coke|pepsi|soda)\b/],
    for: { all: [{ said: GEFITINIB_SAID }, { said: PPI_SAID }] },
    wholeMessage: true,
    intent: 'drug_interaction',
    text: {
      zh: '**易瑞沙（吉非替尼）和波利特（雷贝拉唑）确实有冲突：抑酸药让胃酸变少，易瑞沙吸收就变差。两种药不要一起吃，要隔开12小时——说明书的做法是易瑞沙在抑酸药吃后12小时、或下一次吃之前12小时服用。按早上6点起床，一天可以这样排：6:30 波利特（早饭前，整片吞下，不嚼不掰）；7:00 早饭；12:00 午饭；18:00 晚饭；18:30 易瑞沙（白开水送服）。** 关键是一早一晚、每天固定同样的时间；想早上吃易瑞沙的也可以反过来：6:30 易瑞沙，晚饭前18:30 吃波利特。易瑞沙饭前饭后都可以吃，跟三顿饭不用特意错开。漏吃易瑞沙：离下一次还有12小时以上就补上，不到12小时就跳过，不要一次吃两片。别的护胃药也要算进去：法莫替丁这类H2受体拮抗剂，或铝碳酸镁（达喜）这类抗酸药，要和易瑞沙隔开6小时。下次复诊时可以问肿瘤科医生：波利特是不是一定要长期吃；在医生说之前，两种药都不要自己停。',
      en: '**Yes, they clash: an acid reducer such as Pariet (rabeprazole) lowers stomach acid, and Iressa (gefitinib) is then absorbed less. Do not take them together — keep them 12 hours apart: the label says to take gefitinib 12 hours after the acid reducer, or 12 hours before its next dose. Getting up at 6, a day can run like this: 6:30 rabeprazole (before breakfast, swallowed whole, not chewed or split); 7:00 breakfast; 12:00 lunch; 18:00 dinner; 18:30 gefitinib, with water.** What matters is one in the morning and one in the evening, at the same times every day; if gefitinib suits the morning better, swap them: gefitinib at 6:30 and rabeprazole before dinner at 18:30. Gefitinib can be taken with or without food, so the meals need no spacing of their own. A missed gefitinib dose: take it if the next is more than 12 hours away; otherwise skip it — never two at once. Other stomach medicines count too: an H2 blocker such as famotidine, or an antacid, is kept 6 hours from gefitinib. At the next visit, ask the oncologist whether the rabeprazole is still needed long term; until then, keep taking both as prescribed.',
    },
    source: {
      ref: 'Iressa (gefitinib) US prescribing information §2.1 (250 mg once daily with or without food; do not take a missed dose within 12 hours of the next) and §7 (avoid proton pump inhibitors if possible; if required, take gefitinib 12 hours after the last dose or 12 hours before the next dose of the PPI; 6 hours from an H2-receptor antagonist or antacid); Aciphex (rabeprazole) US prescribing information §2 (swallow delayed-release tablets whole) — cited from memory',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=iressa',
    },
  },
  {
    // Rounds 29–35 (刘阿姨, en-042 r29, zh-051 r29, en-051 r30, en-052 r31, zh-049 r31, en-050 r32, zh-050 r32,
    // zh-050 r33, en-049 r34, zh-050 r34, en-027 r35, zh-027 r35): how much to eat to put weight back on with
    // cancer, how many meals and what in each — generic tips, a kidney row, or the plan's 1395 kcal "floor".
    id: 'cancer-weight-gain-how-much',
    compose: (said, zh) => {
      const w = weightOf(said);
      const diarrhoea = DIARRHOEA.test(`${said.previous ?? ''}\n${said.text}`.toLowerCase());
      if (w === undefined && !diarrhoea) return null;
      return weightGainText(w, zh, diarrhoea);
    },
    when: [
      // Gaining weight wanted, not weight gained: "to gain", "put weight back on", "长点肉".
      /(想|要|让\S{0,2}|能|帮\S{0,2})(长(点|些|一点)?肉|长胖|增重|胖(一)?点)|长(点|些|一点)肉|增重|体重(涨|长)回|把体重.{0,4}(补|长|涨)|\b(to|want to|wants to|trying to|try to|need to|needs to|help (her|him|me|them)|how (do|can|should) (i|we|she|he|they)) (re)?gain\b|\b(re)?gain (some |a bit of |the |her |his |my )?(weight|kilos|pounds)( back)?\b|\bput (some |the |a bit of )?weight (back )?on\b|\bput on (some )?weight\b|\bweight back\b|\bbulk (her|him|me) up\b/,
    ],
    unless: [
      /怀孕|孕期|\bpregnan\w*/,
      // Weight gained and not wanted (on hormone therapy or steroids): not this row.
      /减肥|减重|瘦下来|控制体重|胖了|会(不会)?长胖|长胖吗|\bgained\b|\blose (some )?weight\b|\boverweight\b|\bweight gain (from|on|since|after|with)\b|\bmakes? (you|me|him|her|people) gain\b|\bcause\w* weight gain\b|\bup \d+ ?(lbs?|pounds|kg|kilos)\b/,
    ],
    for: CANCER_TREATMENT,
    notFor: [KIDNEY_DISEASE, { refeedingRisk: true }],
    wholeMessage: true,
    intent: 'bmi_energy',
    pushesWeightGain: true,
    text: { zh: weightGainText(undefined, true, false), en: weightGainText(undefined, false, false) },
    source: {
      ref: 'Muscaritoli M et al. ESPEN practical guideline: Clinical Nutrition in cancer. Clin Nutr 2021;40:2898–2913 (energy 25–30 kcal/kg a day, more to regain weight; protein above 1 g/kg and up to 1.5 g/kg; small frequent energy-dense meals; oral nutritional supplements); 中国抗癌协会肿瘤营养专业委员会. 中国肿瘤营养治疗指南（2020）— cited from memory; NICE CG32 Nutrition support for adults (refeeding risk: electrolytes checked as intake rises)',
      url: 'https://doi.org/10.1016/j.clnu.2021.02.005',
    },
  },
  {
    // Follow-ups of the diarrhoea question (刘阿姨 zh-054 r29 "那酸奶呢", zh-051 r30 "酸奶能喝吗？", en-054 r34 "can she
    // drink coconut water or pocari sweat to replace fluids?"): the follow-up had no answer or a low-potassium
    // juice text.
    id: 'egfr-tki-diarrhoea-dairy-drinks',
    when: [
      /酸奶|牛奶|奶|椰子水|宝矿力|运动饮料|电解质|补液|\b(yog(h)?urt|milk|coconut water|pocari|gatorade|sports? drinks?|electrolyte\w*|rehydrat\w*|fluids?)\b/,
      // Asked as a question of its own ("那酸奶呢", "can she drink …"): two patterns, so that a tie with the
      // low-potassium juice row (read with the message before) goes to this one, earlier in the table.
      /呢|吗|能|可以|行|\b(can|could|ok|okay|should|is|are|what about|how about)\b/,
    ],
    // Foods asked about besides are the diarrhoea row's whole question (foods, milk and all).
    unless: [
      /饮食|忌|注意|吃什么|吃啥|多吃|能吃|粥|面条|米饭|馒头|香蕉|鸭蛋|\b(foods?|eat|diet|congee|brat|rice|noodles?|bananas?)\b/,
      /血钾|低钾|补钾|\bpotassium\b/,
    ],
    // The diarrhoea said in the message before: a follow-up naming a food is not read with it (select.ts), so
    // the audience carries it — or fluids to replace, said in this one (the early whole-message rows are read
    // without the message before).
    for: { all: [EGFR_TKI, { said: new RegExp(`${DIARRHOEA.source}|${REPLACE_FLUIDS.source}`) }] },
    // Before the low-potassium juice row (rows-round26-unsafe-zh.ts), which answers potassium, not the fluid.
    beforeMedicineDiet: true,
    wholeMessage: true,
    intent: 'food_sources',
    compose: (said, zh) => {
      // Asked about drinks and not milk or yoghurt: the fluids lead first.
      const t = said.text.toLowerCase();
      if (!REPLACE_FLUIDS.test(t) && !/椰子水|\bcoconut water\b/.test(t)) return null;
      if (/酸奶|牛奶|\b(yog(h)?urt|milk)\b/.test(t)) return null;
      const [dairy, fluids, rest] = pickZh(DAIRY_DRINKS, zh);
      return `**${fluids}** ${rest}${zh ? '' : ' '}${dairy}`;
    },
    text: {
      zh: `**${DAIRY_DRINKS.zh[0]}${DAIRY_DRINKS.zh[1]}** ${DAIRY_DRINKS.zh[2]}`,
      en: `**${DAIRY_DRINKS.en[0]} ${DAIRY_DRINKS.en[1]}** ${DAIRY_DRINKS.en[2]}`,
    },
    source: {
      ref: 'NCI, Eating Hints: Before, during, and after Cancer Treatment (2022): diarrhoea (lactose, yoghurt, fluids for each loose stool); WHO/UNICEF reduced-osmolarity oral rehydration salts (sodium 75 mmol/L); USDA FoodData Central (coconut water: potassium about 250 mg, sodium about 105 mg per 100 g) — cited from memory',
    },
  },
  {
    // Rounds 29–35 (刘阿姨, zh-053/054 r29, zh-050/051 r30, en-055 r31, zh-051 r31, en-055 r32, zh-053 r32, en-053 r33,
    // zh-055 r33, en-053/054 r34, zh-052 r34, en-052 r30): diarrhoea on gefitinib with loperamide — which foods,
    // milk or yoghurt, plain congee and soft noodles, BRAT, salted duck egg, coconut water or Pocari Sweat —
    // answered with the capecitabine card's red flags and no food at all.
    id: 'egfr-tki-diarrhoea-foods',
    when: [
      DIARRHOEA,
      /吃|喝|忌|饮食|食物|牛奶|酸奶|粥|面条|香蕉|鸭蛋|椰子水|宝矿力|运动饮料|补液|安素|\b(eat\w*|foods?|diet|milk|yog(h)?urt|brat|congee|drink\w*|coconut water|pocari|gatorade|sports? drinks?|ensure|fluids?)\b/,
    ],
    unless: [/血钾|低钾|补钾|\bpotassium\b/],
    for: EGFR_TKI,
    wholeMessage: true,
    intent: 'food_sources',
    text: {
      zh: '**吃易瑞沙这类靶向药拉肚子时，饮食要清淡、少油、少渣、少乳糖、少量多餐，同时蛋白质和能量不能少——体重已经偏低，光喝白粥会越拉越瘦。** 可以吃：白粥、烂面条、软米饭、馒头、苏打饼干可以多吃，但要配上蛋白质——蒸蛋羹、煮鸡蛋、鱼肉、虾仁、去皮鸡肉末、瘦肉末、嫩豆腐；香蕉、去皮煮软的土豆和山药、蒸苹果也合适（拉肚子会丢钾，这几样含钾）。先少吃或不吃：油炸和肥肉、辣椒、酒、浓茶和咖啡、很甜的饮料和果汁、粗粮和豆类、韭菜芹菜这类粗纤维蔬菜、坚果、生冷的东西、含木糖醇或山梨醇的无糖糖果。牛奶：拉肚子时先停普通牛奶（乳糖会加重腹泻），换成无乳糖牛奶（如舒化奶）；酸奶一般比牛奶好耐受，选原味、少糖的，一次一小杯（100–150克）试试，不加重就可以每天吃。只吃香蕉、米饭、苹果泥、吐司的“BRAT饮食”已经不推荐了——蛋白质太少；这些可以当主食，再配上面的蛋白质食物。咸鸭蛋很咸，一个就有约4克盐（一天建议不超过5克），配粥偶尔吃半个可以，换成煮鸡蛋、蒸蛋，蛋白质一样。补水：每拉一次补一杯（约200毫升）；拉得多时用药店的口服补液盐III按说明冲。椰子水含钾多、钠少，宝矿力这类运动饮料糖多、钠也比补液盐少，都代替不了口服补液盐，轻的时候可以当作补水的一部分。营养液小口慢喝，先从半份开始。洛哌丁胺按肿瘤科医生说的吃。一天比平时多拉4次以上、夜里也拉、发烧、头晕站不稳、喝不进水或尿很少，今天就联系肿瘤科团队——可能要先停几天易瑞沙，由医生决定，不要自己停。',
      en: '**With diarrhoea on gefitinib (Iressa) or a similar targeted drug, keep food plain, low in fat, low in rough fibre and low in lactose, in small frequent meals — but do not let protein and energy drop: with weight already low, plain congee alone lets it slide further.** Good to eat: congee, soft noodles, soft rice, steamed buns and plain crackers, always with some protein — steamed egg custard, boiled egg, fish, shrimp, skinless minced chicken, lean mince, soft tofu; banana, peeled boiled potato or yam and stewed apple suit too (diarrhoea loses potassium, and these carry some). Leave out or cut down: fried and fatty food, chilli, alcohol, strong tea and coffee, very sweet drinks and juice, whole grains and beans, stringy vegetables such as celery and chives, nuts, cold raw food, and sugar-free sweets with sorbitol or xylitol. Milk: stop ordinary milk while the diarrhoea lasts (lactose makes it worse) and use lactose-free milk; yoghurt is usually better tolerated than milk — try a small pot (100–150 g) of plain, not-too-sweet yoghurt, and keep it daily if it does not make things worse. The BRAT diet (bananas, rice, applesauce, toast) on its own is no longer advised — too little protein; use those as starches alongside the protein foods above. Salted duck egg is very salty — about 4 g of salt in one, close to the 5 g a day limit — so half a one with congee now and then is fine, and a boiled or steamed egg gives the same protein. Fluids: a glass (about 200 ml) for each loose stool; with heavier diarrhoea, an oral rehydration solution from the pharmacy made up as directed. Coconut water is high in potassium but low in sodium, and sports drinks such as Pocari Sweat or Gatorade carry more sugar and less sodium than rehydration solution — neither replaces it, though either can be part of the fluid on mild days. Sip nutrition drinks slowly, starting with half a serving. Take the loperamide as the oncology team told you. Four or more stools a day above the usual, diarrhoea at night, a fever, dizziness on standing, not keeping fluids down or passing little urine: contact the oncology team today — they may pause the gefitinib for a few days; that is their decision, not one to make alone.',
    },
    source: {
      ref: 'Iressa (gefitinib) US prescribing information §2.2 and §6 (diarrhoea; withhold for severe or persistent diarrhoea) — cited from memory; NCI, Eating Hints: Before, during, and after Cancer Treatment (2022): diarrhoea (small meals, low-fibre, lactose, fluids for each loose stool); NCI CTCAE v5.0 (2017), diarrhoea grade 2 (4–6 stools a day over baseline); WHO/UNICEF oral rehydration salts (reduced osmolarity); 中国食物成分表（标准版，第6版）（咸鸭蛋钠约2700 mg/100 g）— cited from memory',
    },
  },
  {
    // Rounds 29–35 (阿强, en-096 r29, en-097 r29, zh-070 r29, en-070/071 r30, zh-072 r30, en-071 r31, zh-069 r31,
    // en-071/072 r32, zh-072 r32, en-066 r33, en-068 r34, zh-071 r34, en-039 r35): how many grams of protein on
    // liquids with an albumin of 30, and how to get there — 58 g (1.0 g/kg) with "no supplement", soft-food
    // text without a target, or the thickened-water text for an older woman.
    id: 'cancer-liquid-diet-protein-target',
    compose: (said, zh) => {
      const w = weightOf(said);
      return w === undefined ? null : liquidProteinText(w, zh);
    },
    when: [
      /蛋白[^，。？?]{0,10}(多少|几克|够|补|凑)|(多少|几克)[^，。？?]{0,6}蛋白|(把|怎么|如何)[^，。？?]{0,8}蛋白|补(上来|回来|得上)|营养(够|跟得上|怎么补|才够)|(只能喝|流食|流质)[^。？?]{0,20}(吃什么|喝什么|怎么吃|吃啥)|\bhow (much|many grams?( of)?) protein\b|\bprotein\b[^.?!]{0,30}\b(need|per day|a day|enough)\b|\b(enough|more|high|most|the most) protein\b|\bgrams? (of )?protein\b|\bhigh.?protein\b|\bprotein (target|goal|needs?)\b|蛋白(质)?的?(目标|需要量)|\bwhat (i|he|she|we) can (eat|drink)\b[\s\S]{0,60}\bliquids?\b|\bliquids?\b[\s\S]{0,60}\bwhat (can|should) (i|he|she|we) (eat|drink)\b/,
    ],
    unless: [
      /便秘|\bconstipat\w*/,
      /白细胞|\b(wbc|white (cells?|count))\b/,
      // Protein powder asked about is the powder rows' question; soup, the soup row's.
      /蛋白粉|乳清|\b(whey|scoops?|protein powders?)\b/,
      /(鸽子|鲫鱼|黄鳝|鸡|鱼|骨头|五红|乌鸡|排骨|肉)汤|\b(soups?|broths?)\b/,
      // Swallowing that hurts, with neither liquids only nor an amount asked: the painful-swallowing row's
      // soft foods (rows-round32.ts).
      /^(?![\s\S]*(流食|流质|只能喝|多少|几克|\bliquids?\b|\bhow (much|many)\b|\bgrams?\b|\b\d+ ?kg\b))[\s\S]*(疼|痛|\bhurts?\b|\bpainful\b|\bpain\b|\bsore\b|\bburns?\b)/,
    ],
    for: { all: [CANCER_TREATMENT, LIQUID_DIET] },
    notFor: KIDNEY_DISEASE,
    beforeMedicineDiet: true,
    wholeMessage: true,
    intent: 'how_much_nutrient',
    text: { zh: liquidProteinText(undefined, true), en: liquidProteinText(undefined, false) },
    source: {
      ref: 'Muscaritoli M et al. ESPEN practical guideline: Clinical Nutrition in cancer. Clin Nutr 2021;40:2898–2913 (protein above 1 g/kg and up to 1.5 g/kg a day, energy 25–30 kcal/kg; oral nutritional supplements; enteral nutrition by tube when oral intake stays inadequate, e.g. with obstruction or severe mucositis from radiotherapy of the head, neck or oesophagus); 中国抗癌协会肿瘤营养专业委员会. 恶性肿瘤放疗患者营养治疗专家共识（2021）— cited from memory',
      url: 'https://doi.org/10.1016/j.clnu.2021.02.005',
    },
  },
];
