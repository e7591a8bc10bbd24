/**
 * Blind answer round 37's perinatal questions (development data), as classes: each row answers its
 * personas' questions and their kind in both languages, leads with its answer, and stays away from the people
 * it is not for. Brianna and 小雅 are round 37's reference personas (engine/reference-personas.ts).
 */
import { describe, expect, it } from 'vitest';
import type { AssistantReply } from '../reply';
import { DEV37_PERINATAL_FAQ } from './rows-dev37-perinatal';
import { askAs, expectSourcedInItsLanguage, faqIdsOf, rowsOf } from './testing';

const MARIA =
  'Maria: 11 weeks pregnant with type 1 diabetes, HbA1c 7.8, Synthroid with a prenatal and Tums (en)';
const JESS = 'Jess: 20 weeks pregnant with Crohn’s, ferritin 11, a prenatal and Slow Fe (en)';
const BROOKE =
  'Brooke: trying to conceive on spironolactone and doxycycline, potassium 5.3 (lab 3.5–5.1) (en)';

type Locale = 'zh-CN' | 'en-US';

const PERSONA_OF = {
  Brianna: 'Brianna: 12 days after a caesarean, breastfeeding on Tylenol #3 (en)',
  小雅: '小雅: bipolar on lithium and 思瑞康, 7 weeks postpartum and breastfeeding (zh)',
} as const;

/** A message asked as one of round 37's postpartum personas (reference personas), after an earlier one. */
function askEval(name: 'Brianna' | '小雅', locale: Locale, text: string, previous?: string): AssistantReply {
  return askAs({ locale, persona: PERSONA_OF[name], text, ...(previous ? { previous } : {}) });
}

const own = rowsOf(DEV37_PERINATAL_FAQ);

/** The row answered, not urgent, sourced in its language. */
function answeredBy(r: AssistantReply, id: string, locale: Locale): void {
  expect(r.urgent).toBe(false);
  expect(faqIdsOf(r)).toContain(id);
  expectSourcedInItsLanguage(r, locale);
}

/** None of this file's rows answered. */
const notOurs = (r: AssistantReply) => expect(own(faqIdsOf(r))).toEqual([]);

/** The pregnancy-only NSAID text, never for someone who has given birth. */
const PREGNANCY_NSAID = /In pregnancy do not take ibuprofen|孕期不要自己吃布洛芬/;

