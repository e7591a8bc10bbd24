import { describe, expect, it, vi } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { planFor } from '../engine';
import { assistantReply } from '../assistant/index';
import { storedPlanFor } from '../assistant/testing';
import { person } from '../testing';

// Forty-seventh clinician review, zh S2 (en M5, M6), in words of our own: topiramate with a ketogenic diet (its label:
// to be avoided — acidosis and kidney stones), and a bicarbonate (二氧化碳结合力, "CO2") read as a result.

vi.setConfig({ testTimeout: 30_000 });

type Loc = 'zh-CN' | 'en-US';
const base: Answers = { ...person('female', 27, 162, 66, 'light'), medicines: ['topiramate'] };
const ID = 'medicine-diet:topiramate-keto-acidosis-stones';

describe('topiramate with a keto diet', () => {
  it.each<Loc>(['zh-CN', 'en-US'])(
    'the plan warns a low-carb eater on topiramate, and no one else (%s)',
    (l) => {
      const low = planFor({ ...base, dietPattern: 'low_carb' }, l).findings.find((f) => f.id === ID);
      expect(low?.severity).toBe('warning');
      expect(low?.text).toMatch(
        l === 'zh-CN' ? /说明书写明这样合用应当避免/ : /the label says the combination should be avoided/,
      );
      expect(planFor({ ...base, dietPattern: 'omnivore' }, l).findings.some((f) => f.id === ID)).toBe(false);
      expect(
        planFor({ ...base, medicines: ['levetiracetam'], dietPattern: 'low_carb' }, l).findings.some(
          (f) => f.id === ID,
        ),
      ).toBe(false);
    },
  );

  it.each<[Loc, string]>([
    ['zh-CN', '最近在断碳减肥，一天碳水二十克以内，妥泰还在吃，这样行不行'],
    ['zh-CN', '托吡酯吃着能生酮吗'],
    ['en-US', 'been doing keto for a month, still on my topamax for migraines — any problem?'],
    ['en-US', 'is low carb ok with topiramate?'],
  ])('the chat answers it with the label (%s: %s)', (locale, text) => {
    const plan = storedPlanFor('topiramate-keto', { ...base, dietPattern: 'low_carb' }, locale);
    const r = assistantReply({ text, locale, plan, medicines: ['topiramate'] });
    expect(r.text).toMatch(
      locale === 'zh-CN' ? /吃托吡酯（妥泰）时不要做生酮饮食/ : /On topiramate .* do not follow a ketogenic/,
    );
  });
});

describe('a bicarbonate result is read', () => {
  it.each<[string, number, 'low' | 'normal' | 'high', Loc]>([
    ['二氧化碳结合力', 17, 'low', 'zh-CN'],
    ['CO2', 33, 'high', 'en-US'],
    ['Bicarbonate', 18, 'low', 'en-US'],
    ['HCO3-', 26, 'normal', 'zh-CN'],
  ])('%s %s is %s', (marker, value, flag, l) => {
    const p = planFor({ ...base, labs: [{ marker, value, unit: 'mmol/L' }] }, l);
    expect(p.reportAnalysis?.markers.find((m) => m.key === 'bicarbonate')?.flag).toBe(flag);
  });

  it('a low one on topiramate says the medicine', () => {
    const p = planFor({ ...base, labs: [{ marker: '二氧化碳结合力', value: 17, unit: 'mmol/L' }] }, 'zh-CN');
    const m = p.reportAnalysis?.markers.find((x) => x.key === 'bicarbonate');
    expect(JSON.stringify(m)).toMatch(/你在吃托吡酯：它本身就会让碳酸氢根下降/);
  });

  it('a blood gas pCO2 is not a bicarbonate', () => {
    const p = planFor({ ...base, labs: [{ marker: 'PaCO2', value: 40, unit: 'mmHg' }] }, 'en-US');
    expect(p.reportAnalysis?.markers.some((x) => x.key === 'bicarbonate') ?? false).toBe(false);
  });
});
