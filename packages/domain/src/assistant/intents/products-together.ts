/**
 * "Is it too much, these products together?" — fourteenth clinician review, zh P5 #3 (阿雅, IVF a week
 * before transfer): "爱乐维和澳洲版Elevit一起吃，叶酸和维生素A会不会过量？" got "not in our dictionary" lines
 * and "no reliable rule", although the plan had counted every figure. A question that asks whether the
 * person's own products are too much together is answered from the plan's review: for each nutrient
 * asked (or, none named, each one above its UL — and vitamin A when pregnant or trying to conceive), what
 * each product gives, the total with food against the UL, the products of unknown strength that hold it
 * (cod-liver oil: retinol), and which products the review keeps and which it says to stop.
 */
import type { PlanDocument } from '../../contracts/plan';
import type { NutrientKey } from '../../nutrients';
import { isNutrientKey } from '../../nutrients';
import { US_DRI } from '../../knowledge/dri-us';
import { supplementOptionById } from '../../review';
import { amount, foodTheUlCounts, L, nutrientName } from '../format';
import { doseText } from './dose';
import { sourceLine, suggestionsFor, type Ctx, type Draft } from './shared';

/** The adult vitamin D UL of the IOM (2011), as the US table holds it (EFSA 2012 agrees): 100 µg (4,000 IU) a day. */
const VITAMIN_D_ADULT_UL_ELSEWHERE_UG = US_DRI.vitaminD.female['19-30'][1] ?? 0;
const VITAMIN_D_REPLETION_SOURCE =
  'Institute of Medicine, Dietary Reference Intakes for Calcium and Vitamin D (2011): adult UL 100 µg (4,000 IU); EFSA NDA Panel, Scientific Opinion on the Tolerable Upper Intake Level of vitamin D, EFSA J 2012;10(7):2813 (100 µg); Holick MF et al. Endocrine Society Clinical Practice Guideline, J Clin Endocrinol Metab 2011;96:1911–1930 (treating deficiency; recheck 25-OH D)';

/** Asked as an excess: too much, an overdose, over the limit. */
const EXCESS =
  /过量|过多|太多|超标|超量|超(过)?上限|吃多了|会不会多|\b(too much|too many|overdos\w*|over ?dose|over the (upper )?limit|above the (upper )?limit|exceed\w*)\b/i;
/** Asked about products together: "一起吃", "加上", "both", "plus". */
const TOGETHER =
  /一起|同时|加上|叠加|再加|两种|两个|\b(both|together|plus|on top|combined|with each other|two)\b/i;

/** "维生素A和D", "vitamins A and D": the second letter is a vitamin too (the entity reader sees only the first). */
const LETTER_PAIR = /(?:维生素|vitamins?)\s*[a-k]\s*(?:和|与|及|、|,|，|\band\b|&)\s*([a-k])(?![a-z])/gi;
const LETTER: Readonly<Record<string, NutrientKey>> = {
  a: 'vitaminA',
  c: 'vitaminC',
  d: 'vitaminD',
  e: 'vitaminE',
  k: 'vitaminK',
};

function nutrientsAsked(ctx: Ctx): NutrientKey[] {
  const out = new Set<NutrientKey>(ctx.nutrients);
  for (const m of ctx.text.matchAll(LETTER_PAIR)) {
    const n = LETTER[m[1]!.toLowerCase()];
    if (n) out.add(n);
  }
  return [...out];
}

const PRESCRIBED = /开了|开的|医生开|处方|\b(prescribed|put me on|gave me|midwife|gp|doctor)\b/i;

const PREGNANT = new Set(['pregnant_t1', 'pregnant_t2', 'pregnant_t3']);

/** The report marker that tells a nutrient's blood level. */
const LAB_MARKER: Partial<Record<NutrientKey, string>> = {
  calcium: 'serumCalcium',
  magnesium: 'serumMagnesium',
  potassium: 'serumPotassium',
  vitaminD: 'vitaminD25OH',
};

