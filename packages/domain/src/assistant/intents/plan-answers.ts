/**
 * Questions about a medicine or condition the person's plan already speaks to (re-review M2, M3, M5):
 * metformin with reduced kidney function (by the plan's eGFR stage, or the plan's own finding when it
 * has one), a multivitamin with kidney disease (the plan's finding, not "the niacin is fine"), and
 * leafy greens or cranberry on warfarin (keep vitamin K steady, tell the INR clinic first). The answer
 * uses the plan instead of "out of scope" or an unrelated list. Texts are data with sources.
 */
import { pick, type Bilingual, type Source } from '../../contracts/common';
import type { PlanDocument } from '../../contracts/plan';
import { findDrugs, findSubstances } from '../entities';
import { L } from '../format';
import { ALCOHOL_OR_DRINKING, normaliseQuestion, ONE_A_DAY_COUNT } from '../lexicon';
import { AnswerParts, drugName, type Ctx, type Draft } from './shared';
import { KIDNEY_MEDICINES } from '../../knowledge/kidney-medicines';
import { METFORMIN_KIDNEY_FINDING_ID } from '../../conditions';
import { MEDICINE_DIET } from '../../knowledge/medicine-diet';
import { isVitaminKAntagonist, vitaminKAntagonistName, vitaminKAntagonistOf } from '../../knowledge/drugs';

type CkdStage = NonNullable<PlanDocument['profile']['ckdStage']>;

const METFORMIN_SOURCE: Source = {
  ref: 'FDA Drug Safety Communication (8 April 2016): metformin — contraindicated below eGFR 30, starting not recommended at eGFR 30–45, benefit and risk reassessed when eGFR falls below 45; KDIGO 2022 Clinical Practice Guideline for Diabetes Management in CKD, Rec 4.1.1 and Practice Point 4.1.3 (eGFR 45–59: same dose, eGFR every 3–6 months; 30–44: half the dose, at most 1,000 mg a day, eGFR every 3 months, do not start; < 30: not used)',
  url: 'https://kdigo.org/guidelines/diabetes-ckd/',
};

/** Metformin by kidney function band (the plan's CKD stage). */
export const METFORMIN_KIDNEY: Readonly<Record<'ok' | 'watch' | 'reduce' | 'not_used', Bilingual>> = {
  ok: {
    zh: '按你方案里的肾功能，二甲双胍通常可以照常服用；医生一般每年至少查一次肾功能（eGFR）。',
    en: 'With the kidney function in your plan, metformin is usually continued at the same dose; your doctor checks kidney function (eGFR) at least once a year.',
  },
  watch: {
    zh: '**你的eGFR在45–59之间：二甲双胍通常可以继续用原来的剂量，但每3–6个月要复查一次肾功能。** 剂量怎么调由医生决定，不要自己改，也不要自己不吃。',
    en: '**Your eGFR is 45–59: metformin is usually continued at the same dose, with kidney function (eGFR) checked every 3–6 months.** Your doctor decides any change — do not change it or go without it on your own.',
  },
  reduce: {
    zh: '**你的eGFR在30–44之间：这时二甲双胍的剂量通常要减少（每天最多1000毫克），并且每3个月左右复查肾功能。请尽快和开药医生确认你现在的剂量是否需要调整——不要自己减药，也不要自己不吃。**',
    en: '**Your eGFR is 30–44: at this level the metformin dose is usually reduced (at most 1,000 mg a day) and kidney function is checked about every 3 months. Ask your prescriber soon whether your dose needs adjusting — do not change it or go without it on your own.**',
  },
  not_used: {
    zh: '**你的eGFR低于30：这时一般不再使用二甲双胍，需要由医生换成别的降糖方案。请尽快（几天内）联系开药医生，不要自己调整。** 如果出现呕吐、腹泻、明显乏力、呼吸急促，请当天就医。',
    en: '**Your eGFR is below 30: metformin is generally not used at this level and your doctor needs to switch your diabetes treatment. Contact your prescriber within days; do not adjust it yourself.** With vomiting, diarrhoea, marked weakness or fast breathing, get care the same day.',
  },
};

