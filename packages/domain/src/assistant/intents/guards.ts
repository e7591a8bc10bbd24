/**
 * What the question itself names, checked whatever intent answered it (re-review H6, M4): a supplement
 * the person's medicine rules out or wants cleared first (vitamin K2 "for bones", a D3 + K2 combo on
 * warfarin) and a nutrient their condition withholds (magnesium with kidney disease, asked as a cramp
 * question that the statin answer took). An answer about bones, cramps or a combo's vitamin D must not
 * leave these out: the rule goes first, with its warning and note.
 */
import { pick, type Bilingual, type Source } from '../../contracts/common';
import type { MedicineTaboo, PlanDocument } from '../../contracts/plan';
import { taboosFor } from '../../interactions';
import { ANGONG_WARNING, OESTROGENIC_WARNING, S_ANGONG } from '../../knowledge/supplements';
import { isNutrientKey, type NutrientKey } from '../../nutrients';
import { prescribedAmountIn } from './prescribed-supplement';
import { findNutrients, findSubstances, findSupplements } from '../entities';
import { substanceName, type Substance } from '../../substances';
import { warningOfTaboo, type Warning } from '../followups';
import { interactionWarning } from '../safety';
import { CONDITION_DOSE_RULES, conditionRulesFor, type ConditionDoseRule } from './dose';
import { hasLiverDisease } from '../../contracts/questionnaire';
import { CIRRHOSIS_SAID, LIVER_DISEASE_SAID, LIVER_RULES } from '../../knowledge/liver';
import {
  REISHI_CIRRHOSIS_REVIEW,
  REISHI_LIVER_REVIEW,
  REISHI_LIVER_SOURCE,
  REISHI_NAMES,
} from '../../knowledge/herb-cautions';
import type { SupplementOptionRow } from '../../knowledge/supplements';
import { normaliseQuestion } from '../lexicon';
import { potassiumLowInPlan } from '../faq/audiences';
import { dialysisContext } from './kidney-plan';
import { sourceLine, type Ctx, type Draft } from './shared';
import type { FaqCovers } from '../faq/types';

/**
 * What must be said whenever a supplement is asked about, whatever else the answer says — a proven
 * harm or a claim that does not hold (re-review M7: "no known interaction" alone is not an answer).
 */
export const SUPPLEMENT_SAFETY: Partial<
  Record<
    Substance,
    {
      id: 'green-tea-extract' | 'he-shou-wu' | 'tu-san-qi' | 'oestrogenic-products' | 'angong-niuhuang';
      text: Bilingual;
      source: Source;
    }
  >
