import { describe, expect, it } from 'vitest';
import type { AssistantReply } from '../reply';
import { FAQ_ROWS } from './index';
import { DEV37_HEART_KIDNEY_LIVER_FAQ } from './rows-dev37-heart-kidney-liver';
import { faqRowIn, type FaqPerson } from './select';
import { askAs, expectSourcedInItsLanguage, faqIdsOf, rowsOf } from './testing';

// Blind answer round 37 (development data): the heart-kidney-liver personas' everyday questions, as classes.
const BEA = 'Bea: 89, pressure injury, CKD G3b, albumin 2.7, furosemide with KCl (en)';
const ZHOU = '周姐: peritoneal dialysis with diabetic nephropathy, 福斯利诺, K 3.2 (zh)';
const YANG = '老杨: hepatitis B cirrhosis with ascites, past encephalopathy, K 5.4, 低钠盐 (zh)';
const HF = 'heart failure, potassium 5.4';
const HD = 'haemodialysis, 62';
const CIRRHOSIS = 'cirrhosis with ascites';
const CKD22 = 'kidney disease eGFR 22 with magnesium';
const WOMAN = 'healthy woman';
const GEOFFREY =
  'Geoffrey: 78, gliclazide with a ciprofloxacin course, prescribed ferrous fumarate, eGFR 48 (UK)';
const BROOKE =
  'Brooke: trying to conceive on spironolactone and doxycycline, potassium 5.3 (lab 3.5–5.1) (en)';

interface Case {
  persona?: string;
  locale: 'zh-CN' | 'en-US';
  text: string;
  previous?: string;
}

/** A message asked as the persona (a reference persona), after `previous` if given. */
function ask(c: Case): AssistantReply {
  return askAs(c);
}

const own = rowsOf(DEV37_HEART_KIDNEY_LIVER_FAQ);
const en = (persona: string | undefined, text: string, previous?: string): Case => ({
  locale: 'en-US',
  text,
  ...(persona ? { persona } : {}),
  ...(previous ? { previous } : {}),
});
const zh = (persona: string | undefined, text: string, previous?: string): Case => ({
  ...en(persona, text, previous),
  locale: 'zh-CN',
});

/** The answer without the interaction boxes and standing rules the guard puts above a row. */
const rowPart = (r: AssistantReply) =>
  r.text
    .split('\n\n')
    .filter((p) => !/^⚠️|^\*\*(You have kidney disease|你有肾脏疾病|No Reishi|肝硬化不要吃灵芝)/.test(p))
    .join('\n\n');

// Development questions (blind answer round 37) and new phrasings of the same classes.
const EN_004 =
  "Sodium 132 on moms bloodwork. Does that mean she needs MORE salt in her food?? She has heart failure so I've been keeping everything low salt, now I'm confused";
const ZH_055 =
  '老太太最近吃得好少，一碗粥喝两口就摆手不要了。不是说米氮平能开胃吗咋没啥用。想给她加餐，有没有热量高又不咸的东西？她血钠132，医生说水也不能喝太多，真的不知道做啥给她吃了';
const EN_001 =
  'my mom is 89 and has a pressure sore on her tailbone thats not healing. nurse says she needs more protein. she eats like half a sandwich and some jello all day. can i give her Ensure or Boost with her kidneys the way they are? her potassium was 5.4 and creatinine 1.5 on the last labs';
const ZH_001 =
  '我妈89了，尾骨那里的压疮几个月了一直长不好，护士说要多补蛋白质。可是她肾不好，eGFR才32，肾内科医生又说蛋白别吃太多……到底听谁的啊？她现在才41公斤，一天吃几个鸡蛋合适';
const EN_059 =
  "I'm typing for my dad, 71, hep B cirrhosis with fluid in his belly. We switched to the low sodium salt because the doctor said cut salt. But now his potassium is 5.4. Is the salt substitute a problem?";
const ZH_048 = '我血钾3.2偏低，以前医生说肾病不能吃香蕉，现在做腹透了可以吃不？一天吃好多合适';
const EN_051 =
  'My mum is on peritoneal dialysis, 3 bags a day. Her potassium is 3.2 and the nurse said its low. For years we were told kidney patients must avoid bananas and oranges. So can she eat fruit now??';

