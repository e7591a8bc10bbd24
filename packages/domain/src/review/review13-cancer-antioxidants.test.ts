/**
 * Thirteenth clinician review, zh P2 #2 (阿强, cisplatin chemoradiotherapy, 顺铂 kept as typed): 维生素C泡腾片
 * 1,000 mg was "keep" and scheduled at breakfast while the plan's cancer finding and the chat said not to
 * take high-dose antioxidants during chemotherapy or radiotherapy. The review now uses the same rule
 * (`cancer.antioxidants`, the doses of the chemotherapy rows): vitamin C from 500 mg, vitamin E from
 * 100 mg a day is avoid, and off the schedule.
 */
import { describe, expect, it } from 'vitest';
import { planFor } from '../engine';
import { REFERENCE_PERSONAS } from '../engine/reference-personas';
import { assistantReply } from '../assistant';
import { storedPlanFor } from '../assistant/testing';
import { daySchedule } from '../schedule';
import { LOCALES } from '../testing';

const A_QIANG = '阿强 chemoradiotherapy with vitamin C 1000 mg (zh)';
const person = new Map(REFERENCE_PERSONAS).get(A_QIANG)!;

describe('high-dose antioxidants with cancer: the review says what the chat says (zh P2 #2)', () => {
  it.each(LOCALES)(
    '%s: vitamin C 1,000 mg and vitamin E 400 IU are avoid, with the reason, and off the schedule',
    (locale) => {
      const plan = planFor(person, locale);
      for (const name of ['维生素C泡腾片', '维生素E软胶囊']) {
        const review = plan.productReviews.find((r) => r.name === name);
        expect(review?.verdict, name).toBe('avoid');
        expect(JSON.stringify(review?.issues)).toMatch(
          locale === 'zh-CN' ? /化疗或放疗期间/ : /chemotherapy or radiotherapy/,
        );
      }
      const day = daySchedule({
        plan: storedPlanFor(A_QIANG, person, locale),
        medicines: person.medicines ?? [],
      });
      expect(JSON.stringify(day.slots)).not.toMatch(/维生素C泡腾片|维生素E软胶囊/);
    },
  );

  it.each([
    [250, 'keep'],
    [500, 'avoid'],
    [2000, 'avoid'],
  ] as const)('vitamin C %i mg a day with cancer: %s', (dose, verdict) => {
    const plan = planFor(
      { ...person, supplements: [{ name: '维生素C片', optionId: 'vitamin-c-500', dose, unit: 'mg' }] },
      'zh-CN',
    );
    const v = plan.productReviews.find((r) => r.name === '维生素C片')?.verdict;
    if (verdict === 'keep') expect(v).not.toBe('avoid');
    else expect(v).toBe('avoid');
  });

  it('without cancer, vitamin C 1,000 mg is not ruled out by this rule', () => {
    const plan = planFor({ ...person, conditions: ['dysphagia'] }, 'zh-CN');
    const review = plan.productReviews.find((r) => r.name === '维生素C泡腾片');
    expect(JSON.stringify(review?.issues ?? [])).not.toMatch(/化疗或放疗期间/);
  });

  it.each([
    ['zh-CN', '放疗期间维生素C泡腾片还能每天吃吗'],
    ['zh-CN', '化疗时吃维c 1000毫克可以吗'],
    ['en-US', 'Can I keep my vitamin C 1000 mg during radiotherapy?'],
  ] as const)('%s: the chat, asked with the plan, does not tell him to take it: "%s"', (locale, q) => {
    const r = assistantReply({
      text: q,
      locale,
      plan: storedPlanFor(A_QIANG, person, locale),
      medicines: [...(person.medicines ?? [])],
      history: [],
    });
    expect(r.text).toMatch(locale === 'zh-CN' ? /肿瘤科/ : /oncolog/i);
    expect(r.text).not.toMatch(/可以继续吃|keep taking it/i);
  });
});
