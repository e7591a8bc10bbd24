import { describe, expect, it } from 'vitest';
import { ROUND44_FAQ } from './rows-round44';
import { askAs, enCase, expectRowCase, faqIdsOf, rowsOf, zhCase, type RowCase } from './testing';

// Blind answer round 44's unsafe answers (development data), each as a class: a vegetarian or vegan with a low
// B12 asking which dose or form (one answer: the treatment course, then the maintenance dose for as long as the
// diet stays plant-based), and a self-bought blood-activating herb on warfarin, "stop it now or wait?" (stop it,
// tell the anticoagulation clinic, an INR within about a week, the warfarin as prescribed). The third, protein for
// an older person with kidney disease who eats little, is answered in code (intents/ckd-protein.ts) and checked
// at the end.
const VEGAN = 'vegan';
const WOMAN = 'healthy woman';
const LOW_B12_METFORMIN = 'folate and B12 low';
const WARFARIN = 'warfarin with fish oil and vitamin E';
const JUNE = 'June Prolia due, CKD G4, low calcium, stopped calcium (en)';
const HAROLD = 'Harold CKD G3a on Zestoretic and aspirin 81, K 3.4, Ca 10.4 (en)';
const own = rowsOf(ROUND44_FAQ);

/** Each case with the lead its answer must carry (anchored where the row's text opens the answer). */
const CASES: readonly (readonly [RowCase, RegExp | null])[] = [
  // ---- a low B12 on a plant-based diet: which dose, which form (zh-010, en-002, en-016)
  [
    zhCase(
      VEGAN,
      '吃全素四年了，这次体检维生素B12偏低，药店的B12片该买多少微克一片的？',
      'plant-based-low-b12-course-then-maintenance',
    ),
    /^\*\*B12偏低又吃素，要分两步补：先吃一个疗程的治疗量——常用的是每天口服1000微克[^*]*一直吃小剂量维持/,
  ],
  [
    enCase(
      VEGAN,
      'vegan for years, blood test says my b12 is low. what dose should i get — the 1000 mcg or the 5000 mcg one?',
      'plant-based-low-b12-course-then-maintenance',
    ),
    /^\*\*With a low B12 on a vegetarian or vegan diet, think of it as two steps/,
  ],
  [
    enCase(
      WOMAN,
      'is methylcobalamin actually better than cyanocobalamin?',
      'plant-based-low-b12-course-then-maintenance',
      "I'm lacto-vegetarian and my GP says my B12 is low",
    ),
    /^\*\*Cyanocobalamin and methylcobalamin both work, so either is fine to buy/,
  ],
  [
    zhCase(
      WOMAN,
      '我是蛋奶素，体检B12只有160，甲钴胺和氰钴胺选哪个好？',
      'plant-based-low-b12-course-then-maintenance',
    ),
    /^\*\*氰钴胺和甲钴胺都有效，买哪种都行/,
  ],
  // No low B12 told or in the plan: the vegan's form and schedule row, not a treatment course.
  [enCase(VEGAN, 'which b12 is better for vegans, methyl or cyano?', null), null],
  [zhCase(VEGAN, '吃纯素的话，B12一天补多少微克？', null), null],
  // Not plant-based, the B12 low on metformin and omeprazole: their own rows.
  [enCase(LOW_B12_METFORMIN, 'what dose of B12 tablets should I buy?', null), null],
  // Vitamin D asked beside it, or a low only wondered about.
  [
    enCase(
      VEGAN,
      'my b12 is 170 pg/mL and vitamin D is 15, which tablets and what dose should I take?',
      null,
    ),
    null,
  ],
  [
    enCase(
      VEGAN,
      'I feel exhausted, could it be low B12? which tests should I ask for, and what dose?',
      null,
    ),
    null,
  ],
  // ---- warfarin and a self-bought blood-activating herb: stop it now or wait for the doctor (en-015)
  [
    enCase(
      WARFARIN,
      'my dad bought ginkgo tablets for his memory. should he quit them right away or wait and ask his cardiologist?',
      'warfarin-stop-blood-activating-herb',
    ),
    /\*\*Yes — self-bought ginkgo can be stopped now, without waiting for the cardiologist[^*]*INR check within about a week\.\*\*/,
  ],
  [
    zhCase(
      WARFARIN,
      '我吃着华法林，自己在药店买了复方丹参滴丸，是马上停掉，还是等下次复诊问了医生再说？',
      'warfarin-stop-blood-activating-herb',
    ),
    /^\*\*自己买的复方丹参滴丸可以现在就停，不用等到下次看医生[^*]*停后一周左右查一次INR。\*\*/,
  ],
  [
    zhCase(WARFARIN, '三七粉我打算不吃了，直接停行吗？', 'warfarin-stop-blood-activating-herb'),
    /\*\*自己买的三七可以现在就停/,
  ],
  [
    enCase(
      WARFARIN,
      'grandma is on warfarin and the family makes dong quai chicken soup every weekend. should they stop the soup?',
      'warfarin-stop-blood-activating-herb',
    ),
    /\*\*Yes — the dong quai soup or tea can be stopped now/,
  ],
  // Not on warfarin; a bleed told; warfarin itself asked about.
  [enCase(WOMAN, 'should I stop my ginkgo before my operation next month?', null), null],
  [zhCase(WARFARIN, '吃华法林又吃了丹参，这两天牙龈出血，要不要停丹参？', null), null],
  [
    enCase(WARFARIN, 'I take danshen too — should I stop the warfarin before my tooth extraction?', null),
    null,
  ],
];

