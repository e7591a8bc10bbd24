/**
 * A lab value asked about in the chat, or a re-test asked right after one: which values the message asks
 * about, and the answer that reads them (with the other parts of the message and a pregnancy rule).
 */
import { pick } from '../contracts/common';
import type { PlanDocument } from '../contracts/plan';
import { allLabMarkers, convertLabValue, flagFor, labDrugNotes, normaliseLabText } from '../labs';
import { findDrugs, findNutrients, findSupplements } from './entities';
import { normaliseQuestion } from './lexicon';
import { lifeStageTopicOf, PREGNANT_STAGES } from './intents/life-stage';
import {
  isHbA1cQuestion,
  labValueAnswer,
  RETEST_CUE,
  statedLabs,
  type StatedLab,
  GLUCOSE_MARKERS,
} from './intents/labs';
import {
  isMale,
  teratogenAnswerText,
  teratogenConditionsOf,
  teratogenRowFor,
  teratogenRowOf,
} from './intents/everyday';
import { sourceLine } from './intents/shared';
import { teratogenTextOf } from '../interactions/teratogens';
import type { Draft } from './intents/shared';
import { splitQuestion } from './parts';
import { whoToAsk } from './cannot';
import { faqDraft, faqPersonOf, faqRowFor } from './faq';
import { askerOf, ctxFor, guarded, intentReadingOf, type AnswerContext } from './reply-context';
import { finishAnswer, withWhatItCannotAnswer } from './reply-guards';
import { intentOf, LIVER_NOT_FOOD } from './reply-intent';
import { splitSource } from './reply-text';
import type { AssistantReply, ChatTurn } from './reply-types';

/**
 * A value whose reading a medicine changes ("K 3.1 on digoxin — bananas or pills?"): the lab answer
 * with the medicine's note (contact the prescriber) leads, whatever else the message asks.
 */
function medicineChangesReading(
  stated: readonly StatedLab[],
  text: string,
  medicines: readonly string[],
): boolean {
  const taken = [...new Set([...medicines, ...findDrugs(text).map((d) => d.id)])];
  return stated.some((s) =>
    (['low', 'high'] as const).some((flag) => {
      const notes = labDrugNotes(s.marker.key, flag, taken);
      if (notes.length === 0) return false;
      // only when the value is on that side of the marker's range, in any of its units
      return Object.keys(s.marker.units).some((u) => {
        const v = convertLabValue(s.marker.key, s.value, s.unit ?? u);
        const r = v === null ? null : flagFor(s.marker.key, v, { sex: 'female', locale: 'en-US' });
        return r?.flag === flag;
      });
    }),
  );
}

/** Words asking what a value means: "is that low", "正常吗", "borderline?". */
// "是不是很高" (sixteenth clinician review, zh P1 T7: "他的尿酸是528…是不是很高？" was read as no question).
// "is that one related?" of a value said (blind answer round 32, en-016: a ferritin of 1,450 beside iron
// tablets got the welcome text) asks what the value means too.
// "空腹血糖5.6是不是妊娠糖尿病", "is that gestational diabetes": a value asked as a diagnosis (thirty-second
// clinician review, zh M4: read as supplement timing because of 空腹). "这算糖尿病了不", "是糖尿病吗" (blind answer round 62,
// zh-036).
const VALUE_ASK =
  /是不是.{0,6}(糖尿病|糖尿|贫血|甲亢|甲减|痛风|肾病|肝病|高血压)|算不算.{0,4}(糖尿病|贫血)|(算|是)(是)?(糖尿病|贫血|痛风|高血压|甲亢|甲减)了?(吗|不|没|么|嘛)|\b(is|does) (that|this|it|mine) (mean )?(gestational )?(diabetes|diabetic|anaemi\w*|anemi\w*|prediabet\w*)\b|是不是.{0,2}(高|低)|(很|太)(高|低)(吗|了吗)|正常吗|正常不|算低|算高|算多|高吗|低吗|高不高|低不低|偏低吗|偏高吗|是高|是低|怎么样|什么意思|严重吗|要紧吗|够不够|达标|担心|注意什么|\bnormal\b|\blow\b|\bhigh\b|\bfine\b|\bborderline\b|\bmean\b|\bok\b|\bokay\b|\bgood\b|\bbad\b|\bworr(y|ied)\b|\b(change anything|change things|does (that|this|it) (change|matter)|what (should|do) (i|we) do( now)?|is (that|this|it) (a problem|dangerous|serious))\b|\b(is|are) (that|this|it|they|that one|this one) (related|connected|linked)\b|\brelated to\b|有影响吗|有没有影响|有关系吗|要不要紧|相关吗|有关吗/;