describe('codeine while breastfeeding (zh-015 unsafe, en-066, en-065, zh-069)', () => {
  it('zh-015: Tylenol #3 twelve days after a caesarean — not recommended, the doctor today, the emergency signs', () => {
    const r = askEval(
      'Brianna',
      'zh-CN',
      '剖腹产第12天，纯母乳。医生开了Tylenol #3和ibuprofen止疼，我看网上说吃可待因喂奶要小心，宝宝会不会嗜睡啊，好担心',
    );
    answeredBy(r, 'codeine-breastfeeding', 'zh-CN');
    expect(r.text).toMatch(/^\*\*喂奶期间不建议吃可待因/);
    expect(r.text).toMatch(/布洛芬和单方的对乙酰氨基酚/);
    expect(r.text).toMatch(/美国食品药品监督管理局2017年/);
    expect(r.text).toMatch(/马上打急救电话/);
    expect(r.text).not.toMatch(PREGNANCY_NSAID);
  });

  it('the same asked in English, and by a guest who names the medicine', () => {
    const r = askEval(
      'Brianna',
      'en-US',
      'is my tylenol 3 ok while breastfeeding? baby seems really sleepy today',
    );
    answeredBy(r, 'codeine-breastfeeding', 'en-US');
    expect(r.text).toMatch(/^\*\*Codeine is not recommended while breastfeeding/);
    expect(r.text).toMatch(/call 911 now/);
    const guest = askAs({
      locale: 'en-US',
      text: "I'm breastfeeding and the hospital sent me home with Tylenol with codeine, is that safe for the baby?",
    });
    expect(faqIdsOf(guest)).toContain('codeine-breastfeeding');
  });

  it('en-066: coffee on codeine — two large cups is about twice the limit, and the codeine first', () => {
    const r = askEval(
      'Brianna',
      'en-US',
      'can i have coffee while nursing and on the codeine? like 2 big dunkin cups',
    );
    answeredBy(r, 'codeine-breastfeeding-coffee', 'en-US');
    expect(r.text).toMatch(/^\*\*Coffee is fine while nursing, but two large cups is too much/);
    expect(r.text).toMatch(/500–600 mg/);
    const zh = askEval('Brianna', 'zh-CN', '喂奶期间还在吃泰诺3号，一天喝两大杯咖啡可以吗');
    answeredBy(zh, 'codeine-breastfeeding-coffee', 'zh-CN');
    expect(zh.text).toMatch(/^\*\*咖啡可以喝，但两大杯太多了/);
  });

  it('zh-069 and en-065: constipation on the painkiller after a caesarean — softeners, the incision, the soup', () => {
    const zh = askEval(
      'Brianna',
      'zh-CN',
      '想让刀口长快点，鱼汤鸽子汤真有用吗？还有吃着止疼药便秘，拉不出来又不敢使劲儿',
    );
    answeredBy(zh, 'postpartum-painkiller-constipation', 'zh-CN');
    expect(zh.text).toMatch(/^\*\*吃着含可待因的止痛药便秘很常见/);
    expect(zh.text).toMatch(/鱼汤鸽子汤：汤里的蛋白质很少/);
    const en = askEval(
      'Brianna',
      'en-US',
      'so backed up from the tylenol 3 since my c-section and honestly scared to push w my incision',
    );
    answeredBy(en, 'postpartum-painkiller-constipation', 'en-US');
    expect(en.text).toMatch(/^\*\*Constipation on a codeine painkiller is common/);
    const follow = askEval(
      'Brianna',
      'en-US',
      'will iron make me more constipated?? already backed up from the tylenol 3 and honestly scared to push w my incision lol',
      '12 days pp from my c section, breastfeeding. hgb was 9.8 when i left the hospital and im SO tired. is my prenatal enough or do i need iron pills? what foods should i be eating',
    );
    expect(faqIdsOf(follow)).toContain('postpartum-painkiller-constipation');
    expect(follow.text).toMatch(/do not drop prescribed iron/);
  });

  it('not for: a breastfeeding mother on no codeine, a pregnancy, or opioid constipation in cancer care', () => {
    notOurs(
      askAs({
        locale: 'en-US',
        persona: 'lactating on sertraline',
        text: 'is ibuprofen ok while breastfeeding?',
      }),
    );
    notOurs(
      askAs({
        locale: 'en-US',
        persona: 'lactating on sertraline',
        text: 'can i have coffee while breastfeeding?',
      }),
    );
    notOurs(askAs({ locale: 'en-US', persona: 'pregnant t1', text: 'is codeine safe in pregnancy?' }));
    notOurs(
      askAs({
        locale: 'en-US',
        persona: 'lactating on sertraline',
        text: 'breastfeeding and my iron pills make me so constipated, what can I take?',
      }),
    );
    const ravi = askAs({
      locale: 'en-US',
      persona: 'CLL on Brukinsa kept as typed, atorvastatin (en)',
      text: "he's constipated from the morphine, what should he eat?",
    });
    notOurs(ravi);
  });
});

describe('type 1 diabetes with morning sickness (en-008 unsafe, zh-038)', () => {
  it('en-008: saltines and toast on glargine and lispro — lispro after the meal, lows and ketones', () => {
    const r = askAs({
      locale: 'en-US',
      persona: MARIA,
      text: 'A1c 7.8 and my endo wants it way lower now that im pregnant. morning sickness means I can basically only eat saltines and toast til noon. how do i not spike?? on glargine + lispro',
    });
    answeredBy(r, 't1d-pregnancy-nausea-insulin', 'en-US');
    expect(r.text).toMatch(
      /^\*\*With type 1 diabetes \(or any insulin\) and morning sickness, check your glucose more often/,
    );
    expect(r.text).toMatch(/immediately after/);
    expect(r.text).toMatch(/blood ketones of 0\.6 mmol\/L or more/);
    expect(r.text).toMatch(/never skip basal insulin/);
    expect(r.text).not.toMatch(/ginger ale is fine/);
  });

  it('zh-038: lispro injected, then the breakfast came back up', () => {
    const r = askAs({
      locale: 'zh-CN',
      persona: MARIA,
      text: '这几天早上老是吐，吐完就不太敢吃了，可是饭前的lispro已经打进去了😖 有没有啥早餐不容易吐、碳水又好算的？一顿大概吃多少g碳水比较合适',
    });
    answeredBy(r, 't1d-pregnancy-nausea-insulin', 'zh-CN');
    expect(r.text).toMatch(/^\*\*1型糖尿病（或用着胰岛素）又孕吐时，要多测血糖/);
    expect(r.text).toMatch(/苏打饼干4–6片/);
    expect(r.text).toMatch(/血酮0\.6以上/);
  });

  it('not for: morning sickness without insulin', () => {
    notOurs(
      askAs({
        locale: 'en-US',
        persona: 'pregnant t1',
        text: 'morning sickness is bad, I can only keep down crackers and toast, will my sugar spike?',
      }),
    );
  });
});

