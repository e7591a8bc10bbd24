import { describe, expect, it } from 'vitest';
import { assistantReply } from './index';
import { storedPlanFor } from './testing';
import { person } from '../testing';
import { redFlagsFor } from '../safety/joined';

// Forty-second blind clinician review (2026-12-01): the chat's side, in words of our own.

describe('rifampicin late in pregnancy and the newborn’s vitamin K (zh S1)', () => {
  const meds = ['rifampicin', 'isoniazid', 'pyrazinamide', 'ethambutol'];
  const plan = storedPlanFor(
    'zhen-review42',
    { ...person('female', 28, 158, 55, 'light'), lifeStage: 'pregnant_t2', medicines: meds },
    'zh-CN',
  );
  it.each([
    ['吃利福平的话，宝宝生下来是不是要打维生素K？', 'zh-CN', /维生素K1针一定要打/],
    [
      'on rifampin and due in 6 weeks, does my baby need the vitamin K shot?',
      'en-US',
      /make sure your baby gets the vitamin K injection/,
    ],
  ] as const)('%s', (text, locale, said) => {
    const r = assistantReply({ text, locale, plan: locale === 'zh-CN' ? plan : null, medicines: meds });
    expect(r.text).toMatch(said);
    expect(r.text).not.toMatch(/没有.*已知相互作用|no known interaction|不需要补充维生素K/);
  });
});

describe('low mood on metoclopramide after a birth (en S2)', () => {
  const meds = ['metoclopramide', 'sertraline'];
  it.each([
    [
      'my doctor started me on reglan for my milk, im on zoloft too, and honestly i have felt really low this week',
      'en-US',
      /can cause or worsen depression/,
    ],
    ['吃胃复安追奶以后心情越来越不好，还在吃舍曲林', 'zh-CN', /可能引起或加重抑郁/],
  ] as const)('%s', (text, locale, said) => {
    const r = assistantReply({ text, locale, plan: null, medicines: meds });
    expect(r.text).toMatch(said);
    expect(r.text).not.toMatch(/no reliable rule|没有可靠的规则/);
  });
  it('hopelessness the learned reader reads as a crisis asks plainly and offers the line', () => {
    const kinds = redFlagsFor('this reglan makes me feel hopeless, whats even the point of anything').map(
      (h) => h.kind,
    );
    expect(kinds.some((k) => k === 'possible_crisis' || k === 'suicidal')).toBe(true);
  });
});

describe('a man on hydroxyurea trying for a baby (en M9)', () => {
  it('his rule, from the chat', () => {
    const r = assistantReply({
      text: 'im on hydrea for PV and my partner and i are trying for a baby, anything i need to know?',
      locale: 'en-US',
      plan: null,
      medicines: ['hydroxyurea', 'aspirin'],
    });
    expect(r.text).toMatch(/Men on hydroxyurea/);
  });
  it('a woman whose plan says so gets hers, not the men’s', () => {
    const plan = storedPlanFor(
      'hu-woman-review42',
      { ...person('female', 30, 165, 60, 'light'), medicines: ['hydroxyurea'] },
      'en-US',
    );
    const r = assistantReply({
      text: 'my partner and i are trying for a baby, is hydroxyurea a problem?',
      locale: 'en-US',
      plan,
      medicines: ['hydroxyurea'],
    });
    expect(r.text).not.toMatch(/Men on hydroxyurea/);
    expect(r.text).toMatch(/can harm an unborn baby/);
  });
});

describe('an urgent card names a cause only when it is the likely one (zh M3, M13)', () => {
  it('jaundice and tea-coloured urine at 18 weeks on TB medicines: liver injury, said once, no pre-eclampsia', () => {
    const meds = ['isoniazid', 'rifampicin', 'ethambutol'];
    const plan = storedPlanFor(
      'zhen-dili-review42',
      { ...person('female', 27, 160, 52, 'light'), lifeStage: 'pregnant_t2', medicines: meds },
      'zh-CN',
    );
    const r = assistantReply({
      text: '这几天吃不下东西老想吐，右边肋骨下面胀痛，眼睛发黄，小便颜色像浓茶',
      locale: 'zh-CN',
      plan,
      medicines: meds,
    });
    expect(r.urgent).toBe(true);
    expect(r.text).toMatch(/药物性肝损伤/);
    expect(r.text.match(/可能是药物性肝损伤/g)?.length).toBe(1);
    expect(r.text).not.toMatch(/子痫前期/);
  });
  it('dizziness, double vision and unsteadiness on lamotrigine with no vomiting, surgery or drinking: no Wernicke card', () => {
    const kinds = redFlagsFor('这几天老是头晕，看东西重影，走路像踩棉花，我一直吃拉莫三嗪200一天两次', {
      medicines: ['lamotrigine'],
    }).map((h) => h.kind);
    expect(kinds.length).toBeGreaterThan(0);
    expect(kinds).not.toContain('wernicke');
  });
});