/** "Is it the medicine?" — a question of what caused a result. */
const CAUSE_ASK =
  /(是不是|是否|会不会|是)[^，。？?]{0,12}(引起|导致|造成|搞的|闹的|弄的|的原因|的关系|副作用)|为什么[^，。？?]{0,8}(高|低|升|降)|(升高|偏高|降低|偏低|上升|下降)[^，。？?]{0,6}(原因|怎么回事)|\bis (it|that|this) (from|the|because|caused|due)\b|\bcaused by\b|\bbecause of (the|my)\b|\bwhy (is|has|did|would) (my|it|the)\b|\b(side effect|the cause)\b/;

/**
 * The plan's results a message names by a marker's name (no value said): each read as if its value had
 * been typed. Names of two Latin letters or fewer are left out ("K", "UA" are words too).
 */
function planLabsNamed(text: string, plan: PlanDocument | null): StatedLab[] {
  const held = plan?.reportAnalysis?.markers ?? [];
  if (held.length === 0) return [];
  const t = normaliseLabText(text);
  const out: StatedLab[] = [];
  for (const r of held) {
    const marker = allLabMarkers().find((m) => m.key === r.key);
    if (!marker) continue;
    const names = [marker.zh, marker.en, ...marker.aliases]
      .map((n) => normaliseLabText(n))
      .filter((n) => (/[\u4e00-\u9fff]/.test(n) ? n.length >= 2 : n.length >= 4));
    const named = names.some((n) =>
      /[\u4e00-\u9fff]/.test(n)
        ? t.includes(n)
        : new RegExp(`(^|[^a-z])${n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^a-z])`).test(t),
    );
    if (named) out.push({ marker, value: r.value, unit: marker.unit });
  }
  return out;
}

/**
 * A dose change asked beside a glucose ("餐后两小时血糖 78，要不要加胰岛素"): the reading is answered first —
 * what it means, never a dose (seventeenth clinician review, zh S3).
 */
const DOSE_CHANGE_ASK =
  /(加|减|调|增加|减少|多打|少打|加大|减小)(点|一点|些)?(量|剂量|胰岛素|药)|\b(increase|raise|up|lower|reduce|adjust|change|bump)\b[^.?!]{0,15}\b(insulin|dose|units?)\b/;

/**
 * Blood levels of a medicine: typed into a question they are always what it is about ("any problem with her digoxin?
 * the level was 1.6" — round 52 en-074 and zh-052, development data: a level of 1.6 in heart failure never read).
 */
// Lithium has its own rows for a level typed (lithium-level-meaning).
const DRUG_LEVEL_KEYS: ReadonlySet<string> = new Set([
  'digoxin',
  'theophylline',
  'clozapine',
  'ciclosporinTrough',
  'tacrolimusTrough',
  'carbamazepine',
  'phenytoin',
]);

