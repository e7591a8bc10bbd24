import { HYPERCALCAEMIA_NUTRIENTS } from '../knowledge/hypercalcaemia';
import { localeOf, pick, type Locale } from '../contracts/common';
import type { ProductReview } from '../contracts/plan';
import { hasLiverDisease } from '../contracts/questionnaire';
import type { SupplementOptionRow } from '../knowledge/supplements';
import { isNutrientKey, unitOf, type NutrientKey } from '../nutrients';
import { SALT_ELEMENTAL_NOTE, SALT_ELEMENTAL_NOTE_NO_MASS, SALT_NOTE } from '../knowledge/salts';
import { INTERACTION_RULES } from '../knowledge/interactions';
import { isSubstance } from '../substances';
import { roundTo, VITAMIN_D_IU_PER_UG } from '../units';
import {
  fillAboveUl,
  ulMultiple,
  VITAMIN_D_LOADING_STRENGTH_UG,
  VITAMIN_D_REPLETION_MAX_UG,
} from '../knowledge/above-ul';
import { doseText, unitWord } from '../units/words';
import type { Companion } from './companions';

export type { SupplementCategory } from '../knowledge/supplements';
export {
  resolveSupplementName,
  searchSupplementOptions,
  supplementOptionById,
  supplementOptionsByCategory,
  type SupplementCategoryGroup,
  type SupplementOption,
} from './search';
export { saysNoIron } from './resolve';
export { intakeFromSupplements, type CurrentSaltForm, type SupplementIntakeTotals } from './intake';
export type { BelowDose, ReviewInput, ReviewTaboo, RuledOut } from './types';
export {
  BIOTIN_LAB_MIN_MG,
  HERBAL_GOAL_EVIDENCE,
  SUPPLEMENT_ONLY_UL,
  SUPPLEMENT_ONLY_UL_SOURCE,
  TRIVIAL_POTASSIUM_MG,
  WHO_ANTENATAL_IRON_MAX_MG,
  WHO_ANTENATAL_IRON_MIN_MG,
} from './limits';
import { fmt, lowerName, nutrientName, unitText } from './format';
import {
  BIOTIN_LAB_MIN_MG,
  HERBAL_GOAL_EVIDENCE,
  SUPPLEMENT_ONLY_UL,
  THYROID_CONDITIONS,
  TRIVIAL_POTASSIUM_MG,
  WHO_ANTENATAL_IRON_MAX_MG,
  WHO_ANTENATAL_IRON_MIN_MG,
} from './limits';
import { label, resolveItem, saltFormOfItem, type ResolvedItem } from './resolve';
import type { ReviewInput, RuledOut, Verdict } from './types';

/**
 * Supplement options (search, grouping) and the review of what a user already takes.
 *
 * Review verdict precedence (documented contract), strongest first:
 *   avoid > unchecked > over_ul > reduce > below_dose > duplicate > no_benefit > keep
 * Every rule that fires adds an issue text; the verdict is the strongest rule that fired. A product
 * that could not be identified (name or dose unit) is `unchecked`, never `keep` (pharmacist review
 * A3: an unrecognised 5-HTP taken with sertraline was passed as "keep").
 * A product above the UL is `over_ul`; `reduce` is a product above a condition's lower daily cap
 * (`capped`: vitamin C above about 100 mg a day with an eGFR below 30, KDOQI 2020).
 */

const PRECEDENCE: readonly Verdict[] = [
  'avoid',
  'unchecked',
  'over_ul',
  'reduce',
  'below_dose',
  'duplicate',
  'no_benefit',
  'keep',
];

/**
 * Review the supplements a user takes against the ULs, each other, their medicines and their needs.
 * One review per input item, in input order. See the module comment for verdict precedence.
 */
