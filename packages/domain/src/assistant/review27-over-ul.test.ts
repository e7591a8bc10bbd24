/**
 * Twenty-seventh clinician review (2026-11-29), zh S1: asked whether 爱乐维 and an extra 叶酸 0.4 mg are
 * too much together, the chat said "停用「爱乐维」、「叶酸 0.4」" from the plan's review — she would have
 * lost her folic acid and her only iron. The review now stops the add-on alone and keeps the prenatal.
 */
import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { LOCALES, person } from '../testing';
import { assistantReply } from './index';
import { storedPlanFor } from './testing';

const APS: Answers = {
  ...person('female', 32, 162, 60, 'light'),
  lifeStage: 'pregnant_t2',
  gestationalWeek: 16,
  medicines: ['enoxaparin', 'aspirin', 'hydroxychloroquine'],
  supplements: [
    { optionId: 'elevit', dose: 1, unit: 'tablet' },
    { optionId: 'folic-acid-400', dose: 1, unit: 'tablet' },
  ],
  labs: [
    { marker: '铁蛋白', value: 11, unit: 'ng/mL' },
    { marker: '血红蛋白', value: 104, unit: 'g/L' },
  ],
};

describe.each(LOCALES)('%s', (locale) => {
  const zh = locale === 'zh-CN';
  it('S1: the chat stops the extra folic acid and keeps the prenatal', () => {
    const plan = storedPlanFor('aps-r27', APS, locale);
    const r = assistantReply({
      text: zh
        ? '爱乐维和叶酸片一起吃，叶酸会不会过量？'
        : 'Elevit and my folic acid tablet together — is that too much folic acid?',
      locale,
      plan,
      medicines: APS.medicines ?? [],
    });
    expect(r.text).toMatch(
      zh
        ? /停用「叶酸片 0.4 mg」，保留「爱乐维复合维生素片」/
        : /stop "Folic acid 400 mcg", keep "Elevit prenatal"/,
    );
    expect(r.text).not.toMatch(zh ? /停用「爱乐维/ : /stop "Elevit/);
  });
});
