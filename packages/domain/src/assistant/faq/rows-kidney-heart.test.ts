import { describe, expect, it } from 'vitest';
import { askAs, faqIdsOf, type FaqCase } from './testing';

const HF = 'heart failure, potassium 5.4';
const WF = 'warfarin with fish oil and vitamin E';
const DM = 'diabetes on insulin, glucose 2.6';
const CKD = 'kidney disease eGFR 22 with magnesium';
const TX = 'kidney transplant on tacrolimus with magnesium';

type Case = FaqCase & { id: string | null };
const zh = (id: string | null, persona: string | undefined, text: string, previous?: string): Case => ({
  id,
  locale: 'zh-CN',
  ...(persona ? { persona } : {}),
  text,
  ...(previous ? { previous } : {}),
});
const en = (id: string | null, persona: string | undefined, text: string, previous?: string): Case => ({
  ...zh(id, persona, text, previous),
  locale: 'en-US',
});

/** Each row: the question as people asked it (answer round 7 and other phrasings), then rows that must not answer. */
const CASES: readonly Case[] = [
  // Heart failure
  zh('hf-fluid-how-much', HF, '医生让我限水，一天到底喝多少？夏天老口渴'),
  zh('hf-fluid-how-much', HF, '心衰一天喝多少水合适'),
  en(
    'hf-fluid-how-much',
    HF,
    'how much fluid should I be drinking a day with heart failure, the plan says something about a limit',
  ),
  zh('fluid-limit-what-counts', HF, '汤和稀饭算不算在里面', '医生让我限水，一天到底喝多少？夏天老口渴'),
  en(
    'fluid-limit-what-counts',
    HF,
    'does soup and jelly count in that?',
    'how much fluid should I be drinking a day with heart failure',
  ),
  zh('fluid-limit-what-counts', HF, '限水的话牛奶和西瓜也算吗'),
  zh('fluid-limit-thirst', HF, '口渴得厉害怎么办，又不能多喝水'),
  en('fluid-limit-thirst', HF, "I'm always thirsty on the fluid restriction, any tips?"),
  zh('fluid-limit-thirst', HF, '嘴干得受不了，有什么办法'),
  zh('hf-salt-how-much', HF, '心衰要限盐，一天到底几克？我们湖南人口重，没点剁辣椒腊肉吃不下饭'),
  en('hf-salt-how-much', HF, 'how much salt a day with heart failure? I love bacon and takeaways'),
  zh('hf-salt-how-much', HF, '盐一天能吃多少克'),
  zh('salty-seasonings', HF, '酱油和味精能吃吗，蚝油呢'),
  en('salty-seasonings', HF, 'is soy sauce ok or is that too salty'),
  zh('salty-seasonings', 'spironolactone with an ACE inhibitor, no kidney disease', '腊肉香肠偶尔吃点行不行'),
  en(
    'low-salt-flavour',
    HF,
    'what can I season food with instead then, everything tastes like cardboard mate',
    'Can I use that salt substitute, the one that says low sodium on it?',
  ),
  zh('low-salt-flavour', HF, '菜太淡了吃不下，用什么调味好'),
  zh('low-salt-flavour', CKD, '少盐做菜没味道，怎么提味'),
  zh('hf-daily-weight', HF, '每天称体重有什么用，涨多少要去医院'),
  en('hf-daily-weight', HF, 'should I weigh myself every day? how much gain is a problem'),
  en('hf-daily-weight', HF, "I've gained 2 kg since Monday, is that fluid?"),
  zh('hf-alcohol', HF, '心衰能喝酒吗'),
  en('hf-alcohol', HF, 'can I have a beer with heart failure'),
  zh('hf-alcohol', HF, '过节想喝点红酒行不行'),
  zh('potassium-high-diet', HF, '上次抽血血钾5.4，平时吃饭要注意啥，哪些菜不能吃'),
  zh('potassium-high-diet', HF, '血钾偏高，饮食要注意什么'),
  zh(
    'potassium-high-diet',
    'spironolactone with an ACE inhibitor, no kidney disease',
    '医生说我钾高了，吃什么要忌口',
  ),
  zh(
    'potassium-high-fruit',
    HF,
    '水果是不是一点都不能吃了，苹果呢',
    '上次抽血血钾5.4，平时吃饭要注意啥，哪些菜不能吃',
  ),
  zh('potassium-high-fruit', HF, '血钾高哪些水果不能吃'),
  zh('potassium-high-fruit', HF, '钾5.4了，苹果梨还能吃吗'),
  zh('hf-coffee-tea', HF, '能喝咖啡和浓茶吗'),
  en('hf-coffee-tea', HF, 'is coffee ok for my heart'),
  zh('hf-coffee-tea', HF, '心衰每天喝一杯咖啡可以吗'),
  zh('loop-diuretic-timing', HF, '吃了速尿老跑厕所，晚上起夜，什么时候吃好'),
  en('loop-diuretic-timing', HF, 'when should I take my water tablet, I keep getting up at night to pee'),
  zh('loop-diuretic-timing', HF, '呋塞米早上吃还是晚上吃'),
  // Warfarin
  zh(
    'warfarin-steady-greens',
    WF,
    '那我每天固定吃差不多的量可以吗',
    '吃华法林是不是绿叶菜都不能吃了，菠菜西兰花我最爱吃',
  ),
  en(
    'warfarin-steady-greens',
    WF,
    'so keep it the same every week, what does that look like roughly',
    'Can I eat spinach and brocolli on warfarin? My wife was told I should cut out all greens',
  ),
  zh('warfarin-steady-greens', WF, '青菜每天保持一样的量就行了吗'),
  zh('warfarin-diet-change', WF, '下个月出去旅游一个礼拜，可能吃不到什么青菜，要注意什么'),
  en(
    'warfarin-diet-change',
    WF,
    'going on a cruise for two weeks, anything I should do about my warfarin and diet',
  ),
  zh('warfarin-diet-change', WF, '吃华法林的人拉肚子几天了要注意什么'),
  en('warfarin-diet-change', WF, "I'm on a diet to lose weight, does that affect my warfarin"),
  zh('warfarin-alcohol-dose', WF, '过年一家人团聚想喝两杯白酒，对华法林有影响么，喝完在吃药行不'),
  en('warfarin-alcohol-dose', WF, 'I had a few pints last night, do I take my warfarin as normal today?'),
  zh('warfarin-alcohol-dose', WF, '晚上喝了点啤酒，华法林还照常吃吗'),
  // Blind answer round 18 en-153 (declined).
  en('warfarin-alcohol-dose', WF, 'is a couple Bud Lights during the game ok on warfarin'),
  zh('warfarin-alcohol-dose', WF, '吃华法林能喝点啤酒吗'),
  zh('warfarin-green-tea', WF, '华法林能喝绿茶吗'),
  en('warfarin-green-tea', WF, 'is green tea ok with warfarin'),
  en('warfarin-green-tea', WF, 'what about matcha lattes?'),
  // Declined, or the general caffeine line with "no reliable rule" for warfarin after it.
  zh('warfarin-coffee', WF, '吃华法林能喝咖啡吗，我一天两杯'),
  en('warfarin-coffee', WF, 'how much coffee can I drink on warfarin? I have about 4 cups a day'),
  en(
    'warfarin-tell-clinic-supplement-change',
    WF,
    'If I stop the vitamin E do I need to tell the anticoagulation clinic?',
    "I'm on warfarin. Is it ok that I take fish oil and vitamin E as well? Been taking them for years for my heart",
  ),
  // Blind answer round 18 zh-136, zh-153 (declined): what to carry and what works fastest for a low.
  zh(
    'hypo-which-sweets',
    'diabetes on insulin, glucose 2.6',
    '兜里平时备几颗糖合适？真遇上低了吃多少，巧克力行不行',
  ),
  zh('hypo-which-sweets', 'diabetes on insulin, glucose 2.6', '喝可乐还是果汁来得快'),
  en(
    'hypo-which-sweets',
    'diabetes on insulin, glucose 2.6',
    'how many glucose tabs should i carry in my pocket',
  ),
  // Blind answer round 19 zh-059: a high phosphate with cola, ham sausage and instant noodles.
  zh(
    'ckd-phosphorus-foods',
    'kidney disease eGFR 22 with magnesium',
    '血磷1.9 mmol/L偏高，平时爱喝可乐、吃火腿肠方便面，这些影响大吗',
  ),
  // Blind answer round 18 en-134: the pregnancy antacid row for a man with kidney disease.
  en(
    'ckd-antacid',
    'kidney disease eGFR 22 with magnesium',
    'Can I take Tums or Alka-Seltzer or milk of magnesia for heartburn with bad kidneys',
  ),
  zh('ckd-antacid', 'kidney disease eGFR 22 with magnesium', '胃反酸，能吃达喜吗'),
  en('ckd-antacid', undefined, 'I have CKD stage 4, what can I take for heartburn?'),
  // Constipation is the laxative row's.
  en('ckd-laxative', 'kidney disease eGFR 22 with magnesium', 'is milk of magnesia ok for constipation'),
  // Blind answer round 18 en-114: the older person's servings, nothing on warfarin.
  en(
    'warfarin-nutrition-drink',
    WF,
    'should i quit the Ensure then or keep it the same',
    "INR was 3.6 last week, my range is 2 to 3. I didn't change anything except I started drinking Ensure. Could that do it?",
  ),
  zh('warfarin-nutrition-drink', WF, '吃华法林能喝安素吗，一天喝几瓶'),
  en('warfarin-nutrition-drink', WF, 'is a Boost Plus shake ok with my coumadin?'),
  // Not on warfarin: the older person's row.
  zh('older-nutrition-drinks', '80-year-old woman, low BMI', '安素一天喝几瓶合适'),
  zh('warfarin-tell-clinic-supplement-change', WF, '维生素E停了要不要告诉抗凝门诊'),
  zh('warfarin-tell-clinic-supplement-change', WF, '想开始吃钙片，要跟抗凝门诊说一声吗'),
  zh(
    'warfarin-fish-oil-lower-dose',
    WF,
    '鱼油减到一天一粒行不行',
    '我在吃华法林，儿子从澳洲给我带了鱼油和维生素E，这俩还能吃吗',
  ),
  en('warfarin-fish-oil-lower-dose', WF, 'what if I just take one fish oil capsule a day instead of three?'),
  zh('warfarin-fish-oil-lower-dose', WF, '鱼油少吃一点是不是就没事了'),
  zh('warfarin-what-time', WF, '华法林每天什么时候吃最好'),
  en('warfarin-what-time', WF, 'what time of day should I take warfarin, morning or evening?'),
  zh('warfarin-what-time', WF, '华法林早上吃还是晚上吃'),
  zh('warfarin-goji', WF, '平时喜欢泡点枸杞当归丹参喝，这种养生茶跟华法林冲突不'),
  zh('warfarin-goji', WF, '枸杞泡水能喝吗'),
  en('warfarin-goji', WF, 'can I have goji berries on warfarin'),
  // Diabetes. The portion row cuts starch ("two big bowls — down to one"): on insulin with a low of 2.6 on record it is
  // never the answer (select.ts `cutsCarbohydrate`; blind answer round 57, zh-055, development data).
  zh(
    'diabetes-staple-portion',
    undefined,
    '吃二甲双胍，糖化8.1了，医生说控制得不好，饮食该咋调？米饭一顿吃多少合适，我平时两大碗',
  ),
  en(
    'diabetes-staple-portion',
    undefined,
    'on metformin — how many carbs should i have at dinner. we eat roti, rice and dal most nights, sometimes 3 roti + rice',
  ),
  zh(
    'recorded-low-high-glucose-advice',
    DM,
    '糖化8.1了，医生说控制得不好，饮食该咋调？米饭一顿吃多少合适，我平时两大碗',
  ),
  zh(null, DM, '主食一顿吃几两合适'),
  zh(
    'diabetes-whole-grain-not-more',
    DM,
    '换成杂粮饭是不是就能多吃点',
    '糖化8.1了，医生说控制得不好，饮食该咋调？米饭一顿吃多少合适，我平时两大碗',
  ),
  en('diabetes-whole-grain-not-more', DM, 'if I switch to brown rice can I eat more of it?'),
  zh('diabetes-whole-grain-not-more', DM, '燕麦是不是可以随便吃'),
  // DM has a recorded fasting glucose of 2.6: the low is said first, never "keep insulin as usual" (blind
  // answer round 10 zh-081; answer-round10.test.ts). Without a recorded low the folk-foods row answers.
  zh('folk-foods-already-low', DM, '俺老婆天天给俺蒸南瓜山药，说能降糖，真滴假滴'),
  zh('folk-foods-already-low', DM, '苦瓜、秋葵泡水能降糖吗'),
  en('folk-foods-already-low', DM, 'does bitter melon juice lower blood sugar?'),
  zh('diabetes-fruit', DM, '糖尿病能吃水果吗，吃哪些'),
  en('diabetes-fruit', DM, 'is fruit ok with diabetes, which ones'),
  zh('diabetes-fruit', DM, '水果什么时候吃比较好'),
  zh('diabetes-sugar-free-sweeteners', DM, '无糖饼干无糖月饼能随便吃吗'),
  en('diabetes-sugar-free-sweeteners', DM, 'are sugar free biscuits ok to eat as much as I like'),
  zh('diabetes-sugar-free-sweeteners', DM, '代糖甜味剂能用吗，木糖醇呢'),
  en(
    'hypo-which-sweets',
    DM,
    'are jelly beans ok or does it have to be glucose tablets',
    'What should I always carry with me in case my sugar goes low? how many grams of sugar',
  ),
  zh('hypo-which-sweets', DM, '低血糖的时候吃巧克力行不行'),
  en('hypo-which-sweets', DM, 'can I use chocolate for a hypo?'),
  zh('insulin-bedtime-snack-enough', DM, '一杯牛奶加两片苏打饼干够不够', '睡前加餐吃啥比较好'),
  en('insulin-bedtime-snack-enough', DM, 'is a glass of milk and two crackers enough?'),
  en('insulin-bedtime-snack-enough', DM, 'would a yoghurt be enough?'),
  en(
    'insulin-bedtime-snack-en',
    DM,
    'should I eat something before bed so it doesnt drop in the morning? what kind of snack',
    'My last fasting sugar was 2.6 but my HbA1c is 8.1, how does that even make sense?',
  ),
  en('insulin-bedtime-snack-en', DM, "should I eat something at bedtime so my sugar doesn't drop overnight"),
  en('insulin-bedtime-snack-en', DM, 'what should I eat before bed to stop morning lows'),
  zh('metformin-with-meals', DM, '二甲双胍饭前吃还是饭后吃？吃了老拉肚子'),
  en('metformin-with-meals', DM, 'should I take metformin with food? it gives me the runs'),
  zh('metformin-with-meals', undefined, '二甲双胍空腹吃可以吗'),
  en(
    'metformin-b12-test',
    DM,
    'doctor said metfromin can lower B12, do i need a test or should i just take a supplement',
  ),
  en('metformin-b12-test', DM, 'metformin for 6 years now, could I be low in b12?'),
  zh('metformin-b12-test', DM, '吃二甲双胍的人要不要查维生素B12'),
  zh('metformin-b12-dose-and-form', DM, '吃了好多年二甲双胍，B12要补的话一天多少'),
  zh('metformin-b12-dose-and-form', DM, '打针好还是吃片', '二甲双胍会不会让B12偏低，我要补吗'),
  en(
    'metformin-b12-dose-and-form',
    DM,
    'pills or shots?',
    'does metformin drain your b12? should i supplement',
  ),
  en(
    'metformin-b12-dose-and-form',
    DM,
    'on metformin, what dose of B12 would I take and is methylcobalamin better',
  ),
  zh('ckd-plant-protein', CKD, '肾不好的话，豆腐豆浆的蛋白是不是比吃肉好'),
  en('ckd-plant-protein', CKD, 'should I switch to beans and lentils instead of meat to protect my kidneys'),
  en('ckd-plant-protein', CKD, 'is plant based better?', 'how much protein is right for me with CKD stage 4'),
  zh('insulin-meal-timing', DM, '打了胰岛素多久吃饭'),
  en('insulin-meal-timing', DM, 'how long before meals do I take my insulin'),
  zh('insulin-meal-timing', DM, '甘精胰岛素要在吃饭前打吗'),
  // Kidney disease
  zh('ckd-tofu-soy', CKD, '慢性肾病到底能不能吃豆腐？以前医生说不能吃豆制品，现在又说可以，到底听谁的'),
  en('ckd-tofu-soy', CKD, 'is tofu ok for kidney disease'),
  zh('ckd-tofu-soy', CKD, '豆浆能喝吗'),
  en(
    'ckd-phosphorus-foods',
    CKD,
    'my phosphate was 1.8 on my last bloods. what foods have the most phosphorus that I should cut',
  ),
  en(
    'ckd-phosphorus-foods',
    CKD,
    'does cola count? i drink 2 cans a day',
    'my phosphate was 1.8 on my last bloods. what foods have the most phosphorus that I should cut',
  ),
  zh('ckd-phosphorus-foods', CKD, '血磷高，哪些东西含磷多要少吃'),
  zh('ckd-bone-soup', CKD, '肾病能喝骨头汤吗，老人说补钙'),
  en('ckd-bone-soup', CKD, 'is bone broth good for my kidneys'),
  zh('ckd-bone-soup', CKD, '鸡汤可以多喝点吗'),
  zh('ckd-leg-cramps', CKD, '那停了晚上腿抽筋咋整', '肾功能不好，eGFR 22，之前一直在吃镁片，还能接着吃吗'),
  zh('ckd-leg-cramps', CKD, '抽筋的时候吃点钙片顶一下可以不', '那停了晚上腿抽筋咋整'),
  en(
    'ckd-leg-cramps',
    CKD,
    'what else can I do for the leg cramps then',
    'I take a magnesuim tablet for cramps at night. With my kidney function at 22 is that ok to carry on',
  ),
  zh('ckd-protein-eggs', CKD, '我60公斤，蛋白质一天吃多少合适，鸡蛋一天能吃几个，蛋黄要扔吗'),
  en('ckd-protein-eggs', CKD, 'how many eggs a day can I have with stage 4 kidney disease'),
  zh('ckd-protein-eggs', CKD, '蛋黄是不是不能吃'),
  en('ckd-water-flush', CKD, 'should I drink lots of water to flush my kidneys'),
  zh('ckd-water-flush', CKD, '肾病一天喝多少水，要多喝水冲一冲吗'),
  zh('ckd-water-flush', CKD, '多喝水对肾好吗'),
  en('ckd-laxative', CKD, 'what laxative is safe for kidney disease, milk of magnesia?'),
  zh('ckd-laxative', CKD, '便秘了能吃什么，乳果糖还是开塞露'),
  zh('ckd-laxative', CKD, '硫酸镁通便可以吗'),
  zh('ckd-herbal-remedies', CKD, '能吃中药调理肾吗，黄芪泡水'),
  en('ckd-herbal-remedies', CKD, 'are there any herbal remedies that help the kidneys'),
  zh('ckd-herbal-remedies', CKD, '冬虫夏草对肾病有用吗'),
  // Kidney transplant
  en(
    'tacrolimus-food-timing',
    TX,
    'and tac with food or empty stomach? does it matter',
    'when should i take my magnesium relative to tacrolimus and mycophenolate? right now I literally take everything at 8am together',
  ),
  zh('tacrolimus-food-timing', TX, '他克莫司饭前吃还是饭后吃'),
  zh('tacrolimus-food-timing', TX, '他克莫司能跟早饭一起吃吗'),
  zh('transplant-magnesium-spacing', TX, '镁片跟他克莫司要间隔多久吃？我现在早上一起吃的'),
  en(
    'transplant-magnesium-spacing',
    TX,
    'when should i take my magnesium relative to tacrolimus and mycophenolate? right now I literally take everything at 8am together',
  ),
  zh('transplant-magnesium-spacing', TX, '镁和骁悉能一起吃吗'),
  zh('mycophenolate-stomach', TX, '吃骁悉胃老不舒服，是不是跟吃饭时间有关'),
  en('mycophenolate-stomach', TX, 'is mycophenolate better with food, it upsets my stomach'),
  zh('mycophenolate-stomach', TX, '吗替麦考酚酯要空腹吃吗'),
  zh('mycophenolate-with-yoghurt', TX, '那配着酸奶吃行吗', '吃骁悉胃老不舒服，是不是跟吃饭时间有关'),
  en('mycophenolate-with-yoghurt', TX, 'can I take my cellcept with yogurt'),
  zh('mycophenolate-with-yoghurt', TX, '骁悉能用牛奶送服吗'),
  zh(
    'transplant-sweet-orange',
    TX,
    '那橙汁可以喝吗',
    '吃他克莫司能吃西柚吗？柚子呢，我们这边过年家家都摆柚子',
  ),
  en('transplant-sweet-orange', TX, 'are normal oranges ok on tacrolimus?'),
  zh('transplant-sweet-orange', TX, '砂糖橘能吃吗'),
  zh('transplant-alcohol', TX, '移植后能喝酒吗'),
  en('transplant-alcohol', TX, 'can I drink alcohol after a kidney transplant'),
  en('transplant-alcohol', TX, 'is a glass of wine at a wedding ok?'),
  en(
    'steroid-appetite-weight',
    TX,
    "prednisone is making me starving all the time and I've gained 6kg since the transplant. tips?",
  ),
  zh('steroid-appetite-weight', TX, '吃激素老是饿，体重涨了6公斤怎么办'),
  zh('steroid-appetite-weight', undefined, '吃泼尼松胃口特别大，怎么控制'),
  zh('steroid-bones-calcium-d', TX, '吃激素会骨质疏松吗，要不要补钙和维生素D'),
  en('steroid-bones-calcium-d', TX, 'will prednisone hurt my bones, should I take calcium and vitamin D'),
  en('steroid-bones-calcium-d', undefined, 'long term steroids and bone health, what should I do'),
  en(
    'transplant-diet-after',
    TX,
    'do I still need to limit protein and potassium like before the transplant',
  ),
  zh('transplant-diet-after', TX, '移植后蛋白质要限制吗，还要像以前透析那样吗'),
  zh('transplant-diet-after', TX, '肾移植以后还要限磷吗'),

  // ── Neighbouring questions that must NOT take these rows ──
  // Existing rules keep their questions: salt substitutes, named potassium foods, star fruit, the missed
  // warfarin dose, natto, the night-lows rule, grapefruit, the CKD salt figure, magnesium in CKD.
  zh(null, HF, '低钠盐能吃吗'),
  en(null, HF, 'are bananas totally off the menu?', 'my potassium was 5.4, which foods should I cut down'),
  zh(null, HF, '土豆泡水能去钾吗'),
  zh(null, HF, '血钾高，香蕉能吃吗'),
  zh(null, HF, '胃口不好吃不下东西，人越来越瘦怎么办'),
  zh(null, WF, '华法林忘了吃一次怎么办'),
  zh(null, WF, '吃华法林能吃纳豆吗'),
  zh(null, WF, '吃华法林是不是绿叶菜都不能吃了，菠菜西兰花我最爱吃'),
  zh(null, DM, '睡前加餐吃啥比较好'),
  zh(null, DM, '吃二甲双胍要补维生素B12吗'),
  zh(null, WF, '我想减肥，应该怎么吃？'),
  zh(null, WF, '我吃素，需要注意哪些营养素？'),
  en(null, WF, 'going on a 2 week cruise. how do I keep my diet steady for my INR?'),
  en(null, WF, 'INR went from 2.2 to 3.9 since I changed diet'),
  zh(null, CKD, '我肾功能不好，每天蛋白质吃多少？'),
  zh(null, DM, '睡前吃一片面包够吗'),
  en(null, DM, 'do I need a snack at night so I do not go low?'),
  zh(null, DM, '打胰岛素的能喝酒不，朋友聚会老躲不掉，我一般喝啤酒'),
  zh(null, DM, '低血糖的时候吃什么最快，身上要带点啥'),
  zh(null, CKD, '吃杨桃可以吗'),
  zh(null, DM, '糖尿病能吃杨桃这种水果吗'),
  zh(null, HF, '血钾高，杨桃这种水果能吃吗'),
  zh(null, CKD, '肾病要吃低盐，一天几克盐'),
  zh(null, CKD, '肾功能不好，eGFR 22，之前一直在吃镁片，还能接着吃吗'),
  zh(null, CKD, '蛋白粉能吃吗'),
  zh(null, TX, '吃他克莫司能吃西柚吗？柚子呢'),
  en(null, TX, 'what about seville orange marmalade? I have it on toast every morning'),
  zh(null, TX, '移植后一天喝多少水'),
  // Not these people: no plan condition or medicine for the row.
  zh(null, 'healthy woman', '酱油和味精能吃吗'),
  en(null, 'healthy woman', 'is fruit ok'),
  zh(null, 'healthy woman', '一天喝多少水'),
  en(null, 'healthy woman', 'is green tea healthy'),
  zh(null, 'healthy woman', '豆腐能多吃吗'),
  zh(null, 'healthy woman', '能喝咖啡吗'),
  zh(null, HF, '速尿忘了吃怎么办'),
  // A transplant is not CKD-diet: no CKD protein figure or water advice for her.
  zh(null, TX, '鸡蛋一天能吃几个'),
  // Blind answer round 8 (development data now): the HbA1c and the lows read together.
  zh(
    'insulin-lows-and-high-a1c',
    'diabetes on insulin, glucose 2.6',
    '糖化8.1说明血糖高，可我又低过血糖，那我饮食到底该多吃还是少吃啊，整不明白了',
  ),
  en(
    'insulin-lows-and-high-a1c',
    'diabetes on insulin, glucose 2.6',
    'how can my a1c be 8.1 when i keep going low??',
  ),
];

