/**
 * Sixteenth clinician review (zh P5 小雨, isotretinoin + minocycline, no contraception), serious findings
 * S1 and S2: sex without contraception on isotretinoin got only the minocycline interaction, and a late
 * period got "请不要自己停药" without a pregnancy test. The review's exact questions, two more phrasings
 * per language, with a plan and as a guest; other teratogens keep "do not stop it yourself"; look-alikes
 * that must not get the lead.
 */
import { describe, expect, it } from 'vitest';
import { askPersona } from './testing';
import { teratogenSituationOf } from './teratogen-lead';

type Locale = 'zh-CN' | 'en-US';
const ISO = 'isotretinoin with minocycline';

const ask = (persona: string, locale: Locale, text: string, withPlan: boolean, previous?: string) =>
  askPersona(persona, locale, text, { withPlan, ...(previous !== undefined ? { previous } : {}) });

/** The first paragraph of an answer. */
const first = (text: string) => text.split(/\n{2,}/)[0] ?? '';

const NEVER_STOP =
  /请不要自己停药|请勿自行停用|不要自己停药|Do not stop or change any prescribed|do not stop it on your own|Do not stop or cut down/i;

describe.each([true, false])('isotretinoin and sex without contraception (with a plan: %s)', (withPlan) => {
  it.each<[Locale, string]>([
    ['zh-CN', '我和男朋友没有避孕，吃泰尔丝期间会有问题吗？'],
    ['zh-CN', '吃异维A酸的时候同房没戴套，要紧吗'],
    ['zh-CN', '昨晚套子破了，我还在吃泰尔丝'],
    ['en-US', 'had unprotected sex last night, I am on accutane — is that a problem?'],
    ['en-US', 'the condom broke and I take Absorica, what now'],
    ['en-US', "I'm on Roaccutane and we didn't use any protection"],
  ])('%s "%s": the birth-defect warning and the contraception rule lead', (locale, text) => {
    const r = ask(ISO, locale, text, withPlan);
    const zh = locale === 'zh-CN';
    expect(first(r.text)).toMatch(
      zh ? /没有避孕，是很严重的问题.*胎儿畸形/ : /serious problem: isotretinoin causes severe birth defects/,
    );
    // The programme's rule: two effective methods or one highly effective, a month before to a month after.
    expect(r.text).toMatch(zh ? /两种有效的避孕方法/ : /two effective methods/);
    expect(r.text).toMatch(zh ? /一种高效的方法/ : /one highly effective method/);
    expect(r.text).toMatch(zh ? /最后一次服药后1个月/ : /a month after the last dose/);
    expect(r.text).toMatch(zh ? /今天先验一次孕/ : /pregnancy test today/);
    expect(r.text).toMatch(zh ? /紧急避孕药/ : /emergency contraception/);
    // The label's "stop at once if pregnant", never the general "do not stop".
    expect(r.text).toMatch(zh ? /立即停药/ : /stopped at once/);
    expect(r.text).not.toMatch(NEVER_STOP);
    if (withPlan && /米诺环素|minocycline/i.test(r.text))
      expect(r.text.search(/米诺环素|minocycline/i)).toBeGreaterThan(
        r.text.search(zh ? /避孕/ : /contraception/),
      );
    if (zh) expect(r.text.replace(/_来源[^\n]*_/g, '')).not.toMatch(/[A-Za-z]{5,} [a-z]{3,} [a-z]{3,}/);
  });
});

describe.each([true, false])('a late period on isotretinoin (with a plan: %s)', (withPlan) => {
  it.each<[Locale, string]>([
    ['zh-CN', '我月经推迟两周了，还在吃泰尔丝，怎么办？'],
    ['zh-CN', '大姨妈这个月没来，泰尔丝还在吃'],
    ['zh-CN', '验孕两条杠了，我在吃异维A酸'],
    ['en-US', "my period is 10 days late and I'm still taking isotretinoin"],
    ['en-US', 'missed my period on accutane, what should I do?'],
    ['en-US', 'positive pregnancy test, I am on Roaccutane'],
  ])('%s "%s": test today, no further dose, call today — as the lead', (locale, text) => {
    const r = ask(ISO, locale, text, withPlan);
    const zh = locale === 'zh-CN';
    expect(first(r.text)).toMatch(zh ? /今天就验孕/ : /do a pregnancy test today/);
    expect(r.text).toMatch(zh ? /服药期间怀孕必须立即停药/ : /must be stopped at once if pregnancy occurs/);
    expect(r.text).toMatch(
      zh ? /在排除怀孕之前，不要再吃下一粒异维A酸/ : /Take no further dose of isotretinoin/,
    );
    expect(r.text).toMatch(
      zh ? /今天就给开药的皮肤科医生打电话/ : /call your prescribing dermatologist today/,
    );
    expect(r.text).not.toMatch(NEVER_STOP);
  });
});

