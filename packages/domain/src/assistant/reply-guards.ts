/**
 * The last checks on a built-in draft: what the question asked that the answer passed over, a repeat of
 * the previous reply, the person's standing rules and medicines, then the safety check and the follow-ups.
 */
import { pregnancyDietText } from '../knowledge/medicine-diet';
import { pick, type Locale } from '../contracts/common';
import {
  AGI_HYPO_ANSWER,
  AGI_HYPO_LINE,
  AGI_HYPO_SOURCE,
  onAlphaGlucosidaseInhibitor,
} from '../knowledge/hypoglycaemia';
import type { PlanDocument } from '../contracts/plan';
import { foodTipAllowed } from '../foods';
import { raisesPotassium } from '../interactions';
import { dietNotesFor, taboosFor } from '../interactions';
import { isNutrientKey, type NutrientKey } from '../nutrients';
import { findDrugs, findNutrients, findSubstances } from './entities';
import { L, nutrientName } from './format';
import { normaliseQuestion, type Intent } from './lexicon';
import {
  dedupeWarnings,
  filterFollowUps,
  FORBIDDEN_AFTER,
  warningOfTaboo,
  warningsInAnswer,
  type FollowUp,
  type SafetyNote,
  type Warning,
} from './followups';
import { conditionRulesFor } from './intents/dose';
import { hasKidneyDisease } from './intents/kidney';
import { statedLabs } from './intents/labs';
import { withStandingRules } from './intents/guards';
import {
  foodRulesLeftOut,
  splitSourceLines,
  type EverydayAsker,
  medicineDietRowsFor,
} from './intents/everyday';
import { sourceLine } from './intents/shared';
import { suggestionsFor, type Ctx, type Draft } from './intents/shared';
import { withUncheckedMedicines } from './unchecked-medicines';
import { glutenCaveat } from './gluten-caveat';
import { withNeverCrushLead } from './crush-rule-lead';
import { unknownMedicinesNamed, withUnknownMedicineNamed } from './unknown-medicine-named';
import { withFluidLimit } from './fluid-limit';
import { answerNamesFood, findFoodsAsked, foodLabel } from './foods-asked';
import { medicinePairAnswer, type PairContext } from './intents/medicine-pairs';
import { withGlp1Protein } from './intents/very-low-intake';
import {
  ASKS_BENEFIT,
  benefitCannot,
  notCovered,
  quotedQuestion,
  specificCannot,
  unaddressed,
  whoToAsk,
} from './cannot';
import { checkAnswer, interactionWarning } from './safety';
import { guardCannot, stockBlockOf, whoFor } from './guard';
import { answerNames, thingsAskedAbout, unansweredThings } from './asked-things';
import { readQuestion, type QuestionKind, type QuestionReading } from './question-kind';
import { safeMarkdown } from './stream';
import { coversOfRules, faqPersonOf, faqRowsFor, rulesAnswerWeightLoss } from './faq';
import { withOwnAvoidPair } from './own-avoid-pair';
import { conditionsWithLeukaemiaSaid } from './leukaemia-said';
import { withPlanVerdictNamed, withPrescribedProductKept } from './intents/plan-avoid-lines';
import { withWeightLossTold } from './weight-loss-told';
import { withCkMuscleLead } from './ck-muscle-lead';
import { withTeratogenLead } from './teratogen-lead';
import { saysACount, withStatedServings } from './intents/stated-servings';
import { ctxFor, type AnswerContext } from './reply-context';
import { CANNOT_LINE, labelsOf, splitSource, withoutRepeatedParagraphs } from './reply-text';
import type { AssistantReply } from './reply-types';

/** Notes whose answer is given by the rules alone (see `ruleOnly`). */
const RULE_ONLY_NOTES: ReadonlySet<SafetyNote['id']> = new Set(['eating-screen-referral']);

/** The medicines the person takes, those this message names, and those said in an earlier message. */
function medicinesSaid(a: AnswerContext): string[] {
  const { medicines, text, history } = a;
  return [
    ...medicines,
    ...findDrugs(text).map((d) => d.id),
    ...history
      .filter((h) => h.role === 'user' && typeof h.content === 'string')
      .flatMap((h) => findDrugs(h.content).map((d) => d.id)),
  ];
}

/**
 * The standing rules every built-in draft goes through, in order: each may add a line, lead with one, or
 * replace an answer that passed over what was asked.
 */
