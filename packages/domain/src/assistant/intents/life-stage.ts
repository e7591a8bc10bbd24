/**
 * Pregnancy and breastfeeding questions answered one by one from the person's plan (dietitian H5, M10):
 * fish and mercury, cod liver oil and liver (retinol), caffeine, weight gain, how long to take folic
 * acid; while breastfeeding the energy add-on, caffeine, iodine and DHA. Figures come from the plan
 * (its findings, its UL) and the data tables (supplement contents, food composition, the locale's
 * energy standard); the advice texts are data with sources, in both languages.
 */
import { pick, type Bilingual, type Locale, type Source } from '../../contracts/common';
import type { PlanDocument } from '../../contracts/plan';
import {
  CONDITION_SOURCES,
  GESTATIONAL_DIABETES,
  PREGNANCY_CAFFEINE_MAX_MG,
  PREGNANCY_FOLIC_ACID_UG,
} from '../../conditions';
import { ENERGY_SOURCES, LIFE_STAGE_ENERGY_KCAL } from '../../energy';
import { FOOD_SOURCES } from '../../knowledge/foods';
import { SUPPLEMENT_OPTIONS } from '../../knowledge/supplements';
import { isNutrientKey } from '../../nutrients';
import { drugById, taboosFor } from '../../interactions';
import { teratogenFolicAcidFor } from '../../interactions/teratogens';
import { amount, L, nutrientName } from '../format';
import { normaliseQuestion } from '../lexicon';
import { CONDITION_DOSE_RULES } from './dose';
import { sourceLine, suggestionsFor, type Ctx, type Draft, AnswerParts } from './shared';

export type LifeStageTopic =
  'raw_food' | 'fish' | 'cod_liver_oil' | 'liver' | 'caffeine' | 'weight_gain' | 'folic_acid' | 'energy';

/** Food-safety questions in pregnancy (Listeria, parasites): raw or undercooked, ready-to-eat, unpasteurised. */
const RAW_FOOD =
  /刺身|生鱼片|寿司|生吃|生的|半生|溏心|生鸡蛋|熟食|冷切|火腿片|未经?巴氏|生奶|软奶酪|康普茶|\bsushi\b|\bsashimi\b|\braw\b|\bundercooked\b|\brare\b|\bdeli\b|\bcold cuts?\b|\blunch meat\b|\bunpasteuri[sz]ed\b|\bsoft cheeses?\b|\bbrie\b|\bkombucha\b|\brunny eggs?\b/;

/** Topic cues, checked in this order (cod liver oil before fish, liver before fish). */
const TOPIC_CUES: readonly (readonly [LifeStageTopic, RegExp])[] = [
  // Raw fish, deli meat, unpasteurised food before fish: "三文鱼刺身" is a food-safety question first.
  ['raw_food', RAW_FOOD],
  [
    'cod_liver_oil',
    // 阿维A and 异维A酸 are medicines (acitretin, isotretinoin), not vitamin A (seventh clinician review, zh P1).
    /鱼肝油|维生素\s?a(?![a-z])|(?<![异阿])维a(?![a-z]|酸)|视黄醇|\bcod[- ]liver\b|\bfish liver oil\b|\bvitamin\s?a\b|\bretinol\b/,
  ],
  [
    'liver',
    /猪肝|鸡肝|牛肝|羊肝|鸭肝|动物肝|肝脏|肝酱|鹅肝|肉糜酱|\bliver\b|\bp[aâ]t[eéê]s?(?![a-z])|\bliverwurst\b|\bbraunschweiger\b/,
  ],
  [
    'fish',
    /金枪鱼|吞拿鱼|三文鱼|鲨鱼|剑鱼|汞|海鲜|吃鱼|鱼(虾|肉|类)|\bfish\b|\btuna\b|\bsalmon\b|\bmercury\b|\bseafood\b|\bswordfish\b|\bshark\b|\bsushi\b/,
  ],
  [
    'caffeine',
    /咖啡|咖啡因|奶茶|浓茶|能量饮料|可乐(?!果(?!汁))|\bcoffee\b|\bcaffeine\b|\bespresso\b|\blatte\b|\benergy drinks?\b/,
  ],
  // "想少吃点减肥" in pregnancy is a weight question too: its answer says not to diet.
  // "长了9公斤", "put on 9 kg already" name the gain without the word (blind answer round 11, en-038).
  [
    'weight_gain',
    /体重|增重|长多少|长胖|胖了|减肥|减重|节食|(长|重|涨)了\s?\d+(\.\d+)?\s?(斤|公斤|千克|kg)|\bweight\b|\bgain(ed|ing)?\b|\bput on \d+(\.\d+)? ?(kg|kilos?|lbs?|pounds)\b/,
  ],
  [
    'folic_acid',
    /叶酸.{0,8}(多久|到什么时候|什么时候停|吃到|停)|(多久|到什么时候).{0,6}叶酸|folic acid.{0,30}(how long|until|stop)|how long.{0,30}folic/,
  ],
  ['energy', /热量|能量|卡路里|千卡|大卡|多吃多少|\bcalories?\b|\bkcal\b|\benergy\b|\beat more\b/],
];

