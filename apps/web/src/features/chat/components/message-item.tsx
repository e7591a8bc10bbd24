import { memo, useRef } from 'react';
import LikeOutline from 'antd-mobile-icons/es/LikeOutline';
import ExclamationTriangleOutline from 'antd-mobile-icons/es/ExclamationTriangleOutline';
import { useTranslation } from 'react-i18next';
import { copyRichText, copyText } from '../../../lib/clipboard';
import { LONG_PRESS_MS, TAP_TOLERANCE_PX } from '../../../lib/constants';
import type { FeedbackRating } from '../lib/chat-events';
import type { ViewMessage } from '../lib/chat-state';
import { ChatMarkdown, markdownToPlainText } from '../lib/markdown';
import { useRevealed } from '../lib/reveal';
import { ChatCardView } from './chat-cards';

export interface MessageItemProps {
  message: ViewMessage;
  onRate: (message: ViewMessage, rating: FeedbackRating) => void;
  onRetry?: (message: ViewMessage) => void;
}

/** Long press (500 ms, moving less than 5 px) on a bubble copies it too, as phone users expect. */
function useLongPress(onLongPress: () => void) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const start = useRef<{ x: number; y: number } | null>(null);
  const cancel = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    start.current = null;
  };
  return {
    onTouchStart: (e: React.TouchEvent) => {
      const touch = e.touches[0];
      if (!touch) return;
      start.current = { x: touch.clientX, y: touch.clientY };
      timer.current = setTimeout(() => {
        timer.current = null;
        onLongPress();
      }, LONG_PRESS_MS);
    },
    onTouchMove: (e: React.TouchEvent) => {
      const touch = e.touches[0];
      if (!touch || !start.current) return;
      if (Math.hypot(touch.clientX - start.current.x, touch.clientY - start.current.y) > TAP_TOLERANCE_PX)
        cancel();
    },
    onTouchEnd: cancel,
    onTouchCancel: cancel,
  };
}

/** One question or answer: text, cards, state, and for answers copy and feedback. */
export const MessageItem = memo(function MessageItem({ message: m, onRate, onRetry }: MessageItemProps) {
  const { t } = useTranslation();
  const bodyRef = useRef<HTMLDivElement>(null);
  const copy = () => {
    if (m.role === 'assistant' && bodyRef.current) {
      // The rendered answer as rich text; the clipboard helper falls back to plain text where needed.
      void copyRichText(bodyRef.current.innerHTML);
    } else {
      void copyText(m.role === 'assistant' ? markdownToPlainText(m.content) : m.content);
    }
  };
  const longPress = useLongPress(copy);
  // Answers streamed in this visit are written out on screen; an urgent one shows at once.
  const content = useRevealed(m.content, m.role === 'assistant' && m.deltas > 0 && !m.urgent);

  if (m.role === 'user') {
    return (
      <li className="chat-msg chat-msg--user" data-role="user">
        <span className="visually-hidden">{t('chat.you')}: </span>
        <div className="chat-bubble chat-bubble--user" {...longPress}>
          {m.content}
        </div>
      </li>
    );
  }

  const streaming = m.status === 'streaming';
  const waiting = streaming && m.content === '' && m.cards.length === 0;
  const finished = m.status === 'complete' || m.status === 'stopped';
  return (
    <li
      className="chat-msg chat-msg--assistant"
      data-role="assistant"
      data-status={m.status}
      data-deltas={m.deltas}
      data-message-id={m.id ?? ''}
      aria-busy={streaming}
    >
      <span className="visually-hidden">{t('chat.assistant')}: </span>
      <div className={m.urgent ? 'chat-bubble chat-bubble--urgent' : 'chat-bubble'} {...longPress}>
        {m.urgent ? (
          <p className="chat-urgent__title" role="alert">
            <ExclamationTriangleOutline aria-hidden="true" />
            {t('chat.urgentTitle')}
          </p>
        ) : null}
        {/* The numbers to call come before the text: someone in an emergency should not have to scroll. */}
        {m.cards
          .filter((card) => card.type === 'urgent')
          .map((card, i) => (
            <ChatCardView key={`urgent-${i}`} card={card} />
          ))}
        {waiting ? (
          <p className="chat-thinking">
            <span className="chat-thinking__dots" aria-hidden="true">
              <i />
              <i />
              <i />
            </span>
            {t('chat.thinking')}
          </p>
        ) : null}
        {m.content ? (
          <div ref={bodyRef} className={streaming ? 'chat-answer chat-answer--streaming' : 'chat-answer'}>
            <ChatMarkdown text={content} />
          </div>
        ) : null}
        {m.cards
          .filter((card) => card.type !== 'urgent')
          .map((card, i) => (
            <ChatCardView key={i} card={card} />
          ))}
        {m.status === 'stopped' ? <p className="app-meta chat-msg__note">{t('chat.stopped')}</p> : null}
        {m.status === 'error' ? (
          <div className="chat-msg__error" role="alert">
            <p>{m.error ? `${t('chat.failed')}: ${m.error}` : t('chat.failed')}</p>
            {onRetry ? (
              <button type="button" className="chat-link-button" onClick={() => onRetry(m)}>
                {t('chat.retry')}
              </button>
            ) : null}
          </div>
        ) : null}
      </div>
      {finished && (m.content || m.cards.length > 0) ? (
        <div className="chat-actions">
          <button type="button" className="chat-action" onClick={copy}>
            {t('chat.copy')}
          </button>
          {m.id ? (
            <>
              <RateButton rating="up" pressed={m.feedback === 'up'} onRate={() => onRate(m, 'up')} />
              <RateButton rating="down" pressed={m.feedback === 'down'} onRate={() => onRate(m, 'down')} />
            </>
          ) : null}
        </div>
      ) : null}
    </li>
  );
});

/** A thumbs up or down on an answer; pressed when it is the rating given. */
function RateButton({
  rating,
  pressed,
  onRate,
}: {
  rating: FeedbackRating;
  pressed: boolean;
  onRate: () => void;
}) {
  const { t } = useTranslation();
  const label = rating === 'up' ? t('chat.like') : t('chat.dislike');
  return (
    <button
      type="button"
      className={
        rating === 'up' ? 'chat-action chat-action--icon' : 'chat-action chat-action--icon chat-action--down'
      }
      aria-pressed={pressed}
      aria-label={label}
      title={label}
      onClick={onRate}
    >
      <LikeOutline aria-hidden="true" />
    </button>
  );
}
