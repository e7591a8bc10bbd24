import { describe, expect, it } from 'vitest';
import {
  askAs,
  enCase as en,
  faqIdsOf,
  zhCase as zh,
  type RowCase,
  expectSourcedInItsLanguage,
} from './testing';
import { MAN, OLD, WOMAN } from './testing-personas';

// Blind answer round 25 (development data), the plan- and dose-level classes: each class as the round asked
// it (same persona, same earlier message), then in other words in both languages; then the people the new
// rule must not reach, who keep the row they had.

const DEV = 'Dev, Crohn’s on cholestyramine, vitamin D 12 ng/mL, D3 5000 IU (en)';
const NA = 'older woman on tramadol and sertraline, sodium 129';
const CBZ_NA = 'carbamazepine before pregnancy, grapefruit juice, sodium 129';

const SODIUM_Q =
  "My mother is 71 and on tramadol and sertraline. Her blood test says sodium 129. She drinks loads of water because she heard it's good for you. Should she cut back?";
const SENNA_Q = '吃曲马多便秘好厉害，三四天才一次，香蕉火龙果吃了也没用，番泻叶泡水能喝吗';

/**
 * A vitamin D deficiency on a blood test (the plan's 25-OH D below 50 nmol/L, or a level under 20 ng/mL
 * said): a dose above the UL is the doctor's treatment dose (Endocrine Society 2011), never "above the UL,
 * not your dose"; the bile-acid binder's timing is answered (Questran label: 1 h before or 4–6 h after).
 */
const VITAMIN_D_CASES: readonly RowCase[] = [
  // The round's questions (zh-139, zh-144, en-138, en-144).
  zh(
    DEV,
    '克罗恩病切过一段回肠，在吃考来烯胺，维生素D才12 ng/mL，现在吃D3 5000IU，会不会被考来烯胺吸掉',
    'vitamin-d-deficiency-treatment-dose',
  ),
  zh(DEV, 'D3 5000单位吃多久要复查？吃久了会不会中毒', 'vitamin-d-deficiency-treatment-dose'),
  en(
    DEV,
    'My vitamin D is 12 ng/mL and I take D3 5000 IU daily. Does cholestyramine stop it absorbing? When should I take it?',
    'vitamin-d-deficiency-treatment-dose',
  ),
  en(
    DEV,
    'is a D3 spray or drops better than capsules for me since my bowel is shorter?',
    'vitamin-d-deficiency-treatment-dose',
  ),
  // Other words, both languages, the plan's level.
  zh(DEV, '维生素D一天吃5000单位是不是太多了', 'vitamin-d-deficiency-treatment-dose'),
  en(DEV, 'is 5000 IU of vitamin D too much for me?', 'vitamin-d-deficiency-treatment-dose'),
  en(
    DEV,
    'how long should I stay on the high dose vitamin D before a recheck?',
    'vitamin-d-deficiency-treatment-dose',
  ),
  // A level said, no plan.
  zh(undefined, '我维生素D只有15 ng/mL，医生让吃5000单位，会不会过量', 'vitamin-d-deficiency-treatment-dose'),
  en(
    undefined,
    'my vitamin D was 30 nmol/L and I take 5000 IU a day, how long until I recheck?',
    'vitamin-d-deficiency-treatment-dose',
  ),
  // Null: no deficiency known — the upper limit stands for them.
  en(MAN, 'should i take 5000 iu vitamin d3 daily like my mom does?', 'vitamin-d-above-upper-limit'),
  zh(WOMAN, '我同事每天吃5000单位的维生素D，我要不要也吃这么多', 'vitamin-d-above-upper-limit'),
  en(
    undefined,
    'my vitamin D is 35 ng/mL, should I take 5000 IU like my sister?',
    'vitamin-d-above-upper-limit',
  ),
  zh(undefined, '维生素D 28 ng/mL，朋友说每天吃5000单位好，我要不要也吃', 'vitamin-d-above-upper-limit'),
];

/**
 * A low sodium (the plan's, or said): no row that pushes fluids (a litre target, drinking on a schedule);
 * the low-sodium answers say not to drink extra and that a fluid limit is the doctor's.
 */
