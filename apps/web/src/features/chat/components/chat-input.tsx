import { forwardRef, useId, useImperativeHandle, useRef } from 'react';
import UploadOutline from 'antd-mobile-icons/es/UploadOutline';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { hrefWithPlan, paths } from '../../../config/paths';
import { usePlanStore } from '../../../stores/plan-store';
import { CHAT_CONTENT_MAX } from '../lib/chat-state';

export interface ChatInputHandle {
  focus: () => void;
}

export interface ChatInputProps {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  onStop: () => void;
  streaming: boolean;
  stopping: boolean;
  /** Seconds left before sending is allowed again (429), or 0. */
  waitSeconds: number;
  onFocus?: () => void;
}

/**
 * The question box: grows with the text up to a few lines, Enter sends on a hardware keyboard
 * (Shift+Enter for a new line; phones send with the button), Stop replaces Send while an answer
 * streams, and a button leads to the report upload.
 */
export const ChatInput = forwardRef<ChatInputHandle, ChatInputProps>(function ChatInput(
  { value, onChange, onSend, onStop, streaming, stopping, waitSeconds, onFocus },
  ref,
) {
  const { t } = useTranslation();
  const id = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  const planId = usePlanStore((s) => s.currentActiveQsId);
  useImperativeHandle(ref, () => ({ focus: () => area.current?.focus() }), []);
  const tooLong = value.length > CHAT_CONTENT_MAX;
  // On iOS and in WeChat a tap that takes the focus from the box closes the keyboard, the bar moves
  // down with it, and the tap's click lands where the button was: the first tap was lost. Keeping
  // the focus in the box keeps the bar, and the button, where the finger is.
  const keepFocus = (e: { preventDefault: () => void }) => e.preventDefault();
  const canSend = !streaming && value.trim() !== '' && !tooLong && waitSeconds === 0;

  return (
    <form
      className="chat-input"
      onSubmit={(e) => {
        e.preventDefault();
        if (canSend) onSend();
      }}
    >
      <Link
        className="app-icon-button chat-input__upload"
        to={hrefWithPlan(paths.uploadReports, planId)}
        title={t('chat.input.upload')}
      >
        <UploadOutline aria-hidden="true" />
        <span className="visually-hidden">{t('chat.input.upload')}</span>
      </Link>
      <div className="chat-input__field">
        <label htmlFor={id} className="visually-hidden">
          {t('chat.input.label')}
        </label>
        <textarea
          id={id}
          ref={area}
          rows={1}
          value={value}
          placeholder={t('chat.input.placeholder')}
          enterKeyHint="send"
          aria-invalid={tooLong || undefined}
          aria-describedby={tooLong ? `${id}-count` : undefined}
          onFocus={onFocus}
          onChange={(e) => {
            onChange(e.target.value);
            const el = e.target;
            el.style.height = 'auto';
            el.style.height = `${Math.min(el.scrollHeight, 120)}px`;
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              if (canSend) onSend();
            }
          }}
        />
        {value.length > CHAT_CONTENT_MAX - 200 ? (
          <span
            id={`${id}-count`}
            className={tooLong ? 'chat-input__count chat-input__count--over' : 'chat-input__count'}
          >
            {tooLong
              ? t('chat.input.tooLong', { max: CHAT_CONTENT_MAX })
              : t('chat.input.count', { count: value.length, max: CHAT_CONTENT_MAX })}
          </span>
        ) : null}
      </div>
      {streaming ? (
        <button
          type="button"
          className="app-icon-button chat-input__send chat-input__send--stop"
          onClick={onStop}
          onPointerDown={keepFocus}
          onMouseDown={keepFocus}
          disabled={stopping}
        >
          <span className="chat-input__stop-icon" aria-hidden="true" />
          <span className="visually-hidden">
            {stopping ? t('chat.input.stopping') : t('chat.input.stop')}
          </span>
        </button>
      ) : (
        <button
          type="submit"
          className="app-icon-button chat-input__send"
          onPointerDown={keepFocus}
          onMouseDown={keepFocus}
          disabled={!canSend}
          aria-label={t('chat.input.send')}
        >
          <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true">
            <path fill="currentColor" d="M3.4 20.4 21 12 3.4 3.6l-.01 6.53L15 12 3.39 13.87z" />
          </svg>
        </button>
      )}
    </form>
  );
});
