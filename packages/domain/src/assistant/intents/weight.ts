/**
 * Losing or gaining weight: the plan's energy target and protein, never a crash diet. One intent per
 * file; reply.ts dispatches through its HANDLERS table.
 */
import { fmt, L } from '../format';
import { type Ctx, type Draft } from './shared';
import { BMI_LABEL, crashDietLine, energyTargetLine, proteinLine, weightLossTarget } from './bmi';
import { tipAnswer } from './tips';

export function weight(ctx: Ctx): Draft {
  const l = ctx.locale;
  const gain = /增重|增肥|长胖|增肌|胖一点|\bgain\b|\bbulk|\bmuscle\b/.test(ctx.norm);
  if (gain) return tipAnswer(ctx, 'weight_gain', L(l, '**健康增重**', '**Gaining weight healthily**'));
  const crash = crashDietLine(ctx);
  const extra: string[] = crash ? [crash] : [];
  if (ctx.plan) {
    const p = ctx.plan.profile;
    const target = weightLossTarget(ctx);
    extra.push(
      target
        ? energyTargetLine(ctx, target)
        : L(l, `你每天大约消耗 ${fmt(p.tdeeKcal)} kcal。`, `You use about ${fmt(p.tdeeKcal)} kcal a day.`),
    );
    extra.push(proteinLine(ctx));
    if (p.bmiCategory === 'underweight' || p.bmiCategory === 'normal') {
      extra.push(
        L(
          l,
          `你的BMI是 ${fmt(p.bmi)}（${BMI_LABEL[p.bmiCategory].zh}），不建议再减重；如有体型方面的顾虑，可以咨询医生或营养师。`,
          `Your BMI is ${fmt(p.bmi)} (${BMI_LABEL[p.bmiCategory].en}); losing weight is not advised. Talk to a doctor or dietitian about any concerns.`,
        ),
      );
    }
  }
  return tipAnswer(ctx, 'weight_loss', L(l, '**健康减重**', '**Losing weight healthily**'), ctx.views, extra);
}
