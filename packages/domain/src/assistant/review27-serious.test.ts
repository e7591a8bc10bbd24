/**
 * Twenty-seventh clinician review (2026-11-29), serious chat findings:
 * - en S4: on Odefsey with omeprazole and Tums, "when do I take them around my HIV pill" got "Keep taking
 *   omeprazole as prescribed" and carbonate with meals — no PPI contraindication, no antacid spacing.
 * - zh S2: on tenofovir disoproxil with a phosphate of 0.68 and a creatinine of 118, "血磷低、肌酐有点高，是不是
 *   替诺福韦伤肾？" got the high-phosphate diet; a low phosphate said or in the plan never gets it now.
 * - en S2: involuntary tongue and lip movements after 2 years of Reglan got the B12 deficiency-signs answer;
 *   on metoclopramide or an antipsychotic they are tardive dyskinesia until shown otherwise.
 * Reviewer's words, other phrasings in both languages, and look-alikes that must not change.
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '../contracts/common';
import type { Answers } from '../contracts/questionnaire';
import { person } from '../testing';
import { assistantReply } from './index';
import { storedPlanFor } from './testing';

const ON_ODEFSEY: Answers = {
  ...person('male', 34, 178, 75, 'light'),
  medicines: ['emtricitabine-rilpivirine-tenofovir-alafenamide', 'omeprazole'],
  supplements: [{ optionId: 'calcium-carbonate-tums', name: 'Tums', dose: 2, unit: 'tablet' }],
};
const ON_BIKTARVY: Answers = {
  ...ON_ODEFSEY,
  medicines: ['bictegravir-emtricitabine-tenofovir-alafenamide', 'omeprazole'],
};
const ON_OMEPRAZOLE: Answers = { ...ON_ODEFSEY, medicines: ['omeprazole'] };

const ON_TDF: Answers = {
  ...person('male', 45, 172, 68, 'light'),
  medicines: ['tenofovir', 'lamivudine', 'efavirenz'],
  labs: [
    { marker: 'serumPhosphate', value: 0.68, unit: 'mmol/L' },
    { marker: 'creatinine', value: 118, unit: 'µmol/L' },
  ],
};
const ON_DIALYSIS: Answers = {
  ...person('male', 60, 170, 70, 'light'),
  conditions: ['kidney_disease', 'dialysis'],
  labs: [{ marker: 'serumPhosphate', value: 2.1, unit: 'mmol/L' }],
};

const ON_REGLAN: Answers = {
  ...person('female', 58, 162, 60, 'light'),
  medicines: ['metoclopramide'],
};
const ON_RISPERIDONE: Answers = { ...ON_REGLAN, medicines: ['paliperidone'] };

const ask = (a: Answers | null, name: string, locale: Locale, text: string) => {
  const plan = a ? storedPlanFor(name, a, locale) : null;
  return assistantReply({ text, locale, plan, medicines: [...(a?.medicines ?? [])] });
};

describe('acid reducers on rilpivirine (en S4)', () => {
  // prettier-ignore
  const RIL: [string, Answers | null, Locale, string][] = [
    ['reviewer', ON_ODEFSEY, 'en-US', 'if I switch from prilosec to tums for the heartburn when do I take them around my HIV pill'],
    ['en, pepcid', ON_ODEFSEY, 'en-US', 'can I take pepcid for reflux with my odefsey?'],
    ['en, guest names Juluca', null, 'en-US', 'I take juluca, is omeprazole ok for my heartburn?'],
    ['zh, plan', ON_ODEFSEY, 'zh-CN', '我想把奥美拉唑换成Tums治烧心，和我的艾滋病药怎么错开吃？'],
    ['zh, guest names rilpivirine', null, 'zh-CN', '我在吃利匹韦林，反酸能吃奥美拉唑吗？'],
  ];
  it.each(RIL)('%s', (_, a, locale, text) => {
    const r = ask(a, 'r27-ril', locale, text);
    if (locale === 'zh-CN') {
      expect(r.text).toMatch(/利匹韦林/);
      expect(r.text).toMatch(/之前至少2小时、或之后至少4小时/);
      expect(r.text).toMatch(/不能和它一起用/);
      // Thirty-fifth clinician review (M1): a self-bought PPI is not taken any more; the HIV medicine never stops.
      expect(r.text).toMatch(/自己在药店买的（非处方），就不要再吃了/);
      expect(r.text).toMatch(/抗艾滋病药不要自己停/);
      expect(r.text).not.toMatch(/奥美拉唑请照医生的安排吃/);
    } else {
      expect(r.text).toMatch(/rilpivirine/);
      expect(r.text).toMatch(/at least 2 hours before or at least 4 hours after the HIV pill/);
      expect(r.text).toMatch(/must not be taken with it/);
      // Thirty-fifth clinician review (M1): a self-bought PPI is not taken any more; the HIV medicine never stops.
      expect(r.text).toMatch(/over the counter\), do not take it any more/);
      expect(r.text).toMatch(/Do not stop the HIV medicine on your own/);
      expect(r.text).not.toMatch(/Keep taking omeprazole as prescribed/);
    }
  });

  it('on Biktarvy (no rilpivirine) the question does not get the rilpivirine answer', () => {
    const r = ask(ON_BIKTARVY, 'r27-bik', 'en-US', 'when do I take tums around my HIV pill');
    expect(r.text).not.toMatch(/rilpivirine/);
  });

  it('calcium carbonate on omeprazole without an HIV medicine keeps its answer', () => {
    const r = ask(
      ON_OMEPRAZOLE,
      'r27-ome',
      'en-US',
      'does omeprazole stop my calcium working? I take calcium carbonate',
    );
    expect(r.text).toMatch(/It does somewhat, and the fix is simple/);
    expect(r.text).not.toMatch(/rilpivirine/);
  });
});

describe('a low phosphate on tenofovir is never the high-phosphate diet (zh S2)', () => {
  // prettier-ignore
  const TDF: [string, Answers | null, Locale, string][] = [
    ['reviewer', ON_TDF, 'zh-CN', '医生说我血磷低、肌酐有点高，是不是替诺福韦伤肾？我要补钙补D吗？'],
    ['zh, guest', null, 'zh-CN', '医生说我血磷低、肌酐有点高，是不是替诺福韦伤肾？我要补钙补D吗？'],
    ['zh, plan, short', ON_TDF, 'zh-CN', '磷偏低要少吃什么吗'],
    ['en, plan', ON_TDF, 'en-US', 'my phosphate is low and creatinine a bit high, is it the tenofovir?'],
    ['en, guest', null, 'en-US', 'my phosphate is low and creatinine a bit high, is it the tenofovir?'],
  ];
  it.each(TDF)('%s', (_, a, locale, text) => {
    const r = ask(a, 'r27-tdf', locale, text);
    if (locale === 'zh-CN') {
      expect(r.text).toMatch(/范可尼综合征/);
      expect(r.text).toMatch(/不要限制含磷的食物/);
      expect(r.text).toMatch(/不要自己停药/);
      expect(r.text).not.toMatch(/血磷高|磷结合剂/);
    } else {
      expect(r.text).toMatch(/Fanconi syndrome/);
      expect(r.text).toMatch(/Do not cut phosphate foods/);
      expect(r.text).toMatch(/do not stop the medicine yourself/);
      expect(r.text).not.toMatch(/high phosphate|phosphate binders/i);
    }
  });

  it('a low phosphate said without tenofovir does not get the high-phosphate diet either', () => {
    for (const [locale, text] of [
      ['zh-CN', '血磷偏低，肌酐有点高，饮食要注意什么？'],
      ['en-US', 'my phosphate is low and my creatinine is a bit high, which foods should I watch?'],
    ] as const) {
      const r = ask(null, 'r27-lowp', locale, text);
      expect(r.text).not.toMatch(/血磷高|先减|high phosphate|cut first the phosph/i);
    }
  });

  it('a high phosphate on dialysis keeps the restriction answer', () => {
    const zh = ask(ON_DIALYSIS, 'r27-dial', 'zh-CN', '血磷高，哪些东西要少吃？');
    expect(zh.text).toMatch(/血磷高，先减/);
    const en = ask(ON_DIALYSIS, 'r27-dial', 'en-US', 'which foods are the worst for phosphorus?');
    expect(en.text).toMatch(/high phosphate/i);
    const lowDiet = ask(ON_DIALYSIS, 'r27-dial', 'zh-CN', '低磷饮食哪些东西要少吃？');
    expect(lowDiet.text).toMatch(/血磷高，先减/);
  });
});

describe('involuntary movements on metoclopramide or an antipsychotic are tardive dyskinesia (en S2)', () => {
  // prettier-ignore
  const TD: [string, Answers | null, Locale, string][] = [
    ['reviewer', ON_REGLAN, 'en-US', 'ive been on reglan about 2 years now and lately my tongue and lips keep moving on their own and I cant stop it. is that a vitamin deficiency? maybe b12?'],
    ['en, guest', null, 'en-US', 'been on metoclopramide a year and my tongue keeps moving on its own, is it low b12?'],
    ['en, lip smacking', ON_REGLAN, 'en-US', 'lip smacking and my jaw twitches, could it be magnesium?'],
    ['zh, plan', ON_REGLAN, 'zh-CN', '吃胃复安两年了，最近舌头和嘴唇自己动，控制不住，是不是缺维生素B12？'],
    ['zh, guest', null, 'zh-CN', '我妈吃甲氧氯普胺很久了，最近老是咂嘴、吐舌头，是缺什么维生素吗？'],
  ];
  it.each(TD)('%s', (_, a, locale, text) => {
    const r = ask(a, 'r27-td', locale, text);
    if (locale === 'zh-CN') {
      expect(r.text).toMatch(/迟发性运动障碍/);
      expect(r.text).toMatch(/一两天内联系开药的医生/);
    } else {
      expect(r.text).toMatch(/tardive dyskinesia/);
      expect(r.text).toMatch(/contact the prescriber within a day or two/);
    }
  });

  it("on an antipsychotic: the psychiatrist, and no stopping on one's own", () => {
    const en = ask(
      ON_RISPERIDONE,
      'r27-td-ap',
      'en-US',
      'my tongue keeps moving on its own, is it a vitamin thing?',
    );
    expect(en.text).toMatch(/tardive dyskinesia/);
    expect(en.text).toMatch(/Do not stop or lower the antipsychotic yourself/);
    const zh = ask(ON_RISPERIDONE, 'r27-td-ap', 'zh-CN', '舌头老是不自主地动，是缺维生素吗？');
    expect(zh.text).toMatch(/抗精神病药不要自己停或减量/);
  });

  // prettier-ignore
  const NOT_TD: [string, Answers | null, Locale, string][] = [
    ['weight gain', ON_REGLAN, 'en-US', 'can reglan cause weight gain?'],
    ['dry lips', ON_REGLAN, 'en-US', 'my lips are dry on reglan'],
    ['zh, dry lips', ON_REGLAN, 'zh-CN', '吃胃复安嘴唇很干怎么办'],
    ['movements, no medicine', null, 'en-US', 'my eyelid keeps twitching, is it magnesium?'],
    ['legs jerk falling asleep', ON_RISPERIDONE, 'en-US', 'my legs jerk when I fall asleep, do I need magnesium?'],
  ];
  it.each(NOT_TD)('look-alike: %s', (_, a, locale, text) => {
    const r = ask(a, 'r27-td-not', locale, text);
    expect(r.text).not.toMatch(/tardive dyskinesia|迟发性运动障碍/);
  });
});
