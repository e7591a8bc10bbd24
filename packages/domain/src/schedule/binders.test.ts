/**
 * Fourteenth clinician review, zh P4 (小敏, ICP at 33 weeks on 优思弗 and 消胆胺; finding 2 and minor 9): the
 * day's schedule named only vitamin E and folic acid beside cholestyramine — not ursodeoxycholic acid,
 * 爱乐维 (vitamins A, D, iron) or 钙尔奇D. A bile acid sequestrant binds every oral dose taken with it, so
 * its label's window (Questran: other drugs 1 hour before or 4–6 hours after) is said for every other
 * medicine and supplement of the day, with a medicine's own longer gap (Ursofalk: 2 hours; Synthroid:
 * 4 hours). Example table from the labels; look-alikes that are not binders say nothing.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { REFERENCE_PERSONAS } from '../engine/reference-personas';
import { storedPlanFor } from '../assistant/testing';
import { LOCALES, person } from '../testing';
import { daySchedule, type DaySchedule } from './index';
import { BINDERS, binderWindowFor } from './rules';

const XIAO_MIN = '小敏 ICP at 33 weeks on 优思弗 and 消胆胺 (zh)';
const xiaoMin = new Map(REFERENCE_PERSONAS).get(XIAO_MIN)!;

const dayOf = (a: Answers, locale: (typeof LOCALES)[number], name = 'test persona'): DaySchedule => {
  const plan = storedPlanFor(name, a, locale);
  return daySchedule({ plan, medicines: [...(a.medicines ?? [])] });
};
const binderNote = (day: DaySchedule, locale: (typeof LOCALES)[number]) =>
  day.notes.find((n) => /吸附同时吃下|binds the medicines/.test(locale === 'zh-CN' ? n.text.zh : n.text.en));

describe('the label windows of the sequestrants (example table from Questran, Colestid, Welchol)', () => {
  it.each([
    // binder, other medicine, hours before, hours after (min, max)
    ['cholestyramine', 'ursodeoxycholic-acid', 2, 4, 6],
    ['cholestyramine', 'warfarin', 1, 4, 6],
    ['cholestyramine', 'levothyroxine', 4, 4, 6],
    ['colestipol', 'metformin', 1, 4, undefined],
    ['colestipol', 'ursodeoxycholic-acid', 2, 4, undefined],
    ['colesevelam', 'levothyroxine', 4, null, undefined],
  ] as const)('%s with %s: %d h before, after %s–%s h', (binder, drug, before, afterMin, afterMax) => {
    const row = BINDERS.find((b) => b.drugIds.includes(binder))!;
    const w = binderWindowFor(row, drug);
    expect(w.before).toBe(before);
    if (afterMin === null) expect(w.after).toBeNull();
    else {
      expect(w.after?.min).toBe(afterMin);
      expect(w.after?.max).toBe(afterMax);
    }
  });
});

describe('小敏: the schedule names ursodeoxycholic acid and every supplement beside cholestyramine', () => {
  it.each(LOCALES)('%s', (locale) => {
    const day = dayOf(xiaoMin, locale, XIAO_MIN);
    const note = binderNote(day, locale);
    const text = locale === 'zh-CN' ? note?.text.zh : note?.text.en;
    expect(note?.kind).toBe('spacing');
    expect(text).toMatch(
      locale === 'zh-CN'
        ? /熊去氧胆酸在它之前至少 2 小时、或之后 4–6 小时吃/
        : /Ursodeoxycholic acid \(ursodiol\) at least 2 h before it or 4–6 h after it/,
    );
    for (const name of ['爱乐维', '钙尔奇D', '维生素E软胶囊']) expect(text).toContain(name);
    expect(text).toMatch(
      locale === 'zh-CN' ? /之前至少 4 小时、或之后 4–6 小时/ : /at least 4 h before it or 4–6 h after it/,
    );
    expect(day.sources.join(' ')).toMatch(/Questran .*1 hour before or 4–6 hours after/);
    expect(day.sources.join(' ')).toMatch(/优思弗/);
    // The binder's note replaces the per-nutrient "move the times above" lines (no repetition).
    expect(day.notes.filter((n) => n.kind === 'unplaced')).toHaveLength(0);
  });
});

describe('other ways the same day arrives: another sequestrant, another medicine', () => {
  const base: Answers = { ...person('male', 58, 172, 80, 'light'), supplements: xiaoMin.supplements };
  it.each(LOCALES)('%s: colestipol with levothyroxine and metformin', (locale) => {
    const a: Answers = {
      ...base,
      conditions: ['dyslipidemia'],
      medicines: ['colestipol', 'levothyroxine', 'metformin'],
    };
    const note = binderNote(dayOf(a, locale), locale);
    const text = locale === 'zh-CN' ? note!.text.zh : note!.text.en;
    expect(text).toMatch(
      locale === 'zh-CN' ? /左甲状腺素[^；]*之前至少 4 小时/ : /evothyroxine[^;]*4 h before/,
    );
    expect(text).toMatch(locale === 'zh-CN' ? /二甲双胍[^；]*之前至少 1 小时/ : /etformin[^;]*1 h before/);
  });

  it.each(LOCALES)('%s: colesevelam — only "before", as its label says', (locale) => {
    const a: Answers = { ...base, medicines: ['colesevelam', 'metformin'] };
    const note = binderNote(dayOf(a, locale), locale);
    const text = locale === 'zh-CN' ? note!.text.zh : note!.text.en;
    expect(text).toMatch(locale === 'zh-CN' ? /之前至少 4 小时吃/ : /at least 4 h before it/);
    expect(text).not.toMatch(/之后|after it/);
  });
});

describe('look-alikes that must not change', () => {
  it.each(LOCALES)(
    '%s: ezetimibe (a cholesterol medicine, not a binder) and UDCA alone say nothing',
    (locale) => {
      for (const medicines of [['ezetimibe', 'atorvastatin'], ['ursodeoxycholic-acid']]) {
        const a: Answers = { ...xiaoMin, medicines, medicineDoses: [] };
        expect(binderNote(dayOf(a, locale), locale)).toBeUndefined();
      }
    },
  );
});

describe('property: with a binder, every other dose of the day is named in its note', () => {
  const OTHERS = ['ursodeoxycholic-acid', 'levothyroxine', 'metformin', 'warfarin', 'atorvastatin'] as const;
  it('any binder with any set of other medicines', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('cholestyramine', 'colestipol', 'colesevelam'),
        fc.subarray([...OTHERS], { minLength: 1 }),
        (binder, others) => {
          const a: Answers = { ...xiaoMin, medicines: [binder, ...others], medicineDoses: [] };
          const day = dayOf(a, 'en-US');
          const text = binderNote(day, 'en-US')?.text.en ?? '';
          const items = [...day.slots.flatMap((s) => s.items), ...day.asPrescribed].filter(
            (i) => i.drugId !== binder,
          );
          return items.every((i) =>
            i.kind === 'medicine'
              ? text.includes(i.label.en.replace(' (your medicine, as prescribed)', ''))
              : text.includes(i.label.en.replace(/ \(your own\)$| ×\d+$/, '')),
          );
        },
      ),
      { numRuns: 25, seed: 31 },
    );
  });
});
