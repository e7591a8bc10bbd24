import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, id, timestamps } from './columns';
import { ownerId, userRow } from './users';

export const conversations = pgTable(
  'conversations',
  {
    ...userRow(),
    title: text('title').notNull().default(''),
    ...timestamps(),
  },
  (t) => [
    index('conversations_user_idx').on(t.userId, t.updatedAt),
    // The export's pages (issue 35).
    index('conversations_user_created_idx').on(t.userId, t.createdAt, t.id),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: id(),
    conversationId: belongsTo('conversation_id', () => conversations.id),
    userId: ownerId(),
    role: text('role').notNull(),
    content: text('content').notNull(),
    cards: jsonb('cards').notNull().default([]),
    suggestions: jsonb('suggestions').notNull().default([]),
    /** complete | stopped | error: a stopped or failed answer is still a well-formed message. */
    status: text('status').notNull().default('complete'),
    intent: text('intent'),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversationId, t.createdAt),
    index('messages_user_idx').on(t.userId, t.createdAt, t.id),
  ],
);

export const messageFeedback = pgTable('message_feedback', {
  id: id(),
  messageId: belongsTo('message_id', () => messages.id).unique(),
  userId: ownerId(),
  rating: text('rating').notNull(),
  reason: text('reason'),
  comment: text('comment'),
  createdAt: createdAt(),
});
