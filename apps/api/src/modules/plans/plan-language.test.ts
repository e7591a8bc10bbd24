/**
 * Issue 19.1: switching language re-renders the plan. A plan read in the other language keeps every
 * number, product and source of its stored document (the standards it was made under) and says it
 * in the reader's words; the stored document is untouched.
 */
import { describe, expect, it } from 'vitest';
import type { PlanDocument } from '@nutri/domain/contracts';
import { deepPlanSuite, planDocUrl, DEEP_ANSWERS, readPlan } from '../../../test/plans';
import { okData } from '../../../test/suite';
import { newConversation, sendMessage } from '../../../test/chat';

const CJK = /[\u3400-\u9fff]/;
const figures = (d: PlanDocument) => ({
  profile: {
    ...d.profile,
    reasons: d.profile.reasons.map((r) => r.source.ref),
    // The medicines as given keep their ids and doses; their names are words.
    medicinesTaken: d.profile.medicinesTaken?.map(({ name: _n, text: _t, ...rest }) => rest),
  },
  nutrients: d.nutrients.map((n) => [n.key, n.target, n.ul, n.fromFood, n.fromSupplements, n.score, n.level]),
  recommendations: d.recommendations.map((r) => [r.nutrient, r.dose, r.unit, r.supervised ?? false]),
  products: d.products.map((p) => [p.productId, p.dosage]),
  findings: d.findings.map((f) => [f.id, f.severity]),
  labs: d.reportAnalysis?.markers.map((m) => [m.key, m.value, m.flag, m.source.ref]),
});

describe('a plan read in the other language', () => {
  const { t, user, newPlan } = deepPlanSuite();

  it.each([
    ['zh-CN', 'en-US'],
    ['en-US', 'zh-CN'],
  ] as const)(
    'a %s plan read in %s: same figures, the reader’s words, stored plan unchanged',
    async (own, other) => {
      const planId = await newPlan(DEEP_ANSWERS, own);
      const stored = await readPlan(t, user.token, planId);
      expect(stored.locale).toBe(own);

      const read = okData<PlanDocument>(await t.get(`${planDocUrl(planId)}&locale=${other}`, user.token));
      expect(read.locale).toBe(other);
      expect(read.standards).toBe(own);
      expect(read.id).toBe(stored.id);
      expect(figures(read)).toEqual(figures(stored));
      const words = [
        ...read.findings.map((f) => f.text),
        ...read.recommendations.flatMap((r) => [r.reason, r.timing]),
        ...read.products.map((p) => p.usage),
      ];
      expect(words.length).toBeGreaterThan(5);
      for (const w of words) expect(CJK.test(w)).toBe(other === 'zh-CN');

      // The stored plan, and a read in its own language, are what they were.
      expect(await readPlan(t, user.token, planId)).toEqual(stored);
      expect(okData<PlanDocument>(await t.get(`${planDocUrl(planId)}&locale=${own}`, user.token))).toEqual(
        stored,
      );

      // The plan stream reads it in the same language.
      const stream = await t.get(
        `/api/v1/precise_nutrition_plan/stream?custom_nutrition_plan_id=${planId}&locale=${other}`,
        user.token,
      );
      const findings = stream.body
        .split('\n\n')
        .filter((e) => e.startsWith('event: section'))
        .map((e) => JSON.parse(e.slice(e.indexOf('data: ') + 6)) as { name: string; data: unknown })
        .find((s) => s.name === 'findings')!.data;
      expect(findings).toEqual(read.findings);
    },
  );

  it('the assistant answers from the plan in the chat’s language', async () => {
    await newPlan(DEEP_ANSWERS, 'zh-CN');
    const conversationId = await newConversation(t, user.token);
    const sent = await sendMessage(
      t,
      user.token,
      conversationId,
      'Why do you recommend these supplements?',
      'en-US',
    );
    expect(sent.shown.length).toBeGreaterThan(40);
    expect(sent.shown).toMatch(/\d/);
    expect(CJK.test(sent.shown)).toBe(false);
  });

  it('an unknown language is a 400 naming the field', async () => {
    const planId = await newPlan(DEEP_ANSWERS, 'zh-CN');
    const res = await t.get(`${planDocUrl(planId)}&locale=fr-FR`, user.token);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('locale');
  });
});
