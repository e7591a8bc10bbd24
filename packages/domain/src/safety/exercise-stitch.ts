/**
 * A tummy ache that comes whenever someone runs or trains soon after eating ("早上吃了东西再跑会肚子疼", "I get a stitch
 * when I run after breakfast"): a side stitch or a full stomach on the move — a question of when and what to eat before
 * training, not an emergency. The learned reader sent "她说早上吃了东西再跑会肚子疼 咋个整" (a mother of a 15-year-old
 * runner) to 120 with no cause named (blind answer round 63, zh-010, development data).
 */
import { redFlagFeatures } from './detect';
import { CONTEXT_FEATURES, foldText } from './lexicon';

/** Eating, then running or training, then a tummy ache or a stitch — told as what happens, not what is happening now. */
const AFTER_EATING_ON_THE_MOVE =
  /(吃|喝)(了|完)?(东西|饭|早饭|早餐|点东西)?(再|就|后|之后|以后|马上)?[^，。？?]{0,4}(跑|跑步|训练|练|运动|锻炼)[^，。？?]{0,6}(会|就|总|老|容易|常常|经常)[^，。？?]{0,3}(肚子|胃|肚|岔气)[^，。？?]{0,2}(疼|痛|不舒服|难受)|(跑|跑步|训练|运动)(的时候|时)?[^，。？?]{0,4}(岔气|肋下疼|侧腹疼)|\b(stitch|side stitch|cramps?|stomach ache|tummy ache|belly ache|stomach hurts?)\b[^.?!]{0,40}\b(when|whenever|if) (i|she|he|they) (run|runs|jog|jogs|train|trains|exercise|exercises)\b[^.?!]{0,30}\b(after|soon after) (eating|breakfast|food|a meal|lunch)\b|\b(run|running|jog|jogging|train|training)\b[^.?!]{0,15}\b(after|soon after) (eating|breakfast|a meal|food)\b[^.?!]{0,30}\b(stitch|cramps?|stomach ache|tummy ache|belly ache|stomach hurts?)\b/;
/** Anything that makes a tummy ache urgent: the readers' cards stand. */
const ACUTE =
  /剧痛|疼得(厉害|受不了|打滚|直不起)|痛得(厉害|受不了|打滚|直不起)|吐血|黑便|便血|发烧|高烧|晕|昏|呕吐|吐了|胸痛|胸闷|喘不上|硬得|\b(severe|worst|excruciating|agony|unbearable|blood|black stools?|fever|faint\w*|collaps\w*|vomit\w*|throwing up|chest pain|rigid|hard belly|swollen)\b/;
/** The stitch itself (a tummy ache) and the person's context are no further sign. */
const IGNORED = new Set<string>([...CONTEXT_FEATURES, 'severe_q', 'belly_pain', 'pain_any']);

export function exerciseStitchOnly(text: unknown): boolean {
  if (typeof text !== 'string') return false;
  const t = foldText(text);
  if (!AFTER_EATING_ON_THE_MOVE.test(t) || ACUTE.test(t)) return false;
  return [...redFlagFeatures(text)].every((f) => IGNORED.has(f));
}
