import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '../contracts/common';
import type { Answers } from '../contracts/questionnaire';
import { drugById } from '../interactions';
import { findDrugs } from './entities';
import { storedPlanFor } from './testing';
import { askAsGuest, askWith, leadOf } from './testing-ask';

// Forty-seventh blind clinician review (2026-12-02), findings zh S3 and en S2/M3: the reviewer's own messages and
// wordings of our own, the plan and the chat.

// The first plan of a file loads the tables: slower than the default 5 s on a busy 2-core machine.
vi.setConfig({ testTimeout: 30_000 });

const adult = (sex: 'male' | 'female', age: number, extra: Partial<Answers> = {}): Answers => ({
  nickname: 'R',
  gender: sex,
  age,
  heightCm: sex === 'male' ? 170 : 165,
  weightKg: sex === 'male' ? 62 : 92,
  activityLevel: 'light',
  ...extra,
});
const pairs = (medicineTaboos: readonly { drugId: string; target: string; severity: string }[]) =>
  medicineTaboos.map((t) => `${t.drugId}>${t.target}:${t.severity}`);

describe('brivudine and sorivudine in the dictionary, the fluoropyrimidines classed (zh S3)', () => {
  it.each([
    ['溴夫定片', 'brivudine'],
    ['Zostex', 'brivudine'],
    ['索立夫定', 'sorivudine'],
    ['氟尿嘧啶注射液', 'fluorouracil'],
  ])('%s is %s', (name, id) => {
    expect(findDrugs(`我在吃${name}`).map((d) => d.id)).toContain(id);
  });
  it.each(['tegafur-gimeracil-oteracil', 'capecitabine', 'fluorouracil'])(
    '%s is a fluoropyrimidine',
    (id) => {
      expect(drugById(id)?.classes).toContain('fluoropyrimidine');
    },
  );
});