/** A lab value the message asks about, or one the person's last message gave and this one asks a re-test of. */
function labAsked(
  text: string,
  history: readonly ChatTurn[],
  medicines: readonly string[],
  plan: PlanDocument | null = null,
): { stated: StatedLab[]; text: string } | null {
  const t = normaliseQuestion(text);
  // HbA1c has its own answer (the plan's glucose classification); "糖化血红蛋白" holds "血红蛋白".
  if (isHbA1cQuestion(text)) return null;
  const said = statedLabs(text);
  // "吃吡嗪酰胺后尿酸升高了，是药引起的吗？": a result the plan holds, named without its value and asked
  // about as a cause, is read from the plan (twenty-fifth clinician review, zh M12).
  const stated = said.length > 0 || !CAUSE_ASK.test(t) ? said : planLabsNamed(text, plan);
  if (stated.length > 0)
    return VALUE_ASK.test(t) ||
      // A target or range told beside the value: the person compares it (round 37 zh-018).
      stated.some((x) => x.range !== undefined) ||
      stated.some((x) => DRUG_LEVEL_KEYS.has(x.marker.key)) ||
      RETEST_CUE.test(t) ||
      medicineChangesReading(stated, text, medicines) ||
      (stated.some((s) => GLUCOSE_MARKERS.has(s.marker.key)) && DOSE_CHANGE_ASK.test(t))
      ? { stated, text }
      : null;
  if (!RETEST_CUE.test(t)) return null;
  const lastUser = [...history]
    .reverse()
    .find((h) => h?.role === 'user' && typeof h.content === 'string')?.content;
  const earlier = lastUser ? statedLabs(lastUser) : [];
  return earlier.length > 0 && lastUser ? { stated: earlier, text: `${lastUser}\n${text}` } : null;
}

/**
 * Another question in the same message that states no value and asks no re-test ("那多久复查一次？
 * 平时哪些水果钾低一点"): answered as it would be alone, never passed over (ninth clinician review, zh P2:
 * the fruit asked beside a potassium was declined).
 */
function otherPartDrafts(a: AnswerContext, partsAsked: readonly string[]): Draft[] {
  const drafts: Draft[] = [];
  if (partsAsked.length <= 1) return drafts;
  for (const part of partsAsked) {
    if (statedLabs(part).length > 0 || RETEST_CUE.test(normaliseQuestion(part))) continue;
    const partIntent = intentOf(part, { medicines: a.medicines, ...intentReadingOf(a) });
    if (['out_of_scope', 'greeting', 'thanks', 'lab_result'].includes(partIntent)) continue;
    const d = guarded(a, partIntent, ctxFor(a, part, findNutrients(part)));
    if (a.state.replacedBlock) {
      a.state.replacedBlock = null;
      continue;
    }
    drafts.push(d);
  }
  return drafts;
}

/** Rows about a food, drink, herb or product, which a value told beside them does not answer. */
const FOOD_ROW_INTENTS: ReadonlySet<string> = new Set([
  'food_sources',
  'herbal_remedy',
  'product_question',
  'drug_interaction',
]);

/**
 * A food or drink asked about in the same sentence as a value ("I drink a coconut water every day, my
 * potassium was 5.4, is that ok?"): its row follows the reading — the value alone was all that was said
 * (fortieth clinician review, en M11).
 */
function foodRowDraft(
  a: AnswerContext,
  labCtx: ReturnType<typeof ctxFor>,
  partsAsked: readonly string[],
): Draft | null {
  if (partsAsked.length > 1) return null;
  const row = faqRowFor(a.text, faqPersonOf(labCtx), a.previousUser);
  return row && FOOD_ROW_INTENTS.has(row.intent) ? faqDraft(labCtx, row) : null;
}

/**
 * A medicine of the person's asked about in the same sentence as a value ("is she still ok on the metformin
 * with kidneys this bad? gfr 24"): the plan's answer for that medicine leads the reading when the reading
 * never named it — the value was the reason for asking, not the question (fifty-first clinician review: the
 * eGFR was read and metformin was "no reliable rule", though the plan holds its kidney limit).
 */
