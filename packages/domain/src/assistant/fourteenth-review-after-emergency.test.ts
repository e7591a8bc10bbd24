/**
 * Fourteenth clinician review — the turn after an emergency (en P2 #3, en P3 #5). Right after an urgent
 * answer the next message ("i'm 17 actually, i put 18 cuz it wouldnt let me in"; "oh i put her weight
 * wrong it's 61 stone not kilo sorry") was joined with the emergency, quoted back as a question and
 * answered `urgent:false` with "no reliable rule … ask your midwife / pharmacist". The class: every
 * follow-up within the next turns of an emergency either repeats the urgent action first (nothing else
 * answers it) or answers what was asked beside it, after the urgent lead — never a plain "ask your
 * pharmacist", never the emergency quoted back as a question (safety/after-emergency.ts).
 */
import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import type { Locale } from '../contracts/common';
import { assistantReply, type AssistantReply, type ChatTurn } from './reply';
import { CHAT_PERSONA, storedPlanFor } from './testing';

const PREGNANT_TEEN: Answers = {
  nickname: 'Destiny',
  gender: 'female',
  age: 18,
  heightCm: 160,
  weightKg: 60,
  activityLevel: 'light',
  lifeStage: 'pregnant_t2',
  prePregnancyWeightKg: 57,
};

function converse(
  locale: Locale,
  messages: readonly string[],
  options: { plan?: Answers | null } = {},
): AssistantReply[] {
  const answers = options.plan ?? null;
  const history: ChatTurn[] = [];
  const out: AssistantReply[] = [];
  for (const text of messages) {
    const r = assistantReply({
      text,
      locale,
      plan: answers ? storedPlanFor(answers.nickname ?? 'p', answers, locale) : null,
      medicines: answers ? [...(answers.medicines ?? [])] : [],
      history: [...history],
    });
    out.push(r);
    history.push({ role: 'user', content: text }, { role: 'assistant', content: r.text });
  }
  return out;
}
const last = (rs: AssistantReply[]) => rs[rs.length - 1]!;

/** Urgent again, the urgent action first, the emergency never quoted back as a non-urgent question. */
function expectEmergencyKept(r: AssistantReply, locale: Locale, quoted: string) {
  expect(r.urgent).toBe(true);
  expect(r.cards.some((c) => c.type === 'urgent')).toBe(true);
  if (locale === 'en-US') {
    expect(r.text.split('\n')[0]).toMatch(/call 911/);
    expect(r.text).toMatch(/still (an emergency|needs care now)/);
    expect(r.text).not.toMatch(/no reliable rule/);
  } else {
    expect(r.text.split('\n')[0]).toMatch(/120/);
    expect(r.text).toMatch(/仍然(是急症|需要现在就医)/);
    expect(r.text).not.toMatch(/没有可靠的规则/);
  }
  expect(r.text).not.toContain(`"${quoted.slice(0, 30)}`);
  expect(r.text).not.toContain(`“${quoted.slice(0, 12)}`);
}

const BLEEDING = "i'm bleeding like a period and my belly is cramping real bad, i'm at school";
const BLEEDING_SAID =
  "i'm 16 weeks pregnant and i'm bleeding like a period and my belly is cramping real bad";
const MUDDLED =
  "Mum's gone really muddled this morning, she's got a banging headache and she's been sick, and she's really drowsy";
const CHEST_ZH = '胸口压着疼了20分钟，出冷汗，吃了速效救心丸也不管用';
const BLEEDING_ZH = '怀孕16周了，下面出血像来月经一样，肚子一阵一阵绞着疼';

describe('en P2 #3: the correction after bleeding in pregnancy keeps the emergency', () => {
  it("the reviewer's words, with her pregnant plan", () => {
    const rs = converse('en-US', [BLEEDING, "i'm 17 actually, i put 18 cuz it wouldnt let me in"], {
      plan: PREGNANT_TEEN,
    });
    expect(rs[0]!.urgent).toBe(true);
    expectEmergencyKept(last(rs), 'en-US', BLEEDING);
    expect(last(rs).text).toMatch(/maternity unit now/);
  });

  it.each([
    // everyday words, a typo, mixed language; as a guest who said the pregnancy
    ['sorry im actually 17 not 18'],
    ['btw i lied abt my age im 17, does that matter'],
    ['im 17 acutally, 对不起'],
  ])('%s', (follow) => {
    for (const plan of [PREGNANT_TEEN, null]) {
      const first = plan ? BLEEDING : BLEEDING_SAID;
      expectEmergencyKept(last(converse('en-US', [first, follow], { plan })), 'en-US', first);
    }
  });
});

