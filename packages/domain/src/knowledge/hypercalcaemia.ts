/**
 * A high blood calcium, sarcoidosis (or another granulomatous disease) and primary hyperparathyroidism:
 * calcium and vitamin D supplements are the specialist's, never the person's own (ninth clinician
 * review, en P1: a woman with sarcoidosis and a calcium of 11.4 mg/dL was told by the supplement review
 * and the daily checklist to keep vitamin D 5000 IU and Caltrate, and by the chat "calcium 1,000–1,200 mg
 * and vitamin D 600–800 IU").
 *
 * - A serum calcium above the range: no calcium or vitamin D supplement, no calcium antacid, no
 *   multivitamin with either, until the doctor treating it says otherwise; thiazides raise calcium too.
 *   Thirst, passing a lot of urine, vomiting or confusion with it is an emergency (the triage kind
 *   `hypercalcaemia`).
 * - Sarcoidosis: granulomas turn vitamin D into calcitriol outside the kidney's control, so vitamin D
 *   and calcium supplements can raise calcium even when the 25-OH vitamin D reads low: only as the
 *   specialist prescribes after checking calcium.
 * - Primary hyperparathyroidism: calcium from food is not cut (as for anyone), and a low vitamin D is
 *   topped up carefully by the endocrinologist: no supplement of either on one's own.
 *
 * One row per cause, most pressing first; `hypercalcaemiaOf` gives the row that applies. The review,
 * the plan's recommendations and products, the daily checklist (it schedules only `keep` products) and
 * the chat read these rows. A product the person marks prescribed stays the prescriber's, with a line to
 * call them about the calcium. Sections marked "from memory" were not checked against the document.
 */
import type { Bilingual, Source } from '../contracts/common';
import type { LabMarkerResult } from '../contracts/plan';
import type { Condition } from '../contracts/questionnaire';
import type { NutrientKey } from '../nutrients';

export const HYPERCALCAEMIA_SOURCES = {
  sfeAcute: {
    ref: 'Walsh J, Gittoes N, Selby P; Society for Endocrinology Clinical Committee. Society for Endocrinology Endocrine Emergency Guidance: Emergency management of acute hypercalcaemia in adult patients. Endocr Connect 2016;5(5):G9–G11 (thirst, polyuria, vomiting, confusion and drowsiness; stop calcium and vitamin D supplements and thiazides; intravenous fluids)',
    url: 'https://doi.org/10.1530/EC-16-0055',
  },
  odsVitaminD: {
    ref: 'NIH Office of Dietary Supplements, Vitamin D Fact Sheet for Health Professionals ("Health Risks from Excessive Vitamin D": hypercalcaemia; "Interactions with Medications": thiazide diuretics with vitamin D supplements raise calcium)',
    url: 'https://ods.od.nih.gov/factsheets/VitaminD-HealthProfessional/',
  },
  sarcoidosis: {
    ref: 'Crouser ED et al. Diagnosis and Detection of Sarcoidosis. An Official American Thoracic Society Clinical Practice Guideline. Am J Respir Crit Care Med 2020;201(8):e26–e51 (serum calcium at baseline; 25- and 1,25-dihydroxyvitamin D checked before vitamin D is given — wording from memory); Sarcoidosis UK patient information "Calcium and vitamin D" (no vitamin D or calcium supplements unless the specialist advises; with a high calcium drink plenty and avoid strong sun — wording from memory)',
    url: 'https://doi.org/10.1164/rccm.202002-0251ST',
  },
  hyperparathyroidism: {
    ref: 'Bilezikian JP et al. Evaluation and Management of Primary Hyperparathyroidism: Summary Statement and Guidelines from the Fifth International Workshop. J Bone Miner Res 2022;37:2293–2314 (dietary calcium as for the general population, not restricted; vitamin D deficiency repleted cautiously under the specialist — wording from memory)',
    url: 'https://doi.org/10.1002/jbmr.4677',
  },
  hyponatraemia: {
    ref: 'Spasovski G et al. Clinical practice guideline on diagnosis and treatment of hyponatraemia. Eur J Endocrinol 2014;170(3):G1–G47 (a low sodium with too much water in the body is treated by restricting fluid, not by drinking more — section wording from memory)',
    url: 'https://doi.org/10.1530/EJE-13-1020',
  },
  thiazide: {
    ref: 'Hydrochlorothiazide US prescribing information, Warnings and Precautions (thiazides decrease urinary calcium excretion and may raise serum calcium; section wording from memory); NIH ODS Calcium Fact Sheet for Health Professionals, "Interactions with Medications" (thiazide diuretics)',
    url: 'https://ods.od.nih.gov/factsheets/Calcium-HealthProfessional/',
  },
} as const satisfies Record<string, Source>;

