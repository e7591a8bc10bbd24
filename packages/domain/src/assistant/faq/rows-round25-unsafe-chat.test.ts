import { describe, expect, it } from 'vitest';
import { MEDICINE_FAQ } from './rows-medicines';
import { ROUND25_CHAT_UNSAFE_FAQ } from './rows-round25-unsafe-chat';
import { askAs, enCase as en, faqIdsOf, rowsOf, zhCase as zh, type RowCase, expectRowCase } from './testing';
import { INSULIN, MAN, OLD, T1, T2, THYROID, VEGAN, WOMAN } from './testing-personas';

// Blind answer round 25's unsafe chat answers (development data), as classes: each as the round asked it
// (same persona, same earlier message), then in other words in both languages; null where none of these
// rows may answer (the same words from a person the row is not for, or the same person asking something else).

const DYSPHAGIA = 'dysphagia at 82, weight loss asked';
const GRAVES = "Graves' disease on methimazole, underweight, iodine supplements";
const PANCREAS = 'chronic pancreatitis on Creon and insulin, drinking';
const ADDISON = "Addison's on hydrocortisone and fludrocortisone with liquorice, hypertension";
const HYPEREMESIS = 'hyperemesis at 9 weeks, low potassium and sodium';
const ICP = '小敏 ICP at 33 weeks on 优思弗 and 消胆胺 (zh)';
const CROHNS = 'Dev, Crohn’s on cholestyramine, vitamin D 12 ng/mL, D3 5000 IU (en)';
const UC = 'ulcerative colitis on sulfasalazine, trying to conceive, prescribed folic acid 5 mg';

const CONGEE_Q =
  '我爸82岁，168cm，58公斤，非说自己肚子大要减肥，晚饭想只喝点稀粥，这样行吗？他最近喝水老是呛';
const TEA_Q = '我今年82 医生说我不胖 可我想把体重降到55公斤 走路轻快点 电视上卖的减肥茶能喝吗';
const HIKE_Q = '周末想去爬山，天热出汗多，要额外补盐或者喝电解质水吗';
const JOG_Q =
  "It's getting hot and I've started jogging. Do I need electrolytes or extra salt on those days?";
const PINTS_Q =
  'I still have a few pints at the weekend. How bad is it really for my pancreas and my sugars? Honest answer please, not a lecture';
const VODKA_Q = 'what if I switch to vodka and diet coke, less carbs than lager right?';
const K_Q =
  'my potassium came back 3.1. what foods are high in potassium that wont make me sick? everything smells awful rn';
const IRON_Q = 'Hb 108 and ferritin 11. should i add iron tablet? elevit already has some iron';
const ILEUM_Q = 'had part of my ileum removed for crohns, do I need B12 jabs?';

