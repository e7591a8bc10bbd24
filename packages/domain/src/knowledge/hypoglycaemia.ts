import type { Bilingual, Source } from '../contracts/common';
import { DRUGS } from './drugs';

const AGI_IDS: ReadonlySet<string> = new Set(
  DRUGS.filter((d) => (d.classes as readonly string[]).includes('alpha_glucosidase_inhibitor')).map(
    (d) => d.id,
  ),
);

/**
 * Treating a low on an α-glucosidase inhibitor (acarbose, miglitol, voglibose): these medicines slow the
 * breakdown of sucrose and starch, so table sugar, sweets, cola and most juice raise the glucose slowly;
 * a low (from the sulfonylurea or insulin taken with them) is treated with glucose (tenth clinician
 * review, zh P3 finding 1: 拜唐苹 with 亚莫利 was told "糖块或含糖饮料" in the plan, the chat and the
 * urgent card). Every hypoglycaemia text the person reads uses these lines instead of "fast sugar".
 */
export const AGI_HYPO_SOURCE: Source = {
  ref: 'Glucobay (acarbose) SmPC §4.4 (hypoglycaemia with a sulfonylurea or insulin: treat with glucose, not cane sugar); Precose (acarbose) US prescribing information, Warnings and Precautions: Hypoglycemia (oral glucose [dextrose], whose absorption is not inhibited, instead of sucrose; section number from memory); Glyset (miglitol) US prescribing information, Hypoglycemia (the same); 中国2型糖尿病防治指南（2020年版）：α-糖苷酶抑制剂与胰岛素或胰岛素促泌剂合用发生低血糖时，应使用葡萄糖或蜂蜜纠正，食用蔗糖或淀粉类食物的效果差',
  url: 'https://www.accessdata.fda.gov/scripts/cder/daf/index.cfm?event=BasicSearch.process',
};

/** One line for a plan finding, a lab reading and the urgent card's self-treatment. */
export const AGI_HYPO_LINE: Bilingual = {
  zh: '你在吃阿卡波糖（拜唐苹）这类α-糖苷酶抑制剂：低血糖时要吃葡萄糖——葡萄糖片或葡萄糖粉15–20克（手边没有时用一大勺蜂蜜），15分钟后再测；白糖、糖块、水果糖、可乐和大多数果汁在这类药作用下吸收慢，升糖效果差。家里和随身都要备好葡萄糖片；意识不清时不要喂食，立即拨打120。',
  en: 'You take acarbose (Precose, Glucobay) or another alpha-glucosidase inhibitor (miglitol, voglibose): treat a low with glucose — 15–20 g as glucose tablets, gel or powder (a tablespoon of honey if you have none) — and recheck after 15 minutes; table sugar, sweets and candy, cola and most juice are absorbed slowly with this medicine and work poorly. Keep glucose tablets at home and carry them with you; if the person is unconscious, give nothing by mouth and call 911.',
};

/** The chat's answer to "吃拜唐苹低血糖了吃块糖行吗" and "no glucose at home, is sugar water ok?". */
export const AGI_HYPO_ANSWER: Bilingual = {
  zh: '**吃拜唐苹（阿卡波糖）时，低血糖要吃葡萄糖（葡萄糖片或葡萄糖粉15–20克），水果糖、白糖水、可乐效果差，不能指望它们。** 阿卡波糖会让白糖（蔗糖）和淀粉在肠道里分解、吸收得很慢，所以糖块、白糖冲水、可乐和大多数果汁升血糖都慢；葡萄糖不用分解，直接吸收。低血糖（低于3.9 mmol/L，或心慌、手抖、出汗、发饿）时：吃15–20克葡萄糖，15分钟后再测，还低就再吃一次；家里一时没有葡萄糖，一大勺蜂蜜可以应急，然后尽快去药店买葡萄糖片。家里、包里、车上都备好葡萄糖片，并告诉家人放在哪里。同时吃格列美脲（亚莫利）等磺脲类药、瑞格列奈（诺和龙）这类格列奈类药或打胰岛素的，低血糖是它们引起的，磺脲类引起的还可能几个小时里反复出现：缓过来后按时吃下一顿饭，当天多测几次；出现过低血糖，请尽快告诉医生，药量可能需要调整。**意识不清或不能吞咽时不要喂任何东西，立即拨打120。**',
  en: '**On acarbose (Precose, Glucobay), treat a low with glucose — 15–20 g as glucose tablets, gel or powder; hard candy, sugar in water and cola work poorly and cannot be relied on.** Acarbose slows the breakdown and absorption of table sugar (sucrose) and starch, so sweets, sugar water, cola and most juice raise the glucose slowly; glucose needs no breakdown and is absorbed directly. With a low (under 70 mg/dL, 3.9 mmol/L, or shaking, sweating, a pounding heart, hunger): take 15–20 g of glucose, recheck after 15 minutes and repeat if still low; if you have no glucose at home, a tablespoon of honey will do for now — then buy glucose tablets at a pharmacy. Keep glucose tablets at home, in your bag and in the car, and tell your family where they are. On a sulfonylurea (glimepiride, glipizide, gliclazide, glyburide), a glinide (repaglinide, nateglinide) or insulin too, the low comes from that medicine, and with a sulfonylurea it can come back over several hours: eat your next meal on time once you feel better and check more often that day; tell your doctor about any low, as the dose may need changing. **If the person is unconscious or cannot swallow, give nothing by mouth and call 911.**',
};

/** Whether any of these medicines is an α-glucosidase inhibitor (acarbose, miglitol, voglibose). */
export function onAlphaGlucosidaseInhibitor(medicines: readonly string[]): boolean {
  return medicines.some((id) => AGI_IDS.has(id) || id === 'alpha_glucosidase_inhibitor');
}
