import { describe, expect, it } from 'vitest';
import { askAs, faqIdsOf } from './testing';

const LIU = 'lung cancer on 特瑞普利单抗 kept as typed, rabeprazole, loperamide (zh)';

describe('diarrhoea on a checkpoint inhibitor (blind answer round 28, zh-041, development data)', () => {
  it.each([
    [
      'zh-CN',
      LIU,
      '我妈在打特瑞普利单抗，这几天拉肚子，在吃洛哌丁胺，吃饭上要注意啥？牛奶还能喝不',
      /在用特瑞普利单抗这类免疫治疗/,
    ],
    ['zh-CN', undefined, '我爸在用K药，最近一天拉五六次，能吃点啥', /免疫相关的结肠炎/],
    [
      'en-US',
      undefined,
      "mum's on keytruda and has had diarrhea for 3 days, what should she eat?",
      /Diarrhoea on Keytruda/,
    ],
    [
      'en-US',
      undefined,
      'on nivolumab and my stools are loose, is imodium ok?',
      /call the oncology team today/,
    ],
  ] as const)('%s "%s": the oncology team today', { timeout: 60_000 }, (locale, persona, text, says) => {
    const r = askAs({ locale, text, ...(persona ? { persona } : {}) });
    expect(faqIdsOf(r)).toContain('checkpoint-inhibitor-diarrhoea');
    expect(r.text).toMatch(says);
    expect(r.text).toMatch(/ESMO|Haanen/);
    expect(r.text).not.toMatch(/没有可靠的规则|no reliable rule/);
  });

  it.each([
    ['zh-CN', '拉肚子吃什么好'],
    ['en-US', 'on keytruda, what should I eat to keep my weight up?'],
    ['en-US', 'diarrhea after antibiotics, is yogurt good?'],
  ] as const)('%s "%s" → not this row', { timeout: 60_000 }, (locale, text) => {
    expect(faqIdsOf(askAs({ locale, text }))).not.toContain('checkpoint-inhibitor-diarrhoea');
  });
});