describe('trying to conceive on spironolactone and doxycycline with vitamin A (zh-010 unsafe, en-042–044, zh-028, zh-046)', () => {
  it('zh-010: can these all be kept while trying — a plan with the prescriber, vitamin A stopped now', () => {
    const r = askAs({
      locale: 'zh-CN',
      persona: BROOKE,
      text: '备孕ing～皮肤科给我开了螺内酯和多西环素治痘，我自己还在吃维生素A 10000IU，说对皮肤好。备孕期间这些能一直吃吗？',
    });
    answeredBy(r, 'ttc-acne-medicines-vitamin-a', 'zh-CN');
    expect(r.text).toMatch(/^\*\*备孕前先和开药的皮肤科医生定好计划/);
    expect(r.text).toMatch(/维生素A补充剂现在就停/);
    expect(r.text).toMatch(/先继续避孕/);
  });

  it('the same in English', () => {
    const r = askAs({
      locale: 'en-US',
      persona: BROOKE,
      text: "we're TTC now, can I keep taking my spironolactone and doxy?",
    });
    answeredBy(r, 'ttc-acne-medicines-vitamin-a', 'en-US');
    expect(r.text).toMatch(/^\*\*Plan this with your dermatologist/);
  });

  it('en-043, en-044, zh-028: the separate vitamin A stopped, and yes, the prenatal has some', () => {
    const first =
      "I've been taking vitamin A 10,000 IU for my skin for a while now, plus a prenatal. Fine to keep going while we try?";
    const r = askAs({ locale: 'en-US', persona: BROOKE, text: first });
    answeredBy(r, 'ttc-vitamin-a-prenatal', 'en-US');
    expect(r.text).toMatch(
      /^\*\*Planning a pregnancy: stop the separate vitamin A while you are trying for a baby/,
    );
    expect(r.text).not.toMatch(/at most 2360 µg/);
    const follow = askAs({
      locale: 'en-US',
      persona: BROOKE,
      text: 'wait does the nature made prenatal already have vit A in it too',
      previous: first,
    });
    expect(faqIdsOf(follow)).toContain('ttc-vitamin-a-prenatal');
    expect(follow.text).toMatch(/yes, your prenatal already contains vitamin A/);
    const zh = askAs({
      locale: 'zh-CN',
      persona: BROOKE,
      text: '那prenatal里面本身也有维A的，加起来算超了吗',
      previous: '备孕期间我还在吃维生素A 10000IU，可以继续吗？',
    });
    answeredBy(zh, 'ttc-vitamin-a-prenatal', 'zh-CN');
    expect(zh.text).toMatch(/^\*\*备孕期间把另外吃的维生素A停掉/);
  });

  it('en-042 and zh-046: potassium 5.3 on spironolactone — coconut water out, avocado small, a repeat test', () => {
    const en = askAs({
      locale: 'en-US',
      persona: BROOKE,
      text: 'TTC and on spironolactone + doxy from my derm. potassium came back 5.3 (range 3.5-5.1). do I need to cut avocados, coconut water etc?',
    });
    answeredBy(en, 'spironolactone-high-potassium-foods', 'en-US');
    expect(en.text).toMatch(
      /^(⚠️[^\n]*\n\n)?\*\*Yes — with a potassium just above the range on spironolactone/m,
    );
    expect(en.text).toMatch(/repeat test within about a week/);
    const zh = askAs({
      locale: 'zh-CN',
      persona: BROOKE,
      text: '查了血钾5.3，化验单上范围是3.5-5.1，我平时超爱喝椰子水、吃牛油果toast，需要控制吗？跟螺内酯有关系吗',
    });
    answeredBy(zh, 'spironolactone-high-potassium-foods', 'zh-CN');
    expect(zh.text).toMatch(/\*\*要控制：吃螺内酯时血钾略高于范围/);
    expect(zh.text).toMatch(/牛油果约700–1000毫克/);
  });

  it('not for: a man whose wife is trying, cirrhosis on spironolactone, a pregnancy', () => {
    notOurs(
      askAs({
        locale: 'zh-CN',
        persona: '阿明: thalassaemia trait on his own iron, ferritin 486, doxycycline (zh)',
        text: '老婆在备孕，我吃的多西环素和维生素A要停吗',
      }),
    );
    notOurs(
      askAs({
        locale: 'zh-CN',
        persona: '老杨: hepatitis B cirrhosis with ascites, past encephalopathy, K 5.4, 低钠盐 (zh)',
        text: '血钾5.4，香蕉和椰子水还能喝吗？',
      }),
    );
    notOurs(
      askAs({
        locale: 'en-US',
        persona: 'pregnant t1',
        text: 'is vitamin A ok to take while trying and now pregnant?',
      }),
    );
  });
});

