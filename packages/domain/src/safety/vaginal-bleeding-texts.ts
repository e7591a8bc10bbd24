import type { Bilingual } from '../contracts/common';

/**
 * The pregnancy-bleeding card names the causes of bleeding in pregnancy (ectopic pregnancy, miscarriage, a
 * placental abruption). After a birth they are the wrong causes: heavy bleeding in the weeks after a birth,
 * a caesarean included, is a late (secondary) postpartum haemorrhage, made worse by a blood-thinning
 * injection (twelfth clinician review, zh P2 #3: three weeks after a caesarean, on enoxaparin).
 */
export const POSTPARTUM_BLEEDING_TEXT: Bilingual = {
  zh: '生完孩子（包括剖腹产后）几周内，阴道出血突然增多——1小时就湿透一片卫生巾、有大血块——或者伴有头晕、心慌、眼前发黑，可能是晚期产后出血，需要立即到医院急诊或产科。先平躺，不要一个人待着；带上正在用的所有药，尤其是依诺肝素（克赛）等抗凝针，并告诉医生你在用。',
  en: 'In the weeks after giving birth (a caesarean included), bleeding that suddenly gets heavier — soaking a pad within an hour, large clots — or that comes with dizziness, a racing heart or greying vision can be a late postpartum haemorrhage: go to the emergency department or maternity unit now. Lie down and do not stay alone; bring every medicine you take, above all a blood-thinning injection such as enoxaparin (Lovenox, Clexane), and tell the doctors about it.',
};

/**
 * Heavy vaginal bleeding with signs of blood loss, with no pregnancy or birth said or known: soaking a pad
 * within an hour with dizziness or a racing heart needs emergency care whatever the cause (NICE NG88 heavy
 * menstrual bleeding, 2018, updated 2021: urgent assessment with signs of acute blood loss).
 */
export const HEAVY_VAGINAL_BLEEDING_TEXT: Bilingual = {
  zh: '阴道出血量很大（1小时就湿透一片卫生巾、有大血块），同时头晕、心慌、眼前发黑或站不住，是失血的表现，需要立即到医院急诊，不要等待。如果可能怀孕、刚生完孩子或刚做过流产，请告诉医生；在用抗凝药的，也请告诉医生。',
  en: 'Very heavy vaginal bleeding (soaking a pad within an hour, large clots) with dizziness, a racing heart, greying vision or feeling you cannot stand is a sign of blood loss: go to the emergency department now, do not wait. Tell the doctors if you could be pregnant, have just given birth or had a pregnancy end, or take a blood thinner.',
};

// Sources: RCOG Green-top Guideline No. 52 (2016), secondary PPH 24 h to 12 weeks after birth; 中华医学会妇产科学
// 分会《产后出血预防与处理指南（2023）》; NICE NG88 Heavy menstrual bleeding (2018, updated 2021). The card's
// kind, pregnancy_bleeding, carries them in its lexicon source.
