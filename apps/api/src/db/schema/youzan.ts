import { bigint, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { orders } from './shop';

/**
 * An order handed to the Youzan store (ADR 0029): the settlement page it was given, the key Youzan
 * files the trade under (`book_key`) and, once the buyer has made the trade, its tid. Erasing the
 * order (and so its user) erases this.
 */
export const youzanTrades = pgTable('youzan_trades', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  bookKey: text('book_key').notNull().unique('youzan_trades_book_key_unique'),
  checkoutUrl: text('checkout_url').notNull(),
  tid: text('tid').unique('youzan_trades_tid_unique'),
  /** Youzan's status when it was last read (push or poll). */
  tradeStatus: text('trade_status'),
  checkedAt: timestamp('checked_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * Every signed push that was handled, by Youzan's message id: a resent message is answered without
 * being handled again. Unsigned or badly signed pushes are never stored (only logged).
 */
export const youzanPushes = pgTable('youzan_pushes', {
  msgId: text('msg_id').primaryKey(),
  type: text('type').notNull(),
  tid: text('tid'),
  status: text('status'),
  version: bigint('version', { mode: 'number' }),
  /** What came of it: applied, unknown_trade, ignored. */
  outcome: text('outcome').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
