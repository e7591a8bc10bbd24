import { describe, expect, it } from 'vitest';
import { askAs, enCase as en, rowsOf, zhCase as zh, type RowCase, expectRowCase } from './testing';
import {
  WOMAN,
  MAN,
  VEGAN,
  T1,
  T2,
  NURSING,
  OLD,
  KIDNEY,
  WARFARIN,
  TRANSPLANT,
  MAOI,
  ISOTRETINOIN,
  GOUT,
  IRON,
} from './testing-personas';
import { ROUND22_ENPART1_FAQ } from './rows-round22-enpart1';

const mine = rowsOf(ROUND22_ENPART1_FAQ);

// Blind answer round 22's en-US questions answered only in part (development data, batch enpart1): each
// class as the round asked it (same persona, same earlier message), then in other words — everyday words, a
// typo, mixed language — with a plan or as a guest, in both languages; null where none of this file's rows
// may answer (a look-alike question, or a person the row is not for).

const CASES: readonly RowCase[] = [
  // The protein of the foods named (en-002).
  en(
    WOMAN,
    'does the protein in my greek yogurt and eggs count or do i still need a shake',
    'food-protein-counts-no-shake',
    'how much protein do i actually need a day? i do pilates 3x a week and walk like 10k steps',
  ),
  en(
    MAN,
    'do the eggs and chicken i eat count toward protein or do i need whey too',
    'food-protein-counts-no-shake',
  ),
  en(
    undefined,
    'does milk and cottage cheese protien count, or do i still need protein powder?',
    'food-protein-counts-no-shake',
  ),
  zh(WOMAN, '鸡蛋和希腊酸奶里的蛋白质算不算，还需要喝蛋白粉吗', 'food-protein-counts-no-shake'),
  zh(undefined, '每天吃两个鸡蛋喝一盒牛奶，还要喝蛋白粉吗', 'food-protein-counts-no-shake'),
  en(VEGAN, 'I get like 50g protein a day from tofu and lentils, do i still need a shake?', null),
  en(KIDNEY, 'do my eggs count toward protein or do i still need a shake', null),
  en(WOMAN, 'how much protein is in greek yogurt?', null),
  // DHA and a daily fish soup in pregnancy (en-009).
  en(
    T2,
    "I take Elevit (爱乐维). My mom says I don't need the DHA pill my OB mentioned because she makes me fish soup every day. Is there DHA in Elevit or do I need a separate one?",
    'prenatal-dha-fish-soup',
  ),
  en(T1, 'i eat fish every day, do i still need a dha supplement in pregnancy', 'prenatal-dha-fish-soup'),
  en(
    NURSING,
    'my mother in law makes fish soup daily, is that enough omega 3 or do I need fish oil',
    'prenatal-dha-fish-soup',
  ),
  zh(T2, '婆婆天天给我炖鱼汤，还需要补DHA吗', 'prenatal-dha-fish-soup'),
  zh(T1, '怀孕了每天吃鱼，藻油DHA还要吃吗', 'prenatal-dha-fish-soup'),
  en(WOMAN, 'i eat fish every day, do i need a dha supplement', null),
  en(T2, 'is it ok to take a DHA fish oil as well as Elevit?', null),
  // Which fish, which mackerel, in pregnancy (en-010).
  en(
    T2,
    'what kind of fish is ok for the soup? she gets it from the Asian market, sometimes mackerel or whatever is fresh',
    'pregnancy-fish-for-soup-mackerel',
    "I take Elevit (爱乐维). My mom says I don't need the DHA pill my OB mentioned because she makes me fish soup every day. Is there DHA in Elevit or do I need a separate one?",
  ),
  en(T1, 'is mackerel safe while pregnant?', 'pregnancy-fish-for-soup-mackerel'),
  en(
    NURSING,
    'which fish is ok from the market for soup while breastfeeding',
    'pregnancy-fish-for-soup-mackerel',
  ),
  zh(T2, '孕期菜市场买的鲭鱼做汤安全吗', 'pregnancy-fish-for-soup-mackerel'),
  zh(T1, '怀孕了鱼汤用什么鱼好，青花鱼可以吗', 'pregnancy-fish-for-soup-mackerel'),
  en(WOMAN, 'is mackerel safe to eat?', null),
  en(T2, 'is canned tuna or mackerel safe in pregnancy', null),
  zh(T2, '孕妇能吃寿司里的鲭鱼吗', null),
  // Supplements beside sertraline while nursing (en-011).
  en(
    NURSING,
    "Does sertraline interact with any of the supplements I'm thinking of taking, fish oil, vitamin D and magnesium glycinate? I'm breastfeeding my 4 month old.",
    'ssri-common-supplements-nursing',
  ),
  en(NURSING, 'is magnesium safe with my zoloft while nursing?', 'ssri-common-supplements-nursing'),
  en(
    undefined,
    'breastfeeding on sertraline, can i take vitamin d and magnesium together with it',
    'ssri-common-supplements-nursing',
  ),
  zh(NURSING, '舍曲林和鱼油、镁能一起吃吗', 'ssri-common-supplements-nursing'),
  zh(NURSING, '哺乳期吃舍曲林，能同时吃镁吗，会不会冲突', 'ssri-common-supplements-nursing'),
  zh(NURSING, '舍曲林跟维生素D、钙片能一起吃吗，会不会有冲突', null),
  en(WOMAN, 'does sertraline interact with fish oil?', null),
  en(NURSING, 'can i take st johns wort with sertraline and fish oil together', null),
  // Ensure against Boost (en-014).
  en(
    OLD,
    'Is Ensure or Boost better for her? And how many a day?',
    'ensure-vs-boost',
    'My mother is 80 and only weighs about 90 pounds. She has no appetite. What can I give her to help her put on some weight?',
  ),
  en(undefined, 'ensure vs boost, which is better for my dad who is losing weight', 'ensure-vs-boost'),
  en(OLD, 'should i buy ensure plus or boost plus', 'ensure-vs-boost'),
  zh(OLD, '安素和雀巢的营养奶哪个好', 'ensure-vs-boost'),
  zh(undefined, '老人喝安素好还是Boost好，哪个牌子好', 'ensure-vs-boost'),
  en(WARFARIN, 'is ensure or boost better for me?', null),
  en(OLD, 'how do i ensure she gets enough protein, boost her appetite?', null),
  // Hair gummies on isotretinoin (en-034).
  en(
    ISOTRETINOIN,
    'what about my hair skin nails gummies with biotin',
    'isotretinoin-hair-gummies-vitamin-a',
    'on accutane rn. can i still take my multivitamin or does the vitamin A thing matter',
  ),
  en(
    ISOTRETINOIN,
    'can i keep taking sugar bear hair vitamins on accutane',
    'isotretinoin-hair-gummies-vitamin-a',
  ),
  en(
    undefined,
    'on isotretinoin, are hair skin and nails supplements ok?',
    'isotretinoin-hair-gummies-vitamin-a',
  ),
  zh(ISOTRETINOIN, '吃异维A酸期间还能吃护发软糖吗', 'isotretinoin-hair-gummies-vitamin-a'),
  zh(undefined, '在吃泰尔丝，护发维生素软糖能吃吗', 'isotretinoin-hair-gummies-vitamin-a'),
  en(WOMAN, 'do hair skin nails gummies actually work?', null),
  en(ISOTRETINOIN, 'does biotin help hair loss?', null),
  // The drink named with gout (en-037, en-038).
  en(GOUT, 'Is beer really that bad for gout? what about hard seltzers like White Claw', 'gout-drink-named'),
  en(
    GOUT,
    'what if i switch to whiskey',
    'gout-drink-named',
    'Is beer really that bad for gout? what about hard seltzers like White Claw',
  ),
  en(undefined, 'i have gout, is a hard seltzer better than wine?', 'gout-drink-named'),
  zh(GOUT, '白酒呢，会不会好点', 'gout-drink-named', '痛风能喝红酒吗'),
  en(GOUT, 'is whiskey better than beer for my gout?', null),
  zh(undefined, '有痛风，啤酒换成红酒会好一点吗', 'gout-drink-named'),
  en(GOUT, 'Is sweet tea and regular soda bad for gout too, or is it just meat and beer?', null),
  en(WOMAN, 'is whiskey better than beer for weight loss?', null),
  zh(GOUT, '痛风还能喝啤酒吗 一周两三次', null),
  // Vitamin D in IU through a dark winter (en-043).
  en(
    WOMAN,
    'Is it worth taking vitamin D in the winter? I live in Seattle and basically never see the sun from November to March. How many IU would make sense for me?',
    'vitamin-d-winter-iu',
  ),
  en(MAN, 'how many iu of vitamin d3 should i take in winter', 'vitamin-d-winter-iu'),
  en(
    undefined,
    'i barely get any sun, it is always gray here. how much vitamin d a day?',
    'vitamin-d-winter-iu',
  ),
  zh(WOMAN, '冬天晒不到太阳，维生素D每天补多少', 'vitamin-d-winter-iu'),
  zh(undefined, '冬季要补维生素D吗，吃多少国际单位合适', 'vitamin-d-winter-iu'),
  en(KIDNEY, 'how many iu of vitamin d in winter', null),
  en(WOMAN, 'is 10,000 iu of vitamin d too much in winter?', null),
  // A low ferritin beside a prenatal in pregnancy (en-048).
  en(
    T2,
    'My ferritin came back at 18 at my 20 week appointment. Elevit already has iron in it, should I be adding another iron pill on top?',
    'pregnancy-low-ferritin-prenatal-iron',
  ),
  en(
    T1,
    'ferritin 12 at my booking bloods, do i need extra iron besides my prenatal?',
    'pregnancy-low-ferritin-prenatal-iron',
  ),
  en(T2, 'hb 104 and ferritin 14 at 24 weeks, is my prenatal enough iron?', null),
  en(
    T2,
    'my ferritin is 45, should i add an iron tablet to my prenatal',
    'pregnancy-low-ferritin-prenatal-iron',
  ),
  zh(T2, '孕20周铁蛋白18，吃着爱乐维，还要另外补铁吗', 'pregnancy-low-ferritin-prenatal-iron'),
  zh(T1, '怀孕了铁蛋白只有15，孕妇维生素里的铁够不够', 'pregnancy-low-ferritin-prenatal-iron'),
  en(IRON, 'my ferritin is 18, should i add another iron pill?', null),
  en(WOMAN, 'ferritin 18, is that low?', null),
  // Constipation on iron in pregnancy (en-049).
  en(
    T2,
    'the extra iron is making me super constipated, what can I eat or take for that',
    'pregnancy-iron-constipation',
    'My ferritin came back at 18 at my 20 week appointment. Elevit already has iron in it, should I be adding another iron pill on top?',
  ),
  en(
    T1,
    "i'm pregnant and my iron pills have me so constipated, is miralax ok?",
    'pregnancy-iron-constipation',
  ),
  en(T2, 'constipated from the iron in my prenatal, what helps', 'pregnancy-iron-constipation'),
  zh(T2, '孕期吃铁剂便秘很严重，怎么办', 'pregnancy-iron-constipation'),
  zh(T1, '怀孕补铁后大便干，能吃什么', 'pregnancy-iron-constipation'),
  en(
    T2,
    'my elevit makes me so constipated. can I take it at night instead, or split the tablet in half?',
    null,
  ),
  en(IRON, 'iron tablets make me constipated, what can i do', null),
  // Thickened drinks for oneself (en-053).
  en(
    OLD,
    'Is thickened water something I should be using, or is that only for people in nursing homes?',
    'thickened-drinks-for-me',
    'I sometimes cough when I drink water and my doctor told me to be careful. Which foods are easier to swallow safely?',
  ),
  en(OLD, 'do i need to thicken my drinks? i cough sometimes', 'thickened-drinks-for-me'),
  en(undefined, 'are thickened liquids only for care homes?', 'thickened-drinks-for-me'),
  zh(OLD, '我喝水有时候呛，需不需要用增稠剂', 'thickened-drinks-for-me'),
  zh(undefined, '增稠的水是不是只有养老院的老人才用', 'thickened-drinks-for-me'),
  en(OLD, 'how many scoops of thickener do i put in milk', null),
  en(WOMAN, 'what can i use to thicken a soup?', null),
  // Greens on warfarin: keep them (en-055), how much (en-056).
  en(
    WARFARIN,
    'Do I have to quit eating salads and spinach because of warfarin? My doctor said something about vitamin K.',
    'warfarin-keep-eating-greens',
  ),
  en(
    WARFARIN,
    'my doctor said vitamin K matters, do i have to quit salads now?',
    'warfarin-keep-eating-greens',
  ),
  en(
    WARFARIN,
    'do i have to cut out spinach because of my coumadin? something about vitamin k',
    'warfarin-keep-eating-greens',
  ),
  zh(WARFARIN, '医生说维生素K，吃华法林菠菜是不是不吃了', 'warfarin-keep-eating-greens'),
  zh(WARFARIN, '吃华法林，医生提到维生素K，沙拉是不是不吃了', 'warfarin-keep-eating-greens'),
  en(WOMAN, 'should i avoid spinach? i heard it has oxalate', null),
  en(WARFARIN, 'should i avoid cranberry juice and green tea on warfarin', null),
  en(
    WARFARIN,
    'So how much greens can I eat, about a cup a day?',
    'warfarin-greens-how-much',
    'Do I have to quit eating salads and spinach because of warfarin? My doctor said something about vitamin K.',
  ),
  en(WARFARIN, 'how much spinach can i eat a day on warfarin', 'warfarin-greens-how-much'),
  en(WARFARIN, 'is two cups of salad a day ok with warfarin?', 'warfarin-greens-how-much'),
  zh(WARFARIN, '吃华法林，每天青菜能吃多少', 'warfarin-greens-how-much'),
  zh(WARFARIN, '华法林一天吃一碗菠菜可以吗', 'warfarin-greens-how-much'),
  en(WOMAN, 'how much spinach can i eat a day?', null),
  en(WARFARIN, 'how much green juice can i have on warfarin?', null),
  // Magnesium apart from tacrolimus (en-059).
  en(
    TRANSPLANT,
    'My magnesium has been low ever since my transplant and I take Mag-Ox 400. Should I take it separate from the tacrolimus?',
    'transplant-mag-ox-apart-from-tacrolimus',
  ),
  en(
    TRANSPLANT,
    'can i take my magnesium at the same time as prograf?',
    'transplant-mag-ox-apart-from-tacrolimus',
  ),
  en(
    undefined,
    'kidney transplant here, should magnesium be spaced from tacrolimus',
    'transplant-mag-ox-apart-from-tacrolimus',
  ),
  zh(TRANSPLANT, '镁片要和他克莫司分开吃吗', 'transplant-mag-ox-apart-from-tacrolimus'),
  zh(TRANSPLANT, '镁片要不要和他克莫司错开吃', 'transplant-mag-ox-apart-from-tacrolimus'),
  en(TRANSPLANT, 'do i need to separate my mag ox and tacrolimus', 'transplant-mag-ox-apart-from-tacrolimus'),
  zh(TRANSPLANT, '镁片跟他克莫司要隔开多久吃？我现在早8点晚8点吃他克莫司', null),
  en(WOMAN, 'should i take magnesium separate from my other vitamins?', null),
  // Soy sauce on an MAOI (en-064).
  en(
    MAOI,
    'Is soy sauce really off limits on phenelzine? I make stir fry a few times a week.',
    'maoi-soy-sauce-stir-fry',
  ),
  en(MAOI, 'can i cook with a little soy sauce on nardil?', 'maoi-soy-sauce-stir-fry'),
  en(undefined, 'on phenelzine — is a splash of tamari in a stir-fry ok?', 'maoi-soy-sauce-stir-fry'),
  zh(MAOI, '吃苯乙肼，炒菜能放一点酱油吗', 'maoi-soy-sauce-stir-fry'),
  zh(MAOI, '吃MAOI真的一点酱油都不能放吗', 'maoi-soy-sauce-stir-fry'),
  zh(MAOI, '吃苯乙肼，在家做饭还能放酱油吗', null),
  en(
    MAOI,
    'Can I have soy sauce and miso soup with phenelzine? My daughter is taking me out for Japanese',
    null,
  ),
  zh(MAOI, '酱油、腐乳、臭豆腐能吃吗，我湖南人离不开这些', null),
  en(WOMAN, 'is soy sauce bad for me? i stir fry a lot', null),
  // A crawfish boil with gout (en-069).
  en(
    GOUT,
    'Crawfish boil this weekend. How bad is seafood for gout? Shrimp vs crab vs crawfish?',
    'gout-crawfish-boil',
  ),
  en(GOUT, 'with gout, how much crawfish can i eat at a boil', 'gout-crawfish-boil'),
  en(undefined, 'i have gout, how much crawfish is ok at a low country boil?', 'gout-crawfish-boil'),
  zh(GOUT, '痛风的话小龙虾一次能吃多少', 'gout-crawfish-boil'),
  zh(GOUT, '痛风能吃小龙虾吗', null),
  zh(undefined, '有痛风，小龙虾和虾哪个好一点', 'gout-crawfish-boil'),
  en(WOMAN, 'how many calories in a crawfish boil?', null),
  zh(GOUT, '尿酸520，海鲜是一口都不能吃了吗，虾和螃蟹呢', null),
  // A friend's laxative tea (en-071).
  en(
    undefined,
    'my friend drinks laxative tea to stay skinny, does that actually work',
    'enzyme-and-slimming-tea',
  ),
  en(
    undefined,
    'my friend drinks skinny tea with senna to stay thin, does it work',
    'enzyme-and-slimming-tea',
  ),
  en(
    undefined,
    'my roommate drinks detox laxative tea to stay thin, does it work',
    'enzyme-and-slimming-tea',
  ),
  zh(undefined, '我朋友喝清肠茶保持瘦，有用吗', 'enzyme-and-slimming-tea'),
  zh(undefined, '同学喝通便茶减肥，有用吗', 'enzyme-and-slimming-tea'),
  en(WOMAN, 'does senna tea help constipation?', null),
  zh(undefined, '同学都在喝酵素和减肥茶，有用吗', null),
  // A Chipotle order (en-073).
  en(
    MAN,
    "What's a good lunch I can get at Chipotle that fits my plan? I usually get the burrito with everything.",
    'chipotle-order',
  ),
  en(MAN, 'chipotle burrito bowl for lunch, how many calories should i aim for', 'chipotle-order'),
  en(undefined, 'healthiest chipotle bowl?', 'chipotle-order'),
  zh(MAN, '去Chipotle吃午饭点什么好', 'chipotle-order'),
  zh(undefined, '减肥期间Chipotle的burrito能吃吗，怎么点', 'chipotle-order'),
  en(MAN, 'i love chipotle peppers in adobo, are they spicy?', null),
  en(MAN, 'what should i order at a mexican restaurant?', null),
  // The tea named with meals and iron (en-076).
  en(
    VEGAN,
    'should i stop having matcha with lunch then',
    'iron-afternoon-tea-or-milk-tea',
    'my iron was low-normal at my last physical (ferritin 22). what vegan foods actually have iron that my body absorbs??',
  ),
  en(VEGAN, 'i drink green tea with dinner, does that block iron', 'iron-afternoon-tea-or-milk-tea'),
  en(VEGAN, 'should i stop having tea with dinner', null),
  en(IRON, 'is black tea with breakfast bad for my iron?', 'iron-afternoon-tea-or-milk-tea'),
  zh(VEGAN, '午饭配抹茶会影响铁吸收吗', 'iron-afternoon-tea-or-milk-tea'),
  zh(IRON, '吃饭时喝绿茶影响补铁吗', 'iron-afternoon-tea-or-milk-tea'),
  en(WOMAN, 'is matcha with lunch healthy?', null),
  en(VEGAN, 'does coffee with meals affect iron?', null),
  en(WOMAN, 'does chai with meals affect iron absorption?', null),
  // B6 in mg for sickness in pregnancy (en-078).
  en(
    T1,
    'Does vitamin B6 help with nausea? How much can I take?',
    'pregnancy-b6-nausea-how-much',
    "I'm so nauseous I can only keep down saltines, ginger ale and plain rice. Am I hurting the baby by not eating veggies or protein?",
  ),
  en(T1, 'is b6 ok for morning sickness? how many mg a day?', 'pregnancy-b6-nausea-how-much'),
  en(T1, 'can I take vitamin B6 for morning sickness?', null),
  en(
    undefined,
    "i'm pregnant and nauseous. does pyridoxine work? what dose can i take?",
    'pregnancy-b6-nausea-how-much',
  ),
  zh(T1, '孕吐吃维生素B6有用吗？一天吃多少？', 'pregnancy-b6-nausea-how-much'),
  zh(T1, '怀孕恶心，B6管用吗？剂量是多少？', 'pregnancy-b6-nausea-how-much'),
  en(WOMAN, 'how much b6 can i take for nausea?', null),
  en(T1, 'what foods have vitamin b6?', null),
  // Wine while nursing, in hours (en-080).
  en(
    NURSING,
    "Can I have a glass of wine at my friend's birthday dinner and still breastfeed? How long do I need to wait?",
    'lactation-wine-wait-ssri',
  ),
  en(NURSING, 'can i have a beer at the bbq? how long till i can nurse after', 'lactation-wine-wait-ssri'),
  en(NURSING, 'how long after a beer can I nurse?', null),
  zh(NURSING, '喂奶期间能喝一杯红酒吗，要等多久才能喂', 'lactation-wine-wait-ssri'),
  en(
    undefined,
    "i'm breastfeeding, can i have a glass of wine? how many hours should i wait?",
    'lactation-wine-wait',
  ),
  en(undefined, 'can i drink one cocktail while breastfeeding and how long to wait?', 'lactation-wine-wait'),
  zh(undefined, '哺乳期能喝一杯酒吗，多久能喂奶', 'lactation-wine-wait'),
  zh(undefined, '母乳喂养可以喝啤酒吗，喝完要等几个小时', 'lactation-wine-wait'),
  en(T2, 'can i have a glass of wine in pregnancy, how long should i wait?', null),
  en(NURSING, 'can i drink non-alcoholic wine while breastfeeding, how long to wait?', null),
  en(NURSING, 'can i have a glass of wine if I pump and dump, how long until i can feed?', null),
];

