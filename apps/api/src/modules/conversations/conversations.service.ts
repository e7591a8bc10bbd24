import type { FastifyInstance } from 'fastify';
import { ACCOUNT_CAPS, capReached } from '../../lib/account-caps';
import { randomUUID } from 'node:crypto';
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import {
  applySafetyNotes,
  assistantReply,
  assistantSystemPrompt,
  checkAnswer,
  filterFollowUps,
  warningsInAnswer,
  quickQuestionsFor,
  notCoveredLines,
  runAssistantTool,
  safeMarkdown,
  streamTokens,
  type AssistantReply,
  type ChatTurn,
} from '@nutri/domain/assistant';
import { localiseNumbers, regionFor, regionSaid, withOtherChineseNumbers } from '@nutri/domain/safety';
import type {
  ChatCard,
  ChatEvent,
  ChatMessage,
  Conversation,
  Locale,
  MessageFeedback,
  PlanDocument,
} from '@nutri/domain/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Bus } from '../../lib/bus';
import { DomainError } from '../../lib/errors';
import { withDeps } from '../../lib/with-deps';
import {
  conversationsRepository,
  type ConversationRow,
  type FeedbackRow,
  type MessageRow,
} from './conversations.repository';
import { answerGuard } from './answer-guard';
import { chatCompletionRound, LlmError, type LlmMessage } from './llm.client';
import type { PageRequest } from '../../lib/page';
import { decorationPlugin } from '../../lib/decoration-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    conversationsService: ReturnType<typeof createConversationsService>;
  }
}

const HISTORY_TURNS = 10;
const MAX_TOOL_ROUNDS = 4;
const TITLE_CHARS = 30;

// ---- views --------------------------------------------------------------------------------------