function checkedDraft(a: AnswerContext, intent: Exclude<Intent, 'urgent'>, draftIn: Draft): Draft {
  const { text, locale, plan, medicines, previousUser, previousReply, history } = a;
  const who = { locale, plan, medicines };
  // An answer that names none of the things asked about answers a neighbouring question: the specific
  // "no reliable rule for X — ask …" instead (asked-things.ts; blind rounds 7–9).
  // A follow-up is not sent the block the previous reply gave again (blind answer round 11, en-010,
  // en-036: "repeats the previous answer"): what is new stays; nothing new, the specific "can't" for the
  // earlier subject and the new kind of question.
  let draft = withoutRepeat(draftIn, text, previousUser, previousReply, who);
  // Protein asked on a GLP-1 medicine: protein first, strength exercise, the floor (very-low-intake.ts).
  draft = withGlp1Protein(draft, { locale, text, medicines });
  draft = withAskedThings(draft, text, previousUser, who);
  draft = withFollowUpSubject(draft, text, previousUser, who);
  // "每天二两白酒，吃二甲双胍有没有问题" answered by the gout row alone: the named medicine's own rule for
  // what was asked is said too (twenty-fifth clinician review, zh M15).
  draft = withNamedMedicineDiet(draft, text, medicines, locale, pregnantOrPlanningSaid(text, plan));
  // What the question names that the person's medicines or conditions rule out goes first, whatever
  // intent answered (re-review H6, M4).
  // A medicine the dictionary does not know is named as not checked, never hidden behind "no known
  // interaction" about the others (eleventh clinician review).
  // A medicine the dictionary does not know, named in the question, is never answered with another
  // medicine's rule (thirteenth clinician review, en cross-cutting; unknown-medicine-named.ts).
  const draft0 = withUncheckedMedicines(
    withGlucoseForLows(
      withoutCoveredCannot(
        withBenefitCannot(
          withStandingRules(ctxFor(a, text, a.nutrients), draft, coversOfRules(draft.rules ?? [])),
          intent,
          text,
          who,
        ),
      ),
      [...medicines, ...findDrugs(text).map((d) => d.id)],
      locale,
    ),
    plan,
    locale,
    text,
  );
  // On desmopressin no answer pushes fluids (fourteenth clinician review, en P3 #2): the person's, named
  // in the message or said earlier.
  const draft1 = withFluidLimit(
    withUnknownMedicineNamed(
      draft0,
      plan,
      locale,
      text,
      [...history].reverse().find((h) => h?.role === 'user' && typeof h.content === 'string')?.content,
    ),
    medicinesSaid(a),
    locale,
  );
  // Two of the person's medicines that must never be taken together, one of them named: said even
  // when not asked (own-avoid-pair.ts; blind answer round 14, zh-017). A follow-up that names no medicine
  // ("how long apart tho") is read with the message before it, whose medicine it is about (blind answer
  // round 21, en-131: minocycline spacing on isotretinoin without the contraindication) — when the answer
  // speaks of that medicine; a new subject (a weight gain after two potassium turns) does not carry it.
  // On a medicine that can harm an unborn baby, sex without contraception or a late period leads the
  // answer, before any interaction text (teratogen-lead.ts; sixteenth clinician review, zh P5-S1/S2).
  // A count said in the chat outranks the stored count (intents/stated-servings.ts; zh P4-S1).
  return withTeratogenLead(
    withOwnAvoidPair(
      plan && saysACount(text) ? withStatedServings(draft1, ctxFor(a, text, a.nutrients), locale) : draft1,
      text,
      medicines,
      locale,
      followUpMedicines(text, previousUser, draft1.text),
      conditionsWithLeukaemiaSaid(plan?.profile.conditions ?? [], [text, previousUser]),
    ),
    text,
    { medicines, plan, locale },
  );
}

/** The standing rules, the safety check and the follow-ups every built-in answer goes through. */
export function finishAnswer(
  a: AnswerContext,
  intent: Exclude<Intent, 'urgent'>,
  draftIn: Draft,
  ctx: Ctx,
  parts: Exclude<Intent, 'urgent'>[],
): AssistantReply {
  const { text, locale, plan, medicines, history } = a;
  const draft = checkedDraft(a, intent, draftIn);
  // Asked about an unknown medicine alone, no other medicine's rule is appended either.
  const unknownOnly = unknownMedicinesNamed(text, plan).length > 0 && findDrugs(text).length === 0;
  // A product the plan says to avoid, named in the message: the plan's verdict first (plan-avoid-lines.ts).
  const verdicted = withCkMuscleLead(
    withWeightLossTold(
      withPrescribedProductKept(
        withPlanVerdictNamed(
          { ...draft, text: withoutRepeatedParagraphs(draft.text) },
          ctxFor(a, text, a.nutrients),
        ),
        ctxFor(a, text, a.nutrients),
      ),
      ctxFor(a, text, a.nutrients),
      rulesAnswerWeightLoss(draft.rules ?? []),
    ),
    ctxFor(a, text, a.nutrients),
  );
  // The medicines named in the question count too: "吃丙戊酸钠想要孩子" may hear of folic acid 5 mg.
  const checked = checkAnswer(verdicted.text, {
    locale,
    plan,
    medicines: unknownOnly ? [] : [...new Set([...medicines, ...findDrugs(text).map((d) => d.id)])],
    ...(verdicted.prescribedDoses ? { prescribedDoses: verdicted.prescribedDoses } : {}),
    ...(draft.quoted ? { quoted: draft.quoted } : {}),
  });
  // Coeliac disease: the foods an answer names are the gluten-free ones (gluten-caveat.ts).
  const caveat = glutenCaveat(
    checked.fixedText,
    plan,
    [text, ...history.filter((h) => h?.role === 'user').map((h) => h.content)],
    locale,
  );
  const finalText = safeMarkdown(
    withNeverCrushLead(caveat ? `${checked.fixedText}\n\n${caveat}` : checked.fixedText, text, locale),
  );
  // Warnings the handlers declared, plus those the final text carries (a warning the safety check
  // appended, a referral): both rule out contradicting follow-ups.
  const warnings = dedupeWarnings([
    ...(draft.warnings ?? []),
    ...warningsInAnswer(finalText, { locale, medicines, problems: checked.problems }),
  ]);
  const followUps = finalFollowUps(draft.suggestions, warnings, ctx);
  return {
    intent,
    text: finalText,
    cards: draft.cards ?? [],
    suggestions: followUps.map((f) => f.text),
    followUps,
    warnings,
    parts,
    rules: [...new Set(draft.rules ?? [])],
    notes: draft.notes ?? [],
    urgent: false,
    ruleOnly: (draft.notes ?? []).some((n) => RULE_ONLY_NOTES.has(n.id)),
  };
}

