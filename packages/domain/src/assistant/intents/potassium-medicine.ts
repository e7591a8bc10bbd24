/**
 * A medicine that is potassium (潘南金 potassium and magnesium aspartate, potassium chloride) asked about
 * in the chat: what it holds, and — with a potassium typed or recorded above the range, a magnesium above
 * it, or kidney failure — not the next dose, the prescriber today; never "keep taking" (seventeenth blind
 * review, zh Z2, serious S1: "潘南金含钾吗，我爸血钾5.7还能吃吗" was answered about low-sodium salt, with
 * "血钾5.4左右" and same-day care only from 6.0). A value typed in the message is answered as typed.
 */
import { pick, type Locale } from '../../contracts/common';
import { drugById } from '../../interactions';
import {
  PANANGIN_LABEL,
  POTASSIUM_MAGNESIUM_ASPARTATE,
  POTASSIUM_MEDICINE_TEXT as T,
} from '../../knowledge/potassium-medicines';
import { findDrugs } from '../entities';
import { statedLabs } from './labs';
import { sourceLine, type Ctx, type Draft } from './shared';

/** From this potassium (mmol/L) a potassium medicine is not taken (BNF potassium chloride: above 5.0). */
const POTASSIUM_ABOVE = 5.0;
/** From this potassium the emergency department today (UK Kidney Association 2020/2023). */
const POTASSIUM_SEVERE = 6.0;
/** A serum magnesium above this (mmol/L) is above the usual range (0.75–1.02; Chinese labs). */
const MAGNESIUM_ABOVE = 1.02;

/** What the message asks of it: its potassium, whether it may be taken, with what, whether it matters. */
const ASKS =
  /钾|镁|能吃|能不能|还能|可以吃|可不可以|要紧|要不要紧|有没有事|安全|一起吃|合用|停|继续|potassium|magnesium|\bsafe\b|\bok(ay)?\b|still take|keep (on )?taking|\bstop\b|\bwith (my|his|her)\b|contain|\bmatter\b/;

/** Said to be taken already. */
const TAKING =
  /在吃|吃着|一直吃|天天吃|每天吃|一天\d+片|还能吃|还能继续|继续吃|还吃|吃的|服用|能不能吃|能吃吗|可以吃吗|含钾吗|\b(on|taking|takes|take) (his |her |my )?(panangin|potassium|k-dur|klor-con|slow-k)|\bkeep taking\b|\bstill take\b|\bhave|\bcontain/;

const RAISING_CLASSES = ['potassium_sparing_diuretic', 'ace_inhibitor', 'arb', 'calcineurin_inhibitor'];

const drugName = (id: string, locale: Locale) => {
  const d = drugById(id);
  return d ? (locale === 'zh-CN' ? d.zh : d.en) : id;
};
const fmt = (n: number) => String(Math.round(n * 100) / 100);
const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The first sentence in bold: what to do now. */
function boldFirst(text: string, zh: boolean): string {
  const end = text.indexOf(zh ? '。' : '. ');
  if (end < 0) return `**${text}**`;
  const cut = end + 1;
  return `**${text.slice(0, cut)}**${text.slice(cut)}`;
}

function potassiumMedicinesIn(text: string): string[] {
  return [
    ...new Set(
      findDrugs(text)
        .filter((d) => d.classes.includes('potassium_supplement'))
        .map((d) => d.id),
    ),
  ];
}

