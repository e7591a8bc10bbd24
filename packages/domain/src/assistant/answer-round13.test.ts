import { describe, expect, it } from 'vitest';
import { askAs } from './faq/testing';

const DM = 'diabetes on insulin, glucose 2.6';

// Blind answer round 13 (development data once its figures were reported), en-042 (unsafe): a low on
// an earlier day, with sweating, treated and over ("had some juice and was fine after"), got the
// emergency card and never "report the 2.6 before the glargine is raised". It is the insulin row (a dose
// review within the week; ADA Standards of Care 2025 §6); a low of now or today still gets the card.
describe('en-042: a resolved low on an earlier day is the dose review, not the emergency card', () => {
  it.each([
    [
      'en-US',
      DM,
      'ok so this is confusing me. my fasting sugar was 2.6 on the finger prick last tuesday morning (felt a bit sweaty, had some juice and was fine after) but then the doctor says my HbA1c is 8.1 which is too high and he wants to put my lantus up?? how can it be both too low and too high at the same time. I do 30 units glargine at night and metformin 1000 twice a day. I dont want to be going low more',
    ],
    [
      'en-US',
      DM,
      'last week i went low, sweaty n shaky, had juice and was ok after. but my a1c is 8.1 and doc wants more lantus??',
    ],
    [
      'zh-CN',
      DM,
      '上周有天早上测了2.6 出了点汗 喝了果汁就好了 可是糖化8.1 医生要给我加甘精胰岛素 这怎么回事',
    ],
    ['zh-CN', DM, '前几天低血糖手抖出汗 吃了糖缓过来了，糖化血红蛋白却8.1，lantus还要加吗'],
  ] as const)('%s (%s): %s', (locale, persona, text) => {
    const r = askAs({ locale, persona, text });
    expect(r.urgent).toBe(false);
    // The low said in the message, or only in the plan's labs (blind answer round 16, zh-075): the same
    // lows-before-highs answer under either row.
    expect(
      r.rules.some((id) => /^faq:(insulin-lows-and-high-a1c|recorded-low-high-glucose-advice)$/.test(id)),
    ).toBe(true);
  });

  it.each([
    [
      'en-US',
      'had a low last tuesday and was fine after juice, but right now im shaky and sweaty and confused',
    ],
    ['zh-CN', '上周低血糖喝果汁就好了 现在又浑身出汗 手抖 说话不清楚'],
  ] as const)('a low of now is still urgent: %s', (locale, text) => {
    expect(askAs({ locale, persona: DM, text }).urgent).toBe(true);
  });
});

// en-149 and zh-073 (unsafe): "how much b12 should I take then" after "does metformin lower b12? … my feet
// have been a bit tingly" got the 2.4 µg daily need as the dose. A follow-up keeps its situation: a
// deficiency suspected on a medicine is tested first (ADA Standards of Care 2025 §9) and a proven one
// treated at the doctor's dose — oral 1,000 µg a day is common, injections first with nerve symptoms
// (NICE NG239 2024; BSH 2014). The class: B12 on metformin or an acid reducer, iron with anaemia.
describe('en-149, zh-073: a suspected B12 deficiency is tested first, never the 2.4 µg need as the dose', () => {
  it.each([
    [
      'en-US',
      DM,
      'how much b12 should I take then',
      'does metformin lower b12? been on it 10 years and my feet have been a bit tingly lately',
    ],
    ['en-US', DM, 'so whats the dose of b12?', 'metformin 10 yrs, feet tingling, is it low b12'],
    [
      'en-US',
      DM,
      'how much vitamin b12 shoud i take',
      'could my metfromin make me short on b12? toes are numb',
    ],
    [
      'en-US',
      undefined,
      'how much b12 should I take then',
      'been on metformin for years and my feet tingle, is it b12?',
    ],
    ['zh-CN', DM, '补的话吃多少', '二甲双瓜吃了七八年了 听说吃久了缺B12 是真的吗，要补吗'],
    ['zh-CN', DM, 'B12一天吃多少', '吃二甲双胍好多年 脚底发麻 是不是缺b12'],
    ['zh-CN', DM, '那b12补多少合适', 'metformin吃了很久 B12会不会偏低'],
    ['zh-CN', undefined, '补的话吃多少', '二甲双胍吃了七八年了 听说吃久了缺B12 要补吗'],
    // An acid reducer: the same situation.
    [
      'en-US',
      undefined,
      'how much should i take then',
      'ive been on omeprazole 8 years, can that make my b12 low?',
    ],
    ['zh-CN', undefined, '那要补多少', '奥美拉唑吃了好几年 会不会缺维生素B12'],
  ] as const)('%s (%s): %s', (locale, persona, text, previous) => {
    const r = askAs({
      locale,
      text,
      previous,
      ...(persona ? { persona } : { medicines: [] }),
    });
    expect(r.urgent).toBe(false);
    expect(r.text).not.toMatch(
      /Your plan's dose: 2\.4|按你的方案：每天补充维生素B12 2\.4|You need \*\*2\.4|你每天需要\*\*维生素B12 2\.4/,
    );
    expect(r.text).toMatch(locale === 'zh-CN' ? /先查|查血|查维生素B12/ : /measured|test/i);
    expect(r.text).toMatch(locale === 'zh-CN' ? /1000微克|医生定/ : /1,000 µg|doctor/);
  });

  it('numb feet said: a doctor within 1–2 weeks', () => {
    const r = askAs({
      locale: 'en-US',
      persona: DM,
      text: 'how much b12 should I take then',
      previous: 'does metformin lower b12? been on it 10 years and my feet have been a bit tingly lately',
    });
    expect(r.text).toMatch(/within 1–2 weeks/);
    expect(r.text).toMatch(/Keep taking your metformin/);
  });

  it('with nothing suspected, the everyday answer stands', () => {
    const r = askAs({ locale: 'en-US', persona: 'healthy woman', text: 'how much b12 should I take?' });
    expect(r.text).toMatch(/2\.4 µg/);
    expect(r.text).not.toMatch(/measured before any dose/);
  });
});

