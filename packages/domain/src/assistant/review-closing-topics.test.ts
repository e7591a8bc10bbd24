/**
 * Closing clinician review 2026-11-25: diet pills and L-carnitine asked by an obese adult (Z5) are
 * answered plainly, not with the eating-disorder card; a new lump or night bone pain after cancer (E1)
 * is "the oncology team within days", never "no reliable rule". The reviewer's wording and our own.
 */
import { describe, expect, it } from 'vitest';
import { redFlagsFor } from '../safety';
import { assistantReply } from './reply';

const DECLINE = /没有可靠的规则|no reliable rule/;

describe('diet pills or L-carnitine to lose weight: a plain answer, not the eating-disorder card (Z5)', () => {
  it.each([
    ['zh-CN', ['clozapine', 'metformin'], '能不能吃减肥药或者左旋肉碱减肥?'],
    ['zh-CN', [], '减肥药能吃吗，左旋肉碱有用吗'],
    ['zh-CN', ['clozapine'], '吃氯氮平胖了30斤，可以吃减肥药吗'],
    ['zh-CN', [], '网上那种燃脂胶囊能买吗，想瘦十斤'],
    ['en-US', [], 'are diet pills or L-carnitine any good for weight loss?'],
    ['en-US', [], "can I take diet pills or L-carnitine to lose weight? I'm 42 and obese"],
    ['en-US', [], 'is a fat burner worth it to drop some weight before summer?'],
  ] as const)('%s %j: %s', (locale, medicines, text) => {
    expect(redFlagsFor(text)).toEqual([]);
    const r = assistantReply({ text, locale, plan: null, medicines: [...medicines] });
    expect(r.urgent).toBe(false);
    expect(r.text).not.toMatch(/120|进食障碍|eating disorder/);
    expect(r.text).toMatch(
      locale === 'zh-CN' ? /左旋肉碱没有可靠证据/ : /L-carnitine has no reliable evidence/,
    );
    expect(r.text).toMatch(locale === 'zh-CN' ? /西布曲明/ : /sibutramine/);
    // The rule leads; a second thing asked beside it may still get its own honest line after it.
    expect(r.text.split('\n')[0]).not.toMatch(DECLINE);
  });

  it.each([
    '我每天吃减肥药还催吐',
    '偷偷吃减肥药，吃完就去抠喉咙',
    'taking diet pills and making myself throw up after meals',
    '每天吃泻药减肥，现在头晕',
  ])('diet pills with purging stay the eating-disorder card: %s', (text) => {
    expect(redFlagsFor(text).map((h) => h.kind)).toContain('eating_disorder');
  });
});

describe('a new lump or bone pain after cancer: the oncology team within days (E1)', () => {
  it.each([
    [
      'en-US',
      [],
      'I had breast cancer 3 years ago. I found a new lump in my armpit and my back hurts at night, wakes me up.',
    ],
    ['en-US', ['anastrozole'], 'new armpit lump and night back pain, what should I eat?'],
    ['en-US', ['tamoxifen'], 'there is a swollen gland under my arm now, anything I should eat?'],
    ['en-US', [], 'finished chemo last year and just noticed a new lump on my neck, can diet help?'],
    ['zh-CN', [], '乳腺癌术后两年，最近腋下摸到一个新的肿块，晚上腰疼得睡不着'],
    ['zh-CN', ['anastrozole'], '最近晚上骨头疼，疼醒了，要多补钙吗'],
    ['zh-CN', [], '前年得的乳腺癌，现在锁骨上面多了个小疙瘩，吃什么能消'],
  ] as const)('%s %j: %s', (locale, medicines, text) => {
    const r = assistantReply({ text, locale, plan: null, medicines: [...medicines] });
    expect(r.urgent).toBe(false);
    expect(r.text).toMatch(locale === 'zh-CN' ? /几天之内联系你的肿瘤科团队/ : /oncology team .*within days/);
    expect(r.text).toMatch(
      locale === 'zh-CN' ? /不要等下次常规复查/ : /do not wait for the next routine visit/,
    );
    // The rule leads; a second thing asked beside it may still get its own honest line after it.
    expect(r.text.split('\n')[0]).not.toMatch(DECLINE);
    expect(r.text.split('\n')[0]).not.toMatch(/药师|pharmacist/);
  });

  it('weakness or numbness with back pain after cancer stays the urgent card', () => {
    const r = assistantReply({
      text: 'breast cancer, back pain and now my legs are numb and weak, cant pee',
      locale: 'en-US',
      plan: null,
      medicines: [],
    });
    expect(r.urgent).toBe(true);
  });

  it('a lump feared to be cancer, with no cancer diagnosis, is not told to call an oncology team', () => {
    const r = assistantReply({
      text: '乳房摸到一个肿块，会不会是乳腺癌',
      locale: 'zh-CN',
      plan: null,
      medicines: [],
    });
    expect(r.text).not.toMatch(/肿瘤科团队/);
  });
});
