import { describe, expect, it, vi } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { storedPlanFor } from './testing';
import { askAsGuest, askWith, leadOf } from './testing-ask';

// Forty-seventh blind clinician review (2026-12-02), en S1 with M1 and en S3: the reviewer's own messages and words
// of our own, the plan and the chat.

// The first plan of a file loads the tables: slower than the default 5 s on a busy 2-core machine.
vi.setConfig({ testTimeout: 30_000 });

const woman = (age: number, extra: Partial<Answers> = {}): Answers => ({
  nickname: 'R',
  gender: 'female',
  age,
  heightCm: 162,
  weightKg: 60,
  activityLevel: 'light',
  ...extra,
});

const NO_RULE = /no reliable rule|没有可靠的规则|我没有可靠/;

describe('Bactrim while breastfeeding: the plan (en S1)', () => {
  const mariam = woman(29, { lifeStage: 'lactating', medicines: ['sulfamethoxazole-trimethoprim'] });
  it.each([
    ['en-US', /under about 1 month old.*G6PD deficiency.*today.*cephalexin or dicloxacillin/s],
    ['zh-CN', /不满1个月.*蚕豆病.*今天.*头孢氨苄或双氯西林/s],
  ] as const)('%s: a warning for the sulfonamide', (locale, said) => {
    const f = storedPlanFor('mariam', mariam, locale).findings.find(
      (x) => x.id === 'lactation-medicine:sulfonamide-young-infant',
    );
    expect(f?.severity).toBe('warning');
    expect(f?.text).toMatch(said);
    expect(f?.text).not.toMatch(/停药|停用|停服|\bstop\b/);
    expect(f?.reasons[0]?.source.ref).toMatch(/LactMed/);
  });
  it('not lactating, or a breastfeeding-friendly antibiotic: no such warning', () => {
    const notNursing = storedPlanFor(
      'mariam',
      woman(29, { medicines: ['sulfamethoxazole-trimethoprim'] }),
      'en-US',
    );
    const keflex = storedPlanFor(
      'mariam',
      woman(29, { lifeStage: 'lactating', medicines: ['cephalexin'] }),
      'en-US',
    );
    for (const plan of [notNursing, keflex])
      expect(plan.findings.some((f) => f.id.startsWith('lactation-medicine:sulfonamide'))).toBe(false);
  });
});