> = {
  greenTeaExtract: {
    id: 'green-tea-extract',
    text: {
      zh: '**绿茶提取物没有可靠的减肥效果**：临床试验里减掉的体重很少，没有临床意义。**浓缩的绿茶提取物与肝损伤有关**，每天EGCG达到或超过800毫克、或空腹服用时风险更高；如果出现乏力、食欲差、尿色变深、皮肤或眼睛发黄，请停止服用并尽快就医。喝绿茶（饮品）一般不是问题。',
      en: '**Green tea extract has no proven weight-loss benefit**: in trials the weight lost was tiny and not clinically meaningful. **Concentrated green tea extracts have been linked to liver injury**, with more risk at 800 mg or more of EGCG a day or when taken on an empty stomach; if you notice tiredness, poor appetite, dark urine or yellow skin or eyes, stop taking it and see a doctor soon. Green tea as a drink is not the concern.',
    },
    source: {
      ref: 'EFSA ANS Panel, Scientific opinion on the safety of green tea catechins, EFSA Journal 2018, 16(4):5239 (supplements providing 800 mg EGCG a day or more raise liver transaminases); Oketch-Rabah HA et al., United States Pharmacopeia (USP) comprehensive review of the hepatotoxicity of green tea extracts, Toxicol Rep 2020, 7:386–402; Jurgens TM et al., Green tea for weight loss and weight maintenance in overweight or obese adults, Cochrane Database Syst Rev 2012, CD008650 (small, not clinically important weight loss)',
      url: 'https://www.efsa.europa.eu/en/efsajournal/pub/5239',
    },
  },
  // Clinician review 7, zh P4: "何首乌伤肝吗" with hepatitis B and ALT 88 U/L was out of scope.
  heShouWu: {
    id: 'he-shou-wu',
    text: {
      zh: '**何首乌可能伤肝**：何首乌（生首乌、制首乌、首乌粉和含何首乌的中成药、保健品）是国内记录最多的引起肝损伤的草药之一，国家药监局自2014年起多次发布警示，说明书要求肝功能不全者禁用、服用期间查肝功能。**有乙肝等肝病或转氨酶升高时不要吃；正在吃的请停下来**，并在这一两周内告诉你的肝病医生、复查肝功能（如果是中医开的，也请告诉开方医生你的肝病）。出现乏力、食欲差、尿色像浓茶、眼白或皮肤发黄时，请当天就医。想"养发乌发"，没有可靠证据支持它有效。',
      en: "**He shou wu (fo-ti) can harm the liver**: the root, processed or raw, its powder and the Chinese patent medicines and supplements that contain it are among the best-documented herbal causes of liver injury; China's drug regulator has issued warnings since 2014 and its labels rule it out with impaired liver function and ask for liver tests while taking it. **With hepatitis B or another liver disease, or raised liver enzymes, do not take it; if you are taking it, stop**, and tell your liver doctor within a week or two so your liver tests are repeated (if a Chinese-medicine doctor prescribed it, tell them about your liver disease too). If you get tiredness, poor appetite, tea-coloured urine or yellow eyes or skin, see a doctor the same day. There is no reliable evidence that it darkens or regrows hair.",
    },
    source: {
      ref: '国家食品药品监督管理总局：含何首乌药品说明书修订及药品不良反应信息通报（2014年起；通报编号凭记忆，未逐条核对）; NIH LiverTox, He Shou Wu (Polygonum multiflorum)',
      url: 'https://www.ncbi.nlm.nih.gov/books/NBK548148/',
    },
  },
  // Thirteenth clinician review, zh P5 #1: "土三七泡酒…活血的，可以吗" was answered as 三七 (bleeding);
  // 土三七 (Gynura) causes hepatic sinusoidal obstruction syndrome (2017 南京 HSOS consensus).
  tuSanqi: {
    id: 'tu-san-qi',
    text: {
      zh: '**土三七（菊三七）不是三七，会严重伤肝**：它含吡咯生物碱，会引起肝窦阻塞综合征（肝里的小静脉堵塞，出现腹胀、腹水、腿肿、黄疸），是国内这种肝损伤最常见的原因；泡酒喝、煎汤、磨粉都一样，没有安全剂量，“活血”“治关节痛”都不值得冒这个险。**不要再喝土三七药酒，正在吃的请马上停下来**，这几天就去医院查肝功能（转氨酶、胆红素），把泡的土三七带给医生看。已经查出转氨酶升高，或出现肚子胀、腿肿、眼睛或皮肤发黄、小便像浓茶，请当天去医院；肚子越来越胀、意识不清或吐血黑便，立即拨打120。',
      en: '**Tu san qi (ju san qi, Gynura) is not notoginseng (sanqi), and it can badly harm the liver**: it contains pyrrolizidine alkaloids, which cause hepatic sinusoidal obstruction syndrome (blocked small veins in the liver, with a swelling belly, fluid, swollen legs and jaundice) — the leading cause of this liver injury in China, whether taken as a wine, a decoction or a powder. There is no safe amount, and no joint or "blood circulation" benefit is worth it. **Stop the tu san qi wine and anything else made from it now**, have your liver tests (enzymes, bilirubin) checked within days, and show the herb to the doctor. If your liver enzymes are already raised, or your belly swells, your legs swell, your eyes or skin turn yellow or your urine looks like tea, see a doctor the same day; a fast-swelling belly, confusion, vomiting blood or black stools: call emergency services now.',
    },
    source: {
      ref: '中华医学会消化病学分会肝胆疾病协作组：吡咯生物碱相关肝窦阻塞综合征诊断和治疗专家共识意见（2017年，南京），中华消化杂志 2017（土三七含吡咯生物碱，是国内该病最常见的原因；页码凭记忆）; NIH LiverTox, Pyrrolizidine Alkaloids',
      url: 'https://www.ncbi.nlm.nih.gov/books/NBK548793/',
    },
  },
  // Clinician review of the knowledge tables (2026-11-29), item 4: 安宫牛黄丸 as a "brain tonic" every few
  // days (86, eGFR 40) was "no reliable rule"; the chat says what every plan says (knowledge/supplements.ts).
  angongNiuhuang: {
    id: 'angong-niuhuang',
    text: {
      zh: `**安宫牛黄丸含汞和砷，不能当补品经常吃或长期吃。**${ANGONG_WARNING.zh}`,
      en: `**Angong Niuhuang Wan contains mercury and arsenic: it is not to be taken often or long term as a tonic.** ${ANGONG_WARNING.en}`,
    },
    source: S_ANGONG,
  },
  // Thirteenth clinician review, zh P3 #1: products sold as "补雌激素" (蜂王浆, 雪蛤, 紫河车) were "no reliable
  // rule"; after ER-positive breast cancer or on endocrine therapy they are to be avoided.
  ...Object.fromEntries(
    (['royalJelly', 'hashima', 'placenta'] as const).map((x) => [
      x,
      {
        id: 'oestrogenic-products' as const,
        text: OESTROGENIC_WARNING.text,
        source: OESTROGENIC_WARNING.source,
      },
    ]),
  ),
};