export function conversationView(c: ConversationRow): Conversation {
  return {
    id: c.id,
    title: c.title,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}

function feedbackView(f: FeedbackRow): MessageFeedback {
  return {
    messageId: f.messageId,
    rating: f.rating as MessageFeedback['rating'],
    reason: f.reason,
    comment: f.comment,
    createdAt: f.createdAt.toISOString(),
  };
}

function messageView(m: MessageRow, f: FeedbackRow | null): ChatMessage {
  return {
    id: m.id,
    conversationId: m.conversationId,
    role: m.role as ChatMessage['role'],
    content: m.content,
    cards: m.cards as ChatCard[],
    suggestions: m.suggestions as string[],
    status: m.status as ChatMessage['status'],
    intent: m.intent,
    feedback: f ? feedbackView(f) : null,
    createdAt: m.createdAt.toISOString(),
  };
}

// ---- conversations -------------------------------------------------------------------------------

async function newConversation(
  db: Db,
  userId: string,
  title: string | undefined,
  locale: Locale,
): Promise<Conversation> {
  if ((await conversationsRepository.countByUser(db, userId)) >= ACCOUNT_CAPS.conversations) {
    throw capReached('conversations', locale, 'title');
  }
  return conversationView(await conversationsRepository.create(db, userId, title ?? ''));
}

async function listConversations(db: Db, userId: string, page: PageRequest) {
  const { rows, total } = await conversationsRepository.listByUser(db, userId, page);
  return { list: rows.map(conversationView), total };
}

async function listMessages(db: Db, conversationId: string, page: PageRequest) {
  const { rows, total } = await conversationsRepository.messagesPage(db, conversationId, page);
  return { list: rows.map((r) => messageView(r.message, r.feedback)), total };
}

async function giveFeedback(
  db: Db,
  userId: string,
  body: { messageId: string; rating: 'up' | 'down'; reason?: string; comment?: string },
): Promise<MessageFeedback> {
  const [message] = await conversationsRepository.messagesByIds(db, [body.messageId]);
  if (!message) throw new DomainError('not_found', 'Message not found');
  if (message.role !== 'assistant') {
    throw new DomainError('bad_request', 'Invalid request: messageId: feedback is for assistant answers', [
      { field: 'messageId', message: 'feedback is for assistant answers' },
    ]);
  }
  const row = await conversationsRepository.upsertFeedback(db, {
    messageId: body.messageId,
    userId,
    rating: body.rating,
    reason: body.reason || null,
    comment: body.comment || null,
  });
  return feedbackView(row);
}

// ---- what the assistant knows about the user ----------------------------------------------------

/** What the assistant reads of other modules: the person's latest plan. */
type ConversationsDeps = Pick<FastifyInstance, 'plansService'>;

interface UserContext {
  plan: PlanDocument | null;
  medicines: string[];
}

/**
 * The user's latest plan document, in the language of the chat (its own figures, the chat's words:
 * answers quote the plan's reasons), and the medicines behind it (review step or questionnaire).
 */
async function userContext(
  { plansService: plans }: ConversationsDeps,
  db: Db,
  userId: string,
  locale: Locale,
): Promise<UserContext> {
  const last = await plans.lastPlan(db, userId).catch(() => null);
  if (!last) return { plan: null, medicines: [] };
  const document =
    last.document && last.document.locale !== locale
      ? await plans.documentIn(db, last.plan.id, locale)
      : last.document;
  const fromAnswers = await plans.medicinesOf(db, last.plan.id);
  const fromTaboos = (last.document?.medicineTaboos ?? []).map((t) => t.drugId);
  return { plan: document, medicines: [...new Set([...fromAnswers, ...fromTaboos])] };
}

/**
 * The language of the chat: the one the person chose (stored, or ranked in Accept-Language), else the
 * locale of their latest plan, else zh-CN. An English-only person whose phone asks for Spanish got the
 * emergency answer in Chinese with 120 although their plan was en-US (thirty-first review, en S3).
 */
async function chatLocale(
  { plansService: plans }: ConversationsDeps,
  db: Db,
  userId: string,
  chosen: Locale | null,
): Promise<Locale> {
  if (chosen) return chosen;
  const { list } = await plans.listPlans(db, userId);
  return list[0]?.locale ?? 'zh-CN';
}

async function quickQuestions(deps: ConversationsDeps, db: Db, userId: string, locale: Locale) {
  const ctx = await userContext(deps, db, userId, locale);
  return { items: quickQuestionsFor({ plan: ctx.plan, medicines: ctx.medicines, locale }) };
}

// ---- running answers ------------------------------------------------------------------------------

/** A `chat_stop` message: a stop (`stop` names the call awaiting `ack`), a new answer (`keep`), or an ack. */
interface ChatStopMessage {
  conversationId?: string;
  /** A new answer began: every other answer of the conversation ends. */
  keep?: string;
  /** A stop call waiting for an instance to say it ended an answer. */
  stop?: string;
  /** That instance's reply to `stop`. */
  ack?: string;
}

/**
 * The answers streaming in this instance, so a stop call (or a new question) can end one wherever it
 * runs (ADR 0035): both are published on the bus's `chat_stop` channel and every instance ends its own
 * running answer of that conversation. A stop answers `stopped: true` when this instance ended one, or
 * when another instance says it did within `stopWaitMs`; `false` means no instance listening ended one.
 */
export class ChatRuntime {
  private readonly running = new Map<string, { controller: AbortController; id: string }>();
  private readonly waiting = new Map<string, () => void>();
  private readonly unsubscribe: () => void;

  constructor(
    private readonly bus: Bus,
    private readonly stopWaitMs: number,
    private readonly log: { warn: (obj: object, msg: string) => void },
  ) {
    this.unsubscribe = bus.subscribe('chat_stop', (m) => this.heard(m as ChatStopMessage));
  }

  begin(conversationId: string): AbortController {
    this.running.get(conversationId)?.controller.abort();
    const controller = new AbortController();
    const id = randomUUID();
    this.running.set(conversationId, { controller, id });
    this.publish({ conversationId, keep: id });
    return controller;
  }

  end(conversationId: string, controller: AbortController): void {
    if (this.running.get(conversationId)?.controller === controller) this.running.delete(conversationId);
  }

  async stop(conversationId: string): Promise<boolean> {
    if (this.abortHere(conversationId)) return true;
    const stop = randomUUID();
    const acked = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => {
        this.waiting.delete(stop);
        resolve(false);
      }, this.stopWaitMs);
      this.waiting.set(stop, () => {
        clearTimeout(timer);
        this.waiting.delete(stop);
        resolve(true);
      });
    });
    this.publish({ conversationId, stop });
    return acked;
  }

  /** Stop listening and end what still runs here (the app closes). */
  close(): void {
    this.unsubscribe();
    for (const { controller } of this.running.values()) controller.abort();
    this.running.clear();
    for (const done of [...this.waiting.values()]) done();
  }

  private abortHere(conversationId: string, unless?: string): boolean {
    const run = this.running.get(conversationId);
    if (!run || run.id === unless) return false;
    run.controller.abort();
    this.running.delete(conversationId);
    return true;
  }

  private heard(m: ChatStopMessage): void {
    if (typeof m.ack === 'string') {
      this.waiting.get(m.ack)?.();
      return;
    }
    if (typeof m.conversationId !== 'string') return;
    if (typeof m.keep === 'string') this.abortHere(m.conversationId, m.keep);
    else if (typeof m.stop === 'string' && this.abortHere(m.conversationId)) this.publish({ ack: m.stop });
  }

  private publish(message: ChatStopMessage): void {
    this.bus.publish('chat_stop', message).catch((err: unknown) => {
      this.log.warn({ err }, 'chat: a stop could not be sent to the other instances');
    });
  }
}

// ---- sending -------------------------------------------------------------------------------------

