/**
 * A weight loss the message tells in figures ("一年从70公斤掉到62公斤", "dad went from 165 to 148 lbs"),
 * nobody trying to lose it: the answer says first that the loss itself needs a doctor, whatever else it
 * answers (answer round 39, zh-076, unsafe: an 11 % loss in a year at 79 answered with a broth text). A
 * careful dietitian reads the figures before the menu: losing more than 5 % of body weight without trying
 * is one of GLIM's criteria for malnutrition.
 */
import type { Ctx, Draft } from './intents/shared';
import { L } from './format';
import { sourceLine } from './intents/shared';
import { LOSS_WANTED } from './faq/audiences';
import { drugById } from '../interactions';

const NUM = String.raw`(\d{2,3}(?:\.\d)?)`;
const ZH_UNIT = String.raw`(公斤|千克|kg|斤)`;
const EN_UNIT = String.raw`(kg|kgs|kilos?|lbs?|pounds?)`;

/** "从70公斤掉到62公斤", "由140斤瘦到120", "70公斤变成62公斤". */
const ZH_FROM_TO = new RegExp(
  String.raw`(?:从|由)\s*${NUM}\s*${ZH_UNIT}?\s*(?:掉|降|瘦|跌|减|变|落)(?:了)?(?:到|至|成)\s*${NUM}\s*${ZH_UNIT}?`,
);
/** "from 70 kg down to 62", "went from 165 to 148 lbs". */
const EN_FROM_TO = new RegExp(
  String.raw`\bfrom\s*${NUM}\s*${EN_UNIT}?\s*(?:down\s*)?to\s*${NUM}\s*${EN_UNIT}?`,
);
/** "掉了8公斤", "瘦了16斤" — measured against the plan's weight, which is after the loss. */
const ZH_LOST = new RegExp(
  String.raw`(?:掉|瘦|轻|减轻|少)了\s*${NUM.replace('{2,3}', '{1,2}')}\s*${ZH_UNIT}`,
);
/** "lost 8 kg", "dropped 20 pounds". */
const EN_LOST = new RegExp(
  String.raw`\b(?:lost|dropped|shed|down)\s*(?:about\s*|almost\s*|nearly\s*|over\s*)?${NUM.replace('{2,3}', '{1,2}')}\s*${EN_UNIT}\b`,
);

const toKg = (n: number, unit: string | undefined): number =>
  unit === '斤' ? n / 2 : unit && /^(lb|lbs|pound|pounds)$/.test(unit) ? n * 0.4536 : n;

interface Loss {
  from: string;
  to: string;
  unit: string;
  pct: number;
}

/** The loss the message tells, with the figures as written, or null. */
export function weightLossTold(norm: string, currentKg: number | undefined): Loss | null {
  if (LOSS_WANTED.test(norm)) return null;
  const fromTo = ZH_FROM_TO.exec(norm) ?? EN_FROM_TO.exec(norm);
  if (fromTo) {
    const unit = fromTo[2] ?? fromTo[4] ?? (ZH_FROM_TO.test(norm) ? '公斤' : 'kg');
    const a = Number(fromTo[1]);
    const b = Number(fromTo[3]);
    if (!(b < a)) return null;
    const kgA = toKg(a, unit);
    // A body weight, not a blood sugar or a blood pressure told with "from … to".
    if (kgA < 25 || kgA > 250) return null;
    return { from: fromTo[1]!, to: fromTo[3]!, unit, pct: ((a - b) / a) * 100 };
  }
  const lost = ZH_LOST.exec(norm) ?? EN_LOST.exec(norm);
  if (lost && currentKg) {
    const kg = toKg(Number(lost[1]), lost[2]);
    const before = currentKg + kg;
    return { from: '', to: '', unit: lost[2]!, pct: (kg / before) * 100 };
  }
  return null;
}

/** Cancer treatment said: chemotherapy, radiotherapy, immunotherapy. */
const CANCER_TREATMENT_SAID =
  /化疗|放疗|靶向药|免疫治疗|肿瘤科|\bchemo\w*\b|\bradiotherapy\b|\bradiation\b|\bimmunotherapy\b|\boncolog\w*\b|\bcancer\b/;

/** Words an answer uses when it already sends a weight loss to a doctor (the weight intent's own line). */
const ALREADY_SAID =
  /体重在掉本身就要请医生查原因|掉体重[^\n]{0,20}(就医|看医生)|losing weight is itself a reason for a doctor/;

