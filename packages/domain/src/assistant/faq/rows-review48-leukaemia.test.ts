/**
 * Forty-eighth clinician review, S2 and S3 (rows-review48-leukaemia.ts): folic acid, a multivitamin and the
 * co-trimoxazole prophylaxis beside methotrexate in leukaemia treatment — asked in wordings of our own, by the woman in
 * maintenance, by a parent, and by people the rows are not for (methotrexate for arthritis, chemotherapy for another
 * cancer).
 */
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../contracts/common';
import type { Answers } from '../../contracts/questionnaire';
import { ALL_MAINTENANCE, ALL_MAINTENANCE_MEDICINES, youngWoman } from '../../testing';
import { askAsGuest, askWith } from '../testing-ask';
import { LEUKAEMIA_TREATMENT } from './audiences';
import { FAQ_ROWS } from './index';
import { REVIEW48_LEUKAEMIA_FAQ } from './rows-review48-leukaemia';
import type { FaqAudience, FaqRow } from './types';
import { expectSourcedInItsLanguage, faqIdsOf, rowsOf } from './testing';

// The first plan of a file loads the tables: slower than the default 5 s on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const mine = rowsOf(REVIEW48_LEUKAEMIA_FAQ);

/** The same medicines with no condition ticked: the thiopurine beside methotrexate tells it. */
const ALL_UNTICKED = youngWoman({
  medicines: [...ALL_MAINTENANCE_MEDICINES],
});
/** Cancer ticked, methotrexate and co-trimoxazole entered, mercaptopurine not. */
const CANCER_ON_MTX = youngWoman({
  conditions: ['cancer'],
  medicines: ['methotrexate', 'sulfamethoxazole-trimethoprim'],
});
/** Rheumatoid arthritis on weekly methotrexate with its folic acid: the look-alike. */
const RA = youngWoman({ age: 56, medicines: ['methotrexate'], supplements: [] });
/** Colorectal cancer on capecitabine: chemotherapy, no methotrexate. */
const CAPECITABINE = youngWoman({
  age: 61,
  gender: 'male',
  conditions: ['cancer'],
  medicines: ['capecitabine'],
});

const ask = (who: Answers, locale: Locale, text: string, previous?: string) =>
  askWith('L48', who, locale, text, previous);

/** Never for leukaemia: "you can take it", the rheumatologist's 5 mg folic acid kept, the pregnancy template. */
const ARTHRITIS_FOLATE =
  /可以吃。|可以吃，|照常按原来的日子吃|叶酸（每天5毫克）继续吃|和风湿科医生商量|风湿免疫科医生|\byou can take one\b|\bcan be taken\b|keep taking the 5 ?mg folic acid|continue (the )?5 ?mg|keep taking the folic acid \(5 mg a day\)|your rheumatologist/i;

