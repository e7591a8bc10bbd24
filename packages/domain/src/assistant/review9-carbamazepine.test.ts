/**
 * Ninth clinician review (zh P3 小何, en P4 Sarah): carbamazepine before a pregnancy, daily grapefruit juice,
 * a low sodium after three litres of water a day, and the combined pill. The reviewers' own words, and at
 * least two more phrasings a real person would use, in both languages where the rule is for both; with the
 * persona's plan, and as a guest who names the medicine.
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '../contracts/common';
import { assistantReply, type ChatTurn } from './reply';
import { askPersona } from './testing';

const ZH = 'carbamazepine before pregnancy, grapefruit juice, sodium 129';
const EN = 'carbamazepine with the combined pill, grapefruit, sodium 128';

/** The text a guest gets who has no plan but names (or has entered) these medicines. */
const guest = (text: string, locale: Locale, medicines: string[] = [], history: ChatTurn[] = []): string =>
  assistantReply({ text, locale, plan: null, medicines, history }).text;

const DECLINED = /没有可靠的规则|no reliable rule/;

describe('grapefruit and pomelo with carbamazepine are answered, never declined (zh P3 finding 1, en P4 finding 3)', () => {
  it.each([
    ['zh-CN', '我每天早上一杯NFC西柚汁减肥用的，吃得理多能喝西柚汁吗'],
    ['zh-CN', '医生说卡马西平浓度高了，会不会跟我天天喝西柚汁有关？那西柚汁和柚子我以后还能吃吗'],
    ['zh-CN', '吃卡马西平能吃柚子吗'],
    ['zh-CN', '得理多和葡萄柚汁有冲突吗'],
    [
      'en-US',
      'hiya, I have a big glass of grapefruit juice every morning with my tegretol, is that ok? someone at work said grapefruit messes with meds',
    ],
    ['en-US', 'can I still have grapefruit on carbamazepine?'],
    ['en-US', 'is pomelo ok with Tegretol?'],
  ] as const)('%s: %s', (locale, q) => {
    for (const text of [askPersona(locale === 'zh-CN' ? ZH : EN, locale, q).text, guest(q, locale)]) {
      expect(text).toMatch(/CYP3A4/);
      expect(text).toMatch(/40%/);
      expect(text).toMatch(/柚子|pomelo/);
      expect(text).not.toMatch(DECLINED);
    }
  });
});

describe('an enzyme-inducing antiepileptic makes the pill unreliable (en P4 SERIOUS 2)', () => {
  it.each([
    [
      'en-US',
      'also the hospital pharmacist said tegretol can stop microgynon working?? is that true? we didnt want a baby for another 6 months, before the switch',
    ],
    ['en-US', 'does carbamazepine make my birth control pill less effective?'],
    ['en-US', "I'm on Tegretol, is my pill still working?"],
  ] as const)('%s: %s', (locale, q) => {
    const text = askPersona(EN, locale, q).text;
    expect(text).toMatch(/the pill cannot be relied on/);
    expect(text).toMatch(/copper IUD/);
    expect(text).toMatch(/condoms/);
    expect(text).toMatch(/4 weeks after/);
    expect(text).not.toMatch(DECLINED);
  });

  it.each([
    ['zh-CN', '吃卡马西平会让优思明失效吗？', ['carbamazepine', 'drospirenone-ethinylestradiol']],
    ['zh-CN', '我在吃得理多，避孕药还管用吗', ['carbamazepine', 'levonorgestrel-ethinylestradiol']],
    ['zh-CN', '奥卡西平和妈富隆一起吃，避孕效果会受影响吗', []],
    ['en-US', 'Does Trileptal stop Yasmin from working?', []],
    ['en-US', 'I started rifampicin, is my pill still ok?', ['levonorgestrel-ethinylestradiol']],
  ] as const)('guest, %s: %s', (locale, q, medicines) => {
    const text = guest(q, locale, [...medicines]);
    expect(text).toMatch(/避孕药不能当作可靠的避孕方法|the pill cannot be relied on/);
    expect(text).toMatch(/含铜宫内节育器|copper IUD/);
    expect(text).toMatch(/避孕套|condoms/);
  });
});

describe('a pill with ethinylestradiol halves lamotrigine (en P4 Q7: the switch to lamotrigine on Microgynon)', () => {
  it.each([
    ['en-US', 'neuro is switching me to lamotrigine, does microgynon affect it?'],
    ['zh-CN', '我要换成拉莫三嗪，和优思明一起吃有影响吗'],
  ] as const)('%s: %s', (locale, q) => {
    const text = guest(q, locale, ['levonorgestrel-ethinylestradiol']);
    expect(text).toMatch(/下降约一半|roughly halves/);
    expect(text).toMatch(/神经科医生|neurologist/);
  });
});

