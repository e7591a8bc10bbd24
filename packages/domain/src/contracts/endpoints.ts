import { z } from 'zod';
import {
  invCodeBodySchema,
  loginIpBodySchema,
  loginResultSchema,
  loginSosBodySchema,
  operationLogBodySchema,
  userInfoBodySchema,
  userInfoSchema,
} from './account';
import { chatEventSchemas } from './chat';
import {
  labelConfirmBodySchema,
  labelConfirmResultSchema,
  labelReadBodySchema,
  labelReadingSchema,
} from './labels';
import {
  chatMessageListSchema,
  conversationListBodySchema,
  conversationListSchema,
  conversationMessagesQuerySchema,
  conversationNewBodySchema,
  conversationSchema,
  conversationSendBodySchema,
  conversationStopBodySchema,
  conversationStopResultSchema,
  feedbackBodySchema,
  messageFeedbackSchema,
  quickQuestionsSchema,
} from './chat';
import {
  medicineSearchBodySchema,
  medicineSearchResultSchema,
  medicineTaboosBodySchema,
  medicineTaboosResultSchema,
  supplementByNameBodySchema,
  supplementOptionListSchema,
  supplementOptionsResultSchema,
  supplementReviewsBodySchema,
  supplementReviewsResultSchema,
} from './medicines';
import {
  opsAuditListSchema,
  opsAuditQuerySchema,
  opsOrderListQuerySchema,
  opsOrderListSchema,
  opsOrderSchema,
  opsRefundBodySchema,
  opsShipBodySchema,
  opsSignInBodySchema,
  opsSignInResultSchema,
  opsStockAdjustBodySchema,
  opsStockAdjustResultSchema,
  opsStockListSchema,
} from './ops';
import { planDocumentSchema } from './plan';
import {
  tickBodySchema,
  tickResultSchema,
  todayQuerySchema,
  todaySchema,
  untickQuerySchema,
  weekQuerySchema,
  weekSchema,
} from './today';
import {
  pushSubscriptionBodySchema,
  pushSubscriptionDeleteQuerySchema,
  pushSubscriptionResultSchema,
  reminderCalendarQuerySchema,
  reminderSettingsBodySchema,
  reminderSettingsQuerySchema,
  reminderSettingsSchema,
  testReminderBodySchema,
  testReminderResultSchema,
  wechatConsentBodySchema,
  wechatConsentResultSchema,
  wechatJsConfigQuerySchema,
  wechatJsConfigSchema,
  vapidKeySchema,
} from './reminders';
import {
  lastPlanSchema,
  newPlanBodySchema,
  PLAN_SECTIONS,
  type PlanSection,
  planIdQuerySchema,
  planReadQuerySchema,
  planListSchema,
  planSummarySchema,
  planVersionListSchema,
  planVersionQuerySchema,
  deletePlanBodySchema,
  planVersionSchema,
  questionnairePutBodySchema,
  questionnairePutResultSchema,
  questionnaireViewSchema,
  updateNicknameBodySchema,
  updateNicknameQuerySchema,
} from './plans-api';
import {
  fileContentQuerySchema,
  fileUploadQuerySchema,
  healthReportConfirmBodySchema,
  healthReportConfirmResultSchema,
  healthReportGetQuerySchema,
  labHistorySchema,
  healthReportPutBodySchema,
  healthReportSchema,
  reportProgressEventSchema,
  uploadedFileSchema,
} from './reports';
import { paymentNotifyParamsSchema, startPaymentBodySchema, startPaymentResultSchema } from './payments';
import type { STREAM_EVENTS } from './routes';
import { ROUTES, type RouteName } from './routes';
import {
  addressIdBodySchema,
  addressListBodySchema,
  addressListSchema,
  addressSaveBodySchema,
  addressViewSchema,
  orderBodySchema,
  orderDetailQuerySchema,
  orderIdBodySchema,
  orderHeadersSchema,
  orderListBodySchema,
  orderListSchema,
  orderViewSchema,
  productGetAllBodySchema,
  productGetBodySchema,
  productGetResultSchema,
  productPageSchema,
  voucherListSchema,
  voucherQueryBodySchema,
  voucherQuerySchema,
} from './shop';
import {
  wechatAuthorizeBodySchema,
  wechatAuthorizeResultSchema,
  wechatBindOpenidBodySchema,
  wechatBindOpenidResultSchema,
} from './wechat';

