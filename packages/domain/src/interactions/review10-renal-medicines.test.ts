/**
 * Tenth clinician review, zh P2 finding 2: 开同 (复方α-酮酸片, keto acid analogues) and 碳酸氢钠片 (sodium
 * bicarbonate tablets), two of the commonest Chinese CKD medicines, were refused as unknown ("未知药物…请从列表
 * 中选择"), and "开同同钙尔奇可以一齐食吗？" was answered about Caltrate and calcitriol alone. They are in the
 * dictionary with Chinese and English names, and carry the rows a renal pharmacist would give: keto acids
 * go with a low-protein diet with enough energy, with meals, and bring calcium (about 50 mg a tablet); a
 * sodium bicarbonate tablet brings sodium, and its label sets no fixed gap from other tablets. The
 * reviewer's words and two more phrasings in both languages, with the persona's plan and as a guest.
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '../contracts/common';
import type { Answers } from '../contracts/questionnaire';
import { planFor } from '../engine';
import { assistantReply } from '../assistant/reply';
import { askPersona, findingOf, LOCALES, recOf, REFERENCE_PERSONAS } from '../testing';
import { resolveMedicine } from './resolve';
import { drugById } from './taboos';

const AMA = 'CKD G4 anaemia without iron studies, irbesartan, potassium 5.8';
const ama = (): Answers => new Map(REFERENCE_PERSONAS).get(AMA)!;
const DECLINED = /没有可靠的规则|no reliable rule/;

const idOf = (text: string) => {
  const r = resolveMedicine(text);
  return r.status === 'resolved' ? r.id : r.status;
};

describe('the dictionary knows them', () => {
  it.each([
    ['开同 复方α酮酸片 4片 一日三次', 'keto-acid-analogues'],
    ['开同', 'keto-acid-analogues'],
    ['复方α-酮酸片', 'keto-acid-analogues'],
    ['Ketosteril', 'keto-acid-analogues'],
    ['keto acid analogues', 'keto-acid-analogues'],
    ['碳酸氢钠片', 'sodium-bicarbonate'],
    ['碳酸氢钠片 0.5g 每天3次', 'sodium-bicarbonate'],
    ['sodium bicarbonate 650 mg', 'sodium-bicarbonate'],
    ['Sodium bicarbonate tablets', 'sodium-bicarbonate'],
  ])('%s → %s', (text, id) => {
    expect(idOf(text)).toBe(id);
  });

  it('with Chinese and English names', () => {
    expect(drugById('keto-acid-analogues')).toMatchObject({
      zh: '复方α-酮酸',
      en: expect.stringMatching(/keto/i),
    });
    expect(drugById('sodium-bicarbonate')).toMatchObject({ zh: '碳酸氢钠', en: 'Sodium bicarbonate' });
  });
});

/** 阿妈 with the two medicines the reviewer typed (now in her reference persona). */
const withRenalMedicines = (): Answers => {
  const a = ama();
  expect(a.medicines).toEqual(expect.arrayContaining(['keto-acid-analogues', 'sodium-bicarbonate']));
  return a;
};

describe.each(LOCALES)('%s plan', (locale) => {
  it('keto acids: with a low-protein diet and enough energy, with meals, and their calcium', () => {
    const plan = planFor(withRenalMedicines(), locale);
    const f = findingOf(plan, 'medicine-diet:keto-acid-analogues-diet');
    expect(f?.text).toMatch(locale === 'zh-CN' ? /低蛋白饮食/ : /low-protein diet/);
    expect(f?.text).toMatch(locale === 'zh-CN' ? /热量/ : /energy|calories/);
    expect(f?.text).toMatch(locale === 'zh-CN' ? /随餐|吃饭时/ : /with meals/);
    expect(f?.text).toMatch(/50 ?(mg|毫克)/);
    expect(f?.text).toMatch(/2 ?(小时|hours)/);
  });

  it('keto acids with Caltrate: a calcium pair, and the plan sells no calcium', () => {
    const plan = planFor(withRenalMedicines(), locale);
    const pair = plan.medicineTaboos.find(
      (t) => t.drugId === 'keto-acid-analogues' && t.target === 'calcium',
    );
    expect(pair?.management).toBe('avoid');
    expect(pair?.mechanism).toMatch(/50 ?(mg|毫克)/);
    expect(recOf(plan, 'calcium')).toBeUndefined();
  });

  it('sodium bicarbonate: the sodium it brings, counted in the salt limit; no fixed gap from other tablets', () => {
    const plan = planFor(withRenalMedicines(), locale);
    const f = findingOf(plan, 'medicine-diet:sodium-bicarbonate-sodium');
    expect(f?.text).toMatch(/137|274/);
    expect(f?.text).toMatch(locale === 'zh-CN' ? /盐/ : /salt/);
    expect(f?.text).toMatch(locale === 'zh-CN' ? /药师/ : /pharmacist/);
    expect(f?.text).not.toMatch(/间隔\s?\d|\d+ hours? apart/);
  });
});

const guest = (text: string, locale: Locale, medicines: string[] = []) =>
  assistantReply({ text, locale, plan: null, medicines, history: [] });

describe('the chat answers them (zh P2 finding 2)', () => {
  it.each([
    ['zh-CN', '开同(复方α酮酸片)同钙尔奇可以一齐食吗？'],
    ['zh-CN', '吃着开同，还能再吃钙片吗'],
    ['zh-CN', '复方α-酮酸片和钙尔奇D一起吃会不会补钙太多'],
    ['en-US', 'can my mum take Ketosteril with her Caltrate?'],
    ['en-US', 'is it ok to take calcium tablets with keto acid analogues?'],
    ['en-US', 'she is on Ketosteril, should she still take a calcium supplement?'],
  ] as const)('keto acids with calcium — %s: %s', (locale, q) => {
    for (const r of [askPersona(AMA, locale, q), guest(q, locale)]) {
      expect(r.text).not.toMatch(DECLINED);
      expect(r.text).toMatch(/复方α-酮酸|[Kk]eto acid/);
      expect(r.text).toMatch(/50 ?(mg|毫克)/);
      expect(r.text).toMatch(locale === 'zh-CN' ? /血钙/ : /blood calcium/);
    }
  });

  it.each([
    ['zh-CN', '碳酸氢钠片含钠多吗？阿妈要限盐'],
    ['zh-CN', '吃碳酸氢钠片算不算吃盐'],
    ['zh-CN', '碳酸氢钠片一天吃三次，对血压有影响吗'],
    ['en-US', 'does sodium bicarbonate count toward her salt limit?'],
    ['en-US', 'how much sodium is in her sodium bicarbonate tablets?'],
    ['en-US', 'she takes sodium bicarbonate 3 times a day, is that a lot of salt?'],
  ] as const)('sodium bicarbonate and salt — %s: %s', (locale, q) => {
    const medicines = ['sodium-bicarbonate'];
    for (const r of [
      assistantReply({ text: q, locale, plan: null, medicines, history: [] }),
      guest(q, locale),
    ]) {
      expect(r.text).not.toMatch(DECLINED);
      expect(r.text).toMatch(/137|274/);
      expect(r.text).toMatch(locale === 'zh-CN' ? /盐/ : /salt/);
    }
  });
});
