import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BottomSheet } from '../../../components/bottom-sheet';

export const FEEDBACK_REASONS = ['inaccurate', 'offTopic', 'vague', 'unsafe', 'other'] as const;
type Reason = (typeof FEEDBACK_REASONS)[number];
const COMMENT_MAX = 500;

export interface FeedbackSheetProps {
  visible: boolean;
  onClose: () => void;
  /** `reason` is the reason's text in the current language (what a reviewer reads). */
  onSubmit: (input: { reason?: string; comment?: string }) => void;
}

/** The small form behind a thumbs down: one or more reasons and an optional comment. */
export function FeedbackSheet({ visible, onClose, onSubmit }: FeedbackSheetProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const [reasons, setReasons] = useState<Reason[]>([]);
  const [comment, setComment] = useState('');

  const toggle = (r: Reason) =>
    setReasons((list) => (list.includes(r) ? list.filter((x) => x !== r) : [...list, r]));

  return (
    <BottomSheet
      visible={visible}
      onClose={onClose}
      title={t('chat.feedback.title')}
      bodyClassName="chat-feedback"
      className="chat-feedback__inner"
      afterClose={() => {
        setReasons([]);
        setComment('');
      }}
      onSubmit={() => {
        const reason = reasons
          .map((r) => t(`chat.feedback.reason.${r}`))
          .join('; ')
          .slice(0, 100);
        onSubmit({ reason: reason || undefined, comment: comment.trim() || undefined });
      }}
    >
      <fieldset className="app-fieldset chat-feedback__reasons">
        <legend>{t('chat.feedback.reasons')}</legend>
        {FEEDBACK_REASONS.map((r) => (
          <button
            key={r}
            type="button"
            className="app-tile-button chat-chip"
            aria-pressed={reasons.includes(r)}
            onClick={() => toggle(r)}
          >
            {t(`chat.feedback.reason.${r}`)}
          </button>
        ))}
      </fieldset>
      <label htmlFor={`${baseId}-comment`} className="chat-feedback__label">
        {t('chat.feedback.comment')}
      </label>
      <textarea
        id={`${baseId}-comment`}
        className="chat-feedback__comment"
        rows={3}
        maxLength={COMMENT_MAX}
        value={comment}
        placeholder={t('chat.feedback.commentPlaceholder')}
        onChange={(e) => setComment(e.target.value)}
      />
      <div className="chat-feedback__actions">
        <button type="button" className="app-button" onClick={onClose}>
          {t('chat.feedback.cancel')}
        </button>
        <button type="submit" className="app-button app-button--primary">
          {t('chat.feedback.submit')}
        </button>
      </div>
    </BottomSheet>
  );
}
