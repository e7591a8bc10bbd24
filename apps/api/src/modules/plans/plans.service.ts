import { ACCOUNT_CAPS, capReached } from '../../lib/account-caps';
import {
  fieldIssuesOf,
  LAB_MARKERS_PER_PLAN_MAX,
  parseAnswers,
  partialAnswersSchema,
  REQUIRED_ANSWER_KEYS,
  type Answers,
  type ClientType,
  type Locale,
  type MedicineEntry,
  type PartialAnswers,
  type ReviewedMedicine,
  engineResultSchema,
  planDocumentSchema,
  type LabValue,
  type PlanDocument,
  type PlanSummary,
  type PlanVersionSummary,
  type QuestionnaireType,
  type QuestionnaireView,
} from '@nutri/domain/contracts';
import { ENGINE_VERSION } from '@nutri/domain/engine';
import { nextStepFor } from '@nutri/domain/commerce';
import { markerByKey } from '@nutri/domain/labs';
import { drugById, resolveMedicine, resolveMedicineEntries } from '@nutri/domain/interactions';
import {
  effectiveAnswers,
  engineAnswersOf,
  labsOverPlanBound,
  planInputsFor,
  planResultFor,
  withReviewedLists,
} from '@nutri/domain/plan-life';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { DomainError, type FieldError } from '../../lib/errors';
import { decorationPlugin } from '../../lib/decoration-plugin';
import {
  plansRepository,
  type PlanDocumentRead,
  type PlanDocumentRow,
  type PlanRow,
  type QuestionnaireRow,
} from './plans.repository';

declare module 'fastify' {
  interface FastifyInstance {
    plansService: PlansService;
  }
}

function summary(plan: PlanRow, complete: boolean, hasDocument: boolean): PlanSummary {
  return {
    id: plan.id,
    customNutritionPlanId: plan.id,
    clientType: plan.clientType as ClientType,
    planType: plan.planType as QuestionnaireType,
    locale: plan.locale,
    nickname: plan.nickname,
    questionnaireComplete: complete,
    hasDocument,
    createdAt: plan.createdAt.toISOString(),
    updatedAt: plan.updatedAt.toISOString(),
  };
}

function fieldErrors(error: z.ZodError, prefix: string): FieldError[] {
  return error.issues.flatMap(fieldIssuesOf).map((i) => ({
    field: [prefix, ...i.path.map(String)].filter(Boolean).join('.'),
    message: i.message,
  }));
}

async function createPlan(
  db: Db,
  userId: string,
  body: { clientType: ClientType; planType: QuestionnaireType; nickname?: string },
  locale: Locale,
): Promise<PlanSummary> {
  if ((await plansRepository.countByUser(db, userId)) >= ACCOUNT_CAPS.plans) {
    throw capReached('plans', locale, 'planType');
  }
  const plan = await plansRepository.create(db, {
    userId,
    clientType: body.clientType,
    planType: body.planType,
    locale,
    nickname: body.nickname ?? '',
  });
  return summary(plan, false, false);
}

/** Required items of a complete set that are still missing. */
function missingItems(answers: PartialAnswers): string[] {
  return REQUIRED_ANSWER_KEYS.filter((k) => answers[k] === undefined);
}

/** Answers as a client sends them: medicines may be typed names or objects with a dose. */
type PartialAnswersInput = Omit<PartialAnswers, 'medicines'> & { medicines?: MedicineEntry[] };

/**
 * Every typed medicine reaches the taboo check (issue 15 §6): resolvable text is stored as its
 * dictionary id with its dose; text the person chose to keep as typed (`unlisted: true`) is stored
 * in `uncheckedMedicines` and named as not checked (eleventh clinician review); anything else is
 * refused with a 400 naming each entry, before anything is written, so nothing stored is lost.
 */
