/**
 * Roxadustat (罗沙司他, 爱瑞卓; Evrenzo) and multivalent cations: phosphate binders and medicines or
 * supplements containing calcium, iron, magnesium, aluminium or other multivalent cations bind it in the
 * gut, so less is absorbed and the anaemia can be treated less well. Clinician review of the knowledge
 * tables (2026-11-29), item 1: roxadustat, used widely in dialysis, was not in the dictionary at all.
 *
 * Written as the integrase inhibitors' cation rows are (`./integrase-cations`): the supplement rows are
 * in `./interactions` (calcium, iron, magnesium, zinc), the medicine rows here, spread into
 * `DRUG_INTERACTION_RULES`. Iron given into a vein (iron sucrose at dialysis, class `iv_iron`) never
 * meets roxadustat in the gut: no row pairs them, and the iron row says so.
 */
import type { Bilingual, Source } from '../contracts/common';
import type { DrugInteractionRule } from './drug-interactions';
import type { DrugRef } from './interactions';
import { c, d, row } from './drug-interaction-row';

export const EVRENZO_LABEL: Source = {
  ref: 'Evrenzo (roxadustat) EU summary of product characteristics (EMA, Astellas, 2021) §4.2 and §4.5: phosphate binders and other medicines or supplements containing multivalent cations (calcium, iron, magnesium, aluminium) reduce roxadustat absorption — taken at the same time, sevelamer carbonate and calcium acetate lowered roxadustat AUC by about 67 % and 46 % (figures cited from memory); take roxadustat at least 1 hour after them. The SmPC wording on lanthanum carbonate is cited from memory and may except it (a volunteer study found no change in roxadustat exposure): the spacing here is kept for every phosphate binder, the cautious reading; 罗沙司他胶囊（爱瑞卓）说明书【用法用量】【药物相互作用】（磷结合剂及含多价阳离子的药物或补充剂；章节凭记忆）',
  url: 'https://www.ema.europa.eu/en/medicines/human/EPAR/evrenzo',
};

/** The label's window for a calcium, magnesium or zinc supplement (mineral products taken by mouth). */
export const ROXADUSTAT_MINERAL_WINDOW: Bilingual = {
  zh: '罗沙司他（爱瑞卓）要在吃该补充剂至少1小时之后再吃，不要同时吃',
  en: 'Take roxadustat (Evrenzo) at least 1 hour after this supplement, never at the same time',
};

/** Iron by mouth only: iron given into a vein at dialysis does not meet roxadustat in the gut. */
export const ROXADUSTAT_IRON_WINDOW: Bilingual = {
  zh: '透析时从静脉输的铁（如蔗糖铁）不经过肠道，不用为它调整吃药时间；口服的铁（铁片、补铁口服液）则要错开：罗沙司他（爱瑞卓）要在吃铁剂至少1小时之后再吃，不要同时吃',
  en: 'Iron given into a vein at dialysis (such as iron sucrose) does not pass through the gut and needs no change of timing; iron taken by mouth (tablets, drops or syrup) does: take roxadustat (Evrenzo) at least 1 hour after it, never at the same time',
};

/** A cation-containing medicine the person may take with roxadustat, named as in its advice. */
interface CationMedicine {
  readonly ref: DrugRef;
  readonly name: Bilingual;
  /** What in it binds roxadustat. */
  readonly cation: Bilingual;
  /** When it is usually taken, if that helps place the roxadustat dose. */
  readonly usually?: Bilingual;
}

const CATION_MEDICINES: readonly CationMedicine[] = [
  {
    ref: c('phosphate_binder'),
    name: {
      zh: '磷结合剂（如司维拉姆、醋酸钙、碳酸镧、蔗糖氢氧化氧铁）',
      en: 'phosphate binder (such as sevelamer, calcium acetate, lanthanum or sucroferric oxyhydroxide)',
    },
    cation: { zh: '磷结合剂', en: 'A phosphate binder' },
    usually: {
      zh: '磷结合剂是随餐吃的，所以罗沙司他可以放在饭后至少1小时吃。',
      en: 'Binders are taken with meals, so roxadustat can go at least 1 hour after a meal.',
    },
  },
  {
    ref: c('antacid'),
    name: {
      zh: '含铝、镁或铋的胃药（如达喜、胃舒平、硫糖铝、枸橼酸铋钾）',
      en: 'stomach medicine containing aluminium, magnesium or bismuth (such as hydrotalcite, aluminium hydroxide, sucralfate or bismuth)',
    },
    cation: { zh: '含铝、镁或铋的胃药', en: 'An aluminium, magnesium or bismuth stomach medicine' },
  },
  {
    ref: d('keto-acid-analogues'),
    name: { zh: '复方α-酮酸片（开同，含钙）', en: 'keto acid analogues (Ketosteril, which contain calcium)' },
    cation: { zh: '复方α-酮酸片（开同）所含的钙', en: 'The calcium in keto acid analogues (Ketosteril)' },
    usually: {
      zh: '开同是随餐吃的，所以罗沙司他可以放在饭后至少1小时吃。',
      en: 'Ketosteril is taken with meals, so roxadustat can go at least 1 hour after a meal.',
    },
  },
  {
    ref: d('potassium-magnesium-aspartate'),
    name: {
      zh: '门冬氨酸钾镁（潘南金，含镁）',
      en: 'potassium and magnesium aspartate (Panangin, which contains magnesium)',
    },
    cation: {
      zh: '门冬氨酸钾镁（潘南金）所含的镁',
      en: 'The magnesium in potassium and magnesium aspartate (Panangin)',
    },
  },
];

/** Roxadustat with each cation-containing medicine of the dictionary: the label's 1-hour spacing. */
export const ROXADUSTAT_CATION_PAIRS: readonly DrugInteractionRule[] = CATION_MEDICINES.map((m) =>
  row(
    d('roxadustat'),
    m.ref,
    {
      severity: 'moderate',
      management: 'monitor',
      mechanism: {
        zh: `${m.cation.zh}在肠道内与罗沙司他（爱瑞卓）结合，同时吃时罗沙司他的吸收会明显减少，纠正贫血的效果可能变差。`,
        en: `${m.cation.en} binds roxadustat (Evrenzo) in the gut: taken at the same time, much less roxadustat is absorbed and it may treat the anaemia less well.`,
      },
      advice: {
        zh: `罗沙司他要在吃${m.name.zh}至少1小时之后再吃，不要同时吃。${m.usually?.zh ?? ''}两种药都照常吃；时间不好安排，请问肾内科医生或药师。`,
        en: `Take roxadustat at least 1 hour after the ${m.name.en}, never at the same time.${m.usually ? ` ${m.usually.en}` : ''} Keep taking both; if the timing is hard to fit, ask your kidney doctor or pharmacist.`,
      },
    },
    EVRENZO_LABEL,
  ),
);