describe('Bactrim while nursing a newborn, premature, jaundiced or G6PD-deficient baby: the chat (en S1)', () => {
  const mariam = woman(29, { lifeStage: 'lactating', medicines: ['sulfamethoxazole-trimethoprim'] });
  const REVIEWER =
    "I got mastitis and urgent care put me on Bactrim DS twice a day. My son is 3 weeks old, he came at 36 weeks, had jaundice… his newborn screen came back G6PD deficient. Is it ok to keep nursing him while I'm on the Bactrim?";
  const ZH = '我在喂奶，医生开了复方新诺明治乳腺炎，宝宝3周大、有黄疸，还能喂吗';
  it.each([
    ['en-US', REVIEWER],
    [
      'en-US',
      'breastfeeding my 2 week old preemie and the OB gave me bactrim for a breast infection, is that safe for him?',
    ],
    [
      'en-US',
      'on septra DS for mastitis, baby is jaundiced and under phototherapy — can I still nurse while taking it?',
    ],
    ['zh-CN', ZH],
    ['zh-CN', '宝宝早产，现在才20天，我吃复方新诺明还能亲喂吗？'],
    ['zh-CN', '孩子查出蚕豆病，还不满月，我在吃磺胺类的消炎药，母乳还能喂吗'],
  ] as const)('%s: %s', (locale, text) => {
    const r = askWith('mariam', mariam, locale, text);
    expect(r.urgent).toBeFalsy();
    expect(leadOf(r.text)).toMatch(
      locale === 'zh-CN' ? /继续喂.*今天.*换一种哺乳期适用的抗生素/s : /should go on.*today.*switch/s,
    );
    expect(r.text).toMatch(
      locale === 'zh-CN' ? /头孢氨苄或双氯西林/ : /cephalexin \(Keflex\) or dicloxacillin/,
    );
    expect(r.text).toMatch(
      locale === 'zh-CN' ? /不要在没换药的情况下自己漏服/ : /Don’t simply leave doses out/,
    );
    expect(r.text).not.toMatch(/can’t answer this for a child|没法替孩子回答/);
    expect(r.text).not.toMatch(NO_RULE);
  });
  it('as a guest without a plan, breastfeeding and Bactrim said', () => {
    const r = askAsGuest('en-US', REVIEWER);
    expect(leadOf(r.text)).toMatch(/should go on.*today.*switch/s);
  });

  it.each([
    ['en-US', "ok so what do I do about tonight's dose then? should I just not take it?", REVIEWER],
    ['en-US', 'so should I skip my evening pill?', REVIEWER],
    ['en-US', "should I skip tonight's bactrim? he's only 3 weeks and still yellow", undefined],
    ['zh-CN', '今晚那顿还吃不吃？', ZH],
    ['zh-CN', '那今天晚上的药先不吃了行吗', ZH],
  ] as const)('%s, the dose tonight: %s', (locale, text, previous) => {
    const r = askWith('mariam', mariam, locale, text, previous);
    expect(r.urgent).toBeFalsy();
    expect(leadOf(r.text)).toMatch(
      locale === 'zh-CN'
        ? /先别自己决定漏掉.*下一顿之前.*换成哺乳期适用的抗生素/s
        : /before that dose.*switched today/s,
    );
    expect(r.text).not.toMatch(NO_RULE);
    expect(r.text).not.toMatch(/do not stop or change a prescribed medicine on your own/);
  });

  it.each([
    ['en-US', "I'm on Bactrim for a UTI and my baby is 4 months old, is it ok to breastfeed?"],
    ['zh-CN', '宝宝5个月了，我吃复方新诺明还能喂奶吗'],
  ] as const)('%s near miss — an older healthy baby: not the newborn answer', (locale, text) => {
    const r = askWith('mariam', mariam, locale, text);
    expect(r.text).not.toMatch(/should go on — it helps the mastitis|这对乳腺炎也有好处/);
    expect(r.text).toMatch(
      locale === 'zh-CN' ? /满月以后的健康宝宝通常/ : /usually fine for a healthy term baby/,
    );
  });
  it.each([
    ['en-US', "should I skip tonight's bactrim dose? I'm breastfeeding, my daughter is 5 months and healthy"],
    ['zh-CN', '在喂奶，宝宝5个月很健康，今晚的复方新诺明还吃不吃'],
  ] as const)('%s near miss — the dose with an older healthy baby: keep taking it', (locale, text) => {
    const r = askWith('mariam', mariam, locale, text);
    expect(leadOf(r.text)).toMatch(
      locale === 'zh-CN' ? /照医嘱按时吃/ : /keep taking Bactrim exactly as prescribed/,
    );
  });
});

