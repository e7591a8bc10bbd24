/**
 * Blind answer round 56, recorded before this session's changes and judged blind — development data from then on:
 * its unsafe answers, and the round-55 read-through's leftovers, asked again in other words.
 *
 * - en-024: "is there a ceiling on water?" on tolvaptan got the kidney-stone row's 2.5–3 litres.
 * - en-034: Seville orange marmalade on tolvaptan: "avoid grapefruit and pomelo" only.
 * - en-049: calories and protein asked after regaining weight on TB treatment: the everyday 41 g (0.8 g per kg).
 * - en-048: a pure-vegetarian family told "a real piece of fish, meat, chicken or egg" on TB treatment.
 * - zh-042: a re-test asked after "維生素D只有18 ng/mL" typed in traditional characters: the value was not read.
 * - Round 55's read-through: a ferritin of 16 below a report's 30 read as "depleted, < 15"; a prenatal's iron asked
 *   in the clause after a ferritin value left unanswered.
 * - zh-006: "我儿子吃再普乐…" from the parent of a 28-year-old: the child "can't", then nothing on hunger.
 * - en-059, en-060: appetite on Vyvanse asked by a parent: "which nutrient?".
 * - en-046: muscle lost on Ozempic, "which is great": "without trying … see a doctor", then a decline.
 * - zh-072: keto asked with a high uric acid: a uric-acid diet text that never spoke of keto. en-014: protein "160 g or higher during the
 *   cut?": the plan's everyday 89 g. zh-045: a normal haemoglobin at 28 weeks on Elevit, "extra iron?": iron foods.
 *   en-009: "without my milk dropping" while breastfeeding: a dairy amount.
 * - Round 57 (after its measurement): the supplement-in-a-clause answer led with the wrong question twice — "善存里那点够不够"
 *   (its subject the value before it) with a chromium warning, and "里面的铁够用吗还是要另外买铁剂" with the iron-salts row.
 * - zh-060: "钙片…会不会伤肾或者长结石" from a woman of 85 who never had a stone: the stone former's text.
 * - Row texts that held one person's value (an audit after round 57's before-judging showed a CF row's "sodium of 134"):
 *   a haemoglobin of 105, an ALT of 68 or 82, a potassium of 3.3 and Zestoretic, said to everyone.
 */
import { describe, expect, it } from 'vitest';
import { chatAs } from './testing';
import type { Answers } from '../contracts/questionnaire';
import { LOCALES, person } from '../testing';

const ON_TOLVAPTAN: Answers = {
  ...person('female', 39, 166, 64, 'moderate'),
  conditions: ['kidney_disease', 'kidney_stones'],
  medicines: ['tolvaptan'],
};
const TB_VEGETARIAN: Answers = {
  ...person('female', 30, 158, 42, 'light'),
  dietPattern: 'vegetarian',
  goals: ['weight_gain'],
  medicines: ['isoniazid', 'rifampicin'],
};
const TRYING_LOW_FERRITIN: Answers = {
  ...person('female', 31, 162, 57, 'moderate'),
  goals: ['pregnancy_prep'],
  supplements: [{ optionId: 'elevit', name: 'Elevit', dose: 1, unit: 'tablet' }],
  labs: [{ marker: 'Ferritin', value: 17, unit: 'µg/L', labRefLow: 30, labRefHigh: 200 }],
};
const ADULT: Answers = person('female', 45, 160, 60, 'moderate');
const ON_OLANZAPINE: Answers = { ...person('male', 30, 175, 90, 'sedentary'), medicines: ['olanzapine'] };
const ON_SEMAGLUTIDE: Answers = {
  ...person('male', 55, 178, 112, 'light'),
  conditions: ['diabetes'],
  medicines: ['semaglutide', 'metformin'],
};
const PREGNANT_T2: Answers = { ...person('female', 29, 160, 62, 'light'), lifeStage: 'pregnant_t2' };
const ON_INSULIN_MULTI: Answers = {
  ...person('male', 52, 172, 58, 'light'),
  conditions: ['diabetes'],
  medicines: ['insulin-glargine'],
  supplements: [{ optionId: 'multivitamin-adult', name: 'Centrum', dose: 1, unit: 'tablet' }],
};
const NURSING_ELEVIT: Answers = {
  ...person('female', 29, 160, 55, 'light'),
  lifeStage: 'lactating',
  supplements: [{ optionId: 'elevit', name: 'Elevit', dose: 1, unit: 'tablet' }],
};
const OLDER_CKD: Answers = {
  ...person('female', 84, 152, 48, 'light'),
  conditions: ['kidney_disease'],
  supplements: [{ optionId: 'caltrate-d600', name: 'Caltrate 600+D', dose: 1, unit: 'tablet' }],
};
const LIFTER: Answers = { ...person('female', 27, 168, 70, 'very_active'), goals: ['weight_loss', 'muscle'] };
const NURSING: Answers = { ...person('female', 30, 162, 70, 'light'), lifeStage: 'lactating' };
const ON_ABIRATERONE: Answers = {
  ...person('male', 70, 172, 75, 'light'),
  medicines: ['abiraterone', 'prednisone'],
};

