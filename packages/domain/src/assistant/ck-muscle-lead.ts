/**
 * Muscle pain told in the chat on a statin (or red yeast rice, its own lovastatin) while the plan holds a raised CK:
 * the chat says what the plan's CK reading says — the prescriber today — before any other answer (fiftieth clinician
 * review, zh S2: "醫生開的藥吃了腳很痠" on Crestor with a CK of 2850 got the red-yeast-rice text and no word of the CK).
 * Crestor (rosuvastatin) US prescribing information §5.1 (skeletal muscle effects: myopathy and rhabdomyolysis); 2018
 * AHA/ACC cholesterol guideline (statin-associated muscle symptoms, CK).
 */
import { drugById } from '../interactions';
import { L } from './format';
import type { Ctx, Draft } from './intents/shared';

/** Aching, painful, weak or cramping muscles or legs, in the words people use. */
const MUSCLE_SYMPTOMS =
  /(腿|脚|腳|小腿|大腿|肌肉|全身|胳膊|手臂|腰)[^，。？！,.?!]{0,6}(酸|痠|痛|疼|无力|無力|没劲|沒勁|软|抽筋)|(酸|痠)(痛|疼|软)|肌肉(痛|疼|酸)|\b(muscles?|legs?|thighs?|calves|calf|arms?|shoulders?|back)\b[^.?!]{0,25}\b(ache\w*|aching|pain\w*|sore|hurt\w*|weak\w*|cramp\w*|stiff)\b|\b(aching|sore|weak|painful|cramping) (muscles?|legs?|thighs?|calves|arms?)\b|\bmyalgia\b/;
const RED_YEAST_RICE = /红曲|紅麴|紅曲|\bred yeast rice\b/;
/** From this many times the upper limit a CK with muscle symptoms is the prescriber's today. */
const CK_TIMES_ULN = 5;

function onStatin(ctx: Ctx): boolean {
  const meds = [...(ctx.medicines ?? []), ...(ctx.plan?.profile.medicinesTaken ?? []).map((m) => m.id)];
  return (
    meds.some((id) => drugById(id)?.classes.includes('statin') === true) || RED_YEAST_RICE.test(ctx.norm)
  );
}

export function withCkMuscleLead(draft: Draft, ctx: Ctx): Draft {
  if (!MUSCLE_SYMPTOMS.test(ctx.norm) || !onStatin(ctx)) return draft;
  const ck = ctx.plan?.reportAnalysis?.markers.find((m) => m.key === 'ck');
  const uln = ck?.labRefHigh ?? ck?.refHigh;
  if (!ck || ck.flag !== 'high' || !uln || !(ck.value >= CK_TIMES_ULN * uln)) return draft;
  // The statin muscle answer already reads the CK (intents/statin.ts): said once.
  if (draft.text.includes(`${ck.value} ${ck.unit}`)) return draft;
  const times = Math.round(ck.value / uln);
  const line = L(
    ctx.locale,
    `**你的肌酸激酶（CK）是 ${ck.value} ${ck.unit}，约为上限的 ${times} 倍，现在又有肌肉酸痛：这可能是他汀引起的肌肉损伤。请今天就联系开他汀的医生，说清CK和酸痛，问清今天的他汀还要不要照吃；自己买的红曲、烟酸这类产品先停。** 尿色变深（浓茶色、可乐色）、特别无力或尿量变少，请立即去急诊。`,
    `**Your CK is ${ck.value} ${ck.unit}, about ${times} times the upper limit, and your muscles ache now: this can be muscle damage from the statin. Contact the doctor who prescribes it today, tell them the CK and the aching, and ask whether to take today's dose; stop any red yeast rice or niacin you bought yourself.** Dark (tea- or cola-coloured) urine, marked weakness or passing little urine need the emergency department now.`,
  );
  return { ...draft, text: [line, draft.text].join('\n\n') };
}
