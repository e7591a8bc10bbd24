/**
 * Issue 30 §2: the question-kind reader. Example tables per kind in both languages — our own phrasings
 * and ones from the blind round 2 (docs/answer-rounds/round-2/questions.jsonl), with typos and mixed
 * language — then the subjects a message names and the follow-up that keeps the subject before it.
 */
import { describe, expect, it } from 'vitest';
import { readQuestion, type QuestionKind } from './question-kind';

describe('the kind of question, both languages', () => {
  it.each<[QuestionKind, string]>([
    // together / apart
    [
      'together',
      'is it ok to take my multivitamin and magnesium at the same time or should i split them up?',
    ],
    ['together', '那跟钙片能一起吃不'],
    ['together', '爱乐维跟钙片能一块吃吗还是得隔开'],
    ['together', '早上习惯喝一大壶普洱，跟铁剂要隔多久'],
    ['together', 'Should I take my multi at the same time as the iron, or separate them?'],
    // how much
    ['how_much', 'how much vitamin D should I take'],
    ['how_much', '叶酸一天吃多少'],
    ['how_much', 'How many Ensure a day should grandma be having?'],
    ['how_much', '鸡蛋羹一天吃两个多不多'],
    // when
    ['when', 'should i take the fish oil with breakfast or dinner'],
    ['when', '镁是睡前吃好还是早上吃好'],
    ['when', '孕7周 吐得昏天黑地 叶酸吃下去就想吐 能改成晚上睡前吃吗'],
    ['when', 'Does metformin have to be taken with food?'],
    // schedule
    ['schedule', 'When do I take what? I never know which pill goes when'],
    ['schedule', '我的补充剂什么时候吃哪个？'],
    ['schedule', '这些补充剂每天怎么安排'],
    ['schedule', 'when should I take my supplements?'],
    // tablets of a product
    ['tablets', '钙片每天吃几片？'],
    ['tablets', 'how many calcium tablets a day?'],
    ['tablets', 'how many softgels of the vitamin D do I take'],
    // too much
    ['too_much', '复合维生素里也有叶酸，再加5mg会不会过量'],
    ['too_much', 'or is that too much zinc with the Elevit'],
    ['too_much', '坚果一天抓一把会不会多'],
    // enough / need / stop
    ['enough', '爱乐维里的铁够吗？'],
    ['enough', 'is that enough to fix this or do I need a proper iron supplement?'],
    ['need', '我菠菜吃的超多，还用单独补铁吗'],
    ['need', 'Should I already be on folic acid?'],
    ['should_stop', '镁片我吃了好几年，是要停掉吗'],
    ['should_stop', 'Should I still be taking my magnesium?'],
    // benefit, may I, X or Y, form, what is, myth
    ['benefit', '鱼油对类风湿有用吗？一天吃多少'],
    ['benefit', 'Fish oil for RA - worth it?'],
    ['benefit', 'does it actually work lol'],
    ['may_i', '纳豆还能吃吗'],
    ['may_i', 'Can I still eat chicken wings?'],
    ['may_i', 'glass of red wine with dinner ok on warfarin?'],
    ['x_or_y', '藻油DHA vs 亚麻籽油，选哪个？'],
    ['x_or_y', 'Cut more calories or just ride it out?'],
    ['form', '维D和钙片太大了老人咽不下去 能不能掰开或者碾碎拌饭里'],
    ['form', 'Is there a liquid or chewable version she could take instead?'],
    ['what_is', '营养酵母是啥东西 国内哪里买'],
    ['what_is', 'need to know if the D3 is from lanolin or lichen'],
    ['myth', '婆婆说宝宝生出来皮肤白，真的假的？'],
    ['myth', 'Wife says skipping breakfast slows your metabolism down. True or myth?'],
    // pregnancy, what to eat, targets, buy, energy, why, retest, value
    ['pregnancy_safe', '怀孕还能喝咖啡吗'],
    ['pregnancy_safe', 'We might start trying for a baby next year.'],
    ['what_to_eat', '痛风吃什么好'],
    ['what_to_eat', 'Which fruits are lowest in potassium?'],
    ['targets', 'what are my daily targets?'],
    ['targets', '我的主要营养素每日目标是多少'],
    ['buy', '营养酵母国内哪里买'],
    ['buy', 'which product should I buy for vitamin D'],
    ['energy', '计划给我一天1900大卡，说实话有点少吧'],
    ['energy', 'how many calories do I burn a day'],
    ['why', '计划里的维生素D和我的抗癫痫药有啥关系'],
    ['why', 'why is my plan giving me calcium'],
    ['retest', '吃多久复查？'],
    ['retest', 'when should I retest my ferritin'],
    ['value_meaning', '铁蛋白12正常吗'],
    ['value_meaning', 'ferritin 28 - is that low?'],
  ])('%s: %s', (kind, text) => {
    expect([...readQuestion(text).kinds]).toContain(kind);
  });

  it.each<[QuestionKind, string]>([
    // "work" in "trying to work out" is no benefit question; "or do I need" is no X-or-Y.
    ['benefit', 'Trying to work out if greek yogurt + 2 eggs at breakfast gets me anywhere close'],
    ['x_or_y', 'is that enough to fix this or do I need a proper iron supplement?'],
    ['form', 'is that even doable without protein powder?'],
    ['together', 'how much vitamin D should I take'],
    ['schedule', '钙片什么时候吃'],
    // Blind answer round 13, en-042: two readings "both … at the same time" is no X-with-Y question.
    ['together', 'how can it be both too low and too high at the same time'],
    ['together', 'how is my sugar both high and low at the same time?'],
  ])('not %s: %s', (kind, text) => {
    expect([...readQuestion(text).kinds]).not.toContain(kind);
  });
});

