import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** What a section shows while it has nothing yet: an icon, a title, a sentence and the way to fill it. */
export function EmptyState({
  className,
  icon,
  title,
  body,
  action,
}: {
  className: string;
  icon: ReactNode;
  title: string;
  body: string;
  /** The page that fills the section; `className` adds to the primary button's classes. */
  action: { to: string; label: string; className?: string };
}) {
  return (
    <div className={`app-empty ${className}`}>
      <span className="app-icon-badge" aria-hidden="true">
        {icon}
      </span>
      <h3>{title}</h3>
      <p className="app-lead">{body}</p>
      <Link
        className={`app-button app-button--primary${action.className ? ` ${action.className}` : ''}`}
        to={action.to}
      >
        {action.label}
      </Link>
    </div>
  );
}
