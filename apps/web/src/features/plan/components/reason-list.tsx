import type { Reason } from '@nutri/domain/contracts';
import { useTranslation } from 'react-i18next';

/** The "why" behind a number: each cause in plain words with the source it rests on. */
export function ReasonList({ reasons }: { reasons: readonly Reason[] }) {
  const { t } = useTranslation();
  if (reasons.length === 0) return null;
  return (
    <ul className="plan-reasons">
      {reasons.map((r, i) => (
        <li key={`${r.ref}-${i}`}>
          <p className="plan-reasons__text">{r.text}</p>
          <p className="plan-reasons__source">
            {t('plan.source')}
            {r.source.url ? (
              <a href={r.source.url} target="_blank" rel="noopener noreferrer">
                {r.source.ref}
              </a>
            ) : (
              <span>{r.source.ref}</span>
            )}
          </p>
        </li>
      ))}
    </ul>
  );
}
