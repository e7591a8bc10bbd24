/**
 * Blind answer round 62's unsafe and neighbouring answers (development data once its after-measurement was recorded):
 * bismuth beside milk, an unlicensed weight-gain syrup, an antimalarial taken with fat,
 * and street-stall herbal tea with kidney disease (knowledge/everyday-answers.ts, knowledge/medicine-chat-answers.ts).
 */
import {
  BP_LIFESTYLE_FIRST,
  CANNED_HERBAL_TEA,
  HERBAL_TEA_WITH_CKD,
  HERB_SEASONING,
  HERB_SEASONING_ON_LITHIUM,
} from '../../knowledge/everyday-answers';
import {
  APETAMIN,
  BISMUTH_WITH_MILK,
  BISMUTH_WITH_MILK_ON_TETRACYCLINE,
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

/** Canned herbal tea by name: a factory recipe, not the stall's brew. */
const CANNED_HERBAL_TEA_SAID =
  /王老吉|加多宝|和其正|罐装凉茶|凉茶饮料|\b(wong lo kat|wanglaoji|wang lao ji|jdb herbal tea|canned herbal tea)\b/;
/** A blood pressure reading or high blood pressure said. */
const BP_SAID = /血压|高血压|\b(blood pressure|bp|hypertension)\b|\b1[3-5]\d ?\/ ?(8|9)\d\b/;
/** No medicine yet, or lifestyle tried first. */
const BEFORE_MEDICINE =
  /(还|从来|从没|一直|都)没(开始)?(吃|服)(过)?(降压)?药|不想吃(降压)?药|先不吃药|先试试|先试一下|先自己|\b(not on (any )?(meds|medication|medicine|tablets|pills)( yet)?|before (starting |taking )?(meds|medication|medicine|tablets|pills)|(try|trying) [^.?!]{0,30}\bfirst\b|without (meds|medication|medicine|tablets|pills))\b/;
const SALT_OR_LIFESTYLE = /盐|饮食|运动|减肥|减重|\b(salt|sodium|diet|lifestyle|exercise|weight)\b/;

export const ROUND62_FAQ: readonly FaqRow[] = [
  {
    // Before the stall's-brew row for CKD: a can of Wanglaoji is a fixed recipe, mostly sugar.
    id: 'canned-herbal-tea',
    when: [CANNED_HERBAL_TEA_SAID],
    wholeMessage: true,
    beforeLabs: true,
    answersAnyMedicine: true,
    intent: 'herbal_remedy',
    ...CANNED_HERBAL_TEA,
  },
  {
    id: 'bp-lifestyle-first',
    when: [BP_SAID, BEFORE_MEDICINE, SALT_OR_LIFESTYLE],
    // A reading of 160/100 or more is no "try salt first" question: the general answers and the doctor's.
    unless: [/(?<!\d)(1[6-9]\d|2\d\d)\s*\/\s*\d{2,3}(?!\d)|(?<!\d)\d{3}\s*\/\s*(1\d\d)(?!\d)/],
    notFor: [PREGNANT],
    wholeMessage: true,
    beforeLabs: true,
    intent: 'goals',
    ...BP_LIFESTYLE_FIRST,
  },
  {
    // The milk's calcium is the tetracycline's problem only when a tetracycline is in the course (said or in the plan).
    id: 'bismuth-with-milk-on-tetracycline',
    when: [BISMUTH_SAID, MILK_OR_FOOD],
    for: { medicines: ['tetracycline'] },
    wholeMessage: true,
    beforeLabs: true,
    answersAnyMedicine: true,
    intent: 'drug_interaction',
    ...BISMUTH_WITH_MILK_ON_TETRACYCLINE,
  },
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