/**
 * The follow-ups shown: the answer's own, without any that contradict its warnings (followups.ts),
 * padded to at least two from the general pool (filtered the same way).
 */
function finalFollowUps(list: readonly FollowUp[], warnings: readonly Warning[], ctx: Ctx): FollowUp[] {
  const out: FollowUp[] = [];
  const ok = (q: FollowUp) => !standingContradiction(q, ctx);
  for (const q of filterFollowUps(list, warnings))
    if (ok(q) && !out.some((o) => o.text === q.text)) out.push(q);
  out.splice(3);
  for (const q of filterFollowUps(suggestionsFor(ctx, out, undefined), warnings)) {
    if (out.length < 2 && ok(q) && !out.some((o) => o.text === q.text)) out.push(q);
  }
  return out;
}

/**
 * What this person's plan rules out whatever the answer said (pharmacist B7): no "when should I take
 * omega-3?" for someone on warfarin, no "foods rich in potassium" with kidney disease, no vitamin A
 * prompts in pregnancy. From the engine's interaction rules (avoid / monitor) and the condition rules.
 */
function standingContradiction(f: FollowUp, ctx: Ctx): boolean {
  const s = f.substance;
  if (!s) return false;
  const standing: Warning[] = [];
  for (const t of taboosFor({ medicines: ctx.medicines, substances: [s as NutrientKey] }, ctx.locale)) {
    const w = warningOfTaboo(t);
    if (w) standing.push(w);
  }
  if (isNutrientKey(s)) {
    if (conditionRulesFor(ctx.plan, s).length) standing.push({ kind: 'avoid_supplement', substance: s });
    if (
      !foodTipAllowed(s, {
        kidney: hasKidneyDisease(ctx.plan),
        potassiumRaised: raisesPotassium(ctx.medicines),
      })
    )
      return true;
  }
  // Only the prompts about that very substance: a standing rule is not a warning given in this answer.
  return standing.some(
    (w) => w.substance === s && (FORBIDDEN_AFTER[w.kind].same as readonly string[]).includes(f.kind),
  );
}

/** A result said with its value ("INR was 1.8", "血钾5.1"), which the lab reader may not take as a value. */
const RESULT_SAID =
  /(\binr\b|\ba1c\b|\bhba1c\b|\begfr\b|\bgfr\b|ferritin|potassium|\bhb\b|haemoglobin|hemoglobin|血钾|钾|铁蛋白|糖化|肌酐|血红蛋白|血糖)[^0-9\n]{0,12}\d/;

/**
 * The last check on a built-in answer (issue 30 §2): one that names none of the medicines, supplements,
 * nutrients, foods or drinks the message asks about answers a neighbouring question (red dates answered
 * with an older person's water, Coke Zero with alcohol-free beer: blind round 9) and becomes the specific
 * "I have no reliable rule for X — ask …", naming them and who to ask. A multi-part answer is checked
 * part by part where it is built; an answer that already says what it cannot answer is left as it is.
 */
function withAskedThings(
  draft: Draft,
  text: string,
  previous: string | undefined,
  g: { locale: Locale; plan: PlanDocument | null; medicines: readonly string[] },
): Draft {
  if (CANNOT_LINE.test(draft.text) || /^\*\*1\. /.test(draft.text) || draft.answersWhole) return draft;
  // An answer carrying a safety statement (the eating-disorder referral) is kept whatever it names.
  if ((draft.notes ?? []).length > 0) return draft;
  // A result the message states ("my INR was 1.8 — could my multivitamin cause that?") is what the answer
  // reads first: the value's reading is on the question.
  if (statedLabs(text).length > 0 || RESULT_SAID.test(normaliseQuestion(text))) return draft;
  const missing = unansweredThings(text, previous, draft.text);
  if (!missing) return draft;
  const reading = readQuestion(text, previous);
  const named = {
    ...reading,
    nutrients: [],
    subjects: missing.map((t) => ({ key: t.key, zh: t.name.zh, en: t.name.en, words: [...t.words] })),
  };
  const ctx = { locale: g.locale, plan: g.plan, medicines: g.medicines, ...(previous ? { previous } : {}) };
  const who = whoFor(named, text, ctx);
  return {
    ...draft,
    text: guardCannot(named, who, g.locale),
    cards: [],
    suggestions: [],
    rules: [],
  };
}

/**
 * Subjects a follow-up asks about by name: a food, a drink or a supplement. A diet word ("soup") is too
 * vague, a nutrient may only be read from a product ("鱼肝油" → vitamin A), and a medicine is often the
 * context ("打顺铂会伤肾，蛋白吃多了肾受得了吗"), not the thing asked.
 */
const CHECKABLE = /^(food|supplement):/;

/**
 * A follow-up that brings a subject of its own ("她不爱吃香蕉，一杯橙汁顶得上吗" after bananas for a low
 * potassium; "有人说配杯可乐能帮吸收" after gefitinib and a PPI; "猪肝红肉还能吃吗" after iron tablets) is
 * asked about that subject: an answer that names none of the new subjects answered the earlier question
 * again (blind answer round 35: 6 of its 28 neighbouring answers). What the answer says stays — it may
 * carry a warning — and the specific "no reliable rule for X — ask …" for the new subjects follows it.
 */
