/**
 * Issue 31 §1 drug–food rules through the whole engine, in both locales: what to eat and drink around
 * an MAOI (tyramine), lithium (salt and fluids), bisphosphonates and levothyroxine (plain water, empty
 * stomach), chelating antibiotics (dairy and minerals), metronidazole and cephalosporins (alcohol), and
 * tacrolimus/ciclosporin (grapefruit, pomelo, food safety). Sources in knowledge/medicine-diet.ts.
 */
import { describe, expect, it } from 'vitest';
import { MEDICINE_DIET } from '../knowledge/medicine-diet';
import { LOCALES, findingOf, person } from '../testing';
import { planFor } from './index';

const someone = person('female', 52, 160, 60, 'light');

const CASES: [string, string, string, RegExp, RegExp][] = [
  [
    'phenelzine',
    'maoi-tyramine',
    'warning',
    /陈年奶酪.*臭豆腐.*酱油/,
    /aged cheeses.*soy sauce.*tap \(draft\) beer/,
  ],
  ['linezolid', 'maoi-tyramine', 'warning', /酪胺/, /tyramine/],
  ['lithium', 'lithium-salt-fluids', 'warning', /不要突然低盐/, /do not start a low-salt diet/],
  ['alendronate', 'bisphosphonate-plain-water', 'info', /白开水.*30分钟/, /plain water.*30 minutes/],
  ['levothyroxine', 'levothyroxine-empty-stomach', 'info', /空腹.*4小时/, /empty stomach.*4 hours/],
  ['doxycycline', 'chelating-antibiotic-dairy', 'info', /牛奶/, /milk/],
  ['ciprofloxacin', 'chelating-antibiotic-dairy', 'info', /6小时/, /6 hours/],
  ['metronidazole', 'no-alcohol-antibiotics', 'warning', /含酒精的药和食物也要避开/, /drink no alcohol/],
  ['ceftriaxone', 'no-alcohol-antibiotics', 'warning', /头孢/, /cephalosporin/],
  ['tacrolimus', 'calcineurin-grapefruit-pomelo', 'warning', /柚子/, /pomelo/],
  // Clinician review 2026-11-25 (E1, Crohn's on azathioprine): food safety and probiotics (FDA; CDC).
  [
    'azathioprine',
    'immunosuppressed-food-safety',
    'warning',
    /生蚝.*巴氏消毒.*李斯特菌.*益生菌/,
    /raw oysters.*unpasteurised.*Listeria.*probiotic/,
  ],
  ['mycophenolate', 'immunosuppressed-food-safety', 'warning', /冷切肉/, /deli meats/],
  ['methotrexate', 'immunosuppressed-food-safety', 'warning', /软质奶酪/, /soft cheeses/],
];

describe.each(LOCALES)('%s', (locale) => {
  it.each(CASES)('%s → %s', (drug, id, severity, zh, en) => {
    const p = planFor({ ...someone, medicines: [drug] }, locale);
    const f = findingOf(p, `medicine-diet:${id}`);
    expect(f?.severity).toBe(severity);
    expect(f?.text).toMatch(locale === 'zh-CN' ? zh : en);
    expect(f?.reasons[0]?.ref).toBe(`drug:${drug}`);
    expect(f?.reasons[0]?.source.ref).toMatch(/(19|20)\d\d|§/);
    expect(f?.text).not.toContain('**');
  });

  it('no medicine, no diet note', () => {
    const p = planFor(someone, locale);
    expect(p.findings.some((f) => f.id.startsWith('medicine-diet:'))).toBe(false);
  });
});

it('every row names its medicines, a source, and both languages without the other script', () => {
  for (const row of MEDICINE_DIET) {
    expect((row.drugs?.length ?? 0) + (row.classes?.length ?? 0), row.id).toBeGreaterThan(0);
    expect(row.text.zh).toMatch(/[\u4e00-\u9fff]/);
    expect(row.text.en).not.toMatch(/[\u4e00-\u9fff]/);
    expect(row.source.ref.length).toBeGreaterThan(20);
  }
});
