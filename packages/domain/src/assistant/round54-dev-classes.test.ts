/**
 * Blind answer round 54, judged and measured last session — development data: the answers left unfixed then,
 * asked again in other words than the judged ones.
 *
 * - zh-055 (unsafe): levothyroxine in the morning with iron and calcium — "iron in the morning before food" beside it.
 * - zh-069 (unsafe): a steroid-raised glucose while losing weight nobody chose, told to cut starch to a fist.
 * - zh-078 (neighbour): wine on an antiseizure medicine, a baby planned only in the questionnaire — the pregnancy text.
 * - zh-079 (neighbour): "keto collagen powder" read as the keto diet.
 * - zh-060 (neighbour): soaked fenugreek (methi) seeds after an ashwagandha question — ashwagandha again.
 * - en-042, zh-046 (neighbour): sodium per hour on a long run — the daily limit for everyday eating.
 */
import { describe, expect, it } from 'vitest';
import { chatAs } from './testing';
import type { Answers } from '../contracts/questionnaire';
import { LOCALES, person } from '../testing';
import { unwantedLossSaid } from './faq/audiences';
import { weightLossTold } from './weight-loss-told';

const THYROID_LOW_IRON: Answers = {
  ...person('female', 51, 158, 60, 'light'),
  conditions: ['hypothyroid'],
  medicines: ['levothyroxine'],
};
const CROHNS_ON_STEROID: Answers = {
  ...person('female', 27, 168, 50, 'light'),
  conditions: ['ibd'],
  medicines: ['prednisolone', 'azathioprine'],
};
const ON_LEVETIRACETAM_PLANNING: Answers = {
  ...person('female', 29, 163, 58, 'moderate'),
  goals: ['general_health', 'pregnancy_prep'],
  conditions: ['epilepsy'],
  medicines: ['levetiracetam'],
};
const RUNNER: Answers = { ...person('female', 41, 166, 55, 'very_active'), goals: ['general_health'] };

const chat = (
  name: string,
  who: Answers | null,
  locale: (typeof LOCALES)[number],
  texts: readonly string[],
) => chatAs(`r54dev-classes:${name}`, who, locale, texts);

describe.each(LOCALES)('%s', (locale) => {
  const zh = locale === 'zh-CN';

  it('zh-055: iron and calcium beside a morning levothyroxine — both after its 4 hours, never iron in the morning', () => {
    const [r] = chat('thyroid', THYROID_LOW_IRON, locale, [
      zh
        ? '我每天6点吃优甲乐，医生又开了硫酸亚铁和钙尔奇，这三样怎么排时间？'
        : 'Synthroid at 6am every day, and now ferrous sulfate and Caltrate — when do I take the iron and the calcium so they don’t affect my thyroid pill?',
    ]);
    expect(r!.text).toMatch(zh ? /都放到它4小时以后/ : /at least 4 hours after it/);
    expect(r!.text).not.toMatch(zh ? /例如铁剂早上空腹/ : /e\.g\. iron in the morning before food/);
  });

  it('zh-069: a steroid-raised glucose while losing weight nobody chose — eat enough, never cut the starch', () => {
    const [r] = chat('steroid', CROHNS_ON_STEROID, locale, [
      zh
        ? '强的松吃了两个月，空腹血糖6.9，可是体重从55公斤掉到50公斤了，主食还要少吃吗？'
        : 'two months on prednisolone, fasting sugar 6.9, but my weight went from 55 kg to 50 kg — should I still cut carbs?',
    ]);
    expect(r!.text).toMatch(zh ? /主食不能少吃/ : /do not cut your starch/);
    expect(r!.text).not.toMatch(zh ? /每餐主食约一拳头大小/ : /fist-sized portion of starch/);
  });

  it('a tapered steroid is no wish to lose weight; a diet or a plan followed still is', () => {
    expect(weightLossTold('泼尼松在减量，体重从60掉到54', 54)).not.toBeNull();
    expect(weightLossTold('在减肥，体重从60掉到54', 54)).toBeNull();
    expect(unwantedLossSaid('体重从68掉到61了，不敢少吃')).toBe(true);
    expect(unwantedLossSaid('went from 80 kg to 72 kg without trying')).toBe(true);
    expect(unwantedLossSaid('按这个吃第一周掉了4斤')).toBe(false);
    expect(unwantedLossSaid('血糖从12降到8了')).toBe(false);
  });

  it('zh-078: wine on an antiseizure medicine, a baby only planned — the medicine’s answer, not the pregnancy text', () => {
    const [r] = chat('levetiracetam', ON_LEVETIRACETAM_PLANNING, locale, [
      zh
        ? '吃开浦兰的，周末聚会能喝几杯啤酒吗？'
        : 'on Keppra — can I have a few beers at a party this weekend?',
    ]);
    expect(r!.text).toMatch(zh ? /抗癫痫药/ : /antiseizure/);
    expect(r!.text).not.toMatch(zh ? /怀孕期间（以及备孕时）不要喝酒/ : /No alcohol in pregnancy/);
  });

  it('zh-079: "keto" in a product’s name is no keto diet', () => {
    const [r] = chat('runner-keto', RUNNER, locale, [
      zh
        ? '每天一勺keto coffee creamer，还是换成普通奶精好？'
        : 'is a keto gummies product worth it, or should I just take a normal multivitamin?',
    ]);
    expect(r!.text).not.toMatch(zh ? /生酮和16:8轻断食/ : /Keto and 16:8/i);
  });

  it('zh-060: fenugreek (methi) seeds after another herb — fenugreek answered, not the herb before', () => {
    const [, r] = chat('methi', THYROID_LOW_IRON, locale, [
      zh ? '南非醉茄对甲状腺有好处吗？' : 'is ashwagandha good for my thyroid?',
      zh
        ? '那葫芦巴籽呢，每天泡一小勺吃能减肥吗'
        : 'and methi seeds? a spoon soaked overnight every day for weight loss?',
    ]);
    expect(r!.text).toMatch(zh ? /葫芦巴籽/ : /fenugreek/);
    expect(r!.text).toMatch(zh ? /隔开4小时/ : /4 hours apart/);
  });

  it('en-042, zh-046: sodium per hour on a long run — the exercise figure, not the daily limit', () => {
    const [, r] = chat('runner', RUNNER, locale, [
      zh
        ? '跑半程马拉松后半段总抽筋，是缺盐吗？'
        : 'I keep cramping in the second half of my long runs, is it salt?',
      zh ? '那跑步的时候每小时补多少钠？' : 'so how much sodium an hour while running?',
    ]);
    expect(r!.text).toMatch(zh ? /每小时补约300–600毫克钠/ : /300–600 mg of sodium an hour/);
  });
});
