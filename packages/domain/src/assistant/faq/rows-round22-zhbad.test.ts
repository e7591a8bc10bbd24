import { describe, expect, it } from 'vitest';
import { ROUND22_ZHBAD_FAQ, spiritsSaid } from './rows-round22-zhbad';
import { askAs, enCase as en, rowsOf, zhCase as zh, type RowCase, expectRowCase } from './testing';
import {
  WOMAN,
  MAN,
  VEGAN,
  T1,
  T2,
  KIDNEY as CKD,
  DIALYSIS,
  INSULIN,
  HF,
  SPIRO,
  MAOI,
  ISOTRETINOIN as ISO,
  GOUT,
  BONES,
} from './testing-personas';

// Blind answer round 22's zh-CN questions answered with a neighbouring topic or declined (development data):
// each class as the round asked it (same persona, same earlier message), then in other words in both
// languages; null where none of these rows may answer (the same words asking something else, or a person
// the row is not for).

/** The blind round's 16-year-old asks without a plan (the questionnaire refuses her). */
const TEEN = undefined;

const CALTRATE_Q = 'VD和钙片能一起吃不？早上吃好还是晚上吃好，我买的是钙尔奇';
const TAKEAWAY_Q = '公司楼下外卖就黄焖鸡、麻辣烫、螺蛳粉这几样，天天点外卖咋选相对健康点';
const BAIJIU_Q = '做销售的，晚上经常陪客户喝白酒，一场下来半斤左右，这对减肥影响大吗';
const FRUIT_Q = '糖耐还没做，最近疯狂想吃水果，一天吃多少算合适';
const MAGNESIUM_Q = '我68了 肾功能不好 eGFR 22 还没透析，前两年腿抽筋自己买的镁片一直在吃，现在还能继续吃吗';
const CKD_PROTEIN_Q = '我65公斤，还没透析，一天蛋白质能吃多少';
const LOWS_Q = '上次空腹血糖2.6，糖化又是8.1，咋会又低又高？吃饭上怎么调整';
const POTASSIUM_Q = '血钾5.4，哪些水果现在不能吃了';
const OMEPRAZOLE_Q = '我还吃奥美拉唑，会不会影响钙吸收，钙片换哪种好';
const PERIODS_Q = '节食以后月经不太准了，是营养不够吗';