const LIVER_CUE = TOPIC_CUES.find(([topic]) => topic === 'liver')![1];
const COD_LIVER_OIL_WORDS = /鱼肝油|\bcod[- ]liver\b|\bfish liver oil\b/;

export function lifeStageTopicOf(text: string): LifeStageTopic | null {
  const t = normaliseQuestion(text);
  // Liver named with the vitamin A it carries ("猪肝维生素A太多对宝宝不好，到底一周能吃多少"): how much liver is
  // the question, not a vitamin A supplement's (blind answer round 14, zh-088, unsafe: the UL against the
  // supplements on file, "在上限以内", with the daily liver soup never counted).
  if (!RAW_FOOD.test(t) && LIVER_CUE.test(t) && !COD_LIVER_OIL_WORDS.test(t)) return 'liver';
  for (const [topic, re] of TOPIC_CUES) if (re.test(t)) return topic;
  return null;
}

const RAW_FOOD_RULE: { text: Bilingual; source: Source } = {
  text: {
    zh: '**孕期不要吃生的或没熟透的鱼、肉、蛋：** 三文鱼刺身、生鱼片、生的寿司、醉虾醉蟹、溏心蛋都先别吃（可能有李斯特菌、寄生虫），熟的寿司、做熟的三文鱼可以吃。**熟食店的冷切肉、火腿片、香肠要加热到冒热气再吃；** 不喝没经过巴氏消毒的奶和自制发酵饮料，软质奶酪只选巴氏消毒奶做的。吃过后出现发烧、全身酸痛或腹泻，请尽快告诉产科医生。',
    en: '**In pregnancy skip raw or undercooked fish, meat and eggs:** sashimi, raw sushi, oysters and runny eggs can carry Listeria or parasites; cooked sushi rolls and fully cooked salmon are fine. **Heat deli meats, cold cuts and hot dogs until steaming hot before eating;** avoid unpasteurised milk and juice, soft cheeses unless made from pasteurised milk, and home-brewed or unpasteurised drinks such as kombucha. If you get a fever, aches or diarrhoea after eating something risky, call your obstetrician.',
  },
  source: {
    ref: 'US FDA, Food Safety for Pregnant Women and Their Unborn Babies (raw and undercooked seafood, meat and eggs; deli meats heated until steaming; unpasteurised milk, juice and soft cheeses); US CDC, Listeria — People at Higher Risk: pregnant women; ACOG Committee Opinion No. 614, Management of Pregnant Women With Presumptive Exposure to Listeria monocytogenes (2014)',
    url: 'https://www.fda.gov/food/people-risk-foodborne-illness/food-safety-pregnant-women-and-their-unborn-babies',
  },
};

export const PREGNANT_STAGES = new Set(['pregnant_t1', 'pregnant_t2', 'pregnant_t3']);

