/**
 * Query keys of the chat, its one key factory. (The conversation on screen is not cached here: its
 * messages and the answer streaming in live in the chat store, fed by `lib/chat-session.ts`.)
 */
export const chatKeys = {
  all: ['chat'] as const,
  conversations: ['chat', 'conversations'] as const,
  quickQuestions: (locale: string) => ['chat', 'quick-questions', locale] as const,
};
