/**
 * Blind answer round 18 (development data once its figures were reported): four everyday questions got an
 * emergency card. A count before a result ("my 22 week check") read as the result; triglycerides and a
 * creatinine under their lines were left to the learned reader, which read any lab as critical; "does baby
 * still need the drops" read as a still baby. Each class both ways.
 */
import { describe, expect, it } from 'vitest';
import { criticalValueKinds, readableLabValue } from './critical-values';
import { redFlagsFor } from './joined';

const kinds = (text: string) => redFlagsFor(text).map((h) => h.kind);

describe('round 18 answers: no emergency card for these', () => {
  it.each([
    // en-026
    'Hb at my 22 week check was 10.4 g/dL and ferritin 14 ng/mL. Midwife said borderline. Do I add an iron pill on top of my Elevit?',
    'at my 36-week appointment hemoglobin 11.2 g/dL, fine?',
    // zh-156
    '抽血甘油三酯2.8 mmol/L，医生说是药引起的，吃什么能降下来？要不要停药',
    'my triglycerides were 240 mg/dL on accutane, what should i eat',
    // zh-050: his eGFR of 22 is known
    '化验单 肌酐 238 μmol/L，尿素 14.2 mmol/L，这说明啥？吃东西上要注意啥',
    // en-150
    'vitamin D came back 18 ng/mL at my 6 week check. does baby still need the drops if I take a supplement? how much should i take',
    '28 weeks pregnant, my baby still kicks a lot at night, can i take magnesium',
  ])('"%s" → not urgent', (text) => {
    expect(kinds(text)).toEqual([]);
  });
});

describe('round 18 answers: the same readers still send these', () => {
  it.each([
    ['hb 5.8 today, so tired', 'critical_lab'],
    ['at my 30 week check my hemoglobin was 5.9 g/dL', 'critical_lab'],
    ['32 weeks and the baby is still today, no kicks since breakfast', 'reduced_fetal_movements'],
    ['35 weeks, baby is so still today, is that normal', 'reduced_fetal_movements'],
  ])('"%s" → %s', (text, kind) => {
    expect(kinds(text)).toContain(kind);
  });

  it('only a value well inside its limits is read as quiet; over the line or below the range the learned reader judges', () => {
    expect(readableLabValue('甘油三酯2.8 mmol/L')).toBe(true);
    expect(readableLabValue('肌酐 238 μmol/L')).toBe(true);
    expect(readableLabValue('triglycerides 1250 mg/dL')).toBe(false);
    expect(readableLabValue('肌酐 700 μmol/L')).toBe(false);
    expect(readableLabValue('肌酐 1.2 μmol/L')).toBe(false);
    expect(readableLabValue('creatinine 138 mg/dl')).toBe(false);
  });

  it('a creatinine rise after a transplant stays the learned reader’s to judge', () => {
    const text =
      'got my creatinine back today 2.9, last month it was 1.3. i had a kidney transplant 2 yrs ago. feel fine just tired. is that bad? what diet';
    expect(criticalValueKinds(text)).toEqual([]);
    expect(kinds(text).length).toBeGreaterThan(0);
  });
});
