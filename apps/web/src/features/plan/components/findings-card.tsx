import type { Finding } from '@nutri/domain/contracts';
import { useTranslation } from 'react-i18next';
import { Tag } from '../../../components/tag';
import { PlanListCard } from './plan-list-card';
import { Why } from './reason-list';

/** What the engine noticed, most urgent first, each with its causes and sources one tap away. */
export function FindingsCard({ findings }: { findings: readonly Finding[] }) {
  const { t } = useTranslation();
  const order = { urgent: 0, warning: 1, info: 2 } as const;
  const sorted = [...findings].sort((a, b) => order[a.severity] - order[b.severity]);
  return (
    <PlanListCard part="findings" count={sorted.length}>
      <ul className="app-stack">
        {sorted.map((f) => (
          <li key={f.id} className={`plan-finding plan-finding--${f.severity}`}>
            <Tag tone={f.severity === 'urgent' ? 'danger' : f.severity === 'warning' ? 'warning' : 'neutral'}>
              {t(`plan.findings.severity.${f.severity}`)}
            </Tag>
            <p>{f.text}</p>
            <Why summary={t('plan.why')} reasons={f.reasons} />
          </li>
        ))}
      </ul>
    </PlanListCard>
  );
}
