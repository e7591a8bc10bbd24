import { describe, expect, it } from 'vitest';
import { redFlagsFor } from './joined';

// Blind triage round 64 (development data once its figures were reported), in words of our own.
describe('a clot in the lung after surgery is named (round 64)', () => {
  it.each([
    "two days after my hip replacement I suddenly couldn't catch my breath, sharp pain in my chest when I breathe in and a bit of blood when I cough",
    'my mum had her knee done last week, now she could not catch her breath and coughed up blood streaks, chest hurts',
    // Said again in Chinese after the closing note: "做完…手术第三天" was not read as after surgery.
    '我老公做完髋关节手术第三天 突然喘不上气 咳出点血丝 胸口疼',
    '我妈动了膝盖手术 今天突然透不过气 胸口刺痛 咳嗽带血',
    '我妈髋关节手术第3天 突然喘不上气 咳嗽带血 胸口疼',
  ])('%s', (text) => {
    expect(redFlagsFor(text).map((h) => h.kind)).toContain('vte');
  });
  it("couldn't catch my breath is breathlessness, after a run it is no emergency", () => {
    expect(
      redFlagsFor("went for a run and couldn't catch my breath for a minute, what should I eat after?"),
    ).toEqual([]);
  });
});

describe('an episode last week a doctor already cleared is history (round 64)', () => {
  it.each([
    '上周孩子把一颗鱼油咬破吞了 当时问了儿科医生说一颗完全没关系 现在想问每天吃多少合适',
    '前几天宝宝误吞了一粒钙片 打电话问过医生说一粒不要紧 平时该怎么补钙',
  ])('%s', (text) => {
    expect(redFlagsFor(text)).toEqual([]);
  });
  it('a swallowing today is still urgent', () => {
    expect(redFlagsFor('孩子刚才把我的一板降压药吞了好几颗').length).toBeGreaterThan(0);
  });
});

// Forty-eighth clinician review, en S1: a late period wondered about on a medicine that weakens the pill got the
// perinatal crisis card and the 988 line.
describe('a pregnancy wondered about is no perinatal crisis', () => {
  it.each([
    "period's a week late and I'm on modafinil with the pill, could I be pregnant? would it hurt a baby?",
    '例假推迟十天了 我一直在吃避孕药和莫达非尼 会不会怀孕了 对宝宝有影响吗',
    'missed my period, am I pregnant? is my medicine bad for a baby',
  ])('%s', (text) => {
    expect(redFlagsFor(text).map((h) => h.kind)).not.toContain('perinatal_crisis');
  });
  it('thoughts of harm told beside a late period keep the crisis card', () => {
    const kinds = redFlagsFor(
      'period is late again and I keep thinking the baby would be better off without me',
    ).map((h) => h.kind);
    expect(kinds.some((k) => k === 'suicidal' || k === 'perinatal_crisis' || k === 'possible_crisis')).toBe(
      true,
    );
  });
});

// Found by the development check of rounds 1–64 after the retrain and the lab names in traditional characters.
describe('what the retrain and the traditional lab names must not lose', () => {
  it('a haemoglobin of 55 told before hearsay is still the critical card', () => {
    expect(
      redFlagsFor('今天驗血報告出來 血紅蛋白只有55 g/L 她最近總說累 臉色很白 燉點紅棗湯補血要多久').map(
        (h) => h.kind,
      ),
    ).toContain('critical_lab');
  });
  it('suicide wings are a dish', () => {
    expect(redFlagsFor('suicide wings at the game tonight, how bad is that for my macros honestly')).toEqual(
      [],
    );
  });
  it('a death wish beside the dish is not', () => {
    expect(
      redFlagsFor('suicide wings tonight lol, honestly i just want to die, nobody would miss me').map(
        (h) => h.kind,
      ),
    ).toContain('suicidal');
  });
});
