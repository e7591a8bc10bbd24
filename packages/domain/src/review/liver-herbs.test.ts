/**
 * He shou wu (何首乌, fo-ti) was "not identified" and green tea extract "no benefit" for a man with
 * hepatitis B and a raised ALT (clinician review 7, zh P4). Both are known causes of liver injury
 * (NMPA notices from 2014 and LiverTox for he shou wu; EFSA 2018 and LiverTox for green tea extract):
 * with liver disease or a raised ALT/AST the review says "avoid", the warning as the reason.
 */
import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { planFor } from '../engine';
import { resolveSupplementName, searchSupplementOptions } from '../review';
import { LOCALES, person } from '../testing';

const man = person('male', 50, 170, 72, 'light');
const HE_SHOU_WU = { name: '首乌粉', dose: 5, unit: 'g' } as const;
const FO_TI = { name: 'fo-ti root powder', dose: 3, unit: 'g' } as const;
const GREEN_TEA = { optionId: 'green-tea-extract', dose: 1, unit: 'capsule' } as const;

const withLiver = (supplements: Answers['supplements'], extra: Partial<Answers>): Answers => ({
  ...man,
  supplements,
  ...extra,
});
const hepatitis: Partial<Answers> = { conditions: ['liver_disease'] };
const raisedAlt: Partial<Answers> = { labs: [{ marker: '谷丙转氨酶', value: 102, unit: 'U/L' }] };
const normalAlt: Partial<Answers> = { labs: [{ marker: 'ALT', value: 20, unit: 'U/L' }] };

describe('names resolve to he shou wu', () => {
  it.each(['何首乌粉', '制首乌', '首乌片', 'fo-ti', 'He Shou Wu', 'Polygonum multiflorum'])('%s', (name) => {
    expect(resolveSupplementName(name)?.id).toBe('he-shou-wu');
  });
});

describe('ginger is its own product, never only turmeric (clinician review 7, cross-cutting §1)', () => {
  it.each(['姜', '生姜', '姜粉胶囊', 'ginger root'])('%s → ginger first', (q) => {
    expect(searchSupplementOptions(q, 5)[0]?.id).toBe('ginger');
  });
  it('姜黄 is still turmeric', () => {
    expect(searchSupplementOptions('姜黄', 5)[0]?.id).toBe('turmeric');
  });
});

describe.each(LOCALES)('%s', (locale) => {
  const zh = locale === 'zh-CN';
  const liverWarning = zh ? /肝损伤/ : /liver injury/;
  const review = (answers: Answers) => planFor(answers, locale).productReviews[0]!;

  it.each([
    ['hepatitis (liver disease)', hepatitis],
    ['a raised ALT', raisedAlt],
  ])('he shou wu with %s → avoid, liver injury the reason', (_, extra) => {
    for (const s of [HE_SHOU_WU, FO_TI]) {
      const r = review(withLiver([s], extra));
      expect(r.optionId).toBe('he-shou-wu');
      expect(r.verdict).toBe('avoid');
      expect(r.issues.join(' ')).toMatch(liverWarning);
    }
  });

  it.each([
    ['hepatitis (liver disease)', hepatitis],
    ['a raised ALT', raisedAlt],
  ])('green tea extract with %s → avoid, never "no benefit"', (_, extra) => {
    const r = review(withLiver([GREEN_TEA], extra));
    expect(r.verdict).toBe('avoid');
    expect(r.issues.join(' ')).toMatch(liverWarning);
  });

  it('with a normal ALT and no liver condition the warning is said but does not rule it out', () => {
    const r = review(withLiver([HE_SHOU_WU], normalAlt));
    expect(r.verdict).not.toBe('avoid');
    expect(r.issues.join(' ')).toMatch(liverWarning);
  });

  it('the plan ALT line names he shou wu among the products it avoids', () => {
    const plan = planFor(withLiver([HE_SHOU_WU], raisedAlt), locale);
    const alt = plan.findings.find((f) => f.id === 'lab:alt');
    expect(alt?.text).toMatch(zh ? /何首乌/ : /he shou wu/);
  });
});
