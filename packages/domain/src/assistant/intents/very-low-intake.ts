/**
 * A very low intake asked about or planned — "Can I go down to 500 cals to speed it up?", "is 800
 * calories a day ok?", "one meal a day", "just shakes" — answered with the person's floor and why,
 * asked whole or as a follow-up of a calorie message ("what about 600?"), with a plan or as a guest
 * (fifteenth clinician review, en P4 serious #7: on tirzepatide the question got the previous turn's
 * "no reliable rule for tirzepatide and protein"). Said before any row or handler, because a pace, a
 * tip list or a "can't" reads as permission (NICE CG189; texts and sources in
 * knowledge/very-low-intake.ts).
 *
 * Not for: someone else's eating ("my mum only eats 800 calories": the undereating answer in bmi.ts), a
 * person under 18 (the minor answer), a positive eating-disorder screen (its referral), someone
 * underweight who wants to lose (the do-not-lose answer in bmi.ts), a meal's or a
 * snack's calories, calories burned, or a deficit ("500 calories less a day").
 */
import { pick, type Bilingual } from '../../contracts/common';
import { drugById } from '../../interactions';
import { WEIGHT_LOSS } from '../../knowledge/conditions';
import {
  GLP1_PROTEIN,
  VERY_LOW_ALREADY,
  VERY_LOW_CARE,
  VERY_LOW_GLP1,
  VERY_LOW_INTAKE_SOURCES as S,
  VERY_LOW_LEAD,
  VERY_LOW_PREGNANCY,
  VERY_LOW_QUESTIONNAIRE,
  VERY_LOW_TARGET,
  VERY_LOW_TOO_FAST,
  VERY_LOW_WHY,
} from '../../knowledge/very-low-intake';
import { findDrugs } from '../entities';
import { MINOR, PREGNANCY_SAID } from '../faq/audiences';
import { fmt } from '../format';
import { normaliseQuestion } from '../lexicon';
import { eatingScreenPositive, statedMinorAge } from './weight';
import { underweightLossLine, weightLossTarget } from './bmi';
import { sourceLine, type Ctx, type Draft } from './shared';

/** The lowest and highest day's intake at which the rule speaks (kcal): a day, not a snack. */
const VERY_LOW_KCAL = { min: 100, max: 1000 } as const;

/** A figure of energy: "500 cals", "800 kcal", "a 600-calorie diet", "每天800大卡", "500卡". */
const KCAL_FIGURE =
  /(?<![\d.,])(\d{1,2},\d{3}|\d{2,4})\s*-?\s*(?:k?cals?\b|kcals?\b|calories?\b|卡路里|千卡|大卡|卡(?!片|通|住|车))/g;
/** A bare figure in a follow-up of a calorie message ("what about 600?", "那600呢"). */
const BARE_FIGURE =
  /(?<![\d.,])(\d{1,2},\d{3}|\d{3,4})(?![\d.,]|\s*(?:mg|µg|mcg|ug|iu|ml|g|kg|lbs?|毫|克|斤|步|steps?)\b)/g;

/** The figure is a day's intake: per day, a diet, or what one eats / goes down to. */
const DAY =
  /\ba day\b|\bper day\b|\bdaily\b|\beach day\b|\bevery day\b|\/ ?day\b|\bdiet\b|每天|一天|每日|天天|一日/;
const MOVE_BEFORE =
  /(?:go(?:ing)? down to|get(?:ting)? down to|drop(?:ping)? (?:down )?to|cut(?:ting)? (?:down |back )?to|reduc\w* (?:it |that )?to|lower\w* (?:it |that )?to|eat(?:ing)?|only|just|live on|living on|survive on|stick to|stay at|do|doing|try|降到|减到|只吃|吃|控制在|压到)\s*(?:only |just |about |around |roughly |like |maybe |under |below )?$/;
/** A deficit, calories burned, or a meal's or a snack's energy: not a day's intake. */
const NOT_INTAKE_AFTER =
  /^\s*(?:less|fewer|under (?:my|the)|below (?:my|the)|deficit|off\b|burn|(?:a |per |each )?(?:snack|meal|breakfast|lunch|dinner|bar|drink|shake|serving|portion)|一顿|一餐|的(?:早餐|午餐|晚餐|零食|加餐))/;
const NOT_INTAKE_BEFORE =
  /(?:burn(?:ed|t|ing|s)?|cut(?:ting)?|deficit of|reduce by|less by|少吃|减少|消耗|烧掉|缺口|运动了?|燃烧)\s*(?:about |around |only |just )?$/;

