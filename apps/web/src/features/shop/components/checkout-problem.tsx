import type { Ref } from 'react';
import type { TFunction } from 'i18next';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import type { Line } from './checkout-data';
import type { CheckoutProblem } from './checkout-submit';

/**
 * What stops the order, in the bar above "place order" (see {@link problemText}); for a stock problem, a
 * way to another specification of that product.
 */
export function CheckoutProblemNote({
  text,
  stockLine,
  problemRef,
  onOtherSpec,
}: {
  text: string;
  /** The line a stock problem is about; null for any other problem. */
  stockLine: Line | null;
  problemRef: Ref<HTMLDivElement>;
  onOtherSpec: (line: Line) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="app-note app-tone--danger shop-problem" role="alert" tabIndex={-1} ref={problemRef}>
      <p>{text}</p>
      {stockLine ? (
        <Button
          size="small"
          fill="outline"
          color="primary"
          shape="rounded"
          className="shop-problem__action"
          onClick={() => onOtherSpec(stockLine)}
        >
          {t('shop.checkout.problem.stockAction')}
        </Button>
      ) : null}
    </div>
  );
}

/**
 * What the checkout says stops the order: the problem of the last tap, in words; null when there is
 * nothing (left) to say — the only problem was the address form and it is fixed now.
 */
export function problemText(
  problem: CheckoutProblem | null,
  addressFormWrong: boolean,
  stockLine: Line | null,
  t: TFunction,
): string | null {
  if (!problem) return null;
  switch (problem.kind) {
    case 'address':
      // Gone once the form is fixed: the banner speaks only of what is still wrong.
      return addressFormWrong ? t('shop.checkout.fixAddress') : null;
    case 'stock':
      return stockLine
        ? t('shop.checkout.problem.stock', { name: `${stockLine.product.name} ${stockLine.sku.spec}` })
        : t('shop.checkout.problem.stockGeneric');
    case 'voucher':
      return t('shop.checkout.problem.voucher');
    case 'missing':
      return t('shop.checkout.problem.missing');
    case 'invalid':
      return t('shop.checkout.problem.invalid', { message: problem.message });
    case 'retry':
      return t('shop.checkout.problem.retry');
  }
}
