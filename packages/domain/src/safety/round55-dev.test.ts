import { describe, expect, it } from 'vitest';
import { criticalValuesIn } from './detect';
import { redFlagsFor } from './joined';

// Blind triage round 55 (2026-12-01, measured before and after, then development data): "我才35" beside a fasting
// glucose was read as a glucose of 35 mmol/L. An age said is never a level; in words of our own.

describe('an age said beside a glucose is no glucose', () => {
  it.each([
    '查出空腹血糖6.1 医生说糖尿病前期 我今年42 吃什么好',
    "i'm 38, fasting glucose 6.2, what should i eat",
  ])('no critical value: %s', (text) => {
    expect([...criticalValuesIn(text)]).toEqual([]);
  });

  it.each([
    ['我有糖尿病 血糖测了才2.1 手抖出汗', 'severe_hypoglycaemia'],
    ['糖尿病 血糖今天35 口渴得厉害', 'critical_lab'],
  ])('still read: %s', (text, kind) => {
    expect([...criticalValuesIn(text)]).toContain(kind);
  });
});

const kinds = (text: string) => redFlagsFor(text).map((h) => h.kind);

describe('round 55: the past told as over, and worries about later', () => {
  it.each([
    '我年轻时候吃螃蟹过敏送过医院 脸肿那种 现在十几年没碰过了 补钙能吃虾皮吗',
    "had a bad reaction to peanuts when I was 9 (I'm 34 now), I carry an EpiPen. is peanut oil ok in cooking?",
    '我爸下周开始用胰岛素 我担心他以后哪天低血糖晕倒 家里要备什么',
    '买了儿童钙片 跟糖果一样 怕孩子以后偷吃 一次吃多了会怎样',
  ])('no alarm: %s', (text) => {
    expect(kinds(text)).toEqual([]);
  });

  it.each([
    ['我吃虾过敏了 现在喉咙肿 喘不上气', 'anaphylaxis'],
    ['my son is 6 now and just ate a peanut cookie, his lips are swelling and he is wheezing', 'anaphylaxis'],
    ['孩子刚才偷吃了半瓶维生素软糖 现在吐了两次', 'child_ingestion'],
    ['我爸打胰岛素 现在低血糖晕倒了 叫不醒', 'severe_hypoglycaemia'],
  ])('still urgent: %s', (text, kind) => {
    expect(kinds(text)).toContain(kind);
  });
});