// zh-152 (unsafe): "那她还要不要吃铁片" after "医生说有点贫血，红枣桂圆红糖水补血管用不？" for a woman of 80 got
// "your plan has no iron, eat iron foods first". Anaemia has its cause found by the doctor first; iron
// only if tests show iron deficiency, at the doctor's dose; in an older person, a man or a woman past the
// menopause the gut is looked at (BSG 2021; NICE CKS Anaemia – iron deficiency). Red dates, longan and
// brown sugar are not iron treatment.
describe('zh-152: anaemia said never gets the plan\'s "no iron, food first" line', () => {
  const OLD = '80-year-old woman, low BMI';
  it.each([
    ['zh-CN', OLD, '那她还要不要吃铁片', '医生说有点贫血，红枣桂圆红糖水补血管用不？天天给她煮'],
    ['zh-CN', OLD, '她要不要补铁', '我妈80了 体检说贫血'],
    ['zh-CN', undefined, '那要补铁吗 吃多少', '医生说我有点贫血 血红蛋白偏低'],
    ['zh-CN', OLD, '要补铁吗', '医生说她有点贫血，我想给她买点铁剂'],
    [
      'en-US',
      OLD,
      'should she take iron tablets then?',
      'the doctor said mum is a bit anaemic, are red dates and brown sugar any good?',
    ],
    ['en-US', OLD, 'how much iron should she take', 'her GP says she is anemic'],
    [
      'en-US',
      undefined,
      'how much iron should i take then',
      'my blood test says low hemoglobin, im a bit anaemic',
    ],
  ] as const)('%s (%s): %s', (locale, persona, text, previous) => {
    const r = askAs({ locale, text, previous, ...(persona ? { persona } : {}) });
    expect(r.text).not.toMatch(
      /没有推荐铁补充剂|先从食物补足|does not recommend a Iron|does not recommend an? Iron|close the gap with food/i,
    );
    expect(r.text).toMatch(locale === 'zh-CN' ? /查明原因/ : /cause found/);
  });

  it('the zh answer says red dates, longan and brown sugar are not iron treatment', () => {
    const r = askAs({
      locale: 'zh-CN',
      persona: OLD,
      text: '那她还要不要吃铁片',
      previous: '医生说有点贫血，红枣桂圆红糖水补血管用不？天天给她煮',
    });
    expect(r.text).toMatch(/红枣、桂圆、红糖含铁很少/);
    expect(r.text).toMatch(/胃肠镜/);
    expect(r.text).not.toMatch(/[A-Za-z]{4,}[^_]*$/m);
  });

  it('the first answer names longan too', () => {
    const r = askAs({
      locale: 'zh-CN',
      persona: OLD,
      text: '医生说有点贫血，红枣桂圆红糖水补血管用不？天天给她煮',
    });
    expect(r.text).toMatch(/红枣、桂圆、阿胶、红糖其实不是好的补铁食物/);
    expect(r.text).toMatch(/贫血要先请医生查明原因/);
  });
});

