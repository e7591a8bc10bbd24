import { describe, expect, it, vi } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { person } from '../testing';
import { assistantReply } from './index';
import { storedPlanFor } from './testing';

// Blind answer round 44 (development data), unsafe zh-030, en-054, en-067, in words of our own: paracetamol for an
// adult under 50 kg is 60 mg/kg a day from the plan's weight (BNF), and "on an empty stomach?" is answered.

vi.setConfig({ testTimeout: 30_000 });

const ask = (a: Answers, text: string, locale: 'zh-CN' | 'en-US') =>
  assistantReply({ text, locale, plan: storedPlanFor(`p44:${a.weightKg}`, a, locale), medicines: [] });

describe('the daily paracetamol limit under 50 kg', () => {
  const light: Answers = { ...person('female', 85, 152, 44, 'sedentary') };
  it.each([
    [
      'zh-CN',
      '我妈膝盖疼吃泰诺林，一天最多能吃几片？',
      /按体重44公斤算.*24小时最多约2\.6克/,
      /650毫克一片的.*一天最多4片/,
    ],
    [
      'en-US',
      "what's the max tylenol she can have in a day?",
      /At 44 kg, keep to about 2\.6 g/,
      /at most 4 tablets of 650 mg/,
    ],
  ] as const)('%s', (locale, text, lead, tablets) => {
    const r = ask(light, text, locale);
    expect(r.text).toMatch(lead);
    expect(r.text).toMatch(tablets);
    expect(r.text).not.toMatch(/6 a day|一天最多6片/);
  });
  it('at 50 kg or more the adult label limit stands', () => {
    const r = ask(
      { ...person('female', 60, 160, 62, 'light') },
      'how much tylenol is too much per day?',
      'en-US',
    );
    expect(r.text).toMatch(/the label limit for adults is 4 g/);
    expect(r.text).not.toMatch(/60 mg per kg/);
  });
});

describe('paracetamol on an empty stomach', () => {
  const a: Answers = { ...person('male', 58, 172, 70, 'light') };
  it.each([
    ['zh-CN', '扑热息痛空腹吃行不行？早上经常还没吃东西就吃了'],
    ['en-US', 'can I take tylenol on an empty stomach?'],
  ] as const)('%s: yes, with or without food', (locale, text) => {
    expect(ask(a, text, locale).text).toMatch(
      locale === 'zh-CN' ? /^\*\*可以：对乙酰氨基酚/ : /^\*\*Yes — acetaminophen/,
    );
  });
  it('ibuprofen on an empty stomach is not this answer', () => {
    expect(ask(a, 'can I take ibuprofen on an empty stomach?', 'en-US').text).not.toMatch(
      /gentle on the stomach/,
    );
  });
});