describe('potassium at the top of the range on an ACE inhibitor in pregnancy (en-009, zh-074)', () => {
  it('en-009: 5.1 is not high, ordinary portions; the lisinopril today or tomorrow; TSH 5.2 this week', () => {
    const r = askAs({
      locale: 'en-US',
      persona: MARIA,
      text: "Got labs back, potassium 5.1 and TSH 5.2. Should I be cutting potassium foods? fyi I'm still on my lisinopril and atorvastatin from before I got pregnant, my first OB appt isnt until next week",
    });
    answeredBy(r, 'pregnancy-ace-inhibitor-potassium-foods', 'en-US');
    expect(r.text).toMatch(/\*\*A potassium of 5\.1 is at the top of the normal range, not high/);
    expect(r.text).toMatch(/today or tomorrow rather than waiting for your first OB appointment/);
    expect(r.text).toMatch(/TSH 5\.2 is above the pregnancy target/);
  });

  it('zh-074: bananas and potatoes, and the lisinopril', () => {
    const r = askAs({
      locale: 'zh-CN',
      persona: MARIA,
      text: '我还在吃lisinopril和atorvastatin，化验钾5.1，饮食上钾要注意吗？可是大家都说孕妇要多吃香蕉土豆，感觉有点矛盾',
    });
    answeredBy(r, 'pregnancy-ace-inhibitor-potassium-foods', 'zh-CN');
    expect(r.text).toMatch(/\*\*血钾5\.1在正常范围的上限附近，不算高/);
    expect(r.text).not.toMatch(/TSH/);
  });

  it('not for: a potassium of 5.8, or kidney disease on lisinopril outside pregnancy', () => {
    notOurs(
      askAs({
        locale: 'en-US',
        persona: MARIA,
        text: 'potassium 5.8 today, should I cut bananas and potatoes?',
      }),
    );
    notOurs(
      askAs({
        locale: 'en-US',
        persona: 'Bea: 89, pressure injury, CKD G3b, albumin 2.7, furosemide with KCl (en)',
        text: 'should she cut potassium foods like bananas?',
      }),
    );
  });
});

