/**
 * Blind answer round 32's unsafe answers, as classes (development data once its before and after figures
 * were recorded, docs/answer-rounds/round-32.md): each with the round's words and another phrasing.
 */
import { describe, expect, it } from 'vitest';
import { askAs } from './faq/testing';

const EILEEN = 'Eileen: PMR on prednisolone, Hb 118 without iron studies, K 3.2 (UK)';
const SICKLE = 'sickle cell disease on hydroxyurea, iron overload, planning a pregnancy';
const CHEMO = '阿强 chemoradiotherapy with vitamin C 1000 mg (zh)';
const LEFLUNOMIDE = '郭女士: 6 weeks pregnant on leflunomide, Hb 108, ferritin 12 (zh)';

describe('zh-030: "含钾高的" describes a food — a low potassium keeps its everyday potassium foods', () => {
  const previous = '我血钾3.2，偏低，医生让我多吃点含钾的东西。香蕉一天吃几根合适？我还在吃雷米普利降压的';
  it.each([
    ['zh-CN', '橙子和土豆也算含钾高的吧？', previous],
    ['zh-CN', '高钾的水果有哪些，我想多吃点', undefined],
    ['en-US', 'are oranges and potatoes high potassium too?', 'my potassium is 3.2, doc says eat more of it'],
  ] as const)('%s "%s"', (locale, text, prev) => {
    const r = askAs({ locale, persona: EILEEN, text, ...(prev ? { previous: prev } : {}) });
    expect(r.text).not.toMatch(
      /血钾偏高或医生让你限钾时|不建议为了补钾多吃高钾食物|When potassium runs high|does not suggest eating more potassium-rich food/,
    );
    expect(r.text).toMatch(locale === 'zh-CN' ? /按平常的量每天吃上几样/ : /in ordinary portions/);
  });
});

describe('en-016: a value asked "is that one related?" after an earlier greeting is read, not greeted', () => {
  it('ferritin 1,450 beside iron tablets: iron overload, stop the iron', () => {
    const r = askAs({
      locale: 'en-US',
      persona: SICKLE,
      previous:
        'Good evening. My haemoglobin is 8.1 so I have been taking ferrous sulphate every day. Please should I increase it to twice daily?',
      text: 'but the doctor also wrote ferritin 1450 on the paper, is that one related?',
    });
    expect(r.text).not.toMatch(/I am your nutrition assistant/);
    expect(r.text).toMatch(/Stop any iron tablets/);
  });
  it('在中文里也一样', () => {
    const r = askAs({
      locale: 'zh-CN',
      persona: SICKLE,
      previous: '晚上好，我血红蛋白8.1，一直在吃硫酸亚铁，要不要加到一天两次？',
      text: '医生单子上还写了铁蛋白1450，这个跟它有关吗',
    });
    expect(r.text).not.toMatch(/我是你的营养助手/);
    expect(r.text).toMatch(/铁/);
  });
});

describe('en-071: painful swallowing during cancer treatment — soft high-protein foods and nutrition drinks', () => {
  it.each([
    [
      'en-US',
      'my husband doing chemo + radiation for esophagus cancer, it really hurts him to swallow. what can he eat that still has enough protein',
    ],
    ['zh-CN', '放疗以后咽东西疼得厉害，吃什么能保证蛋白质'],
  ] as const)('%s "%s"', (locale, text) => {
    const r = askAs({ locale, persona: CHEMO, text });
    expect(r.text).toMatch(locale === 'zh-CN' ? /口服营养补充剂/ : /oral nutrition drinks/);
    expect(r.text).not.toMatch(/crushing, splitting|掰开、碾碎/);
  });
});

describe('en-091: liver in pregnancy is its vitamin A first', () => {
  it.each([
    ['en-US', 'ALT 68. is it ok to eat pork liver soup for iron? my mum keeps making it for me'],
    ['zh-CN', '婆婆天天给我炖菠菜猪肝汤说补血，一周吃个四五次，行吗'],
  ] as const)('%s "%s"', (locale, text) => {
    const r = askAs({ locale, persona: LEFLUNOMIDE, text });
    expect(r.text).toMatch(locale === 'zh-CN' ? /每周吃1–2次动物血或肝脏/ : /avoid liver and liver products/);
  });
  it('with an ALT typed and leflunomide at 6 weeks: the liver answer and leflunomide’s pregnancy rule, never "do not change the dose"', () => {
    const r = askAs({
      locale: 'en-US',
      persona: LEFLUNOMIDE,
      text: 'ALT 68. is it ok to eat pork liver soup for iron? my mum keeps making it for me',
    });
    expect(r.text).toMatch(/ALT 68/);
    expect(r.text).toMatch(/avoid liver and liver products/);
    expect(r.text).toMatch(/accelerated elimination/);
    // The beef-liver line is said whole, not replaced by the bare limit.
    expect(r.text).toMatch(/one portion is more than your daily upper limit/);
    expect(r.text).not.toMatch(/do not change the dose yourself/);
  });
  it('outside pregnancy the everyday liver row stands', () => {
    const r = askAs({ locale: 'zh-CN', persona: 'healthy woman', text: '吃猪肝补铁好吗 一周吃几次' });
    expect(r.text).toMatch(/一周吃一次、每次一两/);
  });
});

describe('zh-076, en-077: constipation from morphine with only soft food — laxatives first, soft fibre, warning signs', () => {
  it.each([
    ['zh-CN', '吃吗啡便秘得厉害，粗粮又咽不下去，咋个办嘛'],
    [
      'en-US',
      'morphine is making him constipated, but he can only get down soft or liquid stuff. any food that helps?',
    ],
    ['en-US', 'hes on oxycodone and hasnt been able to go for days, only eats soup and yoghurt'],
  ] as const)('%s "%s"', (locale, text) => {
    const r = askAs({ locale, persona: CHEMO, text });
    expect(r.text).toMatch(locale === 'zh-CN' ? /主要靠泻药/ : /treated mainly with laxatives/);
    expect(r.text).not.toMatch(/增稠|thicken/);
  });
});
