import type { ReactNode } from 'react';

/**
 * One section of the operators' page, named for screen readers by a heading they alone read (the section
 * tab above already shows the name).
 */
export function OpsSection({
  name,
  heading,
  children,
}: {
  name: 'orders' | 'stock' | 'audit';
  heading: string;
  children: ReactNode;
}) {
  const headingId = `ops-${name}-heading`;
  return (
    <section className="ops-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        {heading}
      </h2>
      {children}
    </section>
  );
}
