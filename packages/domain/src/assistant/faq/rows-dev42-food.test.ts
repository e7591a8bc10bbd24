import { describe, expect, it } from 'vitest';
import { DEV42_FOOD_FAQ } from './rows-dev42-food';
import { askAs, enCase, expectRowCase, rowsOf, zhCase, type RowCase } from './testing';
import { BONES, GOUT, KIDNEY, MAN, NURSING, T2, VEGAN, WOMAN } from './testing-personas';

// Blind answer round 42 (development data): the food questions the chat declined or answered with a neighbouring
// row — the last coffee on night shifts, losing weight while breastfeeding, gout and seafood or drinks, convenience
// stores, bubble tea, hotpot in pregnancy, hawker food and kopi, bone soup, tea beside vitamin D, dumplings and
// mantou with diabetes, milk tea and the bones, beetroot and caffeine before a race, beer with a fatty liver, and
// iron and protein on a lacto-vegetarian diet. Each case is in new words, not the round's own.
const DIABETES_CKD = 'type 2 diabetes on metformin, glimepiride and acarbose, HbA1c 8.9, B12 150';
const own = rowsOf(DEV42_FOOD_FAQ);

/** Each case with the lead its answer must carry (anchored where the row's text opens the answer). */
const CASES: readonly (readonly [RowCase, RegExp | null])[] = [
  // ---- 1. the last coffee before sleep (zh-020, en-021)
  [
    zhCase(MAN, '我上晚班，早上七点下班回家睡，咖啡最晚几点喝完比较好', 'caffeine-last-cup-before-sleep'),
    /^\*\*最后一杯含咖啡因的饮料，最好在你打算睡觉前至少6小时喝完：上夜班/,
  ],
  [
    enCase(
      MAN,
      'I work rotating night shifts and sleep around 9am. When should I stop drinking coffee?',
      'caffeine-last-cup-before-sleep',
    ),
    /^\*\*Have your last caffeinated drink at least 6 hours before you plan to sleep — finishing a night shift/,
  ],
  [
    enCase(
      MAN,
      'coffee after dinner ruins my sleep, what time is the cut-off?',
      'caffeine-last-cup-before-sleep',
    ),
    /for an 11 pm bedtime, nothing with caffeine after about 5 pm/,
  ],
  [enCase(NURSING, 'does my coffee keep the baby awake at night? what time should I stop?', null), null],
  // ---- 6. bubble tea: sugar levels, pearls, caffeine (zh-023, en-022)
  [
    zhCase(WOMAN, '每天一杯珍奶，改成半糖去冰真的有差吗？', 'bubble-tea-sugar-pearls-caffeine'),
    /^\*\*有差：从全糖改到微糖/,
  ],
  [
    enCase(
      WOMAN,
      'is boba really that fattening? I get a large one with pearls most days',
      'bubble-tea-sugar-pearls-caffeine',
    ),
    /^\*\*Yes, it makes a real difference/,
  ],
  [
    enCase(
      WOMAN,
      'does a bubble tea in the evening have caffeine like coffee does?',
      'bubble-tea-sugar-pearls-caffeine',
    ),
    /^\*\*Less sugar is clearly better, but a tea-based bubble tea still has caffeine/,
  ],
  [zhCase(WOMAN, '奶茶热量多少', null), null],
  // ---- 2. breastfeeding: how much less, how fast (en-051, en-052, zh-054)
  [
    zhCase(NURSING, '喂奶期间想瘦，每周瘦几斤算正常？', 'breastfeeding-weight-loss-how-much-how-fast'),
    /^\*\*哺乳期每周减约0\.5千克（1斤）是安全的速度/,
  ],
  [
    enCase(
      NURSING,
      'nursing my 3 month old and want to lose weight — how much can I reduce my food without hurting my supply?',
      'breastfeeding-weight-loss-how-much-how-fast',
    ),
    /^\*\*You can cut about 500 kcal a day below what you need/,
  ],
  [enCase(NURSING, 'how many extra calories do I need while breastfeeding?', null), null],
  // ---- 2. breastfeeding: sweet malt drinks and milk in the morning pap (zh-056)
  [
    zhCase(
      NURSING,
      '我每天下午要喝一瓶Malta，喂奶期间想瘦，能换成什么？',
      'breastfeeding-pap-malt-drink-swaps',
    ),
    /^\*\*Malta是不含酒精的麦芽饮料/,
  ],
  [
    enCase(
      NURSING,
      'is ogi with evaporated milk every morning bad for losing weight while breastfeeding?',
      'breastfeeding-pap-malt-drink-swaps',
    ),
    /^\*\*Pap itself is fairly light/,
  ],
  [
    zhCase(
      NURSING,
      '早上pap加淡奶，下午一瓶Malta，喂奶期间想瘦该怎么换？',
      'breastfeeding-pap-malt-drink-swaps',
    ),
    /^\*\*会拖一点后腿，但不用全戒/,
  ],
  [enCase(WOMAN, 'is malta fattening? any swaps?', null), null],
  [
    enCase(
      NURSING,
      'does my afternoon Milo hold back my weight loss while breastfeeding?',
      'breastfeeding-pap-malt-drink-swaps',
    ),
    null,
  ],
  [
    enCase(
      NURSING,
      'is a bottle of malta a day ok while breastfeeding and trying to lose weight?',
      'breastfeeding-pap-malt-drink-swaps',
    ),
    /^\*\*Malta is a non-alcoholic malt drink/,
  ],
  // ---- 3. gout with liver disease: which seafood is lower in purines (zh-038)
  [
    zhCase(GOUT, '我有脂肪肝，尿酸也高，虾和螃蟹哪个嘌呤低一点？', 'gout-seafood-which-lower-purine'),
    /^\*\*虾、蟹和大多数新鲜鱼属于中等嘌呤[^]*有肝病的，海鲜一律彻底煮熟/,
  ],
  [
    enCase(
      GOUT,
      'I have gout and a fatty liver. Which is lower in purines, crab or salmon?',
      'gout-seafood-which-lower-purine',
    ),
    /^\*\*Prawns, crab and most fresh fish are moderate in purines/,
  ],
  [zhCase(GOUT, '虾和螃蟹哪个嘌呤低一点？', null), null],
  // ---- 4. gout: beer or wine, and herbal cooling tea (zh-042)
  [
    zhCase(GOUT, '痛风的人喝啤酒还是红酒好一点？凉茶能不能降尿酸？', 'gout-beer-or-wine-and-cooling-tea'),
    /^\*\*对痛风来说，啤酒最伤，红酒相对轻一些/,
  ],
  [
    enCase(
      GOUT,
      'with gout is wine better than beer at work dinners? and does herbal cooling tea help flush uric acid?',
      'gout-beer-or-wine-and-cooling-tea',
    ),
    /^\*\*For gout, beer is the worst/,
  ],
  [zhCase(WOMAN, '啤酒和红酒哪个好？凉茶能喝吗', null), null],
  [zhCase(GOUT, '喝凉茶能把尿酸排出去吗', 'gout-cooling-tea-uric-acid'), /^\*\*凉茶不能帮你排尿酸/],
  [
    enCase(GOUT, 'does liang cha lower my uric acid?', 'gout-cooling-tea-uric-acid'),
    /^\*\*Cooling herbal tea/,
  ],
  [zhCase(GOUT, '凉茶天天喝好不好', null), null],
  // ---- 5. the convenience store while losing weight (zh-019, en-024)
  [
    zhCase(MAN, '下班只能去全家便利店买吃的，想减肥该怎么配？', 'convenience-store-weight-loss-picks'),
    /^\*\*超商也能吃得不胖/,
  ],
  [
    enCase(
      MAN,
      'trying to lose weight and lunch is always from a convenience store. what should I grab?',
      'convenience-store-weight-loss-picks',
    ),
    /^\*\*Pick one protein, one vegetable and one small starch/,
  ],
  [zhCase(T2, '便利店买什么吃比较健康', null), null],
  // ---- 7. hotpot in pregnancy (zh-016, zh-017, en-014)
  [
    zhCase(T2, '怀孕了想吃麻辣烫，辣的能吃吗，要注意什么', 'pregnancy-hotpot-spicy-offal-duck-blood'),
    /^\*\*孕期可以吃火锅、串串/,
  ],
  [
    zhCase(T2, '牛百叶和黄喉要烫多久才算熟', 'pregnancy-hotpot-spicy-offal-duck-blood', '孕妇能吃火锅吗'),
    /^\*\*毛肚、黄喉这些要在大滚的锅里煮到完全熟透才吃/,
  ],
  [
    enCase(
      T2,
      'pregnant and going out for hot pot tonight — is it safe and what should I watch out for?',
      'pregnancy-hotpot-spicy-offal-duck-blood',
    ),
    /^\*\*Yes — hotpot and chuan chuan once a week are fine in pregnancy/,
  ],
  [zhCase(WOMAN, '火锅毛肚烫几秒能吃', null), null],
  // ---- 8. hawker food: chicken rice or nasi lemak (zh-059)
  [
    zhCase(MAN, '椰浆饭和海南鸡饭哪个比较不胖？', 'hawker-chicken-rice-or-nasi-lemak'),
    /^\*\*一般来说鸡饭比椰浆饭轻一些/,
  ],
  [
    enCase(
      MAN,
      'chicken rice vs nasi lemak when I am trying to lose weight?',
      'hawker-chicken-rice-or-nasi-lemak',
    ),
    /^\*\*Chicken rice is usually the lighter of the two/,
  ],
  [enCase(MAN, 'how do I cook chicken rice at home?', null), null],
  [
    zhCase(MAN, '炒粿条和椰浆饭哪个比较ok？我有高血压', 'hawker-chicken-rice-or-nasi-lemak'),
    /^\*\*炒粿条和椰浆饭都属于比较油、比较咸的选择[^]*有心脏病、高血压或血脂高的/,
  ],
  // ---- 8. kopi with condensed milk (zh-061)
  [
    zhCase(MAN, 'kopi每天三杯都加炼奶，改成kopi-c少甜可以吗', 'kopi-condensed-milk-or-kosong'),
    /^\*\*差很多：kopi加的是甜炼奶/,
  ],
  [
    enCase(
      MAN,
      'is kopi-o kosong much better than kopi with condensed milk?',
      'kopi-condensed-milk-or-kosong',
    ),
    /^\*\*Yes, a big difference: kopi is made with sweetened condensed milk/,
  ],
  [enCase(T2, 'kopi siew dai ok or not?', null), null],
  [
    enCase(
      MAN,
      'my dad drinks teh tarik every afternoon, is teh-o kosong much better?',
      'kopi-condensed-milk-or-kosong',
    ),
    /^\*\*Less sweet helps, but the condensed milk is the big part/,
  ],
  // ---- 9. bone soup has little calcium (en-032)
  [
    zhCase(BONES, '老火汤煲几个钟，真的能补钙吗？', 'bone-soup-little-calcium'),
    /^\*\*不是真的：老火汤、猪骨汤煲得再久/,
  ],
  [
    enCase(
      BONES,
      'boiling pork bones for hours — does that soup give me calcium?',
      'bone-soup-little-calcium',
    ),
    /^\*\*No — however long lo foh tong or pork-bone soup simmers/,
  ],
  [zhCase(BONES, '骨头汤补钙吗', null), null],
  // ---- 10. tea does not block vitamin D (en-042)
  [
    zhCase(WOMAN, '维生素D能和奶茶一起吃吗，茶会不会影响吸收', 'vitamin-d-with-tea'),
    /^\*\*茶不会妨碍维生素D吸收/,
  ],
  [
    enCase(WOMAN, 'does drinking tea with it stop my vitamin D tablet from absorbing?', 'vitamin-d-with-tea'),
    /^\*\*Tea does not block vitamin D/,
  ],
  [enCase(WOMAN, 'does tea affect iron absorption?', null), null],
  // ---- 11. diabetes: dumplings per meal, mantou or rice (zh-011, en-009)
  [
    {
      ...zhCase(undefined, '糖尿病吃水饺，一顿吃多少个？', 'diabetes-dumplings-per-meal'),
      medicines: ['acarbose'],
    },
    /^\*\*一顿饺子一般10个左右（中等大小）就够[^]*你在吃的阿卡波糖/,
  ],
  [
    enCase(
      undefined,
      'how many dumplings can I have at dinner with my diabetes?',
      'diabetes-dumplings-per-meal',
    ),
    /^\*\*About 10 medium dumplings is a sensible meal with diabetes/,
  ],
  [zhCase(WOMAN, '饺子一顿吃多少个', null), null],
  [
    zhCase(undefined, '有糖尿病，馒头一顿吃几个？要不要改吃米饭', 'diabetes-mantou-or-rice-noodles'),
    /^\*\*不用放弃面食，换成米饭或面条帮助也不大/,
  ],
  [
    enCase(
      undefined,
      'type 2 diabetic here: is rice better than steamed buns for my blood sugar?',
      'diabetes-mantou-or-rice-noodles',
    ),
    /^\*\*You don’t have to give up wheat/,
  ],
  [zhCase(undefined, '有糖尿病，换成杂粮馒头能多吃一个吗', null), null],
  // Kidney disease beside diabetes: the kidney team's staples (kidney-wheat-staples) answer.
  [zhCase(DIABETES_CKD, '馒头一顿吃几个？要不要改吃米饭', null), null],
  // ---- 12. Hong Kong milk tea and the bones (zh-030)
  [
    zhCase(BONES, '每天一杯丝袜奶茶，会不会让骨质疏松更严重？', 'hk-milk-tea-wine-and-bones'),
    /^\*\*每天一杯港式奶茶、偶尔一杯红酒，对骨质影响很小/,
  ],
  [
    enCase(
      BONES,
      'does a daily Hong Kong milk tea and the odd glass of red wine hurt my bones?',
      'hk-milk-tea-wine-and-bones',
    ),
    /^\*\*One Hong Kong–style milk tea a day/,
  ],
  [zhCase(BONES, '奶茶喝多了会胖吗', null), null],
  [enCase(BONES, 'does a daily Hong Kong milk tea hurt my bones?', null), null],
  // ---- 13. beetroot before a race (zh-051, en-050)
  [
    zhCase(MAN, '比赛前喝甜菜根汁，要提前几个小时？', 'beetroot-shot-timing-mouthwash-red-urine'),
    /^\*\*比赛或关键训练前大约2–3小时喝效果最好/,
  ],
  [
    enCase(
      MAN,
      'how long before my 10k should I drink beet juice? and is mouthwash a problem?',
      'beetroot-shot-timing-mouthwash-red-urine',
    ),
    /^\*\*Have it about 2–3 hours before the race/,
  ],
  [enCase(KIDNEY, 'how long before a race should I drink beetroot juice?', null), null],
  // ---- 14. caffeine gels on top of coffee (en-049)
  [
    zhCase(
      MAN,
      '马拉松比赛早上已经喝了两杯咖啡，还要用含咖啡因的能量胶吗？',
      'caffeine-gels-on-top-of-coffee',
    ),
    /^\*\*值得用，不算过量/,
  ],
  [
    enCase(
      MAN,
      'half marathon next week: are caffeinated gels too much on top of my morning espresso?',
      'caffeine-gels-on-top-of-coffee',
    ),
    /^\*\*Worth it, not overkill/,
  ],
  [enCase(MAN, 'how much caffeine is too much in a day with coffee?', null), null],
  // ---- 15. beer with a fatty liver (zh-022, en-023)
  [
    zhCase(MAN, '体检查出脂肪肝，转氨酶偏高，周末喝的啤酒要戒吗', 'fatty-liver-beer-quit-or-cut'),
    /^\*\*最好先完全不喝，而不是只少喝一点/,
  ],
  [
    enCase(
      MAN,
      'got told I have a fatty liver. do I need to give up beer completely or just drink less?',
      'fatty-liver-beer-quit-or-cut',
    ),
    /^\*\*Best to stop completely for now rather than just cut down/,
  ],
  [enCase(MAN, 'is beer worse than wine for weight loss?', null), null],
  // ---- 16. vegetarian iron with heavy periods; jaggery and dates (zh-046, en-043)
  [
    zhCase(
      WOMAN,
      '我吃素，血红蛋白偏低，例假又多，吃什么补铁？红枣有用吗',
      'vegetarian-iron-heavy-periods-jaggery-dates',
    ),
    /^\*\*吃素也能吃到铁，但已经贫血、月经量又多时/,
  ],
  [
    enCase(
      WOMAN,
      "I'm vegetarian with low Hb and heavy periods. which foods help with iron? do dates work?",
      'vegetarian-iron-heavy-periods-jaggery-dates',
    ),
    /^\*\*Vegetarian food can give you iron/,
  ],
  [zhCase(WOMAN, '吃素会缺铁吗', null), null],
  // ---- 17. lacto-vegetarian protein for muscle (zh-043, en-039, en-040)
  [
    zhCase(
      WOMAN,
      '我是蛋奶素，开始健身想增肌，体重50公斤，一天要多少蛋白质？',
      'lacto-vegetarian-protein-for-muscle',
    ),
    /^\*\*增肌一天按每公斤体重约1\.6克蛋白质算，你50公斤大约80克/,
  ],
  [
    enCase(
      WOMAN,
      "I'm vegetarian (no eggs), lifting 3x a week, 55 kg. how much protein a day, is one whey scoop enough?",
      'lacto-vegetarian-protein-for-muscle',
    ),
    /^\*\*For building muscle aim for about 1\.6 g of protein per kg a day — at 55 kg about 90 g/,
  ],
  [enCase(VEGAN, "I'm vegan and I lift, how much protein do I need a day?", null), null],
  [
    zhCase(
      WOMAN,
      '大学宿舍的饭堂天天米饭土豆，蛋白质怎么吃够？',
      'lacto-vegetarian-protein-from-mess-food',
      '我吃素，最近在健身增肌',
    ),
    /^\*\*不用喝4勺/,
  ],
  [
    enCase(
      WOMAN,
      'my college canteen only has rice, dal and roti. how do I get enough protein?',
      'lacto-vegetarian-protein-from-mess-food',
      "I'm vegetarian and started the gym to build muscle",
    ),
    /^\*\*No need for 4 scoops/,
  ],
  [enCase(MAN, 'our canteen food has no protein, what should I eat?', null), null],
  // ---- 18. eating out while losing weight, a calorie figure (zh-041, en-038)
  [
    zhCase(MAN, '天天在外面吃，想减肥，一天该吃多少千卡？', 'eating-out-weight-loss-first-steps'),
    /^\*\*想减重，男性一天大约吃1500–1800千卡/,
  ],
  [
    enCase(
      MAN,
      'I eat out almost every meal. realistically what should I change first to lose weight?',
      'eating-out-weight-loss-first-steps',
    ),
    /^\*\*Start with what you drink and the late supper/,
  ],
  [zhCase(MAN, '应酬喝白酒，一两多少热量', null), null],
];