const FISH: { text: Bilingual; source: Source } = {
  text: {
    zh: '**孕期可以吃鱼，而且推荐吃：每周2–3次、共约225–340克低汞的鱼**，例如三文鱼、鳕鱼、沙丁鱼、虾、罐装淡金枪鱼（light tuna）。**汞含量高的鱼不要吃**：鲨鱼、剑鱼、旗鱼（马林鱼）、大耳马鲛（king mackerel）、方头鱼、橙棘鲷和大眼金枪鱼；长鳍金枪鱼（白金枪鱼）每周最多一次。',
    en: '**Yes — fish is recommended in pregnancy: 2–3 servings (8–12 oz) a week of low-mercury fish**, such as salmon, cod, sardines, shrimp and canned light tuna. **Avoid the high-mercury fish**: shark, swordfish, marlin, king mackerel, tilefish (Gulf of Mexico), orange roughy and bigeye tuna; albacore (white) tuna at most one serving a week.',
  },
  source: {
    ref: 'FDA/EPA, Advice about Eating Fish for those who might become or are pregnant or breastfeeding (updated 2021): 2–3 servings (8–12 oz) a week from the "Best choices"; albacore a "Good choice" (1 serving/week); choices to avoid: king mackerel, marlin, orange roughy, shark, swordfish, tilefish (Gulf of Mexico), bigeye tuna; 中国居民膳食指南（2022）孕期妇女膳食指南：孕中晚期每周食用2–3次鱼类（深海鱼）',
    url: 'https://www.fda.gov/food/consumers/advice-about-eating-fish',
  },
};

const RETINOL_SOURCE = CONDITION_SOURCES.retinol;

const LIVER_ADVICE: Bilingual = {
  zh: '动物肝脏富含预成型维生素A（视黄醇），孕期可以少量吃、但不能多吃：中国居民膳食指南建议孕期每周吃1–2次动物血或肝脏、每次少量；不要天天吃，也不要和鱼肝油或含维生素A的补充剂同时吃。',
  // Blind answer round 13 en-052 (unsafe): "rare, small portions" of liver pâté was allowed. The NHS
  // advises avoiding liver and liver products in pregnancy (vitamin A).
  en: '**In pregnancy, avoid liver and liver products (liver pâté, liver sausage, liverwurst)**: liver is packed with preformed vitamin A (retinol), and too much vitamin A can harm the baby. Never take cod liver oil or vitamin A supplements either.',
};
/** Pâté of any kind: listeria (NHS, Foods to avoid in pregnancy), whatever it is made of. */
const PATE = /肝酱|鹅肝酱|肉糜酱|\bp[aâ]t[eéê]s?(?![a-z])/;
const PATE_ADVICE: Bilingual = {
  zh: '**孕期不要吃任何肝酱、肉糜酱（包括鹅肝酱和素的蔬菜酱）**：这类冷藏的酱可能带有李斯特菌，孕妇感染后可能导致流产、死胎或新生儿重症。想吃肝，就吃彻底做熟的肝，按下面的量。',
  en: '**No pâté of any kind in pregnancy — meat, fish, liver or vegetarian pâté**: pâté can carry listeria, an infection that can cause miscarriage, stillbirth or serious illness in a newborn. Liver pâté is also a liver product, high in vitamin A.',
};
const PATE_SOURCE =
  'NHS, Foods to avoid in pregnancy (avoid all types of pâté, including vegetarian pâté — listeria; avoid liver and liver products — vitamin A)';
const LIVER_SOURCE: Source = {
  ref: `${RETINOL_SOURCE.ref}; NIH ODS Vitamin A fact sheet (liver is the richest source of preformed vitamin A); NHS, Foods to avoid in pregnancy (liver and liver products); 中国居民膳食指南（2022）孕期妇女膳食指南：每周1–2次动物血或肝脏`,
  url: 'https://ods.od.nih.gov/factsheets/VitaminA-HealthProfessional/',
};

const COD_LIVER_ADVICE: Bilingual = {
  zh: '**孕期不要吃鱼肝油**：它是维生素A（视黄醇）补充剂，大剂量视黄醇可致胎儿畸形。想补DHA，请选不含维生素A的鱼油或藻油，并先问产科医生。',
  en: '**Do not take cod liver oil in pregnancy**: it is a vitamin A (retinol) supplement, and high doses of retinol can cause birth defects. For DHA choose a fish or algal oil without vitamin A, and check with your obstetrician first.',
};

/**
 * Planning a pregnancy, not pregnant: the retinol rule in her own words, never "you are pregnant" (seventh
 * clinician review of 2026-11-26, zh P1 §3: a woman planning a baby was told "你在孕期").
 */
