/**
 * Fifty-first clinician review, en S1–S5, as the reviewers' people asked them (their questionnaires, shortened to what
 * the answers read):
 *
 * - S1: "Should she still be on the metformin 1000 twice a day?" at eGFR 24 was told "keep to the 1000 kcal your care
 *   team set" and "no reliable rule for metformin"; the plan's own finding (not used below eGFR 30) is the answer.
 * - S2: in chemotherapy with weight loss at eGFR 55, protein was the 0.8 g/kg RDA and the clinic dietitian's "more" was
 *   set aside; ESPEN: above 1 g/kg (not above 1.2 g/kg in chronic renal failure), the treating dietitian followed.
 * - S3: 4 × 200 µg of selenium with Brazil nuts was a greeting, then its toxicity signs were a 911 card with no cause.
 * - S4: "give me an actual schedule" on ciprofloxacin got another person's day (iron three times, gliclazide).
 * - S5: tingling feet on metronidazole and ciprofloxacin got "no reliable rule".
 */
import { describe, expect, it } from 'vitest';
import { ciproHoursSaid } from './faq/cipro-timetable';
import { chatAs, storedPlanFor } from './testing';
import type { Answers } from '../contracts/questionnaire';
import { LOCALES } from '../testing';

const base = {
  lifeStage: 'none',
  dietPattern: 'omnivore',
  sunExposure: 'moderate',
  alcohol: 'none',
  smoking: 'never',
  sleepQuality: 'fair',
  stressLevel: 'moderate',
  digestiveIssues: ['none'],
} as const satisfies Partial<Answers>;

const PEARLINE: Answers = {
  ...base,
  gender: 'female',
  age: 74,
  heightCm: 160,
  weightKg: 70,
  activityLevel: 'sedentary',
  conditions: ['diabetes', 'hypertension', 'kidney_disease'],
  medicines: ['insulin-glargine', 'metformin', 'lisinopril', 'sulfamethoxazole-trimethoprim'],
  medicineDoses: [{ id: 'metformin', dose: 1000, unit: 'mg', frequency: 'twice a day' }],
  labs: [
    { marker: 'Potassium', value: 5.8, unit: 'mmol/L', labRefLow: 3.5, labRefHigh: 5.1 },
    { marker: 'eGFR', value: 24, unit: 'mL/min/1.73m2', labRefLow: 60, labRefHigh: 200 },
  ],
};
const JOHAN: Answers = {
  ...base,
  gender: 'male',
  age: 61,
  heightCm: 178,
  weightKg: 68,
  activityLevel: 'light',
  smoking: 'former',
  conditions: ['cancer', 'copd'],
  medicines: ['pemetrexed', 'pembrolizumab', 'dexamethasone', 'ibuprofen'],
  labs: [
    { marker: 'Albumin', value: 33, unit: 'g/L', labRefLow: 35, labRefHigh: 50 },
    { marker: 'eGFR', value: 55, unit: 'mL/min/1.73m2', labRefLow: 60, labRefHigh: 200 },
  ],
};
const MEGHAN: Answers = {
  ...base,
  gender: 'female',
  age: 37,
  heightCm: 165,
  weightKg: 64,
  activityLevel: 'moderate',
  conditions: ['hypothyroid'],
  medicines: ['levothyroxine'],
  supplements: [{ optionId: 'selenium-200', dose: 4, unit: 'capsule' }],
};
const LEILANI: Answers = {
  ...base,
  gender: 'female',
  age: 31,
  heightCm: 163,
  weightKg: 55,
  activityLevel: 'light',
  dietPattern: 'pescatarian',
  conditions: ['ibd'],
  medicines: ['metronidazole', 'ciprofloxacin', 'adalimumab'],
  supplements: [
    { optionId: 'iron-ferrous-sulfate', dose: 1, unit: 'tablet' },
    { optionId: 'calcium-carbonate-d3', dose: 1, unit: 'tablet' },
    { optionId: 'magnesium-glycinate', dose: 2, unit: 'capsule' },
  ],
};

const chat = (
  name: string,
  who: Answers | null,
  locale: (typeof LOCALES)[number],
  texts: readonly string[],
) => chatAs(`rev51-en:${name}`, who, locale, texts);

