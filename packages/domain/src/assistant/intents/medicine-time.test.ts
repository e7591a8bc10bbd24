/**
 * When to take a medicine the question names (twenty-fifth clinician review, zh M1: "百忧解（氟西汀）我是早上吃
 * 还是晚上吃？" was "no reliable rule"; the label says once daily in the morning).
 */
import { describe, expect, it } from 'vitest';
import type { Answers } from '../../contracts/questionnaire';
import { LOCALES, person } from '../../testing';
import { assistantReply } from '../index';
import { storedPlanFor } from '../testing';

const ON_FLUOXETINE: Answers = { ...person('female', 24, 165, 56, 'light'), medicines: ['fluoxetine'] };
const ask = (text: string, locale: 'zh-CN' | 'en-US', medicines: readonly string[] = ['fluoxetine']) =>
  assistantReply({
    text,
    locale,
    plan: storedPlanFor('fluoxetine-time', ON_FLUOXETINE, locale),
    medicines: [...medicines],
  });

describe.each(LOCALES)('%s', (locale) => {
  const zh = locale === 'zh-CN';
  it('morning or night for fluoxetine: the label says morning', () => {
    const r = ask(
      zh ? '百忧解（氟西汀）我是早上吃还是晚上吃？' : 'should I take my prozac in the morning or at night?',
      locale,
    );
    expect(r.text).toMatch(zh ? /早上服用/ : /in the morning/);
    expect(r.text).toMatch(zh ? /按医生说的吃/ : /follow theirs/);
    expect(r.text).not.toMatch(/没有可靠的规则|no reliable rule/);
    expect(r.text).toMatch(/Prozac/);
  });

  it('a diuretic named by brand: the class row (morning, not late in the day)', () => {
    const r = ask(zh ? '速尿早上吃还是晚上吃' : 'what time should I take my lasix?', locale, ['furosemide']);
    expect(r.text).toMatch(zh ? /早上|上午/ : /morning/);
  });

  it('spacing from a supplement, a missed dose or a dose change is another question', () => {
    for (const q of zh
      ? ['氟西汀和鱼油要隔开吃吗', '昨晚忘了吃氟西汀，早上要补吃吗', '氟西汀能不能晚上减半吃']
      : [
          'do I need to space my prozac and fish oil apart?',
          'forgot my prozac last night, take it this morning?',
          'can I halve my prozac at night?',
        ])
      expect(ask(q, locale).text).not.toMatch(
        zh ? /早上服用，空腹或随餐均可/ : /take it in the morning, with or without food/,
      );
  });

  it('a medicine the table does not hold is left to the other answers', () => {
    const r = ask(zh ? '他克莫司早上吃还是晚上吃' : 'morning or night for my tacrolimus?', locale, [
      'tacrolimus',
    ]);
    expect(r.text).not.toMatch(
      /按医生说的吃；想换时间|If your prescriber set a different time, follow theirs/,
    );
  });
});
