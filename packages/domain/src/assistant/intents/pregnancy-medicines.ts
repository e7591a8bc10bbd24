/**
 * A medicine asked about by someone pregnant that a pregnancy row says not to take on her own
 * (knowledge/pregnancy-medicines.ts): the NSAID painkillers from 20 weeks, low-dose aspirin against
 * pre-eclampsia kept (tenth clinician review, en P3: "can i take ibuprofen for my back pain, paracetamol
 * isnt doing anything" at 34 weeks got "no rule … keep taking them as you do now"). Pregnant is the
 * plan's life stage or said in this chat; before the medicine pairs and the "no reliable rule" line.
 */
import { pick } from '../../contracts/common';
import {
  PREGNANCY_HEADACHE,
  PREGNANCY_MEDICINES,
  pregnancyMedicineTaken,
} from '../../knowledge/pregnancy-medicines';
import { drugById } from '../../interactions';
import { redFlagFeatures } from '../../safety/detect';
import { findDrugs } from '../entities';
import { normaliseQuestion } from '../lexicon';
import { isMale, teratogenAnswerText, teratogenConditionsOf, teratogenRowOf } from './everyday';
import { sourceLine, suggestionsFor, type Ctx, type Draft } from './shared';

/** Pregnant, said in words ("34 weeks pregnant", 孕28周, 孕晚期). */
const PREGNANT_SAID = /怀孕|孕期|孕妇|孕早|孕中|孕晚|孕\d+周|\bpregnan\w*|\bexpecting\b/;

/** The birth behind her: after a caesarean or delivery, breastfeeding, the confinement month. */
const DELIVERED_SAID =
  /产后|(剖腹产|剖宫产|顺产|生)(完)?(第|后|了)\d*|生完|坐月子|月子里|出月子|哺乳|母乳|喂奶|\bpostpartum\b|\bpost-?partum\b|\bbreast ?feed\w*|\bnursing\b|\bafter (the |my |a )?(birth|delivery|c-?section|caesarean|cesarean)\b|\b(days?|weeks?) (after|post|out from|since) (my |the |a )?(c-?section|caesarean|cesarean|birth|delivery)\b|\bgave birth\b|\bnewborn\b/;
/** Pregnant now, said in this message ("孕28周", "I'm pregnant again"). */
const PREGNANT_NOW =
  /怀孕了|又怀|孕\d+周|孕(早|中|晚)期|\b(i'?m|i am|she'?s|she is) (\d+ weeks )?pregnant\b|\bpregnant again\b/;

/** A headache said ("头痛", "my head hurts", "migraine"): the headache line follows the row. */
const HEADACHE =
  /头痛|头疼|偏头痛|脑袋疼|\bheadaches?\b|\bmigraines?\b|\bhead (hurts|aches|is (aching|killing|pounding))\b/;

/** Pain or a painkiller said: aspirin asked about as a painkiller or as an NSAID. */
const AS_PAINKILLER =
  /痛|疼|止痛|退烧|发烧|非甾体|\bnsaids?\b|\bpain\w*|\baches?\b|\bheadaches?\b|\bfever\b|\banti-?inflammator\w*/;