/** The person's medicines' avoid / ask-first rules for the substances the text names. */
export function standingTaboos(
  text: string,
  medicines: readonly string[],
  locale: Ctx['locale'],
): MedicineTaboo[] {
  // What the question itself names: nutrients and single-substance products (K2, ginkgo) — not every
  // ingredient of a named multivitamin, which the answer about that product handles (M3).
  const substances = [
    ...new Set<Substance>([
      ...findNutrients(text),
      ...findSupplements(text)
        .filter((o) => o.contains.length <= 2)
        .map((o) => o.main),
    ]),
  ];
  if (medicines.length === 0 || substances.length === 0) return [];
  const wanted = new Set<string>(substances);
  return taboosFor({ medicines, substances }, locale).filter(
    (t) =>
      t.kind === 'interaction' &&
      wanted.has(t.target) &&
      (t.management === 'avoid' || t.management === 'monitor'),
  );
}

/** Condition rules that withhold a nutrient the text names (no self-dosing). */
export function standingConditionRules(
  plan: PlanDocument | null,
  text: string,
  liverSaid = false,
): ConditionDoseRule[] {
  const out: ConditionDoseRule[] = [];
  const named = findNutrients(text) as NutrientKey[];
  for (const n of named)
    for (const r of conditionRulesFor(plan, n))
      if (r.effect === 'no_self_dose' && !out.includes(r)) out.push(r);
  // Liver disease said in the chat, or a preformed vitamin A product named (cod liver oil): the plan's
  // liver vitamin A rule as if ticked (eighteenth clinician review, E4 S3).
  const retinol = CONDITION_DOSE_RULES.find((r) => r.id === 'liver-retinol');
  const asksRetinol =
    named.includes('vitaminA') || findSupplements(text).some((o) => preformedVitaminAProduct(o));
  const liver = liverSaid || (plan !== null && retinol !== undefined && retinol.applies(plan));
  if (retinol && asksRetinol && liver && !out.includes(retinol)) out.push(retinol);
  return out;
}