const SODIUM_CASES: readonly RowCase[] = [
  // The round's questions (zh-044, zh-045, en-042).
  zh(NA, SENNA_Q, 'constipation-low-sodium'),
  zh(NA, '西梅汁呢？一天喝多少合适', 'constipation-low-sodium', SENNA_Q),
  en(
    NA,
    'how much water is too much then? shes having about 3 litres a day plus her tea',
    'low-sodium-water-plan',
    SODIUM_Q,
  ),
  // Other words, both languages.
  en(NA, 'mum is constipated on her tramadol, what can she eat or drink to help?', 'constipation-low-sodium'),
  zh(NA, '老人不爱喝水怎么办', 'low-sodium-water-plan'),
  en(NA, 'how much should she drink a day?', 'low-sodium-water-plan'),
  // The everyday water answer's low-sodium text (the same words) answers before the rows.
  zh(CBZ_NA, '我一天应该喝多少水', null),
  // Not on an opioid: the fibre-and-fluid-limit row (blind answer round 59, en-080).
  zh(undefined, '我妈血钠129，最近便秘，能多喝点水吗', 'constipation-low-sodium-fibre'),
  // A figure said, not on an opioid: the fibre-and-fluid-limit row, which says the lab reading's "no extra water" too.
  en(undefined, 'my sodium is 131 and I am constipated, is senna ok?', 'constipation-low-sodium-fibre'),
  // Null: an older person without a low sodium keeps the older-adult rows.
  zh(OLD, '老人便秘吃什么好', 'older-constipation'),
  zh(OLD, '老人不爱喝水怎么办', 'older-drinking-water'),
];

/** What a row that pushes fluids says. */
const PUSH_FLUIDS = /1500–1700|1\.5–1\.7 litres|喝够|rather than waiting for thirst|不要等口渴/;

describe('blind answer round 25: vitamin D above the UL with a deficiency on a blood test', () => {
  it.each(VITAMIN_D_CASES.map((c) => [c.text, c] as const))('%s', (_t, c) => {
    const r = askAs(c);
    const ids = faqIdsOf(r);
    expect(ids[0] ?? null).toBe(c.id);
    expectSourcedInItsLanguage(r, c.locale);
    if (c.id === 'vitamin-d-deficiency-treatment-dose') {
      expect(r.text).not.toMatch(/不是你的剂量|not a dose for you|not your dose/);
      expect(r.text).toMatch(c.locale === 'zh-CN' ? /考来烯胺前1小时/ : /1 hour before or 4–6 hours after/);
      expect(r.text).toMatch(c.locale === 'zh-CN' ? /约3个月/ : /about 3 months/);
    }
  });
});

describe('blind answer round 25: a low sodium gets no push-fluids text', () => {
  it.each(SODIUM_CASES.map((c) => [c.text, c] as const))('%s', (_t, c) => {
    const r = askAs(c);
    expect(faqIdsOf(r)[0] ?? null).toBe(c.id);
    if (c.id) expectSourcedInItsLanguage(r, c.locale);
    if (c.id !== 'older-constipation' && c.id !== 'older-drinking-water') {
      expect(r.text).not.toMatch(PUSH_FLUIDS);
      expect(r.text).toMatch(c.locale === 'zh-CN' ? /不要自己停药/ : /do not stop a medicine/);
      expect(r.text).toMatch(
        c.locale === 'zh-CN'
          ? /不要(再)?多喝水|不要靠多喝水/
          : /do not drink (more|extra) water|not a reason to drink more/,
      );
    }
  });
});

/**
 * The dose answer (intents/dose.ts) for the same person: "what you take is above the upper limit — at most
 * 95 µg" was the en-144 text; with the plan's 25-OH D below 50 nmol/L and a dose within 10,000 IU a day it
 * is the doctor's treatment dose. Without a deficiency the UL line stands.
 */
describe('blind answer round 25 en-144: the dose answer keeps a deficient person’s dose above the UL', () => {
  it.each([
    ['en-US', 'Am I getting enough vitamin D?'],
    ['zh-CN', '我的维生素D够吗'],
  ] as const)('%s: %s', (locale, text) => {
    const r = askAs({ persona: DEV, locale, text });
    expect(r.text).toMatch(locale === 'zh-CN' ? /这个量可以是治疗剂量/ : /this can be a treatment dose/);
    expect(r.text).not.toMatch(/do not keep to this amount|不要保持现在的量/);
    expect(r.text).toMatch(/Holick MF/);
  });
});

describe('a weekly loading course stays the loading-course answer’s (null for the deficiency row)', () => {
  it.each([
    ['en-US', 'my doctor gave me 50,000 IU vitamin D once a week, is that too much?'],
    ['zh-CN', '医生给我开了维生素D 5万单位，每周一次，会不会太多'],
  ] as const)('%s: %s', (locale, text) => {
    expect(faqIdsOf(askAs({ persona: DEV, locale, text }))).not.toContain(
      'vitamin-d-deficiency-treatment-dose',
    );
  });
});
