import type { PartialAnswers, QuestionnaireType } from '@nutri/domain/contracts';
import { trimesterOfWeek } from '@nutri/domain/contracts/values';
import { CHOICE_OPTIONS, RANGES } from './options';

export type SectionId = 'about' | 'body' | 'activity' | 'lifestyle' | 'health';

export type ChoiceField =
  | 'gender'
  | 'activityLevel'
  | 'lifeStage'
  | 'dietPattern'
  | 'sunExposure'
  | 'alcohol'
  | 'smoking'
  | 'religiousFasting'
  | 'sleepQuality'
  | 'stressLevel';
export type MultiField = 'digestiveIssues' | 'goals' | 'conditions' | 'foodAllergies';
export type NumberField = 'age' | 'heightCm' | 'weightKg' | 'prePregnancyWeightKg' | 'gestationalWeek';

/** One screen of the questionnaire. */
export type Step =
  | { kind: 'nickname'; id: 'nickname'; section: SectionId }
  | { kind: 'choice'; id: ChoiceField; section: SectionId; options: readonly string[]; required: boolean }
  | { kind: 'number'; id: NumberField; section: SectionId }
  | { kind: 'multi'; id: MultiField; section: SectionId; options: readonly string[]; exclusive?: string }
  | { kind: 'foodFrequency'; id: 'foodFrequency'; section: SectionId }
  | { kind: 'scoff'; id: 'scoff'; section: SectionId }
  | { kind: 'medicines'; id: 'medicines'; section: SectionId }
  | { kind: 'supplements'; id: 'supplements'; section: SectionId }
  | { kind: 'labs'; id: 'labs'; section: SectionId }
  | { kind: 'upload'; id: 'upload'; section: SectionId };

const PREGNANT: ReadonlySet<string> = new Set(['pregnant_t1', 'pregnant_t2', 'pregnant_t3']);

/** Conditions offered to women only (answersSchema refuses them for a man). */
const WOMEN_ONLY_CONDITIONS: ReadonlySet<string> = new Set(['gestational_diabetes']);

/** Goals offered to women only: a man's `pregnancy_prep` would be stored and never read. */
const WOMEN_ONLY_GOALS: ReadonlySet<string> = new Set(['pregnancy_prep']);

/** Whether a life stage is a pregnancy (the pre-pregnancy weight is asked then and kept only then). */
function isPregnant(lifeStage: PartialAnswers['lifeStage']): boolean {
  return PREGNANT.has(lifeStage ?? 'none');
}

const choice = (id: ChoiceField, section: SectionId, required = false): Step => ({
  kind: 'choice',
  id,
  section,
  options: CHOICE_OPTIONS[id],
  required,
});
const multi = (
  id: MultiField,
  section: SectionId,
  exclusive?: string,
  options: readonly string[] = CHOICE_OPTIONS[id],
): Step => ({
  kind: 'multi',
  id,
  section,
  options,
  exclusive,
});

/**
 * The screens of a questionnaire, in order, for the answers so far: one question per screen, in sections
 * (about you → body → activity, or → lifestyle → health for the deep one). A section has no screen of its
 * own: its first question carries its name and lead line (issue 19.6), so every screen asks something.
 * Pregnancy and lactation are asked of women only.
 */
