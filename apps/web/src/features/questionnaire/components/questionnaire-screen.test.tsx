import { act, fireEvent, screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { BodyOf, PartialAnswers, PlanSummary, QuestionnaireView } from '@nutri/domain/contracts';
import { waitUntil } from '../../../testing/dom';
import { answerApi, fail, mockApi, server } from '../../../testing/msw';
import { renderRoutes, resetAppState, setTestLocale } from '../../../testing/render';
import { useMeasurementStore } from '../../../stores/measurement-store';
import { useDraftStore } from '../stores/draft-store';
import { QuestionnaireScreen } from './questionnaire-screen';

const PLAN = '0b7c4c8e-6f1a-4a57-9d40-2f3f1d3c9a11';

const summary = (): PlanSummary => ({
  id: PLAN,
  customNutritionPlanId: PLAN,
  clientType: 'web',
  planType: 'short_questionnaire',
  locale: 'en-US',
  nickname: '',
  questionnaireComplete: false,
  hasDocument: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

/** Every save the screen sent, in order; `hold` keeps the next answers back until it is called. */
let saves: BodyOf<'putQuestionnaire'>[];
let created: number;
let hold: (() => void) | null;
let failNext: 'server' | 'network' | null;

const putHandler = answerApi('putQuestionnaire', async ({ body }) => {
  saves.push(body);
  if (failNext) {
    const kind = failNext;
    failNext = null;
    return kind === 'network' ? HttpResponse.error() : fail(500, 'Internal Server Error');
  }
  await new Promise<void>((resolve) => {
    hold = resolve;
    if (!holding) resolve();
  });
  return {
    customNutritionPlanId: PLAN,
    questionnaireType: body.questionnaireType,
    complete: false,
    missing: [],
    answers: body.answers as PartialAnswers,
    plan: summary(),
  };
});
let holding = false;

mockApi(
  answerApi('createPlan', () => {
    created += 1;
    return summary();
  }),
  putHandler,
);

async function open(entry = '/questionnaire') {
  return renderRoutes(
    [
      { path: '/questionnaire', element: <QuestionnaireScreen type="short_questionnaire" /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    entry,
  );
}

const step = () => document.querySelector('.qs')?.getAttribute('data-step');
const tap = async (name: string) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
    await new Promise((r) => setTimeout(r, 0));
  });
};
const saved = () => screen.queryByText('Answers saved');
/** Opens the questionnaire, answers its first question and taps Next while the save fails as `failure`. */
async function answerWithFailingSave(failure: 'server' | 'network') {
  await open();
  fireEvent.change(screen.getByRole('textbox'), { target: { value: 'Sam' } });
  failNext = failure;
  await tap('Next');
  await waitUntil(() => document.querySelector('.qs__save-failed') !== null, 'the failure');
}
/** Lets pending requests and the saves' promise chain run. */
const settle = () => act(() => new Promise((r) => setTimeout(r, 50)));

beforeEach(() => {
  resetAppState();
  useDraftStore.setState({ drafts: {} });
  useMeasurementStore.setState({ chosen: 'metric' });
  setTestLocale('en-US');
  saves = [];
  created = 0;
  hold = null;
  holding = false;
  failNext = null;
});

describe('the short questionnaire has no intro-only screen (issue 19.6)', () => {
  it('opens on its first question, which names the section and says in one line what it is for', async () => {
    await open();
    expect(step()).toBe('nickname');
    screen.getByRole('heading', { name: 'Who is this plan for?' });
    screen.getByText('Part 1 of 3 · About you');
    const lead = screen.getByText('Who the plan is for, and sex: it sets many targets.');
    // The question is described by the section's lead, so a screen reader hears it with the question.
    expect(
      screen.getByRole('heading', { name: 'Who is this plan for?' }).getAttribute('aria-describedby'),
    ).toBe(lead.id);
    // The count is of questions: nickname, sex, age, height, weight, activity, report.
    screen.getByText('1/7');
    expect(screen.queryByRole('button', { name: 'Start' })).toBeNull();
  });

  it('the next section opens on its own first question; a question inside a section has no lead', async () => {
    await open();
    await tap('Skip');
    expect(step()).toBe('gender');
    screen.getByText('2/7');
    expect(screen.queryByText('Who the plan is for, and sex: it sets many targets.')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: /^Female/ }));
    await tap('Next');
    expect(step()).toBe('age');
    screen.getByText('Part 2 of 3 · Your body');
    screen.getByText('For your BMI, metabolism and daily energy needs.');
    screen.getByText('3/7');
  });
});

