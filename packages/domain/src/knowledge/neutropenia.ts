/**
 * Low white cells and neutrophils (clinician review 2026-11-25 closing, Z2: WBC 3.2 and neutrophils
 * 1.2 ×10⁹/L on methimazole were "lab items not recognised", and the chat answered "吃什么升白细胞"
 * with a folate food list).
 *
 * A neutrophil count below 1.5 ×10⁹/L is neutropenia (< 0.5 severe). On a medicine that can cause
 * agranulocytosis it is an adverse drug reaction for the prescriber to assess promptly, the same day
 * when severe or with a fever or sore throat; food and supplements cannot correct it. Without such a
 * medicine the doctor rechecks the count and finds the cause. No nutrient food list is ever the answer.
 */
import type { Bilingual, Source } from '../contracts/common';

/** Neutrophils (×10⁹/L) below which a count on one of these medicines goes to the prescriber. */
export const NEUTROPHILS_DRUG_BELOW = 1.5;
/** White cells (×10⁹/L) below which a count on one of these medicines goes to the prescriber. */
export const WBC_DRUG_BELOW = 3.0;
/** Neutrophils (×10⁹/L) below which neutropenia is severe: the same day. */
export const NEUTROPHILS_SEVERE_BELOW = 0.5;

export const NEUTROPENIA_SOURCE: Source = {
  ref: 'Neutropenia: absolute neutrophil count < 1.5 ×10⁹/L, severe < 0.5 ×10⁹/L (NCI CTCAE v5.0, 2017, neutrophil count decreased: grade 2 < 1.5, grade 4 < 0.5 ×10⁹/L); Clozaril (clozapine) US prescribing information §2.4 Table 2 (ANC 1.0–1.499 ×10⁹/L mild neutropenia, < 0.5 severe; section numbers cited from memory); white cells below 3.0 ×10⁹/L on such a medicine as the label prompt to recheck',
  url: 'https://ctep.cancer.gov/protocoldevelopment/electronic_applications/ctc.htm',
};

export interface AgranulocytosisDrug {
  /** Drug id (knowledge/drugs.ts). */
  id: string;
  /**
   * A count below its reference range goes to the prescriber too, not only one below the cut-offs above:
   * the medicine's own monitoring scheme acts from there (clozapine: UK SmPC §4.4, neutrophils 1.5–2.0
   * ×10⁹/L "amber", twice-weekly counts; ninth clinician review, zh P4: 1.6 on clozapine was "perhaps
   * lifelong and harmless").
   */
  belowRange?: true;
  /**
   * The medicine's own action thresholds where its monitoring guideline sets higher ones than the general
   * cut-offs: the DMARDs' white cells below 3.5 and neutrophils below 1.6 ×10⁹/L go to the specialist (BSR
   * 2017; twenty-fourth clinician review, zh M12: a WBC of 3.2 on azathioprine with new allopurinol was
   * "perhaps transient").
   */
  cutOffs?: { wbc: number; neutrophils: number };
  /**
   * Cytotoxic chemotherapy: a low count is the expected marrow suppression, and the danger is a fever —
   * the emergency department at once (twenty-seventh clinician review, zh M5: neutrophils 0.9 on weekly
   * cisplatin were "perhaps benign").
   */
  chemotherapy?: true;
  source: Source;
}

/** BSR/BHPR non-biologic DMARD monitoring (Ledingham J et al. Rheumatology 2017;56:865–868): act on WBC < 3.5, neutrophils < 1.6. */
const BSR_DMARD = { wbc: 3.5, neutrophils: 1.6 } as const;
export const BSR_DMARD_SOURCE: Source = {
  ref: 'Ledingham J et al. BSR and BHPR guideline for the prescription and monitoring of non-biologic disease-modifying anti-rheumatic drugs. Rheumatology 2017;56:865–868 (action thresholds: white cells < 3.5 ×10⁹/L, neutrophils < 1.6 ×10⁹/L — withhold and discuss with the specialist team)',
};

const label = (drug: string, section: string): Source => ({
  ref: `${drug} prescribing information ${section} (agranulocytosis or bone-marrow suppression; section cited from memory)`,
  url: `https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=${encodeURIComponent(drug.split(' ')[0] ?? drug)}`,
});

