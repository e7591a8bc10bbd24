/**
 * What the plan's supplement review says about a product the person takes, said first wherever the chat lists
 * that product's interactions: one verdict in the plan and the chat.
 */
import { supplementOptionById } from '../../review';
import { L, nutrientName } from '../format';
import { isNutrientKey } from '../../nutrients';
import type { Ctx, Draft } from './shared';
import type { ProductReview } from '../../contracts/plan';
import { PRESCRIBED_SUPPLEMENT_SAID } from './prescribed-supplement';
import { findDrugs, findSupplements } from '../entities';
import { highFerritinOf } from '../../knowledge/iron-overload';
import { HYPERCALCAEMIA_NUTRIENTS } from '../../knowledge/hypercalcaemia';
import { normaliseQuestion } from '../lexicon';
import { pick } from '../../contracts/common';
import { PREGNANCY_KEEP_FOLIC_ACID } from '../../knowledge/preconception';
import { HEAVY_DRINKING_KEEP_THIAMIN } from '../../knowledge/heavy-drinking';

/** The review's keep-a-source lines (engine/plan.ts `keepSource`), found among a held product's issues. */
const KEEP_SOURCE_TEXTS = [PREGNANCY_KEEP_FOLIC_ACID, HEAVY_DRINKING_KEEP_THIAMIN] as const;

/** A doctor told them to take it: "my endocrinologist told me to take it", "医生让我吃的". */
const DOCTOR_SAID_TAKE =
  /(医生|大夫|专科|内分泌科|肾内科|心内科)[^。？?]{0,6}(让|叫|要)我(吃|补|服)|\b(doctor|dr|endo\w*|specialist|gp|nephrologist|cardiologist|consultant|physician|surgeon)\b[^.?!]{0,20}\b(told|wants|asked|said|put)\b[^.?!]{0,10}\b(me )?(to take|on)\b/;

/**
 * Whether the message says a doctor prescribed this product. With a medicine named in the same message,
 * "医生给我开的" may be said of the medicine ("强力霉素跟速力菲能一起吃吗 医生给我开的治痘痘": the
 * doxycycline): then only words that tie it to the product count — the product named right beside them
 * ("医生开的速力菲", "the Slow Fe is from my GP") (thirty-first clinician review, zh S1: an iron-overloaded
 * man was told to keep the iron he bought himself).
 */
function prescriptionSaidOf(ctx: Ctx, product: string, main: string): boolean {
  const said = (t: string) => PRESCRIBED_SUPPLEMENT_SAID.test(t) || DOCTOR_SAID_TAKE.test(t);
  if (!said(ctx.norm)) return false;
  // A follow-up read with the message before it: only this message's medicines make it ambiguous.
  const own =
    ctx.previous && ctx.text.includes(ctx.previous) ? ctx.text.replace(ctx.previous, ' ') : ctx.text;
  if (findDrugs(own).length === 0) return true;
  // The product by its name, or by what it is ("my doctor prescribed the iron, can i take it with the doxy?").
  const names = [
    product,
    ...(isNutrientKey(main) ? [nutrientName(main, 'zh-CN'), nutrientName(main, 'en-US')] : []),
  ]
    .map((n) => normaliseQuestion(n))
    .filter((n) => n.length > 0);
  return names.some((name) => {
    const esc = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const beside = new RegExp(`${esc}.{0,8}|.{0,20}${esc}`, 'gu');
    return [...ctx.norm.matchAll(beside)].some((m) => said(m[0]));
  });
}

/** A lab result saying the body already has too much of this nutrient, in words. */
function excessOf(ctx: Ctx, main: string): { zh: string; en: string } | null {
  const markers = ctx.plan?.reportAnalysis?.markers;
  const ferritin = main === 'iron' ? highFerritinOf(markers) : null;
  if (ferritin !== null)
    return {
      zh: `你的铁蛋白 ${ferritin} µg/L，已经高于正常范围`,
      en: `your ferritin of ${ferritin} µg/L is already above the range`,
    };
  const calcium = (HYPERCALCAEMIA_NUTRIENTS as readonly string[]).includes(main)
    ? markers?.find((m) => m.key === 'serumCalcium' && m.flag === 'high')
    : undefined;
  if (calcium)
    return {
      zh: `你的血钙 ${calcium.value} ${calcium.unit}，已经偏高`,
      en: `your blood calcium of ${calcium.value} ${calcium.unit} is already high`,
    };
  return null;
}

