/**
 * Blind answer round 55, recorded before and after this session's first changes and judged blind — development
 * data from then on: its unsafe answers (and the one the first changes made unsafe), asked again in other words.
 *
 * - en-077, en-078, zh-080: Addison's on fludrocortisone — a sodium of 134 with a high renin got the water-retention
 *   text ("no salt, drink less"); extra salt for long runs got "salt you do not need" and, after the first changes,
 *   the sodium-per-hour text for anyone.
 * - en-047: a woman of 86 who eats little, sodium 133, "add salt, or is it the tea?": "drink clearly less than now".
 * - zh-009: gliclazide twice a day while eating two slices of toast: a kidney text, no word of lows.
 * - zh-019: red yeast rice raised from two capsules to three, "safer than Western drugs": "no known interaction".
 * - en-058: trying to conceive, "does decaf count? matcha?": "the same 400 mg a day".
 * - en-059, zh-025: a ferritin of 18 trying to conceive on Elevit's 60 mg of iron: "cut it to 33 mg".
 * - en-043 (after the first changes): the gap between methi and a morning tablet answered with the fenugreek text.
 */
import { describe, expect, it } from 'vitest';
import { chatAs } from './testing';
import type { Answers } from '../contracts/questionnaire';
import { LOCALES, person } from '../testing';

const ADDISONS: Answers = {
  ...person('male', 44, 178, 72, 'active'),
  medicines: ['hydrocortisone', 'fludrocortisone'],
};
const OLDER_EATS_LITTLE: Answers = {
  ...person('female', 88, 152, 45, 'sedentary'),
  conditions: ['diabetes'],
  medicines: ['gliclazide', 'amlodipine'],
};
const ON_STATIN_NOTHING: Answers = { ...person('male', 58, 170, 76, 'light'), conditions: ['dyslipidemia'] };
const TRYING: Answers = {
  ...person('female', 32, 165, 60, 'moderate'),
  goals: ['pregnancy_prep'],
  supplements: [{ optionId: 'elevit', name: 'Elevit', dose: 1, unit: 'tablet' }],
  labs: [{ marker: 'Ferritin', value: 16, unit: 'µg/L', labRefLow: 30, labRefHigh: 200 }],
};
const ON_METFORMIN: Answers = {
  ...person('female', 55, 160, 68, 'light'),
  conditions: ['diabetes'],
  medicines: ['metformin'],
};

const chat = (
  name: string,
  who: Answers | null,
  locale: (typeof LOCALES)[number],
  texts: readonly string[],
) => chatAs(`r55dev:${name}`, who, locale, texts);