describe('brivudine with S-1, capecitabine or fluorouracil: never together, 4 weeks apart (zh S3)', () => {
  it.each([
    [['tegafur-gimeracil-oteracil', 'brivudine'], 'tegafur-gimeracil-oteracil>brivudine:major'],
    [['capecitabine', 'brivudine'], 'capecitabine>brivudine:major'],
    [['fluorouracil', 'sorivudine'], 'fluorouracil>sorivudine:major'],
  ] as const)('the plan carries %j as a major pair to avoid', (medicines, pair) => {
    const plan = storedPlanFor('lao', adult('male', 66, { medicines: [...medicines] }), 'zh-CN');
    expect(pairs(plan.medicineTaboos)).toContain(pair);
    const t = plan.medicineTaboos.find((x) => `${x.drugId}>${x.target}:${x.severity}` === pair)!;
    expect(t.management).toBe('avoid');
    expect(t.advice).toMatch(/4周|阿昔洛韦|伐昔洛韦/);
  });
  it('near miss: valaciclovir with S-1 is no pair', () => {
    const medicines = ['tegafur-gimeracil-oteracil', 'valacyclovir'];
    const plan = storedPlanFor('lao', adult('male', 66, { medicines }), 'zh-CN');
    expect(pairs(plan.medicineTaboos).some((p) => p.includes('valacyclovir'))).toBe(false);
  });

  const onS1 = ['tegafur-gimeracil-oteracil'];
  const q1 = '最近腰上长了带状疱疹，社区诊所给我开了溴夫定片，说一天一片吃7天，跟替吉奥一起吃有没有问题？';
  it.each([
    ['zh-CN', q1, undefined, /不能一起吃/],
    ['zh-CN', '那我先停几天替吉奥，把溴夫定吃完再接着吃行吗？', q1, /不行.*停几天/],
    ['zh-CN', '带状疱疹开的是溴夫定，替吉奥要不要先停一个礼拜再吃溴夫定？', undefined, /不行.*停几天/],
    ['zh-CN', '皮肤科给我开了溴夫定，化疗药替吉奥照常吃的话两个能一起用吗', undefined, /不能一起吃/],
    [
      'en-US',
      'the clinic gave me brivudine for shingles, one a day for 7 days — is that ok with my S-1?',
      undefined,
      /^\*\*No/,
    ],
    [
      'en-US',
      'can I just pause the S-1 for a few days and take the brivudine in between?',
      undefined,
      /^\*\*No — pausing/,
    ],
    ['en-US', 'my GP wants me on Zostex for shingles, does that clash with S-1?', undefined, /^\*\*No/],
  ] as const)('%s: %s', (locale, text, previous, leads) => {
    const r = askWith('lao', adult('male', 66, { medicines: onS1 }), locale, text, previous);
    expect(leadOf(r.text)).toMatch(leads);
    if (locale === 'zh-CN') {
      expect(r.text).toMatch(/4周/);
      expect(r.text).toMatch(/阿昔洛韦、伐昔洛韦或泛昔洛韦/);
      expect(r.text).toMatch(/今天就联系开溴夫定的诊所和你的肿瘤科/);
      expect(r.text).toMatch(/嘴里溃烂疼痛、腹泻、发热/);
      expect(r.text).not.toMatch(/照常吃，不要自己改动|维生素B12|没有可靠的规则/);
    } else {
      expect(r.text).toMatch(/4 weeks/);
      expect(r.text).toMatch(/aciclovir, valaciclovir or famciclovir/);
      expect(r.text).toMatch(/oncology team today|your oncology team \(a phone call/);
      expect(r.text).toMatch(/Mouth sores or pain, diarrhoea, fever/);
      expect(r.text).not.toMatch(/no reliable rule|keep taking (it|them) as usual/i);
    }
  });

  it.each([
    ['zh-CN', '溴夫定已经吃了两片了，替吉奥也一直在吃，怎么办', /^\*\*今天就去医院急诊或肿瘤科/],
    ['zh-CN', '我今天早上吃了溴夫定，晚上那顿替吉奥还吃吗', /^\*\*今天就去医院急诊或肿瘤科/],
    [
      'en-US',
      "I already took 2 of the brivudine and I'm on S-1, what should I do?",
      /^\*\*Go to the emergency department/,
    ],
    [
      'en-US',
      'took my first Zostex this morning, then remembered my S-1 — now what?',
      /^\*\*Go to the emergency department/,
    ],
  ] as const)('%s, already taken: hospital today — %s', (locale, text, leads) => {
    const r = askWith('lao', adult('male', 66, { medicines: onS1 }), locale, text);
    expect(leadOf(r.text)).toMatch(leads);
    expect(r.text).toMatch(locale === 'zh-CN' ? /下一顿都先别吃/ : /take no further dose of either/i);
  });

  it.each([
    ['zh-CN', '我在吃希罗达，皮肤科开了溴夫定，能一起吃吗', /卡培他滨（希罗达）/],
    [
      'en-US',
      'urgent care gave me Zostex for shingles, is that ok with my Xeloda?',
      /capecitabine \(Xeloda\)/,
    ],
    ['en-US', 'on S-1 for stomach cancer, the GP prescribed brivudine for shingles, is that ok?', /S-1/],
  ] as const)('%s, brivudine and the fluoropyrimidine named only in the chat: %s', (locale, text, names) => {
    const r = askAsGuest(locale, text);
    expect(leadOf(r.text)).toMatch(locale === 'zh-CN' ? /^\*\*不能一起吃/ : /^\*\*No/);
    expect(leadOf(r.text)).toMatch(names);
  });

  it.each([
    ['zh-CN', q1, /溴夫定一片也别碰/, /下一顿都先别吃/, /请勿自行停用或更改医生开具的药物/],
    [
      'en-US',
      'is the brivudine ok with my S-1?',
      /Take no brivudine at all/,
      /take no further dose of either/,
      /Do not stop or change any prescribed medicine on your own/,
    ],
  ] as const)(
    '%s, both in the medicine list: the safety check keeps every step',
    (locale, text, noBrivudine, noFurtherDose, neverStop) => {
      const medicines = ['tegafur-gimeracil-oteracil', 'brivudine'];
      const r = askWith('lao', adult('male', 66, { medicines }), locale, text);
      expect(r.text).toMatch(noBrivudine);
      expect(r.text).toMatch(noFurtherDose);
      expect(r.text).not.toMatch(neverStop);
    },
  );

  it('near miss: valaciclovir for shingles on S-1 gets no brivudine text', () => {
    const r = askWith(
      'lao',
      adult('male', 66, { medicines: onS1 }),
      'zh-CN',
      '带状疱疹医生开了伐昔洛韦，跟替吉奥一起吃有没有问题？',
    );
    expect(r.text).not.toMatch(/溴夫定/);
  });
  it('near miss: brivudine on its own, no fluoropyrimidine, gets no 4-week text', () => {
    const r = askWith(
      'bv',
      adult('male', 60, { medicines: ['brivudine'] }),
      'zh-CN',
      '溴夫定饭前吃还是饭后吃？',
    );
    expect(r.text).not.toMatch(/4周|不能一起吃/);
  });
});

describe('Qsymia in the dictionary with both parts’ classes (en M3)', () => {
  it('Qsymia 7.5/46 is phentermine/topiramate, an anorectic and an antiepileptic', () => {
    const found = findDrugs('Qsymia 7.5/46').map((d) => d.id);
    expect(found).toContain('phentermine-topiramate');
    expect(drugById('phentermine-topiramate')?.classes).toEqual(
      expect.arrayContaining(['anorectic', 'antiepileptic']),
    );
  });
  it('the plan carries the doubled topiramate beside Topamax, and a doubled phentermine', () => {
    const plan = storedPlanFor(
      'bri',
      adult('female', 29, { medicines: ['topiramate', 'phentermine-topiramate', 'phentermine'] }),
      'en-US',
    );
    expect(pairs(plan.medicineTaboos)).toEqual(
      expect.arrayContaining([
        'topiramate>phentermine-topiramate:major',
        'phentermine>phentermine-topiramate:major',
      ]),
    );
  });
});

describe('pregnant on Qsymia: the label’s own instruction, Topamax not stopped abruptly (en S2)', () => {
  const medicines = ['topiramate', 'phentermine-topiramate'];
  const pregnant = (extra: Partial<Answers> = {}) =>
    adult('female', 29, { lifeStage: 'pregnant_t1', gestationalWeek: 5, medicines, ...extra });

  it.each(['en-US', 'zh-CN'] as const)(
    '%s: the plan says the label’s instruction for Qsymia, not for Topamax',
    (locale) => {
      const plan = storedPlanFor('bri', pregnant(), locale);
      const q = plan.findings.find((f) => f.id === 'teratogen:phentermine-topiramate')!;
      expect(q.severity).toBe('urgent');
      expect(q.text).toMatch(
        locale === 'zh-CN' ? /怀孕后要立即停用/ : /stop it immediately if pregnancy occurs/,
      );
      expect(q.text).toMatch(/15\/92/);
      expect(q.text).not.toMatch(/do not stop the medicine yourself|不要自己停药/);
      const t = plan.findings.find((f) => f.id === 'teratogen:topiramate-not-epilepsy')!;
      expect(t.text).toMatch(locale === 'zh-CN' ? /不要自己停药/ : /do not stop the medicine yourself/);
      // Qsymia is claimed by its own row, not by the antiepileptic class row's "seizures in pregnancy" text.
      expect(plan.findings.find((f) => f.id === 'teratogen:antiepileptic-folic-acid')).toBeUndefined();
    },
  );
  it('near miss: Qsymia when not pregnant is the before-pregnancy note', () => {
    const plan = storedPlanFor('qn', adult('female', 35, { medicines: ['phentermine-topiramate'] }), 'en-US');
    const q = plan.findings.find((f) => f.id === 'teratogen:phentermine-topiramate')!;
    expect(q.severity).toBe('info');
  });

  const first = 'What do I do about the Qsymia?';
  it.each([
    ['en-US', first, undefined],
    [
      'en-US',
      'the weight clinic is closed till Monday. can I at least keep taking it thru the weekend?',
      first,
    ],
    ['en-US', 'should I keep taking my Qsymia until I can see the doctor next week?', undefined],
    ['en-US', 'ok so Qsymia — do I need to do anything about it now that I’m pregnant?', undefined],
    ['zh-CN', '怀孕5周了，Qsymia还能继续吃吗？', undefined],
    ['zh-CN', '减重门诊周一才上班，芬特明托吡酯先吃到周一行吗', undefined],
  ] as const)('%s: %s', (locale, text, previous) => {
    const r = askWith('bri', pregnant(), locale, text, previous);
    if (locale === 'zh-CN') {
      expect(r.text).toMatch(/怀孕后要立即停用/);
      expect(r.text).toMatch(/不要再吃下一粒/);
      expect(r.text).toMatch(/隔天吃一粒，至少1周/);
      expect(r.text).toMatch(/妥泰）不一样：它治偏头痛或癫痫，不要突然停掉/);
      expect(r.text).not.toMatch(/没有可靠的规则|不要自己停药/);
    } else {
      expect(r.text).toMatch(/stop it immediately if pregnancy occurs/);
      expect(r.text).toMatch(/take no further capsule/);
      expect(r.text).toMatch(/every other day for at least a week/);
      expect(r.text).toMatch(
        /Topamax \(topiramate on its own, for migraine or epilepsy\) is different: do not stop it abruptly/,
      );
      expect(r.text).not.toMatch(/no reliable rule|Do not stop it on your own/i);
    }
  });
  it.each([
    ['en-US', 'I’m 6 weeks pregnant and on Qsymia 15/92, what now?', /every other day for at least a week/],
    ['zh-CN', '我怀孕了，在吃Qsymia 15/92，该怎么办', /隔天吃一粒，至少1周/],
  ] as const)('%s, Qsymia alone: the taper of the top dose, no Topamax line — %s', (locale, text, taper) => {
    const r = askWith('qp', pregnant({ medicines: ['phentermine-topiramate'] }), locale, text);
    expect(leadOf(r.text)).toMatch(taper);
    expect(r.text).not.toMatch(/Topamax \(topiramate on its own|单独吃的托吡酯/);
  });
  it('the weekend question leads with its answer', () => {
    const r = askWith(
      'bri',
      pregnant(),
      'en-US',
      'the weight clinic is closed till Monday. can I at least keep taking it thru the weekend?',
      first,
    );
    expect(leadOf(r.text)).toMatch(/^\*\*No — not even over the weekend/);
  });
  it('near miss: Topamax alone in pregnancy keeps "call today, do not stop it yourself"', () => {
    const r = askWith(
      'tp',
      adult('female', 30, { lifeStage: 'pregnant_t1', medicines: ['topiramate'] }),
      'en-US',
      'neuro office is closed till monday, can I keep taking my topamax over the weekend?',
    );
    expect(r.text).not.toMatch(/Qsymia|take no further capsule/);
  });
});

describe('"doesn’t Qsymia have topiramate too?" (en M3)', () => {
  const medicines = ['topiramate', 'phentermine-topiramate'];
  it.each([
    ['en-US', "wait, doesn't Qsymia have topiramate in it too?", /^\*\*Yes/, /146 mg/],
    ['en-US', 'is the topiramate in qsymia the same stuff as my topamax?', /^\*\*Yes/, /146 mg/],
    ['zh-CN', 'Qsymia里面是不是也有托吡酯？', /^\*\*是的/, /146毫克/],
    ['zh-CN', '芬特明托吡酯和妥泰里的托吡酯是同一种药吗', /^\*\*是的/, /146毫克/],
  ] as const)('%s, pregnant: %s', (locale: Locale, text, leads, total) => {
    const r = askWith(
      'bri',
      adult('female', 29, { lifeStage: 'pregnant_t1', gestationalWeek: 5, medicines }),
      locale,
      text,
    );
    expect(leadOf(r.text)).toMatch(leads);
    expect(r.text).toMatch(locale === 'zh-CN' ? /46毫克/ : /46 mg in 7\.5\/46/);
    expect(r.text).toMatch(total);
    expect(r.text).toMatch(locale === 'zh-CN' ? /告诉开妥泰的医生和减重门诊/ : /tell both today/);
    expect(r.text).toMatch(
      locale === 'zh-CN' ? /怀孕后要立即停用/ : /stop it immediately if pregnancy occurs/,
    );
  });
  it('near miss: not pregnant, Qsymia alone — the contents, no pregnancy instruction', () => {
    const onQsymia = adult('female', 35, { medicines: ['phentermine-topiramate'] });
    const r = askWith('qn', onQsymia, 'en-US', 'does qsymia contain topiramate?');
    expect(leadOf(r.text)).toMatch(/^\*\*Yes/);
    expect(r.text).not.toMatch(/stop it immediately|146 mg/);
  });
  it('its dose is the weight clinic’s, not a neurologist’s', () => {
    const onQsymia = adult('female', 35, { medicines: ['phentermine-topiramate'] });
    const r = askWith('qn', onQsymia, 'en-US', 'can I cut my qsymia back to the lower dose myself?');
    expect(leadOf(r.text)).toMatch(/weight clinic/);
    expect(r.text).not.toMatch(/neurologist/);
  });
});
