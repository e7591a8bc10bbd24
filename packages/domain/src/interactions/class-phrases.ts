import type { DrugClass } from '../knowledge/drugs';

/**
 * Lay and professional phrases for a class, in both languages, beyond the class labels themselves.
 * Several classes in one row make the phrase ambiguous (see the comment at the top of ./resolve.ts).
 * Wording from the FDA "Medicines and you" consumer pages and the 国家药监局 patient leaflets.
 */
export const CLASS_PHRASES: readonly {
  readonly classes: readonly DrugClass[];
  readonly phrases: readonly string[];
}[] = [
  {
    classes: ['anticoagulant'],
    phrases: [
      'blood thinner',
      'blood thinners',
      'anticoagulants',
      '抗凝药',
      '抗凝血药',
      '抗凝剂',
      '抗凝血剂',
      '抗凝药物',
    ],
  },
  { classes: ['antiplatelet'], phrases: ['antiplatelets', 'antiplatelet drug', '抗血小板', '抗血小板药物'] },
  {
    classes: ['oral_contraceptive'],
    phrases: [
      'combined oral contraceptive',
      'combined oral contraceptives',
      'combined pill',
      'COC',
      'oral contraceptives',
      'the pill',
      'birth control pill',
      'birth control pills',
      'birth control',
      '复方口服避孕药',
      '口服避孕药',
      '避孕药',
      '短效避孕药',
    ],
  },
  { classes: ['statin'], phrases: ['statins', 'statin', '他汀', '他汀类', '他汀类药物', '他汀药'] },
  { classes: ['ppi'], phrases: ['PPI', 'PPIs', 'proton pump inhibitors', '质子泵抑制剂', '拉唑类'] },
  { classes: ['thyroid_hormone'], phrases: ['thyroid pill', 'thyroid medicine', '甲状腺素', '甲状腺素片'] },
  { classes: ['ace_inhibitor'], phrases: ['ACEI', 'ACE inhibitors', '普利类'] },
  { classes: ['arb'], phrases: ['ARB', 'ARBs', '沙坦类'] },
  { classes: ['calcium_channel_blocker'], phrases: ['CCB', 'calcium channel blockers', '地平类'] },
  { classes: ['beta_blocker'], phrases: ['beta blockers', 'β受体阻滞剂', '洛尔类'] },
  { classes: ['insulin'], phrases: ['insulin', '胰岛素', '胰岛素注射'] },
  { classes: ['corticosteroid'], phrases: ['oral steroid', 'oral steroids', '糖皮质激素', '口服激素'] },
  {
    classes: ['nsaid'],
    phrases: ['NSAIDs', 'anti-inflammatory painkiller', '非甾体抗炎药', '非甾体类抗炎药'],
  },
  { classes: ['ssri'], phrases: ['SSRIs'] },
  { classes: ['bisphosphonate'], phrases: ['bisphosphonates', '双膦酸盐'] },
  { classes: ['loop_diuretic'], phrases: ['loop diuretics', '袢利尿药'] },
  { classes: ['thiazide_diuretic'], phrases: ['thiazide', 'thiazides', '噻嗪类'] },
  // Ambiguous: the classes differ in their rules.
  {
    classes: ['ace_inhibitor', 'arb', 'calcium_channel_blocker', 'beta_blocker', 'thiazide_diuretic'],
    phrases: [
      'blood pressure medicine',
      'blood pressure pill',
      'antihypertensive',
      '降压药',
      '降血压药',
      '高血压药',
    ],
  },
  {
    classes: ['thiazide_diuretic', 'loop_diuretic', 'potassium_sparing_diuretic'],
    phrases: ['water pill', 'water pills', 'diuretic', 'diuretics', '利尿药', '利尿剂'],
  },
  {
    classes: ['biguanide', 'sulfonylurea', 'dpp4_inhibitor', 'sglt2_inhibitor', 'glp1_agonist', 'insulin'],
    phrases: ['diabetes medicine', 'diabetes pill', '降糖药', '降血糖药', '糖尿病药'],
  },
  {
    classes: ['statin', 'cholesterol_absorption_inhibitor', 'fibrate'],
    phrases: ['cholesterol medicine', 'cholesterol pill', '降脂药', '调脂药', '降血脂药'],
  },
  // "吃着头孢能喝酒吗": people name the class, rarely the drug (issue 31 §1: 头孢 as a class)
  { classes: ['cephalosporin'], phrases: ['头孢', '头孢类', '头孢菌素', '头孢药', 'cephalosporins'] },
  {
    classes: ['fluoroquinolone', 'tetracycline', 'macrolide', 'penicillin', 'cephalosporin'],
    phrases: ['antibiotic', 'antibiotics', '抗生素', '消炎药', '抗菌药'],
  },
  {
    classes: ['ssri', 'snri', 'tricyclic', 'maoi', 'atypical_antidepressant'],
    phrases: ['antidepressant', 'antidepressants', '抗抑郁药'],
  },
  {
    classes: ['ppi', 'h2_blocker', 'antacid'],
    phrases: ['stomach medicine', 'acid reducer', '胃药', '抑酸药'],
  },
  { classes: ['benzodiazepine', 'hypnotic'], phrases: ['sleeping pill', 'sleeping pills', '安眠药'] },
  // "降磷药饭后两小时补吃行吗" (ninth clinician review, zh P2): the binder's meal rule.
  {
    classes: ['phosphate_binder'],
    phrases: ['phosphate binder', 'phosphate binders', '磷结合剂', '降磷药', '降血磷的药'],
  },
  {
    classes: ['nsaid', 'analgesic', 'opioid'],
    phrases: ['painkiller', 'painkillers', 'pain reliever', '止痛药'],
  },
];
