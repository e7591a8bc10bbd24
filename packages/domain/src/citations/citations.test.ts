import { describe, expect, it } from 'vitest';
import { citation } from '.';

const LATIN_WORDS = /[A-Za-z]{4,}/;
const HAN = /[\u3400-\u9fff]/;

describe('a source line in the reader’s language (issue 19.1)', () => {
  it.each([
    [
      'NIH ODS Vitamin D fact sheet for health professionals, Table 1',
      '美国国立卫生研究院膳食补充剂办公室（NIH ODS）资料',
      'NIH ODS Vitamin D fact sheet for health professionals, Table 1',
    ],
    [
      'WS/T 428-2013 成人体重判定 (Criteria of weight for adults), National Health and Family Planning Commission of China',
      'WS/T 428-2013 成人体重判定',
      'WS/T 428-2013 (Criteria of weight for adults), National Health and Family Planning Commission of China',
    ],
    [
      'Chinese Dietary Guidelines 2022 (中国居民膳食指南2022), Balanced Diet Pagoda daily amounts; USDA FoodData Central, SR Legacy',
      '中国居民膳食指南2022，平衡膳食宝塔每日推荐量；美国农业部食物成分数据库（USDA）',
      'Chinese Dietary Guidelines 2022, Balanced Diet Pagoda daily amounts; USDA FoodData Central, SR Legacy',
    ],
    [
      '中国居民膳食指南2022：每周吃鱼 300–500 g（2次）; Dietary Guidelines for Americans 2020–2025: 8 oz seafood a week',
      '中国居民膳食指南2022：每周吃鱼 300–500 g（2次）；美国居民膳食指南（2020–2025）',
      'Chinese Dietary Guidelines 2022; Dietary Guidelines for Americans 2020–2025: 8 oz seafood a week',
    ],
    [
      'Mifflin MD, St Jeor ST, Hill LA, et al. A new predictive equation for resting energy expenditure. Am J Clin Nutr 1990',
      'Mifflin–St Jeor 基础代谢公式（1990）',
      'Mifflin MD, St Jeor ST, Hill LA, et al. A new predictive equation for resting energy expenditure. Am J Clin Nutr 1990',
    ],
    ['Some unknown English paper 2019', '英文文献', 'Some unknown English paper 2019'],
    ['某个未知的中文文献', '某个未知的中文文献', 'Chinese-language source'],
    [
      'WS/T 404.1-2012 临床常用生化检验项目参考区间',
      'WS/T 404.1-2012 临床常用生化检验项目参考区间',
      'Chinese health industry standard WS/T 404.1-2012',
    ],
  ])('%s', (ref, zh, en) => {
    expect(citation(ref, 'zh-CN').text).toBe(zh);
    expect(citation(ref, 'en-US').text).toBe(en);
  });

  it('never mixes scripts in the shown line, and keeps every part as published', () => {
    const refs = [
      'KDIGO 2024 Clinical Practice Guideline; 中国2型糖尿病防治指南（2020年版），中华医学会糖尿病学分会',
      'BSG guidelines (Snook J et al. Gut 2021;70:2030): one tablet; 中国缺铁性贫血诊治和预防多学科专家共识（2018）',
    ];
    for (const ref of refs) {
      const zh = citation(ref, 'zh-CN');
      expect(zh.text.replace(/（[A-Z /]+）|\([A-Z /]+\)|WS\/T|KDIGO|BSG|ADA/g, '')).not.toMatch(LATIN_WORDS);
      expect(citation(ref, 'en-US').text).not.toMatch(HAN);
      expect(zh.original.map((p) => p.text)).toEqual(ref.split(/;\s+/));
      expect(zh.original.map((p) => p.lang)).toEqual(['en-US', 'zh-CN']);
    }
  });
});

