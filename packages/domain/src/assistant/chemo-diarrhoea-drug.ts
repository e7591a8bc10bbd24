/**
 * The chemotherapy diarrhoea card names the person's own medicine (eleventh clinician review, zh P5 #1:
 * someone on S-1 (替吉奥) was told "请先暂停卡培他滨", a medicine she does not take). The capecitabine
 * card (its label's "stop and call") stays for capecitabine; any other oral anticancer medicine gets the
 * same thresholds with the team deciding about the next dose, named as the person's own.
 */
import type { Locale } from '../contracts';
import { drugById } from '../interactions';
import type { Draft } from './intents/shared';

/** A gastrectomy said in the message: meals and dumping come first (faq gastrectomy-meals-dumping). */
export const AFTER_GASTRECTOMY =
  /全胃切除|胃全切|胃切除|胃大部切除|切了胃|胃切了|胃被切|胃切掉|切胃|\bgastrectomy\b/;

/** The card for these medicines: unchanged with capecitabine, else the person's own medicine named. */
export function chemoDiarrhoeaForOwnDrug(draft: Draft, medicines: readonly string[], locale: Locale): Draft {
  if (medicines.includes('capecitabine')) return draft;
  const own = medicines
    .map((id) => drugById(id))
    .filter((d) => d !== undefined && d.classes.includes('chemotherapy'))
    .map((d) => (locale === 'zh-CN' ? d!.zh : d!.en));
  const zhName = own.length > 0 ? own.join('、') : '化疗药';
  const enName = own.length > 0 ? own.join(', ') : 'your chemotherapy';
  const text =
    locale === 'zh-CN'
      ? `**吃${zhName}期间腹泻：如果一天比平时多拉4次或以上、夜里也要起来拉，或者伴有发烧、头晕、喝不进水，请今天就联系你的肿瘤科团队，问清楚下一次${zhName}要不要先停。** 腹泻轻一些也要告诉肿瘤科团队；期间多喝水或口服补液盐，少量多餐吃清淡、好消化的食物；止泻药（如洛哌丁胺）请按肿瘤科医生的指导用。体温到38℃或以上，请立即就医。`
      : `**Diarrhoea on ${enName}: with 4 or more stools a day above your usual, diarrhoea at night, or a fever, dizziness or fluids you cannot keep down, call your oncology team today and ask whether to hold the next dose of ${enName}.** Tell the team about milder diarrhoea too; meanwhile drink plenty or use oral rehydration solution, and eat small, plain, easy-to-digest meals; take an anti-diarrhoeal such as loperamide only as your oncology team advises. A temperature of 38 °C or more needs care now.`;
  // The first paragraph is the card; what follows (its source line) stays.
  const rest = draft.text.split('\n\n').slice(1).join('\n\n');
  return { ...draft, text: rest ? `${text}\n\n${rest}` : text };
}
