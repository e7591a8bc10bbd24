/**
 * "Which foods are rich in X?": food sources, and none with kidney disease for potassium or protein.
 * One intent per file; reply.ts dispatches through its HANDLERS table.
 */
import { pick } from '../../contracts/common';
import { foodSourcesFor, foodTipAllowed } from '../../foods';
import type { DietPattern } from '../../intake';
import { allergensInFood, allergensSaid, foodAllergenRow } from '../../knowledge/food-allergens';
import { chokingHazardsIn } from '../../knowledge/dysphagia-foods';
import { LOW_POTASSIUM_SAID, potassiumLowInPlan, SWALLOWING_SAID } from '../faq/audiences';
import { raisesPotassium } from '../../interactions';
import { amount, L, nutrientName } from '../format';
import { normaliseQuestion } from '../lexicon';
import { conditionRulesFor } from './dose';
import { kidneyContext } from './kidney-plan';
import { dialysisContext, kidneyPotassiumLine, kidneyProteinLine } from './kidney';
import {
  antiseizureFolicAcid,
  askWhich,
  lowest,
  Q,
  sourceLine,
  suggestionsFor,
  targetLine,
  type Ctx,
  type Draft,
} from './shared';

/**
 * Kidney disease and potassium or protein: no "foods rich in" list and no population target (the
 * kidney team sets potassium; protein is the plan's KDOQI figure) — issue 15 §2.
 */
export function kidneyFoods(ctx: Ctx, n: 'potassium' | 'protein'): Draft {
  const l = ctx.locale;
  // Dialysis said in the chat: the plan's non-dialysis "protein is not raised" does not apply (KDOQI 2020 3.0.2).
  const dialysis = dialysisContext(ctx);
  const rules = (ctx.plan ? conditionRulesFor(ctx.plan, n) : []).filter(
    (r) => !(dialysis && r.id === 'ckd-protein'),
  );
  const lines = rules.map((r) => `**${pick(r.text, l)}**`);
  // A potassium below its range: the doctor's "eat more potassium" stands, with kidney disease and a
  // potassium-raising medicine too — everyday portions, never pills or salt substitutes of one's own (blind
  // answer round 32, zh-030, unsafe: K 3.2 on ramipril with CKD G3a got "no more potassium-rich food").
  // A newer, high value said in the message ("my potassium is 5.8") outranks the plan's low one.
  const lowK = ctx.saysHighPotassium
    ? undefined
    : (ctx.plan?.reportAnalysis?.markers ?? []).find((m) => m.key === 'serumPotassium' && m.flag === 'low');
  if (n === 'potassium' && lowK) {
    lines.push(
      L(
        l,
        `**你的血钾 ${lowK.value} ${lowK.unit} 偏低：香蕉、橙子、土豆、红薯、绿叶菜、豆类都是含钾高的食物；血钾偏低时，按平常的量每天吃上几样就好**（比如一根香蕉、一个橙子、一份土豆或一盘绿叶菜）。你有肾病、又在吃会留钾的药，所以不要自己吃钾片、也不要用低钠盐（代盐），按医生安排复查血钾；医生开了补钾药的，照医生说的吃。`,
        `**Your potassium of ${lowK.value} ${lowK.unit} is low: bananas, oranges, potatoes, sweet potatoes, leafy greens and beans are all potassium-rich; with a low potassium, have a few of them every day in ordinary portions** (a banana, an orange, a portion of potato or greens). With kidney disease or a medicine that keeps potassium in, take no potassium pills and no salt substitute of your own, and have your potassium rechecked as your doctor plans; if they prescribed potassium, take it as they said.`,
      ),
    );
  } else if (n === 'potassium') {
    lines.push(
      kidneyPotassiumLine(l),
      L(
        l,
        '哪些高钾食物（如香蕉、橙子、土豆、豆类）需要少吃、吃多少，要看你的血钾化验，请肾内科医生或营养师按化验结果告诉你。低钠盐（代盐）含钾，也不适合你。',
        'Which potassium-rich foods (bananas, oranges, potatoes, beans …) to limit, and by how much, depends on your blood potassium: ask your kidney doctor or dietitian to set it from your results. Salt substitutes contain potassium and are not for you either.',
      ),
    );
  } else {
    lines.push(kidneyProteinLine(ctx.plan, l, dialysis));
  }
  const ref = rules.map((r) => r.source.ref).join('; ');
  return {
    text: lines.join('\n\n') + sourceLine(ref, l),
    suggestions: suggestionsFor(ctx, [], undefined),
    warnings: [{ kind: 'avoid_supplement', substance: n }, { kind: 'see_doctor' }],
    notes: rules.map((r) => ({ id: r.id, text: `**${pick(r.text, l)}**` })),
  };
}

