import { describe, expect, it } from 'vitest';
import { askAs } from './faq/testing';

// Blind answer round 11 (development data once its figures were reported), zh-051: the thickener answer
// assumed one had been prescribed and never said to have the swallow assessed first.
describe('zh-051: a thickener heard of, not yet prescribed: a swallowing assessment first', () => {
  it.each([
    ['zh-CN', '80-year-old woman, low BMI', '老太太喝水也容易呛，听说有种增稠剂可以加到水里，能用吗'],
    ['zh-CN', undefined, '我爸喝汤老呛 网上说买增稠粉加到汤里就行 可以直接买吗'],
    [
      'en-US',
      '80-year-old woman, low BMI',
      'she coughs on water, I read about thickener powder you add to drinks — can we just use that?',
    ],
    ['en-US', undefined, 'can i buy thick-it online for my nan, she chokes on tea'],
  ] as const)('%s (%s): %s', (locale, persona, text) => {
    const r = askAs({ locale, persona, text });
    expect(r.text).toMatch(locale === 'zh-CN' ? /吞咽评估/ : /swallowing assessment/);
    expect(r.text).toMatch(locale === 'zh-CN' ? /言语治疗师/ : /speech-language therapist/);
  });
});
