/**
 * Twelfth clinician review, theophylline: en P3 (Margaret, Nuelin SR, quit smoking, five coffees, level 22)
 * #2–#5 and zh P1 (王阿姨, 舒弗美 with 可乐必妥) #1, #5 and #9. The brand Nuelin was "no match", so the
 * smoking, caffeine and St John's wort rows never fired; levofloxacin had no theophylline row; 可乐必妥
 * was read as cola. With a plan and as a guest, the reviewers' words and two other phrasings each.
 */
import { describe, expect, it } from 'vitest';
import { resolveMedicine } from '../interactions';
import { planFor } from '../engine';
import { REFERENCE_PERSONAS } from '../engine/reference-personas';
import { askPersona } from './testing';

const MARGARET = 'Margaret COPD on Nuelin SR, quit smoking, theophylline 22 (en)';
const WANG = '王阿姨 COPD on 舒弗美 and 可乐必妥, K 3.3 (zh)';

/** Asked with the plan, and by a guest who names the brand in the message. */
const both = (persona: string, locale: 'zh-CN' | 'en-US', q: string) =>
  [true, false].map((withPlan) => askPersona(persona, locale, q, { withPlan }));

describe('theophylline brands are theophylline (en P3, zh P1)', () => {
  it.each([
    ['Nuelin SR 250mg', 'theophylline'],
    ['nuelin', 'theophylline'],
    ['Slo-Phyllin 250 mg', 'theophylline'],
    ['舒弗美', 'theophylline'],
    ['茶碱缓释片 0.1g', 'theophylline'],
    ['可乐必妥 0.5g', 'levofloxacin'],
    ['左氧', 'levofloxacin'],
  ])('%s → %s', (text, id) => {
    const r = resolveMedicine(text);
    expect(r.status === 'resolved' && r.id).toBe(id);
  });
});

describe('stopping smoking on theophylline (en P3 #2, Serious)', () => {
  it.each([
    ['en-US', 'I gave up the smokes 2 weeks ago! Does that change anything with my Nuelin?'],
    ['en-US', 'quit smoking last week, do i need to change my nuelin sr dose?'],
    ['en-US', 'stopped the ciggies, still on Nuelin - anything I should know'],
    ['zh-CN', '我戒烟两周了，舒弗美要不要调整？'],
    ['zh-CN', '刚戒了烟，吃的茶碱缓释片有没有影响'],
    ['zh-CN', '戒烟了，舒弗美 dose 要改吗'],
  ] as const)('%s: %s', (locale, q) => {
    for (const r of both(locale === 'en-US' ? MARGARET : WANG, locale, q)) {
      expect(r.text).toMatch(
        locale === 'en-US' ? /level rises within about a week/ : /大约一周内血药浓度就会升高/,
      );
      expect(r.text).toMatch(locale === 'en-US' ? /lower the dose/ : /减少剂量/);
      expect(r.text).not.toMatch(/outside what I can answer|没有可靠的规则/);
    }
  });
});

describe('coffee with theophylline (en P3 #3, Serious)', () => {
  it.each([
    ['en-US', 'I have about 5 cups of strong coffee a day, is that a problem with the Nuelin?'],
    ['en-US', 'is coffee ok with nuelin'],
    ['en-US', 'can i drink strong tea on my theophylline tablets?'],
    ['zh-CN', '一天喝5杯浓咖啡，跟舒弗美有没有冲突？'],
    ['zh-CN', '吃茶碱能喝浓茶吗'],
    ['zh-CN', '舒弗美和coffee一起喝行吗'],
  ] as const)('%s: %s', (locale, q) => {
    for (const r of both(locale === 'en-US' ? MARGARET : WANG, locale, q)) {
      expect(r.text).toMatch(
        locale === 'en-US' ? /Caffeine is a close relative of theophylline/ : /咖啡因和茶碱是“近亲”/,
      );
      expect(r.text).not.toMatch(/alendronate|阿仑膦酸|little effect on bone|对骨头影响很小/);
    }
  });
});

describe('likely theophylline toxicity is named (en P3 #4)', () => {
  it.each([
    [
      'en-US',
      "My tummy's been upset, I feel sick and my heart keeps racing since last week, is that the coffee?",
      true,
    ],
    // As a guest the en detector does not read these signs as urgent (triage weights are not ours to change).
    ['en-US', "I'm on Nuelin and I feel sick, shaky and my heart is racing", true],
    ['zh-CN', '这几天一直恶心想吐，心慌，手也抖，是不是喝咖啡喝的？', true],
    ['zh-CN', '吃了舒弗美以后恶心、心慌、手抖', false],
  ] as const)('%s: %s', (locale, q, planOnly) => {
    const persona = locale === 'en-US' ? MARGARET : WANG;
    for (const r of planOnly ? [askPersona(persona, locale, q)] : both(persona, locale, q)) {
      expect(r.urgent).toBe(true);
      expect(r.text).toMatch(locale === 'en-US' ? /theophylline level is too high/ : /茶碱/);
    }
  });
});

