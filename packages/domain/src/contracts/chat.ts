import { z } from 'zod';
import { CHAT_CONTENT_MAX } from '../limits';

export { CHAT_CONTENT_MAX };
import { listOf, pageQueryFields, safeText, timestampFields } from './common';
import { profileSchema } from './plan';
import { NUTRIENT_UNITS } from '../units';
import { RED_FLAG_KINDS } from '../safety/kinds';

/**
 * Assistant chat calls of the `/chat` screen (ADR 0006). Answers stream as server-sent events over the
 * POST response of `v1/conversation/send`; see CHAT_EVENTS for the event names and shapes.
 */
export const CHAT_PAGE_SIZE_MAX = 50;
export const MESSAGE_ROLES = ['user', 'assistant'] as const;
export const MESSAGE_STATUSES = ['complete', 'stopped', 'error'] as const;
export const FEEDBACK_RATINGS = ['up', 'down'] as const;

const chatUuid = z.string().uuid('must be a valid id');
const paging = pageQueryFields(CHAT_PAGE_SIZE_MAX);

// ---- cards ---------------------------------------------------------------------------------------

export const profileCardSchema = z.object({
  type: z.literal('profile'),
  // The plan profile's figures (bmiBasis `not_judged`: pregnant, no pre-pregnancy weight → no weight class).
  profile: profileSchema.pick({
    sex: true,
    age: true,
    heightCm: true,
    weightKg: true,
    bmi: true,
    bmiCategory: true,
    bmrKcal: true,
    tdeeKcal: true,
    activityLevel: true,
    proteinTargetG: true,
    bmiBasis: true,
  }),
});

export const recommendCardItemSchema = z.object({
  nutrient: z.string(),
  /** Nutrient name in the answer's language. */
  name: z.string(),
  /** Daily dose in `unit`. */
  dose: z.number(),
  unit: z.enum(NUTRIENT_UNITS),
  timing: z.string(),
  reason: z.string(),
});

export const recommendCardSchema = z.object({
  type: z.literal('recommend'),
  items: z.array(recommendCardItemSchema),
});

export const tipsCardSchema = z.object({
  type: z.literal('tips'),
  title: z.string(),
  tips: z.array(z.string()),
});

export const productsCardSchema = z.object({
  type: z.literal('products'),
  products: z.array(
    z.object({
      productId: z.string(),
      name: z.string(),
      /** Servings per day. */
      dosage: z.number(),
      usage: z.string(),
    }),
  ),
});

/** A red-flag answer's numbers to call, most pressing first (crisis line before 120/911 for suicidal thoughts). */
export const urgentCardSchema = z.object({
  type: z.literal('urgent'),
  kind: z.enum(RED_FLAG_KINDS),
  calls: z.array(z.object({ label: z.string(), number: z.string().regex(/^[0-9+]{3,15}$/) })).min(1),
});

export const chatCardSchema = z.discriminatedUnion('type', [
  profileCardSchema,
  recommendCardSchema,
  tipsCardSchema,
  productsCardSchema,
  urgentCardSchema,
]);
export type ChatCard = z.infer<typeof chatCardSchema>;

// ---- conversations and messages ------------------------------------------------------------------

export const conversationSchema = z.object({
  id: z.string(),
  title: z.string(),
  ...timestampFields,
});
export type Conversation = z.infer<typeof conversationSchema>;

export const messageFeedbackSchema = z.object({
  messageId: z.string(),
  rating: z.enum(FEEDBACK_RATINGS),
  reason: z.string().nullable(),
  comment: z.string().nullable(),
  createdAt: z.string(),
});
export type MessageFeedback = z.infer<typeof messageFeedbackSchema>;

export const chatMessageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  role: z.enum(MESSAGE_ROLES),
  /** Markdown without raw HTML. */
  content: z.string(),
  cards: z.array(chatCardSchema),
  suggestions: z.array(z.string()),
  status: z.enum(MESSAGE_STATUSES),
  intent: z.string().nullable(),
  feedback: messageFeedbackSchema.nullable(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const conversationNewBodySchema = z
  .object({ title: safeText(400).trim().max(100, 'must be at most 100 characters').optional() })
  .strict();

export const conversationListBodySchema = z.object(paging).strict();
export const conversationListSchema = listOf(conversationSchema);

/** Messages oldest first; page 1 holds the oldest `page_size` messages. */
export const conversationMessagesQuerySchema = z.object({ conversation_id: chatUuid, ...paging }).strict();
export const chatMessageListSchema = listOf(chatMessageSchema);

export const conversationSendBodySchema = z
  .object({
    conversationId: chatUuid,
    content: z
      .string()
      .trim()
      .min(1, 'must not be empty')
      .max(CHAT_CONTENT_MAX, `must be at most ${CHAT_CONTENT_MAX} characters`),
  })
  .strict();

export const conversationStopBodySchema = z.object({ conversationId: chatUuid }).strict();
export const conversationStopResultSchema = z.object({ stopped: z.boolean() });

export const feedbackBodySchema = z
  .object({
    messageId: chatUuid,
    rating: z.enum(FEEDBACK_RATINGS),
    reason: z.string().trim().max(100, 'must be at most 100 characters').optional(),
    comment: z.string().trim().max(500, 'must be at most 500 characters').optional(),
  })
  .strict();

export const quickQuestionsSchema = z.object({ items: z.array(z.string()) });

// ---- stream events ------------------------------------------------------------------------------

/** The server-sent events of `v1/conversation/send`, in the order they may appear. */
export const chatEventSchemas = {
  /** First event: the stored user message. */
  start: z.object({ userMessageId: z.string() }),
  /** A piece of the answer text; concatenated in order they form the answer. */
  delta: z.object({ text: z.string() }),
  /** The safety check corrected the text streamed so far: show `text` instead. */
  replace: z.object({ text: z.string() }),
  card: chatCardSchema,
  suggestions: z.object({ items: z.array(z.string()) }),
  /** Last event: the stored assistant message. */
  done: z.object({
    messageId: z.string(),
    status: z.enum(MESSAGE_STATUSES),
    intent: z.string().nullable(),
    urgent: z.boolean(),
  }),
  error: z.object({ code: z.number().int(), msg: z.string() }),
} as const;
export type ChatEventName = keyof typeof chatEventSchemas;
export type ChatEvent = {
  [K in ChatEventName]: { event: K; data: z.infer<(typeof chatEventSchemas)[K]> };
}[ChatEventName];
