/**
 * Two sulfonylureas taken together, and 消渴丸 (Xiaoke pills), the Chinese patent medicine that holds one.
 * Forty-eighth clinician review: a 79-year-old with an eGFR of 34 and a fasting glucose of 3.6 mmol/L took 消渴丸
 * 10 pills three times a day with glimepiride (亚莫利 2 mg); 消渴丸 was not in the dictionary, so the plan said
 * "我无法核对消渴丸" and the chat ("消渴丸是中成药，比西药温和吧？我跟亚莫利一起吃没事吧？") had no rule.
 *
 * Every 10 pills of 消渴丸 hold glibenclamide 2.5 mg (its label's 【成分】), so beside another sulfonylurea it is
 * two at once — a duplicate, as two NSAIDs are (`./drug-interactions`): glucose lowering adds up with no benefit,
 * and glibenclamide is long-acting and cleared by the kidneys, so an older age, weak kidneys or a glucose already
 * low make severe, recurrent lows likely. Written as the roxadustat rows are (`./roxadustat-cations`): the rows
 * here, spread into `DRUG_INTERACTION_RULES`. The advice never has either medicine stopped on one's own: the
 * prescriber today decides which one stays.
 */
import type { Source } from '../contracts/common';
import type { DrugInteractionRule } from './drug-interactions';
import type { DrugId } from './drugs';
import { c, d, row, type RuleBody } from './drug-interaction-row';

/** The medicines of the dictionary that are or contain glibenclamide (glyburide). */
export const GLIBENCLAMIDE_PRODUCTS: readonly DrugId[] = ['glibenclamide', 'xiaoke-pills'];

/** Glibenclamide in 消渴丸, as its label gives it: mg per 10 pills. */
export const XIAOKE_GLIBENCLAMIDE_MG_PER_10_PILLS = 2.5;

export const XIAOKE_LABEL: Source = {
  ref: '消渴丸说明书（广州白云山中一药业）【成分】每10丸含格列本脲2.5 mg；【注意事项】本品含格列本脲，不宜与其他磺脲类药物合用，老年人慎用（条文凭记忆）',
};

export const SULFONYLUREA_DUPLICATE_SOURCE: Source = {
  ref: `${XIAOKE_LABEL.ref}; American Geriatrics Society 2023 Updated AGS Beers Criteria, J Am Geriatr Soc 2023;71:2052–2081 (sulfonylureas, all: avoid in older adults — hypoglycaemia, cardiovascular events and death; if one is used, a short-acting one, glyburide/glibenclamide and glimepiride carrying the highest risk of prolonged hypoglycaemia); 中国老年糖尿病诊疗指南（2024年版）（老年患者避免使用格列本脲等低血糖风险高的长效磺脲类，肾功能不全时慎用磺脲类；章节凭记忆）; American Diabetes Association, Standards of Care in Diabetes—2025, §13 Older Adults (avoid hypoglycaemia; deintensify medicines that cause it; glyburide avoided) and §6 (hypoglycaemia: 15–20 g of glucose below 3.9 mmol/L, 70 mg/dL); Amaryl (glimepiride) US prescribing information §5.1 (hypoglycaemia: elderly, renal impairment) — sections cited from memory`,
  url: 'https://diabetesjournals.org/care/issue/48/Supplement_1',
};

/** What to do, the same for every two sulfonylureas: the prescriber today, nothing changed on one's own, sugar at hand. */
const ADVICE = (which: { zh: string; en: string }): RuleBody['advice'] => ({
  zh: `今天就联系开药的医生（或药师），告诉他们这两种药都在吃、每次吃多少，以及最近测的血糖；一般只保留一种${which.zh}——保留哪一种、怎么换，由医生决定。在医生答复之前，不要自己停掉或减掉其中一种，也不要自己加量；三餐按时吃，吃了药不要不吃饭，不喝酒，多测血糖。身上随时带糖块或葡萄糖片：血糖低于3.9 mmol/L，或心慌、手抖、出汗、发饿时，马上吃15–20克糖，15分钟后再测。意识不清、叫不醒或抽搐时不要喂任何东西，立即拨打120。`,
  en: `Contact the doctor who prescribes them (or your pharmacist) today: tell them you take both, how much of each, and your recent glucose readings. Usually only one is kept${which.en} — which one, and how to change over, is the doctor’s decision. Until they answer, do not stop, cut or raise either one on your own; eat your meals on time and never take the tablets and then miss the meal; no alcohol; check your glucose more often. Carry sugar or glucose tablets at all times: under 3.9 mmol/L (70 mg/dL), or shaking, sweating, a pounding heart or hunger, take 15–20 g of sugar at once and recheck after 15 minutes. If the person is confused, cannot be woken or has a seizure, give nothing by mouth and call emergency services (911; 120 in China).`,
});