export function reviewSupplements(input: ReviewInput): ProductReview[] {
  const locale = localeOf(input?.locale);
  const zh = locale === 'zh-CN';
  const items = (Array.isArray(input?.supplements) ? input.supplements : []).map(resolveItem);
  const verdicts = items.map(() => new Set<Verdict>());
  const antenatalIron: { i: number; total: number }[] = [];
  /** A prenatal kept in pregnancy while an add-on is the one to stop (see `productToStop`). */
  const keptPrenatal = new Set<number>();
  const issues: string[][] = items.map(() => []);
  /**
   * One line once: several rules can say the same sentence for one product (a multivitamin's iron, B12,
   * magnesium and calcium each under the same PPI rule gave "Needs monitoring when taken with
   * Omeprazole" four times; clinician review 2026-11-25 closing, cross-cutting §8).
   */
  const addIssue = (i: number, text: string): void => {
    const list = issues[i];
    if (list && !list.includes(text)) list.push(text);
  };
  // The user's own words when they typed a name, else the option's name in the locale.
  const names = items.map((it) =>
    typeof it.input?.name === 'string' && it.input.name
      ? it.input.name
      : it.option
        ? pick(it.option, locale)
        : label(it.input),
  );
  const targets = input?.targets ?? ({} as ReviewInput['targets']);
  const food = input?.foodIntake ?? {};

  // A product the person's condition rules out by what it is (berberine, coptis, pearl powder with G6PD
  // deficiency): `avoid` with the condition's reason, known to the table or only typed.
  const namedHit = (rule: { names: RegExp; substances?: readonly string[] }, it: ResolvedItem): boolean => {
    const typed = typeof it.input?.name === 'string' ? it.input.name : '';
    const known = it.option ? `${it.option.zh} ${it.option.en} ${it.option.aliases.join(' ')}` : '';
    return (
      rule.names.test(typed) ||
      rule.names.test(known) ||
      (it.option !== undefined && (rule.substances ?? []).includes(it.option.main))
    );
  };
  for (const rule of input?.namedAvoid ?? []) {
    items.forEach((it, i) => {
      if (!namedHit(rule, it)) return;
      if (it.input?.prescribed !== true) verdicts[i]!.add('avoid');
      addIssue(i, rule.text);
    });
  }
  // A product the person's condition makes a caution for (dandelion root with kidney disease): said only.
  for (const rule of input?.namedCaution ?? []) {
    items.forEach((it, i) => {
      if (namedHit(rule, it)) addIssue(i, rule.text);
    });
  }

  // Unknown products cannot be checked; say so rather than pass them silently.
  items.forEach((it, i) => {
    if (!it.option) {
      verdicts[i]!.add('unchecked');
      addIssue(
        i,
        zh
          ? '未能识别该产品或剂量单位，无法核对其成分、剂量以及与你所用药物的相互作用。请把产品（或包装）拿给药师看。'
          : 'We could not identify this product or its dose unit, so its contents, dose and interactions with your medicines were not checked. Show the product (or its label) to your pharmacist.',
      );
    }
  });

  // A count of tablets (…) of unknown strength: never guessed, and the UL cannot be checked for it.
  items.forEach((it, i) => {
    if (!it.option || !it.uncounted) return;
    verdicts[i]!.add('unchecked');
    const given = doseText(it.input.dose, it.input.unit, locale);
    const one = unitWord(it.input.unit, locale);
    addIssue(
      i,
      zh
        ? `剂量按“${given}”填写，但不知道每${one}含多少，因此未计入每日摄入量，也无法核对是否超过上限。请按包装填写每${one}的含量（如每${one} 600 mg），或填写每日总量。`
        : `Your dose is ${given}, but we do not know how much one ${one} contains, so it is not counted in your daily intake and the upper limit could not be checked. Enter the amount per ${one} from the label (for example 600 mg per ${one}), or the daily amount.`,
    );
  });

  // A known product whose dose unit is no amount of it (nattokinase in IU): the amount is unchecked,
  // named as such; the product's interactions below still apply (tenth clinician review, zh P1 #1).
  items.forEach((it, i) => {
    if (!it.option || !it.unitUnread) return;
    verdicts[i]!.add('unchecked');
    const given =
      typeof it.input?.dose === 'number' && typeof it.input?.unit === 'string'
        ? `${fmt(it.input.dose)} ${String(it.input.unit)}`
        : '';
    const what = pick(it.option, locale);
    addIssue(
      i,
      zh
        ? `已识别为“${what}”，但剂量“${given}”的单位无法换算成本品的量：没有计入每日摄入量，也无法核对剂量是否过高。请按包装用毫克、克或片/粒重新填写。它与你所用药物的相互作用已照常核对。`
        : `Recognised as "${what}", but the dose "${given}" is in a unit that cannot be read as an amount of it: it is not counted in your daily intake and the amount could not be checked. Enter it again from the label in mg, g or tablets/capsules. Its interactions with your medicines were checked as usual.`,
    );
  });

  // An amount that is not a plausible amount of the product (grams of a microgram vitamin): not read.
  items.forEach((it, i) => {
    if (!it.option || !it.unreadable) return;
    verdicts[i]!.add('unchecked');
    const given = doseText(it.input.dose, it.input.unit, locale);
    const d = it.option.defaultDose;
    const serving = doseText(d.amount, d.unit, locale);
    const times = fmt(Math.floor(it.unreadable.servings));
    addIssue(
      i,
      zh
        ? `填写的每日剂量“${given}”不可能是本品的量（本品一份是 ${serving}，这相当于每天 ${times} 份），所以读不懂这个剂量：没有计入每日摄入量，也无法核对是否超过上限。请对照包装重新填写每天吃多少，注意单位是克、毫克还是微克。`
        : `The daily amount given, ${given}, cannot be an amount of this product (one serving is ${serving}, so this would be ${times} servings a day), so the amount could not be read: it is not counted in your daily intake and the upper limit could not be checked. Check the label and enter how much you take a day again, minding the unit (g, mg or µg).`,
    );
  });

  // A dose given as a salt: say both amounts first, so the user sees what was counted.
  items.forEach((it, i) => {
    if (!it.salt) return;
    const element = it.salt.row.nutrient;
    addIssue(
      i,
      pick(
        it.salt.basis !== 'elemental'
          ? SALT_NOTE
          : 'hydrateVaries' in it.salt.row && it.salt.row.hydrateVaries
            ? SALT_ELEMENTAL_NOTE_NO_MASS
            : SALT_ELEMENTAL_NOTE,
        locale,
      )
        .replace('{salt}', pick(it.salt.row, locale))
        .replace('{saltMg}', fmt(it.salt.mg))
        .replace(
          '{element}',
          zh ? nutrientName(element, locale) : nutrientName(element, locale).toLowerCase(),
        )
        .replace('{elementMg}', fmt(it.amounts[element] ?? 0)),
    );
  });

  const companions = Array.isArray(input?.companions) ? input.companions : [];
  // The `prescribed` flag is read as given: `false` is never overridden by a companion of her medicines
  // (ninth clinician review, en P1: a self-bought D3 5000 IU sent with `prescribed: false` on prednisone
  // was "prescribed (125 µg): keep taking it as prescribed").
  // Above the UL a product is prescribed only when the person says so (tenth clinician review, en P2: his
  // sister's folic acid 5 mg on phenytoin was "prescribed … keep taking it", no flag sent): the
  // companion row of a medicine stands for a product within the UL only.
  const withinUl = (it: ResolvedItem, main: string): boolean => {
    if (!isNutrientKey(main)) return true;
    const ul = targets[main]?.ul;
    const amount = it.amounts[main];
    return typeof ul !== 'number' || amount === undefined || amount <= ul + 1e-9;
  };
  /**
   * An unmarked product is presumed the companion of the medicine that brings it, and so kept against that
   * medicine's rules — never against another medicine's "avoid": a self-bought magnesium of a woman with
   * myasthenia gravis on tacrolimus and pyridostigmine was "keep — it is prescribed" beside the myasthenia
   * rule's "stop it" (nineteenth clinician review, zh S3). Marked prescribed, it is kept with the pair said.
   */
  const companionOfTabooDrug = (main: string, drugId: string | undefined): boolean =>
    drugId === undefined || companions.some((c) => c.nutrient === main && c.drugs.includes(drugId));
  const prescribedOf = (it: ResolvedItem, main: string): boolean =>
    it.input?.prescribed === true ||
    (it.input?.prescribed !== false && withinUl(it, main) && companions.some((c) => c.nutrient === main));
  /**
   * A product itself above the UL is the companion only when she marks it prescribed, and then only where
   * the companion's own dose can be above it (a prescription dose such as folic acid 5 mg, up to that
   * dose; a measured loss a prescriber corrects): the steroid row's vitamin D is 600–800 IU (ninth
   * review), and an unmarked folic acid 5 mg is not the antiepileptic's (tenth review, en P2). Within the
   * UL on its own (sickle cell's folic acid 1 mg beside a multivitamin), an unmarked product still is.
   */
  const companionAboveUl = (it: ResolvedItem, n: NutrientKey, amount: number): boolean =>
    (it.input?.prescribed === true || (it.input?.prescribed !== false && withinUl(it, n))) &&
    it.option?.main === n &&
    it.option.category !== 'multi' &&
    companions.some(
      (c) =>
        c.nutrient === n &&
        (c.prescribedDailyMax !== undefined ? amount <= c.prescribedDailyMax + 1e-9 : c.overridesRuledOut),
    );

  // Upper limits, summed across products (+ food where the UL counts all sources). Vitamin A: the UL
  // is for preformed vitamin A (retinol) only, so β-carotene is left out (IOM 2001).
  const ulPart = (it: ResolvedItem, n: NutrientKey): number =>
    n === 'vitaminA' ? it.preformedVitaminA : (it.amounts[n] ?? 0);
  const totals: Partial<Record<NutrientKey, number>> = {};
  for (const it of items) {
    for (const k of Object.keys(it.amounts) as NutrientKey[]) totals[k] = (totals[k] ?? 0) + ulPart(it, k);
  }
  const overUl: NonNullable<ProductReview['overUl']>[] = items.map(() => []);
  /** Products at a companion's prescription dose that she has not marked prescribed: never "adds little". */
  const unmarkedRxDose = new Set<number>();
  const supervisedMax = new Map<NutrientKey, number>();
  const topUps = new Map<NutrientKey, { min: number; add: number }>();
  const supervisedMin = new Map<NutrientKey, number>();
  for (const x of input?.supervised ?? []) {
    if (x && Number.isFinite(x.max))
      supervisedMax.set(x.nutrient, Math.max(x.max, supervisedMax.get(x.nutrient) ?? 0));
    if (x && typeof x.min === 'number' && Number.isFinite(x.min)) supervisedMin.set(x.nutrient, x.min);
    if (x && typeof x.min === 'number' && typeof x.add === 'number' && x.add > 0)
      topUps.set(x.nutrient, { min: x.min, add: x.add });
  }
  for (const [n, supp] of Object.entries(totals) as [NutrientKey, number][]) {
    const t = targets[n];
    const ul = t?.ul;
    if (typeof ul !== 'number' || !Number.isFinite(ul)) continue;
    const treatmentMax = supervisedMax.get(n);
    if (treatmentMax !== undefined && supp <= Math.max(treatmentMax, ul) + 1e-9) {
      // Within a supervised treatment: counted from supplements only, never "over the UL".
      const scope0 = t?.ulScope ?? (SUPPLEMENT_ONLY_UL.has(n) ? 'supplements' : 'total');
      const food0 = scope0 === 'total' ? Math.max(0, food[n] ?? 0) : 0;
      if (!(supp + food0 > ul + 1e-9)) continue;
      const u = unitText(unitOf(n));
      // Below the treatment range with the plan's top-up: her products are part of one treatment
      // dose, said with the plan's own numbers (the card says the same: add X, Y in all).
      const topUp = topUps.get(n);
      if (topUp && supp < topUp.min - 1e-9) {
        items.forEach((it, i) => {
          if (!(ulPart(it, n) > 0)) return;
          addIssue(
            i,
            zh
              ? `${nutrientName(n, locale)}每日补充 ${fmt(supp)} ${u}，低于治疗剂量（指南范围每天 ${fmt(topUp.min)}–${fmt(treatmentMax)} ${u}）：方案在此基础上再加 ${fmt(topUp.add)} ${u}，每天合计 ${fmt(supp + topUp.add)} ${u}，须在医生监督下服用；自行补充的可耐受最高摄入量 ${fmt(ul)} ${u} 不适用于医生监督下的治疗。请按时复查。`
              : `${nutrientName(n, locale)} from supplements is ${fmt(supp)} ${u}/day, below a treatment dose (the guideline range is ${fmt(topUp.min)}–${fmt(treatmentMax)} ${u}/day): add ${fmt(topUp.add)} ${u}, ${fmt(supp + topUp.add)} ${u} a day in all, as your plan says, under medical supervision; the ${fmt(ul)} ${u} upper limit for self-supplementation does not apply to supervised treatment. Re-test on time.`,
          );
        });
        continue;
      }
      items.forEach((it, i) => {
        if (!(ulPart(it, n) > 0)) return;
        addIssue(
          i,
          zh
            ? `${nutrientName(n, locale)}每日补充 ${fmt(supp)} ${u}，属于方案中须医生监督的治疗剂量（化验证实缺乏，指南范围最多 ${fmt(treatmentMax)} ${u}/天）；自行补充的可耐受最高摄入量 ${fmt(ul)} ${u} 不适用于医生监督下的治疗。请在医生指导下服用并按时复查。`
            : `${nutrientName(n, locale)} from supplements is ${fmt(supp)} ${u}/day, a treatment dose under medical supervision in your plan (a lab-confirmed deficiency; the guideline range goes up to ${fmt(treatmentMax)} ${u}/day); the ${fmt(ul)} ${u} upper limit for self-supplementation does not apply to supervised treatment. Take it as your doctor directs and re-test on time.`,
        );
      });
      continue;
    }
    if (treatmentMax !== undefined) {
      // Above the guideline's treatment range for a lab-proven deficiency: flagged against that range,
      // never against the self-supplementation UL, which does not apply to supervised treatment (NIH
      // ODS; clinician review 2026-11-25 closing, cross-cutting §7: 105 mg `keep` but 148 mg "above
      // the upper limit of 45 mg").
      const u = unitText(unitOf(n));
      const min = supervisedMin.get(n);
      const range = min !== undefined ? `${fmt(min)}–${fmt(treatmentMax)}` : null;
      items.forEach((it, i) => {
        const amt = ulPart(it, n);
        if (!(amt > 0)) return;
        const prescribed = it.input?.prescribed === true || companionAboveUl(it, n, amt);
        overUl[i]!.push({ nutrient: n, unit: unitOf(n), total: roundTo(supp, 2), ul, prescribed });
        const head = zh
          ? `${nutrientName(n, locale)}每日补充 ${fmt(supp)} ${u}，高于化验证实缺乏时的治疗剂量范围（指南${range ? ` ${range} ${u}/天` : `最多 ${fmt(treatmentMax)} ${u}/天`}；自行补充的可耐受最高摄入量 ${fmt(ul)} ${u} 不适用于医生监督下的治疗）`
          : `${nutrientName(n, locale)} from supplements is ${fmt(supp)} ${u}/day, above the treatment range for a lab-proven deficiency (the guideline's ${range ? `${range} ${u}/day` : `up to ${fmt(treatmentMax)} ${u}/day`}; the ${fmt(ul)} ${u} upper limit for self-supplementation does not apply to supervised treatment)`;
        // A prenatal with up to 60 mg iron in pregnancy is her folic acid and iodine: kept, the total
        // for the obstetrician to set (docs/product-rules.md, prenatal-kept-above-range; fifteenth clinician review, zh P1-S1: 爱乐维
        // "reduce" beside prescribed 速力菲, and left out of the day's schedule).
        if (
          n === 'iron' &&
          input?.pregnant === true &&
          it.option?.category === 'multi' &&
          amt <= WHO_ANTENATAL_IRON_MAX_MG + 1e-9
        ) {
          addIssue(
            i,
            zh
              ? `${head}；本品是孕期复合维生素（含铁 ${fmt(amt)} ${u}，也是你叶酸等的来源），请继续服用，把每天铁的总量告诉产科医生，由医生决定是否改用不含铁的孕期复合维生素或调整铁剂。`
              : `${head}; this is your pregnancy multivitamin (${fmt(amt)} ${u} iron, and your folic acid among others): keep taking it, and tell your obstetrician your daily iron total — they decide whether to switch to a prenatal without iron or change the iron tablets.`,
          );
          return;
        }
        if (prescribed) {
          addIssue(
            i,
            zh
              ? `${head}；本品为处方用药（提供 ${fmt(amt)} ${u}），请继续按医嘱服用，并请开药医生核对每天的总量。`
              : `${head}; this product is prescribed (${fmt(amt)} ${u}): keep taking it as prescribed and ask your prescriber to check the daily total.`,
          );
          return;
        }
        // A lab-confirmed deficiency needs treating: a product above the guideline's treatment range is
        // for the doctor to bring into it, never "stop taking it daily" against the self-supplementation
        // UL (twelfth clinician review, zh P2 #2 and cross-cutting #2: 力蜚能 150 mg for iron-deficiency
        // anaemia told to stop). Far above the range (more than twice its top) it is still over the UL.
        if (amt > ul + 1e-9 && amt > 2 * treatmentMax + 1e-9) {
          verdicts[i]!.add('over_ul');
          addIssue(
            i,
            `${head}${zh ? `；本品提供 ${fmt(amt)} ${u}。` : `; this product gives ${fmt(amt)} ${u}.`} ${stopDaily(n, amt, ul, u, locale)}`,
          );
          return;
        }
        verdicts[i]!.add('reduce');
        if (amt > ul + 1e-9) {
          addIssue(
            i,
            zh
              ? `${head}；本品提供 ${fmt(amt)} ${u}。缺乏需要治疗，不要自己停用；但更高的剂量不会补得更快，副作用却更多：请尽快请医生把每天的量定在治疗范围内，并按时复查。`
              : `${head}; this product gives ${fmt(amt)} ${u}. The deficiency needs treating, so do not stop it on your own; but a higher dose does not replete faster and causes more side effects: ask your doctor soon to set the daily dose within the treatment range, and re-test on time.`,
          );
          return;
        }
        addIssue(
          i,
          zh
            ? `${head}；本品提供 ${fmt(amt)} ${u}。更高的剂量不会补得更快，副作用却更多：请和医生确认每天的总量，多出的含${nutrientName(n, locale)}产品可以不吃。`
            : `${head}; this product gives ${fmt(amt)} ${u}. A higher dose does not replete faster and causes more side effects: ask your doctor to confirm the daily total, and leave out the extra product with ${lowerName(nutrientName(n, locale))}.`,
        );
      });
      continue;
    }
    if (n === 'iron' && input?.pregnant === true && supp <= WHO_ANTENATAL_IRON_MAX_MG + 1e-9) {
      // Said after the verdicts: "keep taking it" only for a product no other rule rules out
      // (clinician review 2026-11-25 late, Z4 §1: an iodine prenatal was "avoid" and "keep taking it").
      items.forEach((it, i) => {
        if ((it.amounts.iron ?? 0) > 0) antenatalIron.push({ i, total: supp });
      });
      continue;
    }
    const scope = t?.ulScope ?? (SUPPLEMENT_ONLY_UL.has(n) ? 'supplements' : 'total');
    const foodIn = n === 'vitaminA' ? (input?.foodPreformedVitaminA ?? food[n]) : food[n];
    const fromFood = scope === 'total' ? Math.max(0, foodIn ?? 0) : 0;
    const total = supp + fromFood;
    if (!(total > ul + 1e-9)) continue;
    const u = unitText(unitOf(n));
    // A multivitamin is not the prescribed companion, whatever its main nutrient (a prenatal's folate).
    const isPrescribed = (it: (typeof items)[number]) =>
      it.input?.prescribed === true || companionAboveUl(it, n, ulPart(it, n));
    // Only what the person chose is held to the UL, a prescription dose is not (seventh clinician
    // review, en B9: a prenatal's 400 µg was "over the UL" beside a prescribed folic acid 5 mg).
    const prescribedShare = items.reduce((sum, it) => sum + (isPrescribed(it) ? ulPart(it, n) : 0), 0);
    const ownWithinUl = prescribedShare > 0 && total - prescribedShare <= ul + 1e-9;
    const stopOne = ownWithinUl ? undefined : productToStop(items, n, total, ul, ulPart, isPrescribed);
    items.forEach((it, i) => {
      const amt = ulPart(it, n);
      if (!amt || amt <= 0) return;
      const prescribed = isPrescribed(it);
      if (stopOne !== undefined && i !== stopOne && !prescribed) {
        // The total is over only because of the one product to stop: this one is kept, with no over_ul
        // of its own for this nutrient (twenty-seventh clinician review, zh S1 and M8).
        const other = zh ? `「${names[stopOne] ?? ''}」` : `"${names[stopOne] ?? ''}"`;
        if (input?.pregnant === true && it.option?.category === 'multi') keptPrenatal.add(i);
        addIssue(
          i,
          zh
            ? `${nutrientName(n, locale)}每日合计 ${fmt(total)} ${u}，超过可耐受最高摄入量 ${fmt(ul)} ${u}，是因为同时在吃${other}；停用${other}后，本品提供的 ${fmt(amt)} ${u} 加上其余部分就在上限以内，本品不必因此停用。`
            : `${nutrientName(n, locale)} totals ${fmt(total)} ${u}/day, above the upper limit of ${fmt(ul)} ${u}, because you also take ${other}; without ${other}, the ${fmt(amt)} ${u} in this product and the rest stay within the limit, so this one need not be stopped for it.`,
        );
        return;
      }
      // With a medicine that has a rule about this nutrient (active vitamin D or a thiazide beside calcium), a
      // product the person added on top of a prescribed dose that already passes the UL is not "keep it": the
      // total is what the blood sees (thirtieth clinician review, en S6: Tums beside prescribed calcium on
      // calcitriol and a thiazide, 2,368 mg a day, was "you can keep it") — not while the blood calcium (corrected
      // for albumin) is low: hypoparathyroidism under treatment, whose calcium is not to be cut (twenty-first review, en S1).
      const ruledBy =
        !prescribed && ownWithinUl && HYPERCALCAEMIA_NUTRIENTS.includes(n) && input?.lowBloodCalcium !== true
          ? input?.taboos?.find((t) => t.target === n)?.drug
          : undefined;
      if (ruledBy) {
        verdicts[i]!.add('avoid');
        addIssue(
          i,
          zh
            ? `${nutrientName(n, locale)}每日合计 ${fmt(total)} ${u}（含医生开的 ${fmt(prescribedShare)} ${u}），已超过可耐受最高摄入量 ${fmt(ul)} ${u}；你还在用${ruledBy}，自己另加的本品（${fmt(amt)} ${u}）会让血中的${nutrientName(n, locale)}更容易过高：先不要吃本品，问开药医生是否需要；医生开的剂量照常。`
            : `${nutrientName(n, locale)} totals ${fmt(total)} ${u}/day including the prescribed ${fmt(prescribedShare)} ${u}, above the upper limit of ${fmt(ul)} ${u}; with ${ruledBy} as well, the ${fmt(amt)} ${u} you add with this product makes a too-high blood level more likely: do not take it on your own — ask your prescriber whether you need it, and keep the prescribed dose as it is.`,
        );
        return;
      }
      if (!prescribed && ownWithinUl) {
        addIssue(
          i,
          zh
            ? `${nutrientName(n, locale)}每日合计高于自行补充的上限 ${fmt(ul)} ${u}，是因为医生开的处方剂量（${fmt(prescribedShare)} ${u}）；本品提供的 ${fmt(amt)} ${u} 加上其余部分仍在上限以内，可以继续服用，请让开药医生知道你还在吃本品。`
            : `${nutrientName(n, locale)} is above the ${fmt(ul)} ${u} upper limit for self-supplementation because of the prescribed dose (${fmt(prescribedShare)} ${u}); the ${fmt(amt)} ${u} in this product, with the rest you chose, stays within the limit: you can keep it, and tell your prescriber you take it.`,
        );
        return;
      }
      overUl[i]!.push({ nutrient: n, unit: unitOf(n), total: roundTo(total, 2), ul, prescribed });
      const foodPart =
        fromFood > 0
          ? zh
            ? ` + 膳食约 ${fmt(fromFood)} ${u}`
            : ` + about ${fmt(fromFood)} ${u} from food`
          : '';
      const what =
        n === 'vitaminA' ? (zh ? '预成型维生素A（视黄醇）' : 'Preformed vitamin A (retinol)') : null;
      const head = zh
        ? `${what ?? nutrientName(n, locale)}每日合计 ${fmt(total)} ${u}（补充剂 ${fmt(supp)} ${u}${foodPart}）`
        : `${what ?? nutrientName(n, locale)} totals ${fmt(total)} ${u}/day (supplements ${fmt(supp)} ${u}${foodPart})`;
      // A vitamin D loading strength marked prescribed but listed as daily: the prescription is weekly,
      // so never "keep taking it as prescribed" (fourteenth clinician review, en P5 #4).
      if (prescribed && n === 'vitaminD' && amt >= VITAMIN_D_LOADING_STRENGTH_UG - 1e-9) {
        verdicts[i]!.add('over_ul');
        addIssue(
          i,
          fillAboveUl('review-vitd-loading-prescribed-daily', locale, {
            amount: `${fmt(amt)} ${u}`,
            ul: `${fmt(ul)} ${u}`,
            multiple: ulMultiple(amt, ul),
            perDose: `${fmt(amt * VITAMIN_D_IU_PER_UG)} IU`,
          }),
        );
        return;
      }
      if (prescribed) {
        // A prescribed dose above the UL is a treatment dose: the UL is for self-supplementation.
        // Never "reduce" or "stop" (the safety rule of ADR 0006: no advice to stop a prescribed medicine).
        addIssue(
          i,
          zh
            ? `${head}，高于自行补充的可耐受最高摄入量 ${fmt(ul)} ${u}；本品为处方用药（提供 ${fmt(amt)} ${u}），请继续按医嘱服用，如有疑问请咨询开药医生。`
            : `${head}, above the upper limit of ${fmt(ul)} ${u} for self-supplementation; this product is prescribed (${fmt(amt)} ${u}): keep taking it as prescribed and talk to your prescriber with any questions.`,
        );
        return;
      }
      verdicts[i]!.add('over_ul');
      // A prescription dose of a companion of her medicines (folic acid 5 mg on an antiepileptic or
      // methotrexate) she has not marked prescribed: said as the prescriber's dose to ask about, never
      // "keep taking it as prescribed" (tenth clinician review, en P2: his sister's 5 mg on phenytoin).
      const rxDose =
        it.option?.main === n &&
        it.option.category !== 'multi' &&
        (companions.some(
          (c) => c.nutrient === n && c.prescribedDailyMax !== undefined && amt <= c.prescribedDailyMax + 1e-9,
        ) ||
          // A low 25-OH D: up to 10,000 IU a day is a repletion dose doctors give for a while (ES 2011:
          // 6,000 IU a day, 6,000–10,000 IU with malabsorption or interfering drugs).
          (n === 'vitaminD' &&
            (input?.lowByLab ?? []).includes('vitaminD') &&
            amt <= VITAMIN_D_REPLETION_MAX_UG + 1e-9));
      if (rxDose) unmarkedRxDose.add(i);
      addIssue(
        i,
        rxDose
          ? zh
            ? `${head}，超过自行补充的可耐受最高摄入量 ${fmt(ul)} ${u}；本品提供 ${fmt(amt)} ${u}，是只由医生开的处方剂量，而你没有标明是医生给你开的：请先问开药医生你该不该吃这个剂量，不要自己开始或加量；已经在吃的，先告诉医生再调整。`
            : `${head}, above the ${fmt(ul)} ${u} upper limit for self-supplementation; this product gives ${fmt(amt)} ${u}, a dose only a prescriber gives, and you have not marked it as prescribed for you: ask your prescriber whether you should take this dose, and do not start or raise it yourself; if you already take it, tell them before you change it.`
          : (zh
              ? `${head}，超过可耐受最高摄入量 ${fmt(ul)} ${u}；本品提供 ${fmt(amt)} ${u}。`
              : `${head}, above the upper limit of ${fmt(ul)} ${u}; this product gives ${fmt(amt)} ${u}.`) +
              // This product alone above the UL every day: "stop taking it daily" (tenth review, en P1).
              (amt > ul + 1e-9 ? ` ${stopDaily(n, amt, ul, u, locale)}` : '') +
              (stopOne === i ? ` ${stopThisOne(items, names, i, n, total, amt, u, ulPart, locale)}` : ''),
      );
    });
  }

  // Duplicates: a later product bought for the same thing as an earlier one.
  const firstByKey = new Map<string, number>();
  items.forEach((it, i) => {
    if (!it.option) return;
    const key = it.option.category === 'multi' ? 'multi' : it.option.main;
    const first = firstByKey.get(key);
    if (first === undefined) {
      firstByKey.set(key, i);
      return;
    }
    verdicts[i]!.add('duplicate');
    const what =
      key === 'multi'
        ? zh
          ? '复合维生素'
          : 'a multivitamin'
        : isNutrientKey(key)
          ? nutrientName(key, locale)
          : pick(it.option, locale);
    addIssue(
      i,
      zh
        ? `与「${names[first]}」重复：两者都提供${what}。`
        : `Duplicates "${names[first]}": both supply ${what}.`,
    );
  });

  // Medicine taboos.
  const traceK = new Map<number, { mg: number; drugs: string[] }>();
  for (const taboo of Array.isArray(input?.taboos) ? input.taboos : []) {
    if (!taboo || typeof taboo.target !== 'string') continue;
    const below = belowTabooDose(items, taboo);
    items.forEach((it, i) => {
      const o = it.option;
      if (!o) return;
      if (below.has(i)) return;
      const covered = Array.isArray(taboo.covers) && taboo.covers.includes(o.main);
      const hit =
        covered ||
        o.id === taboo.target ||
        o.main === taboo.target ||
        o.contains.some((c) => c.substance === taboo.target);
      if (!hit) return;
      const drug = taboo.drug || (zh ? '所用药物' : 'your medicine');
      // A multivitamin's trace of potassium is not the "potassium supplement or salt substitute" a
      // potassium-raising medicine's label warns of: never ruled out for it (clinician review
      // 2026-11-25, products §6; Aldactone US PI §5.1/§7.1, Yasmin US PI §5.2, FDA's 99 mg OTC limit).
      const potassium = it.uncounted || it.unreadable || it.unitUnread ? undefined : it.amounts.potassium;
      if (
        taboo.target === 'potassium' &&
        taboo.management === 'avoid' &&
        o.main !== 'potassium' &&
        potassium !== undefined &&
        potassium <= TRIVIAL_POTASSIUM_MG
      ) {
        const seen = traceK.get(i) ?? { mg: potassium, drugs: [] };
        if (!seen.drugs.includes(drug)) seen.drugs.push(drug);
        traceK.set(i, seen);
        return;
      }
      if (covered && prescribedOf(it, o.main)) {
        // A prescribed product in the stack stays prescribed; the prescriber must hear of the others.
        addIssue(
          i,
          zh
            ? `与${drug}及你的其他补充剂合用会叠加出血风险；这是医生开的，请继续按处方服用，并让开药医生知道你在用的全部产品。`
            : `Adds to bleeding risk with ${drug} and your other supplements; it is prescribed, so keep taking it as prescribed and make sure the prescriber knows every product you take.`,
        );
      } else if (covered) {
        // The strongest taboo for the product decides its verdict: the cumulative warning is major/avoid.
        verdicts[i]!.add('avoid');
        addIssue(
          i,
          zh
            ? `与${drug}及你的其他补充剂合用，出血风险叠加（严重）：先暂缓服用，把这些产品拿给开药医生或药师看，由他们决定是否保留。`
            : `Together with ${drug} and your other supplements it adds to bleeding risk (major): do not take it for now, and show these products to your prescriber or pharmacist, who decide whether to keep any.`,
        );
      } else if (
        taboo.management === 'avoid' &&
        (it.input?.prescribed === true ||
          (o.main === taboo.target && prescribedOf(it, o.main) && companionOfTabooDrug(o.main, taboo.drugId)))
      ) {
        // Prescribed by a doctor who may not know of the other medicine: never "avoid" (a prescribed
        // supplement stays prescribed, issue 31 §1; a calcium with vitamin D prescribed for
        // hypoparathyroidism beside calcitriol was "avoid", clinician review 2026-11-25, products §4),
        // but the prescriber must hear of the pair.
        addIssue(
          i,
          zh
            ? `与${drug}同服可能不安全；这是医生开的，请继续按处方服用，并确认开药医生知道你在用${drug}。`
            : `May not be safe with ${drug}; it is prescribed, so keep taking it as prescribed and make sure the prescriber knows you take ${drug}.`,
        );
      } else if (taboo.target === 'vitaminK' && taboo.drugId === 'warfarin') {
        // A vitamin K product already taken daily beside warfarin: the dose was set with it, so stopping
        // it suddenly raises the INR — the clinic decides (twenty-fifth clinician review, en S2: "avoid … do
        // not take them together" to a mechanical-valve patient on K2 with an INR of 4.6).
        verdicts[i]!.add('avoid');
        addIssue(
          i,
          zh
            ? `与${drug}相互作用：不要自己加服；已经每天在吃的，也不要突然停掉或改量——华法林剂量是在吃着它的情况下调好的，突然停会让INR升高。先告诉抗凝门诊或监测INR的医生，由他们决定怎么调整，改动后复查INR。`
            : `Interacts with ${drug}: do not add it on your own, and if you already take it daily, do not stop or change it suddenly either — your warfarin dose was set with it, and stopping can push the INR up. Tell your anticoagulation clinic first, let them decide, and have your INR checked after any change.`,
        );
      } else if (taboo.severity === 'major' && taboo.management === 'avoid') {
        verdicts[i]!.add('avoid');
        addIssue(
          i,
          zh
            ? `与${drug}存在严重相互作用，不建议同时服用；请咨询医生或药师。`
            : `Serious interaction with ${drug}: do not take them together; ask your doctor or pharmacist.`,
        );
      } else if (taboo.management === 'separate') {
        const h =
          typeof taboo.separateHours === 'number' && taboo.separateHours > 0 ? taboo.separateHours : null;
        addIssue(
          i,
          zh
            ? h
              ? `与${drug}间隔 ${h} 小时服用。`
              : `与${drug}分开时间服用。`
            : h
              ? `Take ${h} hours apart from ${drug}.`
              : `Take at a different time from ${drug}.`,
        );
      } else if (taboo.management === 'avoid' && o.main === taboo.target) {
        // The product is bought for the substance the rule says to avoid (vitamin E 400 IU with
        // warfarin, potassium chloride with an ACE inhibitor): "keep" would contradict the rule.
        // A multivitamin that merely contains some of it keeps the advice line below instead.
        verdicts[i]!.add('avoid');
        addIssue(
          i,
          zh
            ? `与${drug}同服不安全，除非医生建议，否则不要服用；请咨询医生或药师。`
            : `Not safe with ${drug}: do not take it unless your doctor advises it; ask your doctor or pharmacist.`,
        );
      } else if (taboo.management === 'avoid') {
        addIssue(
          i,
          zh
            ? `最好避免与${drug}同服；请咨询医生或药师。`
            : `Best not taken with ${drug}; ask your doctor or pharmacist.`,
        );
      } else {
        addIssue(
          i,
          zh
            ? `与${drug}同服时需监测，请告知医生。`
            : `Needs monitoring when taken with ${drug}; tell your doctor.`,
        );
      }
    });
  }

  // One line for a trace of potassium beside every potassium-raising medicine.
  for (const [i, { mg, drugs }] of traceK) {
    const names = drugs.join(zh ? '、' : ' and ');
    addIssue(
      i,
      zh
        ? `本品每天只含钾 ${fmt(mg)} mg（一根中等大小的香蕉约 420 mg），不是${names}的说明书所说的补钾产品或含钾代盐，不必因此停用；血钾仍按医生安排复查。`
        : `It has only ${fmt(mg)} mg of potassium a day (a medium banana has about 420 mg): not the potassium supplement or salt substitute the ${names} label${drugs.length > 1 ? 's warn' : ' warns'} about, so there is no need to stop it for that; keep your potassium tests as your doctor plans.`,
    );
  }

  // A condition's cap below the UL (eGFR < 30: vitamin C): the products that supply the nutrient are `reduce`.
  for (const cap of input?.capped ?? []) {
    if (!cap || !Number.isFinite(cap.maxDaily)) continue;
    const total = totals[cap.nutrient] ?? 0;
    if (!(total > cap.maxDaily + 1e-9)) continue;
    items.forEach((it, i) => {
      const amt = it.amounts[cap.nutrient] ?? 0;
      if (!(amt > 0) || it.input?.prescribed === true) return;
      // A multivitamin's small share is not the product to cut, unless it alone goes over the cap.
      if (it.option?.main !== cap.nutrient && !(amt > cap.maxDaily + 1e-9)) return;
      verdicts[i]!.add(cap.verdict ?? 'reduce');
      addIssue(i, cap.text);
    });
  }

  // A guideline's dose her products do not reach (folic acid 5 mg before conception on an
  // antiepileptic): the products of the nutrient (those bought for it, else those containing it).
  const below = new Set<number>();
  for (const b of input?.belowDose ?? []) {
    const total = items.reduce((sum, it) => sum + (it.amounts[b.nutrient] ?? 0), 0);
    if (!(total > 0) || total >= b.min - 1e-9) continue;
    const bought = items.flatMap((it, i) => (it.option?.main === b.nutrient ? [i] : []));
    const holding =
      bought.length > 0 ? bought : items.flatMap((it, i) => ((it.amounts[b.nutrient] ?? 0) > 0 ? [i] : []));
    for (const i of holding) {
      below.add(i);
      verdicts[i]!.add('below_dose');
      addIssue(i, b.text.replace('{amount}', fmt(total)));
    }
  }

  // Prescribed companions of the person's medicines (review/companions.ts), and products marked
  // prescribed; a product below the guideline's dose has that line instead of "do not cut the dose".
  // Condition: supplements of these nutrients are ruled out; one line per product.
  const ruledOut = input?.ruledOut ?? [];
  // A companion's "keep taking them" is not said of a product the condition rules out (a high calcium:
  // the steroid's calcium and vitamin D; ninth clinician review, en P1), unless the companion overrides it.
  const ruledOutHere = (it: ResolvedItem, c: Companion): boolean =>
    !c.overridesRuledOut &&
    it.input?.prescribed !== true &&
    ruledOut.some(
      (r) =>
        (r.nutrient === it.option?.main && !(r.notMultivitamin === true && it.option.category === 'multi')) ||
        (r.containsAvoid === true && (it.option?.contains ?? []).some((x) => x.substance === r.nutrient)),
    );
  items.forEach((it, i) => {
    const c = it.option && companions.find((x) => x.nutrient === it.option!.main);
    // Not said of a product above the UL she has not marked prescribed: it is not the companion.
    const mine = it.input?.prescribed === true || (it.option !== undefined && withinUl(it, it.option.main));
    // Not said beside another medicine's "avoid" either (the verdict and its text agree).
    if (c && mine && !below.has(i) && !ruledOutHere(it, c) && !verdicts[i]!.has('avoid')) addIssue(i, c.text);
  });

  // What the product holds of the rule's nutrient (preformed vitamin A only, where the rule says so).
  const holds = (o: SupplementOptionRow, r: RuledOut): boolean =>
    o.contains.some(
      (c) => c.substance === r.nutrient && !(r.preformedOnly === true && c.form === 'beta_carotene'),
    );
  const say = (i: number, r: RuledOut, text: string): void => {
    if (r.lead === true && !issues[i]!.includes(text)) issues[i]!.unshift(text);
    else addIssue(i, text);
  };
  items.forEach((it, i) => {
    const o = it.option;
    if (!o || ruledOut.length === 0) return;
    const bought = ruledOut.find(
      (r) =>
        r.nutrient === o.main &&
        !(r.notMultivitamin === true && o.category === 'multi') &&
        (r.preformedOnly !== true || holds(o, r)),
    );
    const companion = companions.find((c) => c.nutrient === o.main);
    if (bought && (companion?.overridesRuledOut || it.input?.prescribed === true)) {
      // The prescriber gave it for a measured need: the condition's rule becomes a note to check.
      addIssue(
        i,
        bought.prescribedText !== undefined && it.input?.prescribed === true
          ? bought.prescribedText
          : zh
            ? `${bought.text}不过本品是为你开的处方补充，请按处方继续服用，并确认开药医生知道你的全部情况。`
            : `${bought.text} This product is prescribed for you, though: keep taking it as prescribed and make sure the prescriber knows your whole picture.`,
      );
      return;
    }
    if (bought) {
      verdicts[i]!.add('avoid');
      say(i, bought, bought.text);
      return;
    }
    const avoidContained = ruledOut.find(
      (r) =>
        r.containsAvoid === true && holds(o, r) && !(r.notMultivitamin === true && o.category === 'multi'),
    );
    if (avoidContained && it.input?.prescribed !== true) {
      verdicts[i]!.add('avoid');
      say(i, avoidContained, avoidContained.containsText ?? avoidContained.text);
      return;
    }
    const contained = ruledOut.filter((r) => r.containsText !== undefined && holds(o, r));
    // One line per reason: the kidney's potassium and magnesium, a high calcium's calcium and vitamin D.
    for (const note of new Set(contained.map((r) => r.containsText!))) {
      const what = contained
        .filter((r) => r.containsText === note)
        .map((r) => nutrientName(r.nutrient, locale))
        .join(zh ? '和' : ' and ');
      addIssue(i, zh ? `含${what}：${note}` : `Contains ${what}: ${note}`);
    }
  });

  // The product's own warning (kelp's variable iodine, black cohosh and the liver; clinician review
  // 2026-11-25 closing, §6): always said.
  // Where the warning itself says "not in pregnancy or breastfeeding", she is told not to take it
  // (kelp was "keep" for a breastfeeding woman beside "do not take them… in pregnancy or breastfeeding";
  // clinician review 2026-11-25, products §3). A product her doctor prescribed stays the doctor's.
  items.forEach((it, i) => {
    const w = it.option?.warning;
    if (!w) return;
    const ruledOut =
      w.avoidIn?.includes('everyone') === true ||
      (input?.pregnant === true && w.avoidIn?.includes('pregnancy') === true) ||
      (input?.lactating === true && w.avoidIn?.includes('lactation') === true) ||
      (w.avoidIn?.includes('thyroid') === true &&
        (input?.conditions ?? []).some((c) => THYROID_CONDITIONS.has(c))) ||
      (w.avoidIn?.includes('liver') === true &&
        (hasLiverDisease(input?.conditions) || input?.liverEnzymesRaised === true));
    if (ruledOut && it.input?.prescribed !== true) verdicts[i]!.add('avoid');
    addIssue(i, zh ? w.text.zh : w.text.en);
  });

  // Pregnancy or breastfeeding with a product whose safety there is not established (melatonin;
  // twenty-sixth clinician review, en M2): not on her own — her obstetrician decides; a prescribed one
  // stays the prescriber's, with the line.
  items.forEach((it, i) => {
    const c = it.option?.pregnancyCaution;
    if (!c || !(input?.pregnant === true || input?.lactating === true)) return;
    if (it.input?.prescribed !== true) verdicts[i]!.add('avoid');
    const mg = it.option ? (it.substanceMg[it.option.main] ?? 0) : 0;
    const high =
      c.high && c.highFromMg !== undefined && mg >= c.highFromMg
        ? (zh ? c.high.zh : c.high.en).replace('{mg}', fmt(mg))
        : '';
    addIssue(i, [zh ? c.text.zh : c.text.en, high].filter(Boolean).join(zh ? '' : ' '));
  });

  // A medicine favours another form of this mineral (PPI → calcium citrate, pharmacist review A9):
  // switch the product's form at the same elemental dose rather than add a second product.
  for (const sw of input?.formSwitches ?? []) {
    items.forEach((it, i) => {
      const amount = it.amounts[sw.nutrient] ?? 0;
      if (!it.option || saltFormOfItem(it)?.id !== sw.from || !(amount > 0)) return;
      const fraction = sw.toFraction > 0 ? sw.toFraction : 1;
      addIssue(
        i,
        sw.text
          .replace('{amount}', fmt(amount))
          .replace('{salt}', fmt(Math.round(amount / fraction / 10) * 10)),
      );
    });
  }

  // Biotin and lab tests (pharmacist review B2): anyone who has blood tests, not only thyroid patients
  // (the taboo list carries the thyroid-specific warning for thyroid medicines).
  items.forEach((it, i) => {
    const mg = it.substanceMg.biotin;
    if (!it.option || typeof mg !== 'number' || !(mg >= BIOTIN_LAB_MIN_MG)) return;
    addIssue(
      i,
      zh
        ? `每天${fmt(mg * 1000)} µg生物素会干扰多种抽血检验（甲状腺功能TSH/FT4、肌钙蛋白等），结果可能失真：抽血前停用2–3天，并告诉医生和检验科你在服用生物素。`
        : `${fmt(mg * 1000)} µg of biotin a day can falsify many blood tests (thyroid TSH/FT4, troponin and others): stop it 2–3 days before a blood test and tell the doctor and the lab that you take it.`,
    );
  });

  // Benefit: a nutrient the user is low in or does not reach from food, or a non-nutrient product
  // with evidence for one of the user's goals.
  const low = new Set(Array.isArray(input?.lowNutrients) ? input.lowNutrients : []);
  const goals = new Set(Array.isArray(input?.goals) ? input.goals : []);
  const advised = new Set<string>(input?.advised ?? []);
  items.forEach((it, i) => {
    const o = it.option;
    if (!o) return;
    const nutrients = o.contains.map((c) => c.substance).filter(isNutrientKey);
    const needed = nutrients.some((n) => {
      if (low.has(n)) return true;
      const f = food[n];
      const t = targets[n];
      return typeof f === 'number' && t !== undefined && f < t.target;
    });
    const evidence = HERBAL_GOAL_EVIDENCE[o.main];
    const forGoal = evidence !== undefined && evidence.goals.some((g) => goals.has(g));
    // A prescribed product is not judged by what food supplies (issue 31 §1).
    if (needed || forGoal || prescribedOf(it, o.main) || advised.has(o.main) || unmarkedRxDose.has(i)) return;
    verdicts[i]!.add('no_benefit');
    addIssue(
      i,
      nutrients.length > 0
        ? zh
          ? '根据你的评估，本品所含营养素目前并不缺乏，额外补充益处不大。'
          : 'Your assessment shows no shortfall in what this product supplies, so it adds little.'
        : zh
          ? '没有可靠证据表明本品对你的健康目标有益。'
          : 'There is no good evidence that this product helps with your goals.',
    );
  });

  for (const { i, total } of antenatalIron) {
    const within = total >= WHO_ANTENATAL_IRON_MIN_MG - 1e-9;
    const range = zh
      ? within
        ? `在世界卫生组织建议的孕期补铁范围（每天${WHO_ANTENATAL_IRON_MIN_MG}–${WHO_ANTENATAL_IRON_MAX_MG} mg元素铁）内`
        : `不超过世界卫生组织建议的孕期补铁量（每天${WHO_ANTENATAL_IRON_MIN_MG}–${WHO_ANTENATAL_IRON_MAX_MG} mg元素铁）`
      : within
        ? `within the WHO antenatal range of ${WHO_ANTENATAL_IRON_MIN_MG}–${WHO_ANTENATAL_IRON_MAX_MG} mg elemental iron`
        : `not above the WHO antenatal amount of ${WHO_ANTENATAL_IRON_MIN_MG}–${WHO_ANTENATAL_IRON_MAX_MG} mg elemental iron`;
    addIssue(
      i,
      verdicts[i]!.has('avoid')
        ? zh
          ? `孕期补充剂中的铁每天共 ${fmt(total)} mg，${range}：铁本身没有问题，本品是因为上面的原因不建议吃；换用的孕期补充剂请仍含铁，并告诉产科医生你在吃什么。`
          : `Iron from supplements totals ${fmt(total)} mg a day, ${range}: the iron is not the problem — this product is ruled out for the reason above; choose a replacement that still has iron, and tell your obstetrician what you take.`
        : zh
          ? `孕期补充剂中的铁每天共 ${fmt(total)} mg，${range}：可以继续服用，并告诉产科医生你在吃什么。`
          : `Iron from supplements totals ${fmt(total)} mg a day, ${range}: you can keep taking it; tell your obstetrician what you take.`,
    );
  }

  // Said after the verdicts: "keep taking it" only for a prenatal no other rule rules out.
  for (const i of keptPrenatal) {
    if (verdicts[i]!.has('avoid') || verdicts[i]!.has('over_ul')) continue;
    addIssue(
      i,
      zh
        ? '这是你的孕期复合维生素，请继续服用，并告诉产科医生你在吃哪些产品。'
        : 'It is your pregnancy multivitamin: keep taking it, and tell your obstetrician what you take.',
    );
  }

  if (input?.pregnant === true || input?.planning === true)
    keepOnePrenatal(
      items.map((it) => ({
        multi: it.option?.category === 'multi',
        folate: it.amounts.folate ?? 0,
        retinol: it.preformedVitaminA ?? 0,
      })),
      names,
      verdicts,
      issues,
      locale,
    );

  // A product told to stop for one nutrient may be the person's only source of one they need (a B complex
  // over the niacin limit for a heavy drinker's thiamine; thirtieth clinician review, en S1).
  for (const keep of input?.keepSource ?? [])
    items.forEach((it, i) => {
      if ((it.amounts[keep.nutrient] ?? 0) <= 0) return;
      if (!verdicts[i]!.has('avoid') && !verdicts[i]!.has('over_ul')) return;
      const kept = items.some(
        (other, j) =>
          j !== i &&
          (other.amounts[keep.nutrient] ?? 0) > 0 &&
          !verdicts[j]!.has('avoid') &&
          !verdicts[j]!.has('over_ul'),
      );
      if (!kept) addIssue(i, keep.text);
    });

  return items.map((it, i) => {
    const amounts = (Object.entries(it.amounts) as [NutrientKey, number][]).map(([n, amount]) => ({
      nutrient: n,
      unit: unitOf(n),
      amount: roundTo(amount, 3),
      ...(n === 'vitaminA' ? { preformed: roundTo(it.preformedVitaminA, 3) } : {}),
      ...(it.salt && it.salt.row.nutrient === n
        ? {
            salt: {
              form: it.salt.row.id,
              name: pick(it.salt.row, locale),
              mg: roundTo(it.salt.mg, 3),
              fraction: it.salt.row.fraction,
            },
          }
        : {}),
    }));
    const given =
      it.input && typeof it.input.dose === 'number'
        ? {
            dose: {
              amount: it.input.dose,
              unit: it.input.unit,
              text: doseText(it.input.dose, it.input.unit, locale),
              // As stored, so a screen that sends the supplements back keeps the strength (issue 33 §3).
              ...(it.input.perUnit ? { perUnit: { ...it.input.perUnit } } : {}),
              ...(it.input.form ? { form: it.input.form } : {}),
              ...(it.input.basis ? { basis: it.input.basis } : {}),
            },
          }
        : {};
    return {
      name: names[i] ?? '',
      optionId: it.option?.id ?? null,
      verdict: PRECEDENCE.find((v) => verdicts[i]!.has(v)) ?? 'keep',
      issues: issues[i] ?? [],
      ...given,
      ...(it.uncounted || it.unreadable || it.unitUnread ? { uncounted: true as const } : {}),
      ...(amounts.length > 0 ? { amounts } : {}),
      ...(overUl[i]!.length > 0 ? { overUl: overUl[i]! } : {}),
    };
  });
}

