import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ENGINE_VERSION, planFor } from '@nutri/domain/engine';
import type { Answers, Locale } from '@nutri/domain/contracts';
import { newPlan } from '../../../test/plans';
import { suiteApp } from '../../../test/suite';
import { planDocuments } from '../../db/schema/plans';
import { stableHash } from '../../lib/stable-hash';
import { effectiveAnswers, ensureDocument } from './plans.service';
import { plansRepository } from './plans.repository';

const ANSWERS: Answers = {
  nickname: 'Lin',
  gender: 'female',
  age: 30,
  heightCm: 162,
  weightKg: 55,
  activityLevel: 'moderate',
};

describe('a stored plan document made by an older engine version', () => {
  const t = suiteApp();

  for (const locale of ['zh-CN', 'en-US'] as const satisfies readonly Locale[]) {
    it(`is regenerated on the next read (${locale})`, async () => {
      const user = await t.login();
      const planId = await newPlan(t, user.token, ANSWERS, { planType: 'short_questionnaire', locale });
      const first = await ensureDocument(t.app.db, planId);
      expect(first.engineVersion).toBe(ENGINE_VERSION);

      // Simulate a row written by the previous engine: old version, its input hash, a stale body.
      const found = await plansRepository.withQuestionnaire(t.app.db, planId);
      const answers = effectiveAnswers(found!.questionnaire!.answers as Answers, found!.plan);
      const stale = { ...planFor(answers, locale), engineVersion: '1.0.0', nutrients: [] };
      await t.app.db
        .update(planDocuments)
        .set({
          engineVersion: '1.0.0',
          inputHash: stableHash({ answers, locale, engine: '1.0.0' }),
          document: stale,
        })
        .where(eq(planDocuments.planId, planId));

      const again = await ensureDocument(t.app.db, planId);
      expect(again.engineVersion).toBe(ENGINE_VERSION);
      expect(again.nutrients.length).toBeGreaterThan(0);
      const row = await plansRepository.document(t.app.db, planId);
      expect(row?.engineVersion).toBe(ENGINE_VERSION);
    });
  }
});