/** The plan's line for one product it says to avoid, or null when its verdict is not "avoid". */
function planAvoidLine(ctx: Ctx, r: ProductReview): string | null {
  if (r.verdict !== 'avoid' || !r.optionId) return null;
  const main = supplementOptionById(r.optionId)?.main;
  if (!main) return null;
  const why = verdictReason(r);
  // A product the medicine's dose was set around (vitamin K2 taken daily on warfarin): the review says not
  // to stop it suddenly, so the headline says not to change it alone — never "hold it" above "do not stop
  // it" (blind answer round 29, zh-088, unsafe: a mechanical valve on warfarin with K2).
  const keepSteady =
    /不要突然停|不要自己停|do not (suddenly )?stop (it|or change it)|don'?t stop it|do not stop or (change|cut) it/i.test(
      why,
    );
  // The person says their doctor prescribed it (the questionnaire did not mark it so): the prescription stands,
  // and the plan hears of it (thirtieth clinician review, en M3: vitamin D prescribed by the endocrinologist
  // after thyroid surgery, "hold it" and "only if your nephrologist prescribes it" in the chat).
  // Prescribed, but a result says the body already has too much of it (a ferritin above the range, a high
  // calcium): the prescriber hears of the result before the next dose (thirty-first clinician review, zh S1).
  const excess = prescriptionSaidOf(ctx, r.name, main) ? excessOf(ctx, main) : null;
  if (excess) {
    return L(
      ctx.locale,
      `**你在吃的${r.name}：既然是医生开的，今天就联系开它的医生，问清下一次还要不要吃**——${excess.zh}；带上化验单，由医生按这个结果决定，不要自己再加别的同类产品。`,
      `**Your ${r.name}: as a doctor prescribed it, contact that doctor today and ask whether to take the next dose** — ${excess.en}; take the result with you and let them decide, and add nothing similar of your own.`,
    );
  }
  if (prescriptionSaidOf(ctx, r.name, main)) {
    const drugs = [
      ...new Set(
        (ctx.plan?.medicineTaboos ?? [])
          .filter((t) => t.target === main && t.kind === 'interaction')
          .map((t) => t.drug),
      ),
    ].join(L(ctx.locale, '、', ', '));
    return L(
      ctx.locale,
      `**你在吃的${r.name}：医生开的，就按医生说的继续吃。** 请在方案的补充剂里把它标为“医生开的”，方案会按处方来核对${drugs ? `；同时确认开它的医生知道你也在用${drugs}` : ''}。`,
      `**Your ${r.name}: if your doctor prescribed it, keep taking it as they said.** Mark it as prescribed in your plan's supplements so the plan reviews it as a prescription${drugs ? `, and make sure that doctor knows you also take ${drugs}` : ''}.`,
    );
  }
  // A product held that is also the only source of something needed (her prenatal's folic acid, a heavy drinker's
  // thiamine): the plan's line on keeping that source is said with the hold, never the hold alone (blind answer
  // round 66, zh-038 and zh-042, unsafe: "hold Elevit" at 20 weeks with nothing said of folic acid).
  const keepSource = r.issues.find((x) => KEEP_SOURCE_TEXTS.some((k) => pick(k, ctx.locale) === x));
  return keepSteady
    ? L(
        ctx.locale,
        `**你在吃的${r.name}：先不要自己加量、减量或停掉，由医生决定**——${why}`,
        `**Your ${r.name}: do not add to it, cut it or stop it yourself — the doctor decides** — ${why}`,
      )
    : L(
        ctx.locale,
        `**你在吃的${r.name}：你的方案的结论是先暂缓服用**——${why}${keepSource ? `\n\n**${keepSource}**` : ''}`,
        `**Your ${r.name}: your plan's verdict is to hold it for now** — ${why}${keepSource ? `\n\n**${keepSource}**` : ''}`,
      );
}

/**
 * The plan's own verdict on a product the person takes, when it is "avoid": the chat says what the plan
 * says (fifth clinician review, P1: on aspirin + clopidogrel with fish oil, ginkgo and nattokinase the
 * review said "do not take it for now" while the chat called each pair "minor").
 */
export function planAvoidLines(ctx: Ctx, wanted: ReadonlySet<string>): string[] {
  const lines: string[] = [];
  for (const r of ctx.plan?.productReviews ?? []) {
    const line = planAvoidLine(ctx, r);
    const main = r.optionId ? supplementOptionById(r.optionId)?.main : undefined;
    if (line && main && wanted.has(main)) lines.push(line);
  }
  if (lines.length) lines.push(L(ctx.locale, '每一对单独来看：', 'Each pair on its own:'));
  return lines;
}

