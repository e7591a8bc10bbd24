import Button from 'antd-mobile/es/components/button';
import CheckCircleFill from 'antd-mobile-icons/es/CheckCircleFill';
import { useTranslation } from 'react-i18next';
import { BottomSheet } from '../../../components/bottom-sheet';
import { joinNames, type CalciumForm } from '../lib/findings';

/** Where the comparison comes from (absorption with food and acid, ≤ 500 mg at a time). */
const CALCIUM_SOURCE_URL = 'https://ods.od.nih.gov/factsheets/Calcium-HealthProfessional/';

export interface GoodCalciumDialogProps {
  visible: boolean;
  /** The form the plan chose, marked in the comparison. */
  chosen: CalciumForm | null;
  over50: boolean;
  /** Names of the user's acid-reducing medicines. */
  acidReducers: readonly string[];
  onClose: () => void;
}

/**
 * GoodCalciumDialog: carbonate or citrate. Carbonate holds more calcium and costs less but needs stomach
 * acid (take it with meals); citrate does not, so it suits people on acid-reducing medicines and people
 * over 50. Marks the form the plan chose and lists which of those reasons apply to this user.
 */
export function GoodCalciumDialog({
  visible,
  chosen,
  over50,
  acidReducers,
  onClose,
}: GoodCalciumDialogProps) {
  const { t, i18n } = useTranslation();
  const forms = ['carbonate', 'citrate'] as const satisfies readonly CalciumForm[];
  const reasons = [
    over50 ? t('medicineReview.section.calcium.over50') : null,
    acidReducers.length > 0
      ? t('medicineReview.section.calcium.acidReducers', { drugs: joinNames(acidReducers, i18n.language) })
      : null,
  ].filter((r): r is string => r !== null);

  return (
    <BottomSheet
      visible={visible}
      onClose={onClose}
      title={visible ? t('medicineReview.section.calcium.dialogTitle') : null}
      bodyClassName="app-sheet mr-sheet"
      className="app-sheet__inner mr-sheet__inner"
    >
      <ul className="app-stack mr-forms">
        {forms.map((form) => (
          <li key={form} className={chosen === form ? 'mr-form mr-form--chosen' : 'mr-form'}>
            <h3>
              {t(`medicineReview.section.calcium.${form}Title`)}
              {chosen === form ? (
                <span className="mr-form__chosen">
                  <CheckCircleFill aria-hidden="true" />
                  {t('medicineReview.section.calcium.chosen', {
                    form: t(`medicineReview.section.calcium.form.${form}`),
                  })}
                </span>
              ) : null}
            </h3>
            <p>{t(`medicineReview.section.calcium.${form}Body`)}</p>
          </li>
        ))}
      </ul>
      <p className="app-lead mr-muted">{t('medicineReview.section.calcium.splitDose')}</p>
      <h3 className="mr-forms__case">{t('medicineReview.section.calcium.yourCase')}</h3>
      <ul className="mr-forms__reasons">
        {reasons.length > 0 ? (
          reasons.map((r) => <li key={r}>{r}</li>)
        ) : (
          <li>{t('medicineReview.section.calcium.noneApply')}</li>
        )}
      </ul>
      <p className="mr-sheet__source">
        <a href={CALCIUM_SOURCE_URL} target="_blank" rel="noopener noreferrer" className="mr-sheet__link">
          {t('medicineReview.section.calcium.source')}
        </a>
      </p>
      <Button block color="primary" shape="rounded" className="mr-sheet__close" onClick={onClose}>
        {t('medicineReview.section.calcium.ok')}
      </Button>
    </BottomSheet>
  );
}
