/**
 * Blind answer round 66's unsafe and wrong answers (development data once its after-measurement was recorded): a protein
 * powder that seems to worsen diarrhoea during chemoradiation; a kidney low-protein diet turned into meat and eggs;
 * children's vitamin gummies eaten as sweets. The texts are data in knowledge/everyday-answers.ts.
 */
import { pickZh } from '../../contracts/common';
import {
  CHILD_VITAMIN_GUMMIES_AS_SWEETS,
  CKD_LOW_PROTEIN_IN_FOOD,
  CANCER_PROTEIN_POWDER_DIARRHOEA,
} from '../../knowledge/everyday-answers';
import { CANCER_TREATMENT } from './audiences';
import type { ComposeInput, FaqRow } from './types';

const PROTEIN_POWDER = /蛋白粉|乳清|\b(protein (powders?|shakes?)|whey)\b/;
const DIARRHOEA =
  /拉肚子|腹泻|拉得|拉稀|稀便|跑厕所|\b(diarrh(o)?ea|loose (stools?|bowels?)|the runs|runny (poo|stools?))\b/;

/** A low-protein diet named, or its grams per kilogram. */
const LOW_PROTEIN_DIET =
  /低蛋白|优质低蛋白|0\.[4-8]\s*(g|克)\s*(\/|每)\s*(公斤|千克|kg)|每公斤\s*0\.[4-8]|(一天|每天)\s*0\.[4-8]\s*(g|克)|\blow[- ]protein\b|\b0\.[4-8]\s*g\s*(\/|per)\s*kg\b/;
const HOW_MUCH_FOOD =
  /几两|几个(蛋|鸡蛋)|多少(肉|蛋|克)|怎么(吃|换算|算)|换算|能吃|一点肉|不吃肉|不碰|\b(how (much|many)|what (can|should) (he|she|i) eat|meat|eggs?|convert\w*|grams? of)\b/;
const KIDNEY: { conditions: readonly string[]; said: RegExp } = {
  conditions: ['kidney_disease'],
  said: /肾病|肾功能不全|肾衰|慢性肾|肌酐高|\b(ckd|kidney disease|kidney failure|renal)\b/,
};
const DIALYSIS_SAID = /透析|\bdialysis\b/;

const GUMMIES = /软糖|維生素糖|\bgumm(y|ies)\b/;
const AS_SWEETS =
  /零食|当糖|當糖|多吃|多食|多兩粒|多两粒|多几粒|\b(snacks?|like (sweets|candy|lollies)|as (a )?(sweet|candy|treat)|more than (2|two|the label)|extra ones?|a few more)\b/;

/** The day's protein from the grams per kg and the weight said (else the plan's weight). */
function lowProteinDay(said: ComposeInput, zh: boolean): string | null {
  const t = `${said.previous ?? ''}\n${said.text}`;
  const perKg = /0\.[4-8]/.exec(t)?.[0];
  const kgSaid = /(?<![\d.])(\d{2,3}(?:\.\d)?)\s*(?:kg|公斤|千克)/i.exec(t);
  const kg = kgSaid ? Number(kgSaid[1]) : said.weightKg;
  if (!perKg || !kg || kg < 25 || kg > 200) return null;
  const grams = Math.round(Number(perKg) * kg);
  const lead = pickZh(CKD_LOW_PROTEIN_IN_FOOD.lead, zh)
    .replace('{perKg}', perKg)
    .replace('{kg}', String(kg))
    .replace('{grams}', String(grams));
  return `${lead}${zh ? '' : ' '}${pickZh(CKD_LOW_PROTEIN_IN_FOOD.body, zh)}`;
}

export const ROUND66_FAQ: readonly FaqRow[] = [
  {
    id: 'cancer-protein-powder-diarrhoea',
    when: [PROTEIN_POWDER, DIARRHOEA],
    for: CANCER_TREATMENT,
    wholeMessage: true,
    intent: 'supplement_dose',
    ...CANCER_PROTEIN_POWDER_DIARRHOEA,
  },
  {
    id: 'ckd-low-protein-in-food',
    when: [LOW_PROTEIN_DIET, HOW_MUCH_FOOD],
    for: KIDNEY,
    // On dialysis protein goes up, not down (1.0–1.2 g/kg, KDOQI 2020): not this row.
    // Nor with nephrotic syndrome, where protein is not cut below 0.8–1.0 g/kg (the nephrotic rows answer; KDIGO 2021).
    notFor: [
      { conditions: ['dialysis'], said: DIALYSIS_SAID },
      { nephrotic: true, said: /肾病综合征|肾综|\bnephrotic\b/ },
    ],
    wholeMessage: true,
    beforeLabs: true,
    intent: 'food_sources',
    compose: lowProteinDay,
    text: CKD_LOW_PROTEIN_IN_FOOD.text,
    source: CKD_LOW_PROTEIN_IN_FOOD.source,
  },
  {
    id: 'child-vitamin-gummies-as-sweets',
    when: [GUMMIES, AS_SWEETS],
    wholeMessage: true,
    intent: 'supplement_dose',
    ...CHILD_VITAMIN_GUMMIES_AS_SWEETS,
  },
];
