import { describe, expect, it, vi } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { person } from '../testing';
import { MINOR } from './faq/audiences';
import { assistantReply } from './index';
import { storedPlanFor } from './testing';

// Forty-eighth clinician review, en S2: "I'm 15 weeks pregnant" read as "I'm 15" — a woman of 27 with transfusional
// iron overload was given the pregnant-teen figures ("one prenatal with iron covers most of it", "your school nurse").

vi.setConfig({ testTimeout: 30_000 });

describe('weeks of pregnancy are no age', () => {
  it.each(["I'm 15 weeks pregnant", 'im 16 wks along', "she's 14 weeks", "I'm 17 kg heavier"])(
    '%s',
    (text) => {
      expect(MINOR.said?.test(text.toLowerCase())).toBe(false);
    },
  );
  it.each(["I'm 15 and pregnant", 'im 16, pregnant', "she's 14"])('%s is an age', (text) => {
    expect(MINOR.said?.test(text.toLowerCase())).toBe(true);
  });
  it('a pregnant adult asking about her prenatal never gets the teen answer', () => {
    const a: Answers = {
      ...person('female', 27, 163, 58, 'light'),
      lifeStage: 'pregnant_t2',
      gestationalWeek: 15,
    };
    const r = assistantReply({
      text: "I'm 15 weeks pregnant, do I just stop taking prenatals completely?",
      locale: 'en-US',
      plan: storedPlanFor('r48:imani', a, 'en-US'),
      medicines: [],
    });
    expect(r.text).not.toMatch(/14–18|school nurse|teen/);
  });
});
