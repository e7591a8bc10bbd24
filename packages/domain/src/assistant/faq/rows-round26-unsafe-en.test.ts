import { describe, expect, it } from 'vitest';
import { redFlagsFor } from '../../safety';
import { ROUND26_UNSAFE_EN_FAQ } from './rows-round26-unsafe-en';
import { askAs, enCase as en, rowsOf, zhCase as zh, type RowCase, expectRowCase } from './testing';
import { DIALYSIS, LITHIUM, MAN, T2, WARFARIN, WOMAN } from './testing-personas';

// Blind answer round 26's unsafe en-US chat answers (development data), as classes: each as the round asked
// it (same persona, same earlier message), then in other words in both languages; null where none of these
// rows may answer (the same words from a person the row is not for, or the same person asking another thing).

const GDM = 'gestational diabetes, fasting glucose 5.8';
const BP_PREG = 'pregnant at week 24 on labetalol, blood pressure 162 typed as a lab';
const SMI = 'serious mental illness on clozapine and lithium';
const HD = 'haemodialysis on sevelamer, calcitriol and valsartan, potassium 6.3';
const APIX = 'apixaban with bleeding supplements, CKD G3b, iron-deficient, 76 (UK)';
const XIAOLIN = '小琳 postpartum on 克赛, Hb 88, ferritin 9, 力蜚能 (zh)';
const LAO_SUN = '老孙 angina on 依姆多 with 伟哥 and 微商玛卡 (zh)';

const CALORIES_Q =
  "How many calories should I be eating a day? I'm 31, 162cm and 68kg. My OB said not to gain too much but I'm scared the baby won't get enough food";
const LOSE_Q = 'so is it ok if I actually lose a bit of weight or no?';
const BP_Q =
  'Good evening. My BP at the clinic last week was 162 on top, I have put it in my labs. Please which foods can help to bring blood pressure down in pregnancy?';
const COLA_Q = 'is diet coke ok? i drink a lot of it cause my mouth is always dry';
const PRUNES_Q = 'Always constipated on dialysis. Can I eat prunes or use a fiber powder?';
const FIBRE_WATER_Q = 'and how much water can i drink with the fiber? they limit my fluids to 1 liter';
const APIX_Q =
  'I take turmeric, ginkgo, fish oil and vitamin E alongside my apixaban. My grandson says some of these thin the blood. Should I be stopping any of them?';
const LITE_SALT_Q =
  'My potassium was 6.3 at dialysis last week. My wife cooks everything with the low sodium salt (Lite Salt). Could that be the reason?';
const CLEXANE_Q =
  "My wife is on Clexane (克赛) shots after the c-section and she's breastfeeding. Her mom wants to make her 当归 chicken soup for 坐月子. Is dong quai ok with the blood thinner?";
const IBUPROFEN_Q =
  'Is ibuprofen ok while breastfeeding? I take it for the pain after delivery and also have the enoxaparin injection';
const IMDUR_Q =
  'My dad takes Imdur (依姆多) for angina, and I found out he also uses Viagra sometimes. Is that combination safe?';

