import { describe, expect, it } from 'vitest';
import { assistantReply } from './index';

// Fortieth blind clinician review (2026-12-01): the chat's side, in words of our own.
const ask = (text: string, locale: 'zh-CN' | 'en-US', medicines: string[] = []) =>
  assistantReply({ text, locale, plan: null, medicines });

describe('grapefruit on pazopanib (en S1)', () => {
  it.each([
    ['I’m on Votrient, is grapefruit juice with breakfast alright?', 'en-US', /Avoid grapefruit/],
    ['吃维全特（培唑帕尼）能吃西柚吗', 'zh-CN', /避免西柚/],
  ] as const)('%s', (text, locale, said) => {
    expect(ask(text, locale, ['pazopanib']).text).toMatch(said);
  });
});

describe('agomelatine (zh S3)', () => {
  it('a new ciprofloxacin course beside 维度新: must not be taken together', () => {
    const r = ask('刚开了环丙沙星，我一直在吃维度新，一起吃可以吗', 'zh-CN', ['agomelatine']);
    expect(r.text).toMatch(/不能一起吃/);
  });
});

describe('ALT 128 on agomelatine asked "should I stop it myself" (zh S3)', () => {
  it('the label’s stop, said once, and no "do not stop it yourself"', async () => {
    const { storedPlanFor } = await import('./testing');
    const { person } = await import('../testing');
    const plan = storedPlanFor(
      'yu-review40',
      {
        ...person('female', 24, 160, 50, 'light'),
        conditions: ['mental_illness'],
        medicines: ['agomelatine'],
        labs: [{ marker: 'ALT', value: 128, unit: 'U/L', labRefLow: 7, labRefHigh: 40 }],
      },
      'zh-CN',
    );
    const r = assistantReply({
      text: '转氨酶128是不是吃维度新吃的？要不要自己先停药',
      locale: 'zh-CN',
      plan,
      medicines: ['agomelatine'],
    });
    expect(r.text).toMatch(/说明书规定这种情况要立即停药/);
    expect(r.text.match(/说明书规定这种情况要立即停药/g)?.length).toBe(1);
    expect(r.text).not.toMatch(/请勿自行停用|不要自行停用阿戈美拉汀|抗抑郁药不能自己突然停/);
  });
});

describe('sirolimus (en M10: daily pomelo juice on Rapamune)', () => {
  it.each([
    [
      'I drink fresh pomelo (chakotra) juice every morning, is that ok with my Rapamune?',
      'en-US',
      /Avoid grapefruit and pomelo/,
    ],
    ['吃雷帕鸣能吃柚子吗', 'zh-CN', /避免西柚（葡萄柚）和柚子/],
  ] as const)('%s', (text, locale, said) => {
    const r = ask(text, locale, ['sirolimus']);
    expect(r.text).toMatch(said);
    expect(r.text).not.toMatch(/no reliable rule|没有可靠的规则/);
  });
  it('elderberry and raw food are the transplant rows', () => {
    expect(ask('Can I take elderberry gummies with Rapamune?', 'en-US', ['sirolimus']).text).toMatch(
      /transplant team first/,
    );
    expect(ask('On sirolimus after my kidney transplant, is sushi ok?', 'en-US', ['sirolimus']).text).toMatch(
      /raw sushi/,
    );
  });
});

describe('Panadol Osteo with raised liver tests (en M9)', () => {
  it.each([
    [
      'How many Panadol Osteo am I allowed in a day with my liver like this?',
      'en-US',
      /665 mg \(Panadol Osteo[^)]*\) it is 6 a day/,
    ],
    ['我转氨酶高，必理通一天最多能吃几片？', 'zh-CN', /每片500毫克的（如必理通），4克是8片/],
  ] as const)('%s: tablets counted by strength, no third person', (text, locale, said) => {
    const r = ask(text, locale, ['acetaminophen']);
    expect(r.text).toMatch(said);
    expect(r.text).not.toMatch(/\bhis (doctor|own)\b/);
  });
});
