/**
 * Integrase inhibitors (bictegravir, dolutegravir) and polyvalent cations: calcium, iron, zinc and
 * magnesium supplements, multivitamins with minerals and aluminium or magnesium antacids bind them in the
 * gut, so less of the HIV medicine is absorbed and the virus can rebound and become resistant. Sixteenth
 * blind review (issue 31/30), serious findings en P5-S1 (Biktarvy at 8 am with Centrum, iron and Tums;
 * the chat said to take the iron fasting in the morning) and zh P3-S1 (必妥维 with 钙尔奇D600, 善存, 达喜:
 * "no known interaction", "no rule").
 *
 * The supplement rows are in `./interactions` (beside dolutegravir's); the antacid medicines (达喜,
 * aluminium hydroxide, sucralfate) are medicine × medicine rows here, spread into `DRUG_INTERACTION_RULES`.
 * The day schedule keeps Biktarvy 2 hours before or 6 hours after a mineral (schedule/rules.ts).
 */
import type { Bilingual, Source } from '../contracts/common';
import type { DrugInteractionRule } from './drug-interactions';
import { c, d, row } from './drug-interaction-row';

/**
 * Bictegravir (Biktarvy, 必妥维): its label differs from dolutegravir's. Calcium and iron (and zinc, the
 * same kind of mineral) may be taken at the same time only together with food, never fasting; an
 * aluminium or magnesium antacid or a magnesium supplement is never taken at the same time — Biktarvy 2
 * hours before it, or 6 hours after it (sixteenth blind review, en P5-S1 and zh P3-S1: "no known
 * interaction" for Tums, Centrum, iron, 钙尔奇D600, 善存 and 达喜).
 */
export const BICTEGRAVIR_MINERAL_WINDOW: Bilingual = {
  zh: '比克恩丙诺（必妥维）和该补充剂只有和饭一起才能同时吃；空腹时，必妥维要在该补充剂前至少2小时吃，不要同时或在补充剂后2小时内吃',
  en: 'Take Biktarvy and this supplement at the same time only together with a meal; without food, take Biktarvy at least 2 hours before it, never at the same time or within 2 hours after it',
};
export const BICTEGRAVIR_MAGNESIUM_WINDOW: Bilingual = {
  zh: '比克恩丙诺（必妥维）要在该补充剂或含铝、镁的抗酸药（如达喜）前至少2小时、或之后至少6小时吃，和饭一起也不要同时吃',
  en: 'Take Biktarvy at least 2 hours before or 6 hours after this supplement or an aluminium or magnesium antacid, and not at the same time even with food',
};
export const BIKTARVY_LABEL: Source = {
  ref: 'Biktarvy (bictegravir/emtricitabine/tenofovir alafenamide) US prescribing information §7 Drug Interactions, Table (antacids containing Al/Mg: Biktarvy under fasting conditions 2 hours before, not with or 2 hours after; supplements or antacids containing calcium or iron: together with food, not fasting with or 2 hours after); US DHHS Adult and Adolescent Antiretroviral Guidelines, integrase inhibitor interaction tables (polyvalent cations: 2 hours before or 6 hours after — cited from memory; zinc is not named in the label and is spaced as the same kind of mineral); 比克恩丙诺片（必妥维）说明书【药物相互作用】（章节凭记忆）',
  url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=biktarvy',
};
const TIVICAY_ANTACID: Source = {
  ref: 'Tivicay (dolutegravir) US prescribing information §2 and §7 (cation-containing antacids or laxatives, sucralfate: dolutegravir 2 hours before or 6 hours after); 多替拉韦钠片（特威凯）说明书【药物相互作用】（章节凭记忆）',
  url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=tivicay',
};

/** Antacid medicines (class `antacid`: 达喜 hydrotalcite, aluminium hydroxide, sucralfate) with each integrase inhibitor. */
export const INTEGRASE_ANTACID_PAIRS: readonly DrugInteractionRule[] = [
  row(
    d('bictegravir-emtricitabine-tenofovir-alafenamide'),
    c('antacid'),
    {
      severity: 'moderate',
      management: 'monitor',
      mechanism: {
        zh: '含铝、镁的抗酸药（如达喜）在肠道内与比克恩丙诺（必妥维）中的比克替拉韦结合，使药物吸收明显减少，病毒可能反弹并产生耐药。',
        en: 'An aluminium or magnesium antacid binds the bictegravir in Biktarvy in the gut, so much less is absorbed; the virus can rebound and become resistant.',
      },
      advice: {
        zh: '不要同时吃，和饭一起也不行：比克恩丙诺（必妥维）要在抗酸药前至少2小时吃，或在抗酸药后至少6小时再吃；最简单是每天固定时间先吃必妥维，需要时隔2小时以上再吃抗酸药。经常需要抗酸药时，请告诉开药医生或药师。',
        en: 'Do not take them at the same time, even with food: take Biktarvy at least 2 hours before the antacid, or at least 6 hours after it; the simplest is Biktarvy at its usual time and the antacid, when needed, 2 hours or more later. If you need antacids often, tell the prescriber or pharmacist.',
      },
    },
    BIKTARVY_LABEL,
  ),
  row(
    d('dolutegravir'),
    c('antacid'),
    {
      severity: 'moderate',
      management: 'monitor',
      mechanism: {
        zh: '含铝、镁的抗酸药（如达喜）和硫糖铝在肠道内与多替拉韦结合，使药物吸收明显减少，病毒可能反弹并产生耐药。',
        en: 'Aluminium or magnesium antacids and sucralfate bind dolutegravir in the gut, so much less is absorbed; the virus can rebound and become resistant.',
      },
      advice: {
        zh: '多替拉韦要在抗酸药前2小时、或抗酸药后6小时吃，不要同时吃。经常需要抗酸药时，请告诉开药医生或药师。',
        en: 'Take dolutegravir 2 hours before or 6 hours after the antacid, never at the same time. If you need antacids often, tell the prescriber or pharmacist.',
      },
    },
    TIVICAY_ANTACID,
  ),
];