/**
 * A product the person takes that the plan says to avoid, named in the message, whichever answer the
 * message reached (an everyday row, a food list, a "can't"): the plan's verdict is said first, once — one
 * verdict in the plan and the chat (blind answer round 38, en-031 and zh-011, unsafe: a green tea extract
 * with an ALT of 118 answered by a row's "stop it if you notice symptoms" while the plan said avoid).
 */
export function withPlanVerdictNamed(draft: Draft, ctx: Ctx): Draft {
  const reviews = (ctx.plan?.productReviews ?? []).filter((r) => r.verdict === 'avoid' && r.optionId);
  if (reviews.length === 0) return draft;
  const named = findSupplements(ctx.norm);
  const lines: string[] = [];
  for (const r of reviews) {
    // The product itself, not its main nutrient: a multivitamin's "main" is one of many (a vitamin C
    // question is no question about the multivitamin).
    if (!named.some((o) => o.id === r.optionId) && !typedNameSaid(ctx, r)) continue;
    // A verdict whose first reason is bookkeeping (a count with no strength) or says it may be kept is no
    // lead to put above the answer.
    if (NOT_A_LEAD.test(verdictReason(r))) continue;
    const main = r.optionId ? supplementOptionById(r.optionId)?.main : undefined;
    if (saysToStop(draft.text, r, main)) continue;
    // "A doctor prescribed" said in the message may be of another product ("two Caltrate a day that my doctor
    // prescribed … I also keep a roll of Tums"): the prescription lines are for answers about this product.
    if (main && prescriptionSaidOf(ctx, r.name, main)) continue;
    const line = planAvoidLine(ctx, r);
    if (line) lines.push(line);
  }
  return lines.length === 0 ? draft : { ...draft, text: [...lines, draft.text].join('\n\n') };
}

/**
 * The product's own name as the person typed it ("Effercitrate", "Livogen (ferrous fumarate …)": its words before
 * any bracket) said in the message — a brand no catalogue option knows (forty-ninth clinician review, en S1: "is
 * that alright with my heart tablets" about Effercitrate, which the plan said to avoid, got fluid-limit advice).
 */