export function stepsFor(type: QuestionnaireType, answers: PartialAnswers): Step[] {
  const about: Step[] = [
    { kind: 'nickname', id: 'nickname', section: 'about' },
    choice('gender', 'about', true),
  ];
  const body: Step[] = [
    { kind: 'number', id: 'age', section: 'body' },
    { kind: 'number', id: 'heightCm', section: 'body' },
    { kind: 'number', id: 'weightKg', section: 'body' },
  ];
  if (type === 'short_questionnaire') {
    return [
      ...about,
      ...body,
      choice('activityLevel', 'activity', true),
      { kind: 'upload', id: 'upload', section: 'activity' },
    ];
  }
  return [
    ...about,
    ...(answers.gender === 'female' ? [choice('lifeStage', 'about')] : []),
    ...body,
    // In pregnancy BMI is judged on the weight before pregnancy (IOM 2009), so ask it then only.
    // The week sets the trimester and the weight gain expected by now (WS/T 801-2022; IOM 2009).
    ...(answers.gender === 'female' && PREGNANT.has(answers.lifeStage ?? 'none')
      ? [
          { kind: 'number' as const, id: 'prePregnancyWeightKg' as const, section: 'body' as const },
          { kind: 'number' as const, id: 'gestationalWeek' as const, section: 'body' as const },
        ]
      : []),
    choice('activityLevel', 'lifestyle', true),
    choice('dietPattern', 'lifestyle'),
    { kind: 'foodFrequency', id: 'foodFrequency', section: 'lifestyle' },
    choice('sunExposure', 'lifestyle'),
    choice('alcohol', 'lifestyle'),
    choice('smoking', 'lifestyle'),
    // Twelfth clinician review (zh P3, en P1): fasting in Ramadan on diabetes medicines.
    choice('religiousFasting', 'lifestyle'),
    choice('sleepQuality', 'lifestyle'),
    choice('stressLevel', 'lifestyle'),
    multi('digestiveIssues', 'health', 'none'),
    // Planning a pregnancy is a woman's goal (the engine does not read it for a man).
    multi(
      'goals',
      'health',
      undefined,
      answers.gender === 'male'
        ? CHOICE_OPTIONS.goals.filter((g) => !WOMEN_ONLY_GOALS.has(g))
        : CHOICE_OPTIONS.goals,
    ),
    // Optional eating-habits screen (SCOFF): a positive one keeps weight-loss advice out of the plan.
    { kind: 'scoff', id: 'scoff', section: 'health' },
    // Gestational diabetes is a woman's answer only; the server refuses it for a man.
    multi(
      'conditions',
      'health',
      undefined,
      answers.gender === 'female'
        ? CHOICE_OPTIONS.conditions
        : CHOICE_OPTIONS.conditions.filter((c) => !WOMEN_ONLY_CONDITIONS.has(c)),
    ),
    // Food allergies (fourteenth clinician review, en P4 #1): no food or product made from them in the plan.
    multi('foodAllergies', 'health'),
    { kind: 'medicines', id: 'medicines', section: 'health' },
    { kind: 'supplements', id: 'supplements', section: 'health' },
    { kind: 'labs', id: 'labs', section: 'health' },
  ];
}

/** Whether the step at `index` is the first of its section (it shows the section's lead line). */
export function opensSection(steps: readonly Step[], index: number): boolean {
  const step = steps[index];
  return step !== undefined && (index === 0 || steps[index - 1]?.section !== step.section);
}

/**
 * The step a stored step id stands for. Drafts saved before section pages were folded into their first
 * question may point at `intro-<section>`: that is the section's first question now.
 */
export function indexOfStepId(steps: readonly Step[], stepId: string): number {
  const exact = steps.findIndex((s) => s.id === stepId);
  if (exact >= 0 || !stepId.startsWith('intro-')) return exact;
  const section = stepId.slice('intro-'.length);
  return steps.findIndex((s) => s.section === section);
}

/** The sections of a step list, in order, without repeats. */
export function sectionsOf(steps: readonly Step[]): SectionId[] {
  const out: SectionId[] = [];
  for (const s of steps) if (!out.includes(s.section)) out.push(s.section);
  return out;
}

/** Which step shows an answer field (for server field errors such as `answers.age`). */
export function stepOfField(steps: readonly Step[], field: string): number {
  const name = field.replace(/^answers\./, '').split('.')[0] ?? '';
  return steps.findIndex((s) => s.id === name);
}

/**
 * A number answered; a valid week of pregnancy also sets the trimester (ACOG weeks 1–13, 14–27, 28 on),
 * so the stored life stage and week never disagree.
 */
export function withNumber(a: PartialAnswers, field: NumberField, value: number | undefined): PartialAnswers {
  const next: PartialAnswers = { ...a, [field]: value };
  const range = RANGES.gestationalWeek;
  if (
    field === 'gestationalWeek' &&
    value !== undefined &&
    Number.isInteger(value) &&
    value >= range.min &&
    value <= range.max &&
    isPregnant(a.lifeStage)
  )
    next.lifeStage = trimesterOfWeek(value);
  return next;
}

/**
 * A choice answered. Pregnancy and lactation are for women only (the server refuses them otherwise);
 * the pre-pregnancy weight and the week belong to a pregnancy only; a week that no longer fits the
 * trimester chosen is dropped, so it is asked again.
 */
export function withChoice(a: PartialAnswers, field: ChoiceField, value: string): PartialAnswers {
  const next = { ...a, [field]: value } as PartialAnswers;
  if (field === 'gender' && value === 'male') {
    delete next.lifeStage;
    // Gestational diabetes too (the conditions screen no longer offers it to a man).
    if (next.conditions) next.conditions = next.conditions.filter((c) => !WOMEN_ONLY_CONDITIONS.has(c));
    if (next.goals) next.goals = next.goals.filter((g) => !WOMEN_ONLY_GOALS.has(g));
  }
  if (!isPregnant(next.lifeStage)) {
    delete next.prePregnancyWeightKg;
    delete next.gestationalWeek;
  }
  if (
    field === 'lifeStage' &&
    next.gestationalWeek !== undefined &&
    trimesterOfWeek(next.gestationalWeek) !== next.lifeStage
  )
    delete next.gestationalWeek;
  return next;
}
