/**
 * Anaemia without iron studies (eleventh clinician review, en P2 finding 3, en P4 finding 4, zh P3
 * finding 9: iron 15 mg recommended, scheduled and sold on a haemoglobin of 118 g/L in a woman of 79
 * and 12.4 g/dL in a man of 66, with no ferritin, while the same plan said "take no iron of your own").
 *
 * A low haemoglobin is investigated, not treated: iron only when ferritin (or transferrin saturation)
 * shows iron deficiency; in a man or a woman past the menopause iron-deficiency anaemia needs the gut
 * investigated (BSG 2021; NICE CKS). So outside pregnancy a haemoglobin sets no iron status of its own
 * (the lab-markers row), and with neither ferritin nor TSAT among the results the plan holds iron for
 * the doctor (the finding `skipped:iron` with this text). Pregnancy keeps its trial of oral iron on a
 * low haemoglobin (BSH 2020: a trial of oral iron is the first-line test in pregnancy).
 */
import type { Bilingual, Source } from '../contracts/common';
import type { LabMarkerResult } from '../contracts/plan';

/** The reason's ref of the iron held for anaemia without iron studies (plan and chat read it). */
export const ANAEMIA_IRON_STUDIES_REF = 'lab:hemoglobin=low#no-iron-studies';

/** Markers that show whether iron is low: their presence lets the iron studies decide. */
export const IRON_STUDY_MARKERS: readonly string[] = ['ferritin', 'transferrinSaturation'];

export const ANAEMIA_IRON_STUDIES_SOURCE: Source = {
  ref: 'Snook J et al. British Society of Gastroenterology guidelines for the management of iron deficiency anaemia in adults, Gut 2021;70:2030–2051 (iron deficiency confirmed by ferritin, or transferrin saturation where ferritin may be raised by inflammation, before it is treated; bidirectional endoscopy for men and post-menopausal women with iron-deficiency anaemia); NICE CKS Anaemia – iron deficiency (confirm iron deficiency with serum ferritin before treatment; refer men and non-menstruating women with iron-deficiency anaemia for gastrointestinal investigation) — sections cited from memory',
  url: 'https://doi.org/10.1136/gutjnl-2021-325210',
};

export const ANAEMIA_IRON_STUDIES_TEXT: Bilingual = {
  zh: '血红蛋白偏低（贫血），但还没有查铁蛋白等铁的指标：方案不推荐铁剂。贫血不一定是缺铁（慢性病、炎症、肾脏、维生素B12或叶酸缺乏、一些药物都可以引起），只凭血红蛋白就吃铁，可能掩盖真正的原因。请医生先查铁蛋白和转铁蛋白饱和度（以及维生素B12、叶酸）；确实缺铁时由医生开铁剂。男性和绝经后女性出现缺铁性贫血，还要查明原因——最常见的是肠胃道慢慢出血，医生可能安排大便潜血或胃肠镜检查。在此之前先不要自己吃铁剂、阿胶或其他“补血”产品；出现黑便、便血、呕血，或头晕乏力越来越重，请当天就医。',
  en: 'Haemoglobin is low (anaemia), but no ferritin or other iron test has been done: the plan recommends no iron. Anaemia is not always a lack of iron (long-term illness, inflammation, the kidneys, low B12 or folate and some medicines cause it too), and iron taken on haemoglobin alone can hide the real cause. Ask your doctor to check ferritin and transferrin saturation first (with B12 and folate); if iron is low, the doctor prescribes it. In a man or a woman past the menopause, iron-deficiency anaemia also needs its cause found — most often slow bleeding from the gut, so the doctor may arrange a stool test or a camera test of the stomach and bowel. Until then take no iron tablets or "blood-building" products of your own; black or bloody stools, vomiting blood, or dizziness and tiredness getting worse need a doctor the same day.',
};

/** A low haemoglobin with neither ferritin nor TSAT among the results, outside pregnancy. */
export function anaemiaWithoutIronStudies(
  markers: readonly LabMarkerResult[] | undefined,
  pregnant: boolean,
): boolean {
  if (pregnant || !markers) return false;
  if (markers.find((m) => m.key === 'hemoglobin')?.flag !== 'low') return false;
  return !markers.some((m) => IRON_STUDY_MARKERS.includes(m.key));
}

/**
 * Ferritin under 30 µg/L beside a low haemoglobin is iron deficiency, whatever the lab's or the healthy
 * population's range says (twelfth clinician review, zh P4 #1: Hb 112 g/L with ferritin 15 called
 * "铁储备正常"). WHO 2020 puts depleted stores at < 15 µg/L in apparently healthy people; with anaemia
 * the BSG 2021 guideline reads ferritin up to 30 µg/L (and often higher) as iron deficiency. Outside
 * pregnancy (pregnancy has its own < 30 band, BSH 2020), haemoglobinopathy and G6PD deficiency.
 */
