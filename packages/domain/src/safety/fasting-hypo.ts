import { pick, type Bilingual, type Locale } from '../contracts/common';
import type { RedFlagKind } from './kinds';

/**
 * A religious or other fast said: Ramadan (斋月, 封斋, 把斋, 开斋), a day of fasting — not a fasting glucose.
 */
const FASTING_SAID =
  /斋|断食|辟谷|\b(ramadan|ramzan|roza|rozah|sawm|iftar|suhoor|sehri|sehar|on a fast|break(ing)? (my|the|his|her) fast|fasting (today|all day|since|until|till|for))\b/i;

/**
 * A low sugar during a fast: a devout person may wait for sunset. The card says plainly to break the fast
 * now — a person who is unwell is exempt — and not to fast again before the doctor changes the medicines
 * (IDF-DAR Diabetes and Ramadan Practical Guidelines 2021, ch. 5: break the fast below 3.9 mmol/L or with
 * symptoms of hypoglycaemia; twelfth clinician review zh P3 #2).
 */
const BREAK_THE_FAST: Bilingual = {
  zh: '**现在就开斋，不要坚持到日落。** 出现低血糖时必须立即吃糖或喝糖水，身体不适时按教规也可以不封斋。之后在医生调整降糖药之前，不要再封斋。',
  en: '**Break the fast now — do not wait for sunset.** A low sugar must be treated with sugar straight away, and someone who is unwell is exempt from fasting. Do not fast again until your doctor has adjusted your diabetes medicines.',
};

export const BREAK_THE_FAST_SOURCE =
  'International Diabetes Federation & DAR International Alliance, Diabetes and Ramadan: Practical Guidelines 2021, ch. 5 (when to break the fast)';

/** The break-the-fast line for a low-sugar card told during a fast. */
export function fastingHypoLines(kinds: readonly RedFlagKind[], text: string, locale: Locale): string[] {
  return kinds.includes('severe_hypoglycaemia') && FASTING_SAID.test(text)
    ? [pick(BREAK_THE_FAST, locale)]
    : [];
}
