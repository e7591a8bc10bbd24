/**
 * "Can I take iron and calcium together?", "should I take calcium with my morning tea", "铁剂和牛奶能一起
 * 吃吗": supplement–supplement and supplement–food timing, answered from the sourced PAIR_RULES table.
 */
import { pick } from '../../contracts/common';
import type { PlanDocument } from '../../contracts/plan';
import { highFerritinOf } from '../../knowledge/iron-overload';
import { taboosFor } from '../../interactions/taboos';
import { isNutrientKey, type NutrientKey } from '../../nutrients';
import { findDrugs, findNutrients, findSupplements } from '../entities';
import { L, nutrientName } from '../format';
import { normaliseQuestion } from '../lexicon';
import {
  isThyroxine,
  pairFoodsIn,
  pairItemName,
  pairRulesFor,
  type PairItem,
  type PairRule,
} from '../pairings';
import { Q, sourceLine, suggestionsFor, type Ctx, type Draft } from './shared';

/** Words that put two things at one time: together, with, apart, what about … (by meaning). */
const TOGETHER =
  /一起|同时|同服|一块|搭配|配|送服|就着|间隔|隔开|分开|隔多久|影响|呢|\btogether\b|\bwith\b|\bsame time\b|\bapart\b|\bspace (them|it)\b|\bwhat about\b|\bhow about\b|\baffect|\bmess with\b|\binterfere|\bblock|\bwash(ed)? (it )?down\b/;
const THYROID_WORDS = /甲状腺(素)?(药|片)|优甲乐|\bthyroid (pill|tablet|med|medicine|medication)s?\b/;

/** The items of a question: nutrients, foods and drinks, thyroxine (named or as "thyroid pill"). */
export function pairItemsOf(text: string, inherited: readonly NutrientKey[] = []): PairItem[] {
  const items: PairItem[] = [...findNutrients(text)];
  // A brand named for its nutrient ("my iron tablet and Shelcal", "Caltrate"): a product of one or two nutrients pairs
  // as its main one (blind answer round 50, en-056: the calcium brand was not paired with the iron).
  for (const o of findSupplements(text))
    if (o.contains.length <= 2 && isNutrientKey(o.main) && !items.includes(o.main)) items.push(o.main);
  // "那跟钙片能一起吃不" after a question about magnesium: the one named with the ones before.
  if (items.length <= 1) for (const n of inherited) if (!items.includes(n)) items.push(n);
  items.push(...pairFoodsIn(text));
  if (findDrugs(text).some(isThyroxine) || THYROID_WORDS.test(normaliseQuestion(text))) {
    items.push('levothyroxine');
  }
  return [...new Set(items)];
}

/** True when the question asks about taking two things (with a rule between them) at one time. */
export function isPairingQuestion(text: string, inherited: readonly NutrientKey[] = []): boolean {
  const t = normaliseQuestion(text);
  // A food or drink named next to a supplement is itself the pairing question ("吃钙片能喝咖啡吗").
  const together = TOGETHER.test(t) || pairFoodsIn(text).length > 0;
  if (!together) return false;
  return pairRulesFor(pairItemsOf(text, inherited)).length > 0;
}

const KIND_LABEL = {
  separate: { zh: '分开吃', en: 'take apart' },
  together: { zh: '可以一起', en: 'fine together' },
  small_effect: { zh: '影响小', en: 'small effect' },
} as const;

function ruleLine(r: PairRule, locale: Ctx['locale'], items: readonly PairItem[] = []): string {
  const a = pairItemName(r.a, locale);
  const b = pairItemName(r.b, locale);
  const label = pick(KIND_LABEL[r.kind], locale);
  const hours =
    r.hours !== undefined ? L(locale, `（至少间隔${r.hours}小时）`, ` (at least ${r.hours} h apart)`) : '';
  const text = r.besideThyroxine && items.includes('levothyroxine') ? r.besideThyroxine : r.text;
  return L(
    locale,
    `- **${a} + ${b}：${label}**${hours}。${pick(text, locale)}。`,
    `- **${a} + ${b}: ${label}**${hours}. ${pick(text, locale)}.`,
  );
}

/**
 * Iron the person should not take at all (sickle cell disease or thalassaemia, a ferritin above the
 * range): "take it with vitamin C to absorb more" would contradict the answer's own first line
 * (clinician review 2026-11-25 late, Z1 §1).
 */
function ironRuledOut(plan: PlanDocument | null): boolean {
  if (!plan) return false;
  return (
    (plan.profile.conditions ?? []).includes('haemoglobinopathy') ||
    highFerritinOf(plan.reportAnalysis?.markers) !== null
  );
}

const NO_IRON_BOOST = {
  zh: '你的情况不应自己吃铁剂（见上）：不要再用维生素C或橙汁来促进铁吸收，维生素C只会让吸收的铁更多；铁剂先停下，带着化验单问血液科医生',
  en: 'You should not take iron of your own (see above): do not use vitamin C or orange juice to absorb more iron — vitamin C only adds to the iron absorbed; put the iron tablets aside and take your results to your haematologist',
} as const;