describe("St John's wort lowers theophylline (en P3 #5)", () => {
  // The reviewer's words name no theophylline: a guest cannot be told of it, the plan's person is.
  it.each([
    ['en-US', "My daughter says St John's wort would help my mood since I quit smoking, is that ok?", true],
    ['en-US', 'can i take st johns wort with nuelin', false],
    ['zh-CN', '女儿说圣约翰草能改善情绪，我能吃吗？', true],
    ['zh-CN', '圣约翰草能和舒弗美一起吃吗？', false],
    ['zh-CN', '贯叶连翘跟茶碱有没有冲突', false],
  ] as const)('%s: %s', (locale, q, planOnly) => {
    const persona = locale === 'en-US' ? MARGARET : WANG;
    for (const r of planOnly ? [askPersona(persona, locale, q)] : both(persona, locale, q)) {
      expect(r.text).toMatch(locale === 'en-US' ? /theophylline levels fall/ : /茶碱浓度下降/);
    }
  });
});

describe('theophylline with levofloxacin (zh P1 #1)', () => {
  it.each([
    ['zh-CN', '茶碱和左氧氟沙星能一起吃吗？'],
    ['zh-CN', '舒弗美跟可乐必妥一起吃有没有问题'],
    ['zh-CN', '吃茶碱的人能用左氧吗'],
    ['en-US', 'Can I take levofloxacin with my theophylline?'],
    ['en-US', 'levaquin and nuelin together ok?'],
    ['en-US', 'levofloxacin + nuelin sr ok??'],
  ] as const)('%s: %s', (locale, q) => {
    for (const r of both(locale === 'en-US' ? MARGARET : WANG, locale, q)) {
      if (locale === 'zh-CN') {
        expect(r.text).toMatch(/左氧氟沙星影响小一些，但说明书仍要求密切留意茶碱浓度/);
        // 氧氟沙星 inside 左氧氟沙星 is not a second medicine
        expect(r.text).not.toMatch(/（中度）：氧氟沙星/);
        expect(r.text).not.toMatch(/没有可靠的规则/);
      } else {
        expect(r.text).toMatch(
          /levofloxacin does so less, but its label still asks for the theophylline level/,
        );
      }
    }
  });

  it.each(['zh-CN', 'en-US'] as const)('%s: the plan flags the pair as moderate, to monitor', (locale) => {
    const answers = new Map(REFERENCE_PERSONAS).get(WANG)!;
    const taboo = planFor(answers, locale).medicineTaboos.find(
      (t) => t.ruleId === 'theophylline+levofloxacin',
    );
    expect(taboo).toMatchObject({ severity: 'moderate', management: 'monitor' });
    expect(taboo!.source.ref).toMatch(/Levaquin.*§7/);
  });
});

describe('可乐必妥 is levofloxacin, never cola (zh P1 #9)', () => {
  it.each([
    '那具体怎么排？她可乐必妥是早上8点吃一次',
    '可乐必妥饭前吃还是饭后吃',
    '舒弗美跟可乐必妥一起吃有没有问题',
  ])('%s', (q) => {
    for (const r of both(WANG, 'zh-CN', q)) expect(r.text).not.toMatch(/可乐等碳酸饮料|\*\*可乐\*\*/);
  });
  it('cola said beside it is still cola', () => {
    const r = askPersona(WANG, 'zh-CN', '吃可乐必妥期间能喝可乐吗');
    expect(r.text).toMatch(/可乐/);
  });
});

describe('low potassium on theophylline and a β2-agonist (zh P1 #5, en P3 #7)', () => {
  it.each([
    ['zh-CN', '她血钾3.3，是不是要多吃香蕉？还要不要补钾？'],
    ['zh-CN', '血钾3.3偏低，买点氯化钾片吃行吗'],
    ['zh-CN', '钾3.3 多吃banana可以补回来吗'],
    ['en-US', 'the doctor said my potasium is 3.3, is that low? should I eat bananas or take Slow-K'],
    ['en-US', 'my potassium is 3.3, can I just eat more bananas?'],
    ['en-US', 'potassium 3.3 - should i buy potassium tablets'],
  ] as const)('%s: %s', (locale, q) => {
    for (const r of both(locale === 'en-US' ? MARGARET : WANG, locale, q)) {
      expect(r.text).toMatch(
        locale === 'en-US' ? /A potassium of 3.3 mmol\/L is low/ : /血钾3.3 mmol\/L偏低/,
      );
      expect(r.text).toMatch(locale === 'en-US' ? /recheck it this week/ : /这周内让医生复查血钾/);
      expect(r.text).not.toMatch(/no reliable rule|没有可靠的规则|abiraterone|阿比特龙|Zytiga/);
    }
    // with the plan, her theophylline and her β2-agonist are named as what lowers it
    expect(askPersona(locale === 'en-US' ? MARGARET : WANG, locale, q).text).toMatch(
      locale === 'en-US'
        ? /Your theophylline, budesonide\/formoterol, salbutamol/
        : /你在吃的茶碱、沙美特罗替卡松会让血钾降低/,
    );
  });
});