/** Medicines whose label warns of agranulocytosis or bone-marrow suppression, each with its label. */
export const AGRANULOCYTOSIS_DRUGS: readonly AgranulocytosisDrug[] = [
  { id: 'methimazole', source: label('Tapazole (methimazole) US', '§5.1 Agranulocytosis') },
  {
    id: 'carbimazole',
    source: {
      ref: 'Neo-Mercazole (carbimazole) UK SmPC §4.4 (bone-marrow suppression, neutropenia and agranulocytosis: report sore throat or fever at once; MHRA Drug Safety Update 2011)',
    },
  },
  { id: 'propylthiouracil', source: label('Propylthiouracil US', 'boxed warning and §5 (agranulocytosis)') },
  {
    id: 'clozapine',
    belowRange: true,
    // The UK scheme's "amber" (white cells 3.0–3.5, neutrophils 1.5–2.0 ×10⁹/L: twice-weekly counts) is acted
    // on even where the report's range starts lower (WS/T 405: neutrophils from 1.8; blind answer round 30,
    // zh-014, unsafe: 1.9 on clozapine was "within the normal range").
    cutOffs: { wbc: 3.5, neutrophils: 2.0 },
    source: label(
      'Clozaril (clozapine) US',
      'boxed warning, §2.4 and §5.1 (severe neutropenia); Clozaril UK SmPC §4.4 (neutrophils 1.5–2.0 ×10⁹/L “amber”: twice-weekly counts)',
    ),
  },
  {
    id: 'methotrexate',
    cutOffs: BSR_DMARD,
    source: label('Trexall (methotrexate) US', 'boxed warning and §5 (bone-marrow suppression)'),
  },
  {
    id: 'azathioprine',
    cutOffs: BSR_DMARD,
    source: label('Imuran (azathioprine) US', '§5 (cytopenias; TPMT/NUDT15 deficiency)'),
  },
  {
    id: 'mycophenolate',
    cutOffs: BSR_DMARD,
    source: label('CellCept (mycophenolate mofetil) US', '§5 (neutropenia)'),
  },
  {
    id: 'sulfasalazine',
    cutOffs: BSR_DMARD,
    source: label('Azulfidine (sulfasalazine) US', 'warnings (agranulocytosis; blood counts)'),
  },
  {
    id: 'leflunomide',
    cutOffs: BSR_DMARD,
    source: label('Arava (leflunomide) US', '§5 (bone-marrow suppression)'),
  },
  {
    id: 'hydroxyurea',
    source: label('Droxia (hydroxyurea) US', '§5.1 (myelosuppression; monitor blood counts)'),
  },
  {
    id: 'carbamazepine',
    source: label('Tegretol (carbamazepine) US', 'boxed warning (aplastic anaemia and agranulocytosis)'),
  },
  {
    id: 'capecitabine',
    chemotherapy: true,
    source: label('Xeloda (capecitabine) US', '§5 (myelosuppression)'),
  },
  {
    id: 'cisplatin',
    chemotherapy: true,
    source: label(
      'Cisplatin injection US',
      'warnings (myelosuppression; monitor blood counts before each course)',
    ),
  },
  { id: 'imatinib', source: label('Gleevec (imatinib) US', '§5 (myelosuppression: neutropenia)') },
];

const BY_ID = new Map(AGRANULOCYTOSIS_DRUGS.map((d) => [d.id, d]));

/** The person's medicines (ids) that can cause agranulocytosis, in table order. */
export function agranulocytosisDrugsOf(medicines: readonly string[]): AgranulocytosisDrug[] {
  return AGRANULOCYTOSIS_DRUGS.filter((d) => medicines.includes(d.id));
}

/**
 * The medicines of the person's that act on this count: below the medicine's cut-offs (its own, or 3.0
 * white cells / 1.5 neutrophils ×10⁹/L), or below the range for one whose monitoring acts from there.
 * The plan's finding and the chat's reading of a typed count use the same test.
 */
export function agranulocytosisDrugsActingOn(
  key: 'wbc' | 'neutrophils',
  value: number,
  flaggedLow: boolean,
  medicines: readonly string[],
): AgranulocytosisDrug[] {
  const below = (d: AgranulocytosisDrug) =>
    d.cutOffs?.[key] ?? (key === 'wbc' ? WBC_DRUG_BELOW : NEUTROPHILS_DRUG_BELOW);
  return agranulocytosisDrugsOf(medicines).filter(
    (d) => value < below(d) || (flaggedLow && d.belowRange === true),
  );
}

export function isAgranulocytosisDrug(id: string): boolean {
  return BY_ID.has(id);
}

/**
 * A low count on such a medicine: `{drug}` is the medicine's name, `{count}` the value as printed
 * ("中性粒细胞 1.2 ×10⁹/L"). `prompt`: within days; `today`: severe (< 0.5) — the same day.
 */
