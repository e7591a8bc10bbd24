/**
 * The answer of an intent's handler (HANDLERS), or of the everyday rule or row the intent was reported for.
 */
import type { Intent } from './lexicon';
import { howMuch } from './intents/dose';
import { saltSubstitute } from './intents/kidney';
import { herbalRemedy, medicineQuestion, namesNonNutrient, supplementDose } from './intents/medicines';
import { lifeStageTopicOf, PREGNANT_STAGES } from './intents/life-stage';
import { labResult } from './intents/labs';
import { pairing } from './intents/pairing';
import {
  EVERYDAY_INTENT,
  everydayAnswer,
  everydayTopicOf,
  isMale,
  maleAntiepilepticFolateAnswer,
} from './intents/everyday';
import { sourceLine } from './intents/shared';
import { isStatinMuscleQuestion, statinMuscle } from './intents/statin';
import type { Ctx, Draft } from './intents/shared';
import { bmiEnergy } from './intents/bmi';
import { deficiency } from './intents/deficiency';
import { foodSources } from './intents/foods';
import { interaction } from './intents/interaction';
import { planExplained } from './intents/plan-explained';
import { pregnancy } from './intents/pregnancy';
import { products } from './intents/products';
import { goals, greeting, outOfScope, thanks } from './intents/small-talk';
import { timing } from './intents/timing';
import { tipAnswer } from './intents/tips';
import { doseTooHigh } from './intents/too-high';
import {
  asksToGain,
  eatingScreenAnswer,
  eatingScreenPositive,
  minorWeight,
  minorAlcohol,
  asksAboutAlcohol,
  statedMinorAge,
  weight,
} from './intents/weight';
import { whyNutrient } from './intents/why';
import { careTeamFigure } from './intents/care-team-figure';
import { highFerritinOf } from '../knowledge/iron-overload';
import { ntdHistoryAnswer } from './intents/ntd-history';
import { faqDraft, faqPersonOf, faqRowFor, ironStatusOf } from './faq';
import { say } from '../messages';
import { LIVER_NOT_FOOD } from './reply-intent';
import { splitSource } from './reply-text';

const HANDLERS = {
  plan_explained: planExplained,
  why_nutrient: whyNutrient,
  how_much_nutrient: howMuch,
  food_sources: foodSources,
  deficiency_signs: deficiency,
  supplement_timing: timing,
  drug_interaction: interaction,
  dose_too_high: doseTooHigh,
  supplement_pairing: pairing,
  statin_muscle: statinMuscle,
  salt_substitute: saltSubstitute,
  medicine_question: medicineQuestion,
  herbal_remedy: herbalRemedy,
  supplement_dose: (ctx: Ctx) =>
    ctx.nutrients.length > 0 && !namesNonNutrient(ctx.text) ? howMuch(ctx) : supplementDose(ctx),
  lab_result: labResult,
  product_question: products,
  bmi_energy: bmiEnergy,
  weight_change: weight,
  pregnancy_lactation: pregnancy,
  vegetarian_vegan: (ctx: Ctx) =>
    tipAnswer(ctx, 'vegetarian', say('reply.vegetarianHeading', {}, ctx.locale)),
  goals,
  greeting,
  thanks,
  out_of_scope: outOfScope,
} as const satisfies Record<Exclude<Intent, 'urgent'>, (ctx: Ctx) => Draft>;

