import type { NutrientStatus } from '@nutri/domain/contracts';
import { useTranslation } from 'react-i18next';

/** Low is a danger, fair a warning, good is good news. */
const TONES = { low: 'danger', fair: 'warning', good: 'primary' } as const satisfies Record<
  NutrientStatus['level'],
  string
>;

/** A nutrient's level as a small tinted label. */
export function LevelTag({ level }: { level: NutrientStatus['level'] }) {
  const { t } = useTranslation();
  return <span className={`plan-level app-tone--${TONES[level]}`}>{t(`plan.level.${level}`)}</span>;
}
