/**
 * Sixteenth blind clinical review (issue 31/30), serious findings in the chat: the three medicine classes
 * answered "I have no reliable rule" or "no known interaction" although both medicines were in the
 * dictionary. Each is asked as the reviewer asked it, in two more phrasings per language, with a plan
 * (the medicines listed) and as a guest (only the words of the message).
 * - Colchicine with clarithromycin (Colcrys US PI §4, §7; FDA 2009) and with a statin (§5.3).
 * - Domperidone with erythromycin or clarithromycin (MHRA 2014; EMA 2014).
 * - Biktarvy with calcium, iron, a multivitamin and an Al/Mg antacid (Biktarvy US PI §7).
 */
import { describe, expect, it } from 'vitest';
import { assistantReply } from './index';
import { storedPlanFor } from './testing';
import { person } from '../testing';

type Locale = 'zh-CN' | 'en-US';
const BIKTARVY = 'bictegravir-emtricitabine-tenofovir-alafenamide';
const DECLINED = /no reliable rule|no known interaction|没有可靠的规则|没有.*已知相互作用/;

function ask(locale: Locale, text: string, medicines: string[], guest: boolean) {
  const plan = guest ? null : storedPlanFor('rev16 pairs', person('male', 66, 172, 80, 'light'), locale);
  return assistantReply({ text, locale, plan, medicines: guest ? [] : medicines }).text;
}

// prettier-ignore
const ASKED: [Locale, string, string[], RegExp][] = [
  // en P3 T2, as the son typed it, and two more.
  ['en-US', "The doctor put him on Biaxin for pneumonia yesterday. He's also on colchicine every day for gout. Anything he should know?", ['colchicine', 'clarithromycin', 'atorvastatin', 'allopurinol'], /colchicine toxicity.*today/s],
  ['en-US', 'He just started clarithromycin for a chest infection and he takes Colcrys daily. Is that a problem?', ['colchicine', 'clarithromycin'], /colchicine toxicity.*pause the colchicine/s],
  ['en-US', 'can you take colchicine with biaxin', ['colchicine', 'clarithromycin'], /must not be taken together/],
  ['zh-CN', '我爸在吃秋水仙碱，医生又开了克拉霉素，能一起吃吗？', ['colchicine', 'clarithromycin'], /秋水仙碱中毒.*今天/s],
  ['zh-CN', '秋水仙碱和克拉霉素一起吃要注意什么', ['colchicine', 'clarithromycin'], /禁止合用/],
  ['zh-CN', '他吃秋水仙碱和立普妥，有没有问题？', ['colchicine', 'atorvastatin'], /横纹肌溶解.*浓茶或可乐/s],
  ['en-US', 'Is colchicine OK with his Lipitor?', ['colchicine', 'atorvastatin'], /rhabdomyolysis.*cola-coloured urine/s],
  // en P4 T2 and zh P2, and two more.
  ['en-US', "My GP gave me Motilium 10mg three times a day for supply. Now I've got mastitis and because I'm allergic to penicillin I got erythromycin. Is it ok to take them together?", ['domperidone', 'erythromycin'], /Do not take these two together.*QT|QT.*Do not take these two together/s],
  ['en-US', 'Is Motilium ok with erythromycin?', ['domperidone', 'erythromycin'], /Do not take these two together/],
  ['en-US', 'I take domperidone to boost my milk and the GP just gave me clarithromycin, anything to worry about?', ['domperidone', 'clarithromycin'], /sudden death.*emergency number/s],
  ['zh-CN', '吃吗丁啉催奶，现在又在吃红霉素，可以一起吃吗？', ['domperidone', 'erythromycin'], /不要同时服用.*暂停多潘立酮/s],
  ['zh-CN', '多潘立酮和克拉霉素能一起吃吗', ['domperidone', 'clarithromycin'], /QT间期.*禁止合用/s],
  ['zh-CN', '我在吃吗丁啉，医生开了红霉素，有冲突吗', ['domperidone', 'erythromycin'], /自己买的吗丁啉.*先停/s],
  // en P5 T2, zh P3 T1/T2, and more.
  ['en-US', 'I take my Biktarvy at 8am with a Centrum Men, a Nature Made iron and a couple Tums for heartburn. Is that ok?', [BIKTARVY, 'metformin', 'omeprazole'], /only together with a meal/],
  ['en-US', 'Can I take iron pills with Biktarvy?', [BIKTARVY], /Biktarvy at least 2 hours before/],
  ['en-US', 'Can I take Tums with my Biktarvy?', [BIKTARVY], /only together with a meal/],
  ['zh-CN', '我在吃必妥维，能同时吃钙尔奇D600和善存吗？要隔多久？', [BIKTARVY], /和饭一起才能同时吃/],
  ['zh-CN', '胃不舒服的时候会吃达喜，和必妥维要隔开吗？', [BIKTARVY, 'hydrotalcite'], /前至少2小时.*6小时/s],
  ['zh-CN', '必妥维和铁剂能一起吃吗', [BIKTARVY], /和饭一起才能同时吃/],
];