const CASES: readonly RowCase[] = [
  // An older person who chokes asking to lose weight (zh-025, zh-029).
  zh(DYSPHAGIA, CONGEE_Q, 'older-dysphagia-weight-loss'),
  zh(DYSPHAGIA, TEA_Q, 'older-dysphagia-weight-loss'),
  zh(undefined, '我妈85岁了，吃饭老呛，她说想减肥，晚上不吃饭行吗', 'older-dysphagia-weight-loss'),
  en(DYSPHAGIA, 'I want to lose a few kilos, are slimming teas ok?', 'older-dysphagia-weight-loss'),
  en(
    undefined,
    'my dad is 84 and he chokes on water, he wants to go on a diet to lose his belly - should he?',
    'older-dysphagia-weight-loss',
  ),
  zh(OLD, '我80岁了想减肥，减肥茶能喝吗', null),
  en(WOMAN, 'I choke on pills sometimes, can I lose weight with slimming tea?', null),
  zh(DYSPHAGIA, '粥里能加蜂蜜吗', null),
  // Weight lost without wanting to: the weight-gain rows' question (round 20 en-051's neighbour).
  en(DYSPHAGIA, 'no appetite and i keep losing weight, what can i eat?', null),
  zh(DYSPHAGIA, '最近没胃口，体重掉了3斤，吃什么好', null),
  // Addison's disease in the heat (zh-136, en-135).
  zh(ADDISON, HIKE_Q, 'adrenal-heat-exercise'),
  en(ADDISON, JOG_Q, 'adrenal-heat-exercise'),
  zh(ADDISON, '夏天跑步出汗多，要不要多喝点水多吃点盐', 'adrenal-heat-exercise'),
  en(
    ADDISON,
    'going hiking in the heat this weekend, how much extra salt should I have?',
    'adrenal-heat-exercise',
  ),
  en(
    undefined,
    "I have Addison's - do I need electrolytes when I sweat a lot at the gym?",
    'adrenal-heat-exercise',
  ),
  zh(undefined, '我有艾迪生病，夏天要不要多吃盐', 'adrenal-heat-exercise'),
  zh(WOMAN, HIKE_Q, null),
  en(MAN, JOG_Q, null),
  // Chronic pancreatitis and alcohol on insulin (zh-066, en-065).
  zh(
    PANCREAS,
    '知道胰腺炎不该喝酒，但跟哥们偶尔整两瓶啤的，我打着胰岛素呢，喝酒有啥要特别注意的',
    'pancreatitis-alcohol-on-insulin',
  ),
  en(PANCREAS, VODKA_Q, 'pancreatitis-alcohol-on-insulin', PINTS_Q),
  en(PANCREAS, VODKA_Q, 'pancreatitis-alcohol-on-insulin'),
  en(PANCREAS, 'is a glass of wine with dinner ok?', 'pancreatitis-alcohol-on-insulin'),
  zh(PANCREAS, '换成红酒会好点吗', 'pancreatitis-alcohol-on-insulin'),
  en(
    INSULIN,
    'I have chronic pancreatitis and take insulin, can I have a couple of beers?',
    'pancreatitis-alcohol-on-insulin',
  ),
  zh(INSULIN, '我有慢性胰腺炎，打胰岛素，能喝点啤酒吗', 'pancreatitis-alcohol-on-insulin'),
  en(PANCREAS, 'how many beers a week is ok with my diabetes?', 'pancreatitis-alcohol-on-insulin'),
  zh(PANCREAS, '喝酒会影响血糖吗', 'pancreatitis-alcohol-on-insulin'),
  en(INSULIN, VODKA_Q, null),
  zh(INSULIN, '换成干红会好点吗', null),
  // A low potassium with pregnancy vomiting (en-057).
  en(
    HYPEREMESIS,
    'are bananas enough or do i need potassium tablets',
    'pregnancy-vomiting-low-potassium',
    K_Q,
  ),
  en(HYPEREMESIS, 'should i eat bananas for my potassium?', 'pregnancy-vomiting-low-potassium'),
  zh(HYPEREMESIS, '血钾3.1，多吃香蕉能补回来吗，还是要吃补钾药', 'pregnancy-vomiting-low-potassium'),
  zh(T1, '孕吐很厉害，查了血钾3.2，吃香蕉够吗', 'pregnancy-vomiting-low-potassium'),
  en(
    undefined,
    "i'm 10 weeks pregnant, throwing up all day, potassium was low at 3.0 - do i need potassium pills?",
    'pregnancy-vomiting-low-potassium',
  ),
  en(T1, 'which fruits are high in potassium?', null),
  en(WOMAN, 'my potassium is 3.2, are bananas enough?', null),
  // Iron and vitamins on a bile-acid binder (en-127).
  en(ICP, IRON_Q, 'bile-acid-binder-iron-pregnancy'),
  zh(ICP, '血红蛋白108，铁蛋白11，要不要另外加铁剂？爱乐维里有铁', 'bile-acid-binder-iron-pregnancy'),
  en(ICP, 'when should I take my elevit with the cholestyramine?', 'bile-acid-binder-supplement-spacing'),
  zh(undefined, '在吃考来烯胺，复合维生素什么时候吃', 'bile-acid-binder-supplement-spacing'),
  en(undefined, 'on colesevelam - when do i take my multivitamin?', 'bile-acid-binder-supplement-spacing'),
  en(T2, IRON_Q, null),
  en(ICP, 'can I eat cheese at night?', null),
  // Vitamin K on a binder is a clotting question; ursodiol named is its own spacing (review 14, zh P4).
  en(ICP, "I'm on cholestyramine, do I need extra vitamin K?", null),
  zh(ICP, '医生开了优思弗，跟爱乐维、钙片能一起吃吗？', null),
  // Caffeine while hyperthyroid (zh-037).
  zh(GRAVES, '在吃心得安，还能喝奶茶咖啡吗？喝完感觉心跳更快了', 'caffeine-while-hyperthyroid'),
  en(
    GRAVES,
    "I'm on propranolol, can I still drink coffee? My heart races after it",
    'caffeine-while-hyperthyroid',
  ),
  zh(undefined, '甲亢在吃甲巯咪唑，能喝咖啡吗', 'caffeine-while-hyperthyroid'),
  en(undefined, "I have Graves' disease, is green tea ok?", 'caffeine-while-hyperthyroid'),
  zh(THYROID, '能喝咖啡吗', null),
  en(WOMAN, 'does matcha count toward the caffeine limit?', null),
  // Vitamin B12 after an ileal resection (en-140, en-141).
  en(CROHNS, ILEUM_Q, 'b12-ileal-crohns'),
  en(CROHNS, 'how often would i need them', 'b12-ileal-crohns', ILEUM_Q),
  zh(undefined, '克罗恩病切了一段回肠，要不要打B12针', 'b12-ileal-crohns'),
  zh(CROHNS, '回肠切除以后维生素B12多久打一次', 'b12-ileal-crohns'),
  en(
    undefined,
    'ileocecal resection last year, should I take B12 tablets or injections?',
    'b12-ileal-crohns',
  ),
  en(VEGAN, 'how often should I take B12, weekly or daily?', null),
  en(UC, 'do I need B12?', null),
];

