import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { planFor } from '../engine';
import { LOCALES, person } from '../testing';
import { assistantReply } from './index';
import { storedPlanFor } from './testing';

// Thirty-fifth blind clinician review (2026-12-01), en M9: refeeding with a refeeding risk in the plan, and
// "should i be taking thiamine?" got "no reliable rule"; the plan's refeeding finding never named thiamine
// (NICE CG32 §1.6; ASPEN 2020).
const REFEEDING: Answers = {
  ...person('female', 23, 165, 41, 'light'),
  goals: ['weight_gain'],
  labs: [{ marker: 'Phosphate', value: 0.6, unit: 'mmol/L' }],
};

describe.each(LOCALES)('%s', (locale) => {
  const zh = locale === 'zh-CN';
  it("the plan's refeeding finding names thiamine from the care team", () => {
    const f = planFor(REFEEDING, locale).findings.find((x) => x.id === 'refeeding-risk');
    expect(f?.text).toMatch(zh ? /维生素B1（硫胺素）/ : /thiamine \(vitamin B1\)/);
    expect(
      f?.reasons.some((r) => /ASPEN consensus recommendations for refeeding syndrome/.test(r.source.ref)),
    ).toBe(true);
  });

  it('the chat answers the thiamine question: the team, today', () => {
    const r = assistantReply({
      text: zh
        ? '要不要吃维生素B1？网上说重新开始吃饭的时候很重要'
        : 'should i be taking thiamine? someone on reddit said its important when u start eating again',
      locale,
      plan: storedPlanFor('refeed-r35', REFEEDING, locale),
      medicines: [],
    });
    expect(r.text).toMatch(zh ? /^\*\*是的，这很要紧/ : /^\*\*Yes — this matters/);
    expect(r.text).toMatch(zh ? /请今天就问他们/ : /ask them today/);
  });
});

describe.each(LOCALES)('%s: potassium pills with a refeeding risk (en M12)', (locale) => {
  const zh = locale === 'zh-CN';
  it('the team gives them; foods are fine in meals', () => {
    const r = assistantReply({
      text: zh ? '我该多吃香蕉还是买钾片吃' : 'should i eat bananas or take potassium pills',
      locale,
      plan: storedPlanFor('refeed-r35', REFEEDING, locale),
      medicines: [],
    });
    expect(r.text).toMatch(
      zh
        ? /^\*\*钾片、磷、镁不要自己买来吃/
        : /^\*\*Do not buy potassium, phosphate or magnesium pills yourself/,
    );
    expect(r.text).not.toMatch(/keep taking them as you do now|保持现在的服用方式/);
  });
});

it('without a refeeding risk the thiamine row is not said', () => {
  const r = assistantReply({
    text: 'should i be taking thiamine?',
    locale: 'en-US',
    plan: storedPlanFor('ok-r35', { ...person('female', 30, 165, 60, 'light') }, 'en-US'),
    medicines: [],
  });
  expect(r.text).not.toMatch(/Yes — this matters/);
});