const chat = (
  name: string,
  who: Answers | null,
  locale: (typeof LOCALES)[number],
  texts: readonly string[],
) => chatAs(`r56dev:${name}`, who, locale, texts);

describe.each(LOCALES)('%s', (locale) => {
  const zh = locale === 'zh-CN';

  it('en-024: water on tolvaptan has no fixed ceiling — drink to thirst, never the stones’ 2.5 litres', () => {
    const [r] = chat('tolvaptan-water', ON_TOLVAPTAN, locale, [
      zh
        ? '吃托伐普坦一天喝五升水，有没有上限？喝越多越好吗？'
        : 'on jynarque I drink like 5 litres a day, is there a max or is more better?',
    ]);
    expect(r!.text).toMatch(zh ? /没有固定的“喝水上限”/ : /no fixed ceiling/);
    expect(r!.text).toMatch(zh ? /渴了就喝/ : /thirsty/);
    expect(r!.text).not.toMatch(zh ? /每天喝2\.5–3升/ : /drink about 2\.5–3 litres a day/);
  });

  it('en-034: Seville (bitter) orange marmalade on tolvaptan is treated like grapefruit; sweet oranges are fine', () => {
    const [r] = chat('tolvaptan-seville', ON_TOLVAPTAN, locale, [
      zh
        ? '吃托伐普坦，早餐抹的橙子果酱是酸橙做的，能吃吗？'
        : 'can I still have my bitter orange marmalade on tolvaptan?',
    ]);
    expect(r!.text).toMatch(zh ? /酸橙/ : /Seville/);
    expect(r!.text).toMatch(zh ? /按西柚对待/ : /treat Seville marmalade like grapefruit/);
    expect(r!.text).toMatch(
      zh ? /普通甜橙、橙汁、橘子都可以吃/ : /sweet oranges, orange juice and mandarins are fine/,
    );
  });

  it('en-049: calories and protein after a question on regaining weight on TB treatment: 35–40 kcal and 1.2–1.5 g per kg', () => {
    const [, r] = chat('tb-figures', TB_VEGETARIAN, locale, [
      zh
        ? '在吃抗结核药，瘦了好几公斤，怎么吃才能把体重长回来？'
        : 'on TB tablets and I have lost a lot of weight, how do I put it back on?',
      zh
        ? '那一天要多少热量，蛋白质多少克？'
        : 'ok so how many calories a day and how much protein in grams?',
    ]);
    // 42 kg: 1,450–1,700 kcal (35–40 per kg, to 50) and 50–63 g of protein (1.2–1.5 per kg).
    expect(r!.text).toMatch(zh ? /1450–1700千卡、蛋白质50–63克/ : /1450–1700 kcal and 50–63 g of protein/);
    expect(r!.text).not.toMatch(/\b34 ?g\b|34克/);
  });

  it('en-048: a vegetarian regaining weight on TB treatment is offered no meat, fish or eggs', () => {
    const [r] = chat('tb-vegetarian', TB_VEGETARIAN, 'en-US', [
      'she is on TB medicine and lost weight, what should she eat to gain it back? we are pure veg',
    ]);
    expect(r!.text).toMatch(/dal, chana, rajma or soya chunks/);
    expect(r!.text).not.toMatch(/fish, meat, chicken or egg/);
    void zh;
  });

  it('zh-042: a value typed in traditional characters is read, and the re-test asked after it is answered', () => {
    const [, r] = chat('trad-vitd', ADULT, locale, [
      '驗血維生素D 17 ng/mL，醫生說不夠，要怎麼補？',
      zh ? '補多久要再回去抽血？' : 'how long before I get it tested again?',
    ]);
    expect(r!.text).toMatch(zh ? /8–12 ?周/ : /8–12 weeks/);
  });

  it('round 55: a ferritin of 17 below the report’s 30 is low stores, never "depleted, < 15"', () => {
    const [r] = chat('ferritin-lab-only', TRYING_LOW_FERRITIN, locale, [
      zh ? '我的铁蛋白17，这个算低吗？' : 'my ferritin came back 17, is that low?',
    ]);
    expect(r!.text).toMatch(
      zh ? /低于化验单参考范围（下限 30 µg\/L）/ : /Below the lab's reference range \(lower limit 30 µg\/L\)/,
    );
    expect(r!.text).not.toMatch(zh ? /铁储备耗竭/ : /Iron stores are depleted/);
  });

  it('round 55: a prenatal’s iron asked in the clause after a ferritin value is answered first', () => {
    const [r] = chat('ferritin-prenatal', TRYING_LOW_FERRITIN, locale, [
      zh ? '铁蛋白17，爱乐维里的铁够不够？' : 'ferritin 17, is the iron in my Elevit enough?',
    ]);
    expect(r!.text).toMatch(zh ? /铁 60 mg/ : /60 mg of iron/);
    expect(r!.text).toMatch(zh ? /铁蛋白 17/ : /ferritin is low \(17|Ferritin 17/);
  });

  it('zh-006: "my son" on the plan’s own medicine, at an adult’s weight, is the adult of the plan — no child "can’t"', () => {
    const [r] = chat('adult-son', ON_OLANZAPINE, locale, [
      zh
        ? '我儿子吃奥氮平一年多，胖到180斤，总说饿，吃什么顶饱又不长胖？'
        : 'my son has been on olanzapine for a year, up to 90 kg, always hungry — what fills him up without the weight?',
    ]);
    expect(r!.text).not.toMatch(zh ? /没法替孩子回答/ : /can’t answer this for a child/);
    expect(r!.text).toMatch(zh ? /体积大、热量低/ : /bulky, low in calories/);
  });

  it('en-059: appetite on an ADHD stimulant asked by a parent — breakfast before the dose, snacks, growth checks', () => {
    const [r] = chat('stimulant-appetite', null, locale, [
      zh
        ? '孩子吃专注达以后中午饭盒原样带回来，一天到晚没胃口，怎么办？'
        : 'my 13 year old on Concerta brings his lunch home untouched every day, no appetite at all, what do we do?',
    ]);
    expect(r!.text).toMatch(
      zh ? /吃药前或吃药时吃一顿像样的早饭/ : /breakfast before or with the morning dose/,
    );
    expect(r!.text).toMatch(zh ? /不要自己改剂量/ : /do not change the dose yourself/);
  });

  it('en-046: muscle lost with the weight on a GLP-1 medicine, the loss called good — protein and strength work, no "without trying"', () => {
    const [r] = chat('glp1-muscle', ON_SEMAGLUTIDE, locale, [
      zh
        ? '打司美格鲁肽半年瘦了12公斤挺好的，就是怕掉肌肉，该怎么吃？'
        : 'down 12 kg in six months on semaglutide, which is great, but am I losing muscle? what should I eat?',
    ]);
    expect(r!.text).toMatch(zh ? /每周2–3次力量训练/ : /strength work 2–3 times a week/);
    expect(r!.text).not.toMatch(zh ? /没有刻意减肥/ : /without trying/);
  });

  it('a haemoglobin asked beside a prenatal is the one said, never the round’s 105', () => {
    const [r] = chat('mild-anaemia-value', PREGNANT_T2, locale, [
      zh
        ? '产检血红蛋白102，医生说轻度贫血，孕妇维生素里的铁够不够？'
        : 'my Hb was 102 at the check, mild anaemia they said — is the iron in my prenatal enough?',
    ]);
    expect(r!.text).toMatch(zh ? /血红蛋白102是孕期轻度贫血/ : /A haemoglobin of 102 is mild anaemia/);
    expect(r!.text).not.toMatch(/105/);
  });

  it('row texts hold no one person’s value: low potassium on abiraterone names no 3.3 and no Zestoretic', () => {
    const [r] = chat('abiraterone-k', ON_ABIRATERONE, locale, [
      zh
        ? '吃阿比特龙，血钾有点低，要注意什么？'
        : 'on abiraterone and my potassium is a bit low, what should I do?',
    ]);
    expect(r!.text).not.toMatch(/3\.3|Zestoretic/);
    expect(r!.text).toMatch(zh ? /低于3\.5 mmol\/L/ : /under 3\.5 mmol\/L/);
  });

  it('zh-072: keto with a high uric acid said (no gout, no medicine) — the gout row: ketosis raises uric acid', () => {
    const [r] = chat('keto-urate', ADULT, locale, [
      zh
        ? '听说生酮瘦得快，可我体检尿酸高，能试吗？'
        : 'thinking of trying keto to drop weight fast but my uric acid is high, is that ok?',
    ]);
    expect(r!.text).toMatch(
      zh ? /生酮饮食和断食[^。]*会让血尿酸升高/ : /ketogenic diet and fasting[^.]*raise uric acid/,
    );
  });

  it('en-014: protein in a cut — 1.6–2.4 g per kg, the grams said read against the weight', () => {
    const [r] = chat('protein-cut', LIFTER, locale, [
      zh
        ? '备赛减脂期蛋白质吃到150克够不够，要不要再加？'
        : 'cutting for a comp — is 150g protein enough or should I go higher?',
    ]);
    // 150 g at 70 kg: 2.1 g per kg.
    expect(r!.text).toMatch(zh ? /每公斤体重每天1\.6–2\.4克/ : /1\.6–2\.4 g of protein per kg/);
    expect(r!.text).toMatch(zh ? /约每公斤2\.1克/ : /about 2\.1 g per kg/);
  });

  it('zh-045: a normal haemoglobin in pregnancy beside a prenatal — no extra iron tablet', () => {
    const [r] = chat('pregnancy-hb-normal', PREGNANT_T2, locale, [
      zh
        ? '孕26周血红蛋白118，爱乐维里有铁，还要另外吃铁片吗？'
        : 'Hb 118 at 26 weeks and my Elevit has iron — do I need an extra iron tablet?',
    ]);
    expect(r!.text).toMatch(
      zh ? /血红蛋白118 g\/L不算贫血/ : /haemoglobin of 118 g\/L in pregnancy is not anaemia/,
    );
  });

  it('en-009: "my milk" while breastfeeding is breast milk, not a dairy amount', () => {
    const [r] = chat('my-milk', NURSING, 'en-US', [
      'how many calories can I eat while trying to lose weight without my milk drying up?',
    ]);
    expect(r!.text).not.toMatch(/300–500 g of dairy/);
    void zh;
  });

  it('zh-060: a worry about stones from someone who never had one — calcium with meals, the kidney’s lower total; no stone history assumed', () => {
    const [r] = chat('calcium-stones-worry', OLDER_CKD, locale, [
      zh
        ? '我妈肾功能不太好，钙片天天吃会不会得结石？'
        : 'mum’s kidneys are a bit weak — will her daily calcium tablet give her kidney stones?',
    ]);
    expect(r!.text).toMatch(zh ? /没得过结石的人/ : /Without a history of stones/);
    expect(r!.text).toMatch(zh ? /800–1000毫克/ : /800–1,000 mg/);
    expect(r!.text).not.toMatch(zh ? /结石病史|2\.5升/ : /stone history|2\.5 litres/);
  });

  it('round 57: a clause leaning on the value for its subject, or asking which product, does not lead the reading', () => {
    const [r1] = chat('clause-subject', ON_INSULIN_MULTI, 'zh-CN', [
      '维生素D才25 nmol/L，善存里那点够不够，还要单补吗',
    ]);
    expect(r1!.text).toMatch(/^\*\*25-羟基维生素D 25 nmol\/L/);
    const [r2] = chat('clause-product', NURSING_ELEVIT, 'zh-CN', [
      '产后复查血红蛋白113，我在吃爱乐维，里面的铁够吗，还是要另外买铁剂',
    ]);
    expect(r2!.text).not.toMatch(/复合维生素里那点铁不够/);
    void locale;
  });

  it('en-014: grams of a food are not the protein said', () => {
    const [r] = chat('protein-cut-food-grams', LIFTER, 'en-US', [
      'cutting for my meet, I eat 200g chicken a day, is my protein enough or should I go higher?',
    ]);
    expect(r!.text).toMatch(/1\.6–2\.4 g of protein per kg/);
    expect(r!.text).not.toMatch(/Your 200 g/);
    void locale;
  });
});
