/**
 * Blind answer round 29 (development data once measured before and after), answered by a row:
 * - zh-027 (unsafe): "那买哪种好，滴剂还是软胶囊，一天吃多少单位" after a low vitamin D got the tablet-crushing
 *   text. The form of a vitamin D product is a product question: any form works at the same dose; what
 *   matters is the amount per drop or capsule, with a fatty meal, D3 rather than D2.
 */
import type { FaqRow } from './types';

export const ROUND29_FAQ: readonly FaqRow[] = [
  {
    id: 'vitamin-d-product-form',
    when: [
      /维生素d|维d|维他命d|\bvitamin d\d?\b|\bvit d\d?\b|\bd3\b/,
      /滴剂|软胶囊|胶囊|片剂|咀嚼片|喷剂|软糖|\bdrops?\b|\bsoftgels?\b|\bcapsules?\b|\bgumm(y|ies)\b|\bsprays?\b|\bliquid\b|\bchewables?\b/,
      /哪种|哪个|还是|好不好|区别|选|\bwhich\b|\bor\b|\bbetter\b|\bdifference\b|\bbest\b/,
    ],
    unless: [/吞|咽|噎|呛|碾|掰|\bswallow\w*|\bcrush\w*|\bchok\w*/],
    intent: 'product_question',
    text: {
      zh: '**维生素D滴剂、软胶囊、片剂都可以，按同样的剂量吃效果差不多，选一种剂量合适、你每天能坚持的就行。** 它是脂溶性的，随含油脂的正餐吃吸收更好（软胶囊本身含油）。滴剂适合吞咽不便或需要小剂量的人；买前看清每滴或每粒含多少国际单位（IU）或微克，按单位数吃，不要按“几滴”凑。选维生素D3（胆钙化醇），它比D2更能把血里的水平提上去。每天吃多少按你的方案——化验偏低时是方案或医生给的治疗量。',
      en: '**Vitamin D drops, softgels and tablets all work: at the same dose they do the same, so pick one with a convenient strength that you will take every day.** It is fat-soluble and absorbs better with a meal that has some fat (softgels come in oil). Drops suit someone who struggles to swallow or needs a small dose; check how many IU or micrograms are in each drop or capsule and take the units, not a number of drops. Choose vitamin D3 (cholecalciferol), which raises blood levels more than D2. How much a day follows your plan — a treatment dose when your level is low, as your plan or doctor sets it.',
    },
    source: {
      ref: 'NIH Office of Dietary Supplements, Vitamin D fact sheet for health professionals (forms; absorption with dietary fat); Tripkovic L et al. Comparison of vitamin D2 and vitamin D3 supplementation in raising serum 25-hydroxyvitamin D status: a systematic review and meta-analysis. Am J Clin Nutr 2012;95:1357–1364',
    },
  },
];