const PLANNING_RETINOL: { text: Bilingual; source: Source } = {
  text: {
    zh: '备孕期间：大剂量视黄醇（预先形成的维生素A，如鱼肝油、维生素AD、部分复合维生素）可致胎儿畸形，打算怀孕时就不要服用维生素A补充剂；维生素A从食物（含β-胡萝卜素的蔬果）获取即可，动物肝脏少吃（每周不超过一次）。',
    en: 'Planning a pregnancy: high doses of retinol (preformed vitamin A, as in cod liver oil and some multivitamins) can cause birth defects, so do not take vitamin A supplements while you are trying to conceive; get vitamin A from food (beta-carotene in fruit and vegetables) and keep liver to once a week at most.',
  },
  source: {
    ref: 'NHS, Vitamin A (2020): if you are pregnant or thinking about having a baby, avoid supplements containing vitamin A and limit liver; NIH ODS Vitamin A Fact Sheet for Health Professionals (teratogenicity of preformed vitamin A)',
    url: 'https://www.nhs.uk/conditions/vitamins-and-minerals/vitamin-a/',
  },
};

/** Pregnancy words that do not say she is pregnant now: planning, or "what if". */
const NOT_PREGNANT_NOW =
  /备孕|想要?(怀孕|怀上|要孩子|要宝宝)|(打算|准备|计划)[^，。？?]{0,4}(怀孕|怀上|要孩子|要宝宝)|怀孕(之)?前|孕前|(多久|什么时候|多长时间|几个月|几年).{0,6}(才)?(能|可以)?(怀孕|怀上|要孩子)|(要是|如果|万一|假如|假设).{0,20}(怀孕|怀上)|\b(planning|plan|trying|try|want|wanting|hoping|hope)( to)? (get pregnant|become pregnant|conceive|for a baby|a pregnancy)|\bbefore (getting |i get |becoming )?pregnan|\b(can|could) (i|we) (get|become) pregnant|\b(i|we) (can|could) (get|become) pregnant|\b(what )?if i (got|get|become|became|were|was|am|m) pregnant|\bttc\b/;

/** She is pregnant now: the plan says so, or she does and not as a plan or a "what if". */
function pregnantNow(ctx: Ctx): boolean {
  if (PREGNANT_STAGES.has(ctx.plan?.profile.lifeStage ?? 'none')) return true;
  return !NOT_PREGNANT_NOW.test(normaliseQuestion(ctx.text));
}

/** A medicine of hers that rules vitamin A supplements out (an oral retinoid): its rule, not "add no more". */
function vitaminAAvoided(ctx: Ctx): boolean {
  return taboosFor({ medicines: ctx.medicines, substances: ['vitaminA'] }, ctx.locale).some(
    (t) => t.management === 'avoid',
  );
}

const LACTATION_ENERGY: Bilingual = {
  zh: '**哺乳期每天比平时多吃约 {kcal} 千卡**（{standard}），你方案里的每日能量约 {tdee} 千卡已经包含了这部分。多出来的部分用奶、蛋、鱼禽肉、豆制品和蔬菜水果来补，不需要大补汤或特别的补品。',
  en: '**Breastfeeding adds about {kcal} kcal a day** ({standard}); your plan’s daily energy of about {tdee} kcal already includes it. Cover it with dairy, eggs, fish, meat, beans, vegetables and fruit — no special products needed.',
};

/** A food composition row's amount for the nutrient, as text ("猪肝（50 g）: 2486 µg"). */
function foodSourceOf(nutrient: 'vitaminA', zhName: string, enName: string, locale: Locale) {
  return FOOD_SOURCES.find(
    (f) =>
      f.nutrient === nutrient &&
      f.locales.includes(locale) &&
      (locale === 'zh-CN' ? f.zh.startsWith(zhName) : f.en.startsWith(enName)),
  );
}

function foodRow(r: ReturnType<typeof foodSourceOf>, locale: Locale): string | null {
  if (!r) return null;
  return L(
    locale,
    `${r.zh}（${r.portion.zh}）约含维生素A ${amount(r.amount, 'ug')}`,
    `${r.en} (${r.portion.en}) has about ${amount(r.amount, 'ug')} of vitamin A`,
  );
}

function finding(plan: PlanDocument | null, id: string): string | null {
  return plan?.findings.find((f) => f.id === id)?.text ?? null;
}

function vitaminAUl(ctx: Ctx): number | null {
  return ctx.views.get('vitaminA')?.ul ?? null;
}

