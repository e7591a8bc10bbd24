/**
 * Clinician review of the knowledge tables (2026-11-29), item 1: roxadustat (罗沙司他, 爱瑞卓, Evrenzo)
 * was not in the dictionary. Its names are found, and the label's spacing from phosphate binders and
 * from calcium, iron, magnesium (and zinc) is a rule of the plan and the chat — oral iron only, never
 * iron given into a vein.
 */
import { describe, expect, it } from 'vitest';
import { assistantReply } from '../assistant';
import { storedPlanFor } from '../assistant/testing';
import { medicineTabooSchema } from '../contracts/plan';
import { searchDrugs } from '../interactions/search';
import { resolveMedicine } from '../interactions/resolve';
import { taboosFor } from '../interactions/taboos';
import { LOCALES, person } from '../testing';
import { DRUG_INTERACTION_RULES } from './drug-interactions';
import { labelTimeOf } from './medicine-label-times';

describe('roxadustat in the medicine dictionary', () => {
  it.each([
    '罗沙司他',
    '爱瑞卓',
    'roxadustat',
    'Roxadustat 50 mg',
    'Evrenzo',
    'EVRENZO',
    '罗沙司他胶囊 50mg',
  ])('finds %s as roxadustat first', (q) => {
    expect(searchDrugs(q, 5, { tolerant: true })[0]?.drug.id).toBe('roxadustat');
    expect(resolveMedicine(q)).toMatchObject({ status: 'resolved', id: 'roxadustat' });
  });

  it.each(['rosuvastatin', '罗苏伐他汀', 'daprodustat', '司维拉姆', '沙库巴曲缬沙坦'])(
    'does not take the look-alike %s for roxadustat',
    (q) => {
      expect(resolveMedicine(q)).not.toMatchObject({ id: 'roxadustat' });
    },
  );
});

