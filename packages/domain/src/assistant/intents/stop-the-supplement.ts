/**
 * A follow-up that asks whether to stop, and names nothing ("Should I just stop it then? Do I need to taper it?"),
 * after a message that asked about a supplement beside a medicine it must not be taken with: the supplement is what
 * may be stopped, the medicine is kept (blind answer round 42, en-070, unsafe, development data).
 */
import { pick } from '../../contracts/common';
import { taboosFor } from '../../interactions';
import { STOP_THE_SUPPLEMENT_LEAD } from '../../knowledge/medicine-chat-answers';
import { say } from '../../messages';
import { interactionWarning } from '../safety';
import { findDrugs, findSubstances } from '../entities';
import { normaliseQuestion } from '../lexicon';
import { sourceLine, type Ctx, type Draft } from './shared';

/** Stopping, or tapering, asked about. */
const STOP_ASKED =
  /停(掉|了|下来)?|不吃了|戒掉|减量|慢慢减|\bstop\w*\b|\bquit\b|\btaper\w*\b|\bwean\w*\b|\bcome off\b|\bcold turkey\b/;

export function stopTheSupplementAnswer(ctx: Ctx, previous: string | undefined): Draft | null {
  if (!previous) return null;
  const t = normaliseQuestion(ctx.text);
  if (!t || !STOP_ASKED.test(t)) return null;
  // The message names its own thing: its own question.
  if (findDrugs(ctx.text).length > 0 || findSubstances(ctx.text).length > 0) return null;
  const substances = findSubstances(previous);
  if (substances.length === 0) return null;
  const medicines = [...new Set([...ctx.medicines, ...findDrugs(previous).map((d) => d.id)])];
  const taboos = taboosFor({ medicines, substances }, ctx.locale).filter(
    (x) => x.kind === 'interaction' && x.management === 'avoid' && x.severity === 'major',
  );
  const first = taboos[0];
  if (!first) return null;
  const l = ctx.locale;
  const drugs = [...new Set(taboos.map((x) => x.drug))];
  const lead = pick(STOP_THE_SUPPLEMENT_LEAD.text, l)
    .replace(/\{supplement\}/g, first.supplement)
    .replace(/\{medicines\}/g, drugs.join(say('reply.medicinesJoined', {}, l)));
  const refs = [...new Set([STOP_THE_SUPPLEMENT_LEAD.source.ref, ...taboos.map((x) => x.source.ref)])];
  return {
    text:
      [lead, ...taboos.map((x) => interactionWarning(x, l))].join('\n\n') + sourceLine(refs.join('; '), l),
    suggestions: [],
    warnings: [{ kind: 'see_doctor' }],
  };
}