/** [the case, the row it must use (null: none of this file's rows), the lead or a line the answer must carry]. */
const CASES: readonly (readonly [Case, string | null, RegExp | null])[] = [
  // ---- 1. heart failure with a low sodium: no salt added, the fluid figure from the heart-failure team
  [
    en(BEA, EN_004),
    'heart-failure-low-sodium-fluid-figure',
    /^\*\*With heart failure, a sodium of 132 does not mean more salt is needed/,
  ],
  [
    en(
      BEA,
      'so do we cut back her fluids then? she drinks maybe 4 cups of tea a day plus water with her pills',
      EN_004,
    ),
    'heart-failure-low-sodium-fluid-figure',
    /4 cups of tea is roughly 1 litre; with the water taken with tablets that is a little over a litre a day — not a large amount, so do not cut it further/,
  ],
  [
    zh(BEA, '她血钠132，是不是菜里要多放点盐？她有心衰，我一直给她做得很淡'),
    'heart-failure-low-sodium-fluid-figure',
    /^\*\*心衰时血钠132偏低，不是盐吃少了，不用多放盐；喝水也不要凭感觉自己减/,
  ],
  [
    zh(
      BEA,
      '那是不是要让她少喝点水？她一天就喝四杯茶',
      '她血钠132，是不是菜里要多放点盐？她有心衰，我一直给她做得很淡',
    ),
    'heart-failure-low-sodium-fluid-figure',
    /4杯茶大约1升，加上送药的水，一天1升多一点，这个量并不多：在医生给出具体数之前，不要再往下减/,
  ],
  // A sodium said, heart failure in the plan.
  [
    en(HF, 'my sodium came back 131, should I be drinking less water?'),
    'heart-failure-low-sodium-fluid-figure',
    /^\*\*With heart failure, a sodium of 131/,
  ],
  [
    en(BEA, 'should mom drink more water to flush the low sodium out?'),
    'heart-failure-low-sodium-fluid-figure',
    /^\*\*With heart failure, a low sodium does not mean more salt is needed/,
  ],
  // "How much may I drink" keeps the heart-failure fluid row (fluid-limit-low-sodium.test.ts).
  [zh(HF, '血钠132偏低，心衰一天能喝多少水？'), null, null],
  // Not for a low sodium without heart failure, nor heart failure with no low sodium.
  [en(WOMAN, 'my sodium is 131, should I eat more salt?'), null, null],
  [en(HF, 'how much water can I drink a day?'), null, null],

  // ---- 2. an older person with heart failure or CKD who eats a bite or two: small, dense, not salty, not watery
  [
    zh(BEA, ZH_055),
    'older-heart-kidney-small-dense-snacks',
    /^\*\*可以加餐，思路是“小份、浓缩、不咸、少带水”/,
  ],
  [
    en(
      BEA,
      "mom barely eats anything, two bites and she's done. what high calorie snacks can i give her that arent salty?",
    ),
    'older-heart-kidney-small-dense-snacks',
    /^\*\*Yes — little and often, with food that is small, dense, not salty and not watery/,
  ],
  // One's own poor appetite in heart failure keeps the heart-failure row.
  [en(HF, 'I have no appetite and lost weight, what should I eat?'), null, null],

  // ---- 3. prescribed potassium chloride with a high potassium, asked as bananas and orange juice
  [
    en(
      BEA,
      'She still gets her KCl every morning with the furosemide but her potassium came back 5.4. Should I stop giving her bananas and orange juice? OJ is like the one thing she still enjoys',
    ),
    'potassium-chloride-high-potassium-foods',
    /^\*\*The potassium chloride \(KCl\) tablet matters more than the bananas and orange juice: lisinopril and weaker kidneys both hold potassium in, so with a potassium of 5\.4, above the range, the prescriber should hear today or tomorrow/,
  ],
  [
    zh(BEA, '香蕉 牛油果可以吗 她以前最爱吃香蕉了', ZH_055),
    'potassium-chloride-high-potassium-foods',
    /^\*\*比香蕉橙汁更要紧的是那片氯化钾：吃着赖诺普利、肾功能又差/,
  ],
  [
    zh(BEA, '她血钾5.4，还在吃补钾的药，香蕉和橙汁还能给她吃吗'),
    'potassium-chloride-high-potassium-foods',
    /血钾5\.4已高于正常，还在补钾，请今天或明天就联系开药的医生/,
  ],
  [
    en(BEA, 'her K was 5.4 and she takes her potassium pill daily. does that mean no more bananas for her?'),
    'potassium-chloride-high-potassium-foods',
    /^\*\*The potassium chloride \(KCl\) tablet matters more/,
  ],
  // No potassium tablet: the potassium food rows answer.
  [en(HF, 'is a banana ok?'), null, null],
  [en(BROOKE, 'can I eat bananas and avocado?'), null, null],

  // ---- 4. cirrhosis on spironolactone: the low-sodium (potassium) salt
  [
    en(YANG, EN_059),
    'cirrhosis-salt-substitute-potassium',
    /^\*\*Switch back from the low-sodium salt to ordinary salt: the substitute replaces part of the salt with potassium chloride, and on spironolactone \(which keeps potassium in\) with a potassium of 5\.4/,
  ],
  [
    zh(YANG, '家里炒菜一直用的低钠盐，说对腹水好。他现在血钾5.4，还在吃安体舒通，这个盐还能接着用吗？'),
    'cirrhosis-salt-substitute-potassium',
    /^\*\*这个低钠盐要换掉：低钠盐是把一部分食盐换成了氯化钾，吃着安体舒通（螺内酯，会把钾留在体内），血钾5\.4已经偏高/,
  ],
  [
    zh(CIRRHOSIS, '低钠盐可以用吗'),
    'cirrhosis-salt-substitute-potassium',
    /^\*\*这个低钠盐要换掉：.*再用它，血钾容易升高，最近血钾偏高的更是如此。改回普通食盐，按腹水的量吃：每天盐约5克/,
  ],
  [en(WOMAN, 'is low sodium salt healthier than normal salt?'), null, null],

  // ---- 5. cirrhosis: flavour without salt, and eating little
  [
    en(
      YANG,
      'then how do we make food taste like anything? he says it all tastes like paper and just pushes the bowl away',
      EN_059,
    ),
    'cirrhosis-low-salt-flavour',
    /^\*\*Low salt can still taste of something — just not by using a salt substitute[\s\S]*Pushing the bowl away matters more/,
  ],
  [
    zh(CIRRHOSIS, '少放盐饭菜一点味都没有，怎么调味'),
    'cirrhosis-low-salt-flavour',
    /^\*\*少盐也能有味道——但不是靠低钠盐/,
  ],
  // Heart failure without cirrhosis: the general low-salt flavour row.
  [en(HF, 'what can I season my food with instead of salt? it all tastes bland'), null, null],

  // ---- 6. an effervescent tablet on a sodium limit; the cirrhosis patient's own supplements
  [
    zh(YANG, '他每天喝一片维C泡腾片说是提高免疫力，这个里面钠多不多？对腹水有影响没'),
    'effervescent-tablet-sodium-limit',
    /^\*\*泡腾片含钠不少，对腹水、心衰这类要限钠的情况有影响，最好别再喝了/,
  ],
  [
    en(
      YANG,
      'he takes milk thistle, lingzhi spore powder and one vitamin C fizzy tablet a day on top of all his meds. are they helping or should we drop them? sodium 129 btw',
    ),
    'effervescent-tablet-sodium-limit',
    /\*\*Drop the lingzhi and the fizzy vitamin C; keep the milk thistle only if the liver doctor agrees[\s\S]*200–300 mg of sodium[\s\S]*A low sodium is not fixed by extra salt/,
  ],
  [
    en(CIRRHOSIS, 'can I take a vitamin C effervescent tablet?'),
    'effervescent-tablet-sodium-limit',
    /^\*\*An effervescent tablet carries a fair amount of sodium/,
  ],
  [en(WOMAN, 'is a vitamin C fizzy tablet good for me?'), null, null],

  // ---- 7. protein on dialysis, eggs, a high phosphorus
  [
    zh(
      ZHOU,
      '腹透的人蛋白到底要吃好多嘛？医生说我白蛋白29.5低了要多吃肉，又说磷2.05高了，吃肉磷不是更高了？整得我好恼火哦',
    ),
    'dialysis-protein-eggs-phosphorus',
    /^\*\*透析以后蛋白质要多吃，不是少吃：每天约每公斤体重1\.0–1\.2克，按54公斤约54–65克。\*\*腹透每天都会从透析液里丢掉一些蛋白质[\s\S]*碳酸镧（福斯利诺）每顿有蛋白质的饭都要随餐嚼碎吃下/,
  ],
  [
    en(
      ZHOU,
      'albumin 29.5. doctor says eat more protein but we always thought protein hurts the kidneys? how many eggs a day is ok, she is 54kg',
    ),
    'dialysis-protein-eggs-phosphorus',
    /^\*\*On dialysis, eat more protein, not less: about 1\.0–1\.2 g per kg a day — for 54 kg about 54–65 g\.\*\*[\s\S]*one whole egg a day plus 2–3 extra egg whites[\s\S]*Chew the lanthanum \(Fosrenol\)/,
  ],
  // Eggs alone on dialysis stay with the dialysis eggs row; protein before dialysis is not this row.
  [zh(HD, '鸡蛋一天能吃几个'), null, null],
  [en(CKD22, 'how much protein should I eat?'), null, null],

  // ---- 8. a phosphate binder with a snack
  [
    zh(ZHOU, '福斯利诺是吃饭的时候嚼碎了吃，那我下午加餐吃几块饼干、喝杯牛奶也要嚼一片吗'),
    'phosphate-binder-with-snacks',
    /^\*\*要看这顿加餐里有多少磷：一杯牛奶（约250毫升，含磷约200毫克）[\s\S]*一般也要随这顿加餐吃一次碳酸镧（福斯利诺，要嚼碎）/,
  ],
  [
    en(
      ZHOU,
      'she chews her lanthanum (Fosrenol) with meals. does she need one for snacks too? like crackers and milk tea in the afternoon. her phos is 2.05',
    ),
    'phosphate-binder-with-snacks',
    /^\*\*It depends on how much phosphorus the snack carries[\s\S]*a dose of lanthanum \(Fosrenol, chewed\) with them too/,
  ],
  [en(HD, 'what snacks are low in phosphorus?'), null, null],

  // ---- 9. nutrition drinks for a frail older person with kidney disease: how many, by sips, the scoops
  [en(BEA, EN_001), 'older-kidney-nutrition-drink-sips', /^\*\*Yes — aim for 1–2 servings a day/],
  [
    en(BEA, 'ok how many a day tho, she only sips at them', EN_001),
    'older-kidney-nutrition-drink-sips',
    /^\*\*Yes — aim for 1–2 servings a day/,
  ],
  [
    zh(BEA, '那Ensure安素那种营养粉能给她冲着喝吗，一天几勺', ZH_001),
    'older-kidney-nutrition-drink-sips',
    /^\*\*可以喝，目标是一天1–2份[\s\S]*6平勺（约55克）冲200毫升温水/,
  ],
  // Not frail, not eating little: the general drink row.
  [en(GEOFFREY, 'should I drink Ensure, how many a day?'), null, null],

  // ---- 10. eggs for a frail older person with CKD and a pressure sore
  [
    zh(BEA, ZH_001),
    'older-kidney-pressure-injury-eggs',
    /^\*\*一天1–2个鸡蛋合适（一个约6克蛋白质）[^*]*按41公斤约51–53克/,
  ],
  [
    en(BEA, 'how many eggs a day can mom have for her pressure sore? her kidneys are not great'),
    'older-kidney-pressure-injury-eggs',
    /^\*\*One or two eggs a day is right/,
  ],
  [en(GEOFFREY, 'how many eggs a day is ok for me?'), null, null],

  // ---- 11. peritoneal dialysis with a low potassium: the low-sodium salt (the bananas are below)
  [
    en(
      ZHOU,
      'oh and we switched her to low sodium salt (低钠盐) to be healthier, so thats good for the potassium too?',
      EN_051,
    ),
    'peritoneal-dialysis-low-potassium-fruit',
    /\*\*No — a low-sodium salt is not the way to raise potassium/,
  ],
  [en(HD, 'can I eat bananas?'), null, null],
];

