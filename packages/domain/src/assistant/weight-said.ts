/**
 * The body weight a message states, in kilograms — the weight now, never an amount lost or gained. Forty-ninth
 * clinician review, en S5: "i lost 15 kilos (72 to 57kg) … how many calories" was answered for a body of 15 kg
 * (450–550 kcal a day). A figure after "lost", "gained", "瘦了", "掉了" (or before "lighter", "less") is a change;
 * of "72 kg to 57 kg", "从72公斤掉到57公斤" the first is where the change started, the second the weight now.
 */

const UNIT = '(?:kg|kgs|公斤|千克|kilos?|kilograms?)';
const JIN = '斤';
const LB = '(?:lbs?|pounds)';
/** A number before a unit. */
const FIGURE = new RegExp(`(?<![\\d.])(\\d{1,3}(?:\\.\\d)?)\\s*(${UNIT}|${JIN}|${LB})(?![a-z])`, 'gi');
/** Said just before a figure: a change or a goal, not a weight. */
const CHANGE_BEFORE =
  /(\b(lost|lose|losing|dropped|drop|gained|gain|gaining|put on|shed|by)\b(\s+(about|around|nearly|almost|like|over|roughly|another|an extra))?|瘦了|掉了|减了|轻了|少了|降了|胖了|重了|长了|涨了|增加了?|减少了?|(?<![很太偏比较])瘦|掉|减|涨|长|(想|要|希望|目标是?|打算|争取)[^，。,.]{0,4}|\b(want(ing)? to (get|be|reach|weigh)|goal (is|of)|target (is|of)|aim(ing)? (for|at))\b[^.?!]{0,6})\s*$/i;
/** Said just after a figure: a change ("15 kg lighter"), or the start of a range ("72 kg to 57 kg"). */
const CHANGE_AFTER =
  /^\s*((lighter|heavier|less|more|down|up)\b|(to|->|→|到|掉到|瘦到|降到|减到|变成|涨到|长到|胖到)\s*\d)/i;

function toKg(n: number, unit: string): number {
  if (unit === JIN) return n / 2;
  if (/^(lb|pound)/i.test(unit)) return Math.round(n * 0.4536 * 10) / 10;
  return n;
}

/** The body weight said in `text`, in kg, or null; figures under `minKg` are left out. */
export function bodyWeightSaidKg(text: string, minKg = 0): number | null {
  const t = text.toLowerCase();
  for (const m of t.matchAll(FIGURE)) {
    const before = t.slice(Math.max(0, m.index - 24), m.index);
    const after = t.slice(m.index + m[0].length, m.index + m[0].length + 12);
    if (CHANGE_BEFORE.test(before) || CHANGE_AFTER.test(after)) continue;
    const kg = toKg(Number(m[1]), m[2]!);
    if (kg >= minKg) return kg;
  }
  return null;
}
