import { describe, expect, it } from 'vitest';
import { DEV37_CARDIO_METABOLIC_FAQ } from './rows-dev37-cardio-metabolic';
import { askAs, enCase, expectRowCase, faqIdsOf, rowsOf, zhCase, type RowCase } from './testing';

// Blind answer round 37 (development data): the cardio-metabolic personas' everyday questions the chat answered
// with a neighbouring or unsafe text — a man with thalassaemia trait planning a baby on his own iron, a man with
// triglycerides of 7.9 and gout on niacin, an old man with a stent on aspirin and clopidogrel with fish oil,
// ginkgo and nattokinase, and a man of 78 on gliclazide with a ciprofloxacin course beside iron, calcium and zinc.
const AMING = '阿明: thalassaemia trait on his own iron, ferritin 486, doxycycline (zh)';
const LAOLIU = '老刘: triglycerides 7.9, baijiu most weeks, gout, prescribed niacin (zh)';
const STENT = '老人放支架后双抗，鱼油、银杏、纳豆激酶 (zh)';
const GEOFFREY =
  'Geoffrey: 78, gliclazide with a ciprofloxacin course, prescribed ferrous fumarate, eGFR 48 (UK)';
const SICKLE = 'sickle cell disease on hydroxyurea, iron overload, planning a pregnancy';
const WARFARIN = 'Siobhan: mechanical valve on warfarin with daily vitamin K2 (en)';
const BROOKE =
  'Brooke: trying to conceive on spironolactone and doxycycline, potassium 5.3 (lab 3.5–5.1) (en)';
const JESS = 'Jess: 20 weeks pregnant with Crohn’s, ferritin 11, a prenatal and Slow Fe (en)';
const JUN = 'Jun: heart transplant on Neoral with St John’s wort and pomelo, ciclosporin 62 (en)';
const DOT = 'Dot: 72, autoimmune hepatitis on Imuran with allopurinol newly added, neutrophils 1.1 (en)';
const MIKE = 'Mike: 10–12 beers a day, raised liver enzymes, Tylenol PM and Advil, a B complex (en)';
const own = rowsOf(DEV37_CARDIO_METABOLIC_FAQ);

const STENT_ZH =
  '我爸77了，去年心脏放了个支架，现在吃阿斯匹林加氯比格雷，还有阿托伐他汀。他自己又买了鱼油（一天2粒）、银杏叶片、纳豆激酶，说是软化血管通血栓的。这些跟双抗一起吃有没有问题啊？他很信这些保健品，我说了也不听';
const STENT_EN =
  "Hi I'm typing for my grandpa, he's 77 and got a stent this spring. He's on aspirin + clopidogrel + atorvastatin. My aunt brought back fish oil, ginkgo and nattokinase from China and he takes all 3 every day. Is that ok together?? kinda worried about bleeding";
const BABY_ZH = '准备同老婆要bb，我地贫会唔会遗传俾宝宝？佢需唔需要都去查下？男人备孕要唔要补叶酸';
const CIPRO_ZH =
  '我公公在英国，78岁，最近GP给他开了一个疗程的环丙沙星cipro。他平时还吃格列齐特、二甲双胍，富马酸亚铁一天三次、Adcal-D3一天两片，还有锌15mg。听说铁和钙跟这个抗生素要隔开吃？要隔多久，一天怎么排啊';
const CIPRO_EN =
  'Hello. The GP has started me on ciprofloxacin for a water infection, 7 days. I take ferrous fumarate three times a day, Adcal-D3 twice and a zinc tablet I bought myself. Do any of these interfere with the antibiotic?';
const NIACIN_ZH =
  '甘油三脂7.9，大夫给开了烟酸缓释片一天两片，吃完脸通红发烫，脖子刺挠得慌，这正常不？有啥招能缓解';

