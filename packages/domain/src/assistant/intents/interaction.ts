/**
 * "Can I take X with my medicine?": drug–drug rows first, then the engine's supplement rules. One
 * intent per file; reply.ts dispatches through its HANDLERS table.
 */
import { whoToAsk } from '../cannot';
import { pick } from '../../contracts/common';
import {
  addsBleedingRisk,
  drugById,
  isBloodThinner,
  raisesPotassium,
  rulesForDrug,
  taboosFor,
  type Drug,
} from '../../interactions';
import { say } from '../../messages';
import type { MedicineTaboo } from '../../contracts/plan';
import { isNutrientKey, type NutrientKey } from '../../nutrients';
import { substanceName } from '../../substances';
import { findDrugClasses, findDrugs, findNutrients, findSubstances, findSupplements } from '../entities';
import { L } from '../format';
import { SEVERITY_LABEL } from '../knowledge';
import { warningOfTaboo, type Warning } from '../followups';
import { conditionRulesFor } from './dose';
import { hasKidneyDisease } from './kidney-plan';
import { pairLinesFor } from './pairing';
import { pairsOfTheQuestion } from './medicine-pairs';
import { drugName, ownDrugName, Q, sourceLine, suggestionsFor, type Ctx, type Draft } from './shared';
import { clause } from '../rule-text';
import { interactionWarning } from '../safety';
import { planAvoidLines } from './plan-avoid-lines';
import { medicineDietRowFor } from './everyday';
import { dietNotesFor } from '../../interactions/diet-notes';
import { CANCER_HERBS_REF, cancerHerbsLine, cancerTreatment, type CancerTreatment } from './cancer-herbs';

/** "Any supplements to avoid?", "还有哪些补充剂不能吃": the medicine's whole list is asked for too. */
const ASKS_WHICH_TO_AVOID =
  /(哪些|什么|啥)(补充剂|保健品|营养品|维生素|营养素).{0,4}(要避免|要注意|不能吃|不能一起|别吃|要小心)|\b(any|which|what) (other )?(supplements?|vitamins?|herbs?)( should i| do i| to| must i)? ?(avoid|stay away|watch|not take|be careful)/;

/** The medicine's rows against supplements, most severe first, five per medicine. */
function watchLines(drugs: readonly Drug[], l: Ctx['locale']): string[] {
  const out: string[] = [];
  for (const d of drugs.slice(0, 2)) {
    for (const r of rulesForDrug(d.id).slice(0, 5)) {
      out.push(
        `- ${drugName(d, l)} × ${substanceName(r.substance, l)}（${pick(SEVERITY_LABEL[r.severity], l)}）：${pick(r.advice, l)}`.replace(
          /（(.+?)）：/,
          l === 'zh-CN' ? '（$1）：' : ' ($1): ',
        ),
      );
    }
  }
  return out;
}

/**
 * The daily amounts (mg) of substances that come only from products the message names — a prenatal's
 * 15 mg of vitamin E beside aspirin is no high-dose vitamin E (a rule's `minDailyMg` reads it, as the plan
 * does; twenty-seventh clinician review, zh S1). None when a substance is named in its own words or a
 * product's amounts are unknown: the rules then fire on presence, the cautious reading.
 */
function productAmounts(
  text: string,
  substances: readonly string[],
): Partial<Record<NutrientKey, number>> | null {
  const products = findSupplements(text);
  if (products.length === 0) return null;
  const ownWords = new Set<string>(findNutrients(text));
  const out: Partial<Record<string, number>> = {};
  for (const p of products)
    for (const c of p.contains) {
      // An amount in IU, or a substance named in its own words, reads as present at any amount.
      const mg =
        c.unit === 'mg'
          ? c.amount
          : c.unit === 'ug'
            ? c.amount / 1000
            : c.unit === 'g'
              ? c.amount * 1000
              : Infinity;
      // Per tablet or capsule, one a day: the label's serving.
      out[c.substance] = (out[c.substance] ?? 0) + mg;
    }
  for (const s of substances) if (out[s] === undefined || ownWords.has(s)) out[s] = Infinity;
  return out as Partial<Record<NutrientKey, number>>;
}