/**
 * One row per call of the API: its method and path (from {@link ROUTES}), whether it needs a signed-in
 * user, and the schemas of its query, body, answer (the `data` of the `{ code, msg, data }` envelope) or
 * stream events. The API registers every route from this table and the web client is typed from it, so a
 * change here is a change on both sides at once.
 */
export interface EndpointDef {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** What the call does, in a line: the OpenAPI summary (`/docs`) of its route. */
  summary: string;
  /** `true`: a user's token; `'operator'`: an operator's token (a user's is refused with 403). */
  auth: boolean | 'operator';
  query?: z.ZodType;
  /** Path parameters (`:name` in the path). */
  params?: z.ZodType;
  body?: z.ZodType;
  /** Request headers the call must carry (checked like the body). */
  headers?: z.ZodType;
  /** The `data` of a JSON answer. */
  response?: z.ZodType;
  /** Server-sent events, by event name, instead of a JSON answer. */
  events?: Record<string, z.ZodType>;
  /** A multipart upload (field `file`) rather than a JSON body. */
  multipart?: true;
  /** A file sent as it is stored, rather than JSON. */
  binary?: true;
}

/** One schema for each event name a streamed call lists in {@link STREAM_EVENTS}, and no other. */
type EventSchemas<N extends keyof typeof STREAM_EVENTS> = Record<
  (typeof STREAM_EVENTS)[N][number],
  z.ZodType
>;

// ---- schemas that belong to one call only ------------------------------------------------------

const emptyBodySchema = z.object({}).strict().nullish();
export const accountExportSchema = z.record(z.string(), z.unknown());
export const deleteAccountBodySchema = z
  .object({ confirm: z.literal(true, { error: 'must be true to erase the account' }) })
  .strict();
export const invCodeResultSchema = z.object({ invCode: z.string(), boundAt: z.string() });
export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.object({ kind: z.string(), ok: z.boolean() }),
  uptimeS: z.number(),
});

/**
 * The head of a plan document: everything but its sections. The plan stream sends each section once and
 * ends with this, so the client puts the document together without receiving it twice.
 */
export const planHeadSchema = planDocumentSchema.omit({
  profile: true,
  nutrients: true,
  radar: true,
  findings: true,
  recommendations: true,
  reportAnalysis: true,
  medicineTaboos: true,
  productReviews: true,
  products: true,
});
export type PlanHead = z.infer<typeof planHeadSchema>;

/** One `section` event's schema: the section's name and that part of the plan document. */
const planSectionEvent = <N extends PlanSection>(name: N) =>
  z.object({ name: z.literal(name), data: planDocumentSchema.shape[name] });

/**
 * The plan stream's `section` event, a schema per section (issue 32 §2): a client reads `data` typed by
 * `name`, and puts the document together from the head and the sections without a cast. One member per
 * `PLAN_SECTIONS` entry, in its order (contracts/plan-stream.test.ts holds the list to it).
 */
export const planSectionEventSchema = z.discriminatedUnion('name', [
  planSectionEvent('profile'),
  planSectionEvent('nutrients'),
  planSectionEvent('radar'),
  planSectionEvent('findings'),
  planSectionEvent('recommendations'),
  planSectionEvent('reportAnalysis'),
  planSectionEvent('medicineTaboos'),
  planSectionEvent('productReviews'),
  planSectionEvent('products'),
]);
export type PlanSectionEvent = z.infer<typeof planSectionEventSchema>;

export const planStreamEventSchemas = {
  progress: z.object({
    step: z.number().int(),
    total: z.number().int(),
    section: z.enum(PLAN_SECTIONS),
  }),
  section: planSectionEventSchema,
  done: z.object({ plan: planHeadSchema }),
  error: z.object({ code: z.number().int(), msg: z.string() }),
} satisfies EventSchemas<'streamPlan'>;