describe('kidney, heart, warfarin and insulin everyday rows', () => {
  it.each(CASES)('$locale "$text" → $id', (c) => {
    const r = askAs(c);
    expect(r.urgent).toBe(false);
    if (c.id) expect(faqIdsOf(r)).toContain(c.id);
    else expect(faqIdsOf(r).filter((id) => KH_IDS.has(id))).toEqual([]);
  });
});

const KH_IDS = new Set(CASES.flatMap((c) => (c.id ? [c.id] : [])));

// Eighteenth clinician review, zh M9: a low sodium asked about as too little salt, on paroxetine and
// tramadol, got the tramadol-and-alcohol text.
describe('a low sodium asked about as too little salt (low-sodium-salt)', () => {
  it.each([
    ['zh-CN', ['paroxetine', 'tramadol'], '体检钠131，是不是盐吃少了，我要多吃咸点吗', /不是盐吃少了/],
    ['zh-CN', [], '血钠132偏低，要不要多吃点咸的', /不要自己加盐/],
    ['zh-CN', ['sertraline'], '钠偏低，是不是该补点淡盐水', /不要自己加盐/],
    [
      'en-US',
      ['sertraline'],
      'my sodium is 129, is that from not enough salt? should I add salt to my food',
      /rarely from too little salt/,
    ],
    ['en-US', [], 'blood test says sodium 131. do I need more salt?', /do not add salt yourself/],
    // Twenty-eighth clinician review, zh M6: "多吃点盐" was not read as the salt question.
    ['zh-CN', ['furosemide', 'mirtazapine'], '她血钠131偏低，要不要让她多吃点盐？', /不要自己加盐/],
    ['zh-CN', [], '化验血钠低，是不是该吃点盐', /不要自己加盐/],
  ] as const)('%s %j "%s"', (locale, medicines, text, says) => {
    const r = askAs({ locale, medicines: [...medicines], text });
    expect(r.urgent).toBe(false);
    expect(faqIdsOf(r)).toContain('low-sodium-salt');
    expect(r.text).toMatch(says);
  });

  it.each([
    ['zh-CN', '低钠盐和普通盐哪个好'],
    ['en-US', 'is a low sodium diet good for blood pressure? should I use less salt'],
    ['zh-CN', '血钠140正常吗，做菜要不要少放盐'],
  ] as const)('%s "%s" → not this row', (locale, text) => {
    expect(faqIdsOf(askAs({ locale, text }))).not.toContain('low-sodium-salt');
  });
});

