import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import EditSOutline from 'antd-mobile-icons/es/EditSOutline';
import UnorderedListOutline from 'antd-mobile-icons/es/UnorderedListOutline';
import DownOutline from 'antd-mobile-icons/es/DownOutline';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../components/page-loading';
import { useDocumentTitle } from '../../../components/use-document-title';
import { mountedOnceVisible } from '../../../components/mounted-once-visible';
import { useKeyboardOpen } from '../../../lib/keyboard';
import { getEnv } from '../../../lib/env';
import { showToast } from '../../../lib/toast';
import { useUserStore } from '../../../stores/user-store';
import type { FeedbackRating } from '../lib/chat-events';
import {
  openConversation,
  rateAnswer,
  sendQuestion,
  startNewConversation,
  stopStreaming,
} from '../lib/chat-session';
import { lastAnswerWithSuggestions, type ViewMessage } from '../lib/chat-state';
import { useChatStore } from '../stores/chat-store';
import { ChatInput, type ChatInputHandle } from './chat-input';
import { MessageItem } from './message-item';
import { QuestionList } from './question-list';
import { TagBar } from './tag-bar';
import { useAutoScroll } from './use-auto-scroll';
import { WelcomeCard } from './welcome-card';
import './chat.css';

// Overlays open on a tap: their code (Popup and its animation library) is fetched then, or when idle.
const loadSidebar = () => import('./history-sidebar');
const loadFeedback = () => import('./feedback-sheet');
const HistorySidebar = mountedOnceVisible(
  lazy(() => loadSidebar().then((m) => ({ default: m.HistorySidebar }))),
);
const FeedbackSheet = lazy(() => loadFeedback().then((m) => ({ default: m.FeedbackSheet })));

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
 * Keeps the question box above the on-screen keyboard (`lib/keyboard.ts`): while it is open the tab bar
 * steps aside, and on iOS, which overlays the keyboard without resizing the page, the screen takes the
 * height of the visible viewport. Android resizes the window itself.
 */
function useKeyboardLayout(onOpen: () => void): number | null {
  const open = useKeyboardOpen();
  const setShowTabBar = useUserStore((s) => s.setShowTabBar);
  const [height, setHeight] = useState<number | null>(null);
  useEffect(() => {
    if (!open) return;
    setShowTabBar(false);
    onOpen();
    return () => setShowTabBar(true);
  }, [open, setShowTabBar, onOpen]);
  const ios = getEnv().isIOS;
  useEffect(() => {
    const vv = window.visualViewport;
    if (!open || !vv || !ios) return;
    const update = () => {
      setHeight(vv.height);
      window.scrollTo(0, 0);
    };
    const frame = requestAnimationFrame(update);
    vv.addEventListener('resize', update);
    return () => {
      cancelAnimationFrame(frame);
      vv.removeEventListener('resize', update);
    };
  }, [open, ios]);
  return open && ios ? height : null;
}

