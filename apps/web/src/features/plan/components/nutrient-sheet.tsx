import type { NutrientStatus } from '@nutri/domain/contracts';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { BottomSheet } from '../../../components/bottom-sheet';
import { useLocaleStore } from '../../../stores/locale-store';
import { formatAmount, nutrientName, unitLabel } from '../lib/format';
import { foodsFor } from '../lib/foods';
import { ReasonList } from './reason-list';
import { LevelTag } from './level-tag';

export interface NutrientSheetProps {
  nutrient: NutrientStatus | null;
  /** The radar score when the nutrient table has no row for it. */
  fallbackKey: string | null;
  onClose: () => void;
}

/** One nutrient in detail: target, UL, current intake, why its score, and everyday foods rich in it. */
export function NutrientSheet({ nutrient, fallbackKey, onClose }: NutrientSheetProps) {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const key = nutrient?.key ?? fallbackKey;
  const visible = key !== null;
  const foods = key ? foodsFor(key, t) : null;
  const unit = nutrient ? unitLabel(nutrient.unit) : '';
  const amount = (v: number | null) =>
    v === null ? t('plan.sheet.ulNone') : `${formatAmount(v, locale)} ${unit}`;

  return (
    <BottomSheet
      visible={visible}
      onClose={onClose}
      title={key ? nutrientName(key, locale) : null}
      className="app-sheet__inner plan-sheet__inner"
    >
      {nutrient ? (
        <>
          <p className="plan-sheet__score">
            {t('plan.radar.score', { score: Math.round(nutrient.score) })}
            <LevelTag level={nutrient.level} />
          </p>
          <dl className="app-facts app-facts--tiles plan-sheet__facts">
            <div>
              <dt>{t('plan.sheet.target')}</dt>
              <dd>{nutrient.note ?? amount(nutrient.target)}</dd>
            </div>
            <div>
              <dt>{t('plan.sheet.ul')}</dt>
              <dd>
                {amount(nutrient.ul)}
                {nutrient.ul !== null && nutrient.ulScope === 'supplements' ? (
                  <small>{t('plan.sheet.ulSupplementsOnly')}</small>
                ) : null}
              </dd>
            </div>
            <div>
              <dt>{t('plan.sheet.fromFood')}</dt>
              <dd>{amount(nutrient.fromFood)}</dd>
            </div>
            <div>
              <dt>{t('plan.sheet.fromSupplements')}</dt>
              <dd>{amount(nutrient.fromSupplements)}</dd>
            </div>
          </dl>
          <h3>{t('plan.sheet.why')}</h3>
          <ReasonList reasons={nutrient.reasons} />
        </>
      ) : (
        <p>{t('plan.sheet.noDetail')}</p>
      )}
      {foods ? (
        <>
          <h3>{t('plan.sheet.foods')}</h3>
          <p className="plan-sheet__foods">{foods}</p>
          <p className="plan-reasons__source">{t('plan.sheet.foodsSource')}</p>
        </>
      ) : null}
      <Button
        block
        shape="rounded"
        color="primary"
        fill="outline"
        onClick={onClose}
        className="plan-sheet__close"
      >
        {t('plan.sheet.close')}
      </Button>
    </BottomSheet>
  );
}
