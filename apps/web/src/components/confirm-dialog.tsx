import { useId, type ReactNode } from 'react';
import Button from 'antd-mobile/es/components/button';
import CenterPopup from 'antd-mobile/es/components/center-popup';
import './confirm-dialog.css';
import { useEscapeToClose } from './use-escape-to-close';

/** A small dialog in the middle of the screen; its content uses the `.app-confirm__*` classes. */
export function DialogPopup({ onMaskClick, children }: { onMaskClick?: () => void; children: ReactNode }) {
  // Escape does what a tap outside does (cancel); a dialog that must be answered has neither.
  useEscapeToClose(true, onMaskClick);
  return (
    <CenterPopup
      visible
      onMaskClick={onMaskClick}
      bodyClassName="app-confirm"
      destroyOnClose
      // antd-mobile centres the popup from these width variables.
      style={{ '--min-width': 'min(340px, 90vw)', '--max-width': 'min(340px, 90vw)' }}
    >
      {children}
    </CenterPopup>
  );
}

/**
 * A question that must be answered before something that cannot be undone: a title, what will happen,
 * and two buttons (cancel first, so a quick tap does not confirm). `error` says what went wrong.
 */
export function ConfirmDialog({
  title,
  body,
  confirmLabel,
  cancelLabel,
  danger,
  pending,
  error,
  onConfirm,
  onCancel,
}: {
  title: string;
  body: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  danger?: boolean;
  pending?: boolean;
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const titleId = useId();
  const bodyId = useId();
  return (
    <DialogPopup onMaskClick={pending ? undefined : onCancel}>
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        className="app-confirm__inner"
      >
        <h2 id={titleId}>{title}</h2>
        <div id={bodyId} className="app-confirm__body">
          {body}
        </div>
        <p className="app-confirm__error" role="alert">
          {error}
        </p>
        <div className="app-confirm__actions">
          <Button shape="rounded" onClick={onCancel} disabled={pending}>
            {cancelLabel}
          </Button>
          <Button color={danger ? 'danger' : 'primary'} shape="rounded" loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </DialogPopup>
  );
}