/** A product bought for preformed vitamin A, or made of it (cod liver oil): not a multivitamin. */
function preformedVitaminAProduct(o: SupplementOptionRow): boolean {
  return (
    o.category !== 'multi' &&
    o.contains.some((c) => c.substance === 'vitaminA' && c.form !== 'beta_carotene') &&
    (o.main === 'vitaminA' || o.contains.length <= 3)
  );
}

/** The person's liver disease: the plan's, liver enzymes above the range, or said in this chat. */
function liverDiseaseOf(ctx: Ctx): 'cirrhosis' | 'liver' | null {
  const conditions = ctx.plan?.profile.conditions ?? [];
  const said = [ctx.text, ctx.previous ?? ''].map((x) => normaliseQuestion(x) ?? '');
  if (conditions.includes('cirrhosis') || said.some((x) => CIRRHOSIS_SAID.test(x))) return 'cirrhosis';
  const enzymes = (ctx.plan?.reportAnalysis?.markers ?? []).some(
    (m) => (m.key === 'alt' || m.key === 'ast') && m.flag === 'high',
  );
  return hasLiverDisease(conditions) || enzymes || said.some((x) => LIVER_DISEASE_SAID.test(x))
    ? 'liver'
    : null;
}

const THYROID_CONDITIONS: ReadonlySet<string> = new Set(['thyroid', 'hypothyroid', 'hyperthyroid']);
const PREGNANT_STAGES: ReadonlySet<string> = new Set(['pregnant_t1', 'pregnant_t2', 'pregnant_t3']);

/** The lead of a product the person's condition rules out, by the condition. */
const RULED_OUT_LEAD: Record<'cirrhosis' | 'liver' | 'thyroid' | 'pregnancy' | 'lactation', Bilingual> = {
  cirrhosis: { zh: '肝硬化不要服用{name}', en: 'No {name} with cirrhosis' },
  liver: { zh: '有肝病不要服用{name}', en: 'No {name} with liver disease' },
  thyroid: { zh: '有甲状腺疾病不要服用{name}', en: 'No {name} with a thyroid condition' },
  pregnancy: { zh: '孕期不要服用{name}', en: 'No {name} in pregnancy' },
  lactation: { zh: '哺乳期不要服用{name}', en: 'No {name} while breastfeeding' },
};

/** Products whose sedation matters with cirrhosis (hepatic encephalopathy; EASL/AASLD 2014). */
const SEDATING: ReadonlySet<string> = new Set(['kava', 'valerian', 'cbd']);

/**
 * A product the text names whose own warning rules out a condition the person has (the plan's review
 * `avoidIn`: liver disease, a thyroid condition, pregnancy, breastfeeding): the condition's "no" leads
 * the answer, never "no known interaction with your medicines" alone (eighteenth clinician review, E4
 * S2: kava with cirrhosis). Products with their own standing text (何首乌, 土三七) say it themselves.
 */
