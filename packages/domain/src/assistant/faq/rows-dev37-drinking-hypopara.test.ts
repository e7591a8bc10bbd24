import { describe, expect, it } from 'vitest';
import { DEV37_DRINKING_HYPOPARA_FAQ } from './rows-dev37-drinking-hypopara';
import { askAs, enCase, expectRowCase, faqIdsOf, rowsOf, zhCase, type RowCase } from './testing';

// Blind answer round 37 (development data): Mike, 10–12 beers a day with a raised ALT on Tylenol PM and Advil;
// Edna, 84, hypoparathyroidism on calcitriol and a thiazide with prescribed Caltrate, her own Tums, a calcium
// of 8.1 and a magnesium of 1.6. Each row a class of question, asked in both languages.
const MIKE = 'Mike: 10–12 beers a day, raised liver enzymes, Tylenol PM and Advil, a B complex (en)';
const EDNA =
  'Edna: 84, hypoparathyroidism on calcitriol and a thiazide, prescribed calcium and her own Tums (en)';
const DIALYSIS = '周姐: peritoneal dialysis with diabetic nephropathy, 福斯利诺, K 3.2 (zh)';
const LAO_LIU = '老刘: triglycerides 7.9, baijiu most weeks, gout, prescribed niacin (zh)';
const LAO_YANG = '老杨: hepatitis B cirrhosis with ascites, past encephalopathy, K 5.4, 低钠盐 (zh)';
const MARIA =
  'Maria: 11 weeks pregnant with type 1 diabetes, HbA1c 7.8, Synthroid with a prenatal and Tums (en)';
const GEOFFREY =
  'Geoffrey: 78, gliclazide with a ciprofloxacin course, prescribed ferrous fumarate, eGFR 48 (UK)';
const XIAOYA = '小雅: bipolar on lithium and 思瑞康, 7 weeks postpartum and breastfeeding (zh)';
const own = rowsOf(DEV37_DRINKING_HYPOPARA_FAQ);

const TYLENOL_EN =
  'i take 2 tylenol pm most nights to sleep, usually after a few beers. is that bad with the liver thing';
const TYLENOL_ZH = '晚上睡不着我一般吃两粒Tylenol PM，喝完啤酒再吃有问题么？一直这么吃的也没啥感觉';
const LIVER_FOOD_EN =
  'ok real talk, im not quitting beer right now. ALT 96 GGT 310. what can i eat to at least help my liver out';
const CALCIUM_EN =
  'Good morning. I am 84 and take two Caltrate a day that my doctor prescribed. I also keep a roll of Tums on my nightstand for heartburn and chew two most nights. Is that too much calcium all together?';
const CALCIUM_ZH =
  '我外婆84岁，脖子做过手术以后甲状旁腺功能减退，一直吃骨化三醇，医生开的Caltrate 600+D3一天两片，她自己又偷偷加了2片Tums，说手指头发麻。算下来她一天钙吃了多少？会不会超量啊，她肾也不太好eGFR 48';