/** Each case with the lead its answer must carry (anchored where the row's text opens the answer). */
const CASES: readonly (readonly [RowCase, RegExp | null])[] = [
  // ---- slight gum bleeding on aspirin and clopidogrel with the supplements: which to stop (zh-042's class)
  [
    zhCase(
      STENT,
      '他刷牙有点出血，马上就停了，是不是那几样保健品的问题？先停哪个',
      'antiplatelet-gum-bleeding-supplements',
    ),
    /^\*\*很可能有关系：阿司匹林、氯吡格雷这类抗血小板药本身就容易让牙龈出血[^*]*先停纳豆激酶。阿司匹林、氯吡格雷一天都不要自己停/,
  ],
  [
    enCase(
      STENT,
      'his gums bleed a little when he brushes, stops quickly. is it the supplements? which should he stop first?',
      'antiplatelet-gum-bleeding-supplements',
    ),
    /^\*\*Very likely, yes: antiplatelet medicines such as aspirin and clopidogrel make gums bleed easily[^*]*Do not stop the aspirin or the clopidogrel/,
  ],
  // On warfarin the same words are not this row's (natto and vitamin K are warfarin's own questions).
  [
    {
      locale: 'zh-CN',
      persona: WARFARIN,
      medicines: ['aspirin'],
      text: '我刷牙有点出血，马上就停了，是不是鱼油的问题',
      id: null,
    },
    null,
  ],
  // ---- which supplement to drop first, and "it cleans the vessels" (en-026)
  [
    enCase(
      STENT,
      'he really believes in the nattokinase tho, says it cleans the blood vessels. which one matters most to drop first',
      'antiplatelet-supplements-which-first',
      STENT_EN,
    ),
    /\*\*The nattokinase matters most — drop it first, then the ginkgo, with the fish oil last/,
  ],
  [
    zhCase(
      STENT,
      '纳豆激酶、银杏、鱼油这三样，哪个最要紧先停？他很信纳豆激酶，说能通血管',
      'antiplatelet-supplements-which-first',
    ),
    /\*\*最要紧先停的是纳豆激酶，其次银杏叶，鱼油排最后/,
  ],
  [enCase('healthy woman', 'fish oil or ginkgo, which one matters most for memory?', null), null],
  // ---- natto as food on antiplatelets (zh-024)
  [
    zhCase(
      STENT,
      '那吃纳豆呢？就是超市卖的日本那种拉丝的纳豆，吃食物总可以吧',
      'natto-food-on-antiplatelets',
      STENT_ZH,
    ),
    /^\*\*食物纳豆可以吃：一天一小盒（约40–50克）没问题/,
  ],
  [
    enCase(STENT, 'can grandpa eat natto? the japanese sticky beans', 'natto-food-on-antiplatelets'),
    /^\*\*Natto as a food is fine/,
  ],
  [
    {
      locale: 'en-US',
      persona: WARFARIN,
      medicines: ['aspirin'],
      text: 'is natto ok for me? a friend brought some back from Japan',
      id: null,
    },
    null,
  ],
  // ---- a man planning a baby: smoking, drinking, sperm (en-036, zh-076)
  [
    enCase(
      AMING,
      'me n my wife trying for a baby next yr. anything i should eat or take for sperm quality? i smoke like half a pack and drink on weekends',
      'man-preconception-smoking-drinking',
    ),
    /^\*\*Best to stop smoking and drinking now, and at least 3 months before you start trying/,
  ],
  [
    zhCase(
      AMING,
      '烟酒要提前几耐戒？我一个礼拜饮两三次啤酒，烟一日半包',
      'man-preconception-smoking-drinking',
      BABY_ZH,
    ),
    /^\*\*烟酒最好现在就戒，至少在准备怀孕前3个月戒掉/,
  ],
  [
    enCase(
      MIKE,
      'my wife and I want a baby, should I stop drinking first?',
      'man-preconception-smoking-drinking',
    ),
    /don’t stop suddenly on your own/,
  ],
  [
    enCase(
      'pregnant t1',
      'my wife says I should stop smoking now that we are expecting, is it too late?',
      null,
    ),
    null,
  ],
  // ---- thalassaemia trait and a baby (zh-062, unsafe: pregnancy targets given to an iron-overloaded man)
  [
    zhCase(AMING, BABY_ZH, 'thalassaemia-trait-planning-baby'),
    /^\*\*会遗传，所以备孕前最要紧的一步，是请你的另一半也去查地贫。\*\*/,
  ],
  [
    enCase(
      AMING,
      'will my kid get my thalassemia? does my wife need a test',
      'thalassaemia-trait-planning-baby',
    ),
    /^\*\*Yes, it can be passed on — so the most important step before trying is for your partner to be tested/,
  ],
  [
    enCase(SICKLE, 'we want a baby next year, can it be passed on? should my partner get tested?', null),
    null,
  ],
  [
    zhCase(AMING, '如果我老婆也是地贫携带者，会不会生出重型地贫的宝宝？', 'thalassaemia-trait-planning-baby'),
    /四分之一的机会是重型地贫/,
  ],
  // Someone with thalassaemia major on transfusions is not a carrier: not this row.
  [zhCase(undefined, '我是重型地贫，每个月都输血，想要孩子会遗传吗', null), null],
  // ---- a high ferritin on thalassaemia trait: "is the iron working?" (zh-008, en-034)
  [
    zhCase(
      AMING,
      '我血红蛋白108，MCV 63，一直以为系缺铁性贫血，自己食咗大半年速力菲（一日2粒）同红桃K。今次查铁蛋白486，转铁蛋白饱和度52%，医生话我可能系地贫。咁铁仲使唔使继续食？',
      'thalassaemia-trait-high-ferritin-stop-iron',
    ),
    /\*\*不是“补铁见效了”，而是铁补多了/,
  ],
  [
    enCase(
      AMING,
      'bro my blood test said hb 108 mcv 63 so i figured anemia and been taking iron (速力菲) 2 a day + vit c 1000 + the 红桃K drink. now ferritin is 486 and transferrin sat 52%?? means its working right',
      'thalassaemia-trait-high-ferritin-stop-iron',
    ),
    /\*\*No — it doesn’t mean the iron is working; it means there is now too much/,
  ],
  [
    zhCase(AMING, '红桃K还要继续饮吗？', 'thalassaemia-trait-high-ferritin-stop-iron'),
    /补血口服液（如红桃K，也含铁）/,
  ],
  [enCase(SICKLE, 'should I keep taking my iron tablets?', null), null],
  // ---- doxycycline swallowed with the multivitamin and iron (zh-044, en-037)
  [
    zhCase(
      AMING,
      '最近皮肤科开了多西环素治痘痘，我每天早上速力菲、善存男士、多西环素一把吞，会不会打架啊',
      'doxycycline-multivitamin-iron-not-wanted',
    ),
    /^\*\*不要一把吞：/,
  ],
  [
    enCase(
      AMING,
      'on doxycycline for acne. ok to swallow it together with my multivitamin (Centrum men) in the morning? easier to remember that way',
      'doxycycline-multivitamin-iron-not-wanted',
    ),
    /^\*\*Don’t swallow them together/,
  ],
  [enCase(BROOKE, 'can I take my prenatal together with the doxycycline in the morning?', null), null],
  // ---- ciprofloxacin and milk (zh-025)
  [
    zhCase(GEOFFREY, '牛奶也要隔开吗？他早上习惯来一大杯milky tea', 'ciprofloxacin-milk', CIPRO_ZH),
    /^\*\*牛奶也要注意，但不用完全不喝：环丙沙星不要用牛奶、奶茶、酸奶送服/,
  ],
  [
    enCase(GEOFFREY, 'Can I have my milky tea with the cipro in the morning?', 'ciprofloxacin-milk'),
    /^\*\*Milk matters too/,
  ],
  [enCase('healthy woman', 'can I drink milk with my iron tablet?', null), null],
  // ---- ciprofloxacin beside iron, calcium and zinc: how far apart, a day laid out (en-030, zh-007)
  [
    enCase(
      GEOFFREY,
      "How far apart then? I'm getting in a right muddle with all the times, could you lay out a timetable for the day",
      'ciprofloxacin-minerals-timetable',
      CIPRO_EN,
    ),
    /^\*\*Keep iron, calcium, magnesium, zinc, antacids and multivitamins at least 2 hours after a ciprofloxacin dose/,
  ],
  [
    zhCase(GEOFFREY, CIPRO_ZH, 'ciprofloxacin-minerals-timetable'),
    /^\*\*环丙沙星每次都要和铁剂、钙片、镁、锌、抗酸药和复合维生素错开/,
  ],
  [enCase(BROOKE, 'how far apart should I take my prenatal and the doxycycline?', null), null],
  // ---- niacin flushing, and aspirin before the dose (zh-009, en-039, zh-027)
  [
    zhCase(
      LAOLIU,
      '听人说吃烟酸前先来片阿司匹林就不红了，真的假的，能这么整不',
      'niacin-flushing-aspirin',
      NIACIN_ZH,
    ),
    /^\*\*这个办法有依据，但要开烟酸的医生同意才能用/,
  ],
  [
    enCase(
      LAOLIU,
      "my dad's niacin makes him flush red every night, is aspirin before it ok?",
      'niacin-flushing-aspirin',
    ),
    /^\*\*There is something to it, but only with the agreement of the doctor who prescribed the niacin/,
  ],
  [enCase(STENT, 'is it ok for him to take his aspirin with the fish oil?', null), null],
  [zhCase(LAOLIU, NIACIN_ZH, 'niacin-flushing'), /^\*\*正常：吃烟酸后脸和脖子发红、发烫、发痒/],
  [
    enCase(
      LAOLIU,
      'dad takes the niacin ER 2 tabs at night and gets a red hot itchy face after. normal?? anything he can do so it stops',
      'niacin-flushing',
    ),
    /^\*\*Yes, it is normal: a red, hot, itchy or tingling face and neck after niacin/,
  ],
  [enCase('healthy woman', 'my face gets red and hot after spicy hotpot, is that normal?', null), null],
  // ---- gout with high triglycerides: which meat and how much (zh-045, en-040)
  [
    zhCase(
      LAOLIU,
      '痛风加上甘油三酯高，这不让吃那不让吃，整点啥肉好？牛肉羊肉是不是都不行了，咱东北银不吃肉咋整啊，一顿没肉浑身没劲',
      'gout-high-triglycerides-meat',
    ),
    /^\*\*肉不用戒，牛肉羊肉也能吃，关键是选瘦的、控制量、不喝肉汤/,
  ],
  [
    enCase(
      LAOLIU,
      'uric acid 512, he has gout. He eats beef or pork every single day. What meat is ok and how much? Also he loves seafood hotpot on weekends',
      'gout-high-triglycerides-meat',
    ),
    /^\*\*Meat doesn’t have to go[^*]*\*\*[^]*Seafood hotpot at weekends/,
  ],
  [enCase(DOT, 'what meat can I eat with gout and how much?', null), null],
  // ---- constipation from iron: prunes, prune juice, Fybogel (en-031, zh-061)
  [
    enCase(
      GEOFFREY,
      'The iron tablets have got me terribly bunged up. Would prunes do it or should I get some Fybogel from Boots?',
      'iron-constipation-prunes-fibre',
    ),
    /^\*\*Iron tablets often cause constipation; prunes or Fybogel are both reasonable, but the most useful step is to ask the GP about the dose/,
  ],
  [
    zhCase(
      GEOFFREY,
      '吃铁以后便秘很厉害，三四天才一次，prune juice西梅汁可以喝吗？他有糖尿病，怕太甜',
      'iron-constipation-prunes-fibre',
    ),
    /^\*\*铁剂很容易引起便秘，西梅可以用/,
  ],
  [enCase(JESS, 'the slow fe is making me so constipated, can I have prune juice?', null), null],
  // ---- red yeast rice instead of, or on top of, a statin (en-028)
  [
    enCase(
      STENT,
      'my uncle says red yeast rice is basically natural lipitor and grandpa could take that instead of the pill. true? or can he add it on top',
      'red-yeast-rice-not-a-statin-substitute',
    ),
    /\*\*No — red yeast rice is not a substitute for a prescribed statin such as atorvastatin/,
  ],
  [
    zhCase(STENT, '红曲胶囊能不能代替阿托伐他汀？听说是天然他汀', 'red-yeast-rice-not-a-statin-substitute'),
    /^\*\*不是：红曲代替不了医生开的他汀/,
  ],
  [enCase('healthy woman', 'is red yeast rice good for cholesterol?', null), null],
  // ---- oranges and pomelo on atorvastatin (zh-060)
  [
    zhCase(
      STENT,
      '老头子爱吃柚子，听说吃他汀不能吃柚子？那橙子橘子行不行，他每天晚上吃一片阿托伐他汀',
      'atorvastatin-oranges-and-pomelo',
    ),
    /^\*\*橙子、橘子、砂糖橘、芦柑这些普通柑橘，还有橙汁，可以照常吃/,
  ],
  [
    enCase(STENT, 'can he have oranges and mandarins with his lipitor?', 'atorvastatin-oranges-and-pomelo'),
    /^\*\*Oranges, mandarins, tangerines, satsumas and ordinary orange juice are fine/,
  ],
  [enCase(JUN, 'is pomelo ok? what about oranges?', null), null],
  // ---- an older person with diabetes: rice, congee, soft food (en-027, zh-075)
  [
    enCase(
      STENT,
      "yeye also has diabetes and eats white rice every meal plus congee in the morning. refuses brown rice, says it's for poor people lol. any swaps a chinese grandpa will actually eat?",
      'older-diabetes-rice-congee-swaps',
    ),
    /^\*\*No need to force brown rice/,
  ],
  [
    zhCase(
      STENT,
      '我爸还有糖尿病，早上就一碗小米粥一个大馒头，血糖老是高。有没有适合糖尿病又放了支架的老人吃的早饭？他牙口不好，太硬的嚼不动',
      'older-diabetes-rice-congee-swaps',
    ),
    /^\*\*不用逼他吃糙米[^]*牙口不好：蒸蛋羹/,
  ],
  [enCase('healthy woman', 'any healthy swaps for white rice?', null), null],
  // ---- a low B12 on metformin: can food put it right (en-032)
  [
    enCase(
      GEOFFREY,
      'My B12 came back at 160 and the practice nurse mentioned the metformin. Can I put it right with food? Not keen on liver, mind.',
      'metformin-low-b12-food',
    ),
    /^\*\*Food alone is unlikely to put it right/,
  ],
  [
    zhCase(GEOFFREY, '他B12低，多吃点什么食物能补回来？他不爱吃肝', 'metformin-low-b12-food'),
    /^\*\*光靠吃东西一般补不回来/,
  ],
  [enCase('healthy woman', 'which foods have the most B12?', null), null],
];

