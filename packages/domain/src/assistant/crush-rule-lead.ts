/**
 * A medicine that must never be crushed, asked about crushing, chewing or opening (knowledge/crushing.ts):
 * its rule leads the answer whichever row answered the rest (twenty-second clinician review, en S1 — and
 * "福善美能碾碎拌在粥里吗" got the bisphosphonate water row, which never said not to crush it).
 */
import { pick, type Locale } from '../contracts/common';
import { drugById } from '../interactions';
import { crushingRulesFor } from '../knowledge/crushing';
import { findDrugs } from './entities';

const CRUSH_ASKED =
  /碾碎|压碎|磨碎|研碎|捣碎|嚼碎|嚼着|掰开|化开|泡水|(打开|拆开|剪开)[^，。？?]{0,8}(胶囊|倒|拌|冲)|胶囊[^，。？?]{0,6}(打开|拆开|剪开)|\b(crush\w*|grind\w*|chew\w*|dissolv\w*|split\w*|break (it|them) (up|in half)|mix (it|them) (in|into)|open (up )?(the |my |her |his )?(capsules?|caps?|pradaxa)|sprinkl\w*)\b/i;

/** The answer with the never-crush rule of a medicine the message names first, when it is not already said. */
export function withNeverCrushLead(answer: string, text: string, locale: Locale): string {
  if (typeof text !== 'string' || !CRUSH_ASKED.test(text)) return answer;
  const rules = crushingRulesFor(
    findDrugs(text).map((d) => d.id),
    (id) => drugById(id)?.classes ?? [],
  ).filter((r) => r.never);
  const lead = rules.map((r) => pick(r.text, locale)).filter((line) => !answer.includes(line));
  return lead.length > 0 ? [...lead, answer].join('\n\n') : answer;
}