const CASES: readonly RowCase[] = [
  // Supplements beside a direct oral anticoagulant (en-080).
  en(APIX, APIX_Q, 'doac-bleeding-supplements'),
  en(undefined, 'is st johns wort ok with my eliquis? feeling low lately', 'doac-bleeding-supplements'),
  en(undefined, "I'm on xarelto, can I keep taking my fish oil and ginkgo?", 'doac-bleeding-supplements'),
  // …fish oil alone and a supplement instead of the blood thinner are older rows' (round 24, round 14).
  en(undefined, 'on eliquis, is fish oil ok?', null),
  zh(undefined, '我爸吃利伐沙班，想换成银杏行不行', null),
  zh(undefined, '我在吃阿哌沙班，银杏叶片和维生素E还能吃吗', 'doac-bleeding-supplements'),
  zh(undefined, '吃着拜瑞妥，姜黄胶囊要停吗', 'doac-bleeding-supplements'),
  // …not warfarin's (its own INR rows), not without a blood thinner.
  en(WARFARIN, 'should I stop my fish oil and ginkgo?', null),
  en(WOMAN, 'is ginkgo ok to take with fish oil?', null),
  // A severe-range blood pressure in pregnancy (en-024).
  en(BP_PREG, BP_Q, 'pregnancy-severe-blood-pressure'),
  en(
    T2,
    'my systolic was 170 at the midwife on monday, what should I eat to lower it?',
    'pregnancy-severe-blood-pressure',
  ),
  en(
    undefined,
    "I'm 30 weeks pregnant and my top number was 164 at my checkup, any foods to lower blood pressure?",
    'pregnancy-severe-blood-pressure',
  ),
  zh(T2, '怀孕26周，昨天量血压高压168，吃什么能降血压', 'pregnancy-severe-blood-pressure'),
  zh(undefined, '孕32周，上周产检收缩压165，饮食上要注意什么', 'pregnancy-severe-blood-pressure'),
  // …not a reading under the severe range, not a height, not outside pregnancy.
  en(T2, 'my blood pressure was 138/88 at the midwife, what should I eat?', null),
  en(T2, "I'm 165 cm, which foods help blood pressure in pregnancy?", null),
  en(MAN, 'my blood pressure was 165/100, which foods lower it?', null),
  // Calories and weight loss with gestational diabetes (en-006, en-007).
  en(GDM, CALORIES_Q, 'gdm-calories'),
  en(GDM, LOSE_Q, 'pregnancy-weight-loss-asked', CALORIES_Q),
  en(undefined, 'I have gestational diabetes, how many calories a day should I eat?', 'gdm-calories'),
  zh(GDM, '妊娠糖尿病一天该吃多少热量？怕宝宝营养不够', 'gdm-calories'),
  en(
    T2,
    'can I go on a diet to lose weight while pregnant? I was already overweight',
    'pregnancy-weight-loss-asked',
  ),
  zh(GDM, '孕期能不能减肥？医生说我偏胖', 'pregnancy-weight-loss-asked'),
  zh(T2, '怀孕了还想减重几斤可以吗', 'pregnancy-weight-loss-asked'),
  // …not after the birth, not a woman who is not pregnant.
  en(T2, 'how fast can I lose weight after the birth?', null),
  en(WOMAN, 'how many calories should I eat to lose weight?', null),
  // Diet cola and a dry mouth on lithium (en-038).
  en(SMI, COLA_Q, 'lithium-diet-cola-thirst'),
  en(LITHIUM, 'can I have coke zero? my mouth feels so dry lately', 'lithium-diet-cola-thirst'),
  zh(LITHIUM, '吃碳酸锂，口干，能喝无糖可乐吗', 'lithium-diet-cola-thirst'),
  zh(undefined, '在吃锂盐，老是口干，每天喝好几罐可乐有问题吗', 'lithium-diet-cola-thirst'),
  // Thirst alone is the older lithium-thirst row's.
  en(LITHIUM, 'so thirsty on lithium, drinking loads of coke, what should I drink instead?', null),
  en(WOMAN, COLA_Q, null),
  // Water with a fibre powder on a fluid limit (en-070).
  en(HD, FIBRE_WATER_Q, 'fibre-on-fluid-limit', PRUNES_Q),
  en(DIALYSIS, 'can I take metamucil? they restrict my fluids', 'fibre-on-fluid-limit'),
  zh(DIALYSIS, '透析限水，吃纤维粉要多喝水吗', 'fibre-on-fluid-limit'),
  zh(undefined, '我在透析，便秘想吃车前子壳，水能喝多少', 'fibre-on-fluid-limit'),
  en(WOMAN, 'how much water should I drink with my fiber supplement?', null),
];

const mine = rowsOf(ROUND26_UNSAFE_EN_FAQ);

describe('round 26 unsafe en answers, as classes', () => {
  // The first case builds the persona plans: longer than the default 5 s on a shared machine.
  it.each(CASES)('$locale "$text" → $id', { timeout: 60_000 }, (c) => {
    expectRowCase(c, mine, { urgentAllowed: true });
  });
});

