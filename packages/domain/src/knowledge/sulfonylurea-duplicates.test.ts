/**
 * Forty-eighth clinician review: 消渴丸 (Xiaoke pills, glibenclamide 2.5 mg per 10 pills) was not in the dictionary,
 * and two sulfonylureas together were no pair. The dictionary finds it by every name it is typed by, it carries
 * everything glibenclamide carries, and any two sulfonylureas are a major pair that sends the person to the
 * prescriber today — never one stopped on their own.
 */
import { describe, expect, it } from 'vitest';
import { findDrugs } from '../assistant/entities';
import { checkAnswer } from '../assistant/safety';
import { ramadanFinding } from '../conditions/ramadan';
import { medicineTabooSchema } from '../contracts/plan';
import { dietNotesFor } from '../interactions/diet-notes';
import { resolveMedicine, resolveMedicineEntries } from '../interactions/resolve';
import { searchDrugs } from '../interactions/search';
import { drugById, rulesForDrug, taboosFor } from '../interactions/taboos';
import { LOCALES } from '../testing';
import { GLIBENCLAMIDE_PRODUCTS, XIAOKE_GLIBENCLAMIDE_MG_PER_10_PILLS } from './sulfonylurea-duplicates';

const pairsOf = (medicines: string[], locale: 'zh-CN' | 'en-US') =>
  taboosFor({ medicines, substances: [] }, locale).filter((t) => t.kind === 'drug_interaction');

describe('消渴丸 in the medicine dictionary', () => {
  it.each([
    '消渴丸',
    '消渴丸 10丸',
    '消渴丸10丸 每日三次',
    '消渴丸（含格列本脲）',
    '消渴丸(含格列本脲) 10丸',
    'Xiaoke Wan',
    'Xiaoke pill',
    'xiaoke pills',
  ])('resolves %s to the entry', (typed) => {
    expect(resolveMedicine(typed)).toMatchObject({ status: 'resolved', id: 'xiaoke-pills' });
    expect(resolveMedicineEntries([typed], 'zh-CN')).toMatchObject({ ids: ['xiaoke-pills'], unresolved: [] });
  });

  it('a count of pills is no tablet dose', () => {
    const r = resolveMedicine('消渴丸 10丸');
    expect(r.status === 'resolved' && r.dose).toBeFalsy();
  });

  it.each(['消渴丸', 'Xiaoke Wan'])('the search finds %s first', (q) => {
    expect(searchDrugs(q, 5)[0]?.drug.id).toBe('xiaoke-pills');
  });

  it.each([
    ['消渴丸是中成药，比西药温和吧？我跟亚莫利一起吃没事吧？', ['xiaoke-pills', 'glimepiride']],
    ['is Xiaoke pill ok with my glimepiride?', ['xiaoke-pills', 'glimepiride']],
    // Its own name holds 格列本脲: the one medicine named, not glibenclamide beside it.
    ['我吃的是消渴丸（含格列本脲）', ['xiaoke-pills']],
  ])('the chat finds the medicines of "%s"', (text, ids) => {
    expect(findDrugs(text).map((d) => d.id)).toEqual(ids);
  });

  it.each(['格列本脲', '优降糖', '六味地黄丸', '消渴', '格列美脲'])('does not take %s for it', (typed) => {
    expect(resolveMedicine(typed)).not.toMatchObject({ id: 'xiaoke-pills' });
  });

  it('is a sulfonylurea holding glibenclamide, 2.5 mg per 10 pills', () => {
    expect(drugById('xiaoke-pills')?.classes).toEqual(['sulfonylurea']);
    expect(drugById('xiaoke-pills')?.zh).toMatch(/含格列本脲/);
    expect(drugById('xiaoke-pills')?.en).toMatch(/glibenclamide/);
    expect(XIAOKE_GLIBENCLAMIDE_MG_PER_10_PILLS).toBe(2.5);
    expect(GLIBENCLAMIDE_PRODUCTS).toEqual(['glibenclamide', 'xiaoke-pills']);
  });
});

describe('消渴丸 carries everything glibenclamide carries', () => {
  it('the same supplement and depletion rules', () => {
    const ids = (drug: string) => rulesForDrug(drug).map((r) => r.id);
    expect(ids('xiaoke-pills')).toEqual(ids('glibenclamide'));
    expect(ids('xiaoke-pills').length).toBeGreaterThan(0);
  });

  it.each(LOCALES)('%s: the same diet notes (alcohol and lows)', (locale) => {
    const notes = (drug: string) => dietNotesFor([drug], locale).map((n) => [n.id, n.text]);
    expect(notes('xiaoke-pills')).toEqual(notes('glibenclamide'));
    expect(notes('xiaoke-pills').map(([id]) => id)).toContain('alcohol-hypoglycaemia');
  });

  it.each(LOCALES)('%s: fasting in Ramadan says glibenclamide’s row', (locale) => {
    const f = ramadanFinding({
      locale,
      religiousFasting: 'ramadan',
      conditions: ['diabetes'],
      medicines: [{ id: 'xiaoke-pills', classes: ['sulfonylurea'] }],
    });
    expect(f?.reasons.map((r) => r.ref)).toContain('religiousFasting=ramadan#ramadan.glibenclamide');
    expect(f?.severity).toBe('warning');
  });
});

