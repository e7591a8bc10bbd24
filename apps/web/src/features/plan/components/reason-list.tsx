import type { Reason } from '@nutri/domain/contracts';
import { useTranslation } from 'react-i18next';
import { SourceLine } from '../../../components/source-line';

/** The "why" behind a number: each cause in plain words with the source it rests on. */
export function ReasonList({ reasons }: { reasons: readonly Reason[] }) {
  const { t } = useTranslation();
  if (reasons.length === 0) return null;
  return (
    <ul className="plan-reasons">
      {reasons.map((r, i) => (
        <li key={`${r.ref}-${i}`}>
          <p className="plan-reasons__text">{r.text}</p>
          <SourceLine className="plan-reasons__source" label={t('plan.source')} source={r.source} />
        </li>
      ))}
    </ul>
  );
}

/** The reasons behind a statement, folded under a summary until asked for; nothing without reasons. */
export function Why({ summary, reasons }: { summary: string; reasons: readonly Reason[] }) {
  if (reasons.length === 0) return null;
  return (
    <details className="plan-why">
      <summary>{summary}</summary>
      <ReasonList reasons={reasons} />
    </details>
  );
}