/** Vitamin A in pregnancy and before it: retinol up to the UL, cod-liver oil not at all. */
const RETINOL_PREGNANCY_SOURCE =
  'Institute of Medicine (2001) vitamin A UL 3000 µg/day preformed (pregnancy included); 中国居民膳食营养素参考摄入量（2023版）vitamin A UL 3000 µg RAE; NHS, Vitamins, supplements and nutrition in pregnancy (no cod liver oil or retinol supplements)';

type Review = PlanDocument['productReviews'][number];

const optionOf = (r: Review) =>
  typeof r.optionId === 'string' ? supplementOptionById(r.optionId) : undefined;

/** The product named in the question: its name as entered, or the option's names and aliases. */
function named(text: string, r: Review): boolean {
  const t = text.toLowerCase();
  const o = optionOf(r);
  const names = [r.name, ...(o ? [o.zh, o.en, ...o.aliases] : [])].filter((n) => n.length >= 2);
  return names.some((n) => t.includes(n.toLowerCase()));
}

/** What the product gives of the nutrient a day, counted (retinol only for vitamin A). */
function givesOf(r: Review, n: NutrientKey): number {
  const a = (r.amounts ?? []).find((x) => x.nutrient === n);
  if (!a) return 0;
  return n === 'vitaminA' && a.preformed !== undefined ? a.preformed : a.amount;
}

/** A product of unknown strength that holds the nutrient (not counted). */
const uncountedHolds = (r: Review, n: NutrientKey): boolean =>
  r.uncounted === true && (optionOf(r)?.contains.some((c) => c.substance === n) ?? false);