function withFollowUpSubject(
  draft: Draft,
  text: string,
  previous: string | undefined,
  g: { locale: Locale; plan: PlanDocument | null; medicines: readonly string[] },
): Draft {
  if (!previous || CANNOT_LINE.test(draft.text) || /^\*\*1\. /.test(draft.text)) return draft;
  const before = new Set(thingsAskedAbout(previous).map((t) => t.key));
  const fresh = thingsAskedAbout(text).filter((t) => CHECKABLE.test(t.key) && !before.has(t.key));
  if (fresh.length === 0 || fresh.some((t) => answerNames(draft.text, t))) return draft;
  const reading = readQuestion(text);
  const named = {
    ...reading,
    nutrients: [],
    subjects: fresh.map((t) => ({ key: t.key, zh: t.name.zh, en: t.name.en, words: [...t.words] })),
  };
  const who = whoFor(named, text, { locale: g.locale, plan: g.plan, medicines: g.medicines, previous });
  const { body } = splitSource(draft.text);
  return {
    ...draft,
    text: `${body}\n\n${guardCannot(named, who, g.locale)}${draft.text.slice(body.length)}`,
  };
}

/** An answer that says how to treat a low with sugar, sweets or juice ("15–20克糖", "fast sugar"). */
const SUGAR_FOR_LOWS =
  /15(–20)? ?克(能快速升糖的|快速升糖的)?糖|糖块|糖果|几块糖|半杯果汁|\b(10–20|15–20|15) g of (fast )?sugar\b|\bfast sugar\b|\bsugary drink\b|\bsweets or glucose tablets\b|\bglucose tablets or sweets\b/;

/**
 * On acarbose, miglitol or voglibose a low is treated with glucose (knowledge/hypoglycaemia.ts): an answer
 * that names sugar, sweets or juice for a low says so too, whichever rule wrote it (tenth clinician
 * review, zh P3 finding 1).
 */
function withGlucoseForLows(draft: Draft, medicines: readonly string[], locale: Locale): Draft {
  if (!onAlphaGlucosidaseInhibitor(medicines) || !SUGAR_FOR_LOWS.test(draft.text)) return draft;
  const line = pick(AGI_HYPO_LINE, locale);
  if (draft.text.includes(line) || draft.text.includes(pick(AGI_HYPO_ANSWER, locale))) return draft;
  const { body, ref } = splitSource(draft.text);
  return {
    ...draft,
    text:
      `**${line}**\n\n${body}` + sourceLine([ref, AGI_HYPO_SOURCE.ref].filter(Boolean).join('; '), locale),
  };
}

/**
 * A medicine the question names, with a drug–food rule the question cues (knowledge/medicine-diet.ts), that
 * the answer never names: that rule is said after the answer, so the medicine asked about is not passed
 * over for a food or condition row. The strictest row of a shared food still decides (dietNotesFor).
 */
function withNamedMedicineDiet(
  draft: Draft,
  text: string,
  medicines: readonly string[],
  locale: Locale,
  pregnantOrPlanning: boolean,
): Draft {
  if (CANNOT_LINE.test(draft.text)) return draft;
  const named = findDrugs(text);
  if (named.length === 0) return draft;
  const said = draft.text.toLowerCase();
  const passedOver = named.filter(
    (d) => ![d.zh, d.en, ...(d.brands ?? [])].some((n) => n.length >= 2 && said.includes(n.toLowerCase())),
  );
  if (passedOver.length === 0) return draft;
  const taken = [...new Set([...medicines, ...named.map((d) => d.id)])];
  const rows = medicineDietRowsFor(text, taken).filter((r) =>
    passedOver.some((d) => r.drugIds.includes(d.id)),
  );
  // In pregnancy, or trying for one, a row with a drinking allowance has its own pregnancy text, which the
  // pregnancy answer already says: it is not added (review10-pregnancy: no allowance in pregnancy).
  const notes = rows
    .filter((r) => !(pregnantOrPlanning && pregnancyDietText(r.id, true) !== undefined))
    .flatMap((r) => dietNotesFor(r.drugIds, locale).filter((n) => n.id === r.id))
    .filter((n) => !draft.text.includes(n.text.slice(0, 30)));
  if (notes.length === 0) return draft;
  const { body, ref } = splitSource(draft.text);
  const refs = [ref, ...notes.map((n) => n.source.ref)].filter(Boolean).join('; ');
  const bold = (t: string) => (t.startsWith('**') ? t : `**${t}**`);
  // The medicine asked about, which the answer passed over, is the question's subject: its own rule leads
  // (thirty-ninth clinician review, zh S2: a sick-day rule after a malnutrition text; zh M4: caffeine on
  // fluvoxamine after an energy-drink row for teenagers).
  return {
    ...draft,
    text: [...notes.map((n) => bold(n.text)), body].join('\n\n') + sourceLine(refs, locale),
  };
}

/** Pregnant or trying for a baby: the plan's life stage or goal, or said in the message. */
function pregnantOrPlanningSaid(text: string, plan: PlanDocument | null): boolean {
  const stage = plan?.profile.lifeStage ?? 'none';
  if (stage.startsWith('pregnant') || (plan?.profile.goals ?? []).includes('pregnancy_prep')) return true;
  return /怀孕|怀上|孕期|孕妇|备孕|要孩子|\bpregnan\w*|\btrying (for a baby|to conceive)\b|\bconceiv\w*/.test(
    normaliseQuestion(text),
  );
}

