/**
 * Blind answer round 63's unsafe answers (development data once its after-measurement was recorded): soup drunk scalding
 * hot; and neighbours it asked again and again: eating with nausea on a GLP-1 medicine, gastroparesis, Ménière's disease
 * (knowledge/everyday-answers.ts). Its tube-feeding rows are rows-tube-feeding.ts's.
 */
import {
  CLOZAPINE_QUIT_CAFFEINE,
  GASTROPARESIS_EATING,
  GLP1_NAUSEA_EATING,
  MENIERE_DIET,
  VERY_HOT_DRINKS,
} from '../../knowledge/everyday-answers';
import type { FaqRow } from './types';

export const SCALDING_HOT =
  /趁(热|烫)喝|滚烫|烫烫的|烫嘴|(很|太|特别)烫的(汤|茶|粥|水)|\b(scalding|piping|boiling)[- ]hot\b|\bvery hot (soup|tea|congee|coffee|drinks?)\b|\b(soup|tea|congee|coffee)\b[^.?!]{0,12}\b(scalding|piping|boiling)\b/;

const GLP1_SAID =
  /司美格鲁肽|替尔泊肽|利拉鲁肽|度拉糖肽|诺和泰|诺和盈|穆峰达|\b(ozempic|wegovy|mounjaro|zepbound|semaglutide|tirzepatide|saxenda|liraglutide|trulicity|dulaglutide|rybelsus)\b/;
const NAUSEA =
  /恶心|想吐|反胃|作呕|呕|嘔|胃胀|没胃口|\b(nause\w*|queasy|feel(ing)? sick|sick (after|to my stomach)|throw(ing)? up|vomit\w*|bloat\w*)\b/;
const EATING = /吃|喝|食|饮食|食物|晚饭|早餐|午餐|\b(eat\w*|food|meals?|dinner|lunch|breakfast|diet)\b/;
const GASTROPARESIS = /胃轻瘫|胃瘫|\bgastroparesis\b/;
const MENIERE = /梅尼埃|美尼尔|梅尼尔|\bm[eé]ni[eè]re'?s?\b/;
const SALT_CAFFEINE_ALCOHOL =
  /盐|钠|咖啡|茶|酒|饮食|吃|\b(salt|salty|sodium|coffees?|caffeine|teas?|flat whites?|alcohol|wine|beers?|diet|food|pies?|sausages?)\b/;

const CLOZAPINE_SAID = /氯氮平|奥氮平|\b(clozapine|clozaril|olanzapine|zyprexa)\b/;
const COFFEE_WORD = /咖啡|浓茶|咖啡因|\b(coffees?|caffeine|mugs?|cups?)\b/;
const HOW_FAR_TO_CUT =
  /减到|减多少|减几杯|少喝多少|喝几杯|几杯(比较|才)?(好|合适|行)|\bhow (much|many|far)\b[^.?!]{0,40}\b(cut|reduce|drop)\b|\b(cut|reduce|drop)\b[^.?!]{0,40}\bhow (much|many|far)\b|\b(cut|reduce)\b[^.?!]{0,30}\b(to|by) how much\b/;
/** The medicine's own dose changed, or an amount of caffeine told (the caffeine total answers it). */
const DOSE_OR_AMOUNT_TOLD =
  /(氯氮平|奥氮平|药)[^。？?]{0,12}(减成|减到|减量|加量|停)|自己(先)?把[^。？?]{0,12}减|\b(his|my|her|the) (clozapine|olanzapine|dose|meds?|medication)\b[^.?!]{0,20}\b(cut|reduce|lower|drop|halve)|\d\s*(杯|罐|cups?|mugs?|cans?)|monsters?|红牛|功能饮料|\benergy drinks?\b/;

export const ROUND63_FAQ: readonly FaqRow[] = [
  {
    id: 'clozapine-quit-caffeine',
    when: [COFFEE_WORD, HOW_FAR_TO_CUT],
    unless: [DOSE_OR_AMOUNT_TOLD],
    for: { medicines: ['clozapine', 'olanzapine'], said: CLOZAPINE_SAID },
    wholeMessage: true,
    beforeMedicineDiet: true,
    answersAnyMedicine: true,
    intent: 'goals',
    ...CLOZAPINE_QUIT_CAFFEINE,
  },
  {
    id: 'glp1-nausea-eating',
    when: [NAUSEA, EATING],
    for: { medicines: ['glp1_agonist'], said: GLP1_SAID },
    wholeMessage: true,
    answersAnyMedicine: true,
    intent: 'goals',
    ...GLP1_NAUSEA_EATING,
  },
  {
    id: 'gastroparesis-eating',
    when: [EATING],
    for: { said: GASTROPARESIS },
    wholeMessage: true,
    answersAnyMedicine: true,
    intent: 'goals',
    ...GASTROPARESIS_EATING,
  },
  {
    id: 'meniere-diet',
    when: [SALT_CAFFEINE_ALCOHOL],
    for: { said: MENIERE },
    wholeMessage: true,
    answersAnyMedicine: true,
    intent: 'goals',
    ...MENIERE_DIET,
  },
  {
    id: 'very-hot-drinks',
    when: [SCALDING_HOT],
    wholeMessage: true,
    answersAnyMedicine: true,
    intent: 'goals',
    ...VERY_HOT_DRINKS,
  },
];
