/**
 * Tenth clinician review (zh P3 老刘, en P4 Rosa): a low on acarbose treated with sweets or cola, a skipped
 * breakfast on glimepiride, "how do I get my sugar down more" with a recorded low on glipizide, chromium
 * called "not a nutrient", and acarbose's wind. The reviewers' own words and at least two more phrasings
 * in both languages; with the persona's plan, and as a guest who names the medicine.
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '../contracts/common';
import { assistantReply, type ChatTurn } from './reply';
import { askPersona } from './testing';

const ZH = 'type 2 diabetes on metformin, glimepiride and acarbose, HbA1c 8.9, B12 150';
const EN = 'type 2 diabetes on glipizide with fasting glucose 64, berberine, chromium and cinnamon';

const guest = (text: string, locale: Locale, medicines: string[] = [], history: ChatTurn[] = []) =>
  assistantReply({ text, locale, plan: null, medicines, history });

const DECLINED = /没有可靠的规则|no reliable rule/;
const GLUCOSE = /葡萄糖片或葡萄糖粉15–20克|15–20克葡萄糖|15–20 g as glucose tablets|15–20 g of glucose/;
const SUCROSE_POOR =
  /(水果糖|白糖|糖块)[^。]{0,20}(效果差|慢)|(candy|sugar water|table sugar|sweets)[^.]{0,40}(work poorly|slowly)/;

describe('a low on acarbose is treated with glucose, never sweets or cola (zh P3 SERIOUS 1)', () => {
  it.each([
    ['zh-CN', '我吃拜唐苹和亚莫利，万一低血糖了吃块水果糖或者喝口可乐能缓过来吧？'],
    ['zh-CN', '你说要用葡萄糖，家里没有啊，吃白糖冲水不行吗？'],
    ['zh-CN', '吃阿卡波糖的人低血糖了喝点果汁行不行'],
    ['zh-CN', '拜糖平加格列美脲，血糖低了心慌手抖吃啥最快'],
    ['en-US', "I'm on acarbose and glipizide, if I go low can I just eat some candy or drink a coke?"],
    ['en-US', 'precose user here - is orange juice ok for a hypo?'],
    ['en-US', 'no glucose tabs at home, can i use sugar in water for a low on glucobay?'],
  ] as const)('%s: %s', (locale, q) => {
    const withPlan = askPersona(locale === 'zh-CN' ? ZH : ZH, locale, q).text;
    const asGuest = guest(q, locale, ['acarbose']).text;
    for (const text of [withPlan, asGuest]) {
      expect(text).toMatch(GLUCOSE);
      expect(text).toMatch(SUCROSE_POOR);
      expect(text).toMatch(/120|911/);
      expect(text).not.toMatch(DECLINED);
      // He entered no phosphate: no phosphate answer (zh P3 finding 3).
      expect(text).not.toMatch(/血磷|phosphate/);
    }
  });

  it.each([
    ['zh-CN', '我突然出冷汗手抖，人有点糊涂，刚才吃了降糖药'],
    ['zh-CN', '老伴吃了拜唐苹和亚莫利，现在一身冷汗、手发抖、说话糊涂'],
    ['en-US', 'my husband is on acarbose and glipizide, he is sweaty, shaking and confused'],
  ] as const)('the severe-hypoglycaemia card on acarbose says glucose: %s %s', (locale, q) => {
    const r =
      locale === 'zh-CN' && q.includes('降糖药')
        ? askPersona(ZH, locale, q)
        : guest(q, locale, ['acarbose', 'glipizide']);
    expect(r.urgent).toBe(true);
    expect(r.text).toMatch(/15–20克葡萄糖|15–20 g of glucose/);
    expect(r.text).not.toMatch(/半杯果汁|half a cup of juice/);
  });

  it('without acarbose the card and the sweets answer stay as they were', () => {
    const card = guest('my husband is on glipizide, he is sweaty, shaking and confused', 'en-US', [
      'glipizide',
    ]);
    expect(card.text).toMatch(/15 g of fast sugar/);
    const sweets = guest(
      'on insulin, are jelly beans ok for a hypo or does it have to be glucose tablets?',
      'en-US',
      ['insulin-glargine'],
    );
    expect(sweets.text).toMatch(/does not have to be glucose tablets/);
  });

  it('a hypoglycaemia answer from another rule leads with the glucose line on acarbose', () => {
    const text = guest('on insulin and acarbose, my sugar is low at night, what should I do?', 'en-US', [
      'insulin-glargine',
      'acarbose',
    ]).text;
    if (/fast sugar|g of sugar|sugary drink/.test(text)) expect(text).toMatch(GLUCOSE);
  });
});

describe('a skipped meal with the sulfonylurea kept is not safe (zh P3 SERIOUS 2)', () => {
  it.each([
    ['zh-CN', '糖化8.9了我想一天就吃两顿，早饭不吃了，减肥快点，药照吃，行不'],
    ['zh-CN', '吃亚莫利能不能不吃早饭'],
    ['zh-CN', '我打算过午不食，晚饭不吃了，格列齐特还是照常吃'],
    ['en-US', 'can I skip breakfast but still take my glipizide?'],
    ['en-US', 'thinking of doing two meals a day to lose weight, still taking my amaryl, ok?'],
    ['en-US', 'if i skip lunch should i still take the gliclazide'],
  ] as const)('%s: %s', (locale, q) => {
    const withPlan = askPersona(locale === 'zh-CN' ? ZH : EN, locale, q).text;
    // A guest who names no medicine ("药照吃") is asked as one who entered glimepiride.
    const asGuest = guest(q, locale, /药照吃/.test(q) ? ['glimepiride'] : []).text;
    for (const text of [withPlan, asGuest]) {
      expect(text).toMatch(/不安全|not safe/);
      expect(text).toMatch(/低血糖|low blood sugar/);
      expect(text).toMatch(/年纪大、肾功能下降|older people and with reduced kidney function/);
      expect(text).toMatch(/先找开药的医生|ask the doctor who prescribes it/);
      expect(text).not.toMatch(DECLINED);
    }
  });
});

describe('a recorded low on glipizide: do not push the sugar lower (en P4 finding 2)', () => {
  it.each([
    ['en-US', 'how much cinnamon and chromium can i take to get my sugar down more'],
    ['en-US', 'what else can I take to lower my blood sugar?'],
    ['en-US', 'how do i get my a1c lower, berberine?'],
    ['zh-CN', '还有什么办法把血糖降下来'],
    ['zh-CN', '铬和肉桂吃多少能降血糖'],
  ] as const)('%s: %s', (locale, q) => {
    const text = askPersona(EN, locale, q).text;
    expect(text).toMatch(/already show a low glucose|血糖已经偏低/);
    expect(text).toMatch(/review the dose|减量或换药/);
  });

  it('老刘, with no low recorded, is not told his sugar is low', () => {
    const text = askPersona(ZH, 'zh-CN', '还有什么办法把血糖降下来').text;
    expect(text).not.toMatch(/血糖已经偏低/);
  });
});

describe('chromium is an essential trace element with an adequate intake (en P4 finding 2)', () => {
  it.each([
    ['en-US', 'how much chromium should I take?'],
    ['en-US', 'whats the right dose of chromium picolinate'],
    ['zh-CN', '吡啶甲酸铬吃多少'],
  ] as const)('%s: %s', (locale, q) => {
    const text = guest(q, locale).text;
    expect(text).not.toMatch(/Chromium is not a nutrient|铬不是营养素/);
    expect(text).toMatch(/20–25 µg/);
  });
});

describe('acarbose wind and what to eat (zh P3 finding 6)', () => {
  it.each([
    ['zh-CN', '拜唐苹吃了老是肚子胀放屁，饭应该怎么吃'],
    ['zh-CN', '阿卡波糖胀气太厉害了怎么办'],
    ['en-US', 'acarbose gives me terrible gas, what should i eat?'],
    ['en-US', 'so bloated on precose, any food tips'],
  ] as const)('%s: %s', (locale, q) => {
    for (const text of [askPersona(ZH, locale, q).text, guest(q, locale, ['acarbose']).text]) {
      expect(text).toMatch(/第一口饭|first bite/);
      expect(text).toMatch(/几周内会减轻|ease over a few weeks/);
      expect(text).toMatch(/不要自己停药|Do not stop/);
      expect(text).not.toMatch(DECLINED);
    }
  });
});
