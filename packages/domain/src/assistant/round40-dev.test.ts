import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { planFor } from '../engine';
import { person } from '../testing';
import { assistantReply } from './index';
import { storedPlanFor } from './testing';
import { faqIdsOf } from './faq/testing';

// Blind answer round 40 (2026-12-01): its unsafe answers, as classes, in words of our own (development data once its
// figures were reported).

describe('a weight text never against the person’s need', () => {
  const frail: Answers = {
    ...person('female', 86, 150, 40, 'sedentary'),
    labs: [{ marker: '白蛋白', value: 31, unit: 'g/L', labRefLow: 40, labRefHigh: 55 }],
  };
  it('an underweight 86-year-old eating half a bowl: never "halve the staples"', () => {
    const plan = storedPlanFor('frail-86', frail, 'zh-CN');
    const r = assistantReply({
      text: '我奶奶一顿就吃半碗粥半个馒头，太瘦了，怎么给她加营养',
      locale: 'zh-CN',
      plan,
      medicines: [],
    });
    expect(faqIdsOf(r)).not.toContain('halve-staples');
    expect(r.text).not.toMatch(/减重办法|减掉一半/);
  });

  it('a carer asking for a low-calorie night snack gets no weight-gain text for the mother she names', () => {
    const r = assistantReply({
      text: '照顾我妈累得很，晚上老想吃薯片，有没有低热量又顶饱的夜宵',
      locale: 'zh-CN',
      plan: null,
      medicines: [],
    });
    expect(faqIdsOf(r)).not.toContain('older-poor-appetite');
    expect(r.text).not.toMatch(/蛋糕面包|多放一勺油/);
  });
});

describe('another person’s regimen is never pasted', () => {
  it('a schedule question on calcitriol and levothyroxine without a thiazide does not name one', () => {
    const r = assistantReply({
      text: '我甲状旁腺切了，吃骨化三醇和优甲乐，还有钙片，一天怎么排时间',
      locale: 'zh-CN',
      plan: null,
      medicines: ['calcitriol', 'levothyroxine'],
    });
    expect(faqIdsOf(r)).not.toContain('hypopara-daily-schedule');
    expect(r.text).not.toMatch(/氢氯噻嗪/);
  });
});

describe('the question’s own danger', () => {
  it.each(['en-US', 'zh-CN'] as const)(
    '%s: 5 mg folic acid beside sulfadoxine-pyrimethamine is flagged',
    (locale) => {
      const a: Answers = {
        ...person('female', 27, 160, 62, 'light'),
        lifeStage: 'pregnant_t2',
        gestationalWeek: 22,
        medicines: ['sulfadoxine-pyrimethamine'],
        supplements: [
          { optionId: 'folic-acid-5mg', name: 'Folic acid 5 mg', dose: 1, unit: 'tablet', prescribed: true },
        ],
      };
      const t = planFor(a, locale).medicineTaboos.find(
        (x) => x.drugId === 'sulfadoxine-pyrimethamine' && x.target === 'folate',
      );
      expect(t?.severity).toBe('major');
      expect(t?.advice).toMatch(locale === 'zh-CN' ? /0\.4毫克/ : /0\.4 mg/);
    },
  );

  it('a prenatal’s 0.4 mg folic acid beside it is no pair', () => {
    const a: Answers = {
      ...person('female', 27, 160, 62, 'light'),
      lifeStage: 'pregnant_t2',
      gestationalWeek: 22,
      medicines: ['sulfadoxine-pyrimethamine'],
      supplements: [{ optionId: 'folic-acid-400', name: 'Folic acid 400 µg', dose: 1, unit: 'tablet' }],
    };
    expect(planFor(a, 'en-US').medicineTaboos.some((x) => x.drugId === 'sulfadoxine-pyrimethamine')).toBe(
      false,
    );
  });

  it('greens for constipation beside warfarin: keep them steady and tell the clinic', () => {
    const r = assistantReply({
      text: 'dad is so constipated, want to give him loads of spinach and kale for fibre but heard greens clash with his warfarin, can he eat them or not?',
      locale: 'en-US',
      plan: null,
      medicines: ['warfarin'],
    });
    expect(faqIdsOf(r)).toContain('warfarin-greens-how-much');
    expect(r.text).toMatch(/keeping it about the same day to day/);
  });
});
