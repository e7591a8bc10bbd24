/**
 * Wilson disease and chronic pancreatitis in the chat (eighth clinician review of 2026-11-26, en P3,
 * en P4, zh P5): copper in a multivitamin or in food, penicillamine with food, iron, zinc or antacids,
 * alcohol with pancreatitis and pancreatic enzymes with meals and snacks were declined or answered by
 * a neighbouring rule (the iron–zinc pair, the insulin row's "2 drinks for men"). Each is answered from
 * its medicine-diet row (knowledge/medicine-diet.ts). The disease counts when its medicine is in the
 * plan or named in the chat, or the person says it (as kidney disease does).
 */
import { pick, type Bilingual, type Locale, type Source } from '../../contracts/common';
import { MEDICINE_DIET } from '../../knowledge/medicine-diet';
import { drugById } from '../../interactions';
import { findDrugs } from '../entities';
import { normaliseQuestion } from '../lexicon';
import { sourceLine, type Ctx, type Draft } from './shared';

const WILSON_SAID = /肝豆状核变性|肝豆|威尔逊病|wilson.?s? disease|\bwilson.?s\b|\bwilson disease\b/;
const PANCREATITIS_SAID = /胰腺炎|胰腺功能不全|胰腺外分泌|\bpancreatitis\b|\bpancreatic insufficiency\b/;

/** Copper in a supplement or in food, or which foods to avoid. */
const COPPER_Q =
  /铜|复合维生素|多维|善存|巧克力|可可|坚果|核桃|杏仁|花生|贝类|虾|蟹|海鲜|动物肝|猪肝|内脏|蘑菇|菌菇|香菇|豆腐|豆类|哪些食物|什么食物|什么不能吃|不能吃什么|忌口|少吃什么|\bcopper\b|\bmultivitamins?\b|\bmulti\b|\bchocolate\b|\bcocoa\b|\bnuts?\b|\bshellfish\b|\borgan meats?\b|\b(beef|chicken|pork|lamb) liver\b|\bliver pat\w*|\bmushrooms?\b|\bfoods?\b[^.?!]{0,30}\b(avoid|limit|cut|watch|ok|okay|safe|high)\b|\b(avoid|limit|cut)\b[^.?!]{0,30}\bfoods?\b/;
/** Greasy stools or a low-fat diet with pancreatitis: the enzyme dose, not less fat (HaPanEU 2017). */
const FAT_Q =
  /脂肪泻|油便|大便.{0,4}油|低脂|少吃油|不吃油|\bgreasy\b|\boily (stools?|poo\w*)\b|\bfloat\w*\b|\blow.?fat\b|\bcut (out )?fat\b|\bsteatorr\w*/;
/** The fat-soluble vitamins with pancreatic insufficiency (ESPEN 2020). */
const FAT_SOLUBLE_Q =
  /脂溶性维生素|维生素\s*a.{0,6}(e|k)|维生素\s*(e|k)\b|\bfat.?soluble\b|\bvitamins? a\b.{0,12}\b(e|k)\b|\bvitamins? (e|k)\b|\bvitamins a, ?d, ?e\b/;
/** When to take the chelator: food, meals, an empty stomach, or together with a mineral. */
const TIMING_Q =
  /空腹|饭前|饭后|餐前|餐后|随餐|吃饭|一起吃|同时|一块|间隔|隔几|几个小时|铁|锌|钙|抗酸|胃药|\bempty stomach\b|\bbefore (food|meals?|breakfast|eating)\b|\bafter (food|meals?|eating)\b|\bwith (food|meals?|breakfast)\b|\bsame time\b|\btogether\b|\bapart\b|\bhours?\b|\biron\b|\bzinc\b|\bcalcium\b|\bantacids?\b|\btums\b/;