const CASES: readonly RowCase[] = [
  // Caltrate with vitamin D, and when (zh-003).
  zh(WOMAN, CALTRATE_Q, 'calcium-carbonate-with-vitamin-d-when'),
  zh(WOMAN, '迪巧钙片跟维d3早上吃还是晚上吃好', 'calcium-carbonate-with-vitamin-d-when'),
  zh(MAN, '钙尔奇和维生素D能同时吃吗，睡前吃行不行', 'calcium-carbonate-with-vitamin-d-when'),
  en(
    WOMAN,
    'can I take my caltrate and vitamin d together? morning or night?',
    'calcium-carbonate-with-vitamin-d-when',
  ),
  en(
    MAN,
    'calcium tablets and vit d at the same time, when is best?',
    'calcium-carbonate-with-vitamin-d-when',
  ),
  zh(BONES, '钙片和维生素D早上一起吃可以吗', null),
  zh(CKD, '钙片和维生素D早上一起吃可以吗', null),
  zh(WOMAN, '维生素D和鱼油能一起吃吗', null),
  // Before or after meals (zh-004).
  zh(WOMAN, '饭前还是饭后', 'calcium-carbonate-meals', CALTRATE_Q),
  zh(WOMAN, '钙尔奇饭前吃还是饭后吃', 'calcium-carbonate-meals'),
  zh(MAN, '碳酸钙片要空腹吃吗', 'calcium-carbonate-meals'),
  en(WOMAN, 'should I take calcium carbonate before or after meals?', 'calcium-carbonate-meals'),
  en(MAN, 'caltrate: with food or on an empty stomach?', 'calcium-carbonate-meals'),
  zh(WOMAN, '铁剂饭前吃还是饭后吃', null),
  zh(CKD, '钙片饭前吃还是饭后吃', null),
  en(WOMAN, 'should I take iron before or after meals?', null),
  // A noodle soup's broth (zh-007).
  zh(WOMAN, '麻辣烫的汤底能喝吗，我每次都喝光', 'noodle-soup-broth-drink-it', TAKEAWAY_Q),
  zh(MAN, '螺蛳粉的汤可以喝完吗', 'noodle-soup-broth-drink-it'),
  zh(WOMAN, '吃拉面汤要不要喝光', 'noodle-soup-broth-drink-it'),
  en(WOMAN, 'is it ok to drink the broth of malatang?', 'noodle-soup-broth-drink-it'),
  en(MAN, 'should I finish the ramen soup?', 'noodle-soup-broth-drink-it'),
  zh(GOUT, '冬天就想吃火锅 涮完的汤能喝吗', null),
  zh(WOMAN, '麻辣烫怎么点不容易胖', null),
  zh(WOMAN, '鸡汤能多喝吗', null),
  // Dry red instead of spirits, losing weight (zh-012).
  zh(MAN, '改喝干红会不会好点', 'switch-to-dry-red-weight', BAIJIU_Q),
  zh(MAN, '减肥期间白酒换成红酒是不是好一点', 'switch-to-dry-red-weight'),
  zh(MAN, '想减肥，啤酒改喝葡萄酒会更好吗', 'switch-to-dry-red-weight'),
  en(
    MAN,
    'trying to lose weight — would switching from beer to red wine be better?',
    'switch-to-dry-red-weight',
  ),
  en(MAN, 'is dry red less fattening if I drink it instead of spirits?', 'switch-to-dry-red-weight'),
  zh(INSULIN, '改喝干红会不会好点', null, '打胰岛素，想减肥，晚上喝白酒影响大吗'),
  zh(MAOI, '减肥的话白酒换成红酒好点吗', null),
  zh(WOMAN, '红酒配牛排好吗', null),
  // A vegan's day of protein from soy and wheat gluten (zh-019).
  zh(VEGAN, '我蛋白质基本靠豆腐豆浆和烤麸面筋，一天得吃多少才够啊', 'vegan-protein-day-soy-gluten'),
  zh(VEGAN, '吃素的人靠豆制品，蛋白质一天多少才够', 'vegan-protein-day-soy-gluten'),
  zh(WOMAN, '我吃全素，蛋白质一天多少克够', 'vegan-protein-day-soy-gluten'),
  en(
    VEGAN,
    'I get my protein from tofu, soy milk and seitan — how much do I need a day?',
    'vegan-protein-day-soy-gluten',
  ),
  en(MAN, "I'm vegan, how many grams of protein do I need per day?", 'vegan-protein-day-soy-gluten'),
  zh(VEGAN, '豆浆豆腐吃多了会雌激素过多吗', null),
  zh(CKD, '吃素的话蛋白质一天多少', null),
  zh(VEGAN, '健身吃素蛋白质一天多少', null),
  // Tofu refused: how to get there without it is another row's (answers lock r1/en-021).
  zh(VEGAN, '不想天天吃豆腐，吃素蛋白质一天多少才够', null),
  en(VEGAN, 'how do I get enough protein as a vegan without eating tofu every single day', null),
  // Tonics pressed on a woman in early pregnancy (zh-030).
  zh(
    T1,
    '婆婆天天炖猪脚汤还让我吃桂圆、阿胶，说孕早期要大补，这样吃可以吗',
    'pregnancy-tonics-trotter-longan-ejiao',
  ),
  zh(T1, '怀孕了我妈天天让我喝鸡汤进补，可以吗', 'pregnancy-tonics-trotter-longan-ejiao'),
  zh(T2, '孕期吃阿胶补身体好吗', 'pregnancy-tonics-trotter-longan-ejiao'),
  en(
    T1,
    'my mother-in-law wants me to eat ejiao and longan to build me up in early pregnancy — is that ok?',
    'pregnancy-tonics-trotter-longan-ejiao',
  ),
  en(
    T2,
    'should I be having pig trotter soup as a tonic while pregnant?',
    'pregnancy-tonics-trotter-longan-ejiao',
  ),
  zh(WOMAN, '婆婆让我吃阿胶补补，可以吗', null),
  zh(T1, '婆婆让我喝红枣桂圆茶、吃阿胶补血，可以吗', null),
  zh(T1, '孕早期能吃螃蟹吗', null),
  // Very sweet fruit in pregnancy (zh-040).
  zh(T2, '荔枝榴莲这种很甜的可以吃吗', 'pregnancy-very-sweet-fruit', FRUIT_Q),
  zh(T1, '怀孕了芒果能吃吗', 'pregnancy-very-sweet-fruit'),
  zh(T2, '孕期吃葡萄行不行，太甜了', 'pregnancy-very-sweet-fruit'),
  en(T2, 'can I eat durian and lychee while pregnant? they are so sweet', 'pregnancy-very-sweet-fruit'),
  en(T1, 'pregnant — are mangoes ok?', 'pregnancy-very-sweet-fruit'),
  zh(WOMAN, '荔枝可以吃吗', null),
  zh(T2, '孕期荔枝一天吃多少', 'pregnancy-fruit-amount'),
  zh(T1, '孕期吃桂圆会上火吗', null),
  // Cramps after stopping self-bought magnesium in CKD (zh-056).
  zh(CKD, '停了腿会不会抽筋啊', 'ckd-stopping-magnesium-cramps', MAGNESIUM_Q),
  zh(CKD, '镁片不吃了会抽筋吗', 'ckd-stopping-magnesium-cramps'),
  zh(CKD, '肾不好把镁片停掉了，还会抽筋吗', 'ckd-stopping-magnesium-cramps'),
  en(CKD, 'if I stop the magnesium will my leg cramps come back?', 'ckd-stopping-magnesium-cramps'),
  en(CKD, 'stopped my magnesium, worried about cramps at night', 'ckd-stopping-magnesium-cramps'),
  zh(WOMAN, '镁片停了会抽筋吗', null),
  zh(DIALYSIS, '停了镁片会抽筋吗', null),
  // What to do about cramps is rows-kidney-heart.ts ckd-leg-cramps'.
  zh(CKD, '肾不好把镁停掉，腿抽筋怎么办', null),
  // An egg a day in CKD, in the day's protein (zh-058).
  zh(CKD, '鸡蛋每天一个可以吧', 'ckd-egg-a-day-in-budget', CKD_PROTEIN_Q),
  zh(CKD, '肾病一天吃两个鸡蛋行吗', 'ckd-egg-a-day-in-budget'),
  zh(CKD, '每天一个鸡蛋没问题吧', 'ckd-egg-a-day-in-budget'),
  en(CKD, 'is one egg a day ok with my kidneys?', 'ckd-egg-a-day-in-budget'),
  en(CKD, 'can I have two eggs a day? CKD, not on dialysis', 'ckd-egg-a-day-in-budget'),
  zh(WOMAN, '鸡蛋每天一个可以吧', null),
  zh(DIALYSIS, '鸡蛋每天一个可以吧', null),
  zh(CKD, '蛋白粉每天一勺可以吗', null),
  // What to carry when going out on insulin (zh-076).
  zh(INSULIN, '出门身上备点啥吃的比较好', 'insulin-going-out-what-to-carry', LOWS_Q),
  zh(INSULIN, '打胰岛素的人外出要随身带什么吃的', 'insulin-going-out-what-to-carry'),
  zh(INSULIN, '开车的时候包里备点什么吃的', 'insulin-going-out-what-to-carry'),
  en(INSULIN, 'what snacks should I carry when I go out?', 'insulin-going-out-what-to-carry'),
  en(
    INSULIN,
    'What should I keep in the car in case my sugar drops while driving? Candy? Juice?',
    'insulin-going-out-what-to-carry',
  ),
  zh(WOMAN, '出门带点什么零食比较健康', null),
  zh(INSULIN, '出门前要打胰岛素吗', null),
  zh(INSULIN, '出门要备点什么防低血糖', null),
  zh(INSULIN, '兜里平时备几颗糖合适？真遇上低了吃多少，巧克力行不行', 'hypo-which-sweets'),
  en(MAN, 'what snacks should I carry on a hike?', null),
  // The fruits named with a potassium held high, after the list (zh-078).
  zh(HF, '苹果梨呢', 'potassium-held-fruits-named', POTASSIUM_Q),
  zh(HF, '葡萄呢', 'potassium-held-fruits-named', POTASSIUM_Q),
  zh(SPIRO, '葡萄和西瓜可以吗', 'potassium-held-fruits-named', '吃螺内酯血钾有点高，水果要注意什么'),
  // In English a fruit named after the list is round 21's en row's (rows-round21-enbad.ts), which answers
  // the same class from its own words.
  en(
    HF,
    'what about watermelon?',
    'lower-potassium-fruits',
    'my potassium is 5.4, which fruits should I avoid now?',
  ),
  en(
    HF,
    'and strawberries?',
    'lower-potassium-fruits',
    'my potassium is 5.4, which fruits should I avoid now?',
  ),
  zh(WOMAN, '苹果梨呢', null, '哪些水果减肥好'),
  zh(HF, '苹果能降血压吗', null),
  // Fruit asked about as a whole is the general list's (answers lock r7/zh-128).
  zh(
    HF,
    '水果是不是一点都不能吃了，苹果呢',
    'potassium-high-fruit',
    '上次抽血血钾5.4，平时吃饭要注意啥，哪些菜不能吃',
  ),
  // The fermented foods named on an MAOI (zh-120).
  zh(MAOI, '纳豆、韩国泡菜、老坛酸菜这类发酵的能吃吗', 'maoi-fermented-foods-named'),
  zh(MAOI, '吃苯乙肼能吃泡菜吗', 'maoi-fermented-foods-named'),
  zh(MAOI, '酱油、腐乳、臭豆腐能吃吗，我湖南人离不开这些', 'maoi-fermented-foods-named'),
  en(MAOI, 'can I eat kimchi and natto on phenelzine?', 'maoi-fermented-foods-named'),
  en(MAOI, 'is sauerkraut ok?', 'maoi-fermented-foods-named'),
  zh(WOMAN, '纳豆能吃吗', null),
  zh(MAOI, '老干妈能吃吗', null),
  zh(MAOI, '酸奶能吃吗', null),
  zh(MAOI, '吃苯乙肼 豆豉蒸排骨能吃吗', 'maoi-chinese-fermented'),
  // Sugar, milk and acne (zh-128).
  zh(ISO, '小红书上都说戒糖戒奶能改善痘痘，真的假的', 'acne-sugar-dairy-diet'),
  zh(WOMAN, '喝牛奶会长痘吗', 'acne-sugar-dairy-diet'),
  zh(TEEN, '长痘要忌口甜食吗', 'acne-sugar-dairy-diet'),
  en(ISO, 'does dairy cause acne? should i cut out milk and my whey protein', 'acne-sugar-dairy-diet'),
  en(WOMAN, 'will cutting sugar clear up my pimples?', 'acne-sugar-dairy-diet'),
  zh(WOMAN, '牛奶一天喝多少', null),
  zh(ISO, '吃异维A酸能喝酒吗', null),
  en(WOMAN, 'is milk good for bones?', null),
  // Losing weight with gout without a flare (zh-143).
  zh(GOUT, '尿酸520，体重也超标，怎么减肥不诱发痛风', 'gout-weight-loss-without-flare'),
  zh(GOUT, '痛风的人怎么减肥', 'gout-weight-loss-without-flare'),
  zh(MAN, '尿酸高想减重，要注意什么', 'gout-weight-loss-without-flare'),
  en(GOUT, 'how do I lose weight without triggering a gout flare?', 'gout-weight-loss-without-flare'),
  en(MAN, 'high uric acid and overweight, best way to lose weight?', 'gout-weight-loss-without-flare'),
  zh(GOUT, '痛风能喝啤酒吗', null),
  zh(TEEN, '我16岁尿酸高想减肥', null),
  zh(GOUT, '减肥期间喝啤酒对尿酸影响大吗', null),
  // Where to buy calcium citrate (zh-149).
  zh(BONES, '柠檬酸钙药店买得到吗 有啥牌子', 'calcium-citrate-where-to-buy', OMEPRAZOLE_Q),
  zh(WOMAN, '枸橼酸钙哪个牌子好', 'calcium-citrate-where-to-buy'),
  zh(BONES, '柠檬酸钙网上能买吗', 'calcium-citrate-where-to-buy'),
  en(BONES, 'where can I buy calcium citrate? any brand you recommend?', 'calcium-citrate-where-to-buy'),
  en(WOMAN, 'which calcium citrate brand is good?', 'calcium-citrate-where-to-buy'),
  zh(CKD, '柠檬酸钙哪里买', null),
  zh(WOMAN, '钙尔奇哪里买', null),
  zh(WOMAN, '柠檬酸钙和碳酸钙哪个吸收好', null),
  // Enzyme drinks with slimming teas (zh-155).
  zh(TEEN, '同学都在喝酵素和减肥茶，有用吗', 'enzyme-and-slimming-tea'),
  zh(WOMAN, '酵素和减肥茶哪个效果好', 'enzyme-and-slimming-tea'),
  zh(MAN, '喝酵素加排毒茶能瘦吗', 'enzyme-and-slimming-tea'),
  en(
    TEEN,
    'my friends drink enzyme drinks and detox tea to lose weight, do they work?',
    'enzyme-and-slimming-tea',
  ),
  en(WOMAN, 'enzymes or slimming tea, which one works?', 'enzyme-and-slimming-tea'),
  zh(WOMAN, '酵素有用吗', null),
  zh(WOMAN, '减肥茶有用吗', null),
  // Going vegetarian to lose weight (zh-156), and as a teenager said.
  zh(TEEN, '我想吃素减肥 可以吗', 'vegetarian-to-lose-weight'),
  zh(WOMAN, '吃素能减肥吗', 'vegetarian-to-lose-weight'),
  en(WOMAN, 'can going vegetarian help me lose weight?', 'vegetarian-to-lose-weight'),
  en(MAN, 'does a plant-based diet work for losing weight?', 'vegetarian-to-lose-weight'),
  zh(TEEN, '我16岁，想吃素减肥行不行', 'vegetarian-to-lose-weight-teen'),
  zh(TEEN, '初二了，想吃素减减肥', 'vegetarian-to-lose-weight-teen'),
  en(TEEN, "I'm 15 and want to go vegan to lose weight, is that ok?", 'vegetarian-to-lose-weight-teen'),
  zh(T1, '怀孕了想吃素减肥可以吗', null),
  zh(VEGAN, '素食者要补B12吗', null),
  // What to eat after dieting upset the periods (zh-158, unsafe: got "don't eat exercise calories back").
  zh(TEEN, '要吃点啥补回来', 'periods-after-dieting-make-up', PERIODS_Q),
  zh(WOMAN, '那怎么才能补回来', 'periods-after-dieting-make-up', '减肥以后例假推迟了两个月'),
  zh(TEEN, '吃点啥能吃回来', 'periods-after-dieting-make-up', '节食后大姨妈不准了'),
  en(
    TEEN,
    'what should I eat to make up for it?',
    'periods-after-dieting-make-up',
    'my periods stopped after dieting',
  ),
  en(
    TEEN,
    'should I eat it all back now?',
    'periods-after-dieting-make-up',
    'my periods went irregular since I started dieting',
  ),
  // Other follow-ups are read with the message before (the same text, from rows-everyday.ts).
  zh(TEEN, '该补点啥', 'periods-after-dieting-what-to-eat', '节食后大姨妈不准了'),
  zh(MAN, '健身消耗的热量要吃回来吗', null),
  zh(WOMAN, '要吃点啥补回来', null, '最近献血了'),
  // A school-gate breakfast: jianbing or roujiamo (zh-160).
  zh(TEEN, '学校门口早餐只有煎饼果子和肉夹馍，怎么选', 'jianbing-or-roujiamo-breakfast'),
  zh(WOMAN, '煎饼果子和肉夹馍哪个更健康', 'jianbing-or-roujiamo-breakfast'),
  zh(MAN, '早上吃肉夹馍还是煎饼好', 'jianbing-or-roujiamo-breakfast'),
  en(TEEN, 'jianbing or roujiamo for breakfast before school?', 'jianbing-or-roujiamo-breakfast'),
  en(WOMAN, 'which is healthier, a jianbing or a roujiamo?', 'jianbing-or-roujiamo-breakfast'),
  zh(WOMAN, '煎饼果子热量多少', null),
  zh(WOMAN, '肉夹馍热量高吗', null),
];