describe('a late period on another teratogen: test today, do not stop it yourself, call today', () => {
  it.each<[string, Locale, string, boolean, RegExp]>([
    ['valproate, 28', 'zh-CN', '大姨妈晚了十天了，我在吃丙戊酸钠', true, /丙戊酸钠/],
    ['valproate, 28', 'zh-CN', '月经推迟了一周，还在吃德巴金', false, /丙戊酸钠/],
    [
      'lupus on mycophenolate and hydroxychloroquine, planning a pregnancy, echinacea',
      'zh-CN',
      '验孕阳性了，我还在吃骁悉',
      true,
      /吗替麦考酚酯/,
    ],
    ['valproate, 28', 'en-US', "my period is a week late and I'm on Depakote", false, /Valproate/i],
  ])('%s %s "%s"', (persona, locale, text, withPlan, drug) => {
    const r = ask(persona, locale, text, withPlan);
    const zh = locale === 'zh-CN';
    const lead = first(r.text);
    expect(lead).toMatch(zh ? /今天就验孕/ : /do a pregnancy test today/);
    expect(lead).toMatch(drug);
    expect(lead).toMatch(zh ? /今天就联系开药的医生/ : /contact the prescriber today/);
    expect(lead).toMatch(zh ? /不要自己停药/ : /Do not stop it on your own/);
    expect(r.text).not.toMatch(/立即停药|stopped at once/);
  });
});

// Methotrexate's row says stop it at once in pregnancy (thirty-ninth clinician review, en S1): a late period
// holds the next dose until pregnancy is ruled out, folic acid goes on — never "do not stop it yourself".
describe('a late period on methotrexate: test today, no further dose until ruled out, folic acid on', () => {
  it.each<[Locale, string]>([
    ['zh-CN', '月经推迟两周，还在吃甲氨蝶呤'],
    ['en-US', 'missed period, I take methotrexate weekly'],
  ])('%s "%s"', (locale, text) => {
    const r = ask('methotrexate with folic acid 5 mg', locale, text, true);
    const zh = locale === 'zh-CN';
    expect(first(r.text)).toMatch(zh ? /今天就验孕/ : /do a pregnancy test today/);
    expect(r.text).toMatch(
      zh
        ? /在排除怀孕之前，不要再吃下一次的甲氨蝶呤/
        : /Take no further methotrexate dose until pregnancy is ruled out/,
    );
    expect(r.text).toMatch(zh ? /叶酸（每天5毫克）继续吃/ : /keep taking the folic acid/);
    expect(r.text).not.toMatch(NEVER_STOP);
  });
});

describe('look-alikes keep their answers: no lead', () => {
  it.each<[string, Locale, string, boolean]>([
    [ISO, 'zh-CN', '吃泰尔丝期间能喝酒吗？', true],
    [ISO, 'zh-CN', '吃泰尔丝期间我在用短效避孕药，会冲突吗', true],
    [ISO, 'zh-CN', '我老公在吃泰尔丝，我们没避孕，有影响吗', false],
    ['healthy woman', 'zh-CN', '月经推迟一周了，要补铁吗', true],
    [ISO, 'en-US', 'can I drink alcohol on accutane?', true],
    [ISO, 'en-US', "I'm a man on accutane and my girlfriend and I don't use protection", false],
    [ISO, 'en-US', 'my boyfriend is on accutane and we had unprotected sex', false],
    ['healthy woman', 'en-US', 'my period is late, should I take iron?', true],
  ])('%s %s "%s"', (persona, locale, text, withPlan) => {
    const r = ask(persona, locale, text, withPlan);
    expect(r.text).not.toMatch(
      /今天先验一次孕|今天就验孕|pregnancy test today|没有避孕，是很严重的问题|serious problem: isotretinoin/,
    );
  });

  it('reads the situation, not the words around it', () => {
    expect(teratogenSituationOf('我月经推迟两周了')).toBe('late');
    expect(teratogenSituationOf('我们没有避孕')).toBe('unprotected');
    expect(teratogenSituationOf('万一以后怀孕了怎么办')).toBeNull();
    expect(teratogenSituationOf('我在用避孕药')).toBeNull();
    expect(teratogenSituationOf('what if I get pregnant on it?')).toBeNull();
  });
});
