import { useId, useRef, useState } from 'react';
import Popup from 'antd-mobile/es/components/popup';
import { useTranslation } from 'react-i18next';

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
  const titleRef = useRef<HTMLHeadingElement>(null);
  const [reasons, setReasons] = useState<Reason[]>([]);
  const [comment, setComment] = useState('');

  const toggle = (r: Reason) =>
    setReasons((list) => (list.includes(r) ? list.filter((x) => x !== r) : [...list, r]));

  return (
    <Popup
      visible={visible}
      onClose={onClose}
      onMaskClick={onClose}
      position="bottom"
      bodyClassName="chat-feedback"
      destroyOnClose
      afterShow={() => titleRef.current?.focus()}
      afterClose={() => {
        setReasons([]);
        setComment('');
      }}
    >
      <form
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${baseId}-title`}
        className="chat-feedback__inner"
        onSubmit={(e) => {
          e.preventDefault();
          const reason = reasons
            .map((r) => t(`chat.feedback.reason.${r}`))
            .join('; ')
            .slice(0, 100);
          onSubmit({ reason: reason || undefined, comment: comment.trim() || undefined });
        }}
      >
        <h2 id={`${baseId}-title`} ref={titleRef} tabIndex={-1}>
          {t('chat.feedback.title')}
        </h2>
        <fieldset className="chat-feedback__reasons">
          <legend>{t('chat.feedback.reasons')}</legend>
          {FEEDBACK_REASONS.map((r) => (
            <button
              key={r}
              type="button"
              className="chat-chip"
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
      </form>
    </Popup>
  );
}
