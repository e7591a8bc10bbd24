import type { FastifyInstance } from 'fastify';
import type {
  Answers,
  LabelConfirmBody,
  LabelReadingView,
  Locale,
  PlanDocument,
  SupplementIntake,
} from '@nutri/domain/contracts';
import { pick } from '@nutri/domain/contracts';
import { SUPPLEMENT_OPTIONS, type SupplementOptionRow } from '@nutri/domain/knowledge/supplements';
import { NUTRIENTS, type NutrientKey } from '@nutri/domain/nutrients';
import { convertDose, roundTo } from '@nutri/domain/units';
import type { Db } from '../../db/client';
import { DomainError, type FieldError } from '../../lib/errors';
import type { Storage } from '../../lib/storage';
import { withDeps } from '../../lib/with-deps';
import { decorationPlugin } from '../../lib/decoration-plugin';
import { ExtractionRefused, refusalMessage, type FileExtraction } from '../reports';

declare module 'fastify' {
  interface FastifyInstance {
    labelsService: ReturnType<typeof createLabelsService>;
  }
}

/**
 * A supplement label photo (issue 33 §3): read in the report photos' extraction processes (ADR 0015)
 * into figures for review; the reviewed figures stored as the plan's supplements, one entry per
 * nutrient, each counted from the label's strength per unit (`perUnit`, ADR 0032) — so the plan
 * counts the product against the UL like any supplement with a known strength.
 */

export const LABEL_MESSAGES = {
  notALabel: {
    zh: '这张照片看起来不是营养补充剂的标签，没有保存任何内容。请拍摄瓶身上的“营养成分表”或“每片含”部分。',
    en: 'This photo does not look like a supplement label; nothing was saved. Take a photo of the Supplement Facts panel on the bottle.',
  },
  nothingRead: {
    zh: '找到了标签，但没能读出任何营养素的含量。请在光线充足处正对标签重拍，或手动填写。',
    en: 'This looks like a label, but no nutrient amount could be read. Take the photo again straight on in good light, or type the figures in.',
  },
  unreadable: {
    zh: '无法读取此照片，请重新拍照。',
    en: 'This photo could not be read. Please take it again.',
  },
} as const;

/** Reads one file of the user's as a label (the pool's `kind: 'label'`). */
interface LabelExtractor {
  extract(
    bytes: Uint8Array,
    mime: string,
    markersMax: number,
    signal: AbortSignal | undefined,
    kind: 'label',
  ): Promise<FileExtraction>;
}

/** What the labels service reads of other modules: the uploads and the plan the label goes into. */
type LabelsDeps = Pick<FastifyInstance, 'filesService' | 'plansService'>;

async function readLabelPhoto(
  { filesService }: LabelsDeps,
  db: Db,
  storage: Storage,
  extractor: LabelExtractor,
  fileId: string,
  locale: Locale,
  signal?: AbortSignal,
): Promise<LabelReadingView> {
  const row = await filesService.byId(db, fileId);
  const bytes = row ? await storage.get(row.storageKey) : null;
  if (!row || !bytes)
    throw new DomainError('not_found', 'File not found', [{ field: 'fileId', message: 'file not found' }]);
  if (!row.mime.startsWith('image/'))
    throw new DomainError('unprocessable', pick(LABEL_MESSAGES.unreadable, locale), [
      { field: 'fileId', message: 'a label is read from a photo (JPEG, PNG or WebP)' },
    ]);
  let label;
  try {
    label = (await extractor.extract(bytes, row.mime, 0, signal, 'label')).label;
  } catch (err) {
    if (err instanceof ExtractionRefused)
      throw new DomainError('unprocessable', refusalMessage(err.refusal, locale), [
        { field: 'fileId', message: err.refusal.code },
      ]);
    if (signal?.aborted) throw err;
    // The extraction process failed (it is replaced for the next job): the photo was not read.
    throw new DomainError('unprocessable', pick(LABEL_MESSAGES.unreadable, locale), [
      { field: 'fileId', message: 'the photo could not be read' },
    ]);
  }
  if (!label) throw new DomainError('unprocessable', pick(LABEL_MESSAGES.unreadable, locale));
  const message = label.notALabel
    ? pick(LABEL_MESSAGES.notALabel, locale)
    : label.nutrients.length === 0
      ? pick(LABEL_MESSAGES.nothingRead, locale)
      : undefined;
  return { ...label, ...(message ? { message } : {}) };
}

/**
 * The catalogue option a label's nutrient is counted through: one holding only that nutrient (so
 * `perUnit` scales exactly that nutrient), of the salt the label names when there is one. Fibre has
 * none (no single-nutrient fibre option): such a nutrient is refused by name, not dropped silently.
 */