function medicineAskedDraft(a: AnswerContext, labText: string, partsAsked: readonly string[]): Draft | null {
  if (partsAsked.length > 1) return null;
  const folded = labText.toLowerCase();
  const asked = findDrugs(a.text).filter(
    (d) => a.medicines.includes(d.id) && ![d.zh, d.en].some((n) => folded.includes(n.toLowerCase())),
  );
  if (asked.length === 0) return null;
  const d = guarded(a, 'medicine_question', ctxFor(a, a.text, a.nutrients));
  if (a.state.replacedBlock) {
    a.state.replacedBlock = null;
    return null;
  }
  const said = d.text.toLowerCase();
  return asked.some((x) => [x.zh, x.en].some((n) => said.includes(n.toLowerCase()))) ? d : null;
}

/**
 * A supplement asked about in a clause of its own beside a value ("铁蛋白16，爱乐维里的铁够不够？"): that clause is
 * the question and leads; the value, the reason for asking, follows (blind answer round 55's read-through,
 * development data: the ferritin was read and the prenatal's iron never answered). The whole message is the
 * context, so the answer knows the value.
 */
const AMOUNT_INTENTS: ReadonlySet<string> = new Set(['supplement_dose', 'how_much_nutrient', 'too_high']);

function supplementAskedDraft(
  a: AnswerContext,
  labText: string,
  partsAsked: readonly string[],
): Draft | null {
  if (partsAsked.length > 1) return null;
  const clauses = a.text
    .split(/[，,；;。]/)
    .filter((c) => statedLabs(c).length === 0 && findSupplements(c).length > 0);
  if (clauses.length === 0) return null;
  const rest = clauses.join('，');
  const folded = labText.toLowerCase();
  const named = findSupplements(rest).filter(
    (s) => ![s.zh, s.en].some((n) => folded.includes(n.toLowerCase())),
  );
  if (named.length === 0) return null;
  // Only the amount of a nutrient the clause names ("…里的铁够不够"): a clause that leans on the value for its subject
  // ("善存里那点够不够") or asks which product was answered as another question (blind answer round 57, zh-003 and
  // zh-051: an iron-salts comparison saying a prenatal's iron is too little, a chromium warning, both led the reading).
  if (findNutrients(rest).length === 0) return null;
  const intent = intentOf(rest, { medicines: a.medicines, ...intentReadingOf(a) });
  if (!AMOUNT_INTENTS.has(intent)) return null;
  const d = guarded(a, intent, ctxFor(a, a.text, a.nutrients));
  if (a.state.replacedBlock) {
    a.state.replacedBlock = null;
    return null;
  }
  // The plan's own amount answers; a table row written for another question does not (round 57, zh-003: the row on
  // iron salts said a prenatal's iron was too little).
  return d.rules?.some((r) => r.startsWith('faq:')) ? null : d;
}

/**
 * Liver eaten in pregnancy asked beside a value in one sentence ("ALT 68. is it ok to eat pork liver soup
 * for iron?"): its vitamin A answer follows the reading (blind answer round 32, en-091, unsafe).
 */
function pregnancyLiverDraft(a: AnswerContext, partsAsked: readonly string[]): Draft | null {
  const { text, plan } = a;
  if (
    partsAsked.length <= 1 &&
    PREGNANT_STAGES.has(plan?.profile.lifeStage ?? 'none') &&
    lifeStageTopicOf(text) === 'liver' &&
    !LIVER_NOT_FOOD.test(normaliseQuestion(text))
  ) {
    const d = guarded(a, 'pregnancy_lactation', ctxFor(a, text, a.nutrients));
    if (a.state.replacedBlock) a.state.replacedBlock = null;
    else return d;
  }
  return null;
}

