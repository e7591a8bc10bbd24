/**
 * Tenth clinician review, en P2 finding 3 and en P3 finding 6: a phenytoin level ("Phenytoin, Total"
 * 24 mcg/mL, reference 10–20) and platelets (142 ×10⁹/L at 34 weeks with gestational hypertension) typed
 * as labs were "Lab items not recognised", and the chat would not say whether a Dilantin level of 24 is
 * high. The reviewers' words and two more phrasings in both languages, with the persona's plan and as a
 * guest.
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '../contracts/common';
import type { Answers } from '../contracts/questionnaire';
import { planFor } from '../engine';
import { assistantReply } from '../assistant/reply';
import { askPersona, findingOf, LOCALES, markerOf, REFERENCE_PERSONAS } from '../testing';
import { analyseLabs, findMarker, normaliseUnit } from '.';
import { statedLabs } from '../assistant/intents/labs';
import { extractMarkers } from './extract';

const DWAYNE = "phenytoin with his sister's folic acid 5 mg";
const CHLOE = 'gestational hypertension at 34 weeks on labetalol and aspirin 150 mg, Hb 98, cod liver oil';
const persona = (name: string): Answers => {
  const a = new Map(REFERENCE_PERSONAS).get(name);
  if (!a) throw new Error(name);
  return a;
};
const DECLINED = /没有可靠的规则|no reliable rule/;
const TODAY = /今天|today/;

describe('names and report lines', () => {
  it.each([
    ['Phenytoin, Total', 'phenytoin'],
    ['Total phenytoin', 'phenytoin'],
    ['Phenytoin level', 'phenytoin'],
    ['Dilantin level', 'phenytoin'],
    ['苯妥英钠浓度', 'phenytoin'],
    ['苯妥英钠血药浓度', 'phenytoin'],
    ['Platelets', 'platelets'],
    ['Platelet count', 'platelets'],
    ['PLT', 'platelets'],
    ['血小板', 'platelets'],
    ['血小板计数', 'platelets'],
  ])('%s → %s', (name, key) => {
    expect(findMarker(name)?.key).toBe(key);
  });

  it.each(['Free phenytoin', 'Phenytoin, free', '游离苯妥英', '平均血小板体积', 'MPV'])(
    '%s is not the total phenytoin level or the platelet count',
    (name) => {
      expect(['phenytoin', 'platelets']).not.toContain(findMarker(name)?.key);
    },
  );

  it.each([
    ['Phenytoin, Total 24 mcg/mL 10-20', ['phenytoin', 24, 'mcg/mL']],
    ['苯妥英钠浓度 24.0 μg/mL', ['phenytoin', 24, 'μg/mL']],
    ['PLT 142 10^9/L 125-350', ['platelets', 142, '10^9/L']],
    ['Platelets 142 x10E3/uL 150-400', ['platelets', 142, 'x10E3/uL']],
  ] as const)('%s', (line, [key, value, unit]) => {
    const m = extractMarkers(line);
    expect(m.map((x) => [x.marker, x.value, normaliseUnit(x.unit)])).toEqual([
      [key, value, normaliseUnit(unit)],
    ]);
  });

  it.each([
    'I take phenytoin 300 at night, can I have a beer?',
    'i take dilantin 300mg at bedtime, is grapefruit ok?',
    '苯妥英钠每天300毫克，能喝酒吗',
  ])('a dose is not a level: %s', (q) => {
    expect(statedLabs(q)).toEqual([]);
  });

  it('µmol/L is read (RCPA: 40–80 µmol/L = 10–20 mg/L)', () => {
    const r = analyseLabs([{ marker: 'Phenytoin level', value: 75, unit: 'µmol/L' }], {
      sex: 'male',
      locale: 'en-US',
    }).analysis.markers[0]!;
    expect(r.flag).toBe('normal');
    const high = analyseLabs([{ marker: 'Phenytoin level', value: 95, unit: 'µmol/L' }], {
      sex: 'male',
      locale: 'en-US',
    }).analysis.markers[0]!;
    expect(high.flag).toBe('high');
  });
});

describe.each(LOCALES)('%s plan', (locale) => {
  it('Dwayne\'s "Phenytoin, Total" 24 mcg/mL is high and urgent: the prescriber today, the toxic signs to the emergency department', () => {
    const plan = planFor(
      {
        ...persona(DWAYNE),
        labs: [...(persona(DWAYNE).labs ?? []), { marker: 'Phenytoin, Total', value: 24, unit: 'mcg/mL' }],
      },
      locale,
    );
    expect(markerOf(plan, 'phenytoin')).toMatchObject({ flag: 'high', refLow: 10, refHigh: 20 });
    const f = findingOf(plan, 'lab:phenytoin');
    expect(f?.severity).toBe('urgent');
    expect(f?.text).toMatch(TODAY);
    expect(f?.text).toMatch(
      locale === 'zh-CN'
        ? /走路不稳[^。]*重影[^。]*说话含糊/
        : /unsteadily[^.]*double vision[^.]*slurred speech/,
    );
    expect(f?.text).toMatch(locale === 'zh-CN' ? /急诊/ : /emergency department/);
    expect(findingOf(plan, 'lab-rejected')?.text ?? '').not.toMatch(/Phenytoin/);
  });

  it('a phenytoin level within 10–20 is not urgent', () => {
    const plan = planFor(
      { ...persona(DWAYNE), labs: [{ marker: 'Dilantin level', value: 15, unit: 'mg/L' }] },
      locale,
    );
    expect(markerOf(plan, 'phenytoin')?.flag).toBe('normal');
    expect(findingOf(plan, 'lab:phenytoin')).toBeUndefined();
  });

  it("Chloe's platelets 142 are recognised; in the US range (150–400) low with the maternity team named", () => {
    const plan = planFor(persona(CHLOE), locale);
    const m = markerOf(plan, 'platelets');
    expect(m).toBeDefined();
    expect(findingOf(plan, 'lab-rejected')?.text ?? '').not.toMatch(/Platelets/);
    if (locale === 'en-US') {
      expect(m?.flag).toBe('low');
      expect(findingOf(plan, 'lab:platelets')?.text).toMatch(/pre-eclampsia[\s\S]*maternity unit today/);
    } else {
      // WS/T 405-2012: 125–350 ×10⁹/L.
      expect(m?.flag).toBe('normal');
    }
  });

  it('platelets below 100 in pregnancy: the maternity unit today, in both languages', () => {
    const plan = planFor({ ...persona(CHLOE), labs: [{ marker: 'PLT', value: 85, unit: '10^9/L' }] }, locale);
    const f = findingOf(plan, 'lab:platelets');
    expect(f?.text).toMatch(locale === 'zh-CN' ? /今天就联系产科/ : /maternity unit today/);
    expect(f?.text).toMatch(locale === 'zh-CN' ? /子痫前期/ : /pre-eclampsia/);
  });

  it('platelets low outside pregnancy on a blood thinner name the bleeding risk and the prescriber', () => {
    const plan = planFor(
      {
        ...persona('apixaban with bleeding supplements, CKD G3b, iron-deficient, 76 (UK)'),
        labs: [{ marker: 'Platelets', value: 90, unit: '10^9/L' }],
      },
      locale,
    );
    const f = findingOf(plan, 'lab:platelets');
    expect(f?.text).toMatch(locale === 'zh-CN' ? /出血风险/ : /risk of bleeding/);
    expect(f?.text).not.toMatch(/子痫|pre-eclampsia/);
  });
});

const guest = (text: string, locale: Locale, medicines: string[] = []) =>
  assistantReply({ text, locale, plan: null, medicines, history: [] });

describe('the chat reads a phenytoin level (en P2 finding 3)', () => {
  it.each([
    ['en-US', 'my dilantin level came back 24 on the blood test, is that good?'],
    ['en-US', 'phenytoin level 24 mcg/mL, range 10-20 — is that too high?'],
    ['en-US', 'Dilantin level was 24, should I be worried?'],
    ['zh-CN', '查了苯妥英钠血药浓度，结果24，这个正常吗？'],
    ['zh-CN', '苯妥英钠浓度 24 μg/mL 高不高'],
    ['zh-CN', '医院说我苯妥英浓度24，要紧吗'],
  ] as const)('%s: %s', (locale, q) => {
    const withPlan = askPersona(DWAYNE, locale, q).text;
    const asGuest = guest(q, locale, ['phenytoin']).text;
    for (const text of [withPlan, asGuest]) {
      expect(text).not.toMatch(DECLINED);
      expect(text).toMatch(TODAY);
      expect(text).toMatch(/20/);
    }
  });
});

describe('the chat reads a platelet count in pregnancy (en P3 finding 6)', () => {
  it.each([
    ['en-US', 'my platelets came back at 142, im 34 weeks with high blood pressure, is that ok?'],
    ['en-US', 'platelet count 142 at 34 weeks pregnant - should i worry?'],
    ['en-US', '34 weeks, bp has been high, and the blood test says platelets 142. normal?'],
    ['zh-CN', '孕34周，有妊娠高血压，血小板142，要紧吗？'],
    ['zh-CN', '怀孕34周血小板计数142正常吗'],
    ['zh-CN', '孕晚期血压高，查血小板 142 ×10^9/L，需要注意什么'],
  ] as const)('%s: %s', (locale, q) => {
    const withPlan = askPersona(CHLOE, locale, q);
    const asGuest = assistantReply({ text: q, locale, plan: null, medicines: [], history: [] });
    for (const r of [withPlan, asGuest]) {
      // The platelet value is read (not a stock answer about another nutrient), never declined.
      expect(r.text).not.toMatch(DECLINED);
      expect(r.text).toMatch(/血小板|[Pp]latelet/);
    }
  });
});
