/**
 * Test table (not part of the assistant API) for the dietitian's and clinical pharmacist's re-review of
 * ~110 chat turns on six personas (REVIEW_PERSONAS `rr*`, entered as they entered them): each open
 * finding (H4 onwards) in several wordings in both languages, with benign look-alikes that must keep
 * their answer. Expectations are meanings (NOTE_MEANING rows, CONCEPTS, figures computed from the data
 * tables), never one fixed sentence. Shared by the domain tests and the HTTP test.
 */
import { LOCALES } from '../contracts/common';
import { SUPPLEMENT_OPTIONS } from '../knowledge/supplements';
import { fact, reviewCase as c, type ReviewCase } from './testing-review';

/** EPA+DHA in 3 g of fish oil by the supplement table's own ratio (M6), as the answer prints it. */
const fishOil = SUPPLEMENT_OPTIONS.find((o) => o.id === 'fish-oil')!;
const EPA_DHA_IN_3G = String(
  (3000 * fishOil.contains.find((x) => x.substance === 'omega3')!.amount) / fishOil.defaultDose.amount,
);

const LOADING_KEPT = {
  notes: ['vitd-loading-course'],
  facts: [fact.noteMeaning('vitd-loading-course'), fact.meaning('daily_average')],
  forbid: [fact.meaning('cut_dose')],
} as const satisfies Partial<ReviewCase>;

const LOADING_SELF = {
  notes: ['vitd-loading-self'],
  facts: [fact.noteMeaning('vitd-loading-self')],
  warnings: [{ kind: 'see_doctor' }],
} as const satisfies Partial<ReviewCase>;

const K_ON_WARFARIN = {
  intent: ['drug_interaction', 'supplement_timing', 'product_question', 'how_much_nutrient'],
  warnings: [{ kind: 'avoid_supplement', substance: 'vitaminK' }],
  facts: [{ kind: 'taboo', medicine: 'warfarin', substance: 'vitaminK' }],
  forbid: [fact.productsOf('vitaminK')],
  noPromptToTake: 'vitaminK',
} as const satisfies Partial<ReviewCase>;

const INFANT_D = {
  intent: 'pregnancy_lactation',
  notes: ['infant-vitamin-d'],
  facts: [fact.noteMeaning('infant-vitamin-d')],
} as const satisfies Partial<ReviewCase>;

const LACT_MED = {
  intent: 'pregnancy_lactation',
  notes: ['lactation-medicine'],
  facts: [fact.noteMeaning('lactation-medicine')],
} as const satisfies Partial<ReviewCase>;

const LACT_ALCOHOL = {
  intent: 'pregnancy_lactation',
  notes: ['lactation-alcohol'],
  facts: [fact.noteMeaning('lactation-alcohol')],
} as const satisfies Partial<ReviewCase>;

const METFORMIN_KIDNEY = {
  intent: 'medicine_question',
  notes: ['metformin-kidney'],
  facts: [fact.noteMeaning('metformin-kidney'), fact.meaning('metformin_max_1000')],
  forbid: [fact.meaning('out_of_scope')],
} as const satisfies Partial<ReviewCase>;

const CKD_MULTI = {
  notes: ['ckd-multivitamin'],
  facts: [fact.noteMeaning('ckd-multivitamin'), fact.finding('ckd-vitamin-a')],
} as const satisfies Partial<ReviewCase>;

const CKD_MAGNESIUM = {
  notes: ['ckd-magnesium'],
  facts: [fact.noteMeaning('ckd-magnesium')],
  warnings: [{ kind: 'avoid_supplement', substance: 'magnesium' }],
  noPromptToTake: 'magnesium',
} as const satisfies Partial<ReviewCase>;

const GREENS = {
  notes: ['warfarin-greens'],
  facts: [fact.noteMeaning('warfarin-greens'), fact.finding('anticoagulant-vitamin-k')],
  forbid: [fact.meaning('out_of_scope')],
} as const satisfies Partial<ReviewCase>;

const CRANBERRY = {
  notes: ['warfarin-cranberry'],
  facts: [fact.noteMeaning('warfarin-cranberry')],
  forbid: [fact.meaning('out_of_scope')],
} as const satisfies Partial<ReviewCase>;

