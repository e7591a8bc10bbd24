import { describe, expect, it } from 'vitest';
import { DEV_SICKLE_FOLATE_FAQ } from './rows-dev-sickle-folate';
import {
  askAs,
  enCase as en,
  expectRowCase,
  expectSourcedInItsLanguage,
  faqIdsOf,
  rowsOf,
  zhCase as zh,
  type RowCase,
} from './testing';

/** The rows of this file: a null case must pick none of them (another area's row may answer). */
const mine = rowsOf(DEV_SICKLE_FOLATE_FAQ);

const SICKLE = 'sickle cell disease on hydroxyurea, iron overload, planning a pregnancy';
const SICKLE_MAN = 'sickle cell disease, ferritin 1450, folic acid 1 mg';
const WALT = 'Walt, low folate, folic acid 1 mg prescribed and a multivitamin (en)';
const WOMAN = 'healthy woman';
const PREGNANT = 'pregnant t1';

/** Which row answers, in both languages, and who must not get it (null). */
const CASES: readonly RowCase[] = [
  // Iron tablets and vitamin C with a ferritin of 1,450.
  en(
    SICKLE,
    'should I keep taking my iron pills with the vitamin C? hb is only 8.1',
    'sickle-overload-stop-iron-and-vitamin-c',
  ),
  en(
    SICKLE,
    'my ferritin came back 1450, is that related?',
    'sickle-overload-stop-iron-and-vitamin-c',
    'I take ferrous sulfate every day for my low hb',
  ),
  zh(SICKLE, '硫酸亚铁能不能加到一天两次？血红蛋白太低了', 'sickle-overload-stop-iron-and-vitamin-c'),
  zh(
    undefined,
    '我有镰状细胞病，铁蛋白2100，还在吃铁片和维C，要继续吃吗',
    'sickle-overload-stop-iron-and-vitamin-c',
  ),
  en(WOMAN, 'should I take my iron tablet with vitamin C?', null),
  // Foods with iron overload.
  zh(SICKLE, '我婆婆让我天天喝猪血汤补血，能喝吗', 'overload-iron-foods-haemoglobinopathy'),
  en(SICKLE, 'is it ok to have tea after dinner? i drink lipton', 'overload-iron-foods-haemoglobinopathy'),
  en(
    SICKLE,
    'my aunt says eat beef liver to build my blood, should I?',
    'overload-iron-foods-haemoglobinopathy',
  ),
  en(SICKLE_MAN, 'should I eat less liver?', 'overload-iron-foods-haemoglobinopathy'),
  en(WOMAN, 'is beef liver good for me?', null),
  zh(SICKLE, '奶茶能喝吗', null),
  // Getting ready for a pregnancy.
  en(
    SICKLE,
    "planning to get pregnant in the spring, what supplements should I be on? I'm on hydroxyurea",
    'sickle-preparing-for-pregnancy',
  ),
  zh(SICKLE, '叶酸吃多少？药店那种0.4的够吗', 'sickle-preparing-for-pregnancy', '我们打算明年备孕'),
  zh(SICKLE, '想备孕，羟基脲要提前多久停', 'sickle-preparing-for-pregnancy'),
  en(PREGNANT, 'how much folic acid should I take?', null),
  en(SICKLE, 'how much protein do I need a day?', null),
  // Ibuprofen, the stomach and the kidneys.
  en(
    SICKLE,
    'can i take advil on an empty stomach? also the oxycodone has me constipated',
    'sickle-ibuprofen-stomach-kidneys',
  ),
  zh(SICKLE, '布洛芬饭后吃行吗，配牛奶可以吗', 'sickle-ibuprofen-stomach-kidneys'),
  en(WOMAN, 'can I take ibuprofen on an empty stomach?', null),
  // Prescribed folic acid 1 mg beside a multivitamin.
  en(
    WALT,
    'my dr prescribed folic acid 1mg and I still take my centrum, am I overdoing it?',
    'prescribed-folic-acid-1mg-with-multivitamin',
  ),
  zh(
    WALT,
    '那善存要不要停',
    'prescribed-folic-acid-1mg-with-multivitamin',
    '医生开了叶酸1毫克，我还吃着善存，会不会太多',
  ),
  en(
    WALT,
    "what's the max I can take a day?",
    'prescribed-folic-acid-1mg-with-multivitamin',
    'doc put me on folic acid 1mg and I take a multivitamin too',
  ),
  en(WOMAN, 'I take folic acid 1 mg and a multivitamin, is that too much?', null),
  en(SICKLE_MAN, 'my doctor gave me folic acid 1 mg and I take a multivitamin, is that too much?', null),
  // How long until a low folate is back, and how to take the tablet.
  en(
    WALT,
    'my folate was low, how soon will it be back to normal on the tablets?',
    'low-folate-recovery-and-recheck',
  ),
  zh(WALT, '叶酸片饭前吃还是饭后吃？早上喝咖啡有影响吗', 'low-folate-recovery-and-recheck'),
  zh(PREGNANT, '叶酸什么时候吃好，饭前还是饭后', null),
  en(WALT, 'when should I recheck my B12 and folate?', null),
  // A normal B12 beside folic acid.
  en(WALT, 'B12 came back 450 pmol/L, do I need B12 shots while on folic acid?', 'normal-b12-on-folic-acid'),
  zh(WALT, '我B12是520，吃叶酸要不要一起补B12', 'normal-b12-on-folic-acid'),
  en(WALT, 'B12 is 150 pmol/L and folate is low, should I take folic acid first?', null),
  en(WOMAN, 'my b12 was 400, is that ok?', null),
  // Folate foods beyond salad.
  en(
    WALT,
    'not a veggie guy. what foods with folate would a steak and potatoes man eat?',
    'folate-foods-beyond-greens',
  ),
  zh(WALT, '不喜欢吃蔬菜，叶酸还能从哪些东西里吃到', 'folate-foods-beyond-greens'),
  zh(WALT, '西兰花算不算', 'folate-foods-beyond-greens', '哪些菜叶酸多'),
  zh(PREGNANT, '哪些食物叶酸多', null),
  en(WALT, 'does boiling destroy folate?', null),
  en('warfarin with fish oil and vitamin E', 'what foods are high in folate?', null),
];