export function conditionRuledOutProducts(
  ctx: Ctx,
): { id: string; main: string; text: Bilingual; source: Source }[] {
  const out: { id: string; main: string; text: Bilingual; source: Source }[] = [];
  const plan = ctx.plan;
  const stage = plan?.profile.lifeStage ?? 'none';
  const conditions = plan?.profile.conditions ?? [];
  for (const o of findSupplements(ctx.text)) {
    const w = o.warning;
    if (!w?.avoidIn || SUPPLEMENT_SAFETY[o.main] !== undefined) continue;
    if (out.some((x) => x.id === o.id)) continue;
    const liver = w.avoidIn.includes('liver') ? liverDiseaseOf(ctx) : null;
    const which =
      liver ??
      (w.avoidIn.includes('thyroid') && conditions.some((c) => THYROID_CONDITIONS.has(c))
        ? 'thyroid'
        : w.avoidIn.includes('pregnancy') && PREGNANT_STAGES.has(stage)
          ? 'pregnancy'
          : w.avoidIn.includes('lactation') && stage === 'lactating'
            ? 'lactation'
            : null);
    if (which === null) continue;
    const lead = RULED_OUT_LEAD[which];
    const extra = which === 'cirrhosis' && SEDATING.has(o.main) ? LIVER_RULES.sedatives : null;
    const name = { zh: o.zh, en: o.en };
    out.push({
      id: o.id,
      main: o.main,
      text: {
        zh: `**${lead.zh.replace('{name}', name.zh)}。**${w.text.zh}${extra ? extra.text.zh : ''}`,
        en: `**${lead.en.replace('{name}', name.en)}.** ${w.text.en}${extra ? ` ${extra.text.en}` : ''}`,
      },
      source: extra ? { ref: `${w.source.ref}; ${extra.source.ref}`, url: extra.source.url } : w.source,
    });
  }
  // Lingzhi with liver disease is the plan's named rule (knowledge/herb-cautions.ts), not a catalogue warning
  // said to everyone: the chat reads the same rule (twenty-fifth clinician review, zh M4: "灵芝孢子粉，肝硬化还
  // 能吃吗？" was "no known interaction" while the plan said not to take it).
  const reishi = findSupplements(ctx.text).find((o) => o.main === 'reishi');
  const liver = reishi || REISHI_NAMES.test(ctx.text) ? liverDiseaseOf(ctx) : null;
  if (liver && !out.some((x) => x.main === 'reishi')) {
    const lead = RULED_OUT_LEAD[liver];
    const name = { zh: reishi?.zh ?? '灵芝', en: reishi?.en ?? 'Lingzhi (reishi)' };
    const text = liver === 'cirrhosis' ? REISHI_CIRRHOSIS_REVIEW : REISHI_LIVER_REVIEW;
    out.push({
      id: 'reishi',
      main: 'reishi',
      text: {
        zh: `**${lead.zh.replace('{name}', name.zh)}。**${text.zh}`,
        en: `**${lead.en.replace('{name}', name.en)}.** ${text.en}`,
      },
      source: REISHI_LIVER_SOURCE,
    });
  }
  return out;
}

/** A paragraph that says what the assistant cannot answer (cannot.ts). */
const CANNOT = /没有可靠的规则|no reliable rule/i;

/** Alcohol named as what was not covered: a warning about a medicinal wine covers it. */
const ALCOHOL_NAME = /^(饮酒|alcohol)$/i;
const ALCOHOL_SAID = /酒|\bwine\b|\balcohol\b/i;

/**
 * The draft without its "no reliable rule for X" paragraphs whose every X the product's own warning
 * speaks of ("土三七（菊三七）、饮酒" beside the 土三七 wine warning), as the body under that warning.
 */
function withoutCoveredCannot(text: string, factText: string): string {
  const covered = (name: string) =>
    factText.toLowerCase().includes(name.toLowerCase()) ||
    (ALCOHOL_NAME.test(name) && ALCOHOL_SAID.test(factText));
  const kept = text.split(/\n\n+/).filter((para) => {
    if (!CANNOT.test(para)) return true;
    const names = [...para.matchAll(/\*\*([^*]+)\*\*/g)].flatMap((m) => m[1]!.split(/、|, | and /));
    return !(names.length > 0 && names.every((n) => covered(n.trim())));
  });
  const body = kept.filter((para) => !/^_(来源|Source)/.test(para.trim()));
  return body.length === 0 ? '' : `\n\n${kept.join('\n\n')}`;
}

/** "No known interaction" lines (interaction.ts, medicines.ts). */
const NO_KNOWN_INTERACTION =
  /no known interaction|没有.{0,60}的已知相互作用|没有它与常见补充剂的已知相互作用/;

/** The text without its "no known interaction" lines that name one of these products. */
function withoutNoKnownInteraction(text: string, names: readonly string[]): string {
  if (names.length === 0) return text;
  const kept = text
    .split('\n')
    .filter((line) => !(NO_KNOWN_INTERACTION.test(line) && names.some((n) => line.includes(`**${n}**`))));
  const out = kept.join('\n').replace(/\n{3,}/g, '\n\n');
  return out.trim() === '' ? '' : out;
}

