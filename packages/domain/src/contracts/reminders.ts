import { z } from 'zod';
import { isTimeZone } from '../reminders/time-zone';
import { localeSchema } from './common';
import { WECHAT_CONSENTS } from './values';

export { WECHAT_CONSENTS, type WechatConsent } from './values';
import { uuidSchema } from './plans-api';

/**
 * Reminders (issue 34 §2): per person (the account holder or a family member, by their plan's id, like
 * the day's record) — which channels send them, quiet hours, the time zone; the device's Web Push
 * subscription (per account: a phone reminds of everyone the account looks after); the calendar file.
 */
export const REMINDER_CHANNELS = ['push', 'wechat'] as const;
export type ReminderChannel = (typeof REMINDER_CHANNELS)[number];

/** A time of day, `HH:MM` on a 24-hour clock. */
export const timeOfDaySchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time written HH:MM (00:00–23:59)');

/** An IANA time zone name ("Asia/Shanghai"). */
export const timeZoneSchema = z
  .string()
  .max(64, 'must be an IANA time zone such as Asia/Shanghai')
  .refine(isTimeZone, 'must be an IANA time zone such as Asia/Shanghai');

export const reminderSettingsQuerySchema = z.object({ custom_nutrition_plan_id: uuidSchema }).strict();

export const reminderSettingsBodySchema = z
  .object({
    customNutritionPlanId: uuidSchema,
    /** Empty: no reminders are sent (the calendar file still works). */
    channels: z
      .array(z.enum(REMINDER_CHANNELS))
      .max(REMINDER_CHANNELS.length)
      .refine((c) => new Set(c).size === c.length, 'must not name a channel twice'),
    /** Both or neither; equal times mean no quiet hours. */
    quietStart: timeOfDaySchema.nullable(),
    quietEnd: timeOfDaySchema.nullable(),
    timeZone: timeZoneSchema,
    /** Remind once when a bought product is about to run out. */
    refills: z.boolean(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if ((v.quietStart === null) !== (v.quietEnd === null))
      ctx.addIssue({
        code: 'custom',
        path: [v.quietStart === null ? 'quietStart' : 'quietEnd'],
        message: 'quiet hours need both a start and an end (or neither)',
      });
  });
export type ReminderSettingsBody = z.infer<typeof reminderSettingsBodySchema>;

export const reminderSettingsSchema = z.object({
  customNutritionPlanId: z.string(),
  channels: z.array(z.enum(REMINDER_CHANNELS)),
  quietStart: z.string().nullable(),
  quietEnd: z.string().nullable(),
  timeZone: z.string(),
  refills: z.boolean(),
  /** False until the person saved settings: the values are the defaults. */
  saved: z.boolean(),
  /** The server can send WeChat subscription messages (its settings are present). */
  wechatAvailable: z.boolean(),
  /** The subscription message template the WeChat consent step asks for (null: WeChat is off). */
  wechatTemplateId: z.string().nullable(),
  /**
   * The account's answer in WeChat's own consent sheet for that template (null: not asked yet, or a
   * one-time consent used up). Only `accept` lets the server send.
   */
  wechatConsent: z.enum(WECHAT_CONSENTS).nullable(),
  /** This account has at least one push subscription stored. */
  pushSubscriptions: z.number().int(),
  /** The calendar file's address under the API (`/api` + this), carrying the person's calendar key. */
  calendarPath: z.string(),
});
export type ReminderSettingsView = z.infer<typeof reminderSettingsSchema>;

/** Base64url without padding: a P-256 public key is 65 bytes (87 characters), the auth secret 16 (22). */
const base64url = (bytes: number, what: string) =>
  z
    .string()
    .regex(
      new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((bytes * 4) / 3)}}={0,2}$`),
      `must be the ${what} (base64url)`,
    );

const LOOPBACK_HTTP = /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d{1,5})?\//;

/** The browser's `PushSubscription.toJSON()`. */
export const pushSubscriptionBodySchema = z
  .object({
    endpoint: z
      .string()
      .max(1024, 'must be at most 1024 characters')
      .url('must be an https URL')
      // A loopback http address is a local fake's: the server takes it only when told to (never in production).
      .refine((u) => u.startsWith('https://') || LOOPBACK_HTTP.test(u), 'must be an https URL'),
    expirationTime: z.number().nullable().optional(),
    keys: z
      .object({
        p256dh: base64url(65, 'P-256 public key of the subscription'),
        auth: base64url(16, 'auth secret of the subscription'),
      })
      .strict(),
  })
  .strict();
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

export const pushSubscriptionDeleteQuerySchema = z
  .object({ endpoint: z.string().max(1024).url('must be an https URL') })
  .strict();

export const pushSubscriptionResultSchema = z.object({ saved: z.boolean() });

export const testReminderBodySchema = z.object({ customNutritionPlanId: uuidSchema }).strict();
/** How many of the account's devices took the test reminder. */
export const testReminderResultSchema = z.object({ sent: z.number().int() });

export const vapidKeySchema = z.object({
  /** The application server key for `PushManager.subscribe` (base64url, uncompressed P-256). */
  publicKey: z.string(),
});

/** The calendar file's address: the person's plan and the key that stands for the person's sign-in. */
export const reminderCalendarQuerySchema = z
  .object({
    custom_nutrition_plan_id: uuidSchema,
    key: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, 'must be the calendar key of this person'),
    locale: localeSchema.optional(),
  })
  .strict();

/** The page the JS-SDK is configured for: its own address without the fragment. */
export const wechatJsConfigQuerySchema = z
  .object({
    url: z
      .string()
      .max(1024, 'must be at most 1024 characters')
      .url('must be the address of this page')
      .refine((u) => !u.includes('#'), 'must be the address of this page without the part after #'),
  })
  .strict();

/** What `wx.config` needs (WeChat JS-SDK, appendix 1: the signature over the page's address). */
export const wechatJsConfigSchema = z.object({
  appId: z.string(),
  /** Seconds since 1970, as a number. */
  timestamp: z.number().int(),
  nonceStr: z.string(),
  /** sha1 of `jsapi_ticket=…&noncestr=…&timestamp=…&url=…`, lower-case hex. */
  signature: z.string(),
});
export type WechatJsConfig = z.infer<typeof wechatJsConfigSchema>;

/** The consent the page read from `wx-open-subscribe`'s `subscribeDetails` for our template. */
export const wechatConsentBodySchema = z
  .object({
    templateId: z.string().regex(/^[A-Za-z0-9_-]{10,64}$/, 'must be a subscription message template id'),
    status: z.enum(WECHAT_CONSENTS),
  })
  .strict();

export const wechatConsentResultSchema = z.object({ status: z.enum(WECHAT_CONSENTS) });