describe('rows-dev-sickle-folate: which row answers', () => {
  for (const c of CASES)
    it(`${c.persona ?? 'no plan'} — ${c.previous ? `${c.previous} → ` : ''}${c.text} → ${c.id ?? 'none of these'}`, () =>
      expectRowCase(c, mine, { nullMayBeUrgent: true, sourcedOwnOnly: true }));
});

describe('rows-dev-sickle-folate: what the answer leads with', () => {
  it('iron and vitamin C with iron overload: left out, the ferritin said, the haematologist within a week or two', () => {
    const r = askAs({
      locale: 'en-US',
      persona: SICKLE,
      previous: 'I take ferrous sulfate daily for my low hb',
      text: 'but my ferritin was 1450 tho, does that change anything?',
    });
    expect(r.urgent).toBe(false);
    expect(r.text).toMatch(
      /\*\*Yes, it matters a lot: a ferritin of 1,450 is markedly high, which means iron overload/,
    );
    expect(r.text).toMatch(/Stop any iron tablets \(the ferrous sulfate\), and the vitamin C 1000 with it/);
    expect(r.text).toMatch(/within the next week or two/);
    const zhr = askAs({
      locale: 'zh-CN',
      persona: SICKLE,
      text: '硫酸亚铁能不能加到一天两次？血红蛋白太低了',
    });
    expect(zhr.text).toMatch(/\*\*不要加量——硫酸亚铁先不要再吃，维C 1000也一起停下/);
    expectSourcedInItsLanguage(zhr, 'zh-CN');
  });

  it('foods: the food asked leads (blood, tea, liver), red dates answered, no iron pushed', () => {
    const blood = askAs({
      locale: 'zh-CN',
      persona: SICKLE,
      previous: '血红蛋白才8.1，我妈让我多吃猪肝',
      text: '那鸭血猪血呢？吃火锅我必点毛血旺的',
    });
    expect(blood.text).toMatch(/\*\*鸭血、猪血（毛血旺、血豆腐）是含铁最多/);
    expect(blood.text).not.toMatch(/火锅\*\*。这一点我没有可靠的规则/);
    const tea = askAs({
      locale: 'en-US',
      persona: SICKLE,
      text: 'is it ok to have tea after dinner? i drink lipton',
    });
    expect(tea.text).toMatch(
      /\*\*Yes — tea with meals is fine, and with iron overload it even helps a little/,
    );
    const dates = askAs({
      locale: 'zh-CN',
      persona: SICKLE,
      text: '我妈天天给我煮红枣桂圆水说补血，对我有用吗',
    });
    expect(dates.text).toMatch(/\*\*红枣、桂圆、红糖水对你的贫血没有用/);
    const energy = askAs({
      locale: 'en-US',
      persona: SICKLE,
      text: 'Im tired all the time. any foods that give energy that arent loaded with iron?',
    });
    expect(energy.text).toMatch(/\*\*For energy without extra iron/);
    expect(energy.text).not.toMatch(/18 mg/);
  });

  it('pregnancy: 5 mg folic acid leads when the dose is asked; the whole plan when what to change is asked', () => {
    const dose = askAs({
      locale: 'en-US',
      persona: SICKLE,
      previous:
        "we're trying for a baby next year. what do I need to change with hydroxyurea and my vitamins",
      text: 'how much folic acid then? someone said sickle cell needs more than normal',
    });
    expect(dose.text).toMatch(
      /^\*\*With sickle cell disease, guidelines advise 5 mg of folic acid a day \(a prescription dose\)/,
    );
    expect(dose.text).not.toMatch(/Your plan's dose: 400 µg/);
    const plan = askAs({
      locale: 'zh-CN',
      persona: SICKLE,
      text: '我和老公打算明年要宝宝，现在吃着羟基脲，备孕这段时间饮食和补充剂要怎么调整',
    });
    expect(plan.text).toMatch(/^\*\*备孕要做的调整：现在开始吃医生开的每天5毫克叶酸/);
    expect(plan.text).toMatch(/维生素D3 2000国际单位/);
    expect(plan.text).toMatch(/布洛芬/);
    // Nothing of it taken out as advice to stop a medicine.
    expect(plan.text).not.toMatch(/请勿自行停用或更改/);
    const hu = askAs({
      locale: 'zh-CN',
      persona: SICKLE,
      previous: '我在吃羟基脲，打算明年要宝宝',
      text: '羟基脲要停多久才能开始试孕啊',
    });
    expect(hu.text).toMatch(/\*\*羟基脲要在试孕前不再服用，具体哪天由血液科医生定/);
  });

  it('ibuprofen: with food or milk, the bleeding signs; oxycodone and vitamin D only when asked', () => {
    const r = askAs({
      locale: 'en-US',
      persona: SICKLE,
      text: 'the oxycodone is bunging me up, anything diet-wise? also is it ok to take ibuprofen on an empty stomach',
    });
    expect(r.text).toMatch(
      /^\*\*Take ibuprofen with or just after food, or with a glass of milk — not on an empty stomach/,
    );
    expect(r.text).toMatch(/Black, tarry stools/);
    expect(r.text).toMatch(/Oxycodone is gentler on the stomach lining/);
    expect(r.text).not.toMatch(/Vitamin D3 can go with the same meal/);
    const zhr = askAs({
      locale: 'zh-CN',
      persona: SICKLE,
      text: '疼起来就吃布洛芬，吃多了胃不舒服，饭后吃行不？能跟维D3一块吃吗',
    });
    expect(zhr.text).toMatch(/^\*\*布洛芬要在饭后或跟着吃东西一起吃，不要空腹/);
    expect(zhr.text).toMatch(/维生素D3可以和布洛芬在同一顿饭后吃/);
    expect(zhr.text).not.toMatch(/羟考酮不怎么伤胃/);
  });

  it('folic acid 1 mg with a multivitamin: the total, the limit explained, nothing garbled', () => {
    const r = askAs({
      locale: 'en-US',
      persona: WALT,
      text: 'Doc put me on folic acid 1 mg because my folate came back 5 nmol/L. I also take a multivitamin that has 400 mcg folic acid in it. Is that too much together?',
    });
    expect(r.text).toMatch(
      /^\*\*No — about 1\.4 mg of folic acid a day \(the prescribed 1 mg plus the 400 µg in the multivitamin\)/,
    );
    expect(r.text).not.toMatch(/5000/);
    expect(r.text).not.toMatch(/within the UL of 1000/);
    const stop = askAs({
      locale: 'zh-CN',
      persona: WALT,
      previous: '医生给我开了1mg叶酸，我本来还吃着复合维生素，里面也有叶酸，加一起会不会太多了',
      text: '那复合维生素要不要先停掉',
    });
    expect(stop.text).toMatch(/^\*\*复合维生素不用停/);
    const timing = askAs({
      locale: 'en-US',
      persona: WALT,
      previous: 'Doc put me on folic acid 1 mg. I also take a Centrum Silver every day.',
      text: 'Should I take them both at breakfast or split them up',
    });
    expect(timing.text).toMatch(/^\*\*Take them together — at breakfast is fine/);
  });

  it('recovery: weeks for serum folate, months for the stores, the recheck; timing asked with it', () => {
    const r = askAs({
      locale: 'en-US',
      persona: WALT,
      previous: 'Doc put me on folic acid 1 mg because my folate came back 5 nmol/L.',
      text: 'how long till it comes back up to normal, and do I take it with food?',
    });
    expect(r.text).toMatch(
      /^\*\*Blood \(serum\) folate usually climbs back into the normal range within a few weeks/,
    );
    expect(r.text).toMatch(/with or without food/);
    const zhr = askAs({ locale: 'zh-CN', persona: WALT, text: '叶酸片大概要吃多久才能复查，多久能升回正常' });
    expect(zhr.text).toMatch(/^\*\*开始吃叶酸后，血清叶酸一般几周内就能回到正常范围/);
    expect(zhr.text).not.toMatch(/二甲双胍/);
  });

  it('B12 400: normal, no shot, masking explained — never "B12 first" or metformin', () => {
    const r = askAs({
      locale: 'en-US',
      persona: WALT,
      text: "My B12 was 400. Is that OK or should I add a B12 shot or something while I'm on the folic acid?",
    });
    expect(r.text).toMatch(/^\*\*Yes — a B12 of 400 pmol\/L is normal/);
    expect(r.text).not.toMatch(/Start vitamin B12 first|metformin/);
    const zhr = askAs({
      locale: 'zh-CN',
      persona: WALT,
      text: '看到说吃叶酸会“掩盖B12缺乏”，这是啥意思？我B12查的是400 pmol/L',
    });
    expect(zhr.text).toMatch(/^\*\*B12 400 pmol\/L在正常范围内/);
    expect(zhr.text).toMatch(/掩盖/);
  });

  it('folate foods: beyond salad for a meat-and-potatoes man, the foods named answered', () => {
    const r = askAs({
      locale: 'en-US',
      persona: WALT,
      text: "I'm a meat and potatoes kinda guy. Salad is not happening. What foods got folate that I'd actually eat",
    });
    expect(r.text).toMatch(
      /^\*\*Plenty of folate comes from foods that are not salad: a bowl of fortified breakfast cereal/,
    );
    const zhr = askAs({
      locale: 'zh-CN',
      persona: WALT,
      previous: '家常菜里哪些叶酸多？菠菜我都是焯水再炒，会不会都流失了',
      text: '绿豆芽和西兰花算不算',
    });
    expect(faqIdsOf(zhr)).toContain('folate-foods-beyond-greens');
    expect(zhr.text).toMatch(/^\*\*西兰花和绿豆芽都算，属于中等来源/);
    expectSourcedInItsLanguage(zhr, 'zh-CN');
  });
});
