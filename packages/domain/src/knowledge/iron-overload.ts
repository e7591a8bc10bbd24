/**
 * Iron overload and supplemental iron (clinician review 2026-11-25 closing, E4: a man with sickle cell
 * disease, transfusional iron overload and a ferritin of 1,450 µg/L was told to keep his multivitamin
 * with 8 mg of iron, "keep to what you take now").
 *
 * A ferritin above the range (WHO 2020: > 200 µg/L men, > 150 µg/L women; the lab-markers row) means
 * iron overload or inflammation: no supplemental iron until a doctor has found why. Above 1,000 µg/L
 * (EASL 2022 haemochromatosis: the level at which advanced liver fibrosis is sought; BSH transfusional
 * iron overload guidance) it is clearly overload: no supplemental iron at all, and iron chelation is
 * the haematologist's. Any product that contains iron is `avoid`, not only an iron product; the plan
 * recommends no iron and the chat's iron answer says so.
 */
import type { Bilingual, Source } from '../contracts/common';
import type { LabMarkerResult } from '../contracts/plan';

/**
 * Ferritin (µg/L, the same as ng/mL) up to which kidney disease (on dialysis or not) is no overload: KDIGO
 * 2012 Anemia in CKD ch. 2.1 gives a trial of iron while TSAT ≤ 30 % and ferritin ≤ 500 (twenty-seventh
 * clinician review, zh M6). The lab-markers row's `ckd` range ends here.
 */
export const FERRITIN_CKD_HIGH_UG_L = 500;

/** Ferritin (µg/L) from which it is clearly iron overload (EASL 2022; BSH 2018). */
export const FERRITIN_OVERLOAD_UG_L = 1000;

export const IRON_OVERLOAD_SOURCE: Source = {
  ref: 'BSH guideline on the management of iron overload in sickle cell disease and thalassaemia (Shah FT et al., Br J Haematol 2022; iron chelation by the haematology team); NIH ODS Iron fact sheet for health professionals ("Health Risks from Excessive Iron": people with haemochromatosis or iron overload should avoid iron supplements); EASL Clinical Practice Guidelines on haemochromatosis, J Hepatol 2022;77:479 (ferritin > 1000 µg/L); WHO guideline on ferritin concentrations (2020): > 200 µg/L men, > 150 µg/L women risk of iron overload',
  url: 'https://ods.od.nih.gov/factsheets/Iron-HealthProfessional/',
};

/** Ferritin above 1,000 µg/L: iron overload. */
export const IRON_OVERLOAD_TEXT: Bilingual = {
  zh: '铁蛋白超过 1000 µg/L，提示铁过载：不要服用任何含铁的补充剂（包括含铁的复合维生素），方案也不推荐补铁；是否需要排铁（祛铁）治疗由血液科医生决定。',
  en: 'Ferritin above 1,000 µg/L points to iron overload: take no supplement that contains iron (including a multivitamin with iron), and the plan recommends no iron; whether you need iron chelation is for your haematologist.',
};

/** Ferritin above the range but not above 1,000 µg/L: overload or inflammation, the doctor finds which. */
export const FERRITIN_HIGH_TEXT: Bilingual = {
  zh: '铁蛋白高于正常范围（可能是铁过载，也可能是炎症）：在医生查明原因之前，不要服用含铁的补充剂（包括含铁的复合维生素），方案也不推荐补铁。',
  en: 'Ferritin is above the range (iron overload or inflammation): until your doctor has found why, take no supplement that contains iron (including a multivitamin with iron), and the plan recommends no iron.',
};

/** The text for a ferritin (µg/L) flagged high. */
export function ironOverloadText(ferritinUgL: number): Bilingual {
  return ferritinUgL > FERRITIN_OVERLOAD_UG_L ? IRON_OVERLOAD_TEXT : FERRITIN_HIGH_TEXT;
}

/**
 * The ferritin (µg/L) when the report flags it above the range, else null. A value read against the
 * kidney-disease range (upper limit 500) and within it is no overload, even when the report's own
 * printed range flags it (KDIGO 2012).
 */
export function highFerritinOf(
  markers: readonly Pick<LabMarkerResult, 'key' | 'flag' | 'unit' | 'value' | 'refHigh'>[] | undefined,
): number | null {
  const f = (markers ?? []).find(
    (m) =>
      m.key === 'ferritin' &&
      m.flag === 'high' &&
      m.unit === 'µg/L' &&
      !(m.refHigh === FERRITIN_CKD_HIGH_UG_L && m.value <= FERRITIN_CKD_HIGH_UG_L),
  );
  return f ? f.value : null;
}

/**
 * Vitamin C supplements with a ferritin above the range: vitamin C raises the absorption of food iron,
 * so guidelines advise against supplements in haemochromatosis and iron overload (sixth clinician
 * review of 2026-11-26: 1,000 mg a day beside a ferritin of 1,200 was "no benefit" and "meets your 90 mg
 * target"). Food vitamin C is fine.
 */
export const IRON_OVERLOAD_VITAMIN_C: { text: Bilingual; source: Source } = {
  text: {
    zh: '铁蛋白偏高或铁过载时不要吃维生素C补充剂：维生素C会增加食物中铁的吸收；蔬菜水果里的维生素C不用避开。',
    en: 'With a high ferritin or iron overload, take no vitamin C supplement: vitamin C increases how much iron you absorb from food; the vitamin C in fruit and vegetables is fine.',
  },
  source: {
    ref: 'Bacon BR et al. AASLD Practice Guideline: Diagnosis and management of hemochromatosis, Hepatology 2011;54:328–343 (vitamin C supplements and iron supplements should be avoided); EASL Clinical Practice Guidelines on haemochromatosis, J Hepatol 2022;77:479; NIH ODS Vitamin C fact sheet (hemochromatosis: vitamin C increases iron absorption)',
    url: 'https://doi.org/10.1002/hep.24330',
  },
};
