/**
 * Hair falling out, splitting nails and a garlic smell on the breath, told with nothing acute: slow changes to ask a
 * doctor about this week (too much selenium is the classic cause — NIH ODS Selenium fact sheet), not an emergency.
 * The learned reader sent "my hair is falling out more, my nails are splitting and my husband says my breath smells
 * like garlic" to 911 with no cause named (fifty-first clinician review, en S3); the answer names the cause instead.
 */
import { redFlagFeatures } from './detect';
import { CONTEXT_FEATURES, foldText } from './lexicon';

const HAIR =
  /掉头发|掉发|脱发|头发[^，。？?]{0,4}(掉|少|稀)|\bhair\b[^.?!,]{0,20}\b(falling|coming|thinning|loss|shedding)\b|\blos(ing|t) (my |her |his )?hair\b|\bhair loss\b/;
const NAILS =
  /指甲[^，。？?]{0,6}(脆|断|裂|劈|分层|变形|起皮)|\bnails?\b[^.?!,]{0,20}\b(splitting|split|brittle|breaking|peeling|crumbl\w*|ridg\w*)\b/;
const BREATH =
  /口气|口臭|大蒜味|蒜味|金属味|\bbreath\b[^.?!,]{0,20}\b(smells?|stinks?|garlic)\b|\bgarlic(ky)? breath\b|\bbad breath\b|\bmetallic taste\b/;
/** Trouble breathing, vomiting, a fall in strength or feeling: the readers' cards stand. */
const ACUTE =
  /喘|呼吸困难|憋气|胸闷|胸痛|呕吐|吐了|拉肚子|腹泻|麻木|发麻|发抖|手抖|抽搐|晕|\b(short of breath|breathless\w*|can'?t breathe|wheez\w*|chest|vomit\w*|throwing up|diarrh?o?ea|numb\w*|tingl\w*|tremor|shak\w*|faint\w*|dizz\w*|confus\w*|seizure|fits?)\b/;
/** Features that are no sign of the body ("splitting" read as a severe word, the person's context). */
const IGNORED = new Set<string>([...CONTEXT_FEATURES, 'severe_q']);

export function hairNailsBreathOnly(text: unknown): boolean {
  if (typeof text !== 'string') return false;
  const t = foldText(text);
  const told = [HAIR, NAILS, BREATH].filter((re) => re.test(t)).length;
  if (told < 2 || ACUTE.test(t)) return false;
  return [...redFlagFeatures(text)].every((f) => IGNORED.has(f));
}
