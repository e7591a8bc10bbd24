/**
 * Blind answer round 24's unsafe answers (development data once its figures were reported;
 * docs/answer-rounds/round-24.md), each written as a class: folic acid before vitamin B12 is sorted (zh-066,
 * en-068 — the masking danger never said), the pill on an enzyme-inducing antiepileptic (en-083 — "should I
 * take folic acid anyway" on carbamazepine and the pill, with no word that the pill is unreliable), and
 * alcohol after weight-loss surgery (zh-080 — calories and party tips, nothing of the stronger effect).
 */
import { pick } from '../../contracts/common';
import {
  INDUCER_PILL_ANTIEPILEPTIC,
  INDUCER_PILL_MECHANISM,
  INDUCER_PILL_SOURCE,
} from '../../knowledge/drug-interactions';
import type { FaqRow } from './types';

const FOLATE = /叶酸|\bfol(ic|ate)\b/;
const B12 = /b12|b 12|钴胺|\bcobalamin\b/;
const PILL =
  /避孕药|避孕|短效|优思明|妈富隆|达英|\b(the pill|birth control|contracepti\w*|oral contraceptives?|ocps?|yaz|yasmin|junel|sprintec|microgynon|loestrin|minipill|mini-pill)\b/;
const ALCOHOL_SAID =
  /喝酒|饮酒|酒局|年会|应酬|白酒|啤酒|红酒|葡萄酒|敬酒|\b(alcohol|drinks?|drinking|beers?|wine|booze|cocktails?|shots?|vodka|champagne|happy hour)\b/;