/** Each case with the lead its answer must carry (null: none of this file's rows). */
const CASES: readonly (readonly [RowCase, RegExp | null])[] = [
  // ---- Tylenol PM after beers with a raised ALT (en-017, zh-022)
  [
    enCase(MIKE, TYLENOL_EN, 'acetaminophen-pm-with-heavy-drinking'),
    /^\*\*Yes — that habit is worth changing: the acetaminophen in Tylenol PM/,
  ],
  [
    enCase(
      undefined,
      'is it ok to take tylenol every night after drinking? my ALT came back high',
      'acetaminophen-pm-with-heavy-drinking',
    ),
    /^\*\*Yes — that habit is worth changing/,
  ],
  [zhCase(MIKE, TYLENOL_ZH, 'acetaminophen-pm-with-heavy-drinking'), /^\*\*有问题，这个习惯要改/],
  [
    zhCase(MIKE, '每晚喝完酒吃两片泰诺助眠，伤肝吗', 'acetaminophen-pm-with-heavy-drinking'),
    /^\*\*有问题，这个习惯要改/,
  ],
  // A paracetamol for a headache, no drinking said: not this row.
  [enCase('healthy woman', 'can i take tylenol for a headache?', null), null],
  // ---- Advil instead, with daily drinking (en-018, zh-040)
  [
    enCase(MIKE, 'should i just switch to advil for my back then', 'nsaid-with-heavy-drinking', TYLENOL_EN),
    /^\*\*Switching to Advil is not the safer choice: ibuprofen with daily heavy drinking/,
  ],
  [
    enCase(undefined, 'i drink like 8 beers a day, is advil ok for my back?', 'nsaid-with-heavy-drinking'),
    /^\*\*Switching to Advil is not the safer choice/,
  ],
  [
    zhCase(MIKE, '那换成advil呢 我也经常头疼吃advil', 'nsaid-with-heavy-drinking', TYLENOL_ZH),
    /^\*\*换成布洛芬（Advil）并不更安全/,
  ],
  // Ibuprofen on lithium, no drinking: the lithium row's.
  [zhCase(XIAOYA, '芬必得能不能和锂盐一起吃', null), null],
  // ---- what to eat for the liver while still drinking (en-015)
  [
    enCase(MIKE, LIVER_FOOD_EN, 'liver-food-while-drinking'),
    /^\*\*Food helps a little, but what brings ALT and GGT down is drinking less/,
  ],
  [
    zhCase(MIKE, '啤酒暂时戒不掉，转氨酶高，平时吃什么对肝好一点', 'liver-food-while-drinking'),
    /^\*\*吃得对能帮一点/,
  ],
  // Cirrhosis from hepatitis B, no drinking said: the liver rules' question.
  [zhCase(LAO_YANG, '肝硬化平时吃什么好', null), null],
  // Sober for years: no withdrawal text.
  [
    enCase(
      undefined,
      'i used to drink 12 beers a day but quit 2 years ago. ALT still a bit high, what should i eat for my liver',
      null,
    ),
    null,
  ],
  // ---- the B complex and milk thistle (zh-004, en-016)
  [
    zhCase(
      MIKE,
      '我一天大概10-12罐啤酒，体检ALT 96，GGT 310，医生说脂肪肝。我在吃super B complex，这个能护肝不？要不要再加个奶蓟草milk thistle',
      'liver-supplements-heavy-drinking',
    ),
    /^\*\*复合维生素B值得留着，主要是为了其中的维生素B1/,
  ],
  [
    enCase(
      MIKE,
      'what about the super b complex i take, is it doing anything or am i just pissing money away',
      'liver-supplements-heavy-drinking',
      LIVER_FOOD_EN,
    ),
    /^\*\*The B complex is worth keeping for one reason — its thiamine/,
  ],
  [
    enCase(
      undefined,
      'is my b complex helping my liver at all? i drink a 12 pack most nights',
      'liver-supplements-heavy-drinking',
    ),
    /^\*\*The B complex is worth keeping/,
  ],
  // Milk thistle asked alone keeps the liver-pills row (no B complex to answer for).
  [enCase(MIKE, 'does milk thistle actually help the liver? i drink most nights', null), null],
  // Triglycerides of 7.9: the no-alcohol-at-all row answers liver pills.
  [zhCase(LAO_LIU, '想买点护肝片解酒，有推荐的吗', null), null],
  // ---- calories of light, non-alcoholic beer and whisky (en-019, zh-058)
  [
    enCase(
      MIKE,
      'trying to drop 30 lbs. if I switch to michelob ultra does that actually make a diff calorie wise or is it a gimmick',
      'beer-calories-heavy-drinking',
    ),
    /^\*\*Light beer does make a real difference — about 50 kcal less a can — but for the liver/,
  ],
  [
    zhCase(
      MIKE,
      '98kg想减到85，啤酒实在戒不掉，换成light beer或者无醇啤酒热量能差多少？还是干脆改喝威士忌加冰',
      'beer-calories-heavy-drinking',
    ),
    /^\*\*换成淡啤（低热量啤酒）确实少一些热量/,
  ],
  // Someone who only asks about light beer is not a heavy drinker with a liver disease.
  [enCase('healthy woman', 'does light beer have fewer calories than regular beer?', null), null],
  // ---- stopping after heavy drinking, asked with food (the recovery answer took it)
  [
    enCase(
      MIKE,
      'im going to quit drinking cold turkey this weekend, 12 beers a day, what should i eat for my liver',
      'stopping-heavy-drinking-food',
    ),
    /^\*\*After heavy daily drinking, do not stop all at once on your own/,
  ],
  [
    zhCase(MIKE, '我一天10罐啤酒，打算这周末直接戒酒，吃点什么护肝', 'stopping-heavy-drinking-food'),
    /^\*\*每天大量喝酒的人不要自己一下子全停/,
  ],
  // Vitamins when stopping stay the existing row's.
  [
    enCase(
      MIKE,
      'i drink like 10-12 beers a day. planning to just quit cold turkey this weekend, any vitamins that help',
      null,
    ),
    /^\*\*After heavy daily drinking, do not stop all at once on your own/,
  ],

  // ---- the day's calcium with her own Tums (en-010, zh-003)
  [
    enCase(EDNA, CALCIUM_EN, 'hypopara-calcium-total'),
    /\*\*Added up, the tablets give about 1,800 mg of calcium a day — and in hypoparathyroidism/,
  ],
  [
    zhCase(EDNA, CALCIUM_ZH, 'hypopara-calcium-total'),
    /\*\*先说最要紧的：手指头发麻，在甲状旁腺功能减退的人身上是血钙偏低的信号/,
  ],
  [
    zhCase(
      EDNA,
      '医生开的钙片一天两片，她自己还嚼Tums，一共吃了多少钙，会不会超量',
      'hypopara-calcium-total',
    ),
    /\*\*算下来，每天光药片就有约1800毫克钙/,
  ],
  // Pregnant on Tums with a prenatal, no active vitamin D: not this row.
  [enCase(MARIA, 'is 4 tums a day too much calcium with my prenatal?', null), null],
  // ---- a simple daily schedule (zh-057, en-013)
  [
    zhCase(
      EDNA,
      '她早上空腹吃优甲乐，然后还有一堆钙片、镁片、Centrum Silver、维D3 2000，再加上氢氯噻嗪和骨化三醇，这些一天里到底应该怎么排时间？老太太记性不好，药盒子都分不清，越简单越好',
      'hypopara-daily-schedule',
    ),
    /\*\*优甲乐早上起床单独吃，白开水送服，30–60分钟后再吃早饭/,
  ],
  [
    enCase(
      EDNA,
      'What time should i take my levothyroxine? I put all my pills in one little cup at breakfast so I dont forget any',
      'hypopara-daily-schedule',
    ),
    /^\*\*Take levothyroxine alone on waking, with water, 30–60 minutes before breakfast/,
  ],
  [enCase(GEOFFREY, 'what time should I take my ferrous fumarate and Adcal?', null), null],
  // ---- the vitamin D added up beside calcitriol (en-012)
  [
    enCase(
      EDNA,
      'And the vitamin D? There is some in the Caltrate, then I take a D3 2000, the Centrum Silver, and the calcitriol the endocrinologist gives me.',
      'hypopara-vitamin-d-total',
      CALCIUM_EN,
    ),
    /\*\*Added up, the plain vitamin D comes to roughly 3,600–4,600 IU a day/,
  ],
  [
    zhCase(
      EDNA,
      '那维生素D呢？Caltrate里有，她还吃维D3 2000和善存银片，另外内分泌科开了骨化三醇',
      'hypopara-vitamin-d-total',
      CALCIUM_ZH,
    ),
    /\*\*普通维生素D加起来每天约3600–4600国际单位/,
  ],
  // On dialysis with calcitriol: the nephrologist's, not the hypoparathyroidism text.
  [zhCase(DIALYSIS, '罗盖全和维生素D3一起吃，加上钙尔奇，会不会太多', null), null],
  // ---- magnesium: a second tablet, another form (en-014, zh-039)
  [
    enCase(
      EDNA,
      'my granddaughter read on the internet that magnesium helps leg cramps at night. I take the Mag-Ox 400 already and my level was 1.6. Would taking 2 be better',
      'hypopara-low-magnesium',
    ),
    /\*\*A magnesium below the range \(under about 1\.7 mg\/dL, 0\.7 mmol\/L\) matters in hypoparathyroidism/,
  ],
  [
    zhCase(
      EDNA,
      'Mag-Ox 400镁片她吃了老拉稀，血镁1.6还是偏低，有没有别的镁好吸收又不拉肚子的？甘氨酸镁glycinate行不行',
      'hypopara-low-magnesium',
    ),
    /\*\*血镁低于正常（低于约0\.7毫摩尔\/升，即1\.7毫克\/分升），对甲状旁腺功能减退的人要当回事/,
  ],
  [enCase(MARIA, 'my legs cramp at night, would magnesium help?', null), null],
  // ---- tingling: a low calcium (zh-021)
  [
    zhCase(EDNA, '那Tums停了手麻咋整，她说一麻嚼一片马上就好了', 'hypopara-tingling-low-calcium', CALCIUM_ZH),
    /\*\*甲状旁腺功能减退的人，手指头或嘴唇周围发麻、抽筋、肌肉跳，是血钙偏低的信号/,
  ],
  [
    enCase(
      EDNA,
      'I get tingling around my lips in the afternoon, is that my heartburn?',
      'hypopara-tingling-low-calcium',
    ),
    /\*\*In hypoparathyroidism, tingling in the fingers or around the lips, muscle cramps or twitching are signs that the blood calcium is running low/,
  ],
  [
    enCase(
      undefined,
      'my mom had her parathyroids removed and her fingers keep tingling, she chews tums for it',
      'hypopara-tingling-low-calcium',
    ),
    /\*\*In hypoparathyroidism, tingling/,
  ],
  // ---- a low calcium result (en-011)
  [
    enCase(
      EDNA,
      "But my calcium came back low, 8.1. Wouldn't that mean I need more, not less?",
      'hypopara-low-calcium-result',
      CALCIUM_EN,
    ),
    /\*\*Not "more on your own" — in hypoparathyroidism a calcium a little under the lab's range is often just where the endocrinologist aims/,
  ],
  [
    zhCase(EDNA, '她血钙8.1偏低，是不是该多吃点钙片？', 'hypopara-low-calcium-result'),
    /\*\*不是自己多吃——甲状旁腺功能减退的人，血钙略低于化验单的正常范围/,
  ],
  // A high calcium told: the high-calcium rows answer.
  [enCase(EDNA, 'My calcium was 10.9 last week, is the Caltrate too much?', null), null],
];

