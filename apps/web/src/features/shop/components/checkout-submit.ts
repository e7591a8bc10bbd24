import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '../../../lib/api-client';
import { CHECKOUT_STEPS, logCheckoutStep } from '../api/log-checkout-step';
import { usePlaceOrder } from '../api/place-order';
import { useSaveAddress } from '../api/save-address';
import { createAttemptKeys, orderFingerprint } from '../lib/idempotency';
import { orderResultHref } from '../lib/links';
import { addressErrorsFrom, orderProblemOf, type OrderProblem } from '../lib/order-errors';
import type { AddressForm } from './checkout-address';
import type { Line } from './checkout-data';

/** What the checkout says went wrong: the order call's problem, or the new address's form. */
export type CheckoutProblem = OrderProblem | { kind: 'address' };

/** The new-address form did not pass its checks (nothing was sent). */
class AddressInvalidError extends Error {}
/** Saving the new address failed (the order was not tried). */
class AddressSaveError extends Error {
  constructor(cause: unknown) {
    super('address save failed', { cause });
  }
}

/**
 * "Place order": a new address is saved first (once: a retry uses the saved one), then the order is
 * placed with the same Idempotency-Key for the same attempt, so a double tap or a retry makes one order.
 * A refusal becomes a problem the checkout shows (and focuses), and what it makes stale is read again.
 */
export function useOrderSubmit({
  lines,
  voucherId,
  planId,
  businessId,
  address,
  reread,
}: {
  lines: Line[];
  voucherId: string | null;
  planId: string | null;
  businessId: string;
  address: AddressForm;
  /** What to read again after a refusal: the voucher or the address was gone, or a line's stock. */
  reread: { voucherOrAddress: () => void; stock: () => void };
}) {
  const navigate = useNavigate();
  const [problem, setProblem] = useState<CheckoutProblem | null>(null);
  // From the tap until the answer: saving a new address and placing the order are one step to the person.
  const [pending, setPending] = useState(false);
  const keys = useRef(createAttemptKeys());
  // Two taps in the same frame both see the call not pending; this guard is synchronous.
  const inFlight = useRef(false);
  const problemRef = useRef<HTMLDivElement>(null);
  const saveAddress = useSaveAddress();
  const order = usePlaceOrder({
    mutationConfig: {
      onSuccess: (placed) => {
        keys.current.settle();
        logCheckoutStep(businessId, CHECKOUT_STEPS.orderPlaced, {
          orderId: placed.orderId,
          payableCents: placed.payableCents,
          voucherId: placed.voucherId,
        });
        void navigate(orderResultHref(placed.id, planId), { replace: true });
      },
    },
  });

  useEffect(() => {
    if (problem) problemRef.current?.focus();
  }, [problem]);

  const addressId = async (): Promise<string> => {
    if (address.active.kind === 'saved') return address.active.id;
    const fields = address.checked();
    if (!fields) throw new AddressInvalidError();
    let id: string;
    try {
      id = (await saveAddress.mutateAsync(fields)).id;
    } catch (e) {
      throw new AddressSaveError(e);
    }
    logCheckoutStep(businessId, CHECKOUT_STEPS.addressSaved, { first: address.saved.length === 0 });
    address.settle(id);
    return id;
  };

  const refused = (e: unknown) => {
    if (e instanceof AddressInvalidError) {
      address.showErrors();
      setProblem({ kind: 'address' });
      return;
    }
    if (e instanceof AddressSaveError) {
      const cause = e.cause;
      const status = isApiError(cause) ? cause.status : 0;
      if (status === 400) {
        address.showErrors(addressErrorsFrom(isApiError(cause) ? cause.errors : undefined));
        setProblem({ kind: 'address' });
      } else {
        setProblem(
          orderProblemOf(status >= 400 && status < 500 ? status : 0, isApiError(cause) ? cause.msg : ''),
        );
      }
      return;
    }
    const status = isApiError(e) ? e.status : 0;
    const next = orderProblemOf(
      status,
      isApiError(e) ? e.msg : String(e),
      isApiError(e) ? e.errors : undefined,
    );
    // The server answered for good: the next tap is a new attempt with a new key.
    if (status >= 400 && status < 500) keys.current.settle();
    if (next.kind === 'voucher' || next.kind === 'missing') reread.voucherOrAddress();
    if (next.kind === 'stock') reread.stock();
    if (next.kind === 'invalid') address.setServerErrors(next.addressErrors);
    setProblem(next);
  };

  const submit = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(true);
    setProblem(null);
    try {
      const body = { items: lines.map((l) => l.item), addressId: await addressId(), voucherId, planId };
      await order.mutateAsync({ ...body, idempotencyKey: keys.current.keyFor(orderFingerprint(body)) });
    } catch (e) {
      refused(e);
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  };

  return {
    submit: () => void submit(),
    pending,
    problem,
    problemRef,
  };
}
