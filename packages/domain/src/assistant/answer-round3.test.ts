/**
 * Blind answer round 3 (docs/answer-rounds/round-3.md), now development data: a prescribed folic acid
 * 5 mg with methotrexate was told to be "cut back" as above the UL, and "ibuprofen on methotrexate day?"
 * got that list instead of the methotrexate × NSAID rule (en-048, judged unsafe).
 */
import { describe, expect, it } from 'vitest';
import { REFERENCE_PERSONAS } from '../engine/reference-personas';
import { assistantReply } from './index';
import { storedPlanFor } from './testing';
import { LOCALES } from '../testing';

const MTX = new Map(REFERENCE_PERSONAS).get('methotrexate with folic acid 5 mg')!;

describe.each(LOCALES)('%s', (locale) => {
  const zh = locale === 'zh-CN';
  const plan = storedPlanFor('mtx', MTX, locale);
  const ask = (text: string) => assistantReply({ text, locale, plan, medicines: MTX.medicines ?? [] }).text;

  it('a prescribed folic acid 5 mg is never "cut back" as above the UL', () => {
    const t = ask(zh ? '我吃的这些补充剂会不会超量' : 'am I taking too much of anything?');
    expect(t).not.toMatch(zh ? /请减少相应补充剂/ : /Cut back the supplement/);
    expect(t).toMatch(zh ? /处方剂量.*继续服用/ : /prescribed.*keep taking it/);
  });

  it('ibuprofen with methotrexate, asked with both named, gets the pair rule', () => {
    const t = ask(
      zh
        ? '吃甲氨蝶呤那天能吃布洛芬吗？周末膝盖疼'
        : 'is it ok to take ibuprofen on methotrexate day? my knees are bad on weekends',
    );
    expect(t).toMatch(zh ? /甲氨蝶呤/ : /methotrexate/i);
    expect(t).toMatch(zh ? /布洛芬|非甾体/ : /ibuprofen|NSAID/i);
    expect(t).not.toMatch(/UL/);
  });
});
