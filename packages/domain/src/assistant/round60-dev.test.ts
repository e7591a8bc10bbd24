/**
 * Blind answer round 60, recorded before and after the thirty-seventh session's round-59 changes and judged blind —
 * development data from then on: some of its unsafe answers, asked again in other words.
 *
 * - en-080: numb feet on Velcade, with B6, alpha-lipoic acid and B12 shots asked: the thalidomide text.
 * - en-034: a boy of 8 with autism who put on 6 kg on risperidone: the text for a teenage girl who diets.
 * - en-075, zh-075, zh-076: "I read green tea can stop Velcade from working. Is that true??": green tea extract's
 *   weight-loss text first, "do not stop bortezomib" and an empty second part.
 * - zh-056, en-055: a PKU protein substitute missed at work, doubled the next day: the exercise-calories text.
 * - en-043, zh-047: stock cubes with a borderline blood pressure: a "can't", and the malt-drink text.
 * - zh-070 (unsafe): a lacto-vegetarian with osteoporosis asking whether Shelcal, dal and yoghurt give enough calcium:
 *   the vegan restaurant text ("skip paneer and raita").
 * - zh-073: a water-only religious fast of several days at 62 on teriparatide: weight-loss tips.
 * - zh-063, en-060: bright yellow urine on riboflavin: "B2 at breakfast", and a "can't" on which riboflavin to choose.
 * - en-019 (unsafe), zh-022: a low 25-OH vitamin D on calcitriol, "isn't calcitriol vitamin D already?": the total of a
 *   D3 2000 and a Centrum Silver she does not take, and "会不会…血钙高" read as a high calcium.
 * - en-074: a weekly vitamin D sachet "with milk or on empty stomach": a latte and alendronate she does not take.
 * - en-024, zh-027: a low magnesium with a high-output ileostomy, "should she start a magnesium tablet?": the stoma fluid
 *   text again.
 * - en-062, zh-062: aged cheese and red wine as migraine triggers, on topiramate: the antiseizure alcohol text naming
 *   carbamazepine.
 * - en-079: a high calcium in myeloma with cereal and milk: the row's text named Shelcal and masala chai, from the
 *   persona it was written for.
 * - en-023, zh-026: how to take ORS III with a high-output ileostomy (how many, how to mix, too salty): the fluid text again.
 */
import { describe, expect, it } from 'vitest';
import { chatAs } from './testing';
import { HIGH_CALCIUM } from './faq/audiences';
import type { Answers } from '../contracts/questionnaire';
import { LOCALES, person } from '../testing';

const MYELOMA: Answers = {
  ...person('male', 70, 175, 80, 'light'),
  medicines: ['bortezomib', 'lenalidomide', 'dexamethasone'],
};
const ON_FORTEO: Answers = {
  ...person('female', 63, 152, 47, 'light'),
  conditions: ['osteoporosis'],
  medicines: ['teriparatide', 'levothyroxine'],
};
const ON_CALCITRIOL: Answers = {
  ...person('female', 82, 150, 45, 'sedentary'),
  conditions: ['osteoporosis'],
  medicines: ['calcitriol'],
  supplements: [{ optionId: 'caltrate-d600', name: 'Caltrate 600+D', dose: 1, unit: 'tablet' }],
};
const ON_TOPIRAMATE: Answers = { ...person('female', 40, 168, 70, 'moderate'), medicines: ['topiramate'] };
const PKU: Answers = { ...person('female', 30, 165, 60, 'light'), conditions: ['pku'] };
const ON_REVLIMID: Answers = { ...person('male', 66, 172, 75, 'light'), medicines: ['lenalidomide'] };

const chat = (
  name: string,
  who: Answers | null,
  locale: (typeof LOCALES)[number],
  texts: readonly string[],
) => chatAs(`r60dev:${name}`, who, locale, texts);