/**
 * A nutrient asked about as one to keep away from: "not loaded with iron", "低铁的", "without iron" — not
 * "含多少铁" (how much iron), which holds 少铁.
 */
const NUTRIENT_AVOIDED =
  /\b(not|aren'?t|isn'?t|without|low in|less|no|avoid\w*|free of|free from)\b[^.?!]{0,16}\biron\b|\biron[- ]free\b|不含铁|(?<!多)少铁|低铁|铁(少|低)的|没有铁|不要(太多)?铁|避开铁|别(含|有)铁/;

function ironHighInPlan(ctx: Ctx): boolean {
  return (ctx.plan?.reportAnalysis?.markers ?? []).some((m) => m.key === 'ferritin' && m.flag === 'high');
}

/** Iron overload or iron to keep away from: eat normally, no iron products or vitamin C supplements. */
function ironOverloadFoods(ctx: Ctx): Draft {
  const l = ctx.locale;
  const high = ironHighInPlan(ctx);
  const text = L(
    l,
    `**${high ? '你的铁蛋白偏高，' : ''}不需要专门挑“含铁多”或“不含铁”的食物，正常吃饭就好；要避开的是额外的铁：铁剂、含铁的复合维生素、加铁强化的麦片和饮料，以及维生素C补充剂（它让身体多吸收铁）。** 饭时喝点茶或咖啡会让铁吸收得少一些；不吃生的贝类（铁过载的人更容易被弧菌感染）。想有精神：三餐按时，每餐有主食（米饭、面条、土豆、燕麦）、一份蛋白质（鸡蛋、鱼、鸡肉、豆腐、奶）和蔬菜水果，少量多餐，别长时间空腹。一直很累，请告诉医生：贫血、铁过载本身或别的原因都要查。`,
    `**${high ? 'With your ferritin high, ' : ''}there is no need to hunt for "iron-rich" or "iron-free" foods — eat normally; what to keep away from is extra iron: iron tablets, multivitamins with iron, iron-fortified cereals and drinks, and vitamin C supplements (they make the body absorb more iron).** Tea or coffee with meals lowers the iron absorbed a little; skip raw shellfish (people with iron overload are more prone to Vibrio infection). For energy: regular meals with a starchy food (rice, bread, potatoes, oats), a protein (eggs, fish, chicken, beans, dairy) and fruit and vegetables, small and often rather than long gaps. Tell your doctor about the tiredness: anaemia, the iron overload itself or another cause needs looking into.`,
  );
  return {
    text:
      text +
      sourceLine(
        'Bacon BR et al. AASLD Practice Guideline: Diagnosis and management of hemochromatosis. Hepatology 2011;54:328–343 (avoid iron and vitamin C supplements and raw shellfish; no iron-poor diet needed); NIH Office of Dietary Supplements, Iron Fact Sheet for Health Professionals (fortified cereals; tea and coffee reduce non-haem iron absorption)',
        l,
      ),
    suggestions: suggestionsFor(ctx, [], undefined),
    warnings: [{ kind: 'avoid_supplement', substance: 'iron' }],
  };
}

