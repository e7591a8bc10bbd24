import { describe, expect, it } from 'vitest';
import { criticalValueKinds } from './critical-values';
import { ruleFlagsFor } from './detect';
import { redFlagsFor } from './joined';

const ruleKinds = (text: string, medicines: string[] = []) =>
  ruleFlagsFor(text, { medicines }).map((h) => h.kind);

// Blind round 12 (docs/triage-rounds/round-12.md, now development data): the emergencies the joined
// readers missed, worked into general forms — two signs of lithium toxicity on lithium, a floppy baby,
// a high place now or a lethal-dose question asked plainly, a farewell or a locked door, a haemoglobin
// typed before 月经, a finger-prick glucose, household pods and magnet balls, and a few words people
// use (心荒, 脑子好乱, 没赶上透析, 然后就黑了, 正在抽, 软趴趴, 像红茶). Most rows are new phrasings.
describe('round 12: the rules now find these', () => {
  it.each<[string, string[], string]>([
    ['男朋友吃碳酸锂 特别困 肌肉一跳一跳的 老被东西绊倒', [], 'lithium_toxicity'],
    [
      "on lithium and it's been a heat wave, now I'm dizzy, nauseous and can't walk straight",
      [],
      'lithium_toxicity',
    ],
    ['my mom keeps stumbling and her hands are shaking a lot', ['lithium'], 'lithium_toxicity'],
    ['宝宝这几天软趴趴的 吃奶也少了', [], 'urgent_general'],
    ['my 3 month old is really floppy and not feeding well today', [], 'urgent_general'],
    ['打胰岛素的 运动完脑子好乱 看东西重影', [], 'severe_hypoglycaemia'],
    ['车坏了没赶上透析 现在有点累', [], 'missed_dialysis'],
    ['老公在吃他汀 腿软得摔了一跤 尿的颜色像红茶', [], 'muscle_breakdown'],
    ['我老公现在正在抽 叫不应', [], 'seizure'],
    ['宝宝咬破了洗衣凝珠 嘴里都是', [], 'child_ingestion'],
    ['孩子吞了两颗巴克球', [], 'child_ingestion'],
  ])('%s → %s', (text, medicines, kind) => {
    expect(ruleKinds(text, medicines)).toContain(kind);
  });

  it.each(['Hb 55 月经量大 吃点铁行不', '血红蛋白55 月经量大', '刚扎手指测2.5 没有糖尿病'])(
    'a critical value typed before other words is read: %s',
    (text) => {
      expect(criticalValueKinds(text).length).toBeGreaterThan(0);
    },
  );

  it.each([
    '我现在站在江边桥上 顺便问下蛋白粉哪个牌子好',
    "can u recommend a protein powder. also i'm standing on the bridge near my work rn",
    'whats the max dose of tylenol before it kills you. asking for me',
    '我室友刚发朋友圈说“谢谢大家，再见了”，门反锁了叫不开',
  ])('asked plainly on the possible-crisis card or the crisis card: %s', (text) => {
    const kinds = redFlagsFor(text, null).map((h) => h.kind);
    expect(kinds.some((k) => k === 'possible_crisis' || k === 'suicidal')).toBe(true);
  });
});

// Fifth clinician review of 2026-11-25 (en P1): magnesium taken as a laxative "so the food doesn't stay
// in me" was answered "keep taking them as you do now".
describe('a laxative taken so food does not stay is purging', () => {
  it.each([
    "I take magnesium as a laxative so the food doesn't stay in me",
    'been using senna so what i eat wont get absorbed',
  ])('%s', (text) => {
    expect(ruleKinds(text)).toContain('eating_disorder');
  });
  it('magnesium for constipation stays quiet', () => {
    expect(redFlagsFor('I take magnesium for constipation, is 400 mg ok?', null)).toEqual([]);
  });
});

describe('round 12: look-alikes stay quiet', () => {
  it.each([
    '我在阳台上晒太阳补维生素D可以吗',
    '吃碳酸锂能喝咖啡吗',
    '宝宝8个月 软软的很可爱 辅食先加什么',
    '月经量大 血红蛋白正常 要补铁吗',
    'my 2 year old is a picky eater, what snacks?',
    '去年没赶上一次透析 后来医生说没事 现在饮食要注意什么',
  ])('%s', (text) => {
    expect(redFlagsFor(text, null)).toEqual([]);
  });
});
