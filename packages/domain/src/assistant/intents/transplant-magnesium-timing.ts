/**
 * When to take magnesium on tacrolimus, ciclosporin or mycophenolate (blind answer round 16, en-087,
 * judged unsafe: "what is correct time for take my magnesium? Mg level was 0.62, I take magnesium oxide
 * 400mg two times. Tacrolimus I take 8 am and 8 pm" got two interaction cards, "do not take magnesium on
 * your own" and the 350 mg upper limit over her prescribed dose — and no time). A timing question gets
 * times: magnesium at least 2 hours from the transplant medicines, with food; a dose she says she takes
 * (or was prescribed) for a low level is kept as prescribed — the upper limit is for self-bought
 * supplements. Answered for the whole message, before it is split into parts.
 */
import { findDrugs } from '../entities';
import { L } from '../format';
import { normaliseQuestion } from '../lexicon';
import { standingTaboos } from './guards';
import { sourceLine, suggestionsFor, type Ctx, type Draft } from './shared';

const TRANSPLANT_DRUGS: ReadonlySet<string> = new Set(['tacrolimus', 'cyclosporine', 'mycophenolate']);

const MAGNESIUM = /镁|\bmagnesium\b|\bmag ?ox(ide)?\b|\bmg (oxide|citrate|glycinate|tablets?|supplements?)\b/;

/** A question about when: a time of day, or how to space it. */
const WHEN =
  /什么时候|几点|啥时候|什么时间|时间(怎么|如何)?(安排|吃)|怎么(错开|安排)|间隔|隔多久|早上还是晚上|\bwhat time\b|\bwhen (should|do|can|to|is)\b|\b(correct|right|best|good) time\b|\btiming\b|\bhow (far )?apart\b|\bspace (it|them|out)\b|\bschedule\b|\bmorning or (night|evening)\b/;

/** She says she takes it now, or that it was prescribed, or gives her level. */
const TAKES_IT =
  /(我|在|每天|一天)[^。？！?!]{0,8}吃[^。？！?!]{0,6}镁|医生开的|医生开了|处方|血镁|镁[^。？！?!]{0,6}(偏低|低|0\.\d+)|(?<!\b(?:should|can|could|do|would|shall|to|when|where|how) )\bi (?:take|am taking|'?m taking|am on|'?m on)\b|\bprescribed\b|\b(doctor|team|nephrologist) (gave|put me on|started)\b|\bmg level\b|\bmagnesium (level|was|is low)\b|\blevel (was|is) 0\.\d+/;

