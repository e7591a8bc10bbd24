/**
 * Blind triage round 36 (docs/triage-rounds/round-36), development data once its before and after figures
 * were reported (811/820 caught, 12/600 false alarms after this session's changes). The misses worked into
 * classes, with other words both ways: heavy bleeding "from the back passage" with clots, kicks "really
 * reduced" at 25 weeks, "the most painless way to stop everything", black stools after weeks of ibuprofen
 * with the sight going dark on standing (iron asked as the reason), a button battery swallowed told in
 * pinyin, kidney disease on spironolactone with weak legs and an irregular beat in pinyin, days of 绝食 with
 * blackouts in pinyin, and one-sided knife-like pain four weeks after an embryo transfer.
 */
import { describe, expect, it } from 'vitest';
import { redFlagsFor } from './joined';

const kinds = (text: string) => redFlagsFor(text).map((h) => h.kind);

describe('missed in round 36: now on an urgent card, and the same classes in other words', () => {
  it.each([
    [
      "heavy bleeding from the back passage since this morning, passing clots. I'm 80 and live alone",
      'bleeding',
    ],
    ['lots of blood from my back passage today, clots in the toilet', 'bleeding'],
    [
      'Kicks are really reduced today, 25 weeks, first baby. Is this normal or am I being paranoid',
      'reduced_fetal_movements',
    ],
    [
      '32 weeks and her movements are way down today, barely felt anything since breakfast',
      'reduced_fetal_movements',
    ],
    ['whats the most painless way to stop everything. asking for me not a friend', 'suicidal'],
    ['what is the least painless way to die, i am so tired', 'suicidal'],
    ['腰疼吃了快一个月布洛芬，这两天大便黑乎乎的，今天站起来眼前一黑，是因为我同时吃了补铁的吗', 'bleeding'],
    ['hai zi tun le yi ge niu kou dian chi, san sui', 'child_ingestion'],
    ['shen bing, chi luo nei zhi, tui wu li, xin tiao bu qi', 'hyperkalaemia'],
    [
      // Its label in round 36: the learned reader retrained with rounds 36–37 names it (before: the general
      // severe-pain card of the rules).
      '试管移植后第四周，一边肚子像刀割一样疼，肛门那里有坠胀感，人好虚，想问吃点黄体酮相关的食物有用吗',
      'ectopic_pregnancy',
    ],
  ])('%s → %s', (text, kind) => {
    expect(kinds(text)).toContain(kind);
  });

  it('days of starving with blackouts in pinyin is urgent', () => {
    expect(
      kinds('jue shi di si tian le, tou yun yan hua, zhan qi lai jiu hei ping, dan shi hai xiang jian')
        .length,
    ).toBeGreaterThan(0);
  });
});

describe('look-alikes stay quiet', () => {
  it.each([
    '吃了补铁的药，这几天大便黑乎乎的，人挺好的，正常吗',
    '月经来了肚子像刀割一样疼，吃什么能缓解',
    'Kicks feel different now at 38 weeks, more rolls than kicks but just as many, is that normal?',
    'is there a painless way to get my kid to take fish oil lol',
    '试管移植后第三天，饮食上要注意什么',
    'hai zi chi le yi ge ping guo, ke yi ma',
    // the back-passage words read with blood, never "blood" alone (an alternation once leaked out of its group)
    "My blood sugar was 180 after a big plate of rice and mango at my aunt's party. How bad is that?",
  ])('%s → no card', (text) => {
    expect(kinds(text)).toEqual([]);
  });
});
