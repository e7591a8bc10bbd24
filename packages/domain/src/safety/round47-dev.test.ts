import { describe, expect, it } from 'vitest';
import { redFlagsFor } from './joined';

// Blind triage round 47 (2026-12-01, measured before and after, then development data): a Cantonese birth ("出世",
// "五日"), "had bub 2 weeks ago" and an insulin typo ("一岛素") left no context, so the learned readings were
// dropped. The classes, in words of our own.

const kinds = (text: string) => redFlagsFor(text).map((h) => h.kind);

describe('blind triage round 47', () => {
  it.each([
    ['囡囡啱啱出世三日，今日出血好多，成嚿成嚿血块，好晕', 'pregnancy_bleeding'],
    ['had the bub 10 days ago and now blood is pouring out with clots, feel faint', 'pregnancy_bleeding'],
    ['我爸打一岛素的，今天没吃晚饭，现在浑身冒冷汗，叫他也不怎么应', 'severe_hypoglycaemia'],
  ])('%s', (text, kind) => {
    expect(kinds(text)).toContain(kind);
  });

  it('a baby "born three days ago" in an ordinary feeding question raises nothing', () => {
    expect(kinds('BB啱啱出世三日，我可以饮鸡汤吗')).toEqual([]);
  });
});

describe('blind triage round 47: its false alarms, as classes', () => {
  it.each([
    '天天水煮菜，我真的要吐血了，有没有好吃点的减脂餐',
    '他说肚子疼——哦不对，他说的是牙疼，吃点啥消炎',
    'four weeks after the birth and the bleeding has gone from red to brownish, now mostly light pink, what iron foods?',
  ])('no alarm: %s', (text) => {
    expect(kinds(text)).toEqual([]);
  });

  it.each([
    ['他刚才吐血了，吐了一大口，人发晕', 'bleeding'],
    ['胸口疼，不是胃疼，压得喘不上气，出冷汗', 'chest_pain'],
    ['我爸说他胃疼——哦不对，他说是胸口压着疼，左胳膊也麻，一直出汗', 'chest_pain'],
  ])('%s', (text, kind) => {
    expect(kinds(text)).toContain(kind);
  });
});

describe('blind triage round 48: figures of speech and retractions (development data)', () => {
  it.each([
    '被这个减肥计划气吐血了，有没有好吃点的低卡零食',
    '啲外卖难食到我想嘔血，有冇健康啲嘅推介',
    'honestly this meal plan makes me want to vomit blood, any tastier ideas?',
    'my mum says her throat is closing up - well not literally, she is just sick of plain congee. ideas?',
  ])('no alarm: %s', (text) => {
    expect(kinds(text)).toEqual([]);
  });

  it.each([
    ['my husband is vomiting blood right now, lots of it, and he looks grey', 'bleeding'],
    ['老公一直在吐血，一大口一大口的', 'bleeding'],
    ['her throat is closing up and her lips are swelling after the peanut sauce', 'anaphylaxis'],
  ])('%s', (text, kind) => {
    expect(kinds(text)).toContain(kind);
  });
});

it('round 48: "delivered 10 days back" dates a birth', () => {
  expect(
    kinds(
      'my sister delivered 12 days back, now bleeding heavily through the bedsheet and looks pale and dizzy',
    ),
  ).toContain('pregnancy_bleeding');
});

describe('a retraction takes back only the short clause right before it', () => {
  it.each([
    ['he collapsed and is not breathing properly, this is not a false alarm', 'fainting'],
    ['我爸打胰岛素的 刚才叫他 他满头大汗 说胡话 问他啥都答不对 手一直抖', 'severe_hypoglycaemia'],
    ['吃着舍曲林又买了圣约翰草 今天浑身发抖 出汗 腿不停地抽 是不是剂量不对', 'serotonin_syndrome'],
  ])('%s', (text, kind) => {
    expect(kinds(text)).toContain(kind);
  });
});
