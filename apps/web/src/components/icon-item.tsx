import type { ReactNode } from 'react';

/** An item of a list that explains something: a badge (an icon or a number), a title and a sentence. */
export function IconItem({
  badge,
  badgeClassName,
  title,
  body,
}: {
  badge: ReactNode;
  badgeClassName: string;
  title: string;
  body: string;
}) {
  return (
    <li>
      <span className={`app-icon-badge ${badgeClassName}`} aria-hidden="true">
        {badge}
      </span>
      <div>
        <h3>{title}</h3>
        <p>{body}</p>
      </div>
    </li>
  );
}