describe('a Chinese work cited by its English name is shown to a Chinese reader by its Chinese title (issue 34 §3)', () => {
  // [reference as the engine cites it, the zh line, what zh "as published" quotes, the en line]
  it.each([
    [
      'Chinese Dietary Guidelines 2022 (中国居民膳食指南2022), Balanced Diet Pagoda daily amounts: cereals 200–300 g, tubers 50–100 g',
      '中国居民膳食指南2022，平衡膳食宝塔每日推荐量',
      [['中国居民膳食指南2022，平衡膳食宝塔每日推荐量', 'zh-CN']],
      'Chinese Dietary Guidelines 2022, Balanced Diet Pagoda daily amounts: cereals 200–300 g, tubers 50–100 g',
    ],
    [
      'Chinese DRIs 2023 (中国居民膳食营养素参考摄入量 2023版, Chinese Nutrition Society), macrominerals table: calcium RNI 800 mg/d all adults; NIH ODS Calcium fact sheet: citrate absorbed without food',
      '中国居民膳食营养素参考摄入量2023版，中国营养学会；美国国立卫生研究院膳食补充剂办公室（NIH ODS）资料',
      [
        ['中国居民膳食营养素参考摄入量2023版，中国营养学会', 'zh-CN'],
        ['NIH ODS Calcium fact sheet: citrate absorbed without food', 'en-US'],
      ],
      'Chinese DRIs 2023, macrominerals table: calcium RNI 800 mg/d all adults; NIH ODS Calcium fact sheet: citrate absorbed without food',
    ],
    [
      'Chinese Dietary Guidelines 2022, dietary status of Chinese residents (CHNS 2015–2017); frequencies derived',
      '中国居民膳食指南2022，中国居民膳食状况',
      [['中国居民膳食指南2022，中国居民膳食状况', 'zh-CN']],
      'Chinese Dietary Guidelines 2022, dietary status of Chinese residents (CHNS 2015–2017); frequencies derived',
    ],
    [
      'Chinese Dietary Guidelines 2022 (pregnant women: folic acid 400 µg/d); US Preventive Services Task Force 2023 folic acid recommendation',
      '中国居民膳食指南2022，孕期妇女膳食指南',
      [
        ['中国居民膳食指南2022，孕期妇女膳食指南', 'zh-CN'],
        ['US Preventive Services Task Force 2023 folic acid recommendation', 'en-US'],
      ],
      'Chinese Dietary Guidelines 2022 (pregnant women: folic acid 400 µg/d); US Preventive Services Task Force 2023 folic acid recommendation',
    ],
    [
      'Chinese DRIs 2013 (WS/T 578)',
      '中国居民膳食营养素参考摄入量2013版，WS/T 578',
      [['中国居民膳食营养素参考摄入量2013版，WS/T 578', 'zh-CN']],
      'Chinese DRIs 2013 (WS/T 578)',
    ],
  ])('%s', (ref, zh, quoted, en) => {
    const c = citation(ref, 'zh-CN');
    expect(c.text).toBe(zh);
    expect(c.original.map((p) => [p.text, p.lang])).toEqual(quoted);
    expect(citation(ref, 'en-US').text).toBe(en);
  });
});

/** Every `{ ref }` in the knowledge tables. */
async function allRefs(): Promise<string[]> {
  const modules = await Promise.all([
    import('../knowledge/lab-markers'),
    import('../knowledge/lab-check-limits'),
    import('../knowledge/drugs'),
    import('../knowledge/drug-interactions'),
    import('../knowledge/interactions'),
    import('../knowledge/supplements'),
    import('../knowledge/foods'),
    import('../knowledge/conditions'),
    import('../knowledge/treatment'),
    import('../knowledge/dri-cn'),
    import('../knowledge/dri-us'),
    import('../knowledge/catalogue'),
    import('../knowledge/salts'),
    import('../knowledge/lab-retest'),
  ]);
  const refs = new Set<string>();
  const seen = new Set<unknown>();
  const walk = (v: unknown): void => {
    if (v === null || typeof v !== 'object' || seen.has(v)) return;
    seen.add(v);
    const ref = (v as { ref?: unknown }).ref;
    if (typeof ref === 'string') refs.add(ref);
    for (const child of Object.values(v as Record<string, unknown>)) walk(child);
  };
  modules.forEach(walk);
  return [...refs];
}

/** Latin a Chinese reader meets in Chinese medical text: acronyms, units, eponyms, standard codes. */
const ZH_LATIN_OK =
  /\b(?:[A-Z][A-Z0-9]{1,6}s?|WS\/T|GB|Mifflin|LactMed|St|Jeor|Cochrane|Kost|JAMA|StatPearls|Elecsys|mU|mol|mg|µg|μg|ug|g|kg|kcal|mL|L|dL|mmol|µmol|μmol|nmol|pmol|IU|U|mIU|ng|pg|oz|AI|HbA1c|eGFR|[A-Z]\d*|[a-z])\b/g;

describe('every cited work in the knowledge base', () => {
  it('has a source line without the other script in both languages', async () => {
    const refs = await allRefs();
    expect(refs.length).toBeGreaterThan(150);
    const bad: string[] = [];
    for (const ref of refs) {
      const zh = citation(ref, 'zh-CN').text;
      const en = citation(ref, 'en-US').text;
      if (/[A-Za-z]{2,}/.test(zh.replace(ZH_LATIN_OK, ''))) bad.push(`zh: ${zh}  ⟸ ${ref.slice(0, 60)}`);
      if (HAN.test(en)) bad.push(`en: ${en}`);
    }
    expect(bad).toEqual([]);
  });

  it('is quoted to a Chinese reader in Chinese, or marked as another language (issue 34 §3)', async () => {
    const bad: string[] = [];
    for (const ref of await allRefs()) {
      for (const p of citation(ref, 'zh-CN').original) {
        if (p.lang === 'zh-CN' && /[A-Za-z]{2,}/.test(p.text.replace(ZH_LATIN_OK, '')))
          bad.push(`${p.text}  ⟸ ${ref.slice(0, 60)}`);
        if (p.lang === 'en-US' && HAN.test(p.text)) bad.push(`marked English: ${p.text}`);
      }
    }
    expect(bad).toEqual([]);
  });
});