export const reportStreamEventSchemas = {
  /** First: the report exists and its job is queued; the client may follow it with getReport if the stream breaks. */
  accepted: z.object({ reportId: z.string() }),
  progress: reportProgressEventSchema,
  review: healthReportSchema,
  done: z.object({ reportId: z.string() }),
  error: z.object({ code: z.number().int(), msg: z.string() }),
} satisfies EventSchemas<'analyseReports'>;

// The chat's event schemas live with the chat contract; the compiler holds them to the same names.
chatEventSchemas satisfies EventSchemas<'sendMessage'>;

/** The chat stream's events, in order, for the OpenAPI reader (the schemas are in `chatEventSchemas`). */
const SEND_MESSAGE_SUMMARY = [
  'Send a message; the answer streams as server-sent events over this POST response:',
  '`start` {userMessageId};',
  '`delta` {text} many times (concatenate them);',
  '`replace` {text} when the safety check corrected the text streamed so far (show `text` instead);',
  '`card` {type: profile|recommend|tips|products, …} for each card;',
  '`suggestions` {items: string[]} (2–3 follow-up questions);',
  '`done` {messageId, status: complete|stopped, intent, urgent};',
  '`error` {code, msg} if the answer could not be produced.',
  'Errors before the stream opens (400 content, 404 conversation, 429 rate limit) answer with the JSON error envelope.',
].join(' ');

// ---- the table ---------------------------------------------------------------------------------

const A = { auth: true } as const;
const open = { auth: false } as const;
const operator = { auth: 'operator' } as const;