export function resolveAnswerMedicines(answers: PartialAnswersInput, locale: Locale): PartialAnswers {
  const { medicines, ...rest } = answers;
  // Names sent straight as `uncheckedMedicines` (the web form's "keep as typed") are never a way round
  // the dictionary: one it knows is refused, naming it, so it is picked and checked.
  const known = (rest.uncheckedMedicines ?? []).flatMap((name, i) => {
    const r = resolveMedicine(name);
    if (r.status !== 'resolved') return [];
    const message =
      locale === 'zh-CN'
        ? `“${name}”在药物列表里——请从列表中选择，才能核对它`
        : `'${name}' is in the medicine list — pick it from the list so it is checked`;
    return [{ field: `answers.uncheckedMedicines.${i}`, message }];
  });
  if (known.length > 0)
    throw new DomainError(
      'bad_request',
      `Invalid request: ${known.map((k) => `${k.field}: ${k.message}`).join('; ')}`,
      known,
    );
  if (medicines === undefined) return rest;
  const r = resolveMedicineEntries(medicines, locale);
  if (r.unresolved.length > 0) {
    throw new DomainError(
      'bad_request',
      `Invalid request: ${r.unresolved.map((u) => `answers.medicines.${u.index}: ${u.message}`).join('; ')}`,
      r.unresolved.map((u) => ({
        field: `answers.medicines.${u.index}`,
        message: u.message,
        ...(u.suggestions.length > 0 ? { suggestions: [...u.suggestions] } : {}),
      })),
    );
  }
  // A new medicine list replaces the stored doses too: a dose must never outlive its medicine.
  const doses = [
    ...r.doses,
    ...(rest.medicineDoses ?? []).filter((d) => r.ids.includes(d.id) && !r.doses.some((x) => x.id === d.id)),
  ];
  // Medicines kept as typed (`unlisted`, or sent beside the list) go with the list they came in: a new
  // list replaces them too.
  const unchecked = [...new Set([...(rest.uncheckedMedicines ?? []), ...r.unchecked])];
  return {
    ...rest,
    medicines: r.ids,
    medicineDoses: doses.length > 0 ? doses : undefined,
    uncheckedMedicines: unchecked.length > 0 ? unchecked : undefined,
  };
}

/**
 * Upsert answers: a partial save merges into what is stored (later answers win, per top-level item),
 * so an in-progress questionnaire survives reloads. With `complete`, the merged set must be a whole,
 * valid set; the plan is then generated at once.
 */
async function putQuestionnaire(
  db: Db,
  userId: string,
  body: {
    customNutritionPlanId: string;
    questionnaireType: QuestionnaireType;
    answers: PartialAnswersInput;
    complete: boolean;
  },
) {
  const found = await plansRepository.withQuestionnaire(db, body.customNutritionPlanId);
  if (!found) throw new DomainError('not_found', 'Plan not found');
  let plan = found.plan;
  const stored = found.questionnaire;
  const answers = resolveAnswerMedicines(body.answers, plan.locale);
  const merged: PartialAnswers = { ...((stored?.answers as PartialAnswers | undefined) ?? {}), ...answers };
  if (merged.medicineDoses === undefined) delete merged.medicineDoses;
  if (merged.uncheckedMedicines === undefined) delete merged.uncheckedMedicines;
  const mergedCheck = partialAnswersSchema.safeParse(merged);
  if (!mergedCheck.success) {
    throw new DomainError(
      'bad_request',
      'Invalid request: answers are inconsistent',
      fieldErrors(mergedCheck.error, 'answers'),
    );
  }
  const typedLabs = mergedCheck.data.labs;
  const markers =
    typedLabs && plan.reportLabs ? labsOverPlanBound(typedLabs, plan.reportLabs as LabValue[]) : null;
  if (markers !== null) {
    const message = `with the confirmed reports this plan would hold ${markers} different lab values; at most ${LAB_MARKERS_PER_PLAN_MAX}`;
    throw new DomainError('bad_request', `Invalid request: answers.labs: ${message}`, [
      { field: 'answers.labs', message },
    ]);
  }
  const full = parseAnswers(merged);
  if (body.complete && !full.success) {
    const errors = fieldErrors(full.error, 'answers');
    const missing = missingItems(merged).map((k) => ({
      field: `answers.${k}`,
      message: 'is required to finish the questionnaire',
    }));
    const all = [...missing, ...errors.filter((e) => !missing.some((m) => m.field === e.field))];
    throw new DomainError('bad_request', `Invalid request: ${all[0]?.field}: ${all[0]?.message}`, all);
  }
  const complete = full.success && (body.complete || stored?.complete === true);
  const saved = await plansRepository.upsertQuestionnaire(db, {
    planId: plan.id,
    userId,
    questionnaireType: body.questionnaireType,
    answers: merged,
    complete,
  });
  if (plan.planType !== body.questionnaireType && body.questionnaireType === 'deep_questionnaire') {
    plan = (await plansRepository.update(db, plan.id, { planType: body.questionnaireType })) ?? plan;
  }
  if (complete && merged.nickname && !plan.nickname) {
    plan = (await plansRepository.update(db, plan.id, { nickname: merged.nickname })) ?? plan;
  }
  // Finishing generates the plan at once; later partial edits regenerate it on the next read (the
  // stored document carries the hash of its inputs), so a save stays a small write.
  let hasDocument = true;
  if (body.complete) await documentFor(db, plan, saved);
  else hasDocument = (await plansRepository.document(db, plan.id)) !== undefined;
  return {
    customNutritionPlanId: plan.id,
    questionnaireType: body.questionnaireType,
    complete,
    missing: complete ? [] : missingItems(merged),
    answers: merged,
    plan: summary(plan, complete, hasDocument),
  };
}