export const ROUND24_UNSAFE_FAQ: readonly FaqRow[] = [
  {
    id: 'folic-acid-before-b12',
    wholeMessage: true,
    beforeLabs: true,
    beforeMedicineDiet: true,
    // Both named, in this message or the one before it ("先补哪个 两个能一起吃吗" after the two results).
    for: {
      said: new RegExp(
        `(${FOLATE.source})[\\s\\S]*(${B12.source})|(${B12.source})[\\s\\S]*(${FOLATE.source})`,
      ),
    },
    when: [
      /先(补|吃)|哪个先|先后|顺序|一起(吃|补)|同时|之前|危险|掩盖|\b(first|before|together|same time|order|sorted|dangerous|danger|mask\w*|hide\w*)\b/,
    ],
    // A B12 said in the normal range (300 pmol/L or more, 400 pg/mL or more) is no B12 deficiency: the row
    // would tell him it is low (blind answer round 31, zh-076, unsafe: "我B12是400 pmol/L，这算正常吗").
    unless: [
      /(b12|钴胺|cobalamin)[^。？?\n\d]{0,12}(?<![\d.])([3-9]\d{2}|\d{4}) ?pmol|(b12|钴胺|cobalamin)[^。？?\n\d]{0,12}(?<![\d.])([4-9]\d{2}|\d{4}) ?pg/,
    ],
    intent: 'supplement_dose',
    // Folic acid 5 mg for a proven deficiency is a treatment dose, not a UL breach (BSH 2014).
    prescribedDoses: { folate: 5000 },
    text: {
      zh: '**维生素B12要先补，或者和叶酸同时开始——不要在B12还低的时候只补叶酸。** 叶酸能把贫血纠正过来，却补不上B12，会把B12缺乏“掩盖”住，而B12不够引起的神经损害（手脚发麻、走路不稳、记性变差）还在往前走，有时是不可逆的。两样都低时，一般先开始B12（比如每天口服1000微克，或医生安排打针），同时或随后加叶酸（常用每天5毫克，吃约4个月），剂量和疗程由医生定；2–3个月后复查。二甲双胍照常吃。',
      en: '**Start vitamin B12 first, or both together — never folic acid alone while B12 is low.** Folic acid can correct the anaemia without correcting the B12, which hides the B12 deficiency while the nerve damage it causes (numb or tingling hands and feet, unsteadiness, memory problems) carries on, sometimes for good. With both low, B12 is usually started first (for example 1,000 µg by mouth daily, or injections if your doctor chooses), with folic acid alongside or just after (often 5 mg a day for about 4 months) — your doctor sets the doses and how long; recheck in 2–3 months. Keep taking metformin.',
    },
    source: {
      ref: 'Devalia V et al. Guidelines for the diagnosis and treatment of cobalamin and folate disorders (British Society for Haematology). Br J Haematol 2014;166:496–513 (with both deficiencies, start B12 before or with folic acid to avoid subacute combined degeneration; folic acid 5 mg daily for 4 months); NIH ODS Folate Fact Sheet for Health Professionals (folic acid can mask vitamin B12 deficiency)',
    },
  },
  {
    id: 'enzyme-inducer-antiepileptic-pill',
    wholeMessage: true,
    for: { medicines: ['enzyme_inducing_antiepileptic', 'oxcarbazepine'] },
    when: [PILL],
    // Already pregnant (a positive test on the pill): the teratogen answer, folic acid 5 mg today (review 9).
    unless: [/怀孕|怀上|两条杠|验孕|阳性|\bpregnan\w*|\bpositive\b|\bbfp\b/],
    intent: 'medicine_question',
    // Folic acid 5 mg on an antiepileptic is the guideline's prescription dose (NICE NG217).
    prescribedDoses: { folate: 5000 },
    text: {
      zh: `**你吃的抗癫痫药会让避孕药失效。** ${pick(INDUCER_PILL_MECHANISM, 'zh-CN')} ${pick(INDUCER_PILL_ANTIEPILEPTIC.advice, 'zh-CN')} 叶酸：有可能怀孕的这段时间每天都吃，吃抗癫痫药的人指南建议每天5毫克（处方剂量），请让医生开。`,
      en: `**Your antiepileptic makes the pill unreliable.** ${pick(INDUCER_PILL_MECHANISM, 'en-US')} ${pick(INDUCER_PILL_ANTIEPILEPTIC.advice, 'en-US')} Folic acid: yes, take it every day while you could become pregnant — on an antiepileptic, guidelines advise 5 mg a day (a prescription dose); ask your doctor to prescribe it.`,
    },
    source: {
      ref: `${INDUCER_PILL_SOURCE.ref}; NICE NG217 Epilepsies in children, young people and adults (2022): folic acid 5 mg a day for women on antiseizure medicines who could become pregnant`,
    },
  },
  {
    id: 'bariatric-alcohol',
    wholeMessage: true,
    beforeMedicineDiet: true,
    for: {
      conditions: ['bariatric_surgery'],
      said: /减重手术|缩胃|袖状|胃旁路|\b(bariatric|gastric (sleeve|bypass)|sleeve gastrectomy|wls|weight loss surgery)\b/,
    },
    when: [ALCOHOL_SAID],
    // Water or fluids with meals, no alcohol named ("When can I drink with meals again? They told me to wait
    // 30 min"): the 30-minute rule is rows-round24-ena.ts bariatric-drinking-with-meals'.
    unless: [
      /^(?![\s\S]*(酒|\b(alcohol|beers?|wine|booze|cocktails?|shots?|vodka|champagne|happy hour)\b))[\s\S]*(喝水|喝汤|\b(water|fluids?|liquids?)\b|\bwith (my )?(meals?|food)\b|\b30 ?min\w*\b|\bhalf an hour\b)/,
    ],
    intent: 'medicine_question',
    text: {
      zh: '**做完减重手术，酒的劲会大得多、来得快得多：最好不喝。** 袖状胃或胃旁路术后，酒很快进到肠道被吸收，同样一杯酒，血液里的酒精浓度更高、升得更快、退得更慢，一两杯就可能醉、可能超过酒驾标准；术后几年里出现酗酒问题的风险也更高（胃旁路尤其明显）。术后第一年内不要喝；以后要喝也先问手术团队，一次最多一小杯，慢慢喝、配着吃东西，不空腹、不混含糖饮料（可能引起倾倒综合征），喝了绝不开车。酒的热量没有营养，还可能引起低血糖（胃旁路术后）。年会上可以用茶、无糖饮料代替。',
      en: '**After weight-loss surgery alcohol hits much harder and faster — it is best not to drink.** After a sleeve or bypass, alcohol reaches the bowel and is absorbed quickly: the same drink gives a higher blood alcohol that rises sooner and falls more slowly, so one or two drinks can make you drunk and over the drink-drive limit, and the risk of an alcohol problem is higher in the years after surgery (above all after a bypass). Avoid it in the first year; after that, only with your surgical team’s OK, one small drink at most, sipped slowly with food, never on an empty stomach or with sugary mixers (dumping), and never before driving. Alcohol is empty calories and can bring on a low blood sugar after a bypass. At the party, tea or a sugar-free drink works fine.',
    },
    source: {
      ref: 'Parrott J et al. ASMBS Integrated Health Nutritional Guidelines for the Surgical Weight Loss Patient — 2016 update (Surg Obes Relat Dis 2017;13:727–741): counsel on alcohol after surgery; Pepino MY et al. Effect of Roux-en-Y gastric bypass surgery and sleeve gastrectomy on blood alcohol. JAMA Surg 2015;150:1096–1098; King WC et al. Prevalence of alcohol use disorders before and after bariatric surgery. JAMA 2012;307:2516–2525',
    },
  },
];