/** The text's source line with these references added (one source line per answer). */
export function withSources(text: string, refs: readonly string[], l: Ctx['locale']): string {
  const extra = sourceLine([...new Set(refs)].join('; '), l);
  if (!extra) return text;
  const inner = /^\n\n_[^:]+: (.*)_$/s.exec(extra)?.[1] ?? '';
  const last = /\n\n_((?:来源|Source): [^\n]*)_\s*$/.exec(text);
  return last ? `${text.slice(0, last.index)}\n\n_${last[1]}; ${inner}_` : `${text}${extra}`;
}

/** The draft with the standing rules it left out put first (nothing changes when it has them). */
/**
 * A follow-up that points back at a product with a proven harm ("不泡酒了，拿它煮水喝总行吧" after the
 * 土三七 wine; "what if I just take it as a tea?") and names no substance of its own: the harm is said
 * again — the form changed, the product did not (blind answer round 28, zh-104, unsafe: boiled 土三七 was
 * read as an alcohol question and declined).
 */
const POINTS_BACK = /它|这个|那个|这东西|这玩意|\bit\b|\bthat\b|\bthis\b|\bthem\b|\bthose\b/;
function referredSafetySubstances(ctx: Ctx): Substance[] {
  if (!ctx.previous || findSubstances(ctx.text).length > 0) return [];
  if (!POINTS_BACK.test(normaliseQuestion(ctx.text) ?? '')) return [];
  return findSubstances(ctx.previous).filter((x) => SUPPLEMENT_SAFETY[x] !== undefined);
}

/**
 * The answer with the standing rules, facts and clashes it does not say yet put above it; `covers` are what the rows it
 * used say in their own words (faq coversOfRules).
 */
