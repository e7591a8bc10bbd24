import { useMutation } from '@tanstack/react-query';
import type { OrderView } from '@nutri/domain/contracts';
import { isApiError } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';

/** Where the order page learns of the server's answer to a change. */
export interface OrderUpdates {
  /** The order as the server now has it. */
  onChanged: (order: OrderView) => void;
  /** A 409: the order changed meanwhile (cancelled, expired, paid); read it again. */
  onStale: () => void;
}

/**
 * A change to an order confirmed in a dialog (cancelling it, the demo payment). Accepted: the dialog
 * closes, the page gets the order as it is now and a toast says `doneText`. A 409 means the order
 * changed meanwhile (`onStale` reads it again); any other failure stays on the mutation for the dialog.
 */
export function useConfirmedOrderChange(
  change: () => Promise<OrderView>,
  { onChanged, onStale }: OrderUpdates,
  { doneText, closeDialog }: { doneText: string; closeDialog: () => void },
) {
  return useMutation({
    mutationFn: change,
    onSuccess: (order) => {
      closeDialog();
      onChanged(order);
      void showToast(doneText);
    },
    onError: (err) => {
      if (isApiError(err) && err.status === 409) onStale();
    },
  });
}
