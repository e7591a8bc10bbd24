/**
 * Fifteenth clinician review, en P3 serious #1 (Dorothy, 84, Alzheimer's on Aricept, Tylenol PM two
 * caplets nightly, her daughter asking): "Is that ok with her Aricept?" → "I could not check Tylenol PM
 * … do not start, stop or change a medicine", and the same for "Is diphenhydramine (Benadryl) ok for
 * an 84 year old with dementia". P5 moderate #2 (Sandra, restless legs on ropinirole, Nytol nightly).
 *
 * The class: a first-generation sedating antihistamine (diphenhydramine in the "PM" products, Benadryl,
 * Nytol, ZzzQuil; doxylamine; chlorphenamine; promethazine; 苯海拉明, 扑尔敏, 异丙嗪) taken by an older
 * person or one with dementia — anticholinergic burden, AGS Beers 2023: avoid; an OTC product the
 * doctor or pharmacist can help her come off this week, plain acetaminophen for pain. With restless
 * legs it worsens the legs and adds to a dopamine agonist's sleepiness. A younger adult's hay-fever
 * question gets neither.
 */
import { describe, expect, it } from 'vitest';
import { assistantReply } from './index';
import { askAs } from './testing-review15';

const OLDER = { en: /Beers Criteria \(2023\) say to avoid them/, zh: /Beers标准（2023）建议老年人避免使用/ };
const RLS = {
  en: /With restless legs, a sedating antihistamine/,
  zh: /有不宁腿综合征的人，苯海拉明这类镇静抗组胺药/,
};
const BLANKET = /do not start, stop or change a medicine|不要自己开始、停用或调整/;
const guest = (locale: 'en-US' | 'zh-CN', text: string, medicines: string[] = []) =>
  assistantReply({ text, locale, plan: null, medicines, history: [] });

describe(
  'a sedating antihistamine in an older person or with restless legs (en P3 serious #1)',
  { timeout: 30_000 },
  () => {
    it.each([
      ['en-US', 'She takes Tylenol PM every night to sleep, 2 caplets. Is that ok with her Aricept?'],
      ['en-US', 'Is diphenhydramine (Benadryl) ok for an 84 year old with dementia to sleep?'],
      ['en-US', 'can mom keep using ZzzQuil at night with her memory pills?'],
      ['zh-CN', '她每晚吃两片泰诺PM睡觉，和安理申一起吃行吗？'],
      ['zh-CN', '我妈82岁，有老年痴呆，每晚吃苯海拉明助眠，行吗？'],
      ['zh-CN', '老人睡不着，吃扑尔敏帮助睡觉可以吗'],
    ] as const)('%s, with the plan and as a guest: "%s"', (locale, q) => {
      const zh = locale === 'zh-CN';
      for (const r of [askAs('DOROTHY', locale, q), guest(locale, q, ['donepezil'])]) {
        expect(r.text).toMatch(zh ? OLDER.zh : OLDER.en);
        expect(r.text).not.toMatch(BLANKET);
      }
    });

    it.each([
      ['en-US', 'my dad is 79 and takes Benadryl every night to sleep, is that ok?'],
      ['zh-CN', '我爸78岁，每晚吃异丙嗪助眠，有问题吗'],
    ] as const)('%s an older guest with no dementia medicine: "%s"', (locale, q) => {
      expect(guest(locale, q).text).toMatch(locale === 'zh-CN' ? OLDER.zh : OLDER.en);
    });

    it.each([
      [
        'en-US',
        'I take a Nytol most nights because my legs keep me awake. Is that alright with the ropinirole?',
      ],
      ['en-US', 'is Benadryl ok for sleep with my restless legs?'],
      ['zh-CN', '我有不宁腿，晚上吃苯海拉明助眠可以吗'],
    ] as const)('%s restless legs: "%s"', (locale, q) => {
      const zh = locale === 'zh-CN';
      const r = /ropinirole/.test(q) ? askAs('SANDRA', locale, q) : guest(locale, q);
      expect(r.text).toMatch(zh ? RLS.zh : RLS.en);
      expect(r.text).not.toMatch(BLANKET);
    });

    it.each([
      ['en-US', "I'm 30 and take Benadryl for my hay fever, is that ok?"],
      ['zh-CN', '我30岁，花粉过敏吃扑尔敏可以吗'],
    ] as const)('%s a younger adult without restless legs gets neither: "%s"', (locale, q) => {
      const r = guest(locale, q);
      expect(r.text).not.toMatch(locale === 'zh-CN' ? OLDER.zh : OLDER.en);
      expect(r.text).not.toMatch(locale === 'zh-CN' ? RLS.zh : RLS.en);
    });
  },
);
