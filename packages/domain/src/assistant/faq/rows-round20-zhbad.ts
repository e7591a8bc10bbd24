/**
 * Blind answer round 20's zh-CN questions answered with a neighbouring topic or declined (development data,
 * issue 30 §2), each written for the class of question (subject × what is asked × who asks), not one
 * question's words: the protein in a breakfast, lemon water "detox", a health check with fatty liver, high
 * triglycerides and uric acid, whey scoops and timing, iron tablets beside soy milk, eating vegan at a
 * Sichuan restaurant, what to eat for morning sickness, the glucose tolerance test's preparation, waking
 * hungry at night in pregnancy, weight on an SSRI, a thickener against home-made rice paste, when to
 * re-test after treating a low, dry wine or sugar-free beer on insulin, magnesium foods on tacrolimus,
 * diet for a steroid's high glucose, coffee, alcohol and energy drinks on an antiseizure medicine,
 * supplements before pregnancy on valproate, yoghurt and soy milk beside a tetracycline, triglycerides on
 * a retinoid, red dates and brown sugar for anaemia, a picky child and iron, keto or fasting with gout,
 * and magnesium with osteoporosis.
 */
import {
  IRON_NOT_WANTED,
  LOSS_WANTED,
  MINOR,
  NO_DEFICIT,
  ON_LIVER_OR_LIPID_RAISING_MEDICINE,
  PANCREATITIS,
  PREGNANCY_SAID,
  PREGNANT,
  UNWANTED_LOSS_SAID,
} from './audiences';
import type { FaqAudience, FaqRow } from './types';
import { EVERYDAY_RULES } from '../intents/everyday';

/** Pregnant, or morning sickness said ("孕吐" says the pregnancy by itself). */
const PREGNANT_OR_NAUSEA: FaqAudience = {
  ...PREGNANT,
  said: new RegExp(`${PREGNANCY_SAID.source}|孕吐|\\bmorning sickness\\b`),
};
const KIDNEY: FaqAudience = {
  conditions: ['kidney_disease', 'dialysis'],
  said: /肾病|肾功能不全|肾衰|透析|\bckd\b|\bkidney disease\b|\bdialysis\b/,
};
const INSULIN_OR_SU: FaqAudience = {
  medicines: ['insulin', 'sulfonylurea'],
  said: /胰岛素|格列|甘精|门冬|来得时|诺和|\binsulin\b|\blantus\b|\bnovorapid\b|\bgliclazide\b|\bglimepiride\b|\bglipizide\b/,
};
const DIABETES_OR_LOWERING: FaqAudience = {
  conditions: ['diabetes'],
  medicines: ['insulin', 'sulfonylurea'],
  said: /糖尿病|胰岛素|格列|\bdiabet\w*|\binsulin\b|\bgliclazide\b|\bglimepiride\b/,
};
const TRANSPLANT: FaqAudience = {
  conditions: ['kidney_transplant'],
  medicines: ['calcineurin_inhibitor'],
  said: /移植|他克莫司|环孢素|普乐可复|\btransplant\w*\b|\btacrolimus\b|\bprograf\b|\bciclosporin\b|\bcyclosporine\b/,
};
/** A glucocorticoid named (not a thyroid, sex or growth hormone, nor insulin). */
const STEROID_SAID =
  /(?<!甲状腺|雌|孕|生长|性|胰岛素)激素|泼尼松|强的松|甲泼尼龙|美卓乐|地塞米松|\bprednis\w*|\bsteroids?\b|\bmethylpred\w*|\bdexamethasone\b/;
const ON_STEROID: FaqAudience = {
  medicines: ['prednisone', 'prednisolone', 'methylprednisolone', 'dexamethasone'],
  said: STEROID_SAID,
};
/** An antiseizure medicine taken, or epilepsy said (not gabapentin or pregabalin for pain). */
const ANTISEIZURE: FaqAudience = {
  medicines: [
    'valproate',
    'carbamazepine',
    'oxcarbazepine',
    'lamotrigine',
    'levetiracetam',
    'topiramate',
    'phenobarbital',
    'primidone',
    'phenytoin',
    'fosphenytoin',
  ],
  said: /癫痫|羊角风|抽搐发作|丙戊酸|德巴金|左乙拉西坦|开浦兰|卡马西平|拉莫三嗪|\bepilep\w*|\bseizures?\b|\bvalpro\w*|\bdepakote\b|\bkeppra\b|\blevetiracetam\b|\blamotrigine\b|\bcarbamazepine\b/,
};
const VALPROATE: FaqAudience = {
  medicines: ['valproate'],
  said: /丙戊酸|德巴金|\bvalpro\w*|\bdepakote\b|\bdepakine\b|\bepilim\b/,
};
const TETRACYCLINE: FaqAudience = {
  medicines: ['tetracycline'],
  said: /米诺环素|多西环素|四环素|美满霉素|\bminocycline\b|\bdoxycycline\b|\btetracycline\b|\bminocin\b/,
};
const ISOTRETINOIN: FaqAudience = {
  medicines: ['isotretinoin'],
  said: /异维a酸|泰尔丝|\bisotretinoin\b|\baccutane\b|\babsorica\b|\broaccutane\b/,
};
const GOUT: FaqAudience = {
  conditions: ['gout'],
  medicines: ['allopurinol', 'febuxostat'],
  said: /痛风|尿酸|\bgout\b|\buric\b|\burate\b/,
};
const SSRI: FaqAudience = {
  medicines: ['ssri'],
  said: /舍曲林|左洛复|氟西汀|百忧解|帕罗西汀|赛乐特|艾司西酞普兰|来士普|西酞普兰|\bsertraline\b|\bzoloft\b|\bfluoxetine\b|\bprozac\b|\bparoxetine\b|\bescitalopram\b|\blexapro\b|\bcitalopram\b|\bssris?\b/,
};

/** The everyday answer on red dates, longan, ejiao and brown sugar (intents/everyday.ts). */
const FOLK_IRON = EVERYDAY_RULES['iron-folk-foods'];

const CN_DRIS = '中国居民膳食营养素参考摄入量（2023版）';
const CN_GUIDE = '中国居民膳食指南（2022）';

