/**
 * Gluten-free said under an answer for someone with coeliac disease (the plan's condition, or coeliac or
 * gluten said in the chat) whose text recommends a food that usually holds gluten — whole wheat, ordinary
 * oats, noodles, dumplings, bread, cereals, soy sauce — without saying gluten-free there (blind answer round
 * 24 zh-119, zh-123, en-122, development data once reported: constipation, eating-out and iron answers sent
 * a coeliac woman to 全麦, 燕麦, 饺子 and fortified cereals). Lines that already speak of gluten, or that tell
 * to avoid the food, are hers already.
 */
import type { Locale } from '../contracts/common';
import type { PlanDocument } from '../contracts/plan';
import { sourceLine } from './intents/shared';

const GLUTEN_FOOD =
  /全麦|燕麦|小麦|大麦|黑麦|面条|拉面|挂面|拌面|面食|馒头|包子|饺子|馄饨|面包|饼干|麦片|麦麸|油条|烧饼|花卷|意面|酱油|啤酒|\b(whole[- ]?(wheat|grains?)|wheat|oats?|oatmeal|porridge|barley|rye|bread|pasta|noodles?|cereals?|crackers?|bagels?|muffins?|couscous|bulgur|seitan|soy sauce|beer)\b/i;
const GLUTEN_SAID = /麸质|乳糜泻|\b(gluten|coeliac|celiac)\b/i;
/** A line that tells to leave the food out. */
const AVOID = /不吃|不要吃|别吃|不能吃|避免|忌|\b(avoid|no|not|without|never|cut out|leave out)\b/i;

export const GLUTEN_CAVEAT = {
  zh: '**你有乳糜泻：上面提到的主食和食品，只选标明“无麸质”的——小麦、大麦、黑麦做的（面条、馒头、饺子、包子、面包、全麦食品）和普通燕麦都不能吃；普通酿造酱油大多含小麦，选标明无麸质的酱油，点外卖时问清楚。**',
  en: '**You have coeliac disease: of the foods above, choose only ones labelled gluten-free — nothing made from wheat, barley or rye (bread, pasta, noodles, dumplings, whole-wheat foods, most cereals) and no ordinary oats; ordinary soy sauce usually contains wheat.**',
} as const;

const GLUTEN_CAVEAT_SOURCE =
  'Ludvigsson JF et al. Diagnosis and management of adult coeliac disease: guidelines from the British Society of Gastroenterology. Gut 2014;63:1210–1228 (lifelong strict gluten-free diet; oats only uncontaminated); Coeliac UK, Gluten-free diet (soy sauce brewed with wheat)';

/** The caveat to add, or null when it is not this person's or the answer needs none. */
export function glutenCaveat(
  answer: string,
  plan: PlanDocument | null,
  said: readonly string[],
  locale: Locale,
): string | null {
  const coeliac =
    (plan?.profile.conditions ?? []).includes('coeliac') ||
    said.some((s) => typeof s === 'string' && GLUTEN_SAID.test(s));
  if (!coeliac) return null;
  const body = answer.replace(/\n\n_(来源|Source)[^\n]*_\s*$/u, '');
  const lines = body.split(/\n+|(?<=[。；;!?！？])|(?<=\.)\s/);
  const recommends = lines.some((l) => GLUTEN_FOOD.test(l) && !GLUTEN_SAID.test(l) && !AVOID.test(l));
  if (!recommends) return null;
  return (
    (locale === 'en-US' ? GLUTEN_CAVEAT.en : GLUTEN_CAVEAT.zh) + sourceLine(GLUTEN_CAVEAT_SOURCE, locale)
  );
}
