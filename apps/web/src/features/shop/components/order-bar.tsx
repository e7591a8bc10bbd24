import type { ReactNode } from 'react';
import Button, { type ButtonProps } from 'antd-mobile/es/components/button';

/**
 * The bar fixed at the bottom of a shop screen: what the order costs (announced as it changes) and the
 * one button that moves the order on; `children` stand above them (a problem to fix).
 */
export function OrderBar({
  sum,
  action,
  label,
  children,
}: {
  sum: ReactNode;
  action: Omit<ButtonProps, 'color' | 'shape' | 'size' | 'className'>;
  label?: string;
  children?: ReactNode;
}) {
  return (
    <footer className="shop-footer" aria-label={label}>
      {children}
      <div className="shop-footer__bar">
        <div className="shop-footer__sum" aria-live="polite">
          {sum}
        </div>
        <Button color="primary" shape="rounded" size="large" className="shop-footer__cta" {...action} />
      </div>
    </footer>
  );
}