describe('heavy drinking and hypoparathyroidism rows (blind answer round 37, development data)', () => {
  it.each(CASES.map(([c, lead]) => [c.id ?? 'none', c.locale, c.text, c, lead] as const))(
    '%s (%s): %s',
    { timeout: 60_000 },
    (_id, _locale, _text, c, lead) => {
      expectRowCase(c, own, { nullMayBeUrgent: true });
      if (lead) expect(askAs(c).text).toMatch(lead);
    },
  );

  it('every heavy-drinking row that asks for less drink says not to stop all at once, in both languages', () => {
    const drinking = DEV37_DRINKING_HYPOPARA_FAQ.filter((r) => !r.id.startsWith('hypopara-'));
    expect(drinking.length).toBe(6);
    for (const row of drinking) {
      expect(row.text.en).toMatch(/do not stop all at once on your own/);
      expect(row.text.en).toMatch(/seizures/);
      expect(row.text.zh).toMatch(/不要自己一下子全停/);
      expect(row.text.zh).toMatch(/抽搐/);
    }
  });

  it('no hypoparathyroidism row tells her to stop the prescribed calcium or calcitriol', () => {
    for (const row of DEV37_DRINKING_HYPOPARA_FAQ.filter((r) => r.id.startsWith('hypopara-'))) {
      expect(row.text.en).not.toMatch(/\bstop (the |your )?(calcium|calcitriol|caltrate|vitamin d)\b/i);
      expect(row.text.zh).not.toMatch(/停(用|掉)?(钙片|骨化三醇)/);
    }
    const low = askAs({
      locale: 'en-US',
      persona: EDNA,
      previous: CALCIUM_EN,
      text: "But my calcium came back low, 8.1. Wouldn't that mean I need more, not less?",
    });
    expect(low.text).not.toMatch(/With a high blood calcium, stop/);
    expect(low.text).toMatch(/never stop them/);
  });

  it('plain Tylenol gets the acetaminophen text without the sleep aid; Tylenol PM names diphenhydramine', () => {
    const plain = askAs({
      locale: 'en-US',
      text: 'is it ok to take tylenol every night after drinking? my ALT came back high',
    });
    expect(plain.text).toMatch(
      /^\*\*Yes — that habit is worth changing: acetaminophen \(Tylenol, paracetamol\)/,
    );
    expect(plain.text.split('_Source')[0]).not.toMatch(/diphenhydramine/);
    const pm = askAs({ locale: 'zh-CN', persona: MIKE, text: TYLENOL_ZH });
    expect(pm.text).toMatch(/苯海拉明/);
    expect(pm.text).toMatch(/最多2克/);
  });

  it('the calcium total leads with the tingling only when it is told (composed)', () => {
    const row = DEV37_DRINKING_HYPOPARA_FAQ.find((r) => r.id === 'hypopara-calcium-total')!;
    expect(row.compose!({ text: CALCIUM_ZH }, true)).toMatch(/^\*\*先说最要紧的/);
    expect(row.compose!({ text: CALCIUM_EN }, false)).toBeNull();
    expect(
      row.compose!({ text: 'is that too much calcium?', previous: 'my fingers tingle at night' }, false),
    ).toMatch(/^\*\*First, the most urgent part: tingling/);
  });

  it('the Chinese texts use Chinese units, the English ones no Chinese', () => {
    for (const row of DEV37_DRINKING_HYPOPARA_FAQ) {
      expect(row.text.zh).not.toMatch(/盎司|\boz\b|\bounces?\b|\bcups?\b|\blbs?\b/);
      expect(row.text.en).not.toMatch(/\p{Script=Han}/u);
    }
  });

  it('a tingling question never becomes an antacid or heartburn answer', { timeout: 60_000 }, () => {
    const r = askAs({
      locale: 'zh-CN',
      persona: EDNA,
      previous: CALCIUM_ZH,
      text: '那Tums停了手麻咋整，她说一麻嚼一片马上就好了',
    });
    expect(faqIdsOf(r)).toEqual(['hypopara-tingling-low-calcium']);
    expect(r.text).not.toMatch(/烧心经常发生/);
    expect(r.text).toMatch(/马上打120/);
  });
});
