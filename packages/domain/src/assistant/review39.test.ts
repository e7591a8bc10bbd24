import { describe, expect, it } from 'vitest';
import { assistantReply } from './index';

// Thirty-ninth blind clinician review (2026-12-01): the chat's side, in words of our own.
const ask = (text: string, locale: 'zh-CN' | 'en-US', medicines: string[] = []) =>
  assistantReply({ text, locale, plan: null, medicines });

describe('tizanidine with fluvoxamine (zh S1, en S2)', () => {
  it.each([
    [
      '骨科给我开了替扎尼定放松肌肉，我一直在吃兰释，晚上一起吃行吗',
      'zh-CN',
      /不能一起吃[\s\S]*下一次替扎尼定先不要吃/,
    ],
    [
      'is it ok to take my Sirdalud at night with my fluvoxamine?',
      'en-US',
      /must not be taken together[\s\S]*skip the next tizanidine dose/,
    ],
  ] as const)('%s', (text, locale, said) => {
    const r = ask(text, locale, ['fluvoxamine', 'tizanidine']);
    expect(r.text).toMatch(said);
  });
});

describe('methotrexate in pregnancy (en S1)', () => {
  it('fish oil and turmeric on methotrexate no longer end "keep taking methotrexate"', () => {
    const r = ask('can i take fish oil and turmeric with my methotrexate?', 'en-US', ['methotrexate']);
    expect(r.text).not.toMatch(/Keep taking methotrexate/);
  });
});

describe('everolimus (en S3)', () => {
  it.each([
    ['I take Afinitor, is grapefruit juice in the morning ok?', 'en-US', /Avoid grapefruit/],
    ['吃飞尼妥（依维莫司）能喝西柚汁吗', 'zh-CN', /避免西柚/],
  ] as const)('%s', (text, locale, said) => {
    expect(ask(text, locale, ['everolimus']).text).toMatch(said);
  });
});

describe('sick-day rules on an SGLT2 inhibitor and metformin (zh S2)', () => {
  it.each([
    ['这两天拉肚子，饭也吃不下，达格列净和二甲双胍还要照常吃吗', 'zh-CN', /暂停[\s\S]*(今天|当天)/],
    ['got a stomach bug and can’t eat, do i keep taking farxiga and metformin?', 'en-US', /pause|paused/],
  ] as const)('%s', (text, locale, said) => {
    const r = ask(text, locale, ['dapagliflozin', 'metformin']);
    expect(r.urgent).toBe(false);
    expect(r.text).toMatch(said);
  });
});

describe('an INR against the target the person said (blind answer round 41, zh-013; development data)', () => {
  it.each([
    ['爸爸换了机械瓣，吃华法林，INR才2.1，医生说目标是2.5到3.5', 'zh-CN', /低于医生给的目标（2\.5–3\.5）/],
    [
      'INR 3.2 and my target is 2.5 to 3.5 for my valve — fine?',
      'en-US',
      /within the target your doctor set \(2\.5–3\.5\)/,
    ],
    ['INR 2.4 正常吗', 'zh-CN', /大多数人的目标范围（2–3）以内/],
  ] as const)('%s', (text, locale, said) => {
    expect(ask(text, locale, ['warfarin']).text).toMatch(said);
  });
});

describe('fluvoxamine with melatonin and caffeine (zh M3/M4, en M8/M9)', () => {
  it('melatonin beside fluvoxamine is major, avoid', () => {
    const r = ask('can I take melatonin 10mg with my fluvoxamine for sleep', 'en-US', ['fluvoxamine']);
    expect(r.text).toMatch(/severity major/);
    expect(r.text).toMatch(/Do not take melatonin while on fluvoxamine/);
  });

  it.each([
    [
      '每天喝三四杯美式，下午再来罐红牛，吃着兰释有影响吗',
      'zh-CN',
      /^\*\*吃氟伏沙明（兰释）时，咖啡因在体内会积得多得多/,
    ],
    [
      'i drink 5-6 cups of filter coffee a day, is that ok with fluvoxin?',
      'en-US',
      /^\*\*On fluvoxamine, caffeine builds up/,
    ],
  ] as const)('%s: the caffeine rule leads', (text, locale, said) => {
    expect(ask(text, locale, ['fluvoxamine']).text).toMatch(said);
  });
});

describe('finerenone (zh M10/M11)', () => {
  it('a pomelo every morning beside 可申达: avoid grapefruit and pomelo', () => {
    const r = ask('我每天早上吃一个柚子，跟可申达有没有关系', 'zh-CN', ['finerenone']);
    expect(r.text).toMatch(/非奈利酮/);
    expect(r.text).toMatch(/避免西柚/);
  });
});

describe('a collapse with palpitations when the plan’s potassium is low (en S4)', () => {
  it('the card stays urgent and never names a high potassium', async () => {
    const { storedPlanFor } = await import('./testing');
    const { person } = await import('../testing');
    const plan = storedPlanFor(
      'gordon-review39',
      {
        ...person('male', 79, 172, 70, 'light'),
        conditions: ['kidney_disease', 'heart_failure'],
        medicines: ['sotalol', 'quinine', 'furosemide'],
        labs: [{ marker: 'Potassium', value: 3.3, unit: 'mmol/L', labRefLow: 3.5, labRefHigh: 5.3 }],
      },
      'en-US',
    );
    const r = assistantReply({
      text: 'my heart started racing and fluttering this morning then everything went grey and I was out for a few seconds',
      locale: 'en-US',
      plan,
      medicines: ['sotalol', 'quinine', 'furosemide'],
    });
    expect(r.urgent).toBe(true);
    expect(r.text).not.toMatch(/high potassium/i);
  });
});
