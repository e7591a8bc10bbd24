import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../lib/toast';
import { useQuestionSent } from '../api/list-conversations';
import { sendQuestion } from '../lib/chat-session';

/** Counts down the seconds left after a 429; 0 when sending is allowed. */
function useCountdown(): [number, (seconds: number) => void] {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((s) => Math.max(0, s - 1)), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return [left, setLeft];
}

/**
 * Asking a question, from the box (`fromInput`: the box empties) or a tap on a suggestion: nothing while
 * an answer streams or a rate limit counts down. A question refused before its answer began goes back
 * into the box, and the reason is said (the seconds to wait, counted down, or the server's message).
 */
export function useAsk({ streaming, beforeSend }: { streaming: boolean; beforeSend: () => void }) {
  const { t } = useTranslation();
  const questionSent = useQuestionSent();
  const [draft, setDraft] = useState('');
  const [waitSeconds, setWaitSeconds] = useCountdown();
  const [notice, setNotice] = useState('');

  const ask = useCallback(
    async (question: string, fromInput: boolean) => {
      if (question.trim() === '' || streaming || waitSeconds > 0) return;
      setNotice('');
      if (fromInput) setDraft('');
      beforeSend();
      const result = await sendQuestion(question);
      questionSent();
      if (result.ok) return;
      // Refused before any answer: nothing is lost, the question goes back into the box.
      if (fromInput) setDraft((d) => (d === '' ? question : d));
      if (result.kind === 'rate') {
        setWaitSeconds(result.seconds);
        const text = t('chat.rateLimited', { seconds: result.seconds });
        setNotice(text);
        void showToast(text);
      } else {
        const text = result.message
          ? t('chat.sendFailed', { message: result.message })
          : t('chat.sendFailedPlain');
        setNotice(text);
        void showToast(text);
      }
    },
    [streaming, waitSeconds, beforeSend, questionSent, setWaitSeconds, t],
  );

  return {
    ask,
    draft,
    setDraft,
    waitSeconds,
    /** What the line above the box says: the countdown while it runs, else the last refusal. */
    notice: waitSeconds > 0 ? t('chat.rateLimited', { seconds: waitSeconds }) : notice,
    clearNotice: () => setNotice(''),
    /** Nothing can be sent now: an answer streams or a rate limit counts down. */
    blocked: streaming || waitSeconds > 0,
  };
}