// Blind answer round 28 (development data), zh-129 (unsafe): with a calcium of 10.4 a Tums "now and then"
// was called fairly safe right after the person was told to stop it.
describe('the kidney antacid answer with a calcium above its range', () => {
  const HAROLD = 'Harold CKD G3a on Zestoretic and aspirin 81, K 3.4, Ca 10.4 (en)';
  const TUMS = '我爸每天嚼3片Tums Extra Strength，说顺便补钙，现在血钙10.4 mg/dL偏高了，要停吗';
  it('stops calcium carbonate antacids too, in both languages', { timeout: 60_000 }, () => {
    const zhReply = askAs({
      locale: 'zh-CN',
      persona: HAROLD,
      text: '那他胃反酸的时候拿啥代替',
      previous: TUMS,
    });
    expect(faqIdsOf(zhReply)).toContain('ckd-antacid');
    expect(zhReply.text).toMatch(/你的血钙已经偏高：Tums这类碳酸钙胃药/);
    expect(zhReply.text).not.toMatch(/相对稳妥/);
    const enReply = askAs({
      locale: 'en-US',
      persona: HAROLD,
      text: 'what can he take for heartburn instead then?',
    });
    expect(enReply.text).toMatch(/Your calcium is already above its range: stop calcium carbonate antacids/);
    expect(enReply.text).not.toMatch(/least of the problems/);
  });
  it('keeps the usual sentence with a calcium in range', { timeout: 60_000 }, () => {
    const r = askAs({ locale: 'zh-CN', persona: CKD, text: '胃反酸，能吃达喜吗' });
    expect(r.text).toMatch(/碳酸钙类（如Tums）偶尔吃一两片相对稳妥/);
  });
});
