import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import { formatCents } from '@nutri/domain/commerce';
import type { OrderView } from '@nutri/domain/contracts';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { MainButton } from '../../../components/main-button';
import { isApiError } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { useConfirmDemoPayment } from '../api/confirm-demo-payment';
import { useCheckPayment } from '../api/refresh-payment';
import { useStartPayment } from '../api/start-payment';
import { payWithJsapi } from '../lib/wechat-pay';
import { confirmedOrderChange, type OrderUpdates } from './confirmed-order-change';

const messageOf = (err: unknown) => (isApiError(err) ? err.msg : err instanceof Error ? err.message : '');

/**
 * Paying an unpaid order. The server starts the payment and says how: the demo step (a dialog that
 * says plainly that no money is taken), WeChat's own sheet inside WeChat, or WeChat's H5 cashier in
 * another browser. Whatever the person does there, the page then asks the server, which alone decides
 * that the order is paid.
 */
export function PayPanel({ order, onStale }: { order: OrderView } & OrderUpdates) {
  const { t } = useTranslation();
  const [demoOpen, setDemoOpen] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const amount = formatCents(order.payableCents);

  const check = useCheckPayment({
    mutationConfig: {
      onMutate: () => setNote(t('shop.pay.checking')),
      onSuccess: (latest) => {
        if (latest.status === 'pending_payment') setNote(t('shop.pay.notYet'));
        else {
          setNote(null);
          void showToast(t('shop.pay.done'));
        }
      },
      onError: (err) => setNote(t('shop.pay.failed', { message: messageOf(err) })),
    },
  });

  const pay = useStartPayment({
    mutationConfig: {
      onMutate: () => setNote(null),
      onSuccess: async ({ action }) => {
        if (action.kind === 'demo') {
          setDemoOpen(true);
        } else if (action.kind === 'jsapi') {
          const outcome = await payWithJsapi(action.params);
          if (outcome === 'ok') check.mutate(order.id);
          else
            setNote(t(outcome === 'unavailable' ? 'shop.pay.wechatUnavailable' : 'shop.pay.wechatCancelled'));
        } else {
          // WeChat's H5 cashier; it sends the person back to this order, which then asks the server.
          window.location.assign(action.url);
        }
      },
      onError: (err) => {
        setNote(t('shop.pay.failed', { message: messageOf(err) }));
        if (isApiError(err) && err.status === 409) onStale();
      },
    },
  });

  const demo = useConfirmDemoPayment({
    mutationConfig: confirmedOrderChange(
      { onStale },
      { doneText: t('shop.pay.done'), closeDialog: () => setDemoOpen(false) },
    ),
  });

  const startedElsewhere = order.paymentProvider !== null && order.paymentProvider !== 'demo';
  return (
    <div className="shop-pay" data-testid="pay-panel">
      <MainButton onClick={() => pay.mutate(order.id)} loading={pay.isPending} data-testid="pay-button">
        {t('shop.pay.action', { amount })}
      </MainButton>
      {startedElsewhere ? (
        <Button
          block
          color="primary"
          shape="rounded"
          fill="outline"
          loading={check.isPending}
          onClick={() => check.mutate(order.id)}
        >
          {t('shop.pay.refresh')}
        </Button>
      ) : null}
      <p className="shop-pay__note" role="status">
        {note}
      </p>
      {demoOpen ? (
        <ConfirmDialog
          title={t('shop.pay.demoTitle')}
          body={
            <>
              <p>{t('shop.pay.demoBody')}</p>
              <p className="shop-pay__amount">{t('shop.pay.demoAmount', { amount })}</p>
            </>
          }
          confirmLabel={t('shop.pay.demoConfirm')}
          cancelLabel={t('shop.pay.demoCancel')}
          pending={demo.isPending}
          error={demo.isError ? messageOf(demo.error) : null}
          onConfirm={() => demo.mutate(order.id)}
          onCancel={() => {
            setDemoOpen(false);
            demo.reset();
          }}
        />
      ) : null}
    </div>
  );
}