/** The answer for one topic, or null when the topic has nothing for this life stage. */
export function lifeStageTopicAnswer(ctx: Ctx, topic: LifeStageTopic, lactating: boolean): Draft | null {
  const l = ctx.locale;
  const out = new AnswerParts();
  switch (topic) {
    case 'raw_food':
      // Breastfeeding has no such food rule: the question falls through to the other answers.
      if (lactating) return null;
      out.lines.push(pick(RAW_FOOD_RULE.text, l));
      out.refs.push(RAW_FOOD_RULE.source.ref);
      // "三文鱼刺身能吃吗？金枪鱼罐头一周几次": the fish part too.
      if (TOPIC_CUES.find(([t]) => t === 'fish')![1].test(normaliseQuestion(ctx.text))) {
        out.lines.push(pick(FISH.text, l));
        out.refs.push(FISH.source.ref);
      }
      break;
    case 'fish':
      out.lines.push(pick(FISH.text, l));
      out.refs.push(FISH.source.ref);
      break;
    case 'cod_liver_oil': {
      // "A vitamin A supplement for my skin": vitamin A itself, with what her supplements already give
      // (a prenatal holds about 1,200 µg), not a cod liver oil answer (re-review cosmetic).
      if (!/鱼肝油|\bcod[- ]liver\b|\bfish liver oil\b/.test(normaliseQuestion(ctx.text))) {
        const pregnancyRule = CONDITION_DOSE_RULES.find((r) => r.id === 'pregnancy-retinol')!;
        const rule = pregnantNow(ctx) ? pregnancyRule : PLANNING_RETINOL;
        const has = ctx.views.get('vitaminA')?.fromSupplements ?? 0;
        const ul = vitaminAUl(ctx);
        if (!lactating) {
          out.lines.push(`**${pick(rule.text, l)}**`);
          out.notes.push({ id: 'pregnancy-retinol', text: pick(rule.text, l) });
          out.warnings.push({ kind: 'avoid_supplement', substance: 'vitaminA' });
        }
        if (has > 0 && !vitaminAAvoided(ctx))
          out.lines.push(
            L(
              l,
              `你现在吃的补充剂已经提供维生素A约 ${amount(has, 'ug')}${ul !== null ? `（每日上限 ${amount(ul, 'ug')}）` : ''}，不要再额外加维生素A。`,
              `The supplements you take already give about ${amount(has, 'ug')} of vitamin A${ul !== null ? ` (daily upper limit ${amount(ul, 'ug')})` : ''}: do not add more.`,
            ),
          );
        if (/皮肤|痘|\bskin\b|\bacne\b/.test(normaliseQuestion(ctx.text)))
          out.lines.push(
            L(
              l,
              '护肤用的维A类药（异维A酸、维A酸乳膏等）孕期也不能用；皮肤问题请问医生有哪些孕期可用的办法。',
              'Retinoid skin treatments (isotretinoin, tretinoin creams) are not for pregnancy either; ask your doctor about pregnancy-safe options for your skin.',
            ),
          );
        out.refs.push(rule.source.ref);
        break;
      }
      const cod = SUPPLEMENT_OPTIONS.find((o) => o.id === 'cod-liver-oil');
      const a = cod?.contains.find((c) => c.substance === 'vitaminA');
      const ul = vitaminAUl(ctx);
      if (!lactating) {
        const advice = pregnantNow(ctx) ? COD_LIVER_ADVICE : PLANNING_RETINOL.text;
        out.lines.push(pick(advice, l));
        out.notes.push({ id: 'pregnancy-retinol', text: pick(advice, l) });
        out.warnings.push({ kind: 'avoid_supplement', substance: 'vitaminA' });
      }
      if (cod && a && !vitaminAAvoided(ctx)) {
        out.lines.push(
          L(
            l,
            `鱼肝油${pick(cod.serving, l)}约含维生素A ${amount(a.amount, 'ug')}${ul !== null ? `，你的每日可耐受最高摄入量（UL）是 ${amount(ul, 'ug')}` : ''}。`,
            `Cod liver oil gives about ${amount(a.amount, 'ug')} of vitamin A per ${pick(cod.serving, l)}${ul !== null ? `; your daily upper limit (UL) is ${amount(ul, 'ug')}` : ''}.`,
          ),
        );
        out.refs.push('USDA FoodData Central SR Legacy 173577, Fish oil, cod liver (1 tsp = 4.5 g)');
      }
      out.refs.push(RETINOL_SOURCE.ref);
      break;
    }
    case 'liver': {
      const portion = foodSourceOf('vitaminA', '猪肝', 'Beef liver', l);
      const row = foodRow(portion, l);
      const ul = vitaminAUl(ctx);
      if (PATE.test(normaliseQuestion(ctx.text))) {
        out.lines.push(pick(PATE_ADVICE, l));
        out.refs.push(PATE_SOURCE);
      }
      out.lines.push(pick(LIVER_ADVICE, l));
      // One portion above the limit is said as such: read as a stated amount, the answer check replaced the
      // English beef-liver line (about 6,500 µg) with the bare limit (blind answer round 32, en-091).
      const overInOne = ul !== null && portion !== undefined && portion.amount > ul;
      if (row)
        out.lines.push(
          `${row}${
            ul === null
              ? ''
              : overInOne
                ? L(
                    l,
                    `，一份就超过你的每日上限（UL）${amount(ul, 'ug')}`,
                    ` — one portion is more than your daily upper limit (UL) of ${amount(ul, 'ug')}`,
                  )
                : L(
                    l,
                    `；你的每日上限（UL）是 ${amount(ul, 'ug')}`,
                    `; your daily upper limit (UL) is ${amount(ul, 'ug')}`,
                  )
          }${L(l, '。', '.')}`,
        );
      out.refs.push(LIVER_SOURCE.ref);
      if (!lactating) out.notes.push({ id: 'pregnancy-retinol', text: pick(LIVER_ADVICE, l) });
      break;
    }
    case 'caffeine': {
      const f = finding(ctx.plan, lactating ? 'lactation' : 'pregnancy-diet');
      out.lines.push(
        lactating
          ? L(
              l,
              `**哺乳期可以喝咖啡，但一次摄入的咖啡因不超过 ${PREGNANCY_CAFFEINE_MAX_MG} 毫克**（约一杯现煮咖啡）；留意宝宝是否烦躁、睡不好。`,
              `**Coffee is fine while breastfeeding, with no more than ${PREGNANCY_CAFFEINE_MAX_MG} mg of caffeine at a time** (about one cup of brewed coffee); watch whether your baby is fussy or sleeps poorly.`,
            )
          : L(
              l,
              `**孕期咖啡因每天不超过 ${PREGNANCY_CAFFEINE_MAX_MG} 毫克**，大约是一杯现煮咖啡；浓茶、奶茶、可乐和能量饮料里的咖啡因也要算进去。`,
              `**In pregnancy keep caffeine to ${PREGNANCY_CAFFEINE_MAX_MG} mg a day or less** — about one 12-oz cup of brewed coffee; tea, cola and energy drinks count too.`,
            ),
      );
      if (f) out.lines.push(L(l, `你的方案：${f}`, `Your plan: ${f}`));
      out.refs.push(CONDITION_SOURCES.caffeine.ref);
      break;
    }
    case 'weight_gain': {
      if (lactating) return null;
      const f = finding(ctx.plan, 'pregnancy-weight-gain');
      if (!f) return null;
      out.lines.push(L(l, `**按你的方案：**${f}。`, `**From your plan:** ${f}.`));
      out.lines.push(
        L(
          l,
          '每次产检都会称体重，增重明显偏快或偏慢请告诉产科医生；孕期不要节食减重。',
          'Your weight is checked at antenatal visits: tell your obstetrician or midwife if you gain much faster or slower; do not diet to lose weight in pregnancy.',
        ),
      );
      // The plan's finding follows the locale's standard: WS/T 801-2022 (zh-CN) or IOM 2009 (en-US).
      out.refs.push((l === 'en-US' ? CONDITION_SOURCES.iom2009 : CONDITION_SOURCES.wst801).ref);
      // Gestational diabetes: eating less to hold the weight would cut carbohydrate below its floor.
      if ((ctx.plan?.profile.conditions ?? []).includes('gestational_diabetes')) {
        out.lines.push(
          L(
            l,
            `妊娠期糖尿病也不要靠少吃控制体重：每天碳水化合物不少于 ${GESTATIONAL_DIABETES.carbohydrateMinG} 克，分到三餐和加餐，血糖按产科和糖尿病团队的要求监测。`,
            `With gestational diabetes, do not eat less to hold your weight either: eat at least ${GESTATIONAL_DIABETES.carbohydrateMinG} g of carbohydrate a day over meals and snacks, and check your glucose as your obstetric and diabetes team asks.`,
          ),
        );
        out.refs.push((l === 'en-US' ? CONDITION_SOURCES.gdm : CONDITION_SOURCES.gdmCn).ref);
      }
      break;
    }
    case 'folic_acid': {
      if (lactating) return null;
      const rec = ctx.plan?.recommendations.find((r) => r.nutrient === 'folate');
      // On an antiepileptic the guideline's dose is 5 mg to 12 weeks, given by the prescriber: never the
      // usual 400 µg beside it (blind answer round 3, en-024: "400 µg" after the valproate 5 mg line).
      const rx = teratogenFolicAcidFor(ctx.medicines);
      if (rx) {
        const mg = rx.ug / 1000;
        const names = rx.drugs
          .map((id) => ((d) => (d ? (l === 'zh-CN' ? d.zh : d.en) : id))(drugById(id)))
          .join(L(l, '、', ', '));
        out.lines.push(
          L(
            l,
            `**服用${names}：叶酸按处方每天 ${mg} 毫克**（不是一般的 400 微克），${rx.span ? rx.span.zh : '从怀孕前至少1个月吃到孕12周，之后按医生的安排'}；请开药医生开具，不要自己用几片 400 微克凑剂量。`,
            `**On ${names}: folic acid ${mg} mg a day as prescribed** (not the usual 400 µg), ${rx.span ? rx.span.en : 'from at least a month before conception to 12 weeks, then as your doctor says'}; ask your prescriber for it rather than making it up from 400 µg tablets.`,
          ),
        );
        out.refs.push(rx.source.ref);
        break;
      }
      out.lines.push(
        L(
          l,
          `**叶酸要吃满整个孕期：每天 ${PREGNANCY_FOLIC_ACID_UG} 微克**，不是只吃到孕早期${rec ? `（你的方案：每天 ${amount(rec.dose, rec.unit)}）` : ''}。`,
          `**Keep taking folic acid for the whole pregnancy: ${PREGNANCY_FOLIC_ACID_UG} µg a day**, not only in early pregnancy${rec ? ` (your plan: ${amount(rec.dose, rec.unit)} a day)` : ''}.`,
        ),
      );
      out.refs.push(CONDITION_SOURCES.folicAcid.ref);
      break;
    }
    case 'energy': {
      if (!lactating) return null;
      const kcal = LIFE_STAGE_ENERGY_KCAL[l].lactating;
      const standard = L(l, '中国居民膳食营养素参考摄入量2023', 'US Dietary Reference Intakes, 0–6 months');
      out.lines.push(
        pick(LACTATION_ENERGY, l)
          .replace('{kcal}', String(kcal))
          .replace('{standard}', standard)
          .replace('{tdee}', String(ctx.plan?.profile.tdeeKcal ?? '')),
      );
      out.refs.push((l === 'en-US' ? ENERGY_SOURCES.energyUs : ENERGY_SOURCES.energyCn).ref);
      break;
    }
  }
  return out.draft(ctx);
}

