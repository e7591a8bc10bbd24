/**
 * Fifty-first clinician review, zh S1: a woman of 74 and 48 kg on lithium asked "可唔可以食扑热息痛？一日食几多？" and
 * was told "成人每天不超过4克". Under 50 kg the ceiling is 60 mg/kg a day (BNF, Paracetamol), from the plan's weight —
 * also when the row follows the lithium × ibuprofen pair.
 */
import { describe, expect, it } from 'vitest';
import { assistantReply } from '.';
import { storedPlanFor } from './testing';
import type { Answers } from '../contracts/questionnaire';
import { LOCALES, person } from '../testing';

describe.each(LOCALES)('%s: paracetamol on lithium by weight', (locale) => {
  const zh = locale === 'zh-CN';
  const text = zh
    ? '膝头痛有咩可以代替芬必得？可唔可以食扑热息痛（必理痛）？一日食几多？'
    : 'is paracetamol better than ibuprofen for my knee on lithium? how much a day?';
  const ask = (kg: number) => {
    const who: Answers = {
      ...person('female', 74, 152, kg, 'light'),
      medicines: ['lithium', 'hydrochlorothiazide', 'enalapril'],
    };
    return assistantReply({
      text,
      locale,
      plan: storedPlanFor(`rev51-s1:${locale}:${kg}`, who, locale),
      medicines: who.medicines!,
    }).text;
  };

  it('48 kg: about 2.8 g a day, never the 4 g of the label', () => {
    const a = ask(48);
    expect(a).toMatch(zh ? /每天最多约2\.8克/ : /no more than about 2\.8 g a day/);
    expect(a).not.toMatch(zh ? /成人每天不超过4克/ : /no more than 4 g a day for an adult/);
    expect(a).toMatch(zh ? /布洛芬/ : /ibuprofen/i);
  });

  it('60 kg: the label’s 4 g stands', () => {
    expect(ask(60)).toMatch(zh ? /成人每天不超过4克/ : /no more than 4 g a day for an adult/);
  });
});