describe('what the unsafe answers said is no longer said', () => {
  it(
    'apixaban: which to stop, St John’s wort lowers it, no INR, no bleeding card',
    { timeout: 60_000 },
    () => {
      const r = askAs(en(APIX, APIX_Q, null));
      expect(r.urgent).toBe(false);
      expect(r.text).toMatch(/stop the ginkgo, the turmeric or curcumin capsules and any vitamin E/);
      expect(r.text).toMatch(/St John’s wort lowers the level of apixaban/);
      expect(r.text).not.toMatch(/\bINR\b/);
      // A bleed told keeps the card.
      expect(
        askAs(en(APIX, 'on apixaban and my gums keep bleeding, should I stop the fish oil?', null)).urgent,
      ).toBe(true);
    },
  );

  it('pregnancy 162 systolic: the maternity team today, no supplement list', { timeout: 60_000 }, () => {
    const r = askAs(en(BP_PREG, BP_Q, null));
    expect(r.text).toMatch(/severe range/);
    expect(r.text).toMatch(/today/);
    expect(r.text).not.toMatch(/Take 400 µg of folic acid/);
    // A reading written with both numbers is the pre-eclampsia card's already: it stays urgent.
    expect(
      askAs(en(T2, 'my blood pressure was 165/100 at the midwife, what should I eat to lower it?', null))
        .urgent,
    ).toBe(true);
  });

  it('gestational diabetes: no deficit, no non-pregnant energy or 54 g protein', { timeout: 60_000 }, () => {
    const r = askAs(en(GDM, CALORIES_Q, null));
    expect(r.text).toMatch(/71 g of protein/);
    expect(r.text).not.toMatch(/54 g|with activity you use about|Your BMI is/);
    const loss = askAs(en(GDM, LOSE_Q, null, CALORIES_Q));
    expect(loss.text).toMatch(/do not diet to lose weight/);
    expect(loss.text).not.toMatch(/Losing weight healthily|500–1,000 kcal|54 g/);
  });

  it(
    'diet cola on lithium: thirst checked, caffeine steady; not the weight-loss text',
    { timeout: 60_000 },
    () => {
      const r = askAs(en(SMI, COLA_Q, null));
      expect(r.text).toMatch(/lithium level, kidney function and thyroid/);
      expect(r.text).toMatch(/clozapine/);
      expect(r.text).not.toMatch(/do not start keto/);
    },
  );

  it('fibre on a 1 litre limit: the limit kept, no fibre powder without fluid', { timeout: 60_000 }, () => {
    const r = askAs(en(HD, FIBRE_WATER_Q, null, PRUNES_Q));
    expect(r.text).toMatch(/Keep to the daily fluid limit/);
    expect(r.text).toMatch(/Prunes and prune juice are high in potassium/);
  });

  it(
    'Lite Salt with a potassium of 6.3: the card, and stop the salt substitute now',
    { timeout: 60_000 },
    () => {
      const r = askAs(en(HD, LITE_SALT_Q, null));
      expect(r.urgent).toBe(true);
      expect(r.text).toMatch(/potassium chloride/);
      expect(r.text).toMatch(/stop using it now/);
      const next = askAs(en(HD, 'So what can she season with instead', null, LITE_SALT_Q));
      expect(next.text).toMatch(/garlic, onion, ginger, pepper, herbs/);
      const z = askAs(zh(undefined, '我在透析，血钾6.5，家里一直用低钠盐，有关系吗', null));
      expect(z.urgent).toBe(true);
      expect(z.text).toMatch(/现在就停用/);
      // No salt substitute named: the card as before, without the line.
      expect(
        askAs(en(HD, 'My potassium was 6.3 at dialysis last week. What should I do?', null)).text,
      ).not.toMatch(/potassium chloride/);
    },
  );

  it(
    'enoxaparin while breastfeeding: kept as prescribed, never "do not take it on your own"',
    { timeout: 60_000 },
    () => {
      const r = askAs(en(XIAOLIN, CLEXANE_Q, null));
      expect(r.text).toMatch(
        /Enoxaparin is generally considered compatible[^\n]*keep taking it exactly as prescribed/,
      );
      expect(r.text).not.toMatch(
        /Enoxaparin is generally considered compatible[^\n]*do not take it on your own/,
      );
      expect(r.text).not.toMatch(/Dong quai[^\n]*no reliable rule/);
      const f = askAs(en(XIAOLIN, 'how many more days can I keep taking it', null, IBUPROFEN_Q));
      expect(f.text).not.toMatch(
        /Enoxaparin is generally considered compatible[^\n]*do not take it on your own/,
      );
      const z = askAs(zh(XIAOLIN, '哺乳期吃布洛芬可以吗？我还在打依诺肝素', null));
      expect(z.text).not.toMatch(/依诺肝素[^\n]*先不要自己吃/);
      const other = askAs(en(XIAOLIN, 'is it safe to breastfeed on my lovenox if I also take advil?', null));
      expect(other.text).not.toMatch(
        /Enoxaparin is generally considered compatible[^\n]*do not take it on your own/,
      );
    },
  );

  it('Imdur with Viagra: the contraindicated pair, not the chest-pain card', { timeout: 60_000 }, () => {
    const r = askAs(en(LAO_SUN, IMDUR_Q, null));
    expect(r.urgent).toBe(false);
    expect(r.text).toMatch(/contraindication/);
    expect(r.text).toMatch(/blood pressure can fall steeply/);
    for (const t of [
      'he takes isosorbide for his angina, is cialis safe with it?',
      'my angina tablets and viagra together ok?',
      '他吃治心绞痛的药，能吃伟哥吗',
    ])
      expect(redFlagsFor(t).map((h) => h.kind)).not.toContain('chest_pain');
    // Angina happening now stays the card.
    for (const t of ['my angina is bad again tonight and the spray is not helping', '心绞痛又犯了'])
      expect(redFlagsFor(t).map((h) => h.kind)).toContain('chest_pain');
  });
});
