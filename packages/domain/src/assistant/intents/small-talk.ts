/**
 * Goal tips, greetings, thanks and the out-of-scope answer. One intent per file; reply.ts dispatches
 * through its HANDLERS table.
 */
import { L } from '../format';
import { lowest, startHint, suggestionsFor, type Ctx, type Draft } from './shared';

import { tipAnswer } from './tips';

export function goals(ctx: Ctx): Draft {
  const l = ctx.locale;
  const t = ctx.norm;
  if (/睡|失眠|入睡|sleep|insomnia/.test(t))
    return tipAnswer(ctx, 'sleep', L(l, '**改善睡眠**', '**Better sleep**'));
  if (/免疫|抵抗力|感冒|immun|cold/.test(t))
    return tipAnswer(ctx, 'immunity', L(l, '**免疫力**', '**Immune health**'));
  return tipAnswer(ctx, 'bone', L(l, '**骨骼健康**', '**Bone health**'));
}

export function greeting(ctx: Ctx): Draft {
  const l = ctx.locale;
  return {
    text: L(
      l,
      `你好！我是你的营养助手。我可以解读你的营养方案，回答营养素需要多少、哪些食物富含、什么时候吃、会不会过量，以及补充剂和药物能不能一起吃。${ctx.plan ? '' : `\n\n${startHint(l)}`}`,
      `Hi! I am your nutrition assistant. I can explain your plan and answer how much of a nutrient you need, which foods are rich in it, when to take a supplement, whether a dose is too high, and whether a supplement is OK with your medicines.${ctx.plan ? '' : `\n\n${startHint(l)}`}`,
    ),
    suggestions: suggestionsFor(ctx, [], ctx.plan ? lowest(ctx, 1)[0]?.key : undefined),
  };
}

export function thanks(ctx: Ctx): Draft {
  return {
    text: L(
      ctx.locale,
      '不客气！还有其他营养问题随时问我。',
      'You are welcome! Ask me anything else about nutrition.',
    ),
    suggestions: suggestionsFor(ctx, [], ctx.nutrients[0]),
  };
}

export function outOfScope(ctx: Ctx): Draft {
  const l = ctx.locale;
  return {
    text: L(
      l,
      '这个问题超出了我能可靠回答的范围。我可以帮你：\n- 解读营养方案和BMI、热量\n- 营养素需要多少、哪些食物富含、缺乏的表现\n- 补充剂什么时候吃、会不会过量\n- 补充剂和药物能否同服\n- 孕期、素食、减重、睡眠、免疫和骨骼相关的营养建议\n\n诊断和治疗问题请咨询医生。',
      'That is outside what I can answer reliably. I can help with:\n- your plan, BMI and calories\n- how much of a nutrient you need, food sources and signs of shortfall\n- when to take supplements and whether a dose is too high\n- whether a supplement is OK with your medicines\n- nutrition for pregnancy, vegetarian diets, weight, sleep, immunity and bones\n\nFor diagnosis or treatment, please ask a doctor.',
    ),
    suggestions: suggestionsFor(ctx, [], undefined),
  };
}
