/**
 * Forty-sixth clinician review (2026-12-02): what the chat must say where it said the opposite. Colchicine beside a
 * short course of a strong CYP3A4 or P-gp inhibitor (clarithromycin, erythromycin, ketoconazole, itraconazole), asked
 * "can I pause the colchicine until my doctor is back on Monday?" (zh S1) or "should I skip tonight's colchicine?" (en
 * M13), got the colchicine-and-statin card's "keep taking both, do not stop either", or an emergency card. The label
 * forbids the pair with kidney or liver disease and cuts the colchicine dose hard otherwise: a pharmacist today, before
 * the next dose, and not the two together until then.
 */
import type { FaqRow } from './types';

const COLCHICINE = /秋水仙碱|秋水仙|\bcolchicine\b|\bcolcrys\b|\bmitigare\b|\bgloperba\b/;
/** Pausing, skipping or waiting: "停几天", "先不吃", "skip tonight's", "hold it", "until Monday". */
const PAUSE_OR_WAIT =
  /停|先不吃|不吃了|还吃不吃|吃不吃|要不要吃|少吃一次|跳过|漏一次|等到|等医生|礼拜一|周一|星期一|\bskip\w*|\bpause\w*|\bhold\b|\bstop\w*|\bwait\w*|\buntil (monday|tomorrow|the doctor)|\bmiss (a|the|tonight'?s)\b|\bleave (it )?out\b/;

/** A cold or cough medicine taken as a liquid: the form that holds alcohol. */
const LIQUID_COLD_MEDICINE =
  /nyquil|night ?nurse|(止咳|感冒|夜用)[^，。？?]{0,4}(糖浆|口服液|药水)|糖浆|\b(cough|cold|flu)\b[^.?!]{0,12}\b(syrup|mixture|liquid|medicine)\b|\bsyrups?\b|\belixir\b|\btinctures?\b|\bliquid\b[^.?!]{0,20}\b(cold|flu|cough)\b/;

/** A cystic fibrosis vitamin: the ADEK products, or "CF vitamins" said. */
const CF_VITAMINS =
  /aquadeks?|\bdekas?\b|\bmvw\b|\bsource ?cf\b|\badek\b|\bcf vitamins?\b|囊性纤维化[^，。？?]{0,6}维生素|脂溶性维生素[^，。？?]{0,4}(胶囊|片)/;

export const REVIEW46_FAQ: readonly FaqRow[] = [
  {
    // Forty-sixth clinician review, en S3: "my CF team has me on AquADEKs 2 softgels a day but my plan says no vitamin A
    // supplement?? should I stop them" → the liver-disease rule: no preformed vitamin A unless the liver doctor prescribes.
    id: 'cf-vitamins-keep-as-prescribed',
    when: [CF_VITAMINS],
    for: {
      medicines: ['cftr_modulator', 'pancrelipase'],
      said: /囊性纤维化|\bcystic fibrosis\b|\bcf (team|clinic|centre|center|dietitian|doctor)\b/,
    },
    wholeMessage: true,
    intent: 'supplement_dose',
    text: {
      zh: '**CF团队开的ADEK维生素（如AquADEKs）请照常吃，按他们定的量，不要自己停。** 胰腺功能不全时，吃进去的脂肪和脂溶性维生素A、D、E、K很难吸收，单靠饮食补不上，所以囊性纤维化指南建议常规补充，并按血里的水平调整；方案里“不常规补充维生素A”的说法是给一般人的，不适用于你。和有脂肪的正餐、胰酶一起吃，吸收最好。肝功能指标偏高的话，请把结果给CF团队看：要不要调整维生素，由他们决定。',
      en: '**Keep taking the ADEK vitamins your CF team prescribed (AquADEKs) exactly as they set them — do not stop them yourself.** With pancreatic insufficiency, fat and the fat-soluble vitamins A, D, E and K are poorly absorbed, so food alone cannot cover them; the cystic fibrosis guidelines advise routine supplements, adjusted to blood levels. The plan’s general line against a routine vitamin A supplement is for people without CF and does not apply to you. Take them with a meal that has fat, together with your Creon, for the best absorption. If your liver tests are raised, show them to the CF team: any change to the vitamins is theirs to decide.',
    },
    source: {
      ref: 'Turck D et al. ESPEN-ESPGHAN-ECFS guidelines on nutrition care for infants, children, and adults with cystic fibrosis. Clin Nutr 2016;35:557–577 (routine vitamin A, D, E and K supplementation with pancreatic insufficiency, adjusted to serum levels); Cystic Fibrosis Foundation, Vitamins and CF — sections from memory',
      url: 'https://doi.org/10.1016/j.clnu.2016.03.004',
    },
  },
  {
    // Forty-sixth clinician review, en S1: "NyQuil at night for this cold, the green liquid one, 2 tablespoons — ok with
    // my Antabuse?" led with the folic acid's upper limit and "no reliable rule" for the cold medicine.
    id: 'alcohol-deterrent-liquid-cold-medicine',
    when: [LIQUID_COLD_MEDICINE],
    unless: [/无酒精|不含酒精|\balcohol.?free\b|\bliquicaps?\b|\bcapsules?\b|\btablets?\b|\bcaplets?\b/],
    // On metronidazole or a cephalosporin the antibiotics' own alcohol row answers (藿香正气水 and its alcohol-free forms).
    for: { medicines: ['disulfiram'] },
    wholeMessage: true,
    intent: 'drug_interaction',
    text: {
      zh: '**不行：NyQuil液体和很多止咳糖浆、感冒药水、藿香正气水含酒精（NyQuil原版液体约10%），两大勺就相当于一小口酒，吃双硫仑时会引起双硫仑反应（吃甲硝唑、替硝唑时叫双硫仑样反应，一样要避开）。** 今晚就换掉：请药师换成不含酒精的感冒药（胶囊、片剂，或标明“无酒精”的配方），买前看成分表里有没有“酒精/乙醇”；双硫仑停药后14天内、甲硝唑或替硝唑疗程后3天内也一样。这些感冒药大多含对乙酰氨基酚：所有含它的药（感冒药、止痛药）加在一起算，每天不超过说明书上限；肝功能指标偏高时，请医生告诉你自己的每日上限。已经出现脸红发烫、心跳很快、恶心呕吐、气短或头晕，先别再吃；胸痛、呼吸困难、晕倒或反复呕吐，请立即拨打急救电话。',
      en: '**No — NyQuil liquid and many cough and cold syrups contain alcohol (about 10 % in the original NyQuil liquid), so two tablespoons is like a small drink, and on disulfiram (Antabuse) it can bring on the disulfiram reaction (metronidazole and tinidazole bring on the same).** Swap it tonight: ask the pharmacist for an alcohol-free cold medicine (LiquiCaps, tablets, or a formula labelled alcohol-free) and check "alcohol" in the inactive ingredients — for 14 days after your last disulfiram, or 3 days after a metronidazole or tinidazole course, too. Most of these products contain acetaminophen: count every product that holds it (NyQuil, DayQuil, Tylenol) within the label\'s daily maximum, and with raised liver tests ask your doctor for your own limit. A hot red face, a pounding heart, vomiting, breathlessness or dizziness after a dose means no more of it; chest pain, trouble breathing, fainting or repeated vomiting need emergency help at once.',
    },
    source: {
      ref: 'Vicks NyQuil Cold & Flu Nighttime Relief liquid, Drug Facts (inactive ingredients: alcohol); Disulfiram tablets USP, US prescribing information (alcohol in disguised forms, cough mixtures; reactions up to 14 days after the last dose); Flagyl (metronidazole) US prescribing information §5 and §7 (alcohol during and for 3 days after); US FDA OTC acetaminophen labeling, 21 CFR 201.326 (liver warning) — sections from memory',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=disulfiram',
    },
  },
  {
    id: 'colchicine-strong-inhibitor-pause-today',
    when: [COLCHICINE, PAUSE_OR_WAIT],
    for: {
      all: [
        { medicines: ['colchicine'] },
        { medicines: ['clarithromycin', 'erythromycin', 'ketoconazole', 'itraconazole'] },
      ],
    },
    wholeMessage: true,
    intent: 'drug_interaction',
    text: {
      zh: '**不用等到下周，也不要照常吃下去：今天、下一次吃秋水仙碱之前，就打电话问药师（社区药房、医院药房或药学门诊都可以）或开这个抗生素（抗真菌药）的医生。** 有肾病或肝病的人，说明书规定秋水仙碱不能和克拉霉素、红霉素、酮康唑、伊曲康唑一起用，已有中毒致死的报告；没有肾病肝病，秋水仙碱也要大幅减量。通常的处理是：在这个疗程里和结束后约3天，暂停预防痛风用的秋水仙碱，或者换一个不含这些药的方案——由药师或医生决定。在问到之前，这两种药不要再同时吃下一顿。电话里说清：秋水仙碱每天几片、抗生素哪天开始吃、最近的肾功能（eGFR）。出现腹泻、呕吐、肌肉酸痛无力或尿色像浓茶，请立即去急诊，带上两种药的药盒。',
      en: "**Don't wait for Monday, and don't simply carry on: call a pharmacist (any community or hospital pharmacy) or the doctor who prescribed the antibiotic or antifungal today, before your next colchicine dose.** With kidney or liver disease the label says colchicine must not be taken with clarithromycin, erythromycin, ketoconazole or itraconazole (deaths have been reported); without, the colchicine dose has to be cut hard. The usual fix is to pause the preventive colchicine for the course and about 3 days after, or to switch to a regimen without these medicines — the pharmacist or doctor decides. Until you have spoken to one, don't take the two together at the next dose. Tell them your colchicine dose, the day the antibiotic started and your latest kidney result (eGFR). Diarrhoea, vomiting, aching or weak muscles, or tea-coloured urine: go to the emergency department now and take both boxes.",
    },
    source: {
      ref: 'Colcrys (colchicine) US prescribing information §4 Contraindications (renal or hepatic impairment with a P-gp or strong CYP3A4 inhibitor) and §2.4 (dose adjustment with strong CYP3A4 inhibitors; co-administration within 14 days) and §7; US FDA, Information for Healthcare Professionals: new safety information for colchicine (2009; deaths with clarithromycin); Terkeltaub RA et al. Novel evidence-based colchicine dose-reduction algorithm to predict and prevent colchicine toxicity in the presence of cytochrome P450 3A4/P-glycoprotein inhibitors. Arthritis Rheum 2011;63:2226–2237',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=colcrys',
    },
  },
];
