import type { Bilingual, Source } from '../contracts/common';
import type { Management, Severity } from './interactions';

/**
 * Leukaemia treatment with weekly methotrexate (forty-eighth clinician review, S2 and S3): a woman of 20 with acute
 * lymphoblastic leukaemia (ALL) in maintenance — mercaptopurine daily, oral methotrexate once a week, co-trimoxazole on
 * Saturdays and Sundays against Pneumocystis pneumonia — was given the rheumatoid-arthritis rules: "the folic acid of a
 * multivitamin does not weaken it, keep the 5 mg folic acid", and "ask for another antibiotic" for the co-trimoxazole
 * (a fever card even said to stop it). In leukaemia the methotrexate is anti-leukaemia treatment: no folic acid unless
 * the oncology team says so; the co-trimoxazole beside it is prescribed on purpose and never stopped on one's own.
 *
 * The data the rules read: who is in leukaemia treatment (interactions/leukaemia-treatment.ts, and the chat's
 * assistant/leukaemia-said.ts), the pair's text, the sources, and how people say leukaemia, chemotherapy and a
 * prophylaxis.
 */

/** The plan's conditions that make a person's methotrexate a cancer treatment. */
export const CANCER_TREATMENT_CONDITIONS: readonly string[] = ['cancer'];

/**
 * The thiopurines of leukaemia maintenance (ids; thioguanine once the dictionary holds it): beside methotrexate they
 * are the maintenance of ALL.
 */
export const LEUKAEMIA_THIOPURINES: readonly string[] = ['mercaptopurine', 'thioguanine'];

/**
 * Leukaemia said, as the chat reads a message (lower case): 白血病, 急淋, leukaemia, acute lymphoblastic, "B-ALL", "ALL
 * maintenance" (a bare "ALL" cannot be told from "all").
 */
export const LEUKAEMIA_SAID =
  /白血病|急淋|急性淋巴细胞|\bleuk(a)?emi\w*|\bacute lymphoblastic\b|\bacute lymphocytic\b|\b[bt]-all\b|\ball maintenance\b/;

/**
 * Cancer treatment said: chemotherapy, lymphoma, the oncology team — not "a chemo drug" said of an arthritis dose of
 * methotrexate. With methotrexate it makes the methotrexate a cancer treatment; alone it names no medicine.
 */
export const CHEMOTHERAPY_SAID =
  /化疗(?!药)|淋巴瘤|肿瘤科|\bchemo(therapy)?\b(?! (drug|medicine|med|pill)s?\b)|\blymphoma\b|\boncolog\w*/;

/** Thioguanine said (not in the medicine dictionary yet): 硫鸟嘌呤, 6-TG, Tabloid. */
export const THIOGUANINE_SAID = /硫鸟嘌呤|\bthioguanine\b|\btioguanine\b|\b6-?tg\b|\btabloid\b/;

// ——— Sources ———

/** Folic acid beside methotrexate in leukaemia treatment. */
export const LEUKAEMIA_FOLATE_SOURCE: Source = {
  ref: 'Methotrexate US prescribing information, Drug Interactions: vitamin preparations containing folic acid or its derivatives may decrease responses to systemically administered methotrexate; Children’s Oncology Group, COG Family Handbook for Children with Cancer, maintenance therapy: no vitamins or supplements containing folic acid unless the oncology team approves; Muscaritoli M et al. ESPEN practical guideline: Clinical Nutrition in cancer. Clin Nutr 2021;40:2898–2913',
  url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=methotrexate',
};

/** Co-trimoxazole against Pneumocystis pneumonia throughout ALL treatment, beside methotrexate. */
export const LEUKAEMIA_COTRIMOXAZOLE_SOURCE: Source = {
  ref: 'Maertens J et al. ECIL guidelines for preventing Pneumocystis jirovecii pneumonia in patients with haematological malignancies and stem cell transplant recipients (ECIL-5). J Antimicrob Chemother 2016;71:2397–2404: trimethoprim-sulfamethoxazole prophylaxis throughout the treatment of acute lymphoblastic leukaemia; NCCN Clinical Practice Guidelines in Oncology, Acute Lymphoblastic Leukemia, supportive care (PJP prophylaxis); Methotrexate US prescribing information, Drug Interactions (trimethoprim/sulfamethoxazole adds to bone marrow suppression)',
  url: 'https://doi.org/10.1093/jac/dkw157',
};

// ——— Texts ———

/**
 * Methotrexate with co-trimoxazole in leukaemia treatment: the pair's text and management for this person in the
 * plan and the chat (knowledge/drug-interactions.ts `prescribedTogether`).
 */
export const METHOTREXATE_COTRIMOXAZOLE_IN_LEUKAEMIA: {
  readonly severity: Severity;
  readonly management: Exclude<Management, 'separate' | 'avoid'>;
  readonly mechanism: Bilingual;
  readonly advice: Bilingual;
  readonly source: Source;
} = {
  severity: 'major',
  management: 'monitor',
  mechanism: {
    zh: '复方磺胺甲噁唑（含甲氧苄啶）和甲氨蝶呤都影响叶酸代谢，合用会加重骨髓抑制（白细胞、血小板下降）。在白血病等抗肿瘤治疗中（比如急性淋巴细胞白血病的维持治疗），这两种药是医生有意一起开的：复方新诺明用来预防可能致命的肺孢子菌肺炎，两药叠加的影响由血液科团队靠定期查血常规来掌控。',
    en: 'Co-trimoxazole (trimethoprim) and methotrexate both act on folate, and together they add to bone marrow suppression (low white cells and platelets). In leukaemia treatment (maintenance for acute lymphoblastic leukaemia, for example) the two are prescribed together on purpose: the co-trimoxazole prevents Pneumocystis pneumonia (PJP), which can be fatal, and the haematology team manages their combined effect with regular blood counts.',
  },
  advice: {
    zh: '两种药都按血液科（肿瘤科）团队开的照常吃，复方新诺明按原来的日子和次数吃（比如每周六、周日），不要自己停、减或换；没有复方新诺明保护，可能得致命的肺孢子菌肺炎。团队会定期查血常规来盯住这对药，请按约定去验血。有疑问，今天就打电话问血液科团队。发烧、咽痛、口腔溃疡或出血请立即就医，并把在吃的每一种药都告诉医生，哪些要暂停由医生决定。',
    en: 'Keep taking both exactly as your haematology (oncology) team prescribed, the co-trimoxazole on its usual days and times (every Saturday and Sunday, for example); do not stop, cut or swap either yourself — without the co-trimoxazole, Pneumocystis pneumonia can be fatal. The team watches this pair with your regular blood counts, so keep every blood test. Questions: call the haematology team today. Fever, sore throat, mouth ulcers or bleeding need care at once — tell the doctors every medicine you take and let them decide what to pause.',
  },
  source: LEUKAEMIA_COTRIMOXAZOLE_SOURCE,
};

/** Co-trimoxazole said to be a prophylaxis: 预防, 肺孢子, PJP, PCP, prophylaxis, "to prevent". */
export const PROPHYLAXIS_SAID =
  /预防|肺孢子|卡氏肺孢|\bpjp\b|\bpcp\b|\bprophyla\w*|\bto prevent\b|\bpreventive\b|\bpreventative\b/;