const mine = rowsOf([
  ...ROUND25_CHAT_UNSAFE_FAQ,
  ...MEDICINE_FAQ.filter((r) => r.id === 'adrenal-heat-exercise'),
]);

describe('round 25 unsafe chat answers, as classes', () => {
  // The first case builds the persona plans: longer than the default 5 s on a shared machine.
  it.each(CASES)('$locale "$text" → $id', { timeout: 60_000 }, (c) => {
    expectRowCase(c, mine, { urgentAllowed: true });
  });
});

describe('what the unsafe answers said is no longer said', () => {
  it(
    'the older person who chokes: no weight loss, thin congee and slimming teas named',
    { timeout: 60_000 },
    () => {
      const r = askAs(zh(DYSPHAGIA, CONGEE_Q, null));
      expect(r.text).toMatch(/不建议减重/);
      expect(r.text).toMatch(/BMI约20\.5/);
      expect(r.text).toMatch(/吞咽评估/);
      const t = askAs(zh(DYSPHAGIA, TEA_Q, null));
      expect(t.text).toMatch(/减肥茶[\s\S]*泻药[\s\S]*不要喝/);
    },
  );

  it('pancreatitis on insulin: abstain, the delayed low, never "2 drinks a day"', { timeout: 60_000 }, () => {
    const r = askAs(en(PANCREAS, VODKA_Q, null, PINTS_Q));
    expect(r.text).toMatch(/stop alcohol completely/);
    expect(r.text).toMatch(/hours later/);
    expect(r.text).not.toMatch(/2 drinks a day/);
    // On insulin without pancreatitis, the drinks row answers as before.
    expect(faqIdsOf(askAs(en(INSULIN, VODKA_Q, null)))).toContain('dry-wine-or-sugar-free-beer-on-insulin');
  });

  it(
    'a low potassium in pregnancy: the maternity team replaces it, no "close the gap with food"',
    { timeout: 60_000 },
    () => {
      const r = askAs(en(HYPEREMESIS, 'are bananas enough or do i need potassium tablets', null, K_Q));
      expect(r.text).toMatch(/maternity team/);
      expect(r.text).not.toMatch(/close the gap with food/);
    },
  );

  it(
    'cholestyramine: iron and vitamins spaced, the iron dose kept as prescribed',
    { timeout: 60_000 },
    () => {
      const r = askAs(en(ICP, IRON_Q, null));
      expect(r.text).toMatch(/1 hour before cholestyramine or 4–6 hours after/);
      expect(r.text).toMatch(/40–80 mg of elemental iron/);
      expect(r.text).not.toMatch(/no known interaction/);
    },
  );

  it(
    'Addison’s in the heat: more salt, the emergency card; no banana as an electrolyte',
    { timeout: 60_000 },
    () => {
      const r = askAs(en(ADDISON, JOG_Q, null));
      expect(r.text).toMatch(/extra salt and fluid/);
      expect(r.text).toMatch(/emergency card/);
      expect(r.text).not.toMatch(/half a banana/);
    },
  );

  it('B12 after an ileal resection: injections, never the vegan 10 µg', { timeout: 60_000 }, () => {
    const r = askAs(en(CROHNS, 'how often would i need them', null, ILEUM_Q));
    expect(r.text).toMatch(/every 2–3 months/);
    expect(r.text).not.toMatch(/10 µg/);
  });
});