/** "the pill", "my pill", "her pill": a contraceptive only when nothing says it is another pill. */
const BARE_PILL = /\b(the|my|her|his|your|that|this) pills?\b/g;

/**
 * "…like 20 min after the pill" from a 58-year-old on levothyroxine whose last message named Euthyrox
 * read "the pill" as an oral contraceptive and answered with a missing pill–calcium row and "change
 * nothing" (blind answer round 47, en-002, development data, unsafe). A bare "the pill" is the person's
 * own medicine when they take some and none is a contraceptive, and either this chat names one of them
 * or the person cannot be on the pill (a man, or a woman of 55 or over).
 */
function withoutOwnPill(ctx: Ctx, ownDrugs: readonly Drug[], classes: Drug[]): Drug[] {
  const pill = classes.find((d) => d.classes.includes('oral_contraceptive'));
  if (!pill || ownDrugs.length === 0) return classes;
  if (ownDrugs.some((d) => d.classes.includes('oral_contraceptive'))) return classes;
  const otherCue = findDrugClasses(ctx.text.toLowerCase().replace(BARE_PILL, ' '));
  if (otherCue.some((d) => d.id === pill.id)) return classes;
  const profile = ctx.plan?.profile;
  const cannotBeOnPill = profile?.sex === 'male' || (profile?.age ?? 0) >= 55;
  const own = new Set(ownDrugs.map((d) => d.id));
  const ownNamed = [ctx.text, ctx.previous ?? ''].some((t) => findDrugs(t).some((d) => own.has(d.id)));
  return cannotBeOnPill || ownNamed ? classes.filter((d) => d !== pill) : classes;
}

