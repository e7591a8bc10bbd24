import { lazy, Suspense, useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import EditSOutline from 'antd-mobile-icons/es/EditSOutline';
import UnorderedListOutline from 'antd-mobile-icons/es/UnorderedListOutline';
import DownOutline from 'antd-mobile-icons/es/DownOutline';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../components/page-loading';
import { useDocumentTitle } from '../../../components/use-document-title';
import { mountedOnceVisible } from '../../../components/mounted-once-visible';
import { showToast } from '../../../lib/toast';
import { openConversation, startNewConversation, stopStreaming } from '../lib/chat-session';
import { lastAnswerWithSuggestions, type ChatState, type ViewMessage } from '../lib/chat-state';
import type { FeedbackRating } from '../lib/chat-events';
import { useChatStore, type ChatStoreState } from '../stores/chat-store';
import { ChatInput, type ChatInputHandle } from './chat-input';
import { MessageItem } from './message-item';
import { QuestionList } from './question-list';
import { TagBar } from './tag-bar';
import { useAsk } from './use-ask';
import { useAutoScroll } from './use-auto-scroll';
import { useKeyboardLayout } from './use-keyboard-layout';
import { useRating } from './use-rating';
import { WelcomeCard } from './welcome-card';
import './chat.css';

// Overlays open on a tap: their code (Popup and its animation library) is fetched then, or when idle.
const loadSidebar = () => import('./history-sidebar');
const loadFeedback = () => import('./feedback-sheet');
const HistorySidebar = mountedOnceVisible(
  lazy(() => loadSidebar().then((m) => ({ default: m.HistorySidebar }))),
);
const FeedbackSheet = lazy(() => loadFeedback().then((m) => ({ default: m.FeedbackSheet })));

/** `/chat`: the assistant conversation with its history, cards, follow-ups, feedback and settings. */
export function ChatPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('chat.title'));
  const conversationId = useChatStore((s) => s.conversationId);
  const chat = useChatStore((s) => s.chat);
  const phase = useChatStore((s) => s.phase);
  const stopping = useChatStore((s) => s.stopping);
  const streaming = chat.streamingKey !== null;
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const scrollRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<ChatInputHandle>(null);
  const last = chat.messages.at(-1);
  const scroll = useAutoScroll(
    scrollRef,
    `${chat.messages.length}:${last?.content.length ?? 0}:${last?.cards.length ?? 0}:${last?.status ?? ''}`,
  );
  const { jump } = scroll;
  const keyboardHeight = useKeyboardLayout(jump);
  const asking = useAsk({ streaming, beforeSend: jump });
  const { ask } = asking;
  const rating = useRating();

  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 1500));
    idle(() => {
      void loadSidebar();
      void loadFeedback();
    });
  }, []);

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
    asking.clearNotice();
    void showToast(t('chat.newConversationDone'));
  };

  return (
    <div className="chat" style={keyboardHeight ? { height: `${keyboardHeight}px` } : undefined}>
      <ChatHeader onHistory={() => setSidebarOpen(true)} onNew={startNew} />

      <ChatScroll
        scrollRef={scrollRef}
        chat={chat}
        phase={phase}
        blocked={asking.blocked}
        onAsk={(q) => void ask(q, false)}
        onReload={() => conversationId && void openConversation(conversationId)}
        onRate={rating.onRate}
        onRetry={onRetry}
      />

      {!scroll.following && chat.messages.length > 0 ? (
        <button type="button" className="chat-jump" onClick={jump}>
          <DownOutline aria-hidden="true" />
          {t('chat.jumpToLatest')}
        </button>
      ) : null}

      <div className="chat-bottom">
        <TagBar
          disabled={asking.blocked}
          onPick={(question, mode) => {
            if (mode === 'send') void ask(question, false);
            else {
              asking.setDraft(question);
              inputRef.current?.focus();
            }
          }}
        />
        <p className="chat-notice" role="status">
          {asking.notice}
        </p>
        <ChatInput
          ref={inputRef}
          value={asking.draft}
          onChange={asking.setDraft}
          onSend={() => void ask(asking.draft, true)}
          onStop={() => void stopStreaming()}
          streaming={streaming}
          stopping={stopping}
          waitSeconds={asking.waitSeconds}
        />
      </div>

      <HistorySidebar
        visible={sidebarOpen}
        currentId={conversationId}
        onClose={() => setSidebarOpen(false)}
        onOpen={(id) => {
          setSidebarOpen(false);
          asking.clearNotice();
          if (id !== conversationId) void openConversation(id);
        }}
        onNew={startNew}
        onClear={startNew}
      />

      {rating.rating ? (
        <Suspense fallback={null}>
          <FeedbackSheet
            visible={rating.sheetOpen}
            onClose={rating.closeSheet}
            onSubmit={rating.submitDown}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

/** The chat's bar: the history (side bar), the title, and a new conversation. */
function ChatHeader({ onHistory, onNew }: { onHistory: () => void; onNew: () => void }) {
  const { t } = useTranslation();
  return (
    <header className="chat-nav">
      <button
        type="button"
        className="app-icon-button chat-icon-button"
        aria-label={t('chat.history')}
        aria-haspopup="dialog"
        onClick={onHistory}
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
        onClick={onNew}
      >
        <EditSOutline aria-hidden="true" />
      </button>
    </header>
  );
}

/**
 * The conversation: loading or failed to load (retry), the welcome card while it is empty, the
 * messages, and the last answer's follow-up questions.
 */
function ChatScroll({
  scrollRef,
  chat,
  phase,
  blocked,
  onAsk,
  onReload,
  onRate,
  onRetry,
}: {
  scrollRef: RefObject<HTMLDivElement | null>;
  chat: ChatState;
  phase: ChatStoreState['phase'];
  blocked: boolean;
  onAsk: (question: string) => void;
  onReload: () => void;
  onRate: (m: ViewMessage, value: FeedbackRating) => void;
  onRetry: (m: ViewMessage) => void;
}) {
  const { t } = useTranslation();
  const chips = lastAnswerWithSuggestions(chat);
  return (
    <div className="chat-scroll" ref={scrollRef}>
      <div className="chat-scroll__inner">
        {phase === 'loading' ? (
          <PageLoading label={t('chat.loadingMessages')} />
        ) : phase === 'error' ? (
          <div className="chat-load-error" role="alert">
            <p>{t('chat.loadError')}</p>
            <button type="button" className="app-button" onClick={onReload}>
              {t('app.retry')}
            </button>
          </div>
        ) : chat.messages.length === 0 ? (
          <WelcomeCard onAsk={onAsk} disabled={blocked} />
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
              disabled={blocked}
              onAsk={onAsk}
            />
          </section>
        ) : null}
      </div>
    </div>
  );
}
