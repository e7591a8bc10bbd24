/**
 * What an answer's text says, read back: its source line, whether it only declines ("no reliable rule"),
 * asks which medicine is meant, or already answers what another part asked.
 */
import type { Locale } from '../contracts/common';
import { findDrugs, findNutrients, findSupplements } from './entities';
import { nutrientName } from './format';
import { answerNamesFood, findFoodsAsked, foodLabel } from './foods-asked';
import { thingsAsked } from './cannot';
import { readQuestion, type QuestionKind } from './question-kind';
import type { AssistantReply } from './reply-types';

/** Whether a built-in answer answers something: not urgent, not the menu and not only "no reliable rule". */
export function answersSomething(reply: AssistantReply): boolean {
  return !reply.urgent && reply.intent !== 'out_of_scope' && !onlyCannot(reply.text);
}

/** An answer's body and the references of its source line (intents/shared.ts `sourceLine`). */
export function splitSource(text: string): { body: string; ref: string } {
  // The Chinese line reads "_来源：…_", or "_来源（外文文献保留原标题）：…_" with titles in English (sourceLine).
  const m = /\n\n_(?:来源(?:（[^）\n]{1,20}）)?：|Source: )([^\n]*)_\s*$/.exec(text);
  return m ? { body: text.slice(0, m.index), ref: m[1] ?? '' } : { body: text, ref: '' };
}

/** A paragraph that says what the assistant cannot answer (cannot.ts, guard.ts). */
export const CANNOT_LINE = /没有可靠的规则|no reliable rule/i;

/** The first thing an answer that declines ("no reliable rule") names in bold, or null. */
export function declinedLabel(text: string): string | null {
  if (!/没有可靠的规则|no reliable rule/.test(text)) return null;
  return /\*\*([^*]+)\*\*/.exec(text)?.[1] ?? null;
}

/** An amount, a count or a time: "一天两三杯呢", "how long after?", "how many a week". */
export const AMOUNT_OR_TIME =
  /[\d一二两三四五六七八九十几]|多少|多久|多长|\bhow (much|many|long|often|soon)\b|\bwhen\b|\bafter\b|\bbefore\b|\ba (day|week)\b/;

/** The interaction intent's "tell me which medicine" reply, with nothing else said. */
export function asksMedicineName(text: string): boolean {
  const t = text.trim();
  return (
    (t.startsWith('请告诉我药物的名称（通用名或商品名都可以）') ||
      t.startsWith('Tell me the name of the medicine (generic or brand)')) &&
    !/\n\n(?!_)/.test(t)
  );
}

/** An answer that is nothing but "no reliable rule — ask …" (its source line aside). */
export function onlyCannot(text: string): boolean {
  const paras = text.split(/\n\n+/).filter((p) => p.trim() && !/^_(?:来源|Source)/.test(p.trim()));
  return paras.length > 0 && paras.every((p) => CANNOT_LINE.test(p));
}

/**
 * Whether the other parts' answers already answer a part that got only a "can't": every medicine and
 * product it names is named there by its own name (not only a nutrient it holds: "钙尔奇D600行不行" is not
 * answered by a calcium dose), and so is every nutrient and food; a part that names nothing ("how many a
 * day?", "涨多少要注意") is answered when the others say what its kind of question needs (an amount, hours
 * apart, a time of day).
 */
export function answeredElsewhere(part: string, others: string, locale: Locale): boolean {
  const o = others.toLowerCase();
  const has = (name: string) => name.trim().length >= 2 && o.includes(name.toLowerCase().trim());
  const drugs = findDrugs(part);
  const products = findSupplements(part);
  const nutrients = findNutrients(part);
  const foods = findFoodsAsked(part);
  // Each kind of question the part asks needs its evidence there too ("DHA要另外买吗" is not answered by
  // the DHA amount beside it; a part asking nothing but its subject, "吗替麦考酚酯那个呢", needs none).
  const kinds = [...readQuestion(part).kinds].filter((k) => k !== 'may_i' && k !== 'pregnancy_safe');
  const kindsAnswered = kinds.every((k) => PART_EVIDENCE[k]?.test(others) === true);
  if (drugs.length + products.length + nutrients.length + foods.length > 0)
    return (
      kindsAnswered &&
      drugs.every((d) => [d.zh, d.en, d.id, ...d.brands].some(has)) &&
      products.every((p) =>
        [p.zh, p.en, ...p.aliases].some((n) => has(n) || has(n.replace(/\s*\d[\d.,]*\s*\w*$/, ''))),
      ) &&
      nutrients.every((k) => has(nutrientName(k, locale))) &&
      foods.every((f) => answerNamesFood(others, f))
    );
  return kinds.length > 0 && kindsAnswered;
}

/** What an answer says for a part that names nothing: a number for an amount, hours apart, a time. */
const PART_EVIDENCE: Partial<Record<QuestionKind, RegExp>> = {
  how_much: /\d/,
  tablets: /\d/,
  together:
    /一起|同时|间隔|隔开|分开|错开|小时|\btogether\b|\bsame time\b|\bapart\b|\bhours?\b|\bseparate\w*/i,
  when: /早上|晚上|睡前|饭前|饭后|随餐|空腹|分钟|小时|\bmorning\b|\bevening\b|\bnight\b|\bbedtime\b|\bwith (food|a meal|meals)\b|\bminutes?\b|\bhours?\b/i,
};

/** What a question names, labelled for "I have no reliable rule for …". */
export function labelsOf(question: string, locale: Locale): string[] {
  return unique([
    ...thingsAsked(question, locale).map((t) => t.label),
    ...findNutrients(question).map((k) => nutrientName(k, locale)),
    ...findFoodsAsked(question).map((f) => foodLabel(f, locale)),
  ]);
}

const unique = (xs: readonly string[]) => [...new Set(xs)];

/**
 * The text with a paragraph that repeats an earlier one word for word (bold aside) left out: two rules that say
 * the same label instruction (a lab note and the medicine's stop rule) say it once (fortieth clinician review, zh S3).
 */
export function withoutRepeatedParagraphs(text: string): string {
  const seen = new Set<string>();
  const kept = text.split(/\n{2,}/).filter((p) => {
    const key = p.replace(/\*\*/g, '').trim();
    // A source line said twice word for word (two parts from one row) is said once.
    if (key.startsWith('_')) {
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    }
    if (key.length < 40) return true;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  // A part's heading left with nothing under it — its answer was the part before's, word for word — goes too:
  // "**2. 会不会影响宝宝的眼睛？**" stood empty at the end (forty-fifth clinician review, zh M16).
  return kept
    .filter((p, i) => {
      if (!PART_HEADING.test(p.trim())) return true;
      const next = kept.slice(i + 1).find((q) => !q.trim().startsWith('_'));
      return next !== undefined && !PART_HEADING.test(next.trim());
    })
    .join('\n\n');
}

/** The heading a multi-part answer puts over each part ("**2. 会不会影响宝宝的眼睛？**"). */
const PART_HEADING = /^\*\*\d+\. [^\n]*\*\*$/;