describe('folic acid or a multivitamin beside methotrexate in leukaemia maintenance (S2)', () => {
  it.each([
    [
      ALL_MAINTENANCE,
      'zh-CN',
      '我每天吃一片复合维生素，里面有叶酸，会不会让甲氨蝶呤没效果？要不要换一种不含叶酸的？',
    ],
    [ALL_MAINTENANCE, 'zh-CN', '叶酸片我可以自己买来吃吗？听说能减少副作用'],
    [ALL_UNTICKED, 'zh-CN', '善存复合维生素还能继续吃吗？怕里面的叶酸和甲氨蝶呤冲突'],
    [
      ALL_MAINTENANCE,
      'en-US',
      'My multivitamin has 400 mcg of folic acid in it. Will that cancel out my weekly methotrexate? Should I find one without folate?',
    ],
    [ALL_UNTICKED, 'en-US', 'is it ok to keep taking my Centrum multivitamin during maintenance?'],
  ] as const)('the oncology answer, never the arthritis one (%#)', (who, locale, text) => {
    const r = ask(who, locale, text);
    expect(r.urgent).toBe(false);
    expect(faqIdsOf(r)).toContain('leukaemia-methotrexate-folate');
    expectSourcedInItsLanguage(r, locale);
    expect(r.text).toMatch(
      locale === 'zh-CN'
        ? /含叶酸的复合维生素和叶酸片都先不要吃，除非你的血液科（肿瘤科）团队明确说可以/
        : /take no multivitamin with folic acid and no folic acid tablets unless your haematology \(oncology\) team says so/,
    );
    expect(r.text).toMatch(locale === 'zh-CN' ? /单独吃维生素D/ : /vitamin D on its own/);
    expect(r.text).not.toMatch(ARTHRITIS_FOLATE);
  });

  it('the follow-up of the review reads with the message before it, not as a pregnancy question', () => {
    const r = ask(
      ALL_MAINTENANCE,
      'zh-CN',
      '那里面的叶酸会跟甲氨蝶呤对着干吗？是不是该换个不带叶酸的牌子？',
      '我平时吃一种复合维生素',
    );
    expect(faqIdsOf(r)).toContain('leukaemia-methotrexate-folate');
    expect(r.text).not.toMatch(ARTHRITIS_FOLATE);
    expect(r.text).not.toMatch(/流产|胎儿畸形/);
  });

  it.each([
    ['zh-CN', '我儿子7岁，急淋维持治疗，每天巯嘌呤、每周甲氨蝶呤，能给他吃儿童复合维生素软糖吗？'],
    ['zh-CN', '孩子白血病在吃6-MP和甲氨蝶呤，儿童善存可以吃吗'],
    [
      'en-US',
      'our daughter is 6 and in maintenance for leukemia (6-MP and weekly methotrexate). can we give her Flintstones vitamins?',
    ],
    [
      'en-US',
      'My son (5) has B-ALL, on mercaptopurine and methotrexate. Are kids multivitamins with folate ok?',
    ],
  ] as const)(
    'a parent asking for a child: the child’s oncology team, no vitamin with folic acid (%#)',
    (locale, text) => {
      const r = askAsGuest(locale, text);
      expect(r.urgent).toBe(false);
      expect(faqIdsOf(r)).toContain('leukaemia-methotrexate-folate-child');
      expectSourcedInItsLanguage(r, locale);
      expect(r.text).toMatch(
        locale === 'zh-CN'
          ? /先不要给孩子吃，叶酸片也不要给，除非孩子的血液科（肿瘤科）团队明确说可以/
          : /do not give one — nor folic acid tablets — unless your child’s oncology team says so/,
      );
      expect(r.text).not.toMatch(ARTHRITIS_FOLATE);
    },
  );

  it.each([
    ['zh-CN', '吃甲氨蝶呤能吃复合维生素吗？里面也有叶酸'],
    ['en-US', 'can I take a multivitamin with folate on my weekly methotrexate?'],
  ] as const)('look-alike: methotrexate for arthritis still gets the arthritis row (%s)', (locale, text) => {
    const r = ask(RA, locale, text);
    expect(faqIdsOf(r)).toContain('methotrexate-multivitamin-folate');
    expect(mine(faqIdsOf(r))).toEqual([]);
  });

  it('look-alike: which day the folic acid goes is the arthritis row for arthritis, never for leukaemia', () => {
    const text = '叶酸应该星期几吃？';
    const ra = ask(RA, 'zh-CN', text);
    expect(faqIdsOf(ra).some((id) => id.startsWith('methotrexate-folic-acid'))).toBe(true);
    const all = ask(ALL_MAINTENANCE, 'zh-CN', text);
    expect(faqIdsOf(all).some((id) => id.startsWith('methotrexate-folic-acid'))).toBe(false);
    expect(faqIdsOf(all)).toContain('leukaemia-methotrexate-folate');
  });

  it.each([
    [CAPECITABINE, 'zh-CN', '化疗期间可以吃复合维生素吗？'],
    [CAPECITABINE, 'en-US', 'can I take a multivitamin during chemo?'],
    [
      ALL_MAINTENANCE,
      'en-US',
      'the team gave me leucovorin after the high-dose methotrexate — is that folic acid?',
    ],
  ] as const)(
    'not theirs: chemotherapy without methotrexate, folinic acid rescue (%#)',
    (who, locale, text) => {
      expect(mine(faqIdsOf(ask(who, locale, text)))).toEqual([]);
    },
  );
});

