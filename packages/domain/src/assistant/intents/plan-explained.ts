/**
 * "Explain my plan": its highlights, or what a plan would hold. One intent per file; reply.ts
 * dispatches through its HANDLERS table.
 */
import { type NutrientKey } from '../../nutrients';
import { amount, fmt, L, nutrientName } from '../format';
import { SEVERITY_LABEL } from '../knowledge';
import { hasKidneyDisease, kidneyProteinRange } from './kidney';
import {
  lowest,
  planProductsCard,
  profileCard,
  Q,
  recItem,
  recommendCard,
  startHint,
  suggestionsFor,
  type Ctx,
  type Draft,
} from './shared';
import { BMI_LABEL } from './bmi';

export function planExplained(ctx: Ctx): Draft {
  const { plan, locale: l } = ctx;
  if (!plan) {
    return {
      text: L(
        l,
        `你还没有营养方案。方案会包括：能量和BMI、20多种营养素的目标和现状评分、需要补充的营养素和剂量（不超过上限）、药物与补充剂的相互作用提醒，以及对应的产品和用法。\n\n${startHint(l)}`,
        `You have no nutrition plan yet. A plan covers your energy needs and BMI, targets and status scores for more than 20 nutrients, what to supplement and how much (always within the upper limits), medicine–supplement interaction warnings, and matching products with directions.\n\n${startHint(l)}`,
      ),
      cards: [
        {
          type: 'tips',
          title: L(l, '开始之前', 'Before you start'),
          tips: [
            L(l, '准备好身高、体重和日常活动量', 'Have your height, weight and activity level ready'),
            L(l, '列出正在服用的药物和补充剂', 'List the medicines and supplements you take'),
            L(
              l,
              '有体检报告可以上传，结果更准确',
              'Upload a health report if you have one for a more precise plan',
            ),
          ],
        },
      ],
      suggestions: suggestionsFor(ctx, [], undefined),
    };
  }
  const p = plan.profile;
  const kr = kidneyProteinRange(plan);
  const kidneyProtein = hasKidneyDisease(plan)
    ? kr
      ? `${kr.min}–${kr.max} g（KDOQI 2020）`
          .replace('（', l === 'zh-CN' ? '（' : ' (')
          .replace('）', l === 'zh-CN' ? '）' : ')')
      : L(l, '遵肾内科医生建议', 'as your nephrologist advises')
    : null;
  const lines: string[] = [];
  lines.push(
    L(
      l,
      `**${plan.nickname || '你'}的方案要点**`,
      `**Highlights of ${plan.nickname ? `${plan.nickname}'s` : 'your'} plan**`,
    ),
  );
  lines.push(
    L(
      l,
      `- BMI ${fmt(p.bmi)}（${BMI_LABEL[p.bmiCategory].zh}），每日能量约 ${fmt(p.tdeeKcal)} kcal，蛋白质 ${kidneyProtein ?? `${fmt(p.proteinTargetG)} g`}`,
      `- BMI ${fmt(p.bmi)} (${BMI_LABEL[p.bmiCategory].en}); about ${fmt(p.tdeeKcal)} kcal a day and protein ${kidneyProtein ?? `${fmt(p.proteinTargetG)} g a day`}`,
    ),
  );
  const low = lowest(ctx, 4);
  if (low.length) {
    lines.push(
      L(
        l,
        `- 需要关注：${low.map((v) => `${nutrientName(v.key, l)}（评分${fmt(v.score ?? 0)}）`).join('、')}`,
        `- Needs attention: ${low.map((v) => `${nutrientName(v.key, l)} (score ${fmt(v.score ?? 0)})`).join(', ')}`,
      ),
    );
  }
  if (plan.recommendations.length) {
    lines.push(
      L(
        l,
        `- 建议补充：${plan.recommendations.map((r) => `${recItem(r, l).name} ${amount(r.dose, r.unit)}`).join('、')}`,
        `- Suggested supplements: ${plan.recommendations.map((r) => `${recItem(r, l).name} ${amount(r.dose, r.unit)}`).join(', ')}`,
      ),
    );
  } else {
    lines.push(
      L(
        l,
        '- 目前不需要额外补充，继续均衡饮食即可',
        '- No supplements needed right now: keep eating a balanced diet',
      ),
    );
  }
  const taboos = plan.medicineTaboos.filter((t) => t.kind === 'interaction');
  for (const t of taboos.slice(0, 3)) {
    lines.push(
      L(
        l,
        `- 药物提示：${t.drug} 与 ${t.supplement}（${SEVERITY_LABEL[t.severity].zh}）：${t.advice}`,
        `- Medicine note: ${t.drug} and ${t.supplement} (${SEVERITY_LABEL[t.severity].en}): ${t.advice}`,
      ),
    );
  }
  for (const f of plan.findings.slice(0, 2)) lines.push(`- ${f.text}`);
  lines.push('', plan.disclaimer);
  return {
    text: lines.join('\n'),
    cards: [...profileCard(plan), ...recommendCard(plan.recommendations, l), ...planProductsCard(plan, l)],
    suggestions: suggestionsFor(
      ctx,
      [Q.plan(l)],
      plan.recommendations[0]?.nutrient as NutrientKey | undefined,
    ),
  };
}