export const ROUND20_ZHBAD_FAQ: readonly FaqRow[] = [
  {
    // Round 20 zh-002: "那早上一个鸡蛋加一杯牛奶够不够啊" after a protein question got the protein target again
    // and "no reliable rule" for the egg and milk.
    id: 'protein-in-egg-and-milk',
    // The egg AND the milk named: "一个鸡蛋多少蛋白质，我早上吃俩" is the eggs' own question, which this
    // text's fixed egg-and-milk breakfast does not answer (blind answer round 21, zh-005: rows-round21-zhbad.ts).
    when: [
      /鸡蛋|蛋(?!白)|\beggs?\b/,
      /牛奶|酸奶|(一|1)\s*(杯|盒|袋|瓶)奶|\bmilk\b|\byog(h)?urt\b/,
      /够不够|够吗|够了吗|够不|足够|多少克|多少蛋白|\benough\b|\bhow much protein\b|\bhow many grams\b/,
    ],
    // Protein powder mixed into milk is the powder's question (older-protein-powder-how, whey-scoops-and-timing).
    unless: [
      /蛋白粉|乳清|奶昔|增肌粉|\bprotein (powders?|shakes?)\b|\bwhey\b/,
      // Eggs and milk refused ("不吃蛋奶肉，protein真的够吗" is vegan-protein-enough's).
      /不吃(鸡)?蛋|不喝(牛)?奶|不吃蛋奶|蛋奶(都)?不|纯素|\bno (eggs?|dairy|milk)\b|\bvegan\b|\bwithout (eggs?|dairy|milk)\b/,
    ],
    // Protein asked in this message or the one before ("每天蛋白质要吃多少" … "那一个鸡蛋加一杯牛奶够不够").
    for: { said: /蛋白|\bprotein\b/ },
    notFor: [KIDNEY, { conditions: ['pku'], said: /苯丙酮尿症|\bpku\b/ }],
    intent: 'how_much_nutrient',
    text: {
      zh: '**一个鸡蛋（约6克蛋白质）加一杯250毫升牛奶（约8克），一共约14克蛋白质——作为早餐不错，但只占一天所需的四分之一左右。** 成年女性每天约55克、男性约65克（你的方案里有按你算的目标）。剩下的靠午饭和晚饭：每餐一份掌心大小的鱼、虾、鸡、瘦肉或一块豆腐（约15–20克），加上米饭面食里的一点，一天就够了。早餐想更顶饱，可以再加一片全麦面包或一小把坚果。平常锻炼（比如一周跑几次步）这样吃就够，一般不需要蛋白粉。',
      en: '**One egg (about 6 g protein) plus a cup of milk (about 8 g) gives roughly 14 g of protein — a good breakfast, but only about a quarter of the day’s need.** Adult women need about 46 g a day and men about 56 g (0.8 g per kg; your plan shows your own target). The rest comes from lunch and dinner: a palm-sized portion of fish, chicken, lean meat or tofu at each meal (15–20 g), plus a little from bread, rice or pasta, covers it. For a more filling breakfast add a slice of whole-grain toast or a small handful of nuts. With everyday exercise (running a few times a week, say) this is enough — protein powder usually isn’t needed.',
    },
    source: {
      ref: `${CN_DRIS} 蛋白质; 中国食物成分表 标准版 第6版（2018）; USDA FoodData Central (egg, large; milk, 1 cup); Institute of Medicine, Dietary Reference Intakes for Energy, Carbohydrate, Fiber, Fat, Fatty Acids, Cholesterol, Protein, and Amino Acids (2005)`,
    },
  },
  {
    // Round 20 zh-005: "早上空腹喝温柠檬水能排毒还能刮油，靠谱吗" declined by name.
    id: 'lemon-water-detox',
    when: [
      /柠檬水|柠檬泡水|泡柠檬|柠檬片|温柠檬|\blemon (water|juice)\b|\bwarm lemon\b|\blemon in (hot |warm )?water\b/,
      /排毒|刮油|燃脂|减肥|瘦身|清肠|分解脂肪|靠谱|有用吗|有没有用|真的吗|\bdetox\w*|\bburn\w* fat\b|\bfat.?burn\w*|\bflush\w*|\bcleanse\b|\bweight loss\b|\blose weight\b|\bdoes it (work|help)\b|\bmyth\b|\btrue\b/,
    ],
    intent: 'food_sources',
    text: {
      zh: '**不靠谱：柠檬水既不能“排毒”，也不能“刮油”。** 身体的代谢废物由肝脏和肾脏处理，喝柠檬水不会让它们更卖力；柠檬里也没有能分解脂肪的成分。早上喝一杯温水或柠檬水本身是补水的好习惯，用它代替奶茶、果汁这些含糖饮料确实有助于控制体重——功劳在少喝了糖，不在柠檬。要注意：柠檬水偏酸，天天喝会磨损牙釉质，最好用吸管、喝完用清水漱口，半小时内别刷牙；有胃食管反流、空腹喝烧心的，改在饭后喝；别为了好喝加很多蜂蜜或糖。',
      en: '**No — lemon water does not “detox” you or burn fat.** Your liver and kidneys clear waste whether or not you drink it, and nothing in lemon breaks down body fat. A glass of warm water or lemon water in the morning is a fine way to drink more, and if it replaces juice, soda or sweet coffee drinks it helps your weight — because of the sugar you skipped, not the lemon. Two cautions: it is acidic, so daily sipping can wear tooth enamel — use a straw, rinse with plain water and wait 30 minutes before brushing; and if it gives you heartburn on an empty stomach, have it after a meal. Don’t load it with honey or sugar.',
    },
    source: {
      ref: `Klein AV, Kiat H. Detox diets for toxin elimination and weight management: a critical review of the evidence, J Hum Nutr Diet 2015;28:675–686; ${CN_GUIDE} 准则五 足量饮水、少喝含糖饮料; American Dental Association, MouthHealthy: dental erosion and acidic drinks`,
    },
  },
  {
    // Round 20 zh-012: "甘油三酯2.8，尿酸460，谷丙转氨酶58，B超轻度脂肪肝。这些都是胖出来的吗？饮食上先从哪儿改起"
    // got the gout diet with urate-lowering drug targets (he takes none).
    id: 'fatty-liver-triglycerides-urate-together',
    when: [
      /脂肪肝|转氨酶|谷丙|肝功能|\balt\b|\bfatty liver\b|\bnafld\b|\bmasld\b|\bliver enzymes?\b/,
      /甘油三酯|血脂|尿酸|\btriglycerides?\b|\blipids?\b|\buric acid\b|\burate\b/,
      /胖|体重|减肥|饮食|吃|从哪|改起|先改|怎么改|\bweight\b|\bfat\b|\bdiet\b|\beat\w*\b|\bstart\b|\bchange\b/,
    ],
    notFor: [NO_DEFICIT, PREGNANT, MINOR, KIDNEY, ON_LIVER_OR_LIPID_RAISING_MEDICINE],
    beforeLabs: true,
    wholeMessage: true,
    cutsCarbohydrate: true,
    intent: 'food_sources',
    text: {
      zh: '**多半有关系：甘油三酯高、尿酸高、转氨酶高和脂肪肝常常一起出现，最常见的共同原因是体重超标（尤其肚子上的脂肪）和胰岛素抵抗，喝酒和含糖饮料会让这几项一起变坏。** 好消息是它们也会一起变好：体重减掉5%肝里的脂肪就明显减少，减掉7–10%转氨酶常能回落，甘油三酯和尿酸也跟着降。先从三件事改起：①停掉含糖饮料、果汁、奶茶，酒先不喝（啤酒最升尿酸，酒精也直接升高甘油三酯、伤肝）；②主食减掉三分之一左右、一半换成粗粮杂豆，少吃甜点、油炸和肥肉，动物内脏、浓肉汤少吃；③每餐有蔬菜和一份鱼、禽、蛋、豆腐或低脂奶，每周至少150分钟快走这类运动，每周减0.5–1公斤。转氨酶高还要请医生排除乙肝、药物等别的原因；3–6个月后复查这几项。',
      en: '**Mostly, yes: high triglycerides, high uric acid, a raised ALT and fatty liver usually travel together, and their commonest shared cause is extra weight (especially around the waist) with insulin resistance; alcohol and sugary drinks push all of them up.** The good news is they improve together: losing 5% of your weight clearly reduces liver fat, 7–10% often brings ALT back down, and triglycerides and uric acid fall with it. Start with three things: ① stop sugary drinks, juice and sweet coffee drinks, and pause alcohol (beer raises uric acid most; alcohol also raises triglycerides and strains the liver); ② cut starchy portions by about a third and make half of them whole grains or beans, with fewer sweets, fried foods and fatty meat, and little organ meat or rich meat broth; ③ vegetables and a portion of fish, poultry, eggs, tofu or low-fat dairy at each meal, at least 150 minutes a week of brisk walking or similar, aiming to lose 0.5–1 kg (1–2 lb) a week. Ask your doctor to rule out other causes of a raised ALT (hepatitis, medicines), and recheck these tests in 3–6 months.',
    },
    source: {
      ref: '中华医学会肝病学分会. 代谢相关（非酒精性）脂肪性肝病防治指南（2024年版）; EASL–EASD–EASO Clinical Practice Guidelines on the management of MASLD, J Hepatol 2024;81:492–542; 中国高尿酸血症与痛风诊疗指南（2019）; 中国血脂管理指南（2023年）',
    },
  },
  {
    // Round 20 zh-014: "乳清一天几勺？练完必须马上喝吗" got "no protein powder needed" again.
    id: 'whey-scoops-and-timing',
    when: [
      // "胶原蛋白粉" is collagen, not a protein powder (blind answer round 65, zh-047, development data: "a scoop has 20–25 g of
      // protein" for collagen asked about joints).
      /乳清|(?<!胶原)蛋白粉|蛋白奶昔|增肌粉|\bwhey\b|(?<!collagen )\bprotein (shakes?|powders?)\b/,
      /几勺|一勺|两勺|多少勺|多少克|一天几次|一天多少|喝多少|吃多少|马上|立刻|立即|窗口|半小时内|多久内|练完|练后|运动后|\bscoops?\b|\bhow much\b|\bhow many\b|\bright after\b|\bstraight after\b|\bimmediately\b|\bwindow\b|\bwithin \d+ ?min\w*|\bpost.?workout\b|\bafter (training|the gym|a workout|lifting)\b/,
    ],
    unless: [
      /哪个好|哪种好|选哪|哪个牌子|\bwhich (one|brand|kind|type)\b/,
      // Whether a shake counts toward the day's protein is protein-shake-counts' (rows-standard-common.ts).
      /算不算|算进|计入|\bcounts?\b/,
    ],
    notFor: [
      KIDNEY,
      MINOR,
      {
        minAge: 65,
        said: /老人|老年|[6-9]\d ?岁|[七八九]十|奶奶|外婆|姥姥|爷爷|外公|我妈|我爸|\bmy (mum|mom|mother|dad|father|grandma|grandpa|gran|nan)\b|\b(is|she'?s|he'?s|aged?) [6-9]\d\b|\belderly\b/,
      },
      { conditions: ['pku'] },
    ],
    intent: 'supplement_dose',
    text: {
      zh: '**一天1勺（约25–30克粉，含20–25克蛋白质）通常就够，最多2勺；练完也不必“马上”喝。** 最要紧的是一天蛋白质的总量：常做力量训练的人每公斤体重约1.2–1.6克，大部分应来自三餐，蛋白粉只补一餐吃得不够的部分。“练后黄金半小时”被夸大了：训练前后两三个小时内有一顿含蛋白质的正餐或加餐就可以，一杯牛奶或一盒酸奶加个鸡蛋效果一样。买有正规批号、配料简单的产品，不要选加了“燃脂”“促睾”成分的。',
      en: '**One scoop a day (about 25–30 g of powder, 20–25 g of protein) is usually plenty, two at most — and you don’t have to drink it the minute you finish.** What matters is your total protein for the day: about 1.2–1.6 g per kg of body weight if you lift regularly, mostly from meals, with the powder only topping up a meal that falls short. The “30-minute anabolic window” is overstated: a meal or snack with protein within a couple of hours either side of training is enough, and a glass of milk or a yoghurt with an egg works as well. Pick a product with third-party testing (e.g. NSF Certified for Sport or Informed Sport) and a short ingredient list, not one with added “fat burners” or “test boosters”.',
    },
    source: {
      ref: 'Jäger R et al. ISSN Position Stand: protein and exercise, J Int Soc Sports Nutr 2017;14:20; Schoenfeld BJ, Aragon AA, Krieger JW. The effect of protein timing on muscle strength and hypertrophy: a meta-analysis, J Int Soc Sports Nutr 2013;10:53; Thomas DT et al. ACSM/AND/DC Nutrition and Athletic Performance, Med Sci Sports Exerc 2016;48:543–568',
    },
  },
  {
    // Round 20 zh-020: "如果要吃补铁片，能和豆浆一起喝吗" declined ("豆制品、铁").
    id: 'iron-tablet-with-soy-milk',
    when: [
      /铁剂|铁片|补铁(片|剂|药|的药)|吃铁|速力菲|硫酸亚铁|富马酸亚铁|琥珀酸亚铁|多糖铁|\biron (tablets?|pills?|supplements?)\b|\bferrous\b|\btake (my )?iron\b/,
      /豆浆|豆奶|豆腐|\bsoy ?milk\b|\bsoya milk\b|\btofu\b/,
    ],
    notFor: IRON_NOT_WANTED,
    intent: 'supplement_pairing',
    text: {
      zh: '**最好不要一起喝：豆浆里的植酸和大豆蛋白会减少铁的吸收，加钙豆浆、豆奶粉里的钙也会抢吸收。** 铁片用白开水送服，配一杯橙汁或饭后一个橙子、猕猴桃（维生素C能帮助吸收）更好；豆浆、牛奶、钙片、卤水或石膏点的豆腐、浓茶和咖啡都和铁片隔开约2小时。铁片空腹吃吸收最好，胃不舒服可以随一顿饭吃（这一顿别配豆浆）；不少医生现在让隔天吃一次，吸收不差、胃也更舒服，按医生说的来。',
      en: '**Better not together: the phytate and soy protein in soy milk reduce iron absorption, and the calcium in fortified soy milk competes with it too.** Take the iron with water — a glass of orange juice or a piece of vitamin C-rich fruit alongside helps absorption — and keep soy milk, dairy, calcium tablets, calcium-set tofu, tea and coffee about 2 hours away from it. Iron is absorbed best on an empty stomach; if it upsets you, take it with a meal (without the soy milk). Many doctors now suggest taking it every other day, which absorbs as well and is easier on the stomach — follow yours.',
    },
    source: {
      ref: 'NIH Office of Dietary Supplements, Iron Fact Sheet for Health Professionals; Hurrell RF et al. Soy protein, phytate, and iron absorption in humans, Am J Clin Nutr 1992;56:573–578; Snook J et al. British Society of Gastroenterology guidelines for the management of iron deficiency anaemia in adults, Gut 2021;70:2030–2051',
    },
  },
  {
    // Round 20 zh-021: "去吃川菜，哪些菜看着是素的其实用了猪油或者骨头高汤？怎么跟服务员说" declined as "汤".
    id: 'vegan-eating-out-chinese',
    when: [
      /吃素|素食|纯素|全素|蛋奶素|素菜|素的|茹素|\bvegan\b|\bvegetarian\b|\bplant.?based\b/,
      /猪油|牛油|荤油|高汤|骨头汤|骨汤|鸡汤|肉末|鸡精|蚝油|\blard\b|\bstock\b|\bbroth\b|\bbeef (fat|tallow)\b|\bhidden (meat|animal)\b|\boyster sauce\b/,
      /川菜|湘菜|火锅|冒菜|饭店|餐馆|馆子|外面吃|下馆子|聚餐|点菜|服务员|中餐|\brestaurants?\b|\bwaiters?\b|\bservers?\b|\beating out\b|\bsichuan\b|\bszechuan\b|\bchinese (food|restaurant|takeaway|takeout)\b|\border(ing)?\b/,
    ],
    intent: 'food_sources',
    text: {
      zh: '**川菜里“看着素、其实不素”的常见有：** 麻婆豆腐（多放肉末，红油常用牛油炒）、干煸四季豆（常加肉末、芽菜，用猪油）、鱼香茄子（常带肉末）、开水白菜和各种素烩、素汤（多用鸡汤或骨头高汤吊）、酸辣汤（常有肉丝、鸡蛋、高汤）、火锅和冒菜的红汤锅底（多是牛油），清炒时蔬有的店也用猪油、放鸡精或蚝油。**跟服务员说得具体，比只说“我吃素”管用**（“吃素”常被理解成“不放大块肉”）：“我吃全素，不吃任何动物的东西，请用植物油做，不放猪油、牛油、肉末、高汤、鸡精、蚝油、虾米，也不放鸡蛋”，点每道菜时问一句“这个用清水还是高汤？”。比较稳的选择：手撕包菜、炝炒土豆丝、清炒豆苗或空心菜、烧椒茄子、凉拌木耳、凉拌黄瓜；火锅选“清油锅底”或确认不是骨汤的菌汤锅。',
      en: '**Dishes at a Sichuan (or most Chinese) restaurant that look vegetarian but often aren’t:** mapo tofu (usually minced pork, and the chilli oil is often fried in beef tallow), dry-fried green beans (minced pork, often cooked in lard), fish-fragrant aubergine (often with minced meat), “plain” cabbage and vegetable soups or braises (usually made with chicken or pork-bone stock), hot and sour soup (pork, egg, stock), red hot-pot and mala broths (mostly beef tallow), and even stir-fried greens, which some kitchens cook in lard or finish with chicken bouillon powder or oyster sauce. **Be specific with the server rather than just saying “vegetarian”:** “I’m vegan — no animal products at all. Please cook in vegetable oil, with no lard or beef fat, no meat, no stock or broth, no chicken powder, no oyster sauce, no dried shrimp, and no egg,” and ask for each dish “is this made with water or stock?”. Safer picks: hand-torn cabbage, shredded potato with vinegar and chilli, plain stir-fried pea shoots or water spinach (in vegetable oil), smoky chilli aubergine, cold wood-ear mushrooms or cucumber; for hot pot, a vegetable-oil (“qing you”) base or a mushroom broth confirmed to be bone-free.',
    },
    source: {
      ref: 'Melina V, Craig W, Levin S. Position of the Academy of Nutrition and Dietetics: Vegetarian Diets, J Acad Nutr Diet 2016;116:1970–1980 (eating out); which dishes carry lard, tallow or stock is common Sichuan kitchen practice, not from a publication',
    },
  },
  {
    // Round 20 zh-025: "孕吐吐到怀疑人生，早上刷牙都恶心，吃点啥能好受点？老吃不下会不会饿到宝宝" declined.
    id: 'pregnancy-nausea-what-to-eat',
    when: [
      /孕吐|恶心|反胃|想吐|吐得|呕吐|\bnause\w*|\bmorning sickness\b|\bfeel(ing)? sick\b|\bthrow(ing)? up\b|\bvomit\w*/,
      /吃点?(啥|什么|些什么)|吃得下|能吃|好受|缓解|舒服点|好一点|饿到|饿着|营养(会不会)?跟不上|\bwhat (can|should|do) i (actually )?eat\b|\bwhat (to|should i) eat\b|\bwhat (foods?|helps?)\b|\bkeep (anything |something |it |food )?down\b|\bcounts? toward\b|\bease\b|\bhelp\b|\bstarv\w*\b|\benough for the baby\b/,
    ],
    unless: [
      // Crackers or plain food, vitamins for the nausea and severe vomiting have their own rows.
      /苏打饼干|饼干|馒头|白粥|\bcrackers?\b|\bsaltines?\b|\btoast\b/,
      /维生素\s?b[16]|维b[16]|\bb[16]\b|吡哆|\bpyridoxine\b|\bdoxylamine\b|\bdiclegis\b|叶酸|爱乐维|\bfolic\b|\bprenatals?\b/,
      /喝水都|水都(喝不|吐)|喝不进|留不住水|\bcan'?t keep (water|fluids|anything)\b/,
    ],
    for: PREGNANT_OR_NAUSEA,
    wholeMessage: true,
    intent: 'pregnancy_lactation',
    text: {
      zh: '**孕吐时吃得少，一般不会饿到宝宝：孕早期宝宝需要的营养很少，先顾好你自己别脱水。** 能让人好受点的吃法：少量多餐，每1–2小时吃几口，别让胃空着；起床前先在床边吃几块饼干或一片面包；干的、凉的、味道淡的东西（馒头、面包、米饭团、香蕉、酸奶）通常比热汤热菜好入口；生姜（姜茶、姜片、姜糖）有帮助；避开油腻和气味重的食物，做饭时开窗或请家人帮忙。每天至少要吃进一些主食（指南建议碳水化合物不少于130克），饭和汤分开吃，小口多次喝水。刷牙恶心可以换小头软毛牙刷、淡味牙膏，饭后过一会儿再刷。叶酸或孕妇维生素继续吃，早上吐就改到睡前。喝水也吐、一天吐很多次、尿很少或很黄、头晕、体重明显下降，可能是妊娠剧吐，请当天就医。',
      en: '**Eating little while you’re sick usually does not starve the baby — in early pregnancy the baby needs very little, so the priority is keeping you hydrated.** What tends to help: small amounts every 1–2 hours so your stomach is never empty; a few crackers or a piece of toast before you get out of bed; dry, cold, bland foods (bread, rice, bananas, yoghurt) rather than hot, smelly dishes; ginger (tea, candied ginger, biscuits); avoiding greasy food and strong cooking smells. Have fluids between meals rather than with them, in small, frequent sips, and try to eat some starchy food every day. If brushing your teeth makes you gag, try a small soft brush and mild toothpaste, and wait a while after eating. Keep taking folic acid or your prenatal — at bedtime if mornings are worse. If you can’t keep fluids down, vomit many times a day, pass little or dark urine, feel faint or are losing weight, it may be hyperemesis: get seen the same day.',
    },
    source: {
      ref: `ACOG Practice Bulletin No. 189, Nausea and Vomiting of Pregnancy (2018); RCOG Green-top Guideline No. 69, Nausea and vomiting in pregnancy and hyperemesis gravidarum (2016); ${CN_GUIDE} 孕期妇女膳食指南（孕吐时每天碳水化合物不少于130克）`,
    },
  },
  {
    // Round 20 zh-036: "下礼拜做糖耐，孕妈群里说前三天少吃主食少吃糖就能过，这样做对吗？前一天晚上应该怎么吃" got the
    // supplement schedule.
    id: 'ogtt-preparation',
    when: [
      /糖耐|糖筛|葡萄糖耐量|耐糖|\bogtt\b|\bgtt\b|\bglucose (tolerance|challenge|test|screen\w*)\b|\bglucose (tolerance |challenge |screening )?test\b|\bglucola\b|\bglucose drink\b|\bgestational diabetes (test|screen\w*)\b|\bsugar (drink )?test\b/,
      /少吃|不吃|控糖|控制|准备|之前|碳水|主食|前(一|两|三|几)天|前一晚|前晚|前一天|头一天|怎么吃|吃什么|吃啥|能过|通过|作弊|空腹|禁食|饿|\bprep\w*\b|\bbefore\b|\bnight before\b|\bpass\b|\bcut\w*\b|\bavoid\b|\beat\w*\b|\bfast\w*\b|\bcheat\b|\bcarbs?\b|\bdiet\b|\bsugar\b/,
    ],
    // A result already back ("糖耐没过，以后怎么吃") is the gestational diabetes diet, not the preparation.
    unless: [
      /没过|没通过|不过关|超标|确诊|诊断|结果|查出|妊娠(期)?糖尿病了|\bfailed\b|\bdiagnosed\b|\bresults?\b|\bcame back\b|\bi have gestational\b/,
      // A sweet drink or fruit before the test is pregnancy-sweet-drinks' or pregnancy-fruit-amount's
      // (rows-life-stages.ts), which say to eat as usual before it.
      /水果|奶茶|饮料|果汁|可乐(?!果(?!汁))|\bfruits?\b|\bbubble tea\b|\bboba\b|\bmilk tea\b|\bsoda\b|\bjuice\b|\bcoke\b/,
    ],
    for: PREGNANT,
    wholeMessage: true,
    intent: 'pregnancy_lactation',
    text: {
      zh: '**糖耐前不要刻意少吃主食和糖，前三天照平常吃就行——每天碳水化合物不少于约150克（大约每餐一碗米饭或一个馒头的量）；前几天饿着或不吃主食，反而会让结果不准。** 糖耐也不是要“过”的考试，是为了及早发现妊娠期糖尿病：靠节食把它瞒过去，血糖高却没人管，宝宝长得过大、出生后低血糖的风险都会增加。前一天晚上：正常吃晚饭，不特意大吃，也别只吃菜；之后不吃夜宵、不喝饮料，空腹至少8小时（一般不超过14小时），少量白开水可以。检查当天早上不吃早饭、不喝奶和豆浆；糖水5分钟内喝完，之后坐着等抽血，别走动、别吃东西；带点吃的，抽完最后一管血再吃。',
      en: '**Don’t cut starch or sugar before the test — eat normally for the three days before, with at least about 150 g of carbohydrate a day (roughly a serving of rice, bread, pasta or potatoes at each meal); starving or going low-carb beforehand can make the result wrong.** The test isn’t something to “pass”: it finds gestational diabetes early, and hiding it by dieting leaves high sugars untreated, which raises the baby’s risk of growing too large and of low blood sugar after birth. If it is the 1-hour screening drink (50 g), you usually don’t need to fast — check with your clinic. For the 2- or 3-hour fasting test: have your usual dinner the night before, no late snacks or drinks afterwards, and fast at least 8 hours (usually no more than 14) — sips of plain water are fine. No breakfast, coffee or milk that morning; drink the glucose within 5 minutes, then sit quietly without eating or walking about until the last blood draw. Bring a snack for afterwards.',
    },
    source: {
      ref: '中华医学会妇产科学分会产科学组等. 妊娠期高血糖诊治指南（2022）［第一部分］, 中华妇产科杂志 2022; ACOG Practice Bulletin No. 190, Gestational Diabetes Mellitus (2018); American Diabetes Association, Standards of Care in Diabetes—2025, §2 Diagnosis (OGTT preparation)',
    },
  },
  {
    // Round 20 zh-038: "半夜经常饿醒，吃点什么既顶饿又不容易胖" (pregnant, second trimester) declined.
    id: 'pregnancy-night-hunger-snack',
    when: [
      /半夜|夜里|晚上|睡前|夜宵|凌晨|\bnight\b|\bbedtime\b|\bmidnight\b|\b(2|3|4) ?am\b/,
      /饿醒|饿|\bhungry\b|\bhunger\b|\bstarving\b|\bsnacks?\b/,
      /吃点?(什么|啥)|吃什么|顶饿|不容易胖|不长胖|不胖|\bwhat (can|should|do) i eat\b|\bwhat to eat\b|\bfilling\b|\bwithout (gaining|putting on)\b|\bhealthy\b|\bideas?\b/,
    ],
    for: PREGNANT,
    notFor: INSULIN_OR_SU,
    intent: 'pregnancy_lactation',
    text: {
      zh: '**夜里饿醒，可以在睡前或醒来时吃一小份“蛋白质+少量慢碳水”的加餐：一杯牛奶或无糖酸奶配两三片全麦饼干，或一个煮鸡蛋配半片全麦面包，或一杯豆浆配一小把原味坚果。** 这样一份约150–200千卡，算在孕中晚期每天多出来的那部分里，不会让你额外长胖，而且比饼干、面包、甜点心更顶饿。也看看晚饭：吃得太早或太少、只有菜没有主食和蛋白质，夜里就容易饿醒；睡前1–2小时加一次餐通常就能睡到天亮。夜宵避开含糖饮料、果汁、方便面和油炸零食。诊断了妊娠期糖尿病的，睡前加餐的量按营养师说的来。',
      en: '**If hunger wakes you at night, have a small snack of protein plus a little slow carbohydrate at bedtime or when you wake: a glass of milk or plain yoghurt with two or three whole-grain crackers, a boiled egg with half a slice of whole-grain toast, or a small handful of unsalted nuts with a glass of milk or soy milk.** That is about 150–200 kcal, part of the extra you need in the second and third trimesters rather than on top of it, and it keeps you fuller than biscuits, bread or sweets. Look at dinner too: eating early or light, or without starch and protein, makes night waking more likely; a planned snack 1–2 hours before bed often lets you sleep through. Skip sugary drinks, juice, instant noodles and crisps at night. If you have gestational diabetes, follow your dietitian’s bedtime snack.',
    },
    source: {
      ref: `${CN_GUIDE} 孕期妇女膳食指南; ACOG, Nutrition During Pregnancy (FAQ001, 2023); ADA Standards of Care in Diabetes—2025, §15 Management of Diabetes in Pregnancy`,
    },
  },
  {
    // Round 20 zh-046: "吃舍曲林是不是更容易胖？饮食上有啥办法" got the sertraline no-foods-to-avoid text.
    id: 'ssri-weight-gain',
    when: [
      /胖|长肉|体重(增加|上涨|涨|长)|长体重|增重|\bweight gain\b|\bgain(ing|ed)? weight\b|\bput(ting)? on weight\b|\bfatter\b|\bmake (me|you) fat\b/,
      /是不是|会不会|会让|容易|引起|导致|副作用|怎么办|办法|饮食|控制|\bdoes\b|\bdo\b|\bcan\b|\bwill\b|\bcause\w*\b|\bmake\b|\bside effects?\b|\bwhat (can|should) i\b|\bdiet\b|\beat\w*\b|\bavoid\b/,

      // The medicine named or pointed at ("吃这个药", "on it"): a weight question about something else is not this.
      /药|舍曲林|左洛复|氟西汀|帕罗西汀|西酞普兰|抗抑郁|\bmeds?\b|\bmedications?\b|\bpills?\b|\btablets?\b|\bsertraline\b|\bzoloft\b|\bfluoxetine\b|\bprozac\b|\bparoxetine\b|\b(es)?citalopram\b|\blexapro\b|\bssris?\b|\bantidepressants?\b|\bon it\b|\bthis\b/,
    ],
    unless: [
      /瘦了|掉秤|体重下降|减轻|\blos(t|ing) weight\b/,
      // A weight-loss medicine beside the SSRI is a medicine question.
      /减肥药|减重药|司美格鲁肽|替尔泊肽|奥利司他|\bsemaglutide\b|\bozempic\b|\bwegovy\b|\btirzepatide\b|\bmounjaro\b|\borlistat\b|\bphentermine\b/,
    ],
    for: SSRI,
    notFor: MINOR,
    intent: 'weight_change',
    text: {
      zh: '**舍曲林这类SSRI引起的体重增加一般不多：头几个月多数人体重变化不大，长期吃（半年以上）有一部分人会长几斤；在抗抑郁药里，它属于较少让人长胖的。** 很多时候长胖来自情绪好转后胃口回来，或者产后、睡眠少、顾不上规律吃饭。饮食上：三餐规律，每餐有蛋白质（蛋奶、鱼禽、豆腐）和一大份蔬菜，主食一半换成粗粮；含糖饮料和奶茶少喝，零食换成水果、无糖酸奶、一小把坚果；每天走路30分钟左右。在喂奶的话，每周减重不超过0.5公斤、每天不低于约1800千卡，以免影响奶量。不要因为体重自己停药或减量——体重涨得明显，告诉开药医生一起评估。',
      en: '**Weight gain from sertraline and other SSRIs is usually modest: in the first months most people’s weight barely changes, and with long-term use (over six months) some gain a few pounds; among antidepressants it is one of the less likely to cause gain.** Often the gain comes from appetite returning as mood improves, or from the postpartum period, short sleep and irregular meals. What helps: regular meals with protein (eggs, dairy, fish, poultry, tofu) and a large portion of vegetables, half your starch as whole grains; few sugary drinks; fruit, plain yoghurt or a small handful of nuts for snacks; about 30 minutes of walking a day. If you are breastfeeding, lose no more than about 0.5 kg (1 lb) a week and don’t go below roughly 1,800 kcal a day, to protect your milk supply. Don’t stop or cut the medicine because of weight — if you are gaining noticeably, tell your prescriber so you can weigh it up together.',
    },
    source: {
      ref: 'Zoloft (sertraline) US prescribing information, §6 Adverse reactions (weight); Serretti A, Mandelli L. Antidepressants and body weight: a comprehensive review and meta-analysis, J Clin Psychiatry 2010;71:1259–1272; Gafoor R, Booth HP, Gulliford MC. Antidepressant utilisation and incidence of weight gain during 10 years’ follow-up, BMJ 2018;361:k1951; Academy of Nutrition and Dietetics, Position: Promoting and Supporting Breastfeeding (2015)',
    },
  },
  {
    // Round 20 zh-050: "增稠剂去哪买？跟自己打的米糊有啥区别" got the previous swallowing answer again.
    id: 'thickener-where-and-vs-homemade',
    when: [
      /增稠剂|增稠粉|凝固粉|食品增稠|吞咽增稠|\bthickeners?\b|\bthickening (powder|agent|gel)\b|\bthick-?it\b|\bthicken ?up\b|\bsimplythick\b/,
      /哪里?买|去哪|在哪|哪能买|买得到|区别|不一样|米糊|藕粉|米粉|淀粉|自己|自制|代替|替代|\bwhere\b|\bbuy\b|\bget (it|some|them)\b|\bdifference\b|\bhomemade\b|\bmyself\b|\binstead\b|\bcorn ?starch\b|\bcornflour\b|\bbaby (rice|cereal)\b|\brice (cereal|porridge|paste)\b/,
    ],
    // Buying one online before any assessment is the assessment-first answer's (answer round 11, zh-051).
    unless: [/网上|淘宝|京东|拼多多|\bonline\b|\bamazon\b/],
    intent: 'food_sources',
    text: {
      zh: '**吞咽用的增稠剂（多是黄原胶配方的“食品增稠剂/吞咽增稠粉”）可以在医院营养科或康复科、部分大药房，以及正规电商的特医食品或医用食品店买到；买哪种、按什么浓度配，最好请给她做吞咽评估的医生或言语治疗师指定。** 和自己打的米糊、藕粉不一样的地方：①稠度稳定、能量化——按说明书几克兑多少毫升，就能准确调到评估要求的级别；自制米糊每次稠稀不一，放凉会变稠，在嘴里碰到唾液里的淀粉酶又会很快变稀，正好在吞咽时变得不安全；②专用增稠剂几乎不改变水、汤、牛奶的味道，可以用来“调稠喝的东西”。米糊本身是一道食物，可以当加餐补能量（对偏瘦的老人有好处），但不能代替把水、汤调到医生要求的稠度。配好后可以用10毫升注射器做IDDSI流动测试核对级别。',
      en: '**Dysphagia thickeners (mostly xanthan-gum powders or gels such as ThickenUp Clear, SimplyThick or Thick-It) are sold by pharmacies, medical-supply shops and online, and some are available on prescription; the speech-language therapist who assessed her should say which one and how much per cup.** How they differ from homemade rice cereal, cornflour or porridge: ① the thickness is consistent and measurable — a set amount per volume gives exactly the level she was prescribed, while homemade thickening varies batch to batch, keeps thickening as it cools, and starch is thinned by the amylase in saliva, so it can turn runny in the mouth just as she swallows; ② a gum thickener barely changes the taste of water, juice or milk, so it works for drinks. Rice cereal is a food in its own right — useful as an energy-rich snack if she is underweight — but it is not a way to bring drinks to a prescribed thickness. You can check each mix with the IDDSI flow test using a 10 ml syringe.',
    },
    source: {
      ref: 'IDDSI Complete Framework Detailed Definitions 2.0 (2019) and IDDSI Flow Test; Vilardell N et al. A comparative study between modified starch and xanthan gum thickeners in post-stroke oropharyngeal dysphagia, Dysphagia 2016;31:169–179',
    },
  },
  {
    // Round 20 zh-074: "吃完之后隔多久再测一次" after what to carry for a low: declined, though the 15 minutes is
    // the rule.
    id: 'hypo-retest-after-treating',
    when: [
      /(隔|过|等)(多久|多长时间|几分钟|多少分钟).{0,6}(再|复)?测|再测|复测|多久(再)?测|什么时候(再)?测|\bre-?test\b|\bre-?check\b|\b(check|test|measure) (it |my sugar |my glucose |again)\b|\bhow (long|soon)\b[^.?!]{0,30}\b(test|check|measure)\b/,
      /低血糖|血糖(太|偏|过|有点|又)?低|糖块|方糖|葡萄糖|果汁|可乐(?!果(?!汁))|巧克力|\bhypo\w*\b|\blows?\b|\bglucose (tabs?|tablets?|gel)\b|\bjuice\b|\bsweets\b|\bcandy\b|\bjelly beans\b|\bdextrose\b/,
    ],
    // How much sugar to take is asked too ("几颗糖够吗，吃完多久再测"): the treatment answer says both.
    unless: [/几颗|几块|几片|几口|多少(克|颗|块|片|毫升)|够吗|够不够|\bhow (many|much)\b|\benough\b/],
    for: DIABETES_OR_LOWERING,
    intent: 'medicine_question',
    text: {
      zh: '**吃完糖块或果汁后，15分钟再测一次血糖。** 如果还低于3.9 mmol/L，再吃15克快糖（3–4块方糖、半杯约150毫升果汁或普通可乐），再过15分钟再测，直到回到3.9以上。回到正常后，如果离下一顿饭还有1小时以上，吃一份含主食和蛋白质的加餐（比如一片面包加一杯牛奶），防止又掉下去；用长效胰岛素或低血糖发生在夜里的，1–2小时后再测一次更稳妥。巧克力含脂肪、升糖慢，不适合用来急救。处理两三次仍低、人迷糊或吃不进东西，马上叫急救。一周里低血糖不止一次，尽快告诉医生调整用药。',
      en: '**Recheck your blood glucose 15 minutes after the glucose tablets or juice.** If it is still below 70 mg/dL (3.9 mmol/L), take another 15 g of fast sugar (4 glucose tablets, or half a cup/4 oz of juice or regular soda) and test again 15 minutes later, until you are back above 70. Once you are, if your next meal is more than an hour away, have a snack with starch and protein (toast with a glass of milk) so it doesn’t drop again; on long-acting insulin, or if the low was at night, check once more 1–2 hours later. Chocolate is too slow (the fat delays the sugar) for treating a low. If you are still low after two or three rounds, confused, or can’t swallow, call emergency services. More than one low in a week: tell your diabetes team so they can adjust your medicines.',
    },
    source: {
      ref: 'American Diabetes Association, Standards of Care in Diabetes—2025, §6 Glycemic Goals and Hypoglycemia (15–15 rule); 中华医学会糖尿病学分会. 中国2型糖尿病防治指南（2020年版）低血糖',
    },
  },
  {
    // Round 20 zh-077: "换成干红或者无糖啤酒会好点吗" on insulin got the sugar-free foods text.
    id: 'dry-wine-or-sugar-free-beer-on-insulin',
    when: [
      /干红|干白|红酒|葡萄酒|无糖啤酒|低糖啤酒|低碳水啤酒|轻啤|淡啤|\bdry (red|white|wine)\b|\bred wine\b|\bwine\b|\blight beer\b|\blow.?carb beer\b|\bsugar.?free beer\b|\bspirits\b|\bvodka\b|\bwhisk(e)?y\b/,
      /好点|好一点|更好|会不会好|换成|改喝|比较|比|还是|安全点|\bbetter\b|\binstead\b|\bswitch\w*\b|\bsafer\b/,
    ],
    unless: [/无醇|零酒精|不含酒精|\balcohol.?free\b|\bnon.?alcoholic\b|\b0\.0\b/],
    for: INSULIN_OR_SU,
    // Chronic pancreatitis: no alcohol at all, never "up to 2 drinks a day" (blind answer round 25, en-065;
    // rows-round25-unsafe-chat.ts pancreatitis-alcohol-on-insulin).
    notFor: PANCREATITIS,
    wholeMessage: true,
    intent: 'medicine_question',
    text: {
      zh: '**换了也不会更安全：用胰岛素或磺脲类降糖药（格列美脲、格列齐特）时喝酒，最大的风险来自酒精本身——它让肝脏停止往血里放糖，几个小时后甚至第二天早上出现低血糖，这和酒里有没有糖关系不大。** 干红（一杯150毫升几乎不含糖）和“无糖/低糖啤酒”只是少了点糖和热量；酒里糖越少，边喝边吃主食就越重要，否则反而更容易低。要喝的话：男性一天不超过2杯、女性不超过1杯（1杯约一罐啤酒或一小杯150毫升红酒），不要空腹喝，配米饭、面条这类含碳水的食物；睡前测一次血糖，偏低就吃点含碳水的东西再睡，第二天早上再测；身边带糖块，让同伴知道你在打胰岛素。最近有过低血糖（比如化验过低于3.9），先问糖尿病医生再喝。',
      en: '**Switching won’t make it safer: on insulin or a sulfonylurea (glimepiride, gliclazide), the main risk comes from the alcohol itself — it stops your liver releasing glucose, so a low can come hours later or the next morning, whatever the sugar content of the drink.** Dry red wine (almost no sugar per 5 oz glass) and “light” or low-carb beer only have less sugar and fewer calories; the less sugar in the drink, the more it matters to eat carbohydrate while drinking, or a low becomes more likely, not less. If you drink: no more than 2 drinks a day for men and 1 for women (1 drink = 12 oz beer or 5 oz wine), never on an empty stomach, with rice, bread or other carbohydrate food; check your glucose at bedtime and have a carbohydrate snack if it is on the low side, and check again in the morning; carry glucose tablets and tell a friend you use insulin. If you have had a recent low (a reading under 70 mg/dL / 3.9 mmol/L), ask your diabetes team before drinking.',
    },
    source: {
      ref: 'American Diabetes Association, Standards of Care in Diabetes—2025, §5 Facilitating Positive Health Behaviors (alcohol) and §6 (hypoglycaemia); 中国居民膳食指南（2022）准则五（成年人一天饮酒酒精量不超过15克）',
    },
  },
  {
    // Round 20 zh-088: "医生说我血镁低是他克莫司引起的，除了吃镁片，平时吃哪些东西含镁多" got the interaction text
    // with no foods.
    id: 'magnesium-foods-on-tacrolimus',
    when: [
      /镁|\bmagnesium\b/,
      /食物|吃哪些|吃什么|吃啥|哪些东西|什么东西|含镁|食补|饮食|\bfoods?\b|\beat\b|\bdiet\b|\bsources?\b|\brich in\b|\bhigh in\b/,
    ],
    unless: [
      // When to take the tablets is the spacing row's and the timing answer's (transplant-magnesium-spacing).
      /隔多久|间隔|什么时候吃|几点吃|一起吃|同时吃|\bapart\b|\bspac\w*\b|\bwhat time\b|\bwhen (should|do|can) i take\b|\bat the same time\b/,
    ],
    for: TRANSPLANT,
    intent: 'food_sources',
    text: {
      zh: '**含镁多的食物：全谷物（燕麦、荞麦、糙米、小米、全麦面包）、豆类和豆制品（黄豆、黑豆、豆腐、豆浆）、坚果和种子（南瓜子、杏仁、腰果、花生，每天一小把）、深绿色叶菜（菠菜、苋菜、空心菜），还有香蕉、黑巧克力。** 把精米白面换一半成杂粮，每天一份豆制品和一小把坚果，能多吃进100–200毫克镁。但他克莫司引起的低镁主要是肾脏丢镁，单靠食物一般补不上来：镁片仍按医生的量吃。要留意一点：他克莫司也常让血钾偏高，而坚果、豆类、香蕉、菠菜含钾也多——如果你的血钾偏高或医生让你限钾，多吃这些之前先问移植团队或营养师。',
      en: '**Magnesium-rich foods: whole grains (oats, buckwheat, brown rice, millet, whole-wheat bread), beans and soy foods (soybeans, black beans, tofu, soy milk), nuts and seeds (pumpkin seeds, almonds, cashews, peanuts — a small handful a day), dark leafy greens (spinach, amaranth, chard), bananas and dark chocolate.** Swapping half your white rice or bread for whole grains and adding a portion of soy and a handful of nuts each day adds roughly 100–200 mg. But a low magnesium on tacrolimus comes mostly from the kidneys losing it, so food alone usually can’t correct it: keep taking the magnesium your team prescribed, at their dose. One caution: tacrolimus often raises potassium too, and nuts, beans, bananas and spinach are also high in potassium — if your potassium runs high or you have been told to limit it, check with your transplant team or dietitian before eating more of these.',
    },
    source: {
      ref: 'NIH Office of Dietary Supplements, Magnesium Fact Sheet for Health Professionals (food sources); 中国食物成分表 标准版 第6版（2018）; Prograf (tacrolimus) US prescribing information, §5 Warnings (hyperkalaemia) and §6 (hypomagnesaemia)',
    },
  },
  {
    // Round 20 zh-089: "吃了强的松以后空腹血糖6.8，饮食上怎么控比较好？主食要减多少" read as prednisone timing plus a
    // weight-loss text.
    id: 'steroid-high-glucose-diet',
    when: [
      STEROID_SAID,
      /血糖|\bblood sugars?\b|\bglucose\b|\bsugars? (is|are|went|go|have|has|up|high)\b/,
      // "早餐食咩好" (Cantonese), "what's a good breakfast" (fiftieth clinician review, zh M2: answered as the
      // steroid's own high-sugar text, with a brain tumour's dexamethasone in it).
      /饮食|吃|食|主食|控|减多少|米饭|碳水|早餐|早饭|午饭|晚饭|\bdiet\b|\beat\w*\b|\bcarbs?\b|\bcarbohydrates?\b|\bfood\b|\bcut\b|\bbreakfast\b|\blunch\b|\bdinner\b|\bmeals?\b|\bsnacks?\b/,
    ],
    for: ON_STEROID,
    notFor: [
      { medicines: ['hydrocortisone', 'mineralocorticoid'] },
      { lowGlucose: true, said: /低血糖|\bhypo\w*\b/ },
    ],
    beforeLabs: true,
    wholeMessage: true,
    cutsCarbohydrate: true,
    intent: 'food_sources',
    text: {
      zh: '**激素（泼尼松等）会让血糖升高，而且常常是下午和晚上更高，空腹反而最低；空腹血糖6.1–6.9 mmol/L已高于正常，7.0以上要考虑糖尿病——请告诉开激素的医生（移植后的请告诉移植团队），可能要查餐后血糖或糖化血红蛋白。** 主食不用大减，也不要不吃：每餐主食约一拳头大小（一小碗米饭或一个小馒头），其中一半换成燕麦、糙米、杂豆这类粗粮；激素早上吃的，午饭和晚饭的主食更要控量。不喝含糖饮料和果汁，甜点和白粥少吃；每餐先吃蔬菜和蛋白质（鱼、禽、蛋、豆腐），再吃主食；饭后散步15–20分钟。激素不要自己减停，剂量由医生定；如果医生加了降糖药或胰岛素，饮食要和用药配合，别再自己减主食。',
      en: '**Steroids such as prednisone raise blood glucose, usually most in the afternoon and evening, so the fasting reading is often the lowest of the day; a fasting glucose of 100–125 mg/dL (5.6–6.9 mmol/L) is above normal and 126 (7.0) or more suggests diabetes — tell the doctor who prescribed the steroid (your transplant team after a transplant), who may check after-meal readings or an HbA1c.** Don’t slash carbohydrate or skip it: have about a fist-sized portion of starch at each meal (a small bowl of rice, a slice or two of bread), half of it whole grains, oats or beans; with a morning steroid dose, keep lunch and dinner starch especially moderate. No sugary drinks or juice, few sweets; eat your vegetables and protein (fish, poultry, eggs, tofu) before the starch; walk 15–20 minutes after meals. Don’t cut or stop the steroid yourself; if you are started on a glucose-lowering medicine or insulin, match your meals to it rather than cutting carbs further.',
    },
    source: {
      ref: 'Joint British Diabetes Societies for Inpatient Care, Management of hyperglycaemia and steroid (glucocorticoid) therapy (2023 update); Sharif A et al. Proceedings from an international consensus meeting on posttransplantation diabetes mellitus, Am J Transplant 2014;14:1992–2000; 中华医学会糖尿病学分会. 中国2型糖尿病防治指南（2020年版）诊断标准',
    },
  },
  {
    // Answer round 54, zh-069 (unsafe): prednisolone tapered, a fasting glucose of 7.2 and 68 → 61 kg in a colitis
    // flare, told to cut starch to a fist. Losing weight nobody chose, eating enough comes first; the glucose is the
    // doctor's to treat. The carbohydrate-cutting rows are never chosen for such a loss (select.ts).
    id: 'steroid-high-glucose-losing-weight',
    when: [
      STEROID_SAID,
      /血糖|\bblood sugars?\b|\bglucose\b|\bsugars? (is|are|went|go|have|has|up|high|of|at|\d)|\bfasting sugars?\b|\bbgl?\b/,
      UNWANTED_LOSS_SAID,
    ],
    unless: [LOSS_WANTED],
    for: ON_STEROID,
    notFor: [
      { medicines: ['hydrocortisone', 'mineralocorticoid'] },
      { lowGlucose: true, said: /低血糖|\bhypo\w*\b/ },
    ],
    beforeLabs: true,
    wholeMessage: true,
    intent: 'food_sources',
    text: {
      zh: '**激素（泼尼松龙等）会让血糖升高，空腹血糖高了要告诉开激素的医生；但你的体重在往下掉，这时候主食不能少吃，先吃够最要紧。** 激素引起的高血糖由医生处理：可能查餐后血糖或糖化血红蛋白，需要时用药（激素减下来以后血糖常会回落），而不是靠少吃来压。饮食上：主食每餐照常吃（米饭、面食、馒头都可以），一天三餐再加两三次加餐；不喝含糖饮料和果汁，甜点少吃；每餐都配上蛋白质（鱼、禽、蛋、豆腐、奶），把体重和肌肉守住。肠道或其他疾病让有些东西吃了难受的，哪些主食更好消化听专科医生和营养师的。激素不要自己减停；体重还在掉、吃不下，这周就告诉医生。',
      en: '**Steroids such as prednisolone raise blood glucose, and a raised fasting reading is something to tell the doctor who prescribed the steroid; but you are losing weight you did not mean to lose, so eating enough comes first — do not cut your starch.** A steroid-raised glucose is the doctor’s to handle (after-meal readings or an HbA1c, a medicine if needed; it often falls as the dose comes down), not something to push down by eating less. Keep a normal portion of starch at every meal (rice, bread, noodles, porridge), in three meals and two or three snacks a day; skip sugary drinks and juice and keep sweets small; have protein at every meal (fish, poultry, eggs, tofu, dairy) to hold on to weight and muscle. If a bowel or other illness makes some foods hard to manage, your specialist team’s dietitian can say which starches sit best. Don’t cut or stop the steroid yourself; tell the doctor this week if your weight is still falling or you cannot eat enough.',
    },
    source: {
      ref: 'Joint British Diabetes Societies for Inpatient Care, Management of hyperglycaemia and steroid (glucocorticoid) therapy (2023 update); Cederholm T et al., GLIM criteria for the diagnosis of malnutrition, Clin Nutr 2019;38(1):1–9; Bischoff SC et al., ESPEN guideline on Clinical Nutrition in inflammatory bowel disease, Clin Nutr 2023;42(3):352–379',
    },
  },
  {
    // Round 20 zh-105: "能喝咖啡吗？会不会诱发发作？酒呢" on valproate declined by name.
    id: 'antiseizure-coffee-and-alcohol',
    when: [
      // Coffee asked, alone or with alcohol (alcohol alone is antiepileptic-alcohol's, rows-medicines.ts).
      /咖啡|咖啡因|浓茶|\bcoffee\b|\bcaffeine\b|\bespresso\b|\blattes?\b/,
      /能喝|可以喝|能不能|可不可以|行不行|行吗|会不会|诱发|发作|影响|酒呢|\bcan i\b|\bok(ay)?\b|\bsafe\b|\btrigger\w*\b|\bseizures?\b|\ballowed\b/,
    ],
    unless: [
      /红牛|功能饮料|能量饮料|魔爪|东鹏|\benergy drinks?\b|\bred ?bull\b|\bmonster\b/,
      /怀孕|孕期|哺乳|喂奶|\bpregnan\w*|\bbreast ?feed\w*/,
    ],
    for: ANTISEIZURE,
    notFor: { medicines: ['lithium'] },
    intent: 'medicine_question',
    text: {
      zh: '**咖啡可以喝，适量就行：每天1–2杯（咖啡因不超过约200–300毫克）一般不会诱发发作；别一次喝很多，下午四五点以后别再喝——影响睡眠才是问题，睡眠不足是常见的发作诱因。** 酒少量可以，但不要喝多：先吃饭再喝，一晚最多一两杯（一罐啤酒或一小杯红酒算一杯），不要空腹、不要拼酒；喝醉以及酒劲过去后的十几个小时里最容易诱发发作，喝酒常伴随的熬夜、忘吃药也是诱因。丙戊酸钠和酒一起会更犯困，两者都要经过肝脏，肝功能有异常的应完全不喝。绝对不要为了喝酒跳过或推迟吃药；最近发作还没控制好的，先问医生再喝。',
      en: '**Coffee is fine in moderation: 1–2 cups a day (up to about 200–300 mg of caffeine) is not generally a seizure trigger; avoid big amounts at once and stop by mid-afternoon — lost sleep is the real risk, and sleep deprivation is a common trigger.** A little alcohol is usually fine, but not a lot: eat first and keep to one or two drinks for the evening (a beer or a small glass of wine each counts as one), never on an empty stomach; seizures are most likely while drunk and in the hours as the alcohol wears off, and the late nights and missed doses that come with drinking add to it. Valproate and alcohol together make you drowsier, and both are handled by the liver — with abnormal liver tests, none at all. Never skip or delay a dose in order to drink; if your seizures are not yet well controlled, ask your doctor before drinking at all.',
    },
    source: {
      ref: 'Epilepsy Society (UK), Alcohol and epilepsy; Epilepsy Foundation, Caffeine and seizures; Depakote (divalproex) US prescribing information, §7 Drug interactions (CNS depressants, alcohol); van Koert RR et al. Caffeine and seizures: a systematic review and quantitative analysis, Epilepsy Behav 2018;80:37–47',
    },
  },
  {
    // Round 20 zh-106: "加班熬夜的时候喝红牛这种功能饮料可以吗" on valproate declined by name.
    id: 'antiseizure-energy-drinks',
    when: [/红牛|功能饮料|能量饮料|魔爪|东鹏|战马|\benergy drinks?\b|\bred ?bull\b|\bmonster\b|\brockstar\b/],
    for: ANTISEIZURE,
    notFor: { medicines: ['lithium'] },
    intent: 'medicine_question',
    text: {
      zh: '**熬夜加班时靠红牛这类功能饮料撑着，最好不要。** 一罐红牛（250毫升）约含50毫克咖啡因，魔爪、东鹏特饮这些有的更多，还有不少糖；偶尔一罐本身不算多，但几罐叠加再加咖啡就容易超量，心慌、手抖、睡不着。真正的风险在熬夜：睡眠不足是癫痫发作最常见的诱因之一，用功能饮料硬撑正好把两个诱因叠在一起。非加班不可时：咖啡因一天总量不超过约200–300毫克，晚上八点以后不再喝；不要和酒混着喝；按平时的时间吃药、别漏服；第二天尽量补觉。经常要熬夜，跟医生说一下，看吃药时间要不要调整。',
      en: '**Using energy drinks like Red Bull to get through late nights is best avoided.** An 8.4 oz Red Bull has about 80 mg of caffeine and a 16 oz Monster about 160 mg, plus a lot of sugar; one now and then is not much caffeine in itself, but several cans on top of coffee easily becomes too much — palpitations, shakiness, no sleep. The real risk is the all-nighter: sleep deprivation is one of the commonest seizure triggers, and an energy drink used to push through stacks the two. If you must work late: keep caffeine to about 200–300 mg for the whole day and none after early evening; never mix energy drinks with alcohol; take your medicine at the usual times without missing a dose; and catch up on sleep the next day. If late nights are a regular thing, tell your doctor — the timing of your doses may need adjusting.',
    },
    source: {
      ref: 'Epilepsy Society (UK), Seizure triggers: lack of sleep; US FDA, Spilling the beans: how much caffeine is too much? (2018); 红牛维生素功能饮料 标签（每罐250毫升含咖啡因50毫克）; Red Bull and Monster US labels',
    },
  },
  {
    // Round 20 zh-107: "备孕之前想先把维生素D、钙、铁这些补起来，跟丙戊酸有冲突吗，怎么选产品" got the pregnancy
    // warning and a men's multivitamin.
    id: 'valproate-preconception-supplements',
    when: [
      /备孕|要孩子|要宝宝|怀孕前|孕前|准备怀孕|打算怀孕|想怀孕|\btrying (to conceive|for a baby)\b|\bttc\b|\bplanning (a |to get )?pregnan\w*|\bbefore (getting )?pregnan\w*|\bwant(ing)? a baby\b/,
      /维生素|维d|钙|铁|补充剂|保健品|复合|多维|\bvitamins?\b|\bcalcium\b|\biron\b|\bsupplements?\b|\bmultivitamins?\b|\bprenatals?\b/,
    ],
    // Whether a prenatal will do on an antiseizure medicine is the prenatal answer's (intents, en-108).
    unless: [/爱乐维|玛特纳|孕妇(复合)?维生素|孕妇多维|\bprenatals?\b|\belevit\b|\bpregnacare\b/],
    for: VALPROATE,
    wholeMessage: true,
    intent: 'pregnancy_lactation',
    prescribedDoses: { folate: 5000 },
    text: {
      zh: '**维生素D、钙、铁和丙戊酸钠没有需要担心的相互作用，可以吃；但备孕最要紧的是另外两件事：①现在就告诉开丙戊酸钠的医生你准备怀孕——它孕期致畸风险高，医生通常会在怀孕前评估换药，千万不要自己停药；②叶酸要吃医生开的大剂量（通常每天5毫克，怀孕前就开始），普通孕妇维生素里的0.4–0.8毫克不够。** 选产品：选女性备孕/孕期复合维生素（不要用男士款），含叶酸、维生素D（400国际单位左右）和碘，不含大剂量维生素A，不选“助孕”类草药产品。铁：血红蛋白和铁蛋白正常就不用另外补，复合维生素里的量够；查出缺铁再按医生的剂量补。钙：每天300–500毫升奶加豆腐，多数人不用钙片；饮食不够再补，钙片和铁隔开2小时。长期吃丙戊酸钠可能影响骨密度，维生素D和钙吃够是有益的。',
      en: '**Vitamin D, calcium and iron have no interaction with valproate to worry about, so they are fine — but two other things matter far more before pregnancy: ① tell the doctor who prescribes your valproate now that you are planning a pregnancy — it carries a high risk of birth defects, and they will usually review a switch before you conceive; never stop it on your own; ② take the high-dose folic acid your doctor prescribes (usually 5 mg a day, started before conception) — the 0.4–0.8 mg in an ordinary prenatal is not enough.** Choosing products: a women’s preconception/prenatal multivitamin (not a men’s formula) with folic acid, vitamin D (about 400–600 IU) and iodine, without high-dose vitamin A, and no herbal “fertility” blends. Iron: if your haemoglobin and ferritin are normal, the multivitamin’s amount is enough; take more only if a test shows deficiency, at your doctor’s dose. Calcium: 2–3 servings of dairy or fortified soy a day cover most people without tablets; if you do take one, keep it 2 hours from iron. Long-term valproate can affect bone density, so enough vitamin D and calcium is worthwhile.',
    },
    source: {
      ref: 'MHRA Drug Safety Update: valproate pregnancy prevention programme (2018, updated 2023/2024); NICE NG217 Epilepsies in children, young people and adults (2022) §1.13 (folic acid 5 mg); NIH Office of Dietary Supplements, Vitamin D, Calcium and Iron Fact Sheets; 中国营养学会. 备孕妇女膳食指南（2022）',
    },
  },
  {
    // Round 20 zh-126: "酸奶和豆浆也算吗" after how long to keep minocycline from calcium and milk: declined.
    id: 'tetracycline-yoghurt-soy-milk',
    when: [
      /酸奶|豆浆|豆奶|奶酪|芝士|奶粉|豆腐|\byog(h)?urts?\b|\bsoy ?milk\b|\bsoya milk\b|\bcheese\b|\btofu\b|\bkefir\b/,
      /算|也要|也得|也需要|一样|同样|影响|隔开|一起|\bcount\b|\btoo\b|\balso\b|\bas well\b|\bsame\b|\bwith\b|\bapart\b/,
    ],
    // On a tetracycline, with the spacing from calcium or milk asked here or in the message before.
    for: {
      all: [
        TETRACYCLINE,
        {
          said: /米诺环素|多西环素|四环素|钙|牛奶|隔开|间隔|\bminocycline\b|\bdoxycycline\b|\btetracycline\b|\bcalcium\b|\bmilk\b|\bapart\b|\bspac\w*\b|\bhours?\b/,
        },
      ],
    },
    intent: 'supplement_pairing',
    text: {
      zh: '**酸奶、奶酪、奶粉都算，和牛奶一样要隔开；普通豆浆含钙很少，影响不大，但加钙豆浆、豆奶粉以及卤水或石膏点的豆腐含钙、镁较多，也要隔开。** 做法：米诺环素（或多西环素）用一大杯白开水送服，和奶制品、加钙食品、钙片、铁剂、镁、锌和抗酸药至少隔开2–3小时（按你之前得到的间隔）；吃完药别马上躺下。如果偶尔不小心一起吃了，不用补吃，下次隔开就行。',
      en: '**Yes — yoghurt, cheese and kefir count, like milk, so keep them apart; plain soy milk has little calcium and matters less, but calcium-fortified soy milk and calcium-set tofu count too.** How: take minocycline (or doxycycline) with a full glass of water and keep dairy, calcium-fortified foods, calcium, iron, magnesium or zinc supplements and antacids at least 2–3 hours away from it; don’t lie down right after a dose. If you occasionally had them together, don’t take an extra dose — just space them next time.',
    },
    source: {
      ref: 'Minocin (minocycline) and Vibramycin (doxycycline) US prescribing information, §7 Drug interactions (antacids, calcium, magnesium, iron); NHS, Minocycline: common questions; 中国食物成分表 标准版 第6版（2018）（豆浆、豆腐的钙含量）',
    },
  },
  {
    // Round 20 zh-129: "复查甘油三酯2.3，医生说是吃药后升上去的，饮食上要怎么调" on isotretinoin: the lab reader
    // asked for units.
    id: 'retinoid-triglycerides-diet',
    when: [
      /甘油三酯|血脂|\btriglycerides?\b|\btrigs?\b|\blipids?\b/,
      /饮食|吃|调|控制|降|怎么办|\bdiet\b|\beat\w*\b|\bfoods?\b|\blower\b|\bbring (it|them) down\b|\bwhat (can|should) i do\b/,
      // A value typed ("复查甘油三酯2.3"): what it means comes first. Without one, isotretinoin-lipids-diet
      // (rows-medicines.ts) answers.
      /(?<![\d.])\d{1,3}(\.\d{1,2})?(?!\d|\.\d)/,
    ],
    for: ISOTRETINOIN,
    beforeLabs: true,
    intent: 'food_sources',
    text: {
      zh: '**异维A酸常让甘油三酯升高，轻中度升高（1.7–5.6 mmol/L，国内化验单一般用这个单位）多数靠饮食调整、按时复查就行，疗程结束后通常会回落。** 饮食上：①酒先别喝——酒精既升高甘油三酯又加重肝脏负担，吃这个药期间本来就不建议喝；②少吃糖：含糖饮料、奶茶、果汁、甜点尽量不碰，水果每天一两份、吃整个的；③主食别过量，一部分换成燕麦、糙米、杂豆，少吃油炸和肥肉，每周吃两次鱼；④每天运动30分钟左右。不要自己加鱼油、维生素A或其他保健品，先问医生。药要不要继续、剂量怎么调，由皮肤科医生看复查结果决定；突然出现剧烈上腹痛、伴恶心呕吐，要立刻就医（甘油三酯很高时可能诱发胰腺炎）。',
      en: '**Isotretinoin often raises triglycerides; a mild-to-moderate rise (150–499 mg/dL, 1.7–5.6 mmol/L) is usually managed with diet and the scheduled blood tests, and it settles after the course.** What to change: ① no alcohol — it raises triglycerides and adds to the load on the liver, and is advised against on this medicine anyway; ② cut sugar: sugary drinks, sweet coffee drinks, juice and desserts, with fruit kept to one or two whole pieces a day; ③ moderate starch portions, some as oats, brown rice or beans, fewer fried and fatty foods, fish twice a week; ④ about 30 minutes of activity a day. Don’t add fish oil, vitamin A or other supplements without asking. Whether to continue or change the dose is your dermatologist’s call from the repeat test; sudden severe upper-abdominal pain with nausea or vomiting needs urgent care (very high triglycerides can cause pancreatitis).',
    },
    source: {
      ref: 'Absorica/Accutane (isotretinoin) US prescribing information, §5 Warnings (lipids, pancreatitis); 中国血脂管理指南（2023年）; Virani SS et al. 2021 ACC Expert Consensus Decision Pathway on the Management of ASCVD Risk Reduction in Patients With Persistent Hypertriglyceridemia, J Am Coll Cardiol 2021;78:960–993',
    },
  },
  {
    // Round 20 zh-135: "我妈天天让我喝红枣红糖水说补血，到底有没有用" declined by name, though the everyday answer
    // on folk iron foods (intents/everyday.ts iron-folk-foods) is written for it: that answer's text, reached
    // when the question is asked as "does it work".
    id: 'red-dates-brown-sugar-for-anaemia',
    when: [
      /红枣|大枣|红糖|桂圆|阿胶|\bred dates?\b|\bjujubes?\b|\bbrown sugar\b|\blongan\b|\bejiao\b/,
      /补血|贫血|缺铁|补铁|气血|血色|\banaemi\w*|\banemi\w*|\biron\b|\bblood\b/,
    ],
    // In pregnancy the folk tonics have their own row (rows-life-stages.ts pregnancy-food-myths); with G6PD
    // deficiency the anaemia is not from a lack of iron (rows-g6pd.ts).
    notFor: [
      ...IRON_NOT_WANTED,
      PREGNANT,
      { conditions: ['g6pd_deficiency'], said: /蚕豆病|g-?6-?pd|葡萄糖-?6-?磷酸脱氢酶|\bfavism\b/ },
    ],
    intent: 'food_sources',
    text: FOLK_IRON.text,
    ifPlantBased: {
      zh: '**红枣、桂圆、阿胶、红糖其实不是好的补铁食物：** 红枣、红糖里铁很少，还是吸收率只有百分之几的植物铁，一杯红糖水的铁只有零点几毫克，倒是带来不少糖；阿胶是驴皮熬的胶原蛋白，也不适合吃素的人。吃素补铁靠：每天吃豆腐、豆类、强化铁的谷物、南瓜子，同一餐配橙子、猕猴桃、青椒这类富含维生素C的蔬果，茶和咖啡放在两餐之间喝。贫血要先请医生查明原因；化验确诊缺铁时，光靠食物补不够，需要按医生的治疗剂量吃铁剂，和豆浆、钙片隔开2小时。',
      en: '**Red dates (jujube), longan, ejiao and brown sugar are poor iron sources:** dates and brown sugar hold very little iron, and it is plant iron of which only a few per cent is absorbed — a cup of brown-sugar water gives a fraction of a milligram along with a lot of sugar; ejiao is gelatin from donkey hide, not vegan anyway. Plant-based iron comes from tofu, beans and lentils, iron-fortified cereals and pumpkin seeds every day, with vitamin C-rich fruit or peppers at the same meal, and tea or coffee between meals. Anaemia needs its cause checked by a doctor; with proven iron deficiency food alone is not enough — take the iron tablet at the dose your doctor sets, 2 hours apart from soy milk and calcium.',
    },
    source: FOLK_IRON.source,
  },
  {
    // Round 20 zh-138: "我女儿8岁特别挑食，不爱吃肉，要带她去查铁吗？儿童补铁剂怎么选" got the child "can't".
    id: 'picky-child-iron',
    when: [
      /女儿|儿子|孩子|小孩|娃|闺女|\b(daughter|son|kid|child|toddler)\b/,
      /铁|贫血|\biron\b|\ban(a)?emi\w*/,
      /挑食|不爱吃|不吃肉|不肯吃|偏食|查|检查|补铁剂|铁剂|怎么选|\bpicky\b|\bfussy\b|\bwon'?t eat\b|\bdoesn'?t eat\b|\btest\w*\b|\bchecked\b|\bsupplements?\b|\bwhich\b/,
    ],
    notFor: IRON_NOT_WANTED,
    wholeMessage: true,
    intent: 'food_sources',
    text: {
      zh: '**挑食、不爱吃肉的孩子不一定缺铁；如果孩子脸色发白、容易累、注意力差、常生病，或者肉、蛋、强化铁食品几乎都不吃，可以请儿科医生查个血常规和铁蛋白，查了再决定要不要补。** 没确诊缺铁，不要自己给孩子吃补铁剂：孩子误服过量铁剂会中毒，所有铁剂都要放在孩子拿不到的地方。确诊后，铁剂的种类（滴剂、口服液、咀嚼片）和剂量由儿科医生按体重开，一般吃2–3个月再复查。饮食上先试：肉剁碎做成肉丸、饺子、肉末蒸蛋，偶尔吃点动物血，鸡蛋、豆腐、强化铁的谷物配水果（维生素C帮助吸收）；牛奶每天300–500毫升就够，喝太多会挤掉饭量、影响铁吸收。',
      en: '**A picky child who won’t eat meat isn’t necessarily iron deficient; if your child is pale, tired, struggles to concentrate or gets ill often, or eats almost no meat, eggs or iron-fortified foods, ask their paediatrician for a blood count and ferritin and decide from the result.** Don’t give a child an iron supplement without a diagnosis: an overdose of iron is poisonous to children, so keep all iron products out of reach. If they are deficient, the paediatrician chooses the form (drops, liquid, chewable) and the dose by weight, usually for 2–3 months before a recheck. In food, try meat minced into meatballs, dumplings or a steamed egg custard, plus eggs, beans, tofu and iron-fortified cereals with fruit (vitamin C helps absorption); about 2 cups (16 oz) of milk a day is enough for a child — much more fills them up and lowers iron absorption.',
    },
    source: {
      ref: 'Baker RD, Greer FR; AAP Committee on Nutrition. Diagnosis and prevention of iron deficiency and iron-deficiency anemia in infants and young children (0–3 years), Pediatrics 2010;126:1040–1050; 中国营养学会. 中国学龄儿童膳食指南（2022）; US FDA, iron-containing products warning (accidental overdose in children under 6)',
    },
  },
  {
    // Round 20 zh-145: "想减减肥，能不能搞生酮或者断食？听说会引起发作" (gout) got the hypertension keto text.
    id: 'gout-keto-or-fasting',
    when: [
      /生酮|断食|轻断食|辟谷|节食|不吃饭|16[:：/]8|5[:：+]2|\bketo\w*\b|\bfast(ing)?\b|\bintermittent\b|\bcrash diet\w*\b|\bvery low.?calorie\b/,
      /能不能|能试|试试|试一下|可以|行不行|行吗|好不好|发作|诱发|减肥|减重|掉秤|\bcan i\b|\bshould i\b|\bok(ay)?\b|\bsafe\b|\btrigger\w*\b|\bflare\w*\b|\battacks?\b|\blose weight\b|\bweight loss\b/,
    ],
    for: GOUT,
    notFor: [NO_DEFICIT, MINOR, PREGNANT],
    intent: 'weight_change',
    text: {
      zh: '**听说的是对的：生酮饮食和断食（尤其整天不吃或每天吃得很少的快速减肥）会让血尿酸升高，开始的头几周容易诱发痛风发作。** 原因是身体产生的酮体会和尿酸“抢”肾脏的排出通道，尿酸排不出去；生酮还常吃大量肉、海鲜、内脏，嘌呤更多；断食时喝水少，尿酸更浓。减重对痛风确实有好处，但要慢：每天少吃约300–500千卡，每周减0.5–1公斤，三餐规律、不饿肚子；主食保留，一半换成粗粮，多吃蔬菜和低脂奶，每天喝水2升左右（医生限水的除外），少喝含糖饮料和酒。正在吃降尿酸药（别嘌醇、非布司他）的，减重期间照常吃；要尝试任何严格饮食，先和医生商量。',
      en: '**What you heard is right: a ketogenic diet and fasting (especially whole days without food, or crash diets) raise uric acid and make gout flares more likely in the first weeks.** The ketones your body makes compete with uric acid for excretion by the kidneys, so urate builds up; keto menus are also often heavy in meat, seafood and organ meats, which add purines; and drinking less while fasting concentrates urate further. Losing weight does help gout, but slowly: eat about 300–500 kcal a day less, aiming for 0.5–1 kg (1–2 lb) a week, with regular meals and no starving; keep starchy foods (half as whole grains), plenty of vegetables and low-fat dairy, about 2 litres of fluid a day unless your doctor limits it, and few sugary drinks and little alcohol. If you take urate-lowering medicine (allopurinol, febuxostat), keep taking it while you lose weight; talk to your doctor before any strict diet.',
    },
    source: {
      ref: 'FitzGerald JD et al. 2020 American College of Rheumatology Guideline for the Management of Gout (weight loss); 中华医学会内分泌学分会. 中国高尿酸血症与痛风诊疗指南（2019）; Goldfinger S, Klinenberg JR, Seegmiller JE. Renal retention of uric acid induced by infusion of beta-hydroxybutyrate and acetoacetate, N Engl J Med 1965;272:351–355',
    },
  },
];