export function pregnancyMedicineAnswer(ctx: Ctx, earlier: readonly string[]): Draft | null {
  const named = findDrugs(ctx.text).map((d) => d.id);
  if (named.length === 0) return null;
  if (isMale(ctx.text, ctx.plan?.profile.sex)) return null;
  // "im 20 weeks": a pregnancy as the red-flag reader hears it, too (tenth clinician review).
  const pregnant =
    /^pregnant/.test(ctx.plan?.profile.lifeStage ?? '') ||
    [ctx.text, ...earlier].some(
      (x) => PREGNANT_SAID.test(normaliseQuestion(x)) || redFlagFeatures(x).has('ctx_pregnant'),
    );
  if (!pregnant) return null;
  // After the birth — breastfeeding, days after a caesarean — the pregnancy row is not hers: ibuprofen is
  // compatible with breastfeeding (blind answer round 37, zh-015, development data, unsafe: "剖腹产第12天，纯母乳"
  // asking about codeine got "孕期不要自己吃布洛芬").
  const delivered =
    ctx.plan?.profile.lifeStage === 'lactating' ||
    [ctx.text, ...earlier].some((x) => DELIVERED_SAID.test(normaliseQuestion(x)));
  if (
    delivered &&
    !/^pregnant/.test(ctx.plan?.profile.lifeStage ?? '') &&
    !PREGNANT_NOW.test(normaliseQuestion(ctx.text))
  )
    return null;
  const t = normaliseQuestion(ctx.text);
  const row = PREGNANCY_MEDICINES.find(
    (r) =>
      pregnancyMedicineTaken(r, named).length > 0 ||
      // Aspirin asked about as a painkiller or an NSAID: the row, which keeps low-dose aspirin.
      (named.some((id) => (r.except ?? []).some((e) => e === id)) && AS_PAINKILLER.test(t)),
  );
  if (!row) return null;
  const l = ctx.locale;
  const headache = HEADACHE.test(t);
  const refs = headache ? `${row.source.ref}; ${PREGNANCY_HEADACHE.source.ref}` : row.source.ref;
  const body = pick(row.text, l) + (headache ? `\n\n${pick(PREGNANCY_HEADACHE.text, l)}` : '');
  // A medicine named beside it whose label says stop it in pregnancy (leflunomide) leads: call the
  // prescriber today — never the painkiller text alone (blind answer round 29, zh-081, unsafe).
  const stop = teratogenRowOf(
    [...new Set([...named, ...ctx.medicines])],
    teratogenConditionsOf(ctx.text, ctx.plan?.profile.conditions ?? []),
  );
  // A class row (ACE inhibitors and ARBs beside a statin: twenty-eighth clinician review, en M1) leads the
  // same way when the medicine is named in this message.
  const stopNamed =
    stop !== null &&
    (stop.ifPregnant !== undefined
      ? [...named, ...ctx.medicines].some((id) => ((stop.drugs ?? []) as readonly string[]).includes(id))
      : named.some(
          (id) =>
            ((stop.drugs ?? []) as readonly string[]).includes(id) ||
            (drugById(id)?.classes ?? []).some((c) =>
              ((stop.classes ?? []) as readonly string[]).includes(c),
            ),
        ));
  if (stop && stopNamed) {
    const tera = teratogenAnswerText(ctx, stop, true, refs);
    // Folic acid asked beside it, with no prescription dose of the row's own: the plan's 400 µg, kept up,
    // and the question of more put to the prescriber on today's call.
    const folic =
      stop.folicAcidUg === undefined && /叶酸|\bfolic\b|\bfolate\b/.test(t)
        ? `\n\n${l === 'zh-CN' ? '**叶酸：按你的方案每天0.4毫克（400微克），不要中断；要不要加量，今天打电话时一起问医生。**' : '**Folic acid: 0.4 mg (400 µg) a day as your plan says, without a break; ask about a higher dose on today’s call.**'}`
        : '';
    const at = tera.lastIndexOf('\n\n_');
    return {
      text:
        at > 0 ? `${tera.slice(0, at)}${folic}\n\n${body}${tera.slice(at)}` : `${tera}${folic}\n\n${body}`,
      suggestions: suggestionsFor(ctx, [], undefined),
      warnings: [{ kind: 'see_doctor' }],
      rules: [`pregnancy-medicine:${row.id}`, `teratogen:${stop.id}`],
    };
  }
  return {
    text: body + sourceLine(refs, l),
    suggestions: suggestionsFor(ctx, [], undefined),
    warnings: [{ kind: 'see_doctor' }],
    rules: [`pregnancy-medicine:${row.id}`],
  };
}

/**
 * A headache said in pregnancy with no medicine named ("im 30 weeks pregnant and have a headache"): the
 * headache line — what to take, and which headache needs the maternity unit now. A headache said alone is
 * not the pre-eclampsia card (safety/joined.ts) and is never passed over for the pregnancy tips.
 */
export function pregnancyHeadacheAnswer(ctx: Ctx, earlier: readonly string[]): Draft | null {
  if (findDrugs(ctx.text).length > 0 || isMale(ctx.text, ctx.plan?.profile.sex)) return null;
  if (!redFlagFeatures(ctx.text).has('headache')) return null;
  const pregnant =
    /^pregnant/.test(ctx.plan?.profile.lifeStage ?? '') ||
    [ctx.text, ...earlier].some(
      (x) => PREGNANT_SAID.test(normaliseQuestion(x)) || redFlagFeatures(x).has('ctx_pregnant'),
    );
  if (!pregnant) return null;
  const l = ctx.locale;
  return {
    text: pick(PREGNANCY_HEADACHE.text, l) + sourceLine(PREGNANCY_HEADACHE.source.ref, l),
    suggestions: suggestionsFor(ctx, [], undefined),
    warnings: [{ kind: 'see_doctor' }],
    rules: ['pregnancy-headache'],
  };
}
