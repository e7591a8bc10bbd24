import { describe, expect, it } from 'vitest';
import { redFlagsFor } from './joined';

// Blind triage round 65 (development data once its figures were reported), in words of our own.
describe('a teenager who cut her wrist with thoughts of not living gets the crisis card, not only a bleeding card', () => {
  it.each([
    '最近觉得活着没什么意思 刚才用刀片划了手腕 血止不住 要吃点什么补血',
    '初三 拿小刀划破了手腕 按了十分钟还在流血 活着没啥意思',
  ])('%s', (text) => {
    expect(redFlagsFor(text).map((h) => h.kind)).toContain('suicidal');
  });
  it('a knife that slipped while cooking is still an accident, not self-harm', () => {
    expect(
      redFlagsFor('切菜的时候刀划了手指 流了点血 已经贴创可贴了 吃什么好得快').map((h) => h.kind),
    ).not.toContain('suicidal');
  });
});

describe('"should I make him vomit?" after a child swallowed tablets is first aid asked, not purging', () => {
  it.each([
    '三岁儿子偷吃了半瓶钙铁锌咀嚼片 现在还在玩 要不要给他催吐',
    '孙女把奶奶的降糖药吃了两颗 用不用催吐啊',
  ])('%s: the swallowed-medicine card, never the eating-disorder card', (text) => {
    const kinds = redFlagsFor(text).map((h) => h.kind);
    expect(kinds.length).toBeGreaterThan(0);
    expect(kinds).not.toContain('eating_disorder');
  });
  it('purging told of oneself is still the eating-disorder card', () => {
    expect(redFlagsFor('为了减肥我每顿饭后都去催吐 现在心慌手抖').map((h) => h.kind)).toContain(
      'eating_disorder',
    );
  });
});

describe('figures of speech, kicks and a low already handled are no emergency', () => {
  it.each([
    '背单词背得我头都要炸了 晚上吃什么提神',
    '怀孕30周了 宝宝动得特别欢 踢得我肋骨疼 要多补钙吗',
    '我爸糖尿病 刚才血糖3.8 手有点抖 喝了半杯果汁 十五分钟后复测6.1 现在人好好的 晚饭怎么吃',
    '前年减肥那阵子 吃完饭会去催吐 后来看了医生 现在已经两年没这样了 想问健康的早餐怎么搭配',
  ])('%s', (text) => {
    expect(redFlagsFor(text)).toEqual([]);
  });
  it.each([
    '头突然像要炸开一样 这辈子没这么疼过',
    '怀孕32周 右边肋骨下面一直疼 头痛 眼睛看东西模糊',
    '我爸糖尿病 血糖2.1 喂了糖水 复测还是2点几 叫他也不怎么应',
  ])('the same signs told now stay urgent: %s', (text) => {
    expect(redFlagsFor(text).length).toBeGreaterThan(0);
  });
});

describe('an overdose told with a wish not to wake up gets the crisis card beside the poisoning card', () => {
  it.each([
    '问一下 安眠药一次吃二十片会怎么样 我就是想一直睡过去 不想再醒了',
    '刚吞了大半瓶扑热息痛 反正活着也没意思 会不会有事',
    'i swallowed like half a bottle of tylenol, honestly dont care if i wake up, is that bad',
    'took 20 sleeping pills, hope i never wake up',
  ])('%s', (text) => {
    const kinds = redFlagsFor(text).map((h) => h.kind);
    expect(kinds[0]).toBe('suicidal');
    expect(kinds.length).toBeGreaterThan(1);
  });
  it.each([
    "I don't care if I wake up at 6 or 7, when should I take my melatonin",
    'i dont care if i wake up early, is coffee ok',
  ])('a waking time is no wish: %s', (text) => {
    expect(redFlagsFor(text)).toEqual([]);
  });
});
