import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import ClockCircleOutline from 'antd-mobile-icons/es/ClockCircleOutline';
import { paths } from '../config/paths';
import './screen-placeholder.css';

export interface ScreenPlaceholderProps {
  /** The localised screen title. */
  title: string;
  /** A short line under the title. */
  message: string;
  /** An optional second paragraph (what the screen will offer). */
  detail?: string;
  /** An icon (decorative); defaults to a clock for "coming soon". Inline SVG, never an emoji (phones lack the fonts in some webviews). */
  icon?: ReactNode;
  /** Extra actions after the default "back" and "home". */
  actions?: ReactNode;
  /** Hide the default "go to the start page" button (e.g. when the page offers its own). */
  hideHome?: boolean;
}

/**
 * The shell of a screen that is not built yet, and of the not-found and error pages: a back button, the
 * screen's title as the page heading, a short message, and a way home. Never a blank page.
 */
export function ScreenPlaceholder({
  title,
  message,
  detail,
  icon,
  actions,
  hideHome,
}: ScreenPlaceholderProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goBack = () => {
    // History index 0 means this is the first page of the visit: "back" would leave the app.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate(paths.start.href(), { replace: true });
  };
  return (
    <section className="screen-placeholder" aria-labelledby="screen-title">
      <div className="screen-placeholder__bar">
        <button type="button" className="app-text-button screen-placeholder__back" onClick={goBack}>
          <span aria-hidden="true">‹</span>
          {t('app.back')}
        </button>
      </div>
      <div className="screen-placeholder__body">
        <div className="app-icon-badge screen-placeholder__icon" aria-hidden="true">
          {icon ?? <ClockCircleOutline />}
        </div>
        <h1 id="screen-title">{title}</h1>
        <p>{message}</p>
        {detail ? <p>{detail}</p> : null}
        <div className="screen-placeholder__actions">
          {actions}
          {hideHome ? null : (
            <button
              type="button"
              className="app-button"
              onClick={() => navigate(paths.start.href(), { replace: true })}
            >
              {t('app.home')}
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
