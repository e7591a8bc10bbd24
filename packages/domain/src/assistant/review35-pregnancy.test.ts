/**
 * Thirty-fifth clinician review, the pregnancy findings: zh S1 (阿青, 9 weeks, dolutegravir: "要不要先停了"
 * read as a child's dose question), zh S3 (raw goat's milk "no reliable rule"), en S2 (a glass of wine on
 * metformin answered with "heavy or binge drinking" only), en S3 (prediabetes in pregnancy told to lose
 * 5–7 % at the plan's weight-loss calories and recheck in a year).
 */
import { describe, expect, it } from 'vitest';
import { askAs, faqIdsOf } from './faq/testing';

const AQING =
  '阿青: 9 weeks pregnant with HIV on dolutegravir, tenofovir and lamivudine, Hb 98, ferritin 9.6 (zh)';
const JEN = 'Jen: 6 weeks pregnant on metformin and Zepbound, alcohol light, HbA1c 5.9 (en)';

describe(
  'review 35, en S2: alcohol in pregnancy comes before any medicine’s alcohol text',
  { timeout: 60_000 },
  () => {
    it('Jen’s weekend glass of wine: none at all leads, metformin after it, never "heavy or binge" alone', () => {
      const r = askAs({
        persona: JEN,
        locale: 'en-US',
        text: 'is a glass of wine on the weekend ok? my mom drank with me lol and im fine',
      });
      expect(r.urgent).toBe(false);
      expect(r.text).toMatch(/^\*\*No alcohol in pregnancy[^*]*no known safe amount and no safe time\*\*/);
      expect(r.text).toMatch(/mention it at your next prenatal visit/);
      expect(r.text).toMatch(/hard to stop/);
      expect(r.text).not.toMatch(/heavy or binge/);
      expect(r.text).toMatch(/ask them this week, and do not stop or change it on your own/);
    });

    it.each([
      [
        'en-US',
        'im 8 weeks pregnant and on metformin, can i have one beer at the bbq?',
        /^\*\*No alcohol in pregnancy/,
      ],
      ['zh-CN', '我怀孕了，还在吃二甲双胍，周末喝一小杯红酒可以吗', /^\*\*怀孕期间（以及备孕时）不要喝酒/],
    ] as const)('pregnancy said in the message, no plan (%s): %s', (locale, text, lead) => {
      const r = askAs({ locale, text, medicines: ['metformin'] });
      expect(r.text).toMatch(lead);
      expect(r.text).not.toMatch(/heavy or binge|大量喝酒或一次喝很多/);
    });

    it('a DOAC’s "occasional small glass" is never said in pregnancy', () => {
      const r = askAs({
        locale: 'en-US',
        persona: 'pregnant t1',
        medicines: ['apixaban'],
        text: 'can i have a small glass of wine with my eliquis?',
      });
      expect(r.text).toMatch(/^\*\*No alcohol in pregnancy/);
      expect(r.text).not.toMatch(/generally fine/);
    });

    it('not pregnant: metformin’s own alcohol text still answers', () => {
      const r = askAs({
        locale: 'en-US',
        medicines: ['metformin'],
        text: 'is a glass of wine on the weekend ok on metformin?',
      });
      expect(r.text).toMatch(/heavy or binge drinking/);
      expect(r.text).not.toMatch(/No alcohol in pregnancy/);
    });
  },
);