const mine = rowsOf([...ROUND22_ZHBAD_FAQ, { id: 'pregnancy-fruit-amount' }]);

describe('round 22 zh-CN neighbouring and declined answers, as classes', () => {
  // The first case builds the persona plans: longer than the default 5 s on a shared machine.
  it.each(CASES)('$locale "$text" → $id', { timeout: 60_000 }, (c) => {
    expectRowCase(c, mine);
  });
});

describe('what the person named is what the answer computes', () => {
  it('reads the spirits said', () => {
    expect(spiritsSaid('晚上经常陪客户喝白酒，一场下来半斤左右')).toEqual({ ml: 250, said: '半斤' });
    expect(spiritsSaid('三两52度白酒')).toEqual({ ml: 150, abv: 52, said: '三两' });
    expect(spiritsSaid('喝了两瓶啤酒')).toBeNull();
  });

  it('half a jin of baijiu is worked out, not a fixed example', { timeout: 60_000 }, () => {
    const r = askAs(zh(MAN, '改喝干红会不会好点', null, BAIJIU_Q));
    expect(r.text).toMatch(/半斤（250毫升）/);
    expect(r.text).toMatch(/5–7杯/);
    const e = askAs(zh(MAN, '改喝干红会不会好点', null, '晚上应酬喝三两52度白酒，减肥影响大吗'));
    expect(e.text).toMatch(/三两（150毫升）52度白酒约含酒精62克/);
  });

  it('the egg row uses the weight said and the eggs named', { timeout: 60_000 }, () => {
    const r = askAs(zh(CKD, '鸡蛋每天一个可以吧', null, CKD_PROTEIN_Q));
    expect(r.text).toMatch(/按你65公斤/);
    expect(r.text).toMatch(/36–39克/);
    const two = askAs(zh(CKD, '肾病一天吃两个鸡蛋行吗', null));
    expect(two.text).toMatch(/每天两个鸡蛋偏多了/);
  });

  it('only the fruits named are judged, each by its potassium', { timeout: 60_000 }, () => {
    const r = askAs(zh(HF, '苹果梨呢', null, POTASSIUM_Q));
    expect(r.text).toMatch(/苹果、梨可以吃/);
    expect(r.text).not.toMatch(/香蕉、橙子/);
    const g = askAs(zh(HF, '葡萄呢', null, POTASSIUM_Q));
    expect(g.text).toMatch(/葡萄可以吃/);
    expect(g.text).not.toMatch(/苹果、梨可以吃/);
  });

  it('the sweet fruits named get their portions, no other', { timeout: 60_000 }, () => {
    const r = askAs(zh(T1, '怀孕了芒果能吃吗', null));
    expect(r.text).toMatch(/芒果半个/);
    expect(r.text).not.toMatch(/荔枝6/);
  });

  it('the fermented foods named are each answered, with what to use instead', { timeout: 60_000 }, () => {
    const r = askAs(zh(MAOI, '纳豆、韩国泡菜、老坛酸菜这类发酵的能吃吗', null));
    expect(r.text).toMatch(/纳豆/);
    expect(r.text).toMatch(/老坛酸菜/);
    expect(r.text).not.toMatch(/没有可靠的规则/);
    const s = askAs(zh(MAOI, '酱油、腐乳、臭豆腐能吃吗，我湖南人离不开这些', null));
    expect(s.text).toMatch(/鲜辣椒/);
    expect(s.text).not.toMatch(/想吃酸爽的/);
  });

  it('an adult asking about going vegetarian is not told the minor line', { timeout: 60_000 }, () => {
    const r = askAs(zh(WOMAN, '吃素能减肥吗', null));
    expect(r.text).not.toMatch(/未满18岁的人不要节食减重/);
    const t = askAs(zh(TEEN, '我想吃素减肥 可以吗', null));
    expect(t.text).toMatch(/未满18岁/);
  });
});
