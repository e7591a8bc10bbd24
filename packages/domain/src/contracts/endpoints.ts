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
  lastPlanSchema,
  newPlanBodySchema,
  PLAN_SECTIONS,
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
  method: 'GET' | 'POST';
  path: string;
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

export const planStreamEventSchemas = {
  progress: z.object({
    step: z.number().int(),
    total: z.number().int(),
    section: z.enum(PLAN_SECTIONS),
  }),
  section: z.object({ name: z.enum(PLAN_SECTIONS), data: z.unknown() }),
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

// ---- the table ---------------------------------------------------------------------------------

const A = { auth: true } as const;
const open = { auth: false } as const;
const operator = { auth: 'operator' } as const;

export const endpoints = {
  loginGuest: { ...ROUTES.loginGuest, ...open, body: loginIpBodySchema, response: loginResultSchema },
  loginRetail: { ...ROUTES.loginRetail, ...open, body: loginSosBodySchema, response: loginResultSchema },
  userInfo: { ...ROUTES.userInfo, ...A, body: userInfoBodySchema.nullish(), response: userInfoSchema },
  bindInvitationCode: {
    ...ROUTES.bindInvitationCode,
    ...A,
    body: invCodeBodySchema,
    response: invCodeResultSchema,
  },
  exportAccount: { ...ROUTES.exportAccount, ...A, response: accountExportSchema },
  deleteAccount: {
    ...ROUTES.deleteAccount,
    ...A,
    body: deleteAccountBodySchema,
    response: z.object({ deleted: z.literal(true) }),
  },
  saveOperationLog: {
    ...ROUTES.saveOperationLog,
    ...A,
    body: operationLogBodySchema,
    response: z.object({ id: z.string() }),
  },

  createPlan: { ...ROUTES.createPlan, ...A, body: newPlanBodySchema, response: planSummarySchema },
  putQuestionnaire: {
    ...ROUTES.putQuestionnaire,
    ...A,
    body: questionnairePutBodySchema,
    response: questionnairePutResultSchema,
  },
  getPlanDocument: {
    ...ROUTES.getPlanDocument,
    ...A,
    query: planReadQuerySchema,
    response: planDocumentSchema,
  },
  streamPlan: { ...ROUTES.streamPlan, ...A, query: planReadQuerySchema, events: planStreamEventSchemas },
  renamePlan: {
    ...ROUTES.renamePlan,
    ...A,
    query: updateNicknameQuerySchema,
    response: planSummarySchema,
  },
  listPlans: { ...ROUTES.listPlans, ...A, response: planListSchema },
  getLastPlan: { ...ROUTES.getLastPlan, ...A, response: lastPlanSchema },
  deletePlan: {
    ...ROUTES.deletePlan,
    ...A,
    body: deletePlanBodySchema,
    response: z.object({ deleted: z.literal(true) }),
  },
  getQuestionnaire: {
    ...ROUTES.getQuestionnaire,
    ...A,
    query: planIdQuerySchema,
    response: questionnaireViewSchema,
  },
  listPlanVersions: {
    ...ROUTES.listPlanVersions,
    ...A,
    query: planIdQuerySchema,
    response: planVersionListSchema,
  },
  getPlanVersion: {
    ...ROUTES.getPlanVersion,
    ...A,
    query: planVersionQuerySchema,
    response: planVersionSchema,
  },

  searchMedicines: {
    ...ROUTES.searchMedicines,
    ...A,
    body: medicineSearchBodySchema,
    response: medicineSearchResultSchema,
  },
  supplementOptions: {
    ...ROUTES.supplementOptions,
    ...A,
    body: emptyBodySchema,
    response: supplementOptionsResultSchema,
  },
  searchSupplements: {
    ...ROUTES.searchSupplements,
    ...A,
    body: supplementByNameBodySchema,
    response: supplementOptionListSchema,
  },
  reviewSupplements: {
    ...ROUTES.reviewSupplements,
    ...A,
    body: supplementReviewsBodySchema,
    response: supplementReviewsResultSchema,
  },
  checkMedicineTaboos: {
    ...ROUTES.checkMedicineTaboos,
    ...A,
    body: medicineTaboosBodySchema,
    response: medicineTaboosResultSchema,
  },

  uploadFile: {
    ...ROUTES.uploadFile,
    ...A,
    multipart: true,
    query: fileUploadQuerySchema,
    response: uploadedFileSchema,
  },
  fileContent: { ...ROUTES.fileContent, ...A, binary: true, query: fileContentQuerySchema },
  analyseReports: {
    ...ROUTES.analyseReports,
    ...A,
    body: healthReportPutBodySchema,
    events: reportStreamEventSchemas,
  },
  labHistory: { ...ROUTES.labHistory, ...A, query: planIdQuerySchema, response: labHistorySchema },
  getReport: { ...ROUTES.getReport, ...A, query: healthReportGetQuerySchema, response: healthReportSchema },
  confirmReport: {
    ...ROUTES.confirmReport,
    ...A,
    body: healthReportConfirmBodySchema,
    response: healthReportConfirmResultSchema,
  },

  newConversation: {
    ...ROUTES.newConversation,
    ...A,
    body: conversationNewBodySchema,
    response: conversationSchema,
  },
  listConversations: {
    ...ROUTES.listConversations,
    ...A,
    body: conversationListBodySchema,
    response: conversationListSchema,
  },
  listMessages: {
    ...ROUTES.listMessages,
    ...A,
    query: conversationMessagesQuerySchema,
    response: chatMessageListSchema,
  },
  sendMessage: { ...ROUTES.sendMessage, ...A, body: conversationSendBodySchema, events: chatEventSchemas },
  stopAnswer: {
    ...ROUTES.stopAnswer,
    ...A,
    body: conversationStopBodySchema,
    response: conversationStopResultSchema,
  },
  sendFeedback: { ...ROUTES.sendFeedback, ...A, body: feedbackBodySchema, response: messageFeedbackSchema },
  quickQuestions: { ...ROUTES.quickQuestions, ...A, response: quickQuestionsSchema },

  getPlanProducts: {
    ...ROUTES.getPlanProducts,
    ...A,
    body: productGetBodySchema,
    response: productGetResultSchema,
  },
  listProducts: { ...ROUTES.listProducts, ...A, body: productGetAllBodySchema, response: productPageSchema },
  queryVouchers: {
    ...ROUTES.queryVouchers,
    ...A,
    query: voucherQuerySchema,
    body: voucherQueryBodySchema,
    response: voucherListSchema,
  },
  listAddresses: { ...ROUTES.listAddresses, ...A, body: addressListBodySchema, response: addressListSchema },
  saveAddress: { ...ROUTES.saveAddress, ...A, body: addressSaveBodySchema, response: addressViewSchema },
  deleteAddress: {
    ...ROUTES.deleteAddress,
    ...A,
    body: addressIdBodySchema,
    response: z.object({ id: z.string(), deleted: z.literal(true) }),
  },
  placeOrder: {
    ...ROUTES.placeOrder,
    ...A,
    headers: orderHeadersSchema,
    body: orderBodySchema,
    response: orderViewSchema,
  },
  listOrders: { ...ROUTES.listOrders, ...A, body: orderListBodySchema, response: orderListSchema },
  getOrder: { ...ROUTES.getOrder, ...A, query: orderDetailQuerySchema, response: orderViewSchema },
  cancelOrder: { ...ROUTES.cancelOrder, ...A, body: orderIdBodySchema, response: orderViewSchema },
  confirmReceipt: { ...ROUTES.confirmReceipt, ...A, body: orderIdBodySchema, response: orderViewSchema },
  startPayment: {
    ...ROUTES.startPayment,
    ...A,
    body: startPaymentBodySchema,
    response: startPaymentResultSchema,
  },
  refreshPayment: { ...ROUTES.refreshPayment, ...A, body: orderIdBodySchema, response: orderViewSchema },
  confirmDemoPayment: {
    ...ROUTES.confirmDemoPayment,
    ...A,
    body: orderIdBodySchema,
    response: orderViewSchema,
  },
  /** The provider's notification: its raw body is verified by the provider, so no body schema here. */
  paymentNotify: { ...ROUTES.paymentNotify, ...open, params: paymentNotifyParamsSchema },

  wechatAuthorizeUrl: {
    ...ROUTES.wechatAuthorizeUrl,
    ...A,
    body: wechatAuthorizeBodySchema,
    response: wechatAuthorizeResultSchema,
  },
  wechatBindOpenid: {
    ...ROUTES.wechatBindOpenid,
    ...A,
    body: wechatBindOpenidBodySchema,
    response: wechatBindOpenidResultSchema,
  },
  opsSignIn: { ...ROUTES.opsSignIn, ...open, body: opsSignInBodySchema, response: opsSignInResultSchema },
  opsListOrders: {
    ...ROUTES.opsListOrders,
    ...operator,
    query: opsOrderListQuerySchema,
    response: opsOrderListSchema,
  },
  opsShipOrder: { ...ROUTES.opsShipOrder, ...operator, body: opsShipBodySchema, response: opsOrderSchema },
  opsRefundOrder: {
    ...ROUTES.opsRefundOrder,
    ...operator,
    body: opsRefundBodySchema,
    response: opsOrderSchema,
  },
  opsListStock: { ...ROUTES.opsListStock, ...operator, response: opsStockListSchema },
  opsAdjustStock: {
    ...ROUTES.opsAdjustStock,
    ...operator,
    body: opsStockAdjustBodySchema,
    response: opsStockAdjustResultSchema,
  },
  opsListAudit: {
    ...ROUTES.opsListAudit,
    ...operator,
    query: opsAuditQuerySchema,
    response: opsAuditListSchema,
  },
  /**
   * Youzan's push messages (ADR 0029): the body is checked against its Event-Sign header as received,
   * so it has no schema here, and the answer is the `{ code: 0, msg: 'success' }` Youzan expects.
   */
  youzanPush: { ...ROUTES.youzanPush, ...open },

  health: { ...ROUTES.health, ...open, response: healthSchema },
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
