import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../lib/toast';
import type { FeedbackRating } from '../lib/chat-events';
import { rateAnswer } from '../lib/chat-session';
import type { ViewMessage } from '../lib/chat-state';

/**
 * Thumbs on an answer: up is sent at once; down opens the feedback sheet, whose reason and comment go
 * with it. The mark shows at once (the chat store); a toast says whether it was kept.
 */
export function useRating() {
  const { t } = useTranslation();
  const [rating, setRating] = useState<ViewMessage | null>(null);
  const [sheetOpen, setSheetOpen] = useState(false);
  const send = useCallback(
    (input: Parameters<typeof rateAnswer>[0]) =>
      rateAnswer(input).then(
        () => void showToast(t('chat.feedbackThanks')),
        () => void showToast(t('chat.feedbackFailed')),
      ),
    [t],
  );

  const onRate = useCallback(
    (m: ViewMessage, value: FeedbackRating) => {
      if (!m.id) return;
      if (value === 'down') {
        setRating(m);
        setSheetOpen(true);
        return;
      }
      void send({ messageId: m.id, rating: 'up' });
    },
    [send],
  );

  return {
    onRate,
    /** The answer rated down, once one was (the sheet stays mounted after that). */
    rating,
    sheetOpen,
    closeSheet: () => setSheetOpen(false),
    submitDown: ({ reason, comment }: { reason?: string; comment?: string }) => {
      const id = rating?.id;
      setSheetOpen(false);
      if (!id) return;
      void send({ messageId: id, rating: 'down', reason, comment });
    },
  };
}