const GREEN_TEA = {
  notes: ['green-tea-extract'],
  facts: [fact.noteMeaning('green-tea-extract')],
} as const satisfies Partial<ReviewCase>;

const LEVO_TIMING = {
  intent: 'medicine_question',
  notes: ['levothyroxine-timing'],
  facts: [fact.noteMeaning('levothyroxine-timing')],
} as const satisfies Partial<ReviewCase>;

/** A prenatal already at the treatment dose for a proven deficiency: kept, not cut. */
const PRENATAL_IRON_KEPT = {
  facts: [fact.finding('skipped:iron')],
  forbid: [fact.meaning('cut_dose')],
} as const satisfies Partial<ReviewCase>;

/**
 * zh-CN with anaemia: the Chinese perinatal guideline's 100–200 mg a day, so the plan adds iron to the
 * prenatal's 60 mg under the obstetrician (eighteenth clinician review, zh M3); never "cut it".
 */
const PRENATAL_IRON_KEPT_ADDED = {
  facts: [fact.planDose('iron')],
  forbid: [fact.meaning('cut_dose')],
} as const satisfies Partial<ReviewCase>;

/** A medicine compatible with breastfeeding. */
const LACT_MED_COMPATIBLE = {
  ...LACT_MED,
  facts: [...LACT_MED.facts, fact.meaning('lactation_compatible')],
} as const satisfies Partial<ReviewCase>;

