/**
 * Migraine with aura on a combined (oestrogen-containing) pill (clinician review 2026-11-25 late, E2
 * Q2: "Migraine with aura: is the combined pill safe? I smoke." got the pill's supplement list). The
 * questionnaire has no migraine answer, so the chat says it: WHO MEC category 4 (do not use), tell the
 * prescriber soon, smoking adds, and the signs that make an aura an emergency. The red-flag layer
 * answers a stroke first (weakness, slurred speech); this is the same-week message.
 */
import type { Bilingual, Source } from '../../contracts/common';
import { pick } from '../../contracts/common';
import { DRUGS } from '../../knowledge/drugs';
import { findDrugs } from '../entities';
import { sourceLine, suggestionsFor, type Ctx, type Draft } from './shared';

export const PILL_AURA_RULE: { readonly text: Bilingual; readonly source: Source } = {
  text: {
    zh: '**有先兆的偏头痛（发作前眼前闪光、锯齿线、视野缺损或手脚发麻）不宜使用含炔雌醇的复方口服避孕药（如优思明、妈富隆、左炔诺孕酮炔雌醇片）：** 两者都会增加缺血性卒中的风险，合在一起风险更高；世界卫生组织《避孕方法选用的医学标准》把这种情况列为第4级（不应使用）。吸烟会进一步增加血栓和卒中的风险。请尽快（几天之内，不要等到下次常规复诊）告诉开避孕药的医生，说明有先兆和吸烟的情况；医生通常会换成不含雌激素的避孕方法（单纯孕激素避孕药、皮下埋植、注射、含孕激素或含铜的宫内节育器），这些在有先兆时一般可以使用。如果在见医生之前就不吃这个避孕药了，就不再有避孕作用，需要同时使用避孕套。先兆是新出现的或和以往不一样、持续超过一小时，或者伴有一侧肢体无力或麻木、说话不清、看不见东西，请立即拨打120。',
    en: '**Migraine with aura (flashing lights, zigzag lines, a blind spot or tingling before the headache) and a combined pill with ethinylestradiol (such as Yaz, Loestrin or Marvelon) should not be used together:** both raise the risk of a stroke, and together the risk is higher; the WHO medical eligibility criteria put this at category 4, "do not use". Smoking adds further to the risk of clots and stroke. Tell the doctor who prescribes the pill soon (within days, not at your next routine visit), and mention the aura and the smoking; they will usually move you to a method without oestrogen (a progestin-only pill, an implant, an injection, a hormonal or copper IUD), which is generally fine with aura. If you stop the pill before you see them, it no longer protects you from pregnancy, so use condoms as well. An aura that is new or different from usual, lasts more than an hour, or comes with weakness or numbness on one side, trouble speaking or loss of vision needs emergency care (call emergency services).',
  },
  source: {
    ref: 'WHO, Medical eligibility criteria for contraceptive use, 5th ed. 2015 (combined hormonal contraceptives with migraine with aura, at any age: category 4; smoking adds to the cardiovascular risk); FSRH UK Medical Eligibility Criteria for Contraceptive Use 2016, amended 2019 (migraine with aura: UKMEC 4 for combined methods, 1–2 for progestogen-only methods and the copper IUD); Yaz (drospirenone/ethinyl estradiol) US prescribing information §4 Contraindications (migraine headaches with aura) and boxed warning (cigarette smoking and serious cardiovascular events)',
    url: 'https://www.who.int/publications/i/item/9789241549158',
  },
};

/** An aura said with a migraine or headache ("先兆流产", threatened miscarriage, is not one). */
const AURA =
  /(偏头痛|头痛|头疼).{0,20}(先兆|闪光|锯齿|盲点)|(先兆|闪光|锯齿|盲点).{0,20}(偏头痛|头痛|头疼)|有先兆的偏头痛|\bauras?\b|\b(flashing|zigzag|zig-zag) (lights?|lines?)\b.{0,40}\b(migraines?|headaches?)\b|\b(migraines?|headaches?)\b.{0,40}\b(flashing|zigzag|zig-zag) (lights?|lines?)\b/;
/** The pill named in words: "the pill", "birth control", "避孕药". */
const PILL_WORDS =
  /避孕药|短效避孕|复方口服避孕|\bthe pill\b|\bcombined pill\b|\bbirth control\b|\boral contraceptives?\b|\bcontraceptive pills?\b|\bbc pills?\b/;
/** A combined (oestrogen-containing) pill from the dictionary: its id names ethinylestradiol. */
const combined = (id: string): boolean => id.includes('ethinylestradiol');
const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A combined pill's names and brands as written ("Yaz", "优思明"), which the chat's finder may skip. */
const COMBINED_NAMES = new RegExp(
  DRUGS.filter((d) => combined(d.id))
    .flatMap((d) => [d.zh, d.en, ...d.brands])
    .map((n) => n.toLowerCase())
    .map((n) => (/^[a-z]/.test(n) ? `\\b${escape(n)}\\b` : escape(n)))
    .join('|'),
);

export function pillAuraAnswer(ctx: Ctx): Draft | null {
  const t = ctx.norm;
  if (!t || !AURA.test(t)) return null;
  const named = findDrugs(ctx.text).map((d) => d.id);
  const onCombined = [...ctx.medicines, ...named].some(combined);
  // "The pill" on a progestin-only pill alone (norethindrone) is not the combined pill.
  const onlyProgestin = !onCombined && [...ctx.medicines, ...named].some((id) => id === 'norethindrone');
  if (!onCombined && (onlyProgestin || !(PILL_WORDS.test(t) || COMBINED_NAMES.test(t)))) return null;
  const l = ctx.locale;
  return {
    text: pick(PILL_AURA_RULE.text, l) + sourceLine(PILL_AURA_RULE.source.ref, l),
    suggestions: suggestionsFor(ctx, [], undefined),
    warnings: [{ kind: 'see_doctor' }],
  };
}
