/**
 * A medicine asked about by someone pregnant that a pregnancy row says not to take on her own
 * (knowledge/pregnancy-medicines.ts): the NSAID painkillers from 20 weeks, low-dose aspirin against
 * pre-eclampsia kept (tenth clinician review, en P3: "can i take ibuprofen for my back pain, paracetamol
 * isnt doing anything" at 34 weeks got "no rule … keep taking them as you do now"). Pregnant is the
 * plan's life stage or said in this chat; before the medicine pairs and the "no reliable rule" line.
 */
import { pick } from '../../contracts/common';
import { PREGNANCY_MEDICINES, pregnancyMedicineTaken } from '../../knowledge/pregnancy-medicines';
import { findDrugs } from '../entities';
import { normaliseQuestion } from '../lexicon';
import { isMale } from './everyday';
import { sourceLine, suggestionsFor, type Ctx, type Draft } from './shared';

/** Pregnant, said in words ("34 weeks pregnant", 孕28周, 孕晚期). */
const PREGNANT_SAID = /怀孕|孕期|孕妇|孕早|孕中|孕晚|孕\d+周|\bpregnan\w*|\bexpecting\b/;

/** Pain or a painkiller said: aspirin asked about as a painkiller or as an NSAID. */
const AS_PAINKILLER =
  /痛|疼|止痛|退烧|发烧|非甾体|\bnsaids?\b|\bpain\w*|\baches?\b|\bheadaches?\b|\bfever\b|\banti-?inflammator\w*/;

export function pregnancyMedicineAnswer(ctx: Ctx, earlier: readonly string[]): Draft | null {
  const named = findDrugs(ctx.text).map((d) => d.id);
  if (named.length === 0) return null;
  if (isMale(ctx.text, ctx.plan?.profile.sex)) return null;
  const pregnant =
    /^pregnant/.test(ctx.plan?.profile.lifeStage ?? '') ||
    [ctx.text, ...earlier].some((x) => PREGNANT_SAID.test(normaliseQuestion(x)));
  if (!pregnant) return null;
  const t = normaliseQuestion(ctx.text);
  const row = PREGNANCY_MEDICINES.find(
    (r) =>
      pregnancyMedicineTaken(r, named).length > 0 ||
      // Aspirin asked about as a painkiller or an NSAID: the row, which keeps low-dose aspirin.
      (named.some((id) => (r.except ?? []).some((e) => e === id)) && AS_PAINKILLER.test(t)),
  );
  if (!row) return null;
  const l = ctx.locale;
  return {
    text: pick(row.text, l) + sourceLine(row.source.ref, l),
    suggestions: suggestionsFor(ctx, [], undefined),
    warnings: [{ kind: 'see_doctor' }],
    rules: [`pregnancy-medicine:${row.id}`],
  };
}