/** The handler's answer, or the everyday rule the intent was reported for (intents/everyday.ts). */
export function answerFor(intent: Exclude<Intent, 'urgent'>, ctx: Ctx, medicines: readonly string[]): Draft {
  // Calories or weight from someone who says they are under 18: no adult deficit (AAP 2016).
  // Said in an earlier turn too ("我16岁，1型糖尿病…" then "想减到60公斤"; fifth review, zh P5).
  const minor = statedMinorAge(ctx.text) || ctx.minorSaid === true;
  // A row written for teenagers (its audience has an age ceiling: cutting carbohydrates, school snacks)
  // says more than the general answer for minors (blind answer round 11, zh-154 and en-158).
  if (minor) {
    const teenRow = faqRowFor(ctx.text, faqPersonOf(ctx), ctx.previous);
    if (teenRow?.for?.maxAge !== undefined) return faqDraft(ctx, teenRow);
  }
  if (minor && (MINOR_WEIGHT_INTENTS.has(intent) || MINOR_DIETING.test(ctx.norm))) return minorWeight(ctx);
  // Alcohol asked by someone under 18: not the adult "up to 1–2 drinks" (fifth review, en P5).
  if (ctx.minorSaid === true && asksAboutAlcohol(ctx.norm)) return minorAlcohol(ctx);
  // A calorie figure the person's own team set outranks the plan's estimate (fifth review, en P1).
  const team = careTeamFigure(ctx);
  if (team) return team;
  // A pregnancy after one with a neural tube defect: 4 mg folic acid, prescribed (sixth review, en P2).
  const ntd = ntdHistoryAnswer(ctx);
  if (ntd) return ntd;
  // A positive eating-disorder screen in the plan: the referral instead of a deficit (NICE NG69).
  if (SCREEN_WEIGHT_INTENTS.has(intent) && eatingScreenPositive(ctx) && !asksToGain(ctx))
    return eatingScreenAnswer(ctx);
  // A man on an antiepileptic asking about folic acid: his own answer, never the pregnancy rule or card.
  const manFolate = maleAntiepilepticFolateAnswer(ctx);
  if (manFolate) return manFolate;
  const faq = faqRowFor(ctx.text, faqPersonOf(ctx), ctx.previous);
  const everyday = everydayTopicOf(ctx.text, {
    lifeStage: ctx.plan?.profile.lifeStage ?? 'none',
    medicines,
    conditions: ctx.plan?.profile.conditions ?? [],
    male: isMale(ctx.text, ctx.plan?.profile.sex),
    ironOverload: highFerritinOf(ctx.plan?.reportAnalysis?.markers) !== null,
    lowPotassium: ironStatusOf(ctx.plan?.reportAnalysis?.markers).lowPotassium === true,
  });
  // A row that the medicine's pregnancy rule leads (which prenatal on hydroxyurea) answers after it, below —
  // as does any pregnancy row beside a medicine that harms a baby ("6 weeks pregnant … on leflunomide …
  // which vitamins should I start?" got folic acid and "no rule" for leflunomide; blind answer round 34,
  // en-081, development data).
  const ruleLeads =
    everyday === 'teratogen_pregnancy' &&
    (faq?.afterMedicinePregnancyRule === true || faq?.intent === 'pregnancy_lactation');
  // Liver eaten in pregnancy is its vitamin A answer before any row about the tonics beside it (round 34,
  // en-084: pig liver every day beside red-date and longan soup got the longan row).
  const liverFirst =
    PREGNANT_STAGES.has(ctx.plan?.profile.lifeStage ?? 'none') &&
    lifeStageTopicOf(ctx.text) === 'liver' &&
    !LIVER_NOT_FOOD.test(ctx.norm);
  if (faq && faq.intent === intent && !ruleLeads && !liverFirst) return faqDraft(ctx, faq);
  if (everyday === 'teratogen_pregnancy' && intent === 'pregnancy_lactation') {
    // The medicine's pregnancy rule leads, then the pregnancy answer itself ("怀孕了需要补充什么" on
    // warfarin hears both); one source line at the end.
    const warn = splitSource(everydayAnswer(ctx, everyday).text);
    // A row for the question itself ("which prenatal?" with iron overload: one without iron) answers after the
    // medicine's rule, instead of the general pregnancy answer (blind answer round 31, en-017).
    const rest = ruleLeads && faq && !liverFirst ? faqDraft(ctx, faq) : HANDLERS.pregnancy_lactation(ctx);
    const body = splitSource(rest.text);
    return {
      ...rest,
      text:
        `${warn.body}\n\n${body.body}` +
        sourceLine([warn.ref, body.ref].filter(Boolean).join('; '), ctx.locale),
      warnings: [{ kind: 'see_doctor' }, ...(rest.warnings ?? [])],
    };
  }
  if (everyday && EVERYDAY_INTENT[everyday] === intent && !isStatinMuscleQuestion(ctx.text, medicines))
    return everydayAnswer(ctx, everyday);
  return HANDLERS[intent](ctx);
}

/** Losing weight or counting calories, whatever the intent read ("一天吃多少卡合适", "how many calories to cut"). */
const MINOR_DIETING =
  /减肥|减重|减到|减脂|瘦下来|想瘦|多少(大)?卡|热量|卡路里|\b(lose weight|losing weight|diet(ing)?|calories|kcal|cut(ting)? weight)\b/;

const MINOR_WEIGHT_INTENTS: ReadonlySet<Intent> = new Set(['bmi_energy', 'weight_change', 'goals']);

/** Calorie and weight questions; `goals` answers sleep, immunity and bones, so it is left open. */
const SCREEN_WEIGHT_INTENTS: ReadonlySet<Intent> = new Set(['bmi_energy', 'weight_change']);
