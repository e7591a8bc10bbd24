/**
 * Clinician review of the knowledge tables (2026-11-29), item 2: dronedarone (决奈达隆, Multaq) was not in
 * the dictionary. Its names are found; grapefruit is ruled out where amiodarone's and felodipine's
 * grapefruit rules live (MULTAQ US PI 2023 §7); dabigatran and digoxin are drug–drug pairs the prescriber
 * adjusts (Pradaxa US PI §7; Steffel et al., Europace 2021;23:1612) — never "stop it yourself".
 */
import { describe, expect, it } from 'vitest';
import { assistantReply } from '../assistant';
import { storedPlanFor } from '../assistant/testing';
import { dietNotesFor } from '../interactions/diet-notes';
import { resolveMedicine } from '../interactions/resolve';
import { searchDrugs } from '../interactions/search';
import { taboosFor } from '../interactions/taboos';
import { LOCALES, person } from '../testing';
import { labelTimeOf } from './medicine-label-times';

describe('dronedarone in the medicine dictionary', () => {
  it.each(['决奈达隆', '盐酸决奈达隆片', 'dronedarone', 'Dronedarone 400 mg', 'Multaq', 'MULTAQ 400mg'])(
    'finds %s as dronedarone first',
    (q) => {
      expect(searchDrugs(q, 5, { tolerant: true })[0]?.drug.id).toBe('dronedarone');
      expect(resolveMedicine(q)).toMatchObject({ status: 'resolved', id: 'dronedarone' });
    },
  );

  it.each(['amiodarone', '胺碘酮', 'dronabinol', 'Multaq-like vitamins'])(
    'does not take the look-alike %s for dronedarone',
    (q) => {
      expect(resolveMedicine(q)).not.toMatchObject({ id: 'dronedarone' });
    },
  );
});

describe('dronedarone and grapefruit', () => {
  it.each(LOCALES)('%s: the supplement table rules grapefruit extract out (major)', (locale) => {
    const t = taboosFor({ medicines: ['dronedarone'], substances: ['grapefruitExtract'] }, locale).filter(
      (x) => x.ruleId === 'dronedarone.grapefruitExtract',
    );
    expect(t).toHaveLength(1);
    expect(t[0]).toMatchObject({ severity: 'major', management: 'avoid' });
    expect(t[0]!.source.ref).toMatch(/MULTAQ.*§7.*grapefruit/);
  });

  it.each(LOCALES)('%s: the drug–food row says no grapefruit, pomelo or Seville orange at all', (locale) => {
    const notes = dietNotesFor(['dronedarone'], locale);
    const n = notes.find((x) => x.id === 'grapefruit-dronedarone');
    expect(n?.text).toMatch(
      locale === 'zh-CN'
        ? /西柚.*一点都不要吃.*柚子.*酸橙/
        : /no grapefruit or grapefruit juice at all.*pomelo.*Seville/,
    );
    expect(n?.text).toMatch(locale === 'zh-CN' ? /不要自己改药量/ : /do not change the dose yourself/);
    expect(n?.text).not.toMatch(/停用决奈达隆|stop (taking )?(the )?dronedarone/i);
  });

  it('amiodarone keeps its own row; a medicine without a grapefruit rule gets none from dronedarone', () => {
    expect(dietNotesFor(['amiodarone'], 'en-US').map((n) => n.id)).toContain('grapefruit-amiodarone');
    expect(dietNotesFor(['amiodarone'], 'en-US').map((n) => n.id)).not.toContain('grapefruit-dronedarone');
    expect(dietNotesFor(['metoprolol'], 'en-US').map((n) => n.id)).not.toContain('grapefruit-dronedarone');
  });

  it.each(LOCALES)('%s plan: a grapefruit finding for dronedarone', (locale) => {
    const plan = storedPlanFor(
      'dronedarone',
      { ...person('male', 74, 170, 72, 'light'), medicines: ['dronedarone'] },
      locale,
    );
    const f = plan.findings.find((x) => x.id === 'medicine-diet:grapefruit-dronedarone');
    expect(f?.severity).toBe('warning');
    expect(
      storedPlanFor('no dronedarone', person('male', 74, 170, 72, 'light'), locale).findings.map((x) => x.id),
    ).not.toContain('medicine-diet:grapefruit-dronedarone');
  });
});

