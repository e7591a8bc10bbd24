import { isApiError } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';

/** Where a part of the order page learns that the order changed meanwhile. */
export interface OrderUpdates {
  /** A 409: the order changed meanwhile (cancelled, expired, paid); read it again. */
  onStale: () => void;
}

/**
 * What the page does with a change to an order confirmed in a dialog (cancelling it, the demo payment):
 * accepted, the dialog closes and a toast says `doneText` (the change's hook has put the order as it is
 * now on the page). A 409 means the order changed meanwhile (`onStale` reads it again); any other
 * failure stays on the mutation for the dialog.
 */
export function confirmedOrderChange(
  { onStale }: OrderUpdates,
  { doneText, closeDialog }: { doneText: string; closeDialog: () => void },
) {
  return {
    onSuccess: () => {
      closeDialog();
      void showToast(doneText);
    },
    onError: (err: Error) => {
      if (isApiError(err) && err.status === 409) onStale();
    },
  };
}
