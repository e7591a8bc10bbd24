/**
 * Insulin skipped or cut on purpose to lose weight ("diabulimia"): a recognised eating disorder in type 1
 * diabetes with a high risk of diabetic ketoacidosis (ADA Standards of Care in Diabetes—2025 §5 and §14:
 * intentional insulin omission screened for and referred; NICE NG17 2015, updated 2022: insulin omission
 * and disordered eating considered in poor control). Read here, in one place, by the chat's answer
 * (assistant/intents/sport-diabetes.ts) and by the joined red-flag reader, which keeps the learned reader's
 * low-sugar card off such a message (seventeenth clinician review, en P4 S4: "sometimes i skip my humalog
 * so the weight comes off faster… my sugars are like 300s" got "no reliable rule"; "为了瘦故意不打胰岛素，血糖
 * 都20多了" got the severe-low card, which says to eat sugar).
 *
 * Not this: a dose missed when ill or not eating ("I skipped my insulin once when I was sick, what should I
 * eat" — the sick-day question), a dose lowered because weight has already come off ("I've lost 10 kg,
 * should my insulin go down?"), or insulin's effect on weight asked about ("does insulin make you gain
 * weight?").
 */

/** Insulin, said or named by a brand or generic (en and zh), in text folded to lower case. */
export const INSULIN_SAID =
  /胰岛素|诺和锐|诺和灵|诺和达|诺和平|优泌乐|优泌林|来得时|长秀霖|速秀霖|甘舒霖|重和林|\binsulins?\b|\b(lantus|basaglar|toujeo|semglee|levemir|tresiba|humalog|admelog|lyumjev|novolog|novorapid|fiasp|apidra|humulin|novolin|lispro|aspart|glargine|detemir|degludec|glulisine)\b|\b(basal|bolus|long.?acting|fast.?acting|rapid.?acting|mealtime) (insulin|shots?|doses?)\b|\binsulin (pen|pump|shots?|doses?)\b/;

/** Less, skipped or none of it — of the insulin, not of the weight ("lower my weight" is not). */
const LESS_OR_NONE =
  '(?:少打|不打|少用|少注射|不注射|漏打|停打|不想打|故意不|减少|减点|减量|减了|减掉|减半|少来点|打少|\\b(?:skip|skips|skipping|skipped|cut|cuts|cutting|reduce|reducing|reduced|less|lower|lowering|omit\\w*|stop|stopping|stopped|miss|missing|missed|withhold\\w*|not tak\\w*|don.?t take|not (?:doing|using|injecting)|ditch\\w*|underdos\\w*|under-?dos\\w*)\\b(?! (?:my |her |his |the |some )?(?:weight|fat|kilos|pounds|calories)))';
/** The two within one clause, either order. */
const LESS_INSULIN = new RegExp(
  `${LESS_OR_NONE}[^.?!。？！\\n]{0,25}(?:${INSULIN_SAID.source})|(?:${INSULIN_SAID.source})[^.?!。？！\\n]{0,25}${LESS_OR_NONE}`,
);

/** Weight, thinness or fatness: the reason given. */
const WEIGHT_REASON =
  /胖|瘦|体重|减肥|掉秤|长肉|身材|\b(weight|fat|fatter|thin|thinner|skinny|slim\w*|lose|losing|kilos?|pounds|lbs)\b/;

/** The word for the eating disorder itself. */
const DIABULIMIA = /diabulimi\w*|糖尿病贪食|胰岛素(遗漏|限制)型?进食障碍|\b(t1ed|ed-?dmt1)\b/;

/**
 * Weight already lost named as the reason a dose might come down ("I've lost 10 kg, should I lower my
 * insulin?"): a dose review, not omission — unless the message also gives the purpose ("to lose", "so the
 * weight comes off", 为了瘦, 怕胖).
 */
const WEIGHT_ALREADY_LOST =
  /\b(i.?ve|i have|since i|as i|now that i|after i|i)\s?(lost|dropped|been losing|am losing|m losing)\b|\b(lost|dropped) (\d+|some|a lot|a bit|so much|weight)|瘦了\d|减了\d|瘦下来了|体重(下降|减轻)了/;
const PURPOSE =
  /为了|怕胖|会胖|不想胖|想瘦|变瘦|掉秤|减肥|\bso (that )?(the |my )?(weight|i|it|fat)\b|\bto (lose|stay|keep|get|be) (weight|thin|skinny|slim|off)\b|\bto lose\b|\bstay (thin|skinny|slim)\b|\bweight (comes|come|falls|fall|drops|drop) off\b|\bmakes? (me|you|her|him) (fat|gain)\b|\bon purpose\b|\bdeliberately\b|\bintentionally\b/;

/** Whether the message says insulin is skipped or cut to control weight (text folded to lower case). */
export function insulinOmittedForWeight(folded: string): boolean {
  if (DIABULIMIA.test(folded)) return true;
  if (!LESS_INSULIN.test(folded) || !WEIGHT_REASON.test(folded)) return false;
  if (WEIGHT_ALREADY_LOST.test(folded) && !PURPOSE.test(folded)) return false;
  // "Does insulin make you gain weight?" — a question about the medicine, with no dose left out.
  return true;
}