describe('dronedarone with dabigatran and with digoxin: tell the prescriber, never stop on your own', () => {
  // prettier-ignore
  const PAIRS: [string, string, RegExp, RegExp][] = [
    ['dabigatran', 'dabigatran+dronedarone', /P-糖蛋白.*75 mg.*每天两次/, /P-glycoprotein.*75 mg twice a day.*30–50/],
    ['digoxin', 'digoxin+dronedarone', /地高辛中毒/, /digoxin toxicity/],
  ];
  it.each(PAIRS)('with %s: %s, major, monitor', (other, ruleId, zhMech, enMech) => {
    for (const locale of LOCALES) {
      const t = taboosFor({ medicines: ['dronedarone', other], substances: [] }, locale).filter(
        (x) => x.ruleId === ruleId,
      );
      expect(t, locale).toHaveLength(1);
      expect(t[0]).toMatchObject({ severity: 'major', management: 'monitor' });
      expect(t[0]!.mechanism).toMatch(locale === 'zh-CN' ? zhMech : enMech);
      expect(t[0]!.advice).toMatch(
        locale === 'zh-CN'
          ? /不要自己停|不要自行调整/
          : /Do not stop or change either yourself|Do not change either dose yourself/,
      );
    }
  });

  it('names the sources: Pradaxa §7, MULTAQ 2023 and the 2021 EHRA guide', () => {
    const [t] = taboosFor({ medicines: ['dabigatran', 'dronedarone'], substances: [] }, 'en-US').filter(
      (x) => x.ruleId === 'dabigatran+dronedarone',
    );
    expect(t!.source.ref).toMatch(/Pradaxa.*§7/);
    expect(t!.source.ref).toMatch(/MULTAQ.*2023/);
    expect(t!.source.ref).toMatch(/Europace 2021;23:1612/);
  });

  it('no pair with the other anticoagulants this review did not name, nor dabigatran with amiodarone from this row', () => {
    for (const other of ['apixaban', 'warfarin', 'metoprolol'])
      expect(
        taboosFor({ medicines: ['dronedarone', other], substances: [] }, 'en-US').filter(
          (x) => x.ruleId === `${other}+dronedarone`,
        ),
        other,
      ).toEqual([]);
    expect(
      taboosFor({ medicines: ['dabigatran', 'amiodarone'], substances: [] }, 'en-US').some(
        (x) => x.ruleId === 'dabigatran+dronedarone',
      ),
    ).toBe(false);
  });
});

describe('the chat answers dronedarone, with a plan and as a guest', () => {
  // prettier-ignore
  const ASKED: ['zh-CN' | 'en-US', string, string[], RegExp][] = [
    ['zh-CN', '我在吃决奈达隆，可以喝西柚汁吗？', ['dronedarone'], /西柚（葡萄柚）和西柚汁一点都不要吃/],
    ['en-US', 'Can I drink grapefruit juice on Multaq?', ['dronedarone'], /no grapefruit or grapefruit juice at all/],
    ['en-US', 'I take Pradaxa and my cardiologist added Multaq. Is that OK together?', ['dabigatran', 'dronedarone'], /P-glycoprotein|dabigatran level rises/],
    ['zh-CN', '泰毕全和决奈达隆能一起吃吗？', ['dabigatran', 'dronedarone'], /P-糖蛋白|出血风险/],
  ];
  it.each(ASKED)('%s: %s', (locale, text, medicines, said) => {
    for (const guest of [false, true]) {
      const plan = guest
        ? null
        : storedPlanFor('dronedarone chat', person('male', 74, 170, 72, 'light'), locale);
      const reply = assistantReply({ text, locale, plan, medicines: guest ? [] : medicines }).text;
      expect(reply, guest ? 'guest' : 'plan').toMatch(said);
      expect(reply).not.toMatch(/no known interaction|没有.*已知相互作用|grapefruit is fine|西柚可以吃/);
    }
  });
});

describe('dronedarone label time', () => {
  it('twice a day with meals, in both languages', () => {
    const row = labelTimeOf('dronedarone');
    expect(row?.text.zh).toMatch(/随早餐和晚餐/);
    expect(row?.text.en).toMatch(/with breakfast and with the evening meal/);
    expect(labelTimeOf('amiodarone')?.id).not.toBe('dronedarone-with-meals');
  });
});
