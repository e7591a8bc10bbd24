/**
 * Blind answer round 66 (development data once recorded and judged: docs/answer-rounds/round-66/round-66.md):
 *
 * - zh-042, zh-038 (unsafe): a thalassaemia carrier 20 weeks pregnant heard "hold Elevit" with nothing of her
 *   folic acid; the plan's keep-a-source line is now said with the hold.
 * - en-035, zh-038 (unsafe): the same carrier asking about pork-liver soup got "when iron is already too high"
 *   written for transfusion overload; a carrier said (in the message or the one before) is not that row's.
 */
import { describe, expect, it } from 'vitest';
import { chatAs } from './testing';
import type { Answers } from '../contracts/questionnaire';
import { LOCALES, person } from '../testing';

const CARRIER: Answers = {
  ...person('female', 29, 158, 55, 'light'),
  lifeStage: 'pregnant_t2',
  conditions: ['haemoglobinopathy', 'anemia'],
  supplements: [
    { optionId: 'elevit', dose: 1, unit: 'tablet' },
    { optionId: 'caltrate-d600', dose: 1, unit: 'tablet' },
  ],
  labs: [
    { marker: 'haemoglobin', value: 98, unit: 'g/L' },
    { marker: 'ferritin', value: 85, unit: 'ng/mL' },
  ],
};

describe.each(LOCALES)('%s', (locale) => {
  const zh = locale === 'zh-CN';
  it('the prenatal held for its iron is said with how to keep folic acid', () => {
    const [r] = chatAs('r66dev:elevit-caltrate', CARRIER, locale, [
      zh
        ? '爱乐维和钙尔奇能不能早上一起吃？我怕忘了想一起吞'
        : 'can I take my Elevit and Caltrate together in the morning?',
    ]);
    expect(r!.text).toMatch(zh ? /唯一的叶酸来源/ : /only folic acid/);
    expect(r!.text).toMatch(zh ? /间隔2小时/ : /2 hours/);
  });

  it('liver asked by a carrier: never "iron already too high"', () => {
    const rs = chatAs('r66dev:liver', CARRIER, locale, [
      zh
        ? '怀孕20周，α地贫携带者，铁蛋白85。婆婆一周两次猪肝汤给我补血，我这种贫血真的要补铁吗'
        : 'I am 20 weeks pregnant with alpha thal trait, ferritin 85. My mother-in-law gives me pork liver soup twice a week for the blood. Do I need extra iron?',
      zh
        ? '猪肝一周吃两次会不会维生素A过量？爱乐维里面也有'
        : 'does liver twice a week give too much vitamin A? Elevit has some too',
    ]);
    for (const r of rs) expect(r.text).not.toMatch(/铁已经过多|iron is already too high/);
    expect(rs[1]!.text).toMatch(zh ? /维生素A/ : /vitamin A/);
  });
});
