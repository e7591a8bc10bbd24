import { describe, expect, it } from 'vitest';
import { assistantReply } from './index';
import type { ChatTurn } from './reply';
import { REFERENCE_PERSONAS } from '../engine/reference-personas';
import { storedPlanFor } from './testing';

// Blind answer round 7's unsafe answers (development data once its figures were reported).

type Locale = 'zh-CN' | 'en-US';
function ask(persona: string, locale: Locale, text: string, previous?: string) {
  const answers = new Map(REFERENCE_PERSONAS).get(persona);
  if (!answers) throw new Error(persona);
  const history: ChatTurn[] = previous
    ? [
        { role: 'user', content: previous },
        { role: 'assistant', content: '…' },
      ]
    : [];
  return assistantReply({
    text,
    locale,
    plan: storedPlanFor(`r7:${persona}:${locale}`, answers, locale),
    medicines: [...(answers.medicines ?? [])],
    history,
  });
}

describe('blind answer round 7, unsafe answers', () => {
  it('en-029: "im 7 weeks" is a pregnancy, not a child of 7', () => {
    const r = ask(
      'pregnant t1',
      'en-US',
      'should I be taking folic acid 400 or the higher dose? havent started anything yet and im 7 weeks',
    );
    expect(r.text).not.toMatch(/child aged|paediatrician/);
  });

  it('en-055: a misspelt magnesium at eGFR 22 hears the kidney rule', () => {
    const r = ask(
      'kidney disease eGFR 22 with magnesium',
      'en-US',
      'I take a magnesuim tablet for cramps at night. With my kidney function at 22 is that ok to carry on',
    );
    expect(r.text).toMatch(/build up to toxic levels/);
  });

  it('en-087: Seville orange marmalade with tacrolimus is to be avoided', () => {
    const r = ask(
      'kidney transplant on tacrolimus with magnesium',
      'en-US',
      'what about seville orange marmalade? I have it on toast every morning',
    );
    expect(r.text).toMatch(/Seville \(bitter\) orange — their juices and marmalade too/);
  });

  it('en-104: valproate and bones is not "no known interaction"', () => {
    const r = ask('valproate, 28', 'en-US', 'Does valproate affect vitamin D or bones? i barely go outside');
    expect(r.text).not.toMatch(/no known interaction/);
    expect(r.text).toMatch(/bone density/);
  });

  it('zh-132: a breastfeeding mother hears 200 mg at a time, not the adult 400 mg', () => {
    const r = ask('lactating on sertraline', 'zh-CN', '一天几杯咖啡算安全？喂完马上喝还是要等会');
    expect(r.text).toMatch(/每次不超过200毫克/);
    expect(r.text).not.toMatch(/每天不超过400毫克/);
  });

  it('zh-099: minocycline with milk on isotretinoin leads with "not together"', () => {
    const r = ask(
      'isotretinoin with minocycline',
      'zh-CN',
      '米诺环素能和牛奶一起吃吗 我早餐就是一盒纯牛奶配面包',
    );
    expect(r.text.indexOf('假性脑瘤')).toBeGreaterThanOrEqual(0);
    expect(r.text.indexOf('假性脑瘤')).toBeLessThan(r.text.indexOf('牛奶、酸奶'));
  });
});
