/**
 * Foods that are choking hazards for a person with a swallowing difficulty (dysphagia), and what to
 * offer instead. Blind answer round 16, zh-053 (unsafe): an 80-year-old woman who sometimes chokes on
 * food was told to get calcium from 芝麻酱 and 连骨吃的小鱼小虾 by the bone-broth row.
 *
 * The IDDSI framework (2019) lists the food characteristics that are hazards at its transitional and
 * modified levels: small hard pieces (nuts, seeds), bones and shells, sticky foods (nut and sesame
 * pastes, glutinous rice cakes), dry and crumbly foods (crackers, dry biscuits), and mixed consistencies.
 * An everyday answer written for anyone that names one of these is, for a person who chokes, either
 * given its own text (faq `ifSwallowing`) or followed by this note naming the hazards it mentioned
 * (faq/index.ts `faqDraft`).
 */
import type { Bilingual, Source } from '../contracts/common';

export const DYSPHAGIA_FOODS_SOURCE: Source = {
  ref: 'IDDSI — International Dysphagia Diet Standardisation Initiative, Complete IDDSI Framework Detailed Definitions 2.0 (2019): food characteristics that are choking risks (hard or dry food, tough or fibrous, stringy, crunchy or crumbly bits, seeds, bones or gristle, sticky foods such as nut butters or glutinous rice, mixed consistency; section wording from memory)',
  url: 'https://iddsi.org/framework',
};

/** A hazard as said in each language: its pattern in a text and the name the note gives it. */
interface Hazard {
  zh: RegExp;
  en: RegExp;
  name: Bilingual;
}

export const CHOKING_HAZARDS: readonly Hazard[] = [
  {
    zh: /连骨|带骨|小鱼小虾|小鱼干|虾皮|鱼刺/,
    en: /\bwith (their|the) bones\b|\bbones? (in|and all)\b|\bsmall fish\b|\bdried (shrimp|fish)\b|\bsardines\b|\bwhitebait\b/i,
    name: { zh: '带小骨头的小鱼小虾、虾皮', en: 'small fish eaten with their bones and dried shrimp' },
  },
  {
    zh: /芝麻酱|麻酱|花生酱|坚果酱/,
    en: /\b(sesame|peanut|nut) (paste|butter)\b|\btahini\b/i,
    name: { zh: '芝麻酱、花生酱这类黏稠的酱', en: 'sticky pastes such as sesame paste or nut butter' },
  },
  {
    zh: /坚果|花生(?!酱|油)|核桃|杏仁|瓜子|松子|腰果|开心果|榛子|果仁/,
    en: /\bnuts?\b|\bpeanuts\b|\bwalnuts?\b|\balmonds?\b|\bseeds\b|\bcashews?\b|\bpistachios?\b/i,
    name: { zh: '整粒的坚果、花生、瓜子', en: 'whole nuts and seeds' },
  },
  {
    zh: /年糕|汤圆|糯米|粽子|麻糍|糍粑/,
    en: /\bglutinous\b|\bsticky rice\b|\brice cakes?\b|\bmochi\b/i,
    name: { zh: '年糕、汤圆这类糯米做的黏食', en: 'glutinous rice foods such as rice cakes' },
  },
  {
    zh: /苏打饼干|饼干|酥饼|干面包|烤馒头片/,
    en: /\bcrackers?\b|\bdry biscuits?\b|\bcrispbreads?\b/i,
    name: { zh: '干硬、易掉渣的饼干', en: 'dry, crumbly crackers or biscuits' },
  },
];

/** The hazards a text names, in table order. */
export function chokingHazardsIn(text: string, zh: boolean): Hazard[] {
  return CHOKING_HAZARDS.filter((h) => (zh ? h.zh : h.en).test(text));
}

/** The note after an answer that named hazards, for a person who chokes: {foods} is the list. */
export const DYSPHAGIA_FOODS_NOTE: Bilingual = {
  zh: '**你（或家人）吃东西容易呛：上面提到的{foods}容易呛到或卡住，先不要这样吃。** 换成软、烂、湿润、好咽的形式，比如嫩豆腐、煮软切碎的蔬菜、稠粥，以及做成泥或糊状的食物；食物要做成什么性状、饮料要不要增稠，请让言语治疗师做吞咽评估后决定。',
  en: '**As eating makes you (or your relative) choke: the {foods} mentioned above are choking hazards — leave them out for now.** Choose soft, moist, easy-to-swallow forms instead, such as silken tofu, vegetables cooked soft and chopped, thick porridge, and mashed or puréed foods; how soft food should be and whether drinks need thickening are for a speech-language therapist to set after a swallow assessment.',
};
