/**
 * Blind answer round 49: two pairs the chat answered and the plan did not know — ashwagandha beside thyroid
 * hormone (TSH moves; Sharma 2018, NCCIH) and curcumin capsules beside tamoxifen (endoxifen lowered;
 * Hussaarts 2019). The plan now recognises ashwagandha in both languages and both pairs are medicine rules;
 * a person without the medicine gets neither.
 */
import { describe, expect, it } from 'vitest';
import type { Answers, SupplementIntake } from '../contracts/questionnaire';
import { planFor } from '../engine';
import { resolveSupplementName } from '.';
import { LOCALES, person } from '../testing';

describe('ashwagandha typed as people type it resolves', () => {
  it.each([
    '南非醉茄',
    '南非醉茄胶囊',
    '印度人参',
    'Ashwagandha',
    'KSM-66 ashwagandha',
    'ashwagandha gummies',
  ])('%s', (name) => {
    expect(resolveSupplementName(name)?.id).toBe('ashwagandha');
  });
});

const base = person('female', 52, 160, 60, 'light');
const plan = (extra: Partial<Answers>, name: string, locale: (typeof LOCALES)[number]) =>
  planFor({ ...base, ...extra, supplements: [{ name, dose: 300, unit: 'mg' } as SupplementIntake] }, locale);

describe.each(LOCALES)('%s', (locale) => {
  const zh = locale === 'zh-CN';

  it('ashwagandha with levothyroxine: a monitoring rule, TSH rechecked 6–8 weeks after a change, never the dose changed by oneself', () => {
    const p = plan({ medicines: ['levothyroxine'] }, zh ? '南非醉茄' : 'Ashwagandha', locale);
    const t = p.medicineTaboos.find((x) => x.drugId === 'levothyroxine' && x.target === 'ashwagandha');
    expect(t?.management).toBe('monitor');
    expect(t?.advice).toMatch(zh ? /6–8周复查TSH/ : /TSH rechecked about 6–8 weeks/);
    expect(t?.advice).toMatch(zh ? /剂量不要自己改/ : /do not change your thyroid dose yourself/);
    expect(t?.source.ref).toMatch(/Sharma AK/);
    expect(p.productReviews[0]!.verdict).not.toBe('unchecked');
  });

  it('curcumin capsules with tamoxifen: avoid, the spice in food is fine, tamoxifen kept', () => {
    const p = plan({ medicines: ['tamoxifen'] }, zh ? '姜黄素胶囊' : 'Turmeric curcumin capsules', locale);
    const t = p.medicineTaboos.find((x) => x.drugId === 'tamoxifen' && x.target === 'turmeric');
    expect(t?.management).toBe('avoid');
    expect(t?.mechanism).toMatch(/endoxifen/);
    expect(t?.advice).toMatch(zh ? /做菜用一点姜黄粉没有问题/ : /spice in cooking is fine/);
    expect(t?.advice).toMatch(zh ? /不要因此自己停他莫昔芬/ : /Keep taking the tamoxifen/);
    expect(p.productReviews[0]!.verdict).toBe('avoid');
  });

  it('without the medicine: neither rule', () => {
    const a = plan({}, 'ashwagandha', locale);
    const b = plan({ medicines: ['letrozole'] }, 'turmeric', locale);
    expect(a.medicineTaboos.some((x) => x.target === 'ashwagandha')).toBe(false);
    expect(b.medicineTaboos.some((x) => x.drugId === 'tamoxifen')).toBe(false);
  });
});
