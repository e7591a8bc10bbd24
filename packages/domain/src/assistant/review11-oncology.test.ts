/**
 * Eleventh clinician review: the oncology medicines the questionnaire refused are in the dictionary with
 * the rows a pharmacist would give (zh P2 刘阿姨 gefitinib, zh P3 老黄 abiraterone, zh P5 陈姐 S-1 after a
 * total gastrectomy, en P4 Frank Zytiga and K 3.3 on HCTZ), and 甲地孕酮 is megestrol, never
 * medroxyprogesterone. With a plan and as a guest, the reviewer's words and two other phrasings.
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '../contracts';
import { resolveMedicine, suggestMedicineIds } from '../interactions';
import { askPersona } from './testing';

const FRANK = 'metastatic prostate cancer on Zytiga with prednisone, Zestoretic, K 3.3 (en)';
const HUANG = '老黄 mCRPC on 泽珂, 诺雷德, 择泰 (zh)';
const CHEN = '陈姐 total gastrectomy on 替吉奥 and 甲地孕酮 (zh)';
const LIU = '刘阿姨 EGFR lung cancer on 易瑞沙, 波利特, 复方甘草酸苷 (zh)';

const both = (persona: string, locale: Locale, q: string) =>
  [true, false].map((withPlan) => askPersona(persona, locale, q, { withPlan }).text);

describe('the medicines the questionnaire refused are known (eleventh clinician review)', () => {
  it.each([
    ['易瑞沙', 'gefitinib'],
    ['吉非替尼片', 'gefitinib'],
    ['泽珂', 'abiraterone'],
    ['Zytiga', 'abiraterone'],
    ['替吉奥胶囊', 'tegafur-gimeracil-oteracil'],
    ['诺雷德', 'goserelin'],
    ['Lupron', 'leuprolide'],
    ['抑那通', 'leuprolide'],
    ['择泰', 'zoledronic-acid'],
    ['Zometa', 'zoledronic-acid'],
    ['醋酸甲地孕酮分散片', 'megestrol'],
    ['复方甘草酸苷片', 'compound-glycyrrhizin'],
    ['复方阿嗪米特肠溶片', 'compound-azintamide'],
  ])('%s → %s', (text, id) => {
    const r = resolveMedicine(text);
    expect(r.status === 'resolved' && r.id).toBe(id);
  });

  it('甲地孕酮 is megestrol, and a typo of it never suggests medroxyprogesterone', () => {
    expect(suggestMedicineIds('甲地孕铜')).toEqual(['megestrol']);
    const r = resolveMedicine('甲地孕酮');
    expect(r.status === 'resolved' && r.id).toBe('megestrol');
  });
});

describe('abiraterone on an empty stomach (zh P3 #1, en P4 #9)', () => {
  it.each([
    "Frank takes his Zytiga, all 4 tablets, with his bacon and eggs at breakfast because it upsets his stomach otherwise. That's fine right?",
    'is it ok for him to take the Zytiga WITH food? The pharmacy sticker said something about empty stomach',
    'Should Zytiga be taken before or after breakfast?',
  ])('en: %s', (q) => {
    for (const text of both(FRANK, 'en-US', q)) {
      expect(text).toMatch(/empty stomach/);
      expect(text).toMatch(/2 hours before and at least 1 hour after/);
      expect(text).toMatch(/10 times/);
      expect(text).not.toMatch(/salt limit/);
    }
  });
  it.each([
    '吃的泽珂（醋酸阿比特龙片），一天四片…他一直是早饭后跟一杯牛奶一起吃的，这样吃对不对？',
    '泽珂早饭后跟牛奶一起吃行吗？',
    '阿比特龙饭前吃还是饭后吃？',
  ])('zh: %s', (q) => {
    for (const text of both(HUANG, 'zh-CN', q)) {
      expect(text).toMatch(/空腹/);
      expect(text).toMatch(/服药前至少2小时、服药后至少1小时/);
      expect(text).not.toMatch(/没有可靠的规则/);
    }
  });
});

describe('low potassium on abiraterone and a thiazide (en P4 #10)', () => {
  it.each([
    'His potassium was 3.3 … What foods should he eat for that? Could his Zestoretic water pill be part of it?',
    'his potassium came back at 3.3, is that from the water pill or the Zytiga?',
    'K was 3.3 on his labs, should he eat more bananas?',
  ])('%s', (q) => {
    const text = askPersona(FRANK, 'en-US', q).text;
    expect(text).toMatch(/both can lower potassium/);
    expect(text).toMatch(/Potassium-rich foods are fine/);
    expect(text).not.toMatch(/not the time to load up on potassium/);
  });
  it('zh', () => {
    const text = askPersona(HUANG, 'zh-CN', '他血钾3.3，是不是泽珂引起的？香蕉一天吃几根合适？').text;
    expect(text).toMatch(/阿比特龙本身就会让血钾降低/);
  });
});

describe('gefitinib with grapefruit and an acid reducer (zh P2 #2, #3)', () => {
  it.each([
    '她听人说西柚能抗癌，最近每天早上喝一大杯西柚汁，跟易瑞沙有没有影响？',
    '吃易瑞沙能喝西柚汁吗？',
    '吉非替尼和葡萄柚汁冲突吗？',
  ])('%s', (q) => {
    for (const text of both(LIU, 'zh-CN', q)) {
      expect(text).toMatch(/吉非替尼/);
      expect(text).toMatch(/CYP3A4/);
      expect(text).not.toMatch(/没有.{0,40}已知相互作用/);
    }
  });
  it('the PPI spacing is the label pair', () => {
    const text = askPersona(LIU, 'zh-CN', '医生还开了波利特，两个药能一起吃吗？要隔开几个小时？').text;
    expect(text).toMatch(/吸收明显减少/);
    expect(text).toMatch(/12小时/);
  });
  it('en: gefitinib with grapefruit', () => {
    const text = askPersona(LIU, 'en-US', 'Can she drink grapefruit juice with Iressa?').text;
    expect(text).toMatch(/CYP3A4/);
  });
});

describe('after a total gastrectomy on S-1 (zh P5 #1)', () => {
  it.each([
    '我爱人胃癌做了全胃切除，4个月了，现在吃替吉奥化疗。她吃一点就饱，吃完半小时就心慌、出冷汗、想拉肚子，这是怎么回事？饮食上该怎么安排？',
    '全胃切除以后一天该吃几顿？',
    '胃切了以后吃完饭就心慌出汗，怎么吃比较好？',
  ])('zh: %s', (q) => {
    for (const text of both(CHEN, 'zh-CN', q)) {
      expect(text).toMatch(/倾倒综合征|倾倒/);
      expect(text).toMatch(/6–8顿/);
      expect(text).toMatch(/维生素B12/);
      expect(text).not.toMatch(/卡培他滨|希罗达/);
    }
  });
  it.each([
    'My wife had a total gastrectomy and gets sweaty and shaky half an hour after eating. How should she eat?',
    'After gastrectomy, how many meals a day?',
    'she had her stomach removed, what diet for dumping?',
  ])('en: %s', (q) => {
    const text = askPersona(CHEN, 'en-US', q).text;
    expect(text).toMatch(/dumping/);
    expect(text).toMatch(/B12/);
    expect(text).not.toMatch(/capecitabine|Xeloda/i);
  });
  it('diarrhoea on S-1 names S-1, never capecitabine', () => {
    const text = askPersona(CHEN, 'zh-CN', '吃替吉奥一天拉五六次稀的，怎么办？').text;
    expect(text).toMatch(/替吉奥/);
    expect(text).not.toMatch(/卡培他滨/);
  });
});