/** Potassium on a medicine that raises it, without kidney disease: no "foods rich in potassium". */
function potassiumMedicineFoods(ctx: Ctx): Draft {
  const l = ctx.locale;
  return {
    text:
      L(
        l,
        '**你在服用会升高血钾的药（如普利类、沙坦类、螺内酯），现在不宜刻意多吃高钾食物**（香蕉、杏干、西梅、土豆、豆类等），也不要用低钠盐（代盐）或钾补充剂；正常吃饭就好。血钾按医生安排复查；如果化验说钾偏低，由开药的医生决定怎么补。',
        '**You take a medicine that raises blood potassium (an ACE inhibitor, ARB or spironolactone, for example), so this is not the time to load up on potassium-rich foods** (bananas, dried apricots, prunes, potatoes, beans) or to use salt substitutes or potassium supplements; a normal diet is fine. Have your potassium checked as your doctor plans; if a test shows it low, the prescriber decides how to correct it.',
      ) +
      sourceLine(
        'Aldactone (spironolactone) US prescribing information §5.1 Hyperkalemia; KDIGO 2024 §3.10',
        l,
      ),
    suggestions: suggestionsFor(ctx, [], undefined),
    warnings: [{ kind: 'avoid_supplement', substance: 'potassium' }, { kind: 'see_doctor' }],
  };
}

/** A potassium below its range: the plan's, or said in this message or the one before. */
function lowPotassiumKnown(ctx: Ctx): boolean {
  return (
    potassiumLowInPlan(ctx.plan?.reportAnalysis?.markers) ||
    [ctx.text, ctx.previous ?? ''].some((x) => LOW_POTASSIUM_SAID.test(normaliseQuestion(x) ?? ''))
  );
}

/**
 * Potassium foods asked with a potassium already low, on a medicine that keeps potassium in (lisinopril in
 * Zestoretic beside abiraterone): the foods are fine and help a little, the tablets are the doctor's —
 * never "not the time to load up on potassium-rich foods" (blind answer round 29, zh-046, unsafe).
 */
function lowPotassiumOnRaiser(ctx: Ctx): Draft {
  const l = ctx.locale;
  return {
    text:
      L(
        l,
        '**你的血钾偏低：含钾的食物可以正常吃，也有一点帮助——土豆、红薯、香蕉、橙子、西红柿、菠菜等深绿叶菜、豆类、牛油果都可以；但只靠吃，一般补不上来。** 你在吃的普利类、沙坦类或螺内酯会让身体留住钾，所以补钾药只能按医生开的量吃、按时复查血钾，不要自己买钾片，也不要用低钠盐（代盐）。有糖尿病的，土豆、红薯算主食，吃了就相应少吃点米饭。出现明显乏力、抽筋、心慌或心跳漏拍，请当天就医。',
        '**Your potassium is low: potassium-rich foods are fine to eat and help a little — potatoes, sweet potatoes, bananas, oranges, tomatoes, spinach and other dark greens, beans, avocado; but food alone rarely brings it back up.** Your ACE inhibitor, ARB or spironolactone keeps potassium in, so potassium tablets only as the doctor prescribes, with the level rechecked — no potassium tablets of your own and no salt substitutes. With diabetes, count potatoes and sweet potatoes as your starch and have less rice, bread or pasta at that meal. Marked weakness, cramps, palpitations or skipped beats need a doctor the same day.',
      ) +
      sourceLine(
        'NICE CKS Hypokalaemia (2023); Zestoretic (lisinopril and hydrochlorothiazide) US prescribing information §5 (hypokalaemia from the thiazide; hyperkalaemia with potassium supplements); USDA FoodData Central (potassium in foods)',
        l,
      ),
    suggestions: suggestionsFor(ctx, [], undefined),
    warnings: [{ kind: 'see_doctor' }],
  };
}

