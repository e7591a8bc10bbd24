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
  zh('warfarin-diet-change', WF, '拉肚子好几天没怎么吃饭，INR会变吗'),
  en('warfarin-diet-change', WF, "I'm on a diet to lose weight, does that affect my warfarin"),
  zh('warfarin-alcohol-dose', WF, '过年一家人团聚想喝两杯白酒，对华法林有影响么，喝完在吃药行不'),
  en('warfarin-alcohol-dose', WF, 'I had a few pints last night, do I take my warfarin as normal today?'),
  zh('warfarin-alcohol-dose', WF, '晚上喝了点啤酒，华法林还照常吃吗'),
  zh('warfarin-green-tea', WF, '华法林能喝绿茶吗'),
  en('warfarin-green-tea', WF, 'is green tea ok with warfarin'),
  en('warfarin-green-tea', WF, 'what about matcha lattes?'),
  en(
    'warfarin-tell-clinic-supplement-change',
    WF,
    'If I stop the vitamin E do I need to tell the anticoagulation clinic?',
    "I'm on warfarin. Is it ok that I take fish oil and vitamin E as well? Been taking them for years for my heart",
  ),
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
  // Diabetes
  zh(
    'diabetes-staple-portion',
    DM,
    '糖化8.1了，医生说控制得不好，饮食该咋调？米饭一顿吃多少合适，我平时两大碗',
  ),
  en(
    'diabetes-staple-portion',
    DM,
    'how many carbs should i have at dinner. we eat roti, rice and dal most nights, sometimes 3 roti + rice',
  ),
  zh('diabetes-staple-portion', DM, '主食一顿吃几两合适'),
  zh(
    'diabetes-whole-grain-not-more',
    DM,
    '换成杂粮饭是不是就能多吃点',
    '糖化8.1了，医生说控制得不好，饮食该咋调？米饭一顿吃多少合适，我平时两大碗',
  ),
  en('diabetes-whole-grain-not-more', DM, 'if I switch to brown rice can I eat more of it?'),
  zh('diabetes-whole-grain-not-more', DM, '燕麦是不是可以随便吃'),
  zh('diabetes-folk-foods-lower-sugar', DM, '俺老婆天天给俺蒸南瓜山药，说能降糖，真滴假滴'),
  zh('diabetes-folk-foods-lower-sugar', DM, '苦瓜、秋葵泡水能降糖吗'),
  en('diabetes-folk-foods-lower-sugar', DM, 'does bitter melon juice lower blood sugar?'),
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
  zh('metformin-b12-test', DM, '吃二甲双胍要补B12吗'),
  zh('metformin-b12-test', DM, '吃二甲双胍的人要不要查维生素B12'),
  zh('insulin-meal-timing', DM, '打了胰岛素多久吃饭'),
  en('insulin-meal-timing', DM, 'how long before meals do I take my insulin'),
  zh('insulin-meal-timing', DM, '甘精胰岛素要在吃饭前打吗'),
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
  zh(null, DM, '睡前吃一片面包够吗'),
  en(null, DM, 'do I need a snack at night so I do not go low?'),
  zh(null, DM, '打胰岛素的能喝酒不，朋友聚会老躲不掉，我一般喝啤酒'),
  zh(null, DM, '低血糖的时候吃什么最快，身上要带点啥'),
  zh(null, CKD, '吃杨桃可以吗'),
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
  // A transplant is not CKD-diet: no CKD protein figure or water advice for her.
  zh(null, TX, '鸡蛋一天能吃几个'),
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