describe('roxadustat and multivalent cations (Evrenzo SmPC §4.2, §4.5)', () => {
  // The example table: supplement, rule id, zh window, en window.
  // prettier-ignore
  const SUPPLEMENTS: ['calcium' | 'iron' | 'magnesium' | 'zinc', RegExp, RegExp][] = [
    ['calcium', /至少1小时之后/, /at least 1 hour after this supplement/],
    ['magnesium', /至少1小时之后/, /at least 1 hour after this supplement/],
    ['zinc', /至少1小时之后/, /at least 1 hour after this supplement/],
    ['iron', /口服的铁.*至少1小时之后.*静脉输的铁|静脉输的铁.*口服的铁.*至少1小时之后/, /by mouth.*at least 1 hour after/],
  ];
  it.each(SUPPLEMENTS)('%s: spaced by the label, 1 hour, moderate', (substance, zh, en) => {
    for (const locale of LOCALES) {
      const t = taboosFor({ medicines: ['roxadustat'], substances: [substance] }, locale).filter(
        (x) => x.ruleId === `roxadustat.${substance}`,
      );
      expect(t, locale).toHaveLength(1);
      expect(t[0]).toMatchObject({ severity: 'moderate', management: 'separate', separateHours: 1 });
      expect(t[0]!.advice).toMatch(locale === 'zh-CN' ? zh : en);
      expect(t[0]!.source.ref).toMatch(/Evrenzo.*§4\.2.*§4\.5/);
      expect(t[0]!.source.ref).toMatch(/爱瑞卓/);
      expect(medicineTabooSchema.safeParse(t[0]).success).toBe(true);
    }
  });

  it('the iron row says iron into a vein needs no spacing (never oral-iron timing for IV iron)', () => {
    const [zh] = taboosFor({ medicines: ['roxadustat'], substances: ['iron'] }, 'zh-CN');
    const [en] = taboosFor({ medicines: ['roxadustat'], substances: ['iron'] }, 'en-US');
    expect(zh!.advice).toMatch(/静脉输的铁.*不用为它调整/);
    expect(en!.advice).toMatch(/into a vein.*needs no change of timing/);
  });

  // prettier-ignore
  const PAIRS: [string, string, RegExp, RegExp][] = [
    ['sevelamer', 'roxadustat+class:phosphate_binder', /司维拉姆.*至少1小时之后/, /at least 1 hour after the phosphate binder/],
    ['calcium-acetate', 'roxadustat+class:phosphate_binder', /随餐/, /with meals/],
    ['lanthanum-carbonate', 'roxadustat+class:phosphate_binder', /碳酸镧/, /lanthanum/],
    ['sucroferric-oxyhydroxide', 'roxadustat+class:phosphate_binder', /至少1小时之后/, /at least 1 hour after/],
    ['hydrotalcite', 'roxadustat+class:antacid', /达喜/, /aluminium, magnesium or bismuth/],
    ['keto-acid-analogues', 'roxadustat+keto-acid-analogues', /开同.*钙/, /Ketosteril/],
    ['potassium-magnesium-aspartate', 'roxadustat+potassium-magnesium-aspartate', /潘南金/, /Panangin/],
  ];
  it.each(PAIRS)('roxadustat with %s: %s', (other, ruleId, zh, en) => {
    for (const locale of LOCALES) {
      const pairs = taboosFor({ medicines: ['roxadustat', other], substances: [] }, locale).filter(
        (x) => x.ruleId === ruleId,
      );
      expect(pairs, locale).toHaveLength(1);
      expect(pairs[0]).toMatchObject({ severity: 'moderate', management: 'monitor' });
      expect(pairs[0]!.advice).toMatch(locale === 'zh-CN' ? zh : en);
      // Never told to stop a prescribed medicine: keep both, ask the kidney doctor or pharmacist.
      expect(pairs[0]!.advice).toMatch(
        locale === 'zh-CN' ? /照常吃.*肾内科医生或药师/ : /Keep taking both.*kidney doctor or pharmacist/,
      );
      expect(pairs[0]!.advice).not.toMatch(/停用|停药|stop taking|stop the/i);
    }
  });

  it('no pair with iron into a vein (iron sucrose), with epoetin or with an unrelated medicine', () => {
    for (const other of ['iron-sucrose', 'epoetin', 'calcitriol', 'amlodipine'])
      expect(
        taboosFor({ medicines: ['roxadustat', other], substances: [] }, 'en-US').filter((x) =>
          x.ruleId.startsWith('roxadustat+'),
        ),
        other,
      ).toEqual([]);
    expect(DRUG_INTERACTION_RULES.some((r) => r.id === 'roxadustat+class:iv_iron')).toBe(false);
  });

  it('a phosphate binder alone, or roxadustat with a non-cation supplement, raises no roxadustat rule', () => {
    expect(
      taboosFor({ medicines: ['sevelamer'], substances: ['calcium'] }, 'en-US').some((x) =>
        x.ruleId.startsWith('roxadustat'),
      ),
    ).toBe(false);
    expect(
      taboosFor(
        { medicines: ['roxadustat'], substances: ['vitaminC', 'folate', 'vitaminB12'] },
        'en-US',
      ).filter((x) => x.ruleId.startsWith('roxadustat')),
    ).toEqual([]);
  });

  it('has a label-time row in both languages', () => {
    const row = labelTimeOf('roxadustat');
    expect(row?.id).toBe('roxadustat-after-binders');
    expect(row?.text.zh).toMatch(/每周3次.*至少1小时/);
    expect(row?.text.en).toMatch(/three times a week.*at least 1 hour before it/);
  });
});

describe('the chat answers roxadustat with its spacing, with a plan and as a guest', () => {
  // prettier-ignore
  const ASKED: ['zh-CN' | 'en-US', string, string[], RegExp][] = [
    ['zh-CN', '我在吃罗沙司他，钙片和它能一起吃吗？', ['roxadustat', 'sevelamer'], /罗沙司他（爱瑞卓）要在吃该补充剂至少1小时之后再吃/],
    ['zh-CN', '爱瑞卓和司维拉姆能一起吃吗', ['roxadustat', 'sevelamer'], /罗沙司他要在吃磷结合剂.*至少1小时之后再吃/],
    ['en-US', 'Can I take my iron tablets with Evrenzo?', ['roxadustat'], /into a vein.*needs no change of timing.*at least 1 hour after it/],
    ['en-US', 'Can I take Renvela and roxadustat at the same time?', ['roxadustat', 'sevelamer'], /at least 1 hour after the phosphate binder/],
  ];
  it.each(ASKED)('%s: %s', (locale, text, medicines, said) => {
    for (const guest of [false, true]) {
      const plan = guest ? null : storedPlanFor('roxadustat', person('male', 66, 172, 70, 'light'), locale);
      const reply = assistantReply({ text, locale, plan, medicines: guest ? [] : medicines }).text;
      expect(reply, guest ? 'guest' : 'plan').toMatch(said);
      expect(reply).not.toMatch(/no known interaction|没有.*已知相互作用/);
    }
  });
});
