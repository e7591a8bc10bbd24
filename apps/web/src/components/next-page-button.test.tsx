import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NextPageButton } from './next-page-button';

const pages = (over: { hasNextPage: boolean; isFetchingNextPage: boolean }) => ({
  ...over,
  fetchNextPage: vi.fn(() => Promise.resolve({} as never)),
});

describe('NextPageButton', () => {
  afterEach(cleanup);

  it('is absent when there is no next page', () => {
    render(
      <NextPageButton
        pages={pages({ hasNextPage: false, isFetchingNextPage: false })}
        label="More"
        className="x"
      />,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('loads the next page on a tap', () => {
    const p = pages({ hasNextPage: true, isFetchingNextPage: false });
    render(<NextPageButton pages={p} label="More" className="x" />);
    const button = screen.getByRole('button', { name: 'More' });
    expect(button.getAttribute('aria-busy')).toBe('false');
    expect(button.querySelector('.app-spinner')).toBeNull();
    fireEvent.click(button);
    expect(p.fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it('is disabled and busy, with a spinner, while the page loads', () => {
    const p = pages({ hasNextPage: true, isFetchingNextPage: true });
    render(<NextPageButton pages={p} label="More" className="x" />);
    const button = screen.getByRole('button', { name: 'More' });
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.querySelector('.app-spinner')).not.toBeNull();
    fireEvent.click(button);
    expect(p.fetchNextPage).not.toHaveBeenCalled();
  });
});
