/**
 * Thirteenth clinician review, zh P3 #1 (林老师, ER-positive breast cancer on 芙瑞/letrozole): "那蜂王浆和雪蛤
 * 呢，说是补雌激素的，女人吃了好" got "no reliable rule", and the plan listed both as unchecked. Products sold
 * as oestrogenic (大豆异黄酮 supplements, 蜂王浆, 雪蛤/林蛙油, 紫河车) are to be avoided on an aromatase
 * inhibitor or tamoxifen; ordinary soy food is fine (CACA breast-cancer guideline 2024; ACS survivors
 * guideline, Rock 2022).
 */
import { describe, expect, it } from 'vitest';
import { planFor } from '../engine';
import { REFERENCE_PERSONAS } from '../engine/reference-personas';
import { taboosFor } from '../interactions';
import { LOCALES } from '../testing';
import { assistantReply } from './index';
import { askPersona } from './testing';

const LIN = '林老师 letrozole with 大豆异黄酮, 蜂王浆 and 雪蛤 (zh)';
const NO_RULE = /没有可靠的规则|no reliable rule/;
const AVOID = { zh: /请停用这类宣传“补雌激素”的保健品/, en: /put aside products sold as oestrogen boosting/ };
const SOY_FOOD = { zh: /豆腐、豆浆等豆制品没有问题/, en: /soy foods such as tofu and soy milk are fine/ };

describe('oestrogenic products on endocrine therapy for breast cancer (zh P3 #1)', () => {
  it.each([
    ['zh-CN', '那蜂王浆和雪蛤呢，说是补雌激素的，女人吃了好'],
    ['zh-CN', '吃芙瑞期间能不能喝蜂皇浆'],
    ['zh-CN', '大豆异黄酮我还要继续吃吗？代购的'],
    ['en-US', 'what about royal jelly and hashima? they say it tops up oestrogen'],
    ['en-US', 'can i keep taking soy isoflavone pills with my Femara'],
    ['en-US', 'is royal jelly ok with letrozol?'],
  ] as const)('%s with the plan: "%s"', (locale, q) => {
    const text = askPersona(LIN, locale, q).text;
    const zh = locale === 'zh-CN';
    expect(text).toMatch(zh ? AVOID.zh : AVOID.en);
    expect(text).toMatch(zh ? SOY_FOOD.zh : SOY_FOOD.en);
    expect(text).toMatch(/中国抗癌协会乳腺癌诊治指南与规范|American Cancer Society guideline/);
    expect(text).not.toMatch(NO_RULE);
  });

  it.each([
    ['zh-CN', '吃阿那曲唑的人能吃雪蛤吗'],
    ['zh-CN', '他莫昔芬和紫河车能一起吃吗'],
    ['zh-CN', '依西美坦 大豆异黄酮 可以吗'],
    ['en-US', 'I take anastrozole, is royal jelly ok?'],
    ['en-US', 'exemestane and soy isoflavones together?'],
    ['en-US', 'on tamoxifen, can I take placenta capsules?'],
  ] as const)('%s as a guest, the other endocrine therapies: "%s"', (locale, q) => {
    const text = assistantReply({ text: q, locale, plan: null, medicines: [], history: [] }).text;
    expect(text).toMatch(locale === 'zh-CN' ? AVOID.zh : AVOID.en);
  });

  it.each([
    ['zh-CN', '蜂王浆能美容吗'],
    ['en-US', 'is hashima good for the skin?'],
  ] as const)('%s as a guest with no medicine: the warning, not "no reliable rule": "%s"', (locale, q) => {
    const text = assistantReply({ text: q, locale, plan: null, medicines: [], history: [] }).text;
    expect(text).toMatch(
      locale === 'zh-CN' ? /激素受体阳性乳腺癌/ : /hormone-receptor-positive breast cancer/,
    );
    expect(text).not.toMatch(NO_RULE);
  });

  it.each(LOCALES)('%s: the plan reviews each product as avoid, with the pair', (locale) => {
    const plan = planFor(new Map(REFERENCE_PERSONAS).get(LIN)!, locale);
    for (const name of ['大豆异黄酮（美国代购）', '蜂王浆', '雪蛤膏'])
      expect(plan.productReviews.find((r) => r.name === name)?.verdict, name).toBe('avoid');
    const ids = (plan.medicineTaboos ?? []).map((t) => t.ruleId);
    expect(ids).toEqual(
      expect.arrayContaining(['letrozole.soyIsoflavones', 'letrozole.royalJelly', 'letrozole.hashima']),
    );
  });

  it('soy isoflavones on letrozole, anastrozole and exemestane are moderate, avoid; ordinary soy food is not a product', () => {
    for (const drug of ['letrozole', 'anastrozole', 'exemestane'])
      expect(taboosFor({ medicines: [drug], substances: ['soyIsoflavones'] }, 'en-US')).toEqual([
        expect.objectContaining({ severity: 'moderate', management: 'avoid' }),
      ]);
  });
});