describe('fava beans while nursing a G6PD-deficient baby (en M1)', () => {
  const mariam = woman(29, { lifeStage: 'lactating', medicines: ['sulfamethoxazole-trimethoprim'] });
  it.each([
    ['en-US', 'My mom makes ful medames (fava beans) every morning… Can I eat it since he has G6PD?'],
    [
      'en-US',
      "my baby has G6PD deficiency — is falafel made with fava beans ok for me while I'm breastfeeding?",
    ],
    ['en-US', "what else should I avoid eating while nursing? my newborn's screen came back G6PD deficient"],
    ['zh-CN', '宝宝是蚕豆病，我喂奶能吃蚕豆吗'],
    ['zh-CN', '儿子查出G6PD缺乏，我还在哺乳，炒兰花豆能吃一点吗'],
  ] as const)('%s: %s', (locale, text) => {
    const r = askWith('mariam', mariam, locale, text);
    expect(leadOf(r.text)).toMatch(
      locale === 'zh-CN' ? /你自己也要完全不吃蚕豆/ : /leave fava beans out completely/,
    );
    expect(r.text).toMatch(locale === 'zh-CN' ? /吃母乳的蚕豆病宝宝/ : /breastfed G6PD-deficient babies/);
    expect(r.text).toMatch(locale === 'zh-CN' ? /樟脑丸/ : /mothballs/);
    expect(r.text).not.toMatch(
      /whether what you heard is true|Bactrim \(sulfamethoxazole\/trimethoprim\) is not the antibiotic/,
    );
  });
  it('the fava question asked right after the nursing question, G6PD said only before', () => {
    const r = askWith(
      'mariam',
      mariam,
      'en-US',
      'My mom makes ful medames every morning… can I still eat it?',
      "my son's newborn screen came back G6PD deficient, and I'm breastfeeding him",
    );
    expect(leadOf(r.text)).toMatch(/leave fava beans out completely/);
  });
  it.each([
    ['en-US', 'can I eat fava beans while breastfeeding?'],
    ['zh-CN', '喂奶期间能吃蚕豆吗'],
  ] as const)('%s near miss — no G6PD said: not the G6PD answer', (locale, text) => {
    const r = askWith('nadia', woman(31, { lifeStage: 'lactating' }), locale, text);
    expect(r.text).not.toMatch(/leave fava beans out completely|你自己也要完全不吃蚕豆/);
  });
  it('the person’s own G6PD deficiency, not nursing: her own fava row still answers', () => {
    const r = askWith('g', woman(31, { conditions: ['g6pd_deficiency'] }), 'en-US', 'can I eat fava beans?');
    expect(leadOf(r.text)).toMatch(/No — none at all/);
  });
});

describe('Wellbutrin with purging: the plan (en S3)', () => {
  const kayla = woman(20, {
    heightCm: 165,
    weightKg: 55,
    medicines: ['bupropion', 'amphetamine-dextroamphetamine'],
    alcohol: 'moderate',
    scoff: { sick: true },
    labs: [{ marker: 'serumPotassium', value: 2.9, unit: 'mmol/L' }],
  });
  it.each([
    [
      'en-US',
      /bulimia or anorexia nervosa.*seizures.*Your own potassium.*this week — today if you have ever had a seizure/s,
    ],
    ['zh-CN', /贪食症或厌食症.*抽搐.*血钾（或血镁）就偏低.*这周内.*今天就说/s],
  ] as const)('%s: a warning beside the bupropion and the stimulant pair', (locale, said) => {
    const plan = storedPlanFor('kayla', kayla, locale);
    const f = plan.findings.find((x) => x.id === 'medicine-eating-disorder:bupropion');
    expect(f?.severity).toBe('warning');
    expect(f?.text).toMatch(said);
    expect(f?.text).not.toMatch(/停药|停用|停服|\bstop\b/);
    expect(plan.medicineTaboos.map((t) => `${t.ruleId}:${t.severity}`)).toContain(
      'bupropion+class:stimulant:major',
    );
  });
  it('Contrave with a positive screen: the same warning', () => {
    const plan = storedPlanFor(
      'kayla',
      woman(24, { medicines: ['naltrexone-bupropion'], scoff: { control: true, fat: true } }),
      'en-US',
    );
    expect(plan.findings.some((f) => f.id === 'medicine-eating-disorder:bupropion')).toBe(true);
  });
  it('near misses — bupropion without the screen, or the screen without bupropion: no such warning', () => {
    const noScreen = storedPlanFor('kayla', woman(20, { medicines: ['bupropion'] }), 'en-US');
    const noBupropion = storedPlanFor(
      'kayla',
      woman(20, { medicines: ['sertraline'], scoff: { sick: true } }),
      'en-US',
    );
    for (const plan of [noScreen, noBupropion])
      expect(plan.findings.some((f) => f.id === 'medicine-eating-disorder:bupropion')).toBe(false);
  });
});

