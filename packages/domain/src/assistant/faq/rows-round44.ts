/**
 * Blind answer round 44's unsafe answers (development data from the round on), each written for its class:
 *
 * - a vegetarian or vegan with a low B12 asking which dose or which form to buy got two competing doses in one
 *   answer — the plan's treatment course "1000 µg a day, not after the course" beside the stock vegan "10 µg a day
 *   for good" (zh-010, en-016; en-002 declined): one answer now, the treatment course first and then the
 *   maintenance dose for as long as the diet stays plant-based;
 * - on warfarin with a self-bought "blood-activating" herbal product (复方丹参滴丸, dong quai, ginkgo …), "should he
 *   stop them himself or wait for the cardiologist?" got the pair card again, "do not take them" beside "do not
 *   stop any prescribed medicine" (en-015): the herb may be stopped now, the anticoagulation clinic told, the INR
 *   checked within about a week, the warfarin kept exactly as prescribed.
 *
 * (en-046, protein for an older woman with CKD 3 who eats little, is answered in code: intents/ckd-protein.ts.)
 */
import { ILEAL, PLANT_BASED } from './audiences';
import type { ComposeInput, FaqAudience, FaqRow } from './types';

// ---- a low B12 on a plant-based diet: which dose, which form --------------------------------------------

/** B12 named, or one of its forms. */
const B12_SAID =
  /(?<![a-z])b ?-?12(?!\d)|维生素b12|钴胺|弥可保|(cyano|methyl|hydroxo|adenosyl)?cobalamin|\bmecobalamin\b/;
/** Which dose, which strength or which form to buy or take. */
const DOSE_OR_FORM_ASKED =
  /多少|几微克|几毫克|几片|剂量|多大|多强|哪种|哪个|哪一种|哪款|买什么|买哪|选哪|选什么|区别|分别|有什么不同|好还是|还是.{0,24}(好|呢|吗)|甲钴胺|氰钴胺|羟钴胺|\bhow (much|many|strong)\b|\bwhat (strength|dose|dosage|kind|type|form|brand)\b|\bwhich\b|\bstrengths?\b|\bdoses?\b|\bdosage\b|\bmcg\b|µg|微克|\bdifference\b|\bbetter\b|\bshould i (buy|get|take|pick)\b|\bmethylcobalamin\b|\bcyanocobalamin\b|\bmethyl\b|\bcyano\b/;
/**
 * Injections, timing and food with the tablet, and the foods themselves are other rows' questions (the
 * sublingual and timing rows, the food rows).
 */
const NOT_DOSE_OR_FORM =
  /打针|注射|针剂|肌注|舌下|含片|含服|喷剂|\bsublingual\b|\bunder (the|my) tongue\b|\bmelt\w*\b|\bsprays?\b|\blozenges?\b|什么时候吃|几点吃|空腹|饭前|饭后|咖啡|(吃|喝)什么(食物|东西)|哪些食物|食物|食补|\binjections?\b|\bshots?\b|\bjabs?\b|\bwhen (should|do|to) (i )?take\b|\bempty stomach\b|\bwith (food|meals?|coffee|tea|milk)\b|\bcoffee\b|\bwhat (foods?|to eat)\b|\bfoods?\b/;

/** Another nutrient or a multivitamin asked beside it (vitamin D, iron, folate …): the whole message is not this row's. */
const OTHER_NUTRIENT_OR_MULTI =
  /维生素d|维d|铁|叶酸|钙|锌|碘|复合维生素|多维|善存|\bvit(amin)? ?d\b|\biron\b|\bferritin\b|\bfol(ate|ic)\b|\bcalcium\b|\bzinc\b|\biodine\b|\bmulti ?vitamins?\b|\bmultis?\b|\bsupradyn\b|\bcentrum\b|\bb ?complex\b/;
/** Whether the B12 is low only wondered about, or which tests to ask for: not a low told. */
const LOW_ONLY_WONDERED =
  /会不会是|是不是(因为)?(缺|低)|查什么|查哪些|要不要查|\bcould (it|this|that) be\b|\bis (it|that|this) (a )?low\b|\bwhich (labs?|tests?|bloods?)\b|\bwhat (labs?|tests?)\b/;