describe('after a low sodium, no litre target (en P4 SERIOUS 1)', () => {
  it.each([
    [
      EN,
      'en-US',
      "update: she's home, sodium was 121 in hospital, they said it's the carbamazepine plus all the water. neuro is switching her to lamotrigine over the next few months before we try. does she still need the 5mg folic acid on lamotrigine, and how much water should she drink now?",
    ],
    [EN, 'en-US', 'how much water should I drink a day?'],
    [EN, 'en-US', 'is 3 litres of water a day too much for me?'],
    [ZH, 'zh-CN', '我每天应该喝多少水？'],
    [ZH, 'zh-CN', '每天喝几升水合适'],
  ] as const)('%s, %s: %s', (persona, locale, q) => {
    const text = askPersona(persona, locale, q).text;
    expect(text).not.toMatch(/2\.7 litres|1500–1700毫升|8–12 cups/);
    expect(text).toMatch(/液体量|fluid limit/);
  });

  it('the lamotrigine and 5 mg folic acid half of the same message is still answered (en P4 Q7)', () => {
    const text = askPersona(
      EN,
      'en-US',
      "update: she's home, sodium was 121 in hospital, they said it's the carbamazepine plus all the water. neuro is switching her to lamotrigine over the next few months before we try. does she still need the 5mg folic acid on lamotrigine, and how much water should she drink now?",
    ).text;
    expect(text).toMatch(/Lamotrigine: in pregnancy its blood level often falls/);
    expect(text).toMatch(/5 mg/);
    expect(text).not.toMatch(DECLINED);
  });

  it.each([
    ['en-US', 'sodium was 121 in hospital. how much water should she drink now?'],
    ['en-US', 'my sodium is low, how many litres of water a day should I drink?'],
    ['zh-CN', '血钠129，每天喝多少水合适'],
    ['zh-CN', '我低钠血症刚出院，每天要喝几升水'],
  ] as const)('guest, %s: %s', (locale, q) => {
    const text = guest(q, locale);
    expect(text).not.toMatch(/2\.7 litres|1500–1700毫升/);
    expect(text).toMatch(/液体量|fluid limit/);
    expect(text).toMatch(/卡马西平|carbamazepine/);
  });

  it.each([
    ['en-US', "I'm on a low sodium diet, how much water should I drink a day?"],
    ['en-US', 'is low-sodium soup ok and how much water should I drink?'],
  ] as const)('a low-sodium diet is not a low blood sodium: %s', (locale, q) => {
    expect(guest(q, locale)).not.toMatch(/With a low blood sodium/);
  });
});

describe('a low sodium on carbamazepine names the medicine (zh P3 finding 3, en P4 finding 4)', () => {
  it.each([
    [
      EN,
      'en-US',
      "my sodium came back 128 and GP wants to recheck. I drink about 3 litres of water a day because I read it's good for you. should I eat more salt? is it the tegretol?",
    ],
    [EN, 'en-US', 'sodium 128 on carbamazepine, is that low?'],
    [ZH, 'zh-CN', '体检血钠129偏低，我是不是该多吃点盐，或者每天喝淡盐水？为啥会低啊'],
    [ZH, 'zh-CN', '血钠129，正常吗？跟吃得理多有关系吗'],
  ] as const)('%s, %s: %s', (persona, locale, q) => {
    const text = askPersona(persona, locale, q).text;
    expect(text).toMatch(/卡马西平|carbamazepine/);
    expect(text).toMatch(/血钠偏低|低钠|low (blood )?sodium|sodium is low/i);
    expect(text).toMatch(/盐片|salt tablets/);
    expect(text).not.toMatch(DECLINED);
  });
});