export const endpoints = {
  loginGuest: {
    ...ROUTES.loginGuest,
    summary: 'Guest sign-in with a random device id (the IP only feeds the rate limit)',
    ...open,
    body: loginIpBodySchema,
    response: loginResultSchema,
  },
  loginRetail: {
    ...ROUTES.loginRetail,
    summary: 'Retail sign-in with a signed token `<mobile>.<unixSeconds>.<hmac>`',
    ...open,
    body: loginSosBodySchema,
    response: loginResultSchema,
  },
  userInfo: {
    ...ROUTES.userInfo,
    summary: 'The signed-in user; an optional body updates the stored locale or nickname',
    ...A,
    body: userInfoBodySchema.nullish(),
    response: userInfoSchema,
  },
  bindInvitationCode: {
    ...ROUTES.bindInvitationCode,
    summary: 'Bind an invitation code (at most one per user)',
    ...A,
    body: invCodeBodySchema,
    response: invCodeResultSchema,
  },
  exportAccount: {
    ...ROUTES.exportAccount,
    summary: 'Everything stored about the signed-in user, as JSON',
    ...A,
    response: accountExportSchema,
  },
  deleteAccount: {
    ...ROUTES.deleteAccount,
    summary: 'Erase the signed-in user and all their data; requires `{confirm: true}`',
    ...A,
    body: deleteAccountBodySchema,
    response: z.object({ deleted: z.literal(true) }),
  },
  saveOperationLog: {
    ...ROUTES.saveOperationLog,
    summary: 'Record a share or checkout step',
    ...A,
    body: operationLogBodySchema,
    response: z.object({ id: z.string() }),
  },

  createPlan: {
    ...ROUTES.createPlan,
    summary: 'Create a plan (one per person); its locale fixes the standards it uses',
    ...A,
    body: newPlanBodySchema,
    response: planSummarySchema,
  },
  putQuestionnaire: {
    ...ROUTES.putQuestionnaire,
    summary:
      'Save answers (partial while in progress; `complete: true` validates the whole set and generates the plan)',
    ...A,
    body: questionnairePutBodySchema,
    response: questionnairePutResultSchema,
  },
  getPlanDocument: {
    ...ROUTES.getPlanDocument,
    summary: 'The plan document (regenerated when its inputs changed), with its next lab tests (`retestDue`)',
    ...A,
    query: planReadQuerySchema,
    response: planDocumentSchema,
  },
  streamPlan: {
    ...ROUTES.streamPlan,
    summary:
      'Server-sent events: `progress` {step,total,section} and `section` {name,data} for each section, then `done` {plan: the document without its sections}; `error` {code,msg}',
    ...A,
    query: planReadQuerySchema,
    events: planStreamEventSchemas,
  },
  renamePlan: {
    ...ROUTES.renamePlan,
    summary: 'Rename the person a plan is for',
    ...A,
    query: updateNicknameQuerySchema,
    response: planSummarySchema,
  },
  renamePlanInBody: {
    ...ROUTES.renamePlanInBody,
    summary: 'Rename the person a plan is for, the name in the body (kept out of URLs and logs)',
    ...A,
    body: updateNicknameBodySchema,
    response: planSummarySchema,
  },
  listPlans: {
    ...ROUTES.listPlans,
    summary:
      "The signed-in user's plans, newest first, each with its next lab tests (`retestDue`, soonest first)",
    ...A,
    response: planListSchema,
  },
  getLastPlan: {
    ...ROUTES.getLastPlan,
    summary: 'The newest plan and its document (null when there is none)',
    ...A,
    response: lastPlanSchema,
  },
  deletePlan: {
    ...ROUTES.deletePlan,
    summary: "Delete a plan (a family member's, or one's own) with its questionnaire, versions and reports",
    ...A,
    body: deletePlanBodySchema,
    response: z.object({ deleted: z.literal(true) }),
  },
  getQuestionnaire: {
    ...ROUTES.getQuestionnaire,
    summary:
      "What the plan already knows (answers, confirmed lab values, medicine names in the request's language), to open a questionnaire pre-filled",
    ...A,
    query: planIdQuerySchema,
    response: questionnaireViewSchema,
  },
  listPlanVersions: {
    ...ROUTES.listPlanVersions,
    summary: "The plan's versions: the current document first, then the earlier ones, newest first",
    ...A,
    query: planIdQuerySchema,
    response: planVersionListSchema,
  },
  getPlanVersion: {
    ...ROUTES.getPlanVersion,
    summary: 'An earlier version of the plan document, as it was made',
    ...A,
    query: planVersionQuerySchema,
    response: planVersionSchema,
  },

  getToday: {
    ...ROUTES.getToday,
    summary:
      "A person's schedule for a date (their plan and medicines), the doses ticked off, and what changed",
    ...A,
    query: todayQuerySchema,
    response: todaySchema,
  },
  tickDose: {
    ...ROUTES.tickDose,
    summary: 'Tick off one dose of the schedule on one date',
    ...A,
    body: tickBodySchema,
    response: tickResultSchema,
  },
  untickDose: {
    ...ROUTES.untickDose,
    summary: 'Take back the tick of one dose on one date',
    ...A,
    query: untickQuerySchema,
    response: tickResultSchema,
  },
  getWeekRecords: {
    ...ROUTES.getWeekRecords,
    summary: 'The doses ticked off on each of seven days ending at a date',
    ...A,
    query: weekQuerySchema,
    response: weekSchema,
  },

  getReminderSettings: {
    ...ROUTES.getReminderSettings,
    summary:
      "A person's reminder settings (channels, quiet hours, time zone, refills; defaults until saved), whether WeChat subscription messages are available, and the calendar file's address",
    ...A,
    query: reminderSettingsQuerySchema,
    response: reminderSettingsSchema,
  },
  putReminderSettings: {
    ...ROUTES.putReminderSettings,
    summary:
      "Save a person's reminder settings: channels (push, wechat; empty: none), quiet hours HH:MM (both or neither), an IANA time zone, refills",
    ...A,
    body: reminderSettingsBodySchema,
    response: reminderSettingsSchema,
  },
  getVapidKey: {
    ...ROUTES.getVapidKey,
    summary: "The server's VAPID public key, for PushManager.subscribe",
    ...A,
    response: vapidKeySchema,
  },
  putPushSubscription: {
    ...ROUTES.putPushSubscription,
    summary:
      "Store this device's Web Push subscription (PushSubscription.toJSON(): https endpoint, p256dh and auth keys)",
    ...A,
    body: pushSubscriptionBodySchema,
    response: pushSubscriptionResultSchema,
  },
  deletePushSubscription: {
    ...ROUTES.deletePushSubscription,
    summary: "Forget this device's Web Push subscription (by its endpoint); saved: false when there was none",
    ...A,
    query: pushSubscriptionDeleteQuerySchema,
    response: pushSubscriptionResultSchema,
  },
  sendTestReminder: {
    ...ROUTES.sendTestReminder,
    summary:
      "Send a test reminder to this account's devices now (Web Push), in the person's language; sent: how many took it",
    ...A,
    body: testReminderBodySchema,
    response: testReminderResultSchema,
  },
  getReminderCalendar: {
    ...ROUTES.getReminderCalendar,
    summary:
      "A person's reminders as a calendar file (text/calendar, an attachment): one daily event per time of day with an alarm. Opened by its address from the settings (the key stands for the sign-in, so a plain link works on iOS and in calendar apps)",
    auth: false,
    binary: true,
    query: reminderCalendarQuerySchema,
  },
  getWechatJsConfig: {
    ...ROUTES.getWechatJsConfig,
    summary:
      "WeChat JS-SDK's wx.config for a page of this app (appId, timestamp, nonceStr, signature over the page's address with the official account's jsapi_ticket), for the subscription consent tag; 503 when WeChat reminders are off",
    ...A,
    query: wechatJsConfigQuerySchema,
    response: wechatJsConfigSchema,
  },
  putWechatConsent: {
    ...ROUTES.putWechatConsent,
    summary:
      "Record what the person answered in WeChat's consent sheet for the reminders' template (accept, reject, ban); WeChat reminders are sent only after accept",
    ...A,
    body: wechatConsentBodySchema,
    response: wechatConsentResultSchema,
  },

  searchMedicines: {
    ...ROUTES.searchMedicines,
    summary: 'Search medicines by Chinese name, pinyin or initials, English generic or brand name, or class',
    ...A,
    body: medicineSearchBodySchema,
    response: medicineSearchResultSchema,
  },
  supplementOptions: {
    ...ROUTES.supplementOptions,
    summary: 'Supplement options grouped by category, names in both languages',
    ...A,
    body: emptyBodySchema,
    response: supplementOptionsResultSchema,
  },
  searchSupplements: {
    ...ROUTES.searchSupplements,
    summary: 'Search supplement options by name, alias or brand',
    ...A,
    body: supplementByNameBodySchema,
    response: supplementOptionListSchema,
  },
  reviewSupplements: {
    ...ROUTES.reviewSupplements,
    summary: 'Review the supplements the user takes (stored on the plan; the plan is regenerated)',
    ...A,
    body: supplementReviewsBodySchema,
    response: supplementReviewsResultSchema,
  },
  checkMedicineTaboos: {
    ...ROUTES.checkMedicineTaboos,
    summary: 'Check the medicines the user takes against supplements and nutrients (stored on the plan)',
    ...A,
    body: medicineTaboosBodySchema,
    response: medicineTaboosResultSchema,
  },
  readLabel: {
    ...ROUTES.readLabel,
    summary:
      "Read an uploaded photo of a supplement label (Supplement Facts or 营养成分表) in an extraction process, with the report photos' bounds: the name, serving and nutrient amounts per serving (as the element) for review; a photo that is not a label answers notALabel with a plain message. Nothing is stored",
    ...A,
    body: labelReadBodySchema,
    response: labelReadingSchema,
  },
  confirmLabel: {
    ...ROUTES.confirmLabel,
    summary:
      "Store a reviewed label's product with its strengths among the plan's supplements (one entry per nutrient, replacing an earlier confirm of the same name) and regenerate the plan, which counts it against the UL",
    ...A,
    body: labelConfirmBodySchema,
    response: labelConfirmResultSchema,
  },

  uploadFile: {
    ...ROUTES.uploadFile,
    summary:
      'Upload one file (multipart field `file`): PDF, JPEG, PNG or WebP by content, ≤ 10 MiB; `path` is a category. ' +
      'Per user: UPLOAD_RATE_LIMIT_MAX a minute, UPLOAD_DAILY_FILES_MAX files and UPLOAD_DAILY_BYTES_MAX bytes in 24 hours (429 with Retry-After)',
    ...A,
    multipart: true,
    query: fileUploadQuerySchema,
    response: uploadedFileSchema,
  },
  fileContent: {
    ...ROUTES.fileContent,
    summary: "A file's bytes, for its owner only",
    ...A,
    binary: true,
    query: fileContentQuerySchema,
  },
  analyseReports: {
    ...ROUTES.analyseReports,
    summary:
      'Analyse uploaded reports, as a job any instance may run. One analysis per user at a time and a bounded queue, counted across instances: 429 with Retry-After (seconds) when busy. Server-sent events: `accepted` {reportId} first (if the stream breaks, follow the report with health_report/get until its status is review or failed); `progress` {fileId, stage: received|text_extracted|markers_found|analysed, method?, characters?, pages?, pagesWithoutText?, count?, message?} per file and stage (again from `received` if the job is retried on another instance); then `review` (the report with markers to confirm); then `done` {reportId}; on failure `error` {code, msg}. Closing the stream cancels the analysis and keeps nothing.',
    ...A,
    body: healthReportPutBodySchema,
    events: reportStreamEventSchemas,
  },
  labHistory: {
    ...ROUTES.labHistory,
    summary: "A plan's confirmed lab values over time, per marker, with the change since the last test",
    ...A,
    query: planIdQuerySchema,
    response: labHistorySchema,
  },
  getReport: {
    ...ROUTES.getReport,
    summary: 'A report with its values for review (or as confirmed)',
    ...A,
    query: healthReportGetQuerySchema,
    response: healthReportSchema,
  },
  confirmReport: {
    ...ROUTES.confirmReport,
    summary:
      'Review step: correct or drop values, then the confirmed values (with the lab ranges) feed the plan; answers the report and the regenerated plan',
    ...A,
    body: healthReportConfirmBodySchema,
    response: healthReportConfirmResultSchema,
  },

  newConversation: {
    ...ROUTES.newConversation,
    summary: 'Start a conversation (the title defaults to the start of the first message)',
    ...A,
    body: conversationNewBodySchema,
    response: conversationSchema,
  },
  listConversations: {
    ...ROUTES.listConversations,
    summary: "The user's conversations, most recently active first (page_size ≤ 50)",
    ...A,
    body: conversationListBodySchema,
    response: conversationListSchema,
  },
  listMessages: {
    ...ROUTES.listMessages,
    summary: 'Messages of a conversation, oldest first; page 1 holds the oldest page_size (≤ 50) messages',
    ...A,
    query: conversationMessagesQuerySchema,
    response: chatMessageListSchema,
  },
  sendMessage: {
    ...ROUTES.sendMessage,
    summary: SEND_MESSAGE_SUMMARY,
    ...A,
    body: conversationSendBodySchema,
    events: chatEventSchemas,
  },
  stopAnswer: {
    ...ROUTES.stopAnswer,
    summary:
      'Stop the answer being streamed in a conversation; what was produced is stored with status `stopped`',
    ...A,
    body: conversationStopBodySchema,
    response: conversationStopResultSchema,
  },
  sendFeedback: {
    ...ROUTES.sendFeedback,
    summary: 'Rate an assistant answer up or down (one feedback per message; sending again replaces it)',
    ...A,
    body: feedbackBodySchema,
    response: messageFeedbackSchema,
  },
  quickQuestions: {
    ...ROUTES.quickQuestions,
    summary: "3–5 starter questions personalised from the user's latest plan, in the request locale",
    ...A,
    response: quickQuestionsSchema,
  },

  getPlanProducts: {
    ...ROUTES.getPlanProducts,
    summary:
      'Products by id, or the products of a plan (with its dosage and usage, split into basis/other by the dosage rule)',
    ...A,
    body: productGetBodySchema,
    response: productGetResultSchema,
  },
  listProducts: {
    ...ROUTES.listProducts,
    summary: 'The catalogue, paged (page_size at most 100), optionally one category',
    ...A,
    body: productGetAllBodySchema,
    response: productPageSchema,
  },
  queryVouchers: {
    ...ROUTES.queryVouchers,
    summary: "The caller's vouchers (a welcome pack is granted at the first query); page_size at most 200",
    ...A,
    query: voucherQuerySchema,
    body: voucherQueryBodySchema,
    response: voucherListSchema,
  },
  listAddresses: {
    ...ROUTES.listAddresses,
    summary: "The caller's delivery addresses, the default first",
    ...A,
    body: addressListBodySchema,
    response: addressListSchema,
  },
  saveAddress: {
    ...ROUTES.saveAddress,
    summary: 'Create an address, or update one with `id`; form messages in the request locale',
    ...A,
    body: addressSaveBodySchema,
    response: addressViewSchema,
  },
  deleteAddress: {
    ...ROUTES.deleteAddress,
    summary: 'Delete an address (the newest other one becomes the default)',
    ...A,
    body: addressIdBodySchema,
    response: z.object({ id: z.string(), deleted: z.literal(true) }),
  },
  placeOrder: {
    ...ROUTES.placeOrder,
    summary:
      'Place an order: prices and the voucher are computed by the server; stock is reserved atomically; idempotent on the Idempotency-Key header',
    ...A,
    headers: orderHeadersSchema,
    body: orderBodySchema,
    response: orderViewSchema,
  },
  listOrders: {
    ...ROUTES.listOrders,
    summary:
      "The caller's orders, newest first (page_size at most 100), optionally of one status or one plan",
    ...A,
    body: orderListBodySchema,
    response: orderListSchema,
  },
  getOrder: {
    ...ROUTES.getOrder,
    summary: 'One order of the caller',
    ...A,
    query: orderDetailQuerySchema,
    response: orderViewSchema,
  },
  cancelOrder: {
    ...ROUTES.cancelOrder,
    summary:
      'Cancel one of my orders before it is paid: its stock and voucher come back and the payment is closed',
    ...A,
    body: orderIdBodySchema,
    response: orderViewSchema,
  },
  confirmReceipt: {
    ...ROUTES.confirmReceipt,
    summary: 'I received my shipped order: it is completed',
    ...A,
    body: orderIdBodySchema,
    response: orderViewSchema,
  },
  startPayment: {
    ...ROUTES.startPayment,
    summary:
      'Start paying one of my orders: the channel (demo, WeChat JSAPI in the WeChat webview with a known openid, WeChat H5 elsewhere) and what the page does next',
    ...A,
    body: startPaymentBodySchema,
    response: startPaymentResultSchema,
  },
  refreshPayment: {
    ...ROUTES.refreshPayment,
    summary:
      'My order as it is now: a pending order whose payment was started asks the payment provider first',
    ...A,
    body: orderIdBodySchema,
    response: orderViewSchema,
  },
  confirmDemoPayment: {
    ...ROUTES.confirmDemoPayment,
    summary:
      'The demo cashier (PAYMENT_PROVIDER=demo only, no money moves): pays my order through the same notification path a real payment takes',
    ...A,
    body: orderIdBodySchema,
    response: orderViewSchema,
  },
  /** The provider's notification: its raw body is verified by the provider, so no body schema here. */
  paymentNotify: {
    ...ROUTES.paymentNotify,
    summary:
      "A payment provider's notification: verified on the raw body by the provider, then the order is paid; idempotent",
    ...open,
    params: paymentNotifyParamsSchema,
  },

  wechatAuthorizeUrl: {
    ...ROUTES.wechatAuthorizeUrl,
    summary:
      'Where to send the person for the official account’s silent OAuth (snsapi_base); 409 when WeChat is not set up',
    ...A,
    body: wechatAuthorizeBodySchema,
    response: wechatAuthorizeResultSchema,
  },
  wechatBindOpenid: {
    ...ROUTES.wechatBindOpenid,
    summary: 'Exchange the code WeChat sent back for the openid and store it on the signed-in user',
    ...A,
    body: wechatBindOpenidBodySchema,
    response: wechatBindOpenidResultSchema,
  },
  opsSignIn: {
    ...ROUTES.opsSignIn,
    summary: "An operator's sign-in by name and password: a token with the operator role",
    ...open,
    body: opsSignInBodySchema,
    response: opsSignInResultSchema,
  },
  opsListOrders: {
    ...ROUTES.opsListOrders,
    summary: "Every user's orders, newest first, in one status or all",
    ...operator,
    query: opsOrderListQuerySchema,
    response: opsOrderListSchema,
  },
  opsShipOrder: {
    ...ROUTES.opsShipOrder,
    summary: 'Marks a paid order shipped with its carrier and tracking number',
    ...operator,
    body: opsShipBodySchema,
    response: opsOrderSchema,
  },
  opsRefundOrder: {
    ...ROUTES.opsRefundOrder,
    summary: 'Refunds a paid order, whole or some lines, with the reason',
    ...operator,
    body: opsRefundBodySchema,
    response: opsOrderSchema,
  },
  opsListStock: {
    ...ROUTES.opsListStock,
    summary: 'Every specification on sale with its live stock',
    ...operator,
    response: opsStockListSchema,
  },
  opsAdjustStock: {
    ...ROUTES.opsAdjustStock,
    summary: "Adds or removes a specification's stock with a reason (never below 0)",
    ...operator,
    body: opsStockAdjustBodySchema,
    response: opsStockAdjustResultSchema,
  },
  opsListAudit: {
    ...ROUTES.opsListAudit,
    summary: 'The audit log of operator actions, newest first',
    ...operator,
    query: opsAuditQuerySchema,
    response: opsAuditListSchema,
  },
  /**
   * Youzan's push messages (ADR 0029): the body is checked against its Event-Sign header as received,
   * so it has no schema here, and the answer is the `{ code: 0, msg: 'success' }` Youzan expects.
   */
  youzanPush: {
    ...ROUTES.youzanPush,
    summary: "Youzan's push messages: signature checked, then the trade is read and its order moved",
    ...open,
  },

  health: { ...ROUTES.health, summary: 'Liveness and database state', ...open, response: healthSchema },
} as const satisfies { [N in RouteName]: EndpointDef & (typeof ROUTES)[N] };

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

