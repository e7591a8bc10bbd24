/**
 * Fluids with a high-output stoma (thirteenth clinician review, en P2 #1: a woman with a high-output
 * ileostomy, sodium 131, drinking 3 litres of water a day, was told "drink only when thirsty … do not
 * take salt tablets, salty drinks or sports drinks" — the low-sodium row written for water retention,
 * SIADH, fired on the plan's sodium). With a stoma the low sodium is salt and water lost through the
 * stoma: plain (hypotonic) drinks make the output and the salt loss worse, so they are limited to about
 * 1 litre, the rest is an oral rehydration solution with about 90 mmol/L sodium, salt is added to food,
 * and the stoma team sets the amounts (BSG 2006 short-bowel guideline; St Mark's leaflet).
 *
 * Read when a stoma is said in this message or an earlier one of the chat and the message asks about
 * drinking, water, salt, sodium or a rehydration drink; before the low-sodium rows and the lab reader.
 */
import { pick, type Bilingual, type Locale } from '../../contracts/common';
import { STOMA_ORS_HOW } from '../../knowledge/everyday-answers';
import { drugById } from '../../interactions';
import { STOMA_LOW_MAGNESIUM } from '../faq/rows-round27-unsafe-en';
import { normaliseQuestion } from '../lexicon';
import { sourceLine } from './shared';

/** An ileostomy or another high-output stoma said ("my ileostomy", "the stoma bag", 回肠造口, 造瘘). */
export const STOMA_SAID =
  /ileostom\w*|jejunostom\w*|\bstoma\b|\bstomas\b|\bhigh[- ]output\b|\bstoma bag\b|\bthe bag (is )?(fill|fills|filling|output)\w*|\bshort bowel\b|造口|造瘘|造漏|回肠造|空肠造|短肠/;

/** Drinking, water, salt, sodium or a rehydration drink asked about. */
const FLUID_ASKED =
  /喝水|喝|饮水|补水|补液|口服补液|电解质|盐|钠|脱水|口渴|升水|\bdrink\w*\b|\bwater\b|\bfluids?\b|\blit(re|er)s?\b|\bsalt\w*\b|\bsodium\b|\bors\b|\brehydration\b|\bdioralyte\b|\bst\.? marks?'?s?\b|\belectrolytes?\b|\bsports? drinks?\b|\bdehydrat\w*|\bthirst\w*/;

/** An oral rehydration salt named. */
const ORS_NAMED =
  /补液盐|口服补液|电解质(冲剂|粉)|\bors\b|\brehydration (salts?|sachets?|solution|drink)\b|\bdioralyte\b|\belectrolyte (sachets?|powder)\b/;
/** How to take it asked: how many, how to mix, the taste. */
const ORS_HOW =
  /几包|几袋|怎么(喝|冲|用)|咋(个)?喝|咋个|怎样(喝|冲)|多少|太咸|嫌咸|难喝|喝不下|\bhow (many|much|to|should|do)\b|\bmix\w*\b|\bsachets? a day\b|\btaste\w*\b|\bsalty\b/;

/** Magnesium asked about ("镁片", "a magnesium tablet", "Mg 0.62"). */
const MAGNESIUM_ASKED = /镁|\bmagnesium\b|\bmg 0\.\d+\b/;

