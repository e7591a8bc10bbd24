import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUSES, type OrderStatus } from '@nutri/domain/orders';
import type { OpsAuditEntry } from '@nutri/domain/contracts';
import { useAudit } from '../api/list-audit';
import { formatMoment } from '../lib/format';
import { LoadFailed } from './load-failed';
import { OpsSection } from './ops-section';

const FIELDS = [
  'stock',
  'status',
  'paidCents',
  'refundedCents',
  'refundCents',
  'name',
  'disabledAt',
  'delta',
  'carrier',
  'trackingNo',
  'lines',
  'reason',
  'ip',
] as const;
type Field = (typeof FIELDS)[number];

const show = (value: unknown): string =>
  value === null || value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value);

/**
 * What an audit row records (`before → after`, the input), field by field, in a fixed order; an order's
 * status in the page's words.
 */
function detailParts(details: OpsAuditEntry['details'], t: TFunction): { field: Field; text: string }[] {
  const before = (details.before ?? {}) as Record<string, unknown>;
  const after = (details.after ?? {}) as Record<string, unknown>;
  const say = (field: Field, value: unknown) =>
    field === 'status' && typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value)
      ? t(`ops.status.${value as OrderStatus}`)
      : show(value);
  const parts: { field: Field; text: string }[] = [];
  for (const field of FIELDS) {
    if (field in after) {
      const now = say(field, after[field]);
      parts.push({ field, text: field in before ? `${say(field, before[field])} → ${now}` : now });
    } else if (details[field] !== undefined) parts.push({ field, text: show(details[field]) });
  }
  return parts;
}

/** The newest 50 operator actions: when, who, what, on what, and the change. */
export function AuditSection() {
  const { t } = useTranslation();
  const query = useAudit();
  const list = query.data?.list ?? [];
  return (
    <OpsSection name="audit" heading={t('ops.audit.heading')}>
      {query.isError ? (
        <LoadFailed query={query} />
      ) : query.isSuccess && list.length === 0 ? (
        <p className="ops-muted">{t('ops.audit.empty')}</p>
      ) : (
        <ol className="ops-audit">
          {list.map((a) => (
            <li key={a.id} className="ops-card">
              <p className="ops-audit__head">
                <strong>{t(`ops.audit.actions.${a.action}`)}</strong>
                <span className="ops-muted">{formatMoment(a.createdAt)}</span>
              </p>
              <p>
                {a.operatorName ? (
                  <span className="ops-code" data-quote>
                    {a.operatorName}
                  </span>
                ) : (
                  t('ops.audit.commandLine')
                )}{' '}
                · <span className="ops-code">{a.targetId}</span>
              </p>
              <dl className="ops-audit__details">
                {detailParts(a.details, t).map((d) => (
                  <div key={d.field}>
                    <dt>{t(`ops.audit.fields.${d.field}`)}</dt>
                    {/* Recorded values (a reason as typed, a carrier's name) as they were given. */}
                    <dd data-quote>{d.text}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ol>
      )}
    </OpsSection>
  );
}