// en-086 and zh-050 (unsafe): protein on a low-protein kidney plan (eGFR 22, not on dialysis, 68) was
// 40–43 g and then "target 58 g … close the gap with food", and a protein question with a weight in it
// got a 1,500 kcal weight-loss target and the lactation lines. The plan's one figure, said once (KDOQI
// 2020: 0.55–0.6 g/kg a day, CKD 3–5 not on dialysis); energy 25–35 kcal/kg so the lower protein does not
// cost muscle; no deficit the plan did not set; the trainer son answered (the nephrologist's limit,
// strength exercise for muscle).
// The reference persona is 68 at G4: from the forty-sixth clinician review (en S4, zh M4) KDIGO 2024's 0.8 g/kg is its
// plan's figure, not KDOQI's supervised low-protein range.
describe('en-086, zh-050: an older kidney plan says its protein figure (0.8 g/kg), with enough energy', () => {
  const CKD = 'kidney disease eGFR 22 with magnesium';
  /** The answer without its source lines (a cited table names lactation and pregnancy). */
  const bodyOf = (text: string) =>
    text
      .split('\n')
      .filter((l) => !/^_(Source|来源)/.test(l))
      .join('\n');
  it.each([
    [
      'en-US',
      "How much protein should I be eating now? The nephrologist said not too much but my son is a personal trainer and he says I need plenty of protein to keep my muscles up at my age and keeps bringing me whey shakes. I'm 68 and about 78kg. Who's right?",
    ],
    ['en-US', 'my son says i need loads of protien for muscle, can i have his whey shakes?'],
    ['en-US', 'should I eat more protein to keep my muscles at 68? my trainer says so'],
    [
      'zh-CN',
      '儿子是健身教练，说我这个年纪要多吃蛋白质保肌肉，天天给我冲蛋白粉，肾内科医生又说蛋白不能多吃，听谁的',
    ],
    ['zh-CN', '我68了 怕掉肌肉 蛋白质要不要多吃点'],
    ['zh-CN', '肾不好能喝乳清蛋白粉增肌吗 protein要吃多少'],
  ] as const)('%s: %s', (locale, text) => {
    const r = askAs({ locale, persona: CKD, text });
    const body = bodyOf(r.text);
    expect(body).not.toMatch(/0\.55–0\.6/);
    expect(r.text).toMatch(/0\.8 (g|克)/);
    expect(r.text).toMatch(
      locale === 'zh-CN' ? /力量锻炼|热量要吃够/ : /strength exercise|Eat enough energy/,
    );
    expect(body).not.toMatch(/哺乳期|breastfeeding|lactat|减重时每天吃约|weight-loss target is/);
  });

  it.each([
    ['zh-CN', '肾不好的蛋白质一天能吃好多克？我68岁 体重65公斤左右 以前顿顿离不开肉'],
    ['zh-CN', '慢性肾病蛋白质一天吃多少克 我体重70公斤'],
    ['en-US', 'how much protein a day with my kidneys? I weigh about 72 kg'],
    ['en-US', 'how many grams of protien should i eat with ckd stage 4'],
  ] as const)('a protein question with a weight in it is the protein answer: %s', (locale, text) => {
    const r = askAs({ locale, persona: CKD, text });
    expect(r.intent).not.toBe('weight_change');
    expect(bodyOf(r.text)).not.toMatch(
      /哺乳期|breastfeeding|lactat|减重时每天吃约|weight-loss target is|少吃约500|500 kcal less/,
    );
    expect(r.text).toMatch(/0\.8 (g|克)/);
    expect(r.text).toMatch(locale === 'zh-CN' ? /25–35 千卡/ : /25–35 kcal/);
  });

  it.each([
    ['zh-CN', '我想减点肥，每天吃多少热量'],
    ['en-US', 'how many calories should I eat to lose some weight?'],
  ] as const)('no weight-loss deficit the plan did not set: %s', (locale, text) => {
    const r = askAs({ locale, persona: CKD, text });
    expect(r.text).not.toMatch(/减重时每天吃约|weight-loss target is|哺乳期|breastfeeding/);
  });

  it('a plan that sets a weight-loss goal keeps its target', () => {
    const r = askAs({
      locale: 'en-US',
      persona: 'healthy man, weight loss',
      text: 'how many calories should I eat to lose weight?',
    });
    expect(r.text).toMatch(/weight-loss target is about/);
  });
});
