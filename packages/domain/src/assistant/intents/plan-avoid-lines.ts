/**
 * What the plan's supplement review says about a product the person takes, said first wherever the chat lists
 * that product's interactions: one verdict in the plan and the chat.
 */
import { supplementOptionById } from '../../review';
import { L } from '../format';
import type { Ctx } from './shared';
import { PRESCRIBED_SUPPLEMENT_SAID } from './prescribed-supplement';

/** A doctor told them to take it: "my endocrinologist told me to take it", "医生让我吃的". */
const DOCTOR_SAID_TAKE =
  /(医生|大夫|专科|内分泌科|肾内科|心内科)[^。？?]{0,6}(让|叫|要)我(吃|补|服)|\b(doctor|dr|endo\w*|specialist|gp|nephrologist|cardiologist|consultant|physician|surgeon)\b[^.?!]{0,20}\b(told|wants|asked|said|put)\b[^.?!]{0,10}\b(me )?(to take|on)\b/;

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
    // The person says their doctor prescribed it (the questionnaire did not mark it so): the prescription stands,
    // and the plan hears of it (thirtieth clinician review, en M3: vitamin D prescribed by the endocrinologist
    // after thyroid surgery, "hold it" and "only if your nephrologist prescribes it" in the chat).
    if (PRESCRIBED_SUPPLEMENT_SAID.test(ctx.norm) || DOCTOR_SAID_TAKE.test(ctx.norm)) {
      const drugs = [
        ...new Set(
          (ctx.plan?.medicineTaboos ?? [])
            .filter((t) => t.target === main && t.kind === 'interaction')
            .map((t) => t.drug),
        ),
      ].join(L(ctx.locale, '、', ', '));
      lines.push(
        L(
          ctx.locale,
          `**你在吃的${r.name}：医生开的，就按医生说的继续吃。** 请在方案的补充剂里把它标为“医生开的”，方案会按处方来核对${drugs ? `；同时确认开它的医生知道你也在用${drugs}` : ''}。`,
          `**Your ${r.name}: if your doctor prescribed it, keep taking it as they said.** Mark it as prescribed in your plan's supplements so the plan reviews it as a prescription${drugs ? `, and make sure that doctor knows you also take ${drugs}` : ''}.`,
        ),
      );
      continue;
    }
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