export const IRON_DEFICIENCY_WITH_ANAEMIA = {
  ferritinBelow: 30,
  label: { zh: '偏低（贫血时缺铁）', en: 'low (iron deficiency with anaemia)' },
  meaning: {
    zh: '血红蛋白偏低时，铁蛋白低于 30 µg/L 就是缺铁（缺铁性贫血），即使在化验单的参考范围以内：需要治疗剂量的铁剂并查明原因，见方案中关于铁的建议；不按日常补充的上限减量。',
    en: 'With a low haemoglobin, a ferritin under 30 µg/L means iron deficiency (iron-deficiency anaemia), even inside the range printed on the report: it needs a treatment dose of iron and its cause found — see the iron advice in your plan; it is not cut to the everyday upper limit.',
  },
  /** Added for a man or a woman past the menopause: the cause is looked for in the gut first. */
  meaningGut: {
    zh: '男性和绝经后女性出现缺铁性贫血，首先要排除消化道慢性失血（溃疡、息肉或肿瘤），通常需要胃镜和结肠镜检查：请尽快看全科或消化科医生。',
    en: 'In a man or a woman past the menopause, iron-deficiency anaemia needs slow bleeding from the gut (an ulcer, polyp or cancer) ruled out first, usually with gastroscopy and colonoscopy: see your GP or a gastroenterologist soon.',
  },
  source: {
    ref: 'Snook J et al. BSG guidelines for the management of iron deficiency anaemia in adults, Gut 2021;70:2030 (ferritin thresholds for iron deficiency with anaemia; bidirectional endoscopy in men and post-menopausal women); WHO guideline on use of ferritin concentrations to assess iron status in individuals and populations (2020): < 15 µg/L in apparently healthy adults — sections cited from memory',
    url: 'https://doi.org/10.1136/gutjnl-2021-325210',
  },
} as const satisfies {
  ferritinBelow: number;
  label: Bilingual;
  meaning: Bilingual;
  meaningGut: Bilingual;
  source: Source;
};

/**
 * A low ferritin with a haemoglobin above its range, or on hydroxyurea for a blood disorder: not an
 * iron-deficiency anaemia to treat. In polycythaemia vera venesection keeps the haematocrit under 0.45
 * and a low ferritin is its expected result; iron raises the red cells again and with them the risk of
 * clots (twenty-sixth clinician review, zh S1).
 */
export const HIGH_HB_IRON: { text: Bilingual; source: Source } = {
  text: {
    zh: '铁蛋白低而血红蛋白不低（或偏高），或者你在吃羟基脲治疗血液病：这不是要补铁的缺铁性贫血。真性红细胞增多症等靠放血治疗的病，铁蛋白低正是治疗的预期结果，补铁（包括铁剂、含铁的复合维生素和阿胶等“补血”产品）会让红细胞很快升回去、增加血栓风险。不要自己吃铁或加量；补不补铁只由你的血液科医生决定。',
    en: 'A low ferritin with a haemoglobin that is not low (or is high), or hydroxyurea taken for a blood disorder: this is not an iron-deficiency anaemia to treat with iron. In polycythaemia vera and other conditions treated by venesection a low ferritin is the expected result of treatment, and iron (tablets, multivitamins with iron, "blood-building" tonics) makes the red cells climb back quickly and raises the risk of clots. Take no iron and do not raise a dose on your own; only your haematologist decides whether you need any.',
  },
  source: {
    ref: 'McMullin MF et al. A guideline for the diagnosis and management of polycythaemia vera. A British Society for Haematology Guideline. Br J Haematol 2019;184:176–191 (venesection to a haematocrit below 0.45; iron supplementation generally avoided); 中华医学会血液学分会白血病淋巴瘤学组《真性红细胞增多症诊断与治疗中国指南（2022年版）》（中华血液学杂志2022年第43卷第7期）',
  },
};

/**
 * Cancer in the plan with no ferritin or transferrin saturation among the results (thirty-fourth clinician
 * review, zh M5: iron 15 mg recommended and sold from a diet estimate to a woman 95 days after a stem-cell
 * transplant, after many transfusions). Transfusions and blood cancers raise body iron, and anaemia in
 * cancer is seldom a lack of iron in the diet: no iron product until iron studies say so.
 */
export const CANCER_IRON_STUDIES_REF = 'condition:cancer#no-iron-studies';
export const CANCER_IRON_STUDIES_TEXT: Bilingual = {
  zh: '有肿瘤或在做肿瘤治疗（尤其是血液肿瘤、做过造血干细胞移植或输过血）：铁不按饮食估计来补，方案不推荐铁剂。输血和一些肿瘤会让体内的铁偏多，缺不缺铁要先查铁蛋白和转铁蛋白饱和度——请肿瘤科（或移植）团队先查，确实缺铁时由医生开；在此之前不要自己吃铁剂或“补血”产品。',
  en: 'With a cancer or cancer treatment (above all a blood cancer, a stem-cell transplant or blood transfusions), iron is not added on a diet estimate: the plan recommends no iron. Transfusions and some cancers leave the body with too much iron, so whether iron is low needs a ferritin and transferrin saturation first — ask the oncology (or transplant) team to check them, and take iron only if they prescribe it; until then take no iron tablets or "blood-building" products of your own.',
};
export const CANCER_IRON_STUDIES_SOURCE: Source = {
  ref: 'Majhail NS et al. Recommended screening and preventive practices for long-term survivors after hematopoietic cell transplantation. Biol Blood Marrow Transplant 2012;18:348–371 (ferritin screening for iron overload after transfusions); Aapro M et al. Management of anaemia and iron deficiency in patients with cancer: ESMO Clinical Practice Guidelines. Ann Oncol 2018;29(Suppl 4):iv96–iv110 (iron given on ferritin and transferrin saturation); Muscaritoli M et al. ESPEN practical guideline: Clinical Nutrition in cancer, Clin Nutr 2021;40:2898 (no micronutrient supplements without a deficiency) — sections cited from memory',
  url: 'https://doi.org/10.1016/j.bbmt.2011.10.006',
};

