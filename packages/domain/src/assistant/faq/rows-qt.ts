/**
 * A long QT interval on the ECG (eleventh clinician review, en P5: Kerry, QTc 486 ms on methadone,
 * citalopram and promethazine with K 3.3 and Mg 0.62 — "is there anything in my diet or supplements that
 * makes that worse?" got "no reliable rule"). The audience: a QT-prolonging medicine taken or named, or a
 * long QT said.
 */
import { QT_PROLONGING_DRUGS, QT_SOURCE } from '../../knowledge/lab-markers';
import type { FaqAudience, FaqRow } from './types';

const QT_SAID = /qtc?|qt间期|长qt|\blong qt\b/;
const QT: FaqAudience = { medicines: QT_PROLONGING_DRUGS, said: QT_SAID };

export const QT_FAQ: readonly FaqRow[] = [
  {
    id: 'qt-diet-supplements',
    when: [
      QT_SAID,
      /饮食|吃什么|食物|补充剂|保健品|加重|更糟|更坏|\bdiet\b|\bfoods?\b|\beat\w*\b|\bdrinks?\b|\bsupplements?\b|\bvitamins?\b|\bworse\b|\bavoid\b/,
    ],
    for: QT,
    beforeLabs: true,
    wholeMessage: true,
    intent: 'medicine_question',
    text: {
      zh: '**QT间期延长（女性QTc超过470 ms、男性超过450 ms）时，饮食和补充剂方面最要紧的是：别让血钾、血镁低下去，少喝酒，不加会延长QT的东西。**\n- 血钾、血镁低会让危险心律失常更容易发生：呕吐、腹泻、大量喝酒、利尿药和长期吃奥美拉唑这类胃药都会让它们降低。化验偏低时由医生这周内纠正（常是处方补钾、补镁）；多吃蔬菜、水果、豆类、坚果和全谷物有帮助，但只靠饮食不够。\n- 酒：大量喝酒会降低血钾血镁、增加风险，请减量，戒酒需要帮助可以找医生。\n- 补充剂和非处方药：不要自己加会延长QT的东西——含异丙嗪（Sominex、非那根）或其他让人犯困的抗过敏药的助眠药、某些止吐药和感冒药、大剂量洛哌丁胺；圣约翰草会改变美沙酮的浓度；功能饮料和含兴奋剂的减肥药、健身补剂可能诱发心慌，也别用。买任何新产品前先问药师。\n美沙酮、西酞普兰这些会延长QT的处方药由开药医生评估（QT延长时西酞普兰不宜再用，英国药监局2011），不要自己停。心慌、心跳很快或乱跳、晕倒，请立即叫急救。',
      en: '**With a long QT (a QTc over 470 ms in women, 450 ms in men), what matters most in food and supplements is keeping potassium and magnesium up, keeping alcohol down, and adding nothing that prolongs QT.**\n- Low potassium and magnesium make a dangerous rhythm more likely; vomiting, diarrhoea, heavy drinking, water pills and long-term omeprazole-type medicines lower them. A low result is for your doctor to correct this week (often with prescribed potassium or magnesium); vegetables, fruit, beans, nuts and whole grains help keep them up but are not enough on their own.\n- Alcohol: heavy drinking lowers potassium and magnesium and adds to the risk — cut down, and your doctor can help you do it safely.\n- Supplements and over-the-counter medicines: add nothing that prolongs QT — sleep aids with promethazine (Sominex, Phenergan) or other sedating antihistamines, some anti-sickness and cold remedies, high-dose loperamide; St John’s wort changes methadone levels; energy drinks and stimulant diet or gym products can set off palpitations. Ask a pharmacist before any new product.\nThe prescriber reviews methadone, citalopram and your other QT-prolonging medicines (citalopram is not to be used with a prolonged QT, MHRA 2011): do not stop any of them yourself. Palpitations, a racing or fluttering heart, or fainting need emergency care at once.',
    },
    source: QT_SOURCE,
  },
];
