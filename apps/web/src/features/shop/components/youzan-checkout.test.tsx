import { fireEvent } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderView } from '@nutri/domain/contracts';
import { orderFixture } from '../../../testing/handlers';
import { renderWithProviders, resetAppState, setTestLocale } from '../../../testing/render';
import { YouzanCheckout } from './youzan-checkout';

/** An order of the Youzan store (override what a test is about). */
const order = (over: Partial<OrderView>): OrderView => ({ ...orderFixture, provider: 'youzan', ...over });

describe('YouzanCheckout', () => {
  beforeEach(() => resetAppState());
  afterEach(() => vi.restoreAllMocks());

  it('sends an unpaid Youzan order to the store’s settlement page, in the chosen language', () => {
    setTestLocale('zh-CN');
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    const url = 'https://h5.youzan.com/wsctrade/order/buy?book_key=bk-1';
    const view = renderWithProviders(
      <YouzanCheckout order={order({ youzan: { checkoutUrl: url, tradeId: null } })} />,
    );
    const pay = view.getByTestId('youzan-pay');
    expect(pay.textContent).toBe('去有赞商城支付');
    fireEvent.click(pay);
    expect(assign).toHaveBeenCalledWith(url);
    view.unmount();
    setTestLocale('en-US');
    const en = renderWithProviders(
      <YouzanCheckout order={order({ youzan: { checkoutUrl: url, tradeId: null } })} />,
    );
    expect(en.getByTestId('youzan-pay').textContent).toBe('Pay in the Youzan store');
  });

  it('shows the store’s order number and no pay button once paid; nothing for other orders', () => {
    setTestLocale('en-US');
    const paid = renderWithProviders(
      <YouzanCheckout
        order={order({ status: 'paid', youzan: { checkoutUrl: 'https://x', tradeId: 'E2026' } })}
      />,
    );
    expect(paid.getByTestId('youzan-trade-no').textContent).toBe('Youzan order number: E2026');
    expect(paid.queryByTestId('youzan-pay')).toBeNull();
    paid.unmount();
    const builtin = renderWithProviders(<YouzanCheckout order={order({ provider: 'builtin' })} />);
    expect(builtin.container.textContent).toBe('');
  });
});