const BAND_OF: Readonly<Record<CkdStage, keyof typeof METFORMIN_KIDNEY>> = {
  G1: 'ok',
  G2: 'ok',
  G3a: 'watch',
  G3b: 'reduce',
  G4: 'not_used',
  G5: 'not_used',
};

/**
 * Greens, a green smoothie and cranberry on a vitamin K antagonist: each text said with the person's own medicine
 * (`v`: warfarin, acenocoumarol — the Chinese name, the English one mid-sentence); the sources are warfarin's.
 */
export const WARFARIN_FOODS = {
  greens: {
    text: (v: VkaName): Bilingual => ({
      zh: `**吃${v.zh}可以吃菠菜等绿叶菜，关键是每天、每周的量保持稳定。** 每天一大盘菠菜会让维生素K明显增加、INR下降（抗凝效果变弱）。如果想开始天天吃，**请先告诉抗凝门诊（查INR的医生）**，他们会复查INR、必要时调整${v.zh}剂量；之后每周吃的量大致保持一样，不要一阵多一阵少。`,
      en: `**Spinach and other leafy greens are fine on ${v.en} — the key is keeping the amount steady.** A big spinach salad every day is a large rise in vitamin K, which lowers your INR (less protection from clots). If you want to start eating it daily, **tell your anticoagulation (INR) clinic before you start** so they can check your INR and adjust the ${v.en} dose if needed; then keep to about the same amount week to week, without big ups and downs.`,
    }),
    source: {
      ref: 'Coumadin (warfarin sodium) Medication Guide, Bristol-Myers Squibb (rev. 2017): eat a normal, balanced diet and talk to your healthcare provider before any change (vitamin K–rich leafy green vegetables); NIH ODS Vitamin K Fact Sheet for Health Professionals (2021), "Interactions with Medications": keep vitamin K intake consistent',
      url: 'https://ods.od.nih.gov/factsheets/VitaminK-HealthProfessional/',
    },
  },
  // A daily green smoothie or vegetable juice is greens in a glass: often more vitamin K than a salad, and
  // the habit to keep steady (blind answer round 33, en-090, development data).
  smoothie: {
    text: (v: VkaName): Bilingual => ({
      zh: `**打成果昔或蔬菜汁的菠菜、羽衣甘蓝也算绿叶菜，一杯里的维生素K往往比一盘菜还多。** 可以喝，关键是稳定：已经天天喝的，就保持每天差不多的量和配方，别突然停掉、加倍或换成别的（突然不喝会让INR升高、出血风险增加；突然多喝会让INR下降、血栓风险增加，装了机械瓣膜的更要当心）；想开始天天喝、停掉或改配方，先告诉抗凝门诊，让他们在开始后复查INR、必要时调整${v.zh}。`,
      en: `**A green smoothie or vegetable juice counts as leafy greens — a glass often holds more vitamin K than a plate of salad.** You can have it — the key is keeping it steady: if you already have one every day, keep to about the same amount and recipe each day rather than stopping, doubling or swapping it (dropping it suddenly can push your INR up and raise the bleeding risk; starting one or adding more pulls the INR down and raises the clot risk — more so with a mechanical valve). Before you start a daily one, stop it or change the recipe, tell your anticoagulation (INR) clinic so they can check your INR after the change and adjust the ${v.en} if needed.`,
    }),
    source: {
      ref: 'Coumadin (warfarin sodium) Medication Guide, Bristol-Myers Squibb (rev. 2017): talk to your healthcare provider before any change in diet (vitamin K–rich leafy greens); NIH ODS Vitamin K Fact Sheet for Health Professionals (2021), "Interactions with Medications": keep vitamin K intake consistent',
      url: 'https://ods.od.nih.gov/factsheets/VitaminK-HealthProfessional/',
    },
  },
  cranberry: {
    text: (v: VkaName): Bilingual => ({
      zh: `**吃${v.zh}要避免大量喝蔓越莓汁或吃蔓越莓补充剂**：有INR升高和出血的报告。偶尔一小杯问题不大；如果想经常喝，先告诉抗凝门诊。`,
      en: `**On ${v.en}, avoid large amounts of cranberry juice and cranberry supplements**: raised INR and bleeding have been reported. An occasional small glass is unlikely to matter; if you want to drink it regularly, tell your INR clinic first.`,
    }),
    source: {
      ref: 'BNF, Warfarin — interactions: cranberry juice (avoid large amounts; raised INR and bleeding reported); MHRA/CSM, Current Problems in Pharmacovigilance 2004;30:10 (interaction between warfarin and cranberry juice)',
      url: 'https://bnf.nice.org.uk/interactions/warfarin/',
    },
  },
} as const satisfies Record<string, { text: (v: VkaName) => Bilingual; source: Source }>;