const TEXT: Bilingual = {
  zh: '**有高排出量的造口（回肠造口）时，多喝白开水不会补上，反而会让造口排出更多、丢更多盐。** 白开水、茶、咖啡、果汁、汽水这类“低渗”饮料，每天合计限制在约1升（造口护士或医生可能给你定具体的量）；其余的用口服补液盐来补——圣马克补液（St Mark’s）：1升水加20克葡萄糖（6平茶匙）、3.5克食盐（1平茶匙）和2.5克小苏打（2.5毫升量勺1满勺），一天内小口慢慢喝完，约含钠90毫摩尔/升；普通的补液冲剂按包装冲，钠含量比它低，用哪种请问造口团队。饭菜里适当多加盐（医生另有交代的除外）；医生开了洛哌丁胺的，在饭前30–60分钟吃。你的低血钠来自造口丢失的盐和水，和“少喝水、少吃盐”的那种低钠不是一回事。请这周内联系造口护士或医生，确定饮水和补液的量并查血钠、钾、镁和肾功能；尿很少、站起来头晕或造口袋比平时满得快很多，请当天就医。',
  en: '**With a high-output stoma (an ileostomy), more plain water does not catch up — it makes the output, and the salt you lose, worse.** Keep plain (hypotonic) drinks — water, tea, coffee, squash, fruit juice, fizzy drinks — to about 1 litre a day in all (your stoma nurse or doctor may set your own figure), and make up the rest with an oral rehydration solution: St Mark’s solution is 20 g of glucose (6 level teaspoons), 3.5 g of salt (1 level teaspoon) and 2.5 g of sodium bicarbonate (1 heaped 2.5 ml spoon) in 1 litre of water, sipped through the day, about 90 mmol/L of sodium; ordinary rehydration sachets made up as the packet says carry less sodium, so ask your stoma team which to use. Add salt to your food unless you have been told otherwise, and if loperamide is prescribed, take it 30–60 minutes before meals. Your low sodium is salt and water lost through the stoma — not the kind of low sodium treated by drinking less and avoiding salt. Contact your stoma nurse or doctor this week to set your fluid and rehydration amounts and check sodium, potassium, magnesium and kidney function; if you pass little urine, feel faint when you stand, or the bag fills much faster than usual, get seen the same day.',
};

const SOURCE =
  'Nightingale J, Woodward JM. Guidelines for management of patients with a short bowel. Gut 2006;55(Suppl 4):iv1–iv12 (British Society of Gastroenterology: restrict oral hypotonic fluids to about 500–1000 ml a day; glucose-saline solution with sodium of at least 90 mmol/L; extra salt; loperamide before meals); St Mark’s Hospital. Oral rehydration solution (patient information leaflet: 20 g glucose, 3.5 g sodium chloride, 2.5 g sodium bicarbonate in 1 litre)';

/** Whether a stoma is said in this message or an earlier one of the chat. */
export function saysStoma(text: string, earlier: readonly string[]): boolean {
  return [text, ...earlier].some((s) => typeof s === 'string' && STOMA_SAID.test(normaliseQuestion(s)));
}

/** The high-output stoma fluid answer, or null when no stoma is said or the message asks no fluid question. */
export function stomaFluidAnswer(g: {
  text: string;
  earlier: readonly string[];
  locale: Locale;
  /** The person's medicines (dictionary ids). */
  medicines?: readonly string[];
}): string | null {
  const norm = normaliseQuestion(g.text);
  // Magnesium asked with a stoma is the low-magnesium row's (faq/rows-round27-unsafe-en.ts), never the fluid text again;
  // that row leaves out people on chemotherapy (their diarrhoea is no stoma), so with a stoma said it is said here for
  // them (blind answer round 60, en-024, zh-027: an ileostomy on capecitabine).
  if (MAGNESIUM_ASKED.test(norm) && saysStoma(g.text, g.earlier)) {
    const chemo = (g.medicines ?? []).some((id) => drugById(id)?.classes.includes('chemotherapy') ?? false);
    return chemo
      ? pick(STOMA_LOW_MAGNESIUM.text, g.locale) + sourceLine(STOMA_LOW_MAGNESIUM.source.ref, g.locale)
      : null;
  }
  if (!FLUID_ASKED.test(norm)) return null;
  if (!saysStoma(g.text, g.earlier)) return null;
  // How to take the rehydration salts asked: how many, how to mix, the taste (blind answer round 60, en-023, zh-026).
  if (ORS_NAMED.test(norm) && ORS_HOW.test(norm))
    return pick(STOMA_ORS_HOW.text, g.locale) + sourceLine(STOMA_ORS_HOW.source.ref, g.locale);
  return pick(TEXT, g.locale) + sourceLine(SOURCE, g.locale);
}