describe('two sulfonylureas are a major pair', () => {
  it.each([
    [['xiaoke-pills', 'glimepiride']],
    [['glimepiride', 'xiaoke-pills']],
    [['metformin', 'glimepiride', 'acarbose', 'xiaoke-pills']],
  ])('消渴丸 with glimepiride (%j): its own row, whichever is listed first', (medicines) => {
    for (const locale of LOCALES) {
      const p = pairsOf(medicines, locale);
      expect(p, locale).toHaveLength(1);
      const t = p[0]!;
      expect(t).toMatchObject({ severity: 'major', management: 'avoid' });
      expect(t.ruleId).toMatch(/xiaoke-pills/);
      expect([t.drugId, t.target].sort()).toEqual(['glimepiride', 'xiaoke-pills']);
      expect(medicineTabooSchema.safeParse(t).success).toBe(true);
      const said = `${t.drug} ${t.supplement} ${t.mechanism} ${t.advice}`;
      if (locale === 'zh-CN') {
        expect(said).toMatch(/消渴丸（含格列本脲）.*格列美脲|格列美脲.*消渴丸（含格列本脲）/);
        expect(t.mechanism).toMatch(/每10丸含西药格列本脲（优降糖）2\.5 mg/);
        expect(t.mechanism).toMatch(/两种磺脲类降糖药一起吃/);
        expect(t.mechanism).toMatch(/作用时间长、要靠肾排出.*年纪大、肾功能差.*严重、反复/);
        expect(t.advice).toMatch(/今天就联系开药的医生/);
        expect(t.advice).toMatch(/不要自己停掉或减掉其中一种/);
        expect(t.advice).toMatch(/身上随时带糖块或葡萄糖片/);
        expect(t.advice).toMatch(/先换掉含格列本脲的消渴丸——保留哪一种、怎么换，由医生决定/);
      } else {
        expect(said).toMatch(/Xiaoke pills \(contain glibenclamide\).*Glimepiride|Glimepiride.*Xiaoke pills/);
        expect(t.mechanism).toMatch(/every 10 pills contain 2\.5 mg of glibenclamide/);
        expect(t.mechanism).toMatch(/two sulfonylureas at once/);
        expect(t.mechanism).toMatch(/long-acting and cleared through the kidneys.*severe, recurrent lows/);
        expect(t.advice).toMatch(/Contact the doctor who prescribes them \(or your pharmacist\) today/);
        expect(t.advice).toMatch(/do not stop, cut or raise either one on your own/);
        expect(t.advice).toMatch(/Carry sugar or glucose tablets/);
        expect(t.mechanism + t.advice).not.toMatch(/\p{Script=Han}/u);
      }
      expect(t.source.ref).toMatch(/消渴丸说明书.*每10丸含格列本脲2\.5 mg/);
      expect(t.source.ref).toMatch(/Beers Criteria/);
      expect(t.source.ref).toMatch(/中国老年糖尿病诊疗指南（2024年版）/);
      expect(t.source.ref).toMatch(/Standards of Care in Diabetes—2025, §13/);
    }
  });

  it.each([
    ['glibenclamide', 'gliclazide'],
    ['glimepiride', 'glipizide'],
    ['gliquidone', 'glimepiride'],
  ])('%s with %s: the class row', (a, b) => {
    for (const locale of LOCALES) {
      const p = pairsOf([a, b], locale);
      expect(p, locale).toHaveLength(1);
      expect(p[0]).toMatchObject({
        ruleId: 'class:sulfonylurea+class:sulfonylurea',
        severity: 'major',
        management: 'avoid',
      });
      expect(p[0]!.advice).toMatch(locale === 'zh-CN' ? /今天就联系开药的医生/ : /today/);
    }
  });

  it('消渴丸 with glibenclamide itself is the same drug twice: its own row', () => {
    const p = pairsOf(['glibenclamide', 'xiaoke-pills'], 'zh-CN');
    expect(p).toHaveLength(1);
    expect(p[0]!.ruleId).toMatch(/xiaoke-pills/);
  });

  it.each([
    [['xiaoke-pills']],
    [['glimepiride']],
    [['xiaoke-pills', 'metformin', 'acarbose']],
    [['glimepiride', 'metformin', 'sitagliptin', 'insulin-glargine']],
    [['gliclazide', 'repaglinide']],
  ])('one sulfonylurea (%j): no duplicate', (medicines) => {
    for (const locale of LOCALES) {
      const dup = taboosFor({ medicines, substances: [] }, locale).filter((t) =>
        /sulfonylurea\+|\+class:sulfonylurea|xiaoke-pills\+/.test(t.ruleId),
      );
      expect(dup, `${medicines.join(',')} ${locale}`).toEqual([]);
    }
  });

  it.each(LOCALES)('%s: the texts pass the answer check (never "stop your medicine")', (locale) => {
    for (const medicines of [
      ['xiaoke-pills', 'glimepiride'],
      ['glibenclamide', 'gliclazide'],
    ]) {
      const t = pairsOf(medicines, locale)[0]!;
      for (const text of [t.mechanism, t.advice]) {
        expect(checkAnswer(text, { locale, medicines, plan: null }).problems).toEqual([]);
      }
    }
  });
});
