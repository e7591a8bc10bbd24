/**
 * Star fruit with kidney disease (clinician review): a neurotoxin failing kidneys cannot clear — hiccups,
 * vomiting, confusion, seizures, deaths (Neto MM et al. Nephrol Dial Transplant 2003). A plan finding for
 * everyone with kidney disease, and the chat's answer when asked, in both languages.
 */
import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { CKD_STAR_FRUIT_FINDING_ID, CKD_STAR_FRUIT_TEXT } from '../conditions';
import { planFor } from '../engine';
import { assistantReply } from './index';
import { findFoodsAsked } from './foods-asked';
import { storedPlanFor } from './testing';
import { findingOf, LOCALES, person } from '../testing';

const man: Answers = person('male', 64, 172, 70, 'light');
const ckd = (egfr: number): Answers => ({
  ...man,
  conditions: ['kidney_disease'],
  labs: [{ marker: 'eGFR', value: egfr, unit: 'mL/min/1.73m2' }],
});

describe('star fruit with kidney disease', () => {
  it.each(LOCALES)('%s: the plan says it to everyone with kidney disease, and to no one else', (locale) => {
    for (const egfr of [8, 22, 45]) {
      const f = findingOf(planFor(ckd(egfr), locale), CKD_STAR_FRUIT_FINDING_ID);
      expect(f?.text, String(egfr)).toBe(
        locale === 'zh-CN' ? CKD_STAR_FRUIT_TEXT.zh : CKD_STAR_FRUIT_TEXT.en,
      );
      expect(f?.reasons[0]?.source.ref).toMatch(/Neto MM.*Nephrol Dial Transplant 2003/);
    }
    // A lab-only eGFR of 25 (kidney disease not ticked) is kidney disease too.
    const labOnly = planFor({ ...man, labs: [{ marker: 'eGFR', value: 25, unit: 'mL/min/1.73m2' }] }, locale);
    expect(findingOf(labOnly, CKD_STAR_FRUIT_FINDING_ID)).toBeDefined();
    expect(findingOf(planFor(man, locale), CKD_STAR_FRUIT_FINDING_ID)).toBeUndefined();
  });

  it('the Chinese text has no English words', () => {
    expect(CKD_STAR_FRUIT_TEXT.zh.replace('eGFR', '')).not.toMatch(/[A-Za-z]{2,}/);
  });

  // prettier-ignore
  const ASKED: ['zh-CN' | 'en-US', string][] = [
    ['zh-CN', '能吃杨桃吗'],
    ['zh-CN', '杨桃汁可以喝吗？'],
    // Blind answer round 8, zh-062: written 洋桃, it was declined without its danger.
    ['zh-CN', '邻居给了一袋洋桃，我能吃不'],
    ['en-US', 'is star fruit ok'],
    ['en-US', 'Can I eat carambola?'],
  ];
  it.each(ASKED)('%s: "%s" is a food the question asks about', (_, q) => {
    expect(findFoodsAsked(q).map((f) => f.key)).toContain('star-fruit');
  });

  it.each(ASKED)(
    '%s: "%s" with kidney disease (eGFR 22): do not eat it, get care if symptoms',
    (locale, q) => {
      const plan = storedPlanFor('ckd-star-fruit', ckd(22), locale);
      const r = assistantReply({ text: q, locale, plan, medicines: [] });
      expect(r.text).toContain(locale === 'zh-CN' ? CKD_STAR_FRUIT_TEXT.zh : CKD_STAR_FRUIT_TEXT.en);
      expect(r.text).toMatch(/Neto/);
    },
  );

  it.each(ASKED)(
    '%s: "%s" without kidney disease: fine for healthy kidneys, not with kidney disease',
    (locale, q) => {
      const plan = storedPlanFor('no-ckd-star-fruit', man, locale);
      const r = assistantReply({ text: q, locale, plan, medicines: [] });
      expect(r.text).toMatch(
        locale === 'zh-CN'
          ? /肾功能正常.*肾脏病.*不要吃杨桃/
          : /healthy kidneys.*kidney disease.*do not eat star fruit/,
      );
    },
  );
});
