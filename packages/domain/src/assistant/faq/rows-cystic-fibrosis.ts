/**
 * Cystic fibrosis (eleventh clinician review, en P3: Liam, 19, on Trikafta and Creon, salt tablets from the
 * CF team): a sweating CF patient with a sodium of 134 was told to keep sodium under 2,300 mg, and "should
 * he stop Trikafta?" with an ALT of 82 got a vitamin A text. The questionnaire has no CF condition: the
 * audience is a CFTR modulator taken or named, or cystic fibrosis said in the message or the one before it.
 */
import type { FaqAudience, FaqRow } from './types';

/** On a CFTR modulator (Trikafta, Kaftrio, Kalydeco), or cystic fibrosis said. */
const CF: FaqAudience = {
  medicines: ['cftr_modulator'],
  said: /囊性纤维化|囊肿性纤维化|\bcystic fibrosis\b|\bcf\b(?! ?card)|\bcf (team|clinic|centre|center|nurse|dietitian|doctor)\b/,
};
const CFTR: FaqAudience = { medicines: ['cftr_modulator'] };

const CF_NUTRITION_SOURCE = {
  ref: 'Turck D et al. ESPEN-ESPGHAN-ECFS guidelines on nutrition care for infants, children, and adults with cystic fibrosis. Clin Nutr 2016;35:557–577 (salt: extra sodium chloride for heat, exercise, fever and sweating; energy 110–200 % of the healthy population’s) — section numbers cited from memory; Cystic Fibrosis Foundation, Salt and CF (extra salt in hot weather and with exercise)',
  url: 'https://doi.org/10.1016/j.clnu.2016.03.004',
};

const TRIKAFTA_LIVER_SOURCE = {
  ref: 'Trikafta (elexacaftor/tezacaftor/ivacaftor; ivacaftor) US prescribing information §5.1 Drug-induced liver injury and liver failure (ALT, AST and bilirubin before starting, regularly in the first year and then yearly; interrupt for ALT or AST > 5 × ULN, or ALT or AST > 3 × ULN with bilirubin > 2 × ULN; resume after resolution only if the benefit outweighs the risk) and Kaftrio EU SmPC §4.4 — cited from memory for section numbers',
  url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=trikafta',
};

export const CF_FAQ: readonly FaqRow[] = [
  {
    // en P3 SERIOUS 7: "The CF team said to take salt tablets on hot days and his sodium came back 134.
    // How much salt should he be having?" → "less than 2,300 mg of sodium a day".
    // Its text named that person's sodium (134) and "he" for anyone with CF (the round-57 read-through's audit of
    // row texts holding one person's value; blind answer round 57, en-003, seen in the before-judging).
    id: 'cf-salt',
    when: [/盐|钠|\bsalt\w*|\bsodium\b|\bsalty\b|\belectrolytes?\b/],
    unless: [/低钠盐|代盐|\bsalt substitute\b|\blo ?salt\b|\bnu-?salt\b/],
    for: CF,
    beforeLabs: true,
    wholeMessage: true,
    intent: 'how_much_nutrient',
    text: {
      zh: '**囊性纤维化的人汗里丢的盐比别人多得多，所以“少吃盐”的一般建议不适用——需要的是额外的盐，不是限盐。** 按CF团队说的继续吃盐片；饭菜正常放盐、可以吃咸的零食；天热、出汗多、运动或发烧时要加盐，同时多喝水（不要只大量喝白开水，可以喝含电解质的饮料）。化验血钠如果略低于正常范围，和出汗多时盐补得不够相符：请这周告诉CF团队，他们可能调整盐片的量。头痛、特别累、抽筋、恶心、头晕是缺盐缺水的信号，要马上补盐补水；如果呕吐、喝不进去、意识糊涂或肚子胀痛、不排便，请立即就医。',
      en: '**People with cystic fibrosis lose far more salt in their sweat, so the usual “cut down on salt” advice does not apply: extra salt is needed, not a limit.** Keep taking the salt tablets as the CF team said; salt food normally and salty snacks are fine; on hot days, with heavy sweating, exercise or a fever more salt and more fluid are needed (not large amounts of plain water alone — an electrolyte drink helps). If a blood test shows a sodium a little below the range, that fits sweating without enough salt: tell the CF team this week, who may change the salt-tablet dose. Headache, unusual tiredness, cramps, nausea or dizziness are signs of salt and water loss — take salt and fluid now; vomiting, not keeping fluids down, confusion, or a swollen painful tummy with no stool need care at once.',
    },
    source: CF_NUTRITION_SOURCE,
  },
  {
    // en P3 SERIOUS 8: "His liver test ALT was 82 … Could that be from the Trikafta? Should he stop taking
    // it until the next appointment?" → the vitamin A UL text repeated.
    id: 'cftr-modulator-liver-stop',
    when: [
      /肝|转氨酶|谷丙|谷草|\bliver\b|\balt\b|\bast\b|\bbilirubin\b|\blfts?\b|\benzymes? (were |was |are )?(up|high|raised)/,
    ],
    for: CFTR,
    beforeLabs: true,
    wholeMessage: true,
    intent: 'medicine_question',
    text: {
      zh: '**不要自己停用三联CFTR调节剂（Trikafta/Kaftrio）。** 转氨酶升高在这类药上比较常见，说明书要求CF团队定期查ALT、AST和胆红素并由他们决定怎么办：只有超过一定界限（ALT或AST高于正常上限5倍，或高于3倍同时胆红素高于2倍）才会暂停，其余情况是继续吃、加密复查。ALT高于正常上限、但没到上面这些界限的（比如上限的2倍左右），请这周就联系CF团队（不要等到下次复诊），让他们安排复查；自己停药会失去对肺和体重的好处。出现皮肤或眼白发黄、尿色变深、大便发白、右上腹痛或呕吐，请当天就医。在这之前不要喝大量酒，也不要自己加草药（圣约翰草还会让这个药的浓度大幅下降）。',
      en: '**Do not stop Trikafta (Kaftrio) on your own.** Raised liver tests are a known effect of elexacaftor/tezacaftor/ivacaftor, so yes, it could be the cause — and the label has the CF team check ALT, AST and bilirubin and decide: they pause it only above set limits (ALT or AST more than 5 times the upper limit, or more than 3 times with bilirubin over 2 times); below that they keep it going and check more often. An ALT above the upper limit but below those levels (about twice it, say) means calling the CF team this week rather than waiting for the next appointment, so they can repeat the tests; going without the medicine loses its benefit for the lungs and weight. Yellow skin or eyes, dark urine, pale stools, pain under the right ribs or vomiting need care the same day. Meanwhile no heavy drinking and no herbal products (St John’s wort also cuts the medicine’s level sharply).',
    },
    source: TRIKAFTA_LIVER_SOURCE,
  },
];