describe('round 37 heart-kidney-liver rows (development data)', () => {
  it.each(CASES.map(([c, id, lead]) => [c.locale, c.text.slice(0, 60), c, id, lead] as const))(
    '%s "%s…"',
    (_l, _t, c, id, lead) => {
      const r = ask(c);
      expect(r.urgent).toBe(false);
      const ids = faqIdsOf(r);
      if (id === null) {
        expect(own(ids)).toEqual([]);
        return;
      }
      expect(ids).toContain(id);
      expectSourcedInItsLanguage(r, c.locale);
      if (lead) expect(rowPart(r)).toMatch(lead);
    },
  );
});

describe('the unsafe answers of round 37, as classes', () => {
  it('en-004/en-005: no "drink clearly less" for a frail person on a water pill; the team sets the figure', () => {
    for (const c of [
      en(BEA, EN_004),
      en(
        BEA,
        'so do we cut back her fluids then? she drinks maybe 4 cups of tea a day plus water with her pills',
        EN_004,
      ),
    ]) {
      const r = ask(c);
      expect(r.text).not.toMatch(/clearly less|drink only when thirsty/);
      expect(r.text).toMatch(/daily fluid figure/);
      expect(r.text).toMatch(/dizziness on standing, very little or dark urine/);
      // Her own sodium-lowering medicines, not a generic list of others.
      expect(r.text).toMatch(/The furosemide and mirtazapine on the medicine list can lower sodium/);
      expect(r.text).not.toMatch(/carbamazepine|tea and iron/i);
    }
  });

  it('en-003: the prescribed KCl with a potassium of 5.4 goes to the prescriber today or tomorrow, never stopped by the family', () => {
    const r = ask(
      en(
        BEA,
        'She still gets her KCl every morning with the furosemide but her potassium came back 5.4. Should I stop giving her bananas and orange juice?',
      ),
    );
    expect(r.text).toMatch(
      /call before the next dose and ask whether to keep taking it; let the doctor decide, do not stop it on your own/,
    );
    expect(r.text).toMatch(/a small glass of orange juice \(4 oz, 120 ml, about 250 mg\)/);
    expect(r.text).not.toMatch(/diabetes/i);
  });

  it('en-059/zh-050: no coconut water or bananas for potassium with cirrhosis on spironolactone and a potassium of 5.4', () => {
    for (const c of [
      en(YANG, EN_059),
      zh(YANG, '家里炒菜一直用的低钠盐，说对腹水好。他现在血钾5.4，还在吃安体舒通，这个盐还能接着用吗？'),
    ]) {
      const r = ask(c);
      expect(r.text).not.toMatch(
        /coconut water has about 600 mg|a good choice|椰子水每250毫升约含钾600毫克，可以喝|oncology|肿瘤科/,
      );
      expect(r.text).toMatch(/about 5 g of salt a day|每天盐约5克/);
    }
  });

  it('zh-012: the persona’s own albumin and binder, no high-potassium line for a potassium of 3.2', () => {
    const r = ask(
      zh(
        ZHOU,
        '腹透的人蛋白到底要吃好多嘛？医生说我白蛋白29.5低了要多吃肉，又说磷2.05高了，吃肉磷不是更高了？',
      ),
    );
    expect(r.text).not.toMatch(/白蛋白33|司维拉姆|血钾高的，肉汤/);
    expect(r.text).toMatch(/腹透的人血钾常常偏低/);
  });

  it('en-001: the drinks are not forbidden by a protein cap; the kidney ceiling is said with them', () => {
    const r = ask(en(BEA, EN_001));
    expect(r.text).not.toMatch(/no protein powders or high-protein supplements/);
    expect(r.text).toMatch(/ceiling of about 1\.3 g per kg a day \(about 53 g at 41 kg\)/);
    expect(r.text).toMatch(
      /Prescribed potassium chloride too, with a potassium of 5\.4 already above the range/,
    );
  });
});