/** The nutrients whose supplements a cause rules out. */
export const HYPERCALCAEMIA_NUTRIENTS: readonly NutrientKey[] = ['calcium', 'vitaminD'];

export interface HypercalcaemiaCause {
  id: 'high_calcium' | 'sarcoidosis' | 'hyperparathyroidism';
  /** The cause in a few words, to lead a line ("Your blood calcium is high"). */
  lead: Bilingual;
  /** A serum calcium the report flags above the range. */
  marker?: 'serumCalcium';
  /** A condition ticked in the questionnaire. */
  condition?: Condition;
  /** A product bought for calcium or vitamin D, not prescribed: `avoid`, with this line. */
  bought: Bilingual;
  /**
   * A product that merely contains some (a multivitamin): `avoid` with `contains` when `containsAvoid`,
   * else the review's note "Contains calcium and vitamin D: {contains}".
   */
  containsAvoid: boolean;
  contains: Bilingual;
  /** The plan's finding `hypercalcaemia`. */
  plan: Bilingual;
  /**
   * The finding when the same plan has a low serum sodium (twenty-sixth clinician review, zh M7): the
   * "drink plenty" of `plan` yields to the doctor, since the sodium finding says not to drink extra
   * (Spasovski 2014). Absent: `plan` has no fluid advice to yield.
   */
  planLowSodium?: Bilingual;
  /** Calcium or vitamin D the plan would otherwise dose ({nutrient}: its name): why it does not. */
  skipped: Bilingual;
  /** A 25-OH vitamin D below the range: what it means here (never "the plan prioritises vitamin D"). */
  vitaminDLow: Bilingual;
  source: Source;
}

