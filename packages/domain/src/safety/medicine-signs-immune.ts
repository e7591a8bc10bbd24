/**
 * Diarrhoea on an immune checkpoint inhibitor: the line under the urgent card says it may be immune colitis and
 * that loperamide waits for the oncology team (thirty-fifth clinician review, en S1: bloody diarrhoea with a
 * fever on Keytruda, and "I'll just take a couple of Gastro-Stop"). A row of the medicine-toxicity table
 * (safety/texts.ts): it never makes a message urgent or not — triage decides that (`ctx_checkpoint`, lexicon.ts).
 */
import { CHECKPOINT_INHIBITOR_SAID } from '../knowledge/lung-toxic-medicines';
import type { MedicineToxicitySign } from './texts';

/** Loose or many stools, in folded text. */
const GUT_SIGNS =
  /拉肚子|腹泻|拉稀|水泻|拉水|大便(次数)?(多|稀)|便血|\b(diarrh\w*|the (runs|trots|squirts)|watery|loose (stools?|poos?|bowels?)|bloody (stools?|poos?|diarrh\w*)|on the (dunny|loo|toilet|bog))\b/;

export const IMMUNE_MEDICINE_SIGNS: readonly MedicineToxicitySign[] = [
  {
    drugs: [],
    classes: ['checkpoint_inhibitor'],
    said: CHECKPOINT_INHIBITOR_SAID,
    signs: GUT_SIGNS,
    text: {
      zh: '你在用免疫治疗（PD-1/PD-L1等免疫检查点抑制剂）：腹泻次数明显增多、带血或黏液、肚子痛或发烧，可能是免疫相关性肠炎（也可能是感染），可以在用药几个月后才出现，需要今天就联系肿瘤科的24小时电话或去急诊，通常要用激素治疗。医生看过之前，不要自己吃易蒙停（洛哌丁胺）之类的止泻药，它会掩盖病情；多喝水或口服补液盐；告诉医生你用的是哪种免疫药、最后一次是哪天。',
      en: 'You are on immunotherapy (a PD-1/PD-L1 or other checkpoint inhibitor): many more stools than usual, blood or mucus, belly pain or a fever can be immune-related colitis (or an infection) — it can start months into treatment — and needs your oncology team’s 24-hour line or the emergency department today; it is usually treated with steroids. Do not take loperamide (Imodium, Gastro-Stop) on your own before a doctor has seen you, as it can hide how bad it is; keep drinking, oral rehydration solution if you have it, and tell the doctor which immunotherapy you have and when the last dose was.',
    },
    source:
      'KEYTRUDA (pembrolizumab) US PI (Merck, 2024) §5.2 Immune-mediated colitis (withhold for grade 2 or 3, corticosteroids); Schneider BJ et al. Management of immune-related adverse events in patients treated with immune checkpoint inhibitor therapy: ASCO guideline update, J Clin Oncol 2021;39:4073–4126 (colitis grading: grade 3 = 7 or more stools a day over baseline; assess infection; antimotility agents not before assessment); Haanen J et al. ESMO Clinical Practice Guideline on toxicities from immunotherapy, Ann Oncol 2022;33:1217–1238',
  },
];