/** Tea or coffee beside iron the person should not take: the tea is no harm, it even holds back food's iron a little. */
const TEA_BESIDE_NO_IRON = {
  zh: '你的情况不应自己吃铁剂（见上），所以也不用为铁剂错开喝茶；饭时喝茶还能稍微减少食物里铁的吸收，对铁偏多的人不是坏事，但作用不大，代替不了医生的排铁治疗',
  en: 'You should not take iron of your own (see above), so there is no iron to keep the tea away from; tea with meals does hold back a little of the iron in food, which is no harm when iron is too high — but the effect is small and no substitute for the treatment that removes iron',
} as const;
const TEA_OR_COFFEE: ReadonlySet<string> = new Set(['tea', 'coffee']);

function lineFor(r: PairRule, ctx: Ctx, items: readonly PairItem[]): string {
  // Blind answer round 58, en-050 (development data): "is it true tea with meals blocks iron?" from a woman with
  // thalassaemia and a ferritin of 2,650 got "Iron + tea: take apart (2 h)" under the answer's own "no iron".
  if (
    r.kind === 'separate' &&
    (r.a === 'iron' || r.b === 'iron') &&
    (TEA_OR_COFFEE.has(String(r.a)) || TEA_OR_COFFEE.has(String(r.b))) &&
    ironRuledOut(ctx.plan)
  ) {
    const a = pairItemName(r.a, ctx.locale);
    const b = pairItemName(r.b, ctx.locale);
    return L(
      ctx.locale,
      `- **${a} + ${b}：不用错开**。${TEA_BESIDE_NO_IRON.zh}。`,
      `- **${a} + ${b}: nothing to space**. ${TEA_BESIDE_NO_IRON.en}.`,
    );
  }
  if (r.kind === 'together' && (r.a === 'iron' || r.b === 'iron') && ironRuledOut(ctx.plan)) {
    const a = pairItemName(r.a, ctx.locale);
    const b = pairItemName(r.b, ctx.locale);
    return L(
      ctx.locale,
      `- **${a} + ${b}：不适合你**。${NO_IRON_BOOST.zh}。`,
      `- **${a} + ${b}: not for you**. ${NO_IRON_BOOST.en}.`,
    );
  }
  return ruleLine(r, ctx.locale, items);
}

export function pairing(ctx: Ctx): Draft {
  const l = ctx.locale;
  const items = pairItemsOf(ctx.text, ctx.nutrients);
  // "…and what about coffee?": the earlier part already answered iron + calcium; only coffee is new.
  const own = new Set(pairItemsOf(ctx.text));
  const inherited = findNutrients(ctx.text).length === 0 && ctx.nutrients.length > 0;
  const rules = pairRulesFor(items).filter((r) => !inherited || own.has(r.a) || own.has(r.b));
  const names = items.map((i) => pairItemName(i, l)).join(L(l, '、', ', '));
  const lines = [L(l, `**${names}的搭配和服用时间：**`, `**Taking ${names} — timing:**`)];
  for (const r of rules) lines.push(lineFor(r, ctx, items));
  // A medicine of the person's that must be kept apart from what is paired (vitamin D and a bile-acid sequestrant):
  // "钙片跟D3呢？也要跟降胆敏错开吗" was told only that calcium and D go together (blind answer round 57, zh-036,
  // development data).
  const spaced = items
    .filter((i): i is NutrientKey => isNutrientKey(i))
    .flatMap((n) =>
      taboosFor({ medicines: ctx.medicines, substances: [n] }, l)
        .filter((t) => t.target === n && t.management === 'separate' && t.separateHours !== undefined)
        .map((t) => ({ n, t })),
    );
  for (const { n, t } of spaced) {
    const name = nutrientName(n, l);
    lines.push(
      L(
        l,
        `- **${name} + ${t.drug}：分开吃**（至少间隔${t.separateHours}小时）。${t.advice}`,
        `- **${name} + ${t.drug}: take apart** (at least ${t.separateHours} h apart). ${t.advice}`,
      ),
    );
  }
  const refs = [...new Set([...rules.map((r) => r.source.ref), ...spaced.map(({ t }) => t.source.ref)])]
    .filter(Boolean)
    .join('; ');
  const first = items.find((i): i is NutrientKey => isNutrientKey(i));
  return {
    text: lines.join('\n') + sourceLine(refs, l),
    suggestions: first
      ? [Q.timing(first, l), ...suggestionsFor(ctx, [Q.timing(first, l)], first)]
      : suggestionsFor(ctx, [], undefined),
    rules: rules.map((r) => r.id),
  };
}

/** Rows to add to another answer (e.g. a medicine question that also names coffee). */
export function pairLinesFor(ctx: Ctx): { lines: string[]; rules: PairRule[] } {
  const items = pairItemsOf(ctx.text, ctx.nutrients);
  const rules = pairRulesFor(items);
  return { lines: rules.map((r) => lineFor(r, ctx, items)), rules };
}