/** A vitamin K antagonist's name as the texts say it. */
type VkaName = { zh: string; en: string };

const KIDNEY_WORDS = /肾|egfr|肌酐|透析|\bkidneys?\b|\brenal\b|\bcreatinine\b|\bckd\b/;
const KEEP_OR_DOSE =
  /照常|还能吃|能不能吃|继续|减量|剂量|加量|安全|\bsafe\b|\bstill\b|\bdose\b|\breduce\b|\blower\b|\bcontinue\b|\bok\b/;
const MULTIVITAMIN =
  /复合维生素|多种维生素|多维|善存|金施尔康|\bmulti-?vitamins?\b|\bmultis?\b|\bcentrum\b|\bone[- ]a[- ]day\b/;
// A green smoothie or vegetable juice is greens too ("what about green smoothies, I was having one every
// morning" on warfarin; blind answer round 33, en-090, development data).
const GREENS =
  /菠菜|绿叶菜|青菜|深绿色蔬菜|西兰花|西蓝花|羽衣甘蓝|甘蓝|生菜|沙拉|纳豆|油菜|韭菜|青汁|绿色果昔|蔬菜汁|\bspinach\b|\bkale\b|\bleafy\b|\bgreens\b|\bbroccoli\b|\bsalads?\b|\bcollards?\b|\bnatto\b|\bbrussels sprouts\b|\blettuce\b|\bgreen (smoothies?|juices?|shakes?|drinks?)\b|\bveg(gie|etable)? juices?\b/;
const CRANBERRY = /蔓越莓|\bcranberr/;
const NATTO = /纳豆(?!激酶)|\bnatto\b(?!kinase)/;
const NATTO_ALL = /纳豆(?!激酶)|\bnatto\b(?!kinase)/g;
/** Greens drunk: a smoothie, a juice, 青汁. */
const BLENDED = /果昔|奶昔|蔬菜汁|青汁|打汁|榨汁|\b(smoothies?|shakes?|juices?|juiced|blended)\b/;

export type PlanTopic = 'metformin_kidney' | 'kidney_medicine' | 'ckd_multivitamin' | 'warfarin_food';

/** Medicines whose label sets a kidney-function limit (knowledge/kidney-medicines.ts). */
const KIDNEY_ROW_DRUGS: ReadonlySet<string> = new Set(KIDNEY_MEDICINES.flatMap((r) => r.drugs));
/** An eGFR typed with its figure ("eGFR 29", "肾小球滤过率29"). */
const EGFR_SAID = /(?:egfr|肾小球滤过率|肌酐清除率|\bcrcl\b)\D{0,6}(\d{1,3}(?:\.\d)?)/;
/** Asking whether a dose needs changing: "这个剂量要不要调", "does the dose need adjusting". */
const ADJUST = /要不要调|调整|调量|改量|减量|\b(adjust\w*|change the dose|lower dose|reduce\w*)\b/;

