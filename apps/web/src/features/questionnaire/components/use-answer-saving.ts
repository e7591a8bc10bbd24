import { useRef, useState } from 'react';
import type { QuestionnaireType } from '@nutri/domain/contracts';
import { isApiError } from '../../../lib/api-client';
import { putAnswers } from '../api/put-answers';
import { sameAnswers } from '../lib/same-answers';
import { useDraftStore } from '../stores/draft-store';

/** What the line above the main button says about saving the answers to the server. */
export type SaveStatus =
  | { state: 'idle' }
  | { state: 'saving' }
  | { state: 'saved' }
  | { state: 'failed'; reason: 'network' | 'server' };

const IDLE: SaveStatus = { state: 'idle' };

/**
 * Partial saves of a questionnaire's answers (issue 19.6): a save is sent only when the answers differ
 * from what the server last confirmed, "saved" is said only once the server has answered, and only for
 * the latest save (an earlier one finishing while a later one is under way says nothing). A failed save
 * says so in plain words and keeps the answers, which stay in the draft on the device; the next save
 * (or a retry) sends them again. Saves run one after another, in order.
 */
export function useAnswerSaving({
  type,
  ensurePlan,
  onFieldError,
}: {
  type: QuestionnaireType;
  /** The plan the answers belong to, created at the first save. */
  ensurePlan: () => Promise<string>;
  /** Shows a 400's field error at its question; true when it did. */
  onFieldError: (e: unknown) => boolean;
}) {
  const [status, setStatus] = useState<SaveStatus>(IDLE);
  const chain = useRef<Promise<unknown>>(Promise.resolve());
  const latestSave = useRef(0);
  const inFlight = useRef(0);

  const draftNow = () => useDraftStore.getState().drafts[type];
  const unsaved = () => {
    const d = draftNow();
    return d !== undefined && !sameAnswers(d.answers, d.saved ?? {});
  };

  /** Sends the answers if they changed; otherwise a finished save's message gives way to nothing. */
  const save = () => {
    if (!unsaved()) {
      if (inFlight.current === 0) setStatus(IDLE);
      return;
    }
    const id = ++latestSave.current;
    inFlight.current += 1;
    setStatus({ state: 'saving' });
    chain.current = chain.current
      .catch(() => undefined)
      .then(async () => {
        // An earlier save may already have sent these answers.
        if (!unsaved()) return;
        const planId = await ensurePlan();
        const answers = draftNow()?.answers ?? {};
        await putAnswers({ customNutritionPlanId: planId, questionnaireType: type, answers });
        if (draftNow()) useDraftStore.getState().update(type, (d) => ({ ...d, saved: answers }));
      })
      .then(
        () => {
          if (id === latestSave.current) setStatus({ state: 'saved' });
        },
        (e: unknown) => {
          if (id !== latestSave.current) return;
          if (onFieldError(e)) setStatus(IDLE);
          else setStatus({ state: 'failed', reason: isApiError(e) && e.status === 0 ? 'network' : 'server' });
        },
      )
      .finally(() => {
        inFlight.current -= 1;
      });
  };

  return {
    status,
    save,
    /** An answer changed: "saved" no longer describes what is on the screen (a failure still does). */
    edited: () => setStatus((s) => (s.state === 'saved' ? IDLE : s)),
    /** Resolves once every save asked for so far has finished, whatever its outcome. */
    settled: () => chain.current.catch(() => undefined),
  };
}
