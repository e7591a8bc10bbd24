import type { ReactNode } from 'react';

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
  action: ReactNode;
}) {
  return (
    <div className={`app-empty ${className}`}>
      <span className="app-icon-badge" aria-hidden="true">
        {icon}
      </span>
      <h3>{title}</h3>
      <p className="app-lead">{body}</p>
      {action}
    </div>
  );
}