/**
 * "生物素对掉头发有用吗", "is L-carnitine worth it": a benefit question answered only with "no known
 * interaction" or the plan's product list is a neighbouring answer — the benefit part is said plainly
 * first; a product list for something the plan does not hold is dropped. A known interaction, a timing
 * or an amount asked ("how far apart should I take …") keeps its answer as it is.
 */
function withBenefitCannot(
  draft: Draft,
  intent: Exclude<Intent, 'urgent'>,
  question: string,
  who: { locale: Locale; plan: PlanDocument | null; medicines: readonly string[] },
): Draft {
  const { locale, plan, medicines } = who;
  const q = normaliseQuestion(question);
  const noRuleOnly =
    /已知相互作用|no known interaction/.test(draft.text) && !/⚠️|× .{1,40}(：|: )/.test(draft.text);
  const listOnly = intent === 'product_question' && findNutrients(question).length === 0;
  if (!ASKS_BENEFIT.test(q) || TIMING_OR_AMOUNT.test(q) || !(listOnly || noRuleOnly)) return draft;
  const named = new Set(findDrugs(question).map((d) => L(locale, d.zh, d.en)));
  const labels = [...new Set(labelsOf(question, locale))].filter((x) => !named.has(x));
  // "Which products should I buy?" names nothing: the plan's list is the answer.
  if (listOnly && labels.length === 0) return draft;
  const lead = benefitCannot(labels, whoToAsk(question, plan, medicines), locale);
  return listOnly ? { ...draft, text: lead, cards: [] } : { ...draft, text: `${lead}\n\n${draft.text}` };
}

/** A question of when, how far apart or how much: answered by the timing and dose rules, not a benefit. */
const TIMING_OR_AMOUNT =
  /多少|几粒|几片|隔多久|间隔|分开|错开|什么时候|早上还是晚上|一起吃|\bhow (much|many|far apart|long)\b|\bwhen\b|\btogether\b|\bapart\b/;

/** Words of a question about eating, drinking, medicines, the body or tests (not the weather). */
const HEALTH_CUE =
  /健康|营养|外卖|点菜|菜|餐|饭|零食|\b(healthy|order|bbq|barbecue|cookout|plate|nurse|nursing|pump(ing)?|feed(ing)?)\b|吃|喝|服|药|补|剂|血|尿|检|查|指标|饮食|食|水|酒|咖啡|茶|孕|奶|体重|胖|瘦|便|睡|\b(eat|drink|take|taking|dose|pills?|tablets?|meds?|medicines?|levels?|tests?|labs?|diet|food|water|coffee|alcohol|beer|wine|pregnan\w*|breastfeed\w*|weight|constipat\w*|sugar|glucose|salt|sleep|foods?|eat(ing)?|drinks?|fruits?|snacks?|meals?|breakfast|lunch|dinner|potassium|phosph\w*|levels?|results?|count)\b/i;

/** The "not covered" line (cannot.ts `notCovered`), with the names it lists. */
const NOT_COVERED_LINE =
  /^(?:关于你问到的\*\*(.+?)\*\*：上面的回答没有涉及|About \*\*(.+?)\*\*, which you asked about: the answer above does not cover it)/;

/**
 * A "not covered" line whose every name the rest of the answer speaks of is dropped: a standing rule
 * added after it ("do not take magnesium on your own") answered it (sixth clinician review, en: "About
 * Magnesium … the answer above does not cover it" under a magnesium answer).
 */
function withoutCoveredCannot(draft: Draft): Draft {
  const paras = draft.text.split('\n\n');
  const kept = paras.filter((p, i) => {
    const m = NOT_COVERED_LINE.exec(p);
    if (!m) return true;
    const names = (m[1] ?? m[2] ?? '').split(/、|, /).map((n) => n.trim().toLowerCase());
    const rest = paras
      .filter((_, j) => j !== i)
      .join('\n')
      .toLowerCase();
    // A label with its Latin name in brackets ("Dong quai (Angelica sinensis)") is named by either part:
    // the pair card above says "Dong quai" (blind answer round 26, en-121: "no reliable rule for it"
    // under the card that had just answered it).
    const said = (n: string) => {
      const bare = n.replace(/\s*[（(][^）)]*[）)]\s*$/u, '').trim();
      return rest.includes(n) || (bare.length >= 3 && rest.includes(bare));
    };
    return !names.every((n) => n.length > 0 && said(n));
  });
  return kept.length === paras.length ? draft : { ...draft, text: kept.join('\n\n') };
}

/** A paragraph as compared with another: no markdown or spaces, its opening only. */
const paragraphKey = (p: string) => p.replace(/[*_\s]/g, '').slice(0, 120);

/** What a text that answers a kind of question says: a number for an amount, hours apart, a time of day. */
const KIND_EVIDENCE: Partial<Record<QuestionKind, RegExp>> = {
  together:
    /一起|同时|间隔|隔开|分开|错开|小时|\btogether\b|\bsame time\b|\bapart\b|\bhours?\b|\bseparate\w*|\bspace\w*/i,
  when: /早上|早晨|晚上|睡前|饭前|饭后|随餐|空腹|分钟|小时|\bmorning\b|\bevening\b|\bnight\b|\bbedtime\b|\bwith (food|a meal|meals)\b|\bempty stomach\b|\bminutes?\b|\bhours?\b/i,
};

/**
 * A follow-up that keeps its subject and asks a new kind of question ("can I take the iron tablet at the
 * same time as the Elevit or separate?" after "should I take an extra iron tablet?"), answered with the
 * previous reply again word for word, and that reply says nothing of that kind (no hours apart, no time
 * of day): the specific "I have no reliable rule for that (<kind>) — ask …", quoting the question,
 * instead of the same block (blind answer round 11, en-036). A follow-up naming something new, a kind
 * the previous message asked too, or a kind whose answer cannot be told from its words (an amount: "keep
 * it steady" answers "how much spinach?") is left as it is.
 */