function typedNameSaid(ctx: Ctx, r: ProductReview): boolean {
  const head = normaliseQuestion(r.name.split(/[(（[,，]/)[0] ?? '').trim();
  // Too short or too plain to be a name of its own ("iron", "钙片").
  if (head.length < (/\p{Script=Han}/u.test(head) ? 3 : 5)) return false;
  return ctx.norm.includes(head);
}

/** "Should I stop it", "can I come off it", "要不要停": the person asks whether to stop something. */
const STOP_ASKED =
  /(要不要|能不能|可以|该不该|是不是|需要)(停|不吃)|停(掉|了|药)?(吗|嘛|么)|不吃了?(吗|嘛|行吗|可以吗)|\b(should|can|do|must) i (stop|quit|come off|drop)\b|\b(stop|quit) (it|them|taking)\b[^.?!]*\?|\bkeep (taking|on)\b[^.?!]*\?/;

/**
 * A product the person says a doctor prescribed, asked whether to stop it, whatever the review's verdict: kept as
 * prescribed, said first (forty-ninth clinician review, en S7 — "doctor gave it for my low haemoglobin 9.8, should
 * i stop it" about Livogen got a haemoglobin range and no answer).
 */
export function withPrescribedProductKept(draft: Draft, ctx: Ctx): Draft {
  if (!STOP_ASKED.test(ctx.norm)) return draft;
  const named = findSupplements(ctx.norm);
  for (const r of ctx.plan?.productReviews ?? []) {
    if (r.verdict === 'avoid') continue;
    const main = r.optionId ? supplementOptionById(r.optionId)?.main : undefined;
    if (!main || !(named.some((o) => o.id === r.optionId) || typedNameSaid(ctx, r))) continue;
    if (!prescriptionSaidOf(ctx, r.name, main)) continue;
    // An answer that already leads with keeping this product.
    const lead = draft.text.slice(0, 300);
    if (lead.includes(r.name) && /keep taking it|继续(吃|服)|照常(吃|服)/i.test(lead)) return draft;
    const iron = r.amounts?.find((a) => a.nutrient === 'iron' && a.amount >= 1);
    const mg = iron ? Math.round(iron.amount) : 0;
    const line = L(
      ctx.locale,
      `**你在吃的${r.name}：是医生开的，就按医生说的继续吃，不要自己停。**${iron ? `它每天提供约 ${mg} mg 元素铁，是你的补铁治疗；铁剂一般要吃到血红蛋白恢复正常后再吃约3个月，把铁储备补满，什么时候复查血常规和铁蛋白请问开药的医生（通常2–4周后先复查一次）。` : ''}吃了胃不舒服，或者想换药、减量，先问开药的医生。`,
      `**Your ${r.name}: a doctor prescribed it, so keep taking it as they said — do not stop it yourself.**${iron ? ` It gives about ${mg} mg of iron a day: it is your iron treatment, usually taken until the haemoglobin is normal and then for about 3 more months to refill the stores; ask the prescriber when to recheck your blood count and ferritin (often after 2–4 weeks).` : ''} If it upsets your stomach, or you want to change or cut it, ask the prescriber first.`,
    );
    // What it gives is the prescriber's dose: the answer check holds it to no self-care upper limit.
    const prescribedDoses = { ...draft.prescribedDoses };
    for (const a of r.amounts ?? [])
      prescribedDoses[a.nutrient] = Math.max(prescribedDoses[a.nutrient] ?? 0, a.amount);
    return { ...draft, text: [line, draft.text].join('\n\n'), prescribedDoses };
  }
  return draft;
}

/** A line of the review that only keeps the books: a count with no strength, an amount not counted. */
const BOOKKEEPING = /不知道每|未计入|do not know how much|not counted/i;

/**
 * The review's reason for its verdict: its first line that is not bookkeeping (forty-ninth clinician review, en S1:
 * Effercitrate's "avoid" — not safe with ramipril and the kidneys — came second to "we do not know how much one
 * tablet contains", and the chat led with that, or said nothing).
 */
function verdictReason(r: ProductReview): string {
  return r.issues.find((x) => !BOOKKEEPING.test(x)) ?? r.issues[0] ?? '';
}

const NOT_A_LEAD =
  /不知道每|未计入|可以继续|继续服用|照常|需要监测|do not know how much|not counted|can keep|keep taking it|may keep|needs monitoring/i;

/** Words that tell a person to stop, hold or not take something ("take no more than 500 mg at once" is a limit). */
const STOP_WORDS =
  /停|暂缓|(?<!要)不要(自己|自行)?(再)?(吃|服|补|喝|用)|别(再)?(吃|服|补|喝)|不宜|禁用|避免|先不|\*\*no\b|\btake no\b(?! more than)|\b(stop\w*|hold (it|them|off)|avoid\w*|do not (take|use|start|add)|don'?t (take|use|start|add)|not (to )?take|no more(?! than)|cut (it|them) out|should not|shouldn'?t)\b/i;

/**
 * Whether a paragraph of the answer already tells the person to stop or avoid this product — by its typed
 * name, the option's names or its main substance's name — in words of its own (an upper-limit line, a
 * kidney or liver rule): the plan's line would only say it again.
 */
function saysToStop(answer: string, r: ProductReview, main: string | undefined): boolean {
  const option = r.optionId ? supplementOptionById(r.optionId) : undefined;
  const names = [
    r.name,
    ...(option ? [option.zh, option.en, ...option.aliases] : []),
    ...(main && isNutrientKey(main) ? [nutrientName(main, 'zh-CN'), nutrientName(main, 'en-US')] : []),
  ]
    .map((n) => n.toLowerCase())
    // One Chinese character names a mineral (钙, 铁, 镁); one Latin letter names nothing.
    .filter((n) => n.length >= 2 || /\p{Script=Han}/u.test(n));
  return (
    answer
      .toLowerCase()
      .split(/\n\s*\n/)
      // A source line names products and stops, and tells the person nothing.
      .filter((para) => !/^_(source|来源)/.test(para.trim()))
      .some(
        (para) =>
          names.some((n) => para.includes(n)) &&
          para.split(/[。；！？!?;]|\.(?=\s|$)/).some((s) => STOP_WORDS.test(s) && !CONDITIONAL.test(s)),
      )
  );
}

/** A stop said only on a condition ("if you notice dark urine, stop it", "出现乏力…就停"). */
const CONDITIONAL = /如果|若|一旦|出现|万一|\b(if|when|should you|in case)\b/i;
