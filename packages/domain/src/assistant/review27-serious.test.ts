/**
 * Twenty-seventh clinician review (2026-11-29), serious chat findings:
 * - en S4: on Odefsey with omeprazole and Tums, "when do I take them around my HIV pill" got "Keep taking
 *   omeprazole as prescribed" and carbonate with meals — no PPI contraindication, no antacid spacing.
 * Reviewer's words, other phrasings in both languages, and look-alikes that must not change.
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '../contracts/common';
import type { Answers } from '../contracts/questionnaire';
import { person } from '../testing';
import { assistantReply } from './index';
import { storedPlanFor } from './testing';

const ON_ODEFSEY: Answers = {
  ...person('male', 34, 178, 75, 'light'),
  medicines: ['emtricitabine-rilpivirine-tenofovir-alafenamide', 'omeprazole'],
  supplements: [{ optionId: 'calcium-carbonate-tums', name: 'Tums', dose: 2, unit: 'tablet' }],
};
const ON_BIKTARVY: Answers = {
  ...ON_ODEFSEY,
  medicines: ['bictegravir-emtricitabine-tenofovir-alafenamide', 'omeprazole'],
};
const ON_OMEPRAZOLE: Answers = { ...ON_ODEFSEY, medicines: ['omeprazole'] };

const ask = (a: Answers | null, name: string, locale: Locale, text: string) => {
  const plan = a ? storedPlanFor(name, a, locale) : null;
  return assistantReply({ text, locale, plan, medicines: [...(a?.medicines ?? [])] });
};

describe('acid reducers on rilpivirine (en S4)', () => {
  // prettier-ignore
  const RIL: [string, Answers | null, Locale, string][] = [
    ['reviewer', ON_ODEFSEY, 'en-US', 'if I switch from prilosec to tums for the heartburn when do I take them around my HIV pill'],
    ['en, pepcid', ON_ODEFSEY, 'en-US', 'can I take pepcid for reflux with my odefsey?'],
    ['en, guest names Juluca', null, 'en-US', 'I take juluca, is omeprazole ok for my heartburn?'],
    ['zh, plan', ON_ODEFSEY, 'zh-CN', '我想把奥美拉唑换成Tums治烧心，和我的艾滋病药怎么错开吃？'],
    ['zh, guest names rilpivirine', null, 'zh-CN', '我在吃利匹韦林，反酸能吃奥美拉唑吗？'],
  ];
  it.each(RIL)('%s', (_, a, locale, text) => {
    const r = ask(a, 'r27-ril', locale, text);
    if (locale === 'zh-CN') {
      expect(r.text).toMatch(/利匹韦林/);
      expect(r.text).toMatch(/之前至少2小时、或之后至少4小时/);
      expect(r.text).toMatch(/不能和它一起用/);
      expect(r.text).toMatch(/两种药都不要自己停/);
      expect(r.text).not.toMatch(/奥美拉唑请照医生的安排吃/);
    } else {
      expect(r.text).toMatch(/rilpivirine/);
      expect(r.text).toMatch(/at least 2 hours before or at least 4 hours after the HIV pill/);
      expect(r.text).toMatch(/must not be taken with it/);
      expect(r.text).toMatch(/stop neither on your own/);
      expect(r.text).not.toMatch(/Keep taking omeprazole as prescribed/);
    }
  });

  it('on Biktarvy (no rilpivirine) the question does not get the rilpivirine answer', () => {
    const r = ask(ON_BIKTARVY, 'r27-bik', 'en-US', 'when do I take tums around my HIV pill');
    expect(r.text).not.toMatch(/rilpivirine/);
  });

  it('calcium carbonate on omeprazole without an HIV medicine keeps its answer', () => {
    const r = ask(
      ON_OMEPRAZOLE,
      'r27-ome',
      'en-US',
      'does omeprazole stop my calcium working? I take calcium carbonate',
    );
    expect(r.text).toMatch(/It does somewhat, and the fix is simple/);
    expect(r.text).not.toMatch(/rilpivirine/);
  });
});
