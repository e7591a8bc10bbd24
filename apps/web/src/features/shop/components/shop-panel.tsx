import type { ReactNode } from 'react';
import { Card } from '../../../components/card';

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
    <Card className="shop-panel" title={title} titleId={titleId} titleClassName="shop-panel__title">
      {children}
    </Card>
  );
}
