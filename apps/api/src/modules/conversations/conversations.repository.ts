import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowPages, type ExportNode } from '../../lib/export-json';
import { offsetOf, type PageRequest } from '../../lib/page';
import {
  countOf,
  exportOf,
  insertOne,
  ownersOf,
  rowById,
  rowCount,
  upsertOne,
  userPage,
} from '../../db/owned';
import { conversations, messageFeedback, messages } from '../../db/schema';
import { decorationPlugin } from '../../lib/decoration-plugin';

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
export type FeedbackRow = typeof messageFeedback.$inferSelect;

export const conversationsRepository = {
  owners: ownersOf(conversations),

  async messageOwners(db: Db, ids: string[]): Promise<Map<string, string>> {
    // Ownership through the message's conversation, not the message's own user column.
    const rows = await db
      .select({ id: messages.id, userId: conversations.userId })
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .where(inArray(messages.id, ids));
    return new Map(rows.map((r) => [r.id, r.userId]));
  },

  async create(db: Db, userId: string, title: string): Promise<ConversationRow> {
    const [row] = await db.insert(conversations).values({ userId, title }).returning();
    return row!;
  },

  byId: rowById(conversations),

  async listByUser(db: Db, userId: string, page: PageRequest) {
    const total = await rowCount(db, conversations, eq(conversations.userId, userId));
    const rows = await userPage(
      db,
      conversations,
      userId,
      page,
      desc(conversations.updatedAt),
      desc(conversations.id),
    );
    return { rows, total };
  },

  async touch(db: Db, id: string, title?: string): Promise<void> {
    await db
      .update(conversations)
      .set({ updatedAt: sql`now()`, ...(title !== undefined ? { title } : {}) })
      .where(eq(conversations.id, id));
  },

  async messagesByIds(db: Db, ids: string[]): Promise<MessageRow[]> {
    return db.select().from(messages).where(inArray(messages.id, ids));
  },

  addMessage: insertOne(messages, 'messages'),

  countByUser: countOf(conversations),

  messageCount: (db: Db, conversationId: string): Promise<number> =>
    rowCount(db, messages, eq(messages.conversationId, conversationId)),

  async messagesPage(db: Db, conversationId: string, page: PageRequest) {
    const total = await rowCount(db, messages, eq(messages.conversationId, conversationId));
    const rows = await db
      .select({ message: messages, feedback: messageFeedback })
      .from(messages)
      .leftJoin(messageFeedback, eq(messageFeedback.messageId, messages.id))
      .where(eq(messages.conversationId, conversationId))
      .orderBy(asc(messages.createdAt), asc(messages.id))
      .limit(page.pageSize)
      .offset(offsetOf(page));
    return { rows, total };
  },

  /** The last `limit` messages, oldest first (context for the assistant). */
  async recentMessages(db: Db, conversationId: string, limit: number): Promise<MessageRow[]> {
    const rows = await db
      .select()
      .from(messages)
      .where(eq(messages.conversationId, conversationId))
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(limit);
    return rows.reverse();
  },

  upsertFeedback: (db: Db, values: typeof messageFeedback.$inferInsert): Promise<FeedbackRow> =>
    upsertOne(db, messageFeedback, messageFeedback.messageId, values, {
      rating: values.rating,
      reason: values.reason ?? null,
      comment: values.comment ?? null,
      createdAt: sql`now()`,
    }),

  /** The user's conversations for the export, each table read a page at a time. */
  exportFor(db: Db, userId: string): ExportNode {
    return {
      conversations: rowPages(exportOf(conversations).pages(db, userId), 200),
      messages: rowPages(exportOf(messages).pages(db, userId), 200),
      messageFeedback: rowPages(exportOf(messageFeedback).pages(db, userId), 200),
    };
  },
};

declare module 'fastify' {
  interface FastifyInstance {
    conversationsRepository: typeof conversationsRepository;
  }
}

/** The repository on the app (fastify/demo's tasks-repository); other modules use the module's service. */
export default decorationPlugin('conversationsRepository', () => conversationsRepository, {
  name: 'conversations-repository',
});