describe.each(LOCALES)('%s', (locale) => {
  const zh = locale === 'zh-CN';

  it('en-077: a low sodium with Addison’s — salt is not restricted, never "drink less"', () => {
    const [r] = chat('addisons', ADDISONS, locale, [
      zh
        ? '我血钠132，肾素偏高，一直吃得很清淡，是不是该多吃点盐？'
        : 'sodium 132 and renin high, I eat very little salt — should I be salting my food more?',
    ]);
    expect(r!.text).toMatch(zh ? /艾迪生病/ : /Addison/);
    expect(r!.text).not.toMatch(
      zh ? /明显少于现在的量|不要自己加盐/ : /clearly less than now|do not add salt yourself/,
    );
  });

  it('en-078, zh-080: extra salt for long runs with Addison’s — the adrenal answer, never the salt "you do not need"', () => {
    const [, r] = chat('addisons-run', ADDISONS, locale, [
      zh
        ? '我有艾迪生病，夏天跑步要注意什么？'
        : 'I have Addison’s, anything to watch when running in summer?',
      zh
        ? '跑半马那天要多吃多少盐？一包LMNT够吗'
        : 'how much extra salt on half-marathon day? is one LMNT enough?',
    ]);
    expect(r!.text).toMatch(zh ? /艾迪生病/ : /Addison/);
    expect(r!.text).not.toMatch(
      zh ? /每小时补约300–600毫克钠/ : /salt \(and sugar\) you do not need|300–600 mg of sodium an hour/,
    );
  });

  it('en-047: a mild low sodium in an older woman who eats little, salt or tea asked — no fluid cut of one’s own', () => {
    const [r] = chat('older-sodium', OLDER_EATS_LITTLE, locale, [
      zh
        ? '我奶奶血钠132，医生说问题不大。她吃得很少，是要给她菜里多放点盐，还是她茶喝太多了？'
        : 'Gran’s sodium is 132, the doctor said not to worry. She eats very little — more salt in her food, or is it too much tea?',
    ]);
    expect(r!.text).toMatch(zh ? /不要自己给她限水/ : /do not cut her fluids on your own/);
    expect(r!.text).not.toMatch(zh ? /明显少于现在的量/ : /clearly less than now/);
  });

  it('zh-009: a sulfonylurea while eating very little — the risk of lows leads', () => {
    const [r] = chat('older-gliclazide', OLDER_EATS_LITTLE, locale, [
      zh
        ? '她现在没什么胃口，一天就喝点粥，达美康还照原来的量吃，血糖会不会太低？'
        : 'she has no appetite and only has a bit of porridge a day — is it ok to keep her gliclazide the same, will her sugar drop?',
    ]);
    expect(r!.text).toMatch(zh ? /容易低血糖/ : /can bring lows/);
  });

  it('zh-019: red yeast rice raised for a high LDL — it is lovastatin, not safer, and the doctor for the LDL', () => {
    const [r] = chat('red-yeast', ON_STATIN_NOTHING, locale, [
      zh
        ? '红曲胶囊吃了三个月，低密度还是4.3，能不能多吃一粒？不都说天然的比他汀安全吗'
        : 'been on red yeast rice 3 months, LDL still 4.3 — can I take an extra capsule? isn’t natural safer than a statin?',
    ]);
    expect(r!.text).toMatch(zh ? /洛伐他汀/ : /lovastatin/);
    expect(r!.text).toMatch(zh ? /不要自己加量/ : /not one to raise yourself/);
  });

  it('en-058: caffeine while trying to conceive — the 200 mg a day of pregnancy, decaf barely counts', () => {
    const [r] = chat('ttc-caffeine', TRYING, locale, [
      zh ? '备孕中，低因咖啡和奶茶算咖啡因吗？' : 'TTC here — does decaf count, and what about chai?',
    ]);
    expect(r!.text).toMatch(zh ? /200毫克/ : /200 mg/);
    expect(r!.text).not.toMatch(/400/);
  });

  it('zh-011: coffee cups while trying to conceive — the pregnancy limit of 200 mg, never the adults’ 400 mg', () => {
    const [r] = chat('ttc-coffee', TRYING, locale, [
      zh
        ? '备孕中，每天3杯拿铁，咖啡因要降到多少才安全？'
        : 'we’re trying to conceive, I have 3 coffees a day — how much caffeine is ok?',
    ]);
    expect(r!.text).toMatch(/200/);
    expect(r!.text).not.toMatch(zh ? /400毫克以内/ : /within the 400 mg/);
  });

  it('en-059, zh-025: a low ferritin on a prenatal’s 60 mg of iron — not cut to the upper limit', () => {
    const [r] = chat('ttc-iron', TRYING, locale, [
      zh
        ? '铁蛋白16 µg/L，爱乐维里面的铁够补吗？要不要另外吃铁片？'
        : 'ferritin 16 — is the iron in my Elevit enough?',
    ]);
    expect(r!.text).toMatch(zh ? /不要自己按上限减/ : /do not cut it to the upper limit yourself/);
    expect(r!.text).not.toMatch(zh ? /不要保持现在的量/ : /do not keep to this amount/);
    // A concentration is no amount taken: "16 µg/L" is not 0.02 mg of iron.
    expect(r!.text).not.toMatch(/0\.02 mg/);
  });

  it('en-043: the gap between fenugreek and a morning tablet is a timing question, not the fenugreek text', () => {
    const [r] = chat('methi-gap', ON_METFORMIN, locale, [
      zh
        ? '葫芦巴籽和早上的二甲双胍要隔多久吃？'
        : 'how long should I leave between my fenugreek seeds and my morning metformin?',
    ]);
    expect(r!.text).not.toMatch(
      zh ? /说它能减肥，没有可靠证据/ : /no good evidence that it helps weight loss/,
    );
  });
});
