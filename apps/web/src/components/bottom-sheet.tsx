import { useId, useRef, type ReactNode } from 'react';
import Popup from 'antd-mobile/es/components/popup';
import { useEscapeToClose } from './use-escape-to-close';

/**
 * A modal sheet that slides up from the bottom: a dialog named by its title, which takes the focus once
 * the sheet is open. With a `title` of null the sheet shows nothing (it is closed, or closing after its
 * subject went away). `onSubmit` makes the dialog a form.
 */
export function BottomSheet({
  visible,
  onClose,
  title,
  titleClassName,
  className,
  bodyClassName = 'app-sheet',
  afterClose,
  onSubmit,
  children,
}: {
  visible: boolean;
  onClose: () => void;
  title: ReactNode | null;
  titleClassName?: string;
  /** Classes of the dialog inside the sheet. */
  className?: string;
  /** Classes of the sheet's scrolling body. */
  bodyClassName?: string;
  afterClose?: () => void;
  onSubmit?: () => void;
  children: ReactNode;
}) {
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEscapeToClose(visible && title !== null, onClose);
  const dialog = { role: 'dialog', 'aria-modal': true, 'aria-labelledby': titleId, className } as const;
  const content = (
    <>
      <h2 id={titleId} ref={titleRef} tabIndex={-1} className={titleClassName}>
        {title}
      </h2>
      {children}
    </>
  );
  return (
    <Popup
      visible={visible}
      onClose={onClose}
      onMaskClick={onClose}
      position="bottom"
      bodyClassName={bodyClassName}
      destroyOnClose
      afterShow={() => titleRef.current?.focus()}
      afterClose={afterClose}
    >
      {title === null ? null : onSubmit ? (
        <form
          {...dialog}
          onSubmit={(e) => {
            e.preventDefault();
            onSubmit();
          }}
        >
          {content}
        </form>
      ) : (
        <div {...dialog}>{content}</div>
      )}
    </Popup>
  );
}