describe.each(LOCALES)('%s', (locale) => {
  const zh = locale === 'zh-CN';

  it('en-080: tingling on bortezomib, vitamins asked: the team grades it, no vitamin treats it', () => {
    const [r] = chat('bortezomib-numb', MYELOMA, locale, [
      zh
        ? '打万珂以后脚底一直发麻，吃点维生素B族或者硫辛酸能好吗'
        : 'since the bortezomib his toes tingle all the time — would a B complex or lipoic acid fix it?',
    ]);
    expect(r!.text).toMatch(zh ? /硼替佐米（万珂）/ : /bortezomib \(Velcade\)/);
    expect(r!.text).toMatch(
      zh ? /没有哪种维生素被证明能预防或治好/ : /No vitamin has been shown to prevent or treat/,
    );
    expect(r!.text).not.toMatch(zh ? /沙利度胺/ : /thalidomide/i);
  });

  it('numb hands on lenalidomide alone: its own name, not thalidomide', () => {
    const [r] = chat('lenalidomide-numb', ON_REVLIMID, locale, [
      zh
        ? '吃来那度胺手指头有点麻，要紧吗'
        : 'my fingers feel a bit numb on the lenalidomide, is that a worry?',
    ]);
    expect(r!.text).toMatch(zh ? /吃来那度胺时手脚发麻/ : /on lenalidomide can be the nerve damage/);
    // The source line is thalidomide's label, the class's: the answer itself names the person's medicine.
    expect(r!.text.split(/_Source|_来源/)[0]).not.toMatch(zh ? /沙利度胺/ : /thalidomide/i);
  });

  it('en-034: a child’s weight gain on risperidone: no diet, the prescriber monitors, drinks first', () => {
    const [r] = chat('child-risperidone-weight', null, locale, [
      zh
        ? '女儿9岁，吃了利培酮一年胖了5公斤，只肯吃白米饭和面条，我该怎么帮她控制体重？'
        : 'my daughter is 9 and has gained 5 kg in a year on risperidone; she only eats plain rice and pasta. how do i help with her weight?',
    ]);
    expect(r!.text).toMatch(zh ? /这不是要孩子节食/ : /not a reason to put the child on a diet/);
    expect(r!.text).toMatch(zh ? /药不要自己减或停/ : /do not cut or stop the medicine yourselves/);
    expect(r!.text).not.toMatch(zh ? /月经/ : /periods getting lighter/);
  });

  it('en-075: green tea beside bortezomib, asked outright: yes, the extract stopped, brewed tea the team’s', () => {
    const [r] = chat('bortezomib-green-tea', MYELOMA, locale, [
      zh
        ? '我老公在打硼替佐米，每天喝两大杯绿茶，还吃EGCG胶囊，会不会影响药效？'
        : 'my husband is on bortezomib and takes EGCG capsules plus two mugs of green tea a day — will that weaken it?',
    ]);
    expect(r!.text).toMatch(
      zh ? /^\*\*是真的：绿茶提取物里的儿茶素（EGCG）/ : /^\*\*Yes, it is true: the catechins \(EGCG\)/,
    );
    expect(r!.text).not.toMatch(zh ? /没有可靠的减肥效果/ : /no proven weight-loss benefit/);
  });

  it('zh-056: a PKU protein substitute missed: spread through the day, not doubled', () => {
    const [r] = chat('pku-missed', PKU, locale, [
      zh
        ? '我的PKU配方粉晚上那份老是忘，第二天早上一次冲两份行不行'
        : 'I keep forgetting the evening serving of my protein substitute — can I just double up the next morning?',
    ]);
    expect(r!.text).toMatch(zh ? /不要第二天一次喝两份来补/ : /do not drink two the next day to make up/);
    expect(r!.text).not.toMatch(zh ? /运动消耗的热量/ : /calories you burn/);
  });

  it('en-043: stock cubes and the blood pressure: the salt they carry and what to do', () => {
    const [r] = chat('stock-cubes', null, locale, [
      zh
        ? '煮汤老放两块Knorr浓汤宝，血压有点高，要紧吗'
        : 'two knorr stock cubes in every soup — a problem with my blood pressure creeping up?',
    ]);
    expect(r!.text).toMatch(zh ? /每锅先减到一块或半块/ : /cut to one or half a cube per pot/);
  });

  it('zh-070: calcium at home with dal and yoghurt is no vegan restaurant question', () => {
    const [r] = chat('lacto-vegetarian-calcium', null, locale, [
      zh
        ? '我吃素但吃奶制品，每天有dal和酸奶，再加Shelcal 500一天两片，钙够吗'
        : 'I am vegetarian (I do eat dairy) — dal and curd every day plus Shelcal 500 twice a day, is that enough calcium?',
    ]);
    expect(r!.text).not.toMatch(zh ? /黄油豆子咖喱/ : /Dal makhani is usually not vegan/);
    expect(r!.text).not.toMatch(zh ? /纯素补钙靠/ : /Vegan calcium comes best/);
  });

  it('zh-073: several days on water only, older and on teriparatide: the risks, the doctor first, how to inject', () => {
    const [r] = chat('water-fast', ON_FORTEO, locale, [
      zh
        ? '下个月斋期我想连续三天只喝开水，我在打特立帕肽，可以吗'
        : 'I want to do a three-day water-only fast for our festival next month — is that ok on my teriparatide?',
    ]);
    expect(r!.text).toMatch(zh ? /连续好几天只喝开水的断食/ : /Several days of boiled water only is risky/);
    expect(r!.text).toMatch(zh ? /打针时要坐着或躺着/ : /inject sitting or lying down/);
    expect(r!.text).not.toMatch(zh ? /每天比消耗少吃约500千卡/ : /about 500 kcal a day below/);
  });

  it('zh-063: neon urine on riboflavin is expected and harmless', () => {
    const [r] = chat('riboflavin-urine', null, locale, [
      zh
        ? '吃了维生素B2以后小便黄得发亮，是不是肾出问题了'
        : 'since starting vitamin B2 my pee is neon yellow, is something wrong with my kidneys?',
    ]);
    expect(r!.text).toMatch(zh ? /^\*\*正常，也没有害处/ : /^\*\*Normal and harmless/);
  });

  it('en-019: a low 25-OH vitamin D on calcitriol: calcitriol is no store of vitamin D, the doctor adds D3', () => {
    const [r] = chat('calcitriol-low-25ohd', ON_CALCITRIOL, locale, [
      zh
        ? '我妈在吃骨化三醇，查25羟维生素D只有15，骨化三醇不就是维生素D吗？还需要补吗，会不会血钙高'
        : 'mum takes calcitriol but her 25-OH vitamin D is only 15 — isn’t calcitriol vitamin D? does she need more, or will her calcium go high?',
    ]);
    expect(r!.text).toMatch(zh ? /不会让25-羟维生素D的化验值升高/ : /do not raise the 25-OH vitamin D test/);
    expect(r!.text).not.toMatch(zh ? /善存|2000/ : /Centrum|D3 2000/);
    expect(r!.text).not.toMatch(zh ? /血钙偏高时/ : /With a high blood calcium/);
  });

  it('en-074: a vitamin D sachet with milk or plain water: with a fatty meal or milk, never a latte', () => {
    const [r] = chat('vitd-sachet', ON_CALCITRIOL, locale, [
      zh
        ? '每周那包维生素D3 60000，空腹用白开水冲还是冲牛奶好'
        : 'her weekly vitamin D3 60,000 sachet — plain water on an empty stomach, or in milk?',
    ]);
    expect(r!.text).toMatch(zh ? /维生素D是脂溶性的/ : /Vitamin D is fat-soluble/);
    expect(r!.text).not.toMatch(zh ? /拿铁/ : /latte/i);
  });

  it.each([
    ['no chemotherapy', null],
    [
      'on capecitabine',
      { ...person('female', 63, 156, 50, 'light'), medicines: ['capecitabine'] } as Answers,
    ],
  ] as const)(
    'en-024: a low magnesium with an ileostomy (%s): tablets loosen the output, salt and water first',
    (_w, who) => {
      const [r] = chat('stoma-magnesium', who, locale, [
        zh
          ? '我爸回肠造口，血镁偏低，能不能自己买点镁片吃'
          : 'dad has an ileostomy and his magnesium came back low — can we just buy him magnesium tablets?',
      ]);
      expect(r!.text).toMatch(zh ? /口服镁片常常让排出量更多/ : /Magnesium tablets often loosen the output/);
      expect(r!.text).not.toMatch(zh ? /多喝白开水不会补上/ : /more plain water does not catch up/);
    },
  );

  it('en-062: cheese and wine as migraine triggers on topiramate: a diary, steadier habits, topiramate named', () => {
    const [r] = chat('migraine-triggers', ON_TOPIRAMATE, locale, [
      zh
        ? '听说红酒和奶酪会诱发偏头痛，真的吗？我在吃托吡酯'
        : 'is it true red wine and cheese trigger migraines? I take topiramate',
    ]);
    expect(r!.text).toMatch(zh ? /头痛日记/ : /headache diary/);
    expect(r!.text).toMatch(zh ? /在吃托吡酯的/ : /On topiramate, alcohol adds/);
    expect(r!.text).not.toMatch(zh ? /卡马西平/ : /carbamazepine/i);
  });

  it('en-079: a high calcium in myeloma, milk on cereal: no product or drink he never named', () => {
    const [r] = chat('myeloma-calcium-dairy', { ...MYELOMA, conditions: ['cancer'] }, locale, [
      zh
        ? '我爸骨髓瘤，血钙11.0，每天早上一大碗麦片加全脂牛奶，要不要少喝奶？'
        : 'dad has myeloma and his calcium is 11.0 — he has a big bowl of cereal with whole milk every morning, should he cut back on dairy?',
    ]);
    expect(r!.text).toMatch(zh ? /牛奶、酸奶不用断/ : /Milk and yoghurt do not need to be cut out/);
    expect(r!.text).not.toMatch(/Shelcal|masala|chai/i);
  });

  it('en-023: rehydration salts with an ileostomy: made up as labelled, every day, the team sets how many', () => {
    const [r] = chat('stoma-ors', null, locale, [
      zh
        ? '我妈回肠造口排得多，口服补液盐一天冲几袋？太咸了她喝不下'
        : 'mum has a high output ileostomy — how many rehydration sachets a day, and how do we mix them? she says it tastes too salty',
    ]);
    expect(r!.text).toMatch(zh ? /一袋用250毫升温开水化开/ : /one sachet in 250 ml of warm boiled water/);
  });

  it('zh-022: a worry is no high calcium, but a high calcium with a worry after it still is', () => {
    for (const t of ['血钙会不会高', '会不会补过头血钙高', '怕吃多了血钙高'])
      expect(HIGH_CALCIUM.said!.test(t)).toBe(false);
    for (const t of ['血钙高会不会有事', '血钙偏高会怎样', '血钙高了怕不怕', '我血钙有点高'])
      expect(HIGH_CALCIUM.said!.test(t)).toBe(true);
  });

  // en-001, zh-001 (left for the thirty-eighth session): "how many more calories to gain 5 kg? I never eat breakfast" was
  // a "can't" on breakfast — a meal said as not eaten is no subject asked, and "多少卡" asks the calories.
  it('en-001, zh-001: calories to gain weight, breakfast said as skipped: the surplus over her own energy', () => {
    const UNDERWEIGHT: Answers = { ...person('female', 27, 163, 44, 'light'), goals: ['weight_gain'] };
    const [r] = chat('underweight-kcal', UNDERWEIGHT, locale, [
      zh
        ? '我想增重5公斤，每天要比现在多吃多少卡？早餐基本不吃，中午就一份外卖米粉'
        : 'want to put on 5 kg — how many calories a day do I need? I never eat breakfast and lunch is takeaway noodles',
    ]);
    expect(r!.intent).toBe('bmi_energy');
    expect(r!.text).toMatch(zh ? /想慢慢增重.*多吃约10–20%/ : /To gain slowly.*10–20 % more than/);
    expect(r!.text).not.toMatch(zh ? /早餐/ : /breakfast/i);
  });
});