function withoutRepeat(
  draft: Draft,
  text: string,
  previous: string | undefined,
  previousReply: string | undefined,
  g: { locale: Locale; plan: PlanDocument | null; medicines: readonly string[] },
): Draft {
  if (!previous || !previousReply || CANNOT_LINE.test(draft.text)) return draft;
  if (normaliseQuestion(text) === normaliseQuestion(previous)) return draft;
  const said = new Set(previousReply.split(/\n\n+/).map(paragraphKey));
  const { body } = splitSourceLines(draft.text);
  const paras = body.split(/\n\n+/).filter((p) => p.trim());
  if (paras.length === 0 || !paras.every((p) => said.has(paragraphKey(p)))) return draft;
  const before = readQuestion(previous);
  const own = readQuestion(text);
  // Something new named ("what about smoked salmon?"): the same text may answer it.
  if (own.subjects.some((s) => !before.subjects.some((b) => b.key === s.key))) return draft;
  if (own.nutrients.some((n) => !before.nutrients.includes(n))) return draft;
  const unanswered = [...own.kinds].find(
    (k) => !before.kinds.has(k) && KIND_EVIDENCE[k] !== undefined && !KIND_EVIDENCE[k]!.test(body),
  );
  if (!unanswered) return draft;
  // The question is quoted back, never a subject guessed from the chat (a medicine of the previous
  // message is not what "how much spinach then?" asks about).
  const joint = readQuestion(text, previous);
  const quoted: QuestionReading = { ...joint, subjects: [], nutrients: [], kinds: new Set([unanswered]) };
  const ctx = { locale: g.locale, plan: g.plan, medicines: g.medicines, previous };
  return {
    ...draft,
    text: guardCannot(quoted, whoFor(joint, text, ctx), g.locale, quotedQuestion(text, g.locale, previous)),
    cards: [],
    rules: [],
  };
}

/** Who a "can't" line names, and what the other rules read of the question. */
interface CannotWho {
  locale: Locale;
  plan: PlanDocument | null;
  medicines: readonly string[];
  previous?: string;
  pairs?: PairContext;
  /** The question's context and who asks: the other everyday topics answer foods left out. */
  ctx?: Ctx;
  asker?: EverydayAsker;
}

type FoodAsked = ReturnType<typeof findFoodsAsked>[number];

/**
 * A question no rule read: the pair of medicines it names, else the specific "can't" for a health
 * question, else the generic answer as it is.
 */
function outOfScopeCannot(draft: Draft, question: string, who: CannotWho): Draft {
  const { locale, plan, medicines } = who;
  const reading = readQuestion(question, who.previous);
  const pair = medicinePairAnswer(question, medicines, locale, who.pairs);
  if (pair) return { ...draft, text: pair, warnings: [{ kind: 'see_doctor' }] };
  const labels = labelsOf(question, locale);
  // "今天天气怎么样" is not a health question: the generic answer, with what the assistant can do.
  // A follow-up ("那榴莲呢", "what about ketchup") or a question of a kind the reader knows ("what's
  // a realistic timeline") is one: the specific line, naming who to ask.
  const followUp = who.previous !== undefined && reading.elliptical;
  const health =
    HEALTH_CUE.test(question) || followUp || reading.subjects.length > 0 || reading.kinds.size > 0;
  if (labels.length === 0 && !health) return draft;
  if (labels.length === 0 && followUp && who.previous) labels.push(...labelsOf(who.previous, locale));
  return {
    ...draft,
    text: specificCannot(
      labels,
      whoToAsk(question, plan, medicines),
      locale,
      quotedQuestion(question, locale, who.previous),
    ),
  };
}

/** The "not covered" line of each part no rule answered, and the things those lines name. */
function partsNotCovered(
  draft: Draft,
  unanswered: readonly string[],
  who: CannotWho,
): { lines: string[]; covered: Set<string> } {
  const { locale, plan, medicines } = who;
  const lines: string[] = [];
  const covered = new Set<string>();
  for (const part of unanswered) {
    const missing = unaddressed(part, draft.text, locale);
    const nutrients = findNutrients(part).filter(
      (k) => !draft.text.toLowerCase().includes(nutrientName(k, locale).toLowerCase()),
    );
    if (missing.length === 0 && nutrients.length === 0) continue;
    for (const m of missing) covered.add(m.key);
    lines.push(
      notCovered(
        [...missing.map((m) => m.label), ...nutrients.map((k) => nutrientName(k, locale))],
        whoToAsk(part, plan, medicines),
        locale,
      ),
    );
  }
  return { lines, covered };
}

/**
 * Foods and drinks asked about that the answer never speaks of ("can I drink on accutane?" answered with
 * the minocycline card, round 3 en-097): another everyday topic of the question whose rule speaks of them
 * answers them first ("香蕉橙子杨桃能吃吗" on dialysis: star fruit, then the potassium foods; ninth
 * clinician review, zh P2), then an everyday row for this person that speaks of one. Returns the draft
 * and the foods still left out.
 */