/** The plan-answered topic of a question, or null. */
export function planTopicOf(
  text: string,
  ctx: { kidney: boolean; medicines: readonly string[] },
): PlanTopic | null {
  const t = normaliseQuestion(text);
  if (!t) return null;
  const named = findDrugs(text);
  const metformin = named.some((d) => d.id === 'metformin');
  // Drinking asked about on metformin is the alcohol row's, not the kidney dose's ("he drinks baijiu every evening … is
  // this really ok?" — blind answer round 65, en-003, development data once recorded).
  if (
    metformin &&
    (KIDNEY_WORDS.test(t) || (ctx.kidney && KEEP_OR_DOSE.test(t) && !ALCOHOL_OR_DRINKING.test(t)))
  )
    return 'metformin_kidney';
  // "我妈81了肾不好 eGFR 29，泰毕全110一天两次，这个剂量要不要调啊" (thirty-second clinician review, zh S2).
  if (
    named.some((d) => KIDNEY_ROW_DRUGS.has(d.id)) &&
    (KIDNEY_WORDS.test(t) || (ctx.kidney && (KEEP_OR_DOSE.test(t) || ADJUST.test(t))))
  )
    return 'kidney_medicine';
  // "One A Day" the brand, not "is one a day ok?" of another product (tenth clinician review, en P1).
  if (ctx.kidney && MULTIVITAMIN.test(t.replace(ONE_A_DAY_COUNT, ' '))) return 'ckd_multivitamin';
  // On warfarin or another vitamin K antagonist (acenocoumarol), taken or named.
  const warfarin = named.some((d) => isVitaminKAntagonist(d.id)) || ctx.medicines.some(isVitaminKAntagonist);
  // "钙片配菠菜吃行不行" names a supplement: the pairing answer (oxalate) is the one asked for. Cranberry is
  // its own rule whatever else is named: "蔓越莓汁和西柚…能喝吗" on warfarin got "no known interaction of
  // grapefruit extract" and no word on cranberry (blind answer round 21, zh-067, unsafe).
  if (warfarin && (CRANBERRY.test(t) || (GREENS.test(t) && findSubstances(text).length === 0)))
    return 'warfarin_food';
  return null;
}

function finding(plan: PlanDocument | null, match: (id: string) => boolean): string[] {
  return (plan?.findings ?? []).filter((f) => match(f.id)).map((f) => f.text);
}