export const HYPERCALCAEMIA_CAUSES: readonly HypercalcaemiaCause[] = [
  {
    id: 'high_calcium',
    lead: { zh: '你的血钙偏高', en: 'Your blood calcium is high' },
    marker: 'serumCalcium',
    bought: {
      zh: '你的血钙偏高：现在不要吃任何钙片、维生素D补充剂或含钙的抗酸药（如碳酸钙咀嚼片、Tums），即使维生素D化验偏低、为了骨头也不要吃——停下本品，把它拿给治疗高血钙的医生看，是否、何时再吃由医生决定。',
      en: 'Your blood calcium is high: take no calcium or vitamin D supplement and no calcium antacid (such as Tums or Rolaids) — not for your bones and not for a low vitamin D result — so stop this product now and show it to the doctor treating the high calcium, who decides whether and when you take any again.',
    },
    containsAvoid: true,
    contains: {
      zh: '本品含维生素D或钙：你的血钙偏高，在医生同意之前不要吃。',
      en: 'It contains vitamin D or calcium: with your high blood calcium, do not take it until your doctor agrees.',
    },
    plan: {
      zh: '血钙偏高：不要吃钙片、维生素D补充剂、含钙抗酸药（如Tums）或含维生素D和钙的复合维生素，即使维生素D化验偏低、为了骨头也不要吃，除非治疗高血钙的医生开了；饮食里的钙保持适量，不额外加高钙食品或加钙饮料；除非医生限水，每天多喝水；避免长时间晒太阳；尽快请医生查明原因（在吃氢氯噻嗪等噻嗪类利尿剂的，也要问医生这个药）。如果非常口渴、尿特别多、呕吐、糊涂或昏昏欲睡，马上去急诊。',
      en: 'Blood calcium is high: no calcium or vitamin D supplement, no calcium antacid (such as Tums) and no multivitamin with vitamin D or calcium — not for your bones and not for a low vitamin D result — unless the doctor treating the high calcium prescribes it; keep calcium from food moderate, with no calcium-fortified foods or drinks on top; drink plenty unless your doctor limits fluids; avoid long hours in strong sun; and see your doctor soon about the cause (on a thiazide water pill such as hydrochlorothiazide, ask about that medicine too). Very thirsty, passing a lot of urine, vomiting, confused or drowsy: go to the emergency department now.',
    },
    planLowSodium: {
      zh: '血钙偏高：不要吃钙片、维生素D补充剂、含钙抗酸药（如Tums）或含维生素D和钙的复合维生素，即使维生素D化验偏低、为了骨头也不要吃，除非治疗高血钙的医生开了；饮食里的钙保持适量，不额外加高钙食品或加钙饮料；你的血钠也偏低，所以不要自己多喝水，每天喝多少请问医生；避免长时间晒太阳；尽快请医生查明原因（在吃氢氯噻嗪等噻嗪类利尿剂的，也要问医生这个药，但不要自己停药）。如果非常口渴、尿特别多、呕吐、糊涂或昏昏欲睡，马上去急诊。',
      en: 'Blood calcium is high: no calcium or vitamin D supplement, no calcium antacid (such as Tums) and no multivitamin with vitamin D or calcium — not for your bones and not for a low vitamin D result — unless the doctor treating the high calcium prescribes it; keep calcium from food moderate, with no calcium-fortified foods or drinks on top; your sodium is low too, so do not drink extra on your own — ask your doctor how much to drink each day; avoid long hours in strong sun; and see your doctor soon about the cause (on a thiazide water pill such as hydrochlorothiazide, ask about that medicine too, but do not stop it yourself). Very thirsty, passing a lot of urine, vomiting, confused or drowsy: go to the emergency department now.',
    },
    skipped: {
      zh: '血钙偏高：方案不推荐{nutrient}补充剂，由治疗高血钙的医生决定',
      en: 'Blood calcium is high: no {nutrient} supplement — the doctor treating the high calcium decides',
    },
    vitaminDLow: {
      zh: '25-羟维生素D偏低，但你的血钙偏高：现在不要补维生素D，什么时候补、补不补由治疗高血钙的医生决定（25-羟维生素D低并不说明此时补维生素D安全：结节病等疾病时，活性维生素D可能偏高，而25-羟维生素D看起来偏低）。',
      en: '25-OH vitamin D is low, but your blood calcium is high: take no vitamin D now — whether and when is for the doctor treating the high calcium (a low 25-OH vitamin D does not make vitamin D safe here: in sarcoidosis and similar diseases the active form can be high while 25-OH vitamin D reads low).',
    },
    source: HYPERCALCAEMIA_SOURCES.sfeAcute,
  },
  {
    id: 'sarcoidosis',
    lead: {
      zh: '有结节病时，钙和维生素D会让血钙升高',
      en: 'With sarcoidosis, calcium and vitamin D can raise blood calcium',
    },
    condition: 'sarcoidosis',
    bought: {
      zh: '结节病：肉芽肿会把维生素D转化成活性形式，补维生素D和钙可能让血钙过高，即使25-羟维生素D化验偏低也一样。只有结节病的专科医生查过血钙（和两种维生素D）后开了才吃，不要自己买来吃；请医生查一下血钙。',
      en: 'Sarcoidosis: the granulomas turn vitamin D into its active form, so vitamin D and calcium supplements can push blood calcium too high — even when the 25-OH vitamin D result is low. Take them only if your sarcoidosis specialist prescribes them after checking your calcium (and both vitamin D levels), not on your own; ask for your calcium to be checked.',
    },
    containsAvoid: false,
    contains: {
      zh: '有结节病，吃之前先问专科医生，并查一下血钙。',
      en: 'with sarcoidosis, ask your specialist before taking it, and have your blood calcium checked.',
    },
    plan: {
      zh: '结节病：肉芽肿会把维生素D转化成活性形式，补维生素D和钙可能让血钙过高（即使25-羟维生素D偏低）。方案不推荐钙和维生素D补充剂，含这两种的复合维生素也先问专科医生；只按专科医生的处方吃。请定期查血钙；非常口渴、尿多、呕吐或糊涂时马上就医。',
      en: 'Sarcoidosis: granulomas turn vitamin D into its active form, so vitamin D and calcium supplements can push blood calcium too high (even with a low 25-OH vitamin D). The plan recommends no calcium or vitamin D supplement, and a multivitamin with them needs your specialist’s yes first; take them only as your specialist prescribes. Have your calcium checked regularly; very thirsty, passing a lot of urine, vomiting or confusion need care at once.',
    },
    skipped: {
      zh: '结节病：方案不推荐{nutrient}补充剂，只按专科医生查过血钙后的处方吃',
      en: 'Sarcoidosis: no {nutrient} supplement of the plan’s own — only as your specialist prescribes after checking your calcium',
    },
    vitaminDLow: {
      zh: '25-羟维生素D偏低，但有结节病时这并不说明要补维生素D：肉芽肿可能产生大量活性维生素D（1,25-二羟维生素D）。补不补由专科医生查过血钙后决定，不要自己吃。',
      en: '25-OH vitamin D is low, but with sarcoidosis that does not mean you should take vitamin D: the granulomas may make plenty of the active form (1,25-dihydroxyvitamin D). Your specialist decides after checking your calcium — not a supplement of your own.',
    },
    source: HYPERCALCAEMIA_SOURCES.sarcoidosis,
  },
  {
    id: 'hyperparathyroidism',
    lead: {
      zh: '有原发性甲旁亢时，钙和维生素D要由内分泌科医生掌握',
      en: 'With primary hyperparathyroidism, calcium and vitamin D are your endocrinologist’s to manage',
    },
    condition: 'hyperparathyroidism',
    bought: {
      zh: '原发性甲状旁腺功能亢进：钙片和维生素D补充剂要由内分泌科医生决定和监测（维生素D偏低时医生常会小剂量慢慢补），不要自己吃；饮食里的钙不用刻意减少，保持正常量即可。',
      en: 'Primary hyperparathyroidism: calcium and vitamin D supplements are for your endocrinologist to prescribe and monitor (a low vitamin D is often topped up carefully, under them) — do not take them on your own; calcium from food needs no cutting: keep to a normal amount.',
    },
    containsAvoid: false,
    contains: {
      zh: '有原发性甲旁亢，先问内分泌科医生是否适合。',
      en: 'with primary hyperparathyroidism, ask your endocrinologist whether it suits you.',
    },
    plan: {
      zh: '原发性甲状旁腺功能亢进：方案不推荐自己吃钙片或维生素D补充剂，由内分泌科医生决定和监测；饮食里的钙不用减少，保持正常量，多喝水。非常口渴、尿多、呕吐或糊涂时马上就医。',
      en: 'Primary hyperparathyroidism: the plan recommends no calcium or vitamin D supplement of your own — your endocrinologist decides and monitors them; calcium from food needs no cutting (keep to a normal amount), and drink plenty. Very thirsty, passing a lot of urine, vomiting or confusion need care at once.',
    },
    planLowSodium: {
      zh: '原发性甲状旁腺功能亢进：方案不推荐自己吃钙片或维生素D补充剂，由内分泌科医生决定和监测；饮食里的钙不用减少，保持正常量；你的血钠偏低，所以不要自己多喝水，每天喝多少请问医生。非常口渴、尿多、呕吐或糊涂时马上就医。',
      en: 'Primary hyperparathyroidism: the plan recommends no calcium or vitamin D supplement of your own — your endocrinologist decides and monitors them; calcium from food needs no cutting (keep to a normal amount); your sodium is low, so do not drink extra on your own — ask your doctor how much to drink each day. Very thirsty, passing a lot of urine, vomiting or confusion need care at once.',
    },
    skipped: {
      zh: '原发性甲旁亢：方案不推荐自己吃{nutrient}补充剂，由内分泌科医生决定和监测',
      en: 'Primary hyperparathyroidism: no {nutrient} supplement of your own — your endocrinologist decides and monitors it',
    },
    vitaminDLow: {
      zh: '25-羟维生素D偏低：有原发性甲旁亢时，由内分泌科医生小剂量慢慢补并复查血钙，不要自己买来吃。',
      en: '25-OH vitamin D is low: with primary hyperparathyroidism your endocrinologist tops it up carefully and re-checks your calcium — not a supplement of your own.',
    },
    source: HYPERCALCAEMIA_SOURCES.hyperparathyroidism,
  },
];

