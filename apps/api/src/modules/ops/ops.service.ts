import type { FastifyInstance } from 'fastify';
import {
  OPS_MESSAGES,
  pick,
  type Locale,
  type OpsOrder,
  type OpsOrderList,
  type OpsOrderStatus,
  type OpsStockAdjustResult,
  type OpsStockItem,
} from '@nutri/domain/contracts';
import type { Db } from '../../db/client';
import { DomainError } from '../../lib/errors';
import type { PageRequest } from '../../lib/page';
import { withDeps } from '../../lib/with-deps';
import { decorationPlugin } from '../../lib/decoration-plugin';
import { answeredIn, type OrderRow, type RefundRequest, type Shipment } from '../orders';
import { opsRepository } from './ops.repository';

declare module 'fastify' {
  interface FastifyInstance {
    opsService: ReturnType<typeof createOpsService>;
  }
}

/**
 * What the console reads of the app: the order life (the only code that moves an order) and the order
 * view, the catalogue and its stock, and the audit of operators' actions.
 */
type OpsDeps = Pick<FastifyInstance, 'orderLife' | 'ordersService' | 'productsService' | 'operatorsService'>;

/**
 * What an operator does besides signing in: reads every user's orders by status and the stock, ships
 * and refunds orders through the order life (orders/order-life.ts, the only code that moves an order),
 * and adjusts stock. Every change is audited in its own transaction: stock by `audited`, order moves by
 * the database from the move's event row (migration 0007).
 */

function opsOrderOf({ ordersService }: OpsDeps, row: OrderRow, locale: Locale, heldCents = 0): OpsOrder {
  return {
    ...ordersService.orderView(row, locale),
    userId: row.userId,
    paidCents: row.paidCents,
    demoPaid: row.paidCents !== null && row.paymentProvider === 'demo',
    heldCents,
  };
}

/**
 * The order moves an operator makes, each answered as the console shows an order, a refusal in `locale`:
 * `ship` marks a paid order shipped with its carrier and tracking number (409 when it is not paid);
 * `refund` refunds a paid order, whole or some lines, with the reason (400 above what can be refunded).
 */
function operatorMoves(deps: OpsDeps, db: Db, operatorId: string, locale: Locale) {
  const actor = { kind: 'operator', operatorId } as const;
  const { orderLife } = deps;
  const answered = async (move: () => Promise<OrderRow>): Promise<OpsOrder> =>
    opsOrderOf(deps, await answeredIn(locale, move), locale);
  return {
    ship: (orderId: string, shipment: Shipment) =>
      answered(() => orderLife.shipOrder(db, orderId, shipment, actor)),
    refund: (orderId: string, request: RefundRequest) =>
      answered(() => orderLife.refundOrder(db, orderId, request, actor)),
  };
}

async function listAllOrders(
  deps: OpsDeps,
  db: Db,
  status: OpsOrderStatus | undefined,
  page: PageRequest,
  locale: Locale,
): Promise<OpsOrderList> {
  const rows = await opsRepository.orderPage(db, status, page);
  const counts = await opsRepository.statusCounts(db);
  const held = await deps.orderLife.heldFor(
    db,
    rows.map((r) => r.id),
  );
  return {
    list: rows.map((row) => opsOrderOf(deps, row, locale, held.get(row.id) ?? 0)),
    total: status ? (counts[status] ?? 0) : Object.values(counts).reduce((a, b) => a + b, 0),
    counts,
    moneyHeld: await deps.orderLife.heldTotal(db),
  };
}

/** Every SKU on sale with its live stock, in catalogue order. */
async function stockList({ productsService }: OpsDeps, db: Db, locale: Locale): Promise<OpsStockItem[]> {
  const cache = await productsService.catalogueOf(db);
  const stock = await productsService.stockOf(
    db,
    cache.list.map((p) => p.product.id),
  );
  return cache.list.flatMap((p) =>
    p.skus.map((s) => ({
      skuId: s.id,
      productId: p.product.id,
      name: locale === 'zh-CN' ? p.product.zh : p.product.en,
      spec: pick(s.spec, locale),
      stock: stock.get(s.id) ?? 0,
    })),
  );
}

/** Adds or removes stock of one SKU with a reason; never below 0 (409, nothing written). */
async function adjustStock(
  { productsService, operatorsService }: OpsDeps,
  db: Db,
  operatorId: string,
  input: { skuId: string; delta: number; reason: string },
  locale: Locale,
): Promise<OpsStockAdjustResult> {
  return operatorsService.audited(db, operatorId, 'stock.adjust', async (tx) => {
    const before = await productsService.stockForUpdate(tx, input.skuId);
    if (before === undefined) {
      throw new DomainError('not_found', pick(OPS_MESSAGES.unknownSku, locale), [
        { field: 'skuId', message: `unknown specification ${input.skuId}` },
      ]);
    }
    const stock = await productsService.addStock(tx, input.skuId, input.delta);
    if (stock === null) {
      throw new DomainError(
        'conflict',
        pick(OPS_MESSAGES.stockBelowZero, locale).replace('{{stock}}', String(before)),
        [{ field: 'delta', message: `would leave ${before + input.delta} in stock` }],
      );
    }
    return {
      result: { skuId: input.skuId, before, stock },
      target: { type: 'sku', id: input.skuId },
      details: { before: { stock: before }, after: { stock }, delta: input.delta, reason: input.reason },
    };
  });
}

/** The console's service as the app holds it (`app.opsService`). */
function createOpsService(deps: OpsDeps) {
  return {
    operatorMoves: withDeps(deps, operatorMoves),
    listAllOrders: withDeps(deps, listAllOrders),
    stockList: withDeps(deps, stockList),
    adjustStock: withDeps(deps, adjustStock),
  };
}

export default decorationPlugin('opsService', createOpsService, {
  name: 'ops-service',
  dependencies: ['order-life', 'orders-service', 'products-service', 'operators-service'],
});
