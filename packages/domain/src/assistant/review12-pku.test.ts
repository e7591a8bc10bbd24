/**
 * Twelfth clinician review, en P2 (Hannah, 29, classical PKU off diet, Phe 12.4 mg/dL, on Kuvan, planning a
 * pregnancy, three Diet Cokes a day): SERIOUS 1 — told to eat 12 g more natural protein; SERIOUS 2 — no
 * preconception Phe target, a Phe of 750 not flagged; 3 — aspartame unanswered; 4 — eggs, yogurt and a
 * protein shake unanswered; 5 — Kuvan in pregnancy answered with a breakfast paragraph. The reviewer's words
 * and other phrasings (everyday words, a typo, mixed language) in both languages, with her plan and as a
 * guest who says PKU.
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '../contracts/common';
import { assistantReply } from './reply';
import { askPersona } from './testing';

const HANNAH = 'Hannah: PKU off diet, Phe 12.4 mg/dL, on Kuvan, planning a pregnancy';
const guest = (text: string, locale: Locale, medicines: string[] = []) =>
  assistantReply({ text, locale, plan: null, medicines, history: [] }).text;

/** "Eat more protein", a protein figure to reach, or closing a gap with food. */
const MORE_PROTEIN =
  /You need \*\*\d+ g of Protein|close the gap with food|needs Protein: women|你每天需要\*\*蛋白质|先从食物补足|women 46 g/;

describe('PKU: natural protein is the metabolic team’s, never “eat more protein” (en P2 SERIOUS 1)', () => {
  it.each([
    ['en-US', 'So how much protein should I eat a day then?', false],
    ['en-US', 'I have PKU, how much protein can I have?', true],
    ['en-US', 'with pku do i need more protien?', true],
    ['zh-CN', '我有苯丙酮尿症，蛋白质每天吃多少？', true],
    ['zh-CN', '苯丙酮尿症要不要多吃点蛋白质', true],
    ['zh-CN', '我PKU，protein每天要多少克', true],
  ] as const)('%s: %s', (locale, q, saysPku) => {
    const texts = [askPersona(HANNAH, locale, q).text, ...(saysPku ? [guest(q, locale)] : [])];
    for (const text of texts) {
      expect(text).toMatch(/metabolic dietitian|代谢门诊的营养师/);
      expect(text).toMatch(/formula|配方粉/);
      expect(text).not.toMatch(MORE_PROTEIN);
    }
  });
});

describe('PKU: high-protein foods and shakes are high-Phe foods (en P2 finding 4)', () => {
  it.each([
    ['en-US', 'Can I eat eggs and greek yogurt for protein?', false],
    ['en-US', 'I have PKU - is a Premier Protein shake 30g ok?', true],
    ['en-US', 'pku and whey protien powder, fine?', true],
    ['zh-CN', '苯丙酮尿症能吃鸡蛋和酸奶补蛋白吗', true],
    ['zh-CN', '我可以喝蛋白奶昔吗', false],
    ['zh-CN', 'PKU能喝protein shake吗', true],
  ] as const)('%s: %s', (locale, q, saysPku) => {
    const texts = [askPersona(HANNAH, locale, q).text, ...(saysPku ? [guest(q, locale)] : [])];
    for (const text of texts) {
      expect(text).toMatch(/Do not add eggs|不要为了“多补蛋白”加鸡蛋/);
      expect(text).toMatch(/1\.5 g|1\.5克/);
      expect(text).not.toMatch(MORE_PROTEIN);
    }
  });
});

describe('PKU: the preconception Phe target, with the metabolic clinic (en P2 SERIOUS 2, minor 6)', () => {
  it.each([
    ['en-US', 'What should my Phe level be before I get pregnant?'],
    ['en-US', 'My last Phe was 12.4 mg/dL - is that ok?'],
    ['en-US', 'my clinic letter says phe 750 mg/dL is that really high?'],
    ['zh-CN', '苯丙酮尿症备孕，血苯丙氨酸要控制在多少？'],
    ['zh-CN', '我的苯丙氨酸750，能怀孕吗'],
    ['zh-CN', 'PKU备孕phe多少合适'],
  ] as const)('%s: %s — with her plan and as a guest', (locale, q) => {
    for (const text of [askPersona(HANNAH, locale, q).text, guest(q, locale)]) {
      expect(text).toMatch(/120–360 µmol\/L|120–360 μmol\/L/);
      expect(text).toMatch(/whole pregnancy|整个孕期/);
      expect(text).toMatch(/metabolic clinic|代谢门诊/);
      expect(text).toMatch(/contraception|避孕/);
      expect(text).toMatch(/1 mg\/dL is about 60 µmol\/L|1 mg\/dL约等于60 μmol\/L/);
      expect(text).not.toMatch(/Take 400 µg of folic acid daily|often your GP/);
    }
  });
});

describe('PKU: aspartame is a phenylalanine source (en P2 finding 3)', () => {
  it.each([
    ['en-US', 'Can I keep drinking Diet Coke? I have like 3 a day', false],
    ['en-US', 'Is sugar-free gum ok, the kind with aspartame?', false],
    ['en-US', 'can i have coke zero with my pku', true],
    ['zh-CN', '我有苯丙酮尿症，能喝健怡可乐吗', true],
    ['zh-CN', '零度可乐可以喝吗，一天三罐', false],
    ['zh-CN', 'PKU能吃阿斯巴甜吗', true],
  ] as const)('%s: %s', (locale, q, saysPku) => {
    const texts = [askPersona(HANNAH, locale, q).text, ...(saysPku ? [guest(q, locale)] : [])];
    for (const text of texts) {
      expect(text).toMatch(/breaks aspartame down into phenylalanine|阿斯巴甜在体内会分解出苯丙氨酸/);
      expect(text).toMatch(/PHENYLKETONURICS: CONTAINS PHENYLALANINE|含苯丙氨酸/);
    }
  });

  it('a guest asking "Is aspartame safe?" gets the intake limit and the PKU warning, not protein', () => {
    for (const [q, locale] of [
      ['Is aspartame safe?', 'en-US'],
      ['is aspartme bad for you', 'en-US'],
      ['阿斯巴甜安全吗', 'zh-CN'],
    ] as const) {
      const text = guest(q, locale);
      expect(text).toMatch(/40 mg per kg|每公斤体重不超过40毫克/);
      expect(text).toMatch(/People with PKU must avoid it|苯丙酮尿症的人不能吃阿斯巴甜/);
      expect(text).not.toMatch(/Protein|蛋白质/);
    }
  });
});

describe('PKU: Kuvan in pregnancy is the metabolic team’s decision (en P2 finding 5)', () => {
  it.each([
    ['en-US', 'What about the Kuvan, can I keep taking it if I get pregnant?'],
    ['en-US', 'should i stop kuvan before trying for a baby'],
    ['en-US', 'sapropterin in pregnancy ok?'],
    ['zh-CN', '怀孕了沙丙蝶呤还能吃吗'],
    ['zh-CN', '备孕要停Kuvan吗'],
    ['zh-CN', '沙丙蝶呤备孕期间要不要停'],
  ] as const)('%s: %s — with her plan and as a guest on it', (locale, q) => {
    for (const text of [askPersona(HANNAH, locale, q).text, guest(q, locale, ['sapropterin'])]) {
      expect(text).toMatch(/Do not stop Kuvan \(sapropterin\) on your own|不要自己停用沙丙蝶呤/);
      expect(text).toMatch(/metabolic team|代谢门诊/);
      expect(text).not.toMatch(/breakfast|早餐/);
    }
  });
});
