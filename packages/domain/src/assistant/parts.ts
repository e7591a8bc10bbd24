/**
 * Multi-part questions (issue 15 §7): "鱼油什么时候吃？和阿司匹林一起吃行吗？", "can I take iron and
 * calcium together, and what about coffee?". A question is cut where a new question starts — a
 * question mark or sentence end, or a connective that opens one ("另外", "还有", "以及", "and what …",
 * "also, …") — never at an "and" between two nouns ("iron and calcium"). A part without a nutrient
 * of its own ("what about coffee?", "和阿司匹林一起吃行吗") is about the nutrients of the part before.
 */
import { findDrugs } from './entities';
import { normaliseQuestion } from './lexicon';

/** Sentence ends: a new sentence is a new part. */
const SENTENCE_END = /(?<=[？?！!。；;\n])/u;

/** Connectives that open a new question inside a sentence (the connective stays with its part). */
const OPENERS = [
  // Chinese: 另外 / 还有 / 此外 / 顺便问 / 再问 / 以及 after a comma; "那…呢" after a comma.
  /[，,、]\s*(?=(?:另外|还有|此外|顺便(?:问一下|问下|问)?|再问(?:一下)?|以及|那|还想问|还要问)[^，,]{1,})/u,
  // English: ", and what/how/when/…", ", also", "; also", " also, " starting a clause.
  /\s*,?\s+(?=(?:and (?:also )?|also,? |plus,? )(?:what|how|when|which|can|could|should|is|are|do|does|will|would|may|about|whether|if)\b)/,
  // "…with my tegretol, is that ok?" asks about the clause before it: a tag that points back ("is that
  // ok", "is it safe") is not a question of its own (ninth clinician review, en P4 Q1).
  /\s*,\s+(?=(?:what|how|when|which|can|could|should|is|are|do|does)\b)(?!is (?:that|this|it) (?:ok|okay|safe|fine|alright|all right|bad|a problem|dangerous)\b)(?!(?:is|would|will) (?:taking )?(?:one|1|two|2|a|an) (?:\w+ )?(?:a|per|each|every) day (?:be )?(?:ok|okay|safe|fine|alright|all right|too much)\b)/,
] as const;

/**
 * Does a piece read as a question of its own (not a noun phrase)? "这几天", "前几天", "几乎" ask nothing: "闺女12岁，…，这几天只吃
 * 一点点，一天要吃多少热量才够？" was cut in two at the comma and its question answered without the girl.
 */
const QUESTION_CUE =
  /[？?]|吗|呢|么|多少|(?<![这那前近])几(?!乎)|怎么|怎样|如何|什么|哪|能不能|可不可以|可以|行不行|要不要|是否|\b(what|how|when|which|why|can|could|should|is|are|do|does|will|would|may|whether)\b/;

/**
 * A check on what was just said, with nothing of its own: "is that ok?", "这样行不行？", and "is one a day
 * ok?" after a product and its strength (tenth clinician review, en P1: "vitamin D 50,000 IU …, is one
 * a day ok?" was cut from its dose).
 */
const THAT_OK =
  /^(?:and |so |but )?(?:is|was|would|will) (?:that|this|it|(?:taking )?(?:one|1|two|2|a|an) (?:\w+ )?(?:a|per|each|every) day) (?:be )?(?:ok|okay|fine|alright|all right|safe|a problem|bad|right|enough|too much)\b[\s\p{P}]*$|^(?:这样|那样|这么吃|这么做)?(?:行不行|行吗|可以吗|可不可以|好不好|对不对|对吗|没问题吧|要紧吗)[\s\p{P}]*$/u;

/**
 * "she is on Ketosteril", "I'm taking warfarin" (a medicine the dictionary knows; "on dialysis" is not one): who
 * takes what, said before the question — its "is" asks
 * nothing (tenth clinician review, zh P2 finding 2: "she is on Ketosteril, should she still take a calcium
 * supplement?" was answered in two halves, the medicine declined and calcium's daily need).
 */
const ON_MEDICINE =
  /^(?:i'?m|im|i am|she'?s|she is|he'?s|he is|we'?re|we are|they'?re|they are|(?:my|our|his|her) \w+(?: \w+)? (?:is|are)) (?:also |still |now )?(?:on|taking)\b[^?？]*$/;

/** Split a message into its questions, in order. One part when nothing opens a second question. */
export function splitQuestion(text: string): string[] {
  const raw = typeof text === 'string' ? text.slice(0, 4000) : '';
  const out: string[] = [];
  for (const sentence of raw.split(SENTENCE_END)) {
    let pieces = [sentence];
    for (const re of OPENERS) pieces = pieces.flatMap((p) => p.split(re));
    // Chinese comma between two questions: "钙片什么时候吃，维生素D要补多少".
    pieces = pieces.flatMap((p) => splitChineseComma(p));
    for (const p of pieces) {
      const s = p.trim();
      if (s) out.push(s);
    }
  }
  // A fragment that is no question of its own ("thanks", "你好", "I'm 45") joins the next part; "is that
  // ok?" after a clause asks about that clause and joins it ("he takes it an hour or two later, is that
  // ok?": ninth clinician review, zh P2 Q3).
  const merged: string[] = [];
  let carry = '';
  for (const [i, p] of out.entries()) {
    const t = normaliseQuestion(p);
    if (merged.length > 0 && !carry && THAT_OK.test(t)) {
      merged[merged.length - 1] = `${merged[merged.length - 1]}, ${p}`;
      continue;
    }
    // A closing statement about a medicine, asking nothing ("I love it. I take the amiodarone in the
    // morning too."), is context for the question before it, not a question of its own (eighteenth
    // clinician review, en S1: it was answered "no reliable rule for when to take amiodarone").
    if (
      merged.length > 0 &&
      !carry &&
      i === out.length - 1 &&
      !QUESTION_CUE.test(t) &&
      findDrugs(p).length > 0
    ) {
      merged[merged.length - 1] = `${merged[merged.length - 1]} ${p}`;
      continue;
    }
    const onMedicine = ON_MEDICINE.test(t) && findDrugs(p).length > 0;
    if ((!QUESTION_CUE.test(t) || onMedicine) && t.replace(/[\p{P}\s]/gu, '').length < 40) {
      carry = carry ? `${carry} ${p}` : p;
      continue;
    }
    merged.push(carry ? `${carry} ${p}` : p);
    carry = '';
  }
  if (carry) {
    if (merged.length) merged[merged.length - 1] = `${merged[merged.length - 1]} ${carry}`;
    else merged.push(carry);
  }
  return merged.length ? merged : [raw.trim()].filter(Boolean);
}

/** Cut at a Chinese comma only when both sides are questions of their own. */
function splitChineseComma(piece: string): string[] {
  const bits = piece.split(/(?<=，)/u);
  if (bits.length < 2) return [piece];
  const out: string[] = [];
  let cur = '';
  for (const b of bits) {
    const next = cur + b;
    if (cur && QUESTION_CUE.test(normaliseQuestion(cur)) && QUESTION_CUE.test(normaliseQuestion(b))) {
      out.push(cur);
      cur = b;
    } else {
      cur = next;
    }
  }
  if (cur) out.push(cur);
  return out.map((s) => s.replace(/，$/u, ''));
}