describe('typos, chat spellings and mixed language', () => {
  it.each<[QuestionKind, string]>([
    ['how_much', 'how mcuh vit d shud i tk'],
    ['together', 'can i take iron and calcium togehter?'],
    ['when', 'shud i take magnesium at nite or in the mornin'],
    ['together', '钙片和铁剂能一齐吃吗'],
    ['when', '鱼油什么时侯吃好'],
    ['how_much', '叶酸吃多小合适'],
    ['together', '维D和钙 together ok 吗'],
    ['how_much', 'how much 维生素D per day'],
    ['tablets', '我的 calcium 一天吃几片'],
    ['pregnancy_safe', 'im pregant can i have sushi'],
  ])('%s: %s', (kind, text) => {
    expect([...readQuestion(text).kinds]).toContain(kind);
  });
});

describe('what the message is about', () => {
  it.each<[string, string[]]>([
    ['Can I still eat chicken wings?', ['diet:chicken wings']],
    ['想减肥，生酮或者low carb可以吗', ['diet:keto', 'diet:low-carb']],
    ['老伴从药店给我买了金匮肾气丸补肾，能吃吗？', ['diet:kidney tonic pills']],
    ['INR最近2.8 纳豆还能吃吗', []],
    ['同学在喝减肥茶 说一周掉三斤 我能喝吗 hhh', ['diet:slimming tea']],
  ])('%s', (text, keys) => {
    const got = readQuestion(text).subjects.map((s) => s.key);
    for (const k of keys) expect(got).toContain(k);
  });

  it('a supplement of one nutrient is that nutrient, never a product name with a strength', () => {
    const r = readQuestion('Should I take calcium on top of Elevit?');
    expect(r.nutrients).toContain('calcium');
    expect(r.subjects.some((s) => /\d/.test(s.en))).toBe(false);
  });
});

describe('a follow-up keeps its subject', () => {
  it.each<[string, string, string]>([
    ['那我该吃多少', '镁是睡前吃好还是早上吃好', 'magnesium'],
    ['how much?', 'is vitamin c good for gout', 'vitaminC'],
    ['那跟钙片能一起吃不', '镁是睡前吃好还是早上吃好', 'magnesium'],
    ['and the vitamin D same time?', 'when should I take my calcium?', 'calcium'],
  ])('%s after %s', (text, previous, nutrient) => {
    expect(readQuestion(text, previous).nutrients).toContain(nutrient);
  });

  it('a message that names its own subject keeps it', () => {
    const r = readQuestion('what about kombucha', 'can I drink green tea on tacrolimus?');
    expect(r.subjects.map((s) => s.key)).toContain('food:kombucha');
    expect(r.elliptical).toBe(false);
  });
});
