import { count, desc, eq } from 'drizzle-orm';
import { opsAuditEntrySchema, type AuditAction, type OpsAuditEntry } from '@nutri/domain/contracts';
import type { Db } from '../../db/client';
import { operatorAudit, operators } from '../../db/schema';
import { offsetOf, type Page, type PageRequest } from '../../lib/page';

export interface AuditTarget {
  type: OpsAuditEntry['targetType'];
  id: string;
}

/** What an audited action gives back: its result, and what the audit row says about it. */
export interface AuditedResult<T> {
  result: T;
  target: AuditTarget;
  /** `before` and `after` of what changed, and the reason or input where the action takes one. */
  details: Record<string, unknown>;
}

/**
 * Runs an operator's action and writes its audit row in one transaction: when the action fails nothing
 * is written, and when the row cannot be written the action is rolled back. `operatorId` is null for
 * the command line.
 */
export async function audited<T>(
  db: Db,
  operatorId: string | null,
  action: AuditAction,
  run: (tx: Db) => Promise<AuditedResult<T>>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const { result, target, details } = await run(tx);
    await tx.insert(operatorAudit).values({
      operatorId,
      action,
      targetType: target.type,
      targetId: target.id,
      details,
    });
    return result;
  });
}

/** The audit log, newest first, with each operator's name. */
export async function auditPage(db: Db, page: PageRequest, targetId?: string): Promise<Page<OpsAuditEntry>> {
  const where = targetId ? eq(operatorAudit.targetId, targetId) : undefined;
  const rows = await db
    .select({
      id: operatorAudit.id,
      operatorId: operatorAudit.operatorId,
      operatorName: operators.name,
      action: operatorAudit.action,
      targetType: operatorAudit.targetType,
      targetId: operatorAudit.targetId,
      details: operatorAudit.details,
      createdAt: operatorAudit.createdAt,
    })
    .from(operatorAudit)
    .leftJoin(operators, eq(operators.id, operatorAudit.operatorId))
    .where(where)
    .orderBy(desc(operatorAudit.createdAt), desc(operatorAudit.id))
    .limit(page.pageSize)
    .offset(offsetOf(page));
  const [total] = await db.select({ n: count() }).from(operatorAudit).where(where);
  return {
    // Rows are written only by `audited`, so they parse; the schema types what jsonb leaves unknown.
    list: rows.map((r) => opsAuditEntrySchema.parse({ ...r, createdAt: r.createdAt.toISOString() })),
    total: Number(total?.n ?? 0),
  };
}