/** One meal a day, eaten once a day. */
const ONE_MEAL =
  /\b(?:one|1) meal a day\b|\bomad\b|\b(?:only )?eat(?:ing)? (?:only )?once a day\b|一天(?:只)?吃一顿|每天(?:只)?吃一顿|一日一餐|一天一餐|每天一餐/;
/** Shakes (or meal replacements) instead of every meal. */
const SHAKES_ONLY =
  /\b(?:just|only|nothing but) (?:have |drink |do |live on )?(?:protein |meal replacement )?shakes\b|\bliv(?:e|ing) on (?:protein )?shakes\b|\bshakes? (?:instead of|for) (?:all|every|each) (?:my )?meals?\b|\breplac\w* (?:all|every|each) (?:of )?(?:my )?meals? with shakes?\b|\ball (?:my )?meals? (?:as|with) shakes?\b|只(?:喝|吃)(?:代餐|奶昔|蛋白粉|蛋白奶昔)|(?:三餐|每顿|每餐)都(?:换成|用|喝|吃)(?:代餐|奶昔)|全(?:部)?(?:用|换成)代餐/;

/** Going lower than the calorie figure of the message before ("can I go lower?", "再少一点行吗"). */
const LOWER =
  /\bgo (?:even )?lower\b|\beat (?:even )?less\b|\bcut (?:it |back |down )?(?:further|more)\b|\b(?:lower|less) than that\b|再少|更少|再降|再减少|再往下/;

/** Someone else's eating: the undereating answer (bmi.ts), not this one. */
const SOMEONE_ELSE =
  /\b(?:she|he|her|his|they)\b|\bmy (?:mom|mum|mother|dad|father|grandma|grandmother|grandpa|grandfather|nan|nana|gran|granny|wife|husband|son|daughter|kid|kids|child|children|friends?|sister|brother|patient|partner)\b|\bfriends\b|\bclassmates\b|我(?:妈|爸|奶奶|爷爷|外婆|外公|姥姥|姥爷|老婆|老公|儿子|女儿|孩子|朋友|同学|婆婆)|(?:她|他)(?:每天|一天|只)/;

const GLP1 = 'glp1_agonist';

interface Asked {
  kind: 'kcal' | 'omad' | 'shakes';
  /** The day's intakes named, lowest first (kcal). */
  figures: number[];
}

/**
 * The figures a message names that are a day's intake: not a deficit, calories burned or a meal's; with
 * `dayTied`, only those the message ties to a day ("a day", "diet") or to eating ("go down to 500 cals").
 */
function figuresIn(norm: string, re: RegExp, dayTied: boolean): number[] {
  const out: number[] = [];
  const perDay = DAY.test(norm);
  for (const m of norm.matchAll(new RegExp(re.source, re.flags))) {
    const at = m.index ?? 0;
    const before = norm.slice(Math.max(0, at - 28), at);
    const after = norm.slice(at + m[0].length, at + m[0].length + 24);
    if (NOT_INTAKE_AFTER.test(after) || NOT_INTAKE_BEFORE.test(before)) continue;
    if (dayTied && !perDay && !MOVE_BEFORE.test(before)) continue;
    out.push(Number(m[1]!.replace(',', '')));
  }
  return out;
}

/** The day's intakes a message names in kcal. */
const dayKcal = (norm: string): number[] => figuresIn(norm, KCAL_FIGURE, true);

/** What very low intake the message (or, for a follow-up, the message before) asks about, if any. */
export function veryLowIntakeAsked(text: string, previous?: string): Asked | null {
  const norm = normaliseQuestion(text);
  if (!norm || SOMEONE_ELSE.test(norm)) return null;
  const own = dayKcal(norm);
  const low = (xs: number[]) => xs.filter((n) => n >= VERY_LOW_KCAL.min && n <= VERY_LOW_KCAL.max);
  if (low(own).length > 0) return { kind: 'kcal', figures: [...own].sort((a, b) => a - b) };
  if (SHAKES_ONLY.test(norm)) return { kind: 'shakes', figures: own };
  if (ONE_MEAL.test(norm)) return { kind: 'omad', figures: own };
  if (own.length > 0 || previous === undefined) return null;
  // A follow-up of a message that spoke of a day's calories: "what about 600?", "can I go lower?".
  const before = normaliseQuestion(previous);
  if (SOMEONE_ELSE.test(before)) return null;
  const earlier = dayKcal(before);
  if (earlier.length === 0 && !/\bk?cals?\b|\bcalories?\b|热量|千卡|大卡|卡路里/.test(before)) return null;
  const bare = low(figuresIn(norm, BARE_FIGURE, false));
  if (bare.length > 0) return { kind: 'kcal', figures: [...bare, ...earlier].sort((a, b) => a - b) };
  if (LOWER.test(norm) && earlier.length > 0)
    return { kind: 'kcal', figures: [...earlier].sort((a, b) => a - b) };
  return null;
}

