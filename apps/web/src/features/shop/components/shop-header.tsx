import LeftOutline from 'antd-mobile-icons/es/LeftOutline';
import { useNavigate } from 'react-router-dom';

/** "Back" in the app's history, or to `fallback` when this screen opened the visit (index 0). */
export function useGoBack(fallback: string): () => void {
  const navigate = useNavigate();
  return () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate(fallback, { replace: true });
  };
}

/** Sticky screen bar: a back button (44 px) and the screen title as the page's one h1. */
export function ShopHeader({
  title,
  backLabel,
  onBack,
}: {
  title: string;
  backLabel: string;
  onBack: () => void;
}) {
  return (
    <header className="shop-bar">
      <button type="button" className="shop-bar__back" onClick={onBack} aria-label={backLabel}>
        <LeftOutline aria-hidden="true" />
      </button>
      <h1 className="shop-bar__title">{title}</h1>
    </header>
  );
}