/** Interaction rules with a daily threshold (vitamin E's bleeding pair from 100 mg), by rule id. */
const RULE_MIN_DAILY_MG: ReadonlyMap<string, number> = new Map(
  INTERACTION_RULES.flatMap((r) => (r.minDailyMg !== undefined ? [[r.id, r.minDailyMg] as const] : [])),
);

/**
 * A pair raised from a daily amount (vitamin E with a blood thinner from 100 mg) belongs to the products
 * that reach that amount on their own: a multivitamin's or prenatal's nutritional 15 mg beside a 400 IU
 * capsule carries no "best not taken with aspirin" (twenty-seventh clinician review, zh S1). A product
 * bought for the substance whose strength is unknown counts as reaching it. When no product reaches it on
 * its own (two 60 mg products), every product holding the substance carries the pair, as before.
 */
function belowTabooDose(
  items: readonly ResolvedItem[],
  taboo: { kind: string; ruleId: string; target: string },
): ReadonlySet<number> {
  const min = taboo.kind === 'interaction' ? RULE_MIN_DAILY_MG.get(taboo.ruleId) : undefined;
  if (min === undefined || !isSubstance(taboo.target)) return new Set();
  const substance = taboo.target;
  const holds = items.flatMap((it, i) =>
    it.option?.contains.some((c) => c.substance === substance) ? [i] : [],
  );
  const reaches = (it: ResolvedItem): boolean => {
    const unknown = it.uncounted || it.unreadable || it.unitUnread;
    if (unknown) return it.option?.main === substance && it.option.category !== 'multi';
    return (it.substanceMg[substance] ?? 0) >= min - 1e-9;
  };
  if (!holds.some((i) => reaches(items[i]!))) return new Set();
  return new Set(holds.filter((i) => !reaches(items[i]!)));
}

