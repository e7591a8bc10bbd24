/**
 * The assistant's input and reply (ADR 0006), and the message as every rule of the built-in answer reads it.
 */
import type { Locale } from '../contracts/common';
import type { ChatCard } from '../contracts/chat';
import type { PlanDocument } from '../contracts/plan';
import type { Intent } from './lexicon';
import type { FollowUp, SafetyNote, Warning } from './followups';
import type { RegionCode } from '../safety/regions';

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

export interface AssistantInput {
  text: string;
  locale: Locale;
  /** The user's latest plan document, or null when they have none yet. */
  plan: PlanDocument | null;
  /** Earlier turns, oldest first (follow-ups such as "and when do I take it?"). */
  history?: readonly ChatTurn[];
  /** Drug ids the user takes; defaults to the medicines behind the plan's taboos. */
  medicines?: readonly string[];
  /**
   * The country the person set (userinfo `region`, "GB", "AU"…). A country said in this message or an
   * earlier one outranks it; the emergency and crisis numbers follow it (safety/regions.ts).
   */
  region?: string | null;
  /** The request's language tag ("en-GB", "zh-HK"): its region is used when none was said or set. */
  languageTag?: string | null;
}

export interface AssistantReply {
  intent: Intent;
  /** Markdown without raw HTML, already through the safety check. */
  text: string;
  cards: ChatCard[];
  /** 2–3 follow-up questions (none for an urgent answer: the user should act, not chat). */
  suggestions: string[];
  /** The same follow-ups as data (kind, substance), before any later filtering by a model answer. */
  followUps: FollowUp[];
  /** What the answer warned about (follow-ups that contradict these are already left out). */
  warnings: Warning[];
  /** The intent of each part of a multi-part question, in order (one entry for a single question). */
  parts: Intent[];
  /** Ids of the timing/pairing rules used (pairings.ts). */
  rules: string[];
  /** Safety statements a model answer to this question must carry too (`applySafetyNotes`). */
  notes: SafetyNote[];
  urgent: boolean;
  /**
   * Only this built-in answer may be shown, never a model's: a weight or calorie question after a
   * positive eating-disorder screen, where any figure a model adds could harm (NICE NG69).
   */
  ruleOnly: boolean;
}

/** The message as the rules read it: the text (its first 4,000 characters), the plan and the chat before. */
export interface Message {
  input: AssistantInput;
  /** The person's country (said, set or from the language tag); null: the locale's default numbers. */
  region: RegionCode | null;
  locale: Locale;
  text: string;
  plan: PlanDocument | null;
  history: readonly ChatTurn[];
}