describe('en P3 #5: the weight correction after confusion, headache and vomiting keeps the emergency', () => {
  it.each([
    ["oh i put her weight wrong it's 61 stone not kilo sorry"],
    ['her weight is wrong btw, its 61 kg'],
    ['sorry wieght should be 61 kilo not stone'],
    ['体重写错了 her weight is 61kg'],
  ])('%s', (follow) => {
    for (const plan of [CHAT_PERSONA, null]) {
      const rs = converse('en-US', [MUDDLED, follow], { plan });
      expect(rs[0]!.urgent).toBe(true);
      expectEmergencyKept(last(rs), 'en-US', MUDDLED);
    }
  });
});

describe('zh: the same class', () => {
  it.each([
    [CHEST_ZH, '我刚才年龄填错了，其实是17岁'],
    [CHEST_ZH, '体重写错了 是60斤不是60公斤 sorry'],
    [BLEEDING_ZH, '对了我才17岁，之前填的18'],
    [BLEEDING_ZH, '我血型是O型的'],
  ])('%s → %s', (first, follow) => {
    for (const plan of [CHAT_PERSONA, null]) {
      const rs = converse('zh-CN', [first, follow], { plan });
      expect(rs[0]!.urgent).toBe(true);
      expectEmergencyKept(last(rs), 'zh-CN', first);
    }
  });
});

describe('a question some rule answers: the urgent action first, then the answer beside it', () => {
  it.each([
    ['en-US', 'crushing chest pain and sweating', 'how much vitamin D should I take?', /Vitamin D/],
    ['en-US', MUDDLED, 'how much vitamin D a day is safe?', /Vitamin D/],
    ['zh-CN', CHEST_ZH, '维生素D一天吃多少', /维生素D/],
  ] as const)('%s: %s → %s', (locale, first, follow, answered) => {
    for (const plan of [CHAT_PERSONA, null]) {
      const r = last(converse(locale, [first, follow], { plan }));
      expect(r.urgent).toBe(true);
      expect(r.ruleOnly).toBe(true);
      const [lead, line] = r.text.split('\n');
      expect(lead).toMatch(locale === 'en-US' ? /call 911/i : /120/);
      expect(line).toMatch(
        locale === 'en-US'
          ? /still needs care now, and it comes first/
          : /仍然需要现在就医，它比这个问题更要紧/,
      );
      expect(r.text).toMatch(answered);
    }
  });

  it('two turns later, with an unanswered question between, still kept', () => {
    const r = last(
      converse('en-US', [MUDDLED, 'how much vitamin D a day is safe?', "oh it's 61 stone not kilo sorry"]),
    );
    expectEmergencyKept(r, 'en-US', MUDDLED);
  });
});

describe('a figure typed alone, then a question a rule answers: the rule as it is', () => {
  it('"my last fasting sugar was 2.6" then the bedtime snack: the dose-review row, no urgent lead', () => {
    const first = 'My last fasting sugar was 2.6 but my HbA1c is 8.1, how does that even make sense?';
    const input = { locale: 'en-US' as const, plan: null, medicines: ['insulin-glargine'] };
    const before = assistantReply({ ...input, text: first });
    expect(before.urgent).toBe(true);
    const r = assistantReply({
      ...input,
      text: 'should I eat something before bed so it doesnt drop in the morning? what kind of snack',
      history: [
        { role: 'user', content: first },
        { role: 'assistant', content: before.text },
      ],
    });
    expect(r.urgent).toBe(false);
    expect(r.text).not.toMatch(/still needs care now/);
    expect(r.text).toMatch(/bedtime snack/);
  });
});

describe('what does not keep it', () => {
  it('care under way or done: answered as asked, no urgent lead', () => {
    const cases: readonly (readonly [string, string])[] = [
      [MUDDLED, "we're at the hospital now, her weight is 61 kg by the way"],
      [CHEST_ZH, '已经在医院了，医生看过了，我体重写错了是60公斤'],
      [MUDDLED, 'I rang the GP and they know, her weight is 61 kg by the way'],
    ];
    for (const [first, follow] of cases) {
      const r = last(converse(first === MUDDLED ? 'en-US' : 'zh-CN', [first, follow]));
      expect(r.urgent).toBe(false);
    }
  });

  it('no emergency before: an ordinary answer', () => {
    const r = last(converse('en-US', ['how much calcium do I need?', "oh it's 61 kg not stone sorry"]));
    expect(r.urgent).toBe(false);
  });

  it('an emergency five messages back: not kept', () => {
    const r = last(
      converse('zh-CN', [
        CHEST_ZH,
        '钙片怎么吃',
        '维生素D吃多少',
        '鱼油好不好',
        '叶酸呢',
        '我年龄填错了，是17岁',
      ]),
    );
    expect(r.urgent).toBe(false);
  });
});
