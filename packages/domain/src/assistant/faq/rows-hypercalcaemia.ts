/**
 * A high blood calcium, sarcoidosis or primary hyperparathyroidism (ninth clinician review, en P1): a
 * question on calcium, vitamin D, calcium antacids, a multivitamin, dairy or the sun is answered with
 * what holds for them — no calcium or vitamin D of their own, food calcium moderate, plenty to drink,
 * the emergency signs — never "calcium 1,000–1,200 mg and vitamin D 600–800 IU" or "you need 1200 mg
 * of calcium a day". Both rows answer even when the message types a lab value (the calcium itself),
 * and sit first in the table so a tie goes to them. Sources: knowledge/hypercalcaemia.ts.
 */
import { HYPERCALCAEMIA_SOURCES } from '../../knowledge/hypercalcaemia';
import {
  HIGH_CALCIUM,
  HYPERCALCAEMIA,
  HYPERPARATHYROIDISM,
  LOW_CALCIUM_SAID,
  SARCOIDOSIS,
} from './audiences';
import type { FaqRow } from './types';

/** Calcium, vitamin D, a calcium antacid or a multivitamin named ("5000 IU", "Tums", "钙尔奇", "鱼肝油"). */
const CALCIUM_OR_D =
  /钙|维生素d|维d|鱼肝油|复合维生素|多维|善存|钙尔奇|迪巧|抗酸|胃药|\bcalcium\b|\bvit(amin)?\.? ?d\d?\b|\bd3\b|\b\d[\d,]* ?iu\b|\btums\b|\brolaids\b|\bcaltrate\b|\bcitracal\b|\bos-?cal\b|\bantacids?\b|\bmulti ?-?vitamins?\b|\bcentrum\b|\bcod liver oil\b|\brennies?\b|\badcal\w*|\bcalcichew\w*/;

/** Food, dairy, the sun, drinking, a kidney stone: the everyday side of a high calcium. */
const FOOD_SUN =
  /牛奶|奶酪|芝士|酸奶|奶制品|乳制品|奶粉|豆腐|饮食|吃什么|食物|饭菜|少吃|多吃|忌口|晒太阳|太阳|日晒|喝水|结石|\bmilk\b|\bcheese\b|\bdairy\b|\byog(h)?urts?\b|\bfoods?\b|\bdiet\b|\beat(ing)?\b|\bsun\w*\b|\bfortified\b|\bdrink(ing)? (more |enough |plenty |lots of )?water\b|\bkidney stones?\b/;

/**
 * Keeping a medicine and a calcium product apart asked about ("does it matter when i take my plaquenil with the
 * tums", "羟氯喹和钙片要隔开吗"): the pair's rule answers, this row's stop is added beside it (fiftieth clinician
 * review, en M1).
 */
const SPACING =
  /隔开|间隔|错开|隔多久|隔几个?小时|\b(space|spaced|spacing|separate|split)\b[^.?]{0,40}\b(apart|out|from)\b|\b(hours?|how long|how far) apart\b|\bdoes it matter when i take\b/;

const SOURCES = `${HYPERCALCAEMIA_SOURCES.sfeAcute.ref}；${HYPERCALCAEMIA_SOURCES.sarcoidosis.ref}`;