/** Vegetarian or vegan: the plan's diet pattern, or said (also "lacto veg", "pure veg", "veggie"). */
const PLANT_BASED_OR_SAID: FaqAudience = {
  plantBased: true,
  said: new RegExp(
    `${PLANT_BASED.said!.source}|\\blacto[- ]?(ovo[- ])?veg\\w*|\\bovo[- ]?lacto\\b|\\bveggie\\b|\\bpure veg\\b|\\bveg only\\b|\\bi'?m (a )?veg\\b|奶素|蛋奶素|不吃肉`,
  ),
};
/**
 * A low B12: the plan holds its treatment dose (the lab was below range), or said — "B12只有180", "my b12 came back
 * 180 pg/mL", "缺B12", "low B12" (a value under 200 pg/mL, or under 148 pmol/L).
 */
const LOW_B12: FaqAudience = {
  supervised: ['vitaminB12'],
  said: /(b ?12|钴胺)[^，。,.;?？!！]{0,14}(偏低|很低|太低|低了|低于|不足|不够|缺乏|只有|才|\blow\b|\bdeficien\w*)|缺(乏)?(维生素)?b ?12|\blow (vitamin )?b ?12\b|\bb ?12 (deficien\w*|is low|was low)\b|(b ?12)[^，。,;?？!！]{0,24}(?<![\d.])(1\d\d|[1-9]\d)(?!\d|\.\d)\s?(pg|ng\/l)|(b ?12)[^，。,;?？!！]{0,24}(?<![\d.])(1[0-4]\d|[1-9]\d)(?!\d|\.\d)\s?pmol/,
};
/** Someone under 18 (the plan's age, or an age or a school year said): no adult treatment figures. */
const UNDER_18: FaqAudience = {
  maxAge: 17,
  said: /(?<!\d)1[0-7] ?(岁|周岁)|未成年|初中|高中|中学生|\bteens?\b|\bteenager\b|\b1[0-7] ?(yo|y\/o|yrs?|years?)( old)?\b|\b(i'?m|i am|she'?s|he'?s|she is|he is) 1[0-7]\b|\bhigh school\b|\bmiddle school\b/,
};
const PREGNANT_OR_NURSING: FaqAudience = {
  lifeStages: ['pregnant_t1', 'pregnant_t2', 'pregnant_t3', 'lactating'],
  said: /怀孕|孕期|孕妇|哺乳|喂奶|母乳|\bpregnan\w*|\bbreast ?fe\w*|\bnursing\b/,
};
/** A cause of poor absorption, where the diet's maintenance dose is not theirs (their own rows answer). */
const ABSORPTION_CAUSE: FaqAudience = {
  medicines: ['metformin', 'ppi'],
  conditions: ['bariatric_surgery'],
  said: /二甲双胍|恶性贫血|胃切除|减重手术|缩胃|\bmetformin\b|\bpernicious\b|\bgastrectomy\b|\bbariatric\b|\bgastric (bypass|sleeve)\b/,
};

const fmtUg = (x: number, zh: boolean) =>
  zh ? `${x}微克` : `${x >= 1000 ? x.toLocaleString('en-US') : x} µg`;

/** The tablet strengths a message names, in µg ("500 mcg or 1500 mcg", "1000微克", "1 mg"). */
function strengthsSaid(text: string): number[] {
  const out: number[] = [];
  const re = /(?<![\d.,])(\d{1,2}(?:,\d{3})|\d{1,5}(?:\.\d+)?)\s?(mcg|µg|ug|微克|mg|毫克)(?![a-z])/gi;
  for (const m of text.normalize('NFKC').matchAll(re)) {
    const value = Number(m[1]!.replace(/,/g, ''));
    const ug = /mg|毫克/i.test(m[2]!) ? value * 1000 : value;
    if (Number.isFinite(ug) && ug > 0 && ug <= 10000 && !out.includes(ug)) out.push(ug);
  }
  return out;
}

/** The usual oral treatment range (BSH 2014: 1,000–2,000 µg a day). */
const TREATMENT_UG = { min: 1000, max: 2000 } as const;

/** A strength or an amount asked ("该买多少mcg", "what strength", "500 mcg or 1500 mcg?"). */
const DOSE_ASKED =
  /多少|几微克|几毫克|几片|剂量|多大|多强|\bhow (much|many|strong)\b|\bstrengths?\b|\bdoses?\b|\bdosage\b|\d\s?(mcg|µg|ug|微克|mg|毫克)/;

function lowB12PlantBased(said: ComposeInput, zh: boolean): string {
  const text = said.text.normalize('NFKC').toLowerCase();
  const planned = said.supervised?.vitaminB12;
  const dose =
    planned !== undefined && planned >= TREATMENT_UG.min && planned <= TREATMENT_UG.max ? planned : 1000;
  const strengths = strengthsSaid(said.text);
  const fits = strengths.filter((x) => x >= TREATMENT_UG.min && x <= TREATMENT_UG.max);
  const below = strengths.filter((x) => x < TREATMENT_UG.min);
  const above = strengths.filter((x) => x > TREATMENT_UG.max);
  const planLine =
    planned !== undefined
      ? zh
        ? `（你的方案里的治疗量就是每天${fmtUg(dose, true)}。）`
        : ` (Your plan’s treatment dose is ${fmtUg(dose, false)} a day.)`
      : '';
  const pickLine =
    strengths.length === 0
      ? ''
      : zh
        ? `${fits.length > 0 ? `你说的几种里，${fits.map((x) => fmtUg(x, true)).join('或')}一片、每天一次，在常用的治疗范围（每天1000–2000微克）内。` : ''}${below.length > 0 ? `${below.map((x) => fmtUg(x, true)).join('、')}一片低于治疗量${below.some((x) => x * 2 >= TREATMENT_UG.min) ? `，要每天吃到${fmtUg(dose, true)}得一天两片` : ''}。` : ''}${above.length > 0 ? `${above.map((x) => fmtUg(x, true)).join('、')}一片比需要的多，不会补得更快，不用买这么大的。` : ''}`
        : `${fits.length > 0 ? ` Of the strengths you name, ${fits.map((x) => fmtUg(x, false)).join(' or ')} once a day is within the usual treatment range (1,000–2,000 µg a day).` : ''}${below.length > 0 ? ` ${below.map((x) => fmtUg(x, false)).join(' or ')} a tablet is below a treatment dose${below.some((x) => x * 2 >= TREATMENT_UG.min) ? ` — you would need two a day to reach ${fmtUg(dose, false)}` : ''}.` : ''}${above.length > 0 ? ` ${above.map((x) => fmtUg(x, false)).join(' or ')} is more than you need and does not work faster — no need to buy that strength.` : ''}`;
  // The dose asked leads with the two steps; the form alone asked leads with the form.
  const doseLed = DOSE_ASKED.test(text);
  if (zh) {
    const steps = `B12偏低又吃素，要分两步补：先吃一个疗程的治疗量——常用的是每天口服${fmtUg(dose, true)}，吃到医生复查（一般8–12周）；之后只要还吃素，就一直吃小剂量维持，不是吃完疗程就停。`;
    const form =
      '氰钴胺和甲钴胺都有效，买哪种都行：氰钴胺研究最多、最稳定、也便宜，没有证据说甲钴胺更好；舌下含的和吞下去的吸收差不多。';
    const rest = `维持量二选一：每天至少10微克，或每周一次2000微克（英国素食协会给不吃动物性食物的人的量；光靠饮食没能保住你的B12，所以要一直补）。复查时把B12和血常规一起查。手脚麻木刺痛、走路不稳、记性变差，尽快看医生，可能要先打针。总是很累也可能是缺铁，吃素的人常见：血红蛋白或铁蛋白也低的话要另外治疗，请医生一起看。`;
    return doseLed
      ? `**${steps}**${planLine}${pickLine}${form}${rest}`
      : `**${form}**${steps}${planLine}${rest}`;
  }
  const steps = `With a low B12 on a vegetarian or vegan diet, think of it as two steps: first a treatment course — usually ${fmtUg(dose, false)} by mouth a day until your doctor rechecks the level (typically after 8–12 weeks) — and then, for as long as you eat this way, a small maintenance dose for good, not stopping when the course ends.`;
  const form =
    'Cyanocobalamin and methylcobalamin both work, so either is fine to buy: cyanocobalamin is the best studied, the most stable and the cheapest, and there is no evidence that methylcobalamin is better; a tablet under the tongue is absorbed no better than one you swallow.';
  const rest =
    'For maintenance, pick one: at least 10 µg every day, or 2,000 µg once a week (the Vegan Society’s amounts for people who eat no animal foods; food alone did not keep your level up, so keep one of these going). At the recheck, have B12 and a blood count done together. Numbness or tingling, unsteady walking or memory problems need a doctor soon — injections may be needed first. Tiredness can also be low iron, which is common on a vegetarian diet: if your haemoglobin or ferritin is low too, it needs its own treatment, so ask your doctor to look at both.';
  return doseLed
    ? `**${steps}**${planLine}${pickLine} ${form} ${rest}`
    : `**${form}** ${steps}${planLine} ${rest}`;
}

// ---- warfarin and a self-bought blood-activating herbal product: stop it now or wait? ----------------------

/** The herbal products that add to warfarin's effect or bleeding, as the chat names them back. */
const WARFARIN_HERBS: readonly { re: RegExp; zh: string; en: string }[] = [
  {
    re: /复方丹参滴丸|丹参滴丸|\bfu ?fang dan ?shen\b|\bcompound dan ?shen\b|\bdan ?shen (dripping )?pills\b|\bdantonic\b/,
    zh: '复方丹参滴丸',
    en: 'compound danshen pills',
  },
  { re: /复方丹参片|丹参片|\bdan ?shen tablets\b/, zh: '丹参片', en: 'danshen tablets' },
  { re: /丹参|\bdan ?shen\b/, zh: '丹参', en: 'danshen' },
  { re: /当归|\bdong ?quai\b|\bdang ?gui\b|\bangelica\b/, zh: '当归', en: 'dong quai' },
  { re: /银杏|\bginkgo\b|\bgingko\b/, zh: '银杏叶', en: 'ginkgo' },
  { re: /三七|田七|血塞通|\bnotoginseng\b|\bsan ?qi\b|\btien ?chi\b/, zh: '三七', en: 'notoginseng (sanqi)' },
  { re: /(?<![藏西番])红花(?!籽|油)|\bsafflower\b(?! (seed )?oil)/, zh: '红花', en: 'safflower' },
  { re: /川芎|\bchuanxiong\b/, zh: '川芎', en: 'chuanxiong' },
];
const WARFARIN_HERB_SAID = new RegExp(WARFARIN_HERBS.map((h) => h.re.source).join('|'));
/** Whether to stop it now, or wait for the doctor. */
const STOP_OR_WAIT =
  /停|不吃了|不再吃|别吃了|不要吃了|断掉|戒掉|等(到|着|他|她|下次|看|复诊)|\bstop\w*|\bquit\w*|\bcome off\b|\bcut (it|them) out\b|\bditch\w*|\bdrop (it|them|the)\b|\bwait\w*|\bgive (it|them) up\b|\bcold turkey\b/;
/** Bleeding told is the card's; a herb instead of warfarin, or stopping warfarin itself, is another question. */
const NOT_STOP_HERB =
  /出血|流血|瘀|淤|黑便|便血|尿血|吐血|换成|代替|替代|(停|不吃)[^，。,.?？]{0,4}(华法林|醋硝香豆素|新抗凝|抗凝)|\b(bleed\w*|bruis\w*|blood in|black stools?|nosebleeds?|instead|replace\w*|switch\w*)\b|\b(stop\w*|quit\w*|come off) (the |his |her |my )?(warfarin|coumadin|jantoven|acenocoumarol|acitrom|sintrom|blood thinner)\b/;

function herbOf(said: ComposeInput): { zh: string; en: string } {
  const text = said.text.normalize('NFKC').toLowerCase();
  const previous = (said.previous ?? '').normalize('NFKC').toLowerCase();
  return (
    WARFARIN_HERBS.find((h) => h.re.test(text)) ??
    WARFARIN_HERBS.find((h) => h.re.test(previous)) ?? { zh: '这类活血中成药', en: 'the herbal product' }
  );
}

/** Who the person waits for: the cardiologist when said, else the next appointment. */
const CARDIOLOGIST_SAID = /心内科|心脏科|\bcardiolog\w*/;

/** The herb cooked into a soup or brewed as a tea, not a bought product. */
const SOUP_OR_TEA_SAID = /汤|炖|煲|泡茶|泡水|\bsoups?\b|\bbroths?\b|\bteas?\b/;

function warfarinStopHerb(said: ComposeInput, zh: boolean): string {
  const herb = herbOf(said);
  const both = `${said.previous ?? ''}\n${said.text}`.toLowerCase();
  const cardiologist = CARDIOLOGIST_SAID.test(both);
  // "Should they stop the soup": the dong quai soup, not a product bought.
  const soup = SOUP_OR_TEA_SAID.test(said.text.toLowerCase());
  const whatZh = soup ? `放${herb.zh}的汤或茶` : `自己买的${herb.zh}`;
  const whatEn = soup ? `the ${herb.en} soup or tea` : `self-bought ${herb.en}`;
  if (zh)
    return `**${whatZh}可以现在就停，不用等到${cardiologist ? '看心内科' : '下次看医生'}：它不是医生开的抗凝药，停掉不需要医生批准；但停的当天告诉抗凝门诊（给你查INR的医生或药师），停后一周左右查一次INR。**${herb.zh}这类“活血”中药会增强华法林的作用，让INR升高、更容易出血；现在的华法林剂量可能是在一直吃它的情况下调好的，停掉后一两周内INR可能往下走，太低又会增加血栓和中风的风险，所以要复查，华法林要不要调由门诊决定。不用慢慢减量。华法林照原来的剂量每天按时吃，不要因为这件事自己加减或漏吃。如果这个产品是医生（包括中医）开的，这周先问开它的医生和抗凝门诊，由他们决定怎么处理。华法林已经在防血栓，丹参、当归、银杏叶、三七、红花这类不会多一层保护，只会多一层出血风险，以后也不要自己加。牙龈或鼻子出血止不住、大便发黑或带血、尿发红、身上大片瘀青，当天就医；剧烈头痛、吐血、一侧手脚无力或说话不清，马上打120。`;
  return `**Yes — ${whatEn} can be stopped now, without waiting for ${cardiologist ? 'the cardiologist' : 'the next appointment'}: this is not the prescribed blood thinner, and stopping it needs no doctor’s go-ahead. But tell the anticoagulation clinic (whoever checks the INR) the day it stops, and have an INR check within about a week.** Blood-activating herbs of this kind add to warfarin’s effect — they can raise the INR and the risk of bleeding — so the present warfarin dose may have been settled with them on board; once they stop, the INR can drift down over a week or two, and an INR that is too low raises the risk of a clot or stroke, which is why the check matters and why any change to the warfarin dose is the clinic’s call. No tapering is needed. Keep taking the warfarin exactly as prescribed, every day — never skip or change a dose because of this. If a doctor (a Chinese-medicine doctor included) prescribed the product, ask that doctor and the anticoagulation clinic this week instead. Warfarin already does the clot-preventing work: danshen, dong quai, ginkgo, notoginseng or safflower add no “extra protection”, only extra bleeding risk, so do not add them back on your own. Gums or a nose that keep bleeding, black or bloody stools, red or brown urine or large bruises: see a doctor today; a severe headache, vomiting blood, or sudden weakness on one side or slurred speech: call emergency services (120 in China).`;
}

export const ROUND44_FAQ: readonly FaqRow[] = [
  {
    // Round 44 zh-010 ("我是吃奶不吃蛋的素食者，验血B12只有180 pg/mL … 该买多少mcg的？cyanocobalamin和methylcobalamin哪个
    // 好"), en-016 (the form asked after the same message) and en-002 ("what strength b12 tablet should i buy, 500
    // mcg or 1500 mcg?", declined): the plan's treatment dose "not past the course" beside the vegan "10 µg a day".
    id: 'plant-based-low-b12-course-then-maintenance',
    wholeMessage: true,
    beforeLabs: true,
    when: [B12_SAID, DOSE_OR_FORM_ASKED],
    unless: [NOT_DOSE_OR_FORM, OTHER_NUTRIENT_OR_MULTI, LOW_ONLY_WONDERED],
    for: { all: [PLANT_BASED_OR_SAID, LOW_B12] },
    notFor: [UNDER_18, PREGNANT_OR_NURSING, ILEAL, ABSORPTION_CAUSE],
    intent: 'supplement_dose',
    compose: lowB12PlantBased,
    text: {
      zh: '**B12偏低又吃素，要分两步补：先吃一个疗程的治疗量——常用的是每天口服1000微克，吃到医生复查（一般8–12周）；之后只要还吃素，就一直吃小剂量维持，不是吃完疗程就停。**维持量二选一：每天至少10微克，或每周一次2000微克（英国素食协会给不吃动物性食物的人的量）。氰钴胺和甲钴胺都有效：氰钴胺研究最多、最稳定、也便宜，没有证据说甲钴胺更好。手脚麻木刺痛、走路不稳、记性变差，尽快看医生，可能要先打针。',
      en: '**With a low B12 on a vegetarian or vegan diet, think of it as two steps: first a treatment course — usually 1,000 µg by mouth a day until your doctor rechecks the level (typically after 8–12 weeks) — and then, for as long as you eat this way, a small maintenance dose for good.** For maintenance, pick one: at least 10 µg every day, or 2,000 µg once a week (the Vegan Society’s amounts). Cyanocobalamin and methylcobalamin both work; cyanocobalamin is the best studied and cheapest. Numbness or tingling, unsteady walking or memory problems need a doctor soon — injections may be needed first.',
    },
    source: {
      ref: 'Devalia V et al. BSH guidelines for the diagnosis and treatment of cobalamin and folate disorders. Br J Haematol 2014;166:496–513 (oral cyanocobalamin 1,000–2,000 µg daily outside neurological disease); NICE NG239 Vitamin B12 deficiency in over 16s (2024); NHS, Vitamin B12 or folate deficiency anaemia — Treatment (a deficiency from diet: B12 tablets; people whose diet lacks B12, such as vegans, may need them for life); The Vegan Society, What every vegan should know about vitamin B12 (at least 10 µg daily or 2,000 µg weekly); NIH ODS Vitamin B12 Fact Sheet for Health Professionals (2024): forms, sublingual no better than oral',
      url: 'https://www.nhs.uk/conditions/vitamin-b12-or-folate-deficiency-anaemia/treatment/',
    },
  },
  {
    // Round 44 en-015 ("ok so should he just stop the danshen pills on his own or wait till he sees his
    // cardiologist?", on warfarin with 复方丹参滴丸 10 pills three times a day): the interaction card again.
    id: 'warfarin-stop-blood-activating-herb',
    wholeMessage: true,
    beforeMedicineDiet: true,
    when: [WARFARIN_HERB_SAID, STOP_OR_WAIT],
    unless: [NOT_STOP_HERB],
    for: { medicines: ['vitamin_k_antagonist'] },
    intent: 'herbal_remedy',
    compose: warfarinStopHerb,
    text: {
      zh: '**自己买的丹参、当归、银杏叶、三七这类“活血”产品可以现在就停，不用等到看医生；但停的当天告诉抗凝门诊（给你查INR的医生或药师），停后一周左右查一次INR。**它们会增强华法林的作用；停掉后INR可能往下走，所以要复查，华法林要不要调由门诊决定。不用慢慢减量。华法林照原来的剂量每天按时吃，不要自己加减或漏吃。如果是医生开的，这周先问开它的医生和抗凝门诊。出血止不住、大便发黑、尿发红，当天就医。',
      en: '**Yes — a self-bought “blood-activating” herbal product (danshen, dong quai, ginkgo, notoginseng) can be stopped now, without waiting for the doctor; but tell the anticoagulation clinic (whoever checks the INR) the day it stops, and have an INR check within about a week.** These add to warfarin’s effect, so once they stop the INR can drift down — hence the check, and any change to the warfarin dose is the clinic’s call. No tapering is needed. Keep taking the warfarin exactly as prescribed. If a doctor prescribed the product, ask that doctor and the clinic this week instead. Bleeding that will not stop, black stools or red urine: see a doctor today.',
    },
    source: {
      ref: 'Stockley’s Drug Interactions (Pharmaceutical Press), monographs: Warfarin + Danshen, Warfarin + Dong quai, Coumarins + Ginkgo; Tsai HH et al. A review of potential harmful interactions between anticoagulant/antiplatelet agents and Chinese herbal medicines. PLoS One 2013;8(5):e64255; Holbrook AM et al. Systematic overview of warfarin and its drug and food interactions. Arch Intern Med 2005;165:1095–1106; Coumadin (warfarin) US prescribing information §7 (botanicals; more frequent INR monitoring when starting or stopping other products); NICE CKS Anticoagulation — oral (2023)',
    },
  },
];