const LIVER_FOOD = /liver|pâté|pate\b|肝/;
const PLANNING_SAID =
  /备孕|想要(孩子|宝宝)|准备怀孕|计划怀孕|打算怀孕|\btrying (to conceive|for a baby)\b|\bttc\b|\bplanning (a|my|for a) (pregnancy|baby)\b|\btrying to get pregnant\b/;
const PREGNANCY_SAID =
  /怀孕|孕期|孕妇|孕早|孕中|孕晚|怀了|\bpregnan\w*|\bprenatal\b|\b\d{1,2} ?weeks? (pregnant|along)\b/;

export function foodSources(ctx: Ctx): Draft {
  const l = ctx.locale;
  const kidney = kidneyContext(ctx);
  const potassiumRaised = raisesPotassium(ctx.medicines);
  const named = ctx.nutrients[0];
  if (named && !foodTipAllowed(named, { kidney })) return kidneyFoods(ctx, named as 'potassium' | 'protein');
  if (named === 'potassium' && potassiumRaised)
    return lowPotassiumKnown(ctx) ? lowPotassiumOnRaiser(ctx) : potassiumMedicineFoods(ctx);
  const n = named ?? lowest(ctx, 4).find((v) => foodTipAllowed(v.key, { kidney, potassiumRaised }))?.key;
  if (!n) {
    return askWhich(
      ctx,
      '想了解哪种营养素的食物来源？比如钙、铁、维生素D。',
      'Which nutrient are you interested in? For example calcium, iron or vitamin D.',
      'calcium',
    );
  }
  // Iron with the plan's ferritin high, or asked for as what to keep away from ("foods that aren't loaded with
  // iron"): never an iron-rich list (blind answer round 30, en-020, unsafe: sickle cell disease with a ferritin
  // of 1450 got fortified cereal and oysters).
  if (n === 'iron' && (ironHighInPlan(ctx) || NUTRIENT_AVOIDED.test(ctx.norm))) return ironOverloadFoods(ctx);
  // Liver and liver products are not eaten in pregnancy (preformed vitamin A, teratogenic: NHS "Foods to
  // avoid in pregnancy"; 中国居民膳食指南 2022 孕期妇女膳食指南). Blind answer round 12, en-039: a pregnant
  // woman asking what to eat was listed beef liver.
  // Trying to conceive too (NHS, Vitamin A, 2020: do not eat liver or liver products if pregnant or
  // thinking about having a baby; blind answer round 25 en-008: beef liver first for a woman on valproate
  // planning a pregnancy), and a woman on a medicine whose pregnancy rule is folic acid 5 mg.
  const antiseizure = n === 'folate' ? antiseizureFolicAcid(ctx) : null;
  const pregnant =
    String(ctx.plan?.profile.lifeStage ?? '').startsWith('pregnant') ||
    (ctx.plan?.profile.goals ?? []).includes('pregnancy_prep') ||
    antiseizure !== null ||
    PREGNANCY_SAID.test(`${ctx.norm} ${(ctx.previous ?? '').toLowerCase()}`) ||
    PLANNING_SAID.test(`${ctx.norm} ${(ctx.previous ?? '').toLowerCase()}`);
  // A food allergy, the plan's or said in this message or the one before: its foods are never listed
  // (knowledge/food-allergens.ts; NIAID 2010; fourteenth clinician review, en P4 #1).
  const allergies = [
    ...new Set([
      ...(ctx.plan?.profile.foodAllergies ?? []),
      ...allergensSaid(`${ctx.text} ${ctx.previous ?? ''}`),
    ]),
  ];
  // A person who chokes (dysphagia in the plan, or said): no choking hazards in the list — small bones,
  // sticky pastes, nuts and seeds (knowledge/dysphagia-foods.ts, IDDSI 2019; blind answer round 16, zh-053).
  const chokes =
    (ctx.plan?.profile.conditions ?? []).includes('dysphagia') ||
    SWALLOWING_SAID.test(`${ctx.norm} ${(ctx.previous ?? '').toLowerCase()}`);
  // A vegan or vegetarian (the plan's diet, or said here or the turn before) is not offered liver,
  // oysters or beef (blind answer round 17 en-045: a vegan asking about lentils got both).
  const foods = foodSourcesFor(n, l, 24, dietOf(ctx))
    .filter((f) => !(pregnant && LIVER_FOOD.test(f.name.toLowerCase())))
    .filter((f) => allergensInFood(f.name, allergies).length === 0)
    .filter((f) => !chokes || chokingHazardsIn(f.name, l === 'zh-CN').length === 0)
    .slice(0, 6);
  const name = nutrientName(n, l);
  const tips = foods.map((f) =>
    `${f.name}（${f.portion}）: ${amount(f.amount, f.unit)}`
      .replace('（', l === 'zh-CN' ? '（' : ' (')
      .replace('）', l === 'zh-CN' ? '）' : ')'),
  );
  const v = ctx.views.get(n)!;
  const lines = [
    ctx.nutrients[0]
      ? L(l, `富含${name}的常见食物：`, `Everyday foods rich in ${name}:`)
      : L(l, `你的${name}偏低，可以多吃这些食物：`, `Your ${name} is low; these foods help:`),
    ...tips.map((t) => `- ${t}`),
    '',
    targetLine(v, ctx),
  ];
  if (foods.length === 0) lines.splice(1, 0, L(l, '（暂无食物数据）', '(no food data yet)'));
  if (chokes) {
    lines.splice(
      1 + Math.max(tips.length, 1),
      0,
      L(
        l,
        '（你吃东西容易呛：已去掉带小骨头的鱼虾、黏稠的酱和坚果这类容易呛的食物；选软、烂、湿润的做法，食物性状请言语治疗师评估。）',
        '(As you choke easily, choking hazards such as small bony fish, sticky pastes and nuts are left out; choose soft, moist forms, with textures set by a speech-language therapist.)',
      ),
    );
  }
  if (allergies.length > 0) {
    const names = allergies.map((a) => foodAllergenRow(a).name[l === 'zh-CN' ? 'zh' : 'en']);
    lines.splice(
      1 + Math.max(tips.length, 1),
      0,
      L(
        l,
        `（已去掉你过敏的食物：${names.join('、')}；也要避开用它们做的产品。）`,
        `(Left out for your allergy: ${names.join(', ')}, and products made from them.)`,
      ),
    );
  }
  return {
    text:
      lines.join('\n') +
      (antiseizure
        ? sourceLine(
            `${antiseizure.source}; NHS, Vitamins and minerals: Vitamin A (page reviewed 2020, from memory): do not eat liver or liver products if pregnant or thinking about having a baby`,
            l,
          )
        : ''),
    cards: tips.length
      ? [{ type: 'tips', title: L(l, `${name}的食物来源`, `Food sources of ${name}`), tips }]
      : [],
    suggestions: suggestionsFor(ctx, [Q.foods(n, l)], n),
  };
}

const VEGAN_SAID = /纯素|全素|\bvegans?\b|\bplant.?based\b/;
const VEGETARIAN_SAID = /吃素|素食|蛋奶素|\bvegetarians?\b|\bveggie\b|\beggetarian\b|\bdon.?t eat meat\b/;

/** The diet pattern to list foods for: the plan's, else one said in this message or the one before. */
function dietOf(ctx: Ctx): DietPattern | undefined {
  const planned = ctx.plan?.profile.dietPattern;
  if (planned) return planned;
  const said = `${ctx.norm} ${(ctx.previous ?? '').toLowerCase()}`;
  if (VEGAN_SAID.test(said)) return 'vegan';
  if (VEGETARIAN_SAID.test(said)) return 'vegetarian';
  return undefined;
}