interface PreparedSend {
  conversation: ConversationRow;
  userMessage: MessageRow;
  history: ChatTurn[];
  context: UserContext;
  locale: Locale;
  content: string;
  /** The country the person set (userinfo `region`), or null: the emergency numbers follow it. */
  region?: string | null;
  /** The request's first Accept-Language tag ("en-GB"): its region when no country is said or set. */
  languageTag?: string | null;
  /**
   * A country the person said in this conversation before the history window ("in Australia" six turns
   * ago), or null: it outranks the one set, as a country said in the window does (safety/regions.ts).
   */
  regionSaidEarlier?: string | null;
}

/** Store the user's message first (it survives whatever happens to the answer). */
async function prepareSend(
  deps: ConversationsDeps,
  db: Db,
  userId: string,
  body: { conversationId: string; content: string },
  locale: Locale,
): Promise<PreparedSend> {
  const conversation = await conversationsRepository.byId(db, body.conversationId);
  if (!conversation) throw new DomainError('not_found', 'Conversation not found');
  // Room for the question and its answer.
  if (
    (await conversationsRepository.messageCount(db, conversation.id)) + 2 >
    ACCOUNT_CAPS.messagesPerConversation
  ) {
    throw capReached('messagesPerConversation', locale, 'conversationId');
  }
  const previous = await conversationsRepository.recentMessages(db, conversation.id, HISTORY_TURNS);
  const userMessage = await conversationsRepository.addMessage(db, {
    conversationId: conversation.id,
    userId,
    role: 'user',
    content: body.content,
  });
  await conversationsRepository.touch(
    db,
    conversation.id,
    conversation.title ? undefined : body.content.replace(/\s+/g, ' ').slice(0, TITLE_CHARS),
  );
  const context = await userContext(deps, db, userId, locale);
  // Sixteenth blind review, en P4: "in Australia" said at turn 6 gave 000 at turn 11 and 911 at turn 12,
  // once it had left the history window. A country said earlier in the conversation still counts.
  const saysRegion = (m: MessageRow) => m.role === 'user' && regionSaid(m.content) !== null;
  const regionSaidEarlier = previous.some(saysRegion)
    ? null
    : ((
        await conversationsRepository.recentMessages(
          db,
          conversation.id,
          ACCOUNT_CAPS.messagesPerConversation,
        )
      )
        .filter((m) => m.id !== userMessage.id && saysRegion(m))
        .map((m) => regionSaid(m.content))
        .at(-1) ?? null);
  const history = previous
    .filter((m) => m.content)
    .map((m) => ({
      role: m.role === 'assistant' ? ('assistant' as const) : ('user' as const),
      content: m.content,
    }));
  return {
    conversation,
    userMessage,
    history,
    context,
    locale,
    content: body.content,
    regionSaidEarlier,
  };
}

type Emit = (event: ChatEvent) => void;

async function streamText(text: string, emit: (t: string) => void, signal: AbortSignal): Promise<void> {
  for (const token of streamTokens(text)) {
    if (signal.aborted) return;
    emit(token);
    // Let the socket flush and a stop request in between.
    await yieldToLoop();
  }
}

/** The model's answer with tool calls run against the engine; throws LlmError on any failure. */
async function modelAnswer(
  llm: NonNullable<Config['chat']['llm']>,
  p: PreparedSend,
  onDelta: (t: string) => void,
  signal: AbortSignal,
): Promise<string> {
  const messages: LlmMessage[] = [
    { role: 'system', content: assistantSystemPrompt(p.locale) },
    ...p.history.map((h) => ({ role: h.role, content: h.content }) as LlmMessage),
    { role: 'user', content: p.content },
  ];
  const toolCtx = { locale: p.locale, plan: p.context.plan, medicines: p.context.medicines };
  let text = '';
  for (let round = 0; round < MAX_TOOL_ROUNDS; round++) {
    const result = await chatCompletionRound(llm, messages, onDelta, signal);
    text += result.text;
    if (result.toolCalls.length === 0) return text;
    messages.push({ role: 'assistant', content: result.text || null, tool_calls: result.toolCalls });
    for (const call of result.toolCalls) {
      const output = runAssistantTool(call.function.name, call.function.arguments, toolCtx);
      messages.push({ role: 'tool', tool_call_id: call.id, content: JSON.stringify(output) });
    }
  }
  throw new LlmError('the model kept calling tools', 'protocol');
}

interface SendOutcome {
  messageId: string;
  status: 'complete' | 'stopped';
}

/**
 * Stream the answer and store it. The built-in assistant answers red flags and rule-only questions
 * (a weight question after a positive eating-disorder screen) itself, and whenever no
 * model is configured; a model answer that fails for any reason is continued by the built-in answer in
 * the same stream. Whatever was produced is stored, `stopped` when the user stopped or left.
 */