/** 消渴丸 beside another sulfonylurea: what is in it, and why that is two at once. */
const XIAOKE_DUPLICATE: RuleBody = {
  severity: 'major',
  management: 'avoid',
  mechanism: {
    zh: `消渴丸不是单纯的中药，也不比西药“温和”：每10丸含西药格列本脲（优降糖）${XIAOKE_GLIBENCLAMIDE_MG_PER_10_PILLS} mg（一次10丸、一天3次，就是每天${XIAOKE_GLIBENCLAMIDE_MG_PER_10_PILLS * 3} mg格列本脲），说明书写明不宜与其他磺脲类药物合用、老年人慎用。再吃格列美脲（亚莫利）、格列齐特（达美康）、格列吡嗪、格列喹酮或格列本脲，就是两种磺脲类降糖药一起吃，降糖作用叠加，没有额外好处。格列本脲作用时间长、要靠肾排出：年纪大、肾功能差（eGFR低于60）或空腹血糖已经偏低（低于3.9 mmol/L）时，容易出现严重、反复、一拖好几个小时的低血糖，可能摔倒、意识不清，甚至昏迷。`,
    en: `Xiaoke pills (Xiaoke Wan) are not a purely herbal medicine, nor “milder” than Western ones: every 10 pills contain ${XIAOKE_GLIBENCLAMIDE_MG_PER_10_PILLS} mg of glibenclamide (glyburide), a Western sulfonylurea (10 pills three times a day is ${XIAOKE_GLIBENCLAMIDE_MG_PER_10_PILLS * 3} mg of glibenclamide a day), and the label says not to combine them with other sulfonylureas and to use them with caution in older people. With glimepiride (Amaryl), gliclazide, glipizide, gliquidone or glibenclamide itself, that is two sulfonylureas at once: their glucose lowering adds up with no added benefit. Glibenclamide is long-acting and cleared through the kidneys, so at an older age, with reduced kidney function (an eGFR under 60) or with a fasting glucose already low (under 3.9 mmol/L, 70 mg/dL), severe, recurrent lows that last for hours are likely — with falls, confusion, even coma.`,
  },
  advice: ADVICE({
    zh: '，多半是先换掉含格列本脲的消渴丸',
    en: ', most often replacing the Xiaoke pills (the glibenclamide) first',
  }),
};

/** Any two sulfonylureas (glimepiride with gliclazide, glibenclamide with glipizide …). */
const SULFONYLUREA_DUPLICATE: RuleBody = {
  severity: 'major',
  management: 'avoid',
  mechanism: {
    zh: '两种磺脲类降糖药（格列美脲/亚莫利、格列齐特/达美康、格列吡嗪、格列喹酮、格列本脲/优降糖，以及含格列本脲的消渴丸）一起吃，降糖作用叠加，没有额外好处，低血糖的风险却明显增加；年纪大、肾功能差、吃饭不规律或血糖已经偏低时，低血糖可能严重、反复、一拖好几个小时，格列本脲这类长效、靠肾排出的药尤其如此。',
    en: 'Two sulfonylureas together (glimepiride/Amaryl, gliclazide/Diamicron, glipizide/Glucotrol, gliquidone, glibenclamide/glyburide, and the Xiaoke pills that contain glibenclamide) add up their glucose lowering with no added benefit, but the risk of low blood sugar rises sharply; at an older age, with weak kidneys, irregular meals or a glucose already low, the lows can be severe, recurrent and last for hours — above all with a long-acting one cleared by the kidneys, such as glibenclamide.',
  },
  advice: ADVICE({ zh: '', en: '' }),
};

/**
 * The rows: 消渴丸 with any other sulfonylurea (both ways round, so its own text wins over the class row whichever
 * medicine is listed first), then any two sulfonylureas.
 */
export const SULFONYLUREA_DUPLICATE_PAIRS: readonly DrugInteractionRule[] = [
  row(d('xiaoke-pills'), c('sulfonylurea'), XIAOKE_DUPLICATE, SULFONYLUREA_DUPLICATE_SOURCE),
  row(c('sulfonylurea'), d('xiaoke-pills'), XIAOKE_DUPLICATE, SULFONYLUREA_DUPLICATE_SOURCE),
  row(c('sulfonylurea'), c('sulfonylurea'), SULFONYLUREA_DUPLICATE, SULFONYLUREA_DUPLICATE_SOURCE),
];
