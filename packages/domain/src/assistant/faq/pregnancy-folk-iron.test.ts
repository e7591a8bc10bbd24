/**
 * Fifteenth clinician review (zh), P1-M4: a pregnant woman with iron-deficiency anaemia asked "婆婆让我喝红枣
 * 桂圆茶、吃阿胶补血，可以吗？" and was told crabs and rabbit meat are myths (the longan in the question
 * picked the food-myths row). Red dates, ejiao or "补血" are the folk-iron question: they hold little,
 * poorly absorbed iron. Two other phrasings per language, with a pregnant plan and as a guest who says she
 * is pregnant; look-alikes that keep the myths row (crab, rabbit, longan said to be "heating").
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../contracts/common';
import type { Answers } from '../../contracts/questionnaire';
import { person } from '../../testing';
import { assistantReply } from '../reply';
import { storedPlanFor } from '../testing';

const PREGNANT: Answers = { ...person('female', 29, 160, 52, 'light'), lifeStage: 'pregnant_t1' };

function ask(text: string, locale: Locale, withPlan: boolean) {
  const plan = withPlan ? storedPlanFor('pregnant t1, folk iron', PREGNANT, locale) : null;
  const r = assistantReply({ text, locale, plan, medicines: [], history: [] });
  return { text: r.text, faq: r.rules.filter((x) => x.startsWith('faq:')).map((x) => x.slice(4)) };
}

const SLOW = 60_000;

describe('red dates, longan and ejiao "for the blood" in pregnancy: poor iron sources, not food myths', () => {
  it.each([
    ['zh-CN', '婆婆让我喝红枣桂圆茶、吃阿胶补血，可以吗？', false],
    ['zh-CN', '孕期贫血，红枣和阿胶补血有用吗', true],
    ['zh-CN', '我怀孕了，家里人让我每天吃阿胶补血，有用吗', true],
    [
      'en-US',
      'My mother-in-law wants me to drink red date and longan tea and eat ejiao for my blood, ok?',
      false,
    ],
    ['en-US', 'I’m pregnant and anaemic — will jujube and longan soup help my iron?', true],
    ['en-US', 'pregnant, is donkey-hide gelatin (ejiao) good for the blood?', true],
  ] as const)(
    '%s: %s',
    (locale, q, saysPregnant) => {
      for (const r of [ask(q, locale, true), ...(saysPregnant ? [ask(q, locale, false)] : [])]) {
        expect(r.faq, q).not.toContain('pregnancy-food-myths');
        expect(r.text).not.toMatch(/吃兔肉宝宝会兔唇|rabbit meat causes a cleft lip/);
        expect(r.text).toMatch(
          locale === 'zh-CN'
            ? /不是好的补铁食物/
            : /not good (sources of )?iron|poor (sources of )?iron|little iron/i,
        );
      }
    },
    SLOW,
  );

  it.each([
    ['zh-CN', '婆婆说吃螃蟹会流产、吃兔肉会兔唇，是真的吗'],
    ['zh-CN', '怀孕能吃桂圆吗 听说很上火'],
    ['en-US', 'Is it true crab causes miscarriage?'],
  ] as const)(
    'look-alike %s: %s — the myths row stays',
    (locale, q) => {
      expect(ask(q, locale, true).faq).toContain('pregnancy-food-myths');
    },
    SLOW,
  );
});