/** Breastfeeding in general: the plan's lactation finding (iodine, DHA, choline, caffeine) and its doses. */
export function lactationAnswer(ctx: Ctx): Draft {
  const l = ctx.locale;
  const f = finding(ctx.plan, 'lactation');
  const lines = [L(l, '**哺乳期营养**', '**Breastfeeding nutrition**')];
  if (f) lines.push(L(l, `你的方案：${f}`, `Your plan: ${f}`));
  const recs = ctx.plan?.recommendations ?? [];
  if (recs.length)
    lines.push(
      L(l, '方案建议的补充剂：', 'Supplements in your plan: ') +
        recs
          .map(
            (r) =>
              `${isNutrientKey(r.nutrient) ? nutrientName(r.nutrient, l) : r.nutrient} ${amount(r.dose, r.unit)}`,
          )
          .join(L(l, '、', ', ')),
    );
  const kcal = LIFE_STAGE_ENERGY_KCAL[l].lactating;
  lines.push(
    L(
      l,
      `能量：哺乳期每天比平时多约 ${kcal} 千卡；不需要特别的补品。`,
      `Energy: about ${kcal} kcal a day more than usual; no special products are needed.`,
    ),
  );
  const ref = [
    (l === 'en-US' ? CONDITION_SOURCES.lactationUs : CONDITION_SOURCES.lactationCn).ref,
    (l === 'en-US' ? ENERGY_SOURCES.energyUs : ENERGY_SOURCES.energyCn).ref,
  ].join('; ');
  return { text: lines.join('\n\n') + sourceLine(ref, l), suggestions: suggestionsFor(ctx, [], undefined) };
}