export const DRUG_LOW_COUNT_TEXT: Readonly<Record<'prompt' | 'today', Bilingual>> = {
  prompt: {
    zh: '你在服用{drug}，这类药少数人会引起粒细胞缺乏：{count}偏低，请尽快（这几天内）把化验结果告诉开药的医生，是否继续用药、多久复查由医生决定；不要自己停药或换药。这不是吃东西或“升白”保健品能纠正的。如果出现发烧或咽喉痛，请今天就去医院查血常规，并告诉医生你在吃{drug}。',
    en: 'You take {drug}, which in a few people causes agranulocytosis: your {count} is low. Tell the prescriber about this result promptly (within days); whether to continue the medicine and when to recheck is their decision — do not stop or switch it yourself. Food or “white-cell boosting” supplements cannot correct this. If you get a fever or a sore throat, get a blood count today and tell them you take {drug}.',
  },
  today: {
    zh: '你在服用{drug}，这类药少数人会引起粒细胞缺乏：{count}已严重偏低（低于 0.5×10⁹/L），请今天就联系开药的医生或去急诊查血常规，并告诉医生你在吃{drug}；有发烧或咽喉痛时更要立即就医。这不是吃东西或“升白”保健品能纠正的。',
    en: 'You take {drug}, which in a few people causes agranulocytosis: your {count} is severely low (under 0.5 ×10⁹/L). Contact the prescriber or go to urgent care today for a blood count, and tell them you take {drug}; with a fever or sore throat go at once. Food or “white-cell boosting” supplements cannot correct this.',
  },
};

/**
 * A low count on chemotherapy: expected marrow suppression; a fever of 38.0 °C or chills is the emergency
 * department at once (febrile neutropenia: antibiotics within an hour — Klastersky J et al., ESMO Clinical
 * Practice Guidelines, Ann Oncol 2016;27(suppl 5):v111–v118; 中国中性粒细胞缺乏伴发热患者抗菌药物临床应用指南
 * 2020). `{drug}` and `{count}` as in DRUG_LOW_COUNT_TEXT.
 */
export const CHEMO_LOW_COUNT_TEXT: Readonly<Record<'prompt' | 'today', Bilingual>> = {
  prompt: {
    zh: '你在用{drug}化疗：化疗后{count}偏低很常见（骨髓抑制），请按肿瘤科的安排复查血常规，下次化疗前把结果给医生看。最要紧的是发烧：体温到38.0℃或以上，或者发冷、寒战，要立即去急诊，告诉医生你在化疗——化疗后发热、粒细胞低需要尽快用抗生素，不要在家观察、也不要先吃退烧药等着。平时吃熟食、勤洗手。这不是吃东西或“升白”保健品能纠正的。',
    en: 'You are having chemotherapy with {drug}: a low {count} after chemotherapy is common (marrow suppression); have the blood count rechecked as your oncology team plans, and show them the result before the next cycle. What matters most is a fever: a temperature of 38.0 °C (100.4 °F) or more, or chills or shivering, means the emergency department at once — say you are on chemotherapy; a fever with low neutrophils needs antibiotics within the hour, so do not wait at home or take a fever reducer and watch. Eat well-cooked food and wash hands often. Food or “white-cell boosting” supplements cannot correct this.',
  },
  today: {
    zh: '你在用{drug}化疗：{count}已严重偏低（低于 0.5×10⁹/L），感染的风险很高：请今天就联系肿瘤科团队；体温到38.0℃或以上、发冷寒战，立即去急诊并说明在化疗。吃熟食、勤洗手、少去人多的地方。这不是吃东西或“升白”保健品能纠正的。',
    en: 'You are having chemotherapy with {drug}: your {count} is severely low (under 0.5 ×10⁹/L), and the risk of infection is high: contact your oncology team today; a temperature of 38.0 °C (100.4 °F) or more, or chills, means the emergency department at once — say you are on chemotherapy. Eat well-cooked food, wash hands often and avoid crowds. Food or “white-cell boosting” supplements cannot correct this.',
  },
};

/**
 * A low count with cancer and no chemotherapy medicine the dictionary knows (temozolomide, ribociclib and
 * most oral targeted drugs are typed in): the count is most likely the treatment's, and the fever is the
 * danger — never the general "can be passing, harmless in some people" (twenty-eighth clinician review, en
 * M2; twenty-seventh, zh M5). `{count}` as in DRUG_LOW_COUNT_TEXT.
 */