describe('blind answer round 42: the food rows (development data)', () => {
  it.each(CASES.map(([c, lead]) => [c.id ?? 'none', c.locale, c.text, c, lead] as const))(
    '%s (%s) "%s"',
    { timeout: 60_000 },
    (_id, _locale, _text, c, lead) => {
      expectRowCase(c, own);
      if (lead) expect(askAs(c).text).toMatch(lead);
    },
  );

  it('names no raw number of duck blood iron in Chinese, and never tells a pregnant woman to stop her iron', () => {
    const row = DEV42_FOOD_FAQ.find((r) => r.id === 'pregnancy-hotpot-spicy-offal-duck-blood')!;
    expect(row.text.zh).not.toMatch(/鸭血[^。]{0,20}\d+毫克/);
    expect(row.text.zh).toMatch(/铁剂照常吃/);
    expect(row.text.en).toMatch(/which you keep taking/);
  });

  it('the protein rows compute the target from the weight said, else the plan, and stay silent without one', () => {
    const row = DEV42_FOOD_FAQ.find((r) => r.id === 'lacto-vegetarian-protein-for-muscle')!;
    expect(row.compose!({ text: 'I weigh 46kg, how much protein?' }, false)).toMatch(/at 46 kg about 75 g/);
    expect(row.compose!({ text: '我92斤，要多少蛋白质' }, true)).toMatch(/你46公斤大约75克/);
    expect(row.compose!({ text: 'how much protein?', weightKg: 60 }, false)).toMatch(/at 60 kg about 95 g/);
    expect(row.compose!({ text: 'how much protein?' }, false)).toBeNull();
    expect(row.compose!({ text: 'trying to lose 12 kg, how much protein?', weightKg: 70 }, false)).toMatch(
      /at 70 kg about 110 g/,
    );
  });

  it('the caffeine-gel lead keeps the day under 400 mg whatever the weight', () => {
    const row = DEV42_FOOD_FAQ.find((r) => r.id === 'caffeine-gels-on-top-of-coffee')!;
    expect(row.compose!({ text: 'gels?', weightKg: 74 }, false)).toMatch(/roughly 220–400 mg in total/);
    expect(row.compose!({ text: 'gels?', weightKg: 60 }, false)).toMatch(/roughly 180–360 mg in total/);
  });
});