describe('Wellbutrin with purging, and a friend’s Adderall: the chat (en S3)', () => {
  const kayla = woman(20, {
    heightCm: 165,
    weightKg: 55,
    medicines: ['bupropion', 'amphetamine-dextroamphetamine'],
    alcohol: 'moderate',
    scoff: { sick: true },
    labs: [{ marker: 'serumPotassium', value: 2.9, unit: 'mmol/L' }],
  });
  it.each([
    ['en-US', 'does the throwing up mess with my wellbutrin at all?'],
    ['en-US', 'when I throw up does my bupropion still work or should I take another one?'],
    ['en-US', 'I binge sometimes — does that matter with Wellbutrin XL?'],
    ['zh-CN', '暴食之后会吐，对安非他酮有影响吗'],
    ['zh-CN', '吐了以后安非他酮要不要补吃一片'],
  ] as const)('%s: %s', (locale, text) => {
    const r = askWith('kayla', kayla, locale, text);
    expect(r.urgent).toBeFalsy();
    expect(leadOf(r.text)).toMatch(
      locale === 'zh-CN' ? /贪食症或厌食症.*不能用安非他酮/s : /bulimia or anorexia nervosa/,
    );
    expect(r.text).toMatch(locale === 'zh-CN' ? /这周内.*今天就说/s : /this week — today if/);
    expect(r.text).toMatch(
      locale === 'zh-CN' ? /呕吐后也不要补吃一片/ : /never take an extra tablet after vomiting/,
    );
    expect(r.text).toMatch(locale === 'zh-CN' ? /进食障碍门诊/ : /eating-disorder service/);
    expect(r.text).not.toMatch(NO_RULE);
    expect(r.text).not.toMatch(/do not stop or change a prescribed medicine on your own/);
  });
  it.each([
    ['en-US', "I've been purging after dinner most nights, is that a problem with my wellbutrin?"],
    ['zh-CN', '我有时候催吐，对安非他酮有影响吗'],
  ] as const)('%s, purging said (the urgent card): the card names bupropion', (locale, text) => {
    const r = askWith('kayla', kayla, locale, text);
    expect(r.urgent).toBe(true);
    expect(r.text).toMatch(
      locale === 'zh-CN' ? /安非他酮.*贪食症、厌食症的人不能用/s : /bupropion.*bulimia or anorexia nervosa/s,
    );
  });
  it.each([
    ['en-US', "is it ok to take my friend's adderall with my wellbutrin?"],
    ['en-US', 'my roommate gives me adderall so I don’t eat all day, fine with bupropion?'],
    ['zh-CN', '朋友给的阿得拉和安非他酮能一起吃吗'],
  ] as const)('%s, a friend’s stimulant: %s', (locale, text) => {
    const r = askWith('kayla', kayla, locale, text);
    expect(leadOf(r.text)).toMatch(
      locale === 'zh-CN' ? /朋友的阿得拉.*一片也不该吃/s : /Don’t take a friend’s Adderall/,
    );
    expect(r.text).toMatch(/CYP2D6/);
    expect(r.text).not.toMatch(/caffeine|咖啡因/);
  });
  it.each([
    ['en-US', 'can i take adderall with wellbutrin?'],
    ['zh-CN', '阿得拉和安非他酮能一起吃吗'],
  ] as const)(
    '%s near miss — a stimulant not said to be someone else’s: the pair, not the friend’s lead',
    (locale, text) => {
      const r = askWith(
        'sam',
        woman(30, { medicines: ['bupropion', 'amphetamine-dextroamphetamine'] }),
        locale,
        text,
      );
      expect(r.text).toMatch(/CYP2D6/);
      expect(leadOf(r.text)).not.toMatch(/Don’t take a friend’s Adderall|朋友的阿得拉/);
    },
  );
  it.each([
    ['en-US', 'I threw up this morning with a stomach bug, should I take another wellbutrin?'],
    ['zh-CN', '今天肠胃炎吐了，安非他酮要不要再吃一片'],
  ] as const)(
    '%s near miss — vomiting with no eating problem: not the eating-disorder answer',
    (locale, text) => {
      const r = askWith('sam', woman(30, { medicines: ['bupropion'] }), locale, text);
      expect(r.text).not.toMatch(/bulimia or anorexia nervosa|贪食症或厌食症/);
    },
  );
});