function withFoodsAnswered(
  draftIn: Draft,
  question: string,
  foods: readonly FoodAsked[],
  who: CannotWho,
): { draft: Draft; foodsMissing: FoodAsked[] } {
  const { locale } = who;
  let draft = draftIn;
  let foodsMissing = foods.filter((f) => !answerNamesFood(draft.text, f));
  if (foodsMissing.length > 0 && who.ctx && who.asker) {
    const more = foodRulesLeftOut(
      { ...who.ctx, text: question, norm: normaliseQuestion(question) },
      draft.text,
      foodsMissing,
      who.asker,
    );
    if (more.paragraphs.length > 0) {
      const { body, sources } = splitSourceLines(draft.text);
      draft = {
        ...draft,
        text: [
          body,
          ...more.paragraphs,
          ...sources,
          ...more.sources.filter((l) => !sources.includes(l)),
        ].join('\n\n'),
        notes: [...(draft.notes ?? []), ...more.notes],
        warnings: [...(draft.warnings ?? []), ...more.warnings],
      };
      foodsMissing = more.missing;
    }
  }
  if (foodsMissing.length > 0 && who.ctx) {
    for (const row of faqRowsFor(question, faqPersonOf(who.ctx))) {
      const text = pick(row.text, locale);
      const spoken = foodsMissing.filter((f) => answerNamesFood(text, f));
      if (spoken.length === 0 || draft.text.includes(text)) continue;
      const { body, sources } = splitSourceLines(draft.text);
      const line = sourceLine(row.source.ref, locale).trim();
      draft = {
        ...draft,
        text: [body, text, ...sources, ...(line && !sources.includes(line) ? [line] : [])].join('\n\n'),
      };
      foodsMissing = foodsMissing.filter((f) => !spoken.includes(f));
      if (foodsMissing.length === 0) break;
    }
  }
  return { draft, foodsMissing };
}

/**
 * A medicine named beside another question ("on isotretinoin + minocycline. my multivitamin has 800 mcg
 * vitamin A, is that ok?") that the answer passed over: its pair with the person's medicines is said
 * first, never "no reliable rule" for a pair the check knows (isotretinoin with a tetracycline). One still
 * left out that an everyday row for this person answers: that row's text too, when it names the medicine
 * (the acetaminophen daily total beside the opioid-and-alcohol row — tenth clinician review, en P5
 * finding 4).
 */
function withMedicinesAnswered(
  draftIn: Draft,
  question: string,
  covered: ReadonlySet<string>,
  who: CannotWho,
): Draft {
  const { locale, medicines } = who;
  let draft = draftIn;
  if (unaddressed(question, draft.text, locale).some((m) => m.key.startsWith('drug:'))) {
    const pair = medicinePairAnswer(question, medicines, locale, who.pairs);
    if (pair && !draft.text.includes(pair.split('\n')[0] ?? pair))
      draft = {
        ...draft,
        text: `${pair}\n\n${draft.text}`,
        warnings: [...(draft.warnings ?? []), { kind: 'see_doctor' }],
      };
  }
  const drugsLeft = (text: string) =>
    unaddressed(question, text, locale).filter((m) => m.key.startsWith('drug:') && !covered.has(m.key))
      .length;
  if (who.ctx && drugsLeft(draft.text) > 0) {
    for (const row of faqRowsFor(question, faqPersonOf(who.ctx))) {
      const text = pick(row.text, locale);
      if (draft.text.includes(text)) continue;
      const { body, sources } = splitSourceLines(draft.text);
      const line = sourceLine(row.source.ref, locale).trim();
      const next = [body, text, ...sources, ...(line && !sources.includes(line) ? [line] : [])].join('\n\n');
      if (drugsLeft(next) < drugsLeft(draft.text)) draft = { ...draft, text: next };
      if (drugsLeft(draft.text) === 0) break;
    }
  }
  return draft;
}

/**
 * The guard on a rule-built answer (issue 30 §2): a question no rule answers gets a specific "I can't —
 * ask …" naming what it asked about, when it names anything or the person has a clinician to ask (the
 * generic "outside what I can answer" stays the last resort); a part of a multi-part question no rule
 * answered, and a medicine or supplement asked about that the answer never names, get that line too
 * instead of being passed over.
 */
