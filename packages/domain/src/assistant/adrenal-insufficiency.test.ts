/**
 * Clinician review 8 (zh P3, en P1): Addison's disease on hydrocortisone and fludrocortisone. Salt was
 * limited to 5 g / 1,500 mg, the sick-day rule was refused ("do not change your prescribed medicine"), and a
 * potassium salt substitute was endorsed with a potassium of 5.3. Our own phrasings, both languages.
 */
import { describe, expect, it } from 'vitest';
import { askAs, faqIdsOf, type FaqCase } from './faq/testing';

const ADDISON = ['hydrocortisone', 'fludrocortisone'];

describe('salt with primary adrenal insufficiency', () => {
  const cases: FaqCase[] = [
    { locale: 'zh-CN', text: '我是阿狄森病，血压不高，一天吃几克盐合适？' },
    { locale: 'zh-CN', medicines: ADDISON, text: '医生让我少吃盐，我每天盐应该吃多少克' },
    { locale: 'en-US', text: "I've got Addison's — should I be cutting down on salt like everyone else?" },
    {
      locale: 'en-US',
      medicines: ADDISON,
      text: 'how many grams of salt per day is ok for me? my sodium was 133',
    },
  ];
  it.each(cases)('$locale: $text', (c) => {
    const r = askAs(c);
    expect(faqIdsOf(r)).toContain('adrenal-salt');
    expect(r.text).not.toMatch(/不超过5克\*\*|1,500 mg\)|less than 2,300 mg of sodium a day\*\*/);
    expect(r.text).toMatch(
      c.locale === 'zh-CN'
        ? /不用“每天盐不超过5克”.*内分泌科医生/s
        : /does not apply to you.*endocrinologist/s,
    );
  });

  it('without adrenal insufficiency the population limit stays', () => {
    const r = askAs({ locale: 'zh-CN', text: '每天吃多少克盐合适？' });
    expect(faqIdsOf(r)).not.toContain('adrenal-salt');
    expect(r.text).toMatch(/不超过5克/);
  });
});

describe('sick-day rules with adrenal insufficiency', () => {
  const cases: FaqCase[] = [
    { locale: 'zh-CN', medicines: ['hydrocortisone'], text: '感冒发烧了，氢化可的松是不是要多吃一点？' },
    { locale: 'zh-CN', text: '我有肾上腺皮质功能减退，生病的时候药量要加倍吗' },
    {
      locale: 'en-US',
      medicines: ['hydrocortisone'],
      text: 'I have a fever with the flu, should I take more hydrocortisone?',
    },
    { locale: 'en-US', text: "with Addison's, what do I do with my steroid dose when I'm ill?" },
  ];
  it.each(cases)('$locale: $text', (c) => {
    const r = askAs(c);
    expect(faqIdsOf(r)).toContain('adrenal-sick-day');
    expect(r.text).not.toMatch(/不要自己停用或调整|do not stop or change a prescribed medicine/);
    expect(r.text).toMatch(c.locale === 'zh-CN' ? /加倍.*肾上腺危象.*120/s : /double.*adrenal crisis.*911/s);
  });

  it('a fever on no steroid is not answered with the sick-day rules', () => {
    const r = askAs({
      locale: 'en-US',
      medicines: ['metformin'],
      text: 'I have a fever with the flu, should I take more of my tablets?',
    });
    expect(faqIdsOf(r)).not.toContain('adrenal-sick-day');
  });
});

describe('a potassium salt substitute is never endorsed with a high potassium or adrenal insufficiency', () => {
  const cases: (FaqCase & { against: RegExp })[] = [
    {
      locale: 'en-US',
      text: 'Would swapping to Nu-Salt help my blood pressure? Last blood test my potassium was 5.4',
      against: /above the range \(5\.4 mmol\/L\).*do not use NoSalt/s,
    },
    {
      locale: 'zh-CN',
      text: '血钾5.2，为了降压能不能改吃低钠盐？',
      against: /血钾已经高于正常（5\.2 mmol\/L）.*不要用低钠盐/s,
    },
    {
      locale: 'en-US',
      medicines: ['hydrocortisone', 'fludrocortisone'],
      text: 'is a salt substitute ok for me to use?',
      against: /Addison.*do not use potassium salt substitutes/s,
    },
    { locale: 'zh-CN', text: '我有艾迪生病，可以用低钠盐吗', against: /艾迪生病.*不要用含钾的代盐/s },
  ];
  it.each(cases)('$locale: $text', (c) => {
    const r = askAs(c);
    expect(r.text).toMatch(c.against);
    expect(r.text).not.toMatch(/helps blood pressure|有助于控制血压/);
  });

  it('with normal potassium and no reason against, the general answer stays', () => {
    const r = askAs({ locale: 'en-US', text: 'is a salt substitute a good idea for blood pressure?' });
    expect(r.text).toMatch(/helps blood pressure/);
  });
});

describe('liquorice with the replacement steroids in the chat', () => {
  it.each([
    ['en-US', 'I sip licorice root tea every day — is that fine with my steroids and my blood pressure?'],
    ['zh-CN', '甘草泡水喝，和我吃的激素有没有冲突，会不会升血压'],
  ] as const)('%s: %s', (locale, text) => {
    const r = askAs({ locale, medicines: ['hydrocortisone', 'fludrocortisone'], text });
    expect(r.text).not.toMatch(/no known interaction|没有.{0,20}已知相互作用/);
    expect(r.text).toMatch(locale === 'zh-CN' ? /甘草.*血压升高/s : /[Ll]iquorice.*blood pressure rises/s);
  });
});

describe('the urgent card names an adrenal crisis when the person has adrenal insufficiency', () => {
  it.each([
    [
      'zh-CN',
      ['hydrocortisone'],
      '从昨晚开始上吐下泻，早上的氢化可的松也吐出来了，现在头晕站不稳',
      /肾上腺危象.*100毫克.*120/s,
    ],
    ['zh-CN', [], '我是艾迪生病，发烧39度还一直吐，药都吃不进去', /肾上腺危象.*100毫克.*120/s],
    [
      'en-US',
      ['hydrocortisone', 'fludrocortisone'],
      "been vomiting since last night, couldn't keep my morning tablets down, feel faint and weak",
      /adrenal crisis.*100 mg.*911/s,
    ],
  ] as const)('%s: %s', (locale, medicines, text, expected) => {
    const r = askAs({ locale, medicines: [...medicines], text });
    expect(r.urgent).toBe(true);
    expect(r.text).toMatch(expected);
  });

  it('vomiting on no steroid gets no adrenal-crisis line', () => {
    const r = askAs({
      locale: 'en-US',
      medicines: ['metformin'],
      text: "been vomiting since last night, couldn't keep my tablets down, feel faint and weak",
    });
    expect(r.text).not.toMatch(/adrenal/i);
  });
});