async function streamAnswer(
  db: Db,
  config: Config,
  p: PreparedSend,
  emit: Emit,
  signal: AbortSignal,
  log: { warn: (obj: object, msg: string) => void },
): Promise<SendOutcome> {
  emit({ event: 'start', data: { userMessageId: p.userMessage.id } });
  const builtin: AssistantReply = assistantReply({
    text: p.content,
    locale: p.locale,
    plan: p.context.plan,
    history: p.history,
    medicines: p.context.medicines,
    region: p.region ?? null,
    languageTag: p.languageTag ?? null,
  });
  // The person's country: a model answer's emergency numbers are changed to it too (safety/regions.ts).
  const where = { text: p.content, history: p.history, region: p.region, languageTag: p.languageTag };
  const { region } = regionFor(where);
  let produced = '';
  const delta = (t: string) => {
    produced += t;
    emit({ event: 'delta', data: { text: t } });
  };

  const llm = config.chat.llm;
  // The follow-ups shown under the answer: the built-in ones, minus any that contradict a warning
  // of the answer actually shown (a model answer may warn about more than the built-in one did).
  let suggestionList = builtin.suggestions;
  if (llm && !builtin.urgent && !builtin.ruleOnly) {
    const safetyContext = { locale: p.locale, plan: p.context.plan, medicines: p.context.medicines };
    const guard = answerGuard((soFar) => checkAnswer(soFar, safetyContext).ok, delta);
    try {
      const text = await modelAnswer(llm, p, (piece) => guard.push(piece), signal);
      const checked = checkAnswer(text, safetyContext);
      // Safety statements the built-in answer makes for this question (statin muscle aches → the
      // prescriber, kidney disease → no potassium on your own) are added when the model left them out.
      const noted = applySafetyNotes(checked.fixedText, builtin.notes);
      // A medicine or supplement the person asked about that the model's answer never names (it answered
      // a neighbouring question): said plainly, with who to ask (issue 30 §2–3).
      const uncovered = notCoveredLines(p.content, noted.text, safetyContext);
      const final = withOtherChineseNumbers(
        localiseNumbers(
          safeMarkdown(uncovered ? `${noted.text}\n\n${uncovered}` : noted.text),
          region,
          p.locale,
        ),
        where,
        p.locale,
      );
      const warnings = [
        ...builtin.warnings,
        ...warningsInAnswer(final, {
          locale: p.locale,
          medicines: p.context.medicines,
          problems: checked.problems,
        }),
      ];
      suggestionList = filterFollowUps(builtin.followUps, warnings).map((f) => f.text);
      if (!checked.ok) log.warn({ problems: checked.problems }, 'safety check corrected a model answer');
      if (noted.added.length) log.warn({ notes: noted.added }, 'safety notes added to a model answer');
      // What the guard held back goes out now, checked: as the rest of the stream when the client's
      // text is the start of the final answer, else as a replacement of the whole.
      if (final.startsWith(produced)) {
        if (final.length > produced.length) delta(final.slice(produced.length));
      } else {
        produced = final;
        emit({ event: 'replace', data: { text: final } });
      }
    } catch (err) {
      if (!signal.aborted) {
        suggestionList = builtin.suggestions;
        log.warn({ err }, 'model failed; the built-in assistant answers');
        if (produced) delta('\n\n');
        await streamText(builtin.text, delta, signal);
      }
    }
  } else {
    await streamText(builtin.text, delta, signal);
  }

  const stopped = signal.aborted;
  const cards = stopped ? [] : builtin.cards;
  const suggestions = stopped ? [] : suggestionList;
  if (!stopped) {
    for (const card of cards) emit({ event: 'card', data: card });
    emit({ event: 'suggestions', data: { items: suggestions } });
  }
  const saved = await conversationsRepository.addMessage(db, {
    conversationId: p.conversation.id,
    userId: p.userMessage.userId,
    role: 'assistant',
    content: produced,
    cards,
    suggestions,
    status: stopped ? 'stopped' : 'complete',
    intent: builtin.intent,
  });
  await conversationsRepository.touch(db, p.conversation.id);
  const status = stopped ? 'stopped' : 'complete';
  emit({
    event: 'done',
    data: { messageId: saved.id, status, intent: builtin.intent, urgent: builtin.urgent },
  });
  return { messageId: saved.id, status };
}

/** The conversations service as the app holds it (`app.conversationsService`). */
function createConversationsService(deps: ConversationsDeps) {
  return {
    newConversation,
    listConversations,
    listMessages,
    giveFeedback,
    quickQuestions: withDeps(deps, quickQuestions),
    chatLocale: withDeps(deps, chatLocale),
    prepareSend: withDeps(deps, prepareSend),
    streamAnswer,
  };
}

export default decorationPlugin('conversationsService', createConversationsService, {
  name: 'conversations-service',
  dependencies: ['plans-service'],
});