// Each test walks several screens with antd-mobile's wheels, which are slow to render in happy-dom.
describe('"Answers saved" only after a save succeeded (issue 19.6)', { timeout: 20_000 }, () => {
  it('says nothing on opening, sends nothing for an unchanged answer, and says saved once the server answered', async () => {
    await open();
    expect(saved()).toBeNull();
    // An empty nickname is nothing to save: no plan is made, no save is sent, nothing is said.
    await tap('Skip');
    await settle();
    expect(created).toBe(0);
    expect(saves).toHaveLength(0);
    expect(saved()).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: /^Female/ }));
    holding = true;
    await tap('Next');
    await waitUntil(() => saves.length === 1, 'the save');
    // Sent, not yet answered: saving, not saved.
    screen.getByText('Saving…');
    expect(saved()).toBeNull();
    act(() => hold?.());
    await waitUntil(() => saved() !== null, '"Answers saved"');
    // The save sends the answers as they are when it runs (the age step has shown its starting 30).
    expect(saves[0]!.answers).toMatchObject({ gender: 'female' });

    // Back to the same answer and on again, unchanged: no save, and no "saved" for it.
    await tap('Back');
    expect(step()).toBe('gender');
    await tap('Next');
    await settle();
    expect(saves).toHaveLength(1);
    expect(saved()).toBeNull();
  });

  it('an answer changed after a save is no longer called saved', async () => {
    await open();
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'Sam' } });
    await tap('Next');
    await waitUntil(() => saved() !== null, '"Answers saved"');
    fireEvent.click(screen.getByRole('radio', { name: /^Male/ }));
    expect(saved()).toBeNull();
  });

  it('a failed save says so in plain words, keeps the answer, and a retry saves it', async () => {
    await answerWithFailingSave('server');
    // Announced at once, as an alert.
    expect(document.querySelector('.qs__save-failed')?.getAttribute('role')).toBe('alert');
    screen.getByText('Not saved: the server had a problem. Everything you entered is still on this device.');
    expect(saved()).toBeNull();
    // Nothing typed is lost: the draft keeps it and the question shows it again.
    expect(useDraftStore.getState().drafts.short_questionnaire?.answers.nickname).toBe('Sam');
    await tap('Back');
    expect((screen.getByRole('textbox') as HTMLInputElement).value).toBe('Sam');

    await tap('Try again');
    await waitUntil(() => saved() !== null, '"Answers saved" after the retry');
    expect(document.querySelector('.qs__save-failed')).toBeNull();
    expect(saves.at(-1)!.answers).toEqual({ nickname: 'Sam' });
  });

  it('a save that cannot reach the server says that', async () => {
    await answerWithFailingSave('network');
    screen.getByText(
      "Not saved: the server can't be reached. Everything you entered is still on this device.",
    );
    expect(saved()).toBeNull();
  });

  it('a questionnaire opened pre-filled says nothing and saves nothing until an answer changes', async () => {
    const view: QuestionnaireView = {
      customNutritionPlanId: PLAN,
      questionnaireType: 'short_questionnaire',
      complete: false,
      answers: { nickname: 'Sam', gender: 'male', age: 40, heightCm: 180, weightKg: 75 },
      reportLabs: [],
      medicineNames: {},
      labNames: {},
    };
    server.use(answerApi('getQuestionnaire', () => view));
    await open(`/questionnaire?id=${PLAN}`);
    await waitUntil(() => step() === 'activityLevel', 'the first open question');
    await settle();
    expect(saved()).toBeNull();
    expect(saves).toHaveLength(0);

    // Back over a carried answer and on again: nothing changed, nothing sent, nothing said.
    await tap('Back');
    expect(step()).toBe('weightKg');
    await tap('Back');
    expect(step()).toBe('heightCm');
    await tap('Next');
    await tap('Next');
    await settle();
    expect(step()).toBe('activityLevel');
    expect(saves).toHaveLength(0);
    expect(saved()).toBeNull();

    // The activity level is new: it is saved, and said so.
    fireEvent.click(screen.getByRole('radio', { name: /^Moderately active/ }));
    await tap('Next');
    await waitUntil(() => saved() !== null, '"Answers saved"');
    expect(saves).toHaveLength(1);
    expect(saves[0]!.answers).toEqual({ ...view.answers, activityLevel: 'moderate' });
    expect(created).toBe(0);
  });
});