const fill = (t: Bilingual, ctx: Ctx, values: Record<string, string>): string =>
  Object.entries(values).reduce((s, [k, v]) => s.replaceAll(`{${k}}`, v), pick(t, ctx.locale));

/**
 * The answer to a very low intake asked about, or null when the message asks none (or belongs to the
 * minor, eating-screen or someone-else answers). `earlier` holds the person's earlier messages (a
 * GLP-1 medicine or a pregnancy said there counts).
 */
export function veryLowIntakeAnswer(ctx: Ctx, earlier: readonly string[]): Draft | null {
  const asked = veryLowIntakeAsked(ctx.text, ctx.previous);
  if (!asked) return null;
  // A school-age asker ("everyone in my class is doing 600 before prom") gets the minor answer.
  const norm = normaliseQuestion(ctx.text);
  if (
    statedMinorAge(ctx.text) ||
    ctx.minorSaid === true ||
    (ctx.plan?.profile.age ?? 99) < 18 ||
    MINOR.said?.test(norm) === true ||
    /\bprom\b|\bhomecoming\b|\bin my class\b|\bmy classmates\b/.test(norm)
  )
    return null;
  // A body already telling on the diet (periods stopped, hair falling out, fainting) is that sign's
  // answer, a warning sign for the doctor (round 12's amenorrhoea answer), not the floor alone.
  if (
    /月经|例假|大姨妈|掉头发|脱发|头晕|晕倒|\bperiods?\b|\bhair (is )?(falling|coming) out\b|\bhair loss\b|\bdizz\w*|\bfaint\w*|\bpassed out\b/.test(
      norm,
    )
  )
    return null;
  if (eatingScreenPositive(ctx)) return null;
  // Underweight and wanting to lose: "do not lose weight" and the referral answer it (bmi.ts; eleventh
  // clinician review, zh P4 finding 1), never a floor that reads as a target.
  if (underweightLossLine(ctx) !== null) return null;
  const said = [ctx.text, ...earlier];
  const lines: string[] = [];
  const refs: string[] = [S.nice.ref];
  const p = ctx.plan?.profile;
  const pregnant =
    (p?.lifeStage !== undefined && p.lifeStage !== 'none') ||
    said.some(
      (s) => PREGNANCY_SAID.test(normaliseQuestion(s)) || /哺乳|\bbreastfe\w*/.test(normaliseQuestion(s)),
    );
  const n = asked.figures[0];
  if (pregnant) {
    lines.push(pick(VERY_LOW_PREGNANCY, ctx.locale));
  } else if (p) {
    // The plan's floor: never below the resting energy nor the guideline's lower bound; someone thin
    // or older and thin is not to lose at all, so what they use is their floor (GLIM 2019).
    const thin = p.bmiCategory === 'underweight' || (p.age >= 70 && p.bmi < 22);
    const floor = thin
      ? Math.round(p.tdeeKcal)
      : Math.max(Math.round(p.bmrKcal), WEIGHT_LOSS.floorKcal[p.sex === 'male' ? 'male' : 'female']);
    const lead =
      asked.kind === 'kcal' && n !== undefined
        ? fill(VERY_LOW_LEAD.kcalPlan, ctx, { n: fmt(n), floor: fmt(floor) })
        : fill(asked.kind === 'omad' ? VERY_LOW_LEAD.omadPlan : VERY_LOW_LEAD.shakesPlan, ctx, {
            floor: fmt(floor),
          });
    const now = asked.figures.filter((x) => x !== n && x < floor).at(-1);
    const target = thin ? null : weightLossTarget(ctx);
    lines.push(
      [
        lead,
        ...(now !== undefined ? [fill(VERY_LOW_ALREADY, ctx, { now: fmt(now) })] : []),
        ...(target ? [fill(VERY_LOW_TARGET, ctx, { target: fmt(target.targetKcal) })] : []),
      ].join(ctx.locale === 'zh-CN' ? '' : ' '),
    );
    refs.push(S.aha.ref);
  } else {
    const lead =
      asked.kind === 'kcal' && n !== undefined
        ? fill(VERY_LOW_LEAD.kcalGuest, ctx, { n: fmt(n) })
        : pick(asked.kind === 'omad' ? VERY_LOW_LEAD.omadGuest : VERY_LOW_LEAD.shakesGuest, ctx.locale);
    lines.push(lead);
    refs.push(S.aha.ref);
  }
  // More than about 1 kg (2 lb) a week, said in this chat.
  const tooFast =
    /(?<![\d.])(?:[3-9]|1\d) ?(?:lbs?|pounds)\b[^.?!。？！]{0,12}\b(?:a|per|each) week\b|(?<![\d.])(1\.[1-9]|[2-9](?:\.\d)?)\s*(?:kg|kgs|kilos?)\b[^.?!。？！]{0,12}\b(?:a|per|each) week\b|(?:每周|一周|一个星期|每个星期)(?:能|就|都)?(?:掉|瘦|减)了?\s*(?:[2-9]|1\.[1-9])\s*(?:公斤|千克|kg)|(?:每周|一周|一个星期|每个星期)(?:能|就|都)?(?:掉|瘦|减)了?\s*(?:[4-9]|[1-9]\d)\s*斤/;
  if (said.some((s) => tooFast.test(normaliseQuestion(s)))) lines.push(pick(VERY_LOW_TOO_FAST, ctx.locale));
  lines.push(pick(VERY_LOW_WHY, ctx.locale));
  refs.push(S.gallstones.ref);
  // A GLP-1 medicine: the person's, or named in this chat.
  const glp1 = [...ctx.medicines, ...said.flatMap((s) => findDrugs(s).map((d) => d.id))]
    .map((id) => drugById(id))
    .find((d) => d?.classes.includes(GLP1));
  if (glp1 && !pregnant) {
    const drug = ctx.locale === 'zh-CN' ? glp1.zh : glp1.en.toLowerCase();
    lines.push(
      p && p.proteinTargetG > 0
        ? fill(VERY_LOW_GLP1.withProtein, ctx, { drug, protein: fmt(p.proteinTargetG) })
        : fill(VERY_LOW_GLP1.noProtein, ctx, { drug }),
    );
    refs.push(S.glp1Label.ref, S.glp1Protein.ref);
  }
  lines.push(pick(VERY_LOW_CARE, ctx.locale));
  if (!p) lines.push(pick(VERY_LOW_QUESTIONNAIRE, ctx.locale));
  const text = lines.join('\n\n') + sourceLine([...new Set(refs)].join('; '), ctx.locale);
  return {
    text,
    suggestions: [],
    warnings: [{ kind: 'see_doctor' }],
    rules: ['very-low-intake'],
    answersWhole: true,
  };
}