export function countingOptionFor(nutrient: NutrientKey, salt?: string): SupplementOptionRow | undefined {
  const plain = (SUPPLEMENT_OPTIONS as readonly SupplementOptionRow[]).filter(
    (o) =>
      o.contains.length === 1 &&
      o.contains[0]?.substance === nutrient &&
      o.main === nutrient &&
      !o.doseIsSalt &&
      !o.warning,
  );
  return (
    (salt ? plain.find((o) => o.saltForm === salt) : undefined) ??
    plain.find((o) => o.saltForm === undefined) ??
    plain[0]
  );
}

/** The entries a label product is stored as: named "<product> · <nutrient>", so a new confirm replaces them. */
const entryPrefix = (name: string) => `${name} · `;

export function labelEntries(
  body: LabelConfirmBody,
  locale: Locale,
): { entries: SupplementIntake[]; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const entries: SupplementIntake[] = [];
  body.nutrients.forEach((n, i) => {
    const canonical = NUTRIENTS[n.nutrient].unit;
    const perServing = convertDose(n.amount, n.unit, canonical, n.nutrient);
    if (perServing === null) {
      errors.push({
        field: `nutrients.${i}.unit`,
        message: `${n.unit} is not a unit of ${NUTRIENTS[n.nutrient].en}`,
      });
      return;
    }
    const option = countingOptionFor(n.nutrient, n.salt);
    if (!option) {
      errors.push({
        field: `nutrients.${i}.nutrient`,
        message: `${NUTRIENTS[n.nutrient].en} from a label cannot be counted yet; leave it out or add the product by name`,
      });
      return;
    }
    const perUnit = roundTo(perServing / body.serving.count, 4);
    if (!(perUnit > 0)) {
      errors.push({ field: `nutrients.${i}.amount`, message: 'must be positive' });
      return;
    }
    const nutrientName = locale === 'en-US' ? NUTRIENTS[n.nutrient].en : NUTRIENTS[n.nutrient].zh;
    entries.push({
      optionId: option.id,
      name: `${entryPrefix(body.name)}${nutrientName}`.slice(0, 100),
      dose: body.perDay,
      unit: body.serving.unit,
      perUnit: { amount: perUnit, unit: canonical },
      ...(body.prescribed ? { prescribed: true } : {}),
    });
  });
  return { entries, errors };
}

async function confirmLabel(
  { plansService }: LabelsDeps,
  db: Db,
  body: LabelConfirmBody,
): Promise<{ saved: number; productReviews: PlanDocument['productReviews']; plan: PlanDocument }> {
  const found = await plansService.withQuestionnaire(db, body.customNutritionPlanId);
  if (!found) throw new DomainError('not_found', 'Plan not found');
  if (!found.questionnaire?.complete)
    throw new DomainError('conflict', 'Finish the questionnaire for this plan first');
  const locale: Locale = found.plan.locale ?? 'zh-CN';
  const { entries, errors } = labelEntries(body, locale);
  if (errors.length > 0)
    throw new DomainError(
      'bad_request',
      `Invalid request: ${errors.map((e) => `${e.field}: ${e.message}`).join('; ')}`,
      errors,
    );
  const answers = found.questionnaire.answers as Answers;
  // The same product entered earlier by its name and matched to a generic option (a "Vitafusion PreNatal" counted as
  // the generic prenatal, 27 mg iron a gummy) is what the label now describes: the label replaces it (forty-second
  // clinician review, en S1 — the generic's iron stayed beside the confirmed label and the plan said "add 6 mg").
  const sameProduct = (name: string) => name.trim().toLowerCase() === body.name.trim().toLowerCase();
  const current = ((found.plan.supplements as SupplementIntake[] | null) ?? answers.supplements ?? []).filter(
    (s) =>
      !(typeof s.name === 'string' && (s.name.startsWith(entryPrefix(body.name)) || sameProduct(s.name))),
  );
  const supplements = [...current, ...entries];
  if (supplements.length > 50)
    throw new DomainError('bad_request', 'Invalid request: at most 50 supplements on a plan', [
      { field: 'nutrients', message: 'the plan holds at most 50 supplement entries' },
    ]);
  const plan = (await plansService.setPlanInputs(db, body.customNutritionPlanId, { supplements }))!;
  return { saved: entries.length, productReviews: plan.productReviews, plan };
}

/** The labels service as the app holds it (`app.labelsService`): read a label photo, confirm it into the plan. */
function createLabelsService(deps: LabelsDeps) {
  return {
    readLabelPhoto: withDeps(deps, readLabelPhoto),
    confirmLabel: withDeps(deps, confirmLabel),
  };
}

export default decorationPlugin('labelsService', createLabelsService, {
  name: 'labels-service',
  dependencies: ['files-service', 'plans-service'],
});
