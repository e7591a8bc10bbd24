/**
 * Medicines through a feeding tube, and nothing by mouth (forty-first clinician review, en S1 and S2); reflux lying down
 * and tablets down the tube (blind answer round 63). The texts are knowledge/tube-feeding.ts.
 */
import {
  LEVOTHYROXINE_TUBE_FEED,
  NIL_BY_MOUTH,
  PHENYTOIN_TUBE_FEED,
  TUBE_FEED,
  TUBE_FEED_REFLUX,
  TUBE_MEDICINES,
} from '../../knowledge/tube-feeding';
import { MODIFIED_RELEASE_SAID } from '../../knowledge/modified-release';
import type { FaqRow } from './types';

/** Nothing by mouth said (NPO, nil by mouth, 禁食禁水). */
const NOTHING_BY_MOUTH =
  /禁食禁水|禁止经口|不能经口|不能从嘴|嘴里不能吃|不能吃不能喝|不让(他|她)?(从嘴)?吃东西|只能(鼻饲|管饲|打营养液)|\bnothing by mouth\b|\bnil by mouth\b|\bnpo\b|\bnothing orally\b|\bno(thing)? (food|fluids?|drinks?) by mouth\b|\bnot (allowed|supposed) to (eat|drink|swallow) anything\b/;

const REFLUX_OR_LYING =
  /反酸|返酸|反流|返流|烧心|呛|躺下|平躺|\b(reflux|heartburn|regurgitat\w*|coughs?|coughing|choking|lying (down|flat))\b/;
const MEDICINE_OR_TABLET =
  /药|片|胶囊|维生素|善存|\b(crush\w*|tablets?|pills?|capsules?|medicines?|meds|centrum|multivitamins?|vitamins?)\b/;
const DOWN_THE_TUBE = /碾|磨|打进|推进|管|\b(crush\w*|tube|down the|through the|via)\b/;

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
  {
    // The feed said in this message or the one before ("加的话是白天也打还是晚上一次打完？他晚上躺下就反酸").
    id: 'tube-feed-reflux',
    when: [REFLUX_OR_LYING],
    for: { said: TUBE_FEED },
    wholeMessage: true,
    beforeLabs: true,
    answersAnyMedicine: true,
    intent: 'goals',
    ...TUBE_FEED_REFLUX,
  },
  {
    // A named medicine with its own tube rule (phenytoin, levothyroxine) answers first, above; a modified-release or
    // enteric-coated one is knowledge/modified-release.ts's (never crushed).
    id: 'tube-medicines',
    when: [MEDICINE_OR_TABLET, DOWN_THE_TUBE],
    unless: [MODIFIED_RELEASE_SAID],
    for: { said: TUBE_FEED },
    wholeMessage: true,
    answersAnyMedicine: true,
    intent: 'medicine_question',
    ...TUBE_MEDICINES,
  },
];
