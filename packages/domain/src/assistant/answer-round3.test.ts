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

const PERSONAS = new Map(REFERENCE_PERSONAS);
const MTX = PERSONAS.get('methotrexate with folic acid 5 mg')!;
const VALPROATE = PERSONAS.get('valproate, 28')!;
const HEART = PERSONAS.get('heart failure, potassium 5.4')!;

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

  it('valproate, planning a baby: folic acid 5 mg as prescribed, never the usual 400 µg beside it', () => {
    const p = storedPlanFor('valproate', VALPROATE, locale);
    const t = assistantReply({
      text: zh
        ? '吃丙戊酸钠想备孕，叶酸要吃多少，吃多久'
        : 'on valproate and want a baby, how much folic acid and for how long?',
      locale,
      plan: p,
      medicines: VALPROATE.medicines ?? [],
    }).text;
    expect(t).toMatch(zh ? /5 毫克|5 mg/ : /5 mg/);
    expect(t).not.toMatch(zh ? /叶酸要吃满整个孕期：每天 400/ : /whole pregnancy: 400 µg/);
  });

  it('potassium 5.4 on spironolactone: no "food or a supplement can make up a shortfall" of potassium', () => {
    const p = storedPlanFor('heart', HEART, locale);
    const t = assistantReply({
      text: zh ? '我吃的呋塞米和补钾有什么要注意的' : 'anything to watch with furosemide and potassium?',
      locale,
      plan: p,
      medicines: HEART.medicines ?? [],
    }).text;
    expect(t).not.toMatch(zh ? /可通过饮食或在医生同意下服用补充剂弥补不足/ : /can make up a shortfall/);
    expect(t).not.toMatch(/严重程度严重/);
  });
});