export function potassiumMedicineAnswer(ctx: Ctx, earlier: readonly string[]): Draft | null {
  const zh = ctx.locale === 'zh-CN';
  let named = potassiumMedicinesIn(ctx.text);
  // "还能吃吗" right after the message that named it, asking about potassium or taking it.
  const last = earlier[earlier.length - 1];
  if (named.length === 0 && last !== undefined && /钾|能吃|还能|potassium|still take/.test(ctx.norm))
    named = potassiumMedicinesIn(last);
  if (named.length === 0 || !ASKS.test(ctx.norm)) return null;
  // Taken already: on the person's list, or said so ("还在吃", "还能吃吗", "on Panangin"). Whether to buy or
  // start potassium is the potassium rows' question ("要不要买氯化钾片吃": not on your own).
  const taking =
    named.some((id) => ctx.medicines.includes(id)) ||
    [ctx.norm, ...earlier.map((e) => e.toLowerCase())].some((t) => TAKING.test(t));
  if (!taking) return null;
  // The potassium as typed in this message, else in an earlier one, else the plan's last result.
  const typedK = [ctx.text, ...[...earlier].reverse()]
    .map((t) => statedLabs(t).find((s) => s.marker.key === 'serumPotassium'))
    .find((s) => s !== undefined && (s.unit === null || /mmol|meq/i.test(s.unit)));
  const markers = ctx.plan?.reportAnalysis?.markers ?? [];
  const planK = markers.find((m) => m.key === 'serumPotassium');
  const potassium = typedK?.value ?? (planK && planK.unit === 'mmol/L' ? planK.value : null);
  const potassiumHigh =
    potassium !== null && (potassium > POTASSIUM_ABOVE || (typedK === undefined && planK?.flag === 'high'))
      ? potassium
      : null;
  const aspartate = named.includes(POTASSIUM_MAGNESIUM_ASPARTATE);
  const mg = markers.find((m) => m.key === 'serumMagnesium');
  const magnesiumHigh =
    aspartate && mg && (mg.flag === 'high' || (mg.unit === 'mmol/L' && mg.value > MAGNESIUM_ABOVE))
      ? mg.value
      : null;
  const egfr = markers.find((m) => m.key === 'egfr');
  const dialysis = ctx.plan?.profile.conditions?.includes('dialysis') === true || ctx.saysDialysis === true;
  const kidneyFailure = !dialysis && egfr !== undefined && egfr.value < 30 ? egfr.value : null;

  const raising = [
    ...new Set([...ctx.medicines, ...[ctx.text, ...earlier].flatMap((t) => findDrugs(t).map((d) => d.id))]),
  ].filter((id) => {
    const d = drugById(id);
    return (
      id === 'sulfamethoxazole-trimethoprim' || (d?.classes ?? []).some((c) => RAISING_CLASSES.includes(c))
    );
  });
  const drugs = raising.map((id) => drugName(id, ctx.locale)).join(zh ? '、' : ', ');

  const is = aspartate ? pick(T.aspartateIs, ctx.locale) : pick(T.chlorideIs, ctx.locale);
  const lines = [`**${is}**`];
  const reasons: string[] = [];
  if (potassiumHigh !== null)
    reasons.push(pick(T.potassiumHigh, ctx.locale).replace('{value}', fmt(potassiumHigh)));
  if (magnesiumHigh !== null)
    reasons.push(pick(T.magnesiumHigh, ctx.locale).replace('{value}', fmt(magnesiumHigh)));
  if (dialysis) reasons.push(pick(T.dialysis, ctx.locale));
  else if (kidneyFailure !== null)
    reasons.push(pick(T.kidneyFailure, ctx.locale).replace('{value}', String(Math.round(kidneyFailure))));
  if (reasons.length > 0) {
    const hold = pick(T.hold, ctx.locale)
      .replace('{reasons}', capitalised(reasons.join(zh ? '，' : ', ')))
      .replace('{label}', pick(aspartate ? T.labelAspartate : T.labelChloride, ctx.locale));
    lines.push(boldFirst(hold, zh));
    if (potassiumHigh !== null && potassiumHigh >= POTASSIUM_SEVERE) lines.push(pick(T.severe, ctx.locale));
  } else {
    lines.push(pick(T.whetherToTake, ctx.locale));
    if (potassium === null) lines.push(pick(T.noRecentTest, ctx.locale));
  }
  if (raising.length > 0) lines.push(capitalised(pick(T.alsoRaising, ctx.locale).replace('{drugs}', drugs)));
  lines.push(pick(T.noSaltSubstitute, ctx.locale));
  return {
    text: `${lines.join('\n\n')}${sourceLine(PANANGIN_LABEL.ref, ctx.locale)}`,
    suggestions: [],
    warnings: [{ kind: 'see_doctor' }],
    answersWhole: true,
  };
}
