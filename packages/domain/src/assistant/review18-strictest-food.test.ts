/**
 * Eighteenth clinician review, en S1 (serious): on amiodarone and atorvastatin, "Can I have grapefruit juice
 * with breakfast?" got amiodarone's "avoid" card and then the statin's "a glass now and then is fine"; the
 * plan had only the atorvastatin finding. The class: where several of the person's medicines have rules
 * for one food (grapefruit, alcohol), the strictest decides, in the chat and the plan. Both languages,
 * other phrasings, and the look-alikes that keep their own rule.
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '../contracts/common';
import type { Answers } from '../contracts/questionnaire';
import { assistantReply } from './reply';
import { storedPlanFor } from './testing';
import { splitQuestion } from './parts';
import { dietNotesFor } from '../interactions';

const person = (medicines: string[]): Answers =>
  ({
    gender: 'male',
    age: 72,
    heightCm: 172,
    weightKg: 75,
    activityLevel: 'light',
    medicines,
  }) as Answers;

const S1 = ['warfarin', 'amiodarone', 'metoprolol', 'atorvastatin'];

const ask = (medicines: string[], locale: Locale, text: string): string =>
  assistantReply({
    text,
    locale,
    plan: storedPlanFor(`review18-${medicines.join('+')}`, person(medicines), locale),
    medicines,
    history: [],
  }).text;

const guest = (medicines: string[], locale: Locale, text: string): string =>
  assistantReply({ text, locale, plan: null, medicines, history: [] }).text;

const NONE_AT_ALL = /no grapefruit or grapefruit juice at all|西柚（葡萄柚）和西柚汁一点都不要吃/;
const STATIN_ALLOWANCE =
  /a glass of grapefruit juice now and then is fine|偶尔吃半个西柚、几瓣柚子或喝一杯西柚汁一般没关系/;
const SMALL_AMOUNTS = /Keep grapefruit and pomelo \(fruit or juice\) to small amounts|不宜大量吃西柚/;

describe('grapefruit on amiodarone and atorvastatin: the strictest rule answers (en S1)', () => {
  it.each([
    [
      'en-US',
      'Can I have grapefruit juice with breakfast? I love it. I take the amiodarone in the morning too.',
    ],
    ['en-US', 'Is grapefruit juice ok with amiodarone?'],
    ['en-US', 'is a glass of grapefruit juice ok with my Lipitor?'],
    ['en-US', 'can I eat half a grapefruit now and then?'],
    ['en-US', 'what about pomelo, is that alright with my pacerone'],
    ['zh-CN', '早上能喝一杯西柚汁吗？我也在吃可达龙'],
    ['zh-CN', '吃立普妥能吃柚子吗'],
  ] as const)('%s: %s', (locale, q) => {
    for (const text of [ask(S1, locale, q), guest(S1, locale, q)]) {
      expect(text).toMatch(NONE_AT_ALL);
      expect(text).not.toMatch(STATIN_ALLOWANCE);
      expect(text).not.toMatch(SMALL_AMOUNTS);
      expect(text).not.toMatch(/no reliable rule|没有可靠的规则/);
    }
  });

  it('zh-CN "胺碘酮和西柚汁有冲突吗" (the interaction answer): avoid, and the statin card defers to it', () => {
    for (const text of [
      ask(S1, 'zh-CN', '胺碘酮和西柚汁有冲突吗'),
      guest(S1, 'zh-CN', '胺碘酮和西柚汁有冲突吗'),
    ]) {
      expect(text).toMatch(/避免西柚（葡萄柚）和柚子/);
      expect(text).not.toMatch(STATIN_ALLOWANCE);
      expect(text).not.toMatch(SMALL_AMOUNTS);
    }
  });

  it('says the statin allowance does not apply to them', () => {
    expect(ask(S1, 'en-US', 'Is grapefruit juice ok with amiodarone?')).toMatch(
      /You also take atorvastatin: .*does not apply to you/,
    );
    expect(ask(S1, 'zh-CN', '吃立普妥能吃柚子吗')).toMatch(/你同时在吃阿托伐他汀：.*不适用于你/);
  });

  it('keeps a closing statement about the medicine with the question before it', () => {
    expect(
      splitQuestion(
        'Can I have grapefruit juice with breakfast? I love it. I take the amiodarone in the morning too.',
      ),
    ).toHaveLength(1);
    // Two questions stay two.
    expect(splitQuestion('Can I have grapefruit juice? When should I take my amiodarone?')).toHaveLength(2);
  });
});

describe('look-alikes keep their own rule', () => {
  it('atorvastatin alone: the statin allowance', () => {
    const text = ask(['atorvastatin'], 'en-US', 'is a glass of grapefruit juice ok with my Lipitor?');
    expect(text).toMatch(STATIN_ALLOWANCE);
    expect(text).not.toMatch(NONE_AT_ALL);
  });

  it('amiodarone alone: none at all, with no statin sentence', () => {
    const text = ask(['amiodarone'], 'en-US', 'Is grapefruit juice ok with amiodarone?');
    expect(text).toMatch(NONE_AT_ALL);
    expect(text).not.toMatch(/You also take/);
  });

  it('carbamazepine beside atorvastatin: carbamazepine’s none, not the statin allowance', () => {
    const text = guest(['carbamazepine', 'atorvastatin'], 'en-US', 'can I have grapefruit juice?');
    expect(text).toMatch(/On carbamazepine \(Tegretol\), have no grapefruit/);
    expect(text).not.toMatch(STATIN_ALLOWANCE);
  });

  it('rosuvastatin alone: ordinary amounts are fine', () => {
    expect(guest(['rosuvastatin'], 'en-US', 'is grapefruit ok with rosuvastatin?')).toMatch(
      /ordinary amounts are fine/,
    );
  });
});

describe('alcohol: a no-alcohol medicine beside warfarin decides the medicine-diet rows', () => {
  it.each(['en-US', 'zh-CN'] as const)(
    'metronidazole and warfarin, %s: none, not "a little on warfarin"',
    (l) => {
      const notes = dietNotesFor(['metronidazole', 'warfarin'], l);
      expect(notes.map((n) => n.id)).toContain('no-alcohol-antibiotics');
      expect(notes.map((n) => n.id)).not.toContain('alcohol-warfarin');
      const none = notes.find((n) => n.id === 'no-alcohol-antibiotics')!;
      expect(none.drugIds).toEqual(['metronidazole', 'warfarin']);
      expect(none.text).toMatch(
        l === 'en-US' ? /You also take warfarin: .*no alcohol/ : /你同时在吃华法林：.*不要喝酒/,
      );
    },
  );

  it('warfarin alone keeps its own allowance', () => {
    expect(dietNotesFor(['warfarin'], 'en-US').map((n) => n.id)).toContain('alcohol-warfarin');
  });

  it('a medicine that is fine with grapefruit stays beside a stricter one (its text defers)', () => {
    const ids = dietNotesFor(['rosuvastatin', 'amiodarone'], 'en-US').map((n) => n.id);
    expect(ids).toEqual(expect.arrayContaining(['grapefruit-other-statins', 'grapefruit-amiodarone']));
  });
});

describe('the plan: one grapefruit finding, the strictest, naming both medicines', () => {
  it.each(['en-US', 'zh-CN'] as const)('%s', (locale) => {
    const plan = storedPlanFor('review18-plan', person(S1), locale);
    const ids = plan.findings.map((f) => f.id);
    expect(ids).toContain('medicine-diet:grapefruit-amiodarone');
    expect(ids).not.toContain('medicine-diet:grapefruit-atorvastatin');
    const f = plan.findings.find((x) => x.id === 'medicine-diet:grapefruit-amiodarone')!;
    expect(f.severity).toBe('warning');
    expect(f.reasons.map((r) => r.ref)).toEqual(['drug:amiodarone', 'drug:atorvastatin']);
    expect(f.text).toMatch(locale === 'en-US' ? /does not apply to you/ : /不适用于你/);
  });

  it('amiodarone alone has its own finding; atorvastatin alone keeps the statin one', () => {
    expect(storedPlanFor('r18-a', person(['amiodarone']), 'en-US').findings.map((f) => f.id)).toContain(
      'medicine-diet:grapefruit-amiodarone',
    );
    const statin = storedPlanFor('r18-b', person(['atorvastatin']), 'en-US').findings.map((f) => f.id);
    expect(statin).toContain('medicine-diet:grapefruit-atorvastatin');
    expect(statin).not.toContain('medicine-diet:grapefruit-amiodarone');
  });
});