function documentFrom(
  row: Pick<PlanDocumentRow, 'id' | 'document' | 'createdAt' | 'updatedAt'>,
  plan: PlanRow,
  questionnaireType: QuestionnaireType,
): PlanDocument {
  const engine = row.document as Omit<
    PlanDocument,
    'id' | 'customNutritionPlanId' | 'nickname' | 'questionnaireType' | 'nextStep' | 'createdAt' | 'updatedAt'
  >;
  return {
    ...engine,
    id: row.id,
    customNutritionPlanId: plan.id,
    nickname: plan.nickname,
    questionnaireType,
    nextStep: nextStepFor({
      questionnaireType,
      reportAnalysis: engine.reportAnalysis,
      medicineTaboos: engine.medicineTaboos,
      productReviews: engine.productReviews,
    }),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The plan document, regenerated when anything it was computed from changed (answers, locale,
 * engine version); otherwise the stored one.
 */
/** The engine's view of a plan's answers (plan-life), kept here for the tests that compare with it. */
export { effectiveAnswers };

export async function ensureDocument(db: Db, planId: string): Promise<PlanDocument> {
  const found = await plansRepository.withQuestionnaire(db, planId);
  if (!found) throw new DomainError('not_found', 'Plan not found');
  return documentFor(db, found.plan, found.questionnaire);
}

/**
 * The plan read in `language` (issue 19.1): in its own language, the stored document; in the other,
 * the same inputs through the engine under the plan's standards, so every number, product and
 * source stays as stored and only the words change (engine/language.test.ts). The stored document
 * (what orders and the assistant use) is never replaced by a reading.
 */
async function documentIn(db: Db, planId: string, language: Locale | undefined): Promise<PlanDocument> {
  const found = await plansRepository.withQuestionnaire(db, planId);
  if (!found) throw new DomainError('not_found', 'Plan not found');
  const stored = await documentFor(db, found.plan, found.questionnaire);
  if (!language || language === stored.locale) return stored;
  const inputs = planInputsFor(found.questionnaire!, found.plan);
  return { ...stored, ...planResultFor(engineAnswersOf(inputs), inputs, language) };
}

/**
 * A document's next lab tests and the ones typed without a test date: the reports module's
 * `retestFor` (it holds the confirmed reports' test dates), handed to the plan routes by app.ts.
 */
export type PlanRetest = (
  db: Db,
  document: PlanDocument,
  locale: Locale,
) => Promise<{
  retestDue: NonNullable<PlanDocument['retestDue']>;
  retestUndated: NonNullable<PlanDocument['retestUndated']>;
}>;

/**
 * The plan read (ADR 0036): one query with the owner in its WHERE. When the stored document is current
 * and asked in its own language, the answer's `data` is built around the stored text, never parsed or
 * re-serialised; otherwise (first read, inputs changed, the other language) the document as
 * `documentIn` makes it. `retestDue` and `retestUndated` read reports only when a marker of the document has an interval.
 */
async function readPlanDocument(
  db: Db,
  planId: string,
  userId: string,
  language: Locale | undefined,
  how: {
    notFound: () => Error;
    /** The document's next lab tests and the ones typed without a test date (`PlanRetest`). */
    retest: (document: PlanDocument, locale: Locale) => ReturnType<PlanRetest>;
  },
): Promise<{ text: string } | { document: PlanDocument }> {
  const row = await plansRepository.documentRead(db, planId, userId);
  if (!row) throw how.notFound();
  const stored = row.complete ? storedDocument(row, language) : undefined;
  if (stored) {
    const parts = {
      customNutritionPlanId: row.plan.id,
      reportAnalysis: stored.parts.reportAnalysis,
    } as PlanDocument;
    const tail = {
      id: stored.id,
      customNutritionPlanId: row.plan.id,
      nickname: row.plan.nickname,
      questionnaireType: row.questionnaireType,
      nextStep: nextStepFor({
        questionnaireType: row.questionnaireType as QuestionnaireType,
        reportAnalysis: parts.reportAnalysis,
        medicineTaboos: stored.parts.medicineTaboos,
        productReviews: stored.parts.productReviews,
      }),
      createdAt: stored.createdAt.toISOString(),
      updatedAt: stored.updatedAt.toISOString(),
      ...(await how.retest(parts, stored.parts.locale)),
    };
    const added = JSON.stringify(tail);
    const text = stored.text;
    return { text: text === '{}' ? added : `${text.slice(0, -1)}, ${added.slice(1)}` };
  }
  const document = await documentIn(db, planId, language);
  return { document: { ...document, ...(await how.retest(document, document.locale)) } };
}

/** The stored document when it is what the read must answer (current inputs, its own language). */
function storedDocument(row: PlanDocumentRead, language: Locale | undefined) {
  const { doc } = row;
  if (!doc || row.answers === null || row.questionnaireType === null) return undefined;
  if (language && language !== doc.parts.locale) return undefined;
  return planInputsFor({ answers: row.answers }, row.plan).inputHash === doc.inputHash ? doc : undefined;
}

async function documentFor(db: Db, plan: PlanRow, q: QuestionnaireRow | null): Promise<PlanDocument> {
  const planId = plan.id;
  if (!q || !q.complete) {
    throw new DomainError('conflict', 'The questionnaire for this plan is not complete yet');
  }
  const inputs = planInputsFor(q, plan);
  const { inputHash } = inputs;
  const questionnaireType = q.questionnaireType as QuestionnaireType;
  const existing = await plansRepository.document(db, planId);
  if (existing && existing.inputHash === inputHash) return documentFrom(existing, plan, questionnaireType);
  const result = planResultFor(engineAnswersOf(inputs), inputs);
  const row = await plansRepository.replaceDocument(db, {
    planId,
    userId: plan.userId,
    engineVersion: ENGINE_VERSION,
    questionnaireType,
    inputHash,
    // Validated (and stripped to the contract) once here: the plan read sends the stored text as it is,
    // without the response schema seeing it again (ADR 0036).
    document: engineResultSchema.parse(result),
  });
  return documentFrom(row, plan, questionnaireType);
}

/**
 * Store step inputs on a plan (review step, confirmed report values) and return the regenerated
 * document. The caller has already checked ownership and validated the values.
 */
async function setPlanInputs(
  db: Db,
  planId: string,
  inputs: {
    medicines?: ReviewedMedicine[];
    supplements?: NonNullable<Answers['supplements']>;
    reportLabs?: NonNullable<Answers['labs']>;
  },
): Promise<PlanDocument | null> {
  await plansRepository.setInputs(db, planId, inputs);
  const q = await plansRepository.questionnaire(db, planId);
  return q?.complete ? ensureDocument(db, planId) : null;
}

async function listPlans(db: Db, userId: string): Promise<{ list: PlanSummary[]; total: number }> {
  const rows = await plansRepository.listByUser(db, userId);
  const list = rows.map((r) => summary(r.plan, r.complete === true, r.docId !== null));
  return { list, total: list.length };
}

async function lastPlan(db: Db, userId: string) {
  const { list } = await listPlans(db, userId);
  const latest = list[0];
  if (!latest) return null;
  const document = latest.questionnaireComplete ? await ensureDocument(db, latest.id) : null;
  return { plan: latest, document };
}

async function renamePlan(db: Db, planId: string, nickname: string): Promise<PlanSummary> {
  const plan = await plansRepository.update(db, planId, { nickname });
  if (!plan) throw new DomainError('not_found', 'Plan not found');
  const q = await plansRepository.questionnaire(db, planId);
  const doc = await plansRepository.document(db, planId);
  return summary(plan, q?.complete === true, doc !== undefined);
}

/**
 * What the plan already knows, for a questionnaire that opens pre-filled (issue 18.1): nothing the
 * person gave once is asked again, and the deep questionnaire deepens this same plan.
 */
async function questionnaireView(db: Db, planId: string, locale: Locale): Promise<QuestionnaireView> {
  const found = await plansRepository.withQuestionnaire(db, planId);
  if (!found) throw new DomainError('not_found', 'Plan not found');
  const { plan, questionnaire } = found;
  const answers = withReviewedLists((questionnaire?.answers as PartialAnswers | undefined) ?? {}, plan);
  // A family member added by name has the name on the plan before any answer.
  if (!answers.nickname && plan.nickname) answers.nickname = plan.nickname;
  const medicineNames: Record<string, string> = {};
  for (const id of answers.medicines ?? []) {
    const drug = drugById(id);
    if (drug) medicineNames[id] = locale === 'zh-CN' ? drug.zh : drug.en;
  }
  const reportLabs = (plan.reportLabs as LabValue[] | null) ?? [];
  const labNames: Record<string, string> = {};
  for (const { marker } of [...(answers.labs ?? []), ...reportLabs]) {
    const row = markerByKey(marker);
    if (row) labNames[marker] = locale === 'zh-CN' ? row.zh : row.en;
  }
  return {
    customNutritionPlanId: plan.id,
    questionnaireType: (questionnaire?.questionnaireType as QuestionnaireType | undefined) ?? null,
    complete: questionnaire?.complete === true,
    answers,
    reportLabs,
    medicineNames,
    labNames,
  };
}

/** The plan's versions: the current document first, then the earlier ones, newest first. */
async function planVersions(db: Db, planId: string): Promise<{ list: PlanVersionSummary[]; total: number }> {
  const [current, earlier] = await Promise.all([
    plansRepository.document(db, planId),
    plansRepository.versions(db, planId),
  ]);
  const list: PlanVersionSummary[] = earlier.map((v) => ({
    version: v.version,
    current: false,
    questionnaireType: (v.questionnaireType || null) as QuestionnaireType | null,
    engineVersion: v.engineVersion,
    madeAt: v.madeAt.toISOString(),
  }));
  if (current) {
    list.unshift({
      version: (earlier[0]?.version ?? 0) + 1,
      current: true,
      questionnaireType: (current.questionnaireType as QuestionnaireType | null) ?? null,
      engineVersion: current.engineVersion,
      madeAt: current.updatedAt.toISOString(),
    });
  }
  return { list, total: list.length };
}

/**
 * An earlier version as it was made. One made by an older engine whose document no longer fits
 * today's shape is refused in plain words rather than sent half-readable.
 */
async function planVersion(db: Db, planId: string, version: number) {
  const plan = await plansRepository.byId(db, planId);
  const row = plan ? await plansRepository.version(db, planId, version) : undefined;
  if (!plan || !row) throw new DomainError('not_found', `Plan version ${version} not found`);
  const questionnaireType = (row.questionnaireType || plan.planType) as QuestionnaireType;
  const document = planDocumentSchema.safeParse(
    documentFrom(
      { id: row.id, document: row.document, createdAt: row.madeAt, updatedAt: row.madeAt },
      plan,
      questionnaireType,
    ),
  );
  if (!document.success) {
    throw new DomainError(
      'conflict',
      `Plan version ${version} was made by an earlier planner (${row.engineVersion}) and can no longer be shown; the account export holds it`,
    );
  }
  return {
    version: row.version,
    current: false,
    questionnaireType: (row.questionnaireType || null) as QuestionnaireType | null,
    engineVersion: row.engineVersion,
    madeAt: row.madeAt.toISOString(),
    document: document.data,
  };
}

/** The medicines the person takes as the plan has them: the review step's, else the questionnaire's (ids). */
async function medicinesOf(db: Db, planId: string): Promise<string[]> {
  const found = await plansRepository.withQuestionnaire(db, planId);
  return found?.questionnaire
    ? (effectiveAnswers(found.questionnaire.answers as Answers, found.plan).medicines ?? [])
    : [];
}

/**
 * The plans service as the app holds it (`app.plansService`): what the plan routes do, and what other
 * modules may ask of a plan — its document, its inputs, the engine's view of its answers. Other modules
 * never read the plans repository.
 */
function createPlansService() {
  return {
    createPlan,
    putQuestionnaire,
    ensureDocument,
    documentIn,
    readPlanDocument,
    setPlanInputs,
    listPlans,
    lastPlan,
    renamePlan,
    questionnaireView,
    planVersions,
    planVersion,
    medicinesOf,
    /** The plan row, or undefined. */
    byId: (db: Db, planId: string) => plansRepository.byId(db, planId),
    /** The plan's questionnaire (answers, type, whether complete), or undefined. */
    questionnaire: (db: Db, planId: string) => plansRepository.questionnaire(db, planId),
    /** The plan and its questionnaire in one query, or undefined. */
    withQuestionnaire: (db: Db, planId: string) => plansRepository.withQuestionnaire(db, planId),
  };
}

type PlansService = ReturnType<typeof createPlansService>;

export default decorationPlugin('plansService', createPlansService, { name: 'plans-service' });