describe('the weekend co-trimoxazole beside methotrexate in leukaemia maintenance (S3)', () => {
  /** The arthritis pair's advice: never for them. */
  const OTHER_ANTIBIOTIC = /换用其他抗生素|ask for a different antibiotic|\bavoid\b/i;

  it.each([
    [ALL_MAINTENANCE, 'zh-CN', '周六周日的复方新诺明这周还要吃吗？方案上说和甲氨蝶呤不能一起用'],
    [ALL_UNTICKED, 'zh-CN', '复方新诺明要不要停？'],
    [CANCER_ON_MTX, 'zh-CN', '新诺明和甲氨蝶呤会打架吗，周末那两天还吃不吃'],
    [
      ALL_MAINTENANCE,
      'en-US',
      'do I keep taking the Bactrim on Saturday and Sunday, or skip it because of the methotrexate?',
    ],
    [CANCER_ON_MTX, 'en-US', 'should I stop my Septra?'],
  ] as const)(
    'keep taking it as prescribed, the haematology team for questions (%#)',
    (who, locale, text) => {
      const r = ask(who, locale, text);
      expect(r.urgent).toBe(false);
      expect(faqIdsOf(r)).toContain('leukaemia-cotrimoxazole-keep');
      expectSourcedInItsLanguage(r, locale);
      expect(r.text).toMatch(
        locale === 'zh-CN'
          ? /^\*\*复方新诺明照常按医嘱吃[\s\S]*今天就打电话问血液科团队/
          : /^\*\*Keep taking it as prescribed[\s\S]*call the haematology team today/,
      );
      expect(r.text).not.toMatch(OTHER_ANTIBIOTIC);
    },
  );

  it('look-alike: arthritis on methotrexate, co-trimoxazole for a bladder infection — the avoid advice stays', () => {
    const zh = ask(
      RA,
      'zh-CN',
      '我每周吃甲氨蝶呤治类风湿，今天医生给我开了复方新诺明治尿路感染，这个还吃不吃？',
    );
    expect(mine(faqIdsOf(zh))).toEqual([]);
    expect(zh.text).toMatch(/换用其他抗生素/);
    const en = ask(
      RA,
      'en-US',
      'I take methotrexate weekly for my rheumatoid arthritis. Urgent care gave me Bactrim for a UTI, should I take it?',
    );
    expect(mine(faqIdsOf(en))).toEqual([]);
    expect(en.text).toMatch(/ask for a different antibiotic/);
  });
});

describe('the arthritis rows that give folic acid with methotrexate', () => {
  /** A row's audience names methotrexate (itself, or among every audience it requires). */
  const forMethotrexate = (a: FaqAudience | undefined): boolean =>
    !!a && ((a.medicines ?? []).includes('methotrexate') || (a.all ?? []).some(forMethotrexate));
  const notForOf = (row: FaqRow): readonly FaqAudience[] => (row.notFor ? [row.notFor].flat() : []);

  it('each names leukaemia treatment in its notFor, so its folic acid never reaches a person in it (S2)', () => {
    const folateRows = FAQ_ROWS.filter(
      (row) =>
        forMethotrexate(row.for) &&
        /\bfol(ic|ate)\b/i.test(row.text.en) &&
        !/\bleuk(a)?emi/i.test(row.text.en),
    );
    // The methotrexate rows on folic acid as the arthritis and IBD regimens take it, written over many rounds.
    expect(folateRows.length).toBeGreaterThanOrEqual(13);
    expect(
      folateRows.filter((row) => !notForOf(row).includes(LEUKAEMIA_TREATMENT)).map((row) => row.id),
    ).toEqual([]);
  });
});