describe('lithium while breastfeeding with a no-salt confinement diet (en-056, zh-013, zh-031, en-057, zh-067, zh-049, en-055)', () => {
  it('en-056: low salt raises lithium — the values read, normal salt back gradually, the psychiatrist within days', () => {
    const r = askEval(
      '小雅',
      'en-US',
      "My mom is doing 坐月子 for me and there's basically no salt in anything she cooks. My lithium level was 1.12 and sodium 134. Is low salt a problem with lithium?",
    );
    answeredBy(r, 'lithium-low-salt-postpartum', 'en-US');
    expect(r.text).toMatch(/^\*\*Yes — on lithium, eating very little salt/);
    expect(r.text).toMatch(
      /a lithium of 1\.12, near the top of the range with a sodium of 134, just below the range/,
    );
    expect(r.text).toMatch(/psychiatrist within a day or two/);
    expect(r.text).toMatch(/baby’s doctor should know/);
  });

  it('values in the range are read as such, not as the pattern of a no-salt diet', () => {
    const r = askAs({
      locale: 'en-US',
      medicines: ['lithium'],
      text: 'breastfeeding on lithium, my level was 0.7 and sodium 140 — my mother-in-law says no salt during confinement, is that ok?',
    });
    expect(faqIdsOf(r)).toContain('lithium-low-salt-postpartum');
    expect(r.text).toMatch(
      /a lithium of 0\.7, within the range with a sodium of 140, normal\) are fine for now/,
    );
    expect(r.text).not.toMatch(/are the pattern a no-salt diet causes/);
  });

  it('zh-013 and the follow-up zh-031: how many grams, and the swelling', () => {
    const first =
      '坐月子婆婆一点盐都不让放，说吃盐没奶水，出了月子我也一直吃得很淡。我在吃碳酸锂，医生提过盐吃少了锂会升高，真的吗？这次查血锂1.12，钠134';
    const r = askEval('小雅', 'zh-CN', first);
    answeredBy(r, 'lithium-low-salt-postpartum', 'zh-CN');
    expect(r.text).toMatch(/^\*\*是真的：吃碳酸锂时盐吃得太少/);
    expect(r.text).toMatch(/血锂1\.12已经接近上限、血钠134偏低/);
    const follow = askEval('小雅', 'zh-CN', '那一天吃几克盐合适？我又怕水肿', first);
    answeredBy(follow, 'lithium-low-salt-postpartum', 'zh-CN');
    expect(follow.text).toMatch(/一天炒菜放盐约5克/);
    expect(follow.text).toMatch(/怕水肿/);
  });

  it('en-057 and zh-067: ibuprofen for breast pain on lithium — no; plain acetaminophen; never the pregnancy text', () => {
    const en = askEval(
      '小雅',
      'en-US',
      'also been taking Fenbid (ibuprofen) for breast pain a few times a day, thats fine right?',
      "My mom is doing 坐月子 for me and there's basically no salt in anything she cooks. My lithium level was 1.12 and sodium 134. Is low salt a problem with lithium?",
    );
    answeredBy(en, 'lithium-painkiller-breastfeeding', 'en-US');
    expect(en.text).toMatch(/^\*\*On lithium, ibuprofen \(Fenbid, Advil, Motrin\) is not fine/);
    expect(en.text).toMatch(/mastitis/);
    expect(en.text).not.toMatch(PREGNANCY_NSAID);
    const zh = askEval('小雅', 'zh-CN', '涨奶痛我在吃芬必得，一天两三次，跟碳酸锂一起吃有没有问题？');
    answeredBy(zh, 'lithium-painkiller-breastfeeding', 'zh-CN');
    expect(zh.text).toMatch(/^\*\*吃碳酸锂时不要自己吃布洛芬/);
    expect(zh.text).toMatch(/泰诺（酚麻美敏）是感冒药/);
  });

  it('zh-049 and en-055: weight loss while breastfeeding on lithium — no 16:8 or keto, 1,800 kcal, 0.5 kg a week', () => {
    const zh = askEval(
      '小雅',
      'zh-CN',
      '产后7周了还有66kg，生之前才56，想减肥😭 哺乳期一天吃多少大卡合适？想试试168轻断食keyi ma',
    );
    answeredBy(zh, 'lithium-breastfeeding-weight-loss', 'zh-CN');
    expect(zh.text).toMatch(/^\*\*喂奶又吃碳酸锂，不要做168轻断食或生酮/);
    expect(zh.text).toMatch(/1800千卡/);
    const en = askEval(
      '小雅',
      'en-US',
      '7 wks pp and breastfeeding, on lithium and quetiapine. I really need to lose the baby weight, gained so much. Can i do intermittent fasting 16:8 or keto?',
    );
    answeredBy(en, 'lithium-breastfeeding-weight-loss', 'en-US');
    expect(en.text).toMatch(/^\*\*While breastfeeding on lithium, skip 16:8 fasting and keto/);
  });

  it('not for: lithium outside breastfeeding, or a breastfeeding mother on no lithium', () => {
    notOurs(
      askAs({
        locale: 'zh-CN',
        persona: 'lithium with hydrochlorothiazide',
        text: '我最近吃得很淡，少盐可以吗',
      }),
    );
    notOurs(
      askAs({
        locale: 'en-US',
        persona: 'lithium with hydrochlorothiazide',
        text: 'can I do keto or 16:8 fasting on lithium?',
      }),
    );
    notOurs(askEval('Brianna', 'en-US', 'is ibuprofen ok for breast pain while breastfeeding?'));
  });
});

