/**
 * Forty-eighth clinician review, S2 and S3, beyond the everyday rows (faq/rows-review48-leukaemia.test.ts): a fever on
 * methotrexate with the co-trimoxazole of leukaemia treatment (reply-emergency.ts), the pair asked about by name
 * (intents/medicine-pairs.ts) and a pregnancy asked about in leukaemia treatment (intents/everyday.ts).
 */
import { describe, expect, it, vi } from 'vitest';
import { ALL_MAINTENANCE } from '../testing';
import { assistantReply } from './reply';
import { askAsGuest, askWith } from './testing-ask';

vi.setConfig({ testTimeout: 30_000 });

/** The card's old words for every co-trimoxazole: stop it too. */
const STOP_IT_TOO = /复方新诺明（磺胺）也先停|and no co-trimoxazole\/Bactrim/;

describe('a fever on methotrexate with the co-trimoxazole of leukaemia treatment (S3)', () => {
  it.each([
    ['zh-CN', '烧到38.9了，一直打寒战，嘴巴里起了好几个溃疡'],
    ['en-US', 'temp is 38.9 with shaking chills and sores in my mouth'],
  ] as const)(
    '%s: no "stop it too"; the doctors hear every medicine and decide what to pause',
    (locale, text) => {
      const r = askWith('L48e', ALL_MAINTENANCE, locale, text);
      expect(r.urgent).toBe(true);
      expect(r.text).not.toMatch(STOP_IT_TOO);
      expect(r.text).toMatch(
        locale === 'zh-CN'
          ? /预防肺孢子菌肺炎的复方新诺明不要自己停：到急诊把在吃的每一种药都告诉医生[^*]*哪些要暂停由医生决定/
          : /Do not stop the co-trimoxazole \(Bactrim\) that prevents Pneumocystis pneumonia on your own: tell the emergency doctors every medicine you take[^*]*let them decide what to pause/,
      );
      // The rest of the card stands: no further methotrexate until a doctor has seen them.
      expect(r.text).toMatch(
        locale === 'zh-CN' ? /先不要吃下一次；到急诊告诉医生/ : /take no further dose until a doctor/,
      );
    },
  );

  it('said as a prophylaxis without a plan: the same', () => {
    const r = assistantReply({
      text: '我在吃甲氨蝶呤，还有预防肺孢子菌的复方新诺明，今天发烧39度，嘴里溃疡',
      locale: 'zh-CN',
      plan: null,
      medicines: [],
    });
    expect(r.urgent).toBe(true);
    expect(r.text).not.toMatch(STOP_IT_TOO);
    expect(r.text).toMatch(/哪些要暂停由医生决定/);
  });

  it('look-alike: arthritis on methotrexate with co-trimoxazole for an infection keeps "stop it too"', () => {
    const r = assistantReply({
      text: '我妈吃甲氨蝶呤，这几天嘴里烂了，今天发烧38.5还发冷',
      locale: 'zh-CN',
      plan: null,
      medicines: ['methotrexate', 'sulfamethoxazole-trimethoprim'],
    });
    expect(r.urgent).toBe(true);
    expect(r.text).toMatch(/复方新诺明（磺胺）也先停/);
    expect(r.text).not.toMatch(/哪些要暂停由医生决定/);
  });
});

describe('the pair asked about by name in leukaemia treatment (S3)', () => {
  it.each([
    ['zh-CN', '甲氨蝶呤和复方新诺明一起吃真的没问题吗？'],
    ['en-US', 'is it really safe to take Bactrim together with methotrexate?'],
  ] as const)('%s: prescribed on purpose, never "another antibiotic"', (locale, text) => {
    const r = askWith('L48p', ALL_MAINTENANCE, locale, text);
    expect(r.text).toMatch(locale === 'zh-CN' ? /有意|照常/ : /on purpose|Keep taking/);
    expect(r.text).not.toMatch(/换用其他抗生素|ask for a different antibiotic/);
  });

  it('leukaemia said by a guest: the pair is the prescribed one', () => {
    const r = askAsGuest(
      'en-US',
      'my son has leukemia and takes methotrexate — the pharmacist asked if Bactrim is ok with it. is it?',
    );
    expect(r.text).not.toMatch(/ask for a different antibiotic/);
  });
});

describe('a pregnancy asked about in leukaemia treatment (S2)', () => {
  it.each([
    ['zh-CN', '以后想要孩子的话，甲氨蝶呤和巯嘌呤要怎么办？'],
    ['en-US', 'what if I want to get pregnant later — what about the methotrexate and mercaptopurine?'],
  ] as const)('%s: the oncology team plans it; no 5 mg folic acid, no rheumatologist', (locale, text) => {
    const r = askWith('L48g', ALL_MAINTENANCE, locale, text);
    expect(r.text).toMatch(locale === 'zh-CN' ? /血液科（肿瘤科）团队/ : /haematology \(oncology\) team/);
    expect(r.text).not.toMatch(
      /风湿科|叶酸（每天5毫克）继续吃|叶酸照常吃|rheumatologist|keep taking the folic acid/,
    );
  });
});