export function interaction(ctx: Ctx): Draft {
  const l = ctx.locale;
  const mentioned = findDrugs(ctx.text);
  const ownDrugs = ctx.medicines.map((id) => drugById(id)).filter((d): d is Drug => d !== undefined);
  // A class named without a medicine ("my statin"): the person's own medicines of that class, else the
  // class itself (its placeholder carries the class rules).
  const classes = mentioned.length ? [] : withoutOwnPill(ctx, ownDrugs, findDrugClasses(ctx.text));
  const ownOfClass = ownDrugs.filter((d) =>
    classes.some((c) => c.classes.some((k) => d.classes.includes(k))),
  );
  const drugs: Drug[] = mentioned.length
    ? mentioned
    : ownOfClass.length
      ? ownOfClass
      : classes.length
        ? classes
        : ownDrugs;
  const named = findSubstances(ctx.text);
  // "和阿司匹林一起吃行吗" after "鱼油什么时候吃？": the supplement is the one of the part before.
  const substances = named.length ? named : ctx.nutrients;
  if (drugs.length === 0) {
    return {
      text: L(
        l,
        '请告诉我药物的名称（通用名或商品名都可以），以及你想搭配的补充剂，我来查相互作用规则。',
        'Tell me the name of the medicine (generic or brand) and the supplement you have in mind, and I will check our interaction rules.',
      ),
      suggestions: [
        Q.interaction(L(l, '华法林', 'warfarin'), 'omega3', l),
        ...suggestionsFor(ctx, [], undefined),
      ].slice(0, 3),
    };
  }
  const names = drugs.map((d) => ownDrugName(ctx, d)).join(L(l, '、', ', '));
  // A medicine named in the question is checked against the person's own medicines first (warfarin +
  // ibuprofen): a drug–drug row outranks any supplement list (re-review H1, H2).
  const own = ctx.medicines.filter((id) => !drugs.some((d) => d.id === id));
  const drugPairs = pairsOfTheQuestion(
    taboosFor({ medicines: [...drugs.map((d) => d.id), ...own], substances: [] }, l).filter(
      (t) => t.kind === 'drug_interaction' && drugs.some((d) => d.id === t.drugId || d.id === t.target),
    ),
    new Set(mentioned.map((d) => d.id)),
    new Set(ctx.medicines),
  );
  const pairLines = drugPairs.map((t) => interactionWarning(t, l));
  if (substances.length === 0) {
    const lines = [
      ...(pairLines.length ? [...pairLines, ''] : []),
      L(l, `**${names}** 需要注意的补充剂：`, `Supplements to watch with **${names}**:`),
    ];
    const header = lines.length;
    lines.push(...watchLines(drugs, l));
    if (lines.length === header)
      lines.push(
        L(
          l,
          '我们的规则库中没有它与常见补充剂的已知相互作用，服用前仍建议咨询药师。',
          'Our rules list no known interaction with common supplements; still ask your pharmacist before you start one.',
        ),
      );
    const foodPairs = pairLinesFor(ctx);
    if (foodPairs.lines.length) {
      lines.push(
        '',
        L(l, '**服用时间：**', '**Timing:**'),
        ...foodPairs.lines,
        sourceLine([...new Set(foodPairs.rules.map((r) => r.source.ref))].join('; '), l).trim(),
      );
    }
    return {
      text: lines.join('\n'),
      suggestions: suggestionsFor(ctx, [], undefined),
      rules: foodPairs.rules.map((r) => r.id),
    };
  }
  const wanted = new Set<string>(substances);
  const dailyMg = productAmounts(ctx.text, substances);
  const taboos = taboosFor(
    { medicines: drugs.map((d) => d.id), substances, ...(dailyMg ? { dailyMg } : {}) },
    l,
  ).filter((t) => wanted.has(t.target));
  const subNames = [...new Set(substances.map((s) => substanceName(s, l)))]
    .slice(0, 4)
    .join(L(l, '、', ', '));
  // A medicine pair among the named medicines is said first here too ("胺碘酮和地高辛" also reads 碘 as iodine).
  // A supplement asked about without a medicine ("should I take the iron you recommended?") is not
  // answered with a pair of the person's own medicines (eighth clinician review, en P2 Q6).
  const lines: string[] = mentioned.length > 0 || classes.length > 0 ? [...pairLines] : [];
  lines.push(...planAvoidLines(ctx, wanted));
  // "钙片和华法林要分开吃吗" from someone who already takes the calcium: no "before you start".
  const alreadyTaken = substances.every(
    (x) => isNutrientKey(x) && (ctx.views.get(x)?.fromSupplements ?? 0) > 0,
  );
  if (taboos.length === 0 && alreadyTaken) {
    // An absent row is not evidence that no spacing is needed (mycophenolate with magnesium was missing
    // once): say what the table holds and who decides the spacing, never "no need to space".
    const who = whoToAsk(ctx.text, ctx.plan, ctx.medicines);
    // "Keep taking them as you do now" is only for medicines the person already takes: a new one asked
    // about ("can I take ibuprofen…" at 34 weeks; tenth clinician review, en P3) is not started on the
    // strength of a missing row.
    const newOnes = mentioned.filter((d) => !ctx.medicines.includes(d.id));
    const newNames = newOnes.map((d) => ownDrugName(ctx, d)).join(L(l, '、', ', '));
    lines.push(
      newOnes.length > 0
        ? L(
            l,
            `我们的相互作用表里没有 **${names}** 与 **${subNames}** 需要错开或避免的规则，但这个表并不完整，不能据此说可以一起吃。**${newNames}** 适不适合你、要不要错开，请先问你的${who.zh}；在此之前不要自己开始吃。`,
            `Our interaction table has no rule that **${names}** and **${subNames}** need spacing or avoiding, but the table is not complete, so that is not a yes. Ask ${who.en} whether **${newNames}** suits you and how to space it before you start; until then do not start it on your own.`,
          )
        : L(
            l,
            `我们的相互作用表里没有 **${names}** 与 **${subNames}** 需要错开或避免的规则，但这个表并不完整，不能据此说一定不用分开。要不要错开、隔多久，请问你的${who.zh}；在此之前照常吃，不要自己改动。`,
            `Our interaction table has no rule that **${names}** and **${subNames}** need spacing or avoiding, but the table is not complete, so I cannot tell you for sure that no spacing is needed. Ask ${who.en} whether and how far apart to take them; until then keep taking them as you do now and change nothing on your own.`,
          ),
    );
  } else if (taboos.length === 0 && dietRowAsked(ctx)) {
    // A food rule of the medicine the question cues (bran with digoxin): that rule, never "no known
    // interaction" (blind answer round 33, en-147, development data).
    const row = dietRowAsked(ctx)!;
    lines.push(row.text, sourceLine(row.source, l).trim());
  } else if (taboos.length === 0 && herbsOnCancerTreatment(ctx, drugs, substances)) {
    // Lingzhi and ginseng asked "with his treatment" on zanubrutinib reached this answer, not the herbal
    // one, and got "no known interaction" (blind answer round 36 en-033, development data, unsafe).
    lines.push(
      cancerHerbsLine(herbsOnCancerTreatment(ctx, drugs, substances)!, substances, ctx.norm, l),
      sourceLine(CANCER_HERBS_REF, l).trim(),
    );
  } else if (taboos.length === 0) {
    // Who to ask follows the person (a transplant team, the anticoagulation clinic …), as in cannot.ts.
    const who = whoToAsk(ctx.text, ctx.plan, ctx.medicines);
    lines.push(
      L(
        l,
        `我们的规则库中没有 **${names}** 与 **${subNames}** 的已知相互作用。这不代表绝对安全，开始服用前请问你的${who.zh}。`,
        `Our rules list no known interaction between **${names}** and **${subNames}**. That is not a guarantee: ask ${who.en} before you start.`,
      ),
    );
  } else {
    // Potassium follows the medicines and the lab (issue 31 §1): with a potassium-raising medicine,
    // kidney disease or a potassium from 5.0, a diuretic's "food or a supplement can make up a
    // shortfall" is not said (blind answer round 3, zh-015: K 5.4 on spironolactone and lisinopril).
    const k = ctx.plan?.reportAnalysis?.markers.find((m) => m.key === 'serumPotassium');
    const potassiumHeld =
      raisesPotassium(ctx.medicines) ||
      hasKidneyDisease(ctx.plan) ||
      (k !== undefined && (k.flag === 'high' || (k.unit === 'mmol/L' && k.value >= 5.0)));
    const lead = alreadyTaken ? null : addingToTwoThinners(ctx, [...drugs, ...ownDrugs], taboos);
    if (lead) lines.push(lead);
    for (const t of taboos) {
      if (potassiumHeld && t.kind === 'depletion' && t.target === 'potassium') continue;
      const sev = pick(SEVERITY_LABEL[t.severity], l);
      lines.push(
        t.kind === 'depletion'
          ? L(
              l,
              `**${t.drug} × ${t.supplement}**（${sev}）：${clause(t.mechanism)}。建议：${t.advice}`,
              `**${t.drug} × ${t.supplement}** (${sev}): ${clause(t.mechanism)}. Advice: ${t.advice}`,
            )
          : L(
              l,
              `**${t.drug} × ${t.supplement}：存在${sev}相互作用**。${clause(t.mechanism)}。建议：${t.advice}`,
              `**${t.drug} × ${t.supplement}: known interaction, severity ${sev}**. ${clause(t.mechanism)}. Advice: ${t.advice}`,
            ),
      );
    }
    lines.push(
      L(
        l,
        '请勿自行停用处方药；调整补充剂前先告诉医生或药师。',
        'Do not stop your prescribed medicine; tell your doctor or pharmacist before changing supplements.',
      ),
    );
    lines.push(
      sourceLine(
        taboos
          .map((t) => t.source.ref)
          .filter((r, i, a) => a.indexOf(r) === i)
          .join('; '),
        l,
      ).trim(),
    );
  }
  // The person's conditions speak too ("我吃悦宁定，能吃镁吗" with kidney disease): no interaction rule
  // does not mean no caution.
  const conditionRules = substances
    .filter((x): x is NutrientKey => isNutrientKey(x))
    .flatMap((x) => conditionRulesFor(ctx.plan, x))
    // One rule once: the dialysis calcium and vitamin D rule answers for both (ninth clinician review,
    // zh P2 §8: it was printed twice).
    .filter((r, i, all) => all.findIndex((o) => o.id === r.id) === i);
  for (const r of conditionRules) lines.push(`**${pick(r.text, l)}**${sourceLine(r.source.ref, l)}`);
  const pairs = pairLinesFor(ctx);
  if (pairs.lines.length) {
    lines.push(
      [
        L(l, '**补充剂和饮食的服用时间：**', '**Timing with other supplements, food and drink:**'),
        ...pairs.lines,
      ].join('\n'),
      sourceLine([...new Set(pairs.rules.map((r) => r.source.ref))].join('; '), l).trim(),
    );
  }
  // "…with phenelzine? any supplements to avoid": the pair asked, then the medicine's list (answer
  // round 5, en-149: fish oil and a multivitamin were cleared and nothing to avoid was named).
  if (ASKS_WHICH_TO_AVOID.test(ctx.norm)) {
    const watch = watchLines(drugs, l);
    if (watch.length)
      lines.push(
        [L(l, `**${names}** 需要注意的补充剂：`, `Supplements to watch with **${names}**:`), ...watch].join(
          '\n',
        ),
      );
  }
  const first = drugs[0]!;
  return {
    notes: conditionRules.map((r) => ({ id: r.id, text: `**${pick(r.text, l)}**` })),
    warnings: [
      ...taboos.map(warningOfTaboo).filter((w): w is Warning => w !== null),
      ...conditionRules.flatMap((r) =>
        r.nutrients.map((n) => ({ kind: 'avoid_supplement' as const, substance: n })),
      ),
    ],
    rules: pairs.rules.map((r) => r.id),
    text: lines.join('\n\n'),
    cards: taboos.length
      ? [
          {
            type: 'tips',
            title: L(l, '用药与补充剂', 'Medicine and supplements'),
            tips: taboos.map((t) => `${t.drug} × ${t.supplement}: ${t.advice}`),
          },
        ]
      : [],
    suggestions: [
      ...suggestionsFor(ctx, [], isNutrientKey(substances[0]) ? substances[0] : undefined).slice(0, 2),
      Q.interaction(drugName(first, l), 'vitaminD', l),
    ],
  };
}