describe('iron in pregnancy with Crohn’s disease (zh-005, en-020, zh-041)', () => {
  it('zh-005: Slow Fe cramps and diarrhoea, can I have an infusion — IV iron, this week', () => {
    const r = askAs({
      locale: 'zh-CN',
      persona: JESS,
      text: '孕20周，克罗恩病，铁蛋白才11，血红蛋白10.1。一直在吃Slow Fe，但是一吃肚子就绞着疼还拉，本来克罗恩就容易闹肚子😩 能换别的铁吗？听说可以输铁？',
    });
    answeredBy(r, 'ibd-pregnancy-iron-not-working', 'zh-CN');
    expect(r.text).toMatch(/^\*\*克罗恩病又在孕期，吃铁剂效果不好或受不了，正是考虑静脉输铁的情况/);
  });

  it('the same in English', () => {
    const r = askAs({
      locale: 'en-US',
      persona: JESS,
      text: "Slow Fe isn't working, ferritin still 11 after 2 months. can I get an iron infusion instead?",
    });
    answeredBy(r, 'ibd-pregnancy-iron-not-working', 'en-US');
    expect(r.text).toMatch(
      /^\*\*With Crohn’s in pregnancy, iron deficiency that is not improving on tablets/,
    );
  });

  it('zh-041: folic acid on azathioprine and mesalamine — 400 µg is enough, keep it past three months', () => {
    const zh = askAs({
      locale: 'zh-CN',
      persona: JESS,
      text: '我在吃硫唑嘌呤和美沙拉嗪，怀孕了叶酸要不要多补一点？prenatal里面好像是400mcg的，我婆婆说叶酸吃到3个月就可以停了是真的吗',
    });
    answeredBy(zh, 'ibd-pregnancy-folic-acid', 'zh-CN');
    expect(zh.text).toMatch(/^\*\*叶酸不要吃到3个月就停/);
    expect(zh.text).not.toMatch(/美沙拉秦\*\*：上面的回答没有涉及/);
    const en = askAs({
      locale: 'en-US',
      persona: JESS,
      text: 'on azathioprine and mesalamine, do I need more folic acid than the 400 mcg in my prenatal? can I stop it after 12 weeks?',
    });
    answeredBy(en, 'ibd-pregnancy-folic-acid', 'en-US');
    expect(en.text).toMatch(/^\*\*Do not stop folic acid at three months/);
  });

  it('not for: iron side effects in a pregnancy without IBD, or folic acid on sulfasalazine', () => {
    notOurs(
      askAs({
        locale: 'en-US',
        persona: 'pregnant t2 with a prenatal',
        text: 'my iron tablets give me cramps, what are my options?',
      }),
    );
    notOurs(askAs({ locale: 'zh-CN', text: '怀孕了，克罗恩病在吃柳氮磺吡啶，叶酸要多补吗' }));
  });
});

