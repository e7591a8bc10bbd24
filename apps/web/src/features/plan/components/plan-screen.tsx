import type { HTMLAttributes, ReactNode } from 'react';
import UnorderedListOutline from 'antd-mobile-icons/es/UnorderedListOutline';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';

/** A screen showing a plan: its title, the link to all plans, and what it shows. */
export function PlanScreen({
  title,
  className,
  children,
  ...attributes
}: { title: string; children: ReactNode } & HTMLAttributes<HTMLDivElement>) {
  const { t } = useTranslation();
  return (
    <div
      className={
        className
          ? `app-screen app-screen--column plan-page ${className}`
          : 'app-screen app-screen--column plan-page'
      }
      {...attributes}
    >
      <header className="app-spread plan-page__top">
        <h1>{title}</h1>
        <Link to={paths.reportList.href()} className="app-text-button plan-page__list-link">
          <UnorderedListOutline aria-hidden="true" />
          {t('plan.allPlans')}
        </Link>
      </header>
      {children}
    </div>
  );
}