/**
 * Garlic capsules and turmeric asked about for a husband on ticagrelor and aspirin three months after a
 * stent got each pair's "if you take it, tell the doctor and watch for bruising" (blind answer round 47,
 * zh-070, development data, unsafe): on two blood thinners, a new supplement that adds to bleeding is a
 * clear no first, the rows after it.
 */
function addingToTwoThinners(
  ctx: Ctx,
  drugs: readonly Drug[],
  taboos: readonly MedicineTaboo[],
): string | null {
  const thinners = [...new Map(drugs.filter(isBloodThinner).map((d) => [d.id, d])).values()];
  if (thinners.length < 2) return null;
  const bleeding = taboos.filter(addsBleedingRisk);
  if (bleeding.length === 0) return null;
  const l = ctx.locale;
  const sep = say('reply.parts.separator', {}, l);
  return say(
    'reply.interaction.twoThinnersNewSupplement',
    {
      supplements: [...new Set(bleeding.map((t) => t.supplement))].join(sep),
      drugs: thinners.map((d) => ownDrugName(ctx, d)).join(sep),
      who: pick(whoToAsk(ctx.text, ctx.plan, ctx.medicines), l),
    },
    l,
  );
}

/** Cancer treatment when every product asked about is a herb or "immune" product, not a nutrient. */
function herbsOnCancerTreatment(
  ctx: Ctx,
  drugs: readonly Drug[],
  substances: readonly string[],
): CancerTreatment | null {
  if (substances.length === 0 || substances.some((s) => isNutrientKey(s))) return null;
  return cancerTreatment(drugs, ctx.plan);
}

/** The person's medicine's food rule the question cues (knowledge/medicine-diet.ts), in their language. */
function dietRowAsked(ctx: Ctx): { text: string; source: string } | null {
  const row = medicineDietRowFor(ctx.text, ctx.medicines);
  if (!row) return null;
  const note = dietNotesFor(row.drugIds, ctx.locale).find((n) => n.id === row.id);
  return note ? { text: note.text, source: note.source.ref } : null;
}
