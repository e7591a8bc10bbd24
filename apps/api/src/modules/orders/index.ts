/**
 * The orders module's face (eslint.config.js): a user's orders (`app.ordersService`) and every move of
 * an order (`app.orderLife`, ADR 0031). Other modules import only what builds their routes' answers —
 * the refusals in the asker's language and the call on one of my orders — and the row's type.
 */
export { default as ordersRepositoryPlugin } from './orders.repository';
export { default as orderLifeRepositoryPlugin } from './order-life.repository';
export { default as orderLifePlugin } from './order-life';
export { default as ordersServicePlugin } from './orders.service';
export { default as ordersRoutes } from './orders.routes';
export { startOrderTimeoutJob } from './order-timeout';
export { answeredAsAsked, answeredIn, notPayable, refused } from './order-refusals';
export { myOrderRoute, ORDER_IN_BODY } from './my-order-route';
export type { OrderRow } from './orders.repository';
export type { OrderActor, RefundRequest, Shipment } from './order-life';