/**
 * Over the UL only because of one product: the one whose removal alone brings the total (with food
 * where the UL counts it) within the UL. A single-nutrient add-on goes before a multivitamin or prenatal,
 * then the larger amount, then the one listed later; a prescribed product is never the one. With two
 * multivitamins among the products, or when no single removal is enough, none is chosen and every
 * product stays over the UL (twenty-seventh clinician review, zh S1: 爱乐维 0.8 mg with 叶酸 0.4 mg, both
 * told to stop; zh M8: 善存男士 with a 50 mg zinc tablet).
 */
function productToStop<T extends { option?: { category: string } | undefined }>(
  items: readonly T[],
  n: NutrientKey,
  total: number,
  ul: number,
  ulPart: (it: T, n: NutrientKey) => number,
  isPrescribed: (it: T) => boolean,
): number | undefined {
  const present = items.flatMap((it, i) => (ulPart(it, n) > 0 ? [i] : []));
  if (present.length < 2) return undefined;
  const multi = (i: number) => items[i]!.option?.category === 'multi';
  if (present.filter(multi).length > 1) return undefined;
  const ranked = present
    .filter((i) => !isPrescribed(items[i]!) && total - ulPart(items[i]!, n) <= ul + 1e-9)
    .sort(
      (a, b) => Number(multi(a)) - Number(multi(b)) || ulPart(items[b]!, n) - ulPart(items[a]!, n) || b - a,
    );
  return ranked[0];
}