describe('blind answer round 37: the cardio-metabolic rows (development data)', () => {
  it.each(CASES.map(([c, lead]) => [c.id ?? 'none', c.locale, c.text, c, lead] as const))(
    '%s (%s) "%s"',
    { timeout: 60_000 },
    (_id, _locale, _text, c, lead) => {
      expectRowCase(c, own);
      if (lead) expect(askAs(c).text).toMatch(lead);
    },
  );

  it(
    'a man planning a baby is given no pregnancy targets, and the trait line only with the trait',
    { timeout: 60_000 },
    () => {
      const r = askAs({ locale: 'zh-CN', persona: AMING, text: BABY_ZH });
      expect(r.text).not.toMatch(/孕期营养|孕中期|铁: 25 mg|叶酸: 600/);
      expect(r.text).toMatch(/四分之一/);
      expect(r.text).toMatch(/男方不需要为了备孕补叶酸/);
      const row = DEV37_CARDIO_METABOLIC_FAQ.find((x) => x.id === 'man-preconception-smoking-drinking')!;
      const withTrait = row.compose!(
        { text: 'trying for a baby, should I quit smoking?', conditions: ['haemoglobinopathy'] },
        false,
      );
      expect(withTrait).toMatch(/your partner should be tested too/);
      expect(
        row.compose!({ text: 'trying for a baby, should I quit smoking?', conditions: [] }, false),
      ).toBeNull();
      expect(
        row.compose!(
          { text: 'trying for a baby', conditions: ['haemoglobinopathy'], medicines: ['hydroxyurea'] },
          false,
        ),
      ).toBeNull();
    },
  );

  it(
    'the antibiotic is named with its spacing, so no pair warning per mineral follows the row',
    { timeout: 60_000 },
    () => {
      const r = askAs({ locale: 'zh-CN', persona: AMING, text: BABY_ZH });
      expect(r.text).toMatch(/你在吃的多西环素：和铁、钙、镁、锌（包括复合维生素）错开/);
      expect(r.text).not.toMatch(/⚠️/);
      const g = askAs({
        locale: 'en-US',
        persona: GEOFFREY,
        text: 'The iron tablets have got me terribly bunged up. Would prunes do it or should I get some Fybogel from Boots?',
      });
      expect(g.text).toMatch(
        /Your ciprofloxacin: take it at least 2 hours before, or at least 6 hours after/,
      );
      expect(g.text).not.toMatch(/⚠️/);
    },
  );

  it(
    'keeps the aspirin and clopidogrel: no row text is cut as advice to stop a medicine',
    { timeout: 60_000 },
    () => {
      const zh = askAs({
        locale: 'zh-CN',
        persona: STENT,
        text: '他刷牙有点出血，马上就停了，是不是那几样保健品的问题？先停哪个',
      });
      expect(zh.text).toMatch(/擅自中断这两种药，支架里可能长血栓/);
      expect(zh.text).toMatch(/马上去急诊或打120/);
      expect(zh.text).not.toMatch(/请勿自行停用处方药/);
    },
  );

  it('the niacin rows lead, not the statin–niacin pair', { timeout: 60_000 }, () => {
    const r = askAs({
      locale: 'en-US',
      persona: LAOLIU,
      text: 'dad takes the niacin ER 2 tabs at night and gets a red hot itchy face after. normal??',
    });
    expect(r.text).not.toMatch(/^⚠️/);
    expect(r.text).toMatch(/raises uric acid \(it can set off gout\)/);
  });

  it(
    'baijiu with triglycerides of 7.9 stays the no-alcohol answer (rows-alcohol.ts), never a row of this file',
    { timeout: 60_000 },
    () => {
      for (const [locale, text] of [
        ['zh-CN', '白酒一礼拜喝两三回，一回差不多半斤。啤酒嘌呤高我都换白酒了，白酒喝多少算安全？'],
        [
          'en-US',
          "His triglycerides were 7.9 mmol/L. He drinks baijiu with clients most weeks and insists the small cups don't count. How much is ok?",
        ],
      ] as const) {
        const r = askAs({ locale, persona: LAOLIU, text });
        expect(faqIdsOf(r)).toContain('severe-triglycerides-alcohol');
        expect(own(faqIdsOf(r))).toEqual([]);
      }
    },
  );

  it('the Chinese texts use Chinese portions, the English ones no Chinese', () => {
    for (const row of DEV37_CARDIO_METABOLIC_FAQ) {
      expect(row.text.zh).not.toMatch(/盎司|\boz\b|\bounces?\b|\bcups?\b/);
      expect(row.text.zh).not.toMatch(/\b[A-Za-z]{2,}\b \b[a-z]{2,}\b \b[a-z]{2,}\b/);
      expect(row.text.en).not.toMatch(/\p{Script=Han}/u);
    }
  });
});