const ALCOHOL_Q =
  /喝酒|饮酒|白酒|红酒|啤酒|葡萄酒|黄酒|米酒|酒精|(?:喝|来|一)(?:点|杯|瓶|口)酒|\balcohol\w*\b|\bbeers?\b|\bwines?\b|\bliquor\b|\bbooze\b|\bspirits\b|\b(a few|a couple( of)?|some|two|three|[23]|few|the odd) drinks\b|\bdrinking\b(?! (water|fluids?|milk|enough))/;
/** Taking the enzymes: after the meal, with snacks, forgetting them, greasy stools, a low-fat diet. */
const ENZYME_Q =
  /饭后|饭前|随餐|加餐|零食|忘|脂肪泻|油便|低脂|\bafter (i finish |eating|meals?|food)\b|\bwith (meals?|food)\b|\bsnacks?\b|\bforget\w*\b|\bforgot\b|\bgreasy\b|\bfloat\w*\b|\blow.?fat\b|\bsteatorr\w*/;

/** The medicines taken (plan) or named in the question, with their classes. */
function classesIn(ctx: Ctx): Set<string> {
  const ids = [...new Set([...ctx.medicines, ...findDrugs(ctx.text).map((d) => d.id)])];
  return new Set(ids.flatMap((id) => drugById(id)?.classes ?? []));
}

function row(id: string): { text: Bilingual; source: Source } | null {
  const r = MEDICINE_DIET.find((x) => x.id === id);
  return r ? { text: r.text, source: r.source } : null;
}

function draft(parts: { text: Bilingual; source: Source }[], locale: Locale): Draft {
  const body = parts.map((p) => pick(p.text, locale)).join('\n\n');
  const ask =
    locale === 'zh-CN'
      ? '\n\n具体到你自己，请和开药的医生或药师确认。'
      : '\n\nFor your own case, check with the doctor who prescribes your medicine or your pharmacist.';
  return {
    text: body + ask + sourceLine(parts.map((p) => p.source.ref).join('; '), locale),
    suggestions: [],
    warnings: [{ kind: 'see_doctor' }],
  };
}

/**
 * The answer when the question is one of these rules' own, else null: copper in supplements and food
 * and the chelator's timing with Wilson disease; alcohol and taking the enzymes with pancreatitis.
 */
export function copperPancreasAnswer(
  ctx: Ctx & { saysWilson?: boolean; saysPancreatitis?: boolean },
): Draft | null {
  const t = ctx.norm;
  if (!t) return null;
  const classes = classesIn(ctx);
  const chelator = classes.has('copper_chelator');
  const wilson = chelator || classes.has('wilson_zinc') || ctx.saysWilson === true || WILSON_SAID.test(t);
  const enzyme = classes.has('pancreatic_enzyme');
  const pancreas = enzyme || ctx.saysPancreatitis === true || PANCREATITIS_SAID.test(t);
  const parts: { text: Bilingual; source: Source }[] = [];
  const push = (id: string): void => {
    const r = row(id);
    if (r && !parts.some((p) => p.source === r.source && p.text === r.text)) parts.push(r);
  };
  if (wilson) {
    if (chelator && TIMING_Q.test(t)) push('chelator-empty-stomach');
    if (COPPER_Q.test(t)) push('wilson-copper');
  }
  if (pancreas && ALCOHOL_Q.test(t)) push('pancreatitis-no-alcohol');
  if (pancreas && (FAT_Q.test(t) || (enzyme && ENZYME_Q.test(t)))) push('pancreatic-enzyme-meals');
  if (pancreas && FAT_SOLUBLE_Q.test(t)) push('pancreatic-fat-soluble-vitamins');
  if (parts.length === 0) return null;
  return draft(parts, ctx.locale);
}

/** Whether a message of the chat says Wilson disease. */
export function saysWilson(text: unknown): boolean {
  return typeof text === 'string' && WILSON_SAID.test(normaliseQuestion(text));
}

/** Whether a message of the chat says pancreatitis or pancreatic insufficiency. */
export function saysPancreatitis(text: unknown): boolean {
  return typeof text === 'string' && PANCREATITIS_SAID.test(normaliseQuestion(text));
}