/** The line on the one product to stop: the total without it, and the others kept by name. */
function stopThisOne<T>(
  items: readonly T[],
  names: readonly string[],
  i: number,
  n: NutrientKey,
  total: number,
  amt: number,
  u: string,
  ulPart: (it: T, n: NutrientKey) => number,
  locale: Locale,
): string {
  const zh = locale === 'zh-CN';
  const kept = items
    .flatMap((it, j) => (j !== i && ulPart(it, n) > 0 ? [names[j] ?? ''] : []))
    .map((x) => (zh ? `「${x}」` : `"${x}"`))
    .join(zh ? '、' : ', ');
  return zh
    ? `停用本品后，每日合计约 ${fmt(total - amt)} ${u}，就在上限以内；${kept}不必因此停用。`
    : `Without this product the total is about ${fmt(total - amt)} ${u} a day, within the limit, so ${kept} need not be stopped for it.`;
}

/**
 * "Stop taking this product daily: … is N times the UL", and for a vitamin D loading strength what it is
 * (knowledge/above-ul.ts; tenth clinician review, en P1 finding 2).
 */
function stopDaily(n: NutrientKey, amt: number, ul: number, u: string, locale: Locale): string {
  const values = {
    amount: `${fmt(amt)} ${u}`,
    ul: `${fmt(ul)} ${u}`,
    multiple: ulMultiple(amt, ul),
    perDose: n === 'vitaminD' ? `${fmt(amt * VITAMIN_D_IU_PER_UG)} IU` : `${fmt(amt)} ${u}`,
  };
  const loading = n === 'vitaminD' && amt >= VITAMIN_D_LOADING_STRENGTH_UG - 1e-9;
  return [
    fillAboveUl('review-stop-daily', locale, values),
    ...(loading ? [fillAboveUl('review-vitd-loading-strength', locale, values)] : []),
  ].join(' ');
}