export const CANCER_LOW_COUNT_TEXT: Readonly<Record<'prompt' | 'today', Bilingual>> = {
  prompt: {
    zh: '有肿瘤时，{count}偏低多半和治疗有关（化疗、靶向药或放疗会抑制骨髓）：请把结果给肿瘤科看，按他们的安排复查。最要紧的是发烧：体温到38.0℃或以上，或者发冷、寒战，要立即去急诊，告诉医生你有肿瘤、白细胞低——不要在家观察、也不要先吃退烧药等着。平时吃熟食、勤洗手。这不是吃东西或“升白”保健品能纠正的。',
    en: 'With cancer, a low {count} is most often from treatment (chemotherapy, targeted drugs or radiotherapy suppress the marrow): show the result to your oncology team and recheck as they plan. What matters most is a fever: a temperature of 38.0 °C (100.4 °F) or more, or chills, means the emergency department at once — say you have cancer and a low count; do not wait at home or take a fever reducer and watch. Eat well-cooked food and wash hands often. Food or “white-cell boosting” supplements cannot correct this.',
  },
  today: {
    zh: '有肿瘤时，{count}已严重偏低（低于 0.5×10⁹/L），感染的风险很高：请今天就联系肿瘤科团队；体温到38.0℃或以上、发冷寒战，立即去急诊并说明有肿瘤、粒细胞很低。吃熟食、勤洗手、少去人多的地方。这不是吃东西或“升白”保健品能纠正的。',
    en: 'With cancer, your {count} is severely low (under 0.5 ×10⁹/L), and the risk of infection is high: contact your oncology team today; a temperature of 38.0 °C (100.4 °F) or more, or chills, means the emergency department at once — say you have cancer and a very low count. Eat well-cooked food, wash hands often and avoid crowds. Food or “white-cell boosting” supplements cannot correct this.',
  },
};
export const CANCER_LOW_COUNT_SOURCE = {
  ref: 'Klastersky J et al. Management of febrile neutropaenia: ESMO Clinical Practice Guidelines. Ann Oncol 2016;27(suppl 5):v111–v118; Taplitz RA et al. Outpatient management of fever and neutropenia in adults treated for malignancy: ASCO and IDSA clinical practice guideline update. J Clin Oncol 2018;36:1443–1453',
} as const;

/** A low count without such a medicine: the doctor rechecks it and finds the cause; no food list. */
export const LOW_COUNT_RECHECK: Readonly<Record<'wbc' | 'neutrophils', Bilingual>> = {
  wbc: {
    zh: '白细胞偏低：可能是一过性的（如病毒感染后），也可能与药物或血液疾病有关。请让医生复查血常规（含白细胞分类），找出原因；这不是靠某种食物或补充剂能“升”上来的。如果出现发烧，请及时就医。',
    en: 'White cells are low: this can be passing (after a viral infection) or due to a medicine or a blood condition. Ask your doctor to recheck the blood count with a differential and find the cause; no food or supplement “raises” it. If you get a fever, see a doctor promptly.',
  },
  neutrophils: {
    zh: '中性粒细胞偏低：可能是一过性的（如病毒感染后），也可能与药物或血液疾病有关，有些人天生偏低（良性）。请让医生复查血常规（含白细胞分类），找出原因；这不是靠某种食物或补充剂能“升”上来的。如果出现发烧，请及时就医。',
    en: 'Neutrophils are low: this can be passing (after a viral infection), due to a medicine or a blood condition, or lifelong and harmless in some people. Ask your doctor to recheck the blood count with a differential and find the cause; no food or supplement “raises” it. If you get a fever, see a doctor promptly.',
  },
};

/** The chat's answer to "how do I raise my white cells" without such a medicine. */
export const RAISE_WBC_ANSWER: Bilingual = {
  zh: '**白细胞或中性粒细胞偏低，没有哪种食物或保健品能把它“吃”上来——请让医生复查血常规（含白细胞分类），找出原因。** 常见原因有病毒感染后的一过性下降、某些药物、血液疾病，也有人天生偏低。平时饮食均衡、蛋白质吃够即可，不必专门吃“升白”食物或保健品。如果出现发烧（38 ℃以上）、咽喉痛或反复感染，请及时就医。',
  en: '**No food or supplement raises a low white cell or neutrophil count — ask your doctor to recheck the blood count with a differential and find the cause.** Common causes are a passing dip after a viral infection, a medicine, or a blood condition, and some people are lifelong low and healthy. A balanced diet with enough protein is all food can do; there is no “white-cell boosting” food. With a fever (38 °C or more), a sore throat or repeated infections, see a doctor promptly.',
};

/** The count as printed ("中性粒细胞 1.2×10⁹/L", "neutrophil count of 1.2 ×10⁹/L"). */
export function countText(key: 'wbc' | 'neutrophils', value: string, locale: 'zh-CN' | 'en-US'): string {
  if (locale === 'zh-CN') return `${key === 'wbc' ? '白细胞' : '中性粒细胞'} ${value}×10⁹/L`;
  return `${key === 'wbc' ? 'white cell' : 'neutrophil'} count of ${value} ×10⁹/L`;
}

/** Fill `{drug}` and `{count}`. */
export function fillLowCount(text: string, drug: string, count: string): string {
  return text.replaceAll('{drug}', drug).replaceAll('{count}', count);
}