export const HYPERCALCAEMIA_FAQ: readonly FaqRow[] = [
  {
    // en P1 Q4 "should i cut out milk and cheese and stay out of the sun? i had a kidney stone last year",
    // Q8 "how much calcium a day should she aim for from food, and can she still take the Centrum":
    // "Everyday foods rich in Calcium … You need 1200 mg of Calcium a day".
    id: 'hypercalcaemia-food-sun',
    when: [FOOD_SUN],
    // A protein question is not the calcium's; on dialysis, "drink plenty" and the sarcoidosis sun are wrong
    // (blind answer round 26, zh-072: rows-round26-unsafe-zh.ts dialysis-protein-low-albumin).
    unless: [/蛋白|\bprotein\b|\balbumin\b/, LOW_CALCIUM_SAID],
    notFor: { conditions: ['dialysis'] },
    for: HYPERCALCAEMIA,
    beforeLabs: true,
    intent: 'food_sources',
    text: {
      zh: '**不要额外加钙，也不要自己把奶制品全部断掉。** 血钙偏高（或有结节病、甲旁亢）时：不吃钙片、维生素D补充剂、含钙抗酸药（如碳酸钙咀嚼片）和含维生素D或钙的复合维生素；饮食里的钙保持适量——平常的一份牛奶、酸奶或奶酪即可，不要多加，也不要再吃加钙果汁、加钙麦片、加钙植物奶或骨头汤之类；如果医生已经定了更低的钙量，就按医生的量。每天多喝水（除非医生限水），这对肾结石也有好处。有结节病时（甲旁亢不用）避免长时间晒太阳——日晒产生的维生素D会被肉芽肿变成活性形式。血钙高的原因要由医生查清，请尽快复诊；以前有过肾结石也要告诉医生。如果非常口渴、尿特别多、呕吐、糊涂或昏昏欲睡，马上去急诊。',
      en: '**Don’t add calcium — but don’t cut dairy out completely on your own either.** With a high blood calcium (or sarcoidosis or primary hyperparathyroidism): no calcium or vitamin D supplements, no calcium antacids such as Tums, and no multivitamin with vitamin D or calcium. Keep calcium from food moderate — an ordinary serving of milk, yoghurt or cheese, not extra, and no calcium-fortified juice, cereal or plant milk on top; if your team has set a lower calcium amount, follow their figure. Drink plenty of water through the day unless your doctor limits fluids — that helps with kidney stones too. With sarcoidosis (not with an overactive parathyroid), avoid long hours in strong sun: the vitamin D sunlight makes is turned into the active form by the granulomas. The cause of the high calcium is for your doctor to find, so see them soon, and mention the kidney stone. Very thirsty, passing a lot of urine, vomiting, confused or drowsy: go to the emergency department now.',
    },
    source: { ref: SOURCES, url: HYPERCALCAEMIA_SOURCES.sfeAcute.url },
  },
  {
    // Primary hyperparathyroidism: the calcium products stop, the vitamin D is the endocrinologist's. Ahead of the
    // high calcium's row, which tells of sarcoidosis's granulomas and "a low vitamin D does not make vitamin D
    // safe" — in an overactive parathyroid a low vitamin D is usually topped up, carefully, by the specialist
    // (round-64 read-through: "Adcal-D3 from an old prescription — should I be?", "my vitamin D is 34, am I
    // meant to take vitamin D or not?", "and the cod liver oil?", "3 or 4 Rennie a day").
    id: 'hyperparathyroidism-supplements',
    when: [CALCIUM_OR_D],
    unless: [LOW_CALCIUM_SAID, SPACING],
    for: HYPERPARATHYROIDISM,
    notFor: SARCOIDOSIS,
    beforeLabs: true,
    intent: 'supplement_dose',
    text: {
      zh: '**有原发性甲旁亢（甲状旁腺功能亢进）时，钙片、钙加维生素D的合剂（如Adcal-D3、钙尔奇D）和含钙的抗酸药（Rennie、Tums、碳酸钙咀嚼片都是碳酸钙）现在就停；维生素D吃不吃、吃多少，由内分泌科医生定。** 钙片直接加到已经偏高的血钙上。维生素D不一样：甲旁亢时维生素D偏低（低于50 nmol/L，即20 ng/mL）通常是要补的——维生素D太低会让甲状旁腺更活跃、骨头更差——但要由医生小剂量慢慢补，并复查血钙和尿钙；所以自己买的维生素D和鱼肝油（含维生素D和维生素A）先不要吃，这周就把维生素D化验结果告诉内分泌科医生，问要不要补、补多少。如果其中有医生开的，今天就联系开药医生或手术团队，在下一次服用前问清楚。胃灼热请问药师换一种不含钙的抗酸药。饮食里的钙不用刻意减少，平常的奶制品照常吃；每天多喝水（除非医生限水），有肾结石时每天约2.5–3升。处方药继续按时吃，但要告诉医生，尤其是噻嗪类利尿剂（它也会升高血钙）。如果非常口渴、尿特别多、呕吐、糊涂或昏昏欲睡，马上去急诊。',
      en: '**With primary hyperparathyroidism (an overactive parathyroid), stop calcium tablets, calcium-and-vitamin-D tablets such as Adcal-D3 or Calcichew-D3, and calcium antacids — Rennie, Tums and Rolaids are calcium carbonate — now; whether you take vitamin D, and how much, is your endocrinologist’s call.** Calcium tablets add straight to a calcium that is already high. Vitamin D is different: with an overactive parathyroid, a low vitamin D (below 50 nmol/L, or 20 ng/mL) is usually treated — too little makes the parathyroid work harder and the bones weaker — but carefully, by the specialist, with your calcium and urine calcium re-checked. So leave out vitamin D you bought yourself and cod liver oil (it carries vitamin D and vitamin A) for now, and this week give your endocrinologist the vitamin D result and ask whether, and how much, to take. If a doctor prescribed one of these, call that doctor or the surgical team today, before the next dose. For heartburn, ask your pharmacist for an antacid without calcium. Calcium from food needs no cutting — ordinary dairy is fine — and drink plenty of water unless your doctor limits fluids: about 2.5–3 litres a day with kidney stones. Keep taking your prescribed medicines, but tell the doctor about them, above all a thiazide water pill, which raises calcium too. Very thirsty, passing a lot of urine, vomiting, confused or drowsy: go to the emergency department now.',
    },
    source: HYPERCALCAEMIA_SOURCES.hyperparathyroidism,
  },
  {
    // en P1 Q1 "should I take MORE vitamin D since its low? I already do 5000 IU", Q2 "so do i stop the
    // 5000 IU or not??", Q3 "4 Tums a day … plus the Caltrate 600+D twice a day … is that ok with the high
    // calcium?" ("Yes. … calcium 1,000–1,200 mg and vitamin D 600–800 IU"), Q7 "should she take her
    // Caltrate and vitamin D tonight before we go or skip them?".
    // No "No —" / "不要吃。" opener: to "is 265 too high?" or "血钙2.71…要紧吗" it read as "not too high"
    // (thirty-first clinician review, en M13, zh M6).
    id: 'hypercalcaemia-supplements',
    when: [CALCIUM_OR_D],
    unless: [LOW_CALCIUM_SAID, SPACING],
    for: HIGH_CALCIUM,
    beforeLabs: true,
    intent: 'supplement_dose',
    text: {
      zh: '**血钙偏高时，维生素D补充剂、钙片、含钙的抗酸药（如碳酸钙咀嚼片、Tums）和含维生素D或钙的复合维生素都要停下，现在就停。** 即使25-羟维生素D化验偏低、即使是为了骨头也一样：25-羟维生素D偏低并不说明此时补维生素D安全（结节病等疾病时，肉芽肿会自己产生活性维生素D），钙片则直接加到已经偏高的血钙上。这些补充剂停用不需要慢慢减量。如果其中有医生开的，今天就联系开药医生，在下一次服用前问清楚。胃灼热请问药师换一种不含钙的抗酸药。处方药继续按时吃——激素类药物不要自己停——但要把所有药告诉治疗高血钙的医生，尤其是噻嗪类利尿剂（它也会升高血钙）。去看医生或去医院时，带上所有药瓶（或一张清单），包括补充剂和抗酸药，并说出血钙结果。如果非常口渴、尿特别多、呕吐、糊涂或昏昏欲睡，马上去急诊。',
      en: '**With a high blood calcium, stop the vitamin D, the calcium tablets, calcium antacids such as Tums or Rolaids (they are calcium carbonate) and any multivitamin with vitamin D or calcium, now.** That holds even if your 25-OH vitamin D reads low and even if they were for your bones: a low 25-OH vitamin D does not make vitamin D safe here (in sarcoidosis and similar diseases the granulomas make the active form themselves), and calcium tablets add straight to a calcium that is already high. These supplements need no tapering. If a doctor prescribed one of them, call that doctor today, before the next dose. For heartburn, ask your pharmacist for an antacid without calcium. Keep taking your prescribed medicines — never stop a steroid on your own — but tell the doctor treating the calcium about all of them, above all a thiazide water pill, which raises calcium too. When you see a doctor or go to hospital, take every bottle (or a list), supplements and antacids included, and give the calcium result. Very thirsty, passing a lot of urine, vomiting, confused or drowsy: go to the emergency department now.',
    },
    source: { ref: SOURCES, url: HYPERCALCAEMIA_SOURCES.sfeAcute.url },
  },
  {
    // Sarcoidosis without a high calcium known: vitamin D and calcium only as the specialist prescribes.
    id: 'sarcoidosis-supplements',
    when: [CALCIUM_OR_D],
    unless: [SPACING],
    for: SARCOIDOSIS,
    beforeLabs: true,
    intent: 'supplement_dose',
    text: {
      zh: '**有结节病时，不要自己吃维生素D、钙片、含钙抗酸药或含维生素D和钙的复合维生素。** 肉芽肿会把维生素D转化成活性形式，补维生素D和钙可能让血钙过高——即使25-羟维生素D化验偏低也一样。只有结节病专科医生查过血钙（最好连同25-羟和1,25-二羟维生素D）后开了才吃；已经在自己吃的先停下，带去给医生看。如果是医生开的，继续按处方吃，并确认医生最近查过血钙。请定期查血钙。非常口渴、尿特别多、呕吐或糊涂，马上就医。',
      en: '**With sarcoidosis, do not take vitamin D, calcium tablets, calcium antacids or a multivitamin with vitamin D or calcium on your own.** The granulomas turn vitamin D into its active form, so vitamin D and calcium supplements can push blood calcium too high — even when the 25-OH vitamin D result is low. Take them only if your sarcoidosis specialist prescribes them after checking your calcium (ideally with both the 25-OH and 1,25-dihydroxy vitamin D); stop any you bought yourself and show them to the doctor. If a doctor prescribed them, keep to the prescription and check your calcium has been measured recently. Have your calcium checked regularly. Very thirsty, passing a lot of urine, vomiting or confusion: get care at once.',
    },
    source: HYPERCALCAEMIA_SOURCES.sarcoidosis,
  },
];