export function withStandingRules(ctx: Ctx, draft: Draft, covers: readonly FaqCovers[] = []): Draft {
  const l = ctx.locale;
  const liverSaid = [ctx.text, ctx.previous ?? ''].some((x) =>
    LIVER_DISEASE_SAID.test(normaliseQuestion(x) ?? ''),
  );
  const standing = standingConditionRules(ctx.plan, ctx.text, liverSaid);
  // A "keep it within the recommended amount" line is not said where a rule takes the nutrient off
  // entirely (a thiazide's calcium line with a high calcium).
  const superseded = new Set<string>(
    standing.filter((r) => r.supersedesMonitor === true).flatMap((r) => r.nutrients),
  );
  // With a potassium already low, an answer that says to take potassium tablets only as prescribed needs no
  // "can raise blood potassium (hyperkalaemia)" card above it (blind answer round 29, en-144, unsafe: the
  // card led for K 3.3 on abiraterone and Zestoretic, and read as "hold the potassium back").
  const lowPotassiumAnswered =
    potassiumLowInPlan(ctx.plan?.reportAnalysis?.markers) &&
    /钾片|补钾药|\bpotassium (tablets?|pills?|supplements?)\b/i.test(draft.text);
  const taboos = standingTaboos(ctx.text, ctx.medicines, l).filter(
    (t) =>
      !draft.text.includes(t.advice) &&
      !covers.some((c) =>
        (c.clashes ?? []).some(([drug, target]) => t.drugId === drug && t.target === target),
      ) &&
      !(t.management === 'monitor' && superseded.has(t.target)) &&
      !(t.target === 'potassium' && lowPotassiumAnswered),
  );
  const noted = new Set((draft.notes ?? []).map((n) => n.id));
  const answered = new Set(draft.rules ?? []);
  // Dialysis said in the chat: the plan's non-dialysis "protein is not raised" does not apply (KDOQI 2020 3.0.2).
  const rules = standing.filter(
    (r) =>
      !noted.has(r.id) &&
      !draft.text.includes(pick(r.text, l)) &&
      !(r.coveredBy ?? []).some((id) => answered.has(`faq:${id}`)) &&
      !(r.id === 'ckd-protein' && dialysisContext(ctx)),
  );
  const facts = [...findSubstances(ctx.text), ...referredSafetySubstances(ctx)]
    .map((x) => SUPPLEMENT_SAFETY[x])
    .filter((f): f is NonNullable<typeof f> => f !== undefined && !draft.text.includes(pick(f.text, l)))
    .filter((f, i, all) => all.findIndex((g) => g.id === f.id) === i)
    .filter((f) => !covers.some((c) => (c.facts ?? []).includes(f.id)));
  const ruledOut = conditionRuledOutProducts(ctx).filter((f) => !draft.text.includes(pick(f.text, l)));
  if (taboos.length === 0 && rules.length === 0 && facts.length === 0 && ruledOut.length === 0) return draft;
  // A minor pair is context, said after the answer: above it, "soy lowers levothyroxine absorption (minor)" led an
  // answer about soy isoflavone capsules on letrozole after breast cancer (blind answer round 50, en-051, zh-039).
  // So is the pair of a supplement the doctor prescribed beside the medicine (a prescribed niacin beside the statin):
  // the doctor's combination, its own answer first (fiftieth clinician review, zh M6 made the statin–niacin pair
  // "avoid").
  const prescribedTarget = (t: MedicineTaboo): boolean =>
    isNutrientKey(t.target) && prescribedAmountIn(ctx.plan, t.target) > 0;
  const minor = taboos.filter((t) => t.severity === 'minor' || prescribedTarget(t));
  const lead = [
    ...facts.map((f) => pick(f.text, l)),
    ...ruledOut.map((f) => pick(f.text, l)),
    ...taboos
      .filter((t) => t.severity !== 'minor' && !prescribedTarget(t))
      .map((t) => interactionWarning(t, l)),
    ...rules.map((r) => `**${pick(r.text, l)}**`),
  ];
  const warnings: Warning[] = [
    ...taboos.map(warningOfTaboo).filter((w): w is Warning => w !== null),
    ...rules.flatMap((r) => r.nutrients.map((n) => ({ kind: 'avoid_supplement' as const, substance: n }))),
  ];
  const refs = [
    ...facts.map((f) => f.source.ref),
    ...ruledOut.map((f) => f.source.ref),
    ...taboos.map((t) => t.source.ref),
    ...rules.map((r) => r.source.ref),
  ];
  // A "no reliable rule for 土三七 / 何首乌" beside the product's own warning contradicts it (thirteenth
  // clinician review, zh P5 #1 and #6): the warning is the answer.
  // So for a product the condition rules out, and the liver's vitamin A rule (eighteenth review, E4).
  const covering = [
    ...facts.map((f) => f.text),
    ...ruledOut.map((f) => f.text),
    ...rules.filter((r) => r.id === 'liver-retinol').map((r) => r.text),
  ];
  const factText = covering.map((x) => pick(x, l)).join('\n');
  const body0 = covering.length > 0 ? withoutCoveredCannot(draft.text, factText) : `\n\n${draft.text}`;
  // "No known interaction between your medicines and kava" under "no kava with cirrhosis" reads as a
  // clearance: the line about a product the condition rules out is left out (eighteenth review, E4 S2).
  const body = withoutNoKnownInteraction(
    body0,
    ruledOut.map((f) => substanceName(f.main as Substance, l)),
  );
  const led = lead.length > 0 ? `${lead.join('\n\n')}${body}` : body.replace(/^\s+/, '');
  const tail = minor.map((t) => interactionWarning(t, l));
  return {
    ...draft,
    text: withSources(tail.length > 0 ? [led.trimEnd(), ...tail].join('\n\n') : led, refs, l),
    warnings: [...warnings, ...(draft.warnings ?? [])],
    notes: [
      ...facts.map((f) => ({ id: f.id, text: pick(f.text, l) })),
      ...rules.map((r) => ({ id: r.id, text: `**${pick(r.text, l)}**` })),
      ...(draft.notes ?? []),
    ],
  };
}
