import { describe, expect, it } from 'vitest';
import { STANDARD_OLDER_FAQ } from './rows-standard-older';
import { askAs, enCase as en, faqIdsOf, rowsOf, zhCase as zh, type RowCase } from './testing';

// Standard answers for a frail older person (blind answer round 11, development data): each class in phrasings that are not the round's
// words — everyday words, typos, mixed language — with a plan or as a guest, and null where the row must
// not answer (another area's row may).
const mineOf = rowsOf(STANDARD_OLDER_FAQ);

type Case = RowCase;

const OLD = '80-year-old woman, low BMI';
const WOMAN = 'healthy woman';

const CASES: readonly Case[] = [
  // Not everything blended: soft and moist, the speech therapist decides.
  zh(OLD, '老是呛，以后是不是所有饭都要打成糊', 'older-not-everything-pureed', '我吃饭容易呛到'),
  zh(undefined, '我妈吞咽不太好，每顿都只能吃流食吗', 'older-not-everything-pureed'),
  zh(OLD, '要不要把菜都用破壁机打碎了吃', 'older-not-everything-pureed'),
  en(OLD, 'do I have to puree all my food now because I cough when eating?', 'older-not-everything-pureed'),
  en(
    undefined,
    'my nan chokes a bit - should we blend everything for her from now on?',
    'older-not-everything-pureed',
  ),
  en(OLD, 'must i live on soups only because of my swallowing?', 'older-not-everything-pureed'),
  // A bedtime snack.
  zh(OLD, '睡前喝杯热牛奶加个鸡蛋羹，会影响睡觉吗', 'older-bedtime-snack'),
  zh(undefined, '我奶奶82了，晚上加点夜宵可以吗', 'older-bedtime-snack'),
  zh(OLD, '临睡前吃点东西好不好', 'older-bedtime-snack'),
  en(OLD, 'is a bedtime snack a good idea at my age?', 'older-bedtime-snack'),
  en(
    undefined,
    'my mum is 85 and tiny, can she have supper before bed or will it keep her up?',
    'older-bedtime-snack',
  ),
  en(OLD, 'would warm milk before sleep help me put weight on', 'older-bedtime-snack'),
  en(WOMAN, 'is a bedtime snack bad for sleep?', null),
  // A supplement powder in food.
  zh(OLD, '安素能掺到米糊里吗', 'supplement-powder-into-food'),
  zh(undefined, '我爸80多，全营养粉放汤里一起煮行不行', 'supplement-powder-into-food'),
  zh(OLD, '奶粉拌燕麦粥里给老人吃，营养会不会没了', 'supplement-powder-into-food'),
  en(OLD, 'can I stir the ensure powder into my porridge?', 'supplement-powder-into-food'),
  en(undefined, "can i mix my grandmother's nutrition powder into her soup", 'supplement-powder-into-food'),
  en(OLD, 'is it ok to bake the supplement powder into muffins', 'supplement-powder-into-food'),
  en(WOMAN, 'can I mix protein powder into my oatmeal?', null),
  // A multivitamin for tiredness and little meat: a blood test first.
  zh(OLD, '我不怎么吃肉了，老觉得累，要不要吃个复合维生素', 'older-multivitamin-tired'),
  zh(undefined, '我妈78岁没力气，吃善存银片有用吗', 'older-multivitamin-tired'),
  zh(OLD, '年纪大了胃口差，多种维生素需要吃吗', 'older-multivitamin-tired'),
  en(OLD, 'i get so tired these days, would a multi help?', 'older-multivitamin-tired'),
  en(
    undefined,
    'my dad is 81 and barely eats meat, does he need a multivitamin?',
    'older-multivitamin-tired',
  ),
  en(OLD, 'should I take centrum silver, no energy lately', 'older-multivitamin-tired'),
];

describe('standard rows for older people', () => {
  it.each(CASES)('$locale "$text" → $id', (c) => {
    const r = askAs(c);
    expect(r.urgent).toBe(false);
    expect(mineOf(faqIdsOf(r))).toEqual(c.id ? [c.id] : []);
  });
});