/** The chat's line before any answer on calcium or vitamin D for someone with one of the causes. */
export const HYPERCALCAEMIA_NO_SELF_DOSE: Bilingual = {
  zh: '血钙偏高、结节病或原发性甲旁亢：不要自己吃钙片、维生素D补充剂或含钙的抗酸药，吃不吃、吃多少由专科医生决定。',
  en: 'With a high blood calcium, sarcoidosis or primary hyperparathyroidism, take no calcium or vitamin D supplement and no calcium antacid of your own: your specialist decides whether you need any.',
};

/**
 * A product marked prescribed under any cause: kept, with the prescriber told about the calcium today
 * (`{lead}`: the cause's `lead`).
 */
export const HYPERCALCAEMIA_PRESCRIBED: Bilingual = {
  zh: '{lead}：本品含钙或维生素D，既然是医生开的，今天就联系开药医生，告诉他你的血钙情况，问清下一次还要不要吃。',
  en: '{lead}: this product has calcium or vitamin D and it is prescribed, so contact your prescriber today, tell them about your calcium and ask whether to take the next dose.',
};

/** A thiazide with a high calcium: the note on the calcium result (the medicine is never stopped on one's own). */
export const THIAZIDE_HIGH_CALCIUM: Bilingual = {
  zh: '你在吃噻嗪类利尿剂（如氢氯噻嗪、吲达帕胺）：这类药会减少尿钙排出、让血钙更高。不要自己停药，但请这几天内就把这个结果告诉开药医生，问要不要换药。',
  en: 'You take a thiazide water pill (such as hydrochlorothiazide or indapamide): it keeps calcium in the body and raises blood calcium further. Do not stop it on your own, but tell your prescriber about this result within days and ask whether it should be changed.',
};

