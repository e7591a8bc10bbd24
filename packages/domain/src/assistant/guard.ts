/**
 * The guard on a rule-built answer (issue 30 §2): a stock block — the plan's targets, the upper-limit
 * line, the plan's dose, the product list, the BMI figures, a topic card (pregnancy, breastfeeding,
 * vegan, sleep, immunity, bones, weight), the timing list, a medicine × supplement card — is given only
 * to a question of its kind and subject (`question-kind.ts`). Otherwise the answer says specifically
 * what it cannot answer and who to ask, instead of answering a neighbouring question (round 2: 88 of
 * 320 answers were a neighbouring question, most of them such a block pasted whatever was asked).
 */
import type { Bilingual, Locale } from '../contracts/common';
import type { PlanDocument } from '../contracts/plan';
import { drugById } from '../interactions';
import { L, nutrientName } from './format';
import type { Draft } from './intents/shared';
import { findStatedAmounts } from './entities';
import { normaliseQuestion } from './lexicon';
import { asks, readQuestion, type QuestionKind, type QuestionReading, type Subject } from './question-kind';
import { notCovered, quotedQuestion, whoToAsk } from './cannot';

export const STOCK_BLOCKS = [
  'targets_list',
  'ul_none',
  'ul_line',
  'plan_dose',
  'products',
  'no_plan_products',
  'bmi',
  'pregnancy_card',
  'lactation_card',
  'vegan_card',
  'goal_card',
  'gain_card',
  'loss_card',
  'food_list',
  'timing_list',
  'interaction_card',
  'medicine_supplements',
  'pairing_card',
  'timing_line',
  'gout_card',
] as const;
export type StockBlock = (typeof STOCK_BLOCKS)[number];

