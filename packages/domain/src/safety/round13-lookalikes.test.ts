import { describe, expect, it } from 'vitest';
import { ruleFlagsFor } from './detect';

const ruleKinds = (text: string) => ruleFlagsFor(text).map((h) => h.kind);

// Blind round 13 (docs/triage-rounds/round-13.md, now training data): look-alikes the rules flagged,
// worked into general forms — a story told from a film or a series carries to the clauses after it, a
// "那是去年的事了" dates the clause before it, and "被气吐血/要气晕" is anger, not a symptom. Most rows
// are new phrasings.
describe('round 13: not emergencies now', () => {
  it.each([
    '看了个电影 主角是糖尿病 低血糖晕倒了 旁边人给他塞糖 这样做对吗',
    '昨晚追剧 男主心梗倒在地上 吓死我了 心梗前会有什么征兆吗',
    'watching a series where the character has a stroke, face drooping and all. can fish oil prevent that?',
    '最近追的剧 女主怀孕大出血 看得我好怕 我现在孕16周 吃什么好',
    '头晕了一下午 那是去年的事了 现在能喝西柚汁吗',
    '晕倒过一次 那都是前年的事了 现在要补铁吗',
    '这个老板天天加班 我都快被气吐血了 哈哈 有什么降火的茶',
    '孩子考砸了 他爸要气晕过去 晚上吃什么',
  ])('%s', (text) => {
    expect(ruleKinds(text)).toEqual([]);
  });
});

describe('round 13: still emergencies', () => {
  it.each<[string, string]>([
    ['看完电视剧 我爸突然说话不清楚 嘴也歪了', 'stroke'],
    ['电视剧里演的那种 我现在就是胸口压着疼 出冷汗', 'chest_pain'],
    ['my dad watched a movie about a stroke and now his face is drooping on one side', 'stroke'],
    ['刚才吐血了 一大口 鲜红的', 'bleeding'],
  ])('%s → %s', (text, kind) => {
    expect(ruleKinds(text)).toContain(kind);
  });
});