/** `/chat`: the assistant conversation with its history, cards, follow-ups, feedback and settings. */
export function ChatPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('chat.title'));
  const queryClient = useQueryClient();
  const conversationId = useChatStore((s) => s.conversationId);
  const chat = useChatStore((s) => s.chat);
  const phase = useChatStore((s) => s.phase);
  const stopping = useChatStore((s) => s.stopping);
  const streaming = chat.streamingKey !== null;
  const [draft, setDraft] = useState('');
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const [rating, setRating] = useState<ViewMessage | null>(null);
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const [waitSeconds, setWaitSeconds] = useCountdown();
  const [notice, setNotice] = useState('');
  const scrollRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<ChatInputHandle>(null);
  const last = chat.messages.at(-1);
  const scroll = useAutoScroll(
    scrollRef,
    `${chat.messages.length}:${last?.content.length ?? 0}:${last?.cards.length ?? 0}:${last?.status ?? ''}`,
  );
  const { jump } = scroll;
  const keyboardHeight = useKeyboardLayout(jump);
  const chips = lastAnswerWithSuggestions(chat);

  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 1500));
    idle(() => {
      void loadSidebar();
      void loadFeedback();
    });
  }, []);

  const ask = useCallback(
    async (question: string, fromInput: boolean) => {
      if (question.trim() === '' || streaming || waitSeconds > 0) return;
      setNotice('');
      if (fromInput) setDraft('');
      jump();
      const result = await sendQuestion(question);
      void queryClient.invalidateQueries({ queryKey: ['chat', 'conversations'] });
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
    [streaming, waitSeconds, jump, queryClient, setWaitSeconds, t],
  );

  const onRate = useCallback(
    (m: ViewMessage, value: FeedbackRating) => {
      if (!m.id) return;
      if (value === 'down') {
        setRating(m);
        setFeedbackOpen(true);
        return;
      }
      rateAnswer({ messageId: m.id, rating: 'up' }).then(
        () => void showToast(t('chat.feedbackThanks')),
        () => void showToast(t('chat.feedbackFailed')),
      );
    },
    [t],
  );

  const onRetry = useCallback(
    (m: ViewMessage) => {
      const i = chat.messages.findIndex((x) => x.key === m.key);
      const question = i > 0 ? chat.messages[i - 1] : undefined;
      if (question?.role === 'user') void ask(question.content, false);
    },
    [chat.messages, ask],
  );

  const startNew = () => {
    startNewConversation();
    setSidebarOpen(false);
    setNotice('');
    void showToast(t('chat.newConversationDone'));
  };

  const countdownText = waitSeconds > 0 ? t('chat.rateLimited', { seconds: waitSeconds }) : notice;

  return (
    <div className="chat" style={keyboardHeight ? { height: `${keyboardHeight}px` } : undefined}>
      <header className="chat-nav">
        <button
          type="button"
          className="app-icon-button chat-icon-button"
          aria-label={t('chat.history')}
          aria-haspopup="dialog"
          onClick={() => setSidebarOpen(true)}
        >
          <UnorderedListOutline aria-hidden="true" />
        </button>
        <div className="chat-nav__title">
          <h1>{t('chat.title')}</h1>
          <p>{t('chat.subtitle')}</p>
        </div>
        <button
          type="button"
          className="app-icon-button chat-icon-button"
          aria-label={t('chat.newConversation')}
          onClick={startNew}
        >
          <EditSOutline aria-hidden="true" />
        </button>
      </header>

      <div className="chat-scroll" ref={scrollRef}>
        <div className="chat-scroll__inner">
          {phase === 'loading' ? (
            <PageLoading label={t('chat.loadingMessages')} />
          ) : phase === 'error' ? (
            <div className="chat-load-error" role="alert">
              <p>{t('chat.loadError')}</p>
              <button
                type="button"
                className="app-button"
                onClick={() => conversationId && void openConversation(conversationId)}
              >
                {t('app.retry')}
              </button>
            </div>
          ) : chat.messages.length === 0 ? (
            <WelcomeCard onAsk={(q) => void ask(q, false)} disabled={streaming || waitSeconds > 0} />
          ) : null}

          {chat.messages.length > 0 ? (
            <ol className="app-stack app-stack--loose chat-list">
              {chat.messages.map((m) => (
                <MessageItem key={m.key} message={m} onRate={onRate} onRetry={onRetry} />
              ))}
            </ol>
          ) : null}

          {chips ? (
            <section className="chat-followups" aria-labelledby="chat-followups-title">
              <h2 id="chat-followups-title" className="chat-followups__title">
                {t('chat.followUps')}
              </h2>
              <QuestionList
                questions={chips.suggestions}
                className="chat-chip chat-chip--followup"
                disabled={streaming || waitSeconds > 0}
                onAsk={(s) => void ask(s, false)}
              />
            </section>
          ) : null}
        </div>
      </div>

      {!scroll.following && chat.messages.length > 0 ? (
        <button type="button" className="chat-jump" onClick={jump}>
          <DownOutline aria-hidden="true" />
          {t('chat.jumpToLatest')}
        </button>
      ) : null}

      <div className="chat-bottom">
        <TagBar
          disabled={streaming || waitSeconds > 0}
          onPick={(question, mode) => {
            if (mode === 'send') void ask(question, false);
            else {
              setDraft(question);
              inputRef.current?.focus();
            }
          }}
        />
        <p className="chat-notice" role="status">
          {countdownText}
        </p>
        <ChatInput
          ref={inputRef}
          value={draft}
          onChange={setDraft}
          onSend={() => void ask(draft, true)}
          onStop={() => void stopStreaming()}
          streaming={streaming}
          stopping={stopping}
          waitSeconds={waitSeconds}
        />
      </div>

      <HistorySidebar
        visible={sidebarOpen}
        currentId={conversationId}
        onClose={() => setSidebarOpen(false)}
        onOpen={(id) => {
          setSidebarOpen(false);
          setNotice('');
          if (id !== conversationId) void openConversation(id);
        }}
        onNew={startNew}
        onClear={startNew}
      />

      {rating ? (
        <Suspense fallback={null}>
          <FeedbackSheet
            visible={feedbackOpen}
            onClose={() => setFeedbackOpen(false)}
            onSubmit={({ reason, comment }) => {
              const id = rating.id;
              setFeedbackOpen(false);
              if (!id) return;
              rateAnswer({ messageId: id, rating: 'down', reason, comment }).then(
                () => void showToast(t('chat.feedbackThanks')),
                () => void showToast(t('chat.feedbackFailed')),
              );
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
