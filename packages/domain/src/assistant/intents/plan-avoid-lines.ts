/**
 * What the plan's supplement review says about a product the person takes, said first wherever the chat lists
 * that product's interactions: one verdict in the plan and the chat.
 */
import { supplementOptionById } from '../../review';
import { L } from '../format';
import type { Ctx } from './shared';

/**
 * The plan's own verdict on a product the person takes, when it is "avoid": the chat says what the plan
 * says (fifth clinician review, P1: on aspirin + clopidogrel with fish oil, ginkgo and nattokinase the
 * review said "do not take it for now" while the chat called each pair "minor").
 */
export function planAvoidLines(ctx: Ctx, wanted: ReadonlySet<string>): string[] {
  const lines: string[] = [];
  for (const r of ctx.plan?.productReviews ?? []) {
    if (r.verdict !== 'avoid' || !r.optionId) continue;
    const main = supplementOptionById(r.optionId)?.main;
    if (!main || !wanted.has(main)) continue;
    const why = r.issues[0] ?? '';
    // A product the medicine's dose was set around (vitamin K2 taken daily on warfarin): the review says not
    // to stop it suddenly, so the headline says not to change it alone — never "hold it" above "do not stop
    // it" (blind answer round 29, zh-088, unsafe: a mechanical valve on warfarin with K2).
    const keepSteady =
      /不要突然停|不要自己停|do not (suddenly )?stop (it|or change it)|don'?t stop it|do not stop or change it/i.test(
        why,
      );
    lines.push(
      keepSteady
        ? L(
            ctx.locale,
            `**你在吃的${r.name}：先不要自己加量、减量或停掉，由医生决定**——${why}`,
            `**Your ${r.name}: do not add to it, cut it or stop it yourself — the doctor decides** — ${why}`,
          )
        : L(
            ctx.locale,
            `**你在吃的${r.name}：你的方案的结论是先暂缓服用**——${why}`,
            `**Your ${r.name}: your plan's verdict is to hold it for now** — ${why}`,
          ),
    );
  }
  if (lines.length) lines.push(L(ctx.locale, '每一对单独来看：', 'Each pair on its own:'));
  return lines;
}
