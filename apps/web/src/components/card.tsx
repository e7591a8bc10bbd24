import { useId, type HTMLAttributes, type ReactNode } from 'react';

/**
 * A card: a section named by its heading (`aria-labelledby`), so a screen reader lists it by title.
 * `titleId` is for a heading other code links to; otherwise one is made.
 */
export function Card({
  title,
  titleId,
  titleClassName,
  className,
  children,
  ...attributes
}: {
  title: ReactNode;
  titleId?: string;
  titleClassName?: string;
  children: ReactNode;
} & HTMLAttributes<HTMLElement>) {
  const madeId = useId();
  const headingId = titleId ?? madeId;
  return (
    <section
      className={className ? `app-card ${className}` : 'app-card'}
      aria-labelledby={headingId}
      {...attributes}
    >
      <h2 id={headingId} className={titleClassName ? `app-card__title ${titleClassName}` : 'app-card__title'}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A card of a list: the list, or in its place one line saying that there is nothing in it. */
export function ListCard({
  count,
  none,
  noneClassName,
  children,
  ...card
}: {
  count: number;
  none: string;
  noneClassName: string;
} & Parameters<typeof Card>[0]) {
  return <Card {...card}>{count === 0 ? <p className={noneClassName}>{none}</p> : children}</Card>;
}