describe('sixteenth review: the pairs are answered, with a plan and as a guest', () => {
  it.each(ASKED)('%s: %s', (locale, q, medicines, said) => {
    for (const guest of [false, true]) {
      const text = ask(locale, q, medicines, guest);
      expect(text, guest ? 'guest' : 'plan').toMatch(said);
      expect(text, guest ? 'guest' : 'plan').not.toMatch(DECLINED);
      // Never "iron on an empty stomach in the morning" beside an integrase inhibitor.
      if (medicines.includes(BIKTARVY)) expect(text).not.toMatch(/iron on an empty stomach in the morning/);
      if (locale === 'zh-CN')
        expect(text.replace(/_[^_]*_/g, '')).not.toMatch(/[A-Za-z]{4,} [a-z]{3,} [a-z]{3,}/);
    }
  });

  it('an integrase inhibitor in the plan: a follow-up on when to take iron and Tums keeps its window', () => {
    const plan = storedPlanFor('rev16 biktarvy', person('male', 42, 178, 92, 'moderate'), 'en-US');
    const medicines = [BIKTARVY, 'metformin', 'omeprazole'];
    const first =
      'I take my Biktarvy at 8am with a Centrum Men, a Nature Made iron and a couple Tums for heartburn. Is that ok?';
    const t1 = assistantReply({ text: first, locale: 'en-US', plan, medicines }).text;
    const t2 = assistantReply({
      text: 'So what time should I take my iron and Tums then?',
      locale: 'en-US',
      plan,
      medicines,
      history: [
        { role: 'user', content: first },
        { role: 'assistant', content: t1 },
      ],
    }).text;
    expect(t2).toMatch(/Biktarvy/);
    expect(t2).not.toMatch(/Gaviscon|Elevit|obstetrician/);
  });

  // Look-alikes that must not change: the same questions without the interacting partner.
  // prettier-ignore
  const UNCHANGED: [Locale, string, string[], RegExp][] = [
    ['en-US', 'When is the best time to take my iron tablet?', ['metformin'], /empty stomach/],
    ['en-US', 'Is colchicine OK with my amlodipine?', ['colchicine', 'amlodipine'], /^(?![\s\S]*colchicine toxicity)/],
    ['en-US', 'Is Motilium ok with amoxicillin?', ['domperidone', 'amoxicillin'], /^(?![\s\S]*Do not take these two together)/],
    ['zh-CN', '吃吗丁啉可以吃对乙酰氨基酚吗', ['domperidone', 'paracetamol'], /^(?![\s\S]*禁止合用)/],
  ];
  it.each(UNCHANGED)('unchanged: %s: %s', (locale, q, medicines, said) => {
    for (const guest of [false, true]) expect(ask(locale, q, medicines, guest)).toMatch(said);
  });
});