describe('peritoneal dialysis with a low potassium (the row the low-potassium answer can hand over to)', () => {
  const row = DEV37_HEART_KIDNEY_LIVER_FAQ.find((r) => r.id === 'peritoneal-dialysis-low-potassium-fruit')!;
  const zhou: FaqPerson = {
    medicines: ['insulin-aspart', 'lanthanum-carbonate', 'calcitriol', 'epoetin', 'nifedipine', 'furosemide'],
    conditions: ['diabetes', 'kidney_disease', 'dialysis'],
    lifeStage: 'none',
    age: 52,
    lowPotassium: true,
  };

  it.each([ZH_048, EN_051, '腹透以后水果能放开吃吗'])('"%s" selects it', (text) => {
    expect(faqRowIn(FAQ_ROWS, text, zhou)?.id).toBe(row.id);
  });

  it('not before dialysis, nor on haemodialysis with a normal potassium', () => {
    expect(
      faqRowIn(FAQ_ROWS, ZH_048.replace('现在做腹透了', '现在'), { ...zhou, conditions: ['kidney_disease'] })
        ?.id,
    ).not.toBe(row.id);
    expect(
      faqRowIn(FAQ_ROWS, 'can I eat bananas on dialysis?', { ...zhou, lowPotassium: false })?.id,
    ).not.toBe(row.id);
  });

  it('says why the old banana rule no longer holds, with the banana’s carbohydrate for her diabetes', () => {
    const input = { text: ZH_048, medicines: zhou.medicines, conditions: zhou.conditions };
    expect(row.compose!(input, true)).toMatch(
      /^\*\*做了腹透，香蕉和水果可以吃了：腹透每天都在把钾从透析液里带走/,
    );
    expect(row.compose!(input, true)).toMatch(/一根香蕉约含碳水25克/);
    expect(row.compose!({ ...input, text: EN_051 }, false)).toMatch(
      /^\*\*On peritoneal dialysis, bananas and fruit are back on the menu/,
    );
    expect(row.compose!({ ...input, text: '那我炒菜用的低钠盐，是不是正好可以补钾哦' }, true)).toMatch(
      /^\*\*不是——低钠盐不是补钾的办法/,
    );
  });
});
