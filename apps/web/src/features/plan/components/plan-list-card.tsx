import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListCard } from '../../../components/card';

/** A plan card that lists things, or says in one muted line that there are none (`plan.<part>.empty`). */
export function PlanListCard({
  part,
  count,
  children,
}: {
  part: 'findings' | 'recs';
  count: number;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <ListCard
      className="plan-card"
      title={t(`plan.${part}.title`)}
      count={count}
      none={t(`plan.${part}.empty`)}
      noneClassName="plan-card__muted"
    >
      {children}
    </ListCard>
  );
}