describe.each(LOCALES)('%s', (locale) => {
  const zh = locale === 'zh-CN';

  it('S1: metformin at eGFR 24 is the plan’s kidney finding, never a calorie figure', () => {
    const [r] = chat('pearline', PEARLINE, locale, [
      zh
        ? '化验单上肾功能eGFR是24，她还要继续吃二甲双胍1000一天两次吗？'
        : 'The clinic sheet says her kidney number eGFR is 24. Should she still be on the metformin 1000 twice a day?',
    ]);
    expect(r!.text).not.toMatch(/1000 kcal|1000 千卡|care team set|治疗团队给你定/);
    expect(r!.text.split('\n\n')[0]).toMatch(zh ? /eGFR 24|低于30/ : /eGFR 24 is below 30/);
    expect(r!.text).not.toMatch(zh ? /没有可靠的规则/ : /no reliable rule/);
    expect(r!.text).not.toMatch(zh ? /病假|生病时/ : /sick-day/);
  });

  it('S1 again: the value typed in the same sentence ("gfr 24") does not push the metformin answer out', () => {
    const [r] = chat('pearline', PEARLINE, locale, [
      zh
        ? '她肾都这么差了，还能接着吃二甲双胍吗？gfr 24'
        : 'is she still ok on the metformin with kidneys this bad? gfr 24',
    ]);
    expect(r!.text.split('\n\n')[0]).toMatch(
      zh ? /二甲双胍：eGFR 24 低于 30/ : /Metformin: eGFR 24 is below 30/,
    );
    expect(r!.text).not.toMatch(zh ? /没有可靠的规则/ : /no reliable rule/);
  });

  it('S2: chemotherapy at eGFR 55 — protein 1.0–1.2 g/kg, the clinic dietitian followed', () => {
    const plan = storedPlanFor(`rev51-en:johan`, JOHAN, locale);
    expect(plan.profile.proteinTargetG).toBe(68);
    const [r] = chat('johan', JOHAN, locale, [
      zh
        ? '我到底要吃多少蛋白质？方案说54克，可医院的营养师说要更多。'
        : 'How much protein do I actually need? Your plan says 54 g but the dietitian at the clinic said more.',
    ]);
    expect(r!.text).toMatch(/1\.0–1\.2/);
    expect(r!.text).toMatch(zh ? /营养师[^。]*照他们说的做/ : /follow the amount they set/);
    expect(r!.text).not.toMatch(zh ? /一般人群的参考摄入量/ : /general reference is/);
  });

  it('S3: 4 × 200 µg of selenium with Brazil nuts is twice the UL, the nuts counted', () => {
    const [a, b] = chat('meghan', MEGHAN, locale, [
      zh
        ? '嗨！我每天吃4粒200微克的硒胶囊，听说能降桥本的抗体，还吃4颗巴西坚果，这个剂量合适吗？'
        : "Hey! I take 4 of my 200 mcg selenium caps every day because I read selenium lowers thyroid antibodies for Hashimoto's, plus I eat 4 Brazil nuts. Is that a good dose?",
      zh
        ? '最近掉头发很厉害，指甲也老是裂，老公说我嘴里有大蒜味，跟这个有关系吗？'
        : 'Lately my hair is falling out more, my nails are splitting and my husband says my breath smells like garlic. Could that be related?',
    ]);
    expect(a!.intent).toBe('dose_too_high');
    expect(a!.text).toMatch(/800 µg/);
    expect(a!.text).toMatch(zh ? /巴西坚果/ : /Brazil nuts/);
    expect(a!.text).not.toMatch(/within the UL|在上限以内/);
    expect(b!.urgent).toBe(false);
    expect(b!.text).toMatch(zh ? /硒吃多了/ : /too much selenium/);
    expect(b!.text).toMatch(zh ? /停掉硒/ : /stop the selenium/);
  });

  it('S4: the day is laid out from her own cipro times, one iron tablet, nobody else’s medicines', () => {
    const [r] = chat('leilani', LEILANI, locale, [
      zh
        ? '那你给我排个时间表：环丙沙星早上8点和晚上8点，灭滴灵8点、2点、10点，铁、钙、镁什么时候吃？'
        : 'Ok so give me an actual schedule. Cipro at 8am and 8pm, Flagyl at 8, 2 and 10, when do I take iron, calcium, magnesium?',
    ]);
    expect(r!.text).toMatch(zh ? /上午10点到下午2点/ : /between 10 am and 2 pm/);
    expect(r!.text).toMatch(zh ? /铁剂一天1片/ : /one iron tablet at 10 am/);
    expect(r!.text).not.toMatch(/格列齐特|二甲双胍|gliclazide|metformin|iron tablet 3|铁剂第3片/);
  });

  it('S5: tingling feet on metronidazole and ciprofloxacin are linked to them, the prescriber today', () => {
    const [r] = chat('leilani', LEILANI, locale, [
      zh
        ? '这两天脚底麻麻的，有点刺痛，是我吃的药引起的吗？'
        : "My feet have been tingling and kind of numb the last couple days. Is that from something I'm taking?",
    ]);
    expect(r!.urgent).toBe(false);
    expect(r!.text).toMatch(zh ? /甲硝唑/ : /metronidazole/);
    expect(r!.text).toMatch(zh ? /环丙沙星/ : /ciprofloxacin/);
    expect(r!.text).toMatch(zh ? /今天就联系/ : /today/);
    expect(r!.text).toMatch(zh ? /不要自己停药/ : /do not just stop it yourself/);
    // The answer names her own medicines (the row's source lists all three).
    expect(r!.text.split('\n\n_')[0]).not.toMatch(/isoniazid|异烟肼/);
  });
});