/**
 * Pregnant or trying to conceive (IVF included): folic acid continues — at least 400 µg a day from before
 * conception to 12 weeks — so the prenatal (a multivitamin with folic acid) is never the product told to
 * stop. With two prenatals, the first one listed is kept and the others are the ones to stop (their
 * folic acid, iron and vitamin A double up); the kept one's "stop taking it daily" goes, its iron is for
 * the doctor to judge (fourteenth clinician review, zh P5 #1: a week before embryo transfer, 爱乐维 and
 * 澳洲版 Elevit were both "stop taking this product daily" and nothing was recommended in their place;
 * 围受孕期增补叶酸预防神经管缺陷指南 2017; WHO antenatal care 2016 A.2.1). Vitamin A above the UL is then
 * the cod-liver oil's or the other product's to stop, which its own lines say.
 */
function keepOnePrenatal(
  items: readonly { multi: boolean; folate: number; retinol: number }[],
  names: readonly string[],
  verdicts: Set<Verdict>[],
  issues: string[][],
  locale: Locale,
): void {
  const zh = locale === 'zh-CN';
  // A multivitamin whose own retinol is above the UL (3000 µg) is never the one kept.
  const prenatals = items.flatMap((it, i) => (it.multi && it.folate > 0 && it.retinol <= 3000 ? [i] : []));
  const keep = prenatals[0];
  if (keep === undefined) return;
  const others = prenatals.slice(1);
  const stopLine = /\*\*请停止每天服用本品：\*\*[^。]*。|\*\*Stop taking this product daily:\*\*[^.]*\./g;
  const keptName = names[keep] ?? '';
  // Quoted in the reader's own marks: 「…」 in Chinese, “…” in English, as the other review texts do (a property test read a zh-CN plan in
  // English and found the Chinese marks).
  const otherNames = others
    .map((i) => (zh ? `「${names[i] ?? ''}」` : `"${names[i] ?? ''}"`))
    .join(zh ? '、' : ', ');
  // Only a prenatal told to stop, or one of two, is spoken for: a supervised treatment's lines stay.
  const wasOver = (issues[keep] ?? []).some((x) => new RegExp(stopLine.source).test(x));
  if (!wasOver && others.length === 0) return;
  verdicts[keep]!.delete('over_ul');
  issues[keep] = (issues[keep] ?? []).map((x) => x.replace(stopLine, '').trim()).filter((x) => x !== '');
  if (wasOver || others.length > 0)
    issues[keep]!.unshift(
      zh
        ? `**保留这一种，不要停：**它提供叶酸 ${fmt(items[keep]!.folate)} µg，备孕（包括试管婴儿）到怀孕满3个月，每天都需要至少400 µg叶酸来预防胎儿神经管缺陷。${others.length > 0 ? `要停的是另一种${otherNames}：两种一起吃，叶酸、铁和维生素A都会加倍。` : ''}铁和其他成分的量是否合适，请带上药盒问生殖科或产科医生。`
        : `**Keep this one — do not stop it:** it gives ${fmt(items[keep]!.folate)} µg of folic acid, and from trying to conceive (IVF included) to 12 weeks of pregnancy at least 400 µg a day is needed to prevent neural tube defects. ${others.length > 0 ? `The one to stop is the other, ${otherNames}: together they double the folic acid, iron and vitamin A. ` : ''}Whether its iron and other amounts suit you is for your fertility doctor or obstetrician to say — take the box along.`,
    );
  for (const i of others) {
    verdicts[i]!.add('over_ul');
    issues[i] = (issues[i] ?? []).map((x) => x.replace(stopLine, '').trim()).filter((x) => x !== '');
    issues[i]!.unshift(
      zh
        ? `**停用这一种，保留「${keptName}」：**两种孕期复合维生素一起吃，叶酸、铁和维生素A都会加倍；留一种就够，叶酸照常每天吃。`
        : `**Stop this one and keep "${keptName}":** two prenatal multivitamins together double the folic acid, iron and vitamin A; one is enough, and the folic acid continues every day.`,
    );
  }
}
