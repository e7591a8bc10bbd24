import type { FastifyInstance } from 'fastify';
import type {
  Locale,
  MedicineEntry,
  PlanDocument,
  SupplementIntake,
  SupplementOptionView,
} from '@nutri/domain/contracts';
import { pick } from '@nutri/domain/contracts';
import { DRUG_CLASSES, resolveMedicineEntries, searchDrugs } from '@nutri/domain/interactions';
import {
  searchSupplementOptions,
  supplementOptionById,
  supplementOptionsByCategory,
  type SupplementOption,
} from '@nutri/domain/review';
import { SUPPLEMENT_CATEGORY_LABELS, type SupplementCategory } from '@nutri/domain/knowledge/supplements';
import type { Db } from '../../db/client';
import { DomainError } from '../../lib/errors';
import { withDeps } from '../../lib/with-deps';
import { decorationPlugin } from '../../lib/decoration-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    medicinesService: ReturnType<typeof createMedicinesService>;
  }
}

/** What the medicines service reads of other modules: the plan whose step 3 it stores. */
type MedicinesDeps = Pick<FastifyInstance, 'plansService'>;

function searchMedicines(keyword: string, limit: number, locale: Locale) {
  // Tolerant: typos and doses typed into the box still find the medicine (pharmacist review B9).
  const hits = searchDrugs(keyword, limit, { tolerant: true });
  const list = hits.map(({ drug, score, suggested }) => ({
    id: drug.id,
    name: locale === 'zh-CN' ? drug.zh : drug.en,
    zh: drug.zh,
    en: drug.en,
    brands: [...drug.brands],
    classes: drug.classes.map((c) => ({ id: c, name: pick(DRUG_CLASSES[c], locale) })),
    score,
    ...(suggested ? { suggested: true } : {}),
  }));
  return { list, total: list.length };
}

function optionView(o: SupplementOption, locale: Locale): SupplementOptionView {
  return {
    id: o.id,
    name: pick(o, locale),
    names: { zh: o.zh, en: o.en },
    category: o.category,
    serving: o.serving,
    defaultDose: o.defaultDose,
  };
}

function supplementOptions(locale: Locale) {
  const list = supplementOptionsByCategory(locale).map((g) => ({
    category: g.category,
    label: g.label,
    labels: SUPPLEMENT_CATEGORY_LABELS[g.category as SupplementCategory],
    options: g.options.map((o) => optionView(supplementOptionById(o.id)!, locale)),
  }));
  return { list, total: list.length };
}

function supplementOptionsByName(name: string, limit: number, locale: Locale) {
  const list = searchSupplementOptions(name, limit).map((o) => optionView(o, locale));
  return { list, total: list.length };
}

async function requireCompleteQuestionnaire({ plansService }: MedicinesDeps, db: Db, planId: string) {
  const q = await plansService.questionnaire(db, planId);
  if (!q?.complete) throw new DomainError('conflict', 'Finish the questionnaire for this plan first');
}

/** Step 3, supplements: stored on the plan, which is regenerated; reviews appear in the plan document. */
async function reviewPlanSupplements(
  deps: MedicinesDeps,
  db: Db,
  planId: string,
  supplements: SupplementIntake[],
): Promise<{ productReviews: PlanDocument['productReviews']; plan: PlanDocument }> {
  const unknown = supplements
    .map((s, i) => ({ s, i }))
    .filter(({ s }) => s.optionId !== undefined && !supplementOptionById(s.optionId));
  if (unknown.length > 0) {
    throw new DomainError(
      'bad_request',
      `Invalid request: unknown supplement option ${unknown.map((u) => `"${u.s.optionId}"`).join(', ')}`,
      unknown.map(({ s, i }) => ({
        field: `supplements.${i}.optionId`,
        message: `unknown supplement option "${s.optionId}"`,
      })),
    );
  }
  await requireCompleteQuestionnaire(deps, db, planId);
  const plan = (await deps.plansService.setPlanInputs(db, planId, { supplements }))!;
  return { productReviews: plan.productReviews, plan };
}

/**
 * Step 3, medicines: every entry (id, typed name or object with a dose and form) is resolved to a
 * dictionary id, kept as typed when the person marked it `unlisted` (named in the plan as not checked),
 * or refused with a 400 naming it (issue 15 §6); the medicines are stored on the plan
 * with the dose and form each was given (issue 19.7), and the plan is regenerated with its taboos.
 */
async function checkPlanMedicines(
  deps: MedicinesDeps,
  db: Db,
  planId: string,
  medicines: MedicineEntry[],
): Promise<{ medicineTaboos: PlanDocument['medicineTaboos']; plan: PlanDocument }> {
  const found = await deps.plansService.withQuestionnaire(db, planId);
  const locale: Locale = found?.plan.locale ?? 'zh-CN';
  const { ids, doses, unresolved, unchecked } = resolveMedicineEntries(medicines, locale);
  if (unresolved.length > 0) {
    throw new DomainError(
      'bad_request',
      `Invalid request: ${unresolved.map((u) => `medicines.${u.index}: ${u.message}`).join('; ')}`,
      unresolved.map((u) => ({
        field: `medicines.${u.index}`,
        message: u.message,
        ...(u.suggestions.length > 0 ? { suggestions: [...u.suggestions] } : {}),
      })),
    );
  }
  await requireCompleteQuestionnaire(deps, db, planId);
  // A medicine kept as typed (`unlisted`) is stored as its text in `id`: unresolved on read, the plan
  // names it as not checked (until the dictionary learns it).
  const reviewed = [
    ...ids.map((id) => doses.find((d) => d.id === id) ?? { id }),
    ...unchecked.map((name) => ({ id: name })),
  ];
  const plan = (await deps.plansService.setPlanInputs(db, planId, { medicines: reviewed }))!;
  return { medicineTaboos: plan.medicineTaboos, plan };
}

/**
 * The medicines service as the app holds it (`app.medicinesService`): the medicine dictionary and the
 * supplement options (knowledge, no database), and step 3 stored on the plan.
 */
function createMedicinesService(deps: MedicinesDeps) {
  return {
    searchMedicines,
    supplementOptions,
    supplementOptionsByName,
    reviewPlanSupplements: withDeps(deps, reviewPlanSupplements),
    checkPlanMedicines: withDeps(deps, checkPlanMedicines),
  };
}

export default decorationPlugin('medicinesService', createMedicinesService, {
  name: 'medicines-service',
  dependencies: ['plans-service'],
});
