/**
 * Fifteenth clinician review (zh), P3 老陈: 42, recurrent calcium-oxalate stones on a citrate and
 * hydrochlorothiazide, 2 g of vitamin C a day. The questionnaire had no kidney-stone condition, the plan
 * no stone advice, and the vitamin C was judged only against the UL (P3-M1, P3-M2). Kidney stones is now
 * a condition with sourced rows (EAU 2024; AUA 2014/2019; Thomas 2013).
 */
import { describe, expect, it } from 'vitest';
import { answersSchema, CONDITIONS, type Answers } from '../contracts/questionnaire';
import { planFor } from '../engine/index';
import { KIDNEY_STONE_RULES } from '../knowledge/kidney-stones';
import { findingOf, LOCALES, person } from '../testing';
import { kidneyStoneFinding } from './kidney-stones';

const man: Answers = person('male', 42, 172, 76, 'light');
const chen: Answers = {
  ...man,
  conditions: ['kidney_stones'],
  medicines: ['hydrochlorothiazide'],
  supplements: [{ optionId: 'vitamin-c-1000', dose: 2, unit: 'tablet' }],
};

describe('kidney stones is a questionnaire condition with its own sourced rows', () => {
  it('the contract has it, and an answer with it parses', () => {
    expect(CONDITIONS).toContain('kidney_stones');
    expect(answersSchema.safeParse(chen).success).toBe(true);
  });

  it('every row is bilingual and sourced, and the Chinese text has no English sentence', () => {
    for (const r of KIDNEY_STONE_RULES) {
      expect(r.text.zh && r.text.en && r.source.ref, r.id).toBeTruthy();
      expect(r.text.zh, r.id).not.toMatch(/[A-Za-z]{3,}/);
      // Grams and litres, never ounces.
      expect(`${r.text.zh}${r.text.en}`, r.id).not.toMatch(/ounce|\boz\b|盎司/);
    }
  });
});

describe('the plan of a stone former (P3 老陈)', () => {
  it.each(LOCALES)('%s: fluids, calcium not cut, salt and protein, oxalate, vitamin C', (locale) => {
    const f = findingOf(planFor(chen, locale), 'kidney-stones');
    expect(f?.severity).toBe('warning');
    const refs = f?.reasons.map((r) => r.ref) ?? [];
    expect(refs).toContain('conditions=kidney_stones#stones.fluids');
    expect(refs).toContain('conditions=kidney_stones#stones.calcium');
    expect(refs).toContain('conditions=kidney_stones#stones.oxalate');
    expect(refs).toContain('conditions=kidney_stones#stones.vitamin-c');
    // His own 2 × 1000 mg is named, with the stone ceiling.
    expect(refs).toContain('conditions=kidney_stones#stones.own-vitamin-c');
    if (locale === 'zh-CN') {
      expect(f?.text).toMatch(/^肾结石（尿路结石）预防复发：/);
      expect(f?.text).toMatch(/维生素C 2000 毫克，超过 1000 毫克/);
      expect(f?.text).toMatch(/2\.5–3 升.*尿量至少 2\.5 升/s);
      expect(f?.text).toMatch(/钙不要少吃.*1000–1200 毫克/s);
      expect(f?.text).toMatch(/盐每天不超过 5 克/);
      expect(f?.text).toMatch(/草酸钙结石.*菠菜.*浓茶.*坚果/s);
      expect(f?.text).toMatch(/啤酒不能排石/);
      expect(f?.text).not.toMatch(/[A-Za-z]{3,}/);
    } else {
      expect(f?.text).toMatch(/^Preventing kidney stones from coming back: /);
      expect(f?.text).toMatch(/about 2000 mg of vitamin C a day, above 1000 mg/);
      expect(f?.text).toMatch(/at least 2\.5 litres of pale urine/);
      expect(f?.text).toMatch(/Do not cut calcium/);
    }
  });

  it.each(LOCALES)(
    '%s: 1.5 g of vitamin C a day, under the UL, is still not "keep" for a stone former',
    (locale) => {
      const supplements = [{ optionId: 'vitamin-c-500', dose: 3, unit: 'tablet' as const }];
      const review = (a: Answers) =>
        planFor({ ...a, supplements }, locale).productReviews.find((r) => r.optionId === 'vitamin-c-500');
      const stones = review(chen);
      expect(stones?.overUl ?? []).toEqual([]);
      expect(stones?.verdict).not.toBe('keep');
      expect(stones?.issues.join(' ')).toMatch(locale === 'zh-CN' ? /草酸/ : /oxalate/);
      // Look-alike: the same 1.5 g without stones is judged as before, with no stone text.
      const other = review({ ...man, medicines: ['hydrochlorothiazide'] });
      expect(other?.issues.join(' ')).not.toMatch(/草酸|oxalate/);
    },
  );

  it('500 mg of vitamin C a day is within the ceiling: no own-dose line', () => {
    const f = findingOf(
      planFor({ ...chen, supplements: [{ optionId: 'vitamin-c-500', dose: 1, unit: 'tablet' }] }, 'zh-CN'),
      'kidney-stones',
    );
    expect(f?.reasons.map((r) => r.ref)).not.toContain('conditions=kidney_stones#stones.own-vitamin-c');
    expect(f?.text).not.toMatch(/你填写的补充剂每天约含维生素C/);
  });
});

describe('look-alikes: who must not get the stone finding, and who gets its variants', () => {
  it.each(LOCALES)('%s: gout, or no condition, gives no stone finding', (locale) => {
    expect(findingOf(planFor({ ...man, conditions: ['gout'] }, locale), 'kidney-stones')).toBeUndefined();
    expect(findingOf(planFor(man, locale), 'kidney-stones')).toBeUndefined();
  });

  it('heart failure or dialysis: the team sets fluids, never "2.5–3 litres"', () => {
    for (const other of ['heart_failure', 'dialysis'] as const) {
      const f = kidneyStoneFinding({
        locale: 'zh-CN',
        conditions: ['kidney_stones', other],
        kidney: other === 'dialysis',
        hypercalcaemia: false,
        vitaminCSupplementMg: 0,
      });
      expect(f?.text, other).not.toMatch(/2\.5–3 升/);
      expect(f?.text, other).toMatch(/心内科或肾内科医生定/);
    }
  });

  it('kidney disease: protein and calcium with the kidney team, not the stone figures', () => {
    const f = kidneyStoneFinding({
      locale: 'en-US',
      conditions: ['kidney_stones', 'kidney_disease'],
      kidney: true,
      hypercalcaemia: false,
      vitaminCSupplementMg: 0,
    });
    expect(f?.text).toMatch(/agree your protein and calcium with your kidney team/);
    expect(f?.text).not.toMatch(/1000–1200 mg/);
  });

  it('a high calcium: no "eat 1,000–1,200 mg of calcium", the high-calcium rule leads', () => {
    const f = kidneyStoneFinding({
      locale: 'zh-CN',
      conditions: ['kidney_stones'],
      kidney: false,
      hypercalcaemia: true,
      vitaminCSupplementMg: 0,
    });
    expect(f?.text).not.toMatch(/1000–1200 毫克/);
    expect(f?.text).toMatch(/血钙偏高/);
  });

  it('a non-finite vitamin C figure leaves the own-dose line out', () => {
    const f = kidneyStoneFinding({
      locale: 'zh-CN',
      conditions: ['kidney_stones'],
      kidney: false,
      hypercalcaemia: false,
      vitaminCSupplementMg: Number.NaN,
    });
    expect(f?.text).not.toMatch(/你填写的补充剂/);
  });
});
