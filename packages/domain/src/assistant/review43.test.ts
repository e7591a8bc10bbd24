import { describe, expect, it } from 'vitest';
import { assistantReply } from './index';
import { storedPlanFor } from './testing';
import { person } from '../testing';
import { findDrugs } from './entities';

// Forty-third blind clinician review (2026-12-01): the chat's side, in words of our own.

describe('phenytoin with calcium antacids (en S1)', () => {
  it('"Epanutin" is phenytoin, not the injection fosphenytoin', () => {
    expect(findDrugs('i take epanutin 100mg three times a day').map((d) => d.id)).toEqual(['phenytoin']);
  });
  it('pregnant, Rennie at night with her phenytoin: the pair, never "no reliable rule"', () => {
    const plan = storedPlanFor(
      'achieng-review43',
      {
        ...person('female', 27, 165, 60, 'light'),
        lifeStage: 'pregnant_t1',
        conditions: ['epilepsy'],
        medicines: ['phenytoin'],
      },
      'en-US',
    );
    const r = assistantReply({
      text: 'heartburn is awful so i chew rennie or tums at bedtime along with my phenytoin, thats fine right?',
      locale: 'en-US',
      plan,
      medicines: ['phenytoin'],
    });
    expect(r.text).toMatch(/at least 2 hours from phenytoin/);
    expect(r.text).not.toMatch(/no reliable rule for it/);
  });
});

describe('an extra dose asked during an emergency (en S2)', () => {
  it('"can I take another citalopram to sleep?" after palpitations and near-fainting: no', () => {
    const meds = ['citalopram', 'furosemide'];
    const first = 'my heart keeps racing and fluttering and i almost fainted on the stairs';
    const before = assistantReply({ text: first, locale: 'en-US', plan: null, medicines: meds });
    const r = assistantReply({
      text: 'could i take another citalopram tonight so i can sleep? ill see the doctor tomorrow',
      locale: 'en-US',
      plan: null,
      medicines: meds,
      history: [
        { role: 'user', content: first },
        { role: 'assistant', content: before.text },
      ],
    });
    expect(r.urgent).toBe(true);
    expect(r.text).toMatch(/do not take an extra or double dose/);
  });
});

describe('codeine syrup by its brand while breastfeeding (zh S1)', () => {
  it('联邦止咳露 is codeine', () => {
    expect(findDrugs('咳嗽喝了联邦止咳露').map((d) => d.id)).toContain('codeine');
  });
});

describe('ergotamine at 10 weeks and with a macrolide (zh S3)', () => {
  const meds = ['ergotamine', 'roxithromycin'];
  const plan = storedPlanFor(
    'p4-review43',
    { ...person('female', 30, 160, 55, 'light'), lifeStage: 'pregnant_t1', medicines: meds },
    'zh-CN',
  );
  it('pregnant: the label’s "not in pregnancy, no further dose", kept whole', () => {
    const r = assistantReply({
      text: '怀孕两个多月了，偏头痛还能吃麦角胺咖啡因吗',
      locale: 'zh-CN',
      plan,
      medicines: meds,
    });
    expect(r.text).toMatch(/孕期禁用/);
    expect(r.text).toMatch(/不要再吃下一次，今天就告诉产科医生/);
  });
  it('with roxithromycin: ergotism, never "no reliable rule"', () => {
    const r = assistantReply({
      text: '罗红霉素和麦角胺咖啡因能一起吃吗',
      locale: 'zh-CN',
      plan: null,
      medicines: meds,
    });
    expect(r.text).toMatch(/麦角中毒/);
  });
});

describe('more of the forty-third review’s moderates (en M14, stones)', () => {
  it('Unisom and melatonin beside Zurzuvae: the sedation adds up', () => {
    const r = assistantReply({
      text: 'i also take unisom at night plus 10mg melatonin, ok with my zurzuvae?',
      locale: 'en-US',
      plan: null,
      medicines: ['zuranolone', 'doxylamine'],
    });
    expect(r.text).toMatch(/add to the sedation/);
  });
  it('turmeric capsules for a calcium-oxalate stone former', () => {
    const plan = storedPlanFor(
      'dana-review43',
      {
        ...person('female', 36, 165, 88, 'moderate'),
        conditions: ['kidney_stones'],
        medicines: ['chlorthalidone'],
      },
      'en-US',
    );
    const r = assistantReply({
      text: 'i take turmeric capsules 1000mg for my knees, is that ok?',
      locale: 'en-US',
      plan,
      medicines: ['chlorthalidone'],
    });
    expect(r.text).toMatch(/high in oxalate/);
  });
});
