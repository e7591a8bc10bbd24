/**
 * Eleventh clinician review, cross-cutting: a medicine the dictionary does not know (易瑞沙 before it was
 * added, Trikafta) was refused with a 400 and then left out without a word, and the chat said "no known
 * interaction" about the medicines it did know. Through HTTP: the person keeps it as typed
 * (`unlisted: true`); the plan names it as not checked with who to ask; the chat names it instead of
 * "no known interaction"; bad input is still a 400 naming the field.
 *
 * Trikafta is in the dictionary since the same review (wip/enmeds11); Orkambi, another CFTR modulator
 * it does not know, stands in for "a medicine the dictionary does not know".
 */
import { describe, expect, it } from 'vitest';
import type { Answers } from '@nutri/domain/contracts';
import { sendMessage, newConversation } from '../../../test/chat';
import { deepPlanSuite, readPlan } from '../../../test/plans';

const BASE: Answers = { gender: 'male', age: 19, heightCm: 178, weightKg: 58, activityLevel: 'active' };
const ZH_BASE: Answers = {
  gender: 'female',
  age: 66,
  heightCm: 158,
  weightKg: 46.5,
  activityLevel: 'sedentary',
};
const SJW = { optionId: 'st-johns-wort', dose: 900, unit: 'mg' };

describe('a medicine the dictionary does not know is kept as typed and named as not checked', () => {
  const { t, user: me, emptyPlan, put } = deepPlanSuite();

  it('en: Orkambi kept as typed; the plan and the chat name it, never "no known interaction"', async () => {
    const planId = await emptyPlan('en-US');
    // Without the mark it is still refused, naming the field and saying it may be kept as typed.
    const refused = await put(planId, { ...BASE, medicines: ['Creon', 'Orkambi'] });
    expect(refused.statusCode).toBe(400);
    const err = refused.json().errors[0] as { field: string; message: string };
    expect(err.field).toBe('answers.medicines.1');
    expect(err.message).toMatch(/Orkambi.*keep it as typed/);
    const res = await put(planId, {
      ...BASE,
      medicines: ['Creon', 'azithromycin', 'Nexium', { name: 'Orkambi', unlisted: true }],
      supplements: [SJW],
    });
    expect(res.statusCode, res.body).toBe(200);
    const stored = res.json().data.answers;
    expect(stored.medicines).toEqual(['pancrelipase', 'azithromycin', 'esomeprazole']);
    expect(stored.uncheckedMedicines).toEqual(['Orkambi']);
    const doc = await readPlan(t, me.token, planId);
    expect(doc.findings[0]!.id).toBe('medicines.unresolved');
    expect(doc.findings[0]!.text).toMatch(/I could not check 'Orkambi'.*pharmacist who dispenses it/);
    expect(doc.profile.medicinesUnchecked).toEqual(['Orkambi']);
    const conversation = await newConversation(t, me.token);
    for (const q of [
      "His mate gave him St John's wort for his mood … Is that ok with his Orkambi?",
      'Is grapefruit a problem with any of his tablets?',
      'Can he take fish oil with his medicines?',
    ]) {
      const r = await sendMessage(t, me.token, conversation, q, 'en-US');
      expect(r.res.statusCode).toBe(200);
      expect(r.text, q).not.toMatch(/no known interaction|interaction table has no rule/i);
      expect(r.text, q).toMatch(/I could not check \*\*Orkambi\*\*/);
    }
    // A new list without it drops it, as a new list drops old doses.
    const again = await put(planId, { medicines: ['Creon'] }, false);
    expect(again.json().data.answers.uncheckedMedicines).toBeUndefined();
  });

  it('zh: 特瑞普利单抗 kept as typed; plan and chat say 我无法核对', async () => {
    const planId = await emptyPlan('zh-CN');
    const res = await put(planId, {
      ...ZH_BASE,
      conditions: ['cancer'],
      medicines: ['波利特', '易蒙停', { name: '特瑞普利单抗', unlisted: true }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const doc = await readPlan(t, me.token, planId);
    expect(doc.findings[0]!.text).toMatch(/我无法核对 “特瑞普利单抗”.*药师/);
    const conversation = await newConversation(t, me.token);
    const r = await sendMessage(t, me.token, conversation, '她每天早上喝一大杯西柚汁，跟她的药有没有影响？');
    expect(r.text).not.toMatch(/已知相互作用|相互作用表里没有/);
    expect(r.text).toMatch(/我无法核对 \*\*特瑞普利单抗\*\*/);
  });

  it('the review step keeps one as typed too, and the plan names it', async () => {
    const planId = await emptyPlan('en-US');
    expect((await put(planId, { ...BASE, medicines: ['Creon'] })).statusCode).toBe(200);
    const res = await t.post('/api/v1/question_short/medicine_taboos', me.token, {
      customNutritionPlanId: planId,
      medicines: ['Creon', { name: 'Orkambi', unlisted: true }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const doc = await readPlan(t, me.token, planId);
    expect(doc.profile.medicinesUnchecked).toEqual(['Orkambi']);
    expect(doc.findings[0]!.text).toMatch(/I could not check 'Orkambi'/);
  });

  it('the web form sends uncheckedMedicines beside the list; one the dictionary knows is refused', async () => {
    const planId = await emptyPlan('zh-CN');
    const res = await put(planId, {
      ...ZH_BASE,
      medicines: ['波利特'],
      uncheckedMedicines: ['特瑞普利单抗'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.answers.uncheckedMedicines).toEqual(['特瑞普利单抗']);
    const known = await put(planId, { uncheckedMedicines: ['特瑞普利单抗', '华法林'] }, false);
    expect(known.statusCode).toBe(400);
    expect(known.json().errors).toEqual([
      { field: 'answers.uncheckedMedicines.1', message: '“华法林”在药物列表里——请从列表中选择，才能核对它' },
    ]);
    const junk = await put(planId, { uncheckedMedicines: ['!!!'] }, false);
    expect(junk.statusCode).toBe(400);
    expect(junk.json().errors[0].field).toBe('answers.uncheckedMedicines.0');
  });

  it.each([
    ['an empty name', { name: '   ', unlisted: true }, 'answers.medicines.0'],
    ['digits only', { name: '12345', unlisted: true }, 'answers.medicines.0.name'],
    ['a control character', { name: 'Tri\u0007kafta', unlisted: true }, 'answers.medicines.0.name'],
    ['an id instead of a name', { id: 'xyzzy', unlisted: true }, 'answers.medicines.0.name'],
    ['unlisted not true', { name: 'Orkambi', unlisted: false }, 'answers.medicines.0'],
  ])('bad input is still a 400 naming the field: %s', async (_, entry, field) => {
    const planId = await emptyPlan('en-US');
    const res = await put(planId, { ...BASE, medicines: [entry] });
    expect(res.statusCode, res.body).toBe(400);
    const fields = (res.json().errors as { field: string }[]).map((e) => e.field);
    expect(
      fields.some((f) => f.startsWith(field)),
      JSON.stringify(fields),
    ).toBe(true);
  });
});
