/**
 * Twenty-sixth clinician review (2026-11-29, second session), serious findings:
 * - en S2: "I take my Latuda first thing with just a coffee because I skip breakfast" got a breakfast recipe;
 *   the label: with food of at least 350 kcal (about half is absorbed fasting).
 * - zh S2: "今天透析放出来的液体是浑的，肚子痛，还有点发烧" on peritoneal dialysis was no emergency (ISPD 2022:
 *   cloudy effluent is peritonitis until shown otherwise).
 * - zh S3: an 86-year-old barely rousable and vomiting, who chokes on water, with a high calcium and a sodium
 *   of 129 on a thiazide, was told "能喝水就小口多喝" and "keep to prescribed medicines".
 */
import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { planFor } from '../engine';
import { LOCALES, person } from '../testing';
import { assistantReply } from './index';
import { storedPlanFor } from './testing';

const LATUDA: Answers = {
  ...person('male', 28, 178, 82, 'light'),
  conditions: ['mental_illness'],
  medicines: ['lurasidone'],
};
const PD: Answers = {
  ...person('male', 58, 170, 64, 'light'),
  conditions: ['kidney_disease', 'dialysis', 'diabetes'],
  medicines: ['lanthanum-carbonate', 'calcitriol'],
};
const FRAIL: Answers = {
  ...person('female', 86, 150, 45, 'sedentary'),
  conditions: ['hypertension', 'dysphagia'],
  medicines: ['donepezil', 'hydrochlorothiazide'],
  labs: [
    { marker: '血钙', value: 2.68, unit: 'mmol/L' },
    { marker: '血钠', value: 129, unit: 'mmol/L' },
  ],
};

const ask = (a: Answers, name: string, text: string, locale: 'zh-CN' | 'en-US', previous?: string) => {
  const plan = storedPlanFor(name, a, locale);
  const medicines = a.medicines ?? [];
  const history = previous
    ? [
        { role: 'user' as const, content: previous },
        {
          role: 'assistant' as const,
          content: assistantReply({ text: previous, locale, plan, medicines }).text,
        },
      ]
    : [];
  return assistantReply({ text, locale, plan, medicines, history });
};

describe.each(LOCALES)('%s', (locale) => {
  const zh = locale === 'zh-CN';

  it('lurasidone taken fasting: with a meal of at least 350 kcal, in the chat and the plan (en S2)', () => {
    const r = ask(
      LATUDA,
      'latuda-r26',
      zh
        ? '罗舒达我早上空腹就着咖啡吃的，不吃早饭，这样行吗'
        : 'I take my Latuda 80 first thing in the morning with just a coffee because I skip breakfast. Is that ok?',
      locale,
    );
    expect(r.text).toMatch(/350/);
    expect(r.text).toMatch(zh ? /一半/ : /half/);
    expect(r.text).not.toMatch(/没有可靠的规则|no reliable rule/);
    const p = planFor(LATUDA, locale);
    expect(p.findings.some((f) => /350/.test(f.text))).toBe(true);
  });

  it('cloudy peritoneal-dialysis fluid is urgent and named peritonitis (zh S2)', () => {
    const r = ask(
      PD,
      'pd-r26',
      zh
        ? '今天透析放出来的液体是浑的，肚子痛，还有点发烧'
        : 'my PD bag came out cloudy this morning and my tummy hurts a bit',
      locale,
      zh ? '碳酸镧和钙片要隔开吃吗' : 'do I need to space the lanthanum and my calcium?',
    );
    expect(r.urgent).toBe(true);
    expect(r.text).toMatch(zh ? /腹膜炎/ : /peritonitis/);
    expect(r.text).toMatch(zh ? /腹透中心/ : /PD unit/);
    // A cloudy urine bag is no dialysis fluid.
    const urine = ask(PD, 'pd-r26', zh ? '尿袋里的尿有点浑' : 'my urine bag looks a bit cloudy', locale);
    expect(urine.text).not.toMatch(/腹膜炎|peritonitis/);
  });

  it('hard to wake and vomiting with a high calcium: nothing by mouth, the low sodium named (zh S3)', () => {
    const r = ask(
      FRAIL,
      'frail-r26',
      zh
        ? '今天她特别迷糊，叫都叫不太醒，吐了两次，一直想睡'
        : 'she is very confused today, hard to wake, vomited twice and keeps sleeping',
      locale,
      zh ? '喝水老呛' : 'she keeps choking on water',
    );
    expect(r.urgent).toBe(true);
    expect(r.text).not.toMatch(
      /能喝水就小口多喝|sip water if you can keep it down|照常吃|Keep to prescribed medicines/,
    );
    expect(r.text).toMatch(zh ? /不要喂水/ : /nothing by mouth/);
    expect(r.text).toMatch(zh ? /血钠低/ : /low sodium/);
  });
});