describe.each(LOCALES)('%s: moderates M2 and M16', (locale) => {
  const zh = locale === 'zh-CN';
  it('M2: noni juice with a potassium of 5.8 on lisinopril and Bactrim — stop it', () => {
    const [r] = chat('pearline', PEARLINE, locale, [
      zh
        ? '她上周血钾5.8，每天早上喝的诺丽果汁还能继续喝吗？她说对血糖好。'
        : 'Her potassium came back 5.8 last week. Is it ok for her to keep drinking her noni juice every morning? She swears by it for her sugar.',
    ]);
    expect(r!.text).toMatch(zh ? /诺丽果汁先停掉/ : /Stop the noni juice/);
  });

  it('M5: how long the potassium takes to settle after Bactrim', () => {
    const [r] = chat('pearline', PEARLINE, locale, [
      zh
        ? '复方新诺明这个疗程吃完以后，她的血钾多久能降下来？'
        : 'ok and after this bactrim course ends, how long before her potassium settles?',
    ]);
    expect(r!.text).toMatch(zh ? /停药后几天内/ : /within a few days of the last dose/);
    expect(r!.text).toMatch(zh ? /一周内请复查一次血钾/ : /repeat potassium within a week/);
  });

  it('M16: no doubling of iron in a Crohn’s flare; a drip is the faster way', () => {
    const [r] = chat('leilani', LEILANI, locale, [
      zh
        ? '铁片吃了胃更难受，克罗恩又在发作，我能不能加倍吃，让铁蛋白快点上来？'
        : "The iron tablet makes my stomach worse and my Crohn's is flaring. Should I double up to fix my ferritin faster?",
    ]);
    expect(r!.text.split('\n\n')[0]).toMatch(zh ? /不要加倍/ : /don’t double up/);
    expect(r!.text).toMatch(zh ? /静脉补铁/ : /iron through a drip/);
  });
});

