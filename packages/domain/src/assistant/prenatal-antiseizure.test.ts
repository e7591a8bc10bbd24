/**
 * Blind answer round 16, en-108 (judged unsafe): a prenatal vitamin asked about on an antiseizure
 * medicine got "no reliable rule" and "no known interaction" lists. The class: the prescribed higher-dose
 * folic acid beside an ordinary prenatal, and on valproate the specialist before trying, never stopping it.
 */
import { describe, expect, it } from 'vitest';
import { assistantReply } from './index';
import { askPersona } from './testing';

type Locale = 'zh-CN' | 'en-US';
const ask = (persona: string, locale: Locale, text: string) => askPersona(persona, locale, text);
function guest(locale: Locale, text: string, medicines: string[] = []) {
  return assistantReply({ text, locale, plan: null, medicines, history: [] });
}

const EN = [
  'Are normal prenatal vitamins ok with epilepsy meds? like Pregnacare or Elevit? or do I need a special one',
  'which prenatal vitamin should I take on Depakote, we want to start trying next year',
  'is Elevit enough folic acid for me on my seizure meds?',
];
const ZH = [
  '吃癫痫药备孕，普通的孕妇维生素比如爱乐维可以吗？还是要专门的',
  '吃德巴金的话孕妇复合维生素能吃吗',
  '我在吃抗癫痫药，玛特纳里的叶酸够不够',
];

describe('en-108: a prenatal vitamin on an antiseizure medicine', () => {
  it.each(EN)('with the valproate plan (en): %s', (q) => {
    const r = ask('valproate, 28', 'en-US', q);
    expect(r.text).toMatch(/5 mg a day/);
    expect(r.text).toMatch(/prenatal .*fine to take|ordinary prenatal beside it/);
    expect(r.text).toMatch(/see your specialist/);
    expect(r.text).toMatch(/never stop or cut it yourself/);
    expect(r.text).not.toMatch(/no known interaction|no reliable rule/i);
  });

  it.each(ZH)('with the valproate plan (zh): %s', (q) => {
    const r = ask('valproate, 28', 'zh-CN', q);
    expect(r.text).toMatch(/每天吃5毫克叶酸/);
    expect(r.text).toMatch(/孕妇复合维生素可以同时吃/);
    expect(r.text).toMatch(/先看开药的专科医生/);
    expect(r.text).not.toMatch(/没有已知|没有可靠/);
    // No English sentence outside the source line.
    expect(r.text.replace(/_来源[\s\S]*?_/, '')).not.toMatch(/\b(the|and|take|with)\b/);
  });

  it('as a guest who names only "epilepsy meds": the class row, no valproate paragraph', () => {
    const r = guest('en-US', EN[0]!);
    expect(r.text).toMatch(/5 mg a day/);
    expect(r.text).not.toMatch(/On valproate/);
    const z = guest('zh-CN', ZH[2]!);
    expect(z.text).toMatch(/每天吃5毫克叶酸/);
  });

  it('as a guest on lamotrigine: the lamotrigine row follows the folic acid', () => {
    const r = guest('en-US', 'can I just take pregnacare while on lamictal?', ['lamotrigine']);
    expect(r.text).toMatch(/5 mg a day/);
    expect(r.text).toMatch(/Lamotrigine: in pregnancy its blood level often falls/);
  });

  it('look-alikes keep their own answers', () => {
    // A prenatal question with no antiseizure medicine.
    expect(guest('en-US', 'are Pregnacare or Elevit better for early pregnancy?').text).not.toMatch(
      /antiseizure/,
    );
    // A man on valproate asking about a multivitamin.
    expect(
      assistantReply({
        text: "I'm a man on valproate, which prenatal vitamin should my wife take?",
        locale: 'en-US',
        plan: null,
        medicines: ['valproate'],
        history: [],
      }).text,
    ).not.toMatch(/On valproate, see your specialist/);
    // Vitamin D on valproate, no prenatal: not this answer.
    expect(ask('valproate, 28', 'en-US', 'should I take vitamin D with valproate?').text).not.toMatch(
      /prenatal/,
    );
  });
});
