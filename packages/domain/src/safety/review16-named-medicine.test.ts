/**
 * Sixteenth blind clinical review (issue 31/30): the emergency card names the person's likely cause.
 * en P3 T11 / zh P1: diarrhoea, vomiting, weak aching thighs and tea-coloured urine on colchicine (with
 * clarithromycin or a statin) led with high potassium and never named colchicine (Colcrys US PI §4, §5.3,
 * §7). en P4 T12 / zh P2: a racing irregular heart and near-fainting on domperidone got a generic or a
 * head-injury card (MHRA 2014). The card stays urgent with or without the medicine; the line is added only
 * when the person takes it.
 */
import { describe, expect, it } from 'vitest';
import { assistantReply } from '../assistant';
import { storedPlanFor } from '../assistant/testing';
import { person } from '../testing';
import { medicineToxicityLines } from './texts';

type Locale = 'zh-CN' | 'en-US';
const reply = (locale: Locale, text: string, medicines: string[]) =>
  assistantReply({
    text,
    locale,
    plan: storedPlanFor('rev16 named', person('male', 74, 170, 82, 'sedentary'), locale),
    medicines,
  });

// prettier-ignore
const CASES: [Locale, string, string[], RegExp][] = [
  ['en-US', 'Dad has had diarrhoea and vomiting since yesterday, his legs ache and are weak and his pee is dark like cola. What do we do?', ['colchicine', 'clarithromycin', 'atorvastatin'], /You take colchicine.*emergency department now/s],
  ['en-US', 'His muscles are so weak he cannot get up and his urine is brown', ['colchicine', 'atorvastatin'], /You take colchicine/],
  ['en-US', 'He keeps throwing up, has diarrhea and his thighs ache badly, pee looks like tea', ['colchicine'], /colchicine toxicity/],
  ['zh-CN', '我爸这两天大腿又酸又没劲，站不起来，尿是浓茶色的，怎么办？', ['colchicine', 'atorvastatin', 'losartan'], /你在吃秋水仙碱.*立即去急诊/s],
  ['zh-CN', '老人拉肚子、呕吐，全身肌肉酸痛，尿像可乐一样', ['colchicine', 'clarithromycin'], /秋水仙碱中毒/],
  ['zh-CN', '他腿没劲，尿颜色很深，像酱油', ['colchicine'], /你在吃秋水仙碱/],
  ['en-US', 'My heart is racing and skipping and I nearly fainted twice this morning', ['domperidone', 'erythromycin'], /You take domperidone.*QT/s],
  ['en-US', 'My heart is racing and irregular and I nearly fainted in the shower', ['domperidone'], /You take domperidone/],
  ['en-US', 'I passed out for a second and my heart is pounding', ['domperidone', 'clarithromycin'], /Hold the domperidone/],
  ['zh-CN', '我今天心跳很快很乱，差点晕倒，怎么回事？', ['domperidone'], /你在吃多潘立酮.*QT间期/s],
  ['zh-CN', '心跳很乱，刚才差点晕过去', ['domperidone', 'erythromycin'], /吗丁啉先暂停/],
  ['zh-CN', '心悸得厉害，刚才晕倒了一下', ['domperidone'], /你在吃多潘立酮/],
];

describe('the emergency card names colchicine or domperidone when the person takes it', () => {
  it.each(CASES)('%s: %s', (locale, text, medicines, said) => {
    const r = reply(locale, text, medicines);
    expect(r.intent).toBe('urgent');
    expect(r.text).toMatch(said);
    // Without the medicine the card stays urgent and names neither.
    const without = reply(locale, text, ['metformin']);
    expect(without.intent).toBe('urgent');
    expect(without.text).not.toMatch(/colchicine|秋水仙碱|domperidone|多潘立酮/i);
  });

  it('look-alikes: the lines are not for other signs or other medicines', () => {
    expect(medicineToxicityLines(['colchicine'], 'what should he eat for gout?', 'en-US')).toEqual([]);
    expect(medicineToxicityLines(['domperidone'], 'how much milk should my baby drink', 'en-US')).toEqual([]);
    expect(medicineToxicityLines(['atorvastatin'], 'his urine is dark like cola', 'en-US')).toEqual([]);
    expect(medicineToxicityLines(['erythromycin'], 'my heart is racing', 'en-US')).toEqual([]);
    const gout = reply('en-US', 'What should Dad eat for his gout?', ['colchicine', 'allopurinol']);
    expect(gout.intent).not.toBe('urgent');
  });
});
