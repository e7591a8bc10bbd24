/**
 * A creatinine told as risen now ("jumped from 110 to 240 in the latest blood test", "肌酐从110升到240",
 * "2.9, last month it was 1.3", "doubled", "翻倍"): with a transplanted kidney or liver it is rejection, a
 * calcineurin-inhibitor level too high or acute kidney injury until the transplant team says otherwise
 * (KDIGO Clinical Practice Guideline for the Care of Kidney Transplant Recipients 2009, ch. 8 and 13: a
 * rise in creatinine needs prompt evaluation; a rise of 25 % or more is the usual trigger for it). Read
 * on the folded text, one sentence at a time from the creatinine on, so a transplant told "last year"
 * in the same sentence does not date the rise (blind triage round 27, development data once reported).
 * Two figures decide by themselves (the later at least 25 % above the earlier); without figures a word
 * of a clear rise does, unless it is played down ("slightly"), denied, asked about ahead or told as over.
 */

/** At least 25 % up (KDIGO 2009 transplant recipients: a creatinine rise of this size is investigated). */
const RISE_RATIO = 1.25;

const CREATININE = /肌酐|\bcreat(inine|inin)?\b|\bs?cr\b/;
/** A figure that is not a time, an age, a percentage or a dose (those are not a creatinine). */
const NUMBER =
  '(\\d+(?:\\.\\d+)?)(?![\\d.])(?!\\s*(?:%|％|年|岁|个?月|天|周|次|片|粒|kg|公斤|斤|mg(?!\\s*/)|毫克(?!/)|years?\\b|yrs?\\b|months?\\b|weeks?\\b|days?\\b|hours?\\b|times\\b|x\\b|pills?\\b|tablets?\\b))';
const EARLIER =
  '(?:\\blast\\b|\\bbefore\\b|\\bprevious(?:ly)?\\b|\\bprior\\b|\\bused to be\\b|\\bwas\\b|上次|之前|以前|原来|上个月|上周|去年|才|只有)';
const NOW =
  '(?:\\bnow\\b|\\btoday\\b|\\blatest\\b|\\bthis time\\b|\\bthis week\\b|\\byesterday\\b|现在|这次|今天|最新|刚|最近|昨天|这周)';

const FROM_TO = new RegExp(
  `(?:\\bfrom|从|由)\\s*${NUMBER}[^\\d]{0,14}?(?:\\bto\\b|->|→|=>|到|至|变成|升到|涨到|升至|增至|上升到|\\bup to\\b)\\s*${NUMBER}`,
);
const ARROW = new RegExp(`${NUMBER}\\s*(?:->|→|=>|\\bto\\b|到|变成)\\s*${NUMBER}`);
/** "last month 110, now 240", "上次110 这次240": the earlier figure first. */
const THEN_NOW = new RegExp(`${EARLIER}[^\\d]{0,20}?${NUMBER}[^\\d]{0,30}?${NOW}[^\\d]{0,20}?${NUMBER}`);
/** "240, last month it was 110", "240 上个月才110": the present figure first. */
const NOW_THEN = new RegExp(`${NUMBER}[^\\d]{0,40}?${EARLIER}[^\\d]{0,20}?${NUMBER}`);

const RISE_WORD =
  /\b(jumped|jumps|doubled|tripled|shot up|spiked|soared|skyrocketed|rocketed|went (way |right )?up|gone (way )?up|risen|rose|rising|climbing|climbed|increased|going up|way up|much higher|a lot higher|up a lot|higher than (last|before|usual|normal))\b|升高|翻倍|翻了|涨了|涨到|升到|上升|飙升|高了|增高|升了|往上涨/;
const PLAYED_DOWN =
  /\b(slightly|a (little|bit|touch|tad)|marginally|minimally|barely)\b[^.?!]{0,6}$|(稍微|略|一点点|微微)[^，。]{0,2}$/;
const PLAYED_DOWN_AFTER =
  /^\s*(slightly|a (little|bit|touch|tad)|marginally|minimally|just a (little|bit))\b|^(一点|一些|些许|少少|一丢丢)/;
const DENIED =
  /\b(not|no|hasnt|havent|didnt|never|isnt|wasnt|dont|doesnt)\b[^.?!]{0,12}$|(没(有)?|不|未)[^，。]{0,2}$/;
const OVER_OR_STEADY =
  /\b(steady|stable|stabili[sz]ed|same|unchanged|back down|came down|come down|went down|gone down|dropped|improved|back to normal|normal again|fine now)\b|稳定|没变|不变|降(了|下来|到|回)|下降|好转|回落|恢复/;
/** Asked ahead or in general ("what if my creatinine goes up", "会不会升高"), not a result told. */
const AHEAD =
  /\bwhat if\b|\bif\b|\bin case\b|\b(could|would|can|might|will|does|do) (it|my|her|his|the|a|your|creatinine)\b|\bprevent\w*|如果|万一|会不会|能不能|怎么(预防|避免)|预防|避免|会(升高|上升|涨|翻倍)/;
const PAST_ONLY =
  /\b(last year|years ago|\d+ years|in (19|20)\d\d|back then|at the time)\b|去年|前年|几年前|[一二两三四五六七八九十\d]+年前|当时|那时/;
const PRESENT =
  /\b(now|today|latest|this (week|time|month)|yesterday|recent|just|again|still|has|have)\b|现在|今天|最新|这次|最近|刚|昨天|又|还/;

function rise(earlier: string | undefined, later: string | undefined): boolean {
  // mg/dL below 20, µmol/L above: one scale for the comparison (1 mg/dL = 88.4 µmol/L)
  const scale = (v: number) => (v < 20 ? v * 88.4 : v);
  const a = scale(Number(earlier));
  const b = scale(Number(later));
  return Number.isFinite(a) && Number.isFinite(b) && a > 0 && b >= a * RISE_RATIO;
}

/** Two figures in the creatinine's words: whether they rise, and where they start; null when none. */
function figures(w: string): { risen: boolean; at: number } | null {
  const forward = FROM_TO.exec(w) ?? ARROW.exec(w) ?? THEN_NOW.exec(w);
  if (forward) return { risen: rise(forward[1], forward[2]), at: forward.index };
  const backward = NOW_THEN.exec(w);
  if (backward) return { risen: rise(backward[2], backward[1]), at: backward.index };
  return null;
}

/** A creatinine told as risen now (see the file's comment); the text is already folded (`foldText`). */
export function creatinineRiseTold(folded: string): boolean {
  for (const sentence of folded.split(/(?<!\d)[.?!]|[.?!](?!\d)|[。？！；;\n]/)) {
    const c = CREATININE.exec(sentence);
    if (!c) continue;
    const lead = sentence.slice(Math.max(0, c.index - 40), c.index);
    const w = sentence.slice(c.index, c.index + 140);
    if (PAST_ONLY.test(w) && !PRESENT.test(w)) continue;
    const told = figures(w);
    const word = RISE_WORD.exec(w);
    const at = told ? told.at : word ? word.index : -1;
    if (at < 0 || AHEAD.test(lead + ' ' + w.slice(0, at))) continue;
    if (told) {
      if (told.risen) return true;
      continue;
    }
    if (OVER_OR_STEADY.test(w)) continue;
    const before = w.slice(0, at);
    const after = word ? w.slice(at + word[0].length, at + word[0].length + 14) : '';
    if (PLAYED_DOWN.test(before) || PLAYED_DOWN_AFTER.test(after) || DENIED.test(before)) continue;
    return true;
  }
  return false;
}
