import { create } from 'zustand';
import { chatReducer, initialChatState, type ChatAction, type ChatState } from '../lib/chat-state';

type LoadPhase = 'idle' | 'loading' | 'ready' | 'error';

export interface ChatStoreState {
  /** The open conversation; null for a new one, created on the first question. */
  conversationId: string | null;
  chat: ChatState;
  /** Loading the open conversation's messages. */
  phase: LoadPhase;
  /** True between tapping stop and the stream ending. */
  stopping: boolean;
  dispatch: (action: ChatAction) => void;
  set: (patch: Partial<Omit<ChatStoreState, 'dispatch' | 'set'>>) => void;
}

/**
 * The chat session, in memory only: the local-storage keys are a fixed list
 * (docs/product-rules.md#web-shell), and conversations live on the server. Kept outside the screen so an
 * answer goes on streaming, and is still there, when the user looks at their report and comes back.
 */
export const useChatStore = create<ChatStoreState>()((set) => ({
  conversationId: null,
  chat: initialChatState,
  phase: 'idle',
  stopping: false,
  dispatch: (action) => set((s) => ({ chat: chatReducer(s.chat, action) })),
  set: (patch) => set(patch),
}));
