/**
 * A prenatal vitamin asked about on an antiseizure medicine (blind answer round 16, en-108: "Are normal
 * prenatal vitamins ok with epilepsy meds? like Pregnacare or Elevit? or do I need a special one" from a
 * woman on valproate planning a pregnancy got "no reliable rule" and "no known interaction" lists, split
 * part by part). The point is the folic acid: an ordinary prenatal has 0.4–0.8 mg, and on an antiseizure
 * medicine the guideline dose is higher and prescribed; the prenatal is still fine beside it for the other
 * nutrients; and on valproate the specialist sees her before she tries — she never stops it herself.
 * Answered for the whole message, before it is split into parts.
 */
import { pick } from '../../contracts/common';
import { DRUGS } from '../../knowledge/drugs';
import { TERATOGENS, type TeratogenRow } from '../../knowledge/teratogens';
import { findDrugs } from '../entities';
import { L } from '../format';
import { isMale, teratogenConditionsOf, teratogenRowOf } from './everyday';
import { sourceLine, suggestionsFor, type Ctx, type Draft } from './shared';

/** A prenatal (pregnancy) multivitamin, by kind or by a brand sold for it. */
const PRENATAL =
  /孕妇(复合)?(多种)?维生素|孕期(复合)?(多种)?维生素|孕妇多维|孕期多维|孕妇专用(的)?(复合)?维生素|备孕(复合)?维生素|孕妇钙?片|爱乐维|玛特纳|\bpre-?natals?\b|\bante-?natals?\b|\bpregnancy (multi-?)?vitamins?\b|\bpregnancy multis?\b|\bpregnacare\b|\belevit\b|\bmaterna\b|\bone a day prenatal\b|\bnature made prenatal\b/;

/** An antiseizure medicine named by its class rather than by a drug. */
const ANTISEIZURE_WORDS =
  /抗癫痫(的)?药|癫痫(的)?药|抗惊厥药|\b(epilepsy|seizure|anti-?seizure|antiepileptic|anti-?epileptic|anticonvulsant)\s+(meds?|medicines?|medications?|drugs?|pills?|tablets?)\b|\banti-?epileptics?\b|\banticonvulsants?\b/;

/** The teratogen rows that are about an antiseizure medicine's pregnancy (each sets a folic acid dose). */
const ANTISEIZURE_ROWS: ReadonlySet<string> = new Set([
  'valproate',
  'lamotrigine',
  'topiramate-not-epilepsy',
  'antiepileptic-folic-acid',
]);

const SOURCE =
  'NICE NG217 Epilepsies in children, young people and adults (2022) §1.13 and BNF, Folic acid (5 mg a day for women taking antiseizure medicines who may become pregnant — section from memory); RCOG Green-top Guideline 68 Epilepsy in pregnancy (2016); ACOG Practice Bulletin 187, Neural tube defects (2017: higher-dose folic acid for women on antiseizure medicines, dose set by the clinician — section from memory)';

function antiseizureRow(ctx: Ctx): TeratogenRow | null {
  const named = findDrugs(ctx.text).map((d) => d.id);
  const conditions = teratogenConditionsOf(ctx.text, ctx.plan?.profile.conditions ?? []);
  const row = teratogenRowOf([...named, ...ctx.medicines], conditions);
  if (row && ANTISEIZURE_ROWS.has(row.id)) return row;
  // "epilepsy meds" with no medicine known: the class row, worded for epilepsy.
  if (ANTISEIZURE_WORDS.test(ctx.norm))
    return TERATOGENS.find((r) => r.id === 'antiepileptic-folic-acid') ?? null;
  return null;
}

/**
 * Several tablets to make up the prescription dose: the folic-acid make-up answer (several 0.4 mg tablets
 * or prenatals are not 5 mg, and B12) answers it (ninth clinician review, zh P3 Q6).
 */
const MAKE_UP =
  /凑|多吃几片|吃几片|一次吃(十|好)?几片|\b(add|adds|adding) up\b|\bmake up\b|\bseveral\b|\bhandful\b|\b\d+ (of )?(my )?(tablets|pills|prenatals)\b/;

export function prenatalAntiseizureAnswer(ctx: Ctx): Draft | null {
  const t = ctx.norm;
  if (!t || !PRENATAL.test(t) || MAKE_UP.test(t)) return null;
  if (isMale(ctx.text, ctx.plan?.profile.sex)) return null;
  const row = antiseizureRow(ctx);
  if (!row) return null;
  const l = ctx.locale;
  const rowDrugs: readonly string[] = row.drugs ?? [];
  const own = [...findDrugs(ctx.text).map((d) => d.id), ...ctx.medicines].find((id) => rowDrugs.includes(id));
  const drug = own ? DRUGS.find((d) => d.id === own) : undefined;
  const valproate = row.id === 'valproate';
  const parts = [
    L(
      l,
      `**吃抗癫痫药${drug ? `（${drug.zh}）` : ''}时，普通的孕妇复合维生素（如爱乐维、玛特纳）可以吃，但光靠它叶酸不够：** 孕妇维生素里的叶酸一般是0.4–0.8毫克；吃抗癫痫药的女性，英国指南建议从计划怀孕前至少1个月到孕12周每天吃5毫克叶酸（处方剂量，美国医生常开1–4毫克），具体剂量由开药医生决定。请神经科医生或开药医生开大剂量叶酸片；孕妇复合维生素可以同时吃，补碘、维生素D等其他营养素。不要吃两种复合维生素，也不要多吃几片孕妇维生素来凑叶酸剂量（会同时吃进过多维生素A等）。`,
      `**On an antiseizure medicine${drug ? ` (${drug.en.replace(/\s*\(.*\)$/, '').toLowerCase()})` : ''}, an ordinary prenatal vitamin such as Pregnacare or Elevit is fine to take, but on its own it does not give enough folic acid:** prenatals have 0.4–0.8 mg; for women on antiseizure medicines, UK guidelines advise 5 mg a day (a prescription dose) from at least a month before conception to 12 weeks of pregnancy, and US doctors often prescribe 1–4 mg — the prescriber decides the dose. Ask your neurologist or the doctor who prescribes it for the higher-dose folic acid; take the ordinary prenatal beside it for iodine, vitamin D and the other nutrients. Do not take two multivitamins, and do not make up the folic acid with extra prenatal tablets (that adds too much vitamin A and other things).`,
    ),
    valproate
      ? L(
          l,
          '**吃丙戊酸钠的，想要孩子前一定先看开药的专科医生（神经科），再停避孕：** 丙戊酸钠在孕期会明显增加胎儿畸形和发育问题的风险，医生通常会先换药或调整方案（妊娠预防计划）；药要照常吃，换不换、怎么调都由医生决定——自己突然断掉可能引起癫痫发作，对你和宝宝都危险。如果已经怀孕，药照常吃，并尽快联系医生。',
          '**On valproate, see your specialist (the neurologist) before you stop contraception and try for a baby:** valproate in pregnancy markedly raises the risk of birth defects and developmental problems, and under the pregnancy prevention programme the specialist reviews it first and often switches it; never stop or cut it yourself — stopping suddenly can bring on seizures, which are dangerous for you and a baby. If you are already pregnant, keep taking it and contact the specialist promptly.',
        )
      : pick(row.text, l),
  ];
  return {
    text: parts.join('\n\n') + sourceLine(`${SOURCE}; ${row.source.ref}`, l),
    suggestions: suggestionsFor(ctx, [], 'folate'),
    warnings: [{ kind: 'see_doctor' }],
    prescribedDoses: { folate: 5000 },
  };
}