describe('rows for blind answer round 22’s partial answers, batch 1 (en-US development data)', () => {
  it.each(CASES)(
    '$locale "$text" → $id',
    (c) => {
      expectRowCase(c, mine);
    },
    30_000,
  );

  // What the person named is used, not a fixed example (round 21 lessons).
  it('the protein row lists the foods named, with the eggs counted', () => {
    const r = askAs(
      en(WOMAN, 'i eat 3 eggs and a cup of milk, does that protein count or do i still need a shake', null),
    );
    expect(r.text).toMatch(/3 eggs about 18 g/);
    expect(r.text).toMatch(/milk: about 8 g/);
    expect(r.text.split('_Source')[0]).not.toMatch(/Greek yogurt|chicken/);
  });

  it('the gout row answers the drinks named, and only those', () => {
    const r = askAs(en(GOUT, 'what if i switch to whiskey', null, 'Is beer really that bad for gout?'));
    expect(r.text).toMatch(/^\*\*Switching from beer to spirits such as whiskey/);
    expect(r.text).not.toMatch(/vodka soda|White Claw|Wine raises/);
  });

  it('the greens row answers the amount said', () => {
    const r = askAs(en(WARFARIN, 'is two cups of salad a day ok with warfarin?', null));
    expect(r.text).toMatch(/two cups a day is fine/);
  });

  it('the ferritin row reads the value said, low or not', () => {
    expect(askAs(en(T2, 'ferritin 18, elevit has iron, add another pill?', null)).text).toMatch(
      /ferritin of 18 in pregnancy is low/,
    );
    expect(askAs(en(T2, 'my ferritin is 45, should i add an iron tablet to my prenatal', null)).text).toMatch(
      /ferritin of 45 in pregnancy is not in the iron-deficient range/,
    );
  });

  it('the tea row names the tea said', () => {
    const r = askAs(en(VEGAN, 'i drink green tea with dinner, does that block iron', null));
    expect(r.text).toMatch(/^\*\*Yes — green tea with dinner/);
    expect(r.text).not.toMatch(/chai|matcha/i);
  });

  it('the sertraline row speaks only of the supplements named', () => {
    const r = askAs(en(NURSING, 'is magnesium safe with my zoloft while nursing?', null));
    expect(r.text).toMatch(/interaction of concern with magnesium/);
    expect(r.text).not.toMatch(/Fish oil:|Vitamin D:/);
  });

  it('the fish-soup row names Elevit only when it is said', () => {
    const r = askAs(en(T1, 'i eat fish every day, do i still need a dha supplement in pregnancy', null));
    expect(r.text).toMatch(/^\*\*Check your prenatal’s label/);
  });
});