export function planTopicAnswer(ctx: Ctx, topic: PlanTopic): Draft {
  const l = ctx.locale;
  const out = new AnswerParts();
  switch (topic) {
    case 'metformin_kidney': {
      // The plan's own kidney finding for metformin when the engine gives one; else the stage's rule. Its
      // sick-day and alcohol findings answer other questions: they led "should she still be on metformin at
      // eGFR 24" ahead of the answer (fifty-first review, en S1).
      const own = finding(ctx.plan, (id) => id === METFORMIN_KIDNEY_FINDING_ID);
      const stage = ctx.plan?.profile.ckdStage;
      const text = stage
        ? pick(METFORMIN_KIDNEY[BAND_OF[stage]], l)
        : L(
            l,
            '二甲双胍的剂量要按肾功能（eGFR）调整：eGFR 30–44时通常减量（每天最多1000毫克），低于30时一般不再使用。你的方案里没有eGFR，请让医生查一下肾功能，再确认剂量；不要自己改药。',
            'Metformin is dosed by kidney function (eGFR): at 30–44 the dose is usually reduced (at most 1,000 mg a day) and below 30 it is generally not used. Your plan has no eGFR: ask your doctor to check kidney function and confirm your dose; do not change it yourself.',
          );
      out.lines.push(...own.map((f) => L(l, `你的方案：${f}`, `Your plan: ${f}`)), text);
      out.notes.push({ id: 'metformin-kidney', text });
      out.refs.push(METFORMIN_SOURCE.ref);
      out.warnings.push({ kind: 'see_doctor' });
      break;
    }
    case 'kidney_medicine': {
      // The plan's own finding for the medicine named; else its row without the person's figure.
      const drugs = findDrugs(ctx.text).filter((d) => KIDNEY_ROW_DRUGS.has(d.id));
      const own = (ctx.plan?.findings ?? []).filter(
        (f) =>
          f.id.startsWith('kidney-medicine:') &&
          f.reasons.some((r) => drugs.some((d) => r.ref === `drug:${d.id}`)),
      );
      if (own.length > 0) {
        out.lines.push(...own.map((f) => f.text));
        out.refs.push(...own.flatMap((f) => f.reasons.slice(0, 1).map((r) => r.source.ref)));
      } else {
        for (const row of KIDNEY_MEDICINES.filter((r) => drugs.some((d) => r.drugs.includes(d.id)))) {
          const names = drugs.filter((d) => row.drugs.includes(d.id)).map((d) => drugName(d, l));
          // An eGFR told in the message and under the row's limit: the row itself, with that figure.
          const said = EGFR_SAID.exec(ctx.norm);
          const egfr = said ? Math.round(Number(said[1])) : null;
          if (egfr !== null && egfr < row.belowEgfr) {
            out.lines.push(
              pick(row.text, l)
                .replace('{drug}', names.join(L(l, '、', ', ')))
                .replace('{egfr}', String(egfr)),
            );
            out.refs.push(row.source.ref);
            continue;
          }
          const text = L(
            l,
            `${names.join('、')}的剂量要按肾功能定：请让开药医生按你的肾功能（肌酐清除率）核对剂量，不要自己停药或改量。`,
            `${names.join(', ')} is dosed by kidney function: ask the prescriber to check the dose against your kidney function (creatinine clearance); do not stop or change it yourself.`,
          );
          out.lines.push(text);
          out.refs.push(row.source.ref);
        }
      }
      out.warnings.push({ kind: 'see_doctor' });
      break;
    }
    case 'ckd_multivitamin': {
      const own = finding(ctx.plan, (id) => id === 'multivitamin' || id === 'ckd-vitamin-a');
      const text = L(
        l,
        '**有肾脏病时，不要自己挑普通的复合维生素吃**：其中的维生素A和一些矿物质（如镁、钾、磷）可能在体内蓄积。需不需要、吃哪一种（通常是专为肾病设计、不含预成型维生素A的），请让肾内科医生或营养师决定。',
        '**With kidney disease, do not pick an ordinary multivitamin yourself**: its vitamin A and some minerals (such as magnesium, potassium and phosphorus) can build up. Whether you need one, and which (usually a kidney-specific one without preformed vitamin A), is for your kidney doctor or dietitian to decide.',
      );
      // The plan's own words when it already says this (the engine's kidney multivitamin finding).
      const planSays = own.some((f) => /肾|kidney/i.test(f) && /医生|营养师|doctor|dietitian/i.test(f));
      out.lines.push(...own.map((f) => L(l, `你的方案：${f}`, `Your plan: ${f}`)));
      if (!planSays) out.lines.push(text);
      out.notes.push({ id: 'ckd-multivitamin', text });
      out.refs.push(
        'KDIGO 2024 Clinical Practice Guideline for the Evaluation and Management of CKD, ch. 3 (nutrition; individualised by the kidney team); NIH ODS Vitamin A Fact Sheet for Health Professionals (vitamin A accumulates in chronic kidney disease); NIH ODS Magnesium and Potassium Fact Sheets (impaired renal function)',
      );
      out.warnings.push(
        { kind: 'see_doctor' },
        { kind: 'avoid_supplement', substance: 'potassium' },
        { kind: 'avoid_supplement', substance: 'magnesium' },
      );
      break;
    }
    case 'warfarin_food': {
      const t = ctx.norm;
      // The vitamin K antagonist named, else the person's own: each text says it.
      const ids = [...findDrugs(ctx.text).map((d) => d.id), ...ctx.medicines];
      const v = vitaminKAntagonistName(ids) ?? { zh: '华法林', en: 'warfarin' };
      const steady = finding(ctx.plan, (id) => id === 'anticoagulant-vitamin-k');
      out.lines.push(...steady.map((f) => L(l, `你的方案：${f}`, `Your plan: ${f}`)));
      // Natto is the one food to leave out, not to keep steady (Japanese warfarin label): its row leads, and
      // the greens answer follows only when greens are named beside it ("菠菜西兰花…纳豆呢", blind answer
      // round 35 zh-049, development data: "能吃" and no word on natto).
      const natto = NATTO.test(t);
      if (natto) {
        const row =
          MEDICINE_DIET.find((r) => r.id === `${vitaminKAntagonistOf(ids)?.id ?? 'warfarin'}-natto`) ??
          MEDICINE_DIET.find((r) => r.id === 'warfarin-natto')!;
        const text = pick(row.text, l);
        out.lines.push(text);
        out.notes.push({ id: 'warfarin-natto', text });
        out.refs.push(row.source.ref);
      }
      const greens = GREENS.test(natto ? t.replace(NATTO_ALL, ' ') : t);
      if (greens || (!natto && !CRANBERRY.test(t))) {
        const row = BLENDED.test(t) && greens ? WARFARIN_FOODS.smoothie : WARFARIN_FOODS.greens;
        const text = pick(row.text(v), l);
        out.lines.push(text);
        out.notes.push({ id: 'warfarin-greens', text });
        out.refs.push(row.source.ref);
      }
      if (CRANBERRY.test(t)) {
        const text = pick(WARFARIN_FOODS.cranberry.text(v), l);
        out.lines.push(text);
        out.notes.push({ id: 'warfarin-cranberry', text });
        out.refs.push(WARFARIN_FOODS.cranberry.source.ref);
      }
      break;
    }
  }
  return out.draft(ctx);
}