export function productsTogetherAnswer(ctx: Ctx): Draft | null {
  const plan = ctx.plan;
  if (!plan || plan.productReviews.length < 2 || !EXCESS.test(ctx.text)) return null;
  // A product a doctor or midwife prescribed beside one's own is the supervised-treatment question.
  if (PRESCRIBED.test(ctx.text)) return null;
  const reviews = plan.productReviews;
  const mentioned = reviews.filter((r) => named(ctx.text, r));
  const askedAll = nutrientsAsked(ctx);
  if (!(TOGETHER.test(ctx.text) || mentioned.length >= 2 || askedAll.length >= 2)) return null;
  const l = ctx.locale;
  const stage = plan.profile.lifeStage ?? 'none';
  const planning = (plan.profile.goals ?? []).includes('pregnancy_prep');
  const pregnancyRisk = PREGNANT.has(stage) || planning;

  const holds = (n: NutrientKey) => reviews.some((r) => givesOf(r, n) > 0 || uncountedHolds(r, n));
  const aboveUl = (n: NutrientKey) => {
    const v = ctx.views.get(n);
    if (!v || v.ul === null) return false;
    const supp = reviews.reduce((s, r) => s + givesOf(r, n), 0);
    return supp > 0 && supp + foodTheUlCounts(v) > v.ul + 1e-9;
  };
  const asked = askedAll.filter((n) => isNutrientKey(n) && holds(n));
  const nutrients: NutrientKey[] =
    asked.length > 0
      ? asked
      : [
          ...[...ctx.views.keys()].filter(aboveUl),
          ...(pregnancyRisk && holds('vitaminA') && !aboveUl('vitaminA') ? (['vitaminA'] as const) : []),
        ];
  if (nutrients.length === 0) return null;
  // Iron with the plan's ferritin below its range is a treatment dose, never "over the UL, cut back": the
  // treatment-iron row answers (faq/rows-round26-unsafe-zh.ts; blind answer round 26, zh-104 at ferritin 9).
  if (
    nutrients.includes('iron') &&
    (plan.reportAnalysis?.markers ?? []).some((m) => m.key === 'ferritin' && m.flag === 'low')
  )
    return null;

  const lines: string[] = [];
  const refs = new Set<string>();
  const over: NutrientKey[] = [];
  const sep = L(l, '、', ', ');
  for (const n of nutrients) {
    const v = ctx.views.get(n);
    if (!v) continue;
    const name = nutrientName(n, l);
    const parts = reviews.filter((r) => givesOf(r, n) > 0);
    const supp = parts.reduce((s, r) => s + givesOf(r, n), 0);
    const food = foodTheUlCounts(v);
    const total = supp + food;
    const sum = parts.map((r) => `${r.name} ${doseText(n, givesOf(r, n), v.unit)}`).join(' + ');
    const each = parts.length > 1 ? `${sum} = ${doseText(n, supp, v.unit)}` : sum;
    const unknown = reviews.filter((r) => uncountedHolds(r, n));
    const isOver = v.ul !== null && total > v.ul + 1e-9;
    if (isOver) over.push(n);
    const verdict =
      v.ul === null
        ? ''
        : isOver
          ? L(
              l,
              `，**超过**上限（UL）${amount(v.ul, v.unit)}`,
              `, **above** the upper limit (UL) of ${amount(v.ul, v.unit)}`,
            )
          : L(
              l,
              `，在上限（UL）${amount(v.ul, v.unit)} 以内`,
              `, within the upper limit (UL) of ${amount(v.ul, v.unit)}`,
            );
    const withFood =
      food > 0
        ? L(
            l,
            `，加上饮食约 ${amount(food, v.unit)}，合计约 ${amount(total, v.unit)}`,
            ` and your diet about ${amount(food, v.unit)}: about ${amount(total, v.unit)} in all`,
          )
        : '';
    const counted =
      parts.length > 0
        ? L(l, `**${name}**：${each}${withFood}${verdict}。`, `**${name}**: ${each}${withFood}${verdict}.`)
        : L(
            l,
            `**${name}**：你填写的产品里没有能计算的${name}。`,
            `**${name}**: none of your products with a known strength gives ${name}.`,
          );
    const unknownLine =
      unknown.length > 0
        ? L(
            l,
            `${unknown.map((r) => `「${r.name}」`).join(sep)}也含${name}，但每粒含多少不知道，没有算进去——算上它会更多${isOver ? '' : '，可能超过上限'}。`,
            ` ${unknown.map((r) => `"${r.name}"`).join(sep)} also contains ${name}, but its strength is not known, so it is not counted — with it the total is higher${isOver ? '' : ' and may go over the limit'}.`,
          )
        : '';
    lines.push(`${counted}${unknownLine}`);
    refs.add(v.sourceRef);
  }
  if (pregnancyRisk && nutrients.includes('vitaminA')) {
    lines.push(
      L(
        l,
        '备孕和怀孕期间，预先形成的维生素A（视黄醇）每天不超过 3000 µg：大剂量可致胎儿畸形；鱼肝油含视黄醇，这段时间不要吃，想补DHA选不含维生素A的鱼油或藻油。',
        'When trying to conceive and in pregnancy keep preformed vitamin A (retinol) under 3,000 µg a day: high amounts can harm the baby; cod liver oil contains retinol, so leave it out now — for DHA choose a fish or algal oil without vitamin A.',
      ),
    );
    refs.add(RETINOL_PREGNANCY_SOURCE);
  }
  // A product prescribed as treatment holds a nutrient above its UL (calcium with calcitriol for
  // hypoparathyroidism): the UL is not for people under treatment, and the dose is the prescriber's
  // (twenty-first clinician review, en S1: "should I cut my 4 Caltrate to 2?" with a calcium of 7.6 got
  // "cut down the products").
  const prescribedOver = reviews.filter((r) =>
    (r.overUl ?? []).some((o) => o.prescribed && over.includes(o.nutrient as NutrientKey)),
  );
  // A dose only a prescriber gives, not marked prescribed (the review's rx-dose line: calcium treating a low calcium on
  // calcitriol): the prescriber's question, never "stop it" (blind answer round 63, zh-075, unsafe: no parathyroids,
  // a serum calcium of 1.96 and Caltrate three times a day was told "停用钙尔奇D").
  const rxOver = reviews.filter(
    (r) =>
      !prescribedOver.includes(r) &&
      (r.overUl ?? []).some((o) => o.rxDose === true && over.includes(o.nutrient as NutrientKey)),
  );
  const ownOver = reviews.filter(
    (r) =>
      !prescribedOver.includes(r) &&
      !rxOver.includes(r) &&
      over.some((n) => givesOf(r, n) > 0) &&
      r.verdict !== 'keep',
  );
  const lowByLab = over.filter((n) => {
    const key = LAB_MARKER[n];
    return (
      key !== undefined && (plan.reportAnalysis?.markers ?? []).some((m) => m.key === key && m.flag === 'low')
    );
  });
  const lowLabLine = L(
    l,
    `你的化验里${lowByLab.map((n) => nutrientName(n, l)).join(sep)}是**偏低**的：这时减量可能让它更低（比如血钙低会出现嘴唇和手指发麻、手抽筋）。请尽快把这个结果告诉开药医生；出现发麻、抽筋或喉咙发紧，立即拨打急救电话。`,
    `Your tests show ${lowByLab.map((n) => nutrientName(n, l)).join(sep)} **low**: cutting the dose could push it lower (a low calcium brings tingling lips and fingers and hand cramps). Tell the prescriber about that result soon; with tingling, cramps or a tight throat, call the emergency number at once.`,
  );
  const rxLines =
    rxOver.length === 0 || prescribedOver.length > 0
      ? []
      : [
          L(
            l,
            `**${rxOver.map((r) => `「${r.name}」`).join(sep)}的量是只有医生才会开的治疗剂量（你没有标明是医生开的）：不要自己停，也不要自己加减，先问开药医生你该不该吃这个量。**上限（UL）是给健康人日常补充定的，不适用于医生按病情开的治疗剂量。`,
            `**${rxOver.map((r) => `"${r.name}"`).join(sep)} is at a dose only a prescriber gives (you have not marked it as prescribed): do not stop it or change it on your own — ask the prescriber whether this dose is right for you.** The upper limit (UL) is set for healthy people taking supplements, not for a treatment dose.`,
          ),
          ...(lowByLab.length > 0 ? [lowLabLine] : []),
        ];
  const prescribedLines =
    prescribedOver.length === 0
      ? []
      : [
          L(
            l,
            `**不要自己减${prescribedOver.map((r) => `「${r.name}」`).join(sep)}：这是医生开的治疗用量。**上限（UL）是给健康人日常补充定的，不适用于医生按病情开的治疗剂量；剂量由开药医生根据你的血液检查来定，要改也由他来改。`,
            `**No — do not cut ${prescribedOver.map((r) => `"${r.name}"`).join(sep)} on your own: it is a prescribed treatment dose.** The upper limit (UL) is set for healthy people taking supplements, not for a dose a doctor prescribes as treatment; the prescriber sets that dose from your blood tests, and only they should change it.`,
          ),
          ...(lowByLab.length > 0 ? [lowLabLine] : []),
          ...(ownOver.length > 0
            ? [
                L(
                  l,
                  `你自己加的${ownOver.map((r) => `「${r.name}」`).join(sep)}不是处方的一部分：要不要继续吃，先问开药医生。`,
                  `What you added yourself — ${ownOver.map((r) => `"${r.name}"`).join(sep)} — is not part of the prescription: ask the prescriber whether to keep it.`,
                ),
              ]
            : []),
        ];
  // What to drop and what to keep: the plan's own review, for the products that hold what was asked.
  const concerned = reviews.filter((r) => nutrients.some((n) => givesOf(r, n) > 0 || uncountedHolds(r, n)));
  // Vitamin D with the plan's 25-OH D below its range and the total within the IOM/EFSA adult UL of 100 µg (4,000 IU):
  // a repletion-range total, never "stop the D3" — the doctor sets it (blind answer round 62, zh-059, unsafe: 2,200 IU
  // with a level of 45 nmol/L and osteopenia was "stop the vitamin D3").
  const vitaminDTotal = reviews.reduce((sum, r) => sum + givesOf(r, 'vitaminD'), 0);
  const lowDRepleting =
    over.includes('vitaminD') &&
    !prescribedOver.some((r) => givesOf(r, 'vitaminD') > 0) &&
    (plan.reportAnalysis?.markers ?? []).some((m) => m.key === 'vitaminD25OH' && m.flag === 'low') &&
    vitaminDTotal <= VITAMIN_D_ADULT_UL_ELSEWHERE_UG;
  if (lowDRepleting) refs.add(VITAMIN_D_REPLETION_SOURCE);
  if (lowDRepleting)
    lines.push(
      L(
        l,
        `**你的维生素D化验偏低：现在的每日合计比我国日常自行补充的上限（50 µg，2000国际单位）略高，但没有超过美国和欧洲的成人上限（100 µg，4000国际单位），也在医生补足偏低维生素D时常用的量以内——不要自己把维生素D停掉。** 把化验单和这几种产品拿给医生看，由医生定每天的总量，一般补2–3个月后复查25-羟基维生素D。`,
        `**Your vitamin D test is low: the daily total now is a little above China’s everyday self-supplement limit (50 µg, 2,000 IU) but within the US and European adult upper limit (100 µg, 4,000 IU) and within what doctors use to bring a low level up — do not stop the vitamin D on your own.** Show the result and the products to the doctor, who sets the daily total; the 25-OH vitamin D is usually rechecked after 2–3 months.`,
      ),
    );
  const stop = concerned.filter(
    (r) =>
      (r.verdict === 'over_ul' || r.verdict === 'avoid') &&
      !rxOver.includes(r) &&
      !(lowDRepleting && (r.overUl ?? []).every((o) => o.nutrient === 'vitaminD')),
  );
  const keep = concerned.filter((r) => r.verdict === 'keep');
  if (prescribedOver.length > 0) lines.unshift(...prescribedLines);
  else if (rxOver.length > 0) lines.unshift(...rxLines);
  if (stop.length > 0)
    lines.push(
      L(
        l,
        `**按方案的补充剂评估：停用${stop.map((r) => `「${r.name}」`).join(sep)}${keep.length ? `，保留${keep.map((r) => `「${r.name}」`).join(sep)}` : ''}**（原因见评估）。${keep.some((r) => givesOf(r, 'folate') > 0) && pregnancyRisk ? '保留的那一种里的叶酸照常每天吃：备孕到怀孕满3个月，每天至少 400 µg。' : ''}${pregnancyRisk ? '铁和其他成分的量请带上药盒问生殖科或产科医生。' : '其他成分的量请带上药盒问开药医生或药师。'}`,
        `**The review of your supplements: stop ${stop.map((r) => `"${r.name}"`).join(sep)}${keep.length ? `, keep ${keep.map((r) => `"${r.name}"`).join(sep)}` : ''}** (the review says why). ${keep.some((r) => givesOf(r, 'folate') > 0) && pregnancyRisk ? 'Keep taking the folic acid in the one you keep every day: at least 400 µg from trying to conceive to the end of the first 3 months. ' : ''}${pregnancyRisk ? 'Take the packs to your fertility doctor or obstetrician for the iron and the rest.' : 'Take the packs to your prescriber or pharmacist for the rest.'}`,
      ),
    );
  else if (
    over.length > 0 &&
    prescribedOver.length === 0 &&
    rxOver.length === 0 &&
    !(lowDRepleting && over.length === 1)
  )
    lines.push(
      L(
        l,
        '请减少含这些营养素的产品（不要两种同类产品一起吃），并咨询医生或药师；医生开的先问开药医生。',
        'Cut down the products that give these nutrients (not two of the same kind together) and talk to your doctor or pharmacist; ask the prescriber about anything prescribed.',
      ),
    );
  return {
    text: lines.join('\n\n') + sourceLine([...refs].filter(Boolean).join('; '), l),
    suggestions: suggestionsFor(ctx, [], nutrients[0]),
    warnings: over.map((n) => ({ kind: 'reduce_dose' as const, substance: n })),
  };
}
