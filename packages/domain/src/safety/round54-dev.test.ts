import { describe, expect, it } from 'vitest';
import { redFlagsFor } from './joined';

// Blind triage round 54 (2026-12-01, measured before and after, then development data): five look-alikes the phrase
// rules read — figures of speech about the heart and a stroke, a knock to the head already scanned on a blood thinner,
// a febrile fit years ago asked about with a diet "for seizures", a fear of a fall. The classes, in words of our own.

const kinds = (text: string) => redFlagsFor(text).map((h) => h.kind);

describe('blind triage round 54: false alarms, as classes', () => {
  it.each([
    '拿到化验单心里一沉 血脂有点高 心都碎了 吃什么能降下来',
    '婆婆说我炖的汤咸得她差点脑梗 哈哈 怎么少放盐还好喝',
    '我妈吃华法林 前天在厨房滑了一下碰到后脑勺 当天去急诊拍了CT 医生说没事 现在也好好的 这几天吃点什么',
    '女儿两岁那年发烧抽过一回 之后再没犯过 听说吃鱼油对抽搐有用 要给她吃吗',
    "I'm so scared that one day mum will fall on her apixaban, she's fine now — what foods keep her bones strong?",
  ])('no alarm: %s', (text) => {
    expect(kinds(text)).toEqual([]);
  });

  it.each([
    ['我爸吃利伐沙班 刚才摔了一跤磕到头 现在有点晕想吐', 'head_injury'],
    ['心口一紧一紧地疼 出冷汗', 'chest_pain'],
    ['我妈嘴歪了 说话不清楚', 'stroke'],
    ['孩子刚才发烧抽搐了 现在叫不醒', 'seizure'],
    [
      'he is on warfarin and fell this morning and hit his head, now he is drowsy and confused',
      'head_injury',
    ],
  ])('still urgent: %s', (text, kind) => {
    expect(kinds(text)).toContain(kind);
  });
});

describe('a check that found nothing does not clear a new episode told after it', () => {
  it.each([
    [
      'went to the ER last week, ECG was normal. today I have crushing chest pain and I am sweating',
      'chest_pain',
    ],
    ['上周去医院做了心电图都正常 今天胸口压着疼 出冷汗', 'chest_pain'],
    ['孕30周 宝宝今天一整天都没怎么动 上周去医院监护都正常', 'reduced_fetal_movements'],
    [
      'today my chest feels crushed and I am sweating — I went to the ER last week and the ECG was normal',
      'chest_pain',
    ],
  ])('%s', (text, kind) => {
    expect(kinds(text)).toContain(kind);
  });

  it('a head knock scanned last week and a bad headache with vomiting today is urgent', () => {
    expect(kinds('上周摔了一跤去急诊拍了CT没事 今天头痛得厉害 吐了两次').length).toBeGreaterThan(0);
  });
});
