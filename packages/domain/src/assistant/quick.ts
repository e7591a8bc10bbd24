import { localeOf, type Locale } from '../contracts/common';
import type { PlanDocument } from '../contracts/plan';
import { drugById } from '../interactions';
import { isNutrientKey, type NutrientKey } from '../nutrients';
import { L, nutrientName } from './format';

/**
 * 3–5 questions for the chat's welcome card, from the user's latest plan: their lowest nutrients,
 * their medicines with a recommended supplement, the plan itself. Without a plan: general starters.
 */
export function quickQuestionsFor(input: {
  plan: PlanDocument | null;
  medicines?: readonly string[];
  locale: Locale;
}): string[] {
  const l = localeOf(input?.locale);
  const plan = input?.plan ?? null;
  if (!plan) {
    return [
      L(l, '怎么生成我的营养方案？', 'How do I get my nutrition plan?'),
      L(l, '我每天需要多少维生素D？', 'How much vitamin D do I need?'),
      L(l, '哪些食物富含钙？', 'What foods are rich in calcium?'),
      L(l, '鱼油和药可以一起吃吗？', 'Can I take fish oil with my medicine?'),
    ];
  }
  const out: string[] = [];
  const low = plan.nutrients
    .filter((n) => (n.level === 'low' || n.level === 'fair') && isNutrientKey(n.key))
    .sort((a, b) => a.score - b.score)
    .slice(0, 2)
    .map((n) => n.key as NutrientKey);
  for (const k of low)
    out.push(L(l, `我的${nutrientName(k, l)}为什么偏低？`, `Why is my ${nutrientName(k, l)} low?`));
  const drug = (input.medicines ?? []).map((id) => drugById(id)).find((d) => d !== undefined);
  const rec = plan.recommendations.find((r) => isNutrientKey(r.nutrient));
  if (drug && rec && isNutrientKey(rec.nutrient)) {
    const n = nutrientName(rec.nutrient, l);
    out.push(L(l, `我在吃${drug.zh}，可以吃${n}吗？`, `I take ${drug.en}. Can I take ${n}?`));
  } else if (drug) {
    out.push(
      L(
        l,
        `我在吃${drug.zh}，补充剂要注意什么？`,
        `I take ${drug.en}. What should I watch with supplements?`,
      ),
    );
  }
  if (rec && isNutrientKey(rec.nutrient)) {
    out.push(
      L(
        l,
        `${nutrientName(rec.nutrient, l)}什么时候吃最好？`,
        `When should I take ${nutrientName(rec.nutrient, l)}?`,
      ),
    );
  }
  out.push(L(l, '帮我解读一下我的方案', 'Explain my plan'));
  if (out.length < 3) out.push(L(l, '我的BMI和每日热量是多少？', 'What are my BMI and daily calories?'));
  if (out.length < 3) out.push(L(l, '哪些食物富含钙？', 'What foods are rich in calcium?'));
  return [...new Set(out)].slice(0, 5);
}
