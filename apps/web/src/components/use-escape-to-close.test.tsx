import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BottomSheet } from './bottom-sheet';
import { ConfirmDialog } from './confirm-dialog';

describe('Escape closes a modal', () => {
  afterEach(cleanup);

  it('an open sheet closes on Escape; another key or a closed sheet does nothing', () => {
    const onClose = vi.fn();
    const { rerender } = render(
      <BottomSheet visible onClose={onClose} title="Sheet">
        <p>body</p>
      </BottomSheet>,
    );
    fireEvent.keyDown(document, { key: 'Enter' });
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    rerender(
      <BottomSheet visible={false} onClose={onClose} title="Sheet">
        <p>body</p>
      </BottomSheet>,
    );
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('a confirm dialog cancels on Escape, but not while its action is pending', () => {
    const onCancel = vi.fn();
    const props = {
      title: 'Erase?',
      body: 'Cannot be undone',
      confirmLabel: 'Erase',
      cancelLabel: 'Cancel',
      onConfirm: vi.fn(),
      onCancel,
    };
    const { rerender } = render(<ConfirmDialog {...props} pending />);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onCancel).not.toHaveBeenCalled();
    rerender(<ConfirmDialog {...props} />);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(props.onConfirm).not.toHaveBeenCalled();
  });
});