/**
 * Active vitamin D or a PTH analogue with a high calcium: the likely cause, with calcium tablets on top
 * (thirty-first clinician review, zh M5: 74, on 阿法迪三 and 复泰奥 with 1.2 g of calcium and a calcium of
 * 2.71, was never told her two medicines were the likely drivers). The labels have the prescriber hold or
 * lower them until the calcium is normal; never stopped on one's own.
 */
export const ACTIVE_D_HIGH_CALCIUM: Bilingual = {
  zh: '你在用活性维生素D（如骨化三醇、阿法骨化醇）或特立帕肽这类药：它们是血钙升高最常见的原因之一，同时吃钙片时更容易。今天就联系开药医生，告诉他这个结果，问下一次的药还要不要用、要不要减量（说明书规定血钙恢复正常前要暂停或减量，由医生决定）；自己买的钙片和维生素D现在就停。',
  en: 'You take active vitamin D (such as calcitriol or alfacalcidol) or teriparatide: these are among the commonest causes of a high calcium, more so with calcium tablets on top. Contact the prescriber today with this result and ask whether to take or lower the next dose (their labels have the prescriber hold or reduce it until calcium is normal); stop calcium and vitamin D you bought yourself now.',
};

/** The labels behind ACTIVE_D_HIGH_CALCIUM. */
export const ACTIVE_D_HIGH_CALCIUM_SOURCE: Source = {
  ref: 'One-Alpha (alfacalcidol) UK SmPC §4.4 (if hypercalcaemia occurs, stop until plasma calcium returns to normal; rev. 2021); Rocaltrol (calcitriol) US prescribing information §5 (hypercalcaemia: stop immediately until normocalcaemia); Forteo (teriparatide) US prescribing information §5 Hypercalcemia and §2 (calcium and vitamin D supplements adjusted; rev. 2021)',
  url: 'https://www.medicines.org.uk/emc/search?q=one-alpha',
};

/**
 * The cause that applies, most pressing first: a serum calcium flagged above the range, else a
 * condition ticked; null when none.
 */
export function hypercalcaemiaOf(
  conditions: readonly string[] | null | undefined,
  markers: readonly Pick<LabMarkerResult, 'key' | 'flag'>[] | null | undefined,
): HypercalcaemiaCause | null {
  const list = Array.isArray(conditions) ? conditions : [];
  const flagged = Array.isArray(markers) ? markers : [];
  return (
    HYPERCALCAEMIA_CAUSES.find(
      (c) =>
        (c.marker !== undefined && flagged.some((m) => m.key === c.marker && m.flag === 'high')) ||
        (c.condition !== undefined && list.includes(c.condition)),
    ) ?? null
  );
}

/** Serum sodium (mmol/L, the same as mEq/L) below which "drink plenty" is never said (Spasovski 2014). */
export const LOW_SODIUM_MMOL_L = 135;

/**
 * A serum sodium the report flags low or that is under 135 mmol/L: the plan tells her not to drink extra
 * before the recheck, so no other finding tells her to drink more (twenty-sixth clinician review, zh M7).
 */
export function sodiumLow(
  markers: readonly Pick<LabMarkerResult, 'key' | 'flag' | 'unit' | 'value'>[] | null | undefined,
): boolean {
  return (Array.isArray(markers) ? markers : []).some(
    (m) =>
      m.key === 'serumSodium' &&
      (m.flag === 'low' ||
        (typeof m.value === 'number' &&
          (m.unit === 'mmol/L' || m.unit === 'mEq/L') &&
          m.value < LOW_SODIUM_MMOL_L)),
  );
}

/** The cause's plan finding and its source: with a low sodium, the fluid sentence yields to the doctor. */
export function hypercalcaemiaPlanText(
  cause: HypercalcaemiaCause,
  lowSodium: boolean,
): { text: Bilingual; source: Source } {
  return lowSodium && cause.planLowSodium
    ? {
        text: cause.planLowSodium,
        source: { ...cause.source, ref: `${cause.source.ref}; ${HYPERCALCAEMIA_SOURCES.hyponatraemia.ref}` },
      }
    : { text: cause.plan, source: cause.source };
}
