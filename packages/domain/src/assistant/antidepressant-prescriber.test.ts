/**
 * Who to ask about an antidepressant: the doctor who prescribes it (often a GP: for mood, hot flushes,
 * pain or sleep), a psychiatrist only when the person says one prescribes it (clinician review
 * 2026-11-25 evening, P7: paroxetine from her GP for hot flushes, "ask the psychiatrist who prescribes
 * it"). Tamoxifen is the oncology team's.
 */
import { describe, expect, it } from 'vitest';
import { whoToAsk } from './cannot';

describe('the prescriber of an antidepressant', () => {
  // prettier-ignore
  const CASES: [string, string[], RegExp, RegExp][] = [
    // the reviewer's follow-ups, with her medicines
    ['Can I have grapefruit?', ['paroxetine'], /开这个药的医生（常常是全科或家庭医生）/, /the doctor who prescribes it \(often your GP\)/],
    ['Is sertraline ok with St John’s wort tea?', [], /开这个药的医生/, /the doctor who prescribes it/],
    ['Can I drink on duloxetine?', [], /开这个药的医生/, /the doctor who prescribes it/],
    ['Does amitriptyline for my migraines make me gain weight?', [], /开这个药的医生/, /the doctor who prescribes it/],
    ['Does alcohol matter with my breast cancer?', ['tamoxifen', 'paroxetine'], /肿瘤科医生/, /oncology team/],
  ];
  it.each(CASES)('%s', (q, meds, zh, en) => {
    const who = whoToAsk(q, null, meds);
    expect(who.zh).toMatch(zh);
    expect(who.en).toMatch(en);
    expect(who.en).not.toMatch(/psychiatrist/);
  });

  it('the psychiatrist when the person says one prescribes it', () => {
    expect(whoToAsk('My psychiatrist started me on sertraline, can I drink coffee?', null, []).en).toMatch(
      /psychiatrist/,
    );
    expect(whoToAsk('精神科医生给我开了舍曲林，能喝咖啡吗', null, []).zh).toMatch(/精神科医生/);
  });

  it('lithium and an MAOI stay with the psychiatrist', () => {
    expect(whoToAsk('how often is the level checked?', null, ['lithium']).en).toMatch(/psychiatrist/);
    expect(whoToAsk('头疼能吃点什么', null, ['phenelzine']).zh).toMatch(/精神科/);
  });
});
