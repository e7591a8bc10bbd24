import type { ReactNode } from 'react';

/** A panel of a shop screen under a heading that names its section. */
export function ShopPanel({
  titleId,
  title,
  children,
}: {
  titleId: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="shop-panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="shop-panel__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