/** B12 said. */
const B12_SAID = /b ?-?12|钴胺|甲钴胺|\b(cyano|methyl|hydroxo|adenosyl)?cobalamin\b|\bmecobalamin\b/;

/** B12 said, or a numb, tingling or "walking on cotton" feeling. */
const B12_OR_NUMB =
  /b12|b-12|钴胺|维生素b|麻|刺痛|针扎|踩棉花|\b(cyano|methyl|hydroxo|adenosyl)?cobalamin\b|\bmecobalamin\b|\bnumb\w*|\btingl\w*|\bpins and needles\b|\bneuropath\w*|\bwalking on cotton\b/;

/**
 * A B12 question (or numbness) from someone whose plan holds the finding `metformin-b12` — long-term
 * metformin and a B12 below 221 pmol/L: the plan's own finding with the value, never "get tested first"
 * beside a result already in the app, never the 2.4 µg daily need as the dose (tenth clinician review,
 * zh P3 finding 4). The whole message is this one question.
 */
const RECHECK_WHEN =
  /(复查|再查|抽血|验血|查血|\brecheck\w*|\bretest\w*|\btested again\b)[^。？?]{0,20}(多久|什么时候|啥时候|几个月|几周)|(多久|什么时候|啥时候|几个月|几周)[^。？?]{0,20}(复查|再查|抽血|验血|查血)|\b(when|how soon)\b[^.?]{0,40}\b(recheck|retest|tested again|blood test)\b/;

const FORM_OR_MULTIVITAMIN =
  /舌下|舌头(底)?下|含片|含服|善存|复合维生素|多维|\bsublingual\b|\bunder (the|my) tongue\b|\bcentrum\b|\bmultivitamins?\b/;

export function planB12Answer(ctx: Ctx): Draft | null {
  // Breastfeeding with a low or borderline B12, or vegan: the plan's finding for the baby answers a B12 question
  // (blind answer round 45, development data: "母乳裡的B12會不夠嗎" was told the plan adds no B12).
  const f =
    ctx.plan?.findings.find((x) => x.id === 'metformin-b12') ??
    (B12_SAID.test(ctx.norm) ? ctx.plan?.findings.find((x) => x.id === 'lactation-b12-baby') : undefined);
  if (!f || !B12_OR_NUMB.test(ctx.norm)) return null;
  // When to recheck after starting treatment is its own question (faq b12-folate-recheck-when; blind answer
  // round 24, zh-072): the finding only repeats that the value is low.
  if (RECHECK_WHEN.test(ctx.norm)) return null;
  // So are a form (sublingual) or a multivitamin asked about (faq b12-sublingual-or-swallowed-low,
  // multivitamin-not-enough-for-deficiency; round 24, zh-068 and zh-071).
  if (FORM_OR_MULTIVITAMIN.test(ctx.norm)) return null;
  const out = new AnswerParts();
  out.lines.push(f.text);
  out.refs.push(...f.reasons.slice(0, 1).map((r) => r.source.ref));
  out.warnings.push({ kind: 'see_doctor' });
  return out.draft(ctx);
}
