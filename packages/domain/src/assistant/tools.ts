/**
 * What a language model may call (OpenAI-style function calling) and the guardrails it is given.
 * The tools run the same engine functions as the built-in assistant, so a model answer rests on the
 * same numbers. Pure: the API passes the plan and medicines in.
 */
import { localeOf, pick, type Locale } from '../contracts/common';
import type { PlanDocument } from '../contracts/plan';
import { foodSourcesFor } from '../foods';
import { drugById, searchDrugs, taboosFor } from '../interactions';
import { BRANDS, CATALOGUE, nutrientKeysOf } from '../knowledge/catalogue';
import { isNutrientKey, NUTRIENT_KEYS, type NutrientKey } from '../nutrients';
import { findNutrients, findSubstances } from './entities';
import { nutrientViews } from './format';

export interface ToolContext {
  locale: Locale;
  plan: PlanDocument | null;
  medicines: readonly string[];
}

const nutrientParam = {
  type: 'string',
  description: `Nutrient key (${NUTRIENT_KEYS.join(', ')}) or its name in Chinese or English`,
} as const;

/** Tool definitions in the OpenAI `tools` format. */
export const ASSISTANT_TOOLS = [
  {
    type: 'function',
    function: {
      name: 'get_plan',
      description:
        "The user's latest nutrition plan: profile (BMI, energy, medicines as the user gave them with dose and form in profile.medicinesTaken), nutrient targets and status, recommendations, medicine taboos, the supplements the user takes (dose as given, amounts counted; counted null when the strength is unknown) and products. Returns {plan: null} when the user has none.",
      parameters: { type: 'object', properties: {}, additionalProperties: false },
    },
  },
  {
    type: 'function',
    function: {
      name: 'nutrient_targets',
      description:
        'Daily target and tolerable upper intake level (UL) of a nutrient for this user (or reference adults without a plan), with intake from food and supplements.',
      parameters: { type: 'object', properties: { nutrient: nutrientParam }, required: ['nutrient'] },
    },
  },
  {
    type: 'function',
    function: {
      name: 'check_interaction',
      description:
        "Known interaction rules between a medicine (any name, Chinese or English, brand or generic) and a supplement or nutrient. Omit medicine to check the user's own medicines.",
      parameters: {
        type: 'object',
        properties: {
          medicine: { type: 'string', description: 'Medicine name' },
          supplement: { type: 'string', description: 'Supplement or nutrient name' },
        },
        required: ['supplement'],
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'food_sources',
      description:
        'Everyday foods rich in a nutrient, with the amount in one portion (Chinese foods for zh-CN).',
      parameters: { type: 'object', properties: { nutrient: nutrientParam }, required: ['nutrient'] },
    },
  },
  {
    type: 'function',
    function: {
      name: 'search_products',
      description: "Products from the shop that contain a nutrient, or the products in the user's plan.",
      parameters: { type: 'object', properties: { nutrient: nutrientParam } },
    },
  },
] as const;
export type AssistantToolName = (typeof ASSISTANT_TOOLS)[number]['function']['name'];

function nutrientArg(v: unknown): NutrientKey | undefined {
  if (typeof v !== 'string') return undefined;
  if (isNutrientKey(v)) return v;
  return findNutrients(v)[0];
}

function argsObject(raw: unknown): Record<string, unknown> {
  if (typeof raw === 'string') {
    try {
      const parsed: unknown = JSON.parse(raw || '{}');
      return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
        ? (parsed as Record<string, unknown>)
        : {};
    } catch {
      return {};
    }
  }
  return raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
}

/**
 * Run a tool by name with the model's arguments (a JSON string or an object). Unknown tools and bad
 * arguments give `{ error }`, never a throw, so the model can recover.
 */
export function runAssistantTool(name: string, rawArgs: unknown, ctx: ToolContext): unknown {
  const args = argsObject(rawArgs);
  const locale = localeOf(ctx.locale);
  const views = nutrientViews(ctx.plan, locale);
  switch (name) {
    case 'get_plan': {
      const p = ctx.plan;
      if (!p) return { plan: null };
      const { reasons: _r, ...profile } = p.profile;
      return {
        plan: {
          locale: p.locale,
          profile,
          nutrients: p.nutrients.map((n) => ({
            key: n.key,
            unit: n.unit,
            target: n.target,
            ul: n.ul,
            fromFood: n.fromFood,
            fromSupplements: n.fromSupplements,
            level: n.level,
            score: n.score,
          })),
          recommendations: p.recommendations.map((r) => ({
            nutrient: r.nutrient,
            dose: r.dose,
            unit: r.unit,
            timing: r.timing,
            reason: r.reason,
          })),
          medicineTaboos: p.medicineTaboos.map((t) => ({
            drug: t.drug,
            supplement: t.supplement,
            severity: t.severity,
            advice: t.advice,
          })),
          products: p.products.map((x) => ({ productId: x.productId, dosage: x.dosage, usage: x.usage })),
          // What the person takes as they gave it ("2 tablets"), with what was counted, if anything.
          supplementsTaken: p.productReviews.map((r) => ({
            name: r.name,
            ...(r.dose ? { dose: r.dose.text } : {}),
            counted: r.uncounted
              ? null
              : (r.amounts ?? []).map((a) => ({ nutrient: a.nutrient, amount: a.amount, unit: a.unit })),
            verdict: r.verdict,
          })),
          findings: p.findings.map((f) => f.text),
        },
      };
    }
    case 'nutrient_targets': {
      const key = nutrientArg(args.nutrient);
      if (!key) return { error: 'unknown nutrient' };
      const v = views.get(key)!;
      return {
        nutrient: key,
        unit: v.unit,
        target: v.target,
        ul: v.ul,
        ulScope: v.ulScope,
        fromFood: v.fromFood,
        fromSupplements: v.fromSupplements,
        level: v.level,
        basis: ctx.plan ? 'your plan' : 'reference adults aged 30 (higher target, lower UL of men and women)',
        source: v.sourceRef,
      };
    }
    case 'check_interaction': {
      const supplement = typeof args.supplement === 'string' ? args.supplement : '';
      const substances = findSubstances(supplement);
      const medicine = typeof args.medicine === 'string' ? args.medicine : '';
      const drugIds = medicine
        ? searchDrugs(medicine, 1).map((h) => h.drug.id)
        : ctx.medicines.filter((id) => drugById(id) !== undefined);
      if (drugIds.length === 0) return { error: 'unknown medicine', rules: [] };
      if (substances.length === 0) return { error: 'unknown supplement', rules: [] };
      const wanted = new Set<string>(substances);
      const rules = taboosFor({ medicines: drugIds, substances }, locale)
        .filter((t) => wanted.has(t.target))
        .map((t) => ({
          drug: t.drug,
          supplement: t.supplement,
          kind: t.kind,
          severity: t.severity,
          mechanism: t.mechanism,
          advice: t.advice,
          separateHours: t.separateHours ?? null,
          source: t.source.ref,
        }));
      return {
        rules,
        note: rules.length ? undefined : 'No known interaction in our rules; advise asking a pharmacist.',
      };
    }
    case 'food_sources': {
      const key = nutrientArg(args.nutrient);
      if (!key) return { error: 'unknown nutrient' };
      return { nutrient: key, foods: foodSourcesFor(key, locale, 6) };
    }
    case 'search_products': {
      const key = nutrientArg(args.nutrient);
      const list = key
        ? CATALOGUE.filter((p) => nutrientKeysOf(p).includes(key)).slice(0, 5)
        : CATALOGUE.filter((p) => ctx.plan?.products.some((x) => x.productId === p.id));
      return {
        products: list.map((p) => ({
          productId: p.id,
          name: `${pick(BRANDS[p.brand], locale)} ${pick(p, locale)}`,
          dosage: p.servingsPerDay,
          usage: pick(p.usage, locale),
        })),
      };
    }
    default:
      return { error: `unknown tool ${String(name)}` };
  }
}

/** The guardrails every model answer is held to (the safety check enforces them afterwards too). */
export function assistantSystemPrompt(locale: Locale): string {
  return [
    'You are the nutrition assistant of the AI Nutritionist app.',
    `Answer in ${locale === 'zh-CN' ? 'Simplified Chinese' : 'English'}, the language of the user, in short Markdown without HTML.`,
    'Scope: nutrition guidance only (nutrients, foods, supplements, the user’s plan). You do not diagnose or treat; for anything else say what you can help with.',
    'Use the tools for every number: targets and upper limits (nutrient_targets, get_plan), interactions (check_interaction), foods (food_sources), products (search_products). Never invent a number.',
    'Never recommend a dose above the tolerable upper intake level (UL), counting the supplements the user already takes.',
    'Never tell anyone to stop, skip or change a prescribed medicine; suggest talking to their doctor or pharmacist.',
    'When a supplement interacts with a medicine the user takes, name the medicine, the severity and the advice.',
    'A dose question ("how much should I take") gets this user\'s dose from the plan (recommendations, marked "under medical supervision" when supervised), not a population figure; with kidney disease give no potassium or magnesium dose (their kidney doctor decides); in pregnancy no vitamin A (retinol) supplement.',
    'Answer every part of a multi-part question, in order.',
    'Statin with muscle aches or weakness: tell them to tell the prescriber soon and not to stop the statin on their own; dark urine, severe pain or weakness → see a doctor today. CoQ10 evidence is mixed: ask the prescriber first.',
    'Red-flag symptoms (chest pain, fainting, suicidal thoughts, severe allergic reaction, blood in stool or vomit, stroke signs, severe breathlessness): tell them to see a doctor now or call 120 (China) / 911 (US) first.',
  ].join('\n');
}
