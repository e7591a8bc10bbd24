/**
 * Pregnancy and breastfeeding: specific topics first, then the life-stage targets. One intent per
 * file; reply.ts dispatches through its HANDLERS table.
 */
import { PREGNANCY_FOLATE_UG } from '../../recommend';
import { targetsFor } from '../../targets';
import { L } from '../format';
import { GOAL_TIPS } from '../knowledge';
import { lactationAnswer, lifeStageTopicAnswer, lifeStageTopicOf, PREGNANT_STAGES } from './life-stage';
import { lactationTopicAnswer, lactationTopicOf } from './lactation';
import { antiseizureFolicAcid, type Ctx, type Draft } from './shared';

const FOLIC_ACID_TIP = /叶酸|folic acid/i;
import { tipAnswer } from './tips';

export function pregnancy(ctx: Ctx): Draft {
  const l = ctx.locale;
  const planStage = ctx.plan?.profile.lifeStage ?? 'none';
  const saysLactating = /哺乳|母乳|喂奶|产后|月子|breast ?feed|lactat|nursing|postpartum/.test(ctx.norm);
  const saysPregnant = /怀孕|孕期|孕妇|孕早|孕中|孕晚|\bpregnan/.test(ctx.norm);
  const lactating = saysLactating || (!saysPregnant && planStage === 'lactating');
  const lactationTopic = lactationTopicOf(ctx.text, planStage, ctx.medicines);
  if (lactationTopic) return lactationTopicAnswer(ctx, lactationTopic);
  // The question asked, answered from the plan: fish, liver, cod liver oil, caffeine, weight gain,
  // folic acid, energy (intents/life-stage.ts); then breastfeeding in general.
  const topic = lifeStageTopicOf(ctx.text);
  const specific = topic ? lifeStageTopicAnswer(ctx, topic, lactating) : null;
  if (specific) return specific;
  if (lactating) return lactationAnswer(ctx);
  const stage = (PREGNANT_STAGES.has(planStage) ? planStage : 'pregnant_t2') as
    'pregnant_t1' | 'pregnant_t2' | 'pregnant_t3';
  const person = {
    sex: 'female' as const,
    age: ctx.plan?.profile.sex === 'female' ? ctx.plan.profile.age : 30,
    weightKg: ctx.plan?.profile.sex === 'female' ? ctx.plan.profile.weightKg : 57,
    lifeStage: stage,
  };
  const stageTargets = targetsFor(person, l);
  const views = new Map(ctx.views);
  for (const k of GOAL_TIPS.pregnancy.nutrients) {
    const t = stageTargets[k];
    views.set(k, { ...ctx.views.get(k)!, target: t.target, ul: t.ul, unit: t.unit, level: null });
  }
  const lead = lactating
    ? L(
        l,
        '**哺乳期营养**（以下目标按哺乳期标准）',
        '**Breastfeeding nutrition** (targets below are for lactation)',
      )
    : L(
        l,
        `**孕期营养**（以下目标按${STAGE_LABEL[stage].zh}标准）`,
        `**Pregnancy nutrition** (targets below are for ${STAGE_LABEL[stage].en})`,
      );
  // On a medicine whose pregnancy rule is folic acid 5 mg, that dose, never the 400 µg beside it (blind
  // answer round 30, en-024, unsafe: carbamazepine before a pregnancy was told both).
  const highDose = antiseizureFolicAcid(ctx);
  const extra = [
    highDose
      ? highDose.line
      : L(
          l,
          `叶酸：从备孕开始，整个孕期每天补充 ${PREGNANCY_FOLATE_UG} µg。`,
          `Folic acid: ${PREGNANCY_FOLATE_UG} µg a day from before conception and throughout pregnancy.`,
        ),
  ];
  return tipAnswer(ctx, 'pregnancy', lead, views, extra, highDose ? FOLIC_ACID_TIP : undefined);
}

export const STAGE_LABEL: Record<
  'pregnant_t1' | 'pregnant_t2' | 'pregnant_t3' | 'lactating',
  { zh: string; en: string }
> = {
  pregnant_t1: { zh: '孕早期', en: 'early pregnancy' },
  pregnant_t2: { zh: '孕中期', en: 'mid-pregnancy' },
  pregnant_t3: { zh: '孕晚期', en: 'late pregnancy' },
  lactating: { zh: '哺乳期', en: 'lactation' },
};
