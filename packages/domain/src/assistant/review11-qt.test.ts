/**
 * Eleventh clinician review, en P5 (Kerry, 38, methadone 85 mg with citalopram 40 mg and promethazine
 * (Sominex) most nights; QTc 486 ms, K 3.3, Mg 0.62): finding 13 — QTc "not recognised", no QT pair, and
 * "is there anything in my diet or supplements that makes that worse?" got "no reliable rule". The
 * reviewer's words and two more phrasings in each language, with her plan and as a guest.
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '../contracts/common';
import { planFor } from '../engine/index';
import { REFERENCE_PERSONAS } from '../engine/reference-personas';
import { assistantReply } from './reply';
import { askPersona, storedPlanFor } from './testing';

const KERRY = 'methadone with citalopram and promethazine, QTc 486 ms, K 3.3, Mg 0.62';
const guest = (text: string, locale: Locale, medicines: string[] = []) =>
  assistantReply({ text, locale, plan: null, medicines, history: [] }).text;
const DECLINED = /no reliable rule|没有可靠的规则/;

describe('a long QT: what in food and supplements makes it worse (en P5 SERIOUS 13)', () => {
  it.each([
    [
      'en-US',
      'the doc did an ECG and said my QT was long, 486. is there anything in my diet or supplements that makes that worse?',
    ],
    ['en-US', 'my QTc is prolonged on methadone, what foods or supplements should I avoid?'],
    ['en-US', 'long QT on citalopram - any vitamins that make it worse?'],
    ['zh-CN', '心电图说我QT间期长，486，饮食和保健品上有什么会让它更严重吗？'],
    ['zh-CN', '吃美沙酮QTc延长了，饮食要注意什么？'],
    ['zh-CN', 'QT间期长，哪些保健品不能吃'],
  ] as const)('%s: %s — with her plan and as a guest', (locale, q) => {
    for (const text of [askPersona(KERRY, locale, q).text, guest(q, locale)]) {
      expect(text).not.toMatch(DECLINED);
      expect(text).toMatch(/potassium and magnesium|血钾、血镁/);
      expect(text).toMatch(/promethazine|异丙嗪/);
      expect(text).toMatch(/emergency care at once|立即叫急救/);
    }
  });
});

describe('QTc as a lab value, and the QT pairs', () => {
  it('QTc 486 ms is read, prolonged for a woman, with the QT medicines named', () => {
    for (const locale of ['zh-CN', 'en-US'] as const) {
      const plan = storedPlanFor(KERRY, new Map(REFERENCE_PERSONAS).get(KERRY)!, locale);
      const qtc = plan.findings.find((f) => f.id === 'lab:qtc');
      expect(qtc?.text).toMatch(locale === 'zh-CN' ? /QTc间期延长/ : /QTc interval is prolonged/);
      expect(qtc?.text).toMatch(locale === 'zh-CN' ? /西酞普兰/ : /citalopram/);
      expect(plan.findings.find((f) => f.id === 'lab-rejected')?.text ?? '').not.toMatch(/QTc/);
      // Low potassium and magnesium are linked to the QT risk.
      for (const id of ['lab:serumPotassium', 'lab:serumMagnesium'])
        expect(plan.findings.find((f) => f.id === id)?.text).toMatch(/torsades|尖端扭转/);
      const pairs = (plan.medicineTaboos ?? []).map((t) => t.ruleId);
      expect(pairs).toEqual(expect.arrayContaining(['methadone+citalopram', 'citalopram+promethazine']));
    }
  });

  it('QTc 460 ms: prolonged for a man, not for a woman; 510 ms is the high-risk band', () => {
    const base = { age: 40, heightCm: 170, weightKg: 70, activityLevel: 'light' as const };
    const qtc = (gender: 'male' | 'female', value: number) =>
      planFor({ ...base, gender, labs: [{ marker: 'QTc', value, unit: 'ms' }] }, 'en-US').findings.find(
        (f) => f.id === 'lab:qtc',
      );
    expect(qtc('male', 460)?.text).toMatch(/prolonged/);
    expect(qtc('female', 460)?.text ?? '').not.toMatch(/prolonged/);
    expect(qtc('female', 510)?.text).toMatch(/500 ms or more/);
  });

  it.each([
    ['en-US', 'can i take my citalopram with methadone?'],
    ['en-US', 'is Sominex ok with my methadone?'],
    ['zh-CN', '美沙酮和西酞普兰能一起吃吗'],
    ['zh-CN', '吃美沙酮能吃异丙嗪助眠吗'],
  ] as const)('the QT pair is named: %s — with her plan and as a guest', (locale, q) => {
    for (const text of [
      askPersona(KERRY, locale, q).text,
      guest(q, locale, ['methadone', 'citalopram', 'promethazine']),
    ]) {
      expect(text).toMatch(/QT/);
      expect(text).not.toMatch(DECLINED);
    }
  });
});

// Twenty-eighth clinician review, en M7 and m9: the QT note named examples the person did not take, lost
// its second half to the stop-advice check, and left ondansetron "no reliable rule".
describe('the QT note names the person’s own QT medicines, whole', () => {
  it('citalopram and ondansetron with a QTc of 476', () => {
    const text = guest("I'm on Celexa and Zofran too and my QTc was 476, does magnesium help?", 'en-US');
    expect(text).toMatch(/You take citalopram and ondansetron, which can prolong the QT interval/);
    expect(text).toMatch(/do not stop any of them yourself \(stopping methadone suddenly brings withdrawal/);
    expect(text).not.toMatch(/About \*\*Ondansetron\*\*/);
    const zh = guest('我在吃西酞普兰，心电图QTc 480', 'zh-CN');
    expect(zh).toMatch(/你在吃西酞普兰，它会延长QT间期/);
  });
});
