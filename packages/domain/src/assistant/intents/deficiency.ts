/**
 * "What are the signs of low X?": signs, the plan's status, and a blood test rather than self-
 * treatment. One intent per file; reply.ts dispatches through its HANDLERS table.
 */
import { pick } from '../../contracts/common';
import { fmt, L, nutrientName } from '../format';
import { DEFICIENCY_SIGNS } from '../knowledge';
import { supervisedLine } from './dose';
import { askWhich, LEVEL_LABEL, Q, sourceLine, suggestionsFor, type Ctx, type Draft } from './shared';

export function deficiency(ctx: Ctx): Draft {
  const l = ctx.locale;
  const n = ctx.nutrients[0];
  if (!n) {
    return askWhich(
      ctx,
      '想了解缺乏哪种营养素的表现？比如铁、维生素B12、维生素D。',
      'Which nutrient do you mean? For example iron, vitamin B12 or vitamin D.',
      'iron',
    );
  }
  const d = DEFICIENCY_SIGNS[n];
  const name = nutrientName(n, l);
  const v = ctx.views.get(n)!;
  const lines = [
    L(
      l,
      `**${name}不足可能的表现**：${pick(d.signs, l)}。`,
      `**Possible signs of low ${name}**: ${pick(d.signs, l)}.`,
    ),
    L(l, `${name}${pick(d.role, l)}。`, `${name} ${pick(d.role, l)}.`),
  ];
  if (ctx.plan && v.level) {
    lines.push(
      L(
        l,
        `你的方案中${name}的状态评分为 ${fmt(v.score ?? 0)}（${LEVEL_LABEL[v.level].zh}）。`,
        `In your plan, ${name} scores ${fmt(v.score ?? 0)} (${LEVEL_LABEL[v.level].en}).`,
      ),
    );
  }
  // A lab-proven deficiency already has its supervised treatment in the plan: that one dose, with who
  // to see and when to re-test (clinician review 2026-11-25, E5), not "get a blood test".
  const supervised = ctx.plan?.recommendations.find((r) => r.nutrient === n && r.supervised);
  if (supervised) lines.push(supervisedLine(n, supervised, v.ul, l, v.fromSupplements ?? 0));
  else
    lines.push(
      L(
        l,
        '这些表现也可能由其他原因引起。如果有这些症状，请就医并做血液检查，不要只靠补充剂。',
        'These signs have other causes too. If you have them, see a doctor for a blood test rather than relying on supplements.',
      ),
    );
  return {
    text: lines.join('\n\n') + sourceLine(d.source.ref, l),
    cards: [
      {
        type: 'tips',
        title: L(l, `${name}不足的信号`, `Signs of low ${name}`),
        tips: pick(d.signs, l)
          .split(/[、，,；;]\s*/)
          .filter(Boolean),
      },
    ],
    suggestions: suggestionsFor(ctx, [Q.signs(n, l)], n),
    warnings: [{ kind: 'see_doctor' }],
  };
}
