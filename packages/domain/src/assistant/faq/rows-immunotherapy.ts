/**
 * Diarrhoea on an immune checkpoint inhibitor (PD-1, PD-L1, CTLA-4 antibodies). Blind answer round 28
 * (development data), zh-041 (unsafe): "我妈在打特瑞普利单抗，这几天拉肚子，在吃洛哌丁胺，吃饭上要注意啥？" got "no
 * reliable rule for 特瑞普利单抗" and an older person's lactose text. On these medicines diarrhoea can be
 * immune-related colitis: the oncology team the same day, and the stools counted against the person's usual
 * (ESMO 2022, ASCO 2021). The medicines need not be in the dictionary: most are kept as typed, and the
 * answer names the one said so the unknown-medicine line keeps it (unknown-medicine-named.ts).
 */
import { pickZh } from '../../contracts/common';
import { CHECKPOINT_INHIBITOR_SAID } from '../../knowledge/lung-toxic-medicines';
import type { ComposeInput, FaqAudience, FaqRow } from './types';

/** Checkpoint inhibitors by generic name and brand, and the class said in words. */
const CHECKPOINT_NAMES = CHECKPOINT_INHIBITOR_SAID;
// The dictionary's checkpoint inhibitors in the plan too (Keytruda, Opdivo, Yervoy; thirty-fifth clinician review, M6).
const CHECKPOINT: FaqAudience = { said: CHECKPOINT_NAMES, medicines: ['checkpoint_inhibitor'] };
const DIARRHOEA =
  /拉肚子|腹泻|拉稀|稀便|水样便|大便(次数)?(多|稀|不成形)|一天拉|洛哌丁胺|易蒙停|\b(diarrh?oea|diarrhea|loose (stools?|poos?|bowels?)|runny (stools?|poos?)|the runs|loperamide|imodium)\b/i;

function withTheNameSaid(said: ComposeInput, zh: boolean): string {
  const row = IMMUNOTHERAPY_FAQ[0]!;
  const m = `${said.text}\n${said.previous ?? ''}`.match(CHECKPOINT_NAMES)?.[0];
  const generic = !m || /免疫|immuno|checkpoint|pd-?l?1|药$/i.test(m);
  // The text is read lower-cased: a brand or generic name is written with its capital in English.
  const name = generic
    ? zh
      ? '免疫检查点抑制剂'
      : 'an immune checkpoint inhibitor'
    : m.replace(/^[a-z]/, (c) => c.toUpperCase());
  return pickZh(row.text, zh).replace('{name}', name);
}

export const IMMUNOTHERAPY_FAQ: readonly FaqRow[] = [
  {
    id: 'checkpoint-inhibitor-diarrhoea',
    when: [DIARRHOEA],
    for: CHECKPOINT,
    wholeMessage: true,
    intent: 'medicine_question',
    compose: withTheNameSaid,
    text: {
      zh: '**在用{name}这类免疫治疗（PD-1/PD-L1抑制剂）时拉肚子，可能是免疫相关的结肠炎，不是普通的吃坏肚子：请今天就打电话告诉肿瘤科团队（治疗中心给的联系电话），由他们决定要不要检查、要不要用激素；洛哌丁胺等止泻药先问过他们再接着吃。** 大便比平时每天多4次以上、有血或黏液、肚子疼、发烧，或者头晕、尿少（脱水），请当天去医院（急诊）。饮食上：多喝水和口服补液盐，少量多餐，吃清淡好消化的——白粥、烂面条、馒头、蒸蛋、香蕉、蒸苹果；先少吃油腻、辛辣、粗粮和生冷的东西；牛奶如果喝了更拉，先换成酸奶或无乳糖奶，不是一定要停。',
      en: '**Diarrhoea on {name} or another immunotherapy (a PD-1 or PD-L1 inhibitor) can be immune-related colitis, not an ordinary upset stomach: call the oncology team today (the number the treatment centre gave), and let them decide on tests or steroids; check with them before carrying on with loperamide or another anti-diarrhoeal.** Four or more stools a day above the usual, blood or mucus, belly pain, fever, or dizziness and little urine (dehydration) mean hospital the same day (the emergency department). Meanwhile: plenty of fluids with oral rehydration salts, small frequent meals of plain, easy food — rice, noodles, toast, eggs, bananas, cooked apple — and go easy on fatty, spicy, high-fibre and raw food for now; if milk makes it worse, switch to yoghurt or lactose-free milk rather than stopping dairy altogether.',
    },
    source: {
      ref: 'Haanen J et al. Management of toxicities from immunotherapy: ESMO Clinical Practice Guideline for diagnosis, treatment and follow-up. Ann Oncol 2022;33:1217–1238 (diarrhoea and colitis graded by stools over baseline; report promptly); Schneider BJ et al. Management of immune-related adverse events in patients treated with immune checkpoint inhibitor therapy: ASCO guideline update. J Clin Oncol 2021;39:4073–4126',
      url: 'https://www.annalsofoncology.org/article/S0923-7534(22)04188-9/fulltext',
    },
  },
];