/**
 * The iron held for anaemia without iron studies (kidney, anaemia, cancer above), when the person already
 * takes iron their doctor prescribed (a product marked prescribed, or an intravenous iron among the
 * medicines). "Take no iron of your own" beside the prescribed capsule read as "stop it" (blind answer
 * round 53, en-072, development data: CKD 4 on EPO with polysaccharide iron). The prescription stands;
 * the plan adds none, and ferritin and TSAT are what tell the prescriber whether the dose is right
 * (KDIGO 2012 Anemia in CKD rec. 2.2.1: iron status checked at least every 3 months during ESA treatment;
 * BSG 2021: response to oral iron checked by haemoglobin and ferritin).
 */
export const PRESCRIBED_IRON_REF_SUFFIX = '|prescribed-iron';
export const PRESCRIBED_IRON_TEXT: Bilingual = {
  zh: '贫血：你在用医生开的铁剂——这是医生为贫血选定的治疗，请照医嘱继续服用，方案不再另外推荐铁。缺铁是否纠正、剂量够不够，要看铁蛋白和转铁蛋白饱和度：请开药的医生定期复查这两项（在打促红素的话，至少每3个月一次），不要自己再加铁剂、阿胶或其他“补血”产品。',
  en: 'Anaemia: you take iron your doctor prescribed — that is the treatment chosen for your anaemia: keep taking it as prescribed; the plan adds no other iron. Whether iron is back to normal and the dose is right shows in ferritin and transferrin saturation (TSAT): ask the prescriber to recheck both regularly (at least every 3 months if you are on EPO injections), and add no other iron tablets or “blood-building” products of your own.',
};

/**
 * The same held iron when the person already takes an iron product not marked prescribed: a doctor may have
 * advised it ("ferrous sulphate 200 mg twice a day" with iron deficiency told), so it is never "take no iron",
 * nor kept without a word: kept if a doctor advised it, checked if self-started (blind answer round 54, en-067 and
 * zh-066, development data: ulcerative colitis in flare on ferrous sulphate told "no iron test … take no iron").
 */
export const IRON_TAKEN_REF_SUFFIX = '|iron-taken';
export const IRON_TAKEN_TEXT: Bilingual = {
  zh: '贫血：你已经在吃铁剂。如果是医生开的或建议的，请照医嘱继续，不要自己停；如果是自己买来吃的，请医生查铁蛋白和转铁蛋白饱和度（以及维生素B12、叶酸），再决定要不要继续、吃多少。方案不再另外推荐铁，也不要再加别的铁剂、阿胶或“补血”产品；铁剂伤胃、吃不下去时，告诉医生——可以隔天吃、换剂型，或改成静脉补铁。',
  en: 'Anaemia: you already take iron. If a doctor prescribed or advised it, keep taking it as advised and do not stop it on your own; if you started it yourself, ask your doctor to check ferritin and transferrin saturation (with B12 and folate) and whether and how much to go on with. The plan adds no other iron — add no other iron tablets or “blood-building” products; if the iron upsets your stomach, tell the doctor: every-other-day dosing, another form or an iron drip are options.',
};

export const PRESCRIBED_IRON_SOURCE: Source = {
  ref: 'KDIGO Clinical Practice Guideline for Anemia in Chronic Kidney Disease 2012, ch. 2 (evaluate iron status at least every 3 months during ESA treatment, rec. 2.2.1) — Kidney Int Suppl 2012;2:279–335; Snook J et al. British Society of Gastroenterology guidelines for the management of iron deficiency anaemia in adults, Gut 2021;70:2030–2051 (response to oral iron checked by haemoglobin and ferritin) — recommendation numbers cited from memory',
  url: 'https://doi.org/10.1136/gutjnl-2021-325210',
};

/** Cancer in the plan and neither ferritin nor TSAT among the results. */
export function cancerWithoutIronStudies(
  conditions: readonly string[] | undefined,
  markers: readonly LabMarkerResult[] | undefined,
): boolean {
  if (!(conditions ?? []).includes('cancer')) return false;
  return !(markers ?? []).some((m) => IRON_STUDY_MARKERS.includes(m.key));
}