export function withWhatItCannotAnswer(
  draftIn: Draft,
  intent: Exclude<Intent, 'urgent'>,
  question: string,
  unanswered: readonly string[],
  who: CannotWho,
): Draft {
  const { locale, plan, medicines } = who;
  if (intent === 'greeting' || intent === 'thanks') return draftIn;
  if (intent === 'out_of_scope') return outOfScopeCannot(draftIn, question, who);
  const { lines, covered } = partsNotCovered(draftIn, unanswered, who);
  // With nothing else asked answered, the answer is a neighbouring one and gives way to the specific
  // line; beside an answered medicine, the foods get their own line.
  const foods = findFoodsAsked(question);
  const withFoods = withFoodsAnswered(draftIn, question, foods, who);
  const { foodsMissing } = withFoods;
  const draft = withMedicinesAnswered(withFoods.draft, question, covered, who);
  const missing = unaddressed(question, draft.text, locale).filter((m) => !covered.has(m.key));
  if (foods.length > 0 && foodsMissing.length === foods.length) {
    // An interaction card or a stock block that names none of the foods asked answers a neighbouring
    // question; another answer keeps what it says and gets the foods' own line below.
    const answeredSomething = !draft.text.trimStart().startsWith('⚠️') && stockBlockOf(draft.text) === null;
    if (!answeredSomething)
      return {
        ...draft,
        text: specificCannot(
          labelsOf(question, locale),
          whoToAsk(question, plan, medicines),
          locale,
          quotedQuestion(question, locale, who.previous),
        ),
        cards: [],
      };
  }
  if (foodsMissing.length > 0)
    lines.push(
      notCovered(
        foodsMissing.map((f) => foodLabel(f, locale)),
        whoToAsk(question, plan, medicines),
        locale,
      ),
    );
  // A medicine and a supplement asked about together that the interaction table knows ("Tums or Gaviscon at night
  // together with my epanutin", pregnant, answered with the pregnancy heartburn row): the pair's card, never "no
  // reliable rule" (forty-third clinician review, en S1).
  const pairs = missing.length > 0 ? knownPairLines(question, medicines, draft.text, locale) : [];
  if (pairs.length > 0) lines.push(...pairs);
  else if (missing.length > 0)
    lines.push(
      notCovered(
        missing.map((m) => m.label),
        whoToAsk(question, plan, medicines),
        locale,
      ),
    );
  const ownUnchecked = uncheckedProductsNamed(question, draft.text, plan, locale);
  if (ownUnchecked.length > 0)
    lines.push(
      notCovered(ownUnchecked, whoToAsk(question, plan, medicines), locale).replace(
        locale === 'zh-CN' ? '我也没有可靠的规则回答这一点' : 'I have no reliable rule for it',
        locale === 'zh-CN'
          ? '方案没能核对它们的成分，我也没有它们和你的药一起用的可靠资料，请把包装拿给药师看'
          : 'the plan could not check what they contain, and I have no reliable information on them with your medicines; show the packs to your pharmacist',
      ),
    );
  if (lines.length === 0) return draft;
  return { ...draft, text: [draft.text, ...lines].join('\n\n') };
}

/** Words of a product's name that say nothing of what it is. */
const GENERIC_PRODUCT_WORDS =
  /^(tablets?|capsules?|caps|softgels?|powder|drops|syrup|liquid|sachets?|scoops?|teaspoons?|tsp|spoons?|daily|twice|once|night|morning|a|an|the|one|two|day|days|with|and|at|for|of|some|weeks?|片|粒|勺|袋|包|每天|一天|晚上|早上)$/i;

/**
 * The person's own products the plan could not check (named only), named in the question and passed over by the
 * answer ("triphala churna … Himalaya Arjuna … any problem with her digoxin?": round 52 en-074, development data,
 * both silently dropped): said back by name, with who can check them.
 */
export function uncheckedProductsNamed(
  question: string,
  answer: string,
  plan: CannotWho['plan'],
  locale: Locale,
): string[] {
  // Traditional characters and full-width forms read as the answer writes them (亞培安素 → 亚培安素).
  const q = normaliseQuestion(question);
  const a = normaliseQuestion(answer);
  const out: string[] = [];
  for (const r of plan?.productReviews ?? []) {
    if (r.verdict !== 'unchecked' || r.optionId) continue;
    const name = r.name.replace(/[（(].*$/, '').trim();
    // A name in Chinese is not said back inside an English answer.
    if (locale !== 'zh-CN' && /\p{Script=Han}/u.test(name)) continue;
    const words = normaliseQuestion(name)
      .split(/[\s,，、/+&]+/)
      .filter(
        (w) => (/\p{Script=Han}/u.test(w) ? w.length >= 2 : w.length >= 4) && !GENERIC_PRODUCT_WORDS.test(w),
      );
    const said = words.filter((w) => q.includes(w));
    // Spoken of by any part of its name ("安素" for 亞培安素, "Chemiron" for "Chemiron syrup"): answered.
    if (said.length === 0 || said.some((w) => a.includes(w) || hanPairs(w).some((p) => a.includes(p))))
      continue;
    out.push(name);
  }
  return out;
}

/** A Chinese name's two-character pieces, those that say what it is ("亚培安素" → "亚培", "培安", "安素"). */
function hanPairs(word: string): string[] {
  if (!/^\p{Script=Han}{3,}$/u.test(word)) return [];
  const out: string[] = [];
  for (let i = 0; i + 2 <= word.length; i += 1) {
    const p = word.slice(i, i + 2);
    if (!GENERIC_HAN_PAIRS.has(p)) out.push(p);
  }
  return out;
}

/** Two-character pieces every product carries. */
const GENERIC_HAN_PAIRS: ReadonlySet<string> = new Set([
  '胶囊',
  '片剂',
  '口服',
  '颗粒',
  '冲剂',
  '糖浆',
  '软胶',
  '营养',
  '补充',
  '维生',
  '生素',
]);

/** The interaction cards of the person's (or the question's) medicines with the supplements the question names. */
function knownPairLines(
  question: string,
  medicines: readonly string[],
  answer: string,
  locale: Locale,
): string[] {
  const substances = findSubstances(question);
  if (substances.length === 0) return [];
  const meds = [...new Set([...medicines, ...findDrugs(question).map((d) => d.id)])];
  return taboosFor({ medicines: meds, substances }, locale)
    .filter((t) => t.kind === 'interaction' && t.severity !== 'minor')
    .map((t) => interactionWarning(t, locale))
    .filter((line) => !answer.includes(line.slice(0, 60)));
}

/** The medicines of the message before that a follow-up naming none is about: those its answer speaks of. */
function followUpMedicines(text: string, previous: string | undefined, answer: string): string[] {
  if (!previous || findDrugs(text).length > 0) return [];
  const inAnswer = new Set(findDrugs(answer).map((d) => d.id));
  return findDrugs(previous)
    .map((d) => d.id)
    .filter((id) => inAnswer.has(id));
}