/** A protein amount asked about ("how much protein", "多少蛋白质"). */
const PROTEIN_AMOUNT =
  /蛋白质?.{0,12}(多少|几克|够不够|够吗)|(多少|几克).{0,12}蛋白|\bhow (much|many grams of) protein\b|\bprotein\b.{0,40}\b(how much|enough|a day|per day|daily)\b/;

/**
 * A protein amount asked on a GLP-1 medicine (the person's, or named in the message): the answer keeps
 * its figure and adds protein first, strength exercise and the floor (fifteenth clinician review, en P4
 * moderate #3; Mozaffarian 2025, cited from memory). Other answers are returned as they are.
 */
export function withGlp1Protein(draft: Draft, ctx: Pick<Ctx, 'locale' | 'text' | 'medicines'>): Draft {
  if (!PROTEIN_AMOUNT.test(normaliseQuestion(ctx.text))) return draft;
  const glp1 = [...ctx.medicines, ...findDrugs(ctx.text).map((d) => d.id)]
    .map((id) => drugById(id))
    .find((d) => d?.classes.includes(GLP1));
  if (!glp1) return draft;
  const drug = ctx.locale === 'zh-CN' ? glp1.zh : glp1.en.toLowerCase();
  const line = pick(GLP1_PROTEIN, ctx.locale).replace('{drug}', drug);
  if (draft.text.includes(line)) return draft;
  // Before the source line, so the answer still ends with its sources.
  const at = draft.text.search(/\n\n_(?:来源|Source)/);
  const ref = sourceLine(S.glp1Protein.ref, ctx.locale);
  const sep = ctx.locale === 'zh-CN' ? '；' : '; ';
  const text =
    at < 0
      ? `${draft.text}\n\n${line}${ref}`
      : `${draft.text.slice(0, at)}\n\n${line}${draft.text.slice(at).replace(/_\s*$/, `${sep}${S.glp1Protein.ref}_`)}`;
  return { ...draft, text };
}
