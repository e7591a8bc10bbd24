/**
 * A low-iodine diet before radioactive iodine, asked food by food: the salt, seaweed broth, dairy and milk tea, yum cha,
 * an iodine multivitamin beside the calcium (blind answer round 61, development data; knowledge/everyday-answers.ts).
 */
import { LOW_IODINE_DIET_FOODS } from '../../knowledge/everyday-answers';
import { BREASTFEEDING_SAID, LOW_IODINE_DIET_SAID } from './audiences';
import type { FaqRow } from './types';

/** A food, drink, dish or product of the diet asked about. */
const DIET_THING =
  /盐|汤|紫菜|海带|海苔|奶|芝士|蛋|饮茶|点心|虾|蟹|海鲜|酱油|善存|复合维生素|维他命|维生素|钙|\b(salt|soups?|broth|seaweed|nori|kelp|milk|tea|dairy|cheese|eggs?|yolks?|dim sum|yum cha|har gow|siu mai|cheung fun|prawns?|shrimps?|seafood|soy sauce|multivitamins?|vitamins?|calcium|caltrate|centrum)\b/;

export const LOW_IODINE_FAQ: readonly FaqRow[] = [
  {
    id: 'low-iodine-diet-foods',
    when: [LOW_IODINE_DIET_SAID, DIET_THING],
    // Radioactive iodine while breastfeeding has its own answer (rows-review38.ts).
    unless: [BREASTFEEDING_SAID],
    wholeMessage: true,
    beforeLabs: true,
    answersAnyMedicine: true,
    intent: 'food_sources',
    ...LOW_IODINE_DIET_FOODS,
  },
];
