/**
 * Blind answer round 54, judged and measured after — development data from then on: its unsafe answers asked
 * again in other words beside the judged ones.
 *
 * - en-067, zh-066: ulcerative colitis in flare on ferrous sulphate that upsets his stomach: "no iron test … take no
 *   iron" beside the iron he takes.
 * - zh-075: a sodium of 134 in a woman of 83 on thickened drinks after a stroke: "drink markedly less".
 * - en-074: alendronate with trouble swallowing, "can the water be thickened?": the thickener text, the tablet unsaid.
 * - en-006: "urine ketones were +" at 8 weeks with vomiting: the keto-diet text and "slow the weight gain".
 * - zh-003: the doctor's vitamin B6 for pregnancy sickness, "how much is safe?": "your plan needs no more B6".
 * - zh-008, en-009, en-010 (neighbour or wrong): a girl of 5 — her age in the message before, or only a children's
 *   product or "for growing" said — got "a typical adult (age 30) needs …" and "answer the questionnaire".
 */
import { describe, expect, it } from 'vitest';
import { assistantReply, type ChatTurn } from '.';
import { chatAs } from './testing';
import type { Answers } from '../contracts/questionnaire';
import { LOCALES, person } from '../testing';

const COLITIS_ON_IRON: Answers = {
  ...person('female', 29, 165, 54, 'light'),
  conditions: ['ibd'],
  medicines: ['mesalazine', 'prednisolone'],
  supplements: [
    { optionId: 'iron-ferrous-succinate', name: 'Ferrous succinate 100 mg', dose: 2, unit: 'tablet' },
  ],
  labs: [{ marker: 'Haemoglobin', value: 104, unit: 'g/L', labRefLow: 115, labRefHigh: 150 }],
};
const AFTER_STROKE: Answers = {
  ...person('male', 81, 170, 60, 'sedentary'),
  conditions: ['dysphagia', 'hypertension'],
  medicines: ['amlodipine', 'alendronate'],
};
const PREGNANT_8_WEEKS: Answers = {
  ...person('female', 29, 160, 52, 'light'),
  lifeStage: 'pregnant_t1',
};

const chat = (
  name: string,
  who: Answers | null,
  locale: (typeof LOCALES)[number],
  texts: readonly string[],
) => chatAs(`r54dev:${name}`, who, locale, texts);

describe.each(LOCALES)('%s', (locale) => {
  const zh = locale === 'zh-CN';

  it('en-067, zh-066: iron already taken with a low haemoglobin — kept if a doctor advised it, never "take no iron"', () => {
    const [r] = chat('colitis', COLITIS_ON_IRON, locale, [
      zh
        ? '铁片吃了胃很难受，可以改成隔天吃吗？'
        : 'my iron tablets make me feel sick, can I take them every other day instead?',
    ]);
    expect(r!.text).toMatch(zh ? /不要自己停/ : /do not stop it on your own/);
    expect(r!.text).not.toMatch(zh ? /方案不推荐铁剂/ : /the plan recommends no iron/);
  });

  it('zh-075: a low sodium with trouble swallowing — no salt added, and drinks not cut', () => {
    const [r] = chat('stroke-sodium', AFTER_STROKE, locale, [
      zh
        ? '他血钠132，饭里要不要多加点盐？'
        : 'his sodium came back 132, should I put more salt in his food?',
    ]);
    expect(r!.text).toMatch(zh ? /也不要因此少喝/ : /do not cut drinks for it either/);
    expect(r!.text).not.toMatch(zh ? /明显少于现在的量/ : /markedly less/);
  });

  it('en-074: alendronate with trouble swallowing — never with thickened water, ask about another form', () => {
    const [r] = chat('stroke-alendronate', AFTER_STROKE, locale, [
      zh
        ? '他吞咽困难，每周一片的阿仑膦酸钠能用增稠水送服吗？'
        : 'he has trouble swallowing since the stroke — can he take his weekly alendronate with thickened water?',
    ]);
    expect(r!.text).toMatch(
      zh
        ? /增稠的水不行/
        : /Do not give alendronate \(or another bisphosphonate tablet\) with thickened water/,
    );
    expect(r!.text).toMatch(zh ? /唑来膦酸/ : /zoledronic acid/);
  });

  it('en-006: urine ketones in early pregnancy are a test result, not a keto diet', () => {
    const [r] = chat('ketones', PREGNANT_8_WEEKS, locale, [
      zh
        ? 'My urine ketones were + last week, is ginger tea ok for the sickness and how much ginger can I have?'
        : 'My urine ketones were + last week, is ginger tea ok for the sickness and how much ginger can I have?',
    ]);
    expect(r!.text).not.toMatch(/Keto or a very low-carb diet|生酮/);
    expect(r!.text).toMatch(/ginger|姜/i);
  });

  it('zh-003: vitamin B6 for pregnancy sickness, how much is safe — the ACOG dose, not the plan’s RDA gap', () => {
    const [r] = chat('b6', PREGNANT_8_WEEKS, locale, [
      zh
        ? '吐得厉害，医生说可以吃维生素B6，一天最多能吃多少？'
        : 'Throwing up a lot and my doctor said I could try vitamin B6 — what is the most I can take a day?',
    ]);
    expect(r!.text).toMatch(zh ? /10–25毫克/ : /10–25 mg three or four times a day/);
  });

  it('zh-008, en-009, en-010: a child asked about with no plan — never an adult figure or "your own numbers"', () => {
    const ask = (text: string, previous?: string) => {
      const history: ChatTurn[] = [];
      if (previous) {
        const first = assistantReply({ text: previous, locale, plan: null, medicines: [] });
        history.push({ role: 'user', content: previous }, { role: 'assistant', content: first.text });
      }
      return assistantReply({ text, locale, plan: null, medicines: [], history }).text;
    };
    const answers = [
      ask(
        zh ? '那她的钙一天要吃多少？' : 'how much calcium should she have a day then?',
        zh ? '我外孙6岁，挑食不爱喝奶' : 'my grandson is 6 and a picky eater, hates milk',
      ),
      ask(
        zh
          ? '伊可新一天一粒够不够，维生素D要不要加？'
          : 'she takes 伊可新 drops, one a day — does she need more vitamin D?',
      ),
    ];
    for (const text of answers)
      expect(text).not.toMatch(
        zh
          ? /一般成年人（30岁）|完成一份简短问卷/
          : /typical adult \(age 30\)|Answer the short questionnaire/,
      );
    // The age said before: the age band's figure (child-dose.ts); no age: the child line.
    expect(answers[0]).toMatch(/4–8/);
    expect(answers[1]).toMatch(zh ? /不能按大人的量算/ : /not an adult’s amount/);
  });
});
