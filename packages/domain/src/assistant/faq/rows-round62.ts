/**
 * Blind answer round 62's unsafe and neighbouring answers (development data once its after-measurement was recorded):
 * bismuth beside milk, an unlicensed weight-gain syrup, an antimalarial taken with fat,
 * and street-stall herbal tea with kidney disease (knowledge/everyday-answers.ts, knowledge/medicine-chat-answers.ts).
 */
import {
  HERBAL_TEA_WITH_CKD,
  HERB_SEASONING,
  HERB_SEASONING_ON_LITHIUM,
} from '../../knowledge/everyday-answers';
import {
  APETAMIN,
  BISMUTH_WITH_MILK,
  COARTEM_WITH_FAT,
  RED_YEAST_RICE_ON_ITS_OWN,
} from '../../knowledge/medicine-chat-answers';
import { CKD, PREGNANT } from './audiences';
import type { FaqRow } from './types';

const BISMUTH_SAID = /铋|\b(bismuth|de-?nol)\b/;
const MILK_OR_FOOD = /奶|空腹|饭前|饭后|吃东西|\b(milk|dairy|food|meals?|empty stomach|breakfast)\b/;
const APETAMIN_SAID = /apetamin|阿佩他敏/;
const COARTEM_SAID = /复方蒿甲醚|蒿甲醚|本芴醇|\b(coartem|riamet|artemether|lumefantrine)\b/;
const FAT_OR_FOOD =
  /油|脂肪|牛奶|吃东西|空腹|胃口|食物|\b(oily|fatty|fat|milk|food|meals?|eat|eating|empty stomach|appetite)\b/;
/** A salt-free herb seasoning named (not a potassium salt substitute). */
export const HERB_SEASONING_SAID =
  /\bmrs\.? dash\b|\bdash (seasoning|salt[- ]free)\b|无盐(的)?(香草|香料)?调味|香草调味|\b(salt[- ]free|no[- ]salt) (herb |spice )?(blend|seasoning|spice)s?\b|\bherb (and spice )?(blend|seasoning)s?\b/;
const HERBAL_COOLING_TEA =
  /凉茶|廿四味|二十四味|夏枯草|菊花茶|鸡骨草|五花茶|癍痧|斑砂|\b(herbal (cooling )?teas?|cooling teas?|leung cha|liang ?cha|24[- ]flavou?r)\b/;

export const ROUND62_FAQ: readonly FaqRow[] = [
  {
    id: 'bismuth-with-milk',
    when: [BISMUTH_SAID, MILK_OR_FOOD],
    wholeMessage: true,
    beforeLabs: true,
    answersAnyMedicine: true,
    intent: 'drug_interaction',
    ...BISMUTH_WITH_MILK,
  },
  {
    id: 'apetamin',
    when: [APETAMIN_SAID],
    wholeMessage: true,
    beforeLabs: true,
    answersAnyMedicine: true,
    intent: 'medicine_question',
    ...APETAMIN,
  },
  {
    id: 'coartem-with-fat',
    when: [COARTEM_SAID, FAT_OR_FOOD],
    wholeMessage: true,
    answersAnyMedicine: true,
    intent: 'medicine_question',
    ...COARTEM_WITH_FAT,
  },
  {
    id: 'herbal-cooling-tea-ckd',
    when: [HERBAL_COOLING_TEA],
    for: CKD,
    wholeMessage: true,
    beforeLabs: true,
    answersAnyMedicine: true,
    intent: 'herbal_remedy',
    ...HERBAL_TEA_WITH_CKD,
  },
  {
    id: 'herb-seasoning-on-lithium',
    when: [HERB_SEASONING_SAID],
    for: { medicines: ['lithium'] },
    wholeMessage: true,
    beforeMedicineDiet: true,
    beforeLabs: true,
    answersAnyMedicine: true,
    intent: 'salt_substitute',
    ...HERB_SEASONING_ON_LITHIUM,
  },
  {
    id: 'herb-seasoning',
    when: [HERB_SEASONING_SAID],
    wholeMessage: true,
    beforeMedicineDiet: true,
    beforeLabs: true,
    answersAnyMedicine: true,
    intent: 'salt_substitute',
    ...HERB_SEASONING,
  },
  {
    // Does it work, is it risky: not on a statin (that row is rows-dev37-cardio-metabolic.ts), not pregnant.
    id: 'red-yeast-rice-on-its-own',
    when: [/红曲|\bred yeast( rice)?\b|\bmonacolin\b/],
    notFor: [{ medicines: ['statin'] }, PREGNANT],
    wholeMessage: true,
    answersAnyMedicine: true,
    intent: 'herbal_remedy',
    ...RED_YEAST_RICE_ON_ITS_OWN,
  },
];
