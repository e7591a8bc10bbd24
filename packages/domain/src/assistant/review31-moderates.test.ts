import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { assistantReply } from './index';
import { findStatedAmounts } from './entities';
import { storedPlanFor } from './testing';
import { REFERENCE_PERSONAS } from '../engine/reference-personas';

// The thirty-first blind clinician review (2026-11-30): moderate findings worked after it (development
// data once read), each as the reviewer asked it.

const persona = (name: string): Answers => {
  const found = REFERENCE_PERSONAS.find(([n]) => n === name);
  if (!found) throw new Error(`no reference persona ${name}`);
  return found[1];
};

type Locale = 'zh-CN' | 'en-US';
const ask = (name: string, answers: Answers, text: string, locale: Locale) => {
  const plan = storedPlanFor(`review31m:${name}:${locale}`, answers, locale);
  return assistantReply({ text, locale, plan, medicines: answers.medicines ?? [] });
};

const geoffrey = persona(
  'Geoffrey: 78, gliclazide with a ciprofloxacin course, prescribed ferrous fumarate, eGFR 48 (UK)',
);
const older = persona('80-year-old woman, low BMI');
const healthy = persona('healthy woman');

describe('thirty-first clinician review, moderate findings', () => {
  it('zh M11: the brand 汤臣倍健 is not soup — its protein powder is answered as a protein powder', () => {
    const r = ask('older', older, '胃口不好 一天吃不了多少 要不要喝点汤臣倍健蛋白粉', 'zh-CN');
    expect(r.text).toMatch(/蛋白粉/);
    expect(r.text).not.toMatch(/只喝一碗汤|关于你问到的\*\*汤\*\*/);
  });

  it('en M7 (chat): coffee with the ciprofloxacin course is the caffeine answer, not coffee with iron', () => {
    for (const [text, locale, said] of [
      [
        'I have 4 or 5 cups of strong coffee a day, does that matter with the antibiotic',
        'en-US',
        /slows the body’s clearance of caffeine/,
      ],
      ['我一天喝四五杯浓咖啡，跟这个抗生素有关系吗', 'zh-CN', /咖啡因在体内代谢变慢/],
    ] as const) {
      const r = ask('geoffrey', geoffrey, text, locale);
      expect(r.text).toMatch(said);
      expect(r.text).not.toMatch(/Coffee, like tea, reduces how much iron|咖啡和茶一样，会减少铁剂的吸收/);
    }
    // Coffee with the iron itself is still the iron answer.
    expect(ask('geoffrey', geoffrey, 'should I take my iron with my morning coffee?', 'en-US').text).toMatch(
      /Not with the coffee itself/,
    );
  });

  it('en M8: the iron in a ferrous fumarate tablet is said in elemental milligrams, not a choice of salts', () => {
    const r = ask(
      'geoffrey',
      geoffrey,
      'How many mg of iron am I actually getting from 3 of the ferrous fumarate 210mg a day?',
      'en-US',
    );
    expect(r.text).toMatch(/ferrous fumarate 210 mg is the weight of the whole salt[^.]*about 69\.3 mg/);
    expect(r.text).not.toMatch(/The standard, best-studied choice is a ferrous salt/);
  });

  it('"含多少铁" asks how much iron, not for foods without iron', () => {
    const r = ask('healthy', healthy, '富马酸亚铁200mg一片，含多少铁？', 'zh-CN');
    expect(r.text).toMatch(/富马酸亚铁 200 mg 指的是整个富马酸亚铁（盐）的重量[^。]*约 66 mg 铁/);
    expect(r.text).not.toMatch(/不需要专门挑“含铁多”/);
  });
});

describe('ferrous sulfate: the iron of a tablet whose hydrate varies', () => {
  it.each([
    ['ferrous sulfate 325 mg', 65],
    ['ferrous sulphate 200mg', 65],
    ['硫酸亚铁片 300mg', 60],
  ])('%s holds %d mg of iron (US and Chinese heptahydrate, UK dried)', (text, iron) => {
    const [claim] = findStatedAmounts(`${text} how much iron`);
    expect(claim?.nutrient).toBe('iron');
    expect(claim?.perDose).toBeCloseTo(iron, 6);
  });

  it('any other mass of it is not read as milligrams of iron', () => {
    expect(findStatedAmounts('ferrous sulfate 250 mg a day').filter((c) => c.nutrient === 'iron')).toEqual(
      [],
    );
  });

  it('"how much elemental iron is in ferrous sulfate 325 mg?" is 65 mg, never 325 mg above the UL', () => {
    const r = ask('healthy', healthy, 'how much elemental iron is in ferrous sulfate 325 mg?', 'en-US');
    expect(r.text).toMatch(/about 65 mg/);
    expect(r.text).not.toMatch(/325 mg a day is far above|7\.2 times/);
  });
});
