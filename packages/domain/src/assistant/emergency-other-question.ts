/**
 * A question told beside an emergency, or right after one, that is not about the emergency ("…量了39度。
 * 另外蔓越莓胶囊有用吗？", "蔓越莓胶囊有用吗？" the turn after): the urgent answer stays as it is and
 * first, and one line then names the question and says it is answered once the emergency is dealt with,
 * so the person knows it was read and not dropped (fifteenth clinician review, zh P3-m2, P4-m2, P5-m2).
 * No diet advice is given inside an emergency: the person may need to keep nothing by mouth.
 *
 * Only a question about nutrition, supplements, food or weight counts. A question about the emergency
 * itself (what to do, where to go, whether to call, what caused it, whether to eat, drink or make
 * someone vomit now) or one that names a medicine is the emergency's, and is never put off.
 */
import type { Bilingual, Locale } from '../contracts/common';
import { pick } from '../contracts/common';
import { findDrugs, findNutrients } from './entities';
import { normaliseQuestion } from './lexicon';

/** A piece that asks something (the cue words of parts.ts). */
const QUESTION_CUE =
  /[？?]|吗|呢|么|多少|几|怎么|怎样|如何|什么|哪|能不能|可不可以|可以|行不行|要不要|是否|\b(what|how|when|which|why|can|could|should|is|are|do|does|will|would|may|whether)\b/;

/** What the question is about: a supplement, a food or drink, a diet or weight. */
const NUTRITION_TOPIC =
  /保健品|补充剂|营养粉|营养素|蛋白粉|维生素|矿物质|鱼油|益生菌|蔓越莓|胶原蛋白|钙片|铁剂|叶酸|减肥|减重|体重|食谱|饮食|菜谱|早餐|午餐|晚餐|\bsupplements?\b|\bvitamins?\b|\bminerals?\b|\bfish oil\b|\bomega\b|\bprobiotics?\b|\bcranberr\w*|\bcollagen\b|\bprotein\b|\bdiet\b|\bweight\b|\bmeal plan\b|\brecipes?\b|\bbreakfast\b|\blunch\b|\bdinner\b/;

/**
 * About the emergency, or what to do in it right now: never put off. Eating, drinking or vomiting now,
 * first aid, calling, going, how serious, what caused it.
 */
const ABOUT_THE_EMERGENCY =
  /怎么办|咋办|要不要(去|打|叫|送)|去(哪|医院|急诊)|打(120|110|急救)|救护车|急诊|医院|严重吗|要紧吗|危险吗|有事吗|怎么回事|为什么|是不是.*(引起|导致|造成|的原因)|因为|催吐|吐出来|现在|马上|先(吃|喝|停)|能(不能)?(吃|喝)(东西|水|饭)|喝水|进食|止痛|\bwhat (should|do|can) (i|we) do\b|\b(should|do) (i|we) (go|call)\b|\bambulance\b|\bhospital\b|\bemergency\b|\bER\b|\b(is|was) (it|this|that) (serious|dangerous|bad)\b|\bcaus(e|ed|ing)\b|\bbecause\b|\bwhy\b|\bthrow up\b|\bvomit\w*\b|\bright now\b|\bfirst\b|\b(eat|drink) (anything|something|now)\b/i;

/** The longest quote of a question in the line (the rest elided). */
const QUOTE_MAX = 60;

/**
 * The pieces of a message: at each sentence end, and where a connective opens a new question after a
 * comma ("，另外…", ", also how …"). Unlike parts.ts, a piece with no question of its own (the signs) is
 * kept apart, not joined to the question after it: here the signs and the question must be told apart.
 */
function piecesOf(text: string): string[] {
  return text
    .split(/(?<=[？?！!。；;\n])|(?<=[.])\s+/u)
    .flatMap((s) =>
      s.split(
        /[，,、]\s*(?=(?:另外|还有|此外|顺便|再问|以及|还想问|还要问))|\s*,?\s+(?=(?:and|also|plus|separately|btw|by the way),?\s+(?:what|how|when|which|can|could|should|is|are|do|does|will|would|about|whether|if)\b)/iu,
      ),
    )
    .map((s) => s.trim())
    .filter(Boolean);
}

const quote = (s: string) => {
  const t = s
    .trim()
    .replace(
      /^(另外|还有|此外|顺便(问一下|问下|问)?|再问(一下)?|以及|also|and|plus|separately|btw|by the way)[，,\s]*/i,
      '',
    );
  return t.length > QUOTE_MAX ? `${t.slice(0, QUOTE_MAX)}…` : t;
};

/**
 * The questions of `text` put off by an emergency: each piece (`piecesOf`) that asks something about
 * nutrition, raises no red flag of its own (`raisesFlag`), names no medicine and is not about the
 * emergency. `alone`: the message is a follow-up of its own, so a single part counts; otherwise a message
 * with one part is the emergency's only.
 */
export function otherQuestionsBesideEmergency(
  text: string,
  raisesFlag: (part: string) => boolean,
  alone = false,
): string[] {
  if (typeof text !== 'string' || text.length === 0 || text.length > 1000) return [];
  const parts = piecesOf(text);
  if (parts.length < (alone ? 1 : 2)) return [];
  const out: string[] = [];
  for (const part of parts) {
    const norm = normaliseQuestion(part);
    if (!QUESTION_CUE.test(norm)) continue;
    if (!NUTRITION_TOPIC.test(norm) && findNutrients(part).length === 0) continue;
    if (ABOUT_THE_EMERGENCY.test(norm) || ABOUT_THE_EMERGENCY.test(part)) continue;
    if (findDrugs(part).length > 0) continue;
    if (raisesFlag(part)) continue;
    const q = quote(part);
    if (q) out.push(q);
  }
  return out;
}

const LATER_LINE: Bilingual = {
  zh: '你问的「{q}」：先处理上面的紧急情况，这个问题不急；等医生看过、情况稳定后再问我，我再回答。',
  en: 'Your question "{q}": deal with the emergency above first — this one can wait; ask me again once a doctor has seen you and things have settled, and I will answer it then.',
};

/** The line that names each put-off question, in the person's language. */
export function laterLines(questions: readonly string[], locale: Locale): string[] {
  return questions.map((q) => pick(LATER_LINE, locale).replace('{q}', q));
}
