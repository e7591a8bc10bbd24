import { useLayoutEffect, useRef, type ReactNode } from 'react';
import NavBar from 'antd-mobile/es/components/nav-bar';
import LeftOutline from 'antd-mobile-icons/es/LeftOutline';
import { useNavigate } from 'react-router-dom';
import './page-header.css';

/** "Back" in the app's history, or to `fallback` when this screen opened the visit (history index 0). */
export function useGoBack(fallback: string): () => void {
  const navigate = useNavigate();
  return () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate(fallback, { replace: true });
  };
}

/**
 * The one screen header: antd-mobile's `NavBar`, sticky at the top under the safe area, with a 44 px
 * back button, the screen title as the page's one h1, and an optional slot on the right.
 */
export function PageHeader({
  title,
  backLabel,
  onBack,
  right,
}: {
  title: ReactNode;
  /** The back button's accessible name (it shows an arrow only). */
  backLabel: string;
  onBack: () => void;
  right?: ReactNode;
}) {
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    // NavBar marks its whole left slot role="button" (its own arrow is a plain div without a name or
    // focus). The back control here is a real <button>; a button inside a "button" is not announced
    // (axe: nested-interactive), so the slot's role is taken off. React does not set it again.
    ref.current?.querySelector('.adm-nav-bar-left')?.removeAttribute('role');
  });
  return (
    <header ref={ref} className="page-header">
      <NavBar
        back={null}
        left={
          <button
            type="button"
            className="app-icon-button page-header__back"
            onClick={onBack}
            aria-label={backLabel}
          >
            <LeftOutline aria-hidden="true" />
          </button>
        }
        right={right}
      >
        <h1 className="page-header__title">{title}</h1>
      </NavBar>
    </header>
  );
}
