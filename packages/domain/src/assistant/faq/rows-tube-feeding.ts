/**
 * Medicines through a feeding tube, and nothing by mouth (forty-first clinician review, en S1 and S2; the texts are
 * knowledge/tube-feeding.ts).
 */
import {
  LEVOTHYROXINE_TUBE_FEED,
  NIL_BY_MOUTH,
  PHENYTOIN_TUBE_FEED,
  TUBE_FEED,
} from '../../knowledge/tube-feeding';
import type { FaqRow } from './types';

/** Nothing by mouth said (NPO, nil by mouth, 禁食禁水). */
const NOTHING_BY_MOUTH =
  /禁食禁水|禁止经口|不能经口|不能从嘴|嘴里不能吃|不能吃不能喝|不让(他|她)?(从嘴)?吃东西|只能(鼻饲|管饲|打营养液)|\bnothing by mouth\b|\bnil by mouth\b|\bnpo\b|\bnothing orally\b|\bno(thing)? (food|fluids?|drinks?) by mouth\b|\bnot (allowed|supposed) to (eat|drink|swallow) anything\b/;

export const TUBE_FEEDING_FAQ: readonly FaqRow[] = [
  {
    id: 'phenytoin-tube-feed',
    when: [TUBE_FEED, /苯妥英|大仑丁|\bphenytoin\b|\bdilantin\b|\bphenytek\b|\bepanutin\b/],
    for: { medicines: ['phenytoin'] },
    beforeLabs: true,
    wholeMessage: true,
    intent: 'medicine_question',
    text: PHENYTOIN_TUBE_FEED.text,
    source: PHENYTOIN_TUBE_FEED.source,
  },
  {
    id: 'levothyroxine-tube-feed',
    when: [
      TUBE_FEED,
      /左甲状腺素|优甲乐|雷替斯|加衡|甲状腺素片|\blevothyroxine\b|\bsynthroid\b|\blevoxyl\b|\bunithroid\b|\beuthyrox\b|\beltroxin\b|\bthyroid (pill|tablet|med)\w*/,
    ],
    for: { medicines: ['levothyroxine'] },
    beforeLabs: true,
    wholeMessage: true,
    intent: 'medicine_question',
    text: LEVOTHYROXINE_TUBE_FEED.text,
    source: LEVOTHYROXINE_TUBE_FEED.source,
  },
  {
    id: 'nil-by-mouth',
    when: [NOTHING_BY_MOUTH],
    // Fasting before a procedure or a blood test is its own question (which medicines to take that morning).
    unless: [
      /手术|术前|麻醉|胃镜|肠镜|检查前|抽血|空腹血|\b(surgery|operation|procedure|op|colonoscopy|endoscopy|scope|anaesthe\w*|anesthe\w*|sedation|scan|blood (test|work|draw)|fasting (blood|test|labs?)|after midnight)\b/,
    ],
    beforeLabs: true,
    wholeMessage: true,
    intent: 'food_sources',
    text: NIL_BY_MOUTH.text,
    source: NIL_BY_MOUTH.source,
  },
];
