/**
 * Thirty-fifth clinician review: the chat side of the medicine findings.
 * - M5: Oroxine (levothyroxine) and Somac (pantoprazole), Australia's brands, got "no reliable rule".
 */
import { describe, expect, it } from 'vitest';
import { askAs } from './faq/testing';

describe('Australian brands are read as their generics (M5)', { timeout: 60_000 }, () => {
  it('Oroxine with Caltrate at breakfast: the levothyroxine rule, calcium 4 hours away', () => {
    const en = askAs({
      locale: 'en-US',
      text: 'My TSH came back 6.8. I take my Oroxine 100 first thing with my Caltrate Plus and a cuppa at brekky. Is that right?',
    });
    expect(en.text).not.toMatch(/no reliable rule|not in our medicine dictionary/);
    expect(en.text).toMatch(/levothyroxine/i);
    expect(en.text).toMatch(/4 hours/);
    const zh = askAs({ locale: 'zh-CN', text: '我早上吃Oroxine，和钙片一起吃可以吗' });
    expect(zh.text).toMatch(/左甲状腺素/);
    expect(zh.text).toMatch(/4小时/);
  });

  it('Somac with Oroxine: the acid reducer can lower its absorption, the TSH rechecked', () => {
    const en = askAs({ locale: 'en-US', text: 'I take Somac 40 every morning, does it matter with my Oroxine?' });
    expect(en.text).not.toMatch(/no reliable rule/);
    expect(en.text).toMatch(/less levothyroxine may be absorbed/);
    expect(en.text).toMatch(/stop neither on your own/);
    const zh = askAs({ locale: 'zh-CN', text: '我每天吃Somac 40，和Eutroxsig有冲突吗' });
    expect(zh.text).toMatch(/左甲状腺素可能吸收变少/);
  });
});
