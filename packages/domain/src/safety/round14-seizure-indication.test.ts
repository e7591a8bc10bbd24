import { describe, expect, it } from 'vitest';
import { ruleFlagsFor } from './detect';
import { redFlagsFor } from './joined';

const kinds = (text: string) => redFlagsFor(text).map((h) => h.kind);
const ruleKinds = (text: string) => ruleFlagsFor(text).map((h) => h.kind);

// Blind answer round 14 (docs/answer-rounds/round-14.md, development data): en-105 ("I'm on Depakote for
// seizures … how much folic acid?") and en-106 ("… i cant risk a seizure by starving myself") got the
// seizure card. The reason a medicine is taken ("for seizures") and a risk named ("risk a seizure") are no
// seizure now; the same words beside an event (had one, now, minutes, seizing) still are.
describe('round 14: a seizure named as a medicine’s reason or a risk is not a seizure now', () => {
  it.each([
    // the exact questions
    "I'm on Depakote for seizures and my husband and I want to start trying for a baby next year. How much folic acid should I take? Is the normal 400 mcg enough?",
    'valproate made me gain like 10 kg in a year 😭 and im SO hungry on it. any diet tips that wont mess with my meds? i cant risk a seizure by starving myself',
    // other phrasings
    'I take lamotrigine for my seizures, can I have grapefruit juice?',
    'she is on Keppra for seizures, does she need extra vitamin D?',
    "I don't want to risk a seizure, is intermittent fasting a bad idea on Epilim?",
    'fasting scares me because I cannot risk having a seizure, what should I eat on a busy day?',
  ])('%s', (text) => {
    expect(ruleKinds(text)).not.toContain('seizure');
  });
  // The learned reader too, for the two questions of the round (it still reads "cannot risk having a
  // seizure" above its threshold: that is its judgement, not this rule's).
  it.each([
    "I'm on Depakote for seizures and my husband and I want to start trying for a baby next year. How much folic acid should I take? Is the normal 400 mcg enough?",
    'valproate made me gain like 10 kg in a year 😭 and im SO hungry on it. any diet tips that wont mess with my meds? i cant risk a seizure by starving myself',
  ])('joined: %s', (text) => {
    expect(kinds(text)).toEqual([]);
  });
});

describe('round 14: a seizure told beside the medicine’s reason is still one', () => {
  it.each([
    'he is on Keppra for seizures and had one 10 minutes ago',
    "I'm on Depakote for seizures and I'm having a seizure now",
    'she takes lamotrigine for her seizures and she is seizing',
    'my son is having a seizure',
    'my dad had a seizure and is not waking up',
    'seizures for 6 minutes and counting',
  ])('%s', (text) => {
    expect(kinds(text)).toContain('seizure');
  });
});
