/**
 * "Blood-activating" (活血) remedies and blood thinners as people name them: one reading for the medicine
 * answers (the 活血 texts) and the everyday ones (red dates in a soup of these herbs, asked on a blood thinner).
 */

// Safflower-seed oil (红花籽油) is a cooking oil without the flower's antiplatelet action.
export const POSTPARTUM_HERBS = /生化汤|益母草|\bshenghua\b|\bmotherwort\b|\byimucao\b/;
const BLOOD_ACTIVATING =
  /生化汤|益母草|\bshenghua\b|\bmotherwort\b|\byimucao\b|活血|化瘀|三七|田七|红花(?!籽)|川芎|桃仁|水蛭|丹参|血塞通|血栓通|复方丹参|\bdanshen\b|\bsanqi\b|\btianqi\b|\bnotoginseng\b|\bsafflower\b(?![- ]*(seed[- ]*)?oil)|\bchuanxiong\b|\bblood[- ]activating\b|\bhuoxue\b/;
/**
 * 当归 is blood-activating too, but also a soup herb with interaction rows of its own (knowledge/interactions.ts):
 * asked alone it gets the plan's interaction answer, not the general 活血 text.
 */
const DONG_QUAI = /当归|\bdong quai\b/;
/**
 * 土三七 (菊三七, Gynura) is not 三七: a liver poison, not a blood-activating herb (thirteenth clinician
 * review, zh P5 #1). Its own warning leads (guards.ts); the 活血 text is not said for it alone.
 */
const TU_SAN_QI = /土三七|菊三七|菊叶三七|三七草|\btu ?san ?qi\b|\bgynura\b/g;
const HUOXUE_WORDS = /活血|化瘀|\bblood[- ]activating\b|\bhuoxue\b/g;
const BLOOD_THINNER_SAID =
  /薄血|抗凝|抗血小板|阿司匹林|氯吡格雷|波立维|华法林|醋硝香豆素|苯丙香豆素|利伐沙班|\bblood thinners?\b|\banticoag\w*|\bantiplatelet\w*|\baspirin\b|\bplavix\b|\bclopidogrel\b|\bwarfarin\b|\bacitrom\b|\bsintrom\b|\bacenocoumarol\b|\bphenprocoumon\b|\bmarc(o)?umar\b|\bxarelto\b|\beliquis\b/;

/** Whether the message (folded) names a blood-activating herb or the idea, 土三七 and 当归 aside. */
export function bloodActivatingNamed(norm: string): boolean {
  const herbText = norm.replace(TU_SAN_QI, ' ');
  if (herbText === norm) return BLOOD_ACTIVATING.test(norm);
  return BLOOD_ACTIVATING.test(herbText.replace(HUOXUE_WORDS, ' '));
}

/** A blood-activating herb, 当归 included, asked about in the same message as a blood thinner. */
export function bloodActivatingWithThinner(norm: string): boolean {
  return (bloodActivatingNamed(norm) || DONG_QUAI.test(norm)) && BLOOD_THINNER_SAID.test(norm);
}
