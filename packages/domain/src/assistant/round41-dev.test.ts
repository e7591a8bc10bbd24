import { describe, expect, it } from 'vitest';
import { assistantReply } from './index';
import { faqIdsOf } from './faq/testing';

// Blind answer round 41's unsafe answers as classes (development data once its figures were reported), in words of
// our own.
const ask = (text: string, locale: 'zh-CN' | 'en-US', medicines: string[] = []) =>
  assistantReply({ text, locale, plan: null, medicines });

describe('a market "sugar-lowering" capsule beside diabetes medicines (zh-035, zh-036)', () => {
  it.each([
    [
      '我妈在庙会上买了降糖的中药胶囊，跟二甲双胍一起吃有没有事',
      'zh-CN',
      /暂时不再吃[\s\S]*偷偷加了西药降糖成分/,
    ],
    [
      'my uncle takes an ayurvedic diabetes capsule from the market with his metformin, ok?',
      'en-US',
      /hidden diabetes medicines/,
    ],
  ] as const)('%s', (text, locale, said) => {
    const r = ask(text, locale, ['metformin']);
    expect(faqIdsOf(r)).toContain('herbal-glucose-capsule-beside-medicines');
    expect(r.text).toMatch(said);
  });
});

describe('drinking less on purpose on an SGLT2 inhibitor (zh-044)', () => {
  it.each([
    ['吃了达格列净老跑厕所，上班不方便，我就尽量少喝水，行吗', 'zh-CN', /不要为了少上厕所故意少喝水/],
    [
      'on jardiance i pee all the time so i dont drink much water at work, is that ok',
      'en-US',
      /do not drink less/,
    ],
  ] as const)('%s', (text, locale, said) => {
    const r = ask(text, locale, [locale === 'zh-CN' ? 'dapagliflozin' : 'empagliflozin']);
    expect(r.text).toMatch(said);
  });

  it('not on one: no such row', () => {
    expect(faqIdsOf(ask('上班不方便，我就尽量少喝水，行吗', 'zh-CN'))).not.toContain(
      'sglt2-do-not-drink-less',
    );
  });
});

describe('a pre-workout’s caffeine (en-040)', () => {
  it('the day’s total and the single dose, never the teenager’s energy-drink row', () => {
    const r = ask(
      'my pre workout has 350mg caffeine a scoop, is that too much if i have a coffee as well',
      'en-US',
    );
    // Since blind answer round 47 the day's own total (350 + 95 mg) answers, not the row's stock 300 mg scoop.
    expect(r.text).toMatch(/445 mg/);
    expect(r.text).toMatch(/400 mg/);
    expect(r.text).toMatch(/200 mg at once|at one time|single/i);
    expect(r.text).not.toMatch(/under 18|teen/i);
  });
});

describe('who to ask about a diabetes medicine beside a fatty liver (zh-036, zh-044)', () => {
  it('the diabetes team, not the liver clinic, unless the liver is asked', async () => {
    const { whoToAsk } = await import('./cannot');
    const plan = { profile: { conditions: ['diabetes', 'liver_disease'], lifeStage: 'none' } } as never;
    expect(whoToAsk('这个药要不要多喝水', plan, ['dapagliflozin', 'metformin']).zh).toBe(
      '糖尿病医生或糖尿病教育护士',
    );
    expect(whoToAsk('脂肪肝能不能喝酒', plan, ['dapagliflozin', 'metformin']).zh).not.toBe(
      '糖尿病医生或糖尿病教育护士',
    );
  });
});