export const REREVIEW_CASES: readonly ReviewCase[] = [
  // ---- H4: a weekly / monthly dose is read with its period; a prescribed loading course is kept ----
  c('H4', 'rrSertraline', 'en-US', 'my doctor gave me 50,000 IU vitamin D once a week, is that too much?', {
    ...LOADING_KEPT,
    facts: [...LOADING_KEPT.facts, fact.text('7100 IU')],
  }),
  c(
    'H4',
    'rrSertraline',
    'en-US',
    'Dr prescribed vit D 50000 iu weekly for 8 wks - too high??',
    LOADING_KEPT,
  ),
  c(
    'H4',
    'plain',
    'en-US',
    'my GP put me on 50k IU of vitamin D every week, should I lower it?',
    LOADING_KEPT,
  ),
  c('H4', 'rrSertraline', 'zh-CN', '医生给我开了维生素D 5万单位，每周一次，会不会太多', {
    ...LOADING_KEPT,
    facts: [...LOADING_KEPT.facts, fact.text('7100 IU')],
  }),
  c('H4', 'rrSertraline', 'zh-CN', '医生开的维生素D是每周一次、每次50000国际单位，要不要减量', LOADING_KEPT),
  c('H4', 'plain', 'zh-CN', '大夫让我每星期吃一粒5万单位的维D，剂量是不是太大了', LOADING_KEPT),
  c(
    'H4',
    'plain',
    'en-US',
    'I want to take 50,000 IU of vitamin D once a week, is that too much?',
    LOADING_SELF,
  ),
  c('H4', 'plain', 'zh-CN', '我想每周吃一次5万单位的维生素D，会不会过量', LOADING_SELF),
  // Look-alikes: a daily 50,000 IU is still far over the UL; a monthly one averages within it.
  c('H4', 'plain', 'en-US', 'Is 50,000 IU of vitamin D a day too much?', {
    facts: [fact.meaning('cut_dose')],
    forbid: [fact.noteMeaning('vitd-loading-course')],
    warnings: [{ kind: 'reduce_dose', substance: 'vitaminD' }],
  }),
  c('H4', 'plain', 'zh-CN', '每天吃5万单位维生素D会不会过量', {
    facts: [fact.meaning('cut_dose')],
    warnings: [{ kind: 'reduce_dose', substance: 'vitaminD' }],
  }),
  c('H4', 'plain', 'en-US', 'is 50,000 IU vitamin D once a month too much?', {
    facts: [fact.meaning('daily_average'), fact.meaning('within_limit')],
    forbid: [fact.meaning('cut_dose')],
  }),
  c('H4', 'plain', 'zh-CN', '维生素D每月一次5万单位，会过量吗', {
    facts: [fact.meaning('daily_average'), fact.meaning('within_limit')],
    forbid: [fact.meaning('cut_dose')],
  }),
  c('H4', 'plain', 'en-US', 'is 1000 IU of vitamin D a day too much', {
    facts: [fact.meaning('within_limit')],
    forbid: [fact.meaning('daily_average'), fact.noteMeaning('vitd-loading-course')],
  }),
  // ---- M6: fish-oil mass is converted to EPA+DHA; 2 g is the AMDR's upper end, not a UL ----
  c('M6', 'rrWarfarin', 'zh-CN', '鱼油能加到每天3克吗', {
    notes: ['omega3-amdr'],
    facts: [fact.text(`${EPA_DHA_IN_3G} mg`), fact.noteMeaning('omega3-amdr')],
    forbid: [fact.text('上限（UL）2000')],
    warnings: [{ kind: 'ask_prescriber_first', substance: 'omega3' }],
  }),
  c('M6', 'plain', 'zh-CN', '我每天吃3000毫克鱼油，会不会过量', {
    facts: [fact.text(`${EPA_DHA_IN_3G} mg`), fact.noteMeaning('omega3-amdr')],
    forbid: [fact.text('上限（UL）2000')],
  }),
  c('M6', 'rrWarfarin', 'en-US', 'can I go up to 3 g of fish oil a day?', {
    facts: [fact.text(`${EPA_DHA_IN_3G} mg`)],
    warnings: [{ kind: 'ask_prescriber_first', substance: 'omega3' }],
  }),
  // Look-alike: an amount of EPA+DHA itself is not converted.
  c('M6', 'plain', 'zh-CN', '每天3000毫克EPA+DHA会不会过量', {
    facts: [fact.text('3000 mg')],
    forbid: [fact.text(`${EPA_DHA_IN_3G} mg`)],
  }),

  // ---- H6: vitamin K (K2, MK-7, D3 + K2 combos, "for bones") on warfarin: the major warning ----
  c('H6', 'rrWarfarin', 'zh-CN', '我骨质疏松，朋友说维生素K2对骨头好，我能吃吗', K_ON_WARFARIN),
  c('H6', 'rrWarfarin', 'zh-CN', '能吃D3K2吗', K_ON_WARFARIN),
  c('H6', 'rrWarfarin', 'zh-CN', '维生素D3+K2一起补骨头怎么样', K_ON_WARFARIN),
  c('H6', 'rrWarfarin', 'zh-CN', '商城的维生素D3+K2软胶囊适合我吗', K_ON_WARFARIN),
  c('H6', 'rrWarfarin', 'zh-CN', '维k2什么时候吃好', K_ON_WARFARIN),
  c('H6', 'rrWarfarin', 'en-US', 'can I take a D3 + K2 combo', K_ON_WARFARIN),
  c('H6', 'rrWarfarin', 'en-US', 'is MK-7 good for my bones?', K_ON_WARFARIN),
  c(
    'H6',
    'rrWarfarin',
    'en-US',
    'my friend says vitamin K2 is great for bones, should i try it',
    K_ON_WARFARIN,
  ),
  c('H6', 'rrWarfarin', 'en-US', 'when should I take my D3K2', K_ON_WARFARIN),
  c('H6', 'rrWarfarin', 'en-US', 'is the Vitamin D3 + K2 softgel in your shop ok for me?', K_ON_WARFARIN),
  // Look-alikes: no warfarin, no warning; bone tips without vitamin K stay bone tips.
  c('H6', 'plain', 'en-US', 'can I take a D3 + K2 combo', { forbid: [fact.text('Warfarin')] }),
  c('H6', 'plain', 'zh-CN', '维生素K2对骨头好吗', { forbid: [fact.text('华法林')] }),
  c('H6', 'rrWarfarin', 'zh-CN', '骨质疏松吃什么好', { intent: 'goals' }),
  c('H6', 'rrWarfarin', 'en-US', 'tips for strong bones?', { intent: 'goals' }),

  // ---- H7: the baby's own vitamin D drops, not the mother's dose ----
  c('H7', 'rrLactating', 'zh-CN', '宝宝需要补维生素D吗，我吃了他是不是就够了', INFANT_D),
  c('H7', 'rrLactating', 'zh-CN', '我在吃维生素D，孩子还用吃AD滴剂吗', INFANT_D),
  c('H7', 'rrLactating', 'zh-CN', '新生儿要不要补维D', INFANT_D),
  c('H7', 'plain', 'zh-CN', '宝宝要补维生素D吗', INFANT_D),
  c('H7', 'rrLactating', 'en-US', 'does my baby need vitamin D drops or is my supplement enough?', INFANT_D),
  c('H7', 'rrLactating', 'en-US', 'do infants need vit d drops if im breastfeeding', INFANT_D),
  c('H7', 'rrPregnant', 'en-US', 'will my baby need vitamin D drops after birth?', INFANT_D),
  // Look-alikes: the mother's own dose and the baby's calcium are not the drops answer.
  c('H7', 'rrLactating', 'en-US', 'how much vitamin D do I need?', {
    facts: [fact.planDose('vitaminD')],
    forbid: [fact.noteMeaning('infant-vitamin-d')],
  }),
  c('H7', 'rrLactating', 'zh-CN', '我需要补多少维生素D', {
    facts: [fact.planDose('vitaminD')],
    forbid: [fact.noteMeaning('infant-vitamin-d')],
  }),
  // ---- M11: medicines and alcohol while breastfeeding ----
  c('M11', 'rrLactating', 'en-US', 'is omeprazole safe while breastfeeding?', LACT_MED_COMPATIBLE),
  c('M11', 'rrLactating', 'en-US', 'can i take ibuprofen while nursing?', LACT_MED_COMPATIBLE),
  c('M11', 'rrLactating', 'en-US', 'is atorvastatin ok when breastfeeding', {
    ...LACT_MED,
    facts: [...LACT_MED.facts, fact.meaning('lactation_avoid')],
  }),
  c('M11', 'rrLactating', 'zh-CN', '哺乳期吃奥美拉唑对宝宝有影响吗', LACT_MED_COMPATIBLE),
  c('M11', 'rrLactating', 'zh-CN', '喂奶期间能吃布洛芬吗', LACT_MED_COMPATIBLE),
  c('M11', 'rrLactating', 'zh-CN', '哺乳期可以吃阿托伐他汀吗', {
    ...LACT_MED,
    facts: [...LACT_MED.facts, fact.meaning('lactation_avoid')],
  }),
  c('M11', 'rrLactating', 'zh-CN', '喂奶期间能喝一杯红酒吗', LACT_ALCOHOL),
  c('M11', 'rrLactating', 'zh-CN', '哺乳期喝了啤酒要隔多久才能喂奶', LACT_ALCOHOL),
  c('M11', 'rrLactating', 'en-US', 'can I have a glass of wine while breastfeeding', LACT_ALCOHOL),
  c('M11', 'rrLactating', 'en-US', 'how long after a beer can I nurse?', LACT_ALCOHOL),
  // Look-alikes: coffee stays the caffeine answer; omeprazole without breastfeeding is not this table.
  c('M11', 'rrLactating', 'en-US', 'can I drink coffee while nursing', {
    intent: 'pregnancy_lactation',
    forbid: [fact.noteMeaning('lactation-alcohol')],
  }),
  c('M11', 'ppi', 'en-US', 'is omeprazole safe for me long term?', {
    forbid: [fact.meaning('lactation_compatible')],
  }),
  c('M11', 'ppi', 'zh-CN', '奥美拉唑长期吃安全吗', { forbid: [fact.meaning('lactation_compatible')] }),

  // ---- M2: metformin and the kidneys, from the plan's eGFR stage ----
  c('M2', 'rrCkd', 'zh-CN', '我的eGFR是35，二甲双胍还能照常吃吗？要不要减量', METFORMIN_KIDNEY),
  c('M2', 'rrCkd', 'zh-CN', '二甲双胍伤肾吗，我肾功能不好', METFORMIN_KIDNEY),
  c('M2', 'rrCkd', 'en-US', 'Is metformin still safe for my kidneys?', METFORMIN_KIDNEY),
  c('M2', 'rrCkd', 'en-US', 'should my metformin dose be lowered?', METFORMIN_KIDNEY),
  // Look-alikes: metformin and B12 stays the depletion answer; no kidney answer without kidney words.
  c('M2', 'rrCkd', 'en-US', 'Does metformin affect vitamin B12?', {
    forbid: [fact.noteMeaning('metformin-kidney')],
  }),
  c('M2', 'statin', 'zh-CN', '二甲双胍会影响维生素B12吗', { forbid: [fact.noteMeaning('metformin-kidney')] }),
  // ---- M3: a multivitamin with CKD is the plan's finding ----
  c('M3', 'rrCkd', 'en-US', 'Should I take a multivitamin?', CKD_MULTI),
  c('M3', 'rrCkd', 'en-US', 'can i take centrum?', CKD_MULTI),
  c('M3', 'rrCkd', 'zh-CN', '我该吃复合维生素吗', CKD_MULTI),
  c('M3', 'rrCkd', 'zh-CN', '善存能吃吗', CKD_MULTI),
  c('M3', 'plain', 'en-US', 'Should I take a multivitamin?', {
    forbid: [fact.noteMeaning('ckd-multivitamin')],
  }),
  c('M3', 'plain', 'zh-CN', '我该吃复合维生素吗', { forbid: [fact.noteMeaning('ckd-multivitamin')] }),
  // ---- M4: magnesium for cramps with CKD (even when the statin answer takes the cramps) ----
  c('M4', 'rrCkd', 'en-US', 'I get leg cramps at night, can I take magnesium?', CKD_MAGNESIUM),
  c('M4', 'rrCkd', 'en-US', 'would a magnesium pill help my cramps', CKD_MAGNESIUM),
  c('M4', 'rrCkd', 'zh-CN', '晚上腿抽筋，能吃镁吗', CKD_MAGNESIUM),
  c('M4', 'rrCkd', 'zh-CN', '小腿老抽筋，补点镁片行不行', CKD_MAGNESIUM),
  // ---- M5: leafy greens and cranberry on warfarin ----
  c(
    'M5',
    'rrWarfarin',
    'en-US',
    'I want to start eating a big spinach salad every day to get healthier, good idea?',
    GREENS,
  ),
  c('M5', 'rrWarfarin', 'en-US', 'can i eat kale every day?', GREENS),
  c('M5', 'rrWarfarin', 'en-US', 'is cranberry juice ok', CRANBERRY),
  c('M5', 'rrWarfarin', 'zh-CN', '我想每天吃一大盘菠菜，可以吗', GREENS),
  c('M5', 'rrWarfarin', 'zh-CN', '吃华法林能吃西兰花吗', GREENS),
  c('M5', 'rrWarfarin', 'zh-CN', '蔓越莓汁能喝吗', CRANBERRY),
  c('M5', 'plain', 'en-US', 'is spinach healthy?', { forbid: [fact.noteMeaning('warfarin-greens')] }),
  c('M5', 'plain', 'zh-CN', '蔓越莓汁能喝吗', { forbid: [fact.noteMeaning('warfarin-cranberry')] }),

  // ---- M7: green tea extract — no proven weight loss, liver injury at ≥ 800 mg EGCG ----
  c('M7', 'rrSertraline', 'en-US', 'is green tea extract good for weight loss', GREEN_TEA),
  c('M7', 'rrSertraline', 'en-US', 'does EGCG help burn fat?', GREEN_TEA),
  c('M7', 'plain', 'en-US', 'thinking of green tea extract pills to slim down', GREEN_TEA),
  c('M7', 'rrSertraline', 'zh-CN', '绿茶提取物减肥有用吗', GREEN_TEA),
  c('M7', 'plain', 'zh-CN', '吃茶多酚胶囊能减肥吗', GREEN_TEA),
  c('M7', 'plain', 'en-US', 'is drinking green tea good for me?', {
    forbid: [fact.noteMeaning('green-tea-extract')],
  }),
  c('M7', 'plain', 'zh-CN', '喝绿茶好吗', { forbid: [fact.noteMeaning('green-tea-extract')] }),
  // ---- M8: levothyroxine timing, both parts of a two-part question ----
  c('M8', 'rrSertraline', 'en-US', 'when do i take my vitamin D and my thyroid pill', {
    ...LEVO_TIMING,
    facts: [...LEVO_TIMING.facts, fact.meaning('vitamin_d_timing')],
  }),
  c('M8', 'rrSertraline', 'en-US', 'what time should I take levothyroxine', LEVO_TIMING),
  c('M8', 'levo', 'en-US', 'synthroid before or after breakfast?', LEVO_TIMING),
  c('M8', 'rrSertraline', 'zh-CN', '左甲状腺素和维生素D什么时候吃', {
    ...LEVO_TIMING,
    facts: [...LEVO_TIMING.facts, fact.meaning('vitamin_d_timing')],
  }),
  c('M8', 'rrSertraline', 'zh-CN', '优甲乐什么时候吃', LEVO_TIMING),
  c('M8', 'levo', 'zh-CN', '甲状腺的药饭前吃还是饭后吃', LEVO_TIMING),
  c('M8', 'plain', 'en-US', 'when should I take vitamin D', {
    forbid: [fact.noteMeaning('levothyroxine-timing')],
  }),
  c('M8', 'plain', 'zh-CN', '维生素D什么时候吃', { forbid: [fact.noteMeaning('levothyroxine-timing')] }),

  // ---- cosmetic list: reasonable questions answered, follow-ups that answer the question ----
  c('C-ginger', 'rrPregnant', 'en-US', 'Is ginger ok for nausea?', {
    notes: ['ginger-nausea'],
    forbid: [fact.meaning('out_of_scope')],
  }),
  c('C-ginger', 'rrPregnant', 'zh-CN', '孕吐很厉害，喝姜茶有用吗', { notes: ['ginger-nausea'] }),
  c('C-ginger', 'plain', 'en-US', 'is ginger good in curries?', {
    forbid: [fact.noteMeaning('ginger-nausea')],
  }),
  c('C-ginger', 'plain', 'zh-CN', '做菜放生姜好吗', { forbid: [fact.noteMeaning('ginger-nausea')] }),
  c('C-fenugreek', 'rrLactating', 'en-US', 'Can I take fenugreek to boost my milk supply?', {
    notes: ['fenugreek'],
    facts: [fact.noteMeaning('fenugreek')],
  }),
  c('C-fenugreek', 'rrLactating', 'zh-CN', '吃葫芦巴能下奶吗', {
    notes: ['fenugreek'],
    facts: [fact.noteMeaning('fenugreek')],
  }),
  c('C-creatine', 'rrVegan', 'en-US', 'is creatine ok?', {
    notes: ['creatine'],
    facts: [fact.noteMeaning('creatine')],
  }),
  c('C-creatine', 'rrVegan', 'zh-CN', '健身可以吃肌酸吗', { notes: ['creatine'] }),
  c('C-creatine', 'rrCkd', 'en-US', 'can I take creatine for the gym?', {
    notes: ['creatine-kidney'],
    facts: [fact.noteMeaning('creatine-kidney')],
  }),
  c('C-creatine', 'rrCkd', 'zh-CN', '肌酸能吃吗', { notes: ['creatine-kidney'] }),
  c('C-cramps', 'rrVegan', 'zh-CN', '跑完步腿抽筋了，要补什么', {
    notes: ['exercise-cramps'],
    facts: [fact.noteMeaning('exercise-cramps')],
    forbid: [fact.meaning('out_of_scope')],
  }),
  c('C-cramps', 'rrVegan', 'en-US', 'my calves cramp after long runs, what should i take', {
    notes: ['exercise-cramps'],
  }),
  // Look-alike: cramps with a statin stay the prescriber answer.
  c('C-cramps', 'statin', 'en-US', 'my legs cramp after exercise since starting atorvastatin', {
    intent: 'statin_muscle',
    forbid: [fact.noteMeaning('exercise-cramps')],
  }),
  c('C-salt', 'rrCkd', 'en-US', 'how much salt can I have a day', {
    notes: ['salt-ckd'],
    facts: [fact.noteMeaning('salt-ckd')],
  }),
  c('C-salt', 'rrCkd', 'zh-CN', '每天能吃多少盐', {
    notes: ['salt-ckd'],
    facts: [fact.noteMeaning('salt-ckd')],
  }),
  c('C-salt', 'plain', 'zh-CN', '一天吃多少盐合适', { notes: ['salt'], facts: [fact.text('5克')] }),
  c('C-salt', 'plain', 'en-US', 'how much sodium per day is ok?', {
    notes: ['salt'],
    facts: [fact.text('2,300 mg')],
  }),
  // Look-alike: salt substitutes keep their own answer.
  c('C-salt', 'rrCkd', 'zh-CN', '低钠盐可以吃吗', { intent: 'salt_substitute', notes: ['salt-substitute'] }),
  c('C-iron', 'rrPregnant', 'en-US', 'should i take iron every other day instead?', {
    history: ['Is 60 mg of iron too much for me?'],
    notes: ['iron-alternate-day', 'iron-alternate-day-supervised'],
    facts: [fact.noteMeaning('iron-alternate-day')],
  }),
  c('C-iron', 'rrPregnant', 'zh-CN', '铁剂可以改成隔天吃吗', {
    notes: ['iron-alternate-day', 'iron-alternate-day-supervised'],
  }),
  c('C-iron', 'plain', 'en-US', 'can I take iron on alternate days?', {
    notes: ['iron-alternate-day'],
    forbid: [fact.noteMeaning('iron-alternate-day-supervised')],
  }),
  c('C-missed', 'rrVegan', 'en-US', 'I forgot my B12 for like 2 weeks, is that bad', {
    notes: ['missed-supplement'],
    facts: [fact.noteMeaning('missed-supplement'), fact.planDose('vitaminB12')],
  }),
  c('C-missed', 'rrVegan', 'zh-CN', '维生素B12忘了吃两个星期，要紧吗', {
    notes: ['missed-supplement'],
    facts: [fact.noteMeaning('missed-supplement')],
  }),
  // Look-alike: a missed warfarin dose stays the warfarin rule.
  c('C-missed', 'rrWarfarin', 'zh-CN', '昨天忘吃华法林了怎么办', { notes: ['missed-dose-warfarin'] }),
  c('C-vitA', 'rrPregnant', 'en-US', 'Can I take a vitamin A supplement for my skin?', {
    notes: ['pregnancy-retinol'],
    facts: [fact.text('1200 µg')],
    forbid: [fact.text('Cod liver oil gives')],
  }),
  c('C-vitA', 'rrPregnant', 'zh-CN', '孕期能吃维生素A补充剂改善皮肤吗', {
    notes: ['pregnancy-retinol'],
    facts: [fact.text('1200 µg')],
  }),
  c('C-start', 'rrWarfarin', 'zh-CN', '钙片和华法林要分开吃吗', {
    facts: [fact.text('照常吃')],
    forbid: [fact.text('开始服用前')],
  }),
  c('C-start', 'rrWarfarin', 'en-US', 'do I need to space my calcium from warfarin?', {
    facts: [fact.text('keep taking')],
    forbid: [fact.text('before you start')],
  }),
  // Look-alike: something not taken yet still gets "before you start".
  c('C-start', 'warfarin', 'zh-CN', '华法林和钙片能一起吃吗', { facts: [fact.text('开始服用前')] }),

  // ---- H3 on the reviewers' own persona: a prenatal already at the treatment dose is kept ----
  c('H3-P1', 'rrPregnant', 'zh-CN', '爱乐维里的铁60毫克是不是太多了？要不要减量', PRENATAL_IRON_KEPT_ADDED),
  c(
    'H3-P1',
    'rrPregnant',
    'zh-CN',
    '我现在吃的爱乐维里有60毫克铁，铁蛋白才11，能不能再加一片硫酸亚铁？',
    PRENATAL_IRON_KEPT_ADDED,
  ),
  c('H3-P1', 'rrPregnant', 'en-US', 'Is 60 mg of iron too much for me?', PRENATAL_IRON_KEPT),
  c('H3-P1', 'rrPregnant', 'en-US', 'my prenatal has 60mg iron, should I cut back?', PRENATAL_IRON_KEPT),
  // Look-alike: without a lab-proven deficiency, 60 mg a day is still above the UL.
  c('H3-P1', 'plain', 'en-US', 'Is 60 mg of iron too much for me?', { facts: [fact.meaning('cut_dose')] }),
];

/**
 * The re-review findings `rows` leaves without a row in one of the languages, as "finding locale":
 * every finding must be asked in both, by the whole table and by any subset a test sends.
 */
export function findingsMissingALanguage(rows: readonly ReviewCase[]): string[] {
  const missing: string[] = [];
  for (const f of new Set(REREVIEW_CASES.map((c) => c.finding)))
    for (const l of LOCALES)
      if (!rows.some((c) => c.finding === f && c.locale === l)) missing.push(`${f} ${l}`);
  return missing;
}