/** The loss told as good news ("which is great", "终于瘦下来了，挺好"): wanted, not a symptom. */
const LOSS_WELCOMED =
  /(瘦|减|掉|轻)[^，。？?！!,.]{0,10}(挺好|很好|真好|太好了|好开心|很开心|很高兴)|\b(lost|losing|dropped|down)\b[^.?!]{0,40}\b(which|that) ?(is|'s|s) (great|good|amazing|brilliant)\b|\b(lost|losing|dropped|down)\b[^.?!]{0,40}\b(great|good) news\b/;

/**
 * `answeredByRow`: a row the answer used already says what the loss means and who treats it
 * (FaqRow.answersWeightLoss).
 */
export function withWeightLossTold(draft: Draft, ctx: Ctx, answeredByRow = false): Draft {
  // On a GLP-1 medicine the loss is the treatment's aim, and the message that calls it good wanted it (blind answer
  // round 56, en-046, development data: 13 kg in 8 months on Ozempic, "which is great", got "without trying … see a doctor").
  // Still a doctor's question for someone not carrying extra weight (an older person on a GLP-1 for diabetes alone).
  const p = ctx.plan?.profile;
  const bmi = p && p.heightCm > 0 ? p.weightKg / (p.heightCm / 100) ** 2 : null;
  const onGlp1 = ctx.medicines.some((id) => drugById(id)?.classes.includes('glp1_agonist'));
  if ((onGlp1 && (bmi === null || bmi >= 27)) || LOSS_WELCOMED.test(ctx.norm)) return draft;
  const loss = weightLossTold(ctx.norm, ctx.plan?.profile.weightKg);
  if (!loss || loss.pct < 5 || answeredByRow || ALREADY_SAID.test(draft.text)) return draft;
  const l = ctx.locale;
  const pct = Math.round(loss.pct);
  const figures = loss.from ? `${loss.from}→${loss.to}${loss.unit === 'kg' ? ' kg' : loss.unit}` : '';
  const enFigures = loss.from ? `${loss.from} → ${loss.to} ${loss.unit}` : '';
  // During cancer treatment the oncology team and its dietitian treat the loss, not a GP (fifty-first review, en M9).
  const cancer =
    (ctx.plan?.profile.conditions ?? []).includes('cancer') || CANCER_TREATMENT_SAID.test(ctx.norm);
  const line = cancer
    ? L(
        l,
        `**${figures ? `${figures}，` : ''}掉了约${pct}%的体重：治疗癌症期间这已经算营养不良，请这周内就告诉肿瘤科团队和他们的营养师，由他们处理。**半年内非刻意下降超过5%是营养不良的诊断标准之一；吃不下是因为恶心、口腔溃疡或味觉变了，也一并告诉他们，很多可以用药缓解。`,
        `**${enFigures ? `${enFigures} ` : 'That '}is a loss of about ${pct}% of body weight: during cancer treatment that counts as malnutrition — tell your oncology team and their dietitian this week, so they can treat it.** Losing more than 5% in six months without trying is one of the criteria for malnutrition; if nausea, mouth sores or changed taste stop you eating, tell them too — much of it can be treated.`,
      ) +
      sourceLine(
        'Cederholm T et al., GLIM criteria for the diagnosis of malnutrition, Clin Nutr 2019;38(1):1–9; Muscaritoli M et al. ESPEN practical guideline: Clinical Nutrition in cancer. Clin Nutr 2021;40:2898–2913 (screen and treat malnutrition during cancer treatment; oral nutritional supplements)',
        l,
      )
    : L(
        l,
        `**${figures ? `${figures}，` : ''}没有刻意减肥却掉了约${pct}%的体重：这本身就要请医生查原因。** 半年内非刻意下降超过5%（或更长时间内超过10%）是营养不良的诊断标准之一，年纪大的更要重视。请这一两周内去看全科或老年科，查一查吃得少、体重掉的原因（情绪、牙齿、吞咽、疾病或药物），同时按下面的办法先把饭吃起来。`,
        `**${enFigures ? `${enFigures} ` : 'That '}without trying is a loss of about ${pct}% of body weight: that alone needs a doctor to look for the cause.** Losing more than 5% in six months (or more than 10% over a longer time) without trying is one of the criteria for malnutrition, and matters even more in older age. Please book a GP visit in the next week or two to look into why (mood, teeth, swallowing, an illness or a medicine), and meanwhile start on the eating below.`,
      ) +
      sourceLine(
        'Cederholm T et al., GLIM criteria for the diagnosis of malnutrition, Clin Nutr 2019;38(1):1–9 (weight loss > 5 % within 6 months or > 10 % beyond 6 months); Volkert D et al., ESPEN guideline on clinical nutrition and hydration in geriatrics, Clin Nutr 2019;38(1):10–47',
        l,
      );
  return { ...draft, text: `${line}\n\n${draft.text}` };
}