describe.each(LOCALES)('%s: M8 and M9, pemetrexed pain relief and weight loss in chemotherapy', (locale) => {
  const zh = locale === 'zh-CN';
  it('M8: paracetamol on the days around pemetrexed, no NSAID', () => {
    const [r] = chat('johan', JOHAN, locale, [
      zh
        ? '打培美曲塞那几天腰疼，能吃什么止痛？'
        : 'So what can I take for the back pain on those days then?',
    ]);
    expect(r!.text.split('\n\n')[0]).toMatch(zh ? /对乙酰氨基酚/ : /paracetamol/);
    expect(r!.text).toMatch(zh ? /止痛不用布洛芬、萘普生/ : /no ibuprofen/);
  });
  it('M10: a couple of beers between cycles — ask the team, none with a raised ALT, braai meat cooked through', () => {
    const [r] = chat('johan', JOHAN, locale, [
      zh
        ? '化疗两次之间的周末，还能吃烧烤、喝两瓶啤酒吗？'
        : 'Can I still have my braai and a couple of beers on the weekend between cycles?',
    ]);
    expect(r!.text.split('\n\n')[0]).toMatch(zh ? /转氨酶/ : /ALT/);
    const drink = chat('johan', JOHAN, locale, [
      zh ? '化疗期间可以喝营养饮品吗？' : 'can I have nutrition drinks between chemo cycles?',
    ])[0]!;
    expect(drink.text).not.toMatch(zh ? /喝一两杯啤酒/ : /one or two beers/);
  });

  it('M9: the oncology team and its dietitian, never a GP or a kidney doctor', () => {
    const [r] = chat('johan', JOHAN, locale, [
      zh
        ? '化疗以后一点胃口都没有，两个月瘦了6公斤，该吃什么才能保住体重？'
        : "My appetite is gone since the chemo and I've lost 6 kg in two months. What should I eat to keep my weight?",
    ]);
    expect(r!.text).toMatch(zh ? /肿瘤科团队/ : /oncology team/);
    expect(r!.text).not.toMatch(zh ? /全科|肾内科医生/ : /\bGP\b|kidney doctor/);
  });
});

describe.each(LOCALES)('%s: M12, levothyroxine apart with a TSH already low', (locale) => {
  it('the dose may need lowering: the doctor this week', () => {
    const who: Answers = {
      ...MEGHAN,
      supplements: [{ optionId: 'calcium-carbonate-d3', dose: 1, unit: 'tablet' }],
      labs: [{ marker: 'TSH', value: 0.09, unit: 'mIU/L', labRefLow: 0.4, labRefHigh: 4.0 }],
    };
    const [r] = chat('meghan-tsh', who, locale, [
      locale === 'zh-CN'
        ? '我早饭时把优甲乐和咖啡、钙片一起吃，可以吗还是要分开？'
        : 'I take my Synthroid with my coffee and my calcium all at breakfast. Is that ok or should I space them?',
    ]);
    expect(r!.text).toMatch(locale === 'zh-CN' ? /TSH 0\.09）已经偏低/ : /Your TSH is already low \(0\.09\)/);
  });
});

describe('ciprofloxacin times as said', () => {
  it.each([
    ['Cipro at 8am and 8pm, Flagyl at 8, 2 and 10', [8, 20]],
    ['cipro 7 and 7pm', [7, 19]],
    ['环丙沙星早上8点和晚上8点', [8, 20]],
    ['环丙沙星9点、21点', [9, 21]],
    ['cipro twice a day', null],
    ['Flagyl at 8am and 8pm', null],
  ] as const)('%s → %j', (text, hours) => {
    expect(ciproHoursSaid(text)).toEqual(hours);
  });
});

describe.each(LOCALES)('%s: en M3, fruit with CKD and a potassium of 5.8', (locale) => {
  const zh = locale === 'zh-CN';
  it('lower- and higher-potassium fruit, and each fruit named answered', () => {
    const [r] = chat('pearline-fruit', PEARLINE, locale, [
      zh
        ? '她能吃哪些水果？她最爱香蕉、芒果、阿开木和椰子水。'
        : 'What fruits can she eat then? She loves banana, mango, ackee and coconut water.',
    ]);
    expect(r!.text).toMatch(zh ? /含钾较低/ : /Lower in potassium/);
    for (const fruit of zh
      ? ['- 香蕉', '- 芒果', '- 阿开木果', '- 椰子水']
      : ['- banana', '- mango', '- ackee', '- coconut water'])
      expect(r!.text).toContain(fruit);
    expect(r!.text).toMatch(zh ? /严重低血糖/ : /severe low blood sugar/);
    if (zh) expect(r!.text).not.toMatch(/杯/);
  });
  it('without a high potassium the row is not theirs', () => {
    const normalK: Answers = { ...PEARLINE, labs: [PEARLINE.labs![1]!] };
    const [r] = chat('pearline-normal-k', normalK, locale, [
      zh ? '她能吃哪些水果？' : 'What fruits can she eat?',
    ]);
    expect(r!.text).not.toMatch(zh ? /血钾又偏高/ : /potassium above range/);
  });
});