describe('folic acid 5 mg where the guideline sets it (zh P3 Q6, Q8; en P4 pill and positive test)', () => {
  it.each([
    [ZH, 'zh-CN', '你说要5mg，我手上斯利安是0.4的，那我一天吃12片凑5mg可以吧，省得再跑医院'],
    [ZH, 'zh-CN', '0.4的叶酸一次吃十几片，是不是就等于5毫克了'],
    [EN, 'en-US', 'can I just take 12 of my 400mcg folic acid tablets to make up the 5mg?'],
    [EN, 'en-US', 'if I take several Pregnacare a day will that add up to the 5 mg folic acid?'],
  ] as const)('%s, %s: %s', (persona, locale, q) => {
    for (const text of [askPersona(persona, locale, q).text, guest(q, locale)]) {
      expect(text).toMatch(/不要用很多片0\.4毫克的叶酸来凑5毫克|Do not take a handful of 0\.4 mg tablets/);
      expect(text).toMatch(/B12/);
      expect(text).not.toMatch(/上限（UL）是|upper intake level \(UL\)/);
    }
  });

  it.each([
    [ZH, 'zh-CN', '刚验孕两条杠了！！可我叶酸一直只吃了0.4，得理多也还在吃，怎么办，要不要马上把药停了'],
    [EN, 'en-US', "my pregnancy test came back positive and I'm still on tegretol and microgynon, what now?"],
    [EN, 'en-US', "I just found out I'm pregnant, I take Tegretol and the pill"],
  ] as const)(
    'a positive test on carbamazepine: 5 mg, never "400 µg today" (%s, %s)',
    (persona, locale, q) => {
      const text = askPersona(persona, locale, q).text;
      expect(text).toMatch(/每天5 mg（处方剂量）|5 mg a day \(a prescription dose\)/);
      expect(text).not.toMatch(/从今天开始每天补充叶酸 400 µg|Start folic acid 400 µg/);
      expect(text).toMatch(/今天就联系开药的医生|contact the prescriber today/);
    },
  );

  it.each([
    [
      'zh-CN',
      '验孕棒两条杠了，我在吃优思明和卡马西平，怎么办',
      ['carbamazepine', 'drospirenone-ethinylestradiol'],
    ],
    ['en-US', 'positive pregnancy test, I take Yasmin and carbamazepine', []],
  ] as const)('guest, %s: %s', (locale, q, medicines) => {
    const text = guest(q, locale, [...medicines]);
    expect(text).toMatch(/5 mg/);
    expect(text).toMatch(/避孕药就不需要再继续吃了|you do not need to take any more of it/);
    expect(text).not.toMatch(/400 µg（0\.4 mg）\*\*|Start folic acid 400 µg/);
  });
});

describe('stopping an antiepileptic to get pregnant: why not (en P4 Q4, zh P3 Q3)', () => {
  it.each([
    [
      EN,
      'en-US',
      "I read tegretol can cause birth defects. I haven't had a fit in 3 years so I was thinking I'll just stop taking it when we start trying. that's safer for the baby right?",
    ],
    [EN, 'en-US', 'should I come off tegretol before we try for a baby?'],
    [
      ZH,
      'zh-CN',
      '我查了说卡马西平会致畸，我想怀孕前先把得理多停了，自己慢慢减，一周减一片，可以吗？反正我快两年没发作了',
    ],
    [ZH, 'zh-CN', '备孕前能不能把卡马西平停掉'],
  ] as const)('%s, %s: %s', (persona, locale, q) => {
    const text = askPersona(persona, locale, q).text;
    expect(text).toMatch(/癫痫猝死|SUDEP/);
    expect(text).toMatch(/不要自己停药或减量|do not stop or cut/i);
    expect(text).not.toMatch(DECLINED);
  });
});

describe('the emergency names carbamazepine, not Wernicke (zh P3 finding 2, en P4 finding 5)', () => {
  it.each([
    [
      ZH,
      'zh-CN',
      '今天头晕得厉害，看东西有重影，走路跟喝醉了似的打飘，还吐了两次，是不是减肥饿的？吃点东西躺会就好了吧',
    ],
    [ZH, 'zh-CN', '吃得理多，今天看东西重影，走路不稳，吐了好几次'],
    [EN, 'en-US', "on tegretol, I'm seeing double, staggering like I'm drunk and threw up twice"],
  ] as const)('%s, %s: %s', (persona, locale, q) => {
    const r = askPersona(persona, locale, q);
    expect(r.urgent).toBe(true);
    expect(r.text).toMatch(/你在吃卡马西平|You take carbamazepine/);
    expect(r.text).not.toMatch(/韦尼克|Wernicke/);
  });

  it('a seizure that stopped, still confused and vomiting, with a known low sodium (en P4 Q5, Q6)', () => {
    const q5 =
      "this is her husband. Sarah had a fit about 20 min ago, first one in years. its stopped but she's really confused, doesn't know what day it is, keeps being sick and says her head is pounding. her sodium was low last week. what do we do";
    const r5 = askPersona(EN, 'en-US', q5);
    expect(r5.urgent).toBe(true);
    expect(r5.text).toMatch(/confusion that does not clear after a seizure is itself the emergency/);
    const q6 =
      'ambulance is on its way. she’s due her evening tegretol in an hour, should she take it or skip it, and should i give her some salty crisps or a sports drink for the sodium?';
    const r6 = askPersona(EN, 'en-US', q6, { previous: q5 });
    expect(r6.urgent).toBe(true);
    expect(r6.text).toMatch(/give nothing by mouth/);
    expect(r6.text).toMatch(/bring the tablets/);
    expect(r6.text).not.toMatch(/First check the figure and its unit/);
  });
});

describe('presentation (en P4 finding 7)', () => {
  it('"in about 6 months" is when, not a baby aged 6 months', () => {
    const text = askPersona(
      EN,
      'en-US',
      "ok. we want to start trying for a baby in about 6 months. I'm on Pregnacare Conception which has 400mcg folic acid, is that enough or do I need more because of the epilepsy tablets?",
    ).text;
    expect(text).not.toMatch(/A child’s need|A child's need|paediatrician/);
    expect(text).toMatch(/5 mg/);
  });
});
