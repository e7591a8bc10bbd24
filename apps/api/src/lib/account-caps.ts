import type { Locale } from '@nutri/domain/contracts';
import type { Config } from '../config';
import { DomainError } from './errors';
import { perUserRateLimit } from './rate-limit';

/**
 * How much one account may hold (issue 35). Without caps one guest added ~43 MB a minute and its export
 * ran the server out of memory. Each cap is far above what a family uses: a person, a partner, parents
 * and children each with a plan; a conversation per question for years; the shop's few steps a day.
 * Plan document versions (PLAN_VERSIONS_KEPT), addresses (ADDRESSES_MAX), unpaid orders and uploads
 * have their own limits where they are written.
 */
export const ACCOUNT_CAPS = {
  /**
   * Plans: the person and their family, each redone now and then (the questionnaire starts a new plan
   * each time it is taken anew).
   */
  plans: 100,
  conversations: 100,
  /** Messages of one conversation, the person's and the assistant's. */
  messagesPerConversation: 400,
  /** Operation logs kept: the newest; older ones are dropped as new ones arrive. */
  operationLogs: 1000,
} as const;

type Capped = 'plans' | 'conversations' | 'messagesPerConversation';

const CAP_MESSAGES: Record<Capped, Record<Locale, (max: number) => string>> = {
  plans: {
    'zh-CN': (max) => `一个账号最多保存 ${max} 份方案。请先删除不再需要的方案，再新建。`,
    'en-US': (max) =>
      `An account keeps at most ${max} plans. Delete a plan you no longer need, then add a new one.`,
  },
  conversations: {
    'zh-CN': (max) => `一个账号最多保存 ${max} 个对话。请在已有的对话里继续提问。`,
    'en-US': (max) =>
      `An account keeps at most ${max} conversations. Please continue in one of your conversations.`,
  },
  messagesPerConversation: {
    'zh-CN': (max) => `这个对话已有 ${max} 条消息，达到上限。请新建一个对话继续提问。`,
    'en-US': (max) =>
      `This conversation has reached ${max} messages, the most it can hold. Start a new conversation to go on.`,
  },
};

/** The 409 for a full account, in the person's language, naming the field that would grow. */
export function capReached(what: Capped, locale: Locale, field: string): DomainError {
  const message = CAP_MESSAGES[what][locale](ACCOUNT_CAPS[what]);
  return new DomainError('conflict', message, [{ field, message }], undefined, `${what}_cap_reached`);
}

function writeRateMessage(locale: Locale, max: number, waitS: number): string {
  return locale === 'en-US'
    ? `You are saving too quickly: at most ${max} times a minute. Please wait ${waitS} seconds and try again.`
    : `保存太频繁了：每分钟最多 ${max} 次。请 ${waitS} 秒后再试。`;
}

/** The per-user limit of a route that stores something (`name` keeps each route's count apart). */
export function writeRateLimit(config: Config, name: string) {
  return perUserRateLimit(`write:${name}`, config.account.writeRateLimitMax, writeRateMessage);
}