type Field<N extends EndpointName, F extends string> = Endpoints[N] extends { [K in F]: infer S }
  ? S extends z.ZodType
    ? S
    : never
  : never;

/** What the caller sends (before defaults apply). */
export type BodyOf<N extends EndpointName> = z.input<Field<N, 'body'>>;
export type QueryOf<N extends EndpointName> = z.input<Field<N, 'query'>>;
/** What the caller receives: the envelope's `data`. */
export type ResponseOf<N extends EndpointName> = z.output<Field<N, 'response'>>;

/** Calls answered with JSON (neither a stream nor a file). */
export type JsonEndpointName = {
  [N in EndpointName]: Endpoints[N] extends { response: z.ZodType }
    ? Endpoints[N] extends { multipart: true }
      ? never
      : N
    : never;
}[EndpointName];

/** Calls answered with server-sent events. */
export type StreamEndpointName = {
  [N in EndpointName]: Endpoints[N] extends { events: Record<string, z.ZodType> } ? N : never;
}[EndpointName];

type EventsOf<N extends EndpointName> = Endpoints[N] extends {
  events: infer Ev extends Record<string, z.ZodType>;
}
  ? Ev
  : never;

/** One event of a streamed call, typed by its name. */
export type StreamEventOf<N extends StreamEndpointName> = {
  [E in keyof EventsOf<N> & string]: { event: E; data: z.output<EventsOf<N>[E]> };
}[keyof EventsOf<N> & string];
