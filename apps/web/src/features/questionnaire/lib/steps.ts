import type { PartialAnswers, QuestionnaireType } from '@nutri/domain/contracts';
import { CHOICE_OPTIONS } from './options';

export type SectionId = 'about' | 'body' | 'activity' | 'lifestyle' | 'health';

export type ChoiceField =
  | 'gender'
  | 'activityLevel'
  | 'lifeStage'
  | 'dietPattern'
  | 'sunExposure'
  | 'alcohol'
  | 'smoking'
  | 'sleepQuality'
  | 'stressLevel';
export type MultiField = 'digestiveIssues' | 'goals' | 'conditions';
export type NumberField = 'age' | 'heightCm' | 'weightKg' | 'prePregnancyWeightKg';

/** One screen of the questionnaire. */
export type Step =
  | { kind: 'intro'; id: `intro-${SectionId}`; section: SectionId }
  | { kind: 'nickname'; id: 'nickname'; section: SectionId }
  | { kind: 'choice'; id: ChoiceField; section: SectionId; options: readonly string[]; required: boolean }
  | { kind: 'number'; id: NumberField; section: SectionId }
  | { kind: 'multi'; id: MultiField; section: SectionId; options: readonly string[]; exclusive?: string }
  | { kind: 'foodFrequency'; id: 'foodFrequency'; section: SectionId }
  | { kind: 'medicines'; id: 'medicines'; section: SectionId }
  | { kind: 'supplements'; id: 'supplements'; section: SectionId }
  | { kind: 'labs'; id: 'labs'; section: SectionId }
  | { kind: 'upload'; id: 'upload'; section: SectionId };

export type StepId = Step['id'];

const PREGNANT: ReadonlySet<string> = new Set(['pregnant_t1', 'pregnant_t2', 'pregnant_t3']);

/** Whether a life stage is a pregnancy (the pre-pregnancy weight is asked then and kept only then). */
export function isPregnant(lifeStage: PartialAnswers['lifeStage']): boolean {
  return PREGNANT.has(lifeStage ?? 'none');
}

const intro = (section: SectionId): Step => ({ kind: 'intro', id: `intro-${section}`, section });
const choice = (id: ChoiceField, section: SectionId, required = false): Step => ({
  kind: 'choice',
  id,
  section,
  options: CHOICE_OPTIONS[id],
  required,
});
const multi = (id: MultiField, section: SectionId, exclusive?: string): Step => ({
  kind: 'multi',
  id,
  section,
  options: CHOICE_OPTIONS[id],
  exclusive,
});

/**
 * The screens of a questionnaire, in order, for the answers so far: section pages between sections
 * (about you → body → activity, or → lifestyle → health for the deep one), one question per screen.
 * Pregnancy and lactation are asked of women only.
 */
export function stepsFor(type: QuestionnaireType, answers: PartialAnswers): Step[] {
  const about: Step[] = [
    intro('about'),
    { kind: 'nickname', id: 'nickname', section: 'about' },
    choice('gender', 'about', true),
  ];
  const body: Step[] = [
    intro('body'),
    { kind: 'number', id: 'age', section: 'body' },
    { kind: 'number', id: 'heightCm', section: 'body' },
    { kind: 'number', id: 'weightKg', section: 'body' },
  ];
  if (type === 'short_questionnaire') {
    return [
      ...about,
      ...body,
      intro('activity'),
      choice('activityLevel', 'activity', true),
      { kind: 'upload', id: 'upload', section: 'activity' },
    ];
  }
  return [
    ...about,
    ...(answers.gender === 'female' ? [choice('lifeStage', 'about')] : []),
    ...body,
    // In pregnancy BMI is judged on the weight before pregnancy (IOM 2009), so ask it then only.
    ...(answers.gender === 'female' && PREGNANT.has(answers.lifeStage ?? 'none')
      ? [{ kind: 'number' as const, id: 'prePregnancyWeightKg' as const, section: 'body' as const }]
      : []),
    intro('lifestyle'),
    choice('activityLevel', 'lifestyle', true),
    choice('dietPattern', 'lifestyle'),
    { kind: 'foodFrequency', id: 'foodFrequency', section: 'lifestyle' },
    choice('sunExposure', 'lifestyle'),
    choice('alcohol', 'lifestyle'),
    choice('smoking', 'lifestyle'),
    choice('sleepQuality', 'lifestyle'),
    choice('stressLevel', 'lifestyle'),
    intro('health'),
    multi('digestiveIssues', 'health', 'none'),
    multi('goals', 'health'),
    multi('conditions', 'health'),
    { kind: 'medicines', id: 'medicines', section: 'health' },
    { kind: 'supplements', id: 'supplements', section: 'health' },
    { kind: 'labs', id: 'labs', section: 'health' },
  ];
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