describe('levothyroxine beside a prenatal and Tums in pregnancy (en-006, en-007, zh-002, zh-020)', () => {
  const first =
    "I take my Synthroid at 6am on an empty stomach, then my prenatal (2 tabs) with breakfast around 7, and Tums whenever the heartburn hits. Is an hour enough of a gap? I'm 11 weeks";

  it('en-006: an hour is not enough — 4 hours, and a schedule', () => {
    const r = askAs({ locale: 'en-US', persona: MARIA, text: first });
    answeredBy(r, 'levothyroxine-pregnancy-prenatal-antacid-schedule', 'en-US');
    expect(r.text).toMatch(/^\*\*An hour is not enough\./);
    expect(r.text).toMatch(/dose usually has to rise/);
  });

  it('en-007: Tums at 2 am before a 6 am dose is about 4 hours — fine', () => {
    const r = askAs({
      locale: 'en-US',
      persona: MARIA,
      text: 'what if i need tums at like 2am, does that mess with the synthroid in the morning',
      previous: first,
    });
    answeredBy(r, 'levothyroxine-pregnancy-prenatal-antacid-schedule', 'en-US');
    expect(r.text).toMatch(
      /^\*\*A Tums in the night is fine as long as it is about 4 hours or more before your Synthroid/,
    );
  });

  it('zh-002 and zh-020: the schedule in Chinese, and the prenatal at lunch', () => {
    const zhFirst =
      '怀孕11周，一型糖尿病。我每天早上起来吃Synthroid，然后早饭的时候孕期维生素2片+Tums一起吃掉（烧心严重，一天要吃4片Tums）。有人跟我说钙会影响甲状腺药吸收？那我这个时间咋排啊，早上还孕吐';
    const r = askAs({ locale: 'zh-CN', persona: MARIA, text: zhFirst });
    answeredBy(r, 'levothyroxine-pregnancy-prenatal-antacid-schedule', 'zh-CN');
    expect(r.text).toMatch(/^\*\*不行——要分开吃。\*\*/);
    const lunch = askAs({
      locale: 'zh-CN',
      persona: MARIA,
      text: '要隔4小时啊…那prenatal放中午吃可以伐？里面也有铁的',
      previous: zhFirst,
    });
    answeredBy(lunch, 'levothyroxine-pregnancy-prenatal-antacid-schedule', 'zh-CN');
    expect(lunch.text).toMatch(/^\*\*可以，孕妇维生素放到午饭吃正好/);
  });

  it('not for: levothyroxine and Tums outside pregnancy', () => {
    notOurs(
      askAs({
        locale: 'en-US',
        persona:
          'Edna: 84, hypoparathyroidism on calcitriol and a thiazide, prescribed calcium and her own Tums (en)',
        text: 'how many hours apart should my Tums be from my levothyroxine?',
      }),
    );
  });
});

describe('anaemia after the birth (en-064, zh-033)', () => {
  it('a guest after the birth: the prenatal is not a treatment dose — 40–80 mg of iron a day', () => {
    const en = askAs({
      locale: 'en-US',
      text: '3 weeks postpartum and breastfeeding, my hgb is 9.5. is my prenatal enough iron or do I need iron pills?',
    });
    answeredBy(en, 'postpartum-anaemia-iron', 'en-US');
    expect(en.text).toMatch(/^\*\*A haemoglobin under 10 g\/dL after the birth is postpartum anaemia/);
    expect(en.text).toMatch(/40–80 mg of elemental iron a day/);
    const zh = askAs({
      locale: 'zh-CN',
      text: '产后一个月还在喂奶，血红蛋白95，孕妇维生素里的铁够吗？我妈让我喝红糖水补血',
    });
    answeredBy(zh, 'postpartum-anaemia-iron', 'zh-CN');
    expect(zh.text).toMatch(/^\*\*产后血红蛋白低于100克\/升/);
    expect(zh.text).toMatch(/红糖水、红枣补不了多少铁/);
  });

  it('en-064 and zh-033 as Brianna: the row answers, with its dose kept whole', () => {
    const en = askEval(
      'Brianna',
      'en-US',
      '12 days pp from my c section, breastfeeding. hgb was 9.8 when i left the hospital and im SO tired. is my prenatal enough or do i need iron pills? what foods should i be eating',
    );
    answeredBy(en, 'postpartum-anaemia-iron', 'en-US');
    expect(en.text).toMatch(
      /\*\*A haemoglobin under 10 g\/dL after the birth is postpartum anaemia[^*]*40–80 mg/,
    );
    const zh = askEval(
      'Brianna',
      'zh-CN',
      'hb 9.8，月子里要额外补铁吗？prenatal里那点铁够不够。我妈非让我天天喝红糖水补血，说她们那时候都这么坐的',
    );
    answeredBy(zh, 'postpartum-anaemia-iron', 'zh-CN');
    expect(zh.text).toMatch(/每天吃40–80毫克元素铁/);
  });

  it('not for: a haemoglobin of 11.5 after the birth, or an older man with anaemia', () => {
    notOurs(
      askAs({ locale: 'en-US', text: 'postpartum and breastfeeding, hgb 11.5, is my prenatal enough iron?' }),
    );
    notOurs(
      askAs({ locale: 'zh-CN', persona: 'lactating on sertraline', text: '月子里天天喝红糖水补血有用吗' }),
    );
    notOurs(
      askAs({
        locale: 'en-US',
        persona:
          'Geoffrey: 78, gliclazide with a ciprofloxacin course, prescribed ferrous fumarate, eGFR 48 (UK)',
        text: 'my haemoglobin is low, is my iron tablet enough?',
      }),
    );
  });
});
