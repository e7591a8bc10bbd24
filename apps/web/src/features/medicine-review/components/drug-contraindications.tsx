import type { ComponentType } from 'react';
import type { MedicineTaboo } from '@nutri/domain/contracts';
import CloseCircleFill from 'antd-mobile-icons/es/CloseCircleFill';
import ExclamationCircleFill from 'antd-mobile-icons/es/ExclamationCircleFill';
import InformationCircleFill from 'antd-mobile-icons/es/InformationCircleFill';
import RightOutline from 'antd-mobile-icons/es/RightOutline';
import { useTranslation } from 'react-i18next';
import { countBySeverity, type Severity } from '../lib/findings';
import { useManagementText } from './use-management-text';

/** One icon per severity, so the level reads without colour too. */
export const SEVERITY_ICONS = {
  major: CloseCircleFill,
  moderate: ExclamationCircleFill,
  minor: InformationCircleFill,
} as const satisfies Record<Severity, ComponentType<{ className?: string }>>;

/**
 * DrugContraindications: the medicine taboos, already sorted (major first), each a row that opens its
 * details: severity (colour + icon + word), kind, the drug and the supplement, and what to do.
 */
export function DrugContraindications({
  taboos,
  onOpen,
}: {
  taboos: readonly MedicineTaboo[];
  onOpen: (taboo: MedicineTaboo) => void;
}) {
  const { t } = useTranslation();
  const management = useManagementText();
  const counts = countBySeverity(taboos);
  return (
    <div className="mr-block">
      <div className="mr-block__head">
        <h3 id="mr-taboos-title">{t('medicineReview.section.tabooTitle')}</h3>
        {taboos.length > 0 ? (
          <span className="mr-block__count">{t('medicineReview.section.tabooSummary', counts)}</span>
        ) : null}
      </div>
      {taboos.length === 0 ? (
        <p className="app-lead mr-muted">{t('medicineReview.section.tabooNone')}</p>
      ) : (
        <ul className="app-stack app-stack--tight" aria-labelledby="mr-taboos-title">
          {taboos.map((taboo) => {
            const Icon = SEVERITY_ICONS[taboo.severity];
            return (
              <li key={`${taboo.ruleId}|${taboo.drugId}|${taboo.target}`}>
                <button
                  type="button"
                  className={`app-plain-button mr-taboo mr-taboo--${taboo.severity}`}
                  aria-haspopup="dialog"
                  onClick={() => onOpen(taboo)}
                >
                  <Icon className="mr-taboo__icon" aria-hidden="true" />
                  <span className="mr-taboo__body">
                    <span className="mr-taboo__tags">
                      <span className={`mr-sev mr-sev--${taboo.severity}`}>
                        {t(`medicineReview.section.severity.${taboo.severity}`)}
                      </span>
                      <span className="mr-kind">{t(`medicineReview.section.kind.${taboo.kind}`)}</span>
                    </span>
                    <span className="mr-taboo__pair">
                      {t('medicineReview.section.pair', { drug: taboo.drug, supplement: taboo.supplement })}
                    </span>
                    <span className={`mr-manage mr-manage--${taboo.management}`}>{management(taboo)}</span>
                  </span>
                  <span className="app-meta mr-taboo__more">
                    {t('medicineReview.section.details')}
                    <RightOutline aria-hidden="true" />
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