/** Two clock times said with the medicine ("8 am and 8 pm", "早上8点和晚上8点", "8点和20点"). */
function clockHours(t: string): number[] {
  const hours: number[] = [];
  for (const m of t.matchAll(/\b(\d{1,2})(?::(\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)/g)) {
    let h = Number(m[1]) % 12;
    if (m[3]!.startsWith('p')) h += 12;
    hours.push(h);
  }
  if (hours.length >= 2) return hours;
  for (const m of t.matchAll(/(早上|上午|早|晚上|下午|晚)?\s*(\d{1,2})\s*(点|:00)/g)) {
    let h = Number(m[2]);
    if (m[1] && /晚|下午/.test(m[1]) && h < 12) h += 12;
    hours.push(h);
  }
  return hours;
}

function clock(h: number, l: Ctx['locale']): string {
  if (l === 'zh-CN')
    return h < 12 ? `上午${h}点` : h === 12 ? '中午12点' : h < 18 ? `下午${h - 12}点` : `晚上${h - 12}点`;
  return h < 12 ? `${h} am` : h === 12 ? '12 noon' : `${h - 12} pm`;
}

/** The magnesium doses she says (mg of the salt), for the safety check's prescribed-dose allowance. */
function saidDailyMg(t: string): number | null {
  const m = /(\d{2,4})\s*(mg|毫克)/.exec(t);
  if (!m) return null;
  const dose = Number(m[1]);
  const times = /\b(two|2) times\b|\btwice\b|\bbid\b|\b2x\b|一天两次|每天两次|一日两次|早晚各/.test(t)
    ? 2
    : /\b(three|3) times\b|\btds\b|\btid\b|一天三次|每天三次/.test(t)
      ? 3
      : 1;
  return dose * times;
}

/**
 * The message tells her own schedule: two clock times, a dose or a level. Without them the faq row
 * `transplant-magnesium-spacing` answers the general spacing question as before.
 */
export function ownMagnesiumScheduleSaid(text: string): boolean {
  const t = normaliseQuestion(text);
  return clockHours(t).length >= 2 || saidDailyMg(t) !== null || TAKES_IT.test(t);
}

export function transplantMagnesiumTimingAnswer(ctx: Ctx): Draft | null {
  const t = ctx.norm;
  if (!t || !MAGNESIUM.test(t) || !WHEN.test(t)) return null;
  const named = findDrugs(ctx.text).map((d) => d.id);
  const on = [...new Set([...ctx.medicines, ...named])].filter((id) => TRANSPLANT_DRUGS.has(id));
  if (on.length === 0) return null;
  const l = ctx.locale;
  const hasMpa = on.includes('mycophenolate');
  const cni = on.includes('cyclosporine') && !on.includes('tacrolimus') ? 'cyclosporine' : 'tacrolimus';
  const cniName = L(
    l,
    cni === 'tacrolimus' ? '他克莫司' : '环孢素',
    cni === 'tacrolimus' ? 'tacrolimus' : 'ciclosporin',
  );
  const meds = hasMpa
    ? L(l, `${cniName}和吗替麦考酚酯`, `${cniName} and mycophenolate`)
    : on.includes('mycophenolate')
      ? L(l, '吗替麦考酚酯', 'mycophenolate')
      : cniName;
  const hours = clockHours(normaliseQuestion(ctx.text));
  const twelveApart = hours.length >= 2 && Math.abs(hours[1]! - hours[0]!) === 12;
  const [first, second] = twelveApart ? [Math.min(...hours), Math.max(...hours)] : [8, 20];
  const slots = `${clock(first + 3, l)}${L(l, '和', ' and ')}${clock(second - 3, l)}`;
  const times = twelveApart
    ? L(
        l,
        `**你${clock(first, l)}和${clock(second, l)}吃${cniName}，镁可以放在${slots}左右，随午饭和晚饭吃：** 和${meds}都至少隔开2小时（含镁的药和补充剂会影响这些药的吸收和血药浓度），随餐吃肠胃更舒服、也少拉肚子。每天固定在这两个时间吃，这样${cniName}的血药浓度才稳定。`,
        `**You take ${cniName} at ${clock(first, l)} and ${clock(second, l)}, so take the magnesium at about ${slots}, with lunch and an early dinner:** that keeps it at least 2 hours from ${meds} (magnesium in supplements and antacids can change how these medicines are absorbed and their blood level), and with food it is easier on the stomach and less likely to loosen stools. Keep to the same two times every day so your ${cniName} level stays steady.`,
      )
    : L(
        l,
        `**镁和${meds}至少隔开2小时吃，随餐吃：** 比如早8点、晚8点吃${cniName}的话，镁放在上午11点和下午5点左右，随午饭和晚饭吃。每天固定时间吃，这样${cniName}的血药浓度才稳定。`,
        `**Take the magnesium at least 2 hours from ${meds}, with food:** for example, with ${cniName} at 8 am and 8 pm, take the magnesium at about 11 am and 5 pm with lunch and an early dinner. Keep to the same times every day so your ${cniName} level stays steady.`,
      );
  // Said in the message, or magnesium among the supplements the plan counts.
  const takes =
    TAKES_IT.test(t) ||
    (ctx.plan?.nutrients ?? []).some((n) => n.key === 'magnesium' && n.fromSupplements > 0);
  const kept = takes
    ? L(
        l,
        '**医生开的剂量，请按处方照常吃：** 每天350毫克的上限是给自己买补充剂的人定的，不适用于医生为血镁低开的处方剂量。移植后吃他克莫司或环孢素，肾脏会丢镁，血镁偏低很常见；剂量由移植团队根据复查结果调整，不要自己加量或减量。拉肚子明显时告诉团队。',
        '**Keep taking the dose you were prescribed:** the 350 mg a day upper limit is for supplements people buy for themselves, not for a dose a doctor prescribes for a low magnesium. After a transplant, tacrolimus and ciclosporin make the kidney lose magnesium, so a low level is common; the transplant team adjusts the dose from your blood tests — do not raise or cut it yourself, and tell them if it gives you diarrhoea.',
      )
    : L(
        l,
        '镁要不要补、补多少由移植团队根据血镁决定；开了就按处方吃。',
        'Whether you need magnesium, and how much, is your transplant team’s call from your blood level; if they prescribe it, take it as prescribed.',
      );
  const said = saidDailyMg(t);
  // The medicines' own magnesium advice (tacrolimus, ciclosporin: the team sets the dose) is said here,
  // after the times, rather than as a card above them.
  const advice = standingTaboos(ctx.text, on, l)
    .filter((x) => x.target === 'magnesium')
    .map((x) => x.advice)
    .filter((a, i, all) => all.indexOf(a) === i);
  return {
    text:
      [times, kept, ...advice].join('\n\n') +
      sourceLine(
        'FDA prescribing information (DailyMed): CellCept (mycophenolate mofetil), §7 Drug Interactions (antacids with magnesium or aluminum hydroxide decrease absorption, do not give simultaneously); Prograf (tacrolimus), §7 Drug Interactions (magnesium and aluminum hydroxide antacids may raise tacrolimus levels) and Adverse reactions: hypomagnesemia — sections from memory; NIH ODS Magnesium Fact Sheet for Health Professionals (the supplement UL does not apply to magnesium given for treatment under a doctor’s care)',
        l,
      ),
    suggestions: suggestionsFor(ctx, [], 'magnesium'),
    warnings: [{ kind: 'see_doctor' }],
    // The transplant magnesium rule (intents/dose.ts) is what `kept` says: not said again above it.
    notes: [{ id: 'transplant-magnesium', text: kept }],
    ...(said && takes ? { prescribedDoses: { magnesium: said } } : {}),
  };
}
