/**
 * Alpha-gal syndrome (knowledge/alpha-gal.ts): collagen, chondroitin and capsules; venison, gravy and every mammal
 * fat; protein, iron and B12 without red meat. Said in the message or the one before it, or typed as the
 * questionnaire's other food allergy.
 */
import { ALPHA_GAL_MEATS, ALPHA_GAL_NUTRITION, ALPHA_GAL_PRODUCTS } from '../../knowledge/alpha-gal';
import type { FaqRow } from './types';

export const ALPHA_GAL_SAID =
  /alpha[- ]?gal|α[- ]?gal|α-半乳糖|阿尔法半乳糖|红肉过敏|哺乳动物(的)?肉过敏|\b(mammalian|red) meat allergy\b|蜱虫[^。？?]{0,12}过敏|\btick\b[^.?!]{0,30}\ballerg\w*/;

const PRODUCTS =
  /胶原|明胶|软骨素|氨糖|氨基葡萄糖|胶囊|鱼胶|\b(collagen|gelatine?|chondroitin|glucosamine|capsules?|bone broth)\b/;
const NUTRITION =
  /蛋白质?(够|足|夠)|缺铁|铁(够|足|会不会)|b12|够不够|够吗|\b(enough|protein|iron|b12|deficien\w*|anaemi\w*|anemi\w*)\b/;
const MEATS =
  /鹿肉|牛|猪|羊|兔|肉汁|猪油|高汤|骨头汤|香肠|培根|红肉|\b(venison|deer|elk|beef|pork|lamb|goat|rabbit|gravy|drippings|lard|sausages?|bacon|stock|broth|red meat|steaks?|burgers?)\b/;

export const ALPHA_GAL_FAQ: readonly FaqRow[] = [
  {
    id: 'alpha-gal-products',
    when: [PRODUCTS],
    for: { said: ALPHA_GAL_SAID, otherAllergy: ALPHA_GAL_SAID },
    wholeMessage: true,
    answersAnyMedicine: true,
    intent: 'goals',
    ...ALPHA_GAL_PRODUCTS,
  },
  {
    id: 'alpha-gal-nutrition',
    when: [NUTRITION],
    for: { said: ALPHA_GAL_SAID, otherAllergy: ALPHA_GAL_SAID },
    wholeMessage: true,
    answersAnyMedicine: true,
    intent: 'goals',
    ...ALPHA_GAL_NUTRITION,
  },
  {
    id: 'alpha-gal-meats',
    when: [MEATS],
    for: { said: ALPHA_GAL_SAID, otherAllergy: ALPHA_GAL_SAID },
    wholeMessage: true,
    answersAnyMedicine: true,
    intent: 'goals',
    ...ALPHA_GAL_MEATS,
  },
];