describe.each(LOCALES)('%s — kratom on buprenorphine in pregnancy (en S1)', (locale) => {
  const zh = locale === 'zh-CN';
  const PREGNANT: Answers = {
    ...person('female', 26, 163, 70, 'light'),
    lifeStage: 'pregnant_t2',
    gestationalWeek: 20,
    prePregnancyWeightKg: 64,
    medicines: ['buprenorphine'],
    supplements: [{ name: 'kratom powder', dose: 1, unit: 'g' }],
  };
  it('the plan holds kratom and the chat names the danger, never "do not stop a supplement"', () => {
    const p = planFor(PREGNANT, locale);
    const k = p.productReviews.find((r) => /kratom/i.test(r.name ?? ''));
    expect(k?.verdict).toBe('avoid');
    const r = ask(
      PREGNANT,
      'kratom-r26',
      zh
        ? '瘾上来的时候我会吃点卡痛叶，对宝宝和丁丙诺啡有影响吗'
        : 'sometimes i use a little kratom when the cravings are bad. is that ok with the baby and the subutex?',
      locale,
    );
    expect(r.text).toMatch(zh ? /严重相互作用|不要同时使用卡痛叶/ : /major|Do not use kratom/);
    expect(r.text).not.toMatch(/no known interaction|没有.{0,12}已知相互作用/);
    expect(r.text).not.toMatch(/do not start, stop or change a medicine or supplement on your own/);
  });
});

describe.each(LOCALES)('%s — iron in polycythaemia vera on hydroxyurea (zh S1)', (locale) => {
  const zh = locale === 'zh-CN';
  const PV: Answers = {
    ...person('female', 45, 160, 58, 'light'),
    medicines: ['hydroxyurea'],
    supplements: [{ optionId: 'iron-polysaccharide-150', name: '力蜚能', dose: 1, unit: 'capsule' }],
    labs: [
      { marker: '血红蛋白', value: 152, unit: 'g/L' },
      { marker: '铁蛋白', value: 6, unit: 'ng/mL' },
    ],
  };
  it('no iron treatment; the ferritin reads as the haematologist’s, in the plan and the chat', () => {
    const p = planFor(PV, locale);
    expect(p.findings.some((f) => f.id === 'treatment:iron')).toBe(false);
    const ferritin = p.findings.find((f) => f.id === 'lab:ferritin')?.text ?? '';
    expect(ferritin).toMatch(zh ? /血液科医生决定/ : /haematologist decides/);
    expect(ferritin).not.toMatch(zh ? /在医生监督下补铁/ : /iron given under a doctor/);
    expect(p.productReviews[0]?.verdict).not.toBe('keep');
    const r = ask(
      PV,
      'pv-r26',
      zh
        ? '我是真性红细胞增多症，在吃羟基脲，化验铁蛋白6、MCV 71，是不是缺铁性贫血，力蜚能要不要加到一天两粒？'
        : 'I have polycythemia vera, on hydroxyurea, ferritin 6 — is this iron deficiency anemia? should I double my iron capsule?',
      locale,
    );
    expect(r.text).toMatch(zh ? /不要自己吃铁或加量/ : /Take no iron and do not raise a dose/);
  });
  it('sickle cell disease on hydroxyurea keeps its own rule', () => {
    const SCD: Answers = {
      ...PV,
      conditions: ['haemoglobinopathy'],
      labs: [{ marker: '铁蛋白', value: 6, unit: 'ng/mL' }],
    };
    const p = planFor(SCD, locale);
    expect(p.findings.some((f) => /镰状细胞病|sickle cell/.test(f.text))).toBe(true);
  });
});

describe.each(LOCALES)('%s — Pradaxa capsules opened (en moderate)', (locale) => {
  const zh = locale === 'zh-CN';
  it('dabigatran capsules are swallowed whole, never opened onto food', () => {
    const r = assistantReply({
      text: zh
        ? '泰毕全胶囊太大了，能打开倒在粥里吃吗'
        : 'can I open my pradaxa capsules and mix them in yogurt? hard to swallow',
      locale,
      plan: null,
      medicines: ['dabigatran'],
    });
    expect(r.text).toMatch(zh ? /整粒吞下，不能打开/ : /swallowed whole — never opened/);
    expect(r.text).toMatch(/75/);
  });
});
