/**
 * Blind answer round 62's neighbouring answers (development data), asked again in other words:
 *
 * - en-001, zh-003: a man on tetracycline itself got the minocycline text ("less affected than tetracycline").
 * - en-060: Synthroid with coffee and a Diet Coke got lithium's diet text ("Diet Coke" read as a diet).
 * - en-062: Mrs. Dash on lithium, lisinopril and CKD 3 read as a potassium salt substitute.
 * - zh-036: "空腹血糖5.9，这算糖尿病了不" got "which supplement's timing?" (空腹 read as taking on an empty stomach).
 * - en-015: "take his Creon when he drinks the Ensure" got the pancreatitis alcohol text ("drinks" read as alcohol).
 * - en-029: red yeast rice capsules "do they lower cholesterol, or are they risky" got the fish-oil text.
 * - zh-059 (unsafe): 2,200 IU of vitamin D with a level of 45 nmol/L and osteopenia was "stop the vitamin D3".
 * - zh-055: "女儿20岁…出院三个月了" read as a child of 3 months.
 */
import { describe, expect, it } from 'vitest';
import { chatAs } from './testing';
import type { Answers } from '../contracts/questionnaire';
import { LOCALES, person } from '../testing';

const ON_TETRACYCLINE: Answers = { ...person('male', 47, 172, 79, 'light'), medicines: ['tetracycline'] };
const LITHIUM_CKD: Answers = {
  ...person('female', 62, 165, 88, 'sedentary'),
  conditions: ['kidney_disease'],
  medicines: ['lithium', 'lisinopril'],
};
const LOW_D: Answers = {
  ...person('female', 24, 165, 50, 'light'),
  conditions: ['osteoporosis'],
  supplements: [
    { optionId: 'multivitamin-women', dose: 1, unit: 'tablet' },
    { optionId: 'calcium-carbonate-d3', dose: 1, unit: 'tablet' },
    { optionId: 'vitamin-d3-1000iu', dose: 1, unit: 'capsule' },
  ],
  labs: [{ marker: 'Vitamin D', value: 42, unit: 'nmol/L', labRefLow: 50, labRefHigh: 150 }],
};

const chat = (
  name: string,
  who: Answers | null,
  locale: (typeof LOCALES)[number],
  texts: readonly string[],
) => chatAs(`r62n:${name}`, who, locale, texts);

describe.each(LOCALES)('%s', (locale) => {
  const zh = locale === 'zh-CN';

  it('milk beside tetracycline names the class, never tetracycline as the less affected one', () => {
    const [r] = chat('tetracycline', ON_TETRACYCLINE, locale, [
      zh ? '吃四环素的时候早上的牛奶要隔开多久' : 'how long apart should my milk be from the tetracycline?',
    ]);
    expect(r!.text).toMatch(zh ? /四环素类抗生素/ : /tetracycline-type antibiotics/);
    expect(r!.text).not.toMatch(zh ? /米诺环素受奶影响比老的四环素小/ : /minocycline is less affected/);
  });

  it('a Diet Coke beside levothyroxine is a drink, not a diet', () => {
    const [r] = chat('synthroid-diet-coke', LITHIUM_CKD, locale, [
      'I take my Synthroid at 6:30 with coffee and have a Diet Coke at 9. Should I space them out?',
    ]);
    expect(r!.text).not.toMatch(/keto|crash diet|生酮/i);
    expect(r!.text).toMatch(/levothyroxine|左甲状腺素/i);
  });

  it('a salt-free herb blend is no potassium salt; on lithium the salt itself is the question', () => {
    const [r] = chat('herb-blend', LITHIUM_CKD, locale, [
      zh
        ? '做饭用无盐香草调味料代替盐可以吗？我吃碳酸锂和赖诺普利'
        : 'Can I use a salt-free herb seasoning like Mrs Dash instead of salt?',
    ]);
    expect(r!.text).toMatch(zh ? /不是代盐/ : /not salt substitutes/);
    expect(r!.text).toMatch(zh ? /血锂/ : /lithium/);
    expect(r!.text).not.toMatch(zh ? /换回普通的加碘盐/ : /Switch back to ordinary iodised salt/);
  });

  it('a fasting glucose asked as a diagnosis is a lab question, not supplement timing', () => {
    const [r] = chat('fasting-glucose', null, locale, ['空腹血糖6.3，这是糖尿病吗？']);
    expect(r!.text).not.toMatch(/想问哪种补充剂的服用时间|Which supplement’s timing/);
    expect(r!.text).toMatch(/6\.3/);
  });

  it('enzymes with a nutrition drink is no alcohol question', () => {
    const [r] = chat('creon-ensure', null, locale, [
      'Should my dad take his Creon when he drinks a Fortisip between meals?',
    ]);
    expect(r!.text).not.toMatch(/vodka|lager|伏特加|啤酒/i);
  });

  it('red yeast rice on its own: a statin of unknown dose, not the fish-oil text', () => {
    const [r] = chat('red-yeast-rice', null, locale, [
      zh
        ? '我妈在吃红曲胶囊还有鱼油，低密度4.0，红曲到底能不能降胆固醇，有没有风险'
        : 'My dad takes red yeast rice capsules and fish oil for an LDL of 4.0 — does the red yeast rice work, is it risky?',
    ]);
    expect(r!.text).toMatch(zh ? /洛伐他汀/ : /lovastatin/);
    expect(r!.text).not.toMatch(zh ? /^\*\*不太能/ : /^\*\*Not really: fish oil/);
  });

  it('vitamin D with a low level, the total within 4,000 IU, is never "stop the D3"', () => {
    const [r] = chat('low-d-total', LOW_D, locale, [
      zh
        ? '我现在吃女士多维、钙尔奇D，还有单独一粒D3 1000IU，维D加起来会不会太多了？'
        : 'I take a women’s multi, Caltrate D and a separate D3 1000 IU. Is all that vitamin D too much?',
    ]);
    if (zh) expect(r!.text).toMatch(/不要自己把维生素D停掉/);
    expect(r!.text).not.toMatch(zh ? /停用「[^」]*1000/ : /stop "[^"]*1000/);
  });

  it('an adult daughter three months out of hospital is no baby', () => {
    const [r] = chat('adult-daughter', null, locale, [
      '女儿20岁，出院三个月了，每天喝四杯黑咖啡，对骨头有影响吗',
    ]);
    expect(r!.text).not.toMatch(/我这里的回答和方案都是给成年人的|I can’t answer this for a child/);
  });
});
