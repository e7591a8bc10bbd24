import type { ChatCard, ChatEvent, MessageFeedback } from '@nutri/domain/contracts';

/**
 * Reads the raw server-sent events of `v1/conversation/send` into the typed {@link ChatEvent}s of the
 * contract. Hand-written guards rather than the contract's zod schemas: importing those would pull zod
 * and every contract into the chat chunk (its budget is 60 KiB gzip) to check seven small shapes.
 * Anything malformed gives null and is skipped, so an odd event never breaks the conversation.
 */

type Rec = Record<string, unknown>;

const asRecord = (v: unknown): Rec | null =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Rec) : null;
const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isStr = (v: unknown): v is string => typeof v === 'string';
const strings = (v: unknown): string[] | null =>
  Array.isArray(v) && v.every(isStr) ? (v as string[]) : null;

const STATUSES = ['complete', 'stopped', 'error'] as const;
type Status = (typeof STATUSES)[number];
const isStatus = (v: unknown): v is Status => STATUSES.includes(v as Status);

/** A card of one of the contract types with the fields the screen shows; anything else is null. */
export function toChatCard(value: unknown): ChatCard | null {
  const d = asRecord(value);
  if (!d) return null;
  switch (d.type) {
    case 'profile': {
      const p = asRecord(d.profile);
      if (!p) return null;
      const numbers = ['age', 'heightCm', 'weightKg', 'bmi', 'bmrKcal', 'tdeeKcal', 'proteinTargetG'];
      if (!numbers.every((k) => isNum(p[k]))) return null;
      if (!isStr(p.sex) || !isStr(p.bmiCategory) || !isStr(p.activityLevel)) return null;
      return { type: 'profile', profile: p as Extract<ChatCard, { type: 'profile' }>['profile'] };
    }
    case 'recommend': {
      if (!Array.isArray(d.items)) return null;
      const items = d.items.flatMap((raw: unknown) => {
        const i = asRecord(raw);
        return i && isStr(i.nutrient) && isStr(i.name) && isNum(i.dose) && isStr(i.unit)
          ? [
              {
                nutrient: i.nutrient,
                name: i.name,
                dose: i.dose,
                unit: i.unit as Extract<ChatCard, { type: 'recommend' }>['items'][number]['unit'],
                timing: isStr(i.timing) ? i.timing : '',
                reason: isStr(i.reason) ? i.reason : '',
              },
            ]
          : [];
      });
      return { type: 'recommend', items };
    }
    case 'tips': {
      const tips = strings(d.tips);
      return tips && isStr(d.title) ? { type: 'tips', title: d.title, tips } : null;
    }
    case 'products': {
      if (!Array.isArray(d.products)) return null;
      const products = d.products.flatMap((raw: unknown) => {
        const p = asRecord(raw);
        return p && isStr(p.productId) && isStr(p.name)
          ? [
              {
                productId: p.productId,
                name: p.name,
                dosage: isNum(p.dosage) ? p.dosage : 0,
                usage: isStr(p.usage) ? p.usage : '',
              },
            ]
          : [];
      });
      return { type: 'products', products };
    }
    case 'urgent': {
      // Only digits and + become a tel: link; a card without one callable number is dropped.
      if (!isStr(d.kind) || !Array.isArray(d.calls)) return null;
      const calls = d.calls.flatMap((raw: unknown) => {
        const c = asRecord(raw);
        return c && isStr(c.label) && isStr(c.number) && /^[0-9+]{3,15}$/.test(c.number)
          ? [{ label: c.label, number: c.number }]
          : [];
      });
      if (calls.length === 0) return null;
      return { type: 'urgent', kind: d.kind as Extract<ChatCard, { type: 'urgent' }>['kind'], calls };
    }
    default:
      return null;
  }
}

/** One raw event (name + parsed JSON data) as a typed chat event, or null when it is not one. */
export function toChatEvent(event: string, data: unknown): ChatEvent | null {
  const d = asRecord(data);
  if (!d) return null;
  switch (event) {
    case 'start':
      return isStr(d.userMessageId) ? { event, data: { userMessageId: d.userMessageId } } : null;
    case 'delta':
    case 'replace':
      return isStr(d.text) ? { event, data: { text: d.text } } : null;
    case 'card': {
      const card = toChatCard(d);
      return card ? { event, data: card } : null;
    }
    case 'suggestions': {
      const items = strings(d.items);
      return items ? { event, data: { items } } : null;
    }
    case 'done':
      return isStr(d.messageId) && isStatus(d.status)
        ? {
            event,
            data: {
              messageId: d.messageId,
              status: d.status,
              intent: isStr(d.intent) ? d.intent : null,
              urgent: d.urgent === true,
            },
          }
        : null;
    case 'error':
      return {
        event,
        data: { code: isNum(d.code) ? d.code : 500, msg: isStr(d.msg) ? d.msg : '' },
      };
    default:
      return null;
  }
}

export type FeedbackRating = MessageFeedback['rating'];
