import type { MoveOrder } from './youzan-trades';

/**
 * Each move of a Youzan order goes through the order life (orders/order-life.ts, issue 20.1), the one
 * place orders change status. Until that module lands on this branch no move is made: the trade's
 * status is still recorded, and the next push or poll applies it.
 */
export const moveThroughOrderLife: MoveOrder = async () => false;