/**
 * A pregnancy question on a medicine that can harm a baby, asked beside the value ("sodium was 121 …
 * does she still need the 5mg folic acid on lamotrigine"): its rule follows the value's reading, one
 * source line at the end (ninth clinician review, en P4 Q7; en P5 Q2 too: "…ferritin is 1450. We want a
 * baby next year — is hydroxyurea ok while we try?"). Not again when a part of the message was already
 * answered with it. Pregnant now on a medicine whose label says to stop it in pregnancy (leflunomide): its
 * rule follows any reading, whatever was asked — a liver result's "do not change the dose yourself, this
 * week" was all a woman at 6 weeks heard (blind answer round 32, en-091, development re-judging).
 */
function labTeratogenRow(a: AnswerContext, labText: string): ReturnType<typeof teratogenRowOf> {
  const { text, plan, medicines, locale } = a;
  const pregnantNow = /^pregnant/.test(plan?.profile.lifeStage ?? '');
  const stopInPregnancy = pregnantNow ? teratogenRowOf(medicines, plan?.profile.conditions ?? []) : null;
  const teratogenRow =
    teratogenRowFor(
      text,
      medicines,
      isMale(text, plan?.profile.sex),
      plan?.profile.conditions ?? [],
      pregnantNow,
    ) ?? (stopInPregnancy?.ifPregnant !== undefined ? stopInPregnancy : null);
  return teratogenRow &&
    ![false, true].some((pregnant) =>
      labText.includes(
        pick(
          teratogenTextOf(
            teratogenRow,
            teratogenConditionsOf(text, plan?.profile.conditions ?? []),
            pregnant,
          ),
          locale,
        ).slice(0, 40),
      ),
    )
    ? teratogenRow
    : null;
}

/**
 * A lab value asked about ("ferritin came back at 28 — fine? when to retest?"), or a re-test asked right
 * after one ("how soon should he get it rechecked?"): the value read against the person's range and the
 * re-test table, the whole message as one question.
 */
export function labReply(a: AnswerContext): AssistantReply | null {
  const { text, history, medicines, plan, locale } = a;
  const lab = labAsked(text, history, medicines, plan);
  if (!lab) return null;
  const labCtx = ctxFor(a, lab.text, a.nutrients);
  const who = whoToAsk(text, plan, medicines);
  const drafts = lab.stated.map((st) => labValueAnswer(labCtx, st, who));
  const partsAsked = splitQuestion(text);
  drafts.push(...otherPartDrafts(a, partsAsked));
  const food = foodRowDraft(a, labCtx, partsAsked);
  if (food) drafts.push(food);
  const liver = pregnancyLiverDraft(a, partsAsked);
  if (liver) drafts.push(liver);
  const medicine = medicineAskedDraft(a, drafts.map((d) => d.text).join('\n\n'), partsAsked);
  // the question asked leads, the reading that prompted it follows
  if (medicine) drafts.unshift(medicine);
  const supplement = medicine
    ? null
    : supplementAskedDraft(a, drafts.map((d) => d.text).join('\n\n'), partsAsked);
  if (supplement) drafts.unshift(supplement);
  const labText = drafts.map((d) => d.text).join('\n\n');
  const teratogen = labTeratogenRow(a, labText);
  const withTeratogen = teratogen
    ? (() => {
        const x = splitSource(labText);
        const y = splitSource(teratogenAnswerText(labCtx, teratogen, false));
        return `${x.body}\n\n${y.body}` + sourceLine([x.ref, y.ref].filter(Boolean).join('; '), locale);
      })()
    : labText;
  const labDraft = withWhatItCannotAnswer(
    {
      text: withTeratogen,
      suggestions: drafts.flatMap((d) => d.suggestions),
      warnings: [
        ...drafts.flatMap((d) => d.warnings ?? []),
        ...(teratogen ? [{ kind: 'see_doctor' as const }] : []),
      ],
    },
    'lab_result',
    text,
    [],
    { locale, plan, medicines, ctx: labCtx, asker: askerOf(a, labCtx) },
  );
  return finishAnswer(a, 'lab_result', labDraft, labCtx, ['lab_result']);
}
