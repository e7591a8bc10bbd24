/**
 * Every HTTP call of the API by name: method and path, nothing else, so the web client can import it
 * without pulling zod into the bundle. `endpoints.ts` adds the schemas for each name (the compiler holds
 * the two tables to the same names), the API registers its routes from there, and the web calls by name.
 */
export const ROUTES = {
  // sign-in and account
  loginGuest: { method: 'POST', path: '/v1/base/login_ip' },
  loginRetail: { method: 'POST', path: '/v1/base/login_sos' },
  userInfo: { method: 'POST', path: '/v1/userinfo' },
  bindInvitationCode: { method: 'POST', path: '/v1/user/inv_code' },
  exportAccount: { method: 'GET', path: '/v1/user/export' },
  deleteAccount: { method: 'POST', path: '/v1/user/delete' },
  saveOperationLog: { method: 'POST', path: '/v1/operation_log/save' },
  // plans and questionnaires
  createPlan: { method: 'POST', path: '/v1/custom_nutrition_plan/new' },
  putQuestionnaire: { method: 'POST', path: '/v1/questionnaire/put' },
  getPlanDocument: { method: 'GET', path: '/v1/precise_nutrition_plan/get_by_custom_nutrition_plan' },
  streamPlan: { method: 'GET', path: '/v1/precise_nutrition_plan/stream' },
  renamePlan: { method: 'GET', path: '/v1/precise_nutrition_plan/update_nickname' },
  // The same rename with the name in the body (issue 35): a person's name in a URL reaches request and
  // proxy logs and browser history. The web app uses this one; the GET stays for older clients.
  renamePlanInBody: { method: 'POST', path: '/v1/precise_nutrition_plan/update_nickname' },
  listPlans: { method: 'GET', path: '/v1/precise_nutrition_plan/get_by_user' },
  getLastPlan: { method: 'GET', path: '/v1/custom_nutrition_plan/get_last_by_user' },
  getQuestionnaire: { method: 'GET', path: '/v1/questionnaire/get' },
  deletePlan: { method: 'POST', path: '/v1/custom_nutrition_plan/delete' },
  listPlanVersions: { method: 'GET', path: '/v1/precise_nutrition_plan/versions' },
  getPlanVersion: { method: 'GET', path: '/v1/precise_nutrition_plan/get_version' },
  // today's schedule and the day's record (issue 34 §1)
  getToday: { method: 'GET', path: '/v1/today/schedule' },
  tickDose: { method: 'PUT', path: '/v1/today/tick' },
  untickDose: { method: 'DELETE', path: '/v1/today/tick' },
  getWeekRecords: { method: 'GET', path: '/v1/today/week' },
  // reminders (issue 34 §2)
  getReminderSettings: { method: 'GET', path: '/v1/reminders/settings' },
  putReminderSettings: { method: 'PUT', path: '/v1/reminders/settings' },
  getVapidKey: { method: 'GET', path: '/v1/reminders/vapid_public_key' },
  putPushSubscription: { method: 'PUT', path: '/v1/reminders/push_subscription' },
  deletePushSubscription: { method: 'DELETE', path: '/v1/reminders/push_subscription' },
  sendTestReminder: { method: 'POST', path: '/v1/reminders/test' },
  getReminderCalendar: { method: 'GET', path: '/v1/reminders/calendar.ics' },
  getWechatJsConfig: { method: 'GET', path: '/v1/reminders/wechat/js_config' },
  putWechatConsent: { method: 'PUT', path: '/v1/reminders/wechat/consent' },
  // medicines and supplements
  searchMedicines: { method: 'POST', path: '/v1/question_short/search_medicine' },
  supplementOptions: { method: 'POST', path: '/v1/question_short/supplement_reviews_options' },
  searchSupplements: { method: 'POST', path: '/v1/question_short/supplement_reviews_options_by_name' },
  reviewSupplements: { method: 'POST', path: '/v1/question_short/supplement_reviews' },
  checkMedicineTaboos: { method: 'POST', path: '/v1/question_short/medicine_taboos' },
  readLabel: { method: 'POST', path: '/v1/question_short/label_read' },
  confirmLabel: { method: 'POST', path: '/v1/question_short/label_confirm' },
  // files and lab reports
  uploadFile: { method: 'POST', path: '/v1/file/upload' },
  fileContent: { method: 'GET', path: '/v1/file/content' },
  analyseReports: { method: 'POST', path: '/v1/health_report/put' },
  labHistory: { method: 'GET', path: '/v1/health_report/history' },
  getReport: { method: 'GET', path: '/v1/health_report/get' },
  confirmReport: { method: 'POST', path: '/v1/health_report/confirm' },
  // assistant
  newConversation: { method: 'POST', path: '/v1/conversation/new' },
  listConversations: { method: 'POST', path: '/v1/conversation/list' },
  listMessages: { method: 'GET', path: '/v1/conversation/messages' },
  sendMessage: { method: 'POST', path: '/v1/conversation/send' },
  stopAnswer: { method: 'POST', path: '/v1/conversation/stop' },
  sendFeedback: { method: 'POST', path: '/v1/conversation/feedback' },
  quickQuestions: { method: 'GET', path: '/v1/conversation/quick_questions' },
  // shop
  getPlanProducts: { method: 'POST', path: '/v1/product/get' },
  listProducts: { method: 'POST', path: '/v1/product/get_all' },
  queryVouchers: { method: 'POST', path: '/v1/you_zan/query_vouchers' },
  listAddresses: { method: 'POST', path: '/v1/address/list' },
  saveAddress: { method: 'POST', path: '/v1/address/save' },
  deleteAddress: { method: 'POST', path: '/v1/address/delete' },
  placeOrder: { method: 'POST', path: '/v1/you_zan/order_multi_prod' },
  listOrders: { method: 'POST', path: '/v1/order/list' },
  getOrder: { method: 'GET', path: '/v1/order/detail' },
  cancelOrder: { method: 'POST', path: '/v1/order/cancel' },
  confirmReceipt: { method: 'POST', path: '/v1/order/confirm_receipt' },
  // payments (issue 20.2)
  startPayment: { method: 'POST', path: '/v1/order/pay' },
  refreshPayment: { method: 'POST', path: '/v1/order/refresh' },
  confirmDemoPayment: { method: 'POST', path: '/v1/payments/demo/confirm' },
  paymentNotify: { method: 'POST', path: '/v1/payments/notify/:provider' },
  // WeChat: the official account's OAuth (the payer's openid for JSAPI payment)
  wechatAuthorizeUrl: { method: 'POST', path: '/v1/wechat/oauth/authorize_url' },
  wechatBindOpenid: { method: 'POST', path: '/v1/wechat/oauth/openid' },
  // operators (issue 20.4): their own sign-in and token
  opsSignIn: { method: 'POST', path: '/v1/ops/sign_in' },
  opsListOrders: { method: 'GET', path: '/v1/ops/orders' },
  opsShipOrder: { method: 'POST', path: '/v1/ops/orders/ship' },
  opsRefundOrder: { method: 'POST', path: '/v1/ops/orders/refund' },
  opsListStock: { method: 'GET', path: '/v1/ops/stock' },
  opsAdjustStock: { method: 'POST', path: '/v1/ops/stock/adjust' },
  opsListAudit: { method: 'GET', path: '/v1/ops/audit' },
  youzanPush: { method: 'POST', path: '/v1/you_zan/push' },
  // system
  health: { method: 'GET', path: '/health' },
} as const satisfies Record<string, { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: `/${string}` }>;

export type RouteName = keyof typeof ROUTES;

/** The events of each streamed call, in the order they may come (their schemas are in `endpoints.ts`). */
export const STREAM_EVENTS = {
  streamPlan: ['progress', 'section', 'done', 'error'],
  analyseReports: ['accepted', 'progress', 'review', 'done', 'error'],
  sendMessage: ['start', 'delta', 'replace', 'card', 'suggestions', 'done', 'error'],
} as const satisfies Partial<Record<RouteName, readonly string[]>>;