describe('blind answer round 44: the unsafe answers as classes (development data)', () => {
  it.each(CASES.map(([c, lead]) => [c.id ?? 'none', c.locale, c.text, c, lead] as const))(
    '%s (%s) "%s"',
    { timeout: 60_000 },
    (_id, _locale, _text, c, lead) => {
      expectRowCase(c, own, { nullMayBeUrgent: true });
      if (lead) expect(askAs(c).text).toMatch(lead);
    },
  );

  it(
    'a low B12 on a plant-based diet gets one dose plan, never "not past the course" beside "for good"',
    {
      timeout: 60_000,
    },
    () => {
      for (const locale of ['zh-CN', 'en-US'] as const) {
        const r = askAs({
          locale,
          persona: VEGAN,
          text:
            locale === 'zh-CN'
              ? '吃纯素，B12查出来只有150，该买多少mcg的？甲钴胺还是氰钴胺'
              : 'vegan, my b12 came back 150 pg/mL. which strength should I buy, 500 mcg or 1500 mcg?',
        });
        expect(faqIdsOf(r)).toContain('plant-based-low-b12-course-then-maintenance');
        expect(r.text).not.toMatch(/疗程结束后不要自行继续|Do not continue it past the course/);
        expect(r.text).toMatch(locale === 'zh-CN' ? /一直吃小剂量维持/ : /maintenance dose for good/);
      }
      const en = askAs({
        locale: 'en-US',
        persona: VEGAN,
        text: 'vegan, my b12 came back 150 pg/mL. which strength should I buy, 500 mcg or 1500 mcg?',
      });
      expect(en.text).toMatch(/1,500 µg once a day is within the usual treatment range/);
      expect(en.text).toMatch(/500 µg a tablet is below a treatment dose/);
    },
  );

  it(
    'stopping the herb is never told beside "do not stop any prescribed medicine"',
    { timeout: 60_000 },
    () => {
      const r = askAs({
        locale: 'en-US',
        persona: WARFARIN,
        text: 'ok so should he just stop the danshen pills himself or wait for the heart doctor?',
        previous:
          'My dad is on warfarin and he also takes compound danshen pills his friend recommended. Is that ok?',
      });
      expect(faqIdsOf(r)).toContain('warfarin-stop-blood-activating-herb');
      expect(r.text).not.toMatch(/Do not stop or change any prescribed medicine/);
      expect(r.text).toMatch(/Keep taking the warfarin exactly as prescribed/);
    },
  );
});

describe('blind answer round 44 en-046: protein with kidney disease while eating little (intents/ckd-protein.ts)', () => {
  it.each([
    [
      'en-US',
      JUNE,
      "Mum hardly eats now, just a bit of porridge, and she's getting so thin. How much protein should she have a day?",
      /^\*\*Aim for the plan’s figure of about \d+ g of protein a day — right now the bigger risk is too little, not too much/,
    ],
    [
      'zh-CN',
      JUNE,
      '我妈现在吃得很少，基本只喝点稀饭，越来越瘦。肾不好，她一天到底该吃多少蛋白质？',
      /^\*\*按方案，蛋白质每天吃到约 \d+ 克就好；现在更要担心的是吃得太少/,
    ],
    [
      'en-US',
      HAROLD,
      "I've lost my appetite and barely eat. With my kidneys, how many grams of protein do I need?",
      /^\*\*Aim for the plan’s figure of about \d+ g of protein a day/,
    ],
  ] as const)('%s %s "%s"', { timeout: 60_000 }, (locale, persona, text, lead) => {
    const r = askAs({ locale, persona, text });
    expect(r.urgent).toBe(false);
    expect(r.text).toMatch(lead);
    // No estimate from the plan's meals said as what the person eats.
    expect(r.text).not.toMatch(
      /meets your|already gives|已达到|已经够|From your diet you get about|按你的饮食估计/,
    );
    expect(r.text).toMatch(locale === 'zh-CN' ? /肾内科医生/ : /kidney doctor/);
  });

  it('a pressure injury and a nephrotic reading keep their own answers', { timeout: 60_000 }, () => {
    const bea = askAs({
      locale: 'en-US',
      persona: 'Bea: 89, pressure injury, CKD G3b, albumin 2.7, furosemide with KCl (en)',
      text: "Mum barely eats now and her bed sore won't heal. How much protein should she have a day?",
    });
    expect(faqIdsOf(bea)).toContain('pressure-injury-needs');
    const nephrotic = askAs({
      locale: 'zh-CN',
      persona: '老郑: nephrotic syndrome on ciclosporin with atorvastatin, albumin 21.6 (zh)',
      text: '最近胃口很差吃得很少，人也瘦了，蛋白质一天到底该吃多少？',
    });
    expect(nephrotic.text).not.toMatch(/现在更要担心的是/);
  });

  it('without eating little said, the kidney protein answer is not this one', { timeout: 60_000 }, () => {
    const r = askAs({
      locale: 'en-US',
      persona: HAROLD,
      text: 'how much protein do I need a day with my kidneys?',
    });
    expect(r.text).not.toMatch(/the bigger risk is too little/);
  });

  it(
    'eating little said, a protein answer claims no intake from the plan’s food estimate',
    { timeout: 60_000 },
    () => {
      for (const [locale, text] of [
        ['en-US', 'I have no appetite lately and barely eat. Is too much protein bad for me?'],
        ['zh-CN', '最近胃口很差吃得很少，蛋白质吃多了会不会不好？'],
      ] as const) {
        const r = askAs({ locale, persona: WOMAN, text });
        expect(r.text).not.toMatch(
          /needs no Protein supplement|which meets your|不需要补充蛋白质|已达到目标/,
        );
        expect(r.text).toMatch(locale === 'zh-CN' ? /实际多半达不到/ : /the real amount is probably lower/);
      }
    },
  );
});