/** How each block's text begins (both languages), in the order they are tried. */
const STOCK_LEADS: readonly [StockBlock, RegExp][] = [
  [
    'targets_list',
    /^(你的主要营养素每日目标：|Your daily targets for key nutrients:|成年人主要营养素每日推荐量|Daily targets for key nutrients for adults)/,
  ],
  [
    'ul_none',
    /^(按你填写的补充剂和饮食估计，没有营养素超过|With the supplements you listed and your diet, no nutrient goes above)/,
  ],
  [
    'ul_line',
    /^(The tolerable upper intake level \(UL\) for |[^\n。]{1,30}的(每日)?可耐受最高摄入量（UL）是)/,
  ],
  [
    'plan_dose',
    // The amount already taken, within a pregnancy or treatment range, is a figure too (the amounts
    // above a limit keep their warning whatever was asked: they are not in this list).
    /^(\*\*你正在吃的补充剂每天提供[^\n*]{1,40}(在世界卫生组织孕期保健建议|属于化验证实缺乏时的治疗剂量)|\*\*What you take gives [^\n*]{1,40}(within the WHO antenatal|a treatment dose for your lab-proven)|\*\*按你的方案：每天补充|\*\*Your plan's dose:|\*\*你的方案(不需要|没有)|\*\*Your plan (adds no|needs no|does not recommend)|\*\*你的剂量：|\*\*Your dose:|你每天需要\*\*|You need \*\*)/,
  ],
  [
    'products',
    /^(你的方案推荐的产品和用法：|The products in your plan and how to take them:|含[^\n]{1,30}的产品：|Products with [^\n]{1,40}:)/,
  ],
  ['no_plan_products', /^(产品是根据你的方案挑选的|Products are chosen from your plan)/],
  ['bmi', /^(你的BMI是 \*\*|Your BMI is \*\*|BMI = )/],
  ['lactation_card', /^\*\*(哺乳期营养|Breastfeeding nutrition)\*\*/],
  ['vegan_card', /^\*\*(素食者需要特别注意的营养素|Nutrients to watch on a vegetarian or vegan diet)\*\*/],
  ['goal_card', /^\*\*(改善睡眠|Better sleep|免疫力|Immune health|骨骼健康|Bone health)\*\*/],
  ['gain_card', /^\*\*(健康增重|Gaining weight healthily)\*\*/],
  ['loss_card', /^\*\*(健康减重|Losing weight healthily)\*\*/],
  ['food_list', /^(你的[^\n]{1,30}偏低，可以多吃这些食物：|Your [^\n]{1,40} is low; these foods help:)/],
  ['timing_list', /^(你的补充剂服用时间：|When to take your supplements:)/],
  ['interaction_card', /^\*\*[^*\n]{1,60} × [^*\n]{1,60}(：|:)/],
  ['medicine_supplements', /^(\*\*[^*\n]{1,60}\*\* 需要注意的补充剂：|Supplements to watch with \*\*)/],
  ['pairing_card', /^\*\*([^*\n]{1,40}的搭配和服用时间：|Taking [^*\n]{1,60} — timing:)\*\*/],
  ['timing_line', /^\*\*[^*\n]{1,30}\*\*(：|: )[^\n]*(\n|$)/],
  ['gout_card', /^\*\*(Eating with gout:|痛风[^*\n]{0,10}：)\*\*/],
];

/**
 * The handlers whose answer a block is stock for: the same opening from another handler ("why do I need
 * calcium?" opens with the plan's dose too) is that handler's own answer, not a pasted block.
 */
const BLOCK_INTENTS: Record<StockBlock, readonly string[]> = {
  targets_list: ['how_much_nutrient'],
  ul_none: ['dose_too_high', 'how_much_nutrient'],
  ul_line: ['dose_too_high', 'how_much_nutrient'],
  plan_dose: ['how_much_nutrient', 'dose_too_high'],
  products: ['product_question'],
  no_plan_products: ['product_question'],
  bmi: ['bmi_energy'],
  pregnancy_card: ['pregnancy_lactation'],
  lactation_card: ['pregnancy_lactation'],
  vegan_card: ['vegetarian_vegan'],
  goal_card: ['goals'],
  gain_card: ['weight_change', 'goals', 'bmi_energy'],
  loss_card: ['weight_change', 'goals', 'bmi_energy'],
  food_list: ['food_sources'],
  timing_list: ['supplement_timing'],
  timing_line: ['supplement_timing'],
  interaction_card: ['drug_interaction'],
  medicine_supplements: ['drug_interaction'],
  pairing_card: ['supplement_pairing'],
  gout_card: ['food_sources'],
};

/** The pregnancy card, wherever it sits (after a medicine's pregnancy rule too). */
const PREGNANCY_CARD = /\*\*(孕期营养|Pregnancy nutrition)\*\*/;

/** The stock block an answer begins with (or holds, for the pregnancy card), or null. */
export function stockBlockOf(text: string): StockBlock | null {
  const t = text.trimStart();
  for (const [block, re] of STOCK_LEADS) if (re.test(t)) return block;
  if (PREGNANCY_CARD.test(t)) return 'pregnancy_card';
  return null;
}

export interface GuardContext {
  locale: Locale;
  plan: PlanDocument | null;
  medicines: readonly string[];
  /** The person's last message before this one, for a follow-up that names nothing of its own. */
  previous?: string;
}

const PREGNANT_OR_NURSING = /^(pregnant|lactating|planning|preconception)/;
const VEGAN_WORDS = /素食|吃素|纯素|全素|\bvegans?\b|\bvegetarians?\b|\bplant.based\b/;
const GAIN_WORDS =
  /增重|长胖|胖一点|长点肉|长肉|体重上不去|太瘦|长回来|胖回来|(体重|肉|斤)[^，。？?]{0,4}(补|长|养|涨)回来|恢复(原来的)?体重|\bgain (weight|kg|some)\b|\bput on weight\b|\bput (some |the )?weight (back )?on\b|\bregain\w*\b|\bbulk\w*/;
const WEIGHT_WORDS =
  /减肥|减重|瘦|胖|体重|回奶|\blose\b|\bweight\b|\bdeficit\b|\blosing\b|\bslim\w*|\bpounds\b|\bkg\b/;
const BMI_WORDS = /\bbmi\b|体质指数|bmi/;
const SUPPLEMENT_WORDS =
  /补充剂|维生素|保健品|钙片|鱼油|\bsupplements?\b|\bvitamins?\b|\bpills?\b|\btablets?\b/;

/** Whether an answer speaks of a subject, by any of its words. */
const mentions = (answer: string, s: Subject) => {
  const a = answer.toLowerCase();
  return s.words.some((w) => w.length >= 2 && a.includes(w));
};

/** Supplement forms a "which one" question chooses between, both languages. */
const FORMS = [
  '枸橼酸钙',
  '碳酸钙',
  'citrate',
  'carbonate',
  'd3',
  'd2',
  '甘氨酸镁',
  '氧化镁',
  'glycinate',
  'oxide',
  '硫酸亚铁',
  '富马酸亚铁',
  'sulfate',
  'fumarate',
];

/** The question chooses between two forms and the answer names one of them. */
function namesAForm(q: string, answer: string): boolean {
  // 柠檬酸钙 is the search alias of 枸橼酸钙, the name the answers use.
  const named = q.replace(/柠檬酸/g, '枸橼酸');
  const asked = FORMS.filter((f) => named.includes(f));
  const a = answer.toLowerCase();
  return asked.length >= 2 && asked.some((f) => a.includes(f));
}

/** Subjects of one sort. */
const of = (r: QuestionReading, prefix: string) => r.subjects.filter((s) => s.key.startsWith(prefix));
const foodsOrDiets = (r: QuestionReading) => [...of(r, 'food:'), ...of(r, 'diet:')];

/** Whether a block answers a question of this reading. */
function fits(
  block: StockBlock,
  r: QuestionReading,
  question: string,
  answer: string,
  g: GuardContext,
): boolean {
  const q = normaliseQuestion(question);
  const stage = g.plan?.profile.lifeStage ?? 'none';
  const stated = findStatedAmounts(question).length > 0;
  // "是里面的铁闹的吗", "how long till my ferritin goes up?", "补钙会不会得肾结石？": the plan's figures,
  // cards and lists answer none of these (blind answer round 12, zh-034, zh-133, zh-152, en-133).
  if (asksBeyondBlocks(r) && !BEYOND_OK.has(block) && !asks(r, 'how_much', 'tablets')) return false;
  switch (block) {
    case 'targets_list':
      return asks(r, 'targets') && r.subjects.length === 0;
    case 'ul_none':
      return (
        (asks(r, 'too_much') || stated) &&
        foodsOrDiets(r).length === 0 &&
        (r.nutrients.length > 0 || of(r, 'supplement:').length > 0 || SUPPLEMENT_WORDS.test(q))
      );
    case 'ul_line':
      return (
        (asks(r, 'too_much') || stated) && !asks(r, 'together', 'when', 'form', 'benefit', 'x_or_y', 'enough')
      );
    case 'plan_dose':
      // "碳酸钙和柠檬酸钙选哪个": the plan's dose names the form it chose.
      if (asks(r, 'x_or_y') && namesAForm(q, answer)) return true;
      // "锌片呢？" reads as no kind: the dose of the nutrient named is the likeliest question; an amount
      // named ("50000 IU a week, ok?") is a question of that amount.
      if (r.kinds.size === 0 || stated) return of(r, 'drug:').length === 0 || stated;
      return (
        asks(r, 'how_much', 'too_much', 'enough', 'need', 'targets') &&
        !asks(r, 'together', 'form', 'benefit', 'x_or_y', 'should_stop', 'what_is', 'myth') &&
        !(asks(r, 'when') && !asks(r, 'how_much')) &&
        !(of(r, 'drug:').length > 0 && !asks(r, 'how_much'))
      );
    case 'products':
      return (
        asks(r, 'buy', 'tablets') &&
        !asks(r, 'benefit', 'need', 'may_i', 'what_is', 'form', 'myth') &&
        of(r, 'diet:').length === 0
      );
    case 'no_plan_products':
      return asks(r, 'buy', 'tablets') && !asks(r, 'benefit', 'may_i', 'what_is') && r.subjects.length === 0;
    case 'bmi':
      return (
        (BMI_WORDS.test(q) || (asks(r, 'energy') && asks(r, 'how_much'))) &&
        foodsOrDiets(r).length === 0 &&
        !asks(r, 'x_or_y', 'myth', 'benefit', 'may_i')
      );
    case 'pregnancy_card':
    case 'lactation_card': {
      // "叶酸每天吃400还是800？" in pregnancy: the card's folic acid line answers it.
      const covered =
        r.nutrients.length > 0 &&
        r.nutrients.every((n) => answer.toLowerCase().includes(nutrientName(n, g.locale).toLowerCase()));
      return (
        (PREGNANT_OR_NURSING.test(stage) || asks(r, 'pregnancy_safe')) &&
        r.subjects.length === 0 &&
        !WEIGHT_WORDS.test(q) &&
        !asks(r, 'may_i', 'benefit', 'myth', 'together', 'should_stop', 'form', 'when', 'energy') &&
        (covered || !asks(r, 'x_or_y'))
      );
    }
    case 'vegan_card':
      return VEGAN_WORDS.test(q);
    case 'goal_card':
      return (
        r.subjects.length === 0 &&
        !asks(r, 'x_or_y', 'myth', 'together', 'should_stop', 'form', 'how_much', 'when', 'may_i')
      );
    case 'gain_card':
      // Gaining is the advice for someone underweight who asks to lose, too (GLIM); never for a
      // question about something else (business dinners, beer).
      return (
        (GAIN_WORDS.test(q) || WEIGHT_WORDS.test(q) || asks(r, 'what_to_eat', 'energy')) &&
        r.subjects.length === 0
      );
    case 'loss_card': {
      // The card speaks of fasting, meal replacements and skipped meals: those it names it answers.
      const named = foodsOrDiets(r);
      if (named.length > 0) return named.every((s) => mentions(answer, s)) && !asks(r, 'x_or_y', 'myth');
      return !asks(r, 'x_or_y', 'myth', 'benefit');
    }
    case 'food_list':
      return (
        asks(r, 'what_to_eat') &&
        r.nutrients.length > 0 &&
        of(r, 'drug:').length === 0 &&
        !asks(r, 'together', 'when', 'form')
      );
    case 'timing_list':
      // "我能不能自己先减两个单位" (insulin) reads "空腹" as a time: a may-I or amount question about
      // no supplement is not a supplement-timing question.
      // The list holds the plan's supplements: "what time should my last coffee be?", "B群跟葉黃素什麼時候吃"
      // are questions of what the list leaves out (blind answer round 42, en-021, zh-024).
      return (
        asks(r, 'when', 'schedule') &&
        (asks(r, 'schedule') || !asks(r, 'may_i', 'how_much', 'should_stop')) &&
        (of(r, 'drug:').length === 0 || r.nutrients.length > 0 || of(r, 'supplement:').length > 0) &&
        [...foodsOrDiets(r), ...of(r, 'supplement:')].every((s) => mentions(answer, s)) &&
        r.nutrients.every((n) => answer.toLowerCase().includes(nutrientName(n, g.locale).toLowerCase()))
      );
    case 'timing_line':
      return asks(r, 'when', 'schedule', 'together');
    case 'interaction_card': {
      const foods = foodsOrDiets(r);
      return (
        r.nutrients.length > 0 ||
        of(r, 'supplement:').length > 0 ||
        (foods.length > 0 && foods.every((s) => mentions(answer, s)))
      );
    }
    case 'medicine_supplements': {
      const foods = foodsOrDiets(r);
      return (
        r.nutrients.length > 0 ||
        of(r, 'supplement:').length > 0 ||
        SUPPLEMENT_WORDS.test(q) ||
        (foods.length > 0 && foods.every((s) => mentions(answer, s)))
      );
    }
    case 'pairing_card':
      // A heading with no rule under it answers nothing.
      return (
        /\n- \*\*/.test(answer) &&
        (asks(r, 'together', 'when') || r.nutrients.length > 0 || of(r, 'supplement:').length > 0)
      );
    case 'gout_card': {
      // The card names beer, wine, juices, organ meats, broths, shellfish, dairy, eggs, beans: a food
      // it never names (chicken wings) is a question it does not answer.
      const named = foodsOrDiets(r);
      return named.length === 0 || named.some((s) => s.words.some((w) => answer.toLowerCase().includes(w)));
    }
  }
}

/** Kinds of question no stock figure, card or list answers. */
const ASKED_BEYOND_BLOCKS: readonly QuestionKind[] = ['cause', 'how_long', 'risk'];
/** Whether a message asks a kind of question no stock block answers (read on its own, not with the last one). */
export const asksBeyondBlocks = (r: QuestionReading): boolean =>
  ASKED_BEYOND_BLOCKS.some((k) => r.kinds.has(k));
/** The medicine cards name the risk and what to do about it. */
const BEYOND_OK: ReadonlySet<StockBlock> = new Set([
  'interaction_card',
  'medicine_supplements',
  'pairing_card',
]);

/** Blocks that answer their own subject and may sit beside a line on the subjects they leave out. */
const PARTIAL_OK: ReadonlySet<StockBlock> = new Set([
  'plan_dose',
  'ul_line',
  'products',
  'food_list',
  'timing_list',
  'interaction_card',
]);

/**
 * The foods and diets a question names that the answer never speaks of (medicines and supplements
 * left out get their line from `cannot.ts` `unaddressed`).
 */
function missingFrom(r: QuestionReading, answer: string, locale: Locale): string[] {
  const a = answer.toLowerCase();
  return foodsOrDiets(r)
    .filter((s) => !s.words.some((w) => w.length >= 2 && a.includes(w)))
    .map((s) => (locale === 'zh-CN' ? s.zh : s.en));
}

/** Kinds the plan's dose answers, and kinds it does not (answered with their own "can't" line). */
const DOSE_ANSWERS: readonly QuestionKind[] = ['how_much', 'too_much', 'enough', 'need', 'targets'];
const DOSE_NOT: readonly QuestionKind[] = ['together', 'form', 'benefit', 'x_or_y', 'should_stop', 'myth'];

/** The kind of question said in words, most specific first. */
const KIND_WORDS: readonly [QuestionKind, Bilingual][] = [
  ['schedule', { zh: '每天什么时候吃什么', en: 'when to take what each day' }],
  ['together', { zh: '能不能一起吃、要隔多久', en: 'whether to take them together or apart' }],
  ['form', { zh: '能不能掰开、碾碎或换别的剂型', en: 'crushing, splitting or another form' }],

  ['should_stop', { zh: '要不要停、还要不要继续', en: 'whether to stop or keep taking it' }],
  ['myth', { zh: '听到的说法对不对', en: 'whether what you heard is true' }],
  ['what_is', { zh: '它是什么、成分和来源', en: 'what it is or what it is made from' }],
  ['benefit', { zh: '有没有用', en: 'whether it helps' }],
  ['need', { zh: '需不需要', en: 'whether you need it' }],
  // "When do I retest" is no question of when to take it (blind answer round 10, en-099 and en-142).
  ['retest', { zh: '什么时候复查', en: 'when to retest' }],
  ['when', { zh: '什么时候吃', en: 'when to take it' }],
  ['x_or_y', { zh: '选哪一个', en: 'which one to choose' }],
  ['tablets', { zh: '每天吃几片', en: 'how many a day' }],
  ['too_much', { zh: '会不会太多', en: 'whether it is too much' }],
  ['enough', { zh: '够不够', en: 'whether it is enough' }],
  ['cause', { zh: '是不是它引起的', en: 'whether it is the cause' }],
  ['how_long', { zh: '要多久', en: 'how long it takes' }],
  ['risk', { zh: '有没有这个风险', en: 'whether it carries that risk' }],
  ['how_much', { zh: '吃多少', en: 'how much' }],
  ['may_i', { zh: '对你合不合适', en: 'whether it suits you' }],
  ['what_to_eat', { zh: '该吃什么', en: 'what to eat' }],
  ['energy', { zh: '热量', en: 'calories' }],
];

/** "You asked about X — Y. I have no reliable rule for that; please ask Z." */
export function guardCannot(r: QuestionReading, who: Bilingual, locale: Locale, quoted?: string): string {
  const sep = locale === 'zh-CN' ? '、' : ', ';
  const names = [
    ...r.subjects.map((s) => (locale === 'zh-CN' ? s.zh : s.en)),
    ...r.nutrients.map((n) => nutrientName(n, locale)),
  ];
  const what = [...new Set(names)].join(sep);
  // "When" said only of something taken ("she coughs when eating" is no timing question).
  const taken = r.nutrients.length > 0 || r.subjects.some((s) => !s.key.startsWith('food:'));
  const kind = KIND_WORDS.find(([k]) => r.kinds.has(k) && (k !== 'when' || taken))?.[1];
  // "Do not stop a medicine on your own" is for a prescribed one: never for a laxative bought over the
  // counter (twelfth clinician review, en P4: "4 dulcolax at night" was told to carry on).
  const medicine = r.subjects.some((s) => s.key.startsWith('drug:') && !notPrescribedProduct(s.key.slice(5)));
  if (!what)
    return quoted
      ? L(
          locale,
          `你问的${quoted}${kind ? `（${kind.zh}）` : ''}，我没有可靠的规则来回答，不想用相近问题的答案代替。请问你的${who.zh}——他们了解你的情况。`,
          `You asked ${quoted}${kind ? ` (${kind.en})` : ''}: I have no reliable rule for that, and I would rather not answer a neighbouring question instead. Please ask ${who.en} — they know your situation.`,
        )
      : L(
          locale,
          `这个具体问题${kind ? `（${kind.zh}）` : ''}我没有可靠的规则来回答，不想用相近问题的答案代替。请问你的${who.zh}——他们了解你的情况。`,
          `I have no reliable rule for this specific question${kind ? ` (${kind.en})` : ''}, and I would rather not answer a neighbouring question instead. Please ask ${who.en} — they know your situation.`,
        );
  if (locale === 'zh-CN') {
    const asked = `**${what}**`;
    return (
      `你问的是${asked}${kind ? `——${kind.zh}` : ''}。这一点我没有可靠的规则来回答，不想用相近问题的答案代替。` +
      `请问你的${who.zh}——他们了解你的情况。` +
      (medicine ? '在得到答复前，不要自己开始、停用或调整药物。' : '')
    );
  }
  const asked = `**${what}**`;
  return (
    `You asked about ${asked}${kind ? ` — ${kind.en}` : ''}. I have no reliable rule for that, and I would rather not answer a neighbouring question instead. ` +
    `Please ask ${who.en} — they know your situation.` +
    (medicine ? ' Until then, do not start, stop or change a medicine on your own.' : '')
  );
}

/** Medicines bought over the counter, often to control weight: stimulant laxatives (senna, bisacodyl). */
const NOT_PRESCRIBED_CLASSES: ReadonlySet<string> = new Set(['stimulant_laxative']);
function notPrescribedProduct(id: string): boolean {
  return (drugById(id)?.classes ?? []).some((c) => NOT_PRESCRIBED_CLASSES.has(c));
}

/**
 * Who to ask (cannot.ts `whoToAsk`), except that a food question from someone pregnant or
 * breastfeeding that names no medicine goes to their maternity team, not the prescriber of an
 * unrelated medicine (round 2 zh-043: milk supply on sertraline).
 */
export function whoFor(r: QuestionReading, question: string, g: GuardContext): Bilingual {
  const stage = g.plan?.profile.lifeStage ?? 'none';
  if (!r.subjects.some((s) => s.key.startsWith('drug:'))) {
    if (stage === 'lactating') return { zh: '医生或哺乳顾问', en: 'your doctor or a lactation consultant' };
    if (stage.startsWith('pregnant')) return { zh: '产科医生或助产士', en: 'your obstetrician or midwife' };
  }
  return whoToAsk(question, g.plan, g.medicines);
}

export interface GuardResult {
  draft: Draft;
  /** The stock block that did not fit the question, or null when the answer was kept. */
  replaced: StockBlock | null;
}

/** The answer's closing source line ("_来源：…_", "_Source: …_"). */
const SOURCE_LINE = /\n\n_(?:来源|Source)[^\n]*_\s*$/;

/** The answer with a paragraph added before its closing source line, so that the source still ends it. */
function beforeSource(text: string, paragraph: string): string {
  const source = SOURCE_LINE.exec(text);
  const body = source ? text.slice(0, source.index) : text;
  return `${body}\n\n${paragraph}${source ? source[0] : ''}`;
}

/**
 * Check a handler's answer against the question: a stock block that does not fit the question's kind
 * and subject becomes the specific "I have no reliable rule — ask …" line (the answer's warnings are
 * kept; the standing rules and the safety check still run after).
 */
export function guardAnswer(
  draft: Draft,
  question: string,
  g: GuardContext,
  /** The intent whose handler wrote the answer (any, when left out). */
  intent?: string,
): GuardResult {
  const block = stockBlockOf(draft.text);
  if (!block) return { draft, replaced: null };
  if (intent !== undefined && !BLOCK_INTENTS[block].includes(intent)) return { draft, replaced: null };
  const reading = readQuestion(question, g.previous);
  const who = whoFor(reading, question, g);
  // The block does not fit: the specific "I have no reliable rule" line takes its place, and its cards go.
  const cannot = (): GuardResult => ({
    draft: {
      ...draft,
      text: guardCannot(reading, who, g.locale, quotedQuestion(question, g.locale, g.previous)),
      cards: [],
    },
    replaced: block,
  });
  // The pregnancy card after a medicine's pregnancy rule: the rule answers a pregnancy question; the
  // card (targets, 400 µg of folic acid) is cut — it contradicted the 5 mg on valproate (round 2).
  const card = PREGNANCY_CARD.exec(draft.text);
  // A medicine's pregnancy rule and the card for a woman of 50 or more who did not ask about a
  // pregnancy (round 2: methotrexate at 50 asking which day to take folic acid).
  if (
    block === 'pregnancy_card' &&
    (g.plan?.profile.age ?? 0) >= 50 &&
    !asks(reading, 'pregnancy_safe') &&
    !PREGNANT_OR_NURSING.test(g.plan?.profile.lifeStage ?? 'none')
  )
    return cannot();
  if (block === 'pregnancy_card' && card && card.index > 0) {
    // "我怀孕了，需要补充什么" on warfarin: the rule, then the card. A nutrient asked about (folic acid on
    // valproate) is the rule's to answer: the card's general figure would contradict it.
    if (reading.nutrients.length === 0 && fits(block, reading, question, draft.text, g))
      return { draft, replaced: null };
    const source = SOURCE_LINE.exec(draft.text);
    const kept = draft.text.slice(0, card.index).trimEnd();
    // The rule's own source line stays; the card's is dropped with it.
    const text = /_(?:来源|Source)[^\n]*_$/.test(kept) ? kept : kept + (source ? source[0] : '');
    return { draft: { ...draft, text, cards: [] }, replaced: null };
  }
  // "Should I take calcium on top of Elevit, and can I swallow them together?": the dose answers the
  // first part; the second gets its own "can't" line instead of being passed over.
  const unanswered = DOSE_NOT.find((k) => reading.kinds.has(k));
  if (
    block === 'plan_dose' &&
    unanswered &&
    asks(reading, ...DOSE_ANSWERS) &&
    of(reading, 'drug:').length === 0
  ) {
    const only: QuestionReading = { ...reading, kinds: new Set([unanswered]) };
    return {
      draft: { ...draft, text: beforeSource(draft.text, guardCannot(only, who, g.locale)) },
      replaced: null,
    };
  }
  if (fits(block, reading, question, draft.text, g)) {
    if (!PARTIAL_OK.has(block)) return { draft, replaced: null };
    const missing = missingFrom(reading, draft.text, g.locale);
    if (missing.length === 0) return { draft, replaced: null };
    return {
      draft: { ...draft, text: beforeSource(draft.text, notCovered(missing, who, g.locale)) },
      replaced: null,
    };
  }
  return cannot();
}
