/**
 * New breathlessness, a dry cough or a fever on a medicine whose label warns of pneumonitis or interstitial
 * lung disease: the line under the urgent card names it and what to tell the doctor (twenty-eighth clinician
 * review, zh M9, for gefitinib; blind triage round 37 for the other EGFR inhibitors, immunotherapy,
 * methotrexate, amiodarone and nitrofurantoin). Rows of the medicine-toxicity table (safety/texts.ts): they
 * never make a message urgent or not — triage decides that (the `ctx_lung_toxic` rule, lexicon.ts).
 */
import { CHECKPOINT_INHIBITOR_SAID, EGFR_INHIBITOR_SAID } from '../knowledge/lung-toxic-medicines';
import type { MedicineToxicitySign } from './texts';

/** Breathlessness or a cough, in folded text. */
const LUNG_SIGNS =
  /喘|呼吸[^，。]{0,4}(急|快|困难|费劲|费力)|咳个不停|一直咳|喘不过气|上气不接下气|上不来气|气短|气促|气急|呼吸困难|憋气|憋得慌|干咳|咳嗽|\b(breathless\w*|short of breath|shortness of breath|out of breath|can'?t (catch my|get my) breath|can'?t breathe|winded|cough\w*|breathing (rate|fast|hard|heavy|quick)\w*|(fast|rapid|laboured|labored|heavy) breathing)\b/;

export const LUNG_MEDICINE_SIGNS: readonly MedicineToxicitySign[] = [
  {
    drugs: [],
    classes: ['egfr_tki'],
    said: EGFR_INHIBITOR_SAID,
    signs: LUNG_SIGNS,
    namesInstead: ['breathing', 'aspiration'],
    text: {
      zh: '你在吃的EGFR靶向药（如吉非替尼、厄洛替尼、奥希替尼、埃克替尼、阿美替尼）：新出现的气短、干咳，尤其伴发烧，可能是它引起的间质性肺病（也可能是肺炎），需要立即就医。告诉接诊医生你在吃哪种靶向药、什么时候开始的；医生看过之前，先不要吃下一次，但也不要自己决定以后停药——由肿瘤科决定。',
      en: 'You take an EGFR-targeted cancer pill (such as gefitinib, erlotinib, osimertinib or afatinib): new breathlessness or a dry cough, above all with a fever, can be interstitial lung disease from it (or a pneumonia) and needs a doctor now. Tell the doctor who sees you which one you take and since when; hold the next dose until a doctor has seen you, but leave whether to stop it for good to your oncology team.',
    },
    source:
      'IRESSA (gefitinib) US PI (AstraZeneca, 2023) §5.1 and TAGRISSO (osimertinib) US PI §5.1 Interstitial lung disease/pneumonitis (withhold for acute onset or worsening of pulmonary symptoms — dyspnoea, cough, fever — and investigate; discontinue if confirmed); TARCEVA (erlotinib) US PI §5.1; GILOTRIF (afatinib) US PI §5.3',
  },
  {
    drugs: [],
    said: CHECKPOINT_INHIBITOR_SAID,
    signs: LUNG_SIGNS,
    namesInstead: ['breathing', 'aspiration'],
    text: {
      zh: '你在用免疫治疗（PD-1/PD-L1等免疫检查点抑制剂）：新出现的气短、咳嗽，尤其伴发烧或胸痛，可能是免疫相关性肺炎，可以在最后一次用药后几个月内出现，需要立即就医。告诉接诊医生你在用哪种免疫药、最后一次是哪天，并通知肿瘤科；在医生看过之前不要用下一次。',
      en: 'You are on immunotherapy (a PD-1/PD-L1 or other checkpoint inhibitor): new breathlessness or a cough, above all with a fever or chest pain, can be immune-related pneumonitis — it can come months after the last dose — and needs a doctor now. Tell the doctor which one you have and when the last dose was, and let your oncology team know; no further dose until a doctor has seen you.',
    },
    source:
      'KEYTRUDA (pembrolizumab) US PI (Merck, 2024) §5.1 Immune-mediated pneumonitis (withhold for grade 2, permanently discontinue for grade 3–4 or recurrent grade 2); OPDIVO (nivolumab) US PI §5.1; Schneider BJ et al. ASCO guideline: management of immune-related adverse events, J Clin Oncol 2021;39:4073',
  },
  {
    drugs: ['methotrexate'],
    signs: LUNG_SIGNS,
    namesInstead: ['breathing', 'aspiration'],
    text: {
      zh: '你在吃甲氨蝶呤：新出现的干咳、气短，尤其伴发烧，可能是甲氨蝶呤引起的肺炎（间质性肺炎），用药任何时候都可能出现，需要立即就医。告诉接诊医生你在吃甲氨蝶呤、每周的量；医生看过之前先不要吃下一次。',
      en: 'You take methotrexate: a new dry cough or breathlessness, above all with a fever, can be methotrexate lung inflammation (pneumonitis), which can come at any time on it, and needs a doctor now. Tell the doctor you take methotrexate and your weekly dose; skip the next dose until a doctor has seen you.',
    },
    source:
      'Methotrexate tablets US PI (e.g. TREXALL/XATMEP, DailyMed) boxed warning and §5 Serious adverse reactions: methotrexate-induced lung disease, including acute or chronic interstitial pneumonitis, may occur at any time (dry non-productive cough, fever, dyspnoea) — withhold and evaluate',
  },
  {
    drugs: ['amiodarone'],
    signs: LUNG_SIGNS,
    namesInstead: ['breathing', 'aspiration'],
    text: {
      zh: '你在吃胺碘酮：新出现或越来越重的气短、干咳，可能是胺碘酮引起的肺毒性（肺炎或肺纤维化），需要立即就医。告诉接诊医生你在吃胺碘酮、吃了多久、每天多少；不要自己停药——停不停、怎么换由医生决定（它控制的是心律）。',
      en: 'You take amiodarone: new or worsening breathlessness or a dry cough can be amiodarone lung toxicity (pneumonitis or fibrosis) and needs a doctor now. Tell the doctor you take amiodarone, for how long and how much; do not stop it yourself — it controls your heart rhythm, and the doctor decides.',
    },
    source:
      'Amiodarone hydrochloride tablets US PI (e.g. PACERONE, DailyMed) boxed warning: pulmonary toxicity (hypersensitivity pneumonitis or interstitial/alveolar pneumonitis), and §5 Pulmonary toxicity',
  },
  {
    drugs: ['nitrofurantoin'],
    signs: LUNG_SIGNS,
    namesInstead: ['breathing', 'aspiration'],
    text: {
      zh: '你在吃呋喃妥因：开始吃后出现发烧、发冷、咳嗽、胸痛或气短，可能是呋喃妥因引起的急性肺部反应，需要立即就医。先不要再吃下一次，告诉接诊医生你在吃呋喃妥因、哪天开始的，由医生换用别的抗菌药。',
      en: 'You take nitrofurantoin: a fever, chills, cough, chest pain or breathlessness after starting it can be an acute lung reaction to it and needs a doctor now. Take no further dose, and tell the doctor you take nitrofurantoin and when you started, so they can switch the antibiotic.',
    },
    source:
      'MACROBID (nitrofurantoin monohydrate/macrocrystals) US PI (DailyMed) §5 Warnings: pulmonary reactions — acute reactions with fever, chills, cough, chest pain, dyspnoea, usually within the first week; discontinue',
  },
];
